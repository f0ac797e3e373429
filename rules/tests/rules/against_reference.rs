//! The engine against the independent reference model in `tests/rules/reference.rs`: legal moves
//! (with their kinds and captures), FEN after each move, outcomes, SAN, attacks, refugees,
//! sanctuary safety and scepter threats, on random games of all three variants and on random
//! piece placements; and perft of every seed position to depth 4 (the starts' counts pinned
//! in `tests/perft/*.perft`).

use crate::common;
use crate::reference;

use common::seeds;

use proptest::prelude::*;
use reference::{Ref, V};
use rules::{Color, MoveKind, Position, Square, Variant};

fn ref_variant(v: Variant) -> V {
    V::from_id(v.id())
}

fn engine_moves(pos: &Position) -> Vec<String> {
    let mut out: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let kind = match m.kind {
                MoveKind::Normal => "Normal",
                MoveKind::DoublePush => "DoublePush",
                MoveKind::EnPassant => "EnPassant",
                MoveKind::Castle => "Castle",
                MoveKind::Slide => "Slide",
            };
            let cap = m.capture.map_or('-', rules::Role::char);
            format!("{} {} {} {}", m.uci(), m.role.char(), cap, kind)
        })
        .collect();
    out.sort();
    out
}

fn ref_moves(r: &Ref) -> Vec<String> {
    let mut out: Vec<String> = r.legal().iter().map(reference::RMove::describe).collect();
    out.sort();
    out
}

fn diff(a: &[String], b: &[String]) -> String {
    let only_a: Vec<&String> = a.iter().filter(|x| !b.contains(x)).collect();
    let only_b: Vec<&String> = b.iter().filter(|x| !a.contains(x)).collect();
    format!("engine only: {only_a:?}\nreference only: {only_b:?}")
}

/// The public queries (attacks, refugees, sanctuary safety, scepter threats) agree with the reference.
fn check_queries(pos: &Position, r: &Ref) -> Result<(), TestCaseError> {
    let fen = pos.fen();
    for sq in Square::all() {
        let i = sq.index();
        for color in Color::ALL {
            let white = color == Color::White;
            prop_assert_eq!(
                pos.is_attacked(sq, color),
                r.attacked(i, white),
                "{} attacks {} at {}",
                color,
                sq,
                fen
            );
        }
        prop_assert_eq!(
            pos.is_refugee(sq),
            r.is_refugee(i),
            "refugee {} at {}",
            sq,
            fen
        );
        prop_assert_eq!(pos.refugees().contains(sq), r.is_refugee(i));
    }
    for color in Color::ALL {
        let white = color == Color::White;
        let safe: Vec<usize> = pos
            .sanctuary_safe(color)
            .into_iter()
            .map(Square::index)
            .collect();
        let expected = if pos.variant() == Variant::Sanctuary {
            r.sanctuary_safe(white)
        } else {
            Vec::new()
        };
        prop_assert_eq!(safe, expected, "sanctuary_safe({}) at {}", color, fen);
        let threatened = pos.variant() == Variant::Scepter && r.scepter_threatened(white);
        prop_assert_eq!(
            pos.scepter_threatened(color),
            threatened,
            "scepter_threatened({}) at {}",
            color,
            fen
        );
    }
    Ok(())
}

