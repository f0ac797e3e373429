//! Piece-square tables: where each kind of piece stands well, in centipawns.
//!
//! Written from White's side with rank 8 on the first line, as one reads a board;
//! Black's squares are mirrored. Chess and Capture the Scepter use fitted tables,
//! one per phase (`tuned.rs`); Sanctuary's are hand-set, one for both phases.

use super::tuned;
use rules::{Color, Role, Square, Variant};

#[rustfmt::skip]
const KNIGHT: [i16; 64] = [
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50,
];

#[rustfmt::skip]
const BISHOP: [i16; 64] = [
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -20,-10,-10,-10,-10,-10,-10,-20,
];

#[rustfmt::skip]
const ROOK: [i16; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
     5, 10, 10, 10, 10, 10, 10,  5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
     0,  0,  0,  5,  5,  0,  0,  0,
];

/// Sanctuary pawns want to reach the last rank (a refugee can never be taken),
/// so advancing is worth more than in chess and the centre matters less.
#[rustfmt::skip]
const SANCTUARY_PAWN: [i16; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
    90, 90, 90, 90, 90, 90, 90, 90,
    45, 45, 50, 55, 55, 50, 45, 45,
    20, 20, 25, 35, 35, 25, 20, 20,
     5,  5, 10, 20, 20, 10,  5,  5,
     0,  0,  0,  5,  5,  0,  0,  0,
     0,  0,  0,-10,-10,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,
];

#[inline]
fn index(color: Color, sq: Square) -> usize {
    match color {
        Color::White => (7 - sq.rank() as usize) * 8 + sq.file() as usize,
        Color::Black => sq.rank() as usize * 8 + sq.file() as usize,
    }
}

/// The (middlegame, endgame) table values of a piece of `color` and `role` on `sq`.
#[inline]
pub fn value(variant: Variant, color: Color, role: Role, sq: Square) -> (i32, i32) {
    let i = index(color, sq);
    let (mg, eg) = match variant {
        Variant::Chess | Variant::Scepter => (&tuned::CHESS_MG, &tuned::CHESS_EG),
        Variant::Sanctuary => {
            let v = sanctuary(role, i);
            return (i32::from(v), i32::from(v));
        }
    };
    let r = role.index();
    match (mg.get(r), eg.get(r)) {
        (Some(mg), Some(eg)) => (i32::from(mg[i]), i32::from(eg[i])),
        _ => (0, 0),
    }
}

/// Sanctuary's hand-set table entry (one for both phases).
fn sanctuary(role: Role, i: usize) -> i16 {
    match role {
        Role::Pawn => SANCTUARY_PAWN[i],
        Role::Knight | Role::Guard => KNIGHT[i],
        Role::Bishop => BISHOP[i],
        Role::Archbishop => i16::midpoint(KNIGHT[i], BISHOP[i]),
        Role::Rook => ROOK[i],
        // Sanctuary has neither.
        Role::Queen | Role::King => 0,
    }
}
