//! Scores: centipawns from the side to move's view, and wins by distance.
//!
//! Every won ending (checkmate, scepter, sanctuary) scores `WIN - ply`, so the
//! search prefers the fastest win and the slowest loss whatever the variant.

/// A score in centipawns, from the side to move's point of view.
pub type Score = i32;

/// Larger than any score.
pub const INFINITE: Score = 32_000;
/// A win on the board at the root (ply 0).
pub const WIN: Score = 31_000;
/// Scores at least this far from zero are forced wins or losses.
pub const WIN_BOUND: Score = WIN - 1_000;
/// A draw.
pub const DRAW: Score = 0;

/// The score of winning `ply` half-moves from the root.
#[inline]
pub const fn win_in(ply: usize) -> Score {
    WIN - ply as Score
}

/// The score of losing `ply` half-moves from the root.
#[inline]
pub const fn loss_in(ply: usize) -> Score {
    -WIN + ply as Score
}

/// True if `score` is a forced win or loss.
#[inline]
pub const fn is_decisive(score: Score) -> bool {
    score >= WIN_BOUND || score <= -WIN_BOUND
}

/// For a decisive score, the number of full moves until the end, as UCI's
/// `score mate N` writes it (negative when the side to move loses).
pub const fn moves_to_end(score: Score) -> Option<i32> {
    if score >= WIN_BOUND {
        Some((WIN - score + 1) / 2)
    } else if score <= -WIN_BOUND {
        Some(-(WIN + score) / 2)
    } else {
        None
    }
}

/// Converts a score found `ply` plies below the root into one the table can store
/// (relative to the stored node), so wins keep their distance when read elsewhere.
#[inline]
pub const fn to_tt(score: Score, ply: usize) -> Score {
    if score >= WIN_BOUND {
        score + ply as Score
    } else if score <= -WIN_BOUND {
        score - ply as Score
    } else {
        score
    }
}

/// The inverse of [`to_tt`].
#[inline]
pub const fn from_tt(score: Score, ply: usize) -> Score {
    if score >= WIN_BOUND {
        score - ply as Score
    } else if score <= -WIN_BOUND {
        score + ply as Score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances() {
        assert_eq!(moves_to_end(win_in(1)), Some(1));
        assert_eq!(moves_to_end(win_in(3)), Some(2));
        assert_eq!(moves_to_end(loss_in(2)), Some(-1));
        assert_eq!(moves_to_end(loss_in(0)), Some(0));
        assert_eq!(moves_to_end(35), None);
        assert_eq!(from_tt(to_tt(win_in(7), 4), 4), win_in(7));
    }
}
