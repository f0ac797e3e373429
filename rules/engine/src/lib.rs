//! Sanctum's game engine: it finds good moves in orthodox chess, Capture the
//! Scepter and Sanctuary Chess.
//!
//! Pure like the rules crate it builds on: no I/O and no threads. A caller that
//! wants to stop a search from elsewhere (UCI's `stop`) raises the flag in
//! [`Limits::stop`] from its own thread.
//!
//! ```
//! use engine::{Engine, Limits};
//! use rules::{Position, Variant};
//! let pos = Position::new(Variant::Scepter);
//! let mut engine = Engine::new(1);
//! let result = engine.search(&pos, &[], &Limits::depth(3), &mut |_| {});
//! assert!(pos.is_legal(&result.best.unwrap()));
//! ```

pub mod eval;
pub mod goals;
pub mod level;
pub mod limits;
pub mod lines;
pub mod openings;
pub mod ordering;
mod rng;
pub mod score;
pub mod search;
pub mod see;
pub mod tt;
pub mod uci;

pub use eval::evaluate;
pub use level::{Level, choose_move};
pub use limits::{Limits, MAX_DEPTH, budget};
pub use lines::Line;
pub use rng::Rng;
pub use search::{Engine, Info, SearchResult};
