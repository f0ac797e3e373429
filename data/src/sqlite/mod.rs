//! The SQLite backend: opening and checking a file, its statement primitives, its
//! errors, the busy handler, group commit and online backups.
//!
//! One file, many connections: each [`Store`](crate::Store) reads on a connection of
//! its own, and every store of the file in one process writes through one shared
//! writer ([`group`]), so a burst of writes shares one fsync.

pub(crate) mod backup;
mod busy;
pub(crate) mod conn;
mod error;
pub(crate) mod group;
pub(crate) mod open;

/// The steps of SQLite's plan for `sql` (`$n` parameters, the first bound to
/// `param`) on a fresh file of the latest schema, for the tests that keep a query
/// asked often on an index.
#[cfg(test)]
pub(crate) fn query_plan(sql: &str, param: &dyn rusqlite::ToSql) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sanctum.db");
    drop(crate::Store::open(&path).unwrap());
    let conn = rusqlite::Connection::open(&path).unwrap();
    let mut plan = conn
        .prepare(&format!("EXPLAIN QUERY PLAN {}", sql.replace('$', "?")))
        .unwrap();
    plan.query_map([param], |r| r.get::<_, String>(3))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}
