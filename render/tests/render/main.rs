//! The pictures' integration tests, one binary: golden images compared pixel by pixel
//! (`golden`) and what a picture must show, measured on its pixels (`structure`).

mod common;
mod golden;
mod look;
mod puzzle;
mod structure;
