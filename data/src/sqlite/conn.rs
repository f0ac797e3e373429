//! The statement primitives on one SQLite connection: SQL written with PostgreSQL's `$1`
//! placeholders runs with `?1`, values go in and rows come out as [`Value`]s, named.

use crate::Result;
use crate::row::{Columns, Row, Value};
use rusqlite::Connection;
use rusqlite::types::{ToSqlOutput, ValueRef};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// `$1` → `?1` (the SQL of this crate has no other `$`).
fn sqlite_sql(sql: &str) -> std::borrow::Cow<'_, str> {
    if sql.contains('$') {
        sql.replace('$', "?").into()
    } else {
        sql.into()
    }
}

/// What a statement's text became the last time this thread ran it: its SQLite
/// spelling and its columns' names, so that running it again allocates neither.
struct Seen {
    sql: Rc<str>,
    columns: Option<Columns>,
}

/// Statement texts remembered per thread; past this many (texts built at run time),
/// the memory starts over.
const SEEN_TEXTS: usize = 512;

thread_local! {
    static SEEN: RefCell<HashMap<String, Seen>> = RefCell::new(HashMap::new());
}

/// `sql` in SQLite's spelling, remembered.
fn spelled(sql: &str) -> Rc<str> {
    SEEN.with_borrow_mut(|seen| {
        if let Some(s) = seen.get(sql) {
            return Rc::clone(&s.sql);
        }
        if seen.len() >= SEEN_TEXTS {
            seen.clear();
        }
        let spelled: Rc<str> = sqlite_sql(sql).into();
        seen.insert(
            sql.to_owned(),
            Seen {
                sql: Rc::clone(&spelled),
                columns: None,
            },
        );
        spelled
    })
}

/// The names of `stmt`'s columns: those remembered for `sql` if they still match
/// (a schema changed by a migration does not), else read and remembered.
fn columns_of(sql: &str, stmt: &rusqlite::Statement<'_>) -> Columns {
    let matches = |known: &Columns| {
        known.len() == stmt.column_count()
            && known
                .iter()
                .enumerate()
                .all(|(i, name)| stmt.column_name(i).is_ok_and(|n| n == name))
    };
    let known = SEEN.with_borrow(|seen| seen.get(sql).and_then(|s| s.columns.clone()));
    if let Some(known) = known.filter(matches) {
        return known;
    }
    let columns: Columns = stmt.column_names().into_iter().map(str::to_owned).collect();
    SEEN.with_borrow_mut(|seen| {
        if let Some(s) = seen.get_mut(sql) {
            s.columns = Some(columns.clone());
        }
    });
    columns
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(match self {
            Value::Null => ValueRef::Null,
            Value::Int(v) => ValueRef::Integer(*v),
            Value::Real(v) => ValueRef::Real(*v),
            Value::Text(s) => ValueRef::Text(s.as_bytes()),
        }))
    }
}

fn row(columns: &Columns, r: &rusqlite::Row<'_>) -> rusqlite::Result<Row> {
    let mut out = Vec::with_capacity(columns.len());
    for i in 0..columns.len() {
        out.push(match r.get_ref(i)? {
            ValueRef::Null => Value::Null,
            ValueRef::Integer(v) => Value::Int(v),
            ValueRef::Real(v) => Value::Real(v),
            ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
            ValueRef::Blob(_) => {
                return Err(rusqlite::Error::InvalidColumnType(
                    i,
                    columns[i].clone(),
                    rusqlite::types::Type::Blob,
                ));
            }
        });
    }
    Ok(Row::new(columns.clone(), out))
}

/// Every row `sql` returns, or the error that stopped it.
fn rows(c: &Connection, sql: &str, params: &[Value]) -> Result<rusqlite::Result<Vec<Row>>> {
    let mut stmt = c.prepare_cached(&spelled(sql))?;
    let columns = columns_of(sql, &stmt);
    let rows = stmt.query_map(rusqlite::params_from_iter(params), |r| row(&columns, r))?;
    Ok(rows.collect())
}

/// Every row `sql` returns.
pub(crate) fn query(c: &Connection, sql: &str, params: &[Value]) -> Result<Vec<Row>> {
    Ok(rows(c, sql, params)??)
}

/// Runs a statement; the number of rows it changed.
pub(crate) fn execute(c: &Connection, sql: &str, params: &[Value]) -> Result<u64> {
    Ok(c.prepare_cached(&spelled(sql))?
        .execute(rusqlite::params_from_iter(params))? as u64)
}

/// The rows of a statement that may break the unique index `index`: `None` if it did.
pub(crate) fn query_unique(
    c: &Connection,
    sql: &str,
    params: &[Value],
    index: &str,
) -> Result<Option<Vec<Row>>> {
    match rows(c, sql, params)? {
        Err(e) if super::error::is_unique_violation(&e, index) => Ok(None),
        other => Ok(Some(other?)),
    }
}

/// Runs statements without parameters (`BEGIN`, `COMMIT`, a savepoint).
pub(crate) fn batch(c: &Connection, sql: &str) -> Result<()> {
    Ok(c.execute_batch(sql)?)
}
