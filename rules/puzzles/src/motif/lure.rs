//! The motifs where one move prepares the next: a defender or a guard drawn away
//! (deflection), a piece drawn onto a fatal square (attraction), a defender taken
//! first (capturing the defender), a square or line emptied for another piece
//! (clearance). As lichess-puzzler reads them, each from two solver moves and the
//! reply between.

use super::{Line, is_slider, value};
use rules::{Role, attacks};

impl Line {
    /// A solver's move the opponent must answer (a check, or a piece offered and
    /// taken) with a piece that guarded a square, which the solver's next move then
    /// takes on or promotes on.
    pub(super) fn deflection(&self) -> bool {
        self.solver_moves().skip(1).any(|(k, m)| {
            if m.promotion.is_none()
                && m.capture
                    .is_none_or(|taken| value(taken) < value(m.role) && taken != Role::King)
            {
                return false;
            }
            let (first, reply) = (self.moves[k - 2], self.moves[k - 1]);
            let cheap_first = first.capture.is_none_or(|c| value(c) < value(first.role));
            let forced = reply.to == first.to || self.positions[k - 1].is_check();
            let guard_before = &self.positions[k - 1];
            let guard_after = &self.positions[k];
            let Some(guard) = guard_before.piece_at(reply.from) else {
                return false;
            };
            cheap_first
                && forced
                && m.to != reply.to
                && m.to != first.to
                && attacks(guard.color, guard.role, reply.from, guard_before.occupied())
                    .contains(m.to)
                && !attacks(guard.color, guard.role, reply.to, guard_after.occupied())
                    .contains(m.to)
        })
    }

    /// A solver's piece offered on a square and taken there by a valuable enemy
    /// piece (the king, or a piece worth a rook or more), which the solver's next
    /// move attacks there: a check, or a capture on that square after.
    pub(super) fn attraction(&self) -> bool {
        self.solver_moves().any(|(i, m)| {
            let (Some(reply), Some(next)) = (self.moves.get(i + 1), self.moves.get(i + 2)) else {
                return false;
            };
            if reply.to != m.to || !reply.is_capture() {
                return false;
            }
            let lured = reply.role;
            if lured != Role::King && value(lured) < value(Role::Rook) {
                return false;
            }
            let there = &self.positions[i + 3];
            let role = next.promotion.unwrap_or(next.role);
            let attacked = attacks(self.solver, role, next.to, there.occupied()).contains(m.to);
            attacked
                && (lured == Role::King
                    || self
                        .moves
                        .get(i + 4)
                        .is_some_and(|later| later.to == m.to && later.is_capture()))
        })
    }

    /// A solver's capture of a piece that guarded another, and the solver's next
    /// move takes the piece it guarded (the opponent having not taken back); in
    /// Sanctuary Chess also the guard of a square (see [`Line::takes_guard_of_entry`]).
    pub(super) fn capturing_defender(&self) -> bool {
        self.takes_guard_of_entry() || self.takes_guard_of_piece()
    }

    /// [`Line::capturing_defender`] of a piece.
    fn takes_guard_of_piece(&self) -> bool {
        self.solver_moves().any(|(i, m)| {
            let (Some(taken), Some(reply), Some(next)) =
                (m.capture, self.moves.get(i + 1), self.moves.get(i + 2))
            else {
                return false;
            };
            let before = &self.positions[i];
            let Some(defender) = before.piece_at(m.to) else {
                return false;
            };
            let guarded = attacks(defender.color, taken, m.to, before.occupied());
            next.is_capture()
                && next.to != m.to
                && reply.to != m.to
                && reply.to != next.to
                && guarded.contains(next.to)
                && before
                    .piece_at(next.to)
                    .is_some_and(|p| p.color == defender.color)
        })
    }

    /// A solver's move that empties a square for another piece of the solver's, or a
    /// line for a slider, which uses it on the next move without capturing there: the
    /// first move takes nothing, or leaves its piece where it can be taken.
    pub(super) fn clearance(&self) -> bool {
        self.solver_moves().skip(1).any(|(k, m)| {
            let (first, i) = (self.moves[k - 2], k - 2);
            let before = &self.positions[k];
            if m.is_capture()
                || first.promotion.is_some()
                || first.to == m.from
                || first.to == m.to
                || before.is_check()
            {
                return false;
            }
            let cleared = first.from == m.to
                || (is_slider(m.role) && super::between(m.from, m.to).contains(first.from));
            let offered = self.positions[i + 1].is_attacked(first.to, !self.solver);
            cleared && (!first.is_capture() || offered)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::of;
    use crate::Theme;
    use rules::Variant;

    #[test]
    fn a_rook_check_deflects_the_guard_of_the_queen() {
        // Rc8+ Rxc8: the a8 rook leaves the a-file, and Qxa5 takes the queen it guarded.
        let found = of(
            Variant::Chess,
            "r5k1/8/8/q7/8/8/3Q4/2R3K1 w - - 0 1",
            &["c1c8", "a8c8", "d2a5"],
        );
        assert!(found.contains(&Theme::Deflection), "{found:?}");
        assert!(!found.contains(&Theme::Attraction), "{found:?}");
    }

    #[test]
    fn a_rook_given_draws_the_king_into_check() {
        // Rh8+ Kxh8 Qh5+: the king is drawn onto the open h-file.
        let found = of(
            Variant::Chess,
            "6k1/5pp1/8/8/8/8/4Q3/6KR w - - 0 1",
            &["h1h8", "g8h8", "e2h5"],
        );
        assert!(found.contains(&Theme::Attraction), "{found:?}");
    }

    #[test]
    fn the_knight_guarding_the_bishop_is_taken_first() {
        // Bxf6 takes the knight that guarded d5; the king steps aside and Rxd5.
        let found = of(
            Variant::Chess,
            "6k1/8/5n2/3b2B1/8/8/8/3R2K1 w - - 0 1",
            &["g5f6", "g8h7", "d1d5"],
        );
        assert!(found.contains(&Theme::CapturingDefender), "{found:?}");
    }

    #[test]
    fn a_knight_clears_the_bishops_diagonal() {
        // Nf4 leaves the b1–h7 diagonal, quietly; Bh7 goes through where it stood.
        let found = of(
            Variant::Chess,
            "6k1/8/8/8/8/3N4/8/1B4K1 w - - 0 1",
            &["d3f4", "g8f8", "b1h7"],
        );
        assert!(found.contains(&Theme::Clearance), "{found:?}");
        assert!(found.contains(&Theme::QuietMove), "{found:?}");
    }
}
