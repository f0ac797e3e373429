//! The transposition table: what earlier searches learnt about a position, keyed
//! by its Zobrist hash, so transpositions and re-searches cost nothing.

use crate::score::Score;

/// What the stored score means relative to the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (a cut-off).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
}

/// One stored search result.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    key: u64,
    /// The best (or refuting) move, packed by [`pack`](crate::ordering::pack); 0 for none.
    pub mv: u16,
    /// The score, relative to this node (see [`to_tt`](crate::score::to_tt)).
    pub score: Score,
    /// The depth searched.
    pub depth: i16,
    /// How the score bounds the truth.
    pub bound: Bound,
}

const EMPTY: Entry = Entry {
    key: 0,
    mv: 0,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
};

/// A fixed-size table of entries, one per slot; deeper results replace shallower ones
/// for the same slot only when they are from another position or at least as deep.
#[derive(Debug, Clone)]
pub struct Table {
    entries: Vec<Entry>,
}

impl Table {
    /// A table using about `mib` mebibytes (at least one entry).
    pub fn new(mib: usize) -> Table {
        let bytes = mib.max(1) * 1024 * 1024;
        let n = (bytes / std::mem::size_of::<Entry>()).max(1);
        Table {
            entries: vec![EMPTY; n],
        }
    }

    /// The number of slots.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True if the table has no slot (never: it keeps at least one).
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.slot(key)];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    /// Stores a result, keeping a deeper one of the same position.
    #[inline]
    pub fn store(&mut self, key: u64, mv: u16, score: Score, depth: i32, bound: Bound) {
        let i = self.slot(key);
        let old = self.entries[i];
        if old.key == key && i32::from(old.depth) > depth && bound != Bound::Exact {
            return;
        }
        let mv = if mv == 0 && old.key == key {
            old.mv
        } else {
            mv
        };
        self.entries[i] = Entry {
            key,
            mv,
            score,
            depth: depth.clamp(0, i32::from(i16::MAX)) as i16,
            bound,
        };
    }
}
