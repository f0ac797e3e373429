//! Dropping duplicates: the same position to solve, or the same solution reached
//! by another move order (a transposition), is kept once, the first time.

use crate::puzzle::Puzzle;
use rules::{Position, Variant};
use std::collections::HashSet;

/// The puzzles kept so far, by position and by solution.
#[derive(Debug, Default)]
pub struct Dedup {
    positions: HashSet<(Variant, String)>,
    solutions: HashSet<(Variant, String, Vec<String>)>,
}

impl Dedup {
    /// An empty set.
    pub fn new() -> Dedup {
        Dedup::default()
    }

    /// True, and remembers `puzzle`, unless one kept before has the same position
    /// to solve, or ends in the same position with the same solver moves.
    pub fn insert(&mut self, puzzle: &Puzzle) -> bool {
        let (start, end) = keys(puzzle);
        let mut solver: Vec<String> = puzzle.moves.iter().skip(1).step_by(2).cloned().collect();
        solver.sort();
        let position = (puzzle.variant, start);
        let solution = (puzzle.variant, end, solver);
        if self.positions.contains(&position) || self.solutions.contains(&solution) {
            return false;
        }
        self.positions.insert(position);
        self.solutions.insert(solution);
        true
    }
}

/// A position's key: its FEN without the move counters, which do not change what
/// is to be solved.
pub fn position_key(pos: &Position) -> String {
    pos.fen().split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// The keys of the position the solver faces (after the setting-up move) and of the
/// position the solution ends in. A puzzle that does not replay (never one the miner
/// or the reader made) is keyed by its text.
fn keys(puzzle: &Puzzle) -> (String, String) {
    let Ok(mut pos) = Position::from_fen(puzzle.variant, &puzzle.fen) else {
        return (puzzle.fen.clone(), puzzle.moves.join(" "));
    };
    let mut start = None;
    for text in &puzzle.moves {
        let Ok(m) = pos.parse_uci(text) else {
            return (puzzle.fen.clone(), puzzle.moves.join(" "));
        };
        pos.play(&m);
        start.get_or_insert_with(|| position_key(&pos));
    }
    (start.unwrap_or_default(), position_key(&pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(variant: Variant, fen: &str, moves: &str) -> Puzzle {
        Puzzle {
            id: String::new(),
            variant,
            fen: fen.to_owned(),
            moves: moves.split(' ').map(str::to_owned).collect(),
            rating: 1500,
            rating_deviation: 500,
            popularity: 0,
            plays: 0,
            themes: Vec::new(),
            game_url: String::new(),
            opening_tags: Vec::new(),
        }
    }

    #[test]
    fn the_same_position_to_solve_is_kept_once() {
        let mut seen = Dedup::new();
        let start = Variant::Chess.start_fen();
        assert!(seen.insert(&puzzle(Variant::Chess, start, "e2e4 e7e5")));
        // Another game reaches the same position after 1. e4 by another first move
        // order: here the same FEN with other move counters.
        let later = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3";
        assert!(!seen.insert(&puzzle(Variant::Chess, later, "e2e4 d7d5")));
        // The same board in another game is another puzzle.
        assert!(seen.insert(&puzzle(Variant::Scepter, start, "e2e4 e7e5")));
    }

    #[test]
    fn the_same_solution_by_a_transposition_is_kept_once() {
        let mut seen = Dedup::new();
        let start = Variant::Chess.start_fen();
        // 1. e4 Nf6 2. d4 c6 and 1. d4 c6 2. e4 Nf6: Black's two moves in either
        // order, after different setting-up moves, end in one position.
        assert!(seen.insert(&puzzle(Variant::Chess, start, "e2e4 g8f6 d2d4 c7c6")));
        assert!(!seen.insert(&puzzle(Variant::Chess, start, "d2d4 c7c6 e2e4 g8f6")));
        assert!(seen.insert(&puzzle(Variant::Chess, start, "d2d4 c7c6 e2e4 d7d5")));
    }

    #[test]
    fn position_keys_leave_out_the_move_counters() {
        let a = Position::new(Variant::Sanctuary);
        let b = Position::from_fen(
            Variant::Sanctuary,
            "rnbagbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAGBNR w - - 7 12",
        )
        .unwrap();
        assert_eq!(position_key(&a), position_key(&b));
    }
}
