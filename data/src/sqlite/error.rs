//! SQLite's errors as the store's: busy, damaged and read-only files get their own
//! variants, everything else stays opaque ([`SqliteError`]).

use crate::{Error, SqliteError};

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Error {
        use rusqlite::ErrorCode as C;
        match e.sqlite_error_code() {
            Some(C::DatabaseBusy | C::DatabaseLocked) => Error::Busy,
            Some(C::DatabaseCorrupt | C::NotADatabase) => Error::CorruptDatabase(e.to_string()),
            Some(C::ReadOnly) => Error::ReadOnly(e.to_string()),
            Some(C::DiskFull) => Error::DiskFull(e.to_string()),
            _ => match e {
                rusqlite::Error::FromSqlConversionFailure(..)
                | rusqlite::Error::InvalidColumnType(..) => {
                    Error::CorruptDatabase(format!("unexpected stored value: {e}"))
                }
                other => Error::Sqlite(SqliteError::new(other)),
            },
        }
    }
}

impl From<rusqlite_migration::Error> for Error {
    fn from(e: rusqlite_migration::Error) -> Error {
        match e {
            rusqlite_migration::Error::RusqliteError { err, .. } => Error::from(err),
            other => Error::Sqlite(SqliteError::new(other)),
        }
    }
}

/// True if a rusqlite error is a violation of the unique index (or key) named `name`.
pub(crate) fn is_unique_violation(e: &rusqlite::Error, name: &str) -> bool {
    e.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation)
        && e.to_string().contains("UNIQUE")
        && e.to_string().contains(name)
}
