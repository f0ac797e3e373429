//! What `match` asks, as typed. The matches feature decides what it means.

use data::DaysPerMove;
use rules::Variant;

/// What `match` asks.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MatchRequest {
    /// The server to challenge, by its id as typed.
    pub server: Option<String>,
    /// The game.
    pub variant: Option<Variant>,
    /// Boards; checked here.
    pub boards: Option<i64>,
    /// Days per move.
    pub days: Option<DaysPerMove>,
    /// One of the flags, if given (the first of them in [`MatchFlag`]'s order, if
    /// several were).
    pub flag: Option<MatchFlag>,
}

/// What a flag of `match` asks, in the order they are heeded when several are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchFlag {
    /// This server's matches, newest first.
    History,
    /// Take proposals from every server again, those refused included.
    AllowAll,
    /// Withdraw from this server's match (a forfeit once it started).
    Withdraw,
    /// Start this server's match in sign-up.
    Start,
}
