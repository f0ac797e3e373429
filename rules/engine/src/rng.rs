//! A tiny seeded random generator (`SplitMix64`), so weaker levels are reproducible.

/// `SplitMix64`: fast, good enough for noise and opening choice, and seeded by the caller.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`; the same seed gives the same sequence.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }

    /// A number in `-spread..=spread`.
    pub fn spread(&mut self, spread: i32) -> i32 {
        if spread <= 0 {
            return 0;
        }
        let width = u64::from(spread.unsigned_abs()) * 2 + 1;
        self.below(width) as i32 - spread
    }
}
