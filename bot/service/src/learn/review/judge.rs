//! How a review judges moves and sides, by lichess's published method so its marks and
//! accuracy read the way players already know them: a move is marked by how much of
//! the mover's chance of winning it gave away, and a side's accuracy weights its moves
//! by how sharp the game was when they were played.
//!
//! Scores are the engine's (centipawns, forced wins by distance, from the side to
//! move's view); the same thresholds serve every variant.

use engine::score::is_decisive;
use render::Slip;

/// Drops in the mover's chance of winning, in points out of 100, that mark a move
/// (lichess's winning-chance judgements of 0.1, 0.2 and 0.3 on its −1…1 scale).
pub const INACCURACY: f64 = 5.0;
/// See [`INACCURACY`].
pub const MISTAKE: f64 = 10.0;
/// See [`INACCURACY`].
pub const BLUNDER: f64 = 15.0;
/// Centipawns beyond which a position counts as won: a forced win counts as this
/// much, and the curve stops here (lichess's ceiling).
const CEILING: i32 = 1_000;
/// How far a forced win, once lost, may leave its side before the loss is more than
/// an inaccuracy (lichess's mate judgements: above 999 an inaccuracy, above 700 a
/// mistake, below that a blunder; the same for walking into a forced loss).
const STILL_WON: i32 = 999;
/// See [`STILL_WON`].
const STILL_GOOD: i32 = 700;

/// True for a forced win for the side the score is from.
pub fn is_win(score: i32) -> bool {
    is_decisive(score) && score > 0
}

/// True for a forced loss for the side the score is from.
fn is_loss(score: i32) -> bool {
    is_decisive(score) && score < 0
}

/// The score as centipawns within the ceiling (a forced win is the ceiling).
fn ceiled(score: i32) -> i32 {
    score.clamp(-CEILING, CEILING)
}

/// The chance of winning, in percent, that a score gives its side: lichess's logistic
/// curve, fitted to its players' results.
pub fn win_percent(score: i32) -> f64 {
    let cp = f64::from(ceiled(score));
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
}

/// The mark a move earns, from the mover's view: `best` is the score of the position
/// it was played in, `played` the score after it (negated back to the mover's view).
/// `None` for a move that gave away too little to mention.
pub fn mark(best: i32, played: i32) -> Option<Slip> {
    let by_distance = |cp: i32| {
        Some(if cp > STILL_WON {
            Slip::Inaccuracy
        } else if cp > STILL_GOOD {
            Slip::Mistake
        } else {
            Slip::Blunder
        })
    };
    if is_win(best) && !is_win(played) {
        // A forced win let go: judged by how good what is left still is.
        return by_distance(if is_loss(played) { -CEILING } else { played });
    }
    if is_loss(played) && !is_loss(best) {
        // A forced loss walked into: judged by how bad it already was.
        return by_distance(-best);
    }
    if is_decisive(best) || is_decisive(played) {
        // A slower win, or a faster loss: the result is the same.
        return None;
    }
    let drop = win_percent(best) - win_percent(played);
    if drop >= BLUNDER {
        Some(Slip::Blunder)
    } else if drop >= MISTAKE {
        Some(Slip::Mistake)
    } else if drop >= INACCURACY {
        Some(Slip::Inaccuracy)
    } else {
        None
    }
}

/// One move's accuracy, 0 to 100, from the mover's chance of winning before and after
/// it (lichess's curve, with its point of allowance for an imperfect analysis).
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Each side's accuracy, White's first, from every position's score from White's view
/// (the start, then after each move; White moves first). Each move's accuracy is
/// weighted by how much the chances swung around it, so quiet moves in a settled
/// position count less, and the result is averaged with the harmonic mean, so one
/// blunder costs more than many small losses. 100 for a side that made no move.
pub fn accuracy(white_scores: &[i32]) -> [f64; 2] {
    let wins: Vec<f64> = white_scores.iter().map(|&s| win_percent(s)).collect();
    let moves = wins.len().saturating_sub(1);
    if moves == 0 {
        return [100.0, 100.0];
    }
    let size = (moves / 10).clamp(2, 8).min(wins.len());
    let head = std::iter::repeat_n(&wins[..size], size.saturating_sub(2));
    let weights: Vec<f64> = head
        .chain(wins.windows(size))
        .map(|w| deviation(w).clamp(0.5, 12.0))
        .collect();
    let mut sides: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    for (i, (pair, weight)) in wins.windows(2).zip(&weights).enumerate() {
        let white = i % 2 == 0;
        let (before, after) = if white {
            (pair[0], pair[1])
        } else {
            (100.0 - pair[0], 100.0 - pair[1])
        };
        sides[usize::from(!white)].push((move_accuracy(before, after), *weight));
    }
    sides.map(|moves| side_accuracy(&moves))
}

