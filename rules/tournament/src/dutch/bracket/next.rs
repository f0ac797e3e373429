//! C7: the downfloaters are chosen for the next bracket's sake too, so that it makes as
//! many pairs as it can, with the highest downfloaters among them.

use super::{Bracket, Quality, criterion as c};
use crate::dutch::matching;

impl Bracket<'_> {
    /// How far the next bracket falls short with these downfloaters: the pairs it cannot
    /// make (out of half its players), and the weights of the downfloaters it cannot
    /// pair. Downfloaters count as paired there only against its residents, and only as
    /// far as `pairable` (given the downfloaters to pair there) lets the rest of the
    /// field be paired too.
    pub fn next_bracket_shortfall(
        &self,
        floaters: &[usize],
        pairable: &mut dyn FnMut(&[usize]) -> bool,
    ) -> [i64; 2] {
        if self.next.is_empty() {
            return [0, 0];
        }
        let f = floaters.len();
        let all: Vec<usize> = floaters.iter().chain(&self.next).copied().collect();
        let k = all.len();
        let mut adj = vec![Vec::new(); k];
        for i in 0..k {
            for j in (i + 1).max(f)..k {
                if self.player(all[i]).compatible(self.player(all[j])) {
                    adj[i].push(j);
                    adj[j].push(i);
                }
            }
        }
        let pairs = matching::matching_size(&adj);
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
                if !augment(&adj, i, &mut mate, &mut seen) || !pairable(&paired) {
                    mate = saved;
                    paired.pop();
                    unpaired_weight += self.weight(self.player(floaters[i]).score);
                }
            }
            (paired, unpaired_weight)
        };
        let (paired, mut unpaired_weight) = greedy(&mut |_| true);
        if !paired.is_empty() && !pairable(&paired) {
            unpaired_weight = greedy(pairable).1;
        }
        [((k / 2) - pairs) as i64, unpaired_weight]
    }

    /// A lower bound on C7 with `f` downfloaters: as if they could meet any resident of
    /// the next bracket that some player of this one may meet.
    pub fn next_bracket_bound(&self, f: usize, q: &mut Quality) {
        if self.next.is_empty() || f == 0 {
            q[c::NEXT_PAIRS] = 0;
            q[c::NEXT_SCORES] = 0;
            if !self.next.is_empty() {
                let adj = self.residents_graph(0);
                q[c::NEXT_PAIRS] = (self.next.len() / 2 - matching::matching_size(&adj)) as i64;
            }
            return;
        }
        let bracket: Vec<usize> = self.mdps.iter().chain(&self.residents).copied().collect();
        let reachable: Vec<bool> = self
            .next
            .iter()
            .map(|&r| {
                bracket
                    .iter()
                    .any(|&b| self.player(b).compatible(self.player(r)))
            })
            .collect();
        let mut adj = self.residents_graph(f);
        for w in 0..f {
            for (j, _) in reachable.iter().enumerate().filter(|(_, r)| **r) {
                adj[w].push(f + j);
                adj[f + j].push(w);
            }
        }
        let k = f + self.next.len();
        let pairs = matching::matching_size(&adj);
        let reach = reachable.iter().filter(|r| **r).count();
        q[c::NEXT_PAIRS] = ((k / 2) - pairs) as i64;
        q[c::NEXT_SCORES] = f.saturating_sub(reach) as i64;
    }

    /// The next bracket's residents as a graph of who may meet, after `offset` vertices
    /// left free for downfloaters.
    fn residents_graph(&self, offset: usize) -> Vec<Vec<usize>> {
        let n = self.next.len();
        let mut adj = vec![Vec::new(); offset + n];
        for i in 0..n {
            for j in i + 1..n {
                if self
                    .player(self.next[i])
                    .compatible(self.player(self.next[j]))
                {
                    adj[offset + i].push(offset + j);
                    adj[offset + j].push(offset + i);
                }
            }
        }
        adj
    }
}

/// An augmenting path from downfloater `i` to the residents (vertices from the
/// downfloaters' count on), in the bipartite part of `adj`.
fn augment(adj: &[Vec<usize>], i: usize, mate: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &r in &adj[i] {
        if seen[r] {
            continue;
        }
        seen[r] = true;
        let free = match mate[r] {
            None => true,
            Some(other) => augment(adj, other, mate, seen),
        };
        if free {
            mate[r] = Some(i);
            return true;
        }
    }
    false
}
