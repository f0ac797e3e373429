//! A throwaway PostgreSQL server for the tests: Debian's `postgresql` binaries, a data
//! directory in a temporary directory, listening on 127.0.0.1 at a free port with a
//! password (so a wrong one can be tested), one database per test.
//!
//! One shared server per test binary ([`server`]), started on first use; a test that
//! restarts its server under open stores takes one of its own ([`own_server`]), since
//! the tests of a binary run side by side on the shared one. Every server is stopped by
//! a small watchdog process that waits for the test binary to exit — however it exits:
//! passing, panicking, aborted or killed — then shuts the server down immediately
//! (`SIGQUIT` to the postmaster, by its pid) and deletes its directory. Nothing is
//! downloaded.
//!
//! A second shared server speaks TLS ([`tls_server`]): its certificate, for `localhost`,
//! is signed by a certificate authority the test kit makes (with `rcgen`), and it refuses
//! plain-text connections to every database but the maintenance one — as a managed
//! PostgreSQL that forces TLS does.
//!
//! Without PostgreSQL installed the PostgreSQL halves of the tests are skipped with a
//! loud message — except under `CI=true`, where that (or a server that does not start)
//! fails the test.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The role the tests connect as.
pub const USER: &str = "sanctum";
/// [`USER`]'s password (a password at all, so a wrong one can be tested).
pub const PASSWORD: &str = "s3cret-pw";

/// A running server.
#[derive(Debug)]
pub struct Server {
    /// 127.0.0.1's port.
    pub port: u16,
    /// The postmaster's pid.
    pub pid: u32,
    /// The server's directory (data, socket, log).
    pub dir: PathBuf,
    /// The binaries' directory.
    pub bin: PathBuf,
    create: Mutex<()>,
}

static SERVER: OnceLock<Option<Server>> = OnceLock::new();
static TLS_SERVER: OnceLock<Option<TlsServer>> = OnceLock::new();
static NEXT_DB: AtomicUsize = AtomicUsize::new(0);

/// The directory holding `initdb`, `pg_ctl`, `postgres`: the newest version installed.
pub fn bin_dir() -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|e| {
            let v: u32 = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").is_file().then_some((v, bin))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

/// True under CI (`CI=true`), where a test must fail rather than skip for want of a tool.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

/// The shared server, started on first use; `None` (after a loud message) if PostgreSQL
/// is not installed outside CI.
pub fn server() -> Option<&'static Server> {
    SERVER
        .get_or_init(|| {
            let bin = installed()?;
            Some(
                start(&bin, None, false).unwrap_or_else(|e| panic!("cannot start PostgreSQL: {e}")),
            )
        })
        .as_ref()
}

/// The shared TLS server (see the module's docs), started on first use; `None` (after a
/// loud message) if PostgreSQL is not installed outside CI.
pub fn tls_server() -> Option<&'static TlsServer> {
    TLS_SERVER
        .get_or_init(|| {
            let bin = installed()?;
            let server =
                start(&bin, None, true).unwrap_or_else(|e| panic!("cannot start PostgreSQL: {e}"));
            Some(TlsServer {
                ca: server.dir.join("ca.pem"),
                other_ca: server.dir.join("other-ca.pem"),
                server,
            })
        })
        .as_ref()
}

/// A server with TLS on and required for every database but `postgres`.
#[derive(Debug)]
pub struct TlsServer {
    /// The server.
    pub server: Server,
    /// The certificate authority (PEM) that signed its certificate, for `localhost`.
    pub ca: PathBuf,
    /// Another authority (PEM), which signed nothing of the server's.
    pub other_ca: PathBuf,
}

impl TlsServer {
    /// A new empty database; its URL through `host` (`localhost` is the name in the
    /// certificate, `127.0.0.1` is not) and with `params` after the `?`.
    pub fn new_database(&self, host: &str, params: &str) -> String {
        let url = self.server.new_database();
        let url = url.replace("@127.0.0.1:", &format!("@{host}:"));
        if params.is_empty() {
            url
        } else {
            format!("{url}?{params}")
        }
    }
}

/// A certificate authority's certificate (PEM) and the server certificate and key
/// (PEM) it signed for `localhost`; and another authority, which signed nothing.
fn certificates() -> Result<(String, String, String, String), rcgen::Error> {
    use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, Issuer, KeyPair};
    let authority = |name: &str| -> Result<(String, Issuer<'static, KeyPair>), rcgen::Error> {
        let key = KeyPair::generate()?;
        let mut params = CertificateParams::new(Vec::<String>::new())?;
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.distinguished_name.push(DnType::CommonName, name);
        let pem = params.self_signed(&key)?.pem();
        Ok((pem, Issuer::new(params, key)))
    };
    let (ca, issuer) = authority("Sanctum test authority")?;
    let (other_ca, _) = authority("Sanctum unrelated authority")?;
    let key = KeyPair::generate()?;
    let mut params = CertificateParams::new(vec!["localhost".to_owned()])?;
    params
        .distinguished_name
        .push(DnType::CommonName, "localhost");
    let cert = params.signed_by(&key, &issuer)?.pem();
    Ok((ca, other_ca, cert, key.serialize_pem()))
}

