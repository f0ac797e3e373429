//! Limits per person, per server, so that nobody can spam a server or stall Sanctum
//! by repeating a command: how often one challenges or asks for reviews (rates, kept
//! by `governor` on the service's clock), how many challenges one has waiting, how
//! many games against Sanctum one plays, how soon one challenges someone who just
//! said no (counted in the database), and how often a server's role is pinged
//! (claimed in the database, at the wait the server chose).
//!
//! The rates live in this process. Discord sends all of a server's interactions to
//! one shard, and so to one process, so they hold with several processes too; a
//! takeover after a crash starts them afresh. The counts and claims are in the
//! database and hold everywhere.

use crate::core::context::Ctx;
use crate::core::policy::{
    CHALLENGES_PER_WINDOW, EXERCISES_PER_WINDOW, MAX_ENGINE_GAMES, MAX_PENDING_CHALLENGES,
    RECHALLENGE_WAIT, REVIEWS_PER_WINDOW,
};
pub(crate) use crate::core::rates::Limits;
use crate::core::refusal::{Refusal, Result};
use data::{GameId, GuildId, RoleId, Timestamp, UserId};
use rules::Color;

/// Checks that `user` may make one more challenge in `guild` (to `opponent`, a
/// person; `None` for an open challenge) and counts it.
pub(crate) fn new_challenge(
    cx: &Ctx<'_>,
    user: UserId,
    guild: GuildId,
    opponent: Option<UserId>,
) -> Result<()> {
    let (waiting, first_lapses) = cx.store.pending_challenges_by(user, guild)?;
    if waiting >= MAX_PENDING_CHALLENGES {
        return Err(Refusal::TooManyWaiting {
            limit: MAX_PENDING_CHALLENGES,
            until: first_lapses.unwrap_or(cx.now),
        }
        .into());
    }
    if let Some(opponent) = opponent
        && let Some(at) = cx.store.last_turned_down(user, opponent, guild)?
        && at + RECHALLENGE_WAIT > cx.now
    {
        return Err(Refusal::ChallengedRecently {
            challenged: opponent,
            until: at + RECHALLENGE_WAIT,
        }
        .into());
    }
    challenge_rate(cx, user, guild)
}

/// Checks that `user` may start one more game against Sanctum, and counts it.
pub(crate) fn new_engine_game(cx: &Ctx<'_>, user: UserId, guild: GuildId) -> Result<()> {
    if cx.store.active_engine_games_of(user)? >= MAX_ENGINE_GAMES {
        return Err(Refusal::TooManyEngineGames {
            limit: MAX_ENGINE_GAMES,
        }
        .into());
    }
    challenge_rate(cx, user, guild)
}

fn challenge_rate(cx: &Ctx<'_>, user: UserId, guild: GuildId) -> Result<()> {
    cx.limits.challenges.take(&(guild, user)).map_err(|until| {
        Refusal::TooManyChallenges {
            limit: CHALLENGES_PER_WINDOW,
            until,
        }
        .into()
    })
}

/// Checks that `user` may ask for one more review in `guild`, and counts it.
pub(crate) fn new_review(cx: &Ctx<'_>, user: UserId, guild: GuildId) -> Result<()> {
    cx.limits.reviews.take(&(guild, user)).map_err(|until| {
        Refusal::TooManyReviews {
            limit: REVIEWS_PER_WINDOW,
            until,
        }
        .into()
    })
}

/// Checks that `user` may open one more puzzle or lesson in `guild`, and counts it.
pub(crate) fn new_exercise(cx: &Ctx<'_>, user: UserId, guild: GuildId) -> Result<()> {
    cx.limits.exercises.take(&(guild, user)).map_err(|until| {
        Refusal::TooManyExercises {
            limit: EXERCISES_PER_WINDOW,
            until,
        }
        .into()
    })
}

/// One more move sent from the private page to play `color` in `game`.
pub(crate) fn web_move(cx: &Ctx<'_>, game: GameId, color: Color) -> Result<()> {
    cx.limits
        .web_moves
        .take(&(game, color))
        .map_err(|until| Refusal::TooManyWebMoves { until }.into())
}

/// Whether an open challenge may ping `role` in `guild` now, at most once every
/// `minutes` (claimed if so); if not, when it next may.
pub(crate) fn role_ping(
    cx: &Ctx<'_>,
    guild: GuildId,
    role: RoleId,
    minutes: u32,
) -> Result<Option<Timestamp>> {
    Ok(cx
        .store
        .claim_role_ping(guild, role, cx.now, Timestamp::from(minutes) * 60)?)
}
