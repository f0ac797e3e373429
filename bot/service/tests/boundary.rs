//! The service knows nothing of Discord or async runtimes: adapters translate, the
//! service decides. This asks cargo for the service's resolved dependency tree and
//! fails if anything Discord- or runtime-shaped ever reaches it.
//!
//! One exception, by design: the store's `PostgreSQL` backend uses the synchronous
//! `postgres` crate, which runs a private tokio runtime inside. That subtree is pruned
//! here; nothing else may bring an async runtime in.

use std::collections::BTreeSet;
use std::process::Command;

/// Crates the service must never depend on, directly or through another crate.
const FORBIDDEN: &[&str] = &[
    "serenity",
    "poise",
    "tokio",
    "tokio-util",
    "hyper",
    "reqwest",
    "tungstenite",
    "async-tungstenite",
    "tokio-tungstenite",
    "futures",
    "futures-util",
];

/// The names of every crate the service is built with on this machine (normal
/// dependencies only, so tests' tools do not count).
fn shipped_dependencies() -> BTreeSet<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "-p",
            "sanctum-service",
            "-e",
            "normal",
            "--prefix",
            "none",
            "--format",
            "{p}",
            "--prune",
            "postgres",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

/// The service's own dependencies: the Sanctum crates and two small utilities.
const DIRECT: &[&str] = &[
    "sanctum-rules",
    "sanctum-data",
    "sanctum-render",
    "thiserror",
    "tracing",
];

#[test]
fn the_service_depends_on_nothing_discord_or_async() {
    let reached = shipped_dependencies();
    for needed in ["sanctum-rules", "sanctum-data", "sanctum-render"] {
        assert!(
            reached.contains(needed),
            "{needed} missing from {reached:?}"
        );
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "-p",
            "sanctum-service",
            "-e",
            "normal",
            "--depth",
            "1",
            "--prefix",
            "none",
            "--format",
            "{p}",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo tree runs");
    let direct: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next().map(str::to_owned))
        .collect();
    for d in &direct {
        assert!(DIRECT.contains(&d.as_str()), "a new direct dependency: {d}");
    }
    let bad: Vec<&str> = FORBIDDEN
        .iter()
        .copied()
        .filter(|f| reached.contains(*f))
        .collect();
    assert!(
        bad.is_empty(),
        "sanctum-service must not depend on {bad:?} (it reaches: {reached:?})"
    );
}
