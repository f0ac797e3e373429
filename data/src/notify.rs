//! The notices players ask for beyond the 80% reminder: one two hours before a
//! deadline, and a daily digest. Both are claimed in single statements, like the
//! reminders, so several processes ticking at once and restarts send each once.

use crate::games::{GAME_COLUMNS, query_games};
use crate::policy::{DIGEST_EVERY, LATE_REMINDER};
use crate::row::p;
use crate::{Result, Store, StoredGame, Timestamp, UserId};

/// The player to move in a `games` row (`g`): the FEN's second field says whose turn it is.
const TO_MOVE: &str = "CASE WHEN g.fen LIKE '% b %' THEN g.black ELSE g.white END";

impl Store {
    /// Claims up to `limit` late reminders due by `now`: active games whose deadline is
    /// less than [`LATE_REMINDER`] away and whose player to move asked for it, each
    /// returned once per deadline (a deadline moved by more time earns another).
    pub fn claim_late_reminders(&self, now: Timestamp, limit: u32) -> Result<Vec<StoredGame>> {
        let claimed = self.query_write(
            &format!(
                "INSERT INTO late_reminders (game_id, deadline)
                 SELECT g.game_id, g.deadline FROM games g
                     JOIN preferences pr ON pr.player_id = {TO_MOVE}
                 WHERE g.status = 'active' AND pr.remind_2h = 1
                     AND g.deadline > $1 AND g.deadline <= $1 + $2
                     AND NOT EXISTS (SELECT 1 FROM late_reminders r
                                     WHERE r.game_id = g.game_id AND r.deadline = g.deadline)
                 ORDER BY g.deadline, g.game_id LIMIT $3
                 ON CONFLICT (game_id) DO UPDATE SET deadline = excluded.deadline
                     WHERE late_reminders.deadline <> excluded.deadline
                 RETURNING game_id"
            ),
            p![now, LATE_REMINDER, limit],
        )?;
        let mut games = Vec::with_capacity(claimed.len());
        for row in &claimed {
            games.extend(query_games(
                &self.conn(),
                &format!("SELECT {GAME_COLUMNS} FROM games WHERE game_id = $1"),
                p![row.i64("game_id")?],
            )?);
        }
        games.sort_by_key(|g| (g.deadline, g.id));
        Ok(games)
    }

    /// Claims up to `limit` digests due by `now` and returns whose they are: each
    /// player's next digest moves on to the first time after `now` on the same
    /// schedule (a long stop sends one digest, not one per missed day).
    pub fn claim_digests(&self, now: Timestamp, limit: u32) -> Result<Vec<UserId>> {
        let rows = self.query_write(
            &format!(
                "UPDATE preferences SET digest_at = digest_at + $2 * (1 + ($1 - digest_at) / $2)
                 WHERE player_id IN (
                     SELECT player_id FROM preferences WHERE digest_at <= $1
                     ORDER BY digest_at LIMIT $3{})
                 RETURNING player_id",
                self.conn().skip_locked()
            ),
            p![now, DIGEST_EVERY, limit],
        )?;
        rows.iter()
            .map(|r| Ok(UserId::from_sql(r.i64("player_id")?)))
            .collect()
    }

    /// The earliest time a late reminder or a digest is due, if any is pending.
    pub fn next_notice_due(&self) -> Result<Option<Timestamp>> {
        self.conn()
            .query_one(
                &format!(
                    "SELECT min(t) AS due FROM (
                         SELECT min(digest_at) AS t FROM preferences WHERE digest_at IS NOT NULL
                         UNION ALL SELECT min(g.deadline - $1) FROM games g
                             JOIN preferences pr ON pr.player_id = {TO_MOVE}
                         WHERE g.status = 'active' AND pr.remind_2h = 1
                             AND NOT EXISTS (SELECT 1 FROM late_reminders r
                                             WHERE r.game_id = g.game_id AND r.deadline = g.deadline)
                     ) AS due"
                ),
                p![LATE_REMINDER],
            )?
            .opt_i64("due")
    }
}
