//! Lessons: each player's stars per lesson (kept across servers: learning is the
//! player's own), the lesson they are in the middle of, and the role a server gives
//! for finishing a course.

use crate::row::p;
use crate::{GuildId, Result, RoleId, Store, Timestamp, UserId};
use rules::Variant;

impl Store {
    /// The player's best stars per lesson id.
    pub fn lesson_stars(&self, player: UserId) -> Result<Vec<(String, u8)>> {
        self.conn()
            .query(
                "SELECT lesson_id, stars FROM lesson_progress WHERE player_id = $1 ORDER BY lesson_id",
                p![player.sql()],
            )?
            .iter()
            .map(|r| {
                Ok((
                    r.text("lesson_id")?,
                    u8::try_from(r.i64("stars")?.clamp(1, 3)).unwrap_or(1),
                ))
            })
            .collect()
    }

    /// Records a finished lesson, keeping the best stars, and closes the open attempt.
    pub fn finish_lesson(
        &self,
        player: UserId,
        lesson: &str,
        stars: u8,
        now: Timestamp,
    ) -> Result<()> {
        self.write(|c| {
            c.execute(
                "INSERT INTO lesson_progress (player_id, lesson_id, stars, completed_at)
                 VALUES ($1, $2, $3, $4)
                 ON CONFLICT (player_id, lesson_id) DO UPDATE SET
                     stars = CASE WHEN excluded.stars > lesson_progress.stars
                                  THEN excluded.stars ELSE lesson_progress.stars END",
                p![player.sql(), lesson, u32::from(stars.clamp(1, 3)), now],
            )?;
            c.execute(
                "DELETE FROM lesson_attempts WHERE player_id = $1",
                p![player.sql()],
            )?;
            Ok(())
        })
    }

    /// The lesson the player is in the middle of, their moves in it (UCI), and when
    /// they began it.
    pub fn lesson_attempt(
        &self,
        player: UserId,
    ) -> Result<Option<(String, Vec<String>, Timestamp)>> {
        self.conn()
            .query_opt(
                "SELECT lesson_id, moves, started_at FROM lesson_attempts WHERE player_id = $1",
                p![player.sql()],
            )?
            .map(|r| {
                Ok((
                    r.text("lesson_id")?,
                    r.text("moves")?
                        .split_whitespace()
                        .map(str::to_owned)
                        .collect(),
                    r.i64("started_at")?,
                ))
            })
            .transpose()
    }

    /// Starts `lesson` afresh for the player (replacing any other open one), and drops
    /// their untouched open puzzle in `guild`, so the next answer is the lesson's.
    pub fn start_lesson(
        &self,
        guild: GuildId,
        player: UserId,
        lesson: &str,
        now: Timestamp,
    ) -> Result<()> {
        self.write(|c| {
            c.execute(
                "DELETE FROM puzzle_attempts
                 WHERE guild_id = $1 AND player_id = $2 AND status = 'open' AND progress = 0",
                p![guild.sql(), player.sql()],
            )?;
            c.execute(
                "INSERT INTO lesson_attempts (player_id, lesson_id, moves, started_at)
                 VALUES ($1, $2, '', $3)
                 ON CONFLICT (player_id) DO UPDATE SET lesson_id = excluded.lesson_id,
                     moves = '', started_at = excluded.started_at",
                p![player.sql(), lesson, now],
            )?;
            Ok(())
        })
    }

    /// Stores the moves of the player's open lesson, if they still are `before`: false
    /// when another answer got there first.
    pub fn record_lesson_moves(
        &self,
        player: UserId,
        lesson: &str,
        before: &[String],
        after: &[String],
    ) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE lesson_attempts SET moves = $4
             WHERE player_id = $1 AND lesson_id = $2 AND moves = $3",
            p![player.sql(), lesson, before.join(" "), after.join(" ")],
        )? > 0)
    }

    /// Closes the player's open lesson without a result.
    pub fn drop_lesson(&self, player: UserId) -> Result<()> {
        self.execute_write(
            "DELETE FROM lesson_attempts WHERE player_id = $1",
            p![player.sql()],
        )?;
        Ok(())
    }

    /// Names (`Some`) or forgets (`None`) the role the server gives for finishing the
    /// course of `variant`.
    pub fn set_course_role(
        &self,
        guild: GuildId,
        variant: Variant,
        role: Option<RoleId>,
    ) -> Result<()> {
        match role {
            Some(role) => self.execute_write(
                "INSERT INTO course_roles (guild_id, variant, role_id) VALUES ($1, $2, $3)
                 ON CONFLICT (guild_id, variant) DO UPDATE SET role_id = excluded.role_id",
                p![guild.sql(), variant.id(), role.sql()],
            )?,
            None => self.execute_write(
                "DELETE FROM course_roles WHERE guild_id = $1 AND variant = $2",
                p![guild.sql(), variant.id()],
            )?,
        };
        Ok(())
    }

    /// The role the server gives for finishing the course of `variant`.
    pub fn course_role(&self, guild: GuildId, variant: Variant) -> Result<Option<RoleId>> {
        self.conn()
            .query_opt(
                "SELECT role_id FROM course_roles WHERE guild_id = $1 AND variant = $2",
                p![guild.sql(), variant.id()],
            )?
            .map(|r| r.i64("role_id").map(RoleId::from_sql))
            .transpose()
    }
}
