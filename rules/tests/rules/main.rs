//! The rules' integration tests, one binary: a module per area, checked against the
//! independent reference model (`reference`), perft files, hand-checked positions and
//! random games (`common`).

mod against_reference;
mod common;
mod fen_and_game;
mod notation;
mod perft_files;
mod pgn;
mod positions;
mod properties;
mod reference;
