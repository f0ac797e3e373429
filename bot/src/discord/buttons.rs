//! Button presses: the button's id becomes a service [`Command::Press`]; the service
//! re-checks who pressed it and whether its challenge or offer is still open.

use super::answer::{Asked, answer};
use super::post;
use super::{Data, translate};
use data::InteractionId;
use serenity::all::{ComponentInteraction, Http};
use service::metrics::Ended;
use service::{Action, Command, CommandName, CommandRef, Request};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Answers one button press. A failure is logged and the presser gets a private
/// apology, so nobody is left looking at a spinning button. Counted in the metrics
/// with how it ended and how long it took.
pub async fn pressed(http: &Arc<Http>, data: &Data, press: &ComponentInteraction) {
    let started = Instant::now();
    let action = Action::parse(&press.data.custom_id);
    let kind = service::metrics::button_kind(action);
    let ended = answer_press(http, data, press, action).await;
    service::metrics::interaction(kind, ended, started.elapsed());
}

async fn answer_press(
    http: &Arc<Http>,
    data: &Data,
    press: &ComponentInteraction,
    action: Option<Action>,
) -> Ended {
    let responded = AtomicBool::new(false);
    let asked = Asked::Press(press, &responded);
    let place = translate::place(
        press.guild_id,
        press.channel_id,
        &press.authorizing_integration_owners,
    );
    let Some(action) = action else {
        dead_button(http, data, &asked, press).await;
        return Ended::Unreadable;
    };
    let request = Request {
        actor: translate::actor(&press.user, press.member.as_ref(), &press.locale),
        place,
        command: Command::Press(action),
        interaction: Some(InteractionId(press.id.get())),
    };
    match answer(http, data, &asked, request).await {
        Ok(ended) => ended,
        Err(e) => {
            tracing::error!(error = %e, custom_id = %press.data.custom_id, "button press failed");
            if let Err(e) = asked.say_privately(http, data, super::sorry()).await {
                tracing::warn!(error = %e, "could not apologise");
            }
            Ended::Failed
        }
    }
}

/// A button whose id Sanctum cannot read (an older version's, or a damaged one): the presser is told privately, and a message of
/// Sanctum's own gets its buttons disabled so nobody presses them again.
async fn dead_button(http: &Http, data: &Data, asked: &Asked<'_>, press: &ComponentInteraction) {
    tracing::info!(custom_id = %press.data.custom_id, "a button Sanctum cannot read");
    let msg =
        service::Msg::new("face-dead-button").command("games", CommandRef::new(CommandName::Games));
    if let Err(e) = asked.say_privately(http, data, msg).await {
        tracing::warn!(error = %e, "could not answer a dead button");
    }
    let ours = press.data.custom_id.starts_with("sanctum:")
        || press.message.author.id.get() == press.application_id.get();
    if ours {
        post::disable_all(http, &press.message).await;
    }
}
