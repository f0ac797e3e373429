//! Players' server nicknames, kept apart from the name every server may see
//! ([`crate::Player::display_name`]): a nickname is shown only in the server that gave it.

use crate::players::ensure_player;
use crate::row::p;
use crate::{GuildId, Result, Store, Timestamp, UserId};

impl Store {
    /// The nickname `id` has in `guild`, if that server gave them one.
    pub fn nickname(&self, id: UserId, guild: GuildId) -> Result<Option<String>> {
        self.conn()
            .query_opt(
                "SELECT nickname FROM player_nicknames WHERE player_id = $1 AND guild_id = $2",
                p![id.sql(), guild.sql()],
            )?
            .map(|r| r.text("nickname"))
            .transpose()
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
        let nickname = nickname.filter(|n| !n.is_empty());
        self.write(|conn| {
            match nickname {
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
        })
    }
}