/// [`bin_dir`], or `None` after a loud message outside CI (under CI a failure).
fn installed() -> Option<PathBuf> {
    let bin = bin_dir();
    if bin.is_none() {
        assert!(
            !in_ci(),
            "CI=true but PostgreSQL is not installed (.ci/run installs it): the PostgreSQL tests must run"
        );
        eprintln!(
            "\n*** PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): SKIPPING the PostgreSQL tests.\n*** Install it with: apt-get install -y postgresql\n"
        );
    }
    bin
}

/// A server for one test alone, to restart under its stores without disturbing the
/// tests beside it on the shared [`server`]; `None` (after a loud message) if
/// PostgreSQL is not installed outside CI. Stopped when dropped.
pub fn own_server() -> Option<OwnServer> {
    let bin = installed()?;
    Some(OwnServer(
        start(&bin, None, false).unwrap_or_else(|e| panic!("cannot start PostgreSQL: {e}")),
    ))
}

/// A [`Server`] that belongs to one test: dropping it stops the server at once and
/// deletes its directory (the watchdog would only do so when the test binary exits).
#[derive(Debug)]
pub struct OwnServer(Server);

impl std::ops::Deref for OwnServer {
    type Target = Server;

    fn deref(&self) -> &Server {
        &self.0
    }
}

