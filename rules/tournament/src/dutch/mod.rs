//! The FIDE Dutch system (C.04.3, the rules in force from 2026): the next round's pairs
//! and bye from the tournament so far.
//!
//! Players are ranked by score, then pairing number, and paired bracket by bracket from
//! the top. Within a bracket, candidates come in the Dutch order (moved-down players
//! against the residents in order, then the remainder's S1 against S2 with
//! transpositions, then exchanges) and are judged on the quality criteria C5–C19;
//! every candidate must keep the absolute criteria (no rematch, no pairing-allocated
//! bye twice, no shared absolute colour preference below the topscorers) and leave the
//! rest of the field pairable (checked with a maximum matching).
//!
//! ```
//! use tournament::{Tournament, dutch};
//!
//! let t = Tournament::parse("\
//! XXR 3
//! 001    1      A                                 2400                             0.0
//! 001    2      B                                 2300                             0.0
//! 001    3      C                                 2200                             0.0
//! 001    4      D                                 2100                             0.0
//! 001    5      E                                 2000                             0.0
//! ").unwrap();
//! let round = dutch::pair(&t).unwrap();
//! // Round 1: the top half against the bottom half, the last player gets the bye.
//! assert_eq!(round.boards, vec![(1, 3), (4, 2)]);
//! assert_eq!(round.bye, Some(5));
//! assert_eq!(round.to_string(), "3\n1 3\n4 2\n5 0\n");
//! ```

mod bracket;
mod colour;
mod exchange;
mod matching;
mod state;

use crate::trf::{Points, Tournament};
use bracket::{Bracket, Quality, criterion};
use state::{Entrant, Field, Meetings, Strength};
use std::fmt;
use thiserror::Error;

/// Why the next round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    /// Every planned round has been paired.
    #[error("all {0} rounds have been paired")]
    Finished(usize),
    /// The absolute criteria leave no way to pair everyone.
    #[error("no pairing of round {0} keeps the absolute criteria")]
    Impossible(usize),
}

/// The next round's pairing: boards as `(white, black)` starting ranks, and the bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPairing {
    /// The round paired, from 1.
    pub round: usize,
    /// The boards in FIDE's display order, white first.
    pub boards: Vec<(u32, u32)>,
    /// The player given the pairing-allocated bye.
    pub bye: Option<u32>,
}

/// bbpPairings' `-p` format: the number of lines to follow (the boards and the bye),
/// one `white black` line per board, then `N 0` for the bye.
impl fmt::Display for RoundPairing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.boards.len() + usize::from(self.bye.is_some()))?;
        for (w, b) in &self.boards {
            writeln!(f, "{w} {b}")?;
        }
        if let Some(p) = self.bye {
            writeln!(f, "{p} 0")?;
        }
        Ok(())
    }
}

/// Pairs the round after the last one in the file. Players with a result already
/// entered for that round (a requested bye, an absence) are not paired.
pub fn pair(t: &Tournament) -> Result<RoundPairing, PairingError> {
    let field = Field::new(t)?;
    let players = &field.entrants;
    let (pairs, bye) = pair_field(&field)?;
    let rank = |i: usize| i; // entrants are in ranking order
    let mut boards: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| if rank(a) < rank(b) { (a, b) } else { (b, a) })
        .collect();
    // Display order: the higher score of the pair, the sum of scores, the higher
    // player's rank.
    boards.sort_by(|&(a1, b1), &(a2, b2)| {
        let (s1, s2) = (&players[a1].score, &players[a2].score);
        let sum1 = players[a1].score + players[b1].score;
        let sum2 = players[a2].score + players[b2].score;
        s2.cmp(s1).then(sum2.cmp(&sum1)).then(a1.cmp(&a2))
    });
    let boards = boards
        .into_iter()
        .map(|(a, b)| {
            if colour::a_gets_white(&players[a], &players[b], field.initial_colour) {
                (players[a].id, players[b].id)
            } else {
                (players[b].id, players[a].id)
            }
        })
        .collect();
    Ok(RoundPairing {
        round: field.round,
        boards,
        bye: bye.map(|i| players[i].id),
    })
}

/// Pairs bracket after bracket; returns pairs of field indices and the bye.
/// Pairs of field indices, and the bye.
type FieldPairing = (Vec<(usize, usize)>, Option<usize>);

