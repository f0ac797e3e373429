//! Puzzles: the stored set, each player's attempts, puzzle ratings and streaks per
//! server and game, and the puzzle leaderboard.
//!
//! A player and a puzzle play one Glicko-2 game per first attempt: solving it is a
//! win, a wrong move a loss. A puzzle tried again in the same server is not rated
//! again, so a player cannot farm a puzzle they have seen.

use crate::convert::variant_from_id;
use crate::db::Conn;
use crate::policy::{START_RATING, START_VOLATILITY};
use crate::ratings::Rating;
use crate::row::{Row, p};
use crate::{GameId, GuildId, Result, Store, Timestamp, UserId};
use rules::Variant;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, glicko2};

/// A puzzle to add: a position, the line that solves it, and where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct NewPuzzle {
    /// A stable id (lichess's style: short letters and digits).
    pub id: String,
    /// The game.
    pub variant: Variant,
    /// The position before the opponent's move that sets the puzzle up.
    pub fen: String,
    /// That move, then the solution, in UCI.
    pub moves: Vec<String>,
    /// Its themes' ids.
    pub themes: Vec<String>,
    /// Its first rating and deviation.
    pub rating: f64,
    /// See [`NewPuzzle::rating`].
    pub deviation: f64,
    /// Where it came from, in words ("from alice vs bob, move 23"), or `starter`.
    pub source: String,
    /// The server whose game it came from (its puzzles are that server's); `None`:
    /// everyone's.
    pub guild: Option<GuildId>,
    /// The game it came from.
    pub game: Option<GameId>,
}

/// A stored puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredPuzzle {
    /// Its id.
    pub id: String,
    /// The game.
    pub variant: Variant,
    /// The position before the setting-up move.
    pub fen: String,
    /// The setting-up move, then the solution, in UCI.
    pub moves: Vec<String>,
    /// Its themes' ids.
    pub themes: Vec<String>,
    /// Its rating now.
    pub rating: Rating,
    /// How many rated attempts it has had.
    pub plays: u32,
    /// Where it came from.
    pub source: String,
    /// The server whose game it came from.
    pub guild: Option<GuildId>,
    /// The game it came from.
    pub game: Option<GameId>,
}

/// Where an attempt stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptStatus {
    /// Being solved.
    Open,
    /// Solved.
    Solved,
    /// A wrong move was played, or the player gave up.
    Failed,
}

impl AttemptStatus {
    const fn id(self) -> &'static str {
        match self {
            AttemptStatus::Open => "open",
            AttemptStatus::Solved => "solved",
            AttemptStatus::Failed => "failed",
        }
    }

    fn from_id(s: &str) -> Option<AttemptStatus> {
        [
            AttemptStatus::Open,
            AttemptStatus::Solved,
            AttemptStatus::Failed,
        ]
        .into_iter()
        .find(|a| a.id() == s)
    }
}

/// A player's attempt at a puzzle in a server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleAttempt {
    /// The server.
    pub guild: GuildId,
    /// The player.
    pub player: UserId,
    /// The puzzle.
    pub puzzle: String,
    /// Where it stands.
    pub status: AttemptStatus,
    /// How many plies of the solution after the setting-up move are behind the player.
    pub progress: u32,
    /// The day (days since 1970 UTC) whose daily puzzle this is, if it is one.
    pub daily: Option<i64>,
    /// True for a puzzle of a run (see [`PuzzleRun`](crate::PuzzleRun)): not rated.
    pub in_run: bool,
    /// When it began.
    pub started_at: Timestamp,
}

/// Why an attempt is made, which decides how it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptKind {
    /// A puzzle asked for: rated.
    Rated,
    /// A server's daily puzzle of this day (days since 1970 UTC): rated.
    Daily(i64),
    /// The next puzzle of a run: not rated.
    Run,
}

/// A player's puzzle record in one server and game.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleScore {
    /// The player.
    pub player: UserId,
    /// Their puzzle rating.
    pub rating: Rating,
    /// Puzzles solved.
    pub solved: u32,
    /// Puzzles failed.
    pub failed: u32,
    /// Puzzles solved in a row, now.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
}

impl PuzzleScore {
    /// Someone who has played no puzzle yet.
    pub fn new(player: UserId) -> PuzzleScore {
        PuzzleScore {
            player,
            rating: Rating::START,
            solved: 0,
            failed: 0,
            streak: 0,
            best_streak: 0,
        }
    }
}

