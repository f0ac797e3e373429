//! Playing the game in this channel: moves, the board, and the game-ending commands.

use super::super::{Context, Error, autocomplete};
use super::run;
use service::Command;

/// Play a move in this channel's game, in SAN (Nf3, exd5, O-O) or UCI (g1f3).
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[description = "Your move; start typing to see the legal ones"]
    #[autocomplete = "autocomplete::moves"]
    #[max_length = 16]
    r#move: String,
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

/// Show the current board of this channel's game.
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Board).await
}

/// Resign this channel's game (you will be asked to confirm).
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Resign).await
}

/// Offer a draw, or accept the draw your opponent offered.
#[poise::command(slash_command, guild_only)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Draw).await
}

/// Call the game off before both sides have moved: no result, no rating change.
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Abort).await
}

/// Ask to take back your last move (unrated games only), or agree to your opponent's request.
#[poise::command(slash_command, guild_only)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Takeback).await
}
