//! Where a store's data lives: a SQLite file, or a PostgreSQL database named by a URL
//! whose password must never reach a log or an error message.

use std::fmt;
use std::path::{Path, PathBuf};

/// A database: a SQLite file (the default) or a PostgreSQL URL.
///
/// A URL is kept whole (the store needs its password to connect) but only ever shown
/// rebuilt from the parts read from it, with `***` for the password ([`redact`]): a
/// password holding `/ ? @ # %`, encoded or not, is left out all the same, and a URL that
/// cannot be read is not shown at all.
///
/// ```
/// use data::Location;
/// let pg = Location::new("postgres://ann:secret@db.example/sanctum");
/// assert!(pg.is_postgres());
/// assert_eq!(pg.to_string(), "postgres://ann:***@db.example/sanctum");
/// assert_eq!(format!("{pg:?}"), "Postgres(\"postgres://ann:***@db.example/sanctum\")");
/// let file = Location::new("sanctum.db");
/// assert_eq!(file.as_path(), Some(std::path::Path::new("sanctum.db")));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// A SQLite database file.
    File(PathBuf),
    /// A PostgreSQL database.
    Postgres(PostgresUrl),
}

/// A `postgres://` URL, password included, that displays without it.
#[derive(Clone, PartialEq, Eq)]
pub struct PostgresUrl {
    /// As given.
    url: String,
    /// As shown: rebuilt from its parts, the password left out.
    shown: String,
}

impl PostgresUrl {
    fn new(url: &str) -> PostgresUrl {
        let url = url.trim().to_owned();
        PostgresUrl {
            shown: crate::pg_url::shown(&url),
            url,
        }
    }

    /// The URL as given, password included: for connecting, never for showing.
    pub(crate) fn secret(&self) -> &str {
        &self.url
    }
}

impl fmt::Display for PostgresUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shown)
    }
}

impl fmt::Debug for PostgresUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.shown, f)
    }
}

impl Location {
    /// A PostgreSQL database if `location` is a `postgres://` or `postgresql://` URL,
    /// else a SQLite file.
    pub fn new(location: impl AsRef<Path>) -> Location {
        let path = location.as_ref();
        match path.to_str().filter(|s| is_postgres_url(s)) {
            Some(url) => Location::Postgres(PostgresUrl::new(url)),
            None => Location::File(path.to_path_buf()),
        }
    }

    /// The file, for a SQLite database.
    pub fn as_path(&self) -> Option<&Path> {
        match self {
            Location::File(path) => Some(path),
            Location::Postgres(_) => None,
        }
    }

    /// True for a PostgreSQL database.
    pub fn is_postgres(&self) -> bool {
        matches!(self, Location::Postgres(_))
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::File(path) => path.display().fmt(f),
            Location::Postgres(url) => url.fmt(f),
        }
    }
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::File(path) => f.debug_tuple("File").field(path).finish(),
            Location::Postgres(url) => f.debug_tuple("Postgres").field(url).finish(),
        }
    }
}

impl From<&Location> for Location {
    fn from(location: &Location) -> Location {
        location.clone()
    }
}

impl<P: AsRef<Path>> From<P> for Location {
    fn from(location: P) -> Location {
        Location::new(location)
    }
}

/// True if `url` names a PostgreSQL database rather than a SQLite file.
pub fn is_postgres_url(url: &str) -> bool {
    let lower = url.trim_start().to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// A database as shown in messages and logs: a file path as it is, a PostgreSQL URL
/// rebuilt from its parts with `***` for the password (see [`Location`]).
///
/// ```
/// assert_eq!(data::redact("postgres://ann:pa/ss@db:5432/sanctum"), "postgres://ann:***@db:5432/sanctum");
/// assert_eq!(data::redact("sanctum.db"), "sanctum.db");
/// ```
pub fn redact(location: &str) -> String {
    Location::new(location).to_string()
}
