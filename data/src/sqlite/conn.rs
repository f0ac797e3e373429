//! The statement primitives on one SQLite connection: SQL written with PostgreSQL's `$1`
//! placeholders runs with `?1`, values go in and rows come out as [`Value`]s, named.

use crate::Result;
use crate::row::{Columns, Row, Value};
use rusqlite::Connection;
use rusqlite::types::{ToSqlOutput, ValueRef};

/// `$1` → `?1` (the SQL of this crate has no other `$`).
fn sqlite_sql(sql: &str) -> std::borrow::Cow<'_, str> {
    if sql.contains('$') {
        sql.replace('$', "?").into()
    } else {
        sql.into()
    }
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
    let mut stmt = c.prepare_cached(&sqlite_sql(sql))?;
    let columns: Columns = stmt.column_names().into_iter().map(str::to_owned).collect();
    let rows = stmt.query_map(rusqlite::params_from_iter(params), |r| row(&columns, r))?;
    Ok(rows.collect())
}

/// Every row `sql` returns.
pub(crate) fn query(c: &Connection, sql: &str, params: &[Value]) -> Result<Vec<Row>> {
    Ok(rows(c, sql, params)??)
}

/// Runs a statement; the number of rows it changed.
pub(crate) fn execute(c: &Connection, sql: &str, params: &[Value]) -> Result<u64> {
    Ok(c.prepare_cached(&sqlite_sql(sql))?
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
