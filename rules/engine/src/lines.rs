//! Multi-PV: the search's best few root moves, each with its own score and line.
//!
//! The root searches the best move, then the best of the others, and so on (as
//! Stockfish does): the `k`-th line is the best move outside the first `k - 1`.
//! A puzzle needs this to tell a single winning move from several, and a GUI
//! shows it as `info multipv k`.

use crate::score::Score;
use rules::Move;

/// One principal variation: a root move, its score and the line it begins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The score from the side to move's view.
    pub score: Score,
    /// The line, its root move first.
    pub pv: Vec<Move>,
    /// The iteration that found it (lines of an interrupted iteration may differ).
    pub depth: u32,
}

impl Line {
    /// The root move this line plays.
    pub fn first(&self) -> Option<Move> {
        self.pv.first().copied()
    }
}

/// Orders the lines found so far best first, and their root moves with them, so
/// the next iteration searches the best first. Stable: equal scores keep the order
/// they were found in. `lines[i]` belongs to `moves[i]`.
pub(crate) fn rank(lines: &mut [Line], moves: &mut [Move]) {
    debug_assert_eq!(lines.len(), moves.len());
    if lines.windows(2).all(|w| w[0].score >= w[1].score) {
        return;
    }
    let mut pairs: Vec<(Line, Move)> = lines.iter().cloned().zip(moves.iter().copied()).collect();
    pairs.sort_by_key(|(line, _)| std::cmp::Reverse(line.score));
    for (i, (line, m)) in pairs.into_iter().enumerate() {
        lines[i] = line;
        moves[i] = m;
    }
}

/// The lines to report after an interrupted iteration: those it completed (`fresh`,
/// best first), then the last completed iteration's lines of other root moves, at
/// most `wanted` in all.
pub(crate) fn merge(fresh: Vec<Line>, last: &[Line], wanted: usize) -> Vec<Line> {
    let mut lines = fresh;
    for line in last {
        if lines.len() >= wanted {
            break;
        }
        if !lines.iter().any(|l| l.first() == line.first()) {
            lines.push(line.clone());
        }
    }
    lines.truncate(wanted);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Position, Variant};

    fn line(pos: &Position, uci: &str, score: Score) -> Line {
        let m = pos.parse_uci(uci).expect("a legal move");
        Line {
            score,
            pv: vec![m],
            depth: 1,
        }
    }

    #[test]
    fn rank_sorts_lines_and_moves_together_and_keeps_ties_in_order() {
        let pos = Position::new(Variant::Chess);
        let mut lines = vec![
            line(&pos, "e2e4", 10),
            line(&pos, "d2d4", 30),
            line(&pos, "c2c4", 10),
        ];
        let mut moves: Vec<Move> = lines.iter().filter_map(Line::first).collect();
        rank(&mut lines, &mut moves);
        let order: Vec<String> = moves.iter().map(Move::uci).collect();
        assert_eq!(order, ["d2d4", "e2e4", "c2c4"]);
        assert!(lines.iter().zip(&moves).all(|(l, m)| l.first() == Some(*m)));
    }

    #[test]
    fn merge_fills_up_from_the_last_iteration_without_repeating_a_move() {
        let pos = Position::new(Variant::Chess);
        let fresh = vec![line(&pos, "d2d4", 40)];
        let last = [
            line(&pos, "e2e4", 35),
            line(&pos, "d2d4", 20),
            line(&pos, "c2c4", 5),
        ];
        let merged = merge(fresh, &last, 3);
        let order: Vec<String> = merged
            .iter()
            .filter_map(Line::first)
            .map(|m| m.uci())
            .collect();
        assert_eq!(order, ["d2d4", "e2e4", "c2c4"]);
        assert_eq!(merge(Vec::new(), &last, 2).len(), 2);
    }
}