/// Plays a random game from `fen`, comparing engine and reference at every ply.
fn compare_walk(variant: Variant, fen: &str, choices: &[u16]) -> Result<(), TestCaseError> {
    let mut pos = Position::from_fen(variant, fen).expect("seed FEN parses");
    let mut r = Ref::from_fen(ref_variant(variant), fen);
    let mut history = vec![fen.to_owned()];
    for (ply, &choice) in choices.iter().enumerate() {
        let e = engine_moves(&pos);
        let m = ref_moves(&r);
        prop_assert_eq!(
            &e,
            &m,
            "moves differ at {}\n{}\nhistory: {:?}",
            pos.fen(),
            diff(&e, &m),
            history
        );
        let outcome = pos.outcome().map(|o| o.to_string());
        prop_assert_eq!(&outcome, &r.outcome(), "outcome differs at {}", pos.fen());
        prop_assert_eq!(
            pos.count_legal_moves(),
            e.len() as u64,
            "count_legal_moves at {}",
            pos.fen()
        );
        prop_assert_eq!(pos.is_check(), r.in_check(), "check at {}", pos.fen());
        if ply % 5 == 0 {
            // Slow in the reference: every fifth ply.
            check_queries(&pos, &r)?;
            for rm in r.legal() {
                let m = pos
                    .parse_uci(&rm.uci())
                    .expect("the same move in the engine");
                prop_assert_eq!(
                    pos.san(&m),
                    r.san(&rm),
                    "SAN of {} at {}",
                    rm.uci(),
                    pos.fen()
                );
            }
        }
        if e.is_empty() {
            break;
        }
        let list = pos.legal_moves();
        let mv = list[usize::from(choice) % list.len()];
        let uci = mv.uci();
        let rm = r
            .legal()
            .into_iter()
            .find(|x| x.uci() == uci)
            .expect("same move in the reference");
        pos.play(&mv);
        r.play(&rm);
        history.push(uci);
        prop_assert_eq!(pos.fen(), r.fen(), "FEN differs after {:?}", history);
    }
    Ok(())
}

fn walk_strategy(variant: Variant) -> impl Strategy<Value = (usize, Vec<u16>)> {
    let n = seeds(variant).len();
    (0..n, prop::collection::vec(any::<u16>(), 0..160))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn chess_matches_reference((seed, choices) in walk_strategy(Variant::Chess)) {
        compare_walk(Variant::Chess, seeds(Variant::Chess)[seed], &choices)?;
    }

    #[test]
    fn scepter_matches_reference((seed, choices) in walk_strategy(Variant::Scepter)) {
        compare_walk(Variant::Scepter, seeds(Variant::Scepter)[seed], &choices)?;
    }

    #[test]
    fn sanctuary_matches_reference((seed, choices) in walk_strategy(Variant::Sanctuary)) {
        compare_walk(Variant::Sanctuary, seeds(Variant::Sanctuary)[seed], &choices)?;
    }
}

/// Perft of every seed position against the reference to depth 4 (the starts' numbers
/// are those pinned in `tests/perft/*.perft`): some 20 s in a release build, minutes in
/// a debug one, as the reference is slow.
#[test]
fn perft_matches_reference() {
    for variant in Variant::ALL {
        for fen in seeds(variant) {
            let pos = Position::from_fen(variant, fen).unwrap();
            let r = Ref::from_fen(ref_variant(variant), fen);
            assert_eq!(rules::perft(&pos, 4), r.perft(4), "{variant} {fen} depth 4");
        }
    }
}

