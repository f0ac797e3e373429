//! Static evaluation: how good a position looks without searching, per variant.
//!
//! The score is a tapered blend of middlegame and endgame weights over the
//! [`features`], plus the piece-square tables, from the side to move's view.

pub mod features;
pub mod net;
pub mod pst;
mod tuned;
pub mod weights;

pub use features::{Features, extract};
pub use weights::{Weights, default_weights};

use crate::score::Score;
use rules::{Color, Position};

/// A small bonus for having the move.
pub const TEMPO: Score = 10;

/// The score of `features` under `weights`, from White's view.
pub fn white_score(features: &Features, weights: &Weights) -> Score {
    let mut mg = features.pst_mg;
    let mut eg = features.pst_eg;
    for i in 0..features::COUNT {
        mg += weights.mg[i] * features.values[i];
        eg += weights.eg[i] * features.values[i];
    }
    let p = features.phase;
    (mg * p + eg * (24 - p)) / 24
}

/// The evaluation of `pos` from the side to move's view, with the engine's weights
/// and, in chess and Capture the Scepter, the network's correction.
///
/// ```
/// use rules::{Position, Variant};
/// let start = engine::evaluate(&Position::new(Variant::Sanctuary));
/// assert!(start.abs() < 50, "the start is balanced: {start}");
/// ```
pub fn evaluate(pos: &Position) -> Score {
    hand_made(pos) + net::correction(pos)
}

/// The evaluation of `pos` with the engine's weights and without the network,
/// which the search adds from its running sums ([`net::Accumulators`]).
pub fn hand_made(pos: &Position) -> Score {
    evaluate_with(pos, default_weights(pos.variant()))
}

/// The evaluation of `pos` under `weights`, from the side to move's view.
pub fn evaluate_with(pos: &Position, weights: &Weights) -> Score {
    let s = white_score(&extract(pos), weights);
    let s = if pos.turn() == Color::White { s } else { -s };
    s + TEMPO
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn symmetric_positions_score_the_tempo_only() {
        for v in Variant::ALL {
            let start = Position::new(v);
            assert_eq!(evaluate_with(&start, default_weights(v)), TEMPO, "{v}");
        }
    }

    #[test]
    fn the_network_leaves_the_chess_start_near_balance() {
        // The side to move's edge, well under a pawn (v9's network says about 0.6).
        let start = evaluate(&Position::new(Variant::Chess));
        assert!((0..75).contains(&start), "{start}");
    }

    #[test]
    fn a_safe_sanctuary_piece_is_worth_much() {
        let with = Position::from_fen(Variant::Sanctuary, "R7/8/8/8/3gn3/8/8/8 w - - 0 1").unwrap();
        let without =
            Position::from_fen(Variant::Sanctuary, "8/8/8/8/3gn3/8/8/R7 w - - 0 1").unwrap();
        assert!(evaluate(&with) > evaluate(&without) + 150);
    }

    #[test]
    fn an_approaching_king_worries_the_scepter_owner() {
        let near = Position::from_fen(Variant::Scepter, "8/8/8/8/8/3k4/8/7K w - - 0 1").unwrap();
        let far = Position::from_fen(Variant::Scepter, "3k4/8/8/8/8/8/8/7K w - - 0 1").unwrap();
        assert!(evaluate(&near) < evaluate(&far) - 50);
    }
}
