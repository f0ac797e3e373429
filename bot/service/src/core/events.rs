//! What features tell each other: facts reported while a command or the scheduler's
//! tick runs, handed by the router to the features that subscribe once the work that
//! reported them is done (as lila's modules hear its bus). A feature reports a fact
//! and never calls another's handler; the list of who hears what is in one place, the
//! router's `publish`.

use data::{ChannelId, GameId, GuildId};
use std::cell::RefCell;

/// One fact a feature reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A game ended (a result, a draw, or an abort), and its ending is stored.
    GameEnded(GameId),
    /// A server chose the channel for its daily puzzle (it gets today's at once).
    DailyPuzzleChannelSet {
        /// The server.
        guild: GuildId,
        /// The channel.
        channel: ChannelId,
    },
    /// Sanctum is to move in a game and should be asked for its move (a deadline
    /// found it waiting, after a long stop).
    SanctumToMove(GameId),
}

/// The facts reported during one piece of work, in order, until the router takes them.
#[derive(Debug, Default)]
pub struct Events(RefCell<Vec<Event>>);

impl Events {
    /// Adds a fact.
    pub fn report(&self, event: Event) {
        self.0.borrow_mut().push(event);
    }

    /// Hands out the facts reported so far, oldest first, and forgets them.
    pub fn take(&self) -> Vec<Event> {
        std::mem::take(&mut *self.0.borrow_mut())
    }
}
