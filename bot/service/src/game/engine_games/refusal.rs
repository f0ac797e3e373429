//! Games against Sanctum.

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
        EngineGameRefusal::BadLevel(level) => format!(
            "There is no level {level}: Sanctum plays at levels {} (beginner) to {} (full strength).",
            crate::core::policy::MIN_LEVEL,
            crate::core::policy::MAX_LEVEL
        )
        .into(),
        EngineGameRefusal::EngineUnrated => "Games against Sanctum are never rated: leave out `rated`, or set it to casual.".into(),
        }
    }
}
