//! The clock work the service runs from the database: deadlines and reminders, so a
//! restart misses nothing and nothing is done twice.

use crate::games::{GAME_COLUMNS, game_from_row};
use crate::{GameId, Result, Store, StoredGame, Timestamp};

impl Store {
    /// Active games whose deadline has passed by `now`, earliest first, at most `limit`.
    ///
    /// Finish each with [`Store::finish_game`] at the ply read here: a move that landed
    /// meanwhile makes that a [`crate::Error::Conflict`], and a second run finds nothing.
    pub fn due_deadlines(&self, now: Timestamp, limit: u32) -> Result<Vec<StoredGame>> {
        self.due("deadline", now, limit)
    }

    /// Active games whose player to move should be reminded by `now`, earliest first.
    ///
    /// Claim each with [`Store::mark_reminded`] so it is sent once per move.
    pub fn due_reminders(&self, now: Timestamp, limit: u32) -> Result<Vec<StoredGame>> {
        self.due("reminder_at", now, limit)
    }

    fn due(&self, column: &str, now: Timestamp, limit: u32) -> Result<Vec<StoredGame>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND {column} <= ?1 ORDER BY {column} LIMIT ?2"
        ))?;
        let rows = stmt.query_map((now, limit), game_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Claims the reminder for the move at `ply`: true exactly once per move, false if it
    /// was already claimed, the game moved on, or it is over.
    pub fn mark_reminded(&self, id: GameId, ply: u32) -> Result<bool> {
        let n = self
            .conn
            .prepare_cached(
                "UPDATE games SET reminder_at = NULL
                 WHERE game_id = ?1 AND ply = ?2 AND status = 'active' AND reminder_at IS NOT NULL",
            )?
            .execute((id.0, ply))?;
        Ok(n == 1)
    }

    /// The earliest time anything is due (a deadline, a reminder or a challenge expiry),
    /// so the service knows how long it may sleep.
    pub fn next_due(&self) -> Result<Option<Timestamp>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT min(t) FROM (
                     SELECT min(deadline) AS t FROM games WHERE status = 'active'
                     UNION ALL SELECT min(reminder_at) FROM games WHERE status = 'active' AND reminder_at IS NOT NULL
                     UNION ALL SELECT min(expires_at) FROM challenges WHERE status = 'pending')",
            )?
            .query_row([], |r| r.get(0))?)
    }
}
