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

/// Every message of a key's buttons, handed out once: asked after each move and
/// answer, so it reads two indexes, never every row.
const TAKE_OWNED: &str = "DELETE FROM button_messages WHERE key = $1 OR owner = $1
     RETURNING channel_id, message_id";

/// Every message of a key's buttons, kept.
const ALL_OWNED: &str = "SELECT channel_id, message_id FROM button_messages
     WHERE key = $1 OR owner = $1";

/// The latest message of a key's buttons.
const LATEST_OWNED: &str = "SELECT channel_id, message_id FROM button_messages
     WHERE key = $1 OR owner = $1 ORDER BY created_at DESC LIMIT 1";

/// The owner of the buttons `key` names: the key up to the `@` before a channel
/// (`challenge:2@7` is `challenge:2`'s copy in channel 7), else the whole key.
fn owner(key: &str) -> &str {
    key.rsplit_once('@').map_or(key, |(owner, _)| owner)
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
            "INSERT INTO button_messages (key, owner, channel_id, message_id, created_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (key) DO UPDATE SET channel_id = excluded.channel_id,
                 message_id = excluded.message_id, created_at = excluded.created_at",
            p![key, owner(key), channel.sql(), message as i64, at],
        )?;
        Ok(())
    }

    /// Returns and forgets the message remembered for `key`: exactly one caller gets it.
    pub fn take_button_message(&self, key: &str) -> Result<Option<(ChannelId, u64)>> {
        self.query_write(
            "DELETE FROM button_messages WHERE key = $1 RETURNING channel_id, message_id",
            p![key],
        )?
        .first()
        .map(message_of)
        .transpose()
    }

    /// Returns and forgets every message remembered for `key` or under `key@…` (the
    /// same buttons posted in several channels, remembered once per channel): exactly
    /// one caller gets each.
    pub fn take_button_messages(&self, key: &str) -> Result<Vec<(ChannelId, u64)>> {
        self.query_write(TAKE_OWNED, p![key])?
            .iter()
            .map(message_of)
            .collect()
    }

    /// [`Store::take_button_messages`] but for `known`, a message the caller redraws
    /// anyway: when it is the only one remembered, nothing is written (its row ages out
    /// with the others), so closing buttons posted once costs a read, not a durable write.
    pub fn take_button_messages_besides(
        &self,
        key: &str,
        known: (ChannelId, u64),
    ) -> Result<Vec<(ChannelId, u64)>> {
        let kept = self.conn().query(ALL_OWNED, p![key])?;
        let mut others = kept
            .iter()
            .map(message_of)
            .filter(|m| m.as_ref().ok() != Some(&known));
        if others.next().is_none() {
            return Ok(Vec::new());
        }
        let mut taken = self.take_button_messages(key)?;
        taken.retain(|m| *m != known);
        Ok(taken)
    }

    /// The latest message remembered for `key` (or under `key@…`), kept (a message
    /// redrawn in place, such as a tournament's announcement, is redrawn again later).
    pub fn button_message(&self, key: &str) -> Result<Option<(ChannelId, u64)>> {
        self.conn()
            .query_opt(LATEST_OWNED, p![key])?
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

#[cfg(test)]
mod tests {
    use super::{ALL_OWNED, LATEST_OWNED, TAKE_OWNED};

    /// Finding a key's messages walks the key and owner indexes, never the table.
    #[test]
    fn owned_messages_are_found_by_index() {
        for sql in [TAKE_OWNED, ALL_OWNED, LATEST_OWNED] {
            let steps = crate::store::query_plan(sql, &"challenge:1");
            assert!(
                steps.iter().all(|s| !s.starts_with("SCAN")),
                "{sql}: {steps:?}"
            );
            assert!(
                steps.iter().any(|s| s.contains("button_messages_owner")),
                "{sql}: {steps:?}"
            );
        }
    }
}
