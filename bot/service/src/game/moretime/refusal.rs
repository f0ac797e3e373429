//! More time for the opponent.

use crate::core::names::CommandName;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};

/// Why more time was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoreTimeRefusal {
    /// More time asked for one's own move (it is a gift to the opponent).
    MoreTimeOwnMove,
    /// More time past the longest a move may wait.
    MoreTimeCapped {
        /// The longest a move may wait, in days.
        days: i64,
    },
}

impl crate::core::refusal::Refuse for MoreTimeRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            MoreTimeRefusal::MoreTimeOwnMove => Msg::new("moretime-refusal-own-move")
                .command("moretime", CommandRef::new(CommandName::MoreTime))
                .command("move", CommandRef::new(CommandName::Move))
                .into(),
            MoreTimeRefusal::MoreTimeCapped { days } => Msg::new("moretime-refusal-capped")
                .num("days", *days)
                .into(),
        }
    }
}
