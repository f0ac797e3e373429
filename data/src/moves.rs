//! Moves: recording one (the heart of the store), replaying a game, taking moves back.

use crate::convert::color_id;
use crate::db::Conn;
use crate::finish::finish_in_tx;
use crate::games::{
    GAME_COLUMNS, active_game_id, fetch_game, game_from_row, lock_game, lock_game_with_last_move,
};
use crate::policy::move_clock;
use crate::row::{Row, p};
use crate::vacations::VACATION_OF_OPPONENT;
use crate::{Error, GameId, RatingUpdate, Result, Store, StoredGame, Timestamp, UserId};

/// One stored move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMove {
    /// 1 for the first move of the game.
    pub ply: u32,
    /// The move in UCI (`e2e4`).
    pub uci: String,
    /// The move in SAN as it was played (`e4`, `Qh4#`).
    pub san: String,
    /// The position after the move.
    pub fen_after: String,
    /// When it was played.
    pub played_at: Timestamp,
    /// Who played it.
    pub by: UserId,
}

/// What [`Store::record_move`] did.
#[derive(Debug, Clone)]
pub struct MoveSaved {
    /// The game after the move (with its result if the move ended it).
    pub stored: StoredGame,
    /// The move as stored.
    pub saved: StoredMove,
    /// Both rating changes, if the move ended a rated game that counts.
    pub ratings: Option<RatingUpdate>,
}

/// A game with its moves, replayed through `rules` and checked against the stored FENs.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    /// The game as stored.
    pub stored: StoredGame,
    /// The game replayed through `rules`: legal moves, outcome, repetition history.
    pub game: rules::Game,
    /// The stored moves, in order.
    pub moves: Vec<StoredMove>,
}

/// A row of `moves`.
fn move_from_row(r: &Row) -> Result<StoredMove> {
    Ok(StoredMove {
        ply: r.u32("ply")?,
        uci: r.text("uci")?,
        san: r.text("san")?,
        fen_after: r.text("fen_after")?,
        played_at: r.i64("played_at")?,
        by: UserId::from_sql(r.i64("player_id")?),
    })
}

/// Reads a game's moves in ply order.
pub(crate) fn read_moves(conn: &Conn, id: GameId) -> Result<Vec<StoredMove>> {
    conn.query(
        "SELECT ply, uci, san, fen_after, played_at, player_id FROM moves WHERE game_id = $1 ORDER BY ply",
        p![id.0],
    )?
    .iter()
    .map(move_from_row)
    .collect()
}

/// Replays `moves` from the game's start and checks every ply and FEN on the way.
pub(crate) fn replay(game: &StoredGame, moves: &[StoredMove]) -> Result<rules::Game> {
    let corrupt = |ply: u32, detail: String| Error::CorruptGame {
        game: game.id,
        ply,
        detail,
    };
    let mut g = rules::Game::from_fen(game.variant, &game.start_fen)
        .map_err(|e| corrupt(0, format!("start FEN does not parse: {e}")))?;
    for (i, m) in moves.iter().enumerate() {
        let expected = i as u32 + 1;
        if m.ply != expected {
            return Err(corrupt(
                expected,
                format!("ply {} stored where {expected} belongs", m.ply),
            ));
        }
        let mv = g
            .position()
            .parse_uci(&m.uci)
            .map_err(|e| corrupt(m.ply, format!("{}: {e}", m.uci)))?;
        g.play(&mv).map_err(|e| corrupt(m.ply, e.to_string()))?;
        let fen = g.position().fen();
        if fen != m.fen_after {
            return Err(corrupt(
                m.ply,
                format!("replay gives {fen}, stored {}", m.fen_after),
            ));
        }
    }
    if moves.len() != game.ply as usize {
        return Err(corrupt(
            game.ply,
            format!("{} moves stored for ply {}", moves.len(), game.ply),
        ));
    }
    if g.position().fen() != game.fen {
        return Err(corrupt(
            game.ply,
            format!(
                "moves lead to {}, game says {}",
                g.position().fen(),
                game.fen
            ),
        ));
    }
    Ok(g)
}

/// Refuses a move by anyone but the player to move.
pub(crate) fn check_turn(game: &StoredGame, by: UserId) -> Result<()> {
    let to_move = game.player(game.turn());
    if to_move == by {
        Ok(())
    } else if game.color_of(by).is_some() {
        Err(Error::NotYourTurn {
            game: game.id,
            user: by,
            to_move,
        })
    } else {
        Err(Error::NotAPlayer {
            game: game.id,
            user: by,
        })
    }
}

