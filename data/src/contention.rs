//! How often the database made work wait or run again, counted for the process's
//! metrics: one relaxed atomic add per event, read when someone asks.

use std::sync::atomic::{AtomicU64, Ordering};

static SERIALIZATION_RETRIES: AtomicU64 = AtomicU64::new(0);
static LOCK_WAITS: AtomicU64 = AtomicU64::new(0);

/// The counts since the process started.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Contention {
    /// `PostgreSQL` transactions that lost a serialization race (or a deadlock) and ran again.
    pub serialization_retries: u64,
    /// `SQLite` statements that found the database locked by another writer and waited.
    pub lock_waits: u64,
}

/// The counts so far, for every store of this process.
pub fn contention() -> Contention {
    Contention {
        serialization_retries: SERIALIZATION_RETRIES.load(Ordering::Relaxed),
        lock_waits: LOCK_WAITS.load(Ordering::Relaxed),
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
