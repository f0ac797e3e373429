//! Records, rules, ratings and help.

use super::super::{Context, Error, translate};
use super::games::Variant;
use super::run;
use service::Command;

/// This channel's game record (or its last game's) as a PGN file, with an animated replay.
#[poise::command(slash_command, guild_only)]
pub async fn pgn(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Pgn).await
}

/// Explain a variant's rules, with a picture of its start position.
#[poise::command(slash_command, guild_only)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] variant: Variant,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Rules {
            variant: variant.as_str().to_owned(),
        },
    )
    .await
}

/// The server's rating list for a variant, 10 players per page.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: Sanctuary Chess)"] variant: Option<Variant>,
    #[description = "Page (default: 1)"]
    #[min = 1]
    #[max = 1000]
    page: Option<u32>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Leaderboard {
            variant: variant.map(|v| v.as_str().to_owned()),
            page: page.unwrap_or(1),
        },
    )
    .await
}

/// A player's ratings and record per variant (default: yours).
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] player: Option<serenity::all::User>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Stats {
            user: player.as_ref().map(translate::mention),
        },
    )
    .await
}

/// List Sanctum's commands.
#[poise::command(slash_command, guild_only)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}