/// What finishing a rated attempt changed.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleOutcome {
    /// The player's record before.
    pub before: PuzzleScore,
    /// And after.
    pub after: PuzzleScore,
    /// False when the attempt had already been finished (by a second delivery of the
    /// same answer): nothing changed.
    pub changed: bool,
}

const PUZZLE_COLUMNS: &str = "puzzle_id, variant, fen, moves, themes, rating, deviation, volatility, plays, source, guild_id, game_id";

fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_owned).collect()
}

fn puzzle_from_row(r: &Row) -> Result<StoredPuzzle> {
    Ok(StoredPuzzle {
        id: r.text("puzzle_id")?,
        variant: r.parsed("variant", variant_from_id)?,
        fen: r.text("fen")?,
        moves: words(&r.text("moves")?),
        themes: words(&r.text("themes")?),
        rating: Rating {
            rating: r.f64("rating")?,
            deviation: r.f64("deviation")?,
            volatility: r.f64("volatility")?,
        },
        plays: r.u32("plays")?,
        source: r.text("source")?,
        guild: r.opt_i64("guild_id")?.map(GuildId::from_sql),
        game: r.opt_i64("game_id")?.map(GameId),
    })
}

fn attempt_from_row(r: &Row) -> Result<PuzzleAttempt> {
    Ok(PuzzleAttempt {
        guild: GuildId::from_sql(r.i64("guild_id")?),
        player: UserId::from_sql(r.i64("player_id")?),
        puzzle: r.text("puzzle_id")?,
        status: r.parsed("status", AttemptStatus::from_id)?,
        progress: r.u32("progress")?,
        daily: r.opt_i64("daily")?,
        in_run: r.i64("in_run")? != 0,
        started_at: r.i64("started_at")?,
    })
}

fn score_from_row(r: &Row) -> Result<PuzzleScore> {
    Ok(PuzzleScore {
        player: UserId::from_sql(r.i64("player_id")?),
        rating: Rating {
            rating: r.f64("rating")?,
            deviation: r.f64("deviation")?,
            volatility: r.f64("volatility")?,
        },
        solved: r.u32("solved")?,
        failed: r.u32("failed")?,
        streak: r.u32("streak")?,
        best_streak: r.u32("best_streak")?,
    })
}

fn score_in(c: &Conn<'_>, guild: GuildId, variant: Variant, player: UserId) -> Result<PuzzleScore> {
    Ok(c.query_opt(
        "SELECT player_id, rating, deviation, volatility, solved, failed, streak, best_streak
         FROM puzzle_ratings WHERE guild_id = $1 AND variant = $2 AND player_id = $3",
        p![guild.sql(), variant.id(), player.sql()],
    )?
    .map(|r| score_from_row(&r))
    .transpose()?
    .unwrap_or_else(|| PuzzleScore::new(player)))
}

/// Stores a player's puzzle record.
fn save_score(
    c: &Conn<'_>,
    guild: GuildId,
    variant: Variant,
    after: &PuzzleScore,
    now: Timestamp,
) -> Result<()> {
    c.execute(
        "INSERT INTO puzzle_ratings (guild_id, variant, player_id, rating, deviation,
             volatility, solved, failed, streak, best_streak, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (guild_id, variant, player_id) DO UPDATE SET
             rating = excluded.rating, deviation = excluded.deviation,
             volatility = excluded.volatility, solved = excluded.solved,
             failed = excluded.failed, streak = excluded.streak,
             best_streak = excluded.best_streak, updated_at = excluded.updated_at",
        p![
            guild.sql(),
            variant.id(),
            after.player.sql(),
            after.rating.rating,
            after.rating.deviation,
            after.rating.volatility,
            after.solved,
            after.failed,
            after.streak,
            after.best_streak,
            now
        ],
    )?;
    Ok(())
}

/// Closes the open `attempt`, solved or failed, in the caller's transaction; false when
/// it was no longer open (a second delivery of the same answer).
pub(crate) fn close_attempt(
    c: &Conn<'_>,
    attempt: &PuzzleAttempt,
    solved: bool,
    now: Timestamp,
) -> Result<bool> {
    let status = if solved {
        AttemptStatus::Solved
    } else {
        AttemptStatus::Failed
    };
    Ok(c.execute(
        "UPDATE puzzle_attempts SET status = $4, finished_at = $5
         WHERE guild_id = $1 AND player_id = $2 AND puzzle_id = $3 AND status = 'open'",
        p![
            attempt.guild.sql(),
            attempt.player.sql(),
            attempt.puzzle.as_str(),
            status.id(),
            now
        ],
    )? > 0)
}

