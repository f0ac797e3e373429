//! Starting games and listing them.

use super::super::choices::Pick;
use super::super::{Context, Error, translate};
use super::run;
use data::{ColorWish, DaysPerMove};
use rules::Variant;
use service::Command;

/// `/challenge`; without an opponent, an open challenge.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    variant: Pick<Variant>,
    opponent: Option<serenity::all::User>,
    color: Option<Pick<ColorWish>>,
    days: Option<Pick<DaysPerMove>>,
    rated: Option<bool>,
    level: Option<i64>,
) -> Result<(), Error> {
    let command = Command::Challenge {
        opponent: opponent
            .as_ref()
            .map(|o| translate::mention(o, super::resolved_member(ctx, o))),
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
pub async fn games(ctx: Context<'_>, page: Option<u32>) -> Result<(), Error> {
    run(
        ctx,
        Command::Games {
            page: page.unwrap_or(1),
        },
    )
    .await
}
