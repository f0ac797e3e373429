//! Blocks between players.

use crate::core::names::CommandName;
use crate::core::text::{CommandRef, Text};
use data::UserId;

/// Why a challenge between players who blocked each other, or a block, was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockRefusal {
    /// Playing someone who chose not to play with the caller (`/block`).
    NotWelcome {
        /// Who blocked the caller.
        user: UserId,
    },
    /// Playing someone the caller blocked.
    YouBlocked {
        /// Whom the caller blocked.
        user: UserId,
    },
    /// Blocking oneself or a bot.
    CannotBlock,
    /// More blocks than one person may keep.
    TooManyBlocks,
}

impl crate::core::refusal::Refuse for BlockRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            BlockRefusal::NotWelcome { user } => Text::new()
                .user(*user)
                .plain(" has chosen not to play with you."),
            BlockRefusal::YouBlocked { user } => Text::from("You blocked ")
                .user(*user)
                .plain(", so you two can't play. To play them again, unblock them with ")
                .command(
                    CommandRef::new(CommandName::Block)
                        .arg("player", "@them")
                        .arg("remove", "true"),
                )
                .plain("."),
            BlockRefusal::CannotBlock => {
                "You can block other people only: not yourself, and not a bot.".into()
            }
            BlockRefusal::TooManyBlocks => format!(
                "You already block {} people, as many as anyone may. Unblock someone first.",
                crate::core::policy::MAX_BLOCKS
            )
            .into(),
        }
    }
}