fn puzzle_in(c: &Conn<'_>, id: &str) -> Result<Option<StoredPuzzle>> {
    c.query_opt(
        &format!("SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE puzzle_id = $1"),
        p![id],
    )?
    .map(|r| puzzle_from_row(&r))
    .transpose()
}

impl Store {
    /// Adds puzzles; one whose id is already stored is left as it is. Returns how many
    /// were new.
    pub fn add_puzzles(&self, puzzles: &[NewPuzzle], now: Timestamp) -> Result<u64> {
        self.write(|c| {
            let mut added = 0;
            for pz in puzzles {
                added += c.execute(
                    "INSERT INTO puzzles (puzzle_id, variant, fen, moves, themes, rating, deviation,
                         volatility, plays, source, guild_id, game_id, added_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11, $12)
                     ON CONFLICT (puzzle_id) DO NOTHING",
                    p![
                        pz.id.as_str(),
                        pz.variant.id(),
                        pz.fen.as_str(),
                        pz.moves.join(" "),
                        pz.themes.join(" "),
                        pz.rating,
                        pz.deviation,
                        START_VOLATILITY,
                        pz.source.as_str(),
                        pz.guild.map(GuildId::sql),
                        pz.game.map(|g| g.0),
                        now
                    ],
                )?;
            }
            Ok(added)
        })
    }

    /// How many puzzles of `variant` are stored (everyone's and every server's).
    pub fn puzzle_count(&self, variant: Variant) -> Result<u64> {
        let n = self
            .conn()
            .query_one(
                "SELECT count(*) AS n FROM puzzles WHERE variant = $1",
                p![variant.id()],
            )?
            .i64("n")?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// How many stored puzzles name `source` (the starter set's: `starter`).
    pub fn puzzles_from(&self, source: &str) -> Result<u64> {
        let n = self
            .conn()
            .query_one(
                "SELECT count(*) AS n FROM puzzles WHERE source = $1",
                p![source],
            )?
            .i64("n")?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// Brings the stored puzzles of `source` up to `puzzles` (a shipped set made
    /// again): new themes reach every one, a new starting rating and deviation only
    /// those nobody has played yet (players' results own the others). Plays stay.
    /// Returns how many changed.
    pub fn refresh_shipped_puzzles(&self, source: &str, puzzles: &[NewPuzzle]) -> Result<u64> {
        struct Held {
            themes: String,
            rating: f64,
            deviation: f64,
            plays: u32,
        }
        let stored: std::collections::HashMap<String, Held> = self
            .conn()
            .query(
                "SELECT puzzle_id, themes, rating, deviation, plays FROM puzzles WHERE source = $1",
                p![source],
            )?
            .iter()
            .map(|r| {
                Ok((
                    r.text("puzzle_id")?,
                    Held {
                        themes: r.text("themes")?,
                        rating: r.f64("rating")?,
                        deviation: r.f64("deviation")?,
                        plays: r.u32("plays")?,
                    },
                ))
            })
            .collect::<Result<_>>()?;
        let stale: Vec<(&NewPuzzle, String, bool)> = puzzles
            .iter()
            .filter_map(|pz| {
                let held = stored.get(&pz.id)?;
                let themes = pz.themes.join(" ");
                // Ratings are whole numbers as shipped; a hundredth apart is another.
                let differs = |a: f64, b: f64| (a - b).abs() > 0.01;
                let rerate = held.plays == 0
                    && (differs(held.rating, pz.rating) || differs(held.deviation, pz.deviation));
                (held.themes != themes || rerate).then_some((pz, themes, rerate))
            })
            .collect();
        if stale.is_empty() {
            return Ok(0);
        }
        self.write(|c| {
            let mut changed = 0;
            for (pz, themes, rerate) in &stale {
                changed += if *rerate {
                    c.execute(
                        "UPDATE puzzles SET themes = $2, rating = $3, deviation = $4
                         WHERE puzzle_id = $1 AND source = $5 AND plays = 0",
                        p![
                            pz.id.as_str(),
                            themes.as_str(),
                            pz.rating,
                            pz.deviation,
                            source
                        ],
                    )?
                } else {
                    c.execute(
                        "UPDATE puzzles SET themes = $2 WHERE puzzle_id = $1 AND source = $3",
                        p![pz.id.as_str(), themes.as_str(), source],
                    )?
                };
            }
            Ok(changed)
        })
    }

    /// The puzzle `id`.
    pub fn puzzle(&self, id: &str) -> Result<Option<StoredPuzzle>> {
        puzzle_in(&self.conn(), id)
    }

    /// The puzzle of `variant` (with `theme`, when given) nearest `rating` that the
    /// player has not tried in this server: everyone's puzzles and this server's own.
    pub fn next_puzzle(
        &self,
        guild: GuildId,
        player: UserId,
        variant: Variant,
        theme: Option<&str>,
        rating: f64,
    ) -> Result<Option<StoredPuzzle>> {
        let theme = theme.map(|t| format!("% {} %", t.trim()));
        self.conn()
            .query_opt(
                &format!(
                    "SELECT {PUZZLE_COLUMNS} FROM puzzles pz
                     WHERE variant = $1 AND (guild_id IS NULL OR guild_id = $2)
                       AND (CAST($4 AS TEXT) IS NULL OR ' ' || themes || ' ' LIKE $4)
                       AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a
                           WHERE a.guild_id = $2 AND a.player_id = $3 AND a.puzzle_id = pz.puzzle_id)
                     ORDER BY abs(rating - $5), puzzle_id LIMIT 1"
                ),
                p![variant.id(), guild.sql(), player.sql(), theme, rating],
            )?
            .map(|r| puzzle_from_row(&r))
            .transpose()
    }

    /// Up to `limit` of everyone's puzzles of `variant` (with `theme`, when given),
    /// easiest first: what a public page may show, never a server's own.
    pub fn everyones_puzzles(
        &self,
        variant: Variant,
        theme: Option<&str>,
        limit: u32,
    ) -> Result<Vec<StoredPuzzle>> {
        let theme = theme.map(|t| format!("% {} %", t.trim()));
        self.conn()
            .query(
                &format!(
                    "SELECT {PUZZLE_COLUMNS} FROM puzzles
                     WHERE variant = $1 AND guild_id IS NULL
                       AND (CAST($2 AS TEXT) IS NULL OR ' ' || themes || ' ' LIKE $2)
                     ORDER BY rating, puzzle_id LIMIT $3"
                ),
                p![variant.id(), theme, limit.min(crate::policy::MAX_PAGE)],
            )?
            .iter()
            .map(puzzle_from_row)
            .collect()
    }

    /// The player's open attempt in this server, if any.
    pub fn open_puzzle_attempt(
        &self,
        guild: GuildId,
        player: UserId,
    ) -> Result<Option<PuzzleAttempt>> {
        self.conn()
            .query_opt(
                "SELECT guild_id, player_id, puzzle_id, status, progress, daily, in_run, started_at
                 FROM puzzle_attempts WHERE guild_id = $1 AND player_id = $2 AND status = 'open'",
                p![guild.sql(), player.sql()],
            )?
            .map(|r| attempt_from_row(&r))
            .transpose()
    }

    /// The player's attempt at `puzzle` in this server, whatever its state.
    pub fn puzzle_attempt(
        &self,
        guild: GuildId,
        player: UserId,
        puzzle: &str,
    ) -> Result<Option<PuzzleAttempt>> {
        self.conn()
            .query_opt(
                "SELECT guild_id, player_id, puzzle_id, status, progress, daily, in_run, started_at
                 FROM puzzle_attempts WHERE guild_id = $1 AND player_id = $2 AND puzzle_id = $3",
                p![guild.sql(), player.sql(), puzzle],
            )?
            .map(|r| attempt_from_row(&r))
            .transpose()
    }

    /// Opens an attempt at `puzzle`, first dropping an open attempt at another puzzle
    /// where no move was made yet. False when the player tried this puzzle here before,
    /// or still has another open with moves made.
    pub fn start_puzzle_attempt(
        &self,
        guild: GuildId,
        player: UserId,
        puzzle: &str,
        kind: AttemptKind,
        now: Timestamp,
    ) -> Result<bool> {
        let daily = match kind {
            AttemptKind::Daily(day) => Some(day),
            AttemptKind::Rated | AttemptKind::Run => None,
        };
        let in_run = i64::from(kind == AttemptKind::Run);
        self.write(|c| {
            c.execute(
                "DELETE FROM puzzle_attempts
                 WHERE guild_id = $1 AND player_id = $2 AND status = 'open' AND progress = 0",
                p![guild.sql(), player.sql()],
            )?;
            let open = c
                .query_opt(
                    "SELECT 1 AS one FROM puzzle_attempts
                     WHERE guild_id = $1 AND player_id = $2 AND status = 'open'",
                    p![guild.sql(), player.sql()],
                )?
                .is_some();
            if open {
                return Ok(false);
            }
            let n = c.execute(
                "INSERT INTO puzzle_attempts (guild_id, player_id, puzzle_id, status, progress,
                     daily, in_run, started_at)
                 VALUES ($1, $2, $3, 'open', 0, $4, $5, $6)
                 ON CONFLICT (guild_id, player_id, puzzle_id) DO NOTHING",
                p![guild.sql(), player.sql(), puzzle, daily, in_run, now],
            )?;
            Ok(n > 0)
        })
    }

    /// Moves an open attempt on from `from` plies to `to`; false when it had already
    /// moved (a second delivery of the same answer) or is no longer open.
    pub fn advance_puzzle_attempt(
        &self,
        attempt: &PuzzleAttempt,
        from: u32,
        to: u32,
    ) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE puzzle_attempts SET progress = $5
             WHERE guild_id = $1 AND player_id = $2 AND puzzle_id = $3 AND status = 'open'
               AND progress = $4",
            p![
                attempt.guild.sql(),
                attempt.player.sql(),
                attempt.puzzle.as_str(),
                from,
                to
            ],
        )? > 0)
    }

    /// Finishes an open attempt, solved or failed, and rates the player and the puzzle
    /// against each other (Glicko-2) and keeps the streak, all at once.
    pub fn finish_puzzle_attempt(
        &self,
        attempt: &PuzzleAttempt,
        variant: Variant,
        solved: bool,
        now: Timestamp,
    ) -> Result<PuzzleOutcome> {
        let (guild, player) = (attempt.guild, attempt.player);
        self.write(|c| {
            let before = score_in(c, guild, variant, player)?;
            let closed = close_attempt(c, attempt, solved, now)?;
            let puzzle = match puzzle_in(c, &attempt.puzzle)? {
                Some(p) if closed => p,
                _ => {
                    return Ok(PuzzleOutcome {
                        after: before.clone(),
                        before,
                        changed: false,
                    });
                }
            };
            let outcome = if solved {
                Outcomes::WIN
            } else {
                Outcomes::LOSS
            };
            let (me, pz) = glicko2(
                &before.rating.glicko(),
                &puzzle.rating.glicko(),
                &outcome,
                &Glicko2Config::new(),
            );
            let mut after = before.clone();
            after.rating = Rating::from_glicko(me);
            if solved {
                after.solved += 1;
                after.streak += 1;
                after.best_streak = after.best_streak.max(after.streak);
            } else {
                after.failed += 1;
                after.streak = 0;
            }
            save_score(c, guild, variant, &after, now)?;
            c.execute(
                "UPDATE puzzle_attempts SET rating_diff = $4
                 WHERE guild_id = $1 AND player_id = $2 AND puzzle_id = $3",
                p![
                    guild.sql(),
                    player.sql(),
                    attempt.puzzle.as_str(),
                    after.rating.rating - before.rating.rating
                ],
            )?;
            c.execute(
                "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, plays = plays + 1
                 WHERE puzzle_id = $1",
                p![
                    attempt.puzzle.as_str(),
                    pz.rating,
                    pz.deviation,
                    pz.volatility
                ],
            )?;
            Ok(PuzzleOutcome {
                before,
                after,
                changed: true,
            })
        })
    }

    /// The player's puzzle record in this server and game (a fresh one if none).
    pub fn puzzle_score(
        &self,
        guild: GuildId,
        variant: Variant,
        player: UserId,
    ) -> Result<PuzzleScore> {
        score_in(&self.conn(), guild, variant, player)
    }

    /// The server's puzzle leaderboard for `variant`: best rating first, `limit` from
    /// `offset`, with the total count.
    pub fn puzzle_leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        limit: u32,
        offset: u32,
    ) -> Result<(Vec<PuzzleScore>, u64)> {
        let c = self.conn();
        let rows = c.query(
            "SELECT player_id, rating, deviation, volatility, solved, failed, streak, best_streak
             FROM puzzle_ratings WHERE guild_id = $1 AND variant = $2
             ORDER BY rating DESC, player_id LIMIT $3 OFFSET $4",
            p![guild.sql(), variant.id(), limit, offset],
        )?;
        let total = c
            .query_one(
                "SELECT count(*) AS n FROM puzzle_ratings WHERE guild_id = $1 AND variant = $2",
                p![guild.sql(), variant.id()],
            )?
            .i64("n")?;
        Ok((
            rows.iter().map(score_from_row).collect::<Result<_>>()?,
            u64::try_from(total).unwrap_or(0),
        ))
    }

    /// A puzzle's starting rating when a file gives none.
    pub const DEFAULT_PUZZLE_RATING: f64 = START_RATING;
}
