//! Sanctum's bot: the adapters that reach the game service (the `service` crate):
//! the console and Discord, and the HTTP listener for health and metrics.

pub mod console;
pub mod discord;
pub mod http;
