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

use crate::core::clock::Clock;
use crate::core::context::Ctx;
use crate::core::policy::{
    CHALLENGE_WINDOW, CHALLENGES_PER_WINDOW, EXERCISE_WINDOW, EXERCISES_PER_WINDOW,
    MAX_ENGINE_GAMES, MAX_PENDING_CHALLENGES, RECHALLENGE_WAIT, REVIEW_WINDOW, REVIEWS_PER_WINDOW,
    WEB_MOVE_WINDOW, WEB_MOVES_PER_WINDOW,
};
use crate::core::refusal::{Refusal, Result};
use data::{GameId, GuildId, RoleId, Timestamp, UserId};
use governor::middleware::NoOpMiddleware;
use governor::state::keyed::HashMapStateStore;
use governor::{Quota, RateLimiter};
use rules::Color;
use std::hash::Hash;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

/// The service's clock as `governor` reads time: a test's manual clock moves the
/// limits along with everything else.
#[derive(Clone)]
struct ServiceClock(Arc<dyn Clock>);

impl governor::clock::Clock for ServiceClock {
    type Instant = Duration;

    fn now(&self) -> Duration {
        Duration::from_secs(u64::try_from(self.0.now()).unwrap_or(0))
    }
}

/// One rate, kept per key.
struct Rate<K: Hash + Eq + Clone> {
    limiter: RateLimiter<K, HashMapStateStore<K>, ServiceClock, NoOpMiddleware<Duration>>,
    clock: ServiceClock,
}

impl<K: Hash + Eq + Clone> Rate<K> {
    /// `n` in `window` seconds: a burst of `n`, then one more every `window / n`.
    fn new(n: u32, window: Timestamp, clock: &Arc<dyn Clock>) -> Rate<K> {
        let n = NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN);
        let every = Duration::from_secs(u64::try_from(window).unwrap_or(1).max(1)) / n.get();
        let quota = Quota::with_period(every)
            .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
            .allow_burst(n);
        let clock = ServiceClock(clock.clone());
        Rate {
            limiter: RateLimiter::new(quota, HashMapStateStore::default(), clock.clone()),
            clock,
        }
    }

    /// Takes one for `key` now, or says when the next one comes.
    fn take(&self, key: &K) -> std::result::Result<(), Timestamp> {
        self.limiter.check_key(key).map_err(|not_until| {
            let now = governor::clock::Clock::now(&self.clock);
            let wait = not_until.wait_time_from(now);
            let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            self.clock.0.now() + Timestamp::try_from(secs).unwrap_or(Timestamp::MAX / 2)
        })
    }

    /// Forgets keys back at their full allowance, so the map stays small.
    fn forget_idle(&self) {
        self.limiter.retain_recent();
        self.limiter.shrink_to_fit();
    }
}

/// The rates of one service.
pub(crate) struct Limits {
    challenges: Rate<(GuildId, UserId)>,
    reviews: Rate<(GuildId, UserId)>,
    exercises: Rate<(GuildId, UserId)>,
    web_moves: Rate<(GameId, Color)>,
}

impl Limits {
    pub(crate) fn new(clock: &Arc<dyn Clock>) -> Limits {
        Limits {
            challenges: Rate::new(CHALLENGES_PER_WINDOW, CHALLENGE_WINDOW, clock),
            reviews: Rate::new(REVIEWS_PER_WINDOW, REVIEW_WINDOW, clock),
            exercises: Rate::new(EXERCISES_PER_WINDOW, EXERCISE_WINDOW, clock),
            web_moves: Rate::new(WEB_MOVES_PER_WINDOW, WEB_MOVE_WINDOW, clock),
        }
    }

    /// Forgets everyone back at their full allowance (run with the deadline work).
    pub(crate) fn forget_idle(&self) {
        self.challenges.forget_idle();
        self.reviews.forget_idle();
        self.exercises.forget_idle();
        self.web_moves.forget_idle();
    }
}

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
    cx.limits
        .challenges
        .take(&(guild, user))
        .map_err(|until| {
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
    cx.limits
        .exercises
        .take(&(guild, user))
        .map_err(|until| {
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
