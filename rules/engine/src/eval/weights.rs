//! The evaluation weights per variant, in centipawns per unit of each feature,
//! one set for the middlegame and one for the endgame.
//!
//! Sanctuary's are a chess player's guesses, checked by a Texel fit on self-play
//! games; chess and Capture the Scepter's are fitted with their piece-square
//! tables to a stronger engine's scores (`examples/distill.rs`). `TUNING.md`
//! tells both stories.

use super::features::{self as f, COUNT};
use rules::Variant;

/// Middlegame and endgame weights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weights {
    /// Weights when all pieces are on the board.
    pub mg: [i32; COUNT],
    /// Weights when only pawns (and kings) are left.
    pub eg: [i32; COUNT],
}

const fn set(mut w: [i32; COUNT], pairs: &[(usize, i32)]) -> [i32; COUNT] {
    let mut i = 0;
    while i < pairs.len() {
        w[pairs[i].0] = pairs[i].1;
        i += 1;
    }
    w
}

/// Sanctuary's weights, the same in both phases but for two endgame entries.
const SANCTUARY: &[(usize, i32)] = &[
    (f::PAWN, 100),
    (f::KNIGHT, 300),
    (f::BISHOP, 310),
    (f::ROOK, 470),
    (f::ARCHBISHOP, 700),
    (f::GUARD, 420),
    (f::BISHOP_PAIR, 20),
    (f::MOBILITY, 3),
    (f::PASSED, 4),
    (f::DOUBLED, -8),
    (f::ISOLATED, -6),
    (f::ROOK_OPEN, 8),
    (f::SA_SAFE, 260),
    (f::SA_UNSAFE, 20),
    (f::SA_NEAR, 25),
    (f::SA_REFUGEE, 80),
    (f::SA_COVER, 8),
    (f::SA_ENTRY, 25),
    (f::SA_RACE, 180),
];

/// Chess: fitted with its piece-square tables (`tuned.rs`) by `examples/distill.rs`.
const CHESS_FITTED: &[(usize, i32, i32)] = &[
    (f::PAWN, 98, 69),
    (f::KNIGHT, 418, 318),
    (f::BISHOP, 408, 322),
    (f::ROOK, 523, 567),
    (f::QUEEN, 1122, 1065),
    (f::BISHOP_PAIR, 49, 64),
    (f::MOBILITY, 6, 4),
    (f::PASSED, 1, 8),
    (f::DOUBLED, -17, -15),
    (f::ISOLATED, -15, -11),
    (f::ROOK_OPEN, 29, -6),
    (f::KING_SHIELD, 27, -5),
    (f::KING_ATTACK, 4, -1),
    (f::THREATS, 28, 10),
    (f::MOB_KNIGHT, 2, -3),
    (f::MOB_BISHOP, 2, 0),
    (f::MOB_ROOK, 1, -1),
    (f::MOB_QUEEN, -4, 2),
    (f::PASSED_4, -13, 7),
    (f::PASSED_5, -11, 20),
    (f::PASSED_6, 13, 15),
    (f::PASSED_7, 5, 2),
    (f::PASSED_FREE, -7, 15),
    (f::PASSED_KINGS, -5, 17),
    (f::ROOK_SEVENTH, 14, -4),
    (f::OUTPOST, 44, -3),
];

/// One phase's weights from (feature, middlegame, endgame) triples.
const fn split(pairs: &[(usize, i32, i32)], eg: bool) -> [i32; COUNT] {
    let mut w = [0; COUNT];
    let mut i = 0;
    while i < pairs.len() {
        w[pairs[i].0] = if eg { pairs[i].2 } else { pairs[i].1 };
        i += 1;
    }
    w
}

const CHESS: Weights = Weights {
    mg: split(CHESS_FITTED, false),
    eg: split(CHESS_FITTED, true),
};

/// Capture the Scepter: chess's fitted weights plus its own hand-set terms (a fit
/// to Fairy-Stockfish's scores, which cannot judge sliding pawns, did not gain).
const SCEPTER_MG: &[(usize, i32)] = &[
    (f::SC_KING_RUN, 4),
    (f::SC_GUARD, 15),
    (f::SC_EXPOSED, -30),
    (f::SC_SLIDERS, 8),
];

const SCEPTER_EG: &[(usize, i32)] = &[
    (f::SC_KING_RUN, 22),
    (f::SC_GUARD, 12),
    (f::SC_EXPOSED, -45),
    (f::SC_SLIDERS, 10),
];

const SCEPTER: Weights = Weights {
    mg: set(split(CHESS_FITTED, false), SCEPTER_MG),
    eg: set(split(CHESS_FITTED, true), SCEPTER_EG),
};

const SANCTUARY_WEIGHTS: Weights = Weights {
    mg: set([0; COUNT], SANCTUARY),
    eg: set(
        set([0; COUNT], SANCTUARY),
        &[(f::PASSED, 6), (f::SA_RACE, 220)],
    ),
};

/// The engine's weights for `variant`.
pub fn default_weights(variant: Variant) -> &'static Weights {
    match variant {
        Variant::Chess => &CHESS,
        Variant::Scepter => &SCEPTER,
        Variant::Sanctuary => &SANCTUARY_WEIGHTS,
    }
}
