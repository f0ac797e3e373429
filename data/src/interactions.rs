//! Processed Discord interaction ids: Discord may deliver one twice; it is handled once.

use crate::db::Conn;
use crate::row::p;
use crate::{InteractionId, Result, Store, Timestamp};

impl Store {
    /// Records an interaction id; true the first time, false for a repeat delivery.
    pub fn claim_interaction(&self, id: InteractionId, at: Timestamp) -> Result<bool> {
        self.write(|conn| claim(conn, id, at))
    }

    /// Forgets interactions seen before `before` (Discord stops redelivering after minutes);
    /// returns how many were dropped.
    pub fn forget_interactions_before(&self, before: Timestamp) -> Result<u64> {
        self.execute_write("DELETE FROM interactions WHERE seen_at < $1", p![before])
    }
}

/// Records an interaction id on `conn`; true the first time. One statement: on
/// PostgreSQL a second process inserting the same id waits for the first and then does
/// nothing, so exactly one caller gets `true`.
pub(crate) fn claim(conn: &Conn, id: InteractionId, at: Timestamp) -> Result<bool> {
    let n = conn.execute(
        "INSERT INTO interactions (interaction_id, seen_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        p![id.sql(), at],
    )?;
    Ok(n == 1)
}
