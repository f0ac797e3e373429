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
/// The most moves of the engine's line kept after its best move: enough to show the
/// idea, few enough that a long game's review stays small.
const LINE_PLIES: usize = 7;
/// The stored form's first line.
const HEADER: &str = "sanctum-review 2";
/// The first line of the older form, without lines: still read.
const HEADER_V1: &str = "sanctum-review 1";

/// The engine's view of one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The evaluation from the side to move's view (wins by distance, see `engine::score`).
    pub score: i32,
    /// The best move, `None` when the game is over there.
    pub best: Option<rules::Move>,
    /// The moves the engine expected after `best` (at most a few; empty in reviews
    /// stored before lines were kept).
    pub then: Vec<rules::Move>,
}

impl Verdict {
    /// The verdict of a position where the game is over.
    fn over(score: i32) -> Verdict {
        Verdict {
            score,
            best: None,
            then: Vec::new(),
        }
    }

    /// The verdict of a search that found `found`.
    fn found(found: &engine::SearchResult) -> Verdict {
        Verdict {
            score: found.score,
            best: found.best,
            then: found.pv.iter().skip(1).take(LINE_PLIES).copied().collect(),
        }
    }
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
            Verdict::over(score)
        } else {
            let history: Vec<u64> = positions[..i].iter().map(Position::zobrist).collect();
            let limits = Limits {
                depth: Some(DEPTH),
                movetime: Some(per),
                give_way: Some(Arc::clone(serving)),
                ..Limits::default()
            };
            Verdict::found(&engine.search(pos, &history, &limits, &mut |_| {}))
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
                    Verdict::found(&engine.search(pos, &history, &limits, &mut |_| {}))
                },
                Verdict::over,
            )
        })
        .collect();
    Analysis { verdicts }
}

impl Analysis {
    /// The stored form: a header, then per position `score best-move` (`-` for none)
    /// and the moves expected after it, all in UCI.
    pub fn to_text(&self) -> String {
        let mut out = String::from(HEADER);
        for v in &self.verdicts {
            out.push('\n');
            out.push_str(&v.score.to_string());
            out.push(' ');
            out.push_str(&v.best.map_or_else(|| "-".to_owned(), |m| m.uci()));
            for m in &v.then {
                out.push(' ');
                out.push_str(&m.uci());
            }
        }
        out
    }

    /// Reads [`Analysis::to_text`] back against the game it was made for; `None` if it
    /// does not fit (another format, or another game).
    pub fn from_text(text: &str, game: &Game) -> Option<Analysis> {
        let mut lines = text.lines();
        if !matches!(lines.next()?, HEADER | HEADER_V1) {
            return None;
        }
        let positions = game.positions();
        let mut verdicts = Vec::with_capacity(positions.len());
        for (line, pos) in lines.zip(&positions) {
            let mut words = line.split(' ');
            let score: i32 = words.next()?.parse().ok()?;
            let best = match words.next()? {
                "-" => None,
                uci => Some(legal(pos, uci)?),
            };
            // The expected moves are only shown: one that no longer reads ends them.
            let mut then = Vec::new();
            if let Some(best) = best {
                let mut at = *pos;
                at.play(&best);
                for uci in words.take(LINE_PLIES) {
                    let Some(m) = legal(&at, uci) else { break };
                    at.play(&m);
                    then.push(m);
                }
            }
            verdicts.push(Verdict { score, best, then });
        }
        (verdicts.len() == positions.len()).then_some(Analysis { verdicts })
    }
}

/// `uci` read as a legal move in `pos`.
fn legal(pos: &Position, uci: &str) -> Option<rules::Move> {
    let m = pos.parse_uci(uci).ok()?;
    pos.is_legal(&m).then_some(m)
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
    fn lines_are_kept_and_older_reviews_without_them_still_read() {
        let mut game = Game::new(Variant::Chess);
        for san in ["e4", "e5", "Nf3"] {
            game.play_san(san).unwrap();
        }
        let analysis = to_depth(&game, 4);
        assert!(
            analysis.verdicts[0].then.len() >= 2,
            "a line after the best move: {:?}",
            analysis.verdicts[0]
        );
        assert_eq!(
            Analysis::from_text(&analysis.to_text(), &game),
            Some(analysis.clone())
        );
        // The first form: a score and a best move per position.
        let old: Vec<String> = std::iter::once(HEADER_V1.to_owned())
            .chain(
                analysis
                    .to_text()
                    .lines()
                    .skip(1)
                    .map(|l| l.split(' ').take(2).collect::<Vec<_>>().join(" ")),
            )
            .collect();
        let read = Analysis::from_text(&old.join("\n"), &game).expect("the first form reads");
        assert!(read.verdicts.iter().all(|v| v.then.is_empty()));
        assert_eq!(read.verdicts[0].best, analysis.verdicts[0].best);
        // A line that no longer reads is cut where it stops, not refused.
        let bent = analysis
            .to_text()
            .replacen(&analysis.verdicts[0].then[0].uci(), "a1a1", 1);
        let read = Analysis::from_text(&bent, &game).expect("still reads");
        assert!(read.verdicts[0].then.is_empty(), "{:?}", read.verdicts[0]);
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
