//! Re-verifying a kept puzzle with a search of ten times the mining budget or more:
//! a line that only looked forced at mining depth is dropped.

use crate::params::REPLY_TOLERANCE;
use crate::solve::{Ending, Rejection, Solution, only_move, search, single_win_at_once};
use crate::win::win_chance;
use engine::score::{Score, is_decisive};
use engine::{Engine, Limits};
use rules::{Move, Position};

/// Replays `solution` from `start` and checks each step with `nodes` nodes: every
/// solver move is still the only winning one (or the single win at once that ends
/// the line), and every reply is a best defence (the deeper search's move, or one
/// it scores as well).
pub fn verify(
    engine: &mut Engine,
    start: &Position,
    history: &[u64],
    solution: &Solution,
    nodes: u64,
) -> Result<(), Rejection> {
    let mut pos = *start;
    let mut history = history.to_vec();
    let last = solution.moves.len() - 1;
    for (i, m) in solution.moves.iter().enumerate() {
        if i % 2 == 0 {
            let wins_now = single_win_at_once(&pos)?;
            match (wins_now, solution.ending) {
                (Some((w, _)), Ending::Rules(_)) if i == last && w == *m => {}
                (Some(_), _) => return Err(Rejection::Unconfirmed),
                (None, _) if i == last && matches!(solution.ending, Ending::Rules(_)) => {
                    return Err(Rejection::Unconfirmed);
                }
                (None, _) => {
                    if pos.legal_moves().len() > 1 {
                        let found = search(engine, &pos, &history, nodes, 2);
                        if only_move(&pos, &found)? != *m {
                            return Err(Rejection::Unconfirmed);
                        }
                    }
                }
            }
        } else {
            let found = search(engine, &pos, &history, nodes, 1);
            if found.best != Some(*m) {
                let theirs = searched_alone(engine, &pos, &history, *m, nodes);
                if !as_good(&pos, found.score, theirs) {
                    return Err(Rejection::Unconfirmed);
                }
            }
        }
        history.push(pos.zobrist());
        pos.play(m);
    }
    Ok(())
}

/// Checks a stored puzzle again from its row: its moves replay from its position, and
/// [`verify`] confirms the solution with `nodes` nodes a step (the starter set's test
/// runs it at the verification budget, so a puzzle that is not unique is caught).
pub fn reverify(puzzle: &crate::Puzzle, nodes: u64) -> Result<(), Rejection> {
    let (before, _, start, solution) = replay(puzzle)?;
    let mut engine = Engine::new(crate::params::HASH_MIB);
    verify(&mut engine, &start, &[before.zobrist()], &solution, nodes)
}

/// A stored puzzle's themes worked out again from its row (its goal, motifs and
/// length as [`crate::puzzle::themes`] finds them), for a set stored before a theme
/// was known. The ending is read from the last position: a win by the rules, or
/// material.
pub fn rethemed(puzzle: &crate::Puzzle) -> Result<Vec<crate::Theme>, Rejection> {
    let (_, _, start, solution) = replay(puzzle)?;
    Ok(crate::puzzle::themes(&start, &solution))
}

/// True when a stored puzzle is one the miner now leaves out: won on material, its
/// first move only taking back what the opponent's last move took.
pub fn is_plain_recapture(puzzle: &crate::Puzzle) -> Result<bool, Rejection> {
    let (_, setup, _, solution) = replay(puzzle)?;
    Ok(crate::solve::plain_recapture(setup, &solution))
}

/// True when a stored puzzle is one the miner now leaves out: a single move winning
/// by the rules with too few tempting moves beside it.
pub fn is_plain_one_mover(puzzle: &crate::Puzzle) -> Result<bool, Rejection> {
    let (_, _, start, solution) = replay(puzzle)?;
    Ok(crate::solve::plain_one_mover(&start, &solution))
}

/// Replays a stored puzzle's row: the position before the setting-up move, that
/// move, the position the solver faces, and the solution.
fn replay(puzzle: &crate::Puzzle) -> Result<(Position, Move, Position, Solution), Rejection> {
    let before =
        Position::from_fen(puzzle.variant, &puzzle.fen).map_err(|_| Rejection::Unconfirmed)?;
    let mut pos = before;
    let mut moves = Vec::new();
    for text in &puzzle.moves {
        let m = rules::Game::from_position(pos)
            .parse_move(text)
            .map_err(|_| Rejection::Unconfirmed)?;
        moves.push(m);
        pos.play(&m);
    }
    let Some((setup, line)) = moves.split_first() else {
        return Err(Rejection::Unconfirmed);
    };
    let mut start = before;
    start.play(setup);
    let ending = match pos.outcome() {
        Some(o) if o.winner == Some(start.turn()) => Ending::Rules(o.reason),
        _ => Ending::Material(0),
    };
    let solution = Solution {
        moves: line.to_vec(),
        ending,
    };
    Ok((before, *setup, start, solution))
}

/// The score of `m` alone in `pos`, from the same search.
fn searched_alone(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    m: Move,
    nodes: u64,
) -> Score {
    let limits = Limits {
        nodes: Some(nodes),
        searchmoves: vec![m.uci()],
        ..Limits::default()
    };
    engine.search(pos, history, &limits, &mut |_| {}).score
}

/// True when a defence scored `theirs` is as good as the best, scored `best`: the
/// same distance to a forced ending, or within the tolerance in win chance.
fn as_good(pos: &Position, best: Score, theirs: Score) -> bool {
    if is_decisive(best) || is_decisive(theirs) {
        return theirs >= best;
    }
    let variant = pos.variant();
    win_chance(variant, best) - win_chance(variant, theirs) < REPLY_TOLERANCE
}
