//! The engine's integration tests, one binary: how it behaves under its limits and
//! levels (`behaviour`), the wins it finds checked by a brute-force solver of its
//! own (`forced_wins`, `solver`), multi-PV (`multipv`), and the single-line search
//! pinned to recorded results (`unchanged`).

mod behaviour;
mod forced_wins;
mod multipv;
mod solver;
mod unchanged;
