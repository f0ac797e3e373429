//! The engine's integration tests, one binary: how it behaves under its limits and
//! levels (`behaviour`), and the wins it finds checked by a brute-force solver of its
//! own (`forced_wins`, `solver`).

mod behaviour;
mod forced_wins;
mod solver;
mod unchanged;
