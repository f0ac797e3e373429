//! Which Discord message carries a challenge's or an offer's buttons, so the adapter can
//! disable stale buttons after a restart. Keys are the service's (`challenge:<id>`,
//! `offer:<game id>`); message ids are snowflakes, stored bit for bit like the other ids.

use crate::row::p;
use crate::{ChannelId, Error, Result, Store, Timestamp};

/// A remembered message's channel and id, from its row.
fn message_of(r: &crate::row::Row) -> Result<(ChannelId, u64)> {
    Ok((
        ChannelId::from_sql(r.i64("channel_id")?),
        r.i64("message_id")? as u64,
    ))
}

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
        self.execute_write(
            "INSERT INTO button_messages (key, channel_id, message_id, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (key) DO UPDATE SET channel_id = excluded.channel_id,
                 message_id = excluded.message_id, created_at = excluded.created_at",
            p![key, channel.sql(), message as i64, at],
        )?;
        Ok(())
    }

    /// Returns and forgets the message remembered for `key`: exactly one caller gets it.
    pub fn take_button_message(&self, key: &str) -> Result<Option<(ChannelId, u64)>> {
        self.conn()
            .query_opt(
                "DELETE FROM button_messages WHERE key = $1 RETURNING channel_id, message_id",
                p![key],
            )?
            .map(|r| message_of(&r))
            .transpose()
    }

    /// Returns and forgets every message remembered for `key` or under `key@…` (the
    /// same buttons posted in several channels, remembered once per channel): exactly
    /// one caller gets each.
    pub fn take_button_messages(&self, key: &str) -> Result<Vec<(ChannelId, u64)>> {
        self.conn()
            .query(
                "DELETE FROM button_messages WHERE key = $1 OR key LIKE $2
                 RETURNING channel_id, message_id",
                p![key, format!("{key}@%")],
            )?
            .iter()
            .map(message_of)
            .collect()
    }

    /// The latest message remembered for `key` (or under `key@…`), kept (a message
    /// redrawn in place, such as a tournament's announcement, is redrawn again later).
    pub fn button_message(&self, key: &str) -> Result<Option<(ChannelId, u64)>> {
        self.conn()
            .query_opt(
                "SELECT channel_id, message_id FROM button_messages WHERE key = $1 OR key LIKE $2
                 ORDER BY created_at DESC LIMIT 1",
                p![key, format!("{key}@%")],
            )?
            .map(|r| message_of(&r))
            .transpose()
    }

    /// Forgets button messages remembered before `before`; returns how many.
    pub fn forget_button_messages_before(&self, before: Timestamp) -> Result<u64> {
        self.execute_write(
            "DELETE FROM button_messages WHERE created_at < $1",
            p![before],
        )
    }
}
