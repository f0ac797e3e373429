//! The slash commands, one module per family. Each builds a service
//! [`Command`] from its options and hands it to [`run`]; poise turns the doc comments
//! into the descriptions Discord shows.

mod games;
mod info;
mod play;
mod settings;

use super::answer::{Asked, answer};
use super::{Context, Data, Error, translate};
use data::InteractionId;
use service::{Command, Request};

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
    let poise::Context::Application(app) = ctx else {
        // Sanctum registers slash commands only.
        return Ok(());
    };
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
    let request = Request {
        actor: translate::actor(ctx.author(), app.interaction.member.as_deref()),
        place,
        command,
        interaction: Some(InteractionId(app.interaction.id.get())),
    };
    let asked = Asked::Command(app.interaction, app.has_sent_initial_response);
    answer(ctx.http(), ctx.data(), &asked, request).await
}
