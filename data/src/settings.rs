//! Per-server settings (changed by members with Manage Server).

use crate::convert::check_days;
use crate::row::{Row, p};
use crate::{GuildId, Result, Store};

/// A server's choices for new challenges and games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuildSettings {
    /// Days per move when a challenge does not say (one of [`DaysPerMove::ALL`](crate::DaysPerMove::ALL)).
    pub default_days: u32,
    /// Whether challenges are rated when they do not say.
    pub rated_by_default: bool,
    /// Whether each game gets its own thread.
    pub game_threads: bool,
}

impl Default for GuildSettings {
    /// Three days per move, rated, each game in its own thread: what a server has before
    /// anyone changes it. (Without the permission to create threads, games stay in the
    /// channel where they were accepted.)
    fn default() -> GuildSettings {
        GuildSettings {
            default_days: crate::policy::DEFAULT_DAYS_PER_MOVE.get(),
            rated_by_default: crate::policy::RATED_BY_DEFAULT,
            game_threads: crate::policy::GAME_THREADS_BY_DEFAULT,
        }
    }
}

/// A row of `guild_settings`.
fn settings_from_row(r: &Row) -> Result<GuildSettings> {
    Ok(GuildSettings {
        default_days: r.u32("default_days")?,
        rated_by_default: r.bool("rated_default")?,
        game_threads: r.bool("game_threads")?,
    })
}

impl Store {
    /// The server's settings, or the defaults if it never changed them.
    pub fn guild_settings(&self, guild: GuildId) -> Result<GuildSettings> {
        let found = self
            .conn()
            .query_opt(
                "SELECT default_days, rated_default, game_threads FROM guild_settings WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .map(|r| settings_from_row(&r))
            .transpose()?;
        Ok(found.unwrap_or_default())
    }

    /// Stores the server's settings (replacing any earlier ones).
    pub fn set_guild_settings(&self, guild: GuildId, settings: &GuildSettings) -> Result<()> {
        check_days(settings.default_days)?;
        self.execute_write(
            "INSERT INTO guild_settings (guild_id, default_days, rated_default, game_threads) VALUES ($1, $2, $3, $4)
             ON CONFLICT (guild_id) DO UPDATE SET default_days = excluded.default_days,
                 rated_default = excluded.rated_default, game_threads = excluded.game_threads",
            p![guild.sql(), settings.default_days, settings.rated_by_default, settings.game_threads],
        )?;
        Ok(())
    }
}
