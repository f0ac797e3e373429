//! Sanctum's puzzle miner: it walks finished games with the engine and keeps the
//! positions where the side to move has exactly one winning line, as lichess's
//! puzzle generator does for chess, with the variants' own wins (sanctuary, the
//! scepter) beside checkmate and material.
//!
//! Pure like the rules and the engine: games in, [`Puzzle`] values out; the CSV
//! reader and writer work on any `Read` / `Write` the caller opens. Every tunable
//! is in [`params`].
//!
//! ```
//! use puzzles::Miner;
//! use rules::{Game, Variant};
//! let mut game = Game::new(Variant::Chess);
//! for san in ["e4", "e5", "Nf3", "Nc6"] {
//!     game.play_san(san).unwrap();
//! }
//! let (found, stats) = Miner::new(2_000).mine(&game, "example");
//! assert!(found.is_empty());
//! assert_eq!(stats.positions, 5);
//! ```

pub mod dedup;
pub mod goal;
pub mod grade;
pub mod material;
pub mod miner;
pub mod motif;
pub mod params;
pub mod puzzle;
pub mod selfplay;
pub mod solve;
pub mod starter;
pub mod table;
pub mod theme;
pub mod verify;
pub mod win;

pub use dedup::Dedup;
pub use miner::{Miner, Stats};
pub use puzzle::Puzzle;
pub use solve::{Ending, Rejection, Solution, Unsolved, solve};
pub use table::{COLUMNS, PuzzleWriter, ReadError, WriteError, read_puzzles};
pub use theme::Theme;
pub use win::win_chance;
