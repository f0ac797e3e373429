//! Storing a move and telling the channel: a person's move, a confirmed one and
//! Sanctum's own all go through here, followed by any answers queued for it.

use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::Response;
use crate::game::announce::{Played, announce_moves};
use data::{LoadedGame, UserId};
use rules::Move;

/// The most moves one command can set off: queued answers that meet each other stop here.
const MAX_ANSWERS_IN_A_ROW: usize = 64;

/// Stores `mv` by `by` (called `name`) in the freshly loaded game and announces
/// it: a person's move and Sanctum's own go out the same way. If the player now to
/// move queued an answer to it, the answer is played at once and announced after it
/// (and so on, while queued answers meet each other).
pub(crate) fn commit_move(
    cx: &Ctx<'_>,
    loaded: &LoadedGame,
    mv: Move,
    by: UserId,
    name: &str,
) -> Result<Response> {
    // The game was just loaded and replayed to read the move: the store checks it is
    // unchanged instead of replaying every stored move again.
    let recorded = cx.store.record_move_in(loaded, &mv, by, cx.now)?;
    tracing::info!(game = %loaded.stored.id, ply = recorded.saved.ply, mv = %recorded.saved.uci, "move played");
    let mut after = loaded.game.clone();
    if let Err(e) = after.play(&mv) {
        tracing::error!(error = %e, "a recorded move does not replay");
    }
    let mut steps = vec![Played {
        before_stored: loaded.stored.clone(),
        before: loaded.game.clone(),
        mv,
        name: name.to_owned(),
        recorded,
        after,
        conditional: false,
    }];
    while steps.len() < MAX_ANSWERS_IN_A_ROW {
        let Some(last) = steps.last() else { break };
        match crate::game::conditional::conditional_answer(cx, last) {
            Some(next) => steps.push(next),
            None => break,
        }
    }
    crate::core::metrics::moves_played(loaded.stored.variant, steps.len());
    for step in steps.iter().filter(|s| !s.recorded.stored.is_active()) {
        cx.game_ended(&step.recorded.stored);
    }
    announce_moves(cx, &steps)
}