/// Plays `mv` on `replay` (the game as stored) and writes it: the move, the clock, the
/// offers, and the result with both ratings if the move ends the game.
pub(crate) fn apply_move(
    tx: &Conn,
    game: &StoredGame,
    mut replay: rules::Game,
    mv: rules::Move,
    by: UserId,
    at: Timestamp,
) -> Result<MoveSaved> {
    let id = game.id;
    let illegal = || Error::IllegalMove {
        game: id,
        ply: game.ply,
        uci: mv.uci(),
    };
    if !replay.position().is_legal(&mv) {
        return Err(illegal());
    }
    let mover = replay.position().turn();
    let san = replay.position().san(&mv);
    replay.play(&mv).map_err(|_| illegal())?;
    let record = StoredMove {
        ply: game.ply + 1,
        uci: mv.uci(),
        san,
        fen_after: replay.position().fen(),
        played_at: at,
        by,
    };
    tx.execute(
        "INSERT INTO moves (game_id, ply, uci, san, fen_after, played_at, player_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        p![
            id.0,
            record.ply,
            &record.uci,
            &record.san,
            &record.fen_after,
            at,
            by.sql(),
        ],
    )?;
    let (deadline, reminder) = move_clock(at, game.days_per_move);
    let updated = tx.query_one(
        &format!(
            "UPDATE games SET fen = $2, ply = $3, last_move_at = $4, deadline = $5, reminder_at = $6,
                 draw_offer = CASE WHEN draw_offer = $7 THEN draw_offer END, takeback_offer = NULL
             WHERE game_id = $1
             RETURNING {GAME_COLUMNS}, {VACATION_OF_OPPONENT} AS vacation_ends"
        ),
        p![
            id.0,
            &record.fen_after,
            record.ply,
            at,
            deadline,
            reminder,
            color_id(mover),
            by.sql(),
        ],
    )?;
    let mut game = crate::vacations::hold_until(
        tx,
        game_from_row(&updated)?,
        at,
        updated.opt_i64("vacation_ends")?,
    )?;
    let mut ratings = None;
    if let Some(outcome) = replay.outcome() {
        (game, ratings) = finish_in_tx(tx, &game, outcome.into(), at)?;
    }
    Ok(MoveSaved {
        stored: game,
        saved: record,
        ratings,
    })
}

impl Store {
    /// Loads a game and replays its moves; a stored FEN the moves do not lead to is
    /// [`Error::CorruptGame`], never silently used.
    pub fn load_game(&self, id: GameId) -> Result<LoadedGame> {
        let (game, moves) = self
            .conn()
            .read(|tx| Ok((fetch_game(tx, id)?, read_moves(tx, id)?)))?;
        let replayed = replay(&game, &moves)?;
        Ok(LoadedGame {
            stored: game,
            game: replayed,
            moves,
        })
    }

    /// The active game of a channel, loaded and checked as by [`Store::load_game`].
    pub fn load_active_game_in_channel(
        &self,
        channel: crate::ChannelId,
    ) -> Result<Option<LoadedGame>> {
        active_game_id(&self.conn(), channel)?
            .map(|id| self.load_game(id))
            .transpose()
    }

    /// A game's moves in order, as stored.
    pub fn moves(&self, id: GameId) -> Result<Vec<StoredMove>> {
        read_moves(&self.conn(), id)
    }

    /// Records `mv`, played by `by` at time `at`, if the game is still at `expected_ply`.
    ///
    /// One transaction: checks the ply ([`Error::Conflict`] if another move landed
    /// first), checks it is `by`'s turn and the move is legal in the replayed game,
    /// stores it with its SAN and FEN, moves the clock on (deadline `days_per_move`
    /// from `at`, a fresh reminder), clears a draw offer made by the other side and any
    /// takeback proposal, and — if the move ends the game — stores the result and
    /// updates both ratings.
    pub fn record_move(
        &self,
        id: GameId,
        expected_ply: u32,
        mv: &rules::Move,
        by: UserId,
        at: Timestamp,
    ) -> Result<MoveSaved> {
        let written = self.write(|tx| {
            let game = lock_game(tx, id, expected_ply)?;
            check_turn(&game, by)?;
            let replay = replay(&game, &read_moves(tx, id)?)?;
            apply_move(tx, &game, replay, *mv, by, at)
        });
        self.settle(written, id, expected_ply, *mv, by)
    }

