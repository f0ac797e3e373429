//! The rules of the games Sanctum plays: orthodox chess, Capture the Scepter and
//! Sanctuary Chess.
//!
//! Everything here is pure: positions, legal moves, notation and outcomes, with no
//! I/O. The value types are small and `Copy`; a [`Position`] is one board state, a
//! [`Game`] adds the history needed for repetition.
//!
//! ```
//! use rules::{Game, Variant};
//! let mut game = Game::new(Variant::Scepter);
//! game.play_san("e4").unwrap();
//! game.play_san("e5").unwrap();
//! // The e4 pawn is blocked by an enemy pawn, so it may slide to d5 or f5.
//! let slide = game.parse_move("ed5").unwrap();
//! assert!(slide.is_slide());
//! assert_eq!(game.position().san(&slide), "ed5");
//! ```

mod attacks;
mod bitboard;
mod color;
mod fen;
mod game;
mod magics;
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
pub use san::{IllegalReason, MoveError, Origin, SyntaxHint};
pub use square::{ParseSquareError, Square};
pub use variant::{ParseVariantError, Variant};
