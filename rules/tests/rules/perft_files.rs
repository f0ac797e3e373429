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

/// Runs every case of `file`; returns how many ran.
fn run(variant: Variant, file: &str) -> usize {
    let cases = load(file);
    for case in &cases {
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
    }
    cases.len()
}

/// The six standard positions to the published depths, the start to depth 6
/// (119,060,324): a few seconds in a release build, a minute or so in a debug one.
#[test]
fn chess_standard_positions() {
    assert_eq!(run(Variant::Chess, "chess.perft"), 37);
}

#[test]
fn scepter_start_position() {
    assert_eq!(run(Variant::Scepter, "scepter.perft"), 4);
}

#[test]
fn sanctuary_start_position() {
    assert_eq!(run(Variant::Sanctuary, "sanctuary.perft"), 4);
}
