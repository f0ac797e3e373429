//! Puzzle runs: `puzzle run:yes` hands a player puzzles one after another, each picked
//! a step harder than the last, until the first wrong move. A run is not rated; it
//! counts the puzzles solved, and the best run is kept per server and game.

use super::PuzzleRefusal;
use crate::core::context::Ctx;
use crate::core::policy::{RUN_FIRST_RATING, RUN_STEP};
use crate::core::refusal::Result;
use crate::core::reply::Response;
use crate::core::request::{Actor, Place};
use crate::core::text::{Msg, Text};
use crate::core::words::variant_name;
use data::{AttemptKind, PuzzleRun, RunOutcome};
use rules::Variant;

/// `puzzle run:yes`: a new run, from its easiest puzzle. A puzzle in the middle is
/// finished first.
pub(crate) fn begin(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    variant: Option<Variant>,
) -> Result<Response> {
    if let Some(open) = cx.store.open_puzzle_attempt(place.guild, actor.user)?
        && open.progress > 0
    {
        return Err(PuzzleRefusal::PuzzleOpen.into());
    }
    let variant = variant.unwrap_or(Variant::Sanctuary);
    let run = cx
        .store
        .start_puzzle_run(place.guild, actor.user, variant, cx.now)?;
    let lead = Text::from(
        Msg::new("puzzle-run-begun")
            .text("variant", Msg::new(variant_name(variant)))
            .num("best", run.best),
    )
    .line();
    serve(cx, actor, place, variant, run, lead)
}

/// A run's "Next puzzle": the run's next, a step harder.
pub(crate) fn next(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    variant: Variant,
) -> Result<Response> {
    let run = cx.store.puzzle_run(place.guild, actor.user, variant)?;
    if !run.going {
        return Err(PuzzleRefusal::NoRun(variant).into());
    }
    serve(cx, actor, place, variant, run, Text::new())
}

/// The rating the run's next puzzle is picked near, `solved` puzzles in.
pub(crate) fn rating_for(solved: u32) -> f64 {
    RUN_FIRST_RATING + RUN_STEP * f64::from(solved)
}

/// Opens the run's next puzzle: one never tried here, nearest the run's rating now.
fn serve(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    variant: Variant,
    run: PuzzleRun,
    lead: Text,
) -> Result<Response> {
    let Some(stored) = cx.store.next_puzzle(
        place.guild,
        actor.user,
        variant,
        None,
        rating_for(run.solved),
    )?
    else {
        return Err(PuzzleRefusal::NoPuzzleLeft {
            variant,
            theme: None,
        }
        .into());
    };
    let lead = lead
        .msg(Msg::new("puzzle-run-puzzle").num("number", run.solved + 1))
        .plain(" ");
    super::start(cx, actor, place, &stored, AttemptKind::Run, lead)
}

/// Where the run stands after one of its puzzles: going on with one more solved, or
/// over, as good as the player's best run here or short of it.
pub(crate) fn standing(out: &RunOutcome) -> Msg {
    let after = out.after;
    if after.going {
        return Msg::new("puzzle-run-on")
            .num("solved", after.solved)
            .num("best", after.best);
    }
    let kind = if after.solved > 0 && after.solved == after.best {
        "best"
    } else {
        "short"
    };
    Msg::new("puzzle-run-over")
        .num("solved", after.solved)
        .num("best", after.best)
        .str("kind", kind)
}
