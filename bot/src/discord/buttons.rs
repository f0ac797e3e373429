//! Button presses: the button's id becomes a service [`Command::Press`]; the service
//! re-checks who pressed it and whether its challenge or offer is still open.

use super::{Data, post, threads, translate};
use crate::service::{Action, Command, Request, Visibility};
use data::InteractionId;
use serenity::all::{ComponentInteraction, CreateInteractionResponse, Http};

/// Answers one button press.
pub async fn pressed(http: &Http, data: &Data, press: &ComponentInteraction) -> anyhow::Result<()> {
    let Some(action) = Action::parse(&press.data.custom_id) else {
        tracing::debug!(custom_id = %press.data.custom_id, "not a Sanctum button");
        return Ok(());
    };
    let Some(place) = translate::place(press.guild_id, press.channel_id) else {
        return Ok(());
    };
    let request = Request {
        actor: translate::actor(&press.user, press.member.as_ref()),
        place,
        command: Command::Press(action),
        interaction: Some(InteractionId(press.id.get())),
    };
    let service = data.service.clone();
    let response = tokio::task::spawn_blocking(move || service.handle(&request)).await?;
    if response.duplicate {
        return Ok(());
    }
    let mut answered = false;
    for reply in &response.replies {
        if let Some(channel) = reply.channel {
            let channel = serenity::all::ChannelId::new(channel.0.max(1));
            post::post_in_channel(http, &data.button_messages, channel, reply).await?;
            continue;
        }
        if answered {
            let message = press
                .create_followup(http, post::to_followup(reply))
                .await?;
            if reply.visibility == Visibility::Public {
                data.button_messages
                    .remember(message.channel_id, message.id, &reply.buttons);
            }
        } else {
            press
                .create_response(
                    http,
                    CreateInteractionResponse::Message(post::to_interaction_message(reply)),
                )
                .await?;
            answered = true;
            if !reply.buttons.is_empty() && reply.visibility == Visibility::Public {
                let message = press.get_response(http).await?;
                data.button_messages
                    .remember(message.channel_id, message.id, &reply.buttons);
            }
        }
    }
    if !answered {
        press
            .create_response(http, CreateInteractionResponse::Acknowledge)
            .await?;
    }
    // The pressed message itself may predate this process (a restart): disable its
    // buttons from what Discord sent back if they belong to what just closed.
    let closed = [
        response.closed_challenge.map(post::ButtonOwner::Challenge),
        response.closed_offer.map(post::ButtonOwner::Offer),
    ];
    let on_message = post::buttons_of(&press.message.components);
    let owner = on_message
        .iter()
        .find_map(|b| post::ButtonOwner::of(b.action));
    if owner.is_some_and(|o| closed.contains(&Some(o))) {
        data.button_messages
            .remember(press.channel_id, press.message.id, &on_message);
    }
    post::close(http, &data.button_messages, &response).await;
    if let Some(request) = &response.thread {
        threads::open(http, data, press.channel_id, request, &response).await;
    }
    Ok(())
}
