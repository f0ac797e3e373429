//! When a post Discord did not take is tried again, and what a failure says about it.
//!
//! Each post carries a nonce with `enforce_nonce`, the same for all its tries, so
//! Discord returns the message a lost answer hid instead of posting a second copy.
//! A failure Discord refused (a 4xx) is final. One where Discord certainly posted
//! nothing (a rate limit, "unavailable", no connection) is retried with doubling
//! waits for up to [`RetryPolicy::give_up_after`]. One whose outcome is unknown (a
//! server error, a timeout, a connection lost after sending, a process that stopped
//! mid-try) is retried only while Discord still remembers the nonce
//! ([`RetryPolicy::nonce_memory`]), then given up: a post may be lost, never doubled.
//! Discord's message history does not carry nonces, so a lost answer cannot be
//! checked afterwards.
//!
//! The waiting posts are held in the database ([`super::outbox`]), so any process
//! tries them after a restart; times here are milliseconds since the epoch.

use super::config::RetryPolicy;
use serenity::all::Nonce;
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// What a post is, for the logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A reminder, a loss on time, an expiry or a notice from the deadline work.
    Deadline,
    /// Sanctum's own move.
    EngineMove,
    /// A command's news posted outside its answer.
    CommandNews,
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Kind::Deadline => "deadline news",
            Kind::EngineMove => "Sanctum's move",
            Kind::CommandNews => "a command's news",
        })
    }
}

/// Why a try failed.
#[derive(Debug, thiserror::Error)]
pub enum Failed {
    /// Discord (or the way to it) answered with an error.
    #[error(transparent)]
    Discord(#[from] serenity::Error),
    /// No answer within [`RetryPolicy::attempt_timeout`].
    #[error("no answer from Discord within {0:?}")]
    TimedOut(Duration),
}

/// What a failure says about the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Fate {
    /// Discord refused it and would again.
    Refused,
    /// Discord certainly did not post it.
    NotPosted,
    /// Discord may have posted it.
    Unknown,
}

impl Failed {
    pub(super) fn fate(&self) -> Fate {
        use serenity::all::HttpError;
        match self {
            Failed::Discord(serenity::Error::Http(HttpError::UnsuccessfulRequest(r))) => {
                match r.status_code.as_u16() {
                    // Rate limited; and Discord's "no gateway available to process
                    // your request" or unavailable: nothing was processed.
                    429 | 502 | 503 => Fate::NotPosted,
                    500..=599 => Fate::Unknown,
                    _ => Fate::Refused,
                }
            }
            Failed::Discord(serenity::Error::Http(HttpError::Request(e))) => {
                if e.is_connect() {
                    Fate::NotPosted
                } else if e.is_builder() {
                    Fate::Refused
                } else {
                    Fate::Unknown
                }
            }
            // No answer in time, a 2xx answer serenity could not read, or the
            // connection broke mid-way.
            Failed::TimedOut(_)
            | Failed::Discord(serenity::Error::Json(_) | serenity::Error::Io(_)) => Fate::Unknown,
            Failed::Discord(_) => Fate::Refused,
        }
    }
}

/// A held post's tries so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Tried {
    /// When its first try failed.
    pub first_failed: i64,
    /// Tries made, at least one.
    pub tries: u32,
    /// When a try that may have posted it was made, if one was.
    pub unknown_since: Option<i64>,
}

/// What to do after a failed try.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Next {
    /// Try again from `due`; `unknown_since` as [`Tried::unknown_since`] now.
    RetryAt {
        due: i64,
        unknown_since: Option<i64>,
    },
    /// Stop: Discord refused it.
    Refused,
    /// Stop: another try could post a second copy, or it has failed for too long.
    GiveUp,
}

/// Milliseconds, for sums with the database's times.
pub(super) fn ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// After the try made at `tried_at` failed with `fate`, seen at `now`: waits double
/// from [`RetryPolicy::first_delay`] with each try, up to the longest; once a try may
/// have posted, every later one falls within the nonce's memory of it, closer and
/// closer to its end, and none after.
pub(super) fn next_try(
    policy: &RetryPolicy,
    tried: Tried,
    fate: Fate,
    tried_at: i64,
    now: i64,
) -> Next {
    if fate == Fate::Refused {
        return Next::Refused;
    }
    let unknown_since = tried
        .unknown_since
        .or((fate == Fate::Unknown).then_some(tried_at));
    let doublings = tried.tries.saturating_sub(1).min(30);
    let mut wait = policy
        .first_delay
        .saturating_mul(1 << doublings)
        .min(policy.longest_delay);
    let mut limit = tried.first_failed.saturating_add(ms(policy.give_up_after));
    if let Some(since) = unknown_since {
        let forgotten = since.saturating_add(ms(policy.nonce_memory));
        let left = Duration::from_millis(u64::try_from(forgotten - now).unwrap_or(0));
        wait = wait.min(left / 2).max(policy.first_delay);
        limit = limit.min(forgotten);
    }
    let due = now.saturating_add(ms(wait));
    if due > limit {
        Next::GiveUp
    } else {
        Next::RetryAt { due, unknown_since }
    }
}

