//! The marked pieces of a capture lesson, followed as they move.

use rules::{Move, MoveKind, Square};

/// Where the marked pieces still standing are now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Targets(Vec<Square>);

impl Targets {
    /// The pieces standing on `squares` at the start.
    pub(crate) fn new(squares: &[Square]) -> Targets {
        Targets(squares.to_vec())
    }

    /// Their squares now.
    pub(crate) fn squares(&self) -> &[Square] {
        &self.0
    }

    /// The targets left once the learner's move `m` is played.
    pub(crate) fn after_capture(&self, m: Move) -> Targets {
        let taken = captured_square(m);
        Targets(
            self.0
                .iter()
                .copied()
                .filter(|&t| Some(t) != taken)
                .collect(),
        )
    }

    /// Moves a target along with the opponent's move `m` (a castling rook too).
    pub(crate) fn follow(&mut self, m: Move) {
        let rook = (m.kind == MoveKind::Castle).then(|| {
            let rank = m.from.rank();
            let (from, to) = if m.to.file() == 6 { (7, 5) } else { (0, 3) };
            (
                Square::from_coords(from, rank),
                Square::from_coords(to, rank),
            )
        });
        for t in &mut self.0 {
            if *t == m.from {
                *t = m.to;
            } else if let Some((Some(from), Some(to))) = rook
                && *t == from
            {
                *t = to;
            }
        }
    }
}

/// The square of the piece `m` captures, if any (en passant takes beside `to`).
fn captured_square(m: Move) -> Option<Square> {
    if m.kind == MoveKind::EnPassant {
        Square::from_coords(m.to.file(), m.from.rank())
    } else {
        m.capture.map(|_| m.to)
    }
}

#[cfg(test)]
mod tests {
    use super::Targets;
    use rules::{Position, Square, Variant};

    fn sq(name: &str) -> Square {
        name.parse().unwrap_or(Square::A1)
    }

    #[test]
    fn a_castling_rook_takes_its_mark_along() {
        let pos = Position::from_fen(Variant::Chess, "r3k3/8/8/8/8/8/8/4K3 b q - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let castle = pos.parse_san("O-O-O").unwrap_or_else(|e| panic!("{e}"));
        let mut targets = Targets::new(&[sq("a8")]);
        targets.follow(castle);
        assert_eq!(targets.squares(), [sq("d8")]);
    }

    #[test]
    fn en_passant_takes_the_pawn_beside_it() {
        let pos = Position::from_fen(Variant::Chess, "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let ep = pos.parse_san("exf6").unwrap_or_else(|e| panic!("{e}"));
        let targets = Targets::new(&[sq("f5"), sq("e8")]);
        assert_eq!(targets.after_capture(ep).squares(), [sq("e8")]);
    }
}
