//! The starter set: puzzles mined from Sanctum's own self-play games, shipped with
//! the program so a server has puzzles on its first day. `starter.csv` beside this
//! crate's manifest holds them, in lichess's puzzle columns plus `Variant`; its
//! README says which commands and seeds made it.

use crate::Puzzle;
use crate::table::{ReadError, read_puzzles};

/// The starter set as shipped (the CSV text).
pub const CSV: &str = include_str!("../starter.csv");

/// The starter set's puzzles.
///
/// ```
/// let set = puzzles::starter::puzzles().unwrap();
/// assert!(!set.is_empty());
/// ```
pub fn puzzles() -> Result<Vec<Puzzle>, ReadError> {
    read_puzzles(CSV.as_bytes())?.collect()
}
