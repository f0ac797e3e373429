//! Pairing one bracket: candidates in the Dutch system's order (moved-down players
//! first against the residents in order, then the remainder S1 against S2 with
//! transpositions, then exchanges), the first candidate that meets every criterion as
//! well as any can, or else the best one found.

use super::colour;

mod finish;
mod lookahead;
mod next;
mod quality;
use super::state::{Entrant, Meetings};
use crate::trf::{Colour, Points};
use finish::Next;
pub(crate) use quality::{CRITERIA, Quality, criterion};
use quality::{add, criterion as c, pair_quality};

/// A graph as adjacency lists, with a maximum matching (each vertex's mate).
type NextGraph = (Vec<Vec<usize>>, Vec<Option<usize>>);

/// The search's result for one bracket.
pub(crate) struct Outcome {
    /// Pairs as indices into the field, higher-ranked first.
    pub pairs: Vec<(usize, usize)>,
    /// Players moved down to the next bracket (or, in the last, the bye).
    pub floaters: Vec<usize>,
}

/// How many search steps a bracket may take before the best candidate so far is taken.
const BUDGET: usize = 200_000;

/// One bracket to pair: its moved-down players and residents, with what judging its
/// candidates needs.
pub(crate) struct Bracket<'a> {
    pub players: &'a [Entrant],
    /// Who may meet whom in the field.
    pub meetings: &'a Meetings,
    /// Moved-down players, in ranking order.
    pub mdps: Vec<usize>,
    /// Resident players, in ranking order.
    pub residents: Vec<usize>,
    pub initial: Colour,
    /// The next bracket's residents (C7).
    pub next: Vec<usize>,
    /// The score of the player to get the pairing-allocated bye, when the bye goes to
    /// one of this bracket's players of that score.
    pub bye_score: Option<Points>,
    /// The next bracket's residents as a graph of who may meet, with a maximum matching.
    next_graph: std::cell::OnceCell<NextGraph>,
    /// The scores present in the bracket, lowest first, with their weights.
    weights: Vec<(Points, i64)>,
}

struct Search<'a, 'b, F: FnMut(&[usize], &[usize], &[usize]) -> bool> {
    b: &'b Bracket<'a>,
    complete: F,
    used: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    quality: Quality,
    best: Option<(Quality, Outcome)>,
    target: Quality,
    /// Caps on each criterion: partial candidates beyond them are dropped.
    limit: Quality,
    steps: usize,
    done: bool,
    /// Complete candidates recorded as the best so far.
    found: usize,
    max_pairs_cache: std::collections::HashMap<Vec<usize>, usize>,
    /// C7 for each set of downfloaters met so far.
    /// For each set of downfloaters met so far: C7, or `None` when they leave the rest
    /// of the field unpairable.
    next_cache: std::collections::HashMap<Vec<usize>, Next>,
    /// Positions of the bracket's players, for the `used` flags.
    slot: Vec<usize>,
    /// Per pair of bracket slots: whether they may meet, and which criteria the pair fails.
    compat: Vec<bool>,
    fails: Vec<u32>,
    /// Per bracket slot: which criteria floating that player fails (beyond C5).
    float_fails: Vec<u32>,
    /// A matching of S1 (from the current player on) into S2's free players, kept
    /// between steps: it proves that S1 can still be paired within the caps.
    left_mate: Vec<Option<usize>>,
    right_mate: Vec<Option<usize>>,
}

impl<'a> Bracket<'a> {
    /// A bracket of moved-down players and residents (both in ranking order), with the
    /// next bracket's residents; the last bracket has none after it.
    pub fn new(
        players: &'a [Entrant],
        meetings: &'a Meetings,
        mdps: Vec<usize>,
        residents: Vec<usize>,
        next: Vec<usize>,
        initial: Colour,
        bye_score: Option<Points>,
    ) -> Self {
        let mut scores: Vec<Points> = mdps
            .iter()
            .chain(&residents)
            .map(|&i| players[i].score)
            .collect();
        scores.sort_unstable();
        scores.dedup();
        // Base: more than the bracket's players, so that no count of lower scores adds
        // up to one of a higher score.
        let base = (mdps.len() + residents.len() + 1) as i64;
        let weights = scores
            .into_iter()
            .enumerate()
            .map(|(rank, s)| (s, base.saturating_pow(rank as u32)))
            .collect();
        Self {
            players,
            meetings,
            next_graph: std::cell::OnceCell::new(),
            mdps,
            residents,
            initial,
            next,
            bye_score,
            weights,
        }
    }

