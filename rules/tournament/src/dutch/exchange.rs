//! The order in which the Dutch system tries S1/S2 splits of a homogeneous bracket:
//! the plain split, then exchanges of players between S1 and S2.

/// S1/S2 splits for `m` pairs in the Dutch order: the plain split, then exchanges of one
/// player, then of two, each ordered by the smallest difference of the sums of bracket
/// sequence numbers exchanged, then moving the lowest of S1 and the highest of S2 first.
pub(crate) fn exchanges(
    rest: &[usize],
    m: usize,
) -> impl Iterator<Item = (Vec<usize>, Vec<usize>)> + '_ {
    let s1: Vec<usize> = (0..m).collect();
    let s2: Vec<usize> = (m..rest.len()).collect();
    let mut swaps: Vec<(Vec<usize>, Vec<usize>)> = vec![(Vec::new(), Vec::new())];
    let mut ones: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for &a in &s1 {
        for &b in &s2 {
            ones.push((vec![a], vec![b]));
        }
    }
    let key = |(a, b): &(Vec<usize>, Vec<usize>)| {
        let diff = b.iter().sum::<usize>() as i64 - a.iter().sum::<usize>() as i64;
        let mut a_desc = a.clone();
        a_desc.sort_unstable_by(|x, y| y.cmp(x));
        let mut b_asc = b.clone();
        b_asc.sort_unstable();
        (diff, std::cmp::Reverse(a_desc), b_asc)
    };
    ones.sort_by_key(key);
    swaps.extend(ones);
    // Two-player exchanges only for small brackets: beyond, the budget would be spent first.
    if m <= 8 && s2.len() <= 9 {
        let mut twos = Vec::new();
        for (i, &a1) in s1.iter().enumerate() {
            for &a2 in &s1[i + 1..] {
                for (j, &b1) in s2.iter().enumerate() {
                    for &b2 in &s2[j + 1..] {
                        twos.push((vec![a1, a2], vec![b1, b2]));
                    }
                }
            }
        }
        twos.sort_by_key(key);
        swaps.extend(twos);
    }
    swaps.into_iter().map(move |(out, inn)| {
        let mut new1: Vec<usize> = s1
            .iter()
            .copied()
            .filter(|x| !out.contains(x))
            .chain(inn.iter().copied())
            .collect();
        let mut new2: Vec<usize> = s2
            .iter()
            .copied()
            .filter(|x| !inn.contains(x))
            .chain(out.iter().copied())
            .collect();
        new1.sort_unstable();
        new2.sort_unstable();
        (
            new1.into_iter().map(|i| rest[i]).collect(),
            new2.into_iter().map(|i| rest[i]).collect(),
        )
    })
}
