//! Starting a game: its row, both players' time banks, and any vacation a player is on
//! at the start, all in the transaction that creates it.

use crate::convert::check_days;
use crate::db::Conn;
use crate::games::{NewGame, active_game_id, fetch_game};
use crate::players::ensure_player;
use crate::policy::move_clock;
use crate::row::p;
use crate::{Error, GameId, Result, Store, StoredGame};

/// Inserts a game (inside the caller's transaction); refuses a busy channel.
pub(crate) fn insert_game(conn: &Conn, new: &NewGame) -> Result<GameId> {
    check_days(new.days_per_move)?;
    if new.white == new.black {
        return Err(Error::Invalid(
            "a player cannot play against themselves".into(),
        ));
    }
    let start = match &new.start_fen {
        Some(fen) => rules::Position::from_fen(new.variant, fen)
            .map_err(|e| Error::Invalid(format!("start FEN: {e}")))?,
        None => rules::Position::new(new.variant),
    };
    if active_game_id(conn, new.channel)?.is_some() {
        return Err(Error::ChannelBusy(new.channel));
    }
    ensure_player(conn, new.white, new.created_at)?;
    ensure_player(conn, new.black, new.created_at)?;
    let fen = start.fen();
    let (deadline, reminder) = move_clock(new.created_at, new.days_per_move);
    // The one-active-game-per-channel index is the last word when two transactions race
    // (the check above sees only committed games).
    let row = conn.query_one(
        "INSERT INTO games (guild_id, channel_id, white, black, variant, rated, days_per_move, start_fen, fen,
             created_at, last_move_at, deadline, reminder_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9, $10, $11) RETURNING game_id",
        p![
            new.guild.sql(),
            new.channel.sql(),
            new.white.sql(),
            new.black.sql(),
            new.variant.id(),
            new.rated,
            new.days_per_move,
            &fen,
            new.created_at,
            deadline,
            reminder,
        ],
    )?;
    let id = GameId(row.i64("game_id")?);
    crate::banks::open_banks(conn, id, new.guild, new.days_per_move)?;
    crate::vacations::hold_for_vacation(conn, crate::games::fetch_game(conn, id)?, new.created_at)?;
    Ok(id)
}

impl Store {
    /// Starts a game directly (a challenge's acceptance does this too).
    pub fn create_game(&self, new: &NewGame) -> Result<StoredGame> {
        self.write(|tx| {
            let id = insert_game(tx, new)?;
            fetch_game(tx, id)
        })
    }
}