    /// The best candidate whose leftovers `complete` accepts, or `None` when no
    /// candidate found within the budget leaves a pairable rest. `complete(floaters,
    /// bound, removed)` says whether the rest of the field can be paired with these
    /// downfloaters, those of `bound` against the next bracket's residents, the players of
    /// `removed` left out (paired already).
    pub fn pair(
        &self,
        target: Quality,
        complete: impl FnMut(&[usize], &[usize], &[usize]) -> bool,
    ) -> Option<Outcome> {
        let all: Vec<usize> = self.mdps.iter().chain(&self.residents).copied().collect();
        let mut slot = vec![usize::MAX; self.players.len()];
        for (i, &p) in all.iter().enumerate() {
            slot[p] = i;
        }
        let k = all.len();
        let mut compat = vec![false; k * k];
        let mut fails = vec![0u32; k * k];
        for (i, &a) in all.iter().enumerate() {
            for (j, &b) in all.iter().enumerate().skip(i + 1) {
                let ok = self.meetings.may_meet(a, b);
                compat[i * k + j] = ok;
                compat[j * k + i] = ok;
                if ok {
                    let q = pair_quality(self, a, b);
                    let mask = q
                        .iter()
                        .enumerate()
                        .filter(|(_, v)| **v > 0)
                        .fold(0u32, |m, (c, _)| m | (1 << c));
                    fails[i * k + j] = mask;
                    fails[j * k + i] = mask;
                }
            }
        }
        let mut s = Search {
            b: self,
            complete,
            used: vec![false; all.len()],
            pairs: Vec::new(),
            floaters: Vec::new(),
            quality: [0; CRITERIA],
            best: None,
            target,
            limit: target,
            steps: 0,
            done: false,
            found: 0,
            max_pairs_cache: std::collections::HashMap::new(),
            next_cache: std::collections::HashMap::new(),
            slot,
            compat,
            fails,
            float_fails: Vec::new(),
            left_mate: Vec::new(),
            right_mate: Vec::new(),
        };
        s.float_fails = all
            .iter()
            .map(|&p| {
                s.floater_quality(p)
                    .iter()
                    .enumerate()
                    .filter(|&(c, v)| *v > 0 && c != c::FLOATERS)
                    .fold(0u32, |m, (c, _)| m | (1 << c))
            })
            .collect();
        // First the candidates that meet the lower bound on every criterion; failing
        // that, on the downfloaters and colours; then on the downfloaters; then any.
        // Each search keeps to its caps, so it skips whole subtrees that cannot meet them.
        for relaxed_from in [CRITERIA, c::FLOATS, c::COLOURS, c::NEXT_PAIRS, 0] {
            s.limit = s.target;
            for v in &mut s.limit[relaxed_from..] {
                *v = i64::MAX;
            }
            s.steps = 0;
            s.mdp(0);
            if std::env::var_os("DUTCH_DEBUG").is_some() {
                let ids = |v: &[usize]| v.iter().map(|&i| self.players[i].id).collect::<Vec<_>>();
                eprintln!(
                    "phase {relaxed_from}: {} steps, found {}; mdps {:?} residents {} target {:?}",
                    s.steps,
                    s.best.is_some(),
                    ids(&self.mdps),
                    self.residents.len(),
                    s.target
                );
            }
            if s.best.is_some() {
                break;
            }
            if relaxed_from == CRITERIA
                && let Some(least) = s.least_next()
                && least > [s.target[c::NEXT_PAIRS], s.target[c::NEXT_SCORES]]
            {
                // The next bracket cannot do as well as the bound said: again with
                // the exact figure.
                s.target[c::NEXT_PAIRS] = least[0];
                s.target[c::NEXT_SCORES] = least[1];
                s.limit = s.target;
                s.steps = 0;
                s.mdp(0);
                if s.best.is_some() {
                    break;
                }
            }
        }
        s.best.map(|(_, outcome)| outcome)
    }

    fn player(&self, i: usize) -> &Entrant {
        &self.players[i]
    }
}

impl<F: FnMut(&[usize], &[usize], &[usize]) -> bool> Search<'_, '_, F> {
    fn is_used(&self, p: usize) -> bool {
        self.used[self.slot[p]]
    }

    fn set_used(&mut self, p: usize, v: bool) {
        let i = self.slot[p];
        self.used[i] = v;
    }

