//! The engine's integration tests, one binary: how it behaves under its limits and
//! levels (`behaviour`), the wins it finds checked by a brute-force solver of its
//! own (`forced_wins`, `solver`), multi-PV (`multipv`), and the single-line search
//! pinned to recorded results (`unchanged`).

mod behaviour;
mod forced_wins;
mod multipv;
mod solver;
mod unchanged;

use engine::Rng;
use rules::{Position, Variant};

/// A position reached by `plies` random legal moves from the start, with its history.
pub(crate) fn random_playout(variant: Variant, seed: u64, plies: usize) -> (Position, Vec<u64>) {
    let mut rng = Rng::new(seed);
    let mut pos = Position::new(variant);
    let mut history = Vec::new();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        history.push(pos.zobrist());
        pos.play(&m);
    }
    (pos, history)
}
