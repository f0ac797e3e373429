//! Running the real `sanctum` binary as a child process against the fake, with its
//! output captured; the child is killed if the test ends (or fails) first.

use super::{FakeDiscord, GUILD, PATIENCE, TOKEN};
use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A running `sanctum run` child.
pub struct Sanctum {
    child: Child,
    /// Where it serves health and metrics, if it does.
    metrics_http: Option<std::net::SocketAddr>,
    stdout: Arc<Mutex<Vec<u8>>>,
    stderr: Arc<Mutex<Vec<u8>>>,
    readers: Vec<std::thread::JoinHandle<()>>,
}

/// How a child is started: the token, and the `SANCTUM_SHARDS` range if any.
#[derive(Debug, Clone)]
pub struct Launch<'a> {
    /// `DISCORD_TOKEN`.
    pub token: &'a str,
    /// `SANCTUM_SHARDS`, e.g. `0-0/2`.
    pub shards: Option<&'a str>,
    /// `SANCTUM_LOG_FORMAT`, e.g. `json`.
    pub log_format: Option<&'a str>,
    /// `SANCTUM_HTTP`: where the bot serves its web pages (needs [`Launch::web_key`]).
    pub http: Option<std::net::SocketAddr>,
    /// `SANCTUM_METRICS_HTTP`: where the bot serves health, readiness and metrics.
    pub metrics_http: Option<std::net::SocketAddr>,
    /// `SANCTUM_MINE_PUZZLES`: off unless a test mines (mining takes a core's seconds
    /// per finished game, which other tests should not pay for).
    pub mine_puzzles: bool,
    /// `SANCTUM_TICK` in seconds: how often the scheduler looks at deadlines (a
    /// minute unless set; tests that move time in the database look more often).
    pub tick: Option<f64>,
    /// `SANCTUM_WEB_KEY`: serve the web face's pages, signed with this key.
    pub web_key: Option<&'a str>,
    /// `SANCTUM_PUBLIC_URL`: where those pages are reached from outside.
    pub public_url: Option<&'a str>,
    /// `SANCTUM_LIVE_LIFETIME_SECS`: how long a live game stream lasts.
    pub live_lifetime_secs: Option<u64>,
    /// `DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET`: the fake application's `OAuth2`
    /// client, so the pages serve the Activity (needs [`Launch::web_key`]).
    pub activity: bool,
    /// Runs the child under this limit on open files, soft and hard (through
    /// `prlimit`), as systemd's default 1,024 would.
    pub open_files: Option<u64>,
}

impl Default for Launch<'_> {
    fn default() -> Self {
        Launch {
            token: TOKEN,
            shards: None,
            log_format: None,
            http: None,
            metrics_http: None,
            mine_puzzles: false,
            tick: None,
            web_key: None,
            public_url: None,
            live_lifetime_secs: None,
            activity: false,
            open_files: None,
        }
    }
}

fn drain(
    mut from: impl Read + Send + 'static,
    into: Arc<Mutex<Vec<u8>>>,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let mut chunk = [0u8; 8192];
        while let Ok(n) = from.read(&mut chunk) {
            if n == 0 {
                break;
            }
            if let Ok(mut all) = into.lock() {
                all.extend_from_slice(&chunk[..n]);
            }
        }
    })
}

