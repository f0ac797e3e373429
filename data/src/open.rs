//! Opening the file: refuse anything that is not ours before writing a byte, then set
//! the pragmas and run the migrations.

use crate::db::{Conn, TxKind, Value};
use crate::group::Group;
use crate::schema::{SCHEMA_VERSION, migrations};
use crate::{Error, Result};
use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// How hard a commit waits for the disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Durability {
    /// `synchronous=FULL`: a committed move survives a power cut. The default.
    #[default]
    Full,
    /// `synchronous=NORMAL`: in WAL mode still crash-safe for a killed process, but the
    /// last commits may be lost on power failure. Explicit opt-in only.
    Normal,
}

/// Options for [`Store::open_with`].
#[derive(Debug, Clone)]
pub struct OpenOptions {
    /// `synchronous` level.
    pub durability: Durability,
    /// How long a write waits for another connection's write before giving up with
    /// [`Error::Busy`]. One value per process: the latest opened store's applies.
    pub busy_timeout: Duration,
}

impl Default for OpenOptions {
    fn default() -> OpenOptions {
        OpenOptions {
            durability: Durability::Full,
            busy_timeout: Duration::from_secs(10),
        }
    }
}

/// The default database file name, in the working directory.
pub const DEFAULT_DB: &str = "sanctum.db";

/// One connection to the Sanctum database: a SQLite file or a PostgreSQL database.
///
/// A `Store` is `Send` but not `Sync`: give each thread its own (they may share a
/// database), or wrap one in a mutex. Every write is one transaction — `BEGIN
/// IMMEDIATE` on SQLite, so concurrent writers queue on the busy timeout instead of
/// failing halfway; `SERIALIZABLE` on PostgreSQL, run again when it loses a race.
#[derive(Debug)]
pub struct Store {
    pub(crate) conn: Conn,
    path: PathBuf,
    /// On SQLite, the writer this store's writes share with every store of the file.
    pub(crate) group: Option<Arc<Group>>,
}

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

