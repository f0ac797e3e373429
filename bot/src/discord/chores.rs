//! Work an answer leaves behind that nobody waits for: greying out the buttons of the
//! challenge or offer it closed, keeping the language a user's interaction came with.
//! A chore starts once no interaction is being answered, or [`CHORE_DELAY`] after it
//! was left at the latest, [`CHORE_SLOTS`] at a time: in a burst every answer goes out
//! first, instead of sharing the cores with the redraws of the answers before it.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::{Notify, Semaphore};
use tokio_util::task::TaskTracker;

/// The longest a chore waits for a moment when nothing is being answered: under a
/// steady crowd there is none, and a closed challenge's buttons should not stay
/// pressable for long (a second press is refused in words meanwhile).
pub const CHORE_DELAY: Duration = Duration::from_secs(2);
/// Chores running at once.
pub const CHORE_SLOTS: usize = 4;

/// The answers in flight, and the chores waiting for them.
pub struct Chores {
    answering: AtomicUsize,
    quiet: Notify,
    slots: Semaphore,
    tracker: TaskTracker,
}

/// One answer being made: while any is held, chores wait.
pub struct Answering(Arc<Chores>);

impl Drop for Answering {
    fn drop(&mut self) {
        if self.0.answering.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.quiet.notify_waiters();
        }
    }
}

impl Chores {
    /// Chores tracked by `tracker`, so that shutdown waits for them as for answers.
    pub fn new(tracker: TaskTracker) -> Arc<Chores> {
        Arc::new(Chores {
            answering: AtomicUsize::new(0),
            quiet: Notify::new(),
            slots: Semaphore::new(CHORE_SLOTS),
            tracker,
        })
    }

    /// Marks an answer as being made until the guard is dropped.
    pub fn answering(self: &Arc<Chores>) -> Answering {
        self.answering.fetch_add(1, Ordering::SeqCst);
        Answering(self.clone())
    }

    /// Leaves `work` to run once nothing is being answered (or after [`CHORE_DELAY`]).
    pub fn leave(self: &Arc<Chores>, work: impl Future<Output = ()> + Send + 'static) {
        let chores = self.clone();
        self.tracker.spawn(async move {
            chores.quiet_or_late().await;
            // The semaphore is never closed: a failed acquire only means no limit.
            let _slot = chores.slots.acquire().await;
            work.await;
        });
    }

    /// Returns when no answer is being made, or after [`CHORE_DELAY`].
    async fn quiet_or_late(&self) {
        let late = tokio::time::Instant::now() + CHORE_DELAY;
        loop {
            let notified = self.quiet.notified();
            tokio::pin!(notified);
            // Registered before the count is read, so a drop to zero between the two
            // still wakes it.
            notified.as_mut().enable();
            if self.answering.load(Ordering::SeqCst) == 0 {
                return;
            }
            if tokio::time::timeout_at(late, notified).await.is_err() {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    #[tokio::test(start_paused = true)]
    async fn a_chore_waits_for_the_answers_in_flight_or_its_delay() {
        let chores = Chores::new(TaskTracker::new());
        let done = Arc::new(AtomicBool::new(false));
        let answering = chores.answering();
        let flag = done.clone();
        chores.leave(async move { flag.store(true, Ordering::SeqCst) });
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert!(!done.load(Ordering::SeqCst), "ran while an answer was made");
        drop(answering);
        tokio::time::sleep(Duration::from_millis(1)).await;
        assert!(done.load(Ordering::SeqCst), "did not run once it was quiet");

        // Never quiet: it runs after its delay anyway.
        let _busy = chores.answering();
        let late = Arc::new(AtomicBool::new(false));
        let flag = late.clone();
        chores.leave(async move { flag.store(true, Ordering::SeqCst) });
        tokio::time::sleep(CHORE_DELAY / 2).await;
        assert!(!late.load(Ordering::SeqCst));
        tokio::time::sleep(CHORE_DELAY).await;
        assert!(late.load(Ordering::SeqCst), "waited past its delay");
    }
}
