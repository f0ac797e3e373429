//! Starting games and listing them.

use super::super::choices::Pick;
use super::super::{Context, Error, translate};
use super::run;
use data::{ColorWish, DaysPerMove};
use rules::Variant;
use service::Command;

/// `/challenge` (described in the service's catalogue).
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: serenity::all::User,
    variant: Pick<Variant>,
    color: Option<Pick<ColorWish>>,
    days: Option<Pick<DaysPerMove>>,
    rated: Option<bool>,
    level: Option<i64>,
) -> Result<(), Error> {
    let command = Command::Challenge {
        opponent: translate::mention(&opponent, super::resolved_member(ctx, &opponent)),
        variant: variant.0,
        color: color.map(|c| c.0),
        days: days.map(|d| d.0),
        rated,
        level,
    };
    run(ctx, command).await
}

/// `/games`.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Games).await
}
