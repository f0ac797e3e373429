//! Posts Discord did not take, tried again: news the service has already claimed
//! (deadline work, Sanctum's moves, a command's news for another channel or a
//! direct message) must not be lost to a passing failure, nor posted twice.
//!
//! Each post carries a nonce with `enforce_nonce`, the same for all its tries, so
//! Discord returns the message a lost answer hid instead of posting a second copy.
//! A failure Discord refused (a 4xx) is final. One where Discord certainly posted
//! nothing (a rate limit, "unavailable", no connection) is retried with doubling
//! waits for up to [`RetryPolicy::give_up_after`]. One whose outcome is unknown (a
//! server error, a timeout, a connection lost after sending) is retried only while
//! Discord still remembers the nonce ([`RetryPolicy::nonce_memory`]): a post may be
//! lost, never doubled.
//!
//! The waiting posts live in this process's memory, bounded by
//! [`RetryPolicy::most_waiting`]: the process that claimed the work owns its
//! delivery, and a restart loses what still waits (each logged at ERROR).

use super::config::RetryPolicy;
use super::markdown::CommandIds;
use super::post;
use serenity::all::{Http, Nonce};
use service::{Reply, Service, Visibility};
use std::hash::{BuildHasher, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

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
enum Fate {
    /// Discord refused it and would again.
    Refused,
    /// Discord certainly did not post it.
    NotPosted,
    /// Discord may have posted it.
    Unknown,
}

impl Failed {
    fn fate(&self) -> Fate {
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

/// When to try again after a failure, from the policy alone (no clock inside, so it
/// is tested directly).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Backoff {
    /// The next wait.
    delay: Duration,
    /// When (after the first failure) a try first may have posted.
    unknown_at: Option<Duration>,
}

/// What to do after a failed try.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Next {
    /// Try again after this wait.
    RetryIn(Duration),
    /// Stop: Discord refused it.
    Refused,
    /// Stop: another try could post a second copy, or it has failed for too long.
    GiveUp,
}

impl Backoff {
    fn new(policy: &RetryPolicy) -> Backoff {
        Backoff {
            delay: policy.first_delay,
            unknown_at: None,
        }
    }

    /// After a try that failed with `fate`, `at` after the first failure.
    fn next(&mut self, fate: Fate, at: Duration, policy: &RetryPolicy) -> Next {
        let wait = match fate {
            Fate::Refused => return Next::Refused,
            // The nonce protects only for a while: retry soon, from the first wait.
            Fate::Unknown if self.unknown_at.is_none() => {
                self.unknown_at = Some(at);
                policy.first_delay
            }
            Fate::Unknown | Fate::NotPosted => self.delay,
        };
        self.delay = (wait * 2).min(policy.longest_delay);
        let mut limit = policy.give_up_after;
        if let Some(unknown) = self.unknown_at {
            limit = limit.min(unknown + policy.nonce_memory);
        }
        if at + wait > limit {
            Next::GiveUp
        } else {
            Next::RetryIn(wait)
        }
    }
}

/// A nonce no other post of any process shares: a per-process random start (std's
/// hasher keys are random) counted up.
fn fresh_nonce() -> Nonce {
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
    // 16 hex digits: within Discord's 25 characters.
    Nonce::String(format!(
        "{:016x}",
        start.wrapping_add(NEXT.fetch_add(1, Ordering::Relaxed))
    ))
}

/// Where a reply goes, for the logs: its channel, or its user's direct messages.
fn destination(reply: &Reply) -> (Option<u64>, Option<u64>) {
    let user = match reply.visibility {
        Visibility::Direct(u) => Some(u.0),
        _ => None,
    };
    (reply.channel.map(|c| c.0), user)
}

/// Posts replies that go to a channel or a direct message, and keeps trying those
/// that failed for a reason that may pass.
pub struct Outbox {
    service: Arc<Service>,
    ids: Arc<CommandIds>,
    policy: RetryPolicy,
    /// One permit per post allowed to wait.
    room: Arc<Semaphore>,
    waiting: TaskTracker,
    stop: CancellationToken,
}

impl Outbox {
    /// How it renders command mentions (for edits made beside its posts).
    pub fn ids(&self) -> &CommandIds {
        &self.ids
    }

    /// An outbox posting the service's replies, rendered with `ids`.
    pub fn new(service: Arc<Service>, ids: Arc<CommandIds>, policy: RetryPolicy) -> Arc<Outbox> {
        Arc::new(Outbox {
            service,
            ids,
            room: Arc::new(Semaphore::new(policy.most_waiting)),
            policy,
            waiting: TaskTracker::new(),
            stop: CancellationToken::new(),
        })
    }

    /// Posts `reply` where it belongs (its user's direct messages, or its channel),
    /// trying once now. A failure that may pass is kept and tried again later, and
    /// this returns `Ok`; `Err` means it is not posted and will not be (logged here).
    pub async fn deliver(
        self: &Arc<Self>,
        http: &Arc<Http>,
        reply: Reply,
        kind: Kind,
    ) -> Result<(), Failed> {
        let nonce = fresh_nonce();
        let first = match self.attempt(http, &reply, &nonce).await {
            Ok(()) => return Ok(()),
            Err(e) => e,
        };
        let (channel, user) = destination(&reply);
        let mut backoff = Backoff::new(&self.policy);
        let wait = match backoff.next(first.fate(), Duration::ZERO, &self.policy) {
            Next::RetryIn(wait) => wait,
            Next::Refused => {
                tracing::warn!(error = %first, ?channel, ?user, %kind, "Discord refused a post");
                return Err(first);
            }
            Next::GiveUp => {
                tracing::error!(error = %first, ?channel, ?user, %kind, "a post is lost");
                return Err(first);
            }
        };
        let Ok(permit) = self.room.clone().try_acquire_owned() else {
            tracing::error!(error = %first, ?channel, ?user, %kind, waiting = self.policy.most_waiting,
                "a post is lost: too many posts are waiting for Discord already");
            return Err(first);
        };
        tracing::warn!(error = %first, ?channel, ?user, %kind, "could not post; trying again later");
        let (outbox, http) = (self.clone(), http.clone());
        self.waiting.spawn(async move {
            let first_failed = Instant::now();
            outbox
                .keep_trying(&http, reply, nonce, kind, (backoff, wait), first_failed)
                .await;
            drop(permit);
        });
        Ok(())
    }

    /// Tries `reply` again after each wait until it is posted or given up.
    async fn keep_trying(
        &self,
        http: &Http,
        reply: Reply,
        nonce: Nonce,
        kind: Kind,
        (mut backoff, mut wait): (Backoff, Duration),
        first_failed: Instant,
    ) {
        let (channel, user) = destination(&reply);
        let mut tries = 1u32;
        loop {
            let outcome = tokio::select! {
                () = self.stop.cancelled() => None,
                posted = async {
                    tokio::time::sleep(wait).await;
                    self.attempt(http, &reply, &nonce).await
                } => Some(posted),
            };
            tries += 1;
            let failed = match outcome {
                Some(Ok(())) => {
                    tracing::info!(?channel, ?user, %kind, tries, "posted after trying again");
                    return;
                }
                Some(Err(e)) => e,
                None => {
                    tracing::error!(?channel, ?user, %kind, tries, "a post is lost: shutting down while it waited for Discord");
                    return;
                }
            };
            match backoff.next(failed.fate(), first_failed.elapsed(), &self.policy) {
                Next::RetryIn(next) => {
                    tracing::debug!(error = %failed, ?channel, ?user, %kind, tries, "still failing");
                    wait = next;
                }
                Next::Refused => {
                    tracing::warn!(error = %failed, ?channel, ?user, %kind, tries, "Discord refused a post");
                    return;
                }
                Next::GiveUp => {
                    tracing::error!(error = %failed, ?channel, ?user, %kind, tries,
                        "a post is lost: Discord kept failing");
                    return;
                }
            }
        }
    }

    /// One try, bounded in time.
    async fn attempt(&self, http: &Http, reply: &Reply, nonce: &Nonce) -> Result<(), Failed> {
        let posted = post::deliver_elsewhere(http, &self.service, &self.ids, reply, nonce);
        match tokio::time::timeout(self.policy.attempt_timeout, posted).await {
            Ok(result) => result.map_err(Failed::from),
            Err(_) => Err(Failed::TimedOut(self.policy.attempt_timeout)),
        }
    }

    /// Stops trying: every post still waiting is logged as lost.
    pub async fn close(&self) {
        self.stop.cancel();
        self.waiting.close();
        self.waiting.wait().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POLICY: RetryPolicy = super::super::config::RETRY;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn waits_double_up_to_the_longest_and_stop_after_a_day() {
        let mut b = Backoff::new(&POLICY);
        let mut at = Duration::ZERO;
        let mut waits = Vec::new();
        loop {
            match b.next(Fate::NotPosted, at, &POLICY) {
                Next::RetryIn(w) => {
                    waits.push(w);
                    at += w;
                }
                other => {
                    assert_eq!(other, Next::GiveUp);
                    break;
                }
            }
        }
        assert_eq!(&waits[..4], &[secs(1), secs(2), secs(4), secs(8)]);
        assert!(waits.iter().all(|w| *w <= POLICY.longest_delay));
        assert_eq!(waits.last(), Some(&POLICY.longest_delay));
        assert!(at <= POLICY.give_up_after);
        assert!(at + POLICY.longest_delay > POLICY.give_up_after);
    }

    #[test]
    fn a_refusal_is_final() {
        let mut b = Backoff::new(&POLICY);
        assert_eq!(
            b.next(Fate::Refused, Duration::ZERO, &POLICY),
            Next::Refused
        );
    }

    #[test]
    fn after_a_try_that_may_have_posted_every_retry_is_within_the_nonce_memory() {
        // An hour of outage first, then an answer lost.
        let mut b = Backoff::new(&POLICY);
        let mut at = Duration::ZERO;
        while at < secs(3600) {
            let Next::RetryIn(w) = b.next(Fate::NotPosted, at, &POLICY) else {
                panic!("gave up too soon");
            };
            at += w;
        }
        let unknown = at;
        let mut tries = Vec::new();
        let mut fate = Fate::Unknown;
        while let Next::RetryIn(w) = b.next(fate, at, &POLICY) {
            at += w;
            tries.push(at.saturating_sub(unknown));
            fate = Fate::NotPosted;
        }
        assert_eq!(tries.first(), Some(&POLICY.first_delay), "soon after");
        assert!(tries.len() >= 5, "{tries:?}");
        assert!(tries.iter().all(|t| *t <= POLICY.nonce_memory), "{tries:?}");
    }

    #[test]
    fn nonces_differ_and_fit_discord() {
        let (a, b) = (fresh_nonce(), fresh_nonce());
        let text = |n: &Nonce| match n {
            Nonce::String(s) => s.clone(),
            Nonce::Number(n) => n.to_string(),
        };
        assert_ne!(text(&a), text(&b));
        assert!(text(&a).len() <= 25);
    }
}
