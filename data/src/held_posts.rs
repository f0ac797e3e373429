//! Posts Discord did not take yet, held in the database so that any process, after
//! any restart, posts them: each claimed by one process for one try at a time, each
//! lane (a channel, or a user's direct messages) in the order its posts were held.
//!
//! The body is the face's own encoding of the message; the store only keeps it.
//! Times here are milliseconds since the epoch, not the service's seconds: retries
//! are seconds apart.

use crate::Result;
use crate::Store;
use crate::row::{Row, p};

/// A post to hold: where it goes, the nonce every try carries, and its message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewHeldPost {
    /// The lane it queues in: posts of one lane are tried oldest first, one at a time.
    pub lane: String,
    /// The nonce every try carries, so Discord posts it at most once.
    pub nonce: String,
    /// What it is, for the logs.
    pub kind: String,
    /// The message, encoded by the face.
    pub body: String,
    /// When its first try failed.
    pub first_failed: i64,
    /// When it may be tried next.
    pub due: i64,
    /// When a try that may have posted it was made, if one was.
    pub unknown_since: Option<i64>,
}

/// A held post, as a claim hands it over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldPost {
    /// Its number: lanes keep the order of these.
    pub id: i64,
    /// Its lane.
    pub lane: String,
    /// The nonce of every try.
    pub nonce: String,
    /// What it is, for the logs.
    pub kind: String,
    /// The message, encoded by the face.
    pub body: String,
    /// When its first try failed.
    pub first_failed: i64,
    /// Tries so far, this one counted once claimed.
    pub tries: u32,
    /// When a try that may have posted it was made: a claim that lapsed (its
    /// process stopped mid-try) counts as one.
    pub unknown_since: Option<i64>,
}

fn held_from_row(r: &Row) -> Result<HeldPost> {
    Ok(HeldPost {
        id: r.i64("post_id")?,
        lane: r.text("lane")?,
        nonce: r.text("nonce")?,
        kind: r.text("kind")?,
        body: r.text("body")?,
        first_failed: r.i64("first_failed")?,
        tries: r.u32("tries")?,
        unknown_since: r.opt_i64("unknown_since")?,
    })
}

const COLUMNS: &str = "post_id, lane, nonce, kind, body, first_failed, tries, unknown_since";

impl Store {
    /// Holds `post` behind every post already held in its lane, unless `most` posts are
    /// held already: then nothing is written and `false` comes back.
    pub fn hold_post(&self, post: &NewHeldPost, most: usize) -> Result<bool> {
        self.write(|c| {
            let held = c
                .query_one("SELECT COUNT(*) AS n FROM held_posts", p![])?
                .i64("n")?;
            if usize::try_from(held).unwrap_or(usize::MAX) >= most {
                return Ok(false);
            }
            c.execute(
                "INSERT INTO held_posts
                     (lane, nonce, kind, body, first_failed, due, tries, unknown_since)
                 VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
                p![
                    post.lane.as_str(),
                    post.nonce.as_str(),
                    post.kind.as_str(),
                    post.body.as_str(),
                    post.first_failed,
                    post.due,
                    post.unknown_since
                ],
            )?;
            Ok(true)
        })
    }

    /// True if a post of `lane` is held: a new post to it must queue behind.
    pub fn lane_is_held(&self, lane: &str) -> Result<bool> {
        Ok(self
            .conn()
            .query_opt(
                "SELECT 1 AS one FROM held_posts WHERE lane = $1 LIMIT 1",
                p![lane],
            )?
            .is_some())
    }

