//! What the Dutch rules need to know of each player before a round: score, colours,
//! floats, byes, and whom they have met.

use super::PairingError;
use crate::trf::{Colour, GameResult, Points, Tournament};
use std::collections::HashSet;

/// A colour preference's strength (C.04.3 1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// No game played yet.
    None,
    /// Colour difference 0: alternate from the last game.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour in the last two games.
    Absolute,
}

/// A float received in an earlier round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Float {
    None,
    Down,
    Up,
}

/// One player to be paired this round.
#[derive(Debug, Clone)]
pub(crate) struct Entrant {
    /// The starting rank (TPN).
    pub id: u32,
    /// The pairing number for the colour rule of last resort: the position by TPN among
    /// the players who take part (paired now or in an earlier round).
    pub number: u32,
    pub score: Points,
    /// Colours of the games played over the board, oldest first.
    pub colours: Vec<Colour>,
    pub preference: Option<Colour>,
    pub strength: Strength,
    /// White games minus black games.
    pub difference: i32,
    /// The float of the last round and of the round before.
    pub floats: [Float; 2],
    /// Whether the pairing-allocated bye may go to this player (C.04.3 C2).
    pub bye_eligible: bool,
    /// Opponents met (played or forfeited), and forbidden partners.
    pub met: HashSet<u32>,
    pub topscorer: bool,
    /// Rounds so far without a game over the board (byes, forfeits, absences).
    pub unplayed: usize,
}

impl Entrant {
    /// Whether the two may meet: no rematch, no forbidden pair, and (for players who
    /// are not topscorers) no shared absolute colour preference.
    pub fn compatible(&self, other: &Self) -> bool {
        if self.met.contains(&other.id) {
            return false;
        }
        let absolute_clash = self.strength == Strength::Absolute
            && other.strength == Strength::Absolute
            && self.preference == other.preference
            && !(self.topscorer || other.topscorer);
        !absolute_clash
    }
}

/// Who may meet whom this round, for every two players of the field (indices in
/// ranking order): computed once, looked up by every bracket.
pub(crate) struct Meetings {
    n: usize,
    ok: Vec<bool>,
}

impl Meetings {
    /// Who may meet whom among `entrants`.
    pub fn new(entrants: &[Entrant]) -> Self {
        let n = entrants.len();
        let mut ok = vec![false; n * n];
        for i in 0..n {
            for j in i + 1..n {
                let m = entrants[i].compatible(&entrants[j]);
                ok[i * n + j] = m;
                ok[j * n + i] = m;
            }
        }
        Self { n, ok }
    }

    /// Whether field players `a` and `b` may meet.
    pub fn may_meet(&self, a: usize, b: usize) -> bool {
        self.ok[a * self.n + b]
    }
}

/// The state of every player who takes part in round `round` (from 1).
pub(crate) struct Field {
    pub round: usize,
    pub entrants: Vec<Entrant>,
    pub initial_colour: Colour,
}

/// Whether an entry counts as a game for colours (played over the board).
fn played_colour(e: &crate::trf::RoundEntry) -> Option<Colour> {
    if e.played() { e.colour } else { None }
}

