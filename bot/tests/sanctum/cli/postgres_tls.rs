//! The `sanctum` binary on PostgreSQL over TLS, and its secrets: a console game through
//! `sslmode=verify-full` (in the URL, in `PGSSLMODE`/`PGSSLROOTCERT`, and with
//! `sslrootcert=system`), a refused certificate as one clear line, a password holding
//! URL characters never printed, an error said once, and `--help` without `SANCTUM_DB`'s
//! value.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use std::process::{Command, Output};
use testkit::pg::{PASSWORD, tls_server};

fn sanctum(args: &[&str], env: &[(&str, &str)], dir: &std::path::Path) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sanctum"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("SANCTUM_DB")
        .env_remove("DISCORD_TOKEN")
        .env_remove("PGSSLMODE")
        .env_remove("PGSSLROOTCERT");
    for (k, v) in env {
        command.env(k, v);
    }
    command.output().expect("run sanctum")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A console game of one move on `url`: it works.
fn plays(url: &str, env: &[(&str, &str)]) {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("game.txt");
    std::fs::write(
        &script,
        "alice: challenge @bob chess white\nbob: accept\nalice: move e4\n",
    )
    .unwrap();
    let out = sanctum(
        &["play", "--db", url, "--script", script.to_str().unwrap()],
        env,
        dir.path(),
    );
    assert!(out.status.success(), "{url}: {}", stderr(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("e4"), "{stdout}");
}

/// One `error:` line containing `expect`, without `secret`.
fn one_line_error(out: &Output, expect: &str, secret: &str) -> String {
    let text = stderr(out);
    assert!(!out.status.success(), "must fail: {text}");
    assert!(!text.contains(secret), "secret shown: {text}");
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "one line: {text}");
    assert!(lines[0].starts_with("error: "), "{text}");
    assert!(lines[0].contains(expect), "expected {expect:?} in {text}");
    lines[0].to_owned()
}

#[test]
fn a_console_game_over_tls_with_the_certificate_checked() {
    let Some(s) = tls_server() else { return };
    let ca = s.ca.display().to_string();
    plays(
        &s.new_database(
            "localhost",
            &format!("sslmode=verify-full&sslrootcert={ca}"),
        ),
        &[],
    );
    // libpq's environment variables, when the URL says nothing.
    plays(
        &s.new_database("localhost", ""),
        &[("PGSSLMODE", "verify-full"), ("PGSSLROOTCERT", &ca)],
    );
    // The system's authorities (here: the test's, through SSL_CERT_FILE).
    plays(
        &s.new_database("localhost", "sslmode=verify-full&sslrootcert=system"),
        &[("SSL_CERT_FILE", &ca)],
    );
}

#[test]
fn a_refused_certificate_is_one_clear_line() {
    let Some(s) = tls_server() else { return };
    let dir = tempfile::tempdir().unwrap();
    let url = s.new_database(
        "127.0.0.1",
        &format!("sslmode=verify-full&sslrootcert={}", s.ca.display()),
    );
    let out = sanctum(
        &["play", "--db", &url, "--script", "/dev/null"],
        &[],
        dir.path(),
    );
    let line = one_line_error(&out, "not issued for the host name", PASSWORD);
    assert!(!line.contains("temporarily unavailable"), "{line}");
    let url = s.new_database(
        "localhost",
        &format!("sslmode=verify-full&sslrootcert={}", s.other_ca.display()),
    );
    let out = sanctum(
        &["play", "--db", &url, "--script", "/dev/null"],
        &[],
        dir.path(),
    );
    one_line_error(
        &out,
        "not signed by a trusted certificate authority",
        PASSWORD,
    );
}

/// The example: a password holding `/` is not printed, and the error is said once.
#[test]
fn a_password_with_url_characters_is_never_printed_and_the_error_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    for password in ["pa/ss", "pa?ss", "p@ss", "pa#ss", "pa%ss", "p%2Fss"] {
        let url = format!("postgres://u:{password}@127.0.0.1:{port}/x");
        let out = sanctum(
            &["play", "--db", &url, "--script", "/dev/null"],
            &[],
            dir.path(),
        );
        let line = one_line_error(&out, "temporarily unavailable", password);
        assert_eq!(line.matches("temporarily unavailable").count(), 1, "{line}");
        assert_eq!(
            line.matches(&format!("postgres://u:***@127.0.0.1:{port}/x"))
                .count(),
            1,
            "{line}"
        );
        assert!(line.contains("Connection refused"), "{line}");
    }
}

#[test]
fn help_never_shows_the_database_url() {
    let dir = tempfile::tempdir().unwrap();
    let secret = "postgres://u:hunter2@db.example/sanctum";
    for command in ["play", "backup"] {
        let out = sanctum(&[command, "--help"], &[("SANCTUM_DB", secret)], dir.path());
        let help = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success());
        assert!(help.contains("SANCTUM_DB"), "{help}");
        assert!(
            !help.contains("hunter2") && !help.contains("db.example"),
            "{help}"
        );
    }
}
