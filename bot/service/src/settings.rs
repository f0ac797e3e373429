//! Server settings: default days per move, rated by default, one thread per game.

use super::command::{Actor, Place};
use super::context::Ctx;
use super::error::{Refusal, Result};
use super::reply::{Reply, Response};
use super::words::{days as days_text, rated_word};
use data::{DaysPerMove, GuildSettings};

impl Ctx<'_> {
    /// `settings`: shows them; with changes, needs Manage Server.
    pub fn settings(
        &self,
        actor: &Actor,
        place: Place,
        days: Option<DaysPerMove>,
        rated: Option<bool>,
        threads: Option<bool>,
    ) -> Result<Response> {
        let current = self.store.guild_settings(place.guild)?;
        if days.is_none() && rated.is_none() && threads.is_none() {
            return Ok(Response::one(Reply::private(format!(
                "Server settings: {}.",
                describe(current)
            ))));
        }
        if !actor.manage_server {
            return Err(Refusal::NeedsManageServer.into());
        }
        let new = GuildSettings {
            default_days: days.map_or(current.default_days, DaysPerMove::get),
            rated_by_default: rated.unwrap_or(current.rated_by_default),
            game_threads: threads.unwrap_or(current.game_threads),
        };
        self.store.set_guild_settings(place.guild, &new)?;
        tracing::info!(guild = %place.guild, "settings changed");
        Ok(Response::one(Reply::public(format!(
            "{} changed the server settings: {}.",
            actor.name,
            describe(new)
        ))))
    }
}

fn describe(s: GuildSettings) -> String {
    format!(
        "{} per move, {} by default, {}",
        days_text(s.default_days),
        rated_word(s.rated_by_default),
        if s.game_threads {
            "each game in its own thread"
        } else {
            "games played in the channel"
        }
    )
}
