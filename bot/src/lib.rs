//! Sanctum's bot: the game service that decides everything players do, and the
//! adapters that reach it (the console and Discord).

pub mod console;
pub mod discord;
pub mod service;
