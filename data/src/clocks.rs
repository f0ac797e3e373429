//! The clock work the service runs from the database: deadlines and reminders, so a
//! restart misses nothing and nothing is done twice.

use crate::games::{GAME_COLUMNS, fetch_game, lock_game, query_games};
use crate::row::p;
use crate::{Error, GameId, Result, Store, StoredGame, Timestamp};

impl Store {
    /// Moves the deadline of the move being thought about at `expected_ply` later by
    /// `seconds` (a reminder still to come moves with it): the opponent's gift of time.
    /// A game that moved on is [`Error::Conflict`], one that ended [`Error::GameOver`].
    pub fn extend_deadline(
        &self,
        id: GameId,
        expected_ply: u32,
        seconds: i64,
    ) -> Result<StoredGame> {
        if seconds <= 0 {
            return Err(Error::Invalid(format!(
                "cannot extend a deadline by {seconds} s"
            )));
        }
        self.write(|tx| {
            lock_game(tx, id, expected_ply)?;
            tx.execute(
                "UPDATE games SET deadline = deadline + $2,
                     reminder_at = CASE WHEN reminder_at IS NULL THEN NULL ELSE reminder_at + $2 END
                 WHERE game_id = $1",
                p![id.0, seconds],
            )?;
            fetch_game(tx, id)
        })
    }

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
        query_games(
            &self.conn(),
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND {column} <= $1 ORDER BY {column} LIMIT $2"
            ),
            p![now, limit],
        )
    }

    /// Claims the reminder for the move at `ply`: true exactly once per move, false if it
    /// was already claimed, the game moved on, or it is over.
    pub fn mark_reminded(&self, id: GameId, ply: u32) -> Result<bool> {
        let n = self.execute_write(
            "UPDATE games SET reminder_at = NULL
             WHERE game_id = $1 AND ply = $2 AND status = 'active' AND reminder_at IS NOT NULL",
            p![id.0, ply],
        )?;
        Ok(n == 1)
    }

    /// Claims up to `limit` reminders due by `now` in one statement and returns their
    /// games, earliest first: each reminder is returned to exactly one caller, even with
    /// several processes ticking at once (PostgreSQL skips rows another claim holds).
    pub fn claim_due_reminders(&self, now: Timestamp, limit: u32) -> Result<Vec<StoredGame>> {
        let mut games = query_games(
            &self.conn(),
            &format!(
                "UPDATE games SET reminder_at = NULL WHERE game_id IN (
                     SELECT game_id FROM games WHERE status = 'active' AND reminder_at <= $1
                     ORDER BY reminder_at LIMIT $2{})
                 RETURNING {GAME_COLUMNS}",
                self.conn().skip_locked()
            ),
            p![now, limit],
        )?;
        games.sort_by_key(|g| (g.deadline, g.id));
        Ok(games)
    }

    /// The earliest time anything is due (a deadline, a reminder or a challenge expiry),
    /// so the service knows how long it may sleep.
    pub fn next_due(&self) -> Result<Option<Timestamp>> {
        self.conn()
            .query_one(
                "SELECT min(t) AS due FROM (
                     SELECT min(deadline) AS t FROM games WHERE status = 'active'
                     UNION ALL SELECT min(reminder_at) FROM games WHERE status = 'active' AND reminder_at IS NOT NULL
                     UNION ALL SELECT min(expires_at) FROM challenges WHERE status = 'pending') AS due",
                &[],
            )?
            .opt_i64("due")
    }
}
