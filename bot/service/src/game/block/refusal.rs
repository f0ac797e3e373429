//! Blocks between players.

use crate::core::text::Msg;
use crate::core::text::Text;
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
            BlockRefusal::NotWelcome { user } => Msg::new("block-refusal-not-welcome")
                .user("user", *user)
                .into(),
            BlockRefusal::YouBlocked { user } => Msg::new("block-refusal-you-blocked")
                .user("user", *user)
                .command("unblock", super::unblock_command())
                .into(),
            BlockRefusal::CannotBlock => Msg::new("block-refusal-cannot-block").into(),
            BlockRefusal::TooManyBlocks => Msg::new("block-refusal-too-many")
                .count("limit", crate::core::policy::MAX_BLOCKS)
                .into(),
        }
    }
}
