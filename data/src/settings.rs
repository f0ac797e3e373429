//! Per-server settings (changed by members with Manage Server).

use crate::convert::check_days;
use crate::row::{Row, p};
use crate::{Error, GuildId, Result, RoleId, Store};

/// A server's choices for new challenges and games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuildSettings {
    /// Days per move when a challenge does not say (one of [`DaysPerMove::ALL`](crate::DaysPerMove::ALL)).
    pub default_days: u32,
    /// Whether challenges are rated when they do not say.
    pub rated_by_default: bool,
    /// Whether each game gets its own thread.
    pub game_threads: bool,
    /// The least time, in minutes, between two pings of a game's role by open
    /// challenges (0: every open challenge pings).
    pub role_ping_minutes: u32,
    /// Whether the web face shows the server's leaderboards and players' pages: they
    /// show names beyond the server, so a manager chooses it.
    pub web_pages: bool,
    /// Which side is at the bottom of the board a game's channel shares.
    pub shared_board: SharedBoard,
}

/// Which side is at the bottom of the board a game's channel shares (a player's own
/// boards follow their preferences).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SharedBoard {
    /// The side to move: the board turns with each move, so whoever is to move reads
    /// it their way.
    #[default]
    ToMove,
    /// Always White, as a diagram in a book.
    White,
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
            role_ping_minutes: crate::policy::DEFAULT_ROLE_PING_MINUTES,
            web_pages: false,
            shared_board: SharedBoard::ToMove,
        }
    }
}

/// A row of `guild_settings`.
fn settings_from_row(r: &Row) -> Result<GuildSettings> {
    Ok(GuildSettings {
        default_days: r.u32("default_days")?,
        rated_by_default: r.bool("rated_default")?,
        game_threads: r.bool("game_threads")?,
        role_ping_minutes: match r.opt_i64("role_ping_minutes")? {
            Some(m) => u32::try_from(m)
                .map_err(|_| Error::CorruptDatabase(format!("role_ping_minutes {m}")))?,
            None => crate::policy::DEFAULT_ROLE_PING_MINUTES,
        },
        web_pages: r.bool("web_pages")?,
        shared_board: if r.bool("boards_turn")? {
            SharedBoard::ToMove
        } else {
            SharedBoard::White
        },
    })
}

impl Store {
    /// The server's settings, or the defaults if it never changed them.
    pub fn guild_settings(&self, guild: GuildId) -> Result<GuildSettings> {
        let found = self
            .conn()
            .query_opt(
                "SELECT default_days, rated_default, game_threads, role_ping_minutes, web_pages,
                        boards_turn
                 FROM guild_settings WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .map(|r| settings_from_row(&r))
            .transpose()?;
        Ok(found.unwrap_or_default())
    }

    /// Stores the server's settings (replacing any earlier ones).
    pub fn set_guild_settings(&self, guild: GuildId, settings: &GuildSettings) -> Result<()> {
        check_days(settings.default_days)?;
        if settings.role_ping_minutes > crate::policy::MAX_ROLE_PING_MINUTES {
            return Err(Error::Invalid(format!(
                "role_ping_minutes {}",
                settings.role_ping_minutes
            )));
        }
        self.execute_write(
            "INSERT INTO guild_settings (guild_id, default_days, rated_default, game_threads, role_ping_minutes, web_pages, boards_turn)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (guild_id) DO UPDATE SET default_days = excluded.default_days,
                 rated_default = excluded.rated_default, game_threads = excluded.game_threads,
                 role_ping_minutes = excluded.role_ping_minutes, web_pages = excluded.web_pages,
                 boards_turn = excluded.boards_turn",
            p![
                guild.sql(),
                settings.default_days,
                settings.rated_by_default,
                settings.game_threads,
                settings.role_ping_minutes,
                settings.web_pages,
                settings.shared_board == SharedBoard::ToMove
            ],
        )?;
        Ok(())
    }

    /// The role a server lets create tournaments besides its managers, if it named one.
    pub fn organiser_role(&self, guild: GuildId) -> Result<Option<RoleId>> {
        self.conn()
            .query_opt(
                "SELECT role_id FROM organiser_roles WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .map(|r| Ok(RoleId::from_sql(r.i64("role_id")?)))
            .transpose()
    }

    /// Names (or, with `None`, forgets) the role that may create tournaments.
    pub fn set_organiser_role(&self, guild: GuildId, role: Option<RoleId>) -> Result<()> {
        match role {
            Some(role) => self.execute_write(
                "INSERT INTO organiser_roles (guild_id, role_id) VALUES ($1, $2)
                 ON CONFLICT (guild_id) DO UPDATE SET role_id = excluded.role_id",
                p![guild.sql(), role.sql()],
            )?,
            None => self.execute_write(
                "DELETE FROM organiser_roles WHERE guild_id = $1",
                p![guild.sql()],
            )?,
        };
        Ok(())
    }
}
