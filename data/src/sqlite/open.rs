//! Opening a SQLite file: refuse anything that is not ours before writing a byte, then
//! set the pragmas and run the migrations.

use super::group::Group;
use crate::options::{Durability, OpenOptions};
use crate::schema::{SCHEMA_VERSION, sqlite::migrations};
use crate::{Error, Location, Result};
use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use std::io::Read;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

fn file(path: &Path) -> Location {
    Location::File(path.to_path_buf())
}

/// Opens (creating if needed) the file at `path`: a connection of this store's own, for
/// reads, and the writer every store of the file in this process shares.
pub(crate) fn open(path: &Path, options: &OpenOptions) -> Result<(Connection, Arc<Group>)> {
    check_file(path)?;
    super::busy::set_limit(options.busy_timeout);
    // Switching a new file to WAL and migrating it take locks for which SQLite may
    // answer "busy" at once instead of waiting (to avoid deadlocks) when several
    // connections open a new file together: retry the whole open for a while.
    let started = std::time::Instant::now();
    loop {
        match connect(path, options) {
            Err(Error::Busy) if started.elapsed() < options.busy_timeout => {
                std::thread::sleep(Duration::from_millis(2));
            }
            Err(e) => return Err(e),
            Ok(conn) => {
                let group = Group::of(path, || connect(path, options))?;
                return Ok((conn, group));
            }
        }
    }
}

/// The file's schema version (its `user_version`).
pub(crate) fn schema_version(conn: &Connection) -> Result<u32> {
    let v: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    u32::try_from(v).map_err(|_| Error::CorruptDatabase(format!("schema version {v}")))
}

/// Runs `PRAGMA integrity_check`: `Ok(())` if SQLite answers `ok`, else the problems it lists.
pub(crate) fn check_integrity(conn: &Connection) -> Result<()> {
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

/// One attempt at opening: connect, check the contents, set the pragmas, migrate.
fn connect(path: &Path, options: &OpenOptions) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut conn = Connection::open_with_flags(path, flags).map_err(|e| open_error(path, &e))?;
    conn.busy_handler(Some(super::busy::handler))?;
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
                    location: file(path),
                    detail: format!("directory {} does not exist", parent.display()),
                });
            }
            return Ok(());
        }
        Err(e) => {
            return Err(Error::Open {
                location: file(path),
                detail: e.to_string(),
            });
        }
    };
    if meta.is_dir() {
        return Err(Error::NotADatabase {
            location: file(path),
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
            location: file(path),
            detail: e.to_string(),
        })?;
    if header.len() < 100 || !header.starts_with(SQLITE_MAGIC) {
        return Err(Error::NotADatabase {
            location: file(path),
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
                location: file(path),
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
        location: file(path),
        detail: format!("schema version {version}"),
    })?;
    if found > SCHEMA_VERSION {
        return Err(Error::NewerSchema {
            location: file(path),
            found,
            supported: SCHEMA_VERSION,
        });
    }
    if found == 0 && tables > 0 {
        return Err(Error::NotADatabase {
            location: file(path),
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
            location: file(path),
            detail: format!("SQLite cannot read it: {e}"),
        },
        Some(C::DatabaseBusy | C::DatabaseLocked) => Error::Busy,
        _ => Error::Open {
            location: file(path),
            detail: e.to_string(),
        },
    }
}
