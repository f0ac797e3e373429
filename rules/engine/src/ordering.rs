//! Move ordering: the hash move first, then moves that win at once, captures by
//! most valuable victim / least valuable attacker, killers, and history.
//!
//! Alpha-beta prunes most when the best move comes first, so this is where much
//! of the engine's speed comes from.

use crate::limits::MAX_DEPTH;
use crate::see::see;
use rules::{Color, Move, MoveList, Position, Role};

/// The deepest ply the search tracks (iterations plus extensions plus quiescence).
pub const MAX_PLY: usize = MAX_DEPTH as usize * 2 + 32;

/// A move packed into 16 bits for the transposition table: from, to, promotion.
#[inline]
pub fn pack(m: &Move) -> u16 {
    let promo = m.promotion.map_or(0, |r| r.index() as u16 + 1);
    m.from.index() as u16 | (m.to.index() as u16) << 6 | promo << 12
}

/// Rough piece values for ordering captures (not the evaluation's).
#[inline]
pub const fn order_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook | Role::Guard => 5,
        Role::Archbishop => 8,
        Role::Queen => 9,
        Role::King => 10,
    }
}

/// Killer moves per ply and the history counters of quiet moves.
#[derive(Clone)]
pub struct Heuristics {
    killers: Vec<[u16; 2]>,
    history: Vec<[[i32; 64]; 64]>,
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics {
            killers: vec![[0; 2]; MAX_PLY + 1],
            history: vec![[[0; 64]; 64]; 2],
        }
    }
}

/// Sort keys: larger first.
const HASH: i32 = 2_000_000;
const GOAL: i32 = 1_900_000;
const CAPTURE: i32 = 1_000_000;
const PROMOTION: i32 = 950_000;
const KILLER: i32 = 900_000;
/// Captures that lose material in the exchange come after every quiet move
/// (history stays far above this).
const BAD_CAPTURE: i32 = -1_000_000;

impl Heuristics {
    /// Clears killers and history (a new game).
    pub fn clear(&mut self) {
        *self = Heuristics::default();
    }

    /// Ages history between searches so old habits fade.
    pub fn age(&mut self) {
        for side in &mut self.history {
            for row in side {
                for v in row {
                    *v /= 8;
                }
            }
        }
        for k in &mut self.killers {
            *k = [0; 2];
        }
    }

    /// Records a quiet move that caused a cut-off at `ply` after a search of `depth`.
    pub fn reward(&mut self, turn: Color, m: &Move, ply: usize, depth: i32, tried: &[Move]) {
        let key = pack(m);
        if let Some(k) = self.killers.get_mut(ply)
            && k[0] != key
        {
            k[1] = k[0];
            k[0] = key;
        }
        let bonus = (depth * depth).min(400);
        let side = &mut self.history[turn.index()];
        let h = &mut side[m.from.index()][m.to.index()];
        *h += bonus - *h * bonus / 16_384;
        for q in tried {
            if q.capture.is_none() && q != m {
                let h = &mut side[q.from.index()][q.to.index()];
                *h -= bonus + *h * bonus / 16_384;
            }
        }
    }

    /// Scores every move of `list` (legal in `pos`) for ordering; `goal` marks
    /// moves that win at once.
    pub fn score(
        &self,
        list: &MoveList,
        pos: &Position,
        hash_move: u16,
        ply: usize,
        goal: impl Fn(&Move) -> bool,
        out: &mut Vec<(i32, Move)>,
    ) {
        out.clear();
        let killers = self.killers.get(ply).copied().unwrap_or([0; 2]);
        for m in list {
            let key = pack(m);
            let s = if key == hash_move {
                HASH
            } else if goal(m) {
                GOAL
            } else if let Some(victim) = m.capture {
                let mvv_lva = order_value(victim) * 16 - order_value(m.role)
                    + m.promotion.map_or(0, order_value);
                if loses_material(pos, m) {
                    BAD_CAPTURE + mvv_lva
                } else {
                    CAPTURE + mvv_lva
                }
            } else if m.promotion == Some(Role::Queen) {
                PROMOTION
            } else if key == killers[0] {
                KILLER + 1
            } else if key == killers[1] {
                KILLER
            } else {
                self.history[pos.turn().index()][m.from.index()][m.to.index()]
                    .clamp(-KILLER + 1, KILLER - 1)
            };
            out.push((s, *m));
        }
    }
}

/// Moves the best-scored remaining move to index `i` (selection sort, lazily).
#[inline]
pub fn pick(moves: &mut [(i32, Move)], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if moves[j].0 > moves[best].0 {
            best = j;
        }
    }
    moves.swap(i, best);
}

/// True for a capture that loses material once both sides have exchanged on its
/// square. Taking a piece worth as much as the taker never does, so the exchange
/// is only worked out for the others.
#[inline]
pub fn loses_material(pos: &Position, m: &Move) -> bool {
    m.capture
        .is_some_and(|victim| order_value(victim) < order_value(m.role))
        && see(pos, m) < 0
}

/// True for a quiet move (not a capture, not a promotion).
#[inline]
pub fn is_quiet(m: &Move) -> bool {
    m.capture.is_none() && m.promotion.is_none()
}
