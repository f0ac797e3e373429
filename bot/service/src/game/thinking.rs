//! Sanctum thinking for its own side: a fair queue of games waiting for the engine,
//! the small pool of threads that searches them, and the search itself.
//!
//! People never wait for the engine: searches run on their own threads (one core
//! is always left to everything else), each within its level's time cap, and hold
//! no database connection while they think. The queue holds each game once, first
//! come first served, so one busy game cannot starve the others. What a search
//! decides goes through the same move path as a person's move, so it is announced
//! the same way.

use crate::Clock as _;
use crate::Service;
use crate::core::policy::REVIEW_THREADS;
use crate::core::reply::Response;
use crate::game::engine_games::decide;
use data::{GameId, Timestamp};
use std::collections::{HashSet, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;

/// The games waiting for the engine, each once, oldest first.
#[derive(Debug, Default)]
pub(crate) struct ThinkQueue {
    state: Mutex<QueueState>,
    ready: Condvar,
}

#[derive(Debug, Default)]
struct QueueState {
    waiting: VecDeque<GameId>,
    /// Waiting or being searched: a game is never searched twice at once.
    known: HashSet<GameId>,
    /// Asked for again while being searched (a move came in before the search
    /// finished): queued again when that search is done, so the ask is not lost.
    again: HashSet<GameId>,
    stopping: bool,
}

impl ThinkQueue {
    fn lock(&self) -> std::sync::MutexGuard<'_, QueueState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues `game`; false if it is already waiting or being searched (one being
    /// searched is queued again once its search is done).
    pub(crate) fn push(&self, game: GameId) -> bool {
        let mut s = self.lock();
        if !s.known.insert(game) {
            if !s.waiting.contains(&game) {
                s.again.insert(game);
            }
            return false;
        }
        s.waiting.push_back(game);
        drop(s);
        self.ready.notify_one();
        true
    }

    /// Queues `game` unless it is already waiting or being searched; false if it was.
    /// Unlike [`ThinkQueue::push`] it never asks for a second search: a game found
    /// waiting by a periodic look needs only one.
    pub(crate) fn offer(&self, game: GameId) -> bool {
        let mut s = self.lock();
        if !s.known.insert(game) {
            return false;
        }
        s.waiting.push_back(game);
        drop(s);
        self.ready.notify_one();
        true
    }

    /// How many games wait for a search (not those being searched).
    pub(crate) fn waiting(&self) -> usize {
        self.lock().waiting.len()
    }

    /// The next game, at once; `None` if none is waiting.
    fn try_pop(&self) -> Option<GameId> {
        self.lock().waiting.pop_front()
    }

    /// The next game, waiting for one; `None` once the queue stops.
    fn pop(&self) -> Option<GameId> {
        let mut s = self.lock();
        loop {
            if s.stopping {
                return None;
            }
            if let Some(g) = s.waiting.pop_front() {
                return Some(g);
            }
            s = self.ready.wait(s).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// `game`'s search is over: it may be queued again, and is at once if it was
    /// asked for meanwhile.
    fn done(&self, game: GameId) {
        let mut s = self.lock();
        if s.again.remove(&game) {
            s.waiting.push_back(game);
            drop(s);
            self.ready.notify_one();
        } else {
            s.known.remove(&game);
        }
    }

    fn stop(&self) {
        self.lock().stopping = true;
        self.ready.notify_all();
    }

    /// Games waiting or being searched.
    pub(crate) fn len(&self) -> usize {
        self.lock().known.len()
    }
}

/// How many engine searches may run at once, whoever asks (Sanctum's moves, reviews):
/// together they never take more than the cores set aside for thinking.
#[derive(Debug)]
pub(crate) struct EngineSlots {
    free: Mutex<usize>,
    freed: Condvar,
}

/// A search slot, given back when dropped.
pub(crate) struct Slot<'a>(&'a EngineSlots);

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        *self.0.free.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        self.0.freed.notify_one();
    }
}

impl EngineSlots {
    /// `n` slots (at least one).
    pub(crate) fn new(n: usize) -> EngineSlots {
        EngineSlots {
            free: Mutex::new(n.max(1)),
            freed: Condvar::new(),
        }
    }

    /// Waits for a free slot.
    pub(crate) fn acquire(&self) -> Slot<'_> {
        let mut free = self.free.lock().unwrap_or_else(PoisonError::into_inner);
        while *free == 0 {
            free = self
                .freed
                .wait(free)
                .unwrap_or_else(PoisonError::into_inner);
        }
        *free -= 1;
        Slot(self)
    }
}

/// The engine's threads. Search threads, as many as the machine has cores less one
/// and at least one, each take the next game waiting for Sanctum's move, think, play
/// through the service and hand the announcement to the adapter's `deliver`. Review
/// threads analyse the games people asked to have reviewed.
pub struct Thinker {
    service: Arc<Service>,
    stop: Arc<AtomicBool>,
    workers: Vec<JoinHandle<()>>,
    reviewers: Vec<JoinHandle<()>>,
}

impl std::fmt::Debug for Thinker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Thinker")
            .field("threads", &self.workers.len())
            .finish_non_exhaustive()
    }
}

