//! Resignations, draws, aborts and takebacks.

use crate::core::names::CommandName;
use crate::core::text::Msg;
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
            OfferRefusal::AbortTooLate => Msg::new("offers-refusal-abort-too-late")
                .command("draw", CommandRef::new(CommandName::Draw))
                .command("resign", CommandRef::new(CommandName::Resign))
                .into(),
            OfferRefusal::TakebackRated => Msg::new("offers-refusal-takeback-rated").into(),
            OfferRefusal::NothingToTakeBack => {
                Msg::new("offers-refusal-nothing-to-take-back").into()
            }
            OfferRefusal::AlreadyOffered(what) => Msg::new("offers-refusal-already-offered")
                .str("offer", offer_kind(what))
                .into(),
            OfferRefusal::NoOffer(what) => Msg::new("offers-refusal-no-offer")
                .str("offer", offer_kind(what))
                .into(),
            OfferRefusal::OwnOffer(what) => Msg::new("offers-refusal-own-offer")
                .str("offer", offer_kind(what))
                .into(),
            OfferRefusal::TournamentAbort => Msg::new("offers-refusal-tournament-abort").into(),
        }
    }
}

/// The kind of offer a refusal names, as its messages' selector reads it: `draw`,
/// `takeback`, or `either` for "draw or takeback".
fn offer_kind(what: &str) -> &'static str {
    match what {
        "takeback" => "takeback",
        "draw or takeback" => "either",
        _ => "draw",
    }
}
