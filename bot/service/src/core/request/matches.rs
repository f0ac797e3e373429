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
    /// Start this server's match in sign-up.
    pub start: bool,
    /// Withdraw from this server's match (a forfeit once it started).
    pub withdraw: bool,
    /// This server's matches, newest first.
    pub history: bool,
}
