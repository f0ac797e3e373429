//! Building a puzzle's solution: from the position the solver faces, the one
//! winning move at each of the solver's turns and the opponent's best defence in
//! between, until the rules declare the win or no single winning move is left.

use crate::material::balance;
use crate::params::{
    MATERIAL_GAIN, MAX_SOLVER_MOVES, MIN_DECOYS, MIN_MATERIAL_SOLVER_MOVES, ONLY_MOVE_MARGIN,
    STILL_WINNING,
};
use crate::win::win_chance;
use engine::{Engine, Limits, SearchResult};
use rules::{Color, EndReason, Move, Position};

/// How a solution is won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The solver's last move wins by the rules: checkmate, the scepter or sanctuary.
    Rules(EndReason),
    /// The line ends without a win by the rules, this much material up (exchange
    /// values, after the opponent's best reply to the last move).
    Material(i32),
}

/// A puzzle's solution: the solver's moves with the opponent's best replies between
/// them, beginning and ending with the solver's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The moves, the solver's first.
    pub moves: Vec<Move>,
    /// How it is won.
    pub ending: Ending,
}

impl Solution {
    /// The solver's moves (every second move, from the first).
    pub fn solver_moves(&self) -> impl Iterator<Item = &Move> {
        self.moves.iter().step_by(2)
    }

    /// How many moves the solver makes.
    pub fn solver_count(&self) -> usize {
        self.moves.len().div_ceil(2)
    }
}

/// Why a position gives no puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    /// The side to move has no move clearly better than all the others.
    #[error("no single winning move")]
    NoOnlyMove,
    /// Two moves win at once by the rules: either solves it.
    #[error("two moves win at once")]
    TwoWinsAtOnce,
    /// The line, or its start, is not clearly won for the solver.
    #[error("not clearly winning")]
    NotWinning,
    /// The line ends in a draw.
    #[error("the line ends in a draw")]
    Drawn,
    /// The line ends without a win by the rules and gains too little material.
    #[error("too little material won")]
    TooLittle,
    /// The line ends without a win by the rules after too few moves.
    #[error("too short for a win on material")]
    TooShort,
    /// A deeper search does not confirm the line.
    #[error("not confirmed by the deeper search")]
    Unconfirmed,
    /// A line won on material whose first move only takes back the piece the
    /// opponent just took: anyone sees it, so it teaches nothing.
    #[error("the first move only recaptures")]
    Recapture,
    /// One move that wins at once by the rules, with too few other moves that look
    /// like it (checks, captures, steps onto the goal): it is seen, not found.
    #[error("a plain one-move win")]
    PlainOneMover,
}

/// A search of `pos` within `nodes` nodes for its best `lines`.
pub(crate) fn search(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    nodes: u64,
    lines: usize,
) -> SearchResult {
    let limits = Limits {
        nodes: Some(nodes),
        multipv: lines,
        ..Limits::default()
    };
    engine.search(pos, history, &limits, &mut |_| {})
}

/// The reason `m` wins at once for `solver` by the rules, if it does.
pub(crate) fn wins_at_once(pos: &Position, m: Move, solver: Color) -> Option<EndReason> {
    let mut next = *pos;
    next.play(&m);
    next.outcome()
        .filter(|o| o.winner == Some(solver))
        .map(|o| o.reason)
}

/// The only move of `pos` that wins at once by the rules: `Ok(None)` when none does,
/// an error when several do.
pub(crate) fn single_win_at_once(pos: &Position) -> Result<Option<(Move, EndReason)>, Rejection> {
    let solver = pos.turn();
    let mut found = None;
    for m in &pos.legal_moves() {
        if let Some(reason) = wins_at_once(pos, *m, solver) {
            if found.is_some() {
                return Err(Rejection::TwoWinsAtOnce);
            }
            found = Some((*m, reason));
        }
    }
    Ok(found)
}

/// True when the search's best line is the only winning one: clearly winning, and
/// ahead of the second line by the margin (or the only legal move).
pub(crate) fn only_move(pos: &Position, found: &SearchResult) -> Result<Move, Rejection> {
    let variant = pos.variant();
    let best = found.lines.first().ok_or(Rejection::Drawn)?;
    let m = best.first().ok_or(Rejection::Drawn)?;
    let chance = win_chance(variant, best.score);
    if chance < STILL_WINNING {
        return Err(Rejection::NotWinning);
    }
    match found.lines.get(1) {
        Some(second) if chance - win_chance(variant, second.score) < ONLY_MOVE_MARGIN => {
            Err(Rejection::NoOnlyMove)
        }
        _ => Ok(m),
    }
}

/// A position that gives no puzzle: why, and how many solver moves were found
/// before the line failed (0: the position itself has no single winning move).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{why} after {found} solver moves")]
pub struct Unsolved {
    /// Why.
    pub why: Rejection,
    /// The solver moves found before.
    pub found: usize,
}

/// One step of a line: the solver's move and the opponent's best reply.
struct Step {
    solver: Move,
    /// The solver had no other legal move.
    forced: bool,
    reply: Move,
    /// The position after the reply.
    after: Position,
}

/// The solution of `start` for its side to move, searching `nodes` nodes a step;
/// `history` holds the hashes of the game's earlier positions, oldest first.
pub fn solve(
    engine: &mut Engine,
    start: &Position,
    history: &[u64],
    nodes: u64,
) -> Result<Solution, Unsolved> {
    let mut steps: Vec<Step> = Vec::new();
    line(engine, start, history, nodes, &mut steps).map_err(|why| Unsolved {
        why,
        found: steps.len(),
    })
}

