//! The engine against the independent reference model in `tests/reference`: legal moves
//! (with their kinds and captures), FEN after each move, and outcomes, on random games of
//! all three variants; and perft of each variant's start position.

mod common;
mod reference;

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

/// Perft of every seed position against the reference, depth 3 (depth 4 for the starts,
/// which are the numbers pinned in `tests/perft/*.perft`).
#[test]
fn perft_matches_reference() {
    for variant in Variant::ALL {
        for (i, fen) in seeds(variant).into_iter().enumerate() {
            let pos = Position::from_fen(variant, fen).unwrap();
            let r = Ref::from_fen(ref_variant(variant), fen);
            let depth = if i == 0 { 4 } else { 3 };
            assert_eq!(
                rules::perft(&pos, depth),
                r.perft(depth),
                "{variant} {fen} depth {depth}"
            );
        }
    }
}

/// Deeper cross-check (minutes): every seed position to depth 4 against the reference.
#[test]
#[ignore = "slow: run with `cargo test --release -- --ignored`"]
fn deep_perft_matches_reference() {
    for variant in Variant::ALL {
        for fen in seeds(variant) {
            let pos = Position::from_fen(variant, fen).unwrap();
            let r = Ref::from_fen(ref_variant(variant), fen);
            assert_eq!(rules::perft(&pos, 4), r.perft(4), "{variant} {fen} depth 4");
        }
    }
}
