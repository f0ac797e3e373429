//! Copying a whole database into another, empty one — typically a SQLite file into
//! PostgreSQL (`sanctum migrate`) — and checking the copy.

use crate::db::{Conn, Row, Value};

/// Rows per `INSERT` (at most 21 columns: 10,500 parameters, within both backends' limits).
const BATCH_ROWS: usize = 500;
use crate::{Error, GameId, Result, Store};

/// Every table, parents before children, with its columns.
const TABLES: &[(&str, &str)] = &[
    (
        "guild_settings",
        "guild_id, default_days, rated_default, game_threads",
    ),
    ("players", "player_id, display_name, updated_at"),
    (
        "games",
        "game_id, guild_id, channel_id, white, black, variant, rated, days_per_move, start_fen, fen, ply, \
         status, winner, reason, created_at, last_move_at, deadline, reminder_at, draw_offer, takeback_offer, finished_at",
    ),
    (
        "moves",
        "game_id, ply, uci, san, fen_after, played_at, player_id",
    ),
    (
        "challenges",
        "challenge_id, guild_id, channel_id, challenger, challenged, variant, color_wish, days_per_move, rated, \
         created_at, expires_at, status, resolved_at, game_id, rematch_of",
    ),
    (
        "ratings",
        "guild_id, variant, player_id, rating, deviation, volatility, games, wins, draws, losses, updated_at",
    ),
    (
        "rating_changes",
        "game_id, player_id, rating_before, deviation_before, volatility_before, rating_after, deviation_after, \
         volatility_after",
    ),
    ("interactions", "interaction_id, seen_at"),
    ("button_messages", "key, channel_id, message_id, created_at"),
    ("seek_roles", "guild_id, variant, role_id"),
    ("engine_games", "game_id, level, engine_color"),
    ("reviews", "game_id, analysis, created_at"),
    (
        "preferences",
        "player_id, orientation, theme, confirm_moves, dm_turn, remind_80, remind_2h, digest_at, dms_closed, \
         dm_note_due, updated_at",
    ),
    ("late_reminders", "game_id, deadline"),
    ("guild_banks", "guild_id, bank_factor"),
    ("time_banks", "game_id, white, black"),
    ("vacations", "player_id, started_at, ends_at"),
    (
        "conditional_moves",
        "game_id, player_id, ply, fen, branches, cleared_by, updated_at",
    ),
];

/// What [`copy_database`] copied: rows per table, in copy order, and how many games were
/// replayed on both sides to the same position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CopyReport {
    /// `(table, rows)` for every table.
    pub tables: Vec<(&'static str, u64)>,
    /// Games replayed in the copy and found at the same position as in the source.
    pub games_verified: u64,
}

impl CopyReport {
    /// The rows copied into `table`.
    pub fn rows(&self, table: &str) -> u64 {
        self.tables
            .iter()
            .find(|(t, _)| *t == table)
            .map_or(0, |(_, n)| *n)
    }
}

fn read_table(conn: &Conn, table: &str, columns: &str) -> Result<Vec<Row>> {
    conn.query(&format!("SELECT {columns} FROM {table}"), &[])
}

fn count(conn: &Conn, table: &str) -> Result<u64> {
    Ok(conn
        .query_one(&format!("SELECT count(*) FROM {table}"), &[])?
        .i64(0)? as u64)
}

/// Copies every row of `from` into `to`, which must be empty (freshly created), in one
/// transaction on `to`, from one snapshot of `from`; then checks the copy: the same row
/// count in every table, and every game replays (its moves checked against every
/// stored FEN) to the same position and state as in `from`. `from` is only read.
///
/// On PostgreSQL the id sequences are moved past the copied ids, so new games and
/// challenges continue the numbering.
pub fn copy_database(from: &Store, to: &Store) -> Result<CopyReport> {
    for (table, _) in TABLES {
        if count(&to.conn, table)? > 0 {
            return Err(Error::Invalid(format!(
                "the destination {} is not empty (table {table} has rows): migrate into a new database",
                to.path().display()
            )));
        }
    }
    let snapshot: Vec<Vec<Row>> = from.conn.read(|c| {
        TABLES
            .iter()
            .map(|(table, columns)| read_table(c, table, columns))
            .collect()
    })?;
    to.write(|tx| {
        for ((table, columns), rows) in TABLES.iter().zip(&snapshot) {
            let n = columns.split(',').count();
            // Many rows per statement: one round trip per batch, not per row.
            for chunk in rows.chunks(BATCH_ROWS) {
                let tuples: Vec<String> = (0..chunk.len())
                    .map(|r| {
                        let cols: Vec<String> =
                            (1..=n).map(|c| format!("${}", r * n + c)).collect();
                        format!("({})", cols.join(", "))
                    })
                    .collect();
                let sql = format!(
                    "INSERT INTO {table} ({columns}) VALUES {}",
                    tuples.join(", ")
                );
                let params: Vec<Value> = chunk.iter().flat_map(|r| r.0.iter().cloned()).collect();
                tx.execute(&sql, &params)?;
            }
        }
        if tx.is_postgres() {
            for (table, id) in [("games", "game_id"), ("challenges", "challenge_id")] {
                tx.query(
                    &format!(
                        "SELECT setval(pg_get_serial_sequence('{table}', '{id}'),
                                       coalesce((SELECT max({id}) FROM {table}), 0) + 1, false)"
                    ),
                    &[],
                )?;
            }
        }
        Ok(())
    })?;
    // Check: the same rows, and every game replays to the same place.
    let mut tables = Vec::new();
    for ((table, _), rows) in TABLES.iter().zip(&snapshot) {
        let copied = count(&to.conn, table)?;
        if copied != rows.len() as u64 {
            return Err(Error::CorruptDatabase(format!(
                "the copy of {table} has {copied} rows, the source {}",
                rows.len()
            )));
        }
        tables.push((*table, copied));
    }
    let ids: Vec<GameId> = snapshot[2]
        .iter()
        .map(|r| r.i64(0).map(GameId))
        .collect::<Result<_>>()?;
    let mut games_verified = 0;
    for id in ids {
        let (a, b) = (from.load_game(id)?, to.load_game(id)?);
        let same = a.stored == b.stored
            && a.moves == b.moves
            && a.game.position().fen() == b.game.position().fen()
            && a.game.outcome() == b.game.outcome();
        if !same {
            return Err(Error::CorruptDatabase(format!(
                "game {id} differs after the copy"
            )));
        }
        games_verified += 1;
    }
    Ok(CopyReport {
        tables,
        games_verified,
    })
}
