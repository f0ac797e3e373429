//! Time, injected: the service never reads the system clock directly, so tests can
//! jump days ahead and the console's `wait 2d` can move time forward.

use data::Timestamp;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Where the service gets "now" from, in Unix seconds.
pub trait Clock: Send + Sync {
    /// The current time in Unix seconds.
    fn now(&self) -> Timestamp;
}

/// The real wall clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
    }
}

/// A clock set by another: the wall clock moved by the offset measured against the
/// database server's ([`Service::align_clock`](crate::Service::align_clock)), so that
/// processes on machines whose clocks disagree still agree on every deadline.
pub(crate) struct Aligned {
    local: Arc<dyn Clock>,
    /// Seconds to add to `local`.
    offset: AtomicI64,
}

impl Aligned {
    pub(crate) fn new(local: Arc<dyn Clock>) -> Aligned {
        Aligned {
            local,
            offset: AtomicI64::new(0),
        }
    }

    /// The clock not moved.
    pub(crate) fn local(&self) -> Timestamp {
        self.local.now()
    }

    /// The seconds now added to the local clock.
    pub(crate) fn offset(&self) -> i64 {
        self.offset.load(Ordering::Relaxed)
    }

    pub(crate) fn set_offset(&self, seconds: i64) {
        self.offset.store(seconds, Ordering::Relaxed);
    }
}

impl Clock for Aligned {
    fn now(&self) -> Timestamp {
        self.local.now() + self.offset()
    }
}

/// A clock that only moves when told to: for tests and the console's `wait`.
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    /// A clock standing at `start` (Unix seconds).
    pub fn new(start: Timestamp) -> ManualClock {
        ManualClock(AtomicI64::new(start))
    }

    /// A clock standing at the current wall-clock time.
    pub fn starting_now() -> ManualClock {
        ManualClock::new(SystemClock.now())
    }

    /// Moves the clock forward by `seconds` and returns the new time.
    pub fn advance(&self, seconds: i64) -> Timestamp {
        self.0.fetch_add(seconds, Ordering::SeqCst) + seconds
    }

    /// Sets the clock to `at`.
    pub fn set(&self, at: Timestamp) {
        self.0.store(at, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        self.0.load(Ordering::SeqCst)
    }
}

pub use crate::core::policy::{DAY, HOUR};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_clock_moves_only_when_told() {
        let clock = ManualClock::new(1000);
        assert_eq!(clock.now(), 1000);
        assert_eq!(clock.advance(2 * DAY), 1000 + 2 * DAY);
        assert_eq!(clock.now(), 1000 + 2 * DAY);
    }
}