    fn may_meet(&self, a: usize, b: usize) -> bool {
        self.compat[self.slot[a] * self.used.len() + self.slot[b]]
    }

    /// Whether to stop exploring: out of budget, done, or no better than the best.
    fn prune(&mut self) -> bool {
        self.steps += 1;
        if self.done || self.steps > BUDGET {
            return true;
        }
        self.quality.iter().zip(&self.limit).any(|(q, l)| q > l)
            || self.best.as_ref().is_some_and(|(q, _)| self.quality >= *q)
    }

    /// Moved-down player `k`: against each resident in order, or left to float on.
    fn mdp(&mut self, k: usize) {
        if self.prune() || self.colours_exceed_caps() {
            return;
        }
        if k == self.b.mdps.len() {
            let rest: Vec<usize> = self
                .b
                .residents
                .iter()
                .copied()
                .filter(|&r| !self.is_used(r))
                .collect();
            self.remainder(&rest);
            return;
        }
        let m = self.b.mdps[k];
        for ri in 0..self.b.residents.len() {
            let r = self.b.residents[ri];
            if self.is_used(r) || !self.b.meetings.may_meet(m, r) {
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

    /// The remainder: S1 (the top `m` players) against S2 by transpositions, then with
    /// exchanges between S1 and S2; fewer pairs only when no candidate has `m`.
    fn remainder(&mut self, rest: &[usize]) {
        // No more pairs than leave the downfloaters the rest of the field needs.
        let needed = self.target[c::FLOATERS] - self.quality[c::FLOATERS];
        let room = (rest.len() as i64 - needed.max(0)).max(0) as usize / 2;
        let most = self.max_pairs(rest).min(room);
        for m in (0..=most).rev() {
            let found = self.found;
            for (s1, s2) in super::exchange::exchanges(rest, m) {
                self.transpose(&s1, &s2, 0);
                if self.done || self.steps > BUDGET {
                    return;
                }
            }
            if self.found > found {
                return;
            }
        }
    }

    /// The most pairs the players of `rest` can form among themselves.
    fn max_pairs(&mut self, rest: &[usize]) -> usize {
        if let Some(&m) = self.max_pairs_cache.get(rest) {
            return m;
        }
        let k = rest.len();
        let mut adj = vec![Vec::new(); k];
        for i in 0..k {
            for j in i + 1..k {
                if self.b.meetings.may_meet(rest[i], rest[j]) {
                    adj[i].push(j);
                    adj[j].push(i);
                }
            }
        }
        let m = super::matching::matching_size(&adj);
        self.max_pairs_cache.insert(rest.to_vec(), m);
        m
    }

    /// S1's player `i` takes each S2 player in order; S2's players left over float.
    fn transpose(&mut self, s1: &[usize], s2: &[usize], i: usize) {
        if self.prune() || self.colours_cannot_fit(s1, s2, i) {
            return;
        }
        if i == s1.len() {
            let floaters: Vec<usize> = s2.iter().copied().filter(|&y| !self.is_used(y)).collect();
            for &f in &floaters {
                self.push_floater(f);
            }
            self.finish();
            for &f in floaters.iter().rev() {
                self.pop_floater(f);
            }
            return;
        }
        if i == 0 {
            self.left_mate = vec![None; s1.len()];
            self.right_mate = vec![None; s2.len()];
        }
        let capped = self.capped();
        if !self.feasible(s1, s2, i, capped) || !self.leftovers_feasible(s1, s2, i, capped) {
            return;
        }
        let saved = (self.left_mate.clone(), self.right_mate.clone());
        let x = s1[i];
        for (v, &y) in s2.iter().enumerate() {
            if self.is_used(y) || !self.may_meet(x, y) {
                continue;
            }
            let (hi, lo) = if x < y { (x, y) } else { (y, x) };
            self.push_pair(hi, lo);
            if let Some(w) = self.right_mate[v] {
                self.left_mate[w] = None;
                self.right_mate[v] = None;
            }
            if let Some(w) = self.left_mate[i] {
                self.right_mate[w] = None;
                self.left_mate[i] = None;
            }
            self.transpose(s1, s2, i + 1);
            self.left_mate.clone_from(&saved.0);
            self.right_mate.clone_from(&saved.1);
            self.pop_pair(hi, lo);
            if self.done {
                return;
            }
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
        pair_quality(self.b, a, b)
    }
}
