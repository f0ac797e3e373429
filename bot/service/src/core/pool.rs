//! A few database connections, one per concurrent caller: a `Store` is `Send` but
//! not `Sync`, and the database (`SQLite` or `PostgreSQL`) serialises the writes.
//!
//! At most [`StorePool::max`] connections are open at once, idle or in use: a caller
//! beyond that waits for one to come back (at most [`WAIT`], then the call is refused as
//! busy), so a burst never opens more connections than a database allows one process.

use data::{Location, Store};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The connections a service keeps at most, unless it is opened with another number:
/// enough for the Discord adapter's 16 service slots, the scheduler, suggestions and
/// the engine's look-ups at once.
pub const DEFAULT_CONNECTIONS: usize = 24;

/// How long a caller waits for a connection when all are in use.
const WAIT: Duration = Duration::from_secs(30);

/// Connections to one database.
pub(crate) struct StorePool {
    /// What new connections open (it displays without a password).
    location: Location,
    /// The most connections open at once.
    max: usize,
    state: Mutex<State>,
    returned: Condvar,
}

#[derive(Default)]
struct State {
    idle: Vec<Store>,
    /// Connections open: idle, in use, or being opened.
    open: usize,
}

impl std::fmt::Debug for StorePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StorePool")
            .field("location", &self.location)
            .field("max", &self.max)
            .finish_non_exhaustive()
    }
}

/// A connection slot taken from the pool: given back (with its store, if still good)
/// when dropped, even by a panic.
struct Lease<'p> {
    pool: &'p StorePool,
    store: Option<Store>,
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        let mut state = self.pool.lock();
        match self.store.take() {
            // A connection the server dropped is not kept; the next caller opens a new one.
            Some(store) if !store.is_broken() => state.idle.push(store),
            _ => state.open -= 1,
        }
        drop(state);
        self.pool.returned.notify_one();
    }
}

impl StorePool {
    /// Opens the database once (creating and migrating it) and keeps that connection;
    /// at most `max` (at least 1) will be open at once.
    pub(crate) fn open(location: Location, max: usize) -> Result<StorePool, data::Error> {
        let first = Store::open(&location)?;
        Ok(StorePool {
            location,
            max: max.max(1),
            state: Mutex::new(State {
                idle: vec![first],
                open: 1,
            }),
            returned: Condvar::new(),
        })
    }

    /// The database.
    pub(crate) fn location(&self) -> &Location {
        &self.location
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `f` with a connection of its own: an idle one, a new one while fewer than
    /// the most are open, or else the first one given back.
    pub(crate) fn with<T>(
        &self,
        f: impl FnOnce(&Store) -> T,
    ) -> Result<T, crate::core::refusal::ServiceError> {
        let mut lease = self.take()?;
        let store = match lease.store.take() {
            Some(store) => store,
            None => {
                Store::open(&self.location).map_err(crate::core::refusal::ServiceError::from)?
            }
        };
        let out = f(lease.store.insert(store));
        Ok(out)
    }

    /// A slot, with an idle store in it if there was one.
    fn take(&self) -> Result<Lease<'_>, crate::core::refusal::ServiceError> {
        let deadline = Instant::now() + WAIT;
        let mut state = self.lock();
        loop {
            if let Some(store) = state.idle.pop() {
                return Ok(Lease {
                    pool: self,
                    store: Some(store),
                });
            }
            if state.open < self.max {
                state.open += 1;
                return Ok(Lease {
                    pool: self,
                    store: None,
                });
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                tracing::warn!(
                    connections = self.max,
                    waited_s = WAIT.as_secs(),
                    "every database connection stayed in use; the call is refused as busy"
                );
                return Err(crate::core::refusal::ServiceError::from(data::Error::Busy));
            }
            state = self
                .returned
                .wait_timeout(state, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    /// Connections open now (for tests).
    #[cfg(test)]
    fn open_now(&self) -> usize {
        self.lock().open
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Barrier;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Eight callers at once on a pool of three: never more than three connections,
    /// every caller served.
    #[test]
    fn a_burst_never_opens_more_than_the_most() {
        let dir = tempfile::tempdir().unwrap();
        let pool = StorePool::open(Location::new(dir.path().join("t.db")), 3).unwrap();
        let (busy, most, served) = (
            AtomicUsize::new(0),
            AtomicUsize::new(0),
            AtomicUsize::new(0),
        );
        let start = Barrier::new(8);
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    start.wait();
                    pool.with(|store| {
                        let now = busy.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        assert!(pool.open_now() <= 3);
                        store.schema_version().unwrap();
                        std::thread::sleep(Duration::from_millis(50));
                        busy.fetch_sub(1, Ordering::SeqCst);
                    })
                    .unwrap();
                    served.fetch_add(1, Ordering::SeqCst);
                });
            }
        });
        assert_eq!(served.load(Ordering::SeqCst), 8);
        assert_eq!(most.load(Ordering::SeqCst), 3);
        assert!(pool.open_now() <= 3);
    }

    /// A caller that panics gives its slot back.
    #[test]
    fn a_panicking_caller_gives_its_connection_back() {
        let dir = tempfile::tempdir().unwrap();
        let pool = StorePool::open(Location::new(dir.path().join("t.db")), 1).unwrap();
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            pool.with(|_| panic!("boom")).unwrap();
        }));
        assert!(caught.is_err());
        assert_eq!(pool.open_now(), 1);
        pool.with(|s| s.schema_version().unwrap()).unwrap();
    }
}
