//! A puzzle's starting rating from how Sanctum's playing levels fare at it: each
//! level tries the puzzle as a player would (its own search, noise and stray moves,
//! the puzzle's replies), and the puzzle is placed where the levels' results are
//! most likely, as a player's rating is placed by results against rated opponents.
//! A puzzle that level 3 solves half the time ends near level 3's rating
//! ([`crate::params::LEVEL_RATINGS`]); players' results move it from there.

use crate::params::{GRADE_TOP_NODES, HASH_MIB, LEVEL_RATINGS, RATING_RANGE, grade_tries};
use crate::solve::Rejection;
use engine::{Engine, Level, Limits, choose_move};
use rules::{Color, Move, Position};

/// How one level did at one puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tries {
    /// The level, 1–8.
    pub level: u8,
    /// Times it tried.
    pub tries: u32,
    /// Times it found every move.
    pub solved: u32,
}

/// True when `played` answers a puzzle's step whose move is `expected` in `pos`:
/// the very move, or on the last step any move that wins the game at once (a
/// second mate is as good as the first). `/solve` and the levels are judged alike.
pub fn answers(pos: &Position, expected: Move, played: Move, last_step: bool) -> bool {
    if played == expected {
        return true;
    }
    if !last_step {
        return false;
    }
    let solver: Color = pos.turn();
    let mut after = *pos;
    after.play(&played);
    after.outcome().is_some_and(|o| o.winner == Some(solver))
}

/// Every move of a stored puzzle, the setting-up one first, and the position
/// before it; `Err` when the row does not replay.
fn replay(puzzle: &crate::Puzzle) -> Result<(Position, Vec<Move>), Rejection> {
    let before =
        Position::from_fen(puzzle.variant, &puzzle.fen).map_err(|_| Rejection::Unconfirmed)?;
    let mut pos = before;
    let mut moves = Vec::with_capacity(puzzle.moves.len());
    for text in &puzzle.moves {
        let m = rules::Game::from_position(pos)
            .parse_move(text)
            .map_err(|_| Rejection::Unconfirmed)?;
        pos.play(&m);
        moves.push(m);
    }
    if moves.len() < 2 {
        return Err(Rejection::Unconfirmed);
    }
    Ok((before, moves))
}

/// `level` tries `puzzle` once, its randomness drawn from `seed`: true when it
/// finds every move of the solution.
pub fn attempt(
    engine: &mut Engine,
    puzzle: &crate::Puzzle,
    level: &Level,
    seed: u64,
) -> Result<bool, Rejection> {
    let (before, moves) = replay(puzzle)?;
    let limits = Limits {
        nodes: (level.number == 8).then_some(GRADE_TOP_NODES),
        ..Limits::default()
    };
    engine.new_game();
    let mut pos = before;
    let mut history = vec![pos.zobrist()];
    pos.play(&moves[0]);
    history.push(pos.zobrist());
    let mut step = 1;
    while step < moves.len() {
        let last = step + 1 >= moves.len();
        let found = choose_move(
            engine,
            &pos,
            &history,
            level,
            &limits,
            seed.wrapping_add(step as u64),
            &mut |_| {},
        );
        let Some(played) = found.best else {
            return Ok(false);
        };
        if !answers(&pos, moves[step], played, last) {
            return Ok(false);
        }
        if last {
            return Ok(true);
        }
        pos.play(&moves[step]);
        history.push(pos.zobrist());
        pos.play(&moves[step + 1]);
        history.push(pos.zobrist());
        step += 2;
    }
    Ok(true)
}

/// Every level's tries at `puzzle` (how many each makes: [`grade_tries`]), their
/// randomness drawn from the puzzle's id: the same results on every run and machine.
pub fn try_levels(puzzle: &crate::Puzzle) -> Result<Vec<Tries>, Rejection> {
    let seed = id_hash(&puzzle.id);
    let mut engine = Engine::new(HASH_MIB);
    let mut out = Vec::with_capacity(LEVEL_RATINGS.len());
    for number in 1..=8u8 {
        // Bounded by depth (levels 1–7) and nodes (level 8), never by time: a loaded
        // or slow machine must grade alike.
        let level = Level {
            movetime: std::time::Duration::from_hours(1),
            ..Level::new(number)
        };
        let tries = grade_tries(number);
        let mut solved = 0;
        for t in 0..tries {
            let seed = seed ^ (u64::from(number) << 32) ^ u64::from(t);
            if attempt(&mut engine, puzzle, &level, seed)? {
                solved += 1;
            }
        }
        out.push(Tries {
            level: number,
            tries,
            solved,
        });
    }
    Ok(out)
}

