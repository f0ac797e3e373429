//! Reviews wait here, apart from everything else people ask: an analysis takes its
//! time on review threads of its own, so moves, buttons and boards never queue behind
//! one. Each game is analysed once at a time: whoever asks for a game already waiting
//! or under way is attached to it and hears the same result. The queue is bounded,
//! holds one review per person, and lives in this process (with several processes on
//! one database, two may each analyse a game once; the stored review serves both after).

use crate::core::policy::{REVIEW_QUEUE_LIMIT, REVIEW_TYPICAL};
use crate::core::reply::{Response, Visibility};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{GameId, LoadedGame, UserId};
use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// What someone waiting for a review hears.
#[derive(Debug)]
pub enum ReviewNews {
    /// How it is getting on, to show in place of the answer so far.
    Progress(Text),
    /// The answer.
    Done(Box<Response>),
}

/// Hears one requester's news; called from a review thread.
pub type Listener = Box<dyn Fn(ReviewNews) + Send>;

/// Why the queue turned a request away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Turned {
    /// This person already waits for another game's review.
    OwnWaiting(GameId),
    /// The queue is full; about this long until it has room.
    Full(Duration),
    /// The review threads are stopping.
    Stopping,
}

/// One requester of a game's review.
struct Waiter {
    user: UserId,
    listener: Listener,
}

impl Waiter {
    /// Tells this requester `news`. A listener that panics is logged and passed over:
    /// it runs on a review thread, which must go on serving everyone else.
    fn hear(&self, news: ReviewNews) {
        let told = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| (self.listener)(news)));
        if told.is_err() {
            tracing::error!(user = %self.user, "a review's listener panicked");
        }
    }
}

/// One game to analyse and everyone waiting for it.
struct Job {
    game: LoadedGame,
    waiters: Vec<Waiter>,
    started: bool,
}

impl Job {
    fn id(&self) -> GameId {
        self.game.stored.id
    }

    fn tell(&self, news: impl Fn() -> ReviewNews) {
        for w in &self.waiters {
            w.hear(news());
        }
    }
}

#[derive(Default)]
struct State {
    /// Under way first, then waiting, in the order asked.
    jobs: VecDeque<Job>,
    stopped: bool,
    /// The last analysis's length, for telling people how long to wait.
    last_took: Option<Duration>,
}

impl State {
    fn waiting(&self) -> usize {
        self.jobs.iter().filter(|j| !j.started).count()
    }

    /// A waiting game's place: 1 for the next to start.
    fn place_of(&self, game: GameId) -> Option<usize> {
        self.jobs
            .iter()
            .filter(|j| !j.started)
            .position(|j| j.id() == game)
            .map(|i| i + 1)
    }

    /// How long until the queue has room for one more.
    fn wait_for_room(&self, workers: usize) -> Duration {
        let each = self.last_took.unwrap_or(REVIEW_TYPICAL);
        let ahead = u32::try_from(self.jobs.len()).unwrap_or(u32::MAX);
        let workers = u32::try_from(workers.max(1)).unwrap_or(1);
        each * ahead / workers
    }
}

/// The line someone waiting sees while their game is `place` in the queue.
pub(crate) fn waiting_text(place: usize) -> Text {
    if place <= 1 {
        Msg::new("review-queue-next").into()
    } else {
        Msg::new("review-queue-position")
            .count("place", place)
            .into()
    }
}

/// The reviews waiting and under way.
#[derive(Default)]
pub(crate) struct ReviewQueue {
    state: Mutex<State>,
    ready: Condvar,
    /// Review threads running (zero: the asker's own thread reviews).
    workers: Mutex<usize>,
}

impl ReviewQueue {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether `game` waits for its review or is being analysed.
    pub(crate) fn has(&self, game: GameId) -> bool {
        self.lock().jobs.iter().any(|j| j.id() == game)
    }

    /// How many games wait for a review (not those being analysed).
    pub(crate) fn waiting(&self) -> usize {
        self.lock().waiting()
    }

