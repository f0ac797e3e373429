//! Sanctum's moves as background work: queueing games for the engine, resuming
//! those a stop left waiting, and the search of one game, on the service's engine slots.

use crate::Service;
use crate::core::clock::Clock as _;
use crate::core::policy::REVIEW_THREADS;
use crate::core::reply::Response;
use crate::game::engine_games::decide;
use data::{GameId, Timestamp};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

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
    pub(crate) fn think(&self, game: GameId, stop: Option<&Arc<AtomicBool>>) -> Vec<Response> {
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
            match self.in_ctx_news(now, |ctx| {
                crate::game::engine_games::engine_turn(ctx, &loaded, side, decision)
                    .and_then(|r| crate::game::outside::route(ctx, None, r))
            }) {
                Ok((response, news)) if news == Response::default() => return vec![response],
                Ok((response, news)) => return vec![response, news],
                Err(crate::core::refusal::ServiceError::Refused(
                    crate::core::refusal::Refusal::MovedOn,
                )) => {}
                Err(e) => {
                    tracing::warn!(error = %e, game = %game, "the engine's move was not played");
                    return Vec::new();
                }
            }
        }
        Vec::new()
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
                        crate::game::thinking::lower_priority();
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
