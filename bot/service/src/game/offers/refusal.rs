//! Resignations, draws, aborts and takebacks.

use crate::core::names::CommandName;
use crate::core::text::{CommandRef, Text};

/// Why a resignation, a draw, an abort or a takeback was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OfferRefusal {
    /// Abort after both sides moved.
    AbortTooLate,
    /// Takeback in a rated game.
    TakebackRated,
    /// Nothing of the caller's to take back.
    NothingToTakeBack,
    /// The caller already has an open offer of this kind.
    AlreadyOffered(&'static str),
    /// There is no open offer of this kind to answer.
    NoOffer(&'static str),
    /// A player pressed the button of their own offer.
    OwnOffer(&'static str),
    /// A player's abort of a tournament game (a game nobody starts is forfeited instead).
    TournamentAbort,
}

impl crate::core::refusal::Refuse for OfferRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
        OfferRefusal::AbortTooLate => Text::from("It's too late to abort: both sides have moved. You can offer a ")
            .command(CommandRef::new(CommandName::Draw))
            .plain(" or ")
            .command(CommandRef::new(CommandName::Resign))
            .plain("."),
        OfferRefusal::TakebackRated => "Takebacks are only allowed in casual games.".into(),
        OfferRefusal::NothingToTakeBack => "You have no move to take back yet.".into(),
        OfferRefusal::AlreadyOffered(what) => format!("Your {what} offer is still open: your opponent can answer it.").into(),
        OfferRefusal::NoOffer(what) => format!("There is no {what} offer to answer.").into(),
        OfferRefusal::OwnOffer(what) => format!("That's your own {what} offer: your opponent has to answer it.").into(),
        OfferRefusal::TournamentAbort => "Tournament games cannot be aborted: a side that never moves loses the game by forfeit when its time runs out.".into(),
        }
    }
}
