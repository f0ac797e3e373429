//! Sanctum thinking for its own side: a fair queue of games waiting for the engine,
//! the small pool of threads that searches them, and the search itself.
//!
//! People never wait for the engine: searches run on their own threads (one core
//! is always left to everything else), each within its level's time cap, and hold
//! no database connection while they think. The queue holds each game once, first
//! come first served, so one busy game cannot starve the others. What a search
//! decides goes through the same move path as a person's move, so it is announced
//! the same way.

use data::GameId;
use std::collections::{HashSet, VecDeque};
use std::sync::{Condvar, Mutex, PoisonError};

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
    pub(crate) fn try_pop(&self) -> Option<GameId> {
        self.lock().waiting.pop_front()
    }

    /// The next game, waiting for one; `None` once the queue stops.
    pub(crate) fn pop(&self) -> Option<GameId> {
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
    pub(crate) fn done(&self, game: GameId) {
        let mut s = self.lock();
        if s.again.remove(&game) {
            s.waiting.push_back(game);
            drop(s);
            self.ready.notify_one();
        } else {
            s.known.remove(&game);
        }
    }

    pub(crate) fn stop(&self) {
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
