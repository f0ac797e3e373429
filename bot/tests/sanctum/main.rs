//! The `sanctum` package's tests, one binary (each binary links the whole bot, so one
//! builds in a fraction of three's time): `service` drives the game service through its
//! own API, `discord` the Discord adapter and the real binary against the loopback fake
//! Discord, `cli` the binary's subcommands and the console. The table of
//! `bot/README.md` says what each module proves.

// Large `serde_json::json!` payloads expand deeper than the default recursion limit.
#![recursion_limit = "256"]

mod cli;
mod discord;
mod service;
mod stockfish;
