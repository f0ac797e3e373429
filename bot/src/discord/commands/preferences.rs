//! A player's own choices: how boards look to them and how Sanctum reaches them.

use super::super::choices::Pick;
use super::super::{Context, Error};
use super::run;
use service::Command;

/// `/preferences`: board orientation and theme, and move confirmation.
#[poise::command(slash_command, guild_only)]
pub async fn preferences(
    ctx: Context<'_>,
    orientation: Option<Pick<data::Orientation>>,
    theme: Option<Pick<render::Theme>>,
    confirm: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Preferences {
            orientation: orientation.map(|o| o.0),
            theme: theme.map(|t| t.0),
            confirm,
        },
    )
    .await
}

/// `/notify`: direct messages, reminders and the daily digest.
#[poise::command(slash_command, guild_only)]
pub async fn notify(
    ctx: Context<'_>,
    dm: Option<bool>,
    #[rename = "remind80"] reminder: Option<bool>,
    #[rename = "remind2h"] late_reminder: Option<bool>,
    digest: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Notify {
            dm,
            reminder,
            late_reminder,
            digest,
        },
    )
    .await
}
