//! Glicko-2 ratings per (server, variant, player), leaderboards and stats.

use crate::convert::variant_from_id;
use crate::db::Conn;
use crate::policy::{
    MIN_RATED_PLIES, PROVISIONAL_DEVIATION, START_DEVIATION, START_RATING, START_VOLATILITY,
};
use crate::row::{Row, p};
use crate::{
    GameId, GameResult, GameStatus, GuildId, Result, Store, StoredGame, Timestamp, UserId,
};
use rules::{Color, Variant};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A Glicko-2 rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating, 1500 to start.
    pub rating: f64,
    /// How uncertain it is (350 to start); high means provisional.
    pub deviation: f64,
    /// How erratic the player's results are.
    pub volatility: f64,
}

impl Rating {
    /// Everyone's start: [`START_RATING`](crate::policy::START_RATING), its deviation and volatility.
    pub const START: Rating = Rating {
        rating: START_RATING,
        deviation: START_DEVIATION,
        volatility: START_VOLATILITY,
    };

    /// True while the deviation is high: show the rating with a `?`.
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as players read it: `1500?` while provisional, else `1623`.
    pub fn display(&self) -> String {
        format!(
            "{:.0}{}",
            self.rating,
            if self.is_provisional() { "?" } else { "" }
        )
    }

    pub(crate) fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    pub(crate) fn from_glicko(g: Glicko2Rating) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::START
    }
}

/// A player's rating and record in one server and variant.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerRating {
    /// The server.
    pub guild: GuildId,
    /// The variant.
    pub variant: Variant,
    /// The player.
    pub player: UserId,
    /// The rating.
    pub rating: Rating,
    /// Rated games that counted.
    pub games: u32,
    /// Of which won.
    pub wins: u32,
    /// Of which drawn.
    pub draws: u32,
    /// Of which lost.
    pub losses: u32,
}

/// One player's rating before and after a game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingChange {
    /// The player.
    pub player: UserId,
    /// Before the game.
    pub before: Rating,
    /// After the game.
    pub after: Rating,
}

impl RatingChange {
    /// The change in rating points, rounded as players read it (`+12`, `-7`).
    pub fn diff(&self) -> i64 {
        (self.after.rating.round() - self.before.rating.round()) as i64
    }
}

/// Both players' rating changes from one game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingUpdate {
    /// White's change.
    pub white: RatingChange,
    /// Black's change.
    pub black: RatingChange,
}

/// A leaderboard line.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderboardEntry {
    /// 1 for the best rating.
    pub rank: u32,
    /// The cached display name (empty if unknown).
    pub display_name: String,
    /// Rating and record.
    pub rating: PlayerRating,
}

/// A player's rating after one rated game: a point of their rating history.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingPoint {
    /// The game.
    pub game: GameId,
    /// When it finished.
    pub at: Timestamp,
    /// The rating after it.
    pub rating: f64,
}

const RATING_COLUMNS: &str =
    "guild_id, variant, player_id, rating, deviation, volatility, games, wins, draws, losses";

fn rating_from_row(r: &Row) -> Result<PlayerRating> {
    Ok(PlayerRating {
        guild: GuildId::from_sql(r.i64("guild_id")?),
        variant: r.parsed("variant", variant_from_id)?,
        player: UserId::from_sql(r.i64("player_id")?),
        rating: Rating {
            rating: r.f64("rating")?,
            deviation: r.f64("deviation")?,
            volatility: r.f64("volatility")?,
        },
        games: r.u32("games")?,
        wins: r.u32("wins")?,
        draws: r.u32("draws")?,
        losses: r.u32("losses")?,
    })
}

fn read_rating(
    conn: &Conn,
    guild: GuildId,
    variant: Variant,
    player: UserId,
) -> Result<PlayerRating> {
    let found = conn
        .query_opt(
            &format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND variant = $2 AND player_id = $3"
            ),
            p![guild.sql(), variant.id(), player.sql()],
        )?
        .map(|r| rating_from_row(&r))
        .transpose()?;
    Ok(found.unwrap_or(PlayerRating {
        guild,
        variant,
        player,
        rating: Rating::START,
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
    }))
}

fn write_rating(conn: &Conn, r: &PlayerRating, at: Timestamp) -> Result<()> {
    conn.execute(
        "INSERT INTO ratings (guild_id, variant, player_id, rating, deviation, volatility, games, wins, draws, losses, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (guild_id, variant, player_id) DO UPDATE SET rating = excluded.rating,
             deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games,
             wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, updated_at = excluded.updated_at",
        p![
            r.guild.sql(),
            r.variant.id(),
            r.player.sql(),
            r.rating.rating,
            r.rating.deviation,
            r.rating.volatility,
            r.games,
            r.wins,
            r.draws,
            r.losses,
            at,
        ],
    )?;
    Ok(())
}

