//! Perft data files (`tests/perft/*.perft`, shakmaty's format): orthodox chess against
//! the published counts, and each variant's start position pinned to depth 4 (numbers
//! cross-checked against the independent reference model in `tests/rules/reference.rs`).

use rules::{Position, Variant, perft};

struct Case {
    id: String,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn load(name: &str) -> Vec<Case> {
    let path = format!("{}/tests/perft/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut cases = Vec::new();
    let (mut id, mut fen) = (String::new(), String::new());
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("{path}:{}: `{line}`", n + 1));
        match key {
            "id" => value.clone_into(&mut id),
            "epd" => value.clone_into(&mut fen),
            "perft" => {
                let (d, nodes) = value.split_once(' ').expect("perft <depth> <nodes>");
                cases.push(Case {
                    id: id.clone(),
                    fen: fen.clone(),
                    depth: d.parse().expect("depth"),
                    nodes: nodes.parse().expect("nodes"),
                });
            }
            other => panic!("{path}:{}: unknown key `{other}`", n + 1),
        }
    }
    assert!(!cases.is_empty(), "{path} has no cases");
    cases
}

/// Runs the cases of `file` whose node count is within `limit`; returns how many ran.
fn run(variant: Variant, file: &str, limit: u64) -> usize {
    let mut ran = 0;
    for case in load(file).iter().filter(|c| c.nodes <= limit) {
        let pos =
            Position::from_fen(variant, &case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        assert_eq!(
            perft(&pos, case.depth),
            case.nodes,
            "{variant} {} ({}) depth {}",
            case.id,
            case.fen,
            case.depth
        );
        ran += 1;
    }
    ran
}

const QUICK: u64 = 5_000_000;

#[test]
fn chess_standard_positions() {
    // Start position to depth 5, the others to depth 4 (or 5 for the small position 3).
    assert!(run(Variant::Chess, "chess.perft", QUICK) >= 30);
}

#[test]
fn scepter_start_position() {
    assert_eq!(run(Variant::Scepter, "scepter.perft", QUICK), 4);
}

#[test]
fn sanctuary_start_position() {
    assert_eq!(run(Variant::Sanctuary, "sanctuary.perft", QUICK), 4);
}

#[test]
#[ignore = "deep perft: minutes; run with `cargo test --release -- --ignored`"]
fn deep_perft_all_files() {
    run(Variant::Chess, "chess.perft", u64::MAX);
    run(Variant::Scepter, "scepter.perft", u64::MAX);
    run(Variant::Sanctuary, "sanctuary.perft", u64::MAX);
}
