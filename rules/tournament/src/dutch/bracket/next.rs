//! C7: the downfloaters are chosen for the next bracket's sake too, so that it makes as
//! many pairs as it can, with the highest downfloaters among them.

use super::{Bracket, NextGraph, Quality, criterion as c};
use crate::dutch::matching;

/// Whether the rest of the field can be paired, given the downfloaters bound to the next
/// bracket's residents and the players paired already.
pub(super) type Pairable<'p> = dyn FnMut(&[usize], &[usize]) -> bool + 'p;

impl Bracket<'_> {
    /// How far the next bracket falls short with these downfloaters: the pairs it cannot
    /// make (out of half its players), and the weights of the downfloaters it cannot
    /// pair. Downfloaters count as paired there only against its residents. With
    /// `pairable`, only as far as the rest of the field can be paired too:
    /// `pairable(bound, removed)` says whether it can with the downfloaters of `bound`
    /// paired against the next bracket's residents and the players of `removed` paired
    /// already. Without, the figures are a lower bound.
    pub fn next_bracket_shortfall(
        &self,
        floaters: &[usize],
        pairable: Option<&mut Pairable<'_>>,
    ) -> [i64; 2] {
        if self.next.is_empty() {
            return [0, 0];
        }
        // Vertices: the next bracket's residents, then the downfloaters.
        let (r, f) = (self.next.len(), floaters.len());
        let all: Vec<usize> = self.next.iter().chain(floaters).copied().collect();
        let k = all.len();
        let (graph, matching) = self.next_graph();
        let mut adj = graph.clone();
        adj.resize(k, Vec::new());
        for (i, &x) in floaters.iter().enumerate() {
            for (j, &y) in self.next.iter().enumerate() {
                if self.meetings.may_meet(x, y) {
                    adj[r + i].push(j);
                    adj[j].push(r + i);
                }
            }
        }
        // Which downfloaters can be paired there at once, highest scores first: a set
        // some matching covers is covered by a maximum one too.
        let mut order: Vec<usize> = (0..f).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(self.weight(self.player(floaters[i]).score)));
        let greedy = |pairable: &mut dyn FnMut(&[usize]) -> bool| {
            let mut mate: Vec<Option<usize>> = vec![None; k];
            let mut paired = Vec::new();
            let mut unpaired_weight = 0;
            for &i in &order {
                let saved = mate.clone();
                let mut seen = vec![false; k];
                paired.push(floaters[i]);
                if !augment(&adj, r + i, &mut mate, &mut seen) || !pairable(&paired) {
                    mate = saved;
                    paired.pop();
                    unpaired_weight += self.weight(self.player(floaters[i]).score);
                }
            }
            (mate, unpaired_weight)
        };
        let (partial, unpaired_weight) = greedy(&mut |_| true);
        // `augment` records the residents' mates: complete the pairs both ways, add the
        // residents' own pairs where both are free, and grow that to a maximum matching
        // (which keeps the downfloaters paired).
        let mut mate = partial;
        for v in 0..r {
            if let Some(i) = mate[v] {
                mate[i] = Some(v);
            }
        }
        for (v, m) in matching.iter().enumerate() {
            if let Some(w) = *m
                && mate[v].is_none()
                && mate[w].is_none()
            {
                mate[v] = Some(w);
                mate[w] = Some(v);
            }
        }
        let mate = matching::augment_to_maximum(&adj, mate);
        let most = mate.iter().filter(|m| m.is_some()).count() / 2;
        let Some(pairable) = pairable else {
            return [(k / 2 - most) as i64, unpaired_weight];
        };
        let removed: Vec<usize> = (0..k)
            .filter(|&v| mate[v].is_some())
            .map(|v| all[v])
            .collect();
        if pairable(&[], &removed) {
            return [(k / 2 - most) as i64, unpaired_weight];
        }
        if std::env::var_os("DUTCH_DEBUG").is_some() {
            eprintln!("C7: the rest is not pairable around {most} pairs");
        }
        // The rest cannot be paired around that matching: the most pairs that let it, then
        // the downfloaters paired one by one while the rest stays pairable.
        let pairs = most_pairs_leaving_rest_pairable(&adj, &all, most, pairable);
        let unpaired_weight = greedy(&mut |paired| pairable(paired, &[])).1;
        [(k / 2 - pairs) as i64, unpaired_weight]
    }

    /// A lower bound on C7 with `f` downfloaters: as if they could meet any resident of
    /// the next bracket that some player of this one may meet.
    pub fn next_bracket_bound(&self, f: usize, q: &mut Quality) {
        q[c::NEXT_PAIRS] = 0;
        q[c::NEXT_SCORES] = 0;
        if self.next.is_empty() {
            return;
        }
        let bracket: Vec<usize> = self.mdps.iter().chain(&self.residents).copied().collect();
        let reachable: Vec<usize> = (0..self.next.len())
            .filter(|&j| {
                bracket
                    .iter()
                    .any(|&b| self.meetings.may_meet(b, self.next[j]))
            })
            .collect();
        let r = self.next.len();
        let (graph, matching) = self.next_graph();
        let mut adj = graph.clone();
        adj.resize(r + f, Vec::new());
        for w in r..r + f {
            for &j in &reachable {
                adj[w].push(j);
                adj[j].push(w);
            }
        }
        let mut mate = matching.clone();
        mate.resize(r + f, None);
        let pairs = matching::augment_to_maximum(&adj, mate)
            .iter()
            .filter(|m| m.is_some())
            .count()
            / 2;
        q[c::NEXT_PAIRS] = (usize::midpoint(r, f) - pairs) as i64;
        q[c::NEXT_SCORES] = f.saturating_sub(reachable.len()) as i64;
    }

    /// The fewest downfloaters that leave the rest of the field pairable: as many pairs
    /// in the bracket as a matching allows, fewer while the rest cannot be paired
    /// around them (within a budget).
    pub fn fewest_floaters(
        &self,
        complete: &mut impl FnMut(&[usize], &[usize], &[usize]) -> bool,
    ) -> usize {
        let b = self;
        let all: Vec<usize> = b.mdps.iter().chain(&b.residents).copied().collect();
        let k = all.len();
        let mut adj = vec![Vec::new(); k];
        for i in 0..k {
            for j in (i + 1).max(b.mdps.len())..k {
                if b.meetings.may_meet(all[i], all[j]) {
                    adj[i].push(j);
                    adj[j].push(i);
                }
            }
        }
        let mate = matching::maximum_matching(&adj);
        let most = mate.iter().filter(|m| m.is_some()).count() / 2;
        let unpaired: Vec<usize> = (0..k)
            .filter(|&v| mate[v].is_none())
            .map(|v| all[v])
            .collect();
        if complete(&unpaired, &[], &[]) {
            return k - 2 * most;
        }
        let pairs = most_pairs_leaving_rest_pairable(&adj, &all, most, &mut |_, removed| {
            let left: Vec<usize> = all
                .iter()
                .copied()
                .filter(|p| !removed.contains(p))
                .collect();
            complete(&left, &[], &[])
        });
        k - 2 * pairs
    }

    /// The next bracket's residents as a graph of who may meet, with a maximum matching.
    fn next_graph(&self) -> &NextGraph {
        self.next_graph.get_or_init(|| {
            let n = self.next.len();
            let mut adj = vec![Vec::new(); n];
            for i in 0..n {
                for j in i + 1..n {
                    if self.meetings.may_meet(self.next[i], self.next[j]) {
                        adj[i].push(j);
                        adj[j].push(i);
                    }
                }
            }
            let mate = matching::maximum_matching(&adj);
            (adj, mate)
        })
    }
}

