//! Win chances: a search's score as a chance from −1 (lost) to +1 (won), the scale
//! on which "clearly better" means the same in every game.

use crate::params::win_scale;
use engine::score::{Score, WIN_BOUND};
use rules::Variant;

/// The side to move's win chance for `score` (its view), from −1 to +1: a forced
/// win or loss is ±1, other scores follow the game's logistic curve.
pub fn win_chance(variant: Variant, score: Score) -> f64 {
    if score >= WIN_BOUND {
        return 1.0;
    }
    if score <= -WIN_BOUND {
        return -1.0;
    }
    2.0 / (1.0 + (-win_scale(variant) * f64::from(score)).exp()) - 1.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::score::{loss_in, win_in};
    use proptest::prelude::*;

    #[test]
    fn lichess_values_in_chess() {
        // lichess-puzzler: +300 cp is about half way to a certain win.
        assert!((win_chance(Variant::Chess, 300) - 0.503).abs() < 0.005);
        assert!(win_chance(Variant::Chess, 0).abs() < 1e-12);
        assert!((win_chance(Variant::Chess, win_in(9)) - 1.0).abs() < f64::EPSILON);
        assert!((win_chance(Variant::Chess, loss_in(4)) + 1.0).abs() < f64::EPSILON);
    }

    #[test]
    fn a_pawn_weighs_most_in_capture_the_scepter_and_least_in_sanctuary() {
        let pawn = |v| win_chance(v, 100);
        assert!(pawn(Variant::Scepter) > pawn(Variant::Chess));
        assert!(pawn(Variant::Chess) > pawn(Variant::Sanctuary));
    }

    proptest! {
        #[test]
        fn odd_bounded_and_rising(v in 0usize..3, a in -40_000i32..40_000, b in -40_000i32..40_000) {
            let variant = Variant::ALL[v];
            let (wa, wb) = (win_chance(variant, a), win_chance(variant, b));
            prop_assert!((-1.0..=1.0).contains(&wa));
            prop_assert!((wa + win_chance(variant, -a)).abs() < 1e-9);
            if a < b {
                prop_assert!(wa <= wb);
            }
        }
    }
}
