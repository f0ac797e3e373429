//! Ending a game: the result and both ratings in one transaction.

use crate::convert::color_id;
use crate::db::Conn;
use crate::games::{fetch_game, lock_game};
use crate::ratings::apply_result;
use crate::row::p;
use crate::{
    Error, GameId, GameResult, RatingUpdate, Result, Store, StoredGame, Termination, Timestamp,
};

/// What [`Store::finish_game`] did.
#[derive(Debug, Clone)]
pub struct Finished {
    /// The game, now over.
    pub game: StoredGame,
    /// Both rating changes, if the game was rated and counts (each side made two moves).
    pub ratings: Option<RatingUpdate>,
}

/// Stores the result of an active game and updates the ratings, inside the caller's transaction.
pub(crate) fn finish_in_tx(
    conn: &Conn,
    game: &StoredGame,
    result: GameResult,
    at: Timestamp,
) -> Result<(StoredGame, Option<RatingUpdate>)> {
    let aborted = result.termination == Termination::Aborted;
    if aborted && result.winner.is_some() {
        return Err(Error::Invalid("an aborted game has no winner".into()));
    }
    conn.execute(
        "UPDATE games SET status = $2, winner = $3, reason = $4, finished_at = $5,
             reminder_at = NULL, draw_offer = NULL, takeback_offer = NULL
         WHERE game_id = $1 AND status = 'active'",
        p![
            game.id.0,
            if aborted { "aborted" } else { "finished" },
            result.winner.map(color_id),
            result.termination.id(),
            at,
        ],
    )?;
    let finished = fetch_game(conn, game.id)?;
    let ratings = if aborted {
        None
    } else {
        apply_result(conn, &finished, result, at)?
    };
    Ok((finished, ratings))
}

impl Store {
    /// Ends a game that is still at `expected_ply`: resignation, timeout, agreed draw,
    /// abort, or a board result the service decided. Ratings change in the same
    /// transaction, so a crash never leaves a result without its rating update.
    ///
    /// A game that moved on is [`Error::Conflict`]; one already over is
    /// [`Error::GameOver`], which makes deadline handling idempotent.
    pub fn finish_game(
        &self,
        id: GameId,
        expected_ply: u32,
        result: GameResult,
        at: Timestamp,
    ) -> Result<Finished> {
        self.write(|tx| {
            let game = lock_game(tx, id, expected_ply)?;
            let (game, ratings) = finish_in_tx(tx, &game, result, at)?;
            Ok(Finished { game, ratings })
        })
    }

    /// Aborts a game still at `expected_ply`: no result, no rating change.
    ///
    /// Whether an abort is still allowed (before both sides moved) is the caller's rule.
    pub fn abort_game(&self, id: GameId, expected_ply: u32, at: Timestamp) -> Result<StoredGame> {
        Ok(self
            .finish_game(id, expected_ply, GameResult::aborted(), at)?
            .game)
    }
}
