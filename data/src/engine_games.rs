//! Games against Sanctum's engine: which side the engine plays and at what level,
//! each player's record against every level, and the stored post-game reviews.
//!
//! A game against the engine is an ordinary game (the bot's own user is one of the
//! players); this table only says which side thinks for itself, so a restart knows
//! which games wait for the engine's move.

use crate::convert::{color_from_id, color_id};
use crate::db::Conn;
use crate::games::{GAME_COLUMNS, fetch_game, query_games, turn_of};
use crate::new_game::insert_game;
use crate::policy::MAX_ENGINE_LEVEL;
use crate::row::{Row, p};
use crate::{Error, GameId, GuildId, NewGame, Result, Store, StoredGame, Timestamp, UserId};
use rules::Color;

/// The engine's part in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineSide {
    /// The side the engine plays.
    pub color: Color,
    /// Its level, 1 (beginner) to 8 (full strength).
    pub level: u8,
}

/// A player's results against one engine level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LevelRecord {
    /// The level.
    pub level: u8,
    /// Games the player won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the player lost.
    pub losses: u32,
}

/// The `level` of an `engine_games` row; a level above today's strongest plays as the strongest.
fn level_from_row(r: &Row) -> Result<u8> {
    Ok(r.u32("level")?.min(u32::from(MAX_ENGINE_LEVEL)) as u8)
}

/// The active games against the engine, with the side it plays, whose last move is
/// at or before `$1`.
const ENGINE_TURNS: &str = "SELECT g.game_id, g.fen, e.engine_color FROM games g
     JOIN engine_games e ON e.game_id = g.game_id
     WHERE g.status = 'active' AND g.last_move_at <= $1
     ORDER BY g.last_move_at, g.game_id";

/// Inserts a game against Sanctum inside the caller's transaction.
pub(crate) fn insert_engine_game(tx: &Conn, new: &NewGame, engine: EngineSide) -> Result<GameId> {
    let id = insert_game(tx, new)?;
    tx.execute(
        "INSERT INTO engine_games (game_id, level, engine_color) VALUES ($1, $2, $3)",
        p![id.0, u32::from(engine.level), color_id(engine.color)],
    )?;
    Ok(id)
}

impl Store {
    /// Starts a game against the engine, which plays `engine` (the game's row names
    /// the bot's user for that side): both rows in one transaction, so a game never
    /// exists without knowing who thinks for it.
    pub fn create_engine_game(&self, new: &NewGame, engine: EngineSide) -> Result<StoredGame> {
        if !(1..=MAX_ENGINE_LEVEL).contains(&engine.level) {
            return Err(Error::Invalid(format!(
                "engine level {} is not between 1 and {MAX_ENGINE_LEVEL}",
                engine.level
            )));
        }
        self.write(|tx| {
            let id = insert_engine_game(tx, new, engine)?;
            fetch_game(tx, id)
        })
    }

    /// The engine's side in `game`, or `None` for a game between people.
    pub fn engine_side(&self, game: GameId) -> Result<Option<EngineSide>> {
        self.conn()
            .query_opt(
                "SELECT level, engine_color FROM engine_games WHERE game_id = $1",
                p![game.0],
            )?
            .map(|r| {
                Ok(EngineSide {
                    level: level_from_row(&r)?,
                    color: r.parsed("engine_color", color_from_id)?,
                })
            })
            .transpose()
    }