impl Store {
    /// Opens (creating if needed) the database at `path` with the default options:
    /// a SQLite file, or a PostgreSQL database if `path` is a `postgres://` or
    /// `postgresql://` URL (`postgres://user:password@host:port/database`, or
    /// `postgres://user@/database?host=/run/postgresql` for a Unix socket).
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        Store::open_with(path, &OpenOptions::default())
    }

    /// Opens (creating if needed) the database at `path`.
    ///
    /// A file that is not SQLite, a SQLite file that is not Sanctum's, or one from a
    /// newer schema is refused before anything is written to it.
    ///
    /// On PostgreSQL the database must exist; its tables are created (or upgraded) under
    /// an advisory lock, so processes starting together migrate once. A server that
    /// cannot be reached is [`Error::Unavailable`], a refused login [`Error::Open`].
    pub fn open_with(path: impl AsRef<Path>, options: &OpenOptions) -> Result<Store> {
        if let Some(url) = path.as_ref().to_str().filter(|s| crate::is_postgres_url(s)) {
            let pg = crate::pg::open(url, options)?;
            let path = PathBuf::from(&pg.redacted);
            return Ok(Store {
                conn: Conn::Postgres(Box::new(std::cell::RefCell::new(pg))),
                path,
                group: None,
            });
        }
        let path = path.as_ref().to_path_buf();
        check_file(&path)?;
        crate::busy::set_limit(options.busy_timeout);
        // Switching a new file to WAL and migrating it take locks for which SQLite may
        // answer "busy" at once instead of waiting (to avoid deadlocks) when several
        // connections open a new file together: retry the whole open for a while.
        let started = std::time::Instant::now();
        loop {
            match connect(&path, options) {
                Err(Error::Busy) if started.elapsed() < options.busy_timeout => {
                    std::thread::sleep(Duration::from_millis(2));
                }
                Err(e) => return Err(e),
                Ok(conn) => {
                    let group = Group::of(&path, || connect(&path, options))?;
                    return Ok(Store {
                        conn: Conn::Sqlite(conn),
                        path,
                        group: Some(group),
                    });
                }
            }
        }
    }

    /// Runs `f` as one write transaction (see [`Conn::transact`]): on SQLite in the
    /// file's shared batch (group commit), on PostgreSQL on this store's connection.
    pub(crate) fn transact_write<T>(&self, f: impl FnMut(&Conn) -> Result<Result<T>>) -> Result<T> {
        match &self.group {
            Some(group) => group.write(f),
            None => self.conn.transact(TxKind::Write, f),
        }
    }

    /// [`Store::transact_write`] for a write whose errors all roll back.
    pub(crate) fn write<T>(&self, mut f: impl FnMut(&Conn) -> Result<T>) -> Result<T> {
        self.transact_write(|c| f(c).map(Ok))
    }

    /// One statement that writes: on SQLite committed with the file's batch, on
    /// PostgreSQL on its own (autocommit); the number of rows it changed.
    pub(crate) fn execute_write(&self, sql: &str, params: &[Value]) -> Result<u64> {
        match &self.group {
            Some(_) => self.write(|c| c.execute(sql, params)),
            None => self.conn.execute(sql, params),
        }
    }

    /// The file this store uses; for PostgreSQL the URL without its password.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// True if the connection failed (a PostgreSQL server restarted or went away). The
    /// store reconnects by itself on its next call; a pool may rather drop it.
    pub fn is_broken(&self) -> bool {
        match &self.conn {
            Conn::Sqlite(_) => false,
            Conn::Postgres(pg) => pg.borrow().is_broken(),
        }
    }

    /// True if this store is on PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        self.conn.is_postgres()
    }

    /// The database's schema version (equal to [`SCHEMA_VERSION`] once opened).
    pub fn schema_version(&self) -> Result<u32> {
        let conn = match &self.conn {
            Conn::Sqlite(c) => c,
            Conn::Postgres(pg) => return pg.borrow_mut().schema_version(),
        };
        let v: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        u32::try_from(v).map_err(|_| Error::CorruptDatabase(format!("schema version {v}")))
    }

    /// Runs `PRAGMA integrity_check`; `Ok(())` if SQLite answers `ok`, else the problems it lists.
    /// On PostgreSQL (which checks its pages itself) it checks that no move, rating
    /// change or challenge points to a missing game.
    ///
    /// This reads the whole database, so it is for operators and tests, not for every start.
    pub fn check_integrity(&self) -> Result<()> {
        let conn = match &self.conn {
            Conn::Sqlite(c) => c,
            Conn::Postgres(_) => {
                let orphans = self
                    .conn
                    .query_one(
                        "SELECT (SELECT count(*) FROM moves m WHERE NOT EXISTS
                                    (SELECT 1 FROM games g WHERE g.game_id = m.game_id))
                              + (SELECT count(*) FROM games g WHERE g.ply <>
                                    (SELECT count(*) FROM moves m WHERE m.game_id = g.game_id))",
                        &[],
                    )?
                    .i64(0)?;
                return if orphans == 0 {
                    Ok(())
                } else {
                    Err(Error::CorruptDatabase(format!(
                        "{orphans} moves without their game or games whose ply does not match their moves"
                    )))
                };
            }
        };
        let mut stmt = conn.prepare("PRAGMA integrity_check")?;
        let lines: Vec<String> = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        if lines.len() == 1 && lines[0] == "ok" {
            Ok(())
        } else {
            Err(Error::CorruptDatabase(lines.join("; ")))
        }
    }
}

/// One attempt at opening: connect, check the contents, set the pragmas, migrate.
fn connect(path: &Path, options: &OpenOptions) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut conn = Connection::open_with_flags(path, flags).map_err(|e| open_error(path, &e))?;
    conn.busy_handler(Some(crate::busy::handler))?;
    if conn.is_readonly("main")? {
        return Err(Error::ReadOnly(format!(
            "{} is read-only (the file, its directory or its file system is write-protected)",
            path.display()
        )));
    }
    check_contents(&conn, path)?;
    let mode: String = conn
        .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
        .map_err(|e| open_error(path, &e))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(Error::ReadOnly(format!(
            "{}: cannot use write-ahead logging (journal mode {mode})",
            path.display()
        )));
    }
    let sync = match options.durability {
        Durability::Full => "FULL",
        Durability::Normal => "NORMAL",
    };
    conn.pragma_update(None, "synchronous", sync)?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.set_prepared_statement_cache_capacity(64);
    conn.set_transaction_behavior(TransactionBehavior::Immediate);
    migrate(&mut conn, path)?;
    Ok(conn)
}

