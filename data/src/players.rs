//! Players: a Discord user id and the display name last seen, for leaderboards and PGN.

use crate::{Result, Store, Timestamp, UserId};
use rusqlite::OptionalExtension;

/// A player the store knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The Discord user.
    pub id: UserId,
    /// The display name last seen; empty if the player was only ever mentioned.
    pub display_name: String,
    /// When the name was last updated.
    pub updated_at: Timestamp,
}

impl Player {
    /// The name to show: the cached display name, or the id if none is known.
    pub fn name(&self) -> String {
        if self.display_name.is_empty() {
            self.id.to_string()
        } else {
            self.display_name.clone()
        }
    }
}

impl Store {
    /// Records a player's current display name (call it whenever a user shows up).
    pub fn upsert_player(&self, id: UserId, display_name: &str, at: Timestamp) -> Result<()> {
        self.conn
            .prepare_cached(
                "INSERT INTO players (player_id, display_name, updated_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (player_id) DO UPDATE SET display_name = excluded.display_name, updated_at = excluded.updated_at",
            )?
            .execute((id.sql(), display_name, at))?;
        Ok(())
    }

    /// The player, if the store has seen them.
    pub fn player(&self, id: UserId) -> Result<Option<Player>> {
        Ok(self
            .conn
            .prepare_cached("SELECT display_name, updated_at FROM players WHERE player_id = ?1")?
            .query_row([id.sql()], |r| {
                Ok(Player {
                    id,
                    display_name: r.get(0)?,
                    updated_at: r.get(1)?,
                })
            })
            .optional()?)
    }
}

/// Makes sure a row exists for `id` so foreign keys hold; keeps any known name.
pub(crate) fn ensure_player(
    conn: &rusqlite::Connection,
    id: UserId,
    at: Timestamp,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO players (player_id, display_name, updated_at) VALUES (?1, '', ?2) ON CONFLICT (player_id) DO NOTHING",
    )?
    .execute((id.sql(), at))?;
    Ok(())
}