impl Field {
    pub fn new(t: &Tournament) -> Result<Self, PairingError> {
        let round = next_round(t);
        let points = t.point_system();
        let planned = t.rounds().map(|r| r as usize);
        if planned.is_some_and(|p| round > p) {
            return Err(PairingError::Finished(planned.unwrap_or(0)));
        }
        let last_round = planned == Some(round);
        let mut entrants = Vec::new();
        for p in t.players() {
            // A result already entered for the round to pair: absent (a requested bye).
            if p.rounds
                .get(round - 1)
                .is_some_and(|e| e.opponent.is_some() || e.result != GameResult::None)
            {
                continue;
            }
            let score = t.points_after(p, round - 1);
            let history: Vec<Option<Colour>> = (0..round - 1)
                .map(|r| p.rounds.get(r).and_then(played_colour))
                .collect();
            let colours: Vec<Colour> = history.iter().flatten().copied().collect();
            let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i32;
            let difference = 2 * whites - colours.len() as i32;
            let (preference, strength) = preference(&colours, difference);
            let mut floats = [Float::None; 2];
            for (slot, back) in [(0usize, 1usize), (1, 2)] {
                if round > back {
                    floats[slot] = float_in(t, p, round - 1 - back);
                }
            }
            let bye_eligible = !p.rounds.iter().take(round - 1).any(|e| {
                matches!(
                    e.result,
                    GameResult::PairingBye | GameResult::ForfeitWin | GameResult::FullBye
                )
            });
            // Only games played over the board forbid a rematch; forfeited pairings do not.
            let mut met: HashSet<u32> = p
                .rounds
                .iter()
                .take(round - 1)
                .filter(|e| e.played())
                .filter_map(|e| e.opponent)
                .collect();
            for group in t.forbidden_pairs() {
                if group.contains(&p.id) {
                    met.extend(group.iter().copied().filter(|&o| o != p.id));
                }
            }
            // Topscorers: in the last round, more than half the points of the rounds
            // played so far.
            let most = i64::from(points.win.0.max(points.draw.0)) * (round as i64 - 1);
            let topscorer = last_round && i64::from(score.0) * 2 > most;
            let unplayed = (0..round - 1)
                .filter(|&r| !p.rounds.get(r).is_some_and(crate::trf::RoundEntry::played))
                .count();
            entrants.push(Entrant {
                id: p.id,
                score,
                colours,
                preference,
                strength,
                difference,
                floats,
                bye_eligible,
                met,
                topscorer,
                unplayed,
                number: 0,
            });
        }
        // The pairing numbers for colours count the players who take part in the
        // tournament: those to be paired now and those paired in an earlier round (as
        // bbpPairings does), not those who never played.
        let mut numbers = std::collections::HashMap::new();
        let mut ids: Vec<&crate::trf::Player> = t.players().iter().collect();
        ids.sort_by_key(|p| p.id);
        for p in ids {
            let absent_now = p
                .rounds
                .get(round - 1)
                .is_some_and(|e| e.opponent.is_some() || e.result != GameResult::None);
            let took_part = p.rounds.iter().take(round - 1).any(took_part_in_pairing);
            if !absent_now || took_part {
                let n = numbers.len() as u32 + 1;
                numbers.insert(p.id, n);
            }
        }
        for e in &mut entrants {
            e.number = numbers.get(&e.id).copied().unwrap_or(e.id);
        }
        // Pairing order: score, then TPN (C.04.3 1.2).
        entrants.sort_by(|a, b| b.score.cmp(&a.score).then(a.id.cmp(&b.id)));
        let initial_colour = t
            .initial_colour()
            .unwrap_or_else(|| infer_initial_colour(t));
        Ok(Self {
            round,
            entrants,
            initial_colour,
        })
    }
}

/// Whether a round's entry was a pairing: a game (played or forfeited) or a
/// pairing-allocated bye.
fn took_part_in_pairing(e: &crate::trf::RoundEntry) -> bool {
    e.opponent.is_some() || matches!(e.result, GameResult::PairingBye | GameResult::ForfeitWin)
}

/// The round to pair: the one after the last round with a game or a pairing-allocated bye.
pub(crate) fn next_round(t: &Tournament) -> usize {
    t.players()
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .rposition(|e| e.opponent.is_some() || e.result == GameResult::PairingBye)
        })
        .max()
        .map_or(1, |r| r + 2)
}

fn preference(colours: &[Colour], difference: i32) -> (Option<Colour>, Strength) {
    let Some(&last) = colours.last() else {
        return (None, Strength::None);
    };
    let repeated = colours.len() >= 2 && colours[colours.len() - 2] == last;
    if !(-1..=1).contains(&difference) || repeated {
        let colour = if difference > 1 {
            Colour::Black
        } else if difference < -1 {
            Colour::White
        } else {
            last.opposite()
        };
        (Some(colour), Strength::Absolute)
    } else if difference == 1 {
        (Some(Colour::Black), Strength::Strong)
    } else if difference == -1 {
        (Some(Colour::White), Strength::Strong)
    } else {
        (Some(last.opposite()), Strength::Mild)
    }
}

/// The float a player received in round index `r` (from 0): a game against a player
/// with a different score before the round, or an unplayed round worth more than a loss.
fn float_in(t: &Tournament, player: &crate::trf::Player, round: usize) -> Float {
    let Some(entry) = player.rounds.get(round) else {
        return Float::None;
    };
    let points = t.point_system();
    match entry.opponent {
        Some(id) if entry.played() => {
            let Some(opponent) = t.player(id) else {
                return Float::None;
            };
            let mine = t.points_after(player, round);
            let theirs = t.points_after(opponent, round);
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            }
        }
        _ => {
            if entry.result != GameResult::None && points.points(entry.result) > points.loss {
                Float::Down
            } else {
                Float::None
            }
        }
    }
}

/// The initial colour when the file does not say: the colour of the highest player in the
/// first round with colours, reversed for each higher player without one.
fn infer_initial_colour(t: &Tournament) -> Colour {
    let first = (0..t.rounds_played()).find(|&r| {
        t.players()
            .iter()
            .any(|p| p.rounds.get(r).is_some_and(|e| e.colour.is_some()))
    });
    let Some(r) = first else {
        return Colour::White;
    };
    let mut flip = false;
    for p in t.players() {
        match p.rounds.get(r) {
            Some(e) if e.colour.is_some() => {
                let c = e.colour.unwrap_or(Colour::White);
                return if flip { c.opposite() } else { c };
            }
            // The highest player had the pairing-allocated bye: the next one's colour,
            // reversed. Players absent from that round do not count.
            Some(e) if e.result == GameResult::PairingBye => flip = !flip,
            _ => {}
        }
    }
    Colour::White
}
