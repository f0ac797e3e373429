//! Colour allocation for a pair (C.04.3, the colour allocation rules), and the colour
//! criteria a pair fails.

use super::state::{Entrant, Strength};
use crate::trf::Colour;

/// Whether `a` gets white against `b`; `a` ranks higher (score, then TPN).
pub(crate) fn a_gets_white(a: &Entrant, b: &Entrant, initial: Colour) -> bool {
    let colour_for_a = match (a.preference, b.preference) {
        // Grant both preferences, or the only one there is.
        (Some(pa), Some(pb)) if pa != pb => pa,
        (Some(pa), None) => pa,
        (None, Some(pb)) => pb.opposite(),
        (None, None) => by_pairing_number(a, initial),
        (Some(pa), Some(_)) => same_preference(a, b, pa, initial),
    };
    colour_for_a == Colour::White
}

/// Both want `wanted`: the stronger preference wins (between two absolute ones, the
/// wider colour difference); then alternate from the most recent round where their
/// colours differed; then the higher-ranked player's preference.
fn same_preference(a: &Entrant, b: &Entrant, wanted: Colour, _initial: Colour) -> Colour {
    if a.strength != b.strength {
        return if a.strength > b.strength {
            wanted
        } else {
            wanted.opposite()
        };
    }
    if a.strength == Strength::Absolute && a.difference.abs() != b.difference.abs() {
        return if a.difference.abs() > b.difference.abs() {
            wanted
        } else {
            wanted.opposite()
        };
    }
    let (ca, cb) = (&a.colours, &b.colours);
    for back in 1..=ca.len().min(cb.len()) {
        let (x, y) = (ca[ca.len() - back], cb[cb.len() - back]);
        if x != y {
            return x.opposite();
        }
    }
    wanted
}

/// Nobody has a preference: the higher-ranked player gets the initial colour when their
/// pairing number (counting only this round's players) is odd, the other colour when
/// it is even.
fn by_pairing_number(a: &Entrant, initial: Colour) -> Colour {
    if a.number % 2 == 1 {
        initial
    } else {
        initial.opposite()
    }
}

/// The colour criteria a pair fails: (topscorer colour difference beyond ±2, topscorer
/// three in a row, a colour preference not met, a strong preference not met).
pub(crate) fn violations(higher: &Entrant, lower: &Entrant, initial: Colour) -> [u32; 4] {
    let mut fails = [0; 4];
    if let (Some(first), Some(second)) = (higher.preference, lower.preference)
        && first == second
    {
        fails[2] = 1;
        // Two absolute preferences (topscorers only) count under C8 and C9, not here.
        let both_absolute =
            higher.strength == Strength::Absolute && lower.strength == Strength::Absolute;
        if higher.strength >= Strength::Strong
            && lower.strength >= Strength::Strong
            && !both_absolute
        {
            fails[3] = 1;
        }
    }
    if higher.topscorer || lower.topscorer {
        let white = a_gets_white(higher, lower, initial);
        for (player, gets_white) in [(higher, white), (lower, !white)] {
            let difference = player.difference + if gets_white { 1 } else { -1 };
            if difference.abs() > 2 {
                fails[0] += 1;
            }
            let colour = if gets_white {
                Colour::White
            } else {
                Colour::Black
            };
            if player.colours.ends_with(&[colour, colour]) {
                fails[1] += 1;
            }
        }
    }
    fails
}
