//! Pairing one bracket: candidates in the Dutch system's order (moved-down players
//! first against the residents in order, then the remainder S1 against S2 with
//! transpositions, then exchanges), the first candidate that meets every criterion as
//! well as any can, or else the best one found.

use super::colour;
use super::state::{Entrant, Float};
use crate::trf::Colour;

/// The number of quality criteria compared, most important first.
const CRITERIA: usize = 14;

/// A candidate's failures against the quality criteria, compared lexicographically:
/// downfloaters (C5), their scores (C6), topscorers' colour difference and
/// three-in-a-row (C8, C9), colour preferences and strong ones not met (C10, C11),
/// repeated floats from the last round and the one before (C12–C15) and their score
/// differences (C16–C19).
pub(crate) type Quality = [i64; CRITERIA];

/// The search's result for one bracket.
pub(crate) struct Outcome {
    /// Pairs as indices into the field, higher-ranked first.
    pub pairs: Vec<(usize, usize)>,
    /// Players moved down to the next bracket (or, in the last, the bye).
    pub floaters: Vec<usize>,
}

/// How many search steps a bracket may take before the best candidate so far is taken.
const BUDGET: usize = 200_000;

pub(crate) struct Bracket<'a> {
    pub players: &'a [Entrant],
    /// Moved-down players, in ranking order.
    pub mdps: Vec<usize>,
    /// Resident players, in ranking order.
    pub residents: Vec<usize>,
    pub initial: Colour,
}

struct Search<'a, 'b, F: FnMut(&[usize]) -> bool> {
    b: &'b Bracket<'a>,
    complete: F,
    used: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    quality: Quality,
    best: Option<(Quality, Vec<(usize, usize)>, Vec<usize>)>,
    target: Quality,
    steps: usize,
    done: bool,
    /// Positions of the bracket's players, for the `used` flags.
    slot: std::collections::HashMap<usize, usize>,
}

impl Bracket<'_> {
    /// The best candidate whose leftovers `complete` accepts, or `None` when no
    /// candidate found within the budget leaves a pairable rest.
    pub fn pair(&self, target: Quality, complete: impl FnMut(&[usize]) -> bool) -> Option<Outcome> {
        let all: Vec<usize> = self.mdps.iter().chain(&self.residents).copied().collect();
        let slot = all.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let mut s = Search {
            b: self,
            complete,
            used: vec![false; all.len()],
            pairs: Vec::new(),
            floaters: Vec::new(),
            quality: [0; CRITERIA],
            best: None,
            target,
            steps: 0,
            done: false,
            slot,
        };
        s.mdp(0);
        s.best.map(|(_, pairs, floaters)| Outcome { pairs, floaters })
    }

    fn player(&self, i: usize) -> &Entrant {
        &self.players[i]
    }
}

impl<F: FnMut(&[usize]) -> bool> Search<'_, '_, F> {
    fn is_used(&self, p: usize) -> bool {
        self.used[self.slot[&p]]
    }

    fn set_used(&mut self, p: usize, v: bool) {
        let i = self.slot[&p];
        self.used[i] = v;
    }

    /// Whether to stop exploring: out of budget, done, or no better than the best.
    fn prune(&mut self) -> bool {
        self.steps += 1;
        if self.done || self.steps > BUDGET {
            return true;
        }
        self.best.as_ref().is_some_and(|(q, _, _)| self.quality >= *q)
    }

    /// Moved-down player `k`: against each resident in order, or left to float on.
    fn mdp(&mut self, k: usize) {
        if self.prune() {
            return;
        }
        if k == self.b.mdps.len() {
            let rest: Vec<usize> = self.b.residents.iter().copied().filter(|&r| !self.is_used(r)).collect();
            let s1 = rest.len() / 2;
            self.remainder(&rest, s1);
            return;
        }
        let m = self.b.mdps[k];
        for ri in 0..self.b.residents.len() {
            let r = self.b.residents[ri];
            if self.is_used(r) || !self.b.player(m).compatible(self.b.player(r)) {
                continue;
            }
            self.push_pair(m, r);
            self.mdp(k + 1);
            self.pop_pair(m, r);
            if self.done {
                return;
            }
        }
        self.push_floater(m);
        self.mdp(k + 1);
        self.pop_floater(m);
    }