/// What an adapter does with Sanctum's own announcements (they carry their channel).
type Deliver = Arc<dyn Fn(Response) + Send + Sync>;

impl Thinker {
    /// The number of search threads for this machine: one per core, less one for
    /// everything else, and at least one.
    pub fn threads_for_this_machine() -> usize {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get().saturating_sub(1))
            .max(1)
    }

    /// Starts `threads` search threads (at least one; the service's engine slots,
    /// [`Thinker::threads_for_this_machine`], bound how many search at once) and queues every game where
    /// Sanctum is to move (after a restart, they get their moves).
    /// Each announcement goes to `deliver` (it carries its channel).
    pub fn start(
        service: Arc<Service>,
        threads: usize,
        deliver: impl Fn(Response) + Send + Sync + 'static,
    ) -> Thinker {
        let deliver: Deliver = Arc::new(deliver);
        let stop = Arc::new(AtomicBool::new(false));
        let resumed = service.resume_thinking();
        if resumed > 0 {
            tracing::info!(games = resumed, "Sanctum resumes thinking");
        }
        let workers = (0..threads.max(1))
            .filter_map(|i| {
                let (service, stop, deliver) = (service.clone(), stop.clone(), deliver.clone());
                std::thread::Builder::new()
                    .name(format!("sanctum-engine-{i}"))
                    .spawn(move || {
                        lower_priority();
                        while let Some(game) = service.thinking.pop() {
                            for response in service.think(game, Some(&stop)) {
                                deliver(response);
                            }
                            service.thinking.done(game);
                        }
                    })
                    .map_err(|e| tracing::error!(error = %e, "could not start an engine thread"))
                    .ok()
            })
            .collect();
        let reviewers = (0..REVIEW_THREADS)
            .filter_map(|i| {
                let (service, stop) = (service.clone(), stop.clone());
                std::thread::Builder::new()
                    .name(format!("sanctum-review-{i}"))
                    .spawn(move || service.review_worker(&stop))
                    .map_err(|e| tracing::error!(error = %e, "could not start a review thread"))
                    .ok()
            })
            .collect();
        Thinker {
            service,
            stop,
            workers,
            reviewers,
        }
    }

    /// Also mines the server's finished games for puzzles, on one more low-priority
    /// thread that stops with the others.
    #[must_use]
    pub fn with_miner(mut self) -> Thinker {
        if let Some(miner) = self.service.start_mining(self.stop.clone()) {
            self.workers.push(miner);
        }
        self
    }

    /// Stops the searches at once (their moves are not played; the games are
    /// picked up again at the next start) and waits for the threads.
    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        self.service.thinking.stop();
        self.service.stop_reviews();
        for w in self.workers.into_iter().chain(self.reviewers) {
            if w.join().is_err() {
                tracing::error!("an engine thread panicked");
            }
        }
    }
}

/// The engine threads' nice value: a tenth of a normal thread's share of a busy core
/// (the kernel's weights: 110 against 1024), so people's commands come first, while a
/// search still moves when the machine stays busy for long (at 19 it would get 1.5 %).
const ENGINE_NICE: i32 = 10;

/// Lowers the calling thread's priority to [`ENGINE_NICE`], so an engine search
/// mostly takes the time people's commands leave over. On Linux the nice value
/// belongs to the thread, not the process (`setpriority(2)`, NOTES), so only engine
/// threads slow down. Failing to lower it is harmless: searches keep their time caps.
pub(crate) fn lower_priority() {
    if let Err(e) = rustix::process::setpriority_process(None, ENGINE_NICE) {
        tracing::debug!(error = %e, "could not lower an engine thread's priority");
    }
}

impl Service {
    /// Sanctum is to move in `game`: queue it for the engine (the adapter calls this
    /// once it has delivered the response that named the game).
    pub fn think_about(&self, game: GameId) {
        self.thinking.push(game);
    }

    /// Queues every active game where Sanctum is to move; returns how many.
    pub fn resume_thinking(&self) -> usize {
        self.queue_engine_turns(Timestamp::MAX)
    }

    /// Queues every game where Sanctum has been to move since
    /// [`ENGINE_RETRY_AFTER`](crate::core::policy::ENGINE_RETRY_AFTER) before `now` and that
    /// is neither waiting nor being searched: its move was lost, and is tried again.
    /// One indexed query; [`Service::tick`] runs it, so once per tick.
    pub(crate) fn resume_stalled_thinking(&self, now: Timestamp) -> usize {
        let queued = self.queue_engine_turns(now - crate::core::policy::ENGINE_RETRY_AFTER);
        if queued > 0 {
            tracing::info!(games = queued, "Sanctum's stalled moves queued again");
        }
        queued
    }

    /// Queues the games where Sanctum is to move since `moved_by` at the latest and
    /// that are not queued yet; returns how many.
    fn queue_engine_turns(&self, moved_by: Timestamp) -> usize {
        let games = self.read("games waiting for Sanctum", |store| {
            store.engine_turns(moved_by)
        });
        games
            .into_iter()
            .filter(|g| self.thinking.offer(*g))
            .count()
    }

