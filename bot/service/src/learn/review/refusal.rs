//! Reviews of finished games.

use crate::core::names::CommandName;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::GameId;

/// Why a review was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewRefusal {
    /// A review of a game that is still being played.
    ReviewUnfinished,
    /// A review of an aborted game, which has no moves worth reviewing.
    ReviewAborted,
    /// A review with no finished game to name here.
    NothingToReview,
    /// A second review while the caller's first still waits.
    ReviewAlreadyWaiting {
        /// The game of the review that waits.
        game: GameId,
    },
    /// The review queue is full.
    ReviewsBusy {
        /// About how long until there is room, rounded up.
        minutes: u64,
    },
}

impl crate::core::refusal::Refuse for ReviewRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            ReviewRefusal::ReviewUnfinished => Msg::new("review-refusal-unfinished").into(),
            ReviewRefusal::ReviewAborted => Msg::new("review-refusal-aborted").into(),
            ReviewRefusal::ReviewAlreadyWaiting { game } => Msg::new("review-refusal-waiting")
                .num("game", game.0)
                .into(),
            ReviewRefusal::ReviewsBusy { minutes } => Msg::new("review-refusal-busy")
                .num("minutes", i64::try_from(*minutes).unwrap_or(i64::MAX))
                .into(),
            ReviewRefusal::NothingToReview => Msg::new("review-refusal-nothing")
                .command(
                    "review",
                    CommandRef::new(CommandName::Review).blank("game", "blank-number"),
                )
                .into(),
        }
    }
}
