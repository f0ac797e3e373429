//! A [`Store`]: one handle on the Sanctum database, whichever the backend, and the
//! few things every operation needs from it (its connection, how to write).

use crate::db::{Conn, TxKind};
use crate::location::Location;
use crate::options::OpenOptions;
use crate::pg::Pg;
use crate::row::{Row, Value};
use crate::sqlite::backup::{BackupReport, POSTGRES_BACKUP, backup_open};
use crate::sqlite::group::Group;
use crate::{Error, Result};
use std::cell::RefCell;
use std::path::Path;
use std::sync::Arc;

/// The default database file name, in the working directory.
pub const DEFAULT_DB: &str = "sanctum.db";

/// One handle on the Sanctum database: a SQLite file or a PostgreSQL database.
///
/// A `Store` is `Send` but not `Sync`: give each thread its own (they may share a
/// database), or wrap one in a mutex. On PostgreSQL it is one connection. On SQLite it
/// reads on a connection of its own and writes through the one writer that every store
/// of the same file in this process shares, so concurrent writes share a commit.
///
/// Every write is one transaction — `BEGIN IMMEDIATE` on SQLite, so concurrent writers
/// queue on the busy timeout instead of failing halfway; `SERIALIZABLE` on PostgreSQL,
/// run again when it loses a race.
#[derive(Debug)]
pub struct Store {
    location: Location,
    backend: Backend,
}

/// The connections a store holds, by backend.
#[derive(Debug)]
enum Backend {
    Sqlite {
        /// This store's own connection, for reads.
        reader: rusqlite::Connection,
        /// The writer this store shares with every store of the file.
        writer: Arc<Group>,
    },
    Postgres(Box<RefCell<Pg>>),
}

impl Store {
    /// Opens (creating if needed) the database at `location` with the default options:
    /// a SQLite file, or a PostgreSQL database if it is a `postgres://` or
    /// `postgresql://` URL (`postgres://user:password@host:port/database`, or
    /// `postgres://user@/database?host=/run/postgresql` for a Unix socket).
    pub fn open(location: impl Into<Location>) -> Result<Store> {
        Store::open_with(location, &OpenOptions::default())
    }

    /// Opens (creating if needed) the database at `location`.
    ///
    /// A file that is not SQLite, a SQLite file that is not Sanctum's, or one from a
    /// newer schema is refused before anything is written to it.
    ///
    /// On PostgreSQL the database must exist; its tables are created (or upgraded) under
    /// an advisory lock, so processes starting together migrate once. A server that
    /// cannot be reached is [`Error::Unavailable`], a refused login [`Error::Open`].
    pub fn open_with(location: impl Into<Location>, options: &OpenOptions) -> Result<Store> {
        let location = location.into();
        let backend = match &location {
            Location::Postgres(url) => {
                Backend::Postgres(Box::new(RefCell::new(crate::pg::open(url, options)?)))
            }
            Location::File(path) => {
                let (reader, writer) = crate::sqlite::open::open(path, options)?;
                Backend::Sqlite { reader, writer }
            }
        };
        Ok(Store { location, backend })
    }

