//! Conditional moves.

use crate::core::names::CommandName;
use crate::core::text::{CommandRef, Text};

/// Why conditional moves were refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConditionalRefusal {
    /// Conditional moves queued while it is one's own move.
    ConditionalOwnMove,
    /// A conditional line and `clear` at once.
    ConditionalLineAndClear,
}

impl crate::core::refusal::Refuse for ConditionalRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
        ConditionalRefusal::ConditionalOwnMove => Text::from("It's your move: play it first with ")
            .command(CommandRef::new(CommandName::Move))
            .plain(". Conditional moves answer your opponent's next move, so they are queued while your opponent is to move. Nothing was queued."),
        ConditionalRefusal::ConditionalLineAndClear => Text::from("Give either a line to queue or ")
            .code("clear")
            .plain(", not both. Nothing was changed."),
        }
    }
}
