//! Move text (SAN, UCI, anything a player might type) against a set of positions rich in
//! special moves: never panics, and an accepted move is legal and prints back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Position, Variant};

const POSITIONS: [(Variant, &str); 12] = [
    (
        Variant::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::Chess,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (
        Variant::Chess,
        "r3k2r/1P4p1/8/2pP4/8/8/1p4P1/R3K2R w KQkq c6 0 2",
    ),
    (Variant::Chess, "k7/8/8/8/8/1N3N2/8/K7 w - - 0 1"),
    (
        Variant::Scepter,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (Variant::Scepter, "4k3/8/4n3/3pP3/8/8/8/4K3 w - d6 0 1"),
    (Variant::Scepter, "4k3/8/2p5/2PP4/8/8/8/4K3 w - - 0 1"),
    (Variant::Scepter, "1r2k3/1P6/8/8/8/8/8/4K3 w - - 0 1"),
    (Variant::Scepter, "8/8/8/8/8/8/3k4/4N2K b - - 0 1"),
    (
        Variant::Sanctuary,
        "rnbagbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAGBNR w - - 0 1",
    ),
    (Variant::Sanctuary, "r1n5/1P6/8/8/8/8/8/4G1g1 w - - 0 1"),
    (Variant::Sanctuary, "1P2g3/8/8/8/8/8/8/1r2G3 b - - 0 1"),
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let (variant, fen) = POSITIONS[usize::from(which) % POSITIONS.len()];
    let pos = Position::from_fen(variant, fen).expect("seed position");
    let legal = pos.legal_moves();
    for parsed in [pos.parse_san(text), pos.parse_uci(text)] {
        match parsed {
            Ok(m) => {
                assert!(legal.contains(&m), "{text:?} gave illegal {m}");
                assert_eq!(pos.parse_san(&pos.san(&m)), Ok(m));
            }
            Err(e) => {
                let msg = e.to_string();
                assert!(!msg.is_empty());
            }
        }
    }
});
