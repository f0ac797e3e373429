//! Reviews of finished games.

use crate::core::names::CommandName;
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
        ReviewRefusal::ReviewUnfinished => "That game is still being played: it can be reviewed once it is over.".into(),
        ReviewRefusal::ReviewAborted => "That game was aborted before it really started: there is nothing to review.".into(),
        ReviewRefusal::ReviewAlreadyWaiting { game } => format!(
            "Your review of game #{game} is still waiting its turn. Ask for another once it is posted."
        )
        .into(),
        ReviewRefusal::ReviewsBusy { minutes } => format!(
            "Sanctum is busy reviewing other games. Try again in {minutes} minute{}.",
            if *minutes == 1 { "" } else { "s" }
        )
        .into(),
        ReviewRefusal::NothingToReview => Text::from("There is no finished game of yours here to review. Name one: ")
            .command(CommandRef::new(CommandName::Review).arg("game", "<number>"))
            .plain(" (the number is in its PGN file and in the game's messages)."),
        }
    }
}
