//! Puzzle runs: puzzles one after another, each a little harder than the last, until
//! the first wrong move. A run is not rated; what counts is how many it solved, and the
//! best run a player made in each server and game.

use crate::db::Conn;
use crate::puzzles::{PuzzleAttempt, close_attempt};
use crate::row::{Row, p};
use crate::{GuildId, Result, Store, Timestamp, UserId};
use rules::Variant;

/// A player's run in one server and game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PuzzleRun {
    /// Puzzles solved in the current run, or in the last one once it ended.
    pub solved: u32,
    /// The most any of the player's runs here solved.
    pub best: u32,
    /// True while the run goes on: its next puzzle may be asked for.
    pub going: bool,
}

/// What finishing an attempt of a run changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunOutcome {
    /// The run before.
    pub before: PuzzleRun,
    /// The run after: one more solved, or ended.
    pub after: PuzzleRun,
    /// False when the attempt had already been finished (by a second delivery of the
    /// same answer): nothing changed.
    pub changed: bool,
}

fn run_from_row(r: &Row) -> Result<PuzzleRun> {
    Ok(PuzzleRun {
        solved: r.u32("solved")?,
        best: r.u32("best")?,
        going: r.i64("going")? != 0,
    })
}

fn run_in(c: &Conn<'_>, guild: GuildId, player: UserId, variant: Variant) -> Result<PuzzleRun> {
    Ok(c.query_opt(
        "SELECT solved, best, going FROM puzzle_runs
         WHERE guild_id = $1 AND player_id = $2 AND variant = $3",
        p![guild.sql(), player.sql(), variant.id()],
    )?
    .map(|r| run_from_row(&r))
    .transpose()?
    .unwrap_or_default())
}

fn save_run(
    c: &Conn<'_>,
    guild: GuildId,
    player: UserId,
    variant: Variant,
    run: PuzzleRun,
    now: Timestamp,
) -> Result<()> {
    c.execute(
        "INSERT INTO puzzle_runs (guild_id, player_id, variant, solved, best, going, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (guild_id, player_id, variant) DO UPDATE SET
             solved = excluded.solved, best = excluded.best, going = excluded.going,
             updated_at = excluded.updated_at",
        p![
            guild.sql(),
            player.sql(),
            variant.id(),
            run.solved,
            run.best,
            i64::from(run.going),
            now
        ],
    )?;
    Ok(())
}

impl Store {
    /// The player's run in this server and game: nothing solved and none going if
    /// they never ran one.
    pub fn puzzle_run(
        &self,
        guild: GuildId,
        player: UserId,
        variant: Variant,
    ) -> Result<PuzzleRun> {
        run_in(&self.conn(), guild, player, variant)
    }

    /// Begins a new run from nothing solved, the best run kept.
    pub fn start_puzzle_run(
        &self,
        guild: GuildId,
        player: UserId,
        variant: Variant,
        now: Timestamp,
    ) -> Result<PuzzleRun> {
        self.write(|c| {
            let run = PuzzleRun {
                solved: 0,
                going: true,
                ..run_in(c, guild, player, variant)?
            };
            save_run(c, guild, player, variant, run, now)?;
            Ok(run)
        })
    }

    /// Finishes an open attempt of a run: solved counts one more to the run (and to
    /// the best, when it passes it), failed ends the run. Neither player nor puzzle is
    /// rated.
    pub fn finish_run_attempt(
        &self,
        attempt: &PuzzleAttempt,
        variant: Variant,
        solved: bool,
        now: Timestamp,
    ) -> Result<RunOutcome> {
        let (guild, player) = (attempt.guild, attempt.player);
        self.write(|c| {
            let before = run_in(c, guild, player, variant)?;
            if !close_attempt(c, attempt, solved, now)? {
                return Ok(RunOutcome {
                    before,
                    after: before,
                    changed: false,
                });
            }
            let after = if solved {
                let solved = before.solved + 1;
                PuzzleRun {
                    solved,
                    best: before.best.max(solved),
                    going: true,
                }
            } else {
                PuzzleRun {
                    going: false,
                    ..before
                }
            };
            save_run(c, guild, player, variant, after, now)?;
            Ok(RunOutcome {
                before,
                after,
                changed: true,
            })
        })
    }
}
