//! The pictures' integration tests, one binary: golden images compared pixel by pixel
//! (`golden`), what a picture must show, measured on its pixels (`structure`), the
//! same for puzzle and lesson pictures (`puzzle`) and for table pictures (`table`),
//! and pictures to look at (`look`, ignored unless asked for).

mod common;
mod golden;
mod look;
mod puzzle;
mod structure;
mod table;
