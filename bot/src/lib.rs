//! Sanctum's bot: the game service that decides everything players do, and the
//! adapters that reach it (the console today; Discord next).

pub mod console;
pub mod service;
