//! Server settings: default days per move, rated by default, one thread per game.

use super::command::{ALLOWED_DAYS, Actor, Place};
use super::context::Ctx;
use super::error::{Refusal, Result};
use super::reply::{Reply, Response};
use super::text::days as days_text;
use data::GuildSettings;

impl Ctx<'_> {
    /// `settings`: shows them; with changes, needs Manage Server.
    pub fn settings(
        &self,
        actor: &Actor,
        place: Place,
        days: Option<u32>,
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
        if let Some(d) = days.filter(|d| !ALLOWED_DAYS.contains(d)) {
            return Err(Refusal::BadDays(d).into());
        }
        let new = GuildSettings {
            default_days: days.unwrap_or(current.default_days),
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
        if s.rated_by_default {
            "rated"
        } else {
            "casual"
        },
        if s.game_threads {
            "each game in its own thread"
        } else {
            "games played in the channel"
        }
    )
}
