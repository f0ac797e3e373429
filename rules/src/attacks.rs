//! Attack tables: leaper lookups and magic bitboards for sliders.
//!
//! The tables are built once, on first use, from a fixed-seed search for magic
//! numbers, so every run has identical tables and nothing is shipped as data.

use crate::magics;
use crate::{Bitboard, Color, Role, Square};
use std::sync::LazyLock;

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

pub(crate) struct Tables {
    knight: [Bitboard; 64],
    king: [Bitboard; 64],
    guard: [Bitboard; 64],
    pawn: [[Bitboard; 64]; 2],
    between: Box<[[Bitboard; 64]]>,
    line: Box<[[Bitboard; 64]]>,
    rook_magics: [Magic; 64],
    bishop_magics: [Magic; 64],
    slider: Vec<Bitboard>,
}

static TABLES: LazyLock<Tables> = LazyLock::new(Tables::build);

/// The shared attack tables (built on first call).
#[inline]
pub(crate) fn tables() -> &'static Tables {
    &TABLES
}

fn leaper(sq: Square, deltas: &[(i8, i8)]) -> Bitboard {
    deltas
        .iter()
        .filter_map(|&(df, dr)| sq.offset(df, dr))
        .collect()
}

fn ray_attacks(sq: Square, occupied: u64, dirs: [(i8, i8); 4]) -> u64 {
    let mut out = 0;
    for (df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            out |= 1 << next.index();
            if occupied & (1 << next.index()) != 0 {
                break;
            }
            cur = next;
        }
    }
    out
}

fn relevant_mask(sq: Square, dirs: [(i8, i8); 4]) -> u64 {
    let mut out = 0;
    for (df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            // The last square of a ray never blocks anything beyond it.
            if next.offset(df, dr).is_none() {
                break;
            }
            out |= 1 << next.index();
            cur = next;
        }
    }
    out
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Finds a magic factor per square, trying the factor from `known` first (so start-up
/// costs a verification, not a search) and searching with `rng` only if it fails.
fn find_magics(
    dirs: [(i8, i8); 4],
    known: &[u64; 64],
    slider: &mut Vec<Bitboard>,
    rng: &mut Rng,
) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    let mut occupancies = Vec::with_capacity(4096);
    let mut references = Vec::with_capacity(4096);
    let mut epoch = vec![0u32; 4096];
    let mut table = vec![0u64; 4096];
    let mut attempt = 0u32;
    for sq in Square::all() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        occupancies.clear();
        references.clear();
        let mut subset = 0u64;
        loop {
            occupancies.push(subset);
            references.push(ray_attacks(sq, subset, dirs));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let size = 1usize << bits;
        let mut hint = Some(known[sq.index()]).filter(|&k| k != 0);
        let magic = 'search: loop {
            let candidate = match hint.take() {
                Some(k) => k,
                None => rng.sparse(),
            };
            if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            for (occ, &reference) in occupancies.iter().zip(&references) {
                let idx = (occ.wrapping_mul(candidate) >> shift) as usize;
                if epoch[idx] != attempt {
                    epoch[idx] = attempt;
                    table[idx] = reference;
                } else if table[idx] != reference {
                    continue 'search;
                }
            }
            break candidate;
        };
        let offset = slider.len();
        slider.resize(offset + size, Bitboard::EMPTY);
        for (occ, &reference) in occupancies.iter().zip(&references) {
            let idx = (occ.wrapping_mul(magic) >> shift) as usize;
            slider[offset + idx] = Bitboard(reference);
        }
        magics[sq.index()] = Magic {
            mask,
            factor: magic,
            shift,
            offset,
        };
    }
    magics
}

impl Tables {
    fn build() -> Tables {
        let mut knight = [Bitboard::EMPTY; 64];
        let mut king = [Bitboard::EMPTY; 64];
        let mut guard = [Bitboard::EMPTY; 64];
        let mut pawn = [[Bitboard::EMPTY; 64]; 2];
        for sq in Square::all() {
            let i = sq.index();
            knight[i] = leaper(sq, &KNIGHT_JUMPS);
            king[i] = leaper(sq, &KING_STEPS);
            let doubled: Vec<(i8, i8)> = KING_STEPS.iter().map(|&(f, r)| (2 * f, 2 * r)).collect();
            guard[i] = king[i] | leaper(sq, &doubled);
            pawn[0][i] = leaper(sq, &[(-1, 1), (1, 1)]);
            pawn[1][i] = leaper(sq, &[(-1, -1), (1, -1)]);
        }
        let mut between = vec![[Bitboard::EMPTY; 64]; 64].into_boxed_slice();
        let mut line = vec![[Bitboard::EMPTY; 64]; 64].into_boxed_slice();
        for a in Square::all() {
            for &(df, dr) in ROOK_DIRS.iter().chain(&BISHOP_DIRS) {
                let mut full = Bitboard::from_square(a);
                let mut back = a;
                while let Some(p) = back.offset(-df, -dr) {
                    full.insert(p);
                    back = p;
                }
                let mut cur = a;
                let mut gap = Bitboard::EMPTY;
                while let Some(next) = cur.offset(df, dr) {
                    full.insert(next);
                    cur = next;
                }
                cur = a;
                while let Some(next) = cur.offset(df, dr) {
                    between[a.index()][next.index()] = gap;
                    line[a.index()][next.index()] = full;
                    gap.insert(next);
                    cur = next;
                }
            }
        }
        let mut slider = Vec::with_capacity(102_400 + 5_248);
        let mut rng = Rng(0x5A4C_7475_6D00_2026);
        let rook_magics = find_magics(ROOK_DIRS, &magics::ROOK, &mut slider, &mut rng);
        let bishop_magics = find_magics(BISHOP_DIRS, &magics::BISHOP, &mut slider, &mut rng);
        Tables {
            knight,
            king,
            guard,
            pawn,
            between,
            line,
            rook_magics,
            bishop_magics,
            slider,
        }
    }