    /// Games waiting for the engine or being searched.
    pub fn thinking_now(&self) -> usize {
        self.thinking.len()
    }

    /// Runs every queued search here and now, in order, and returns the
    /// announcements (the console and tests, which have no search threads).
    pub fn think_pending(&self) -> Vec<Response> {
        let mut out = Vec::new();
        while let Some(game) = self.thinking.try_pop() {
            out.extend(self.think(game, None));
            self.thinking.done(game);
        }
        out
    }

    /// Thinks for Sanctum in `game` and plays what it decides. A game that changed
    /// meanwhile (a takeback) is looked at again; one where it is no longer Sanctum's
    /// turn needs nothing.
    fn think(&self, game: GameId, stop: Option<&Arc<AtomicBool>>) -> Vec<Response> {
        for _ in 0..3 {
            let looked = self.stores.with(|store| -> data::Result<_> {
                let loaded = store.load_game(game)?;
                let side = store.engine_side(game)?;
                Ok((loaded, side))
            });
            let (loaded, side) = match looked {
                Ok(Ok((loaded, Some(side)))) => (loaded, side),
                Ok(Ok((_, None))) => return Vec::new(),
                Ok(Err(e)) => {
                    tracing::error!(error = %e, game = %game, "could not load a game for the engine");
                    return Vec::new();
                }
                Err(e) => {
                    tracing::error!(error = %e, game = %game, "no database for the engine");
                    return Vec::new();
                }
            };
            if !loaded.stored.is_active() || loaded.stored.turn() != side.color {
                return Vec::new();
            }
            let seed =
                (game.0 as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(loaded.stored.ply);
            let slot = self.engine_slots.acquire();
            let started = std::time::Instant::now();
            // Sanctum's search gives way to people's commands.
            let limits = engine::Limits {
                stop: stop.cloned(),
                give_way: Some(Arc::clone(&self.serving)),
                ..engine::Limits::default()
            };
            let decided = decide(&loaded.game, side, seed, &limits);
            drop(slot);
            let Some(decision) = decided else {
                return Vec::new();
            };
            if stop.is_some_and(|s| s.load(Ordering::SeqCst)) {
                return Vec::new();
            }
            tracing::info!(game = %game, level = side.level, ms = started.elapsed().as_millis() as u64, "engine decided");
            let now = self.clock.now();
            match self.in_ctx(now, |ctx| {
                crate::game::engine_games::engine_turn(ctx, &loaded, side, decision)
            }) {
                Ok(response) => return vec![response],
                Err(crate::ServiceError::Refused(crate::Refusal::MovedOn)) => {}
                Err(e) => {
                    tracing::warn!(error = %e, game = %game, "the engine's move was not played");
                    return Vec::new();
                }
            }
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_queue_holds_each_game_once_in_order() {
        let q = ThinkQueue::default();
        assert!(q.push(GameId(2)));
        assert!(q.push(GameId(1)));
        assert!(!q.push(GameId(2)));
        assert_eq!(q.try_pop(), Some(GameId(2)));
        q.done(GameId(2));
        assert!(q.push(GameId(2)));
        assert_eq!(q.try_pop(), Some(GameId(1)));
        assert_eq!(q.try_pop(), Some(GameId(2)));
        q.stop();
        assert_eq!(q.pop(), None);
    }

    #[test]
    fn a_game_asked_for_while_searched_is_searched_again() {
        let q = ThinkQueue::default();
        assert!(q.push(GameId(5)));
        assert_eq!(q.try_pop(), Some(GameId(5)));
        // The engine's move is announced and answered before its search is done.
        assert!(!q.push(GameId(5)));
        assert!(!q.push(GameId(5)));
        q.done(GameId(5));
        assert_eq!(q.try_pop(), Some(GameId(5)));
        assert_eq!(q.try_pop(), None);
        q.done(GameId(5));
        assert_eq!(q.len(), 0);
        assert!(q.push(GameId(5)));
    }

    #[test]
    fn an_offer_never_asks_for_a_second_search() {
        let q = ThinkQueue::default();
        assert!(q.offer(GameId(7)));
        assert!(!q.offer(GameId(7)));
        assert_eq!(q.try_pop(), Some(GameId(7)));
        // Being searched: a periodic look leaves it alone.
        assert!(!q.offer(GameId(7)));
        q.done(GameId(7));
        assert_eq!(q.try_pop(), None);
        assert!(q.offer(GameId(7)));
    }

    #[test]
    fn slots_are_given_back() {
        let slots = EngineSlots::new(1);
        drop(slots.acquire());
        let _again = slots.acquire();
        assert_eq!(*slots.free.lock().expect("lock"), 0);
    }

    #[test]
    fn only_the_thread_that_asks_runs_at_low_priority() {
        let before = rustix::process::getpriority_process(None).unwrap();
        let inside = std::thread::spawn(|| {
            lower_priority();
            rustix::process::getpriority_process(None).unwrap()
        })
        .join()
        .unwrap();
        assert_eq!(inside, ENGINE_NICE);
        assert_eq!(rustix::process::getpriority_process(None).unwrap(), before);
    }
}
