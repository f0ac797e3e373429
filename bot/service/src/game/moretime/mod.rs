//! `/moretime`: a player gives the opponent one more day on the move they are thinking
//! about, as a courtesy when life gets in their way.

pub(crate) mod refusal;
pub use refusal::MoreTimeRefusal;

use crate::core::catalogue::{CommandSpec, command};
use crate::core::context::{Ctx, color_in, game_here};
use crate::core::policy::{DAY, MORE_TIME_GIFT as GIFT};
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::request::Command;
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use data::DaysPerMove;

/// Gives the opponent of `actor` in this channel's game one more day.
pub fn more_time(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let loaded = game_here(cx, actor.user, place)?;
    let game = &loaded.stored;
    let color = color_in(game, actor.user)?;
    if game.turn() == color {
        return Err(MoreTimeRefusal::MoreTimeOwnMove.into());
    }
    // No move waits longer than the longest days per move a game can have.
    let longest = DaysPerMove::ALL
        .iter()
        .map(|d| i64::from(d.get()))
        .max()
        .unwrap_or(14);
    if game.deadline + GIFT - cx.now > longest * DAY {
        return Err(MoreTimeRefusal::MoreTimeCapped { days: longest }.into());
    }
    let after = cx.store.extend_deadline(game.id, game.ply, GIFT)?;
    let opponent = after.player_to_move();
    tracing::info!(game = %game.id, deadline = after.deadline, "more time given");
    let text = Msg::new("moretime-given")
        .str("name", actor.name.clone())
        .user("opponent", opponent)
        .moment("due", after.deadline);
    Ok(Response::one(Reply::public(text).ping([opponent])))
}

/// `moretime`.
pub(crate) const MORETIME: CommandSpec =
    command("moretime-description", &[], |_| Ok(Command::MoreTime));
