//! Piece-square tables: where each kind of piece stands well, in centipawns.
//!
//! Written from White's side with rank 8 on the first line, as one reads a board;
//! Black's squares are mirrored. Middlegame and endgame tables differ only for the
//! king (which should hide early and walk late) and pawns (which gain as they advance).

use rules::{Color, Role, Square, Variant};

#[rustfmt::skip]
const PAWN_MG: [i16; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
    50, 50, 50, 50, 50, 50, 50, 50,
    10, 10, 20, 30, 30, 20, 10, 10,
     5,  5, 10, 25, 25, 10,  5,  5,
     0,  0,  0, 20, 20,  0,  0,  0,
     5, -5,-10,  0,  0,-10, -5,  5,
     5, 10, 10,-20,-20, 10, 10,  5,
     0,  0,  0,  0,  0,  0,  0,  0,
];

#[rustfmt::skip]
const PAWN_EG: [i16; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
    80, 80, 80, 80, 80, 80, 80, 80,
    50, 50, 50, 50, 50, 50, 50, 50,
    30, 30, 30, 30, 30, 30, 30, 30,
    15, 15, 15, 15, 15, 15, 15, 15,
     5,  5,  5,  5,  5,  5,  5,  5,
     0,  0,  0,  0,  0,  0,  0,  0,
     0,  0,  0,  0,  0,  0,  0,  0,
];

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

#[rustfmt::skip]
const QUEEN: [i16; 64] = [
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5,  5,  5,  5,  0,-10,
     -5,  0,  5,  5,  5,  5,  0, -5,
      0,  0,  5,  5,  5,  5,  0, -5,
    -10,  5,  5,  5,  5,  5,  0,-10,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20,
];

#[rustfmt::skip]
const KING_MG: [i16; 64] = [
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -10,-20,-20,-20,-20,-20,-20,-10,
     20, 20,  0,  0,  0,  0, 20, 20,
     20, 30, 10,  0,  0, 10, 30, 20,
];

#[rustfmt::skip]
const KING_EG: [i16; 64] = [
    -50,-40,-30,-20,-20,-30,-40,-50,
    -30,-20,-10,  0,  0,-10,-20,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-30,  0,  0,  0,  0,-30,-30,
    -50,-30,-30,-30,-30,-30,-30,-50,
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
    let (mg, eg) = match role {
        Role::Pawn if variant == Variant::Sanctuary => (SANCTUARY_PAWN[i], SANCTUARY_PAWN[i]),
        Role::Pawn => (PAWN_MG[i], PAWN_EG[i]),
        Role::Knight | Role::Guard => (KNIGHT[i], KNIGHT[i]),
        Role::Bishop => (BISHOP[i], BISHOP[i]),
        Role::Archbishop => {
            let v = i16::midpoint(KNIGHT[i], BISHOP[i]);
            (v, v)
        }
        Role::Rook => (ROOK[i], ROOK[i]),
        Role::Queen => (QUEEN[i], QUEEN[i]),
        Role::King => (KING_MG[i], KING_EG[i]),
    };
    (i32::from(mg), i32::from(eg))
}
