//! Players: a Discord user id and the name every server may see (Discord's global
//! name or user name, never a server's nickname), for leaderboards and PGN.

use crate::db::Conn;
use crate::row::{Row, p};
use crate::{Result, Store, Timestamp, UserId};

/// A player the store knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The Discord user.
    pub id: UserId,
    /// The global name last seen; empty if not known yet.
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

/// A row of `players`.
fn player_from_row(r: &Row) -> Result<Player> {
    Ok(Player {
        id: UserId::from_sql(r.i64("player_id")?),
        display_name: r.text("display_name")?,
        updated_at: r.i64("updated_at")?,
    })
}

impl Store {
    /// Records a player's current global name (call it whenever a user shows up).
    pub fn upsert_player(&self, id: UserId, display_name: &str, at: Timestamp) -> Result<()> {
        self.write(|conn| write_name(conn, id, display_name, at))
    }

    /// The player, if the store has seen them.
    pub fn player(&self, id: UserId) -> Result<Option<Player>> {
        self.conn()
            .query_opt(
                "SELECT player_id, display_name, updated_at FROM players WHERE player_id = $1",
                p![id.sql()],
            )?
            .map(|r| player_from_row(&r))
            .transpose()
    }
}

/// Writes `id`'s global name.
pub(crate) fn write_name(conn: &Conn, id: UserId, display_name: &str, at: Timestamp) -> Result<()> {
    conn.execute(
        "INSERT INTO players (player_id, display_name, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (player_id) DO UPDATE SET display_name = excluded.display_name, updated_at = excluded.updated_at",
        p![id.sql(), display_name, at],
    )?;
    Ok(())
}

/// `id`'s global name as stored (blank while only their id is known), if they are known.
pub(crate) fn stored_name(conn: &Conn, id: UserId) -> Result<Option<String>> {
    conn.query_opt(
        "SELECT display_name FROM players WHERE player_id = $1",
        p![id.sql()],
    )?
    .map(|r| r.text("display_name"))
    .transpose()
}

/// Makes sure a row exists for `id` so foreign keys hold; keeps any known name.
pub(crate) fn ensure_player(conn: &Conn, id: UserId, at: Timestamp) -> Result<()> {
    conn.execute(
        "INSERT INTO players (player_id, display_name, updated_at) VALUES ($1, '', $2) ON CONFLICT (player_id) DO NOTHING",
        p![id.sql(), at],
    )?;
    Ok(())
}
