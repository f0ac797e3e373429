//! Sanctum's tournament core: pure logic, no I/O beyond the readers and writers a caller passes.
//!
//! - [`berger`]: FIDE's Berger tables for round robins.
//! - [`trf`]: FIDE's Tournament Report File (TRF-2016/2026 with the `XX` extensions), read and written.
//! - [`dutch`]: the FIDE Dutch Swiss pairing of the next round.
//! - [`tiebreak`]: FIDE C.07 tie-breaks and standings.

pub mod berger;
pub mod dutch;
pub mod tiebreak;
pub mod trf;

pub use trf::{Colour, GameResult, Player, Points, RoundEntry, Tournament};
