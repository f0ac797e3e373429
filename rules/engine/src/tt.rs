//! The transposition table: what earlier searches learnt about a position, keyed
//! by its Zobrist hash, so transpositions and re-searches cost nothing.
//!
//! Slots come in pairs. A new result goes into the slot of its own position if one
//! holds it, else over the less valuable of the two: the shallower, or one left by
//! an earlier search. So the many shallow results of quiescence cannot push out the
//! few deep ones that order the moves near the root.

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

impl Bound {
    /// What a node's best score, searched with the window (`alpha`, `beta`), says.
    #[inline]
    pub fn of(best: Score, alpha: Score, beta: Score) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// True if a stored `score` with this bound decides a node searched with the
    /// window (`alpha`, `beta`): the true score is known, or lies outside the window.
    #[inline]
    pub fn settles(self, score: Score, alpha: Score, beta: Score) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }
}

/// One stored search result.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    key: u64,
    /// The score, relative to this node (see [`to_tt`](crate::score::to_tt)).
    pub score: Score,
    /// The best (or refuting) move, packed by [`pack`](crate::ordering::pack); 0 for none.
    pub mv: u16,
    /// The static evaluation of the position, [`NO_EVAL`] when it was in check.
    pub eval: i16,
    /// The depth searched (0 for quiescence).
    pub depth: i8,
    /// How the score bounds the truth.
    pub bound: Bound,
    generation: u8,
}

/// The static evaluation of an entry whose position was not evaluated.
pub const NO_EVAL: i16 = i16::MIN;

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    mv: 0,
    eval: NO_EVAL,
    depth: -1,
    bound: Bound::Upper,
    generation: 0,
};

/// A fixed-size table of entries in pairs of slots.
#[derive(Debug, Clone)]
pub struct Table {
    entries: Vec<Entry>,
    generation: u8,
}

impl Table {
    /// A table using about `mib` mebibytes (at least one pair of slots).
    pub fn new(mib: usize) -> Table {
        let bytes = mib.max(1) * 1024 * 1024;
        let pairs = (bytes / (2 * std::mem::size_of::<Entry>())).max(1);
        Table {
            entries: vec![EMPTY; 2 * pairs],
            generation: 0,
        }
    }

    /// The number of slots.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True if the table has no slot (never: it keeps at least two).
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.generation = 0;
    }

    /// Marks what is stored from now on as newer than what earlier searches left.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The first slot of the pair for `key`.
    #[inline]
    fn pair(&self, key: u64) -> usize {
        let pairs = self.entries.len() / 2;
        2 * ((u128::from(key) * pairs as u128) >> 64) as usize
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.pair(key);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.key == key && e.depth >= 0)
            .copied()
    }

    /// How much an entry is worth keeping: its depth, less for each search since.
    #[inline]
    fn worth(&self, e: &Entry) -> i32 {
        let age = i32::from(self.generation.wrapping_sub(e.generation));
        i32::from(e.depth) - 8 * age
    }

    /// Stores a result, keeping a deeper one of the same position from this search.
    #[inline]
    pub fn store(&mut self, key: u64, mv: u16, score: Score, eval: i16, depth: i32, bound: Bound) {
        let i = self.pair(key);
        let second_is_victim = self.entries[i].key != key
            && (self.entries[i + 1].key == key
                || self.worth(&self.entries[i + 1]) < self.worth(&self.entries[i]));
        let slot = i + usize::from(second_is_victim);
        let old = self.entries[slot];
        let same = old.key == key;
        if same
            && old.generation == self.generation
            && i32::from(old.depth) > depth
            && bound != Bound::Exact
        {
            return;
        }
        self.entries[slot] = Entry {
            key,
            score,
            mv: if mv == 0 && same { old.mv } else { mv },
            eval: if eval == NO_EVAL && same {
                old.eval
            } else {
                eval
            },
            depth: depth.clamp(0, i32::from(i8::MAX)) as i8,
            bound,
            generation: self.generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_keeps_the_deeper_result_against_shallow_ones() {
        let mut t = Table::new(1);
        let pairs = (t.len() / 2) as u64;
        // Keys landing in pair 0: the top bits decide the pair.
        let key = |n: u64| n + 1;
        assert!(key(3) < u64::MAX / pairs);
        t.store(key(1), 7, 50, 10, 9, Bound::Exact);
        t.store(key(2), 0, 0, 0, 0, Bound::Upper);
        t.store(key(3), 0, 0, 0, 0, Bound::Upper);
        assert_eq!(t.probe(key(1)).map(|e| e.mv), Some(7));
        assert!(t.probe(key(3)).is_some());
        assert!(t.probe(key(2)).is_none());
    }

    #[test]
    fn an_old_search_gives_way() {
        let mut t = Table::new(1);
        t.store(1, 7, 50, 10, 9, Bound::Exact);
        t.store(2, 8, 50, 10, 9, Bound::Exact);
        t.new_search();
        t.new_search();
        t.store(3, 0, 0, 0, 1, Bound::Upper);
        assert!(t.probe(3).is_some());
        assert_eq!(
            [t.probe(1).is_some(), t.probe(2).is_some()]
                .iter()
                .filter(|&&b| b)
                .count(),
            1
        );
    }

    #[test]
    fn the_static_evaluation_survives_a_store_without_one() {
        let mut t = Table::new(1);
        t.store(1, 7, 50, 33, 0, Bound::Upper);
        t.store(1, 0, 60, NO_EVAL, 3, Bound::Lower);
        let e = t.probe(1).map(|e| (e.mv, e.eval, e.depth));
        assert_eq!(e, Some((7, 33, 3)));
    }
}
