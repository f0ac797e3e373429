//! The quality criteria a candidate is judged on, and what each pair and each
//! downfloater costs on them.

use super::{Bracket, Search, colour};
use crate::dutch::state::{Entrant, Float};
use crate::trf::Points;
use criterion as c;

/// The number of quality criteria compared, most important first.
pub(crate) const CRITERIA: usize = 17;

/// Positions of the criteria in a [`Quality`].
pub(crate) mod criterion {
    /// C5: downfloaters.
    pub const FLOATERS: usize = 0;
    /// C6: the downfloaters' scores, highest first.
    pub const FLOATER_SCORES: usize = 1;
    /// C7: pairs the downfloaters leave unmade in the next bracket.
    pub const NEXT_PAIRS: usize = 2;
    /// C7: the scores of the downfloaters left unpaired in the next bracket.
    pub const NEXT_SCORES: usize = 3;
    /// The unplayed rounds of the downfloaters with the bye's score (fewest first).
    pub const BYE_UNPLAYED: usize = 4;
    /// C8–C11: topscorers' colour difference and three in a row, colour preferences
    /// and strong ones not met.
    pub const COLOURS: usize = 5;
    /// C10: colour preferences not met.
    pub const PREFERENCES: usize = 7;
    /// C11: strong colour preferences not met.
    pub const STRONG: usize = 8;
    /// C12–C15: repeated floats (down and up, last round then the one before).
    pub const FLOATS: usize = 9;
    /// C16–C19: the scores of the repeated floaters (or of their upfloating opponents).
    pub const FLOAT_SCORES: usize = 13;
}

/// A candidate's failures against the quality criteria, compared lexicographically:
/// downfloaters (C5), their scores (C6), the pairs they leave unmade in the next
/// bracket and their scores (C7), the bye's unplayed rounds, topscorers' colour
/// difference and three-in-a-row (C8, C9), colour preferences and strong ones not met
/// (C10, C11), repeated floats from the last round and the one before (C12–C15) and
/// their scores (C16–C19).
///
/// Scores count as weights growing with the score so that one player of a higher score
/// outweighs every player of the lower ones together: the comparison is then on the
/// scores sorted from the highest, as a vector.
pub(crate) type Quality = [i64; CRITERIA];

impl Bracket<'_> {
    /// What floating `p` down costs under the bye's criterion: its unplayed rounds when
    /// it may take the bye and has the bye's score (the bye goes to one of them), else
    /// nothing.
    pub fn bye_cost(&self, p: &Entrant) -> i64 {
        if p.bye_eligible && self.bye_score == Some(p.score) {
            p.unplayed as i64
        } else {
            0
        }
    }

    /// A score's weight within this bracket (1 for the lowest score).
    pub fn weight(&self, score: Points) -> i64 {
        self.weights
            .iter()
            .find(|(s, _)| *s == score)
            .map_or(1, |&(_, w)| w)
    }
}

impl<F: FnMut(&[usize], &[usize], &[usize]) -> bool> Search<'_, '_, F> {
    /// What floating `x` down from this bracket costs.
    pub(super) fn floater_quality(&self, x: usize) -> Quality {
        let p = self.b.player(x);
        let w = self.b.weight(p.score);
        let mut q = [0; CRITERIA];
        q[c::FLOATERS] = 1;
        q[c::FLOATER_SCORES] = w;
        q[c::BYE_UNPLAYED] = self.b.bye_cost(p);
        // Floating again from this bracket repeats a downfloat.
        for back in 0..2 {
            if p.floats[back] == Float::Down {
                q[c::FLOATS + 2 * back] = 1;
                q[c::FLOAT_SCORES + 2 * back] = w;
            }
        }
        q
    }
}

/// What a pair costs on the quality criteria: colours, and floats repeated. A moved-down
/// player paired here repeats a downfloat (C12, C14) but not its score (C16, C18, which
/// count those who float on); an upfloat repeated counts its opponent's score (C17, C19).
pub(super) fn pair_quality(bracket: &Bracket<'_>, a: usize, b: usize) -> Quality {
    let (pa, pb) = (bracket.player(a), bracket.player(b));
    let mut q = [0; CRITERIA];
    let v = colour::violations(pa, pb, bracket.initial);
    for i in 0..4 {
        q[c::COLOURS + i] = i64::from(v[i]);
    }
    if pa.score != pb.score {
        let (high, low) = if pa.score > pb.score {
            (pa, pb)
        } else {
            (pb, pa)
        };
        for back in 0..2 {
            if high.floats[back] == Float::Down {
                q[c::FLOATS + 2 * back] += 1;
            }
            if low.floats[back] == Float::Up {
                q[c::FLOATS + 2 * back + 1] += 1;
                q[c::FLOAT_SCORES + 2 * back + 1] += bracket.weight(high.score);
            }
        }
    }
    q
}

/// Adds (or, with `sign` -1, takes away) the costs `d` to `q`.
pub(super) fn add(q: &mut Quality, d: &Quality, sign: i64) {
    for (a, b) in q.iter_mut().zip(d) {
        *a += sign * b;
    }
}
