//! FEN parsing under every variant: never panics, and whatever parses round-trips and
//! supports the whole API (moves, SAN/UCI of each move, outcome, play).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Position, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for variant in Variant::ALL {
        let Ok(pos) = Position::from_fen(variant, text) else {
            continue;
        };
        let fen = pos.fen();
        let again = Position::from_fen(variant, &fen).expect("a written FEN parses");
        assert_eq!(again, pos, "{fen}");
        assert_eq!(pos.zobrist(), pos.zobrist_recomputed());
        let moves = pos.legal_moves();
        assert_eq!(moves.len() as u64, pos.count_legal_moves());
        assert_eq!(moves.is_empty(), pos.outcome().is_some(), "{fen}");
        for m in &moves {
            let san = pos.san(m);
            assert_eq!(pos.parse_san(&san), Ok(*m), "{fen} {san}");
            assert_eq!(pos.parse_uci(&m.uci()), Ok(*m), "{fen} {m}");
            let mut after = pos;
            after.play(m);
            assert_eq!(after.zobrist(), after.zobrist_recomputed(), "{fen} {m}");
            let _ = after.outcome();
        }
    }
});
