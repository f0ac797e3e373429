//! The scheduler's tick: every feature's work that falls due with time rather than
//! with a command, in one order. Each piece claims its work in the database, so a
//! tick run twice, or by two processes, or after a restart, does it exactly once.

use crate::core::context::Ctx;
use crate::core::policy::{BUTTON_MEMORY, INTERACTION_MEMORY};
use crate::core::refusal::Result;
use crate::core::reply::Response;
use crate::game::deadlines::Settle;

/// Everything due at `cx.now`, each as a response posting into its channel. `settle`
/// hands the facts reported so far to the features that hear them (see
/// [`router::publish`](crate::router::publish)), so each game's end is heard before the
/// next deadline is looked at.
pub(crate) fn tick(cx: &Ctx<'_>, settle: Settle<'_>) -> Result<Vec<Response>> {
    // Matches hear of their games' ends as events; this finds what a process that
    // stopped in between left untold.
    let mut out = crate::community::matches::news(cx)?;
    out.extend(crate::community::matches::lapse_due(cx)?);
    out.extend(crate::community::lobby::deliver_due(cx)?);
    out.extend(crate::community::challenge::expire_due(cx)?);
    // A team's deadline plays the move it voted for most; other games' clocks decide.
    out.extend(crate::game::deadlines::time_outs(
        cx,
        &crate::community::vote::at_deadline,
        settle,
    )?);
    out.extend(crate::game::deadlines::reminders(cx)?);
    out.extend(crate::game::notify::notices(cx)?);
    out.extend(crate::learn::puzzle::daily::post_due(cx)?);
    out.extend(crate::community::tournament::tick(cx)?);
    crate::learn::explorer::catch_up(cx)?;
    // Discord redelivers an interaction within minutes at most; a day of ids is plenty.
    cx.store
        .forget_interactions_before(cx.now - INTERACTION_MEMORY)?;
    cx.store
        .forget_button_messages_before(cx.now - BUTTON_MEMORY)?;
    Ok(out)
}
