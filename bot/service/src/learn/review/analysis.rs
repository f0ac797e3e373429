//! The engine's pass over a finished game: an evaluation and a best move for every
//! position, within a time budget for the whole game, and its stored form.

use engine::score::{loss_in, win_in};
use engine::{Engine, Limits};
use rules::{Game, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// The whole review's thinking budget (the rest of its 30 seconds is drawing and posting).
const BUDGET: Duration = Duration::from_secs(20);
/// The most and least time spent on one position.
const MOST_PER_POSITION: Duration = Duration::from_millis(150);
const LEAST_PER_POSITION: Duration = Duration::from_millis(30);
/// The deepest search per position.
const DEPTH: u32 = 12;
/// The transposition table, kept across the positions of one game.
const HASH_MIB: usize = 16;
/// The stored form's first line.
const HEADER: &str = "sanctum-review 1";

/// The engine's view of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// The evaluation from the side to move's view (wins by distance, see `engine::score`).
    pub score: i32,
    /// The best move, `None` when the game is over there.
    pub best: Option<rules::Move>,
}

/// Verdicts for the start position and the position after every move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// One per position, `game.ply() + 1` of them.
    pub verdicts: Vec<Verdict>,
}

/// The score of a position where the game is over, from the side to move's view.
fn final_score(pos: &Position) -> Option<i32> {
    let outcome = pos.outcome()?;
    Some(match outcome.winner {
        None => 0,
        Some(c) if c == pos.turn() => win_in(0),
        Some(_) => loss_in(0),
    })
}

/// The thinking time per position for a game of `positions` positions: the budget
/// shared out, within the per-position bounds.
fn per_position(positions: usize) -> Duration {
    (BUDGET / u32::try_from(positions.max(1)).unwrap_or(u32::MAX))
        .clamp(LEAST_PER_POSITION, MOST_PER_POSITION)
}

/// Analyses every position of `game`; `progress(done, total)` hears after each.
/// `None` when `stop` was raised before the end (the service is stopping).
/// The searches give way while `serving` counts people's commands.
pub fn analyse(
    game: &Game,
    progress: &mut dyn FnMut(usize, usize),
    stop: Option<&AtomicBool>,
    serving: &Arc<AtomicUsize>,
) -> Option<Analysis> {
    let positions = game.positions();
    let total = positions.len();
    let per = per_position(total);
    let mut engine = Engine::new(HASH_MIB);
    let mut verdicts = Vec::with_capacity(total);
    for (i, pos) in positions.iter().enumerate() {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return None;
        }
        let verdict = if let Some(score) = final_score(pos) {
            Verdict { score, best: None }
        } else {
            let history: Vec<u64> = positions[..i].iter().map(Position::zobrist).collect();
            let limits = Limits {
                depth: Some(DEPTH),
                movetime: Some(per),
                give_way: Some(Arc::clone(serving)),
                ..Limits::default()
            };
            let found = engine.search(pos, &history, &limits, &mut |_| {});
            Verdict {
                score: found.score,
                best: found.best,
            }
        };
        verdicts.push(verdict);
        progress(i + 1, total);
    }
    Some(Analysis { verdicts })
}

/// Analyses every position of `game` to `depth` plies with no time limit, so the same
/// game always gets the same analysis: for comparing reviews with another engine's, and
/// for tests.
pub fn to_depth(game: &Game, depth: u32) -> Analysis {
    let positions = game.positions();
    let mut engine = Engine::new(HASH_MIB);
    let verdicts = positions
        .iter()
        .enumerate()
        .map(|(i, pos)| {
            final_score(pos).map_or_else(
                || {
                    let history: Vec<u64> = positions[..i].iter().map(Position::zobrist).collect();
                    let limits = Limits {
                        depth: Some(depth),
                        ..Limits::default()
                    };
                    let found = engine.search(pos, &history, &limits, &mut |_| {});
                    Verdict {
                        score: found.score,
                        best: found.best,
                    }
                },
                |score| Verdict { score, best: None },
            )
        })
        .collect();
    Analysis { verdicts }
}

impl Analysis {
    /// The stored form: a header, then `score best-move` per position (`-` for none).
    pub fn to_text(&self) -> String {
        let mut out = String::from(HEADER);
        for v in &self.verdicts {
            out.push('\n');
            out.push_str(&v.score.to_string());
            out.push(' ');
            out.push_str(&v.best.map_or_else(|| "-".to_owned(), |m| m.uci()));
        }
        out
    }

    /// Reads [`Analysis::to_text`] back against the game it was made for; `None` if it
    /// does not fit (another format, or another game).
    pub fn from_text(text: &str, game: &Game) -> Option<Analysis> {
        let mut lines = text.lines();
        if lines.next()? != HEADER {
            return None;
        }
        let positions = game.positions();
        let mut verdicts = Vec::with_capacity(positions.len());
        for (line, pos) in lines.zip(&positions) {
            let (score, best) = line.split_once(' ')?;
            let score: i32 = score.parse().ok()?;
            let best = match best {
                "-" => None,
                uci => {
                    let m = pos.parse_uci(uci).ok()?;
                    if !pos.is_legal(&m) {
                        return None;
                    }
                    Some(m)
                }
            };
            verdicts.push(Verdict { score, best });
        }
        (verdicts.len() == positions.len()).then_some(Analysis { verdicts })
    }
}

/// A score from White's view, given who is to move.
pub fn white_view(score: i32, pos: &Position) -> i32 {
    if pos.turn() == rules::Color::White {
        score
    } else {
        -score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn the_stored_form_reads_back() {
        let mut game = Game::new(Variant::Sanctuary);
        for san in ["e4", "e5", "Nf3"] {
            game.play_san(san).unwrap();
        }
        let analysis = analyse(&game, &mut |_, _| {}, None, &Arc::default()).unwrap();
        assert_eq!(analysis.verdicts.len(), 4);
        let stopped = AtomicBool::new(true);
        assert_eq!(
            analyse(&game, &mut |_, _| {}, Some(&stopped), &Arc::default()),
            None
        );
        let text = analysis.to_text();
        assert_eq!(Analysis::from_text(&text, &game), Some(analysis));
        assert_eq!(Analysis::from_text("nonsense", &game), None);
    }

    #[test]
    fn an_eighty_move_game_thinks_within_the_budget() {
        // 80 moves each: 160 half-moves, 161 positions.
        for positions in [1, 10, 81, 161] {
            assert!(per_position(positions) * u32::try_from(positions).unwrap() <= BUDGET);
        }
        assert_eq!(per_position(10), MOST_PER_POSITION);
    }
}
