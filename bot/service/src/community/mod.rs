//! Playing with others beyond one game: challenges and rematches, the lobby across
//! servers, vote chess, matches between servers, tournaments. These build on
//! [`game`](crate::game) and [`core`](crate::core), and hear of games ending through
//! events rather than being called by the game.

pub(crate) mod challenge;
pub(crate) mod games;
pub(crate) mod lobby;
pub mod matches;
pub(crate) mod ratings;
pub(crate) mod rematch;
pub(crate) mod tournament;
pub(crate) mod vote;
