//! The motifs of a single solver move's kind: a quiet move (no capture, no check,
//! no threat, yet the win needs it) and an advanced pawn's push, as lichess-puzzler
//! reads them.

use super::Line;
use rules::{Color, Role, Square, attacks};

impl Line {
    /// A solver's move before the last that captures nothing, gives and escapes no
    /// check, threatens no enemy piece from where it lands, is no king's step and no
    /// advanced pawn's push: the move that is hardest to see.
    pub(super) fn quiet_move(&self) -> bool {
        self.solver_moves().any(|(i, m)| {
            if i + 1 >= self.moves.len() {
                return false;
            }
            let (before, after) = (&self.positions[i], &self.positions[i + 1]);
            let role = m.promotion.unwrap_or(m.role);
            let threatens = (attacks(self.solver, role, m.to, after.occupied())
                & after.by_color(!self.solver))
            .into_iter()
            .any(|sq| !after.is_refugee(sq));
            !m.is_capture()
                && m.promotion.is_none()
                && m.role != Role::King
                && !before.is_check()
                && !after.is_check()
                && !threatens
                && !(m.role == Role::Pawn && relative_rank(self.solver, m.to) >= 5)
        })
    }

    /// A solver's pawn pushed to its seventh rank, one step from promoting (or, in
    /// Sanctuary Chess, from becoming a refugee).
    pub(super) fn advanced_pawn(&self) -> bool {
        self.solver_moves()
            .any(|(_, m)| m.role == Role::Pawn && relative_rank(self.solver, m.to) == 6)
    }
}

/// The rank of `sq` counted from `side`'s own back rank (0) to the far one (7).
fn relative_rank(side: Color, sq: Square) -> u8 {
    match side {
        Color::White => sq.rank(),
        Color::Black => 7 - sq.rank(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::of;
    use crate::Theme;
    use rules::Variant;

    #[test]
    fn a_pawn_on_its_seventh_rank_is_advanced_and_a_lone_push_is_not_quiet() {
        let found = of(
            Variant::Chess,
            "k7/8/4P3/8/8/8/8/4K3 w - - 0 1",
            &["e6e7", "a8b7", "e7e8q"],
        );
        assert!(found.contains(&Theme::AdvancedPawn), "{found:?}");
        assert!(found.contains(&Theme::Promotion), "{found:?}");
        assert!(!found.contains(&Theme::QuietMove), "{found:?}");
        // Black's pawns count from Black's side.
        let black = of(Variant::Chess, "4k3/8/8/8/8/3p4/8/K7 b - - 0 1", &["d3d2"]);
        assert!(black.contains(&Theme::AdvancedPawn), "{black:?}");
    }
}
