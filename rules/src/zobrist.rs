//! Zobrist hashing keys, generated at compile time from a fixed seed.

use crate::{Color, Role, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const KEY_COUNT: usize = 2 * 8 * 64 + 4 + 8 + 1;

const KEYS: [u64; KEY_COUNT] = {
    let mut keys = [0u64; KEY_COUNT];
    let mut state = 0x5341_4E43_5455_4D21;
    let mut i = 0;
    while i < KEY_COUNT {
        let (s, k) = splitmix(state);
        state = s;
        keys[i] = k;
        i += 1;
    }
    keys
};

/// Key for a piece on a square.
#[inline]
pub(crate) const fn piece(color: Color, role: Role, sq: Square) -> u64 {
    KEYS[(color.index() * 8 + role.index()) * 64 + sq.index()]
}

/// Key for one castling right (bit index 0..4: K, Q, k, q).
#[inline]
pub(crate) const fn castling_right(bit: usize) -> u64 {
    KEYS[1024 + bit]
}

/// Combined key for a set of castling rights.
#[inline]
pub(crate) const fn castling(rights: u8) -> u64 {
    let mut h = 0;
    let mut bit = 0;
    while bit < 4 {
        if rights & (1 << bit) != 0 {
            h ^= castling_right(bit);
        }
        bit += 1;
    }
    h
}

/// Key for an en-passant file (only hashed when an en-passant capture is legal).
#[inline]
pub(crate) const fn ep_file(file: u8) -> u64 {
    KEYS[1028 + file as usize]
}

/// Key toggled when Black is to move.
#[inline]
pub(crate) const fn black_to_move() -> u64 {
    KEYS[1036]
}
