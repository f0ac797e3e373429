//! Read models for the web face: what a game's, a tournament's, a server's, a
//! player's, a puzzle's or a lesson's page shows, and the private page to play from.
//! Pages read every feature; no feature reads a page.

pub(crate) mod board;
pub(crate) mod explorer;
pub(crate) mod game;
pub(crate) mod lessons;
pub(crate) mod play;
pub(crate) mod puzzles;
pub(crate) mod server;
pub(crate) mod tournament;
