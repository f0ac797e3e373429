//! The few primitives every store operation is written over, once, for both backends:
//! run a statement, read rows as plain values, and run a closure as one write
//! transaction (retried on PostgreSQL when it loses a serialization race).
//!
//! SQL is written once with PostgreSQL's `$1` placeholders; for SQLite they become
//! `?1`. Both schemas store the same plain types (64-bit integers, doubles, text), so a
//! row reads the same on both. The places where the dialects differ are named here:
//! [`Conn::for_update`] (row locks), [`Conn::skip_locked`] (claims).

use crate::pg::Pg;
use crate::{Error, Result};
use std::cell::RefCell;

/// A value passed to or read from a statement.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(v)
    }
}
impl From<u32> for Value {
    fn from(v: u32) -> Value {
        Value::Int(i64::from(v))
    }
}
impl From<bool> for Value {
    fn from(v: bool) -> Value {
        Value::Int(i64::from(v))
    }
}
impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Real(v)
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_owned())
    }
}
impl From<&String> for Value {
    fn from(v: &String) -> Value {
        Value::Text(v.clone())
    }
}
impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(v)
    }
}
impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// Statement parameters: `p![a, b, c]` is a `&[Value]`.
macro_rules! p {
    ($($v:expr),* $(,)?) => {
        &[$($crate::db::Value::from($v)),*][..]
    };
}
pub(crate) use p;

/// One row, its columns as plain values.
#[derive(Debug, Clone)]
pub(crate) struct Row(pub(crate) Vec<Value>);

fn bad(col: usize, what: impl std::fmt::Display) -> Error {
    Error::CorruptDatabase(format!("unexpected stored value in column {col}: {what}"))
}

impl Row {
    fn at(&self, col: usize) -> Result<&Value> {
        self.0.get(col).ok_or_else(|| bad(col, "no such column"))
    }

    pub(crate) fn opt_i64(&self, col: usize) -> Result<Option<i64>> {
        match self.at(col)? {
            Value::Null => Ok(None),
            Value::Int(v) => Ok(Some(*v)),
            other => Err(bad(col, format!("{other:?} is not an integer"))),
        }
    }

    pub(crate) fn i64(&self, col: usize) -> Result<i64> {
        self.opt_i64(col)?.ok_or_else(|| bad(col, "NULL"))
    }

    pub(crate) fn u32(&self, col: usize) -> Result<u32> {
        let v = self.i64(col)?;
        u32::try_from(v).map_err(|_| bad(col, format!("out of range: {v}")))
    }

    pub(crate) fn bool(&self, col: usize) -> Result<bool> {
        match self.i64(col)? {
            0 => Ok(false),
            1 => Ok(true),
            v => Err(bad(col, format!("{v} is not 0 or 1"))),
        }
    }

    pub(crate) fn f64(&self, col: usize) -> Result<f64> {
        match self.at(col)? {
            Value::Real(v) => Ok(*v),
            #[allow(
                clippy::cast_precision_loss,
                reason = "ratings are stored as REAL; an integer here is small"
            )]
            Value::Int(v) => Ok(*v as f64),
            other => Err(bad(col, format!("{other:?} is not a number"))),
        }
    }

    pub(crate) fn opt_text(&self, col: usize) -> Result<Option<String>> {
        match self.at(col)? {
            Value::Null => Ok(None),
            Value::Text(s) => Ok(Some(s.clone())),
            other => Err(bad(col, format!("{other:?} is not text"))),
        }
    }

    pub(crate) fn text(&self, col: usize) -> Result<String> {
        self.opt_text(col)?.ok_or_else(|| bad(col, "NULL"))
    }

    /// A text column parsed with `parse`.
    pub(crate) fn parsed<T>(&self, col: usize, parse: fn(&str) -> Option<T>) -> Result<T> {
        let s = self.text(col)?;
        parse(&s).ok_or_else(|| bad(col, format!("{s:?}")))
    }

    /// A nullable text column parsed with `parse`.
    pub(crate) fn parsed_opt<T>(
        &self,
        col: usize,
        parse: fn(&str) -> Option<T>,
    ) -> Result<Option<T>> {
        self.opt_text(col)?
            .map(|s| parse(&s).ok_or_else(|| bad(col, format!("{s:?}"))))
            .transpose()
    }
}