impl Drop for OwnServer {
    fn drop(&mut self) {
        let mut stop = tool(&self.bin, "pg_ctl");
        stop.arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "immediate", "-w", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let _ = run(stop, "pg_ctl stop");
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// `bin/<tool> args…`, as the `postgres` user when we are root (initdb refuses root).
fn tool(bin: &Path, name: &str) -> Command {
    if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(bin.join(name));
        c
    } else {
        Command::new(bin.join(name))
    }
}

fn run(mut c: Command, what: &str) -> Result<(), String> {
    let out = c
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{what}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{what} failed ({}): {}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A durable server (fsync on, `synchronous_commit` on: PostgreSQL's defaults) with its
/// data under `parent`, for benchmarks; `None` without PostgreSQL installed.
pub fn durable_server(parent: &Path) -> Option<Server> {
    let bin = bin_dir()?;
    Some(
        start(&bin, Some(parent), false).unwrap_or_else(|e| panic!("cannot start PostgreSQL: {e}")),
    )
}

/// Gives `dir` to the `postgres` user (when root) and writes the password file
/// `initdb` reads into it; its path.
fn password_file(dir: &Path) -> Result<PathBuf, String> {
    let chown = |args: &[&str], path: &Path| {
        if !is_root() {
            return Ok(());
        }
        let mut c = Command::new("chown");
        c.args(args).arg(path);
        run(c, "chown")
    };
    chown(&["-R", "postgres:postgres"], dir)?;
    let pwfile = dir.join("pw");
    std::fs::write(&pwfile, PASSWORD).map_err(|e| e.to_string())?;
    chown(&["postgres:postgres"], &pwfile)?;
    Ok(pwfile)
}

/// Starts a server: for tests (no `parent`) in a temporary directory with fsync off, or
/// durable with its data under `parent`; with `tls`, as [`tls_server`] describes.
fn start(bin: &Path, parent: Option<&Path>, tls: bool) -> Result<Server, String> {
    let builder = tempfile::Builder::new().prefix("sanctum-pg-").clone();
    let dir = match parent {
        Some(p) => builder.tempdir_in(p),
        None => builder.tempdir(),
    }
    .map_err(|e| e.to_string())?
    .keep();
    let speed = if parent.is_some() {
        ""
    } else {
        "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    };
    let pwfile = password_file(&dir)?;
    let data = dir.join("data");
    let mut init = tool(bin, "initdb");
    init.arg("-D")
        .arg(&data)
        .args([
            "-U",
            USER,
            "-A",
            "scram-sha-256",
            "-E",
            "UTF8",
            "--locale=C",
        ])
        .arg(format!("--pwfile={}", pwfile.display()))
        .arg("--no-sync");
    run(init, "initdb")?;
    let tls_options = if tls {
        with_tls(&dir, &data)?
    } else {
        String::new()
    };
    let port = free_port();
    let mut ctl = tool(bin, "pg_ctl");
    ctl.arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(dir.join("log"))
        .arg("-o")
        .arg(format!(
            "-c listen_addresses=127.0.0.1 -p {port} -k {} -c max_connections=400 {speed} \
             -c shared_buffers=128MB -c max_locks_per_transaction=256 -c max_pred_locks_per_transaction=256{tls_options}",
            dir.display()
        ))
        .args(["-w", "-t", "60", "start"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if let Err(e) = run(ctl, "pg_ctl start") {
        let log = std::fs::read_to_string(dir.join("log")).unwrap_or_default();
        return Err(format!("{e}\n{log}"));
    }
    let pid: u32 = std::fs::read_to_string(data.join("postmaster.pid"))
        .map_err(|e| e.to_string())?
        .lines()
        .next()
        .and_then(|l| l.trim().parse().ok())
        .ok_or("no pid in postmaster.pid")?;
    // The watchdog: once this process is gone, stop the server by the pid in its pid
    // file (gone when it was stopped already: an old pid may belong to another process
    // by then) and clean up.
    Command::new("sh")
        .arg("-c")
        .arg(format!(
            "while kill -0 {me} 2>/dev/null; do sleep 0.5; done; \
             if pid=$(head -n1 '{pidfile}' 2>/dev/null); then kill -QUIT $pid 2>/dev/null; \
             sleep 2; kill -KILL $pid 2>/dev/null; fi; rm -rf '{dir}'",
            me = std::process::id(),
            pidfile = data.join("postmaster.pid").display(),
            dir = dir.display()
        ))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("watchdog: {e}"))?;
    Ok(Server {
        port,
        pid,
        dir,
        bin: bin.to_path_buf(),
        create: Mutex::new(()),
    })
}

/// Writes the certificates (the authorities into `dir`, the server's certificate and key
/// into `data`, the key readable by its owner alone), lets plain-text connections reach
/// only the maintenance database, and returns the server options that turn TLS on.
fn with_tls(dir: &Path, data: &Path) -> Result<String, String> {
    let (ca, other_ca, cert, key) = certificates().map_err(|e| format!("certificates: {e}"))?;
    std::fs::write(dir.join("ca.pem"), ca).map_err(|e| e.to_string())?;
    std::fs::write(dir.join("other-ca.pem"), other_ca).map_err(|e| e.to_string())?;
    std::fs::write(data.join("server.crt"), cert).map_err(|e| e.to_string())?;
    std::fs::write(data.join("server.key"), key).map_err(|e| e.to_string())?;
    let hba = "hostnossl postgres all 127.0.0.1/32 scram-sha-256\n\
               hostssl all all 127.0.0.1/32 scram-sha-256\n";
    std::fs::write(data.join("pg_hba.conf"), hba).map_err(|e| e.to_string())?;
    let mut own = Command::new("chmod");
    own.arg("600").arg(data.join("server.key"));
    run(own, "chmod")?;
    if is_root() {
        let mut c = Command::new("chown");
        c.arg("postgres:postgres")
            .arg(data.join("server.crt"))
            .arg(data.join("server.key"))
            .arg(data.join("pg_hba.conf"));
        run(c, "chown")?;
    }
    Ok(" -c ssl=on -c ssl_cert_file=server.crt -c ssl_key_file=server.key".into())
}

impl Server {
    /// The URL of database `db` on this server.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://{USER}:{PASSWORD}@127.0.0.1:{}/{db}", self.port)
    }

    /// A connection to the maintenance database, for test set-up.
    pub fn admin(&self) -> postgres::Client {
        postgres::Client::connect(&self.url("postgres"), postgres::NoTls).expect("admin connection")
    }

    /// A new empty database; its URL.
    pub fn new_database(&self) -> String {
        let name = format!(
            "t{}_{}",
            std::process::id(),
            NEXT_DB.fetch_add(1, Ordering::SeqCst)
        );
        let _one_at_a_time = self
            .create
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        self.admin()
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("create database");
        self.url(&name)
    }

    /// Restarts the server (immediate stop, start again) on the same port and data.
    pub fn restart(&self) {
        self.stop();
        self.start();
    }

    /// Stops the server at once (its port then refuses connections).
    pub fn stop(&self) {
        let mut stop = tool(&self.bin, "pg_ctl");
        stop.arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "immediate", "-w", "stop"]);
        run(stop, "pg_ctl stop").expect("stop");
    }

    /// Starts the stopped server again on the same port and data.
    pub fn start(&self) {
        let data = self.dir.join("data");
        let mut ctl = tool(&self.bin, "pg_ctl");
        ctl.arg("-D")
            .arg(&data)
            .arg("-l")
            .arg(self.dir.join("log"))
            .arg("-o")
            .arg(format!(
                "-c listen_addresses=127.0.0.1 -p {} -k {} -c max_connections=400 -c fsync=off",
                self.port,
                self.dir.display()
            ))
            .args(["-w", "-t", "60", "start"])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        run(ctl, "pg_ctl start").expect("restart");
    }
}
