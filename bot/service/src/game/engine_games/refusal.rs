//! Games against Sanctum.

use crate::core::text::Msg;
use crate::core::text::Text;

/// Why a game against Sanctum was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineGameRefusal {
    /// A level outside the engine's range for a game against Sanctum.
    BadLevel(i64),
    /// A rated game asked of Sanctum.
    EngineUnrated,
}

impl crate::core::refusal::Refuse for EngineGameRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            EngineGameRefusal::BadLevel(level) => Msg::new("engine-game-refusal-bad-level")
                .num("level", *level)
                .into(),
            EngineGameRefusal::EngineUnrated => Msg::new("engine-game-refusal-unrated").into(),
        }
    }
}
