//! Playing levels 1–8 for people: from a beginner who misses simple threats to
//! the engine's full strength.
//!
//! Weaker levels search shallower, see the position through seeded noise and now
//! and then play a random move. The randomness comes only from the caller's seed,
//! so a game replays identically in tests.

use crate::Rng;
use crate::limits::Limits;
use crate::search::{Engine, Info, SearchResult};
use rules::Position;
use std::time::{Duration, Instant};

/// One playing level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    /// 1 (beginner) to 8 (full strength).
    pub number: u8,
    /// The deepest iteration searched.
    pub max_depth: u32,
    /// The most time spent on a move.
    pub movetime: Duration,
    /// Evaluation noise in centipawns (0 at full strength).
    pub noise: i32,
    /// The chance, in thousandths, of playing a random legal move instead.
    pub random_per_mille: u64,
    /// The recommended transposition-table size.
    pub hash_mib: usize,
}

const fn level(
    number: u8,
    max_depth: u32,
    ms: u64,
    noise: i32,
    random_per_mille: u64,
    hash_mib: usize,
) -> Level {
    Level {
        number,
        max_depth,
        movetime: Duration::from_millis(ms),
        noise,
        random_per_mille,
        hash_mib,
    }
}

/// The eight levels, weakest first. Each of levels 5–7 searches one ply deeper
/// than the one below; level 8 alone has no depth cap, so it stays two plies or
/// more ahead of level 7 even at a fast pace (at 200 ms a move it reaches 9–10
/// plies from the start).
pub const LEVELS: [Level; 8] = [
    level(1, 1, 50, 250, 200, 1),
    level(2, 2, 100, 160, 100, 1),
    level(3, 3, 200, 100, 40, 2),
    level(4, 4, 300, 60, 10, 4),
    level(5, 5, 500, 30, 0, 8),
    level(6, 6, 800, 12, 0, 16),
    level(7, 7, 1200, 0, 0, 32),
    level(8, crate::MAX_DEPTH, 2000, 0, 0, 64),
];

impl Level {
    /// Level `n`, clamped to 1..=8.
    pub fn new(n: u8) -> Level {
        LEVELS[usize::from(n.clamp(1, 8)) - 1]
    }

    /// `limits` tightened to this level's depth and time caps.
    pub fn cap(&self, limits: &Limits) -> Limits {
        let mut l = limits.clone();
        l.depth = Some(l.depth.map_or(self.max_depth, |d| d.min(self.max_depth)));
        l.movetime = Some(l.movetime.map_or(self.movetime, |t| t.min(self.movetime)));
        l
    }
}

/// Chooses a move at `level`: a search within the level's caps through its noise,
/// or sometimes (weak levels) a random legal move. `seed` makes it reproducible.
pub fn choose_move(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    level: &Level,
    limits: &Limits,
    seed: u64,
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult {
    let mut rng = Rng::new(seed ^ pos.zobrist().rotate_left(17));
    if level.random_per_mille > 0 && rng.below(1000) < level.random_per_mille {
        let start = Instant::now();
        let mut moves: Vec<_> = pos.legal_moves().iter().copied().collect();
        if !limits.searchmoves.is_empty() {
            moves.retain(|m| limits.searchmoves.iter().any(|s| *s == m.uci()));
        }
        if !moves.is_empty() {
            let m = moves[rng.below(moves.len() as u64) as usize];
            return SearchResult {
                best: Some(m),
                score: 0,
                depth: 0,
                nodes: 0,
                pv: vec![m],
                lines: vec![crate::Line {
                    score: 0,
                    pv: vec![m],
                    depth: 0,
                }],
                elapsed: start.elapsed(),
            };
        }
    }
    engine.set_noise(level.noise, rng.next_u64());
    let result = engine.search(pos, history, &level.cap(limits), on_info);
    engine.set_noise(0, 0);
    result
}
