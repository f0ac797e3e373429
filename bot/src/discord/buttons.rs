//! Button presses: the button's id becomes a service [`Command::Press`]; the service
//! re-checks who pressed it and whether its challenge or offer is still open.

use super::answer::{Asked, answer};
use super::{Data, translate};
use data::InteractionId;
use serenity::all::{ComponentInteraction, Http};
use service::{Action, Command, Request};
use std::sync::atomic::AtomicBool;

/// Answers one button press. A failure is logged and the presser gets a private
/// apology, so nobody is left looking at a spinning button.
pub async fn pressed(http: &Http, data: &Data, press: &ComponentInteraction) {
    let Some(action) = Action::parse(&press.data.custom_id) else {
        tracing::debug!(custom_id = %press.data.custom_id, "not a Sanctum button");
        return;
    };
    let Some(place) = translate::place(press.guild_id, press.channel_id) else {
        return;
    };
    let request = Request {
        actor: translate::actor(&press.user, press.member.as_ref()),
        place,
        command: Command::Press(action),
        interaction: Some(InteractionId(press.id.get())),
    };
    let responded = AtomicBool::new(false);
    let asked = Asked::Press(press, &responded);
    if let Err(e) = answer(http, data, &asked, request).await {
        tracing::error!(error = %e, custom_id = %press.data.custom_id, "button press failed");
        if let Err(e) = asked.tell_privately(http, super::SORRY).await {
            tracing::warn!(error = %e, "could not apologise");
        }
    }
}
