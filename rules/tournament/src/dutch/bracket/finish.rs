//! Judging a complete candidate: C7 for its downfloaters (worked out once per set of
//! them, with the rest of the field paired), then whether it beats the best so far.

use super::{Outcome, Search, criterion as c};

/// What is known of a set of downfloaters.
#[derive(Clone, Copy)]
pub(super) enum Next {
    /// C7 ignoring the rest of the field, a lower bound.
    Bound([i64; 2]),
    /// C7 with the rest of the field paired.
    Exact([i64; 2]),
    /// The rest of the field cannot be paired.
    Unpairable,
}

/// How many single downfloaters have their C7 worked out exactly when tightening its
/// target.
const LEAST_NEXT_TRIES: usize = 30;

impl<F: FnMut(&[usize], &[usize], &[usize]) -> bool> Search<'_, '_, F> {
    /// Judges the complete candidate in hand: C7 for its downfloaters, then the caps and
    /// the best so far.
    pub(super) fn finish(&mut self) {
        let mut floaters = self.floaters.clone();
        floaters.sort_unstable();
        let known = self.next_cache.get(&floaters).copied();
        let next = match known {
            Some(Next::Unpairable) => return,
            Some(Next::Exact(n)) => Some(n),
            Some(Next::Bound(bound)) => self.exact_next(&floaters, bound),
            None => {
                // A cheap bound first (C7 ignoring the rest of the field): most candidates
                // stop there.
                let bound = self.b.next_bracket_shortfall(&floaters, None);
                self.next_cache.insert(floaters.clone(), Next::Bound(bound));
                self.exact_next(&floaters, bound)
            }
        };
        let Some(next) = next else { return };
        if self.within_and_better(next) {
            self.quality[c::NEXT_PAIRS] += next[0];
            self.quality[c::NEXT_SCORES] += next[1];
            self.record();
            self.quality[c::NEXT_PAIRS] -= next[0];
            self.quality[c::NEXT_SCORES] -= next[1];
        }
    }

    /// C7 with the rest of the field paired, when the candidate may beat the best with
    /// `bound`; `None` otherwise, or when the rest cannot be paired.
    fn exact_next(&mut self, floaters: &[usize], bound: [i64; 2]) -> Option<[i64; 2]> {
        if !self.within_and_better(bound) {
            return None;
        }
        self.next_exact(floaters)
    }

    /// C7 for these downfloaters with the rest of the field paired, `None` when it
    /// cannot be.
    fn next_exact(&mut self, floaters: &[usize]) -> Option<[i64; 2]> {
        match self.next_cache.get(floaters) {
            Some(Next::Exact(n)) => return Some(*n),
            Some(Next::Unpairable) => return None,
            _ => {}
        }
        let (b, complete) = (self.b, &mut self.complete);
        let n = if complete(floaters, &[], &[]) {
            Next::Exact(b.next_bracket_shortfall(
                floaters,
                Some(&mut |bound, removed| complete(floaters, bound, removed)),
            ))
        } else {
            Next::Unpairable
        };
        self.next_cache.insert(floaters.to_vec(), n);
        match n {
            Next::Exact(n) => Some(n),
            _ => None,
        }
    }

    /// The least C7 over the downfloaters C5 and C6 allow, when there is at most one
    /// (else `None`): a tighter target than the count-based bound, which ignores the
    /// rest of the field. The players are tried from the most promising by that bound,
    /// within a budget, after which the bound stands in for those not tried.
    pub(super) fn least_next(&mut self) -> Option<[i64; 2]> {
        let target = self.target[c::FLOATERS];
        if target == 0 {
            return self.next_exact(&[]);
        }
        if target != 1 {
            return None;
        }
        let b = self.b;
        let mut options: Vec<([i64; 2], usize)> = b
            .mdps
            .iter()
            .chain(&b.residents)
            .filter(|&&p| b.weight(b.player(p).score) == 1)
            .map(|&p| (b.next_bracket_shortfall(&[p], None), p))
            .collect();
        options.sort_unstable();
        let mut best: Option<[i64; 2]> = None;
        for (tried, &(bound, p)) in options.iter().enumerate() {
            if best.is_some_and(|b| bound >= b) {
                break;
            }
            if tried == LEAST_NEXT_TRIES {
                return Some(best.map_or(bound, |b| b.min(bound)));
            }
            if let Some(n) = self.next_exact(&[p]) {
                best = Some(best.map_or(n, |b| b.min(n)));
            }
        }
        best
    }

    /// Whether the candidate, with these C7 figures, keeps to the caps and beats the best.
    fn within_and_better(&self, next: [i64; 2]) -> bool {
        let mut q = self.quality;
        q[c::NEXT_PAIRS] += next[0];
        q[c::NEXT_SCORES] += next[1];
        q.iter().zip(&self.limit).all(|(q, l)| q <= l)
            && self.best.as_ref().is_none_or(|(b, _)| q < *b)
    }

    /// Records the candidate, complete and better than the best, as the best.
    fn record(&mut self) {
        if std::env::var_os("DUTCH_DEBUG").is_some() {
            let ids = |v: &[usize]| v.iter().map(|&i| self.b.players[i].id).collect::<Vec<_>>();
            let pairs: Vec<(u32, u32)> = self
                .pairs
                .iter()
                .map(|&(a, b)| (self.b.players[a].id, self.b.players[b].id))
                .collect();
            eprintln!(
                "candidate {pairs:?} floaters {:?} quality {:?}",
                ids(&self.floaters),
                self.quality
            );
        }
        self.found += 1;
        self.best = Some((
            self.quality,
            Outcome {
                pairs: self.pairs.clone(),
                floaters: self.floaters.clone(),
            },
        ));
        if self.quality <= self.target {
            self.done = true;
        }
    }
}
