//! Records, rules, ratings and help.

use super::super::choices::Pick;
use super::super::{Context, Error, autocomplete, translate};
use super::run;
use rules::Variant;
use service::Command;

/// `/pgn`, with the server's game numbers suggested.
#[poise::command(slash_command, guild_only)]
pub async fn pgn(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete::games"] game: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Pgn { game }).await
}

/// `/history`.
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    player: Option<serenity::all::User>,
    variant: Option<Pick<Variant>>,
    page: Option<u32>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::History {
            user: player
                .as_ref()
                .map(|p| translate::mention(p, super::resolved_member(ctx, p))),
            variant: variant.map(|v| v.0),
            page: page.unwrap_or(1),
        },
    )
    .await
}

/// `/review`: long reviews show their progress in the answer as they go.
#[poise::command(slash_command, guild_only)]
pub async fn review(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete::games"] game: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Review { game }).await
}

/// `/rules`.
#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>, variant: Pick<Variant>) -> Result<(), Error> {
    run(ctx, Command::Rules { variant: variant.0 }).await
}

/// `/leaderboard`.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    variant: Option<Pick<Variant>>,
    page: Option<u32>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Leaderboard {
            variant: variant.map(|v| v.0),
            page: page.unwrap_or(1),
        },
    )
    .await
}

/// `/stats`.
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>, player: Option<serenity::all::User>) -> Result<(), Error> {
    run(
        ctx,
        Command::Stats {
            user: player
                .as_ref()
                .map(|p| translate::mention(p, super::resolved_member(ctx, p))),
        },
    )
    .await
}

/// `/help`.
#[poise::command(slash_command, guild_only)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}
