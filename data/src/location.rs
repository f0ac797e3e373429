//! Where a store's data lives: a SQLite file, or a PostgreSQL database named by a URL
//! whose password must never reach a log or an error message.

use std::fmt;
use std::path::{Path, PathBuf};

/// A database: a SQLite file (the default) or a PostgreSQL URL.
///
/// A URL is kept whole (the store needs its password to connect) but only ever shown
/// redacted: `Display` and `Debug` replace the password by `***` ([`redact`]).
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

/// A `postgres://` URL, password included, that displays redacted.
#[derive(Clone, PartialEq, Eq)]
pub struct PostgresUrl(String);

impl PostgresUrl {
    /// The URL as given, password included: for connecting, never for showing.
    pub(crate) fn secret(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PostgresUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&redact(&self.0))
    }
}

impl fmt::Debug for PostgresUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&redact(&self.0), f)
    }
}

impl Location {
    /// A PostgreSQL database if `location` is a `postgres://` or `postgresql://` URL,
    /// else a SQLite file.
    pub fn new(location: impl AsRef<Path>) -> Location {
        let path = location.as_ref();
        match path.to_str().filter(|s| is_postgres_url(s)) {
            Some(url) => Location::Postgres(PostgresUrl(url.trim().to_owned())),
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

/// `url` with any password replaced by `***`, for messages and logs.
pub fn redact(url: &str) -> String {
    let mut out = url.to_owned();
    if let Some(scheme_end) = out.find("://") {
        let rest_start = scheme_end + 3;
        let authority_end = out[rest_start..]
            .find(['/', '?'])
            .map_or(out.len(), |i| rest_start + i);
        if let Some(at) = out[rest_start..authority_end].rfind('@') {
            let userinfo = &out[rest_start..rest_start + at];
            if let Some(colon) = userinfo.find(':') {
                out.replace_range(rest_start + colon + 1..rest_start + at, "***");
            }
        }
    }
    // `?password=...` in the query string.
    let lower = out.to_ascii_lowercase();
    if let Some(i) = lower.find("password=") {
        let start = i + "password=".len();
        let end = out[start..].find('&').map_or(out.len(), |j| start + j);
        out.replace_range(start..end, "***");
    }
    out
}
