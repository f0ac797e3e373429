//! Sanctuary Chess's own motifs, and its readings of the common ones. The game is won
//! on squares (two safe pieces on the enemy back rank), so what a chess tactic does
//! to a piece, a Sanctuary tactic does to a square of that rank: a fork threatens
//! two ways in, a defender taken leaves its square open, and a race is lost by the
//! side one step behind.

use super::Line;
use crate::solve::{Ending, wins_at_once};
use rules::{Color, EndReason, Position, Role, Square, Variant};

impl Line {
    /// True when the line is won by sanctuary.
    fn won_by_sanctuary(&self) -> bool {
        self.ending == Ending::Rules(EndReason::Sanctuary)
    }

    /// The solver's sanctuary: the opponent's back rank.
    fn sanctuary_rank(&self) -> u8 {
        (!self.solver).back_rank()
    }

    /// The solver wins by sanctuary while the opponent, had it been its turn, would
    /// have won by sanctuary at once at one of the solver's moves: the first to the
    /// back rank wins.
    pub(super) fn sanctuary_race(&self) -> bool {
        self.won_by_sanctuary()
            && self.solver_moves().any(|(i, _)| {
                let their_turn = self.positions[i].null_move();
                !winning_steps(&their_turn, None).is_empty()
            })
    }

    /// The solver takes an enemy pawn one step from becoming a refugee (which could
    /// then never be taken).
    pub(super) fn stop_refugee(&self) -> bool {
        if self.positions[0].variant() != Variant::Sanctuary {
            return false;
        }
        let last_step = if self.solver == Color::White { 1 } else { 6 };
        self.solver_moves().any(|(i, m)| {
            m.capture == Some(Role::Pawn) && {
                let before = &self.positions[i];
                before.piece_at(m.to).is_some_and(|p| p.role == Role::Pawn)
                    && m.to.rank() == last_step
            }
        })
    }

    /// A fork of squares: a solver's piece, having just moved, could win by sanctuary
    /// from two squares at once; the opponent stops one and the piece steps onto
    /// the other.
    pub(super) fn forks_entries(&self) -> bool {
        self.won_by_sanctuary()
            && self.solver_moves().any(|(i, m)| {
                let Some(next) = self.moves.get(i + 2) else {
                    return false;
                };
                let again = self.positions[i + 1].null_move();
                let ways_in = winning_steps(&again, Some(m.to));
                next.from == m.to && ways_in.len() >= 2 && ways_in.contains(&next.to)
            })
    }

    /// Capturing the defender of a square: the solver takes a piece that guarded a
    /// square of its sanctuary, the opponent does not take back, and the solver's
    /// next move steps onto that square, on the way to the win.
    pub(super) fn takes_guard_of_entry(&self) -> bool {
        self.won_by_sanctuary()
            && self.solver_moves().any(|(i, m)| {
                let (Some(taken), Some(reply), Some(next)) =
                    (m.capture, self.moves.get(i + 1), self.moves.get(i + 2))
                else {
                    return false;
                };
                let before = &self.positions[i];
                let guarded = rules::attacks(!self.solver, taken, m.to, before.occupied());
                next.to.rank() == self.sanctuary_rank()
                    && next.to != m.to
                    && reply.to != m.to
                    && guarded.contains(next.to)
            })
    }
}

/// The squares the side to move in `pos` wins by sanctuary on at once, by any piece
/// or by the one on `from` only; each once.
fn winning_steps(pos: &Position, from: Option<Square>) -> Vec<Square> {
    let mover = pos.turn();
    let mut squares: Vec<Square> = pos
        .legal_moves()
        .iter()
        .filter(|m| from.is_none_or(|f| m.from == f))
        .filter(|m| wins_at_once(pos, **m, mover) == Some(EndReason::Sanctuary))
        .map(|m| m.to)
        .collect();
    squares.sort_unstable();
    squares.dedup();
    squares
}

#[cfg(test)]
mod tests {
    use super::super::tests::of;
    use crate::Theme;
    use rules::Variant;

    #[test]
    fn a_knight_forks_two_squares_of_the_back_rank() {
        // ...Nd3 threatens both c1 and e1 (the g1 refugee waits there); Bb2 guards c1,
        // and ...Ne1 wins.
        let found = of(
            Variant::Sanctuary,
            "8/8/4PA2/4n3/8/8/P7/6p1 b - - 3 60",
            &["e5d3", "f6b2", "d3e1"],
        );
        assert!(found.contains(&Theme::Fork), "{found:?}");
    }

    #[test]
    fn the_rook_guarding_the_entry_is_taken_first() {
        // ...Gxd1 takes the rook that guarded g1; after Bf6, ...Bg1 joins the guard on
        // the first rank.
        let found = of(
            Variant::Sanctuary,
            "7G/2p5/1p6/1pb5/6P1/8/P1g5/3R4 b - - 0 44",
            &["c2d1", "h8f6", "c5g1"],
        );
        assert!(found.contains(&Theme::CapturingDefender), "{found:?}");
    }

    #[test]
    fn both_pawns_race_and_the_first_refugee_wins() {
        // White's f-pawn and Black's a- and e-pawns race; f7 and ...e1 leave Black one
        // step (…a1) from sanctuary, but f8 gets there first.
        let found = of(
            Variant::Sanctuary,
            "B7/8/5P2/8/7p/3P4/pP2p2P/8 w - - 0 44",
            &["f6f7", "e2e1", "f7f8"],
        );
        assert!(found.contains(&Theme::SanctuaryRace), "{found:?}");
    }

    #[test]
    fn a_lone_refugee_is_no_race() {
        let found = of(
            Variant::Sanctuary,
            "R7/5P1p/8/8/8/8/8/8 w - - 0 1",
            &["f7f8"],
        );
        assert!(!found.contains(&Theme::SanctuaryRace), "{found:?}");
    }
}
