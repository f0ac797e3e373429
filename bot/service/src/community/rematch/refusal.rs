//! Rematches.

use crate::core::names::CommandName;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};

/// Why a rematch was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RematchRefusal {
    /// A rematch of a game between two servers (the new game would have no place in
    /// the other player's server).
    RematchAcrossServers,
    /// A rematch of a game that is still going.
    GameNotOver,
    /// A rematch of a game whose rematch was already played.
    AlreadyRematched {
        /// The rematch.
        game: data::GameId,
    },
}

impl crate::core::refusal::Refuse for RematchRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            RematchRefusal::RematchAcrossServers => Msg::new("rematch-refusal-across-servers")
                .command(
                    "challenge",
                    CommandRef::new(CommandName::Challenge)
                        .arg("variant", "sanctuary")
                        .arg("anywhere", "true"),
                ),
            RematchRefusal::GameNotOver => Msg::new("rematch-refusal-game-not-over"),
            RematchRefusal::AlreadyRematched { game } => {
                Msg::new("rematch-refusal-already-rematched")
                    .num("game", game.0)
                    .command("start", crate::core::refusal::start_a_game())
            }
        }
        .into()
    }
}
