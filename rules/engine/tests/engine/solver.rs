//! An independent brute-force solver, so the tests check the engine's wins
//! against the rules alone (no search tricks, no evaluation).

use rules::Position;

/// True if the side to move can force a win (goal or checkmate) within `plies`
/// half-moves (odd: its own moves count), whatever the opponent does.
pub fn forced_win(pos: &Position, plies: u32) -> bool {
    pos.legal_moves()
        .iter()
        .any(|m| move_forces_win(pos, *m, plies))
}

/// True if playing `m` in `pos` forces a win within `plies` half-moves.
pub fn move_forces_win(pos: &Position, m: rules::Move, plies: u32) -> bool {
    let mover = pos.turn();
    let mut child = *pos;
    child.play(&m);
    if let Some(o) = child.outcome() {
        return o.winner == Some(mover);
    }
    if plies < 3 {
        return false;
    }
    child.legal_moves().iter().all(|r| {
        let mut next = child;
        next.play(r);
        next.outcome().is_none() && forced_win(&next, plies - 2)
    })
}

/// A position from a FEN the rules accept.
pub fn pos(variant: rules::Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}