    #[inline]
    pub(crate) fn knight(&self, sq: Square) -> Bitboard {
        self.knight[sq.index()]
    }

    #[inline]
    pub(crate) fn king(&self, sq: Square) -> Bitboard {
        self.king[sq.index()]
    }

    #[inline]
    pub(crate) fn guard(&self, sq: Square) -> Bitboard {
        self.guard[sq.index()]
    }

    /// Squares a pawn of `color` on `sq` attacks.
    #[inline]
    pub(crate) fn pawn(&self, color: Color, sq: Square) -> Bitboard {
        self.pawn[color.index()][sq.index()]
    }

    #[inline]
    fn magic(&self, m: Magic, occupied: Bitboard) -> Bitboard {
        let idx = ((occupied.0 & m.mask).wrapping_mul(m.factor) >> m.shift) as usize;
        self.slider[m.offset + idx]
    }

    #[inline]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.magic(self.rook_magics[sq.index()], occupied)
    }

    #[inline]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.magic(self.bishop_magics[sq.index()], occupied)
    }

    /// Squares strictly between `a` and `b` if they share a line, else empty.
    #[inline]
    pub(crate) fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index()][b.index()]
    }

    /// The whole line through `a` and `b` (edge to edge) if they share one, else empty.
    #[inline]
    pub(crate) fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line[a.index()][b.index()]
    }

    /// Squares a piece of `color` and `role` on `sq` attacks with `occupied` blocking.
    #[inline]
    pub(crate) fn attacks(
        &self,
        color: Color,
        role: Role,
        sq: Square,
        occupied: Bitboard,
    ) -> Bitboard {
        match role {
            Role::Pawn => self.pawn(color, sq),
            Role::Knight => self.knight(sq),
            Role::Bishop => self.bishop(sq, occupied),
            Role::Rook => self.rook(sq, occupied),
            Role::Queen => self.rook(sq, occupied) | self.bishop(sq, occupied),
            Role::King => self.king(sq),
            Role::Archbishop => self.bishop(sq, occupied) | self.knight(sq),
            Role::Guard => self.guard(sq),
        }
    }
}

/// Squares a `piece` on `sq` attacks (or, for a pawn, could capture on), with `occupied` blocking sliders.
///
/// ```
/// use rules::{attacks, Bitboard, Color, Role, Square};
/// // A Swiss guard in the corner leaps to a2, a3, b1, c1, b2 and c3.
/// let targets = attacks(Color::White, Role::Guard, Square::A1, Bitboard::EMPTY);
/// assert_eq!(targets.count(), 6);
/// ```
pub fn attacks(color: Color, role: Role, sq: Square, occupied: Bitboard) -> Bitboard {
    tables().attacks(color, role, sq, occupied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walks() {
        let t = tables();
        let mut rng = Rng(7);
        for _ in 0..2000 {
            let occ = rng.next() & rng.next();
            for sq in Square::all() {
                assert_eq!(t.rook(sq, Bitboard(occ)).0, ray_attacks(sq, occ, ROOK_DIRS));
                assert_eq!(
                    t.bishop(sq, Bitboard(occ)).0,
                    ray_attacks(sq, occ, BISHOP_DIRS)
                );
            }
        }
    }

    /// Prints freshly searched magic factors in the form of `magics.rs`
    /// (`cargo test -p sanctum-rules --release -- --ignored --nocapture print_magics`).
    #[test]
    #[ignore = "generates rules/src/magics.rs"]
    fn print_magics() {
        let mut slider = Vec::new();
        let mut rng = Rng(0x5A4C_7475_6D00_2026);
        for (name, dirs) in [("ROOK", ROOK_DIRS), ("BISHOP", BISHOP_DIRS)] {
            let found = find_magics(dirs, &[0; 64], &mut slider, &mut rng);
            println!("pub(crate) const {name}: [u64; 64] = [");
            for m in found {
                let h = format!("{:016x}", m.factor);
                println!("    0x{}_{}_{}_{},", &h[..4], &h[4..8], &h[8..12], &h[12..]);
            }
            println!("];");
        }
    }

    #[test]
    fn known_magics_need_no_search() {
        let mut slider = Vec::new();
        // Had any known factor failed, the search would have replaced it with another.
        let mut rng = Rng(0x5EED);
        let rooks = find_magics(ROOK_DIRS, &magics::ROOK, &mut slider, &mut rng);
        let bishops = find_magics(BISHOP_DIRS, &magics::BISHOP, &mut slider, &mut rng);
        assert_eq!(rooks.map(|m| m.factor), magics::ROOK);
        assert_eq!(bishops.map(|m| m.factor), magics::BISHOP);
    }

    #[test]
    fn guard_has_sixteen_targets_in_the_middle() {
        let d4: Square = "d4".parse().unwrap();
        assert_eq!(tables().guard(d4).count(), 16);
    }

    #[test]
    fn between_and_line() {
        let t = tables();
        let a1 = Square::A1;
        let h8 = Square::H8;
        assert_eq!(t.between(a1, h8).count(), 6);
        assert_eq!(t.line(a1, h8).count(), 8);
        let b3: Square = "b3".parse().unwrap();
        assert!(t.between(a1, b3).is_empty());
        assert!(t.line(a1, b3).is_empty());
    }
}
