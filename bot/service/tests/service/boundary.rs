//! The service knows nothing of Discord or async runtimes: adapters translate, the
//! service decides. This asks cargo for the service's resolved dependency tree and
//! fails if anything Discord- or runtime-shaped ever reaches it.
//!
//! One exception, by design: the store's `PostgreSQL` backend drives `tokio-postgres`
//! (and its rustls connector) on a private tokio runtime per connection, behind a
//! synchronous API. Those subtrees are pruned here; nothing else may bring an async
//! runtime in.

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

/// The service's own dependencies: the Sanctum crates (the engine too, for Sanctum's
/// own moves and reviews; the puzzles and lessons for what it teaches; the tournament core for pairings and standings) and five small utilities (rustix only to lower the engine
/// threads' priority; governor, without its `std` feature and so without futures, for
/// the limits per person; the `metrics` facade, which records nothing until a face
/// installs a recorder), and Project Fluent's crates for the words in each language
/// (synchronous, no I/O: the translations are compiled in).
const DIRECT: &[&str] = &[
    "sanctum-rules",
    "sanctum-data",
    "sanctum-render",
    "sanctum-engine",
    "sanctum-puzzles",
    "sanctum-lessons",
    "sanctum-tournament",
    "thiserror",
    "tracing",
    "rustix",
    "governor",
    "metrics",
    "strsim",
    "fluent-bundle",
    "fluent-syntax",
    "unic-langid",
];

/// The crates `cargo tree -p sanctum-service -e normal` lists with `extra` arguments
/// (normal dependencies only, so tests' tools do not count), the service itself first.
fn tree(extra: &[&str]) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["tree", "--offline", "-p", "sanctum-service", "-e", "normal"])
        .args(["--prefix", "none", "--format", "{p}"])
        .args(extra)
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

#[test]
fn the_service_depends_on_nothing_discord_or_async() {
    let direct = tree(&["--depth", "1"]);
    assert_eq!(direct.first().map(String::as_str), Some("sanctum-service"));
    for d in direct.iter().skip(1) {
        assert!(DIRECT.contains(&d.as_str()), "a new direct dependency: {d}");
    }
    let reached: BTreeSet<String> = tree(&[
        "--prune",
        "tokio-postgres",
        "--prune",
        "tokio-postgres-rustls",
        "--prune",
        "tokio",
    ])
    .into_iter()
    .collect();
    for needed in [
        "sanctum-rules",
        "sanctum-data",
        "sanctum-render",
        "sanctum-engine",
    ] {
        assert!(
            reached.contains(needed),
            "{needed} missing from {reached:?}"
        );
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
