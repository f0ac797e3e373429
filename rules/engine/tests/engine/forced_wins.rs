//! Hand-made positions where the engine must find the forced win, or see the
//! opponent's threat and parry it. Each is checked first by the brute-force solver
//! in `solver` (the FEN is legal and the win is truly forced, and no quicker).

use crate::solver::{forced_win, move_forces_win, pos};
use engine::score::moves_to_end;
use engine::{Engine, Limits};
use rules::{Position, Variant};

/// The engine must announce a win in exactly `moves` moves and play a winning move.
fn must_win_in(variant: Variant, fen: &str, moves: u32) {
    let p = pos(variant, fen);
    let plies = 2 * moves - 1;
    assert!(forced_win(&p, plies), "{fen}: no forced win in {moves}");
    assert!(!forced_win(&p, plies - 2), "{fen}: a quicker win exists");
    let r = Engine::new(8).search(&p, &[], &Limits::depth(plies + 2), &mut |_| {});
    assert_eq!(
        moves_to_end(r.score),
        Some(moves as i32),
        "{fen}: engine says {}",
        r.score
    );
    let best = r.best.expect("a move");
    assert!(
        move_forces_win(&p, best, plies),
        "{fen}: {} does not win in {moves}",
        best.uci()
    );
}

/// The opponent threatens to win at once; the engine's move must leave no win in 1.
fn must_parry(variant: Variant, fen: &str) {
    let p = pos(variant, fen);
    assert!(forced_win(&p.null_move(), 1), "{fen}: no threat to parry");
    assert!(
        p.legal_moves().iter().any(|m| {
            let mut c = p;
            c.play(m);
            !forced_win(&c, 1)
        }),
        "{fen}: no defence exists"
    );
    // Plain chess needs depth 2 to see a quiet mating threat; the variants' goal
    // threats are seen at depth 1 (the search extends them).
    let depths: &[u32] = if variant == Variant::Chess {
        &[2, 3, 5]
    } else {
        &[1, 2, 4]
    };
    for &depth in depths {
        let r = Engine::new(8).search(&p, &[], &Limits::depth(depth), &mut |_| {});
        let mut after: Position = p;
        after.play(&r.best.expect("a move"));
        assert!(
            !forced_win(&after, 1),
            "{fen}: at depth {depth}, {} allows the win",
            r.best.unwrap().uci()
        );
    }
}

#[test]
fn chess_mate_in_2() {
    // 1. Kb6 Kb8 2. Rh8#.
    must_win_in(Variant::Chess, "k7/8/2K5/8/8/8/8/7R w - - 0 1", 2);
}

#[test]
fn chess_mate_in_3() {
    // The king must come closer before the rook can mate (found by the solver).
    must_win_in(Variant::Chess, "k7/8/8/3K4/8/8/8/6R1 w - - 0 1", 3);
}

#[test]
fn scepter_in_2_through_a_guarded_scepter() {
    // The bishop on h5 guards e8; the rook takes it, then the king steps onto e8.
    must_win_in(Variant::Scepter, "8/3K4/8/R6b/8/8/8/7k w - - 0 1", 2);
}

#[test]
fn scepter_in_3_through_a_castled_scepter() {
    // Black has castled: the f8 rook guards e8 next to White's king. 1. Ra8 Rxa8
    // 2. Bxa8 and the king steps in (found by the solver).
    must_win_in(Variant::Scepter, "5rk1/4Kppp/8/8/8/R7/8/7B w - - 0 1", 3);
}

#[test]
fn sanctuary_in_2_with_a_second_safe_piece() {
    // The rook on a8 is safe; the knight reaches d7, then b8 or f8.
    must_win_in(Variant::Sanctuary, "R7/8/8/4N3/8/n7/6g1/8 w - - 0 1", 2);
}

#[test]
fn sanctuary_in_2_with_a_refugee_that_counts() {
    // The refugee on a8 counts; the c-pawn walks in and becomes the second.
    must_win_in(Variant::Sanctuary, "P7/8/2P5/8/8/7n/7g/8 w - - 0 1", 2);
}

#[test]
fn chess_parries_a_back_rank_mate() {
    must_parry(Variant::Chess, "4r1k1/5ppp/8/8/8/8/5PPP/1N4K1 w - - 0 1");
}

#[test]
fn scepter_guards_its_scepter() {
    // Black's king on d2 would step onto e1.
    must_parry(Variant::Scepter, "7K/R7/8/8/8/8/3k4/8 w - - 0 1");
}

#[test]
fn sanctuary_stops_the_second_safe_piece() {
    // Black has a refugee on a1 and the rook threatens h1.
    must_parry(Variant::Sanctuary, "1R6/8/8/8/1N6/8/7r/p7 w - - 0 1");
}
