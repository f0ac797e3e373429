//! Online backups through SQLite's backup API: a consistent copy while the bot runs.

use super::open::check_file;
use crate::{Error, Location, Result};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

/// Why [`backup`] refuses a PostgreSQL URL.
pub(crate) const POSTGRES_BACKUP: &str = "sanctum backup copies SQLite files only; back a PostgreSQL database up with pg_dump (pg_dump -Fc -f sanctum.dump URL; restore with pg_restore)";

/// What a backup wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    /// The backup file.
    pub path: PathBuf,
    /// Its size in bytes.
    pub bytes: u64,
}

/// Copies the SQLite database at `source` (a path, or a [`Location`]) to `dest` without changing the source (it is opened
/// read-only, without migrating), while other connections keep writing.
///
/// The copy is one read snapshot, written to `dest` plus `.partial`, checked with
/// `PRAGMA integrity_check`, then renamed into place (replacing an older backup), so
/// `dest` is never half-written. Copying a database onto itself is refused: writers
/// holding the old file open would lose everything written after the rename.
pub fn backup(source: impl Into<Location>, dest: &Path) -> Result<BackupReport> {
    let source = source.into();
    let Some(source) = source.as_path() else {
        return Err(Error::Invalid(POSTGRES_BACKUP.into()));
    };
    if !source.is_file() {
        return Err(Error::Open {
            location: Location::File(source.into()),
            detail: "no such database file".into(),
        });
    }
    check_file(source)?;
    refuse_same_file(source, dest)?;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(source, flags).map_err(|e| Error::Open {
        location: Location::File(source.into()),
        detail: e.to_string(),
    })?;
    conn.busy_timeout(crate::policy::BUSY_TIMEOUT)?;
    copy(&conn, dest)
}

/// Backs the open file at `source` up to `dest` through `conn`, a connection to it.
pub(crate) fn backup_open(conn: &Connection, source: &Path, dest: &Path) -> Result<BackupReport> {
    refuse_same_file(source, dest)?;
    copy(conn, dest)
}

fn refuse_same_file(source: &Path, dest: &Path) -> Result<()> {
    let same = match (source.canonicalize(), dest.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if same {
        return Err(Error::Invalid(format!(
            "the backup path {} is the database itself",
            dest.display()
        )));
    }
    Ok(())
}

fn copy(source: &Connection, dest: &Path) -> Result<BackupReport> {
    let mut partial = dest.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let io = |e: std::io::Error| Error::Open {
        location: Location::File(dest.into()),
        detail: e.to_string(),
    };
    if partial.exists() {
        std::fs::remove_file(&partial).map_err(io)?;
    }
    let result = (|| -> Result<()> {
        let mut out = Connection::open(&partial).map_err(|e| Error::Open {
            location: Location::File(partial.clone()),
            detail: e.to_string(),
        })?;
        {
            let backup = Backup::new(source, &mut out)?;
            // All pages in one step: one read snapshot, never restarted by concurrent writers.
            let mut waits = 0;
            loop {
                match backup.step(-1)? {
                    StepResult::Done => break,
                    StepResult::More => {}
                    _ if waits < 1000 => {
                        waits += 1;
                        std::thread::sleep(std::time::Duration::from_millis(10));
                    }
                    _ => return Err(Error::Busy),
                }
            }
        }
        let check: String = out.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
        if check != "ok" {
            return Err(Error::CorruptDatabase(format!(
                "backup failed its integrity check: {check}"
            )));
        }
        out.close().map_err(|(_, e)| Error::from(e))?;
        Ok(())
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&partial);
        return Err(e);
    }
    std::fs::rename(&partial, dest).map_err(io)?;
    let bytes = std::fs::metadata(dest).map_err(io)?.len();
    Ok(BackupReport {
        path: dest.into(),
        bytes,
    })
}
