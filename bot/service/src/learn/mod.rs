//! Getting better: puzzles (and the daily puzzle), lessons, the rules, and reviews of
//! finished games. Built on [`game`](crate::game) and [`core`](crate::core).

pub(crate) mod lessons;
pub(crate) mod puzzle;
pub mod review;
pub(crate) mod rules;
