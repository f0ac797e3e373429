//! The archive: a player's finished games page by page, and a server's games by number.

use crate::games::{GAME_COLUMNS, query_games};
use crate::policy::MAX_PAGE;
use crate::row::p;
use crate::{GuildId, Result, Store, StoredGame, UserId};
use rules::Variant;

impl Store {
    /// A player's finished and aborted games in `guild` (of one variant, or all),
    /// newest first: `limit` of them after skipping `offset`.
    pub fn finished_games_of(
        &self,
        user: UserId,
        guild: GuildId,
        variant: Option<Variant>,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<StoredGame>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status <> 'active' AND (white = $1 OR black = $1)
               AND guild_id = $2 AND (CAST($3 AS TEXT) IS NULL OR variant = $3)
             ORDER BY finished_at DESC, game_id DESC LIMIT $4 OFFSET $5"
        );
        query_games(
            &self.conn(),
            &sql,
            p![
                user.sql(),
                guild.sql(),
                variant.map(Variant::id),
                limit.min(MAX_PAGE),
                offset
            ],
        )
    }

    /// How many games [`Store::finished_games_of`] can page through.
    pub fn finished_games_count(
        &self,
        user: UserId,
        guild: GuildId,
        variant: Option<Variant>,
    ) -> Result<u32> {
        self.conn()
            .query_one(
                "SELECT count(*) AS n FROM games WHERE status <> 'active' AND (white = $1 OR black = $1)
                   AND guild_id = $2 AND (CAST($3 AS TEXT) IS NULL OR variant = $3)",
                p![user.sql(), guild.sql(), variant.map(Variant::id)],
            )?
            .u32("n")
    }

    /// Every finished game of every server (of one variant, or all), oldest first:
    /// what the puzzle miner walks. Aborted games, which have no result, are left out.
    pub fn finished_games(&self, variant: Option<Variant>) -> Result<Vec<StoredGame>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished'
               AND (CAST($1 AS TEXT) IS NULL OR variant = $1) ORDER BY game_id"
        );
        query_games(&self.conn(), &sql, p![variant.map(Variant::id)])
    }

    /// The server's most recent games, any status, highest number first.
    pub fn recent_games_in_guild(&self, guild: GuildId, limit: u32) -> Result<Vec<StoredGame>> {
        query_games(
            &self.conn(),
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = $1 ORDER BY game_id DESC LIMIT $2"
            ),
            p![guild.sql(), limit.min(MAX_PAGE)],
        )
    }

    /// A player's most recent games in the server, any status, highest number first.
    pub fn recent_games_of_in(
        &self,
        user: UserId,
        guild: GuildId,
        limit: u32,
    ) -> Result<Vec<StoredGame>> {
        query_games(
            &self.conn(),
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE (white = $1 OR black = $1) AND guild_id = $2
                 ORDER BY game_id DESC LIMIT $3"
            ),
            p![user.sql(), guild.sql(), limit.min(MAX_PAGE)],
        )
    }
}