/// A nonce no other post of any process shares: a per-process random start (std's
/// hasher keys are random) counted up.
pub(super) fn fresh_nonce() -> Nonce {
    static START: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let start = *START.get_or_init(|| {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u32(std::process::id());
        if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
            h.write_u128(t.as_nanos());
        }
        h.finish()
    });
    // 16 hex digits: within Discord's 25 characters (checked below).
    Nonce::String(format!(
        "{:016x}",
        start.wrapping_add(NEXT.fetch_add(1, Ordering::Relaxed))
    ))
}

/// A nonce's 16 hex digits fit Discord's limit.
const _: () = assert!(16 <= super::limits::MAX_NONCE);

#[cfg(test)]
mod tests {
    use super::*;

    const POLICY: RetryPolicy = super::super::config::RETRY;

    fn secs(s: i64) -> i64 {
        s * 1_000
    }

    /// Tries a post failing with `fates` (the last repeated) from time 0, each try
    /// made as soon as it falls due; the times of the tries after the first.
    fn run(fates: &[Fate]) -> (Vec<i64>, Next) {
        let mut tried = Tried {
            first_failed: 0,
            tries: 1,
            unknown_since: None,
        };
        let (mut at, mut times) = (0, Vec::new());
        for i in 0.. {
            let fate = fates[i.min(fates.len() - 1)];
            match next_try(&POLICY, tried, fate, at, at) {
                Next::RetryAt { due, unknown_since } => {
                    at = due;
                    times.push(at);
                    tried.tries += 1;
                    tried.unknown_since = unknown_since;
                }
                other => return (times, other),
            }
        }
        unreachable!()
    }

    #[test]
    fn waits_double_up_to_the_longest_and_stop_after_a_day() {
        let (times, end) = run(&[Fate::NotPosted]);
        assert_eq!(end, Next::GiveUp);
        let waits: Vec<i64> = std::iter::once(0)
            .chain(times.iter().copied())
            .collect::<Vec<_>>()
            .windows(2)
            .map(|w| w[1] - w[0])
            .collect();
        assert_eq!(&waits[..4], &[secs(1), secs(2), secs(4), secs(8)]);
        assert!(waits.iter().all(|w| *w <= ms(POLICY.longest_delay)));
        assert_eq!(waits.last(), Some(&ms(POLICY.longest_delay)));
        let last = *times.last().expect("tries");
        assert!(last <= ms(POLICY.give_up_after));
        assert!(last + ms(POLICY.longest_delay) > ms(POLICY.give_up_after));
    }

    #[test]
    fn a_refusal_is_final() {
        assert_eq!(run(&[Fate::Refused]), (vec![], Next::Refused));
    }

    #[test]
    fn after_a_try_that_may_have_posted_every_retry_is_within_the_nonce_memory() {
        // An hour of outage first (about 16 tries), then an answer lost.
        let mut fates = vec![Fate::NotPosted; 20];
        fates.push(Fate::Unknown);
        fates.push(Fate::NotPosted);
        let (times, end) = run(&fates);
        assert_eq!(end, Next::GiveUp);
        let unknown = times[19];
        let after: Vec<i64> = times[20..].iter().map(|t| t - unknown).collect();
        assert!(after.len() >= 5, "{after:?}");
        assert!(
            after.iter().all(|t| *t <= ms(POLICY.nonce_memory)),
            "{after:?}"
        );
    }

    #[test]
    fn a_try_that_may_have_posted_before_a_restart_still_bounds_the_next() {
        let tried = Tried {
            first_failed: 0,
            tries: 3,
            unknown_since: Some(secs(10)),
        };
        let forgotten = secs(10) + ms(POLICY.nonce_memory);
        match next_try(&POLICY, tried, Fate::NotPosted, secs(100), secs(100)) {
            Next::RetryAt { due, unknown_since } => {
                assert!(due <= forgotten);
                assert_eq!(unknown_since, Some(secs(10)));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            next_try(&POLICY, tried, Fate::NotPosted, forgotten, forgotten),
            Next::GiveUp
        );
    }

    #[test]
    fn nonces_differ_and_fit_discord() {
        let (a, b) = (fresh_nonce(), fresh_nonce());
        let text = |n: &Nonce| match n {
            Nonce::String(s) => s.clone(),
            Nonce::Number(n) => n.to_string(),
        };
        assert_ne!(text(&a), text(&b));
        assert!(text(&a).len() <= crate::discord::limits::MAX_NONCE);
    }
}
