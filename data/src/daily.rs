//! The daily puzzle: the channel a server posts it in, and each day's puzzle, claimed
//! once per server and day so that however many processes share the database, it is
//! posted once.

use crate::puzzles::StoredPuzzle;
use crate::row::p;
use crate::{ChannelId, GuildId, Result, Store, Timestamp};
use rules::Variant;

impl Store {
    /// Names (`Some`) or forgets (`None`) the channel of the server's daily puzzle.
    pub fn set_daily_puzzle_channel(
        &self,
        guild: GuildId,
        channel: Option<ChannelId>,
    ) -> Result<()> {
        match channel {
            Some(channel) => self.execute_write(
                "INSERT INTO daily_puzzle_channels (guild_id, channel_id) VALUES ($1, $2)
                 ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id",
                p![guild.sql(), channel.sql()],
            )?,
            None => self.execute_write(
                "DELETE FROM daily_puzzle_channels WHERE guild_id = $1",
                p![guild.sql()],
            )?,
        };
        Ok(())
    }

    /// The channel of the server's daily puzzle, if it has one.
    pub fn daily_puzzle_channel(&self, guild: GuildId) -> Result<Option<ChannelId>> {
        self.conn()
            .query_opt(
                "SELECT channel_id FROM daily_puzzle_channels WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .map(|r| r.i64("channel_id").map(ChannelId::from_sql))
            .transpose()
    }

    /// The servers with a daily puzzle whose puzzle of `day` is not claimed yet.
    pub fn daily_puzzles_due(&self, day: i64) -> Result<Vec<(GuildId, ChannelId)>> {
        self.conn()
            .query(
                "SELECT c.guild_id, c.channel_id FROM daily_puzzle_channels c
                 WHERE NOT EXISTS (SELECT 1 FROM daily_puzzles d
                     WHERE d.guild_id = c.guild_id AND d.day = $1)
                 ORDER BY c.guild_id",
                p![day],
            )?
            .iter()
            .map(|r| {
                Ok((
                    GuildId::from_sql(r.i64("guild_id")?),
                    ChannelId::from_sql(r.i64("channel_id")?),
                ))
            })
            .collect()
    }

    /// The puzzle of `variant` for the server's next daily post: one never posted there
    /// before, of everyone's or the server's own, with two moves or more to find while
    /// any is left (a puzzle of the day should take some thought), the nearest to an
    /// average rating.
    pub fn pick_daily_puzzle(
        &self,
        guild: GuildId,
        variant: Variant,
    ) -> Result<Option<StoredPuzzle>> {
        self.conn()
            .query_opt(
                "SELECT puzzle_id FROM puzzles pz
                 WHERE variant = $1 AND (guild_id IS NULL OR guild_id = $2)
                   AND NOT EXISTS (SELECT 1 FROM daily_puzzles d
                       WHERE d.guild_id = $2 AND d.puzzle_id = pz.puzzle_id)
                 ORDER BY CASE WHEN length(moves) - length(replace(moves, ' ', '')) >= 3
                     THEN 0 ELSE 1 END, abs(rating - $3), puzzle_id LIMIT 1",
                p![variant.id(), guild.sql(), crate::policy::START_RATING],
            )?
            .map(|r| r.text("puzzle_id"))
            .transpose()?
            .map_or(Ok(None), |id| self.puzzle(&id))
    }

    /// Claims `day`'s daily puzzle for the server: true for the one caller that
    /// claimed it, false for every other.
    pub fn claim_daily_puzzle(
        &self,
        guild: GuildId,
        day: i64,
        puzzle: &str,
        channel: ChannelId,
        now: Timestamp,
    ) -> Result<bool> {
        Ok(self.execute_write(
            "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, posted_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, day) DO NOTHING",
            p![guild.sql(), day, puzzle, channel.sql(), now],
        )? > 0)
    }

    /// The id of the server's daily puzzle of `day`, once claimed.
    pub fn daily_puzzle(&self, guild: GuildId, day: i64) -> Result<Option<String>> {
        self.conn()
            .query_opt(
                "SELECT puzzle_id FROM daily_puzzles WHERE guild_id = $1 AND day = $2",
                p![guild.sql(), day],
            )?
            .map(|r| r.text("puzzle_id"))
            .transpose()
    }

    /// How many solved the server's daily puzzle of `day`.
    pub fn daily_solvers(&self, guild: GuildId, day: i64) -> Result<u64> {
        let n = self
            .conn()
            .query_one(
                "SELECT count(*) AS n FROM puzzle_attempts
                 WHERE guild_id = $1 AND daily = $2 AND status = 'solved'",
                p![guild.sql(), day],
            )?
            .i64("n")?;
        Ok(u64::try_from(n).unwrap_or(0))
    }
}
