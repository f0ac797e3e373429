//! Which Discord message carries a challenge's or an offer's buttons, so the adapter can
//! disable stale buttons after a restart. Keys are the service's (`challenge:<id>`,
//! `offer:<game id>`); message ids are snowflakes, stored bit for bit like the other ids.

use crate::{ChannelId, Error, Result, Store, Timestamp};
use rusqlite::OptionalExtension;

impl Store {
    /// Remembers (or replaces) the message that carries the buttons for `key`.
    pub fn remember_button_message(
        &self,
        key: &str,
        channel: ChannelId,
        message: u64,
        at: Timestamp,
    ) -> Result<()> {
        if key.is_empty() {
            return Err(Error::Invalid("a button message needs a key".into()));
        }
        self.conn
            .prepare_cached(
                "INSERT INTO button_messages (key, channel_id, message_id, created_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (key) DO UPDATE SET channel_id = excluded.channel_id,
                     message_id = excluded.message_id, created_at = excluded.created_at",
            )?
            .execute((key, channel.sql(), message as i64, at))?;
        Ok(())
    }

    /// Returns and forgets the message remembered for `key`: exactly one caller gets it.
    pub fn take_button_message(&self, key: &str) -> Result<Option<(ChannelId, u64)>> {
        Ok(self
            .conn
            .prepare_cached(
                "DELETE FROM button_messages WHERE key = ?1 RETURNING channel_id, message_id",
            )?
            .query_row([key], |r| {
                Ok((ChannelId::from_sql(r.get(0)?), r.get::<_, i64>(1)? as u64))
            })
            .optional()?)
    }

    /// Forgets button messages remembered before `before`; returns how many.
    pub fn forget_button_messages_before(&self, before: Timestamp) -> Result<u64> {
        let n = self
            .conn
            .prepare_cached("DELETE FROM button_messages WHERE created_at < ?1")?
            .execute([before])?;
        Ok(n as u64)
    }
}
