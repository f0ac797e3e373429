//! Rematches: under a finished game, either player asks the other to play again with
//! the colours swapped and everything else the same. The request is a challenge like
//! any other (Accept / Decline, and it lapses the same way).

pub(crate) mod refusal;
pub use refusal::RematchRefusal;

use crate::core::context::{Ctx, color_in};
use crate::core::policy::CHALLENGE_LIFETIME;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::Response;
use crate::core::request::{Actor, Place};
use data::{ColorWish, GameId};

/// The Rematch button: asks the opponent, or accepts the opponent's own request.
pub fn rematch(cx: &Ctx<'_>, actor: &Actor, place: Place, game: GameId) -> Result<Response> {
    let old = cx.store.game(game)?;
    let color = color_in(&old, actor.user)?;
    if old.is_active() {
        return Err(RematchRefusal::GameNotOver.into());
    }
    if let Some(game) = cx.store.accepted_rematch(game)?.and_then(|c| c.game) {
        return Err(RematchRefusal::AlreadyRematched { game }.into());
    }
    if old.mirror.is_some() {
        return Err(RematchRefusal::RematchAcrossServers.into());
    }
    let opponent = old.player(!color);
    crate::game::block::may_play(cx, actor.user, opponent)?;
    // Both pressed Rematch: the second press accepts the first.
    if let Some(c) = cx.store.pending_rematch(game)?
        && c.challenged == Some(actor.user)
    {
        return crate::community::challenge::accept(cx, actor, place, Some(c.id));
    }
    // The new game is set up where the old one was (before it got a thread).
    let channel = cx
        .store
        .challenge_of_game(game)?
        .map_or(old.channel, |c| c.channel);
    if cx.store.active_game_in_channel(channel)?.is_some() {
        return Err(Refusal::ChannelBusy.into());
    }
    crate::core::limits::new_challenge(cx, actor.user, old.guild, Some(opponent))?;
    let swapped = if color == rules::Color::White {
        ColorWish::Black
    } else {
        ColorWish::White
    };
    let challenge = cx.store.create_challenge(&data::NewChallenge {
        guild: old.guild,
        channel,
        challenger: actor.user,
        challenged: Some(opponent),
        variant: old.variant,
        color: swapped,
        days_per_move: old.days_per_move,
        rated: old.rated,
        created_at: cx.now,
        expires_at: cx.now + CHALLENGE_LIFETIME,
        rematch_of: Some(game),
    })?;
    tracing::info!(challenge = %challenge.id, %game, "rematch asked");
    Ok(Response::one(crate::community::challenge::challenge_post(
        &challenge,
        &actor.name,
    )))
}
