//! The few primitives every store operation is written over, once, for both backends:
//! run a statement, read rows (by column name, [`Row`]), and run a closure as one
//! transaction (retried on PostgreSQL when it loses a serialization race).
//!
//! SQL is written once with PostgreSQL's `$1` placeholders (SQLite gets `?1`). The
//! places where the dialects differ are named here: [`Conn::for_update`] (row locks),
//! [`Conn::skip_locked`] (claims).

use crate::pg::Pg;
use crate::row::{Row, Value};
use crate::sqlite::conn as sqlite;
use crate::{Error, Result};
use std::cell::RefCell;

/// A connection of either backend, borrowed for one operation.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Conn<'c> {
    Sqlite(&'c rusqlite::Connection),
    Postgres(&'c RefCell<Pg>),
}

/// What kind of transaction [`Conn::transact`] opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TxKind {
    /// Reads and writes: SQLite `BEGIN IMMEDIATE`, PostgreSQL `SERIALIZABLE` (retried).
    Write,
    /// Reads from one snapshot: SQLite `BEGIN DEFERRED`, PostgreSQL `REPEATABLE READ, READ ONLY`.
    Read,
}

impl Conn<'_> {
    pub(crate) fn is_postgres(&self) -> bool {
        matches!(self, Conn::Postgres(_))
    }

    /// ` FOR UPDATE` on PostgreSQL (lock the rows read), nothing on SQLite (the whole
    /// file is already locked by `BEGIN IMMEDIATE`).
    pub(crate) fn for_update(&self) -> &'static str {
        if self.is_postgres() {
            " FOR UPDATE"
        } else {
            ""
        }
    }

    /// ` FOR UPDATE SKIP LOCKED` on PostgreSQL, for claims several processes make at once.
    pub(crate) fn skip_locked(&self) -> &'static str {
        if self.is_postgres() {
            " FOR UPDATE SKIP LOCKED"
        } else {
            ""
        }
    }

    /// Every row `sql` returns.
    pub(crate) fn query(&self, sql: &str, params: &[Value]) -> Result<Vec<Row>> {
        match self {
            Conn::Sqlite(c) => sqlite::query(c, sql, params),
            Conn::Postgres(pg) => pg.borrow_mut().query(sql, params),
        }
    }

    /// The first row, if any.
    pub(crate) fn query_opt(&self, sql: &str, params: &[Value]) -> Result<Option<Row>> {
        Ok(self.query(sql, params)?.into_iter().next())
    }

    /// Exactly one row (an aggregate, say).
    pub(crate) fn query_one(&self, sql: &str, params: &[Value]) -> Result<Row> {
        self.query_opt(sql, params)?
            .ok_or_else(|| Error::CorruptDatabase(format!("no row from {sql}")))
    }

    /// Runs a statement; the number of rows it changed.
    pub(crate) fn execute(&self, sql: &str, params: &[Value]) -> Result<u64> {
        match self {
            Conn::Sqlite(c) => sqlite::execute(c, sql, params),
            Conn::Postgres(pg) => pg.borrow_mut().execute(sql, params),
        }
    }

    /// Runs a statement that may break the unique index `index` and returns its rows:
    /// `None` if it broke the index. (On PostgreSQL this aborts the transaction, so the
    /// caller must return.)
    pub(crate) fn query_unique(
        &self,
        sql: &str,
        params: &[Value],
        index: &str,
    ) -> Result<Option<Vec<Row>>> {
        match self {
            Conn::Sqlite(c) => sqlite::query_unique(c, sql, params, index),
            Conn::Postgres(pg) => pg.borrow_mut().query_unique(sql, params, index),
        }
    }

    pub(crate) fn batch(&self, sql: &str) -> Result<()> {
        match self {
            Conn::Sqlite(c) => sqlite::batch(c, sql),
            Conn::Postgres(pg) => pg.borrow_mut().batch(sql),
        }
    }

    /// Runs `f` as one transaction. `f` returns `Ok(Ok(v))` to commit and return `v`,
    /// `Ok(Err(e))` to commit and return the error `e` (a challenge found lapsed is
    /// marked expired and refused), `Err(e)` to roll back. On PostgreSQL a transaction
    /// that lost a serialization race or a deadlock runs again, from the start.
    pub(crate) fn transact<T>(
        &self,
        kind: TxKind,
        mut f: impl FnMut(&Conn<'_>) -> Result<Result<T>>,
    ) -> Result<T> {
        let begin = match (self, kind) {
            (Conn::Sqlite(_), TxKind::Write) => "BEGIN IMMEDIATE",
            (Conn::Sqlite(_), TxKind::Read) => "BEGIN DEFERRED",
            (Conn::Postgres(_), TxKind::Write) => "BEGIN ISOLATION LEVEL SERIALIZABLE",
            (Conn::Postgres(_), TxKind::Read) => "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY",
        };
        let mut attempt = 0u32;
        loop {
            if let Conn::Postgres(pg) = self {
                pg.borrow_mut().reconnect_if_closed()?;
            }
            self.batch(begin)?;
            let outcome = f(self);
            let done = match outcome {
                Ok(kept) => self.batch("COMMIT").map(|()| kept),
                Err(e) => {
                    // A rollback failure on a broken connection is not news: keep `e`.
                    let _ = self.batch("ROLLBACK");
                    Err(e)
                }
            };
            match done {
                Err(e) if crate::pg::is_retryable(&e) => {
                    // A failed COMMIT ends the transaction; a failed statement was rolled back above.
                    let _ = self.batch("ROLLBACK");
                    attempt += 1;
                    if attempt > crate::pg::MAX_RETRIES {
                        return Err(Error::Busy);
                    }
                    crate::contention::serialization_retry();
                    crate::pg::backoff(attempt);
                }
                Err(e) => return Err(e),
                Ok(result) => return result,
            }
        }
    }

    /// [`Conn::transact`] for reads from one snapshot.
    pub(crate) fn read<T>(&self, mut f: impl FnMut(&Conn<'_>) -> Result<T>) -> Result<T> {
        self.transact(TxKind::Read, |c| f(c).map(Ok))
    }
}
