//! The server's settings.

use super::super::choices::Pick;
use super::super::{Context, Error};
use super::run;
use data::DaysPerMove;
use service::Command;

/// `/settings` (Discord hides it from members without Manage Server; the service
/// checks again).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Context<'_>,
    days: Option<Pick<DaysPerMove>>,
    rated: Option<bool>,
    threads: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Settings {
            days: days.map(|d| d.0),
            rated,
            threads,
        },
    )
    .await
}
