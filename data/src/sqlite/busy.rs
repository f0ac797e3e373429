//! Waiting for another writer: poll every millisecond at first, then back off.
//!
//! SQLite's own busy timeout sleeps 1, 2, 5, 10, … up to 100 ms between tries, so when
//! several connections queue behind one commit (about a millisecond) the last ones
//! sleep tens of milliseconds for nothing. This handler keeps the queue moving.

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The longest wait, in milliseconds: the process's most recent `OpenOptions::busy_timeout`
/// (SQLite takes a plain function pointer, so this is one setting per process).
static LIMIT_MS: AtomicU64 = AtomicU64::new(10_000);

thread_local! {
    /// When this thread's current wait began (the handler runs on the waiting thread).
    static STARTED: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Sets the process-wide limit.
pub(crate) fn set_limit(limit: Duration) {
    LIMIT_MS.store(
        u64::try_from(limit.as_millis()).unwrap_or(u64::MAX),
        Ordering::Relaxed,
    );
}

/// The handler SQLite calls with the number of earlier calls for this wait; false gives up.
pub(crate) fn handler(attempt: i32) -> bool {
    let now = Instant::now();
    let started = STARTED.with(|s| {
        if attempt == 0 || s.get().is_none() {
            crate::contention::lock_wait();
            s.set(Some(now));
        }
        s.get().unwrap_or(now)
    });
    let limit = Duration::from_millis(LIMIT_MS.load(Ordering::Relaxed));
    if now.duration_since(started) >= limit {
        return false;
    }
    let pause = match attempt {
        0..50 => Duration::from_micros(500),
        50..200 => Duration::from_millis(2),
        _ => Duration::from_millis(10),
    };
    std::thread::sleep(pause);
    true
}
