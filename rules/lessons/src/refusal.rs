//! Why a typed move is not taken, and why a stored attempt cannot be rebuilt.

use crate::Status;
use rules::MoveError;

/// A move the lesson does not take; nothing changes. The bot words it in its
/// reader's language; `Display` is English, for logs.
///
/// ```
/// use lessons::{Attempt, Refusal};
/// let mut attempt = Attempt::start(lessons::lesson("chess-rook").unwrap()).unwrap();
/// // Ra5 would give check, which a standing opponent could not answer.
/// assert!(matches!(attempt.play("Ra5"), Err(Refusal::GivesCheck { .. })));
/// let Err(Refusal::Move { legal, .. }) = attempt.play("Rb2") else { panic!() };
/// assert!(legal.contains(&"Rxa6".to_owned()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The text is no legal move here, or fits more than one: the rules' own error.
    #[error("{error}")]
    Move {
        /// What the rules found wrong.
        error: MoveError,
        /// The moves allowed in this lesson now, in SAN.
        legal: Vec<String>,
    },
    /// The move gives check, but the other side stands still in this lesson and
    /// could not answer it.
    #[error("{san} gives check, but the other side stands still and cannot answer it")]
    GivesCheck {
        /// The move in SAN.
        san: String,
        /// The moves allowed in this lesson now, in SAN.
        legal: Vec<String>,
    },
    /// The lesson is already over.
    #[error("this lesson is over")]
    Over(Status),
}

/// A stored attempt that does not replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// No lesson has this id.
    #[error("no lesson is called `{0}`")]
    UnknownLesson(String),
    /// The lesson's own position does not parse.
    #[error("lesson `{id}` has a bad position: {error}")]
    BadPosition {
        /// The lesson.
        id: &'static str,
        /// The rules' complaint.
        error: rules::FenError,
    },
    /// A stored move is refused.
    #[error("move {} (`{text}`) does not replay: {refusal}", .index + 1)]
    Refused {
        /// Its index among the learner's moves, from 0.
        index: usize,
        /// The stored text.
        text: String,
        /// Why.
        refusal: Box<Refusal>,
    },
}
