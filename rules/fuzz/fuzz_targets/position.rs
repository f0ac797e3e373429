//! Random piece placements (built from the input bytes, so nearly every input is a valid
//! position): the move generator, SAN/UCI, outcome and play hold together, with debug
//! assertions on. Complements `fen`, whose inputs rarely get past the parser.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Position, Variant};

const PIECES: &[u8] = b"PNBRQAGpnbrqag";

fuzz_target!(|data: &[u8]| {
    if data.len() < 68 {
        return;
    }
    let variant = Variant::ALL[usize::from(data[0]) % 3];
    let mut board = [b'.'; 64];
    for (sq, &b) in data[4..68].iter().enumerate() {
        // About one square in three is occupied.
        if b % 3 == 0 {
            board[sq] = PIECES[usize::from(b / 3) % PIECES.len()];
        }
    }
    if variant != Variant::Sanctuary {
        board[usize::from(data[1]) % 64] = b'K';
        board[usize::from(data[2]) % 64] = b'k';
    }
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let c = board[rank * 8 + file];
            if c == b'.' {
                empty += 1;
            } else {
                if empty > 0 {
                    fen.push(char::from(b'0' + empty));
                    empty = 0;
                }
                fen.push(char::from(c));
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if data[3] % 2 == 0 {
        " w - - "
    } else {
        " b - - "
    });
    fen.push_str(&(u32::from(data[3] / 2) % 101).to_string());
    fen.push_str(" 1");
    let Ok(pos) = Position::from_fen(variant, &fen) else {
        return;
    };
    assert_eq!(
        Position::from_fen(variant, &pos.fen()).as_ref(),
        Ok(&pos),
        "{fen}"
    );
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves(), "{fen}");
    assert_eq!(moves.is_empty(), pos.outcome().is_some(), "{fen}");
    for m in &moves {
        let san = pos.san(m);
        assert_eq!(pos.parse_san(&san), Ok(*m), "{fen} {san}");
        assert_eq!(pos.parse_uci(&m.uci()), Ok(*m), "{fen} {m}");
        let mut after = pos;
        after.play(m);
        assert_eq!(after.zobrist(), after.zobrist_recomputed(), "{fen} {m}");
        let _ = after.outcome();
        let _ = after.legal_moves();
    }
});
