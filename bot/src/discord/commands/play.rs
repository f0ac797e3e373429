//! Playing the game in this channel: moves, the board, and the game-ending commands.

use super::super::{Context, Error, autocomplete};
use super::run;
use service::Command;

/// `/move`, with the legal moves suggested as the player types.
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete::moves"] r#move: String,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Move {
            text: r#move,
            expected_ply: None,
        },
    )
    .await
}

/// `/board`, with the server's game numbers suggested.
#[poise::command(slash_command, guild_only)]
pub async fn board(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete::games"] game: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Board { game }).await
}

/// `/resign`.
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Resign).await
}

/// `/draw`.
#[poise::command(slash_command, guild_only)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Draw).await
}

/// `/abort`.
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Abort).await
}

/// `/takeback`.
#[poise::command(slash_command, guild_only)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Takeback).await
}

/// `/moretime`.
#[poise::command(slash_command, guild_only, rename = "moretime")]
pub async fn more_time(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::MoreTime).await
}

/// `/conditional`, with the server's game numbers suggested for `game`.
#[poise::command(slash_command, guild_only)]
pub async fn conditional(
    ctx: Context<'_>,
    line: Option<String>,
    clear: Option<bool>,
    #[autocomplete = "autocomplete::games"] game: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Conditional {
            line,
            clear: clear.unwrap_or(false),
            game,
        },
    )
    .await
}