fn line(
    engine: &mut Engine,
    start: &Position,
    history: &[u64],
    nodes: u64,
    steps: &mut Vec<Step>,
) -> Result<Solution, Rejection> {
    let solver = start.turn();
    let mut pos = *start;
    let mut history = history.to_vec();
    while steps.len() < MAX_SOLVER_MOVES {
        if let Some((m, reason)) = single_win_at_once(&pos)? {
            let mut moves = interleave(steps);
            moves.push(m);
            return Ok(Solution {
                moves,
                ending: Ending::Rules(reason),
            });
        }
        let legal = pos.legal_moves();
        let forced = legal.len() == 1;
        let m = if forced {
            if steps.is_empty() {
                return Err(Rejection::NoOnlyMove);
            }
            legal[0]
        } else {
            let found = search(engine, &pos, &history, nodes, 2);
            match only_move(&pos, &found) {
                Ok(m) => m,
                // The line ends where the solver has no single winning move left.
                Err(Rejection::NoOnlyMove) if !steps.is_empty() => break,
                Err(why) => return Err(why),
            }
        };
        history.push(pos.zobrist());
        pos.play(&m);
        if pos.outcome().is_some() {
            return Err(Rejection::Drawn);
        }
        let reply = search(engine, &pos, &history, nodes, 1)
            .best
            .ok_or(Rejection::Drawn)?;
        history.push(pos.zobrist());
        pos.play(&reply);
        if let Some(o) = pos.outcome() {
            return Err(if o.winner.is_some() {
                Rejection::NotWinning
            } else {
                Rejection::Drawn
            });
        }
        steps.push(Step {
            solver: m,
            forced,
            reply,
            after: pos,
        });
    }
    // No win by the rules: the line must have won material. A forced last move of
    // the solver's is no part of a puzzle.
    while steps.last().is_some_and(|s| s.forced) {
        steps.pop();
    }
    let Some(last) = steps.last() else {
        return Err(Rejection::NoOnlyMove);
    };
    if steps.len() < MIN_MATERIAL_SOLVER_MOVES {
        return Err(Rejection::TooShort);
    }
    let gain = balance(&last.after, solver) - balance(start, solver);
    if gain < MATERIAL_GAIN {
        return Err(Rejection::TooLittle);
    }
    let mut moves = interleave(steps);
    moves.pop();
    Ok(Solution {
        moves,
        ending: Ending::Material(gain),
    })
}

/// The steps' moves in the order played: solver, reply, solver, reply…
fn interleave(steps: &[Step]) -> Vec<Move> {
    steps.iter().flat_map(|s| [s.solver, s.reply]).collect()
}

/// True when `solution` is won on material and opens by taking back on the square
/// where `setup` has just taken: the obvious move, not a find.
pub(crate) fn plain_recapture(setup: Move, solution: &Solution) -> bool {
    setup.capture.is_some()
        && matches!(solution.ending, Ending::Material(_))
        && solution
            .moves
            .first()
            .is_some_and(|m| m.capture.is_some() && m.to == setup.to)
}

/// True when `solution` is one move that wins by the rules at once from `pos` and
/// fewer than [`MIN_DECOYS`] other moves look as tempting: a lone check that mates,
/// the only step onto the scepter. Kept is the one-mover that is the only win among
/// several checks, captures and goal steps: finding it among them is the puzzle.
pub(crate) fn plain_one_mover(pos: &Position, solution: &Solution) -> bool {
    let ([winner], Ending::Rules(_)) = (solution.moves.as_slice(), solution.ending) else {
        return false;
    };
    let decoys = pos
        .legal_moves()
        .iter()
        .filter(|m| *m != winner && tempting(pos, **m))
        .count();
    decoys < MIN_DECOYS
}

/// A move a solver would try first: a capture, a check, or a step that may reach
/// the variant's goal.
fn tempting(pos: &Position, m: Move) -> bool {
    if m.capture.is_some() || engine::goals::may_win_at_once(pos, &m) {
        return true;
    }
    let mut next = *pos;
    next.play(&m);
    next.is_check()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn mate_by(fen: &str, uci: &str) -> (Position, Solution) {
        let pos = Position::from_fen(Variant::Chess, fen).unwrap();
        let m = pos.parse_uci(uci).unwrap();
        assert_eq!(
            wins_at_once(&pos, m, pos.turn()),
            Some(EndReason::Checkmate)
        );
        let solution = Solution {
            moves: vec![m],
            ending: Ending::Rules(EndReason::Checkmate),
        };
        (pos, solution)
    }

    #[test]
    fn a_lone_mate_in_one_is_seen_not_found() {
        // The rook's check is the only tempting move: the back rank falls at a glance.
        let (pos, solution) = mate_by("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8");
        assert!(plain_one_mover(&pos, &solution));
    }

    #[test]
    fn a_mate_in_one_among_tempting_captures_is_a_puzzle() {
        // Three pawns hang beside the mate: it must be found among them.
        let (pos, solution) = mate_by("6k1/5ppp/8/8/4p3/5p2/1p1N4/R1B3K1 w - - 0 1", "a1a8");
        assert!(!plain_one_mover(&pos, &solution));
        // A longer line, or one won on material, is never a plain one-mover.
        let longer = Solution {
            moves: vec![solution.moves[0], solution.moves[0], solution.moves[0]],
            ..solution.clone()
        };
        let (lone, _) = mate_by("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8");
        assert!(!plain_one_mover(&lone, &longer));
        let material = Solution {
            ending: Ending::Material(300),
            ..solution
        };
        assert!(!plain_one_mover(&lone, &material));
    }
}