    /// A move whose write lost the server (PostgreSQL gone while the COMMIT was on its
    /// way) may have been stored or not: the server decides, and its answer never came.
    /// Read the game again, waiting a little for the server to come back, so the player
    /// is told what really happened — played, or not played — instead of a refusal
    /// for a move that stands.
    fn settle(
        &self,
        written: Result<MoveSaved>,
        id: GameId,
        expected_ply: u32,
        mv: rules::Move,
        by: UserId,
    ) -> Result<MoveSaved> {
        let Err(lost @ Error::Unavailable { .. }) = written else {
            return written;
        };
        let started = std::time::Instant::now();
        loop {
            match self.load_game(id) {
                Ok(loaded) => {
                    // The move at the ply it was meant for: the game may have gone on since.
                    let Some(saved) = loaded
                        .moves
                        .get(expected_ply as usize)
                        .filter(|m| m.by == by && m.uci == mv.uci())
                        .cloned()
                    else {
                        crate::contention::lost_commit(false);
                        return Err(lost);
                    };
                    crate::contention::lost_commit(true);
                    let ratings = if loaded.stored.result.is_some() {
                        self.game_rating_changes(&loaded.stored)?
                    } else {
                        None
                    };
                    return Ok(MoveSaved {
                        stored: loaded.stored,
                        saved,
                        ratings,
                    });
                }
                Err(Error::Unavailable { .. })
                    if started.elapsed() < crate::policy::SETTLE_WITHIN =>
                {
                    std::thread::sleep(crate::policy::SETTLE_WITHIN / 20);
                }
                Err(_) => {
                    crate::contention::lost_commit(false);
                    return Err(lost);
                }
            }
        }
    }

    /// Like [`Store::record_move`], for a game the caller has just loaded with
    /// [`Store::load_game`]: instead of replaying the stored moves again, the transaction
    /// checks that the game is still exactly as loaded (ply, FEN, last move and its time)
    /// and plays the move on the caller's replay. A game that changed is [`Error::Conflict`].
    pub fn record_move_in(
        &self,
        loaded: &LoadedGame,
        mv: &rules::Move,
        by: UserId,
        at: Timestamp,
    ) -> Result<MoveSaved> {
        let seen = &loaded.stored;
        let written = self.write(|tx| {
            let (game, last_uci) = lock_game_with_last_move(tx, seen.id, seen.ply)?;
            let unchanged = game.fen == seen.fen
                && game.last_move_at == seen.last_move_at
                && last_uci.as_ref() == loaded.moves.last().map(|m| &m.uci)
                && loaded.game.ply() == seen.ply as usize
                && loaded.game.position().fen() == game.fen;
            if !unchanged {
                return Err(Error::Conflict {
                    game: seen.id,
                    expected: seen.ply,
                    actual: game.ply,
                });
            }
            check_turn(&game, by)?;
            apply_move(tx, &game, loaded.game.clone(), *mv, by, at)
        });
        self.settle(written, seen.id, seen.ply, *mv, by)
    }

    /// Takes back the last `plies` moves (1 or 2) of an unrated active game still at
    /// `expected_ply`; the player to move gets a fresh deadline from `at`.
    pub fn take_back(
        &self,
        id: GameId,
        expected_ply: u32,
        plies: u32,
        at: Timestamp,
    ) -> Result<StoredGame> {
        self.write(|tx| {
        let game = lock_game(tx, id, expected_ply)?;
        if game.rated {
            return Err(Error::Invalid(
                "takebacks are only allowed in unrated games".into(),
            ));
        }
        if !(1..=2).contains(&plies) || plies > game.ply {
            return Err(Error::Invalid(format!(
                "cannot take back {plies} of {} moves",
                game.ply
            )));
        }
        let keep = game.ply - plies;
        tx.execute(
            "DELETE FROM moves WHERE game_id = $1 AND ply > $2",
            p![id.0, keep],
        )?;
        let (deadline, reminder) = move_clock(at, game.days_per_move);
        let taken = tx.query_one(
            &format!(
                "UPDATE games SET ply = $2, last_move_at = $3, deadline = $4, reminder_at = $5,
                     draw_offer = NULL, takeback_offer = NULL,
                     fen = coalesce((SELECT fen_after FROM moves WHERE game_id = $1 AND ply = $2), start_fen)
                 WHERE game_id = $1
                 RETURNING {GAME_COLUMNS}"
            ),
            p![id.0, keep, at, deadline, reminder],
        )?;
        crate::vacations::hold_for_vacation(tx, game_from_row(&taken)?, at)
        })
    }
}
