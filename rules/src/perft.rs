//! Perft: counting leaf nodes of the move tree, the standard move-generator check.

use crate::{Move, Position};

/// The number of move sequences of length `depth` from `pos` (leaves counted in bulk
/// at the last ply). Decided positions have no moves, so they end their branch.
///
/// ```
/// use rules::{perft, Position, Variant};
/// assert_eq!(perft(&Position::new(Variant::Chess), 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut nodes = 0;
            for m in &pos.legal_moves() {
                let mut next = *pos;
                next.play(m);
                nodes += perft(&next, depth - 1);
            }
            nodes
        }
    }
}

/// Perft per first move, sorted by UCI (what `sanctum perft` prints).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = pos.legal_moves();
    moves.sort_by_uci();
    moves
        .iter()
        .map(|m| {
            let mut next = *pos;
            next.play(m);
            (*m, perft(&next, depth - 1))
        })
        .collect()
}