    /// This store's connection, for reads and for transactions of its own.
    pub(crate) fn conn(&self) -> Conn<'_> {
        match &self.backend {
            Backend::Sqlite { reader, .. } => Conn::Sqlite(reader),
            Backend::Postgres(pg) => Conn::Postgres(pg),
        }
    }

    /// The writer shared by every store of this SQLite file.
    #[cfg(test)]
    pub(crate) fn sqlite_writer(&self) -> Option<&Arc<Group>> {
        match &self.backend {
            Backend::Sqlite { writer, .. } => Some(writer),
            Backend::Postgres(_) => None,
        }
    }

    /// Runs `f` as one write transaction (see [`Conn::transact`]): on SQLite in the
    /// file's shared batch (group commit), on PostgreSQL on this store's connection.
    pub(crate) fn transact_write<T>(
        &self,
        mut f: impl FnMut(&Conn<'_>) -> Result<Result<T>>,
    ) -> Result<T> {
        match &self.backend {
            Backend::Sqlite { writer, .. } => writer.write(|c| f(&Conn::Sqlite(c))),
            Backend::Postgres(pg) => Conn::Postgres(pg).transact(TxKind::Write, f),
        }
    }

    /// [`Store::transact_write`] for a write whose errors all roll back.
    pub(crate) fn write<T>(&self, mut f: impl FnMut(&Conn<'_>) -> Result<T>) -> Result<T> {
        self.transact_write(|c| f(c).map(Ok))
    }

    /// One statement that writes and returns rows (`… RETURNING`), committed as
    /// [`Store::execute_write`] commits. On SQLite it must go through the file's
    /// writer: a write on the reading connection would wait on the writer's lock.
    pub(crate) fn query_write(&self, sql: &str, params: &[Value]) -> Result<Vec<Row>> {
        match &self.backend {
            Backend::Sqlite { .. } => self.write(|c| c.query(sql, params)),
            Backend::Postgres(pg) => Conn::Postgres(pg).query(sql, params),
        }
    }

    /// One statement that writes: on SQLite committed with the file's batch, on
    /// PostgreSQL on its own (autocommit); the number of rows it changed.
    pub(crate) fn execute_write(&self, sql: &str, params: &[Value]) -> Result<u64> {
        match &self.backend {
            Backend::Sqlite { .. } => self.write(|c| c.execute(sql, params)),
            Backend::Postgres(pg) => Conn::Postgres(pg).execute(sql, params),
        }
    }

    /// Where this store's data lives: the file, or the PostgreSQL URL (which displays
    /// without its password).
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// True if the connection failed (a PostgreSQL server restarted or went away). The
    /// store reconnects by itself on its next call; a pool may rather drop it.
    pub fn is_broken(&self) -> bool {
        match &self.backend {
            Backend::Sqlite { .. } => false,
            Backend::Postgres(pg) => pg.borrow().is_broken(),
        }
    }

    /// True if this store is on PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// The PostgreSQL server's clock, in Unix milliseconds; `None` on SQLite, where
    /// every process shares this machine's clock. Processes on several machines share
    /// one PostgreSQL database, and set their clocks by it so a deadline falls at the
    /// same moment for all of them.
    pub fn database_time_ms(&self) -> Result<Option<i64>> {
        match &self.backend {
            Backend::Sqlite { .. } => Ok(None),
            Backend::Postgres(_) => Ok(Some(
                self.conn()
                    .query_one(
                        "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::BIGINT AS ms",
                        &[],
                    )?
                    .i64("ms")?,
            )),
        }
    }

    /// The database's schema version (equal to [`SCHEMA_VERSION`](crate::SCHEMA_VERSION) once opened).
    pub fn schema_version(&self) -> Result<u32> {
        match &self.backend {
            Backend::Sqlite { reader, .. } => crate::sqlite::open::schema_version(reader),
            Backend::Postgres(pg) => pg.borrow_mut().schema_version(),
        }
    }

    /// Runs `PRAGMA integrity_check`; `Ok(())` if SQLite answers `ok`, else the problems it lists.
    /// On PostgreSQL (which checks its pages itself) it checks that no move points to a
    /// missing game and every game's ply matches its moves.
    ///
    /// This reads the whole database, so it is for operators and tests, not for every start.
    pub fn check_integrity(&self) -> Result<()> {
        match &self.backend {
            Backend::Sqlite { reader, .. } => crate::sqlite::open::check_integrity(reader),
            Backend::Postgres(pg) => pg.borrow_mut().check_integrity(),
        }
    }

    /// Backs this store's database up to `dest` (see [`backup`](crate::backup)).
    ///
    /// SQLite only: a PostgreSQL database is backed up with `pg_dump`, and this says so.
    pub fn backup_to(&self, dest: &Path) -> Result<BackupReport> {
        match (&self.backend, &self.location) {
            (Backend::Sqlite { reader, .. }, Location::File(path)) => {
                backup_open(reader, path, dest)
            }
            _ => Err(Error::Invalid(POSTGRES_BACKUP.into())),
        }
    }
}

/// The steps of SQLite's plan for `sql` (`$n` parameters, the first bound to
/// `param`) on a fresh file of the latest schema, for the tests that keep a query
/// asked often on an index.
#[cfg(test)]
pub(crate) fn query_plan(sql: &str, param: &dyn rusqlite::ToSql) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sanctum.db");
    drop(Store::open(&path).unwrap());
    let conn = rusqlite::Connection::open(&path).unwrap();
    let mut plan = conn
        .prepare(&format!("EXPLAIN QUERY PLAN {}", sql.replace('$', "?")))
        .unwrap();
    plan.query_map([param], |r| r.get::<_, String>(3))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}
