//! Vacations: a player's clocks stand still while they are away, in every game of
//! every server at once.
//!
//! A vacation is kept in the deadlines themselves: when it starts, each game where
//! the player is to move gets its deadline (and reminder) moved on by the vacation's
//! length; a move that makes them to move during it starts their clock when it ends;
//! ending early takes the unused part back. So the deadline work never needs to know
//! about vacations, and a restart changes nothing.

use crate::db::Conn;
use crate::games::{GAME_COLUMNS, fetch_game, query_games};
use crate::players::ensure_player;
use crate::row::{Row, p};
use crate::{Error, GameId, Result, Store, StoredGame, Timestamp, UserId};

/// One vacation: from when, until when (the planned end, or the early one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vacation {
    /// Whose.
    pub player: UserId,
    /// When it started.
    pub started_at: Timestamp,
    /// When it ends (or ended).
    pub ends_at: Timestamp,
}

fn vacation_from_row(r: &Row) -> Result<Vacation> {
    Ok(Vacation {
        player: UserId::from_sql(r.i64("player_id")?),
        started_at: r.i64("started_at")?,
        ends_at: r.i64("ends_at")?,
    })
}

/// The vacation `player` is on at `at`, if any.
fn current(conn: &Conn, player: UserId, at: Timestamp) -> Result<Option<Vacation>> {
    conn.query_opt(
        "SELECT player_id, started_at, ends_at FROM vacations
         WHERE player_id = $1 AND started_at <= $2 AND ends_at > $2
         ORDER BY ends_at DESC LIMIT 1",
        p![player.sql(), at],
    )?
    .map(|r| vacation_from_row(&r))
    .transpose()
}

/// The active games where `player` is to move, their rows locked on PostgreSQL.
fn games_to_move(conn: &Conn, player: UserId) -> Result<Vec<StoredGame>> {
    let games = query_games(
        conn,
        &format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND (white = $1 OR black = $1)
             ORDER BY game_id{}",
            conn.for_update()
        ),
        p![player.sql()],
    )?;
    Ok(games
        .into_iter()
        .filter(|g| g.player_to_move() == player)
        .collect())
}

/// Moves the deadline and any reminder still to come of `game` by `seconds`.
fn shift(conn: &Conn, game: GameId, seconds: i64) -> Result<()> {
    conn.execute(
        "UPDATE games SET deadline = deadline + $2,
             reminder_at = CASE WHEN reminder_at IS NULL THEN NULL ELSE reminder_at + $2 END
         WHERE game_id = $1",
        p![game.0, seconds],
    )?;
    Ok(())
}

/// A move (or takeback, or a new game) just started the clock of `game` at `at`: if
/// the player now to move is on vacation, their clock starts when it ends. Returns the
/// game as it now stands (read again only if its clock moved).
pub(crate) fn hold_for_vacation(
    conn: &Conn,
    game: StoredGame,
    at: Timestamp,
) -> Result<StoredGame> {
    if !game.is_active() {
        return Ok(game);
    }
    let ends = current(conn, game.player_to_move(), at)?.map(|v| v.ends_at);
    hold_until(conn, game, at, ends)
}

/// In a statement that writes `games` (its row as `games`) with the time as `$4` and the
/// player who just moved as `$8`: when the vacation the other player is on at that time
/// ends, if they are on one ([`hold_until`] takes it) — so a move learns it in the same
/// round trip as it is stored.
pub(crate) const VACATION_OF_OPPONENT: &str = "(SELECT max(v.ends_at) FROM vacations v
     WHERE v.player_id = CASE WHEN games.white = $8 THEN games.black ELSE games.white END
       AND v.started_at <= $4 AND v.ends_at > $4)";

/// [`hold_for_vacation`] when the vacation of the player to move is known already:
/// `ends`, when it ends, if they are on one.
pub(crate) fn hold_until(
    conn: &Conn,
    game: StoredGame,
    at: Timestamp,
    ends: Option<Timestamp>,
) -> Result<StoredGame> {
    match ends {
        Some(ends) if game.is_active() => {
            shift(conn, game.id, ends - at)?;
            fetch_game(conn, game.id)
        }
        _ => Ok(game),
    }
}

impl Store {
    /// The vacation `player` is on at `at`, if any.
    pub fn vacation_of(&self, player: UserId, at: Timestamp) -> Result<Option<Vacation>> {
        current(&self.conn(), player, at)
    }

    /// How much of the time from `from` to `to` `player` spent (or has planned) on
    /// vacation, in seconds: what counts against the yearly allowance.
    pub fn vacation_time(&self, player: UserId, from: Timestamp, to: Timestamp) -> Result<i64> {
        let rows = self.conn().query(
            "SELECT player_id, started_at, ends_at FROM vacations
             WHERE player_id = $1 AND ends_at > $2 AND started_at < $3",
            p![player.sql(), from, to],
        )?;
        let mut total = 0;
        for r in &rows {
            let v = vacation_from_row(r)?;
            total += (v.ends_at.min(to) - v.started_at.max(from)).max(0);
        }
        Ok(total)
    }

    /// `player` goes on vacation from `at` until `ends_at`: every deadline of theirs
    /// moves on by its length. Returns all their active games (after the change), for
    /// telling their opponents. Someone already on vacation is [`Error::Invalid`].
    pub fn start_vacation(
        &self,
        player: UserId,
        at: Timestamp,
        ends_at: Timestamp,
    ) -> Result<Vec<StoredGame>> {
        if ends_at <= at {
            return Err(Error::Invalid(format!(
                "a vacation from {at} must end after it starts, not at {ends_at}"
            )));
        }
        self.write(|tx| {
            if let Some(v) = current(tx, player, at)? {
                return Err(Error::Invalid(format!(
                    "{player} is already on vacation until {}",
                    v.ends_at
                )));
            }
            ensure_player(tx, player, at)?;
            tx.execute(
                "INSERT INTO vacations (player_id, started_at, ends_at) VALUES ($1, $2, $3)",
                p![player.sql(), at, ends_at],
            )?;
            for game in games_to_move(tx, player)? {
                shift(tx, game.id, ends_at - at)?;
            }
            active_games(tx, player)
        })
    }

    /// `player` comes back at `at`, before their vacation was planned to end: the
    /// unused part is taken back from each of their deadlines and does not count
    /// against the allowance. Returns the vacation as it was planned and their active
    /// games (after the change); `None` if they are not on vacation.
    pub fn end_vacation(
        &self,
        player: UserId,
        at: Timestamp,
    ) -> Result<Option<(Vacation, Vec<StoredGame>)>> {
        self.write(|tx| {
            let Some(v) = current(tx, player, at)? else {
                return Ok(None);
            };
            if at == v.started_at {
                tx.execute(
                    "DELETE FROM vacations WHERE player_id = $1 AND started_at = $2",
                    p![player.sql(), v.started_at],
                )?;
            } else {
                tx.execute(
                    "UPDATE vacations SET ends_at = $3 WHERE player_id = $1 AND started_at = $2",
                    p![player.sql(), v.started_at, at],
                )?;
            }
            for game in games_to_move(tx, player)? {
                shift(tx, game.id, at - v.ends_at)?;
            }
            Ok(Some((v, active_games(tx, player)?)))
        })
    }
}

fn active_games(conn: &Conn, player: UserId) -> Result<Vec<StoredGame>> {
    query_games(
        conn,
        &format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND (white = $1 OR black = $1)
             ORDER BY game_id"
        ),
        p![player.sql()],
    )
}
