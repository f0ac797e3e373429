//! Posts outside an interaction's answer (deadline news, Sanctum's moves, a command's
//! news for another channel or a direct message), which the service has already
//! claimed: not lost to a passing failure or a restart, and never posted twice.
//!
//! A post is tried once at once. If Discord did not take it for a reason that may
//! pass, it is held in the database with its nonce ([`super::held`]), and every
//! process's pump tries the posts held there ([`super::retry`] says when): each post
//! claimed by one process for one try at a time, so exactly one sends it, and a
//! channel's (or a user's direct messages') posts in the order they came, a new post
//! to a lane that holds one queueing behind it. Any process may send any post: a
//! message is created over REST, which needs no shard, and the fake and the real
//! Discord alike take it from whichever process sends it.

use super::config::RetryPolicy;
use super::held::Held;
use super::markdown::CommandIds;
use super::retry::{Failed, Fate, Kind, Next, Tried, fresh_nonce, ms, next_try};
use data::{HeldPost, NewHeldPost};
use serenity::all::{Http, Nonce};
use service::{Reply, Service, ServiceError};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// How many held posts one pump claims at once (each in a lane of its own).
const BATCH: usize = 16;

/// The shortest sleep of the pump between two looks.
const SHORTEST_SLEEP: Duration = Duration::from_millis(10);

/// The longest sleep of the pump when nothing is held: another process's posts are
/// found within this once that process is gone.
const IDLE_LOOK: Duration = Duration::from_mins(1);

/// Milliseconds since the epoch on this machine's clock. Several machines' clocks
/// may differ by a little; the nonce's memory assumed is well inside Discord's.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, ms)
}

/// Posts replies that go to a channel or a direct message, and keeps trying, from the
/// database, those that failed for a reason that may pass.
pub struct Outbox {
    service: Arc<Service>,
    ids: Arc<CommandIds>,
    policy: RetryPolicy,
    /// Wakes the pump when a post is held.
    wake: Notify,
    pump: TaskTracker,
    stop: CancellationToken,
}

impl Outbox {
    /// How it renders command mentions (for edits made beside its posts).
    pub fn ids(&self) -> &CommandIds {
        &self.ids
    }

    /// An outbox posting the service's replies, rendered with `ids`. Held posts are
    /// tried once [`Outbox::start`] is called.
    pub fn new(service: Arc<Service>, ids: Arc<CommandIds>, policy: RetryPolicy) -> Arc<Outbox> {
        Arc::new(Outbox {
            service,
            ids,
            policy,
            wake: Notify::new(),
            pump: TaskTracker::new(),
            stop: CancellationToken::new(),
        })
    }

    /// Starts trying the held posts, this process's and any other's, through `http`.
    pub fn start(self: &Arc<Self>, http: Arc<Http>) {
        let outbox = self.clone();
        self.pump.spawn(async move { outbox.run_pump(&http).await });
    }

    /// Posts `reply` where it belongs (its user's direct messages, or its channel):
    /// at once, unless an earlier post to the same place is held, then behind it. A
    /// failure that may pass holds it to be tried again, and this returns `Ok`; `Err`
    /// means it is not posted and will not be (logged here).
    pub async fn deliver(
        self: &Arc<Self>,
        http: &Arc<Http>,
        reply: Reply,
        kind: Kind,
    ) -> Result<(), Failed> {
        let Some(held) = Held::of(&reply, &self.ids) else {
            tracing::warn!(%kind, "a reply without a channel dropped");
            return Ok(());
        };
        let nonce = fresh_nonce();
        let lane = held.lane();
        let queued = {
            let (svc, lane) = (self.service.clone(), lane.clone());
            tokio::task::spawn_blocking(move || svc.lane_is_held(&lane)).await
        };
        if matches!(queued, Ok(Ok(true))) {
            tracing::debug!(%lane, %kind, "an earlier post here waits; this one queues behind it");
            if self.hold(&held, &nonce, kind, now_ms(), None).await {
                return Ok(());
            }
        }
        let tried_at = now_ms();
        let failed = match self.attempt(http, &held, &nonce).await {
            Ok(()) => return Ok(()),
            Err(e) => e,
        };
        match failed.fate() {
            Fate::Refused => {
                tracing::warn!(error = %failed, %lane, %kind, "Discord refused a post");
                Err(failed)
            }
            fate => {
                tracing::warn!(error = %failed, %lane, %kind, "could not post; holding it to try again");
                let unknown = (fate == Fate::Unknown).then_some(tried_at);
                let due = now_ms().saturating_add(ms(self.policy.first_delay));
                if self.hold(&held, &nonce, kind, due, unknown).await {
                    Ok(())
                } else {
                    Err(failed)
                }
            }
        }
    }

    /// Writes a post to the database behind its lane's earlier ones and wakes the
    /// pump; false, logged at ERROR, if it could not be held.
    async fn hold(
        &self,
        held: &Held,
        nonce: &Nonce,
        kind: Kind,
        due: i64,
        unknown_since: Option<i64>,
    ) -> bool {
        let lane = held.lane();
        if held.too_large() {
            tracing::error!(%lane, %kind, "a post is lost: its files are too large to hold");
            return false;
        }
        let body = match held.encode() {
            Ok(body) => body,
            Err(e) => {
                tracing::error!(error = %e, %lane, %kind, "a post is lost: it could not be written down");
                return false;
            }
        };
        let post = NewHeldPost {
            lane: lane.clone(),
            nonce: match nonce {
                Nonce::String(s) => s.clone(),
                Nonce::Number(n) => n.to_string(),
            },
            kind: kind.to_string(),
            body,
            first_failed: now_ms(),
            due,
            unknown_since,
        };
        let (svc, most) = (self.service.clone(), self.policy.most_waiting);
        let stored = tokio::task::spawn_blocking(move || svc.hold_post(&post, most)).await;
        match stored {
            Ok(Ok(true)) => {
                self.wake.notify_one();
                true
            }
            Ok(Ok(false)) => {
                tracing::error!(%lane, %kind, held = most,
                    "a post is lost: too many posts are waiting for Discord already");
                false
            }
            Ok(Err(e)) => {
                tracing::error!(error = %e, %lane, %kind, "a post is lost: it could not be held");
                false
            }
            Err(e) => {
                tracing::error!(error = %e, %lane, %kind, "a post is lost: it could not be held");
                false
            }
        }
    }

