//! How the other side answers in a lesson.

use engine::{Engine, Limits};
use rules::{Move, Position};

/// The node budget of an engine answer that stands in for a scripted reply
/// that no longer fits the position.
pub const FALLBACK_NODES: u64 = 20_000;

/// The other side of a lesson.
///
/// Every answer is a function of the position and the moves so far, so an
/// attempt rebuilt from its moves replays the same answers.
///
/// ```
/// use lessons::Opponent;
/// assert!(Opponent::Still.is_still());
/// assert!(!Opponent::Engine { nodes: 5_000 }.is_still());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// Never moves: after each learner move the turn is passed back, the way
    /// targets stand in a first lesson. A move giving check is refused, since
    /// the other side could not answer it.
    Still,
    /// Plays these UCI replies in order; a reply that is not legal any more (the
    /// learner left the expected line) or a reply past the end of the script is
    /// the engine's, at [`FALLBACK_NODES`].
    Scripted(&'static [&'static str]),
    /// The engine's best reply within a fixed node budget, single-threaded.
    Engine {
        /// Nodes searched per reply.
        nodes: u64,
    },
}

impl Opponent {
    /// True for [`Opponent::Still`].
    pub fn is_still(&self) -> bool {
        matches!(self, Opponent::Still)
    }

    /// The reply in `pos` (the opponent to move) as its `index`-th answer, with
    /// `history` the hashes of the earlier positions. `None` when standing still
    /// or when the opponent has no legal move.
    pub(crate) fn reply(&self, pos: &Position, history: &[u64], index: usize) -> Option<Move> {
        match self {
            Opponent::Still => None,
            Opponent::Scripted(script) => script
                .get(index)
                .and_then(|uci| pos.parse_uci(uci).ok())
                .or_else(|| engine_reply(pos, history, FALLBACK_NODES)),
            Opponent::Engine { nodes } => engine_reply(pos, history, *nodes),
        }
    }
}

/// The engine's choice at a fixed node budget, from a fresh engine so nothing
/// learnt earlier changes the answer.
fn engine_reply(pos: &Position, history: &[u64], nodes: u64) -> Option<Move> {
    let limits = Limits {
        nodes: Some(nodes.max(1)),
        ..Limits::default()
    };
    let mut engine = Engine::new(1);
    engine
        .search(pos, history, &limits, &mut |_| {})
        .best
        .filter(|m| pos.is_legal(m))
}