/// A puzzle's starting rating, from every level's tries ([`try_levels`]). A row
/// that does not replay gets the middle of the scale.
pub fn grade(puzzle: &crate::Puzzle) -> u32 {
    try_levels(puzzle).map_or(u32::midpoint(RATING_RANGE.0, RATING_RANGE.1), |tries| {
        rating_from(&tries)
    })
}

/// FNV-1a of a puzzle's id: each puzzle its own randomness, the same on every run.
fn id_hash(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The chance that a solver rated `solver` solves a puzzle rated `puzzle`: the
/// Elo curve, 400 points to odds of ten to one.
pub fn solve_chance(solver: f64, puzzle: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((puzzle - solver) / 400.0))
}

/// The rating under which `results` are most likely: where the solves the levels
/// were expected to make equal those they made. A puzzle every level solved is
/// as easy as the scale goes, one none solved as hard ([`RATING_RANGE`]).
pub fn rating_from(results: &[Tries]) -> u32 {
    let rating_of = |level: u8| {
        LEVEL_RATINGS
            .get(usize::from(level.saturating_sub(1)))
            .copied()
            .unwrap_or(RATING_RANGE.1)
    };
    // Expected minus made, at rating r: falls as r rises.
    let surplus = |r: f64| -> f64 {
        results
            .iter()
            .map(|t| {
                f64::from(t.tries) * solve_chance(f64::from(rating_of(t.level)), r)
                    - f64::from(t.solved)
            })
            .sum()
    };
    let (mut lo, mut hi) = (f64::from(RATING_RANGE.0), f64::from(RATING_RANGE.1));
    if surplus(lo) <= 0.0 {
        return RATING_RANGE.0;
    }
    if surplus(hi) >= 0.0 {
        return RATING_RANGE.1;
    }
    for _ in 0..60 {
        let mid = f64::midpoint(lo, hi);
        if surplus(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    // Within RATING_RANGE, so the cast neither truncates nor wraps.
    f64::midpoint(lo, hi).round() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(solved: impl Fn(u8) -> u32) -> Vec<Tries> {
        (1..=8)
            .map(|level| Tries {
                level,
                tries: 4,
                solved: solved(level),
            })
            .collect()
    }

    #[test]
    fn solved_by_all_is_easiest_and_by_none_hardest() {
        assert_eq!(rating_from(&all(|_| 4)), RATING_RANGE.0);
        assert_eq!(rating_from(&all(|_| 0)), RATING_RANGE.1);
    }

    #[test]
    fn the_levels_expected_results_give_back_the_rating() {
        // Each level solving as often as the Elo curve says for a puzzle of rating
        // `truth`: the estimate finds the rating again.
        for truth in [700.0, 1000.0, 1400.0, 1800.0, 2300.0] {
            let results: Vec<Tries> = (1..=8u8)
                .map(|level| {
                    let chance =
                        solve_chance(f64::from(LEVEL_RATINGS[usize::from(level) - 1]), truth);
                    Tries {
                        level,
                        tries: 1000,
                        // A chance times a thousand: within u32.
                        solved: (1000.0 * chance).round() as u32,
                    }
                })
                .collect();
            let r = f64::from(rating_from(&results));
            assert!((r - truth).abs() < 10.0, "{r} for {truth}");
        }
    }

    #[test]
    fn more_solves_mean_an_easier_puzzle() {
        let mut last = RATING_RANGE.1 + 1;
        for k in 0..=8u8 {
            let r = rating_from(&all(|l| if l > 8 - k { 4 } else { 0 }));
            assert!(r < last || r == RATING_RANGE.0, "{k}: {r} after {last}");
            last = r;
        }
    }
}
