//! FIDE tie-breaks (C.07, the 2023 regulations in force since 2024) and standings.
//!
//! The regulations' treatment of unplayed rounds (Article 16), as implemented here:
//! - A round is *unplayed* when no game was played over the board: byes, forfeits, absences.
//!   A *voluntarily unplayed round* (VUR) is a requested bye (`H`, `Z`, or an absence
//!   without an opponent) or a forfeit loss.
//! - As someone's opponent, a participant's score is *adjusted* (16.3): requested byes
//!   and absences followed by no played round (or in the last round) count as draws;
//!   everything else counts as awarded.
//! - In the participant's own Buchholz and Sonneborn-Berger, each unplayed round counts
//!   as a game against a *dummy opponent* whose score is the participant's own (16.4).
//! - Cut-1 drops the least significant value, and the participant's own VURs are cut
//!   first (16.5).
//!
//! ```
//! use tournament::{Tournament, tiebreak::{standings, TieBreak}};
//!
//! let t = Tournament::parse("\
//! 001    1      A                                 2000                             1.0          2 w 1
//! 001    2      B                                 1900                             0.0          1 b 0
//! ").unwrap();
//! let table = standings(&t, &[TieBreak::Points, TieBreak::Buchholz]);
//! assert_eq!(table[0].player, 1);
//! assert_eq!(table[0].values[1].to_string(), "0.0"); // Buchholz: B scored nothing
//! ```

use crate::trf::{GameResult, Player, Points, Tournament};
use std::cmp::Reverse;
use std::collections::HashMap;
use std::fmt;

/// A tie-break from C.07's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// The tournament score (the primary criterion).
    Points,
    /// BH: the sum of the opponents' (adjusted) scores, dummies for unplayed rounds.
    Buchholz,
    /// BH-C1: Buchholz less its least significant value, own VURs cut first.
    BuchholzCut1,
    /// SB: each opponent's (adjusted) score times the points scored against them.
    SonnebornBerger,
    /// DE: the points scored against the other tied participants, when all have met.
    DirectEncounter,
    /// WIN: rounds where the participant obtained a win's points, played or not.
    Wins,
    /// WON: games won over the board.
    GamesWon,
}

impl TieBreak {
    /// C.07's acronym, for column headers.
    pub fn acronym(self) -> &'static str {
        match self {
            Self::Points => "PTS",
            Self::Buchholz => "BH",
            Self::BuchholzCut1 => "BH-C1",
            Self::SonnebornBerger => "SB",
            Self::DirectEncounter => "DE",
            Self::Wins => "WIN",
            Self::GamesWon => "WON",
        }
    }
}

/// A tie-break value: points (kept exact, in hundredths: Sonneborn-Berger multiplies
/// points by points) or a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// Points, in hundredths.
    Score(i64),
    /// A number of rounds or games.
    Count(u32),
}

impl Value {
    fn points(p: Points) -> Self {
        Self::Score(i64::from(p.0) * 10)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Count(n) => write!(f, "{n}"),
            Self::Score(h) => {
                let sign = if h < 0 { "-" } else { "" };
                let a = h.unsigned_abs();
                if a % 10 == 0 {
                    write!(f, "{sign}{}.{}", a / 100, a % 100 / 10)
                } else {
                    write!(f, "{sign}{}.{:02}", a / 100, a % 100)
                }
            }
        }
    }
}

/// One line of the standings: the place (shared by participants tied on every
/// tie-break), the player's starting rank, and one value per tie-break asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The place, from 1; tied participants share it.
    pub place: usize,
    /// The starting rank.
    pub player: u32,
    /// The values, in the order of the tie-breaks asked for.
    pub values: Vec<Value>,
}

/// What one round contributes to a participant's opponent-based tie-breaks.
struct Contribution {
    /// The opponent's adjusted score, or the dummy's (the participant's own score).
    opponent_score: Points,
    /// The points the participant scored that round.
    scored: Points,
    /// A voluntarily unplayed round, cut first.
    voluntary: bool,
}

