//! Which finished games were mined for puzzles: each claimed once, so however many
//! processes mine in the background, a game is mined by one of them.

use crate::row::p;
use crate::{GameId, Result, Store, Timestamp};

impl Store {
    /// A finished game not yet mined for puzzles (the oldest first), if any.
    pub fn unmined_game(&self) -> Result<Option<GameId>> {
        self.conn()
            .query_opt(
                "SELECT g.game_id FROM games g
                 WHERE g.status = 'finished' AND NOT EXISTS
                     (SELECT 1 FROM mined_games m WHERE m.game_id = g.game_id)
                 ORDER BY g.game_id LIMIT 1",
                &[],
            )?
            .map(|r| r.i64("game_id").map(GameId))
            .transpose()
    }

    /// Claims `game` for mining: true for the one caller that claimed it. The count
    /// of its puzzles is set by [`Store::mined`].
    pub fn claim_mining(&self, game: GameId, now: Timestamp) -> Result<bool> {
        Ok(self.execute_write(
            "INSERT INTO mined_games (game_id, mined_at, puzzles) VALUES ($1, $2, 0)
             ON CONFLICT (game_id) DO NOTHING",
            p![game.0, now],
        )? > 0)
    }

    /// Records how many puzzles a mined game gave.
    pub fn mined(&self, game: GameId, puzzles: u32) -> Result<()> {
        self.execute_write(
            "UPDATE mined_games SET puzzles = $2 WHERE game_id = $1",
            p![game.0, puzzles],
        )?;
        Ok(())
    }
}