    /// Runs `f` on the service off the async threads.
    async fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Service) -> Result<T, ServiceError> + Send + 'static,
    ) -> Option<T> {
        let svc = self.service.clone();
        match tokio::task::spawn_blocking(move || f(&svc)).await {
            Ok(Ok(v)) => Some(v),
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "the held posts could not be read or written");
                None
            }
            Err(e) => {
                tracing::warn!(error = %e, "the held posts could not be read or written");
                None
            }
        }
    }

    /// Gives up old posts, claims the due ones and tries them, then sleeps until the
    /// next falls due (or one is held), until [`Outbox::close`].
    async fn run_pump(&self, http: &Http) {
        let lease = ms(self.policy.attempt_timeout.saturating_mul(2));
        let give_up_after = ms(self.policy.give_up_after);
        while !self.stop.is_cancelled() {
            let now = now_ms();
            let old = self
                .blocking(move |s| s.give_up_held_posts(now.saturating_sub(give_up_after), now))
                .await;
            for post in old.unwrap_or_default() {
                tracing::warn!(lane = %post.lane, kind = %post.kind, tries = post.tries,
                    "a held post is given up: Discord kept failing for too long");
            }
            let claimed = self
                .blocking(move |s| s.claim_held_posts(now, now.saturating_add(lease), BATCH))
                .await;
            // Nothing claimed, or the database away: look again after a while.
            if let Some(posts) = claimed
                && !posts.is_empty()
            {
                let tries = posts.into_iter().map(|p| self.try_held(http, p));
                futures_util::future::join_all(tries).await;
                continue;
            }
            let next = self.blocking(Service::next_held_due).await.flatten();
            let wait = next.map_or(IDLE_LOOK, |at| {
                Duration::from_millis(u64::try_from(at.saturating_sub(now_ms())).unwrap_or(0))
            });
            tokio::select! {
                () = tokio::time::sleep(wait.clamp(SHORTEST_SLEEP, IDLE_LOOK)) => {}
                () = self.wake.notified() => {}
                () = self.stop.cancelled() => {}
            }
        }
    }

    /// One try of a claimed post; then it is forgotten (posted, refused, given up) or
    /// released to be tried again.
    async fn try_held(&self, http: &Http, post: HeldPost) {
        let (id, lane, kind, tries) = (post.id, post.lane.clone(), post.kind.clone(), post.tries);
        let forget = || async move {
            self.blocking(move |s| s.drop_held_post(id)).await;
        };
        let held = match Held::decode(&post.body) {
            Ok(held) => held,
            Err(e) => {
                tracing::warn!(error = %e, %lane, %kind, "a held post that does not read is given up");
                forget().await;
                return;
            }
        };
        let tried_at = now_ms();
        if let Some(since) = post.unknown_since
            && tried_at > since.saturating_add(ms(self.policy.nonce_memory))
        {
            tracing::warn!(%lane, %kind, tries,
                "a held post is given up: an earlier try may have posted it, and Discord no longer remembers its nonce");
            forget().await;
            return;
        }
        let nonce = Nonce::String(post.nonce.clone());
        let failed = match self.attempt(http, &held, &nonce).await {
            Ok(()) => {
                tracing::info!(%lane, %kind, tries, "posted after trying again");
                forget().await;
                return;
            }
            Err(e) => e,
        };
        let so_far = Tried {
            first_failed: post.first_failed,
            tries,
            unknown_since: post.unknown_since,
        };
        match next_try(&self.policy, so_far, failed.fate(), tried_at, now_ms()) {
            Next::RetryAt { due, unknown_since } => {
                tracing::debug!(error = %failed, %lane, %kind, tries, "still failing");
                self.blocking(move |s| s.release_held_post(id, due, unknown_since))
                    .await;
            }
            Next::Refused => {
                tracing::warn!(error = %failed, %lane, %kind, tries, "Discord refused a post");
                forget().await;
            }
            Next::GiveUp => {
                tracing::warn!(error = %failed, %lane, %kind, tries,
                    "a held post is given up: another try could post it twice, or it failed for too long");
                forget().await;
            }
        }
    }

    /// One try, bounded in time.
    async fn attempt(&self, http: &Http, held: &Held, nonce: &Nonce) -> Result<(), Failed> {
        let posted = held.send(http, &self.service, nonce);
        match tokio::time::timeout(self.policy.attempt_timeout, posted).await {
            Ok(result) => result.map_err(Failed::from),
            Err(_) => Err(Failed::TimedOut(self.policy.attempt_timeout)),
        }
    }

    /// Stops trying: a try under way finishes first; what is still held stays in the
    /// database for the next process.
    pub async fn close(&self) {
        self.stop.cancel();
        self.pump.close();
        self.pump.wait().await;
    }
}