/// A voluntarily unplayed round (16.1): a requested bye, an absence, a forfeit loss.
fn voluntary(result: GameResult) -> bool {
    matches!(
        result,
        GameResult::HalfBye | GameResult::ZeroBye | GameResult::None | GameResult::ForfeitLoss
    )
}

/// Requested byes and absences (no opponent, not awarded): these turn into draws in the
/// adjusted score when no played round follows.
fn requested(entry_result: GameResult, has_opponent: bool) -> bool {
    !has_opponent
        && matches!(
            entry_result,
            GameResult::HalfBye | GameResult::ZeroBye | GameResult::ForfeitLoss | GameResult::None
        )
}

/// The computed inputs of every tie-break, per player.
struct Table<'a> {
    t: &'a Tournament,
    rounds: usize,
    score: HashMap<u32, Points>,
    adjusted: HashMap<u32, Points>,
}

impl<'a> Table<'a> {
    fn new(t: &'a Tournament) -> Self {
        let rounds = t.rounds_played();
        let mut score = HashMap::new();
        let mut adjusted = HashMap::new();
        for p in t.players() {
            score.insert(p.id, t.points_after(p, rounds));
            adjusted.insert(p.id, Self::adjusted_score(t, p, rounds));
        }
        Self {
            t,
            rounds,
            score,
            adjusted,
        }
    }

    /// The score as opponents see it (16.3).
    fn adjusted_score(t: &Tournament, p: &Player, rounds: usize) -> Points {
        let entries: Vec<_> = (0..rounds)
            .map(|r| {
                p.rounds
                    .get(r)
                    .copied()
                    .unwrap_or_else(|| crate::trf::RoundEntry::bye(GameResult::None))
            })
            .collect();
        let last_played = entries.iter().rposition(crate::trf::RoundEntry::played);
        let draw = t.point_system().draw;
        entries
            .iter()
            .enumerate()
            .map(|(r, e)| {
                let trailing = last_played.is_none_or(|l| r > l);
                if trailing && requested(e.result, e.opponent.is_some()) {
                    draw
                } else {
                    t.point_system().points(e.result)
                }
            })
            .sum()
    }

    fn contributions(&self, p: &Player) -> Vec<Contribution> {
        let own = self.score[&p.id];
        (0..self.rounds)
            .map(|r| {
                let e = p
                    .rounds
                    .get(r)
                    .copied()
                    .unwrap_or_else(|| crate::trf::RoundEntry::bye(GameResult::None));
                let scored = self.t.point_system().points(e.result);
                match e.opponent {
                    Some(o) if e.played() => Contribution {
                        opponent_score: self.adjusted.get(&o).copied().unwrap_or_default(),
                        scored,
                        voluntary: false,
                    },
                    _ => Contribution {
                        opponent_score: own,
                        scored,
                        voluntary: voluntary(e.result),
                    },
                }
            })
            .collect()
    }

    fn buchholz(&self, p: &Player, cut: usize) -> Value {
        let mut c = self.contributions(p);
        // The least significant first: own VURs, then the lowest values.
        c.sort_by_key(|c| (Reverse(c.voluntary), c.opponent_score));
        Value::points(c.iter().skip(cut).map(|c| c.opponent_score).sum())
    }

    fn sonneborn_berger(&self, p: &Player) -> Value {
        let win = i64::from(self.t.point_system().win.0.max(1));
        // Points scored as a fraction of a win, times the opponent's score.
        let total: i64 = self
            .contributions(p)
            .iter()
            .map(|c| i64::from(c.scored.0) * i64::from(c.opponent_score.0) * 10 / win)
            .sum();
        Value::Score(total)
    }

