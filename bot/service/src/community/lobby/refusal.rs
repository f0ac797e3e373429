//! The lobby across servers.

use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::variant_name;
use rules::Variant;

/// Why a lobby challenge was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LobbyRefusal {
    /// A team's lobby challenge asking a rating range, or rated.
    TeamsPlayCasual,
    /// A rating range that admits nobody: its least above its greatest.
    BadRange {
        /// The least rating asked.
        min: u32,
        /// The greatest.
        max: u32,
    },
    /// Taking a lobby challenge whose rating range the taker's global rating is outside.
    OutsideRange {
        /// The taker's global rating in the game.
        rating: u32,
        /// What the challenge asks.
        range: data::RatingRange,
        /// The game.
        variant: Variant,
    },
}

impl crate::core::refusal::Refuse for LobbyRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            LobbyRefusal::TeamsPlayCasual => Msg::new("lobby-refusal-teams-play-casual"),
            LobbyRefusal::BadRange { min, max } => Msg::new("lobby-refusal-bad-range")
                .num("min", *min)
                .num("max", *max),
            LobbyRefusal::OutsideRange {
                rating,
                range,
                variant,
            } => Msg::new("lobby-refusal-outside-range")
                .text("range", super::range_msg(*range))
                .text("variant", Msg::new(variant_name(*variant)))
                .num("rating", *rating),
        }
        .into()
    }
}
