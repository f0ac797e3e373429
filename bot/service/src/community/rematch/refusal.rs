//! Rematches.

use crate::core::names::CommandName;
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
        RematchRefusal::RematchAcrossServers => Text::from("A game between two servers has no rematch button: post a new challenge to the lobby with ")
            .command(CommandRef::new(CommandName::Challenge).arg("variant", "sanctuary").arg("anywhere", "true"))
            .plain(", and your opponent can take it from their server."),
        RematchRefusal::GameNotOver => "That game is still going: a rematch is for a finished game.".into(),
        RematchRefusal::AlreadyRematched { game } => Text::from(format!(
            "This game already had its rematch: game {game}. Ask for another under that one, or start a new game with "
        ))
        .command(crate::core::refusal::start_a_game())
        .plain("."),
        }
    }
}
