//! The lobby across servers.

use crate::core::text::Text;
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
        LobbyRefusal::TeamsPlayCasual => "A game between teams is casual and open to every server in the lobby: leave out rated, min_rating and max_rating.".into(),
        LobbyRefusal::BadRange { min, max } => format!(
            "A rating range from {min} up to {max} admits nobody: make min_rating at most max_rating."
        )
        .into(),
        LobbyRefusal::OutsideRange { rating, range, variant } => format!(
            "This challenge asks for a rating {} in {} across servers, and yours is {rating}. Look for another in the lobby, or post your own with anywhere:true.",
            crate::core::words::range_words(*range),
            variant.name()
        )
        .into(),
        }
    }
}