    fn wins(&self, p: &Player) -> Value {
        let win = self.t.point_system().win;
        let n = p
            .rounds
            .iter()
            .take(self.rounds)
            .filter(|e| {
                e.result != GameResult::None && self.t.point_system().points(e.result) == win
            })
            .count();
        Value::Count(n as u32)
    }

    fn games_won(&self, p: &Player) -> Value {
        let n = p
            .rounds
            .iter()
            .take(self.rounds)
            .filter(|e| e.played() && matches!(e.result, GameResult::Win | GameResult::UnratedWin))
            .count();
        Value::Count(n as u32)
    }

    /// DE among `group`: the points each scored against the others, when every pair
    /// of them has met; otherwise the same value for all (the tie stands).
    fn direct_encounter(&self, group: &[&Player]) -> Vec<Value> {
        let ids: Vec<u32> = group.iter().map(|p| p.id).collect();
        let mut points = vec![Points(0); group.len()];
        let mut met = vec![vec![false; group.len()]; group.len()];
        for (i, p) in group.iter().enumerate() {
            for e in p.rounds.iter().take(self.rounds) {
                if let Some(j) = e.opponent.and_then(|o| ids.iter().position(|&id| id == o)) {
                    if e.played() {
                        met[i][j] = true;
                    }
                    points[i] = points[i] + self.t.point_system().points(e.result);
                }
            }
        }
        let all_met = (0..group.len()).all(|i| (0..group.len()).all(|j| i == j || met[i][j]));
        if all_met {
            points.into_iter().map(Value::points).collect()
        } else {
            vec![Value::Score(0); group.len()]
        }
    }

    fn value(&self, tb: TieBreak, p: &Player) -> Value {
        match tb {
            TieBreak::Points => Value::points(self.score[&p.id]),
            TieBreak::Buchholz => self.buchholz(p, 0),
            TieBreak::BuchholzCut1 => self.buchholz(p, 1),
            TieBreak::SonnebornBerger => self.sonneborn_berger(p),
            TieBreak::Wins => self.wins(p),
            TieBreak::GamesWon => self.games_won(p),
            TieBreak::DirectEncounter => Value::Score(0),
        }
    }
}

/// The standings: players ordered by each tie-break in turn (C.07 4.2); direct
/// encounter is computed within each group still tied when it comes. Ties left at the
/// end share a place and are listed by starting rank.
pub fn standings(t: &Tournament, tiebreaks: &[TieBreak]) -> Vec<Standing> {
    let table = Table::new(t);
    let mut rows: Vec<(&Player, Vec<Value>)> = t
        .players()
        .iter()
        .map(|p| (p, Vec::with_capacity(tiebreaks.len())))
        .collect();
    // Groups of rows still tied: half-open ranges into `rows`.
    let mut groups: Vec<std::ops::Range<usize>> = std::iter::once(0..rows.len()).collect();
    for &tb in tiebreaks {
        let mut next = Vec::new();
        for g in groups {
            let slice = &mut rows[g.clone()];
            if tb == TieBreak::DirectEncounter {
                let players: Vec<&Player> = slice.iter().map(|(p, _)| *p).collect();
                for ((_, values), v) in slice.iter_mut().zip(table.direct_encounter(&players)) {
                    values.push(v);
                }
            } else {
                for (p, values) in slice.iter_mut() {
                    values.push(table.value(tb, p));
                }
            }
            slice.sort_by(|(a, va), (b, vb)| vb.last().cmp(&va.last()).then(a.id.cmp(&b.id)));
            let mut start = g.start;
            for i in g.clone() {
                if i + 1 == g.end || rows[i + 1].1.last() != rows[i].1.last() {
                    next.push(start..i + 1);
                    start = i + 1;
                }
            }
        }
        groups = next;
    }
    let mut out = Vec::with_capacity(rows.len());
    for g in groups {
        for i in g.clone() {
            out.push(Standing {
                place: g.start + 1,
                player: rows[i].0.id,
                values: rows[i].1.clone(),
            });
        }
    }
    out
}
