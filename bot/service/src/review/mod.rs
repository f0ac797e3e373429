//! Post-game review: the engine goes over a finished game and says where the
//! result slipped (with the better move), which wins were missed, how accurate each
//! side played, and draws the evaluation over the game beside the final board.
//!
//! The engine's pass runs without a database connection and reports its progress;
//! its result is stored, so asking again answers at once.

mod analysis;
mod report;

pub use analysis::{Analysis, Verdict};

use super::Service;
use super::command::{Actor, Command, Place, Request};
use super::context::{Ctx, admit};
use super::error::{Refusal, Result, ServiceError};
use super::reply::{Reply, Response};
use super::text::Text;
use super::thinking::lower_priority;
use crate::catalogue::{CommandSpec, OptionKind, command, optional};
use data::{GameStatus, LoadedGame};

/// Progress is first reported after this many positions...
const FIRST_PROGRESS: usize = 4;
/// ...then at most this often, so the edits stay within Discord's rate limits.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// The finished game a review asks for: by number (in this server only), else this
/// channel's last game, else the caller's last game here.
pub(crate) fn review_request(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    game: Option<&str>,
) -> Result<LoadedGame> {
    let game = game.map(super::archive::parse_game_number).transpose()?;
    let stored = match game {
        Some(id) => match cx.store.game(id) {
            Ok(g) if g.guild == place.guild => g,
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
                .ok_or(Refusal::NothingToReview)?,
        },
    };
    match stored.status {
        GameStatus::Active => Err(Refusal::ReviewUnfinished.into()),
        GameStatus::Aborted => Err(Refusal::ReviewAborted.into()),
        GameStatus::Finished => Ok(cx.store.load_game(stored.id)?),
    }
}

/// The game a review command names (`None`: the default game), or `None` at the
/// outer level for any other command.
#[allow(
    clippy::option_option,
    reason = "no review, or a review of the default game"
)]
fn review_of(command: &Command) -> Option<Option<String>> {
    match command {
        Command::Review { game } => Some(game.clone()),
        Command::Press(super::Action::Review(g)) => Some(Some(g.0.to_string())),
        _ => None,
    }
}

/// True for the commands that review a game (they take long; see
/// [`Service::handle_with_progress`]).
pub(super) fn is_review(command: &Command) -> bool {
    review_of(command).is_some()
}

impl Service {
    /// Like [`Service::handle`], with `progress` hearing how a long command (a
    /// review) is getting on, as text to show in place of its answer so far.
    pub fn handle_with_progress(
        &self,
        request: &Request,
        progress: &(dyn Fn(Text) + Sync),
    ) -> Response {
        let Some(game) = review_of(&request.command) else {
            return self.handle(request);
        };
        match self.review(request, game.as_deref(), progress) {
            Ok(response) => response,
            Err(e) => {
                if let ServiceError::Store(inner) = &e {
                    tracing::error!(error = %inner, "review failed");
                }
                Response::one(Reply::private(e.user_text()))
            }
        }
    }

    fn review(
        &self,
        request: &Request,
        game: Option<&str>,
        progress: &(dyn Fn(Text) + Sync),
    ) -> Result<Response> {
        let now = self.clock.now();
        let found = self.in_ctx(now, |ctx| {
            if !admit(ctx, request)? {
                return Ok(None);
            }
            let loaded = review_request(ctx, &request.actor, request.place, game)?;
            let saved = ctx.store.review(loaded.stored.id)?;
            Ok(Some((loaded, saved)))
        })?;
        let Some((loaded, saved)) = found else {
            return Ok(Response {
                duplicate: true,
                ..Response::default()
            });
        };
        let stored = saved
            .as_deref()
            .and_then(|text| Analysis::from_text(text, &loaded.game));
        let analysis = if let Some(a) = stored {
            a
        } else {
            let started = std::time::Instant::now();
            let total_moves = loaded.game.ply();
            let slot = self.engine_slots.acquire();
            let mut last_report: Option<std::time::Instant> = None;
            let mut report = |done: usize, total: usize| {
                let due =
                    last_report.map_or(done >= FIRST_PROGRESS, |at| at.elapsed() >= PROGRESS_EVERY);
                if due && done < total {
                    last_report = Some(std::time::Instant::now());
                    progress(Text::from(format!(
                        "Reviewing… move {} of {}",
                        done.min(total_moves),
                        total_moves
                    )));
                }
            };
            // On a thread of its own at the engine's low priority: a review thinks for
            // up to 20 s and must not slow down the moves people make meanwhile.
            let analysis = std::thread::scope(|scope| {
                scope
                    .spawn(|| {
                        lower_priority();
                        analysis::analyse(&loaded.game, &mut report)
                    })
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            });
            drop(slot);
            tracing::info!(game = %loaded.stored.id, plies = total_moves, ms = started.elapsed().as_millis() as u64, "game reviewed");
            let text = analysis.to_text();
            self.stores
                .with(|store| store.save_review(loaded.stored.id, &text, self.clock.now()))??;
            analysis
        };
        self.in_ctx(self.clock.now(), |ctx| {
            Ok(Response::one(report::review_reply(ctx, &loaded, &analysis)))
        })
    }
}

/// `review`.
pub(crate) const REVIEW: CommandSpec = command(
    "Have Sanctum review a finished game: slips, missed wins, accuracy and a graph.",
    &[optional(
        "game",
        "The game's number (default: this channel's last game)",
        OptionKind::Game,
    )],
    |a| {
        Ok(Command::Review {
            game: a.text("game"),
        })
    },
);