fn pair_field(field: &Field) -> Result<FieldPairing, PairingError> {
    let players = &field.entrants;
    let meetings = Meetings::new(players);
    let n = players.len();
    // Brackets: runs of equal score, in ranking order.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        match groups.last_mut() {
            Some(g) if players[g[0]].score == players[i].score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let everyone: Vec<usize> = (0..n).collect();
    // The pairing-allocated bye goes to the lowest score that still lets everyone else
    // be paired; every bracket keeps that possible.
    let bye_score = if n % 2 == 1 {
        let mut eligible: Vec<usize> = everyone
            .iter()
            .copied()
            .filter(|&i| players[i].bye_eligible)
            .collect();
        eligible.sort_by_key(|&i| players[i].score);
        let lowest = eligible.into_iter().find(|&i| {
            let others: Vec<usize> = everyone.iter().copied().filter(|&j| j != i).collect();
            completable(players, &meetings, &others, None, &[], &[])
        });
        match lowest {
            Some(i) => Some(players[i].score),
            None => return Err(PairingError::Impossible(field.round)),
        }
    } else {
        if !completable(players, &meetings, &everyone, None, &[], &[]) {
            return Err(PairingError::Impossible(field.round));
        }
        None
    };
    let mut pairs = Vec::new();
    let mut carried: Vec<usize> = Vec::new();
    let mut g = 0;
    while g < groups.len() {
        let residents = groups[g].clone();
        let rest: Vec<usize> = groups[g + 1..].iter().flatten().copied().collect();
        let next = groups.get(g + 1).cloned().unwrap_or_default();
        // The bye's criterion applies from the bracket of the bye's score on, when the
        // players below can be paired among themselves and this bracket's among
        // themselves but for the bye: the bye is then one of this bracket's.
        let bye_here = bye_score.filter(|&s| {
            let bracket: Vec<usize> = carried.iter().chain(&residents).copied().collect();
            players[residents[0]].score <= s
                && rest.len().is_multiple_of(2)
                && completable(players, &meetings, &rest, None, &[], &[])
                && completable(players, &meetings, &bracket, Some(s), &[], &[])
        });
        let bracket = Bracket::new(
            players,
            &meetings,
            carried.clone(),
            residents.clone(),
            next,
            field.initial_colour,
            bye_here,
        );
        let next_bracket = &bracket.next;
        let mut complete = |floaters: &[usize], bound: &[usize], removed: &[usize]| {
            let left: Vec<usize> = floaters
                .iter()
                .chain(&rest)
                .copied()
                .filter(|p| !removed.contains(p))
                .collect();
            completable(players, &meetings, &left, bye_score, bound, next_bracket)
        };
        let fewest = bracket.fewest_floaters(&mut complete);
        let target = lower_bound(&bracket, fewest);
        let outcome = bracket.pair(target, complete);
        match outcome {
            Some(o) => {
                pairs.extend(o.pairs);
                carried = o.floaters;
                carried.sort_unstable();
                g += 1;
            }
            None if g + 1 < groups.len() => {
                // No candidate found: the bracket collapses into the next one.
                let mut merged = residents;
                merged.extend(groups[g + 1].iter().copied());
                groups[g + 1] = merged;
                g += 1;
            }
            None => return Err(PairingError::Impossible(field.round)),
        }
    }
    match carried.as_slice() {
        [] => Ok((pairs, None)),
        [one] if players[*one].bye_eligible => Ok((pairs, Some(*one))),
        _ => Err(PairingError::Impossible(field.round)),
    }
}

/// Whether `left` (field indices) can all be paired, one of them (eligible, and with at
/// most `bye_score` when given) taking the bye when their number is odd; those of
/// `paired` only against players of `next`.
fn completable(
    players: &[Entrant],
    meetings: &Meetings,
    left: &[usize],
    bye_score: Option<Points>,
    paired: &[usize],
    next: &[usize],
) -> bool {
    let k = left.len();
    let odd = k % 2 == 1;
    let size = k + usize::from(odd);
    let mut adj = vec![Vec::new(); size];
    let bound: Vec<bool> = left.iter().map(|p| paired.contains(p)).collect();
    let in_next: Vec<bool> = if paired.is_empty() {
        vec![false; k]
    } else {
        left.iter().map(|p| next.contains(p)).collect()
    };
    for i in 0..k {
        for j in i + 1..k {
            let allowed = (!bound[i] || in_next[j]) && (!bound[j] || in_next[i]);
            if allowed && meetings.may_meet(left[i], left[j]) {
                adj[i].push(j);
                adj[j].push(i);
            }
        }
        if odd
            && !bound[i]
            && players[left[i]].bye_eligible
            && bye_score.is_none_or(|s| players[left[i]].score <= s)
        {
            adj[i].push(k);
            adj[k].push(i);
        }
    }
    matching::matching_size(&adj) * 2 == size
}

/// A lower bound on a bracket's quality: the fewest downfloaters (`fewest`, with the
/// rest of the field pairable; at the lowest score), what they could at best leave
/// unpaired in the next bracket, and the colour preferences that cannot all be met.
fn lower_bound(bracket: &Bracket<'_>, fewest: usize) -> Quality {
    let players = bracket.players;
    let (mdps, residents) = (&bracket.mdps, &bracket.residents);
    let all: Vec<usize> = mdps.iter().chain(residents).copied().collect();
    let k = all.len();
    let mut adj = vec![Vec::new(); k];
    for i in 0..k {
        for j in i + 1..k {
            let both_mdps = i < mdps.len() && j < mdps.len();
            if !both_mdps && bracket.meetings.may_meet(all[i], all[j]) {
                adj[i].push(j);
                adj[j].push(i);
            }
        }
    }
    let pairs = (matching::matching_size(&adj) as i64).min((k - fewest.min(k)) as i64 / 2);
    let floaters = k as i64 - 2 * pairs;
    let count = |colour, strong: bool| {
        all.iter()
            .filter(|&&i| {
                players[i].preference == Some(colour)
                    && (!strong || players[i].strength >= Strength::Strong)
            })
            .count() as i64
    };
    let excess = |w: i64, b: i64| (w - pairs - floaters).max(b - pairs - floaters).max(0);
    let mut q = [0; bracket::CRITERIA];
    q[criterion::FLOATERS] = floaters;
    // The lowest score weighs 1.
    q[criterion::FLOATER_SCORES] = floaters;
    bracket.next_bracket_bound(floaters as usize, &mut q);
    // Moved-down players float again whether paired here or not.
    for back in 0..2 {
        q[criterion::FLOATS + 2 * back] = mdps
            .iter()
            .filter(|&&i| players[i].floats[back] == state::Float::Down)
            .count() as i64;
    }
    let cheapest = all.iter().map(|&i| bracket.bye_cost(&players[i])).min();
    q[criterion::BYE_UNPLAYED] = floaters * cheapest.unwrap_or(0);
    q[criterion::PREFERENCES] = excess(
        count(crate::trf::Colour::White, false),
        count(crate::trf::Colour::Black, false),
    );
    q[criterion::STRONG] = excess(
        count(crate::trf::Colour::White, true),
        count(crate::trf::Colour::Black, true),
    );
    q
}