    /// Adds `user`'s request for `game`: attached to its review if one is waiting or
    /// under way, else queued. Returns the line to show them now.
    pub(crate) fn join(
        &self,
        game: LoadedGame,
        user: UserId,
        listener: Listener,
    ) -> Result<Text, Turned> {
        let mut state = self.lock();
        if state.stopped {
            return Err(Turned::Stopping);
        }
        let id = game.stored.id;
        let waiter = Waiter { user, listener };
        if let Some(job) = state.jobs.iter_mut().find(|j| j.id() == id) {
            job.waiters.push(waiter);
            let started = job.started;
            return Ok(if started {
                Text::from(Msg::new("review-under-way"))
            } else {
                waiting_text(state.place_of(id).unwrap_or(1))
            });
        }
        if let Some(own) = state
            .jobs
            .iter()
            .find(|j| j.waiters.iter().any(|w| w.user == user))
        {
            return Err(Turned::OwnWaiting(own.id()));
        }
        if state.waiting() >= REVIEW_QUEUE_LIMIT {
            return Err(Turned::Full(state.wait_for_room(self.workers())));
        }
        state.jobs.push_back(Job {
            game,
            waiters: vec![waiter],
            started: false,
        });
        let place = state.place_of(id).unwrap_or(1);
        drop(state);
        self.ready.notify_one();
        Ok(waiting_text(place))
    }

    /// The next game to analyse, waiting for one; `None` once stopped.
    pub(crate) fn next(&self) -> Option<LoadedGame> {
        let mut state = self.lock();
        loop {
            if state.stopped {
                return None;
            }
            if let Some(game) = Self::start_next(&mut state) {
                return Some(game);
            }
            state = self
                .ready
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// The next game to analyse, if one waits.
    pub(crate) fn try_next(&self) -> Option<LoadedGame> {
        Self::start_next(&mut self.lock())
    }

    fn start_next(state: &mut State) -> Option<LoadedGame> {
        let job = state.jobs.iter_mut().find(|j| !j.started)?;
        job.started = true;
        let game = job.game.clone();
        // Everyone behind moved up one.
        for (i, job) in state.jobs.iter().filter(|j| !j.started).enumerate() {
            job.tell(|| ReviewNews::Progress(waiting_text(i + 1)));
        }
        Some(game)
    }

    /// Tells everyone waiting for `game` how its analysis is getting on.
    pub(crate) fn progress(&self, game: GameId, text: &Text) {
        let state = self.lock();
        if let Some(job) = state.jobs.iter().find(|j| j.id() == game) {
            job.tell(|| ReviewNews::Progress(text.clone()));
        }
    }

    /// Answers everyone waiting for `game`: the first asker gets `response` as it is,
    /// the others a private copy (one public review is enough for a channel).
    pub(crate) fn finish(&self, game: GameId, response: &Response, took: Option<Duration>) {
        let job = {
            let mut state = self.lock();
            if took.is_some() {
                state.last_took = took;
            }
            let Some(i) = state.jobs.iter().position(|j| j.id() == game) else {
                return;
            };
            state.jobs.remove(i)
        };
        let Some(job) = job else { return };
        for (i, w) in job.waiters.iter().enumerate() {
            let mut copy = response.clone();
            if i > 0 {
                for reply in &mut copy.replies {
                    if reply.visibility == Visibility::Public {
                        reply.visibility = Visibility::Private;
                    }
                }
            }
            w.hear(ReviewNews::Done(Box::new(copy)));
        }
    }

    /// Counts a review thread in (`true`) or out.
    pub(crate) fn worker(&self, running: bool) {
        let mut n = self.workers.lock().unwrap_or_else(PoisonError::into_inner);
        *n = if running { *n + 1 } else { n.saturating_sub(1) };
    }

    /// Review threads running now.
    pub(crate) fn workers(&self) -> usize {
        *self.workers.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Wakes the review threads to end; whoever still waits is told to ask again.
    pub(crate) fn stop(&self, answer: &Response) {
        let jobs: Vec<Job> = {
            let mut state = self.lock();
            state.stopped = true;
            state.jobs.drain(..).collect()
        };
        self.ready.notify_all();
        for job in jobs {
            job.tell(|| ReviewNews::Done(Box::new(answer.clone())));
        }
    }
}
