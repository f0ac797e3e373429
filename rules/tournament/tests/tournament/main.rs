//! The tournament crate's tests, one binary: `bbp` pairs generated tournaments with
//! our Dutch engine and with bbpPairings and compares, `bbp_regressions` replays the
//! rounds where they once differed, `tiebreak` and `trf` check the tie-breaks and the
//! FIDE report format.

mod bbp;
mod bbp_regressions;
mod tiebreak;
mod trf;
