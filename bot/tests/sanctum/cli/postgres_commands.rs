//! The `sanctum` binary on PostgreSQL: a console game on a `postgres://` URL, `migrate`
//! from a SQLite file, and every bad database URL as one clear line and a non-zero exit,
//! never showing the password.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use std::process::{Command, Output};
use testkit::pg::{PASSWORD, server};

fn sanctum(args: &[&str], dir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sanctum"))
        .args(args)
        .current_dir(dir)
        .env_remove("SANCTUM_DB")
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run sanctum")
}

/// Fails with one `error:` line naming the problem and without the password.
fn fails_clearly(out: &Output, expect: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "must fail: {stderr}");
    assert!(!stderr.contains(PASSWORD), "password shown: {stderr}");
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "one line: {stderr}");
    assert!(lines[0].starts_with("error: "), "{stderr}");
    assert!(lines[0].contains(expect), "expected {expect:?} in {stderr}");
}

#[test]
fn bad_database_urls_fail_with_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let play = |url: &str| sanctum(&["play", "--db", url, "--script", "/dev/null"], dir.path());
    fails_clearly(
        &play(&format!(
            "postgres://sanctum:{PASSWORD}@127.0.0.1:notaport/x"
        )),
        "not a valid PostgreSQL URL",
    );
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    fails_clearly(
        &play(&format!("postgres://sanctum:{PASSWORD}@127.0.0.1:{port}/x")),
        "temporarily unavailable",
    );
    let Some(s) = server() else { return };
    fails_clearly(
        &play(&s.url("postgres").replace(PASSWORD, "not-the-pw")),
        "password authentication failed",
    );
    // A database with a newer schema.
    let url = s.new_database();
    drop(data::Store::open(&url).unwrap());
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    admin
        .batch_execute("UPDATE sanctum_schema SET version = version + 1")
        .unwrap();
    fails_clearly(&play(&url), "upgrade Sanctum");
    // `sanctum backup` is for SQLite files; it points to pg_dump.
    fails_clearly(
        &sanctum(
            &["backup", "copy.db", "--db", &s.new_database()],
            dir.path(),
        ),
        "pg_dump",
    );
    assert!(!dir.path().join("copy.db").exists());
}

#[test]
fn a_console_game_on_postgres_and_a_migration_from_sqlite() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("game.txt");
    std::fs::write(
        &script,
        "alice: challenge @bob chess white\nbob: accept\nalice: move e4\nbob: move e5\n",
    )
    .unwrap();
    let script = script.to_str().unwrap();
    // The same console game on a SQLite file, then migrated, then continued on PostgreSQL.
    let out = sanctum(&["play", "--db", "game.db", "--script", script], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let url = s.new_database();
    let out = sanctum(&["migrate", "--from", "game.db", "--to", &url], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("1 games replayed"), "{stdout}");
    assert!(stdout.contains("2 moves"), "{stdout}");
    assert!(!stdout.contains(PASSWORD), "{stdout}");
    let next = dir.path().join("next.txt");
    std::fs::write(&next, "alice: move Nf3\nalice: games\n").unwrap();
    let out = sanctum(
        &["play", "--db", &url, "--script", next.to_str().unwrap()],
        dir.path(),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("Nf3"), "{stdout}");
    let store = data::Store::open(&url).unwrap();
    let game = store.game(data::GameId(1)).unwrap();
    assert_eq!(game.ply, 3);
    // Pictures went to ./sanctum-pictures, not into a path made of the URL.
    assert!(dir.path().join("sanctum-pictures").is_dir());
    // Migrating into a database that is no longer empty is refused.
    fails_clearly(
        &sanctum(&["migrate", "--from", "game.db", "--to", &url], dir.path()),
        "not empty",
    );
}
