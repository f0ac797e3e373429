//! What stops a search: depth, nodes, time, or a flag raised by another thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// The deepest iteration the search ever runs.
pub const MAX_DEPTH: u32 = 64;

/// Bounds on one search. All are optional; without any, the search runs to
/// [`MAX_DEPTH`] or until [`Limits::stop`] is raised (UCI's `go infinite`).
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// Stop after this many iterations.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Stop after this much time.
    pub movetime: Option<Duration>,
    /// Spend all of `movetime` (UCI's `go movetime`: an opponent given the same
    /// time uses all of it). Otherwise no new iteration begins once most of it
    /// has passed, which saves a clock's time and a server's processor.
    pub exact_time: bool,
    /// Raised by another thread to stop at once (the best move so far is kept).
    pub stop: Option<Arc<AtomicBool>>,
    /// Only these root moves (UCI text) are searched, when given.
    pub searchmoves: Vec<String>,
    /// How many best lines to find (UCI's `MultiPV`); 0 counts as 1. Each line
    /// after the first costs about another search of the root, so one is the
    /// default and what play uses.
    pub multipv: usize,
    /// While another thread holds this above zero, the search waits, its clock
    /// stopped (within a bound): a server's people come first, and on cores shared
    /// with a sibling thread even a low-priority search slows whoever runs beside it.
    pub give_way: Option<Arc<AtomicUsize>>,
}

impl Limits {
    /// A fixed-depth search.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of exactly `ms` milliseconds (less only when the result is
    /// already certain).
    pub fn movetime_ms(ms: u64) -> Limits {
        Limits {
            movetime: Some(Duration::from_millis(ms)),
            exact_time: true,
            ..Limits::default()
        }
    }

    /// True while someone the search gives way to is being served.
    pub fn giving_way(&self) -> bool {
        self.give_way
            .as_ref()
            .is_some_and(|n| n.load(Ordering::Relaxed) > 0)
    }

    /// True once the stop flag is raised.
    pub fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

/// The time to spend on one move under a clock: a share of what is left plus most
/// of the increment, never more than half the time left (minus a safety margin).
///
/// ```
/// use engine::budget;
/// use std::time::Duration;
/// let t = budget(Duration::from_secs(60), Duration::ZERO, None);
/// assert!(t > Duration::from_millis(500) && t < Duration::from_secs(5));
/// ```
pub fn budget(left: Duration, increment: Duration, moves_to_go: Option<u32>) -> Duration {
    let margin = Duration::from_millis(30);
    let usable = left.saturating_sub(margin);
    let share = usable / moves_to_go.unwrap_or(30).clamp(1, 60);
    let wanted = share + increment.mul_f64(0.8);
    wanted.min(usable / 2).max(Duration::from_millis(1))
}
