//! A backup restored and played on, through the `sanctum` binary as an operator does it:
//! SQLite with `sanctum backup` (the file copied back while the bot is stopped), and
//! PostgreSQL with `pg_dump -Fc` and `pg_restore` into a new database. Moves made after
//! the backup are gone; the game resumes from the backed-up position; new games get
//! new numbers.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use std::path::Path;
use std::process::{Command, Output};
use testkit::pg;

fn sanctum(args: &[&str], dir: &Path) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_sanctum"))
        .args(args)
        .current_dir(dir)
        .env_remove("SANCTUM_DB")
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run sanctum");
    assert!(
        out.status.success(),
        "sanctum {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Runs a console script on `db`; what it printed.
fn script(db: &str, dir: &Path, name: &str, lines: &str) -> String {
    let file = dir.join(name);
    std::fs::write(&file, lines).unwrap();
    let out = sanctum(
        &["play", "--db", db, "--script", &file.display().to_string()],
        dir,
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const BEFORE_BACKUP: &str = "\
alice: challenge @bob chess white
bob: accept
alice: e4
bob: e5
";

/// Played after the backup: lost by the restore.
const AFTER_BACKUP: &str = "\
alice: Nf3
";

/// Played on the restored database: `Nf3` again is legal only if the restore went back
/// to the backed-up position, and a new game gets a number of its own.
const ON_RESTORED: &str = "\
alice: Nf3
bob: Nc6
channel other
carol: challenge @dave scepter
dave: accept
alice: games
carol: games
";

/// The move after the backup was really played, so its loss proves the restore.
fn check_played_after(out: &str) {
    assert!(out.contains("alice played Nf3."), "{out}");
    assert!(
        !out.contains("not your turn") && !out.contains("isn't legal"),
        "{out}"
    );
}

fn check_played_on(out: &str) {
    assert!(
        !out.contains("not your turn") && !out.contains("isn't legal"),
        "{out}"
    );
    assert!(out.contains("Nf3") && out.contains("Nc6"), "{out}");
    // Both games are listed: the restored one and the new one.
    assert!(out.contains("game 1 · Chess vs bob"), "{out}");
    assert!(
        out.contains("game 2 · Capture the Scepter vs dave"),
        "{out}"
    );
}

#[test]
fn a_sqlite_backup_is_restored_and_played_on() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    script("live.db", p, "a", BEFORE_BACKUP);
    sanctum(&["backup", "nightly.db", "--db", "live.db"], p);
    check_played_after(&script("live.db", p, "b", AFTER_BACKUP));
    // Restore: the bot stopped, the backup copied over the live file.
    std::fs::copy(p.join("nightly.db"), p.join("live.db")).unwrap();
    for wal in ["live.db-wal", "live.db-shm"] {
        let _ = std::fs::remove_file(p.join(wal));
    }
    check_played_on(&script("live.db", p, "c", ON_RESTORED));
}

#[test]
fn a_postgres_dump_is_restored_and_played_on() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    let live = server.new_database();
    script(&live, p, "a", BEFORE_BACKUP);
    let dump = p.join("nightly.dump");
    let run = |tool: &str, args: &[&str]| {
        let out = Command::new(server.bin.join(tool))
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("{tool}: {e}"));
        assert!(
            out.status.success(),
            "{tool} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(
        "pg_dump",
        &["-Fc", "-f", &dump.display().to_string(), "--dbname", &live],
    );
    check_played_after(&script(&live, p, "b", AFTER_BACKUP));
    // Restore into a new, empty database, as after losing the old one.
    let restored = server.new_database();
    run(
        "pg_restore",
        &[
            "--no-owner",
            "--dbname",
            &restored,
            &dump.display().to_string(),
        ],
    );
    check_played_on(&script(&restored, p, "c", ON_RESTORED));
}
