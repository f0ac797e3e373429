//! Work the service does off any player's command, as methods of [`Service`](crate::Service):
//! Sanctum's own moves, reviews, and puzzle mining. Each feature keeps its queue and its
//! analysis; here they meet the service's connections, engine slots and clock.

mod mining;
mod review;
mod thinking;

pub use thinking::Thinker;
