//! The rates that limit how often one person repeats a command (challenges, reviews,
//! puzzles and lessons, moves from the web), kept by `governor` per key on the
//! service's clock. [`limits`](crate::core::limits) checks them for each command.

use crate::core::clock::Clock;
use crate::core::policy::{
    CHALLENGE_WINDOW, CHALLENGES_PER_WINDOW, EXERCISE_WINDOW, EXERCISES_PER_WINDOW, REVIEW_WINDOW,
    REVIEWS_PER_WINDOW, WEB_MOVE_WINDOW, WEB_MOVES_PER_WINDOW,
};
use data::{GameId, GuildId, Timestamp, UserId};
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
pub(crate) struct Rate<K: Hash + Eq + Clone> {
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
    pub(crate) fn take(&self, key: &K) -> std::result::Result<(), Timestamp> {
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
    /// Challenges per person and server.
    pub(crate) challenges: Rate<(GuildId, UserId)>,
    /// Reviews asked for per person and server.
    pub(crate) reviews: Rate<(GuildId, UserId)>,
    /// Puzzles and lessons opened per person and server.
    pub(crate) exercises: Rate<(GuildId, UserId)>,
    /// Moves from the private web page per game and side.
    pub(crate) web_moves: Rate<(GameId, Color)>,
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