/// A side's accuracy from its moves' accuracies and weights: the mean of the weighted
/// mean and the harmonic mean.
fn side_accuracy(moves: &[(f64, f64)]) -> f64 {
    if moves.is_empty() {
        return 100.0;
    }
    let total: f64 = moves.iter().map(|(_, w)| w).sum();
    let weighted = moves.iter().map(|(a, w)| a * w).sum::<f64>() / total;
    let harmonic = count(moves.len()) / moves.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
    // Means of moves all at 100 can round a hair past it.
    f64::midpoint(weighted, harmonic).clamp(0.0, 100.0)
}

/// A count as a float (a game's moves are far fewer than 2³²).
fn count(n: usize) -> f64 {
    f64::from(u32::try_from(n).unwrap_or(u32::MAX))
}

/// The population standard deviation.
fn deviation(xs: &[f64]) -> f64 {
    let n = count(xs.len());
    let mean = xs.iter().sum::<f64>() / n;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::score::{loss_in, win_in};
    use proptest::prelude::*;

    #[test]
    fn win_percent_is_a_curve_from_the_ceiling_down() {
        assert!((win_percent(0) - 50.0).abs() < 1e-9);
        assert!(win_percent(300) > 70.0 && win_percent(300) < 80.0);
        assert!((win_percent(win_in(3)) - win_percent(CEILING)).abs() < 1e-9);
        assert!(win_percent(win_in(3)) > 97.0);
        assert!(win_percent(loss_in(3)) < 3.0);
    }

    #[test]
    fn marks_follow_the_chance_given_away() {
        // From level, a pawn is an inaccuracy at most; a knight is a blunder.
        assert_eq!(mark(0, -30), None);
        assert_eq!(mark(0, -60), Some(Slip::Inaccuracy));
        assert_eq!(mark(0, -120), Some(Slip::Mistake));
        assert_eq!(mark(0, -300), Some(Slip::Blunder));
        // A piece down already, another piece matters less.
        assert_eq!(mark(-900, -1_200), None);
        // A forced win thrown away into a level game, or still a rook up.
        assert_eq!(mark(win_in(5), 0), Some(Slip::Blunder));
        assert_eq!(mark(win_in(5), 800), Some(Slip::Mistake));
        assert_eq!(mark(win_in(5), 1_200), Some(Slip::Inaccuracy));
        assert_eq!(mark(win_in(5), loss_in(4)), Some(Slip::Blunder));
        // A slower win, or a loss that comes sooner, changes nothing.
        assert_eq!(mark(win_in(3), win_in(9)), None);
        assert_eq!(mark(loss_in(9), loss_in(2)), None);
        // Walking into a forced loss from a level game, or from a lost one.
        assert_eq!(mark(0, loss_in(6)), Some(Slip::Blunder));
        assert_eq!(mark(-1_100, loss_in(6)), Some(Slip::Inaccuracy));
    }

    #[test]
    fn a_blunder_in_a_settled_game_still_costs_accuracy() {
        // White's moves change nothing; Black's drift a little each, then one gives a
        // rook away (positions: the start, then after each move, White's first).
        let mut scores = vec![20, 20, 40, 40, 60, 60, 80, 80, 100, 100, 600, 600, 600];
        let [white, black] = accuracy(&scores);
        assert!(white > 99.0, "{white}");
        assert!(black < 80.0, "{black}");
        // The same drift without the rook: Black is near perfect.
        scores[10..].fill(120);
        let [_, clean] = accuracy(&scores);
        assert!(clean > black + 10.0, "{clean} vs {black}");
    }

    #[test]
    fn no_moves_is_perfect() {
        for scores in [&[][..], &[35], &[35, 35], &[35, 40, 20]] {
            let [white, black] = accuracy(scores);
            assert!((white - 100.0).abs() < 1e-9 && (black - 100.0).abs() < 1e-9);
        }
    }

    #[test]
    fn perfect_moves_round_to_no_more_than_a_hundred() {
        let scores = [
            0, -905, -888, -599, -1000, -905, -888, 0, -277, 0, -285, -845, -831, 976, 788, 976,
            885, -753, -743, 0, -123, 0, 0,
        ];
        for side in accuracy(&scores) {
            assert!((0.0..=100.0).contains(&side), "{side}");
        }
    }

    proptest! {
        #[test]
        fn accuracy_is_a_percentage(scores in prop::collection::vec(-40_000i32..40_000, 0..200)) {
            for side in accuracy(&scores) {
                prop_assert!((0.0..=100.0).contains(&side), "{side}");
            }
        }

        #[test]
        fn a_bigger_loss_is_never_a_milder_mark(best in -2_000i32..2_000, a in -2_000i32..2_000, b in -2_000i32..2_000) {
            let (small, big) = if a >= b { (a, b) } else { (b, a) };
            let rank = |s: Option<Slip>| match s {
                None => 0,
                Some(Slip::Inaccuracy) => 1,
                Some(Slip::Mistake) => 2,
                Some(Slip::Blunder) => 3,
            };
            prop_assert!(rank(mark(best, small)) <= rank(mark(best, big)));
        }
    }
}