/// Updates both ratings for a finished game, inside the caller's (write) transaction,
/// so the read-modify-write cannot interleave with another game's. Returns `None` when
/// the game does not count (unrated, aborted, or fewer than [`MIN_RATED_PLIES`]).
pub(crate) fn apply_result(
    conn: &Conn,
    game: &StoredGame,
    result: GameResult,
    at: Timestamp,
) -> Result<Option<RatingUpdate>> {
    if !game.rated || game.status != GameStatus::Finished || game.ply < MIN_RATED_PLIES {
        return Ok(None);
    }
    let pool = game.rating_pool();
    let mut white = read_rating(conn, pool, game.variant, game.white)?;
    let mut black = read_rating(conn, pool, game.variant, game.black)?;
    let outcome = match result.winner {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (w, b) = glicko2(
        &white.rating.glicko(),
        &black.rating.glicko(),
        &outcome,
        &Glicko2Config::new(),
    );
    let update = RatingUpdate {
        white: RatingChange {
            player: game.white,
            before: white.rating,
            after: Rating::from_glicko(w),
        },
        black: RatingChange {
            player: game.black,
            before: black.rating,
            after: Rating::from_glicko(b),
        },
    };
    for (r, change, color) in [
        (&mut white, &update.white, Color::White),
        (&mut black, &update.black, Color::Black),
    ] {
        r.rating = change.after;
        r.games += 1;
        match result.winner {
            None => r.draws += 1,
            Some(c) if c == color => r.wins += 1,
            Some(_) => r.losses += 1,
        }
        write_rating(conn, r, at)?;
        conn.execute(
            "INSERT INTO rating_changes (game_id, player_id, rating_before, deviation_before, volatility_before,
                 rating_after, deviation_after, volatility_after)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            p![
                game.id.0,
                change.player.sql(),
                change.before.rating,
                change.before.deviation,
                change.before.volatility,
                change.after.rating,
                change.after.deviation,
                change.after.volatility,
            ],
        )?;
    }
    Ok(Some(update))
}

impl Store {
    /// A player's rating and record in a server and variant (the start rating if none yet).
    pub fn rating(&self, guild: GuildId, variant: Variant, player: UserId) -> Result<PlayerRating> {
        read_rating(&self.conn(), guild, variant, player)
    }

    /// A player's ratings in every variant they played: in one server, or all with `None`.
    pub fn player_stats(
        &self,
        player: UserId,
        guild: Option<GuildId>,
    ) -> Result<Vec<PlayerRating>> {
        self.conn()
            .query(
                &format!(
                    "SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = $1 AND (CAST($2 AS BIGINT) IS NULL OR guild_id = $2)
                     ORDER BY guild_id, variant"
                ),
                p![player.sql(), guild.map(GuildId::sql)],
            )?
            .iter()
            .map(rating_from_row)
            .collect()
    }

    /// One page of a server's leaderboard for a variant: best rating first, players with
    /// at least `min_games` rated games, skipping `offset` entries.
    pub fn leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        min_games: u32,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<LeaderboardEntry>> {
        let rows = self.conn().query(
            "SELECT r.guild_id, r.variant, r.player_id, r.rating, r.deviation, r.volatility, r.games, r.wins,
                    r.draws, r.losses, coalesce(p.display_name, '') AS display_name
             FROM ratings r LEFT JOIN players p ON p.player_id = r.player_id
             WHERE r.guild_id = $1 AND r.variant = $2 AND r.games >= $3
             ORDER BY r.rating DESC LIMIT $4 OFFSET $5",
            p![guild.sql(), variant.id(), min_games, limit, offset],
        )?;
        let mut out = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            out.push(LeaderboardEntry {
                rank: offset + i as u32 + 1,
                display_name: row.text("display_name")?,
                rating: rating_from_row(row)?,
            });
        }
        Ok(out)
    }

    /// How many players a leaderboard has (for "page 2 of 7").
    pub fn leaderboard_len(&self, guild: GuildId, variant: Variant, min_games: u32) -> Result<u32> {
        let n = self
            .conn()
            .query_one(
                "SELECT count(*) AS n FROM ratings WHERE guild_id = $1 AND variant = $2 AND games >= $3",
                p![guild.sql(), variant.id(), min_games],
            )?
            .i64("n")?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// `player`'s rating after each of their last `limit` rated games of `variant` in
    /// `guild`, oldest first: the points of a rating graph.
    pub fn rating_history(
        &self,
        guild: GuildId,
        variant: Variant,
        player: UserId,
        limit: u32,
    ) -> Result<Vec<RatingPoint>> {
        let rows = self.conn().query(
            "SELECT c.game_id, g.finished_at, c.rating_after
             FROM rating_changes c JOIN games g ON g.game_id = c.game_id
             WHERE c.player_id = $1 AND g.guild_id = $2 AND g.variant = $3
             ORDER BY g.finished_at DESC, g.game_id DESC LIMIT $4",
            p![player.sql(), guild.sql(), variant.id(), limit],
        )?;
        let mut points = rows
            .iter()
            .map(|r| {
                Ok(RatingPoint {
                    game: GameId(r.i64("game_id")?),
                    at: r.i64("finished_at")?,
                    rating: r.f64("rating_after")?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        points.reverse();
        Ok(points)
    }

    /// The rating changes a finished game caused, if it counted.
    pub fn game_rating_changes(&self, game: &StoredGame) -> Result<Option<RatingUpdate>> {
        let read = |player: UserId| -> Result<Option<RatingChange>> {
            self.conn()
                .query_opt(
                    "SELECT rating_before, deviation_before, volatility_before, rating_after, deviation_after, volatility_after
                     FROM rating_changes
                     WHERE game_id = $1 AND player_id = $2",
                    p![game.id.0, player.sql()],
                )?
                .map(|r| {
                    let rating = |when: &str| -> Result<Rating> {
                        Ok(Rating {
                            rating: r.f64(&format!("rating_{when}"))?,
                            deviation: r.f64(&format!("deviation_{when}"))?,
                            volatility: r.f64(&format!("volatility_{when}"))?,
                        })
                    };
                    Ok(RatingChange {
                        player,
                        before: rating("before")?,
                        after: rating("after")?,
                    })
                })
                .transpose()
        };
        Ok(match (read(game.white)?, read(game.black)?) {
            (Some(white), Some(black)) => Some(RatingUpdate { white, black }),
            _ => None,
        })
    }
}
