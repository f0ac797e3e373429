//! Playing a queued answer the moment the opponent plays the move it expects.

use crate::core::context::{Ctx, name_of};
use crate::game::announce::Played;
use data::ConditionalQueue;

/// After `last` was stored: if the player now to move queued an answer to it, plays
/// that answer (and keeps the rest of the branches that go on from it). Any other
/// move empties their queue, keeping a note for its owner. A failure here never
/// undoes `last`: it is logged and nothing more is played.
pub(crate) fn conditional_answer(cx: &Ctx<'_>, last: &Played) -> Option<Played> {
    match try_conditional_answer(cx, last) {
        Ok(next) => next,
        Err(e) => {
            tracing::warn!(error = %e, game = %last.recorded.stored.id, "a conditional answer was not played");
            None
        }
    }
}

fn try_conditional_answer(cx: &Ctx<'_>, last: &Played) -> data::Result<Option<Played>> {
    let game = &last.recorded.stored;
    let owner = game.player(last.after.position().turn());
    let Some(queue) = cx.store.conditional(game.id, owner)? else {
        return Ok(None);
    };
    if queue.cleared_by.is_some() {
        return Ok(None);
    }
    if !game.is_active() {
        cx.store.clear_conditional(game.id, owner)?;
        return Ok(None);
    }
    let Some((answer, rest)) = next_answer(&queue, last) else {
        cx.store
            .mark_conditional_cleared(&queue, &last.recorded.saved.san, cx.now)?;
        tracing::info!(game = %game.id, "a move cleared a conditional queue");
        return Ok(None);
    };
    let recorded = match cx
        .store
        .play_conditional(&queue, game.ply, &answer, &rest, cx.now)
    {
        Ok(saved) => saved,
        // The owner moved, cleared or replaced the queue meanwhile: theirs stands.
        Err(
            data::Error::Conflict { .. }
            | data::Error::NotYourTurn { .. }
            | data::Error::GameOver(_),
        ) => return Ok(None),
        Err(e) => return Err(e),
    };
    tracing::info!(game = %game.id, ply = recorded.saved.ply, mv = %recorded.saved.uci, "conditional move played");
    let mut after = last.after.clone();
    if let Err(e) = after.play(&answer) {
        tracing::error!(error = %e, "a recorded conditional move does not replay");
    }
    Ok(Some(Played {
        before_stored: game.clone(),
        before: last.after.clone(),
        mv: answer,
        name: name_of(cx, owner),
        recorded,
        after,
        conditional: true,
    }))
}

/// The answer `queue` gives to `last` and the branches that go on after it, or `None`
/// if the queue did not expect it (or no longer fits the game: a takeback changed it).
fn next_answer(queue: &ConditionalQueue, last: &Played) -> Option<(rules::Move, Vec<Vec<String>>)> {
    let fits = queue.ply + 1 == last.recorded.stored.ply && queue.fen == last.before_stored.fen;
    if !fits {
        return None;
    }
    let played = last.mv.uci();
    let answer = queue
        .branches
        .iter()
        .find(|b| b.first() == Some(&played))
        .and_then(|b| b.get(1))?;
    let mv = last.after.position().parse_uci(answer).ok()?;
    if last.after.outcome().is_some() || !last.after.legal_moves().as_slice().contains(&mv) {
        return None;
    }
    let rest = queue
        .branches
        .iter()
        .filter(|b| b.len() > 2 && b.first() == Some(&played) && b.get(1) == Some(answer))
        .map(|b| b[2..].to_vec())
        .collect();
    Some((mv, rest))
}
