//! Time banks: each player's spare time in a game, paid out when a move's deadline
//! passes so that one busy week does not lose a long game.

use crate::db::Conn;
use crate::games::{fetch_game, lock_game};
use crate::policy::{DEFAULT_BANK_FACTOR, MAX_BANK_FACTOR, bank_seconds};
use crate::row::{Row, p};
use crate::{Error, GameId, GuildId, Result, Store, StoredGame, Timestamp};
use rules::Color;

/// Each player's spare time in one game, in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeBanks {
    /// White's spare time.
    pub white: i64,
    /// Black's spare time.
    pub black: i64,
}

impl TimeBanks {
    /// The spare time of `color`.
    pub const fn of(self, color: Color) -> i64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

impl Store {
    /// How many times the days per move each player of a new game gets as a bank in
    /// this server (0: no bank).
    pub fn bank_factor(&self, guild: GuildId) -> Result<u32> {
        bank_factor(&self.conn(), guild)
    }

    /// Sets the server's bank for games that start from now on (games going on keep
    /// theirs). At most [`MAX_BANK_FACTOR`].
    pub fn set_bank_factor(&self, guild: GuildId, factor: u32) -> Result<()> {
        if factor > MAX_BANK_FACTOR {
            return Err(Error::Invalid(format!(
                "a bank of {factor} times the days per move is more than the {MAX_BANK_FACTOR} allowed"
            )));
        }
        self.execute_write(
            "INSERT INTO guild_banks (guild_id, bank_factor) VALUES ($1, $2)
             ON CONFLICT (guild_id) DO UPDATE SET bank_factor = excluded.bank_factor",
            p![guild.sql(), factor],
        )?;
        Ok(())
    }

    /// The players' banks in a game; `None` for a game started without one.
    pub fn time_banks(&self, game: GameId) -> Result<Option<TimeBanks>> {
        time_banks(&self.conn(), game)
    }

    /// The player to move at `expected_ply`, whose deadline `seen_deadline` passed,
    /// pays `seconds` from their bank: their deadline moves on by that much, and the
    /// reminder already given is not repeated. A bank with less than that is
    /// [`Error::Invalid`]; a game that moved on, or whose deadline changed meanwhile
    /// (another scheduler paid first), is [`Error::Conflict`], one that ended
    /// [`Error::GameOver`]: so each passed deadline is paid for once.
    pub fn pay_from_bank(
        &self,
        id: GameId,
        expected_ply: u32,
        seen_deadline: Timestamp,
        seconds: i64,
    ) -> Result<(StoredGame, TimeBanks)> {
        if seconds <= 0 {
            return Err(Error::Invalid(format!(
                "cannot pay {seconds} s from a bank"
            )));
        }
        self.write(|tx| {
            let game = lock_game(tx, id, expected_ply)?;
            if game.deadline != seen_deadline {
                return Err(Error::Conflict {
                    game: id,
                    expected: expected_ply,
                    actual: game.ply,
                });
            }
            let column = color_column(game.turn());
            let left = time_banks(tx, id)?.map_or(0, |b| b.of(game.turn()));
            if left < seconds {
                return Err(Error::Invalid(format!(
                    "game {id}: a bank of {left} s cannot pay {seconds} s"
                )));
            }
            tx.execute(
                &format!("UPDATE time_banks SET {column} = {column} - $2 WHERE game_id = $1"),
                p![id.0, seconds],
            )?;
            tx.execute(
                "UPDATE games SET deadline = deadline + $2, reminder_at = NULL WHERE game_id = $1",
                p![id.0, seconds],
            )?;
            let banks = time_banks(tx, id)?.ok_or(Error::GameNotFound(id))?;
            Ok((fetch_game(tx, id)?, banks))
        })
    }
}

fn color_column(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn bank_factor(conn: &Conn, guild: GuildId) -> Result<u32> {
    Ok(conn
        .query_opt(
            "SELECT bank_factor FROM guild_banks WHERE guild_id = $1",
            p![guild.sql()],
        )?
        .map(|r| r.u32("bank_factor"))
        .transpose()?
        .unwrap_or(DEFAULT_BANK_FACTOR))
}

/// A row of `time_banks`.
fn time_banks_from_row(r: &Row) -> Result<TimeBanks> {
    Ok(TimeBanks {
        white: r.i64("white")?,
        black: r.i64("black")?,
    })
}

fn time_banks(conn: &Conn, game: GameId) -> Result<Option<TimeBanks>> {
    conn.query_opt(
        "SELECT white, black FROM time_banks WHERE game_id = $1",
        p![game.0],
    )?
    .map(|r| time_banks_from_row(&r))
    .transpose()
}

/// Gives both players of a new game the server's bank (none when the server turned
/// banks off), inside the transaction that creates the game.
pub(crate) fn open_banks(
    conn: &Conn,
    game: GameId,
    guild: GuildId,
    days_per_move: u32,
) -> Result<()> {
    let factor = bank_factor(conn, guild)?;
    if factor == 0 {
        return Ok(());
    }
    let seconds = bank_seconds(factor, days_per_move);
    conn.execute(
        "INSERT INTO time_banks (game_id, white, black) VALUES ($1, $2, $2)",
        p![game.0, seconds],
    )?;
    Ok(())
}
