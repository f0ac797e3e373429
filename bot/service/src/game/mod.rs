//! One game's life: moves (typed, confirmed, conditional), offers, clocks and time
//! banks, deadlines, announcements and notices, pictures and preferences, PGN, the
//! archive, Sanctum as an opponent, vacations, blocks, a game shown in two servers,
//! and its players' private notes. It imports only [`core`](crate::core); what other features must learn of a
//! game (that it ended) goes out as an event.

pub(crate) mod alt;
pub(crate) mod announce;
pub(crate) mod archive;
pub(crate) mod bank;
pub(crate) mod block;
pub(crate) mod board;
pub(crate) mod commit;
pub mod conditional;
pub(crate) mod confirm;
pub(crate) mod deadlines;
pub(crate) mod engine_games;
pub(crate) mod mirror;
pub(crate) mod moretime;
pub(crate) mod notes;
pub(crate) mod notify;
pub(crate) mod offers;
pub(crate) mod outside;
pub(crate) mod pgn;
pub(crate) mod pictures;
pub(crate) mod play;
pub(crate) mod preferences;
pub(crate) mod settings;
pub(crate) mod thinking;
pub(crate) mod vacation;
