//! The evaluation weights per variant, in centipawns per unit of each feature,
//! one set for the middlegame and one for the endgame.
//!
//! The starting values are a chess player's guesses; `TUNING.md` says how they
//! were then fitted on self-play games (and which ones the tuner moved).

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

const COMMON_MG: &[(usize, i32)] = &[
    (f::PAWN, 90),
    (f::KNIGHT, 320),
    (f::BISHOP, 330),
    (f::ROOK, 480),
    (f::QUEEN, 950),
    (f::BISHOP_PAIR, 30),
    (f::MOBILITY, 4),
    (f::PASSED, 2),
    (f::DOUBLED, -10),
    (f::ISOLATED, -10),
    (f::ROOK_OPEN, 12),
    (f::KING_SHIELD, 10),
    (f::KING_ATTACK, 4),
    (f::THREATS, 30),
];

const COMMON_EG: &[(usize, i32)] = &[
    (f::PAWN, 110),
    (f::KNIGHT, 300),
    (f::BISHOP, 330),
    (f::ROOK, 520),
    (f::QUEEN, 980),
    (f::BISHOP_PAIR, 50),
    (f::MOBILITY, 3),
    (f::PASSED, 6),
    (f::DOUBLED, -15),
    (f::ISOLATED, -12),
    (f::ROOK_OPEN, 8),
    (f::KING_ATTACK, 1),
    (f::THREATS, 25),
];

const SCEPTER_MG: &[(usize, i32)] = &[
    (f::PAWN, 100),
    (f::KING_SHIELD, 6),
    (f::SC_KING_RUN, 4),
    (f::SC_GUARD, 15),
    (f::SC_EXPOSED, -30),
    (f::SC_SLIDERS, 8),
];

const SCEPTER_EG: &[(usize, i32)] = &[
    (f::PAWN, 120),
    (f::SC_KING_RUN, 22),
    (f::SC_GUARD, 12),
    (f::SC_EXPOSED, -45),
    (f::SC_SLIDERS, 10),
];

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

const CHESS: Weights = Weights {
    mg: set([0; COUNT], COMMON_MG),
    eg: set([0; COUNT], COMMON_EG),
};

const SCEPTER: Weights = Weights {
    mg: set(set([0; COUNT], COMMON_MG), SCEPTER_MG),
    eg: set(set([0; COUNT], COMMON_EG), SCEPTER_EG),
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
