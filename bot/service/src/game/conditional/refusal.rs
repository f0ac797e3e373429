//! Conditional moves.

use crate::core::names::CommandName;
use crate::core::text::Msg;
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
            ConditionalRefusal::ConditionalOwnMove => Msg::new("conditional-refusal-own-move")
                .command("move", CommandRef::new(CommandName::Move))
                .into(),
            ConditionalRefusal::ConditionalLineAndClear => {
                Msg::new("conditional-refusal-line-and-clear")
                    .code("clear", "clear")
                    .into()
            }
        }
    }
}
