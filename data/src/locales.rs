//! The language Discord last said each user and server uses, for what Sanctum posts
//! when nobody is asking: reminders, deadline news, direct messages.

use crate::row::p;
use crate::{Result, Store};

impl Store {
    /// The locale Discord last gave for `owner` (a user's or a server's id), as it
    /// gave it (`de`, `pt-BR`), if any.
    pub fn seen_locale(&self, owner: u64) -> Result<Option<String>> {
        self.conn()
            .query_opt(
                "SELECT locale FROM seen_locales WHERE owner_id = $1",
                p![owner.cast_signed()],
            )?
            .map(|r| r.text("locale"))
            .transpose()
    }

    /// Remembers that Discord says `owner` uses `locale` (a blank one is not kept).
    pub fn set_seen_locale(&self, owner: u64, locale: &str) -> Result<()> {
        let locale = locale.trim();
        if locale.is_empty() {
            return Ok(());
        }
        self.execute_write(
            "INSERT INTO seen_locales (owner_id, locale) VALUES ($1, $2)
             ON CONFLICT (owner_id) DO UPDATE SET locale = excluded.locale",
            p![owner.cast_signed(), locale],
        )?;
        Ok(())
    }
}

impl Store {
    /// The language a server's managers chose for its channels (`de`), if they chose one.
    pub fn guild_language(&self, guild: crate::GuildId) -> Result<Option<String>> {
        Ok(self
            .conn()
            .query_opt(
                "SELECT language FROM guild_settings WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .map(|r| r.opt_text("language"))
            .transpose()?
            .flatten())
    }

    /// Sets (or, with `None`, forgets) the language a server's channels read; its other
    /// settings stay as they are.
    pub fn set_guild_language(&self, guild: crate::GuildId, language: Option<&str>) -> Result<()> {
        let language = language.map(str::trim).filter(|l| !l.is_empty());
        let defaults = crate::GuildSettings::default();
        self.execute_write(
            "INSERT INTO guild_settings (guild_id, default_days, rated_default, game_threads, role_ping_minutes, web_pages, boards_turn, language)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
            p![
                guild.sql(),
                defaults.default_days,
                defaults.rated_by_default,
                defaults.game_threads,
                defaults.role_ping_minutes,
                defaults.web_pages,
                defaults.shared_board == crate::SharedBoard::ToMove,
                language
            ],
        )?;
        Ok(())
    }

    /// The server a channel belongs to, as far as Sanctum knows it: a game's channel or
    /// thread (either server's, for a game shown in two), or a server's lobby channel.
    pub fn guild_of_channel(&self, channel: crate::ChannelId) -> Result<Option<crate::GuildId>> {
        self.conn()
            .query_opt(
                "SELECT guild_id FROM games WHERE channel_id = $1
                 UNION ALL SELECT mirror_guild_id FROM games
                     WHERE mirror_channel_id = $1 AND mirror_guild_id IS NOT NULL
                 UNION ALL SELECT guild_id FROM lobby_channels WHERE channel_id = $1
                 LIMIT 1",
                p![channel.sql()],
            )?
            .map(|r| Ok(crate::GuildId::from_sql(r.i64("guild_id")?)))
            .transpose()
    }
}
