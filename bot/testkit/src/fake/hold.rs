//! Holding one REST call: the fake takes the bot's request whole and neither carries it
//! out nor answers until the test says so. While it holds, the test knows exactly
//! where the bot is — everything before that call done, nothing after it — and can
//! kill or stop the bot there.
//!
//! The held request waits in a task of its own, not in its connection's handler, so
//! the test's verdict stands even once the bot that sent it is dead: let through, the
//! request changes the fake as Discord would have (a killed bot never hears the
//! answer); hung up on, it changes nothing.

use super::{Call, PATIENCE, State};
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// What the test decided for a held call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Carry the request out and answer it.
    Pass,
    /// Close the connection unanswered; nothing happens.
    HangUp,
}

/// Which call a hold catches: by method and path (after `/api/v10`).
type Matcher = Box<dyn Fn(&str, &str) -> bool + Send + Sync>;

/// One hold: what it waits for, the call once caught, and the test's verdict.
pub(crate) struct Catch {
    what: String,
    matches: Matcher,
    caught: Mutex<Option<Call>>,
    verdict: watch::Sender<Option<Verdict>>,
}

impl std::fmt::Debug for Catch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catch")
            .field("what", &self.what)
            .finish_non_exhaustive()
    }
}

impl Catch {
    /// True if this hold catches `method path`.
    pub(crate) fn wants(&self, method: &str, path: &str) -> bool {
        (self.matches)(method, path)
    }

    /// Keeps `call` as the one caught and waits for the test's verdict (let through
    /// if the test dropped its [`Hold`] without one).
    pub(crate) async fn hold(&self, call: Call, state: &State) -> Verdict {
        if let Ok(mut caught) = self.caught.lock() {
            *caught = Some(call);
        }
        state.changed.notify_waiters();
        let mut verdict = self.verdict.subscribe();
        let decided = verdict.wait_for(Option::is_some).await.map(|v| *v);
        decided.ok().flatten().unwrap_or(Verdict::Pass)
    }
}

/// A hold set by [`FakeDiscord::hold`](super::FakeDiscord::hold): the first call it
/// matches waits until [`Hold::release`] or [`Hold::hang_up`]. Dropped undecided, it
/// lets the call through.
pub struct Hold {
    catch: Arc<Catch>,
    state: Arc<State>,
}

impl Hold {
    pub(crate) fn set(state: &Arc<State>, what: &str, matches: Matcher) -> Hold {
        let catch = Arc::new(Catch {
            what: what.to_owned(),
            matches,
            caught: Mutex::new(None),
            verdict: watch::Sender::new(None),
        });
        state.holds.lock().expect("state").push(catch.clone());
        Hold {
            catch,
            state: state.clone(),
        }
    }

    /// The call held now, if one was caught.
    pub fn caught(&self) -> Option<Call> {
        self.catch.caught.lock().expect("hold").clone()
    }

    /// Waits until the fake holds the call and returns it (its status 0: unanswered);
    /// fails the test after [`PATIENCE`].
    pub async fn holding(&self) -> Call {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.state.changed.notified();
            if let Some(call) = self.caught() {
                return call;
            }
            let woke = tokio::time::timeout_at(deadline, notified).await;
            assert!(woke.is_ok(), "the fake never held {}", self.catch.what);
        }
    }

    /// Lets the held call through: the fake carries it out and answers.
    pub fn release(&self) {
        self.decide(Verdict::Pass);
    }

    /// Closes the held call's connection unanswered: the request changes nothing.
    pub fn hang_up(&self) {
        self.decide(Verdict::HangUp);
    }

    fn decide(&self, verdict: Verdict) {
        self.catch.verdict.send_if_modified(|v| {
            let undecided = v.is_none();
            if undecided {
                *v = Some(verdict);
            }
            undecided
        });
    }
}

impl Drop for Hold {
    fn drop(&mut self) {
        self.decide(Verdict::Pass);
        if let Ok(mut holds) = self.state.holds.lock() {
            holds.retain(|c| !Arc::ptr_eq(c, &self.catch));
        }
    }
}
