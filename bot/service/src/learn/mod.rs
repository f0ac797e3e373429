//! Getting better: puzzles (and the daily puzzle), lessons, the rules, the opening
//! explorer, and reviews of finished games. Built on [`game`](crate::game) and [`core`](crate::core).

pub(crate) mod explorer;
pub(crate) mod lessons;
pub(crate) mod puzzle;
pub mod review;
pub(crate) mod rules;

use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::Response;
use crate::core::request::{Actor, Command, Place};

/// The study commands that take several options: a puzzle (or a run of them) and the
/// opening explorer.
pub(crate) fn handle(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    command: &Command,
) -> Result<Response> {
    match command {
        Command::Puzzle {
            variant,
            theme: _,
            run: true,
        } => puzzle::run::begin(cx, actor, place, *variant),
        Command::Puzzle {
            variant,
            theme,
            run: false,
        } => puzzle::puzzle(cx, actor, place, *variant, *theme),
        Command::Explorer {
            variant,
            moves,
            everyone,
        } => explorer::explorer(cx, actor, place, *variant, moves.as_deref(), *everyone),
        other => {
            tracing::error!(?other, "not a study command");
            Err(crate::core::refusal::Refusal::NothingToSolve.into())
        }
    }
}