/// The FEN placement field of a board of ASCII letters (`.` for empty).
fn placement(board: &[u8; 64]) -> String {
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0u8;
        for file in 0..8 {
            match board[rank * 8 + file] {
                b'.' => empty += 1,
                c => {
                    if empty > 0 {
                        fen.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    fen.push(char::from(c));
                }
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen
}

/// A FEN built from random bytes: about one square in four occupied, kings where the variant
/// has them, castling rights and an en-passant square whenever the pieces allow them (the
/// en-passant pawn is planted a quarter of the time). Many are rejected by the FEN validator
/// (a side not to move in check, pawns on a first rank, …); the rest are exotic positions that
/// random play from a start never reaches.
fn random_fen(variant: Variant, bytes: &[u8]) -> String {
    const PIECES: &[u8] = b"PPPNBRQAGpppnbrqag";
    let mut board = [b'.'; 64];
    for (sq, &b) in bytes[8..72].iter().enumerate() {
        if b.is_multiple_of(4) {
            let c = PIECES[usize::from(b / 4) % PIECES.len()];
            let rank = sq / 8;
            let ok = match variant {
                Variant::Sanctuary => !matches!(c, b'Q' | b'q'),
                _ => !matches!(c, b'A' | b'a' | b'G' | b'g'),
            } && match c {
                // No pawn on its own first rank; on its last rank only as a Sanctuary refugee.
                b'P' => rank != 0 && (rank != 7 || variant == Variant::Sanctuary),
                b'p' => rank != 7 && (rank != 0 || variant == Variant::Sanctuary),
                _ => true,
            };
            if ok {
                board[sq] = c;
            }
        }
    }
    let white_to_move = bytes[0].is_multiple_of(2);
    if bytes[1].is_multiple_of(4) {
        // Plant a pawn that has just made a double step.
        let file = usize::from(bytes[2]) % 8;
        let (pawn, skipped, origin, c) = if white_to_move {
            (32 + file, 40 + file, 48 + file, b'p')
        } else {
            (24 + file, 16 + file, 8 + file, b'P')
        };
        board[pawn] = c;
        board[skipped] = b'.';
        board[origin] = b'.';
        // And usually an enemy pawn beside it that could take en passant.
        let side = if bytes[1].is_multiple_of(8) {
            pawn + 1
        } else {
            pawn.wrapping_sub(1)
        };
        if side / 8 == pawn / 8 {
            board[side] = if white_to_move { b'P' } else { b'p' };
        }
    }
    if variant.has_king() {
        // Half the time the kings (and usually the rooks) stand at home, so castling rights exist.
        let home = bytes[5].is_multiple_of(2);
        let white_king = if home { 4 } else { usize::from(bytes[3]) % 64 };
        let black_king = if home { 60 } else { usize::from(bytes[4]) % 64 };
        for c in &mut board {
            if matches!(*c, b'K' | b'k') {
                *c = b'.';
            }
        }
        if home {
            for (i, (sq, c)) in [(0, b'R'), (7, b'R'), (56, b'r'), (63, b'r')]
                .into_iter()
                .enumerate()
            {
                if bytes[6] >> i & 1 == 1 {
                    board[sq] = c;
                }
            }
        }
        board[white_king] = b'K';
        board[black_king] = b'k';
    }
    let mut fen = placement(&board);
    fen.push_str(if white_to_move { " w " } else { " b " });
    let mut rights = String::new();
    for (i, (right, king, rook, k, r)) in [
        ('K', 4, 7, b'K', b'R'),
        ('Q', 4, 0, b'K', b'R'),
        ('k', 60, 63, b'k', b'r'),
        ('q', 60, 56, b'k', b'r'),
    ]
    .into_iter()
    .enumerate()
    {
        if variant.has_king() && board[king] == k && board[rook] == r && bytes[7] >> i & 1 == 1 {
            rights.push(right);
        }
    }
    fen.push_str(if rights.is_empty() { "-" } else { &rights });
    let file = usize::from(bytes[2]) % 8;
    let ep = if white_to_move {
        (board[32 + file] == b'p' && board[40 + file] == b'.' && board[48 + file] == b'.')
            .then(|| 40 + file)
    } else {
        (board[24 + file] == b'P' && board[16 + file] == b'.' && board[8 + file] == b'.')
            .then(|| 16 + file)
    };
    let ep = ep.map_or_else(|| "-".to_owned(), reference::sq_name);
    format!("{fen} {ep} {} 1", bytes[1] % 101)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Random placements (not reached by play) and a few random moves from them, every variant.
    #[test]
    fn random_placements_match_reference(v in 0..3usize, bytes in prop::collection::vec(any::<u8>(), 72), choices in prop::collection::vec(any::<u16>(), 0..8)) {
        let variant = Variant::ALL[v];
        let fen = random_fen(variant, &bytes);
        if Position::from_fen(variant, &fen).is_ok() {
            compare_walk(variant, &fen, &choices)?;
        }
    }
}
