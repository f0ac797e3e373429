//! A server's own finished games add puzzles over time: a background thread at the
//! engine's low priority claims one unmined game at a time (once across processes),
//! mines it, and stores what it finds as that server's puzzles, credited to the game.

use std::time::Duration;

/// How long the miner rests when no game waits.
pub(crate) const IDLE: Duration = Duration::from_mins(1);
