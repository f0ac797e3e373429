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
            Some(start(&bin, None).unwrap_or_else(|e| panic!("cannot start PostgreSQL: {e}")))
        })
        .as_ref()
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
        start(&bin, None).unwrap_or_else(|e| panic!("cannot start PostgreSQL: {e}")),
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
    Some(start(&bin, Some(parent)).unwrap_or_else(|e| panic!("cannot start PostgreSQL: {e}")))
}

/// Starts a server: for tests (no `parent`) in a temporary directory with fsync off, or
/// durable with its data under `parent`.
fn start(bin: &Path, parent: Option<&Path>) -> Result<Server, String> {
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
    if is_root() {
        run(
            {
                let mut c = Command::new("chown");
                c.args(["-R", "postgres:postgres"]).arg(&dir);
                c
            },
            "chown",
        )?;
    }
    let pwfile = dir.join("pw");
    std::fs::write(&pwfile, PASSWORD).map_err(|e| e.to_string())?;
    if is_root() {
        run(
            {
                let mut c = Command::new("chown");
                c.arg("postgres:postgres").arg(&pwfile);
                c
            },
            "chown",
        )?;
    }
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
    let port = free_port();
    let mut ctl = tool(bin, "pg_ctl");
    ctl.arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(dir.join("log"))
        .arg("-o")
        .arg(format!(
            "-c listen_addresses=127.0.0.1 -p {port} -k {} -c max_connections=400 {speed} \
             -c shared_buffers=128MB -c max_locks_per_transaction=256 -c max_pred_locks_per_transaction=256",
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
        let data = self.dir.join("data");
        let mut stop = tool(&self.bin, "pg_ctl");
        stop.arg("-D")
            .arg(&data)
            .args(["-m", "immediate", "-w", "stop"]);
        run(stop, "pg_ctl stop").expect("stop");
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
