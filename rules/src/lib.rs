//! The rules of the games Sanctum plays: orthodox chess, Capture the Scepter and
//! Sanctuary Chess.
//!
//! Everything here is pure: positions, legal moves, notation and outcomes, with no
//! I/O. The value types are small and `Copy`; a [`Position`] is one board state, a
//! [`Game`] adds the history needed for repetition.
//!
//! ```
//! use rules::{Game, Variant, EndReason};
//! let mut game = Game::new(Variant::Scepter);
//! for san in ["e4", "d5", "Ke2", "dxe4", "Kf1"] {
//!     game.play_san(san).unwrap();
//! }
//! assert_eq!(game.position().turn(), rules::Color::Black);
//! ```

mod attacks;
mod bitboard;
mod color;
mod fen;
mod game;
mod movegen;
mod moves;
mod outcome;
mod perft;
mod pgn;
mod position;
mod role;
mod san;
mod square;
mod variant;
mod zobrist;

pub use attacks::attacks;
pub use bitboard::{Bitboard, Squares};
pub use color::{ByColor, Color};
pub use fen::{FenError, FenField};
pub use game::{Game, PlayError};
pub use moves::{MAX_MOVES, Move, MoveKind, MoveList};
pub use outcome::{EndReason, Outcome};
pub use perft::{divide, perft};
pub use pgn::{Pgn, PgnError, parse_pgn};
pub use position::Position;
pub use role::{Piece, Role};
pub use san::MoveError;
pub use square::{ParseSquareError, Square};
pub use variant::{ParseVariantError, Variant};
