//! The server's settings.

use super::super::choices::Pick;
use super::super::{Context, Error};
use super::run;
use data::{DaysPerMove, RoleId};
use rules::Variant;
use service::Command;

/// `/settings` (Discord hides it from members without Manage Server; the service
/// checks again).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Context<'_>,
    days: Option<Pick<DaysPerMove>>,
    rated: Option<bool>,
    threads: Option<bool>,
    seek_variant: Option<Pick<Variant>>,
    seek_role: Option<serenity::all::RoleId>,
    bank: Option<i64>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Settings {
            days: days.map(|d| d.0),
            rated,
            threads,
            seek_variant: seek_variant.map(|v| v.0),
            seek_role: seek_role.map(|r| RoleId(r.get())),
            bank,
        },
    )
    .await
}