    /// Active games against the engine, oldest first (the caller checks whose turn it is).
    pub fn active_engine_games(&self) -> Result<Vec<(StoredGame, EngineSide)>> {
        let games = query_games(
            &self.conn(),
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active'
                 AND game_id IN (SELECT game_id FROM engine_games) ORDER BY game_id"
            ),
            &[],
        )?;
        let mut out = Vec::with_capacity(games.len());
        for g in games {
            if let Some(side) = self.engine_side(g.id)? {
                out.push((g, side));
            }
        }
        Ok(out)
    }

    /// How many games `user` has going against the engine, in every server.
    pub fn active_engine_games_of(&self, user: UserId) -> Result<u32> {
        self.conn()
            .query_one(
                "SELECT count(*) AS n FROM engine_games e JOIN games g ON g.game_id = e.game_id
                 WHERE g.status = 'active' AND (g.white = $1 OR g.black = $1)",
                p![user.sql()],
            )?
            .u32("n")
    }

    /// Active games where the engine is to move and whose last move was played at or
    /// before `moved_by`, longest waiting first. One query, walking the active games
    /// (or the engine's, whichever the planner finds smaller) by index: cheap enough
    /// to ask every scheduler tick.
    pub fn engine_turns(&self, moved_by: Timestamp) -> Result<Vec<GameId>> {
        let rows = self.conn().query(ENGINE_TURNS, p![moved_by])?;
        let mut out = Vec::new();
        for r in rows {
            let engine: Color = r.parsed("engine_color", color_from_id)?;
            if turn_of(&r.text("fen")?) == engine {
                out.push(GameId(r.i64("game_id")?));
            }
        }
        Ok(out)
    }

    /// `user`'s finished games against the engine in `guild`, as a record per level
    /// (only levels played, weakest first).
    pub fn engine_records(&self, user: UserId, guild: GuildId) -> Result<Vec<LevelRecord>> {
        let rows = self.conn().query(
            "SELECT e.level, e.engine_color, g.winner FROM engine_games e
             JOIN games g ON g.game_id = e.game_id
             WHERE g.status = 'finished' AND g.guild_id = $2 AND (g.white = $1 OR g.black = $1)",
            p![user.sql(), guild.sql()],
        )?;
        let mut records: Vec<LevelRecord> = Vec::new();
        for r in rows {
            let level = level_from_row(&r)?;
            let engine: Color = r.parsed("engine_color", color_from_id)?;
            let winner = r.opt_text("winner")?.as_deref().and_then(color_from_id);
            let i = records
                .iter()
                .position(|x| x.level == level)
                .unwrap_or_else(|| {
                    records.push(LevelRecord {
                        level,
                        ..LevelRecord::default()
                    });
                    records.len() - 1
                });
            let rec = &mut records[i];
            match winner {
                None => rec.draws += 1,
                Some(c) if c == engine => rec.losses += 1,
                Some(_) => rec.wins += 1,
            }
        }
        records.sort_by_key(|r| r.level);
        Ok(records)
    }

    /// The stored review of `game`, if it was reviewed before.
    pub fn review(&self, game: GameId) -> Result<Option<String>> {
        self.conn()
            .query_opt(
                "SELECT analysis FROM reviews WHERE game_id = $1",
                p![game.0],
            )?
            .map(|r| r.text("analysis"))
            .transpose()
    }

    /// Stores the review of a finished game (a later one replaces it).
    pub fn save_review(&self, game: GameId, analysis: &str, at: Timestamp) -> Result<()> {
        self.write(|tx| {
            let stored = fetch_game(tx, game)?;
            if stored.is_active() {
                return Err(Error::Invalid(
                    "only a finished game can be reviewed".into(),
                ));
            }
            tx.execute(
                "INSERT INTO reviews (game_id, analysis, created_at) VALUES ($1, $2, $3)
                 ON CONFLICT (game_id) DO UPDATE SET analysis = excluded.analysis,
                     created_at = excluded.created_at",
                p![game.0, analysis, at],
            )?;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::ENGINE_TURNS;

    /// Asked every tick, the query walks an index (or the engine's own table), never
    /// every game ever played.
    #[test]
    fn engine_turns_never_reads_every_game() {
        let steps = crate::store::query_plan(ENGINE_TURNS, &0_i64);
        assert!(
            steps
                .iter()
                .all(|s| !s.starts_with("SCAN g") || s.contains("USING")),
            "{steps:?}"
        );
    }
}
