//! Players' server nicknames, kept apart from the name every server may see
//! ([`crate::Player::display_name`]): a nickname is shown only in the server that gave it.

use crate::db::Conn;
use crate::players::ensure_player;
use crate::row::p;
use crate::{GuildId, Result, Store, Timestamp, UserId};

impl Store {
    /// The nickname `id` has in `guild`, if that server gave them one.
    pub fn nickname(&self, id: UserId, guild: GuildId) -> Result<Option<String>> {
        nickname_in(&self.conn(), id, guild)
    }

    /// Records the nickname `id` has in `guild` now; `None` or an empty one forgets it
    /// (they dropped it, and their global name shows there again).
    pub fn set_nickname(
        &self,
        id: UserId,
        guild: GuildId,
        nickname: Option<&str>,
        at: Timestamp,
    ) -> Result<()> {
        self.write(|conn| write_nickname(conn, id, guild, nickname, at))
    }
}

/// The nickname `id` has in `guild`, read on `conn`.
pub(crate) fn nickname_in(conn: &Conn, id: UserId, guild: GuildId) -> Result<Option<String>> {
    conn.query_opt(
        "SELECT nickname FROM player_nicknames WHERE player_id = $1 AND guild_id = $2",
        p![id.sql(), guild.sql()],
    )?
    .map(|r| r.text("nickname"))
    .transpose()
}

/// Writes the nickname `id` has in `guild`; `None` or an empty one forgets it.
pub(crate) fn write_nickname(
    conn: &Conn,
    id: UserId,
    guild: GuildId,
    nickname: Option<&str>,
    at: Timestamp,
) -> Result<()> {
    match nickname.filter(|n| !n.is_empty()) {
        Some(nick) => {
            ensure_player(conn, id, at)?;
            conn.execute(
                "INSERT INTO player_nicknames (player_id, guild_id, nickname, updated_at)
                 VALUES ($1, $2, $3, $4)
                 ON CONFLICT (player_id, guild_id) DO UPDATE
                 SET nickname = excluded.nickname, updated_at = excluded.updated_at",
                p![id.sql(), guild.sql(), nick, at],
            )?;
        }
        None => {
            conn.execute(
                "DELETE FROM player_nicknames WHERE player_id = $1 AND guild_id = $2",
                p![id.sql(), guild.sql()],
            )?;
        }
    }
    Ok(())
}