    /// The remainder: the first unpaired player takes S2's players in order, then (an
    /// exchange) S1's from the bottom up, or floats.
    fn remainder(&mut self, rest: &[usize], s1: usize) {
        if self.prune() {
            return;
        }
        let Some(pos) = rest.iter().position(|&p| !self.is_used(p)) else {
            self.finish();
            return;
        };
        let x = rest[pos];
        let mut order: Vec<usize> = Vec::with_capacity(rest.len());
        if pos < s1 {
            order.extend(rest[s1..].iter().copied());
            order.extend(rest[pos + 1..s1].iter().rev().copied());
        } else {
            order.extend(rest[pos + 1..].iter().copied());
        }
        self.set_used(x, true);
        for y in order {
            if self.is_used(y) || !self.b.player(x).compatible(self.b.player(y)) {
                continue;
            }
            self.push_pair_used(x, y);
            self.remainder(rest, s1);
            self.pop_pair_used(x, y);
            if self.done {
                self.set_used(x, false);
                return;
            }
        }
        self.floaters.push(x);
        let delta = self.floater_quality(x);
        add(&mut self.quality, &delta, 1);
        self.remainder(rest, s1);
        add(&mut self.quality, &delta, -1);
        self.floaters.pop();
        self.set_used(x, false);
    }

    fn finish(&mut self) {
        let better = self.best.as_ref().is_none_or(|(q, _, _)| self.quality < *q);
        if !better {
            return;
        }
        let mut floaters = self.floaters.clone();
        floaters.sort_unstable();
        if !(self.complete)(&floaters) {
            return;
        }
        self.best = Some((self.quality, self.pairs.clone(), self.floaters.clone()));
        if self.quality <= self.target {
            self.done = true;
        }
    }

    fn push_pair(&mut self, a: usize, b: usize) {
        self.set_used(a, true);
        self.push_pair_used(a, b);
    }

    fn pop_pair(&mut self, a: usize, b: usize) {
        self.pop_pair_used(a, b);
        self.set_used(a, false);
    }

    fn push_pair_used(&mut self, a: usize, b: usize) {
        self.set_used(b, true);
        self.pairs.push((a, b));
        let delta = self.pair_quality(a, b);
        add(&mut self.quality, &delta, 1);
    }

    fn pop_pair_used(&mut self, a: usize, b: usize) {
        let delta = self.pair_quality(a, b);
        add(&mut self.quality, &delta, -1);
        self.pairs.pop();
        self.set_used(b, false);
    }

    fn push_floater(&mut self, m: usize) {
        self.set_used(m, true);
        self.floaters.push(m);
        let delta = self.floater_quality(m);
        add(&mut self.quality, &delta, 1);
    }

    fn pop_floater(&mut self, m: usize) {
        let delta = self.floater_quality(m);
        add(&mut self.quality, &delta, -1);
        self.floaters.pop();
        self.set_used(m, false);
    }

    fn pair_quality(&self, a: usize, b: usize) -> Quality {
        let (pa, pb) = (self.b.player(a), self.b.player(b));
        let mut q = [0; CRITERIA];
        let c = colour::violations(pa, pb, self.b.initial);
        for i in 0..4 {
            q[2 + i] = i64::from(c[i]);
        }
        if pa.score != pb.score {
            let (high, low) = if pa.score > pb.score { (pa, pb) } else { (pb, pa) };
            let diff = i64::from((high.score - low.score).0);
            if high.floats[0] == Float::Down {
                q[6] += 1;
                q[10] += diff;
            }
            if low.floats[0] == Float::Up {
                q[7] += 1;
                q[11] += diff;
            }
            if high.floats[1] == Float::Down {
                q[8] += 1;
                q[12] += diff;
            }
            if low.floats[1] == Float::Up {
                q[9] += 1;
                q[13] += diff;
            }
        }
        q
    }

    fn floater_quality(&self, x: usize) -> Quality {
        let p = self.b.player(x);
        let mut q = [0; CRITERIA];
        q[0] = 1;
        q[1] = i64::from(p.score.0);
        if p.floats[0] == Float::Down {
            q[6] = 1;
        }
        if p.floats[1] == Float::Down {
            q[8] = 1;
        }
        q
    }
}

fn add(q: &mut Quality, d: &Quality, sign: i64) {
    for (a, b) in q.iter_mut().zip(d) {
        *a += sign * b;
    }
}
