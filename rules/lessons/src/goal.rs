//! What a lesson asks for, checked against the rules crate, never by text.

use rules::{Color, Move, Position, Role, Square, Variant};

/// The aim of a lesson.
///
/// Each goal is checked on real positions and moves: a capture is a move that
/// removes a marked piece, a win is the rules' own outcome.
///
/// ```
/// use lessons::Goal;
/// use rules::{Color, Variant};
/// assert_eq!(Goal::PromotePawn.describe(Variant::Sanctuary, Color::White), "make a refugee");
/// assert_eq!(Goal::Win.describe(Variant::Chess, Color::White), "checkmate");
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
    /// The goal in a player's words, without the side or the budget:
    /// "capture the 3 marked pieces", "make a refugee".
    pub fn describe(&self, variant: Variant, learner: Color) -> String {
        match self {
            Goal::CaptureAll([_]) => "capture the marked piece".to_owned(),
            Goal::CaptureAll(targets) => format!("capture the {} marked pieces", targets.len()),
            Goal::Reach { square, role } => format!("bring your {role} to {square}"),
            Goal::PromotePawn if variant == Variant::Sanctuary => "make a refugee".to_owned(),
            Goal::PromotePawn => "promote a pawn".to_owned(),
            Goal::Check => "give check".to_owned(),
            Goal::Win => match variant {
                Variant::Chess => "checkmate".to_owned(),
                Variant::Scepter => "take the scepter or checkmate".to_owned(),
                Variant::Sanctuary => "win by reaching sanctuary".to_owned(),
            },
            Goal::Hold => format!("keep {} from winning", (!learner).name()),
        }
    }

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