impl Sanctum {
    /// Starts `sanctum run` (the binary at `exe`: a test of the `sanctum` package has
    /// it as `env!("CARGO_BIN_EXE_sanctum")`) on `db` against `fake`, with the commands
    /// registered on the first server.
    pub fn start(exe: &Path, fake: &FakeDiscord, db: &Path, launch: &Launch<'_>) -> Sanctum {
        let mut command = match launch.open_files {
            None => Command::new(exe),
            Some(n) => {
                // prlimit sets the limit and execs the bot: the pid is the bot's.
                let mut under = Command::new("prlimit");
                under.arg(format!("--nofile={n}:{n}")).arg("--").arg(exe);
                under
            }
        };
        command
            .arg("run")
            .env_remove("SANCTUM_SHARDS")
            .env_remove("SANCTUM_HTTP")
            .env_remove("SANCTUM_METRICS_HTTP")
            .env_remove("SANCTUM_TICK")
            .env_remove("SANCTUM_WEB_KEY")
            .env_remove("SANCTUM_PUBLIC_URL")
            .env_remove("SANCTUM_LIVE_LIFETIME_SECS")
            .env_remove("DISCORD_CLIENT_ID")
            .env_remove("DISCORD_CLIENT_SECRET")
            .env("DISCORD_TOKEN", launch.token)
            .env("SANCTUM_DISCORD_API", &fake.api_base)
            .env("SANCTUM_DB", db)
            .env("SANCTUM_DEV_GUILD", GUILD.to_string())
            .env("RUST_LOG", "info")
            .env(
                "SANCTUM_MINE_PUZZLES",
                if launch.mine_puzzles { "on" } else { "off" },
            )
            .env_remove("NO_COLOR")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if launch.activity {
            command
                .env("DISCORD_CLIENT_ID", super::APP.to_string())
                .env("DISCORD_CLIENT_SECRET", super::activity::CLIENT_SECRET);
        }
        if let Some(shards) = launch.shards {
            command.env("SANCTUM_SHARDS", shards);
        }
        if let Some(format) = launch.log_format {
            command.env("SANCTUM_LOG_FORMAT", format);
        }
        if let Some(key) = launch.web_key {
            command.env("SANCTUM_WEB_KEY", key);
        }
        if let Some(url) = launch.public_url {
            command.env("SANCTUM_PUBLIC_URL", url);
        }
        if let Some(tick) = launch.tick {
            command.env("SANCTUM_TICK", tick.to_string());
        }
        if let Some(secs) = launch.live_lifetime_secs {
            command.env("SANCTUM_LIVE_LIFETIME_SECS", secs.to_string());
        }
        if let Some(http) = launch.http {
            command.env("SANCTUM_HTTP", http.to_string());
        }
        if let Some(http) = launch.metrics_http {
            command.env("SANCTUM_METRICS_HTTP", http.to_string());
        }
        let mut child = command.spawn().expect("start the sanctum binary");
        let stdout = Arc::new(Mutex::new(Vec::new()));
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let readers = vec![
            drain(child.stdout.take().expect("piped stdout"), stdout.clone()),
            drain(child.stderr.take().expect("piped stderr"), stderr.clone()),
        ];
        Sanctum {
            child,
            metrics_http: launch.metrics_http,
            stdout,
            stderr,
            readers,
        }
    }

    /// Waits until the child's scheduler ran `full` whole rounds after this call, as
    /// its `/metrics` counts them (see [`crate::rounds::rounds_pass`]). The child must
    /// serve them ([`Launch::metrics_http`]) and look often ([`Launch::tick`]).
    pub async fn rounds_pass(&self, full: u64) {
        let addr = self.metrics_http.expect(
            "counting the scheduler's rounds needs the child's /metrics (Launch::metrics_http)",
        );
        crate::rounds::rounds_pass(full, move || crate::rounds::scraped(addr)).await;
    }

    /// The child's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends SIGTERM, as systemd does to stop the service.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.pid().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -TERM {} failed", self.pid());
    }

    /// Kills the child with SIGKILL, as a crash or the OOM killer would, and waits
    /// until it is gone.
    pub async fn kill(&mut self) {
        let status = Command::new("kill")
            .args(["-KILL", &self.pid().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -KILL {} failed", self.pid());
        let exited = self.exit().await;
        assert_eq!(exited.code(), None, "killed by a signal: {exited:?}");
    }

    /// Waits up to `within` for the child to exit by itself; `None` if it has not.
    pub async fn exited_within(&mut self, within: Duration) -> Option<ExitStatus> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().expect("poll the child") {
                return Some(status);
            }
            if tokio::time::Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits (up to [`PATIENCE`]) for the child to exit; fails the test otherwise.
    pub async fn exit(&mut self) -> ExitStatus {
        match self.exited_within(PATIENCE).await {
            Some(status) => status,
            None => panic!(
                "sanctum did not exit within {PATIENCE:?}; stderr so far:\n{}",
                self.stderr()
            ),
        }
    }

    /// Once the child has exited: waits for its output to be read to the end.
    pub fn finish_output(&mut self) {
        for r in self.readers.drain(..) {
            let _ = r.join();
        }
    }

    /// What the child wrote to stdout so far.
    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.stdout.lock().expect("output")).into_owned()
    }

    /// What the child wrote to stderr so far.
    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.stderr.lock().expect("output")).into_owned()
    }

    /// The number on a line of `/proc/<pid>/status`, if readable: KiB for `VmRSS`
    /// and `VmHWM`, a count for `Threads`.
    pub fn memory_kib(&self, field: &str) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).ok()?;
        status
            .lines()
            .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
    }

    /// CPU time the child has used so far (user and system, all threads), if readable:
    /// what a load run divides by its interactions, a figure that other work on the
    /// machine disturbs far less than response times.
    pub fn cpu_time(&self) -> Option<Duration> {
        cpu_time_of(&format!("/proc/{}/stat", self.pid()))
    }
}

/// User plus system time from a `/proc/…/stat` file, in the kernel's ticks of 10 ms.
pub fn cpu_time_of(path: &str) -> Option<Duration> {
    let stat = std::fs::read_to_string(path).ok()?;
    // The command name (field 2) may hold spaces; the fields after its ')' are plain.
    let rest = stat.rsplit_once(')')?.1;
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

impl Drop for Sanctum {
    /// A test that fails or hangs must not leave the bot running.
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
