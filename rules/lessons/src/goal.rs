//! What a lesson asks for, checked against the rules crate, never by text.

use rules::{Color, Move, Position, Role, Square, Variant};

/// The aim of a lesson.
///
/// Each goal is checked on real positions and moves: a capture is a move that
/// removes a marked piece, a win is the rules' own outcome.
///
/// The bot words a goal in its reader's language; it is a value here so that
/// nothing about it is decided by text.
///
/// ```
/// use lessons::Goal;
/// use rules::{Color, Square, Variant};
/// let scepter = Goal::Win.square(Variant::Scepter, Color::White);
/// assert_eq!(scepter, Square::from_coords(4, 7));
/// assert_eq!(Goal::PromotePawn.square(Variant::Sanctuary, Color::White), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Capture every opponent piece that starts on these squares (the targets),
    /// wherever it goes meanwhile.
    CaptureAll(&'static [Square]),
    /// Bring one of the learner's pieces of this role to this square.
    Reach {
        /// Where to arrive.
        square: Square,
        /// Which kind of piece must arrive.
        role: Role,
    },
    /// Bring a pawn to its last rank: a refugee in Sanctuary Chess, a promotion
    /// elsewhere.
    PromotePawn,
    /// Give check.
    Check,
    /// Win the game by the variant's rules (sanctuary, scepter or checkmate).
    Win,
    /// Keep the opponent from winning until the move budget is spent.
    Hold,
}

impl Goal {
    /// The square a picture should mark as the goal, if the goal has one.
    pub fn square(&self, variant: Variant, learner: Color) -> Option<Square> {
        match self {
            Goal::Reach { square, .. } => Some(*square),
            Goal::Win if variant == Variant::Scepter => Some(Position::scepter_square(!learner)),
            _ => None,
        }
    }

    /// True if the learner's move `m`, played in `before` and giving `after`, meets
    /// the goal, with `targets` the marked pieces still standing after it. A win is
    /// judged by the caller from the game's outcome; [`Goal::Hold`] only when the
    /// budget is spent.
    pub(crate) fn met_by(&self, m: Move, after: &Position, targets: &[Square]) -> bool {
        let learner = !after.turn();
        match self {
            Goal::CaptureAll(_) => targets.is_empty(),
            Goal::Reach { square, role } => after
                .piece_at(*square)
                .is_some_and(|p| p.color == learner && p.role == *role),
            Goal::PromotePawn => m.role == Role::Pawn && m.to.rank() == (!learner).back_rank(),
            Goal::Check => after.is_check(),
            Goal::Win | Goal::Hold => false,
        }
    }
}