/// Brings the schema up to date. Two connections opening a new file at once may both
/// try; the loser's transaction rolls back and it finds the work done.
fn migrate(conn: &mut Connection, path: &Path) -> Result<()> {
    let version = |conn: &Connection| -> Result<i64> {
        Ok(conn.pragma_query_value(None, "user_version", |r| r.get(0))?)
    };
    if version(conn)? == i64::from(SCHEMA_VERSION) {
        return Ok(());
    }
    match migrations().to_latest(conn) {
        Ok(()) => Ok(()),
        Err(_) if version(conn)? == i64::from(SCHEMA_VERSION) => Ok(()),
        Err(rusqlite_migration::Error::RusqliteError { err, .. }) => Err(open_error(path, &err)),
        Err(other) => Err(Error::from(other)),
    }
}

/// Refuses a path that is a directory or a non-empty file without the SQLite header,
/// reading at most 100 bytes and writing nothing.
pub(crate) fn check_file(path: &Path) -> Result<()> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let parent = path
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            if !parent.is_dir() {
                return Err(Error::Open {
                    path: path.into(),
                    detail: format!("directory {} does not exist", parent.display()),
                });
            }
            return Ok(());
        }
        Err(e) => {
            return Err(Error::Open {
                path: path.into(),
                detail: e.to_string(),
            });
        }
    };
    if meta.is_dir() {
        return Err(Error::NotADatabase {
            path: path.into(),
            detail: "it is a directory".into(),
        });
    }
    if meta.len() == 0 {
        return Ok(());
    }
    let mut header = Vec::with_capacity(100);
    std::fs::File::open(path)
        .and_then(|f| f.take(100).read_to_end(&mut header))
        .map_err(|e| Error::Open {
            path: path.into(),
            detail: e.to_string(),
        })?;
    if header.len() < 100 || !header.starts_with(SQLITE_MAGIC) {
        return Err(Error::NotADatabase {
            path: path.into(),
            detail: "it is not an SQLite file (wrong header)".into(),
        });
    }
    Ok(())
}

/// Reads the schema version and the table list (reads only) and refuses files that are
/// damaged, newer than this build, or some other program's database.
fn check_contents(conn: &Connection, path: &Path) -> Result<()> {
    let not_db = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt) => {
            Error::NotADatabase {
                path: path.into(),
                detail: format!("SQLite cannot read it: {e}"),
            }
        }
        _ => open_error(path, &e),
    };
    // One statement, so the version and the tables come from the same snapshot even
    // while another connection is migrating the file.
    let (version, tables): (i64, i64) = conn
        .query_row(
            "SELECT (SELECT user_version FROM pragma_user_version),
                    (SELECT count(*) FROM sqlite_schema WHERE type = 'table')",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .map_err(not_db)?;
    let found = u32::try_from(version).map_err(|_| Error::NotADatabase {
        path: path.into(),
        detail: format!("schema version {version}"),
    })?;
    if found > SCHEMA_VERSION {
        return Err(Error::NewerSchema {
            path: path.into(),
            found,
            supported: SCHEMA_VERSION,
        });
    }
    if found == 0 && tables > 0 {
        return Err(Error::NotADatabase {
            path: path.into(),
            detail: "it is an SQLite database of another program (tables but no Sanctum schema)"
                .into(),
        });
    }
    Ok(())
}

/// Maps an error while opening to the clearest variant.
fn open_error(path: &Path, e: &rusqlite::Error) -> Error {
    use rusqlite::ErrorCode as C;
    match e.sqlite_error_code() {
        Some(C::ReadOnly | C::CannotOpen | C::PermissionDenied) => Error::ReadOnly(format!(
            "{}: {e} (is the file or its directory read-only? SQLite also needs to create {0}-wal and {0}-shm beside it)",
            path.display()
        )),
        Some(C::NotADatabase | C::DatabaseCorrupt) => Error::NotADatabase {
            path: path.into(),
            detail: format!("SQLite cannot read it: {e}"),
        },
        Some(C::DatabaseBusy | C::DatabaseLocked) => Error::Busy,
        _ => Error::Open {
            path: path.into(),
            detail: e.to_string(),
        },
    }
}
