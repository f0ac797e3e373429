//! The slash commands, one module per family. Each builds a service
//! [`Command`] from its options and hands it to [`run`]; poise turns the doc comments
//! into the descriptions Discord shows.

mod games;
mod info;
mod play;
mod settings;

use super::{Context, Data, Error, post, threads, translate};
use crate::service::{Command, Request, Response, Visibility};
use data::InteractionId;
use std::time::Duration;

/// How long to wait for the service before deferring the answer: Discord wants one
/// within 3 seconds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Every command, in the order `/help` lists them.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        games::challenge(),
        play::play_move(),
        play::board(),
        games::games(),
        play::resign(),
        play::draw(),
        play::abort(),
        play::takeback(),
        info::pgn(),
        info::rules(),
        info::leaderboard(),
        info::stats(),
        info::help(),
        settings::settings(),
    ]
}

/// Runs a command through the service and answers with its response.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let Some(place) = translate::place(ctx.guild_id(), ctx.channel_id()) else {
        ctx.send(
            poise::CreateReply::default()
                .content(
                    "Sanctum games are played in servers: use this command in a server channel.",
                )
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    };
    let (member, interaction) = match ctx {
        poise::Context::Application(app) => (
            app.interaction.member.as_deref(),
            Some(InteractionId(app.interaction.id.get())),
        ),
        poise::Context::Prefix(_) => (None, None),
    };
    let request = Request {
        actor: translate::actor(ctx.author(), member),
        place,
        command,
        interaction,
    };
    let service = ctx.data().service.clone();
    let mut work = tokio::task::spawn_blocking(move || service.handle(&request));
    let response = if let Ok(done) = tokio::time::timeout(DEFER_AFTER, &mut work).await {
        done?
    } else {
        ctx.defer().await?;
        work.await?
    };
    deliver(ctx, response).await
}

/// Sends a command's response: its own replies answer the interaction, replies for
/// other channels are posted there, closed buttons are disabled, a thread is opened.
async fn deliver(ctx: Context<'_>, response: Response) -> Result<(), Error> {
    if response.duplicate {
        return Ok(());
    }
    let data = ctx.data();
    let http = ctx.http();
    let mut answered = false;
    for reply in &response.replies {
        if let Some(channel) = reply.channel {
            let channel = serenity::all::ChannelId::new(channel.0.max(1));
            post::post_in_channel(http, &data.button_messages, channel, reply).await?;
            continue;
        }
        let handle = ctx.send(post::to_poise(reply)).await?;
        answered = true;
        if !reply.buttons.is_empty() && reply.visibility == Visibility::Public {
            let message = handle.message().await?;
            data.button_messages
                .remember(message.channel_id, message.id, &reply.buttons);
        }
    }
    if !answered {
        // Everything went elsewhere: the interaction still needs its one answer.
        ctx.send(
            poise::CreateReply::default()
                .content("Done.")
                .ephemeral(true),
        )
        .await?;
    }
    post::close(http, &data.button_messages, &response).await;
    if let Some(request) = &response.thread {
        threads::open(http, data, ctx.channel_id(), request, &response).await;
    }
    Ok(())
}
