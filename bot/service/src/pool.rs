//! A few database connections, one per concurrent caller: a `Store` is `Send` but
//! not `Sync`, and the database (`SQLite` or `PostgreSQL`) serialises the writes.

use data::{Location, Store};
use std::sync::{Mutex, PoisonError};

/// Idle connections kept for reuse; more are opened when more callers are busy.
const MAX_IDLE: usize = 8;

/// Connections to one database.
pub(super) struct StorePool {
    /// What new connections open (it displays without a password).
    location: Location,
    idle: Mutex<Vec<Store>>,
}

impl std::fmt::Debug for StorePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StorePool")
            .field("location", &self.location)
            .finish_non_exhaustive()
    }
}

impl StorePool {
    /// Opens the database once (creating and migrating it) and keeps that connection.
    pub(super) fn open(location: Location) -> Result<StorePool, data::Error> {
        let first = Store::open(&location)?;
        Ok(StorePool {
            location,
            idle: Mutex::new(vec![first]),
        })
    }

    /// The database.
    pub(super) fn location(&self) -> &Location {
        &self.location
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
            None => Store::open(&self.location).map_err(super::ServiceError::from)?,
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
