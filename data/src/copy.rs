//! Copying a whole database into another, empty one — typically a SQLite file into
//! PostgreSQL (`sanctum migrate`) — and checking the copy.

use crate::db::Conn;
use crate::row::{Row, Value};
use crate::schema::{TABLES, postgres::IDENTITY_COLUMNS};
use crate::{Error, GameId, Result, Store};

/// Parameters per `INSERT`: within both backends' limits (SQLite 32,766, PostgreSQL 65,535),
/// and large enough that a big table goes in a few hundred round trips.
const BATCH_PARAMS: usize = 10_000;

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

/// Every row of `table`, every column, named as the schema names them.
fn read_table(conn: &Conn, table: &str) -> Result<Vec<Row>> {
    conn.query(&format!("SELECT * FROM {table}"), &[])
}

impl Store {
    /// Every row of every table as text, each table's rows sorted: two dumps are equal
    /// only when nothing in the database changed. Tests use it to check that a refusal,
    /// or input that makes no sense, leaves the database as it was.
    pub fn dump(&self) -> Result<String> {
        let conn = self.conn();
        let mut out = String::new();
        for table in TABLES {
            let mut rows: Vec<String> = read_table(&conn, table)?
                .iter()
                .map(|row| format!("  {row:?}\n"))
                .collect();
            rows.sort_unstable();
            out.push_str(table);
            out.push('\n');
            out.extend(rows);
        }
        Ok(out)
    }
}

fn count(conn: &Conn, table: &str) -> Result<u64> {
    Ok(conn
        .query_one(&format!("SELECT count(*) AS n FROM {table}"), &[])?
        .i64("n")? as u64)
}

/// Inserts `rows` (all of one table, read with [`read_table`]) into `table`, many rows
/// per statement: one round trip per batch, not per row.
fn insert_rows(tx: &Conn, table: &str, rows: &[Row]) -> Result<()> {
    let Some(first) = rows.first() else {
        return Ok(());
    };
    let columns = first.columns();
    let n = columns.len();
    for chunk in rows.chunks((BATCH_PARAMS / n.max(1)).max(1)) {
        let tuples: Vec<String> = (0..chunk.len())
            .map(|r| {
                let cols: Vec<String> = (1..=n).map(|c| format!("${}", r * n + c)).collect();
                format!("({})", cols.join(", "))
            })
            .collect();
        let sql = format!(
            "INSERT INTO {table} ({}) VALUES {}",
            columns.join(", "),
            tuples.join(", ")
        );
        let params: Vec<Value> = chunk
            .iter()
            .flat_map(|r| r.values().iter().cloned())
            .collect();
        tx.execute(&sql, &params)?;
    }
    Ok(())
}

/// Copies every row of `from` into `to`, which must be empty (freshly created), in one
/// transaction on `to`, from one snapshot of `from`; then checks the copy: the same row
/// count in every table, and every game replays (its moves checked against every
/// stored FEN) to the same position and state as in `from`. `from` is only read.
///
/// On PostgreSQL the id sequences are moved past the copied ids, so new games and
/// challenges continue the numbering.
pub fn copy_database(from: &Store, to: &Store) -> Result<CopyReport> {
    for table in TABLES {
        if count(&to.conn(), table)? > 0 {
            return Err(Error::Invalid(format!(
                "the destination {} is not empty (table {table} has rows): migrate into a new database",
                to.location()
            )));
        }
    }
    let snapshot: Vec<Vec<Row>> = from
        .conn()
        .read(|c| TABLES.iter().map(|table| read_table(c, table)).collect())?;
    to.write(|tx| {
        for (table, rows) in TABLES.iter().zip(&snapshot) {
            insert_rows(tx, table, rows)?;
        }
        if tx.is_postgres() {
            for (table, id) in IDENTITY_COLUMNS {
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
    for (table, rows) in TABLES.iter().zip(&snapshot) {
        let copied = count(&to.conn(), table)?;
        if copied != rows.len() as u64 {
            return Err(Error::CorruptDatabase(format!(
                "the copy of {table} has {copied} rows, the source {}",
                rows.len()
            )));
        }
        tables.push((*table, copied));
    }
    let games = TABLES
        .iter()
        .position(|t| *t == "games")
        .map_or(&[][..], |i| &snapshot[i]);
    let ids: Vec<GameId> = games
        .iter()
        .map(|r| r.i64("game_id").map(GameId))
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
