//! More time for the opponent.

use crate::core::names::CommandName;
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
        MoreTimeRefusal::MoreTimeOwnMove => Text::from("It's your move: ")
            .command(CommandRef::new(CommandName::MoreTime))
            .plain(" gives your opponent more time on theirs. Make your move with ")
            .command(CommandRef::new(CommandName::Move))
            .plain("."),
        MoreTimeRefusal::MoreTimeCapped { days } => format!(
            "Your opponent already has nearly {days} days for this move, the most a move may wait."
        )
        .into(),
        }
    }
}
