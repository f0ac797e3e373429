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