    /// Claims up to `limit` posts due at `now`, each the oldest of its lane and not
    /// being tried by anyone, for one try until `until`. Each is claimed by exactly one
    /// caller however many claim at once. A post whose earlier claim lapsed comes back
    /// with `unknown_since` set: that try may have posted it.
    pub fn claim_held_posts(&self, now: i64, until: i64, limit: usize) -> Result<Vec<HeldPost>> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.write(|c| {
            let heads = c.query(
                "SELECT h.post_id FROM held_posts h
                 WHERE h.due <= $1 AND (h.claimed_until IS NULL OR h.claimed_until <= $1)
                   AND NOT EXISTS (SELECT 1 FROM held_posts e
                                   WHERE e.lane = h.lane AND e.post_id < h.post_id)
                 ORDER BY h.post_id LIMIT $2",
                p![now, limit],
            )?;
            let mut claimed = Vec::new();
            for head in &heads {
                let id = head.i64("post_id")?;
                let won = c.execute(
                    "UPDATE held_posts SET
                         unknown_since = CASE WHEN claimed_until IS NULL THEN unknown_since
                                              ELSE COALESCE(unknown_since, tried_at) END,
                         claimed_until = $2, tried_at = $3, tries = tries + 1
                     WHERE post_id = $1 AND (claimed_until IS NULL OR claimed_until <= $3)",
                    p![id, until, now],
                )?;
                if won == 1 {
                    let row = c.query_one(
                        &format!("SELECT {COLUMNS} FROM held_posts WHERE post_id = $1"),
                        p![id],
                    )?;
                    claimed.push(held_from_row(&row)?);
                }
            }
            Ok(claimed)
        })
    }

    /// Ends the claim on post `id` after a try that failed: it may be tried again from
    /// `due`; `unknown_since` says when a try that may have posted it was made.
    pub fn release_held_post(&self, id: i64, due: i64, unknown_since: Option<i64>) -> Result<()> {
        self.execute_write(
            "UPDATE held_posts SET claimed_until = NULL, due = $2, unknown_since = $3
             WHERE post_id = $1",
            p![id, due, unknown_since],
        )?;
        Ok(())
    }

    /// Forgets post `id`: posted, refused, or given up. False if it was gone already.
    pub fn drop_held_post(&self, id: i64) -> Result<bool> {
        Ok(self.execute_write("DELETE FROM held_posts WHERE post_id = $1", p![id])? == 1)
    }

    /// Gives up the posts whose first try failed before `before` and that nobody is
    /// trying at `now`: each is forgotten and handed back to exactly one caller, to be
    /// logged once.
    pub fn give_up_held_posts(&self, before: i64, now: i64) -> Result<Vec<HeldPost>> {
        self.write(|c| {
            let old = c.query(
                &format!(
                    "SELECT {COLUMNS} FROM held_posts
                     WHERE first_failed < $1 AND (claimed_until IS NULL OR claimed_until <= $2)
                     ORDER BY post_id"
                ),
                p![before, now],
            )?;
            let mut given_up = Vec::new();
            for row in &old {
                let post = held_from_row(row)?;
                let gone = c.execute(
                    "DELETE FROM held_posts WHERE post_id = $1
                       AND (claimed_until IS NULL OR claimed_until <= $2)",
                    p![post.id, now],
                )?;
                if gone == 1 {
                    given_up.push(post);
                }
            }
            Ok(given_up)
        })
    }

    /// When the next held post may be claimed, if any is held: the earliest of each
    /// lane's oldest post's due time, or its claim's end while it is being tried.
    pub fn next_held_due(&self) -> Result<Option<i64>> {
        self.conn()
            .query_one(
                "SELECT MIN(CASE WHEN h.claimed_until IS NULL OR h.claimed_until < h.due
                                 THEN h.due ELSE h.claimed_until END) AS next
                 FROM held_posts h
                 WHERE NOT EXISTS (SELECT 1 FROM held_posts e
                                   WHERE e.lane = h.lane AND e.post_id < h.post_id)",
                p![],
            )?
            .opt_i64("next")
    }

    /// How many posts are held.
    pub fn held_posts(&self) -> Result<u64> {
        let n = self
            .conn()
            .query_one("SELECT COUNT(*) AS n FROM held_posts", p![])?
            .i64("n")?;
        Ok(u64::try_from(n).unwrap_or(0))
    }
}
