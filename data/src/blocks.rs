//! Blocks: a player keeps another's challenges (and, once games cross servers, their
//! lobby games) from reaching them. A block is one person's choice about another,
//! whatever the server.

use crate::row::p;
use crate::{Result, Store, Timestamp, UserId};

impl Store {
    /// `by` blocks `whom`; false if they already had.
    pub fn block(&self, by: UserId, whom: UserId, at: Timestamp) -> Result<bool> {
        let added = self.execute_write(
            "INSERT INTO blocks (blocker_id, blocked_id, at) VALUES ($1, $2, $3)
             ON CONFLICT (blocker_id, blocked_id) DO NOTHING",
            p![by.sql(), whom.sql(), at],
        )?;
        Ok(added == 1)
    }

    /// `by` takes their block of `whom` back; false if there was none.
    pub fn unblock(&self, by: UserId, whom: UserId) -> Result<bool> {
        let removed = self.execute_write(
            "DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2",
            p![by.sql(), whom.sql()],
        )?;
        Ok(removed == 1)
    }

    /// Everyone `blocker` blocked, the earliest first.
    pub fn blocked_by(&self, blocker: UserId) -> Result<Vec<UserId>> {
        self.conn()
            .query(
                "SELECT blocked_id FROM blocks WHERE blocker_id = $1 ORDER BY at, blocked_id",
                p![blocker.sql()],
            )?
            .iter()
            .map(|r| Ok(UserId::from_sql(r.i64("blocked_id")?)))
            .collect()
    }

    /// Who of `a` and `b` blocked the other, if either did (`a` first when both did).
    pub fn block_between(&self, a: UserId, b: UserId) -> Result<Option<UserId>> {
        self.conn()
            .query_opt(
                "SELECT blocker_id FROM blocks
                 WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)
                 ORDER BY CASE WHEN blocker_id = $1 THEN 0 ELSE 1 END LIMIT 1",
                p![a.sql(), b.sql()],
            )?
            .map(|r| Ok(UserId::from_sql(r.i64("blocker_id")?)))
            .transpose()
    }
}
