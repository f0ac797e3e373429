//! The server's settings.

use super::super::{Context, Error};
use super::games::Days;
use super::run;
use service::Command;

/// Show or change this server's Sanctum settings (Manage Server only).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Default days per move for new challenges"] days: Option<Days>,
    #[description = "Whether new games are rated by default"] rated: Option<bool>,
    #[description = "Whether each game gets its own thread"] threads: Option<bool>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Settings {
            days: days.map(Days::get),
            rated,
            threads,
        },
    )
    .await
}
