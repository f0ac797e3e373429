//! Looking ahead from a partial candidate: whether S1's players still to pair can meet
//! the caps on the criteria at all, so that whole subtrees of transpositions are skipped.

use super::{Search, criterion as c};
use crate::dutch::state::Strength;
use crate::trf::Colour;

impl<F: FnMut(&[usize], &[usize], &[usize]) -> bool> Search<'_, '_, F> {
    /// The criteria whose caps are reached: a pair failing one of them cannot be added.
    /// The best candidate so far caps too: where the partial candidate equals it on the
    /// first criteria, failing one of them more (costs only grow) cannot beat it.
    pub(super) fn capped(&self) -> u32 {
        let mut mask = self
            .quality
            .iter()
            .zip(&self.limit)
            .enumerate()
            .filter(|(_, (q, l))| q >= l)
            .fold(0u32, |m, (c, _)| m | (1 << c));
        if let Some((best, _)) = &self.best {
            for (c, (q, b)) in self.quality.iter().zip(best).enumerate() {
                if q != b {
                    break;
                }
                mask |= 1 << c;
            }
        }
        mask
    }

    pub(super) fn allowed(&self, a: usize, b: usize, capped: u32) -> bool {
        let i = self.slot[a] * self.used.len() + self.slot[b];
        self.compat[i] && self.fails[i] & capped == 0
    }

    /// Whether S1's players from `i` on can all still be paired with free S2 players
    /// without passing a reached cap; repairs the kept matching to prove it.
    pub(super) fn feasible(&mut self, s1: &[usize], s2: &[usize], i: usize, capped: u32) -> bool {
        for (u, &x) in s1.iter().enumerate().skip(i) {
            if let Some(v) = self.left_mate[u]
                && (self.is_used(s2[v]) || !self.allowed(x, s2[v], capped))
            {
                self.left_mate[u] = None;
                self.right_mate[v] = None;
            }
        }
        for u in i..s1.len() {
            if self.left_mate[u].is_none() {
                let mut seen = vec![false; s2.len()];
                if !self.augment(s1, s2, u, capped, &mut seen) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether the S2 players who may not float (floating would pass a reached cap) can
    /// all be paired with S1's players from `i` on. With `feasible`, a matching covering
    /// both sides then exists too (Mendelsohn and Dulmage).
    pub(super) fn leftovers_feasible(
        &self,
        s1: &[usize],
        s2: &[usize],
        i: usize,
        capped: u32,
    ) -> bool {
        let must: Vec<usize> = s2
            .iter()
            .copied()
            .filter(|&y| !self.is_used(y) && self.float_fails[self.slot[y]] & capped != 0)
            .collect();
        if must.is_empty() {
            return true;
        }
        let free = &s1[i..];
        if must.len() > free.len() {
            return false;
        }
        let mut mate: Vec<Option<usize>> = vec![None; free.len()];
        must.iter().all(|&y| {
            let mut seen = vec![false; free.len()];
            self.cover(y, free, capped, &mut mate, &mut seen)
        })
    }

    /// An augmenting path from S2 player `y` into `free` (S1 players, whose mates are
    /// S2 players).
    fn cover(
        &self,
        y: usize,
        free: &[usize],
        capped: u32,
        mate: &mut [Option<usize>],
        seen: &mut [bool],
    ) -> bool {
        for (u, &x) in free.iter().enumerate() {
            if seen[u] || !self.allowed(x, y, capped) {
                continue;
            }
            seen[u] = true;
            if mate[u].is_none_or(|other| self.cover(other, free, capped, mate, seen)) {
                mate[u] = Some(y);
                return true;
            }
        }
        false
    }

    fn augment(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        u: usize,
        capped: u32,
        seen: &mut [bool],
    ) -> bool {
        for v in 0..s2.len() {
            if seen[v] || self.is_used(s2[v]) || !self.allowed(s1[u], s2[v], capped) {
                continue;
            }
            seen[v] = true;
            let free = match self.right_mate[v] {
                None => true,
                Some(w) => self.augment(s1, s2, w, capped, seen),
            };
            if free {
                self.left_mate[u] = Some(v);
                self.right_mate[v] = Some(u);
                return true;
            }
        }
        false
    }

    /// Whether the colour preferences still to meet (S1 from `i` against S2's free
    /// players) must break a cap or the best candidate's colours: a count of who can
    /// take whom, ignoring who has met.
    pub(super) fn colours_cannot_fit(&self, s1: &[usize], s2: &[usize], i: usize) -> bool {
        if i >= s1.len() {
            return false;
        }
        let count = |players: &mut dyn Iterator<Item = &usize>| {
            let mut c = [0i64; 5]; // white, black, none, strong white, strong black
            for &p in players {
                let e = self.b.player(p);
                match e.preference {
                    Some(Colour::White) => {
                        c[0] += 1;
                        c[3] += i64::from(e.strength >= Strength::Strong);
                    }
                    Some(Colour::Black) => {
                        c[1] += 1;
                        c[4] += i64::from(e.strength >= Strength::Strong);
                    }
                    None => c[2] += 1,
                }
            }
            c
        };
        let a = count(&mut s1[i..].iter());
        let free: Vec<usize> = s2.iter().copied().filter(|&y| !self.is_used(y)).collect();
        let b = count(&mut free.iter());
        // Whites take S2's blacks first, blacks its whites, then both share the neutral.
        let whites_left = (a[0] - b[1]).max(0);
        let blacks_left = (a[1] - b[0]).max(0);
        let unmet = (whites_left + blacks_left - b[2]).max(0);
        let n2 = free.len() as i64;
        let strong_unmet = (a[3] - (n2 - b[3])).max(0) + (a[4] - (n2 - b[4])).max(0);
        let mut q = self.quality;
        q[c::PREFERENCES] += unmet;
        q[c::STRONG] += strong_unmet;
        q[c::PREFERENCES] > self.limit[c::PREFERENCES]
            || q[c::STRONG] > self.limit[c::STRONG]
            || self.best.as_ref().is_some_and(|(b, _)| q >= *b)
    }

    /// Whether the colour preferences among the players still unpaired must break a cap:
    /// those of one colour beyond the others (and the downfloaters still allowed) pair
    /// among themselves.
    pub(super) fn colours_exceed_caps(&self) -> bool {
        let allowed_floaters = self.limit[c::FLOATERS].saturating_sub(self.quality[c::FLOATERS]);
        if allowed_floaters > i64::from(u32::MAX) {
            return false;
        }
        // white, black, strong white, strong black, all
        let mut n = [0i64; 5];
        for (i, &p) in self.b.mdps.iter().chain(&self.b.residents).enumerate() {
            if self.used[i] {
                continue;
            }
            let e = self.b.player(p);
            n[4] += 1;
            let strong = i64::from(e.strength >= Strength::Strong);
            match e.preference {
                Some(Colour::White) => {
                    n[0] += 1;
                    n[2] += strong;
                }
                Some(Colour::Black) => {
                    n[1] += 1;
                    n[3] += strong;
                }
                None => {}
            }
        }
        let clashes = |one: i64| ((2 * one - n[4] - allowed_floaters).max(0) + 1) / 2;
        self.quality[c::PREFERENCES] + clashes(n[0]).max(clashes(n[1])) > self.limit[c::PREFERENCES]
            || self.quality[c::STRONG] + clashes(n[2]).max(clashes(n[3])) > self.limit[c::STRONG]
    }
}