/// The most steps, and checks against the rest of the field, for one set of downfloaters
/// before the answer is taken as found.
const PAIR_SEARCH_BUDGET: (usize, usize) = (20_000, 200);

/// The most pairs (at most `most`) the graph `adj` of the downfloaters and the next
/// bracket can make with the rest of the field still pairable: for fewer and fewer
/// pairs, which of its players are left to the rest, each set tried as long as the
/// others pair among themselves. Out of budget, the count reached is taken.
pub(super) fn most_pairs_leaving_rest_pairable(
    adj: &[Vec<usize>],
    all: &[usize],
    most: usize,
    pairable: &mut Pairable<'_>,
) -> usize {
    let k = adj.len();
    let mut budget = PAIR_SEARCH_BUDGET;
    for p in (1..=most).rev() {
        let mut left_out = Vec::new();
        match left_out_sets(adj, all, k - 2 * p, 0, &mut left_out, &mut budget, pairable) {
            Some(false) => {}
            _ => return p,
        }
    }
    0
}

/// Sets of `size` more vertices from `from` on left to the rest of the field: whether one
/// lets the others pair among themselves and the rest be paired (`None` out of budget).
fn left_out_sets(
    adj: &[Vec<usize>],
    all: &[usize],
    size: usize,
    from: usize,
    left_out: &mut Vec<usize>,
    budget: &mut (usize, usize),
    pairable: &mut Pairable<'_>,
) -> Option<bool> {
    if budget.0 == 0 || budget.1 == 0 {
        return None;
    }
    budget.0 -= 1;
    if size == 0 {
        let inside: Vec<usize> = (0..adj.len()).filter(|v| !left_out.contains(v)).collect();
        let mut index = vec![usize::MAX; adj.len()];
        for (i, &v) in inside.iter().enumerate() {
            index[v] = i;
        }
        let sub: Vec<Vec<usize>> = inside
            .iter()
            .map(|&v| {
                adj[v]
                    .iter()
                    .filter(|&&u| index[u] != usize::MAX)
                    .map(|&u| index[u])
                    .collect()
            })
            .collect();
        if matching::matching_size(&sub) * 2 < inside.len() {
            return Some(false);
        }
        budget.1 -= 1;
        let removed: Vec<usize> = inside.iter().map(|&v| all[v]).collect();
        return Some(pairable(&[], &removed));
    }
    for v in from..adj.len() {
        if adj.len() - v < size {
            break;
        }
        left_out.push(v);
        let found = left_out_sets(adj, all, size - 1, v + 1, left_out, budget, pairable);
        left_out.pop();
        if found != Some(false) {
            return found;
        }
    }
    Some(false)
}

/// An augmenting path from downfloater vertex `i` through the residents (whose mates
/// `mate` records) while only downfloaters are paired.
fn augment(adj: &[Vec<usize>], i: usize, mate: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &v in &adj[i] {
        if seen[v] {
            continue;
        }
        seen[v] = true;
        let free = match mate[v] {
            None => true,
            Some(other) => augment(adj, other, mate, seen),
        };
        if free {
            mate[v] = Some(i);
            return true;
        }
    }
    false
}
