//! The single-line search is pinned: fixed-depth searches of positions of each
//! variant give the best move, score and node count recorded from the engine
//! before multi-PV existed. Any change to what one line's search does shows here,
//! so a change meant to leave play alone (as multi-PV at `MultiPV 1`) is proven to.

use engine::uci::setup;
use engine::{Engine, Limits};
use rules::Variant;

/// A position (a FEN, or the start, then moves), the depth searched, and what the
/// search found: best move, score, nodes.
struct Pinned {
    variant: Variant,
    fen: Option<&'static str>,
    moves: &'static str,
    depth: u32,
    best: &'static str,
    score: i32,
    nodes: u64,
}

const PINNED: &[Pinned] = &[
    Pinned {
        variant: Variant::Chess,
        fen: None,
        moves: "",
        depth: 11,
        best: "e2e4",
        score: 40,
        nodes: 224_977,
    },
    Pinned {
        variant: Variant::Chess,
        fen: Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        moves: "",
        depth: 9,
        best: "e2a6",
        score: -40,
        nodes: 101_693,
    },
    Pinned {
        variant: Variant::Chess,
        fen: None,
        moves: "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",
        depth: 10,
        best: "b5c6",
        score: 10,
        nodes: 109_953,
    },
    Pinned {
        variant: Variant::Chess,
        fen: Some("8/5pk1/6p1/8/8/6P1/r4PK1/1R6 w - - 0 1"),
        moves: "",
        depth: 12,
        best: "b1c1",
        score: 0,
        nodes: 229_405,
    },
    Pinned {
        variant: Variant::Scepter,
        fen: None,
        moves: "",
        depth: 11,
        best: "e2e4",
        score: 37,
        nodes: 238_422,
    },
    Pinned {
        variant: Variant::Scepter,
        fen: None,
        moves: "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6",
        depth: 10,
        best: "d2d3",
        score: 23,
        nodes: 291_331,
    },
    Pinned {
        variant: Variant::Scepter,
        fen: Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        moves: "",
        depth: 9,
        best: "e2a6",
        score: -86,
        nodes: 142_387,
    },
    Pinned {
        variant: Variant::Scepter,
        fen: Some("8/8/3k4/8/8/4K3/8/8 w - - 0 1"),
        moves: "",
        depth: 14,
        best: "e3d4",
        score: 127,
        nodes: 72_540,
    },
    Pinned {
        variant: Variant::Sanctuary,
        fen: None,
        moves: "",
        depth: 10,
        best: "g1f3",
        score: 25,
        nodes: 155_791,
    },
    Pinned {
        variant: Variant::Sanctuary,
        fen: None,
        moves: "d2d4 d7d5 g1f3 g8f6 c1f4 c8f5",
        depth: 10,
        best: "b1c3",
        score: 22,
        nodes: 238_469,
    },
    Pinned {
        variant: Variant::Sanctuary,
        fen: Some("4g3/1p3ppp/8/8/8/8/1P3PPP/R3G2R w - - 0 1"),
        moves: "",
        depth: 11,
        best: "a1a8",
        score: 2158,
        nodes: 403_574,
    },
    Pinned {
        variant: Variant::Chess,
        fen: Some("k7/8/8/3K4/8/8/8/6R1 w - - 0 1"),
        moves: "",
        depth: 9,
        best: "d5c6",
        score: 30_995,
        nodes: 3755,
    },
    Pinned {
        variant: Variant::Scepter,
        fen: Some("8/3K4/8/R6b/8/8/8/7k w - - 0 1"),
        moves: "",
        depth: 7,
        best: "a5h5",
        score: 30_997,
        nodes: 92,
    },
];

#[test]
fn single_line_search_is_unchanged() {
    let mut failures = Vec::new();
    for p in PINNED {
        let moves: Vec<String> = p.moves.split_whitespace().map(str::to_owned).collect();
        let s = setup(p.variant, p.fen, &moves).expect("a pinned position sets up");
        let r = Engine::new(16).search(
            &s.position,
            &s.history,
            &Limits::depth(p.depth),
            &mut |_| {},
        );
        let best = r.best.map(|m| m.uci()).unwrap_or_default();
        let found = (best.as_str(), r.score, r.nodes);
        if found != (p.best, p.score, p.nodes) {
            failures.push(format!(
                "{} {:?} {:?}: found {found:?}, pinned {:?}",
                p.variant,
                p.fen,
                p.moves,
                (p.best, p.score, p.nodes)
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
