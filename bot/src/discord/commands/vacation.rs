//! Vacation: pausing all of a player's clocks at once.

use super::super::{Context, Error};
use super::run;
use service::Command;

/// `/vacation days:N`, `/vacation end:True`, or `/vacation` alone to see where you stand.
#[poise::command(slash_command, guild_only)]
pub async fn vacation(ctx: Context<'_>, days: Option<i64>, end: Option<bool>) -> Result<(), Error> {
    run(
        ctx,
        Command::Vacation {
            days,
            end: end.unwrap_or(false),
        },
    )
    .await
}
