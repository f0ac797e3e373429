//! Sanctum's bot: the adapters that reach the game service (the `service` crate):
//! the console and Discord.

pub mod console;
pub mod discord;
