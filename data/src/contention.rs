//! How often the database made work wait, run again or be read back, counted for the
//! process's metrics: one relaxed atomic add per event, read when someone asks.

use std::sync::atomic::{AtomicU64, Ordering};

static SERIALIZATION_RETRIES: AtomicU64 = AtomicU64::new(0);
static LOCK_WAITS: AtomicU64 = AtomicU64::new(0);
static LOST_COMMITS_STORED: AtomicU64 = AtomicU64::new(0);
static LOST_COMMITS_NOT_STORED: AtomicU64 = AtomicU64::new(0);

/// The counts since the process started.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Contention {
    /// `PostgreSQL` transactions that lost a serialization race (or a deadlock) and ran again.
    pub serialization_retries: u64,
    /// `SQLite` statements that found the database locked by another writer and waited.
    pub lock_waits: u64,
    /// Moves whose COMMIT lost the `PostgreSQL` server, read back and found stored.
    pub lost_commits_stored: u64,
    /// Moves whose COMMIT lost the `PostgreSQL` server, read back and found missing
    /// (or never read back: the server stayed away).
    pub lost_commits_not_stored: u64,
}

/// The counts so far, for every store of this process.
pub fn contention() -> Contention {
    Contention {
        serialization_retries: SERIALIZATION_RETRIES.load(Ordering::Relaxed),
        lock_waits: LOCK_WAITS.load(Ordering::Relaxed),
        lost_commits_stored: LOST_COMMITS_STORED.load(Ordering::Relaxed),
        lost_commits_not_stored: LOST_COMMITS_NOT_STORED.load(Ordering::Relaxed),
    }
}

/// A transaction runs again after losing a race.
pub(crate) fn serialization_retry() {
    SERIALIZATION_RETRIES.fetch_add(1, Ordering::Relaxed);
}

/// A statement starts waiting for another writer.
pub(crate) fn lock_wait() {
    LOCK_WAITS.fetch_add(1, Ordering::Relaxed);
}

/// A move's lost COMMIT was read back: `stored` says what the server had decided.
pub(crate) fn lost_commit(stored: bool) {
    let count = if stored {
        &LOST_COMMITS_STORED
    } else {
        &LOST_COMMITS_NOT_STORED
    };
    count.fetch_add(1, Ordering::Relaxed);
}
