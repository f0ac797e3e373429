//! Maximum cardinality matching in a general graph (Edmonds' blossoms): the check that
//! the players left after a bracket can all still be paired (C.04.3, completion).

/// A maximum matching of the graph `adj` (vertices `0..adj.len()`): each vertex's mate.
pub(crate) fn maximum_matching(adj: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = adj.len();
    let mut mate: Vec<Option<usize>> = vec![None; n];
    // A greedy start leaves few augmentations to find.
    for v in 0..n {
        if mate[v].is_none()
            && let Some(&u) = adj[v].iter().find(|&&u| mate[u].is_none() && u != v)
        {
            mate[v] = Some(u);
            mate[u] = Some(v);
        }
    }
    augment_to_maximum(adj, mate)
}

/// A maximum matching of `adj` grown from the matching `mate` by augmenting paths, so
/// that every vertex `mate` covers stays covered.
pub(crate) fn augment_to_maximum(
    adj: &[Vec<usize>],
    mut mate: Vec<Option<usize>>,
) -> Vec<Option<usize>> {
    let n = adj.len();
    let mut search = Search::new(n);
    for root in 0..n {
        if mate[root].is_none()
            && let Some(u) = search.augmenting_path(adj, &mate, root)
        {
            search.flip(&mut mate, u);
        }
    }
    mate
}

/// The size of a maximum matching.
pub(crate) fn matching_size(adj: &[Vec<usize>]) -> usize {
    maximum_matching(adj).iter().filter(|m| m.is_some()).count() / 2
}

struct Search {
    parent: Vec<Option<usize>>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    queue: std::collections::VecDeque<usize>,
}

impl Search {
    fn new(n: usize) -> Self {
        Self {
            parent: vec![None; n],
            base: (0..n).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
            queue: std::collections::VecDeque::new(),
        }
    }

    /// Swaps the matched and unmatched edges of the augmenting path ending at `u`.
    fn flip(&self, mate: &mut [Option<usize>], mut u: usize) {
        while let Some(pv) = self.parent[u] {
            let next = mate[pv];
            mate[u] = Some(pv);
            mate[pv] = Some(u);
            match next {
                Some(x) => u = x,
                None => break,
            }
        }
    }

    fn lca(&self, mate: &[Option<usize>], mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.base.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            match mate[a].and_then(|m| self.parent[m]) {
                Some(p) => a = p,
                None => break,
            }
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            match mate[b].and_then(|m| self.parent[m]) {
                Some(p) => b = p,
                None => return b,
            }
        }
    }

    fn mark_path(&mut self, mate: &[Option<usize>], mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            let Some(m) = mate[v] else { return };
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[m]] = true;
            self.parent[v] = Some(child);
            child = m;
            match self.parent[m] {
                Some(p) => v = p,
                None => return,
            }
        }
    }

    /// An unmatched vertex reached from `root` by an augmenting path, if any; the path
    /// is left in `parent`.
    fn augmenting_path(
        &mut self,
        adj: &[Vec<usize>],
        mate: &[Option<usize>],
        root: usize,
    ) -> Option<usize> {
        let n = adj.len();
        self.used.iter_mut().for_each(|u| *u = false);
        self.parent.iter_mut().for_each(|p| *p = None);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.queue.clear();
        self.used[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for &to in &adj[v] {
                if self.base[v] == self.base[to] || mate[v] == Some(to) {
                    continue;
                }
                if to == root || mate[to].is_some_and(|m| self.parent[m].is_some()) {
                    let current = self.lca(mate, v, to);
                    self.blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(mate, v, current, to);
                    self.mark_path(mate, to, current, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = current;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to].is_none() {
                    self.parent[to] = Some(v);
                    match mate[to] {
                        None => return Some(to),
                        Some(m) => {
                            self.used[m] = true;
                            self.queue.push_back(m);
                        }
                    }
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b);
            adj[b].push(a);
        }
        adj
    }

    #[test]
    fn finds_perfect_matchings_through_blossoms() {
        // A triangle with a tail on each corner: needs a blossom to match all six.
        let adj = graph(6, &[(0, 1), (1, 2), (2, 0), (0, 3), (1, 4), (2, 5)]);
        assert_eq!(matching_size(&adj), 3);
        // A five-cycle with a pendant: the greedy start must be undone.
        let adj = graph(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (4, 5)]);
        assert_eq!(matching_size(&adj), 3);
        // A star matches one edge.
        let adj = graph(4, &[(0, 1), (0, 2), (0, 3)]);
        assert_eq!(matching_size(&adj), 1);
    }

    #[test]
    fn matches_brute_force_on_small_graphs() {
        let mut seed = 7u64;
        for _ in 0..300 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let n = 2 + (seed >> 60) as usize % 9;
            let mut edges = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    if (seed >> 33).is_multiple_of(3) {
                        edges.push((a, b));
                    }
                }
            }
            let adj = graph(n, &edges);
            assert_eq!(
                matching_size(&adj),
                brute(&edges, 0, &mut vec![false; n]),
                "{edges:?}"
            );
        }
    }

    fn brute(edges: &[(usize, usize)], from: usize, used: &mut [bool]) -> usize {
        let mut best = 0;
        for (i, &(a, b)) in edges.iter().enumerate().skip(from) {
            if !used[a] && !used[b] {
                used[a] = true;
                used[b] = true;
                best = best.max(1 + brute(edges, i + 1, used));
                used[a] = false;
                used[b] = false;
            }
        }
        best
    }
}
