//! A few database connections, one per concurrent caller: a `Store` is `Send` but
//! not `Sync`, and the database (`SQLite` or `PostgreSQL`) serialises the writes.

use data::Store;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// Idle connections kept for reuse; more are opened when more callers are busy.
const MAX_IDLE: usize = 8;

/// Connections to one database file.
pub(super) struct StorePool {
    /// What new connections open (a `PostgreSQL` URL with its password).
    location: PathBuf,
    /// `location` as shown: a `PostgreSQL` URL without its password.
    path: PathBuf,
    idle: Mutex<Vec<Store>>,
}

impl std::fmt::Debug for StorePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StorePool")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl StorePool {
    /// Opens the file once (creating and migrating it) and keeps that connection.
    pub(super) fn open(path: &Path) -> Result<StorePool, data::Error> {
        let first = Store::open(path)?;
        Ok(StorePool {
            location: path.to_path_buf(),
            path: first.path().to_path_buf(),
            idle: Mutex::new(vec![first]),
        })
    }

    /// The file.
    pub(super) fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f` with a connection of its own.
    pub(super) fn with<T>(&self, f: impl FnOnce(&Store) -> T) -> Result<T, super::ServiceError> {
        let taken = self
            .idle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let store = match taken {
            Some(s) => s,
            None => Store::open(&self.location).map_err(super::ServiceError::Store)?,
        };
        let out = f(&store);
        let mut idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner);
        // A connection the server dropped is not kept; the next caller opens a new one.
        if idle.len() < MAX_IDLE && !store.is_broken() {
            idle.push(store);
        }
        Ok(out)
    }
}
