//! Post-game review: the engine goes over a finished game and says where the
//! result slipped (with the better move), which wins were missed, how accurate each
//! side played, and draws the evaluation over the game beside the final board.
//!
//! The engine's pass runs without a database connection and reports its progress;
//! its result is stored, so asking again answers at once.

pub(crate) mod refusal;
pub use refusal::ReviewRefusal;

pub(crate) mod analysis;
pub mod judge;
pub(crate) mod queue;
pub(crate) mod report;

pub use analysis::{Analysis, Verdict, analyse, to_depth};
pub(crate) use queue::ReviewQueue;
pub use queue::{Listener, ReviewNews};
pub use report::{Note, NoteKind, notes};

use crate::core::catalogue::{CommandSpec, OptionKind, command, optional};
use crate::core::context::Ctx;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::Response;
use crate::core::request::{Actor, Command, Place};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{GameStatus, LoadedGame};

/// Progress is first reported after this many positions...
pub(crate) const FIRST_PROGRESS: usize = 4;
/// ...then at most this often, so the edits stay within Discord's rate limits.
pub(crate) const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// The finished game a review asks for: by number (in this server only), else this
/// channel's last game, else the caller's last game here.
pub(crate) fn review_request(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    game: Option<&str>,
) -> Result<LoadedGame> {
    let game = game
        .map(crate::game::archive::parse_game_number)
        .transpose()?;
    let stored = match game {
        Some(id) => match cx.store.game(id) {
            Ok(g) if g.is_in(place.guild) => g,
            Ok(_) | Err(data::Error::GameNotFound(_)) => {
                return Err(Refusal::NoSuchGame(id.0).into());
            }
            Err(e) => return Err(e.into()),
        },
        None => match cx.store.last_game_in_channel(place.channel)? {
            Some(g) => g,
            None => cx
                .store
                .recent_games_of(actor.user, Some(place.guild), 1)?
                .pop()
                .ok_or(ReviewRefusal::NothingToReview)?,
        },
    };
    match stored.status {
        GameStatus::Active => Err(ReviewRefusal::ReviewUnfinished.into()),
        GameStatus::Aborted => Err(ReviewRefusal::ReviewAborted.into()),
        GameStatus::Finished => Ok(cx.store.load_game(stored.id)?),
    }
}

/// The game a review command names (`None`: the default game), or `None` at the
/// outer level for any other command.
#[allow(
    clippy::option_option,
    reason = "no review, or a review of the default game"
)]
pub(crate) fn review_of(command: &Command) -> Option<Option<String>> {
    match command {
        Command::Review { game } => Some(game.clone()),
        Command::Press(crate::core::request::Action::Review(g)) => Some(Some(g.0.to_string())),
        _ => None,
    }
}

/// True for the commands that review a game: they take long, and an adapter sends
/// them to [`Service::request_review`] rather than [`Service::handle`].
pub fn is_review(command: &Command) -> bool {
    review_of(command).is_some()
}

/// What a review request gets at once.
#[derive(Debug)]
pub enum ReviewStart {
    /// The whole answer: a stored review, a refusal, or nothing for a repeated delivery.
    Answered(Box<Response>),
    /// Queued or attached to a review under way: show this line; the rest comes to
    /// the listener.
    Waiting(Text),
}

/// A fixed line of the review's, by its message id: what a constant can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Said(&'static str);

impl From<Said> for Text {
    fn from(said: Said) -> Text {
        Msg::new(said.0).into()
    }
}

/// Said when an analysis failed on Sanctum's side.
pub(crate) const FAILED: Said = Said("review-failed");
/// Said to everyone still waiting when the review threads stop.
pub(crate) const STOPPING: Said = Said("review-stopping");

/// `review`.
pub(crate) const REVIEW: CommandSpec = command(
    "review-description",
    &[optional("game", "review-game", OptionKind::Game)],
    |a| {
        Ok(Command::Review {
            game: a.text("game"),
        })
    },
);