/// One connection, to either backend.
#[derive(Debug)]
pub(crate) enum Conn {
    Sqlite(rusqlite::Connection),
    Postgres(Box<RefCell<Pg>>),
}

/// `$1` → `?1` for SQLite (the SQL of this crate has no other `$`).
fn sqlite_sql(sql: &str) -> std::borrow::Cow<'_, str> {
    if sql.contains('$') {
        sql.replace('$', "?").into()
    } else {
        sql.into()
    }
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match self {
            Value::Null => ValueRef::Null,
            Value::Int(v) => ValueRef::Integer(*v),
            Value::Real(v) => ValueRef::Real(*v),
            Value::Text(s) => ValueRef::Text(s.as_bytes()),
        }))
    }
}

fn sqlite_row(r: &rusqlite::Row<'_>, n: usize) -> rusqlite::Result<Row> {
    use rusqlite::types::ValueRef;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(match r.get_ref(i)? {
            ValueRef::Null => Value::Null,
            ValueRef::Integer(v) => Value::Int(v),
            ValueRef::Real(v) => Value::Real(v),
            ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
            ValueRef::Blob(_) => {
                return Err(rusqlite::Error::InvalidColumnType(
                    i,
                    "blob".into(),
                    rusqlite::types::Type::Blob,
                ));
            }
        });
    }
    Ok(Row(out))
}

/// What kind of transaction [`Conn::transact`] opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TxKind {
    /// Reads and writes: SQLite `BEGIN IMMEDIATE`, PostgreSQL `SERIALIZABLE` (retried).
    Write,
    /// Reads from one snapshot: SQLite `BEGIN DEFERRED`, PostgreSQL `REPEATABLE READ, READ ONLY`.
    Read,
}

impl Conn {
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
            Conn::Sqlite(c) => {
                let mut stmt = c.prepare_cached(&sqlite_sql(sql))?;
                let n = stmt.column_count();
                let rows =
                    stmt.query_map(rusqlite::params_from_iter(params), |r| sqlite_row(r, n))?;
                Ok(rows.collect::<rusqlite::Result<_>>()?)
            }
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
            Conn::Sqlite(c) => {
                Ok(c.prepare_cached(&sqlite_sql(sql))?
                    .execute(rusqlite::params_from_iter(params))? as u64)
            }
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
            Conn::Sqlite(c) => {
                let mut stmt = c.prepare_cached(&sqlite_sql(sql))?;
                let n = stmt.column_count();
                let rows = stmt
                    .query_map(rusqlite::params_from_iter(params), |r| sqlite_row(r, n))?
                    .collect::<rusqlite::Result<Vec<Row>>>();
                match rows {
                    Err(e) if crate::error::is_unique_violation(&e, index) => Ok(None),
                    other => Ok(Some(other?)),
                }
            }
            Conn::Postgres(pg) => pg.borrow_mut().query_unique(sql, params, index),
        }
    }

    pub(crate) fn batch(&self, sql: &str) -> Result<()> {
        match self {
            Conn::Sqlite(c) => Ok(c.execute_batch(sql)?),
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
        mut f: impl FnMut(&Conn) -> Result<Result<T>>,
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
                    crate::pg::backoff(attempt);
                }
                Err(e) => return Err(e),
                Ok(result) => return result,
            }
        }
    }

    /// [`Conn::transact`] for reads from one snapshot.
    pub(crate) fn read<T>(&self, mut f: impl FnMut(&Conn) -> Result<T>) -> Result<T> {
        self.transact(TxKind::Read, |c| f(c).map(Ok))
    }
}
