//! Time-outs on every PostgreSQL connection: a server that stops answering (its process
//! stopped by `SIGSTOP`: the kernel still acknowledges, so no TCP time-out fires) fails the call
//! within the statement time-out and its grace, and the next call reconnects; a
//! statement blocked past `statement_timeout` is cancelled by the server; and a second
//! connection of the process does not run the migration again.

use data::{Error, OpenOptions, Store, policy};
use rules::Variant;
use std::process::Command;
use std::time::{Duration, Instant};
use testkit::{Backend, T0, new_game, pg, play};

/// Sends `signal` to `pid`.
fn signal(pid: u32, signal: &str) {
    let ok = Command::new("kill")
        .args([signal, &pid.to_string()])
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "kill {signal} {pid}");
}

/// Stopped processes, continued when dropped (a failing test leaves none stopped).
struct Stopped(Vec<u32>);

impl Stopped {
    fn stop(&mut self, pid: u32) {
        signal(pid, "-STOP");
        self.0.push(pid);
    }
}

impl Drop for Stopped {
    fn drop(&mut self) {
        for pid in &self.0 {
            signal(*pid, "-CONT");
        }
    }
}

/// The pids of the server processes serving database `db`.
fn backends(server: &pg::Server, db: &str) -> Vec<u32> {
    server
        .admin()
        .query(
            "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
            &[&db],
        )
        .unwrap()
        .iter()
        .map(|r| r.get::<_, i32>(0) as u32)
        .collect()
}

fn database_name(url: &str) -> &str {
    url.rsplit('/').next().unwrap()
}

#[test]
fn a_server_that_stops_answering_fails_the_call_in_time_and_the_next_call_reconnects() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let url = server.new_database();
    let db = database_name(&url).to_owned();
    // statement_timeout 1 s: a call waits 1 s + the grace for its answer.
    let url = format!("{url}?options=-c%20statement_timeout%3D1s&connect_timeout=1");
    let limit = Duration::from_secs(1) + policy::ANSWER_GRACE;
    let store = Store::open(&url).unwrap();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    play(&store, g.id, "e4", T0).unwrap();
    let mut stopped = Stopped(Vec::new());
    for pid in backends(&server, &db) {
        stopped.stop(pid);
    }
    let started = Instant::now();
    let err = store.load_game(g.id).unwrap_err();
    let took = started.elapsed();
    assert!(matches!(err, Error::Unavailable { .. }), "{err}");
    assert!(
        err.to_string().contains("no answer from the server"),
        "{err}"
    );
    assert!(
        took >= limit && took < limit + Duration::from_secs(2),
        "{took:?}"
    );
    assert!(store.is_broken());
    // The postmaster still answers: the next call opens a new connection and works,
    // though the old server process is still stopped.
    assert_eq!(store.load_game(g.id).unwrap().stored.ply, 1);
    // With the postmaster stopped too, opening a connection fails within its limit
    // (connect_timeout 1 s and the grace) instead of waiting for the kernel.
    stopped.stop(server.pid);
    let started = Instant::now();
    let err = Store::open(&url).unwrap_err();
    let took = started.elapsed();
    assert!(matches!(err, Error::Unavailable { .. }), "{err}");
    assert!(took < limit + Duration::from_secs(2), "{took:?}");
    drop(stopped);
    play(&store, g.id, "e5", T0).unwrap();
}

#[test]
fn a_statement_blocked_past_statement_timeout_is_cancelled_by_the_server() {
    let Some(Backend::Postgres(url)) = Backend::postgres() else {
        return;
    };
    let timed = format!("{url}?options=-c%20statement_timeout%3D300");
    let store = Store::open_with(
        &timed,
        &OpenOptions {
            busy_timeout: Duration::from_secs(20),
            ..OpenOptions::default()
        },
    )
    .unwrap();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    let mut locker = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let mut tx = locker.transaction().unwrap();
    tx.execute("SELECT 1 FROM games FOR UPDATE", &[]).unwrap();
    let started = Instant::now();
    let err = play(&store, g.id, "e4", T0).unwrap_err();
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    assert!(err.to_string().contains("statement timeout"), "{err}");
    tx.rollback().unwrap();
    play(&store, g.id, "e4", T0).unwrap();
}

/// Migrations run once per process and database: a second connection does not wait for
/// the migration lock another session holds.
#[test]
fn a_second_connection_does_not_migrate_again() {
    let Some(Backend::Postgres(url)) = Backend::postgres() else {
        return;
    };
    let first = Store::open(&url).unwrap();
    let mut holder = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    holder
        .execute("SELECT pg_advisory_lock($1)", &[&0x5361_6e63_i64])
        .unwrap();
    let quick = OpenOptions {
        busy_timeout: Duration::from_millis(200),
        ..OpenOptions::default()
    };
    let second = Store::open_with(&url, &quick).unwrap();
    assert_eq!(
        second.schema_version().unwrap(),
        first.schema_version().unwrap()
    );
}
