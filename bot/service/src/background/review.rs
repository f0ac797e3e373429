//! Reviews as background work: a request joins the game's review (or starts one),
//! workers analyse on the service's engine slots, and every waiter hears the result.

use crate::Service;
use crate::core::clock::Clock as _;
use crate::core::context::admit;
use crate::core::refusal::{Result, ServiceError};
use crate::core::reply::Response;
use crate::core::request::Request;
use crate::core::text::Text;
use crate::game::thinking::lower_priority;
use crate::learn::review::queue::Turned;
use crate::learn::review::refusal::ReviewRefusal;
use crate::learn::review::{
    Analysis, FAILED, FIRST_PROGRESS, Listener, PROGRESS_EVERY, ReviewNews, ReviewStart, STOPPING,
    analysis, is_review, report, review_of, review_request,
};
use data::LoadedGame;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

impl Service {
    /// Takes a review request: answers at once what needs no engine (a refusal, a
    /// stored review), else queues the game (or attaches to its review under way) and
    /// sends its progress and answer to `listener` from a review thread.
    pub fn request_review(&self, request: &Request, listener: Listener) -> ReviewStart {
        let _serving = self.serving();
        let game = review_of(&request.command).flatten();
        match self.try_request_review(request, game.as_deref(), listener) {
            Ok(start) => start,
            Err(e) => {
                if let ServiceError::Store(inner) = &e {
                    tracing::error!(error = %inner, "review failed");
                }
                ReviewStart::Answered(Box::new(e.response()))
            }
        }
    }

    fn try_request_review(
        &self,
        request: &Request,
        game: Option<&str>,
        listener: Listener,
    ) -> Result<ReviewStart> {
        self.in_ctx(self.clock.now(), |ctx| {
            if !admit(ctx, request)? {
                return Ok(ReviewStart::Answered(Box::new(Response {
                    duplicate: true,
                    ..Response::default()
                })));
            }
            let loaded = review_request(ctx, &request.actor, request.place, game)?;
            crate::core::limits::new_review(ctx, request.actor.user, request.place.guild)?;
            let saved = ctx.store.review(loaded.stored.id)?;
            if let Some(analysis) = saved
                .as_deref()
                .and_then(|text| Analysis::from_text(text, &loaded.game))
            {
                let reply = report::review_reply(ctx, &loaded, &analysis);
                return Ok(ReviewStart::Answered(Box::new(Response::one(reply))));
            }
            match self.reviews.join(loaded, request.actor.user, listener) {
                Ok(line) => Ok(ReviewStart::Waiting(line)),
                Err(Turned::OwnWaiting(game)) => {
                    Err(ReviewRefusal::ReviewAlreadyWaiting { game }.into())
                }
                Err(Turned::Full(wait)) => Err(ReviewRefusal::ReviewsBusy {
                    minutes: wait.as_secs().div_ceil(60).max(1),
                }
                .into()),
                Err(Turned::Stopping) => {
                    Ok(ReviewStart::Answered(Box::new(Response::failed(STOPPING))))
                }
            }
        })
    }

    /// Like [`Service::handle`], with `progress` hearing how a long command (a
    /// review) is getting on, as text to show in place of its answer so far. Waits
    /// for the answer; without review threads ([`crate::game::thinking::Thinker`]) it analyses here.
    pub fn handle_with_progress(
        &self,
        request: &Request,
        progress: &(dyn Fn(Text) + Sync),
    ) -> Response {
        if !is_review(&request.command) {
            return self.handle(request);
        }
        let (tx, news) = std::sync::mpsc::channel();
        let listener: Listener = Box::new(move |n| {
            // Nobody listens once this request gave up; nothing more to tell then.
            let _ = tx.send(n);
        });
        match self.request_review(request, listener) {
            ReviewStart::Answered(response) => return *response,
            ReviewStart::Waiting(line) => progress(line),
        }
        if self.reviews.workers() == 0 {
            self.review_pending();
        }
        for n in news {
            match n {
                ReviewNews::Progress(line) => progress(line),
                ReviewNews::Done(response) => return *response,
            }
        }
        Response::failed(STOPPING)
    }

    /// Analyses every waiting game here and now, answering their listeners (the
    /// console and tests, which have no review threads).
    pub fn review_pending(&self) {
        while let Some(game) = self.reviews.try_next() {
            self.review_game(&game, None);
        }
    }

    /// Games reviewed by the engine since this service started (stored reviews
    /// answered again are not counted).
    pub fn reviews_analysed(&self) -> u64 {
        self.reviews_analysed.load(Ordering::Relaxed)
    }

    /// The review threads' loop: analyses queued games until the queue stops.
    pub(crate) fn review_worker(&self, stop: &AtomicBool) {
        self.reviews.worker(true);
        while let Some(game) = self.reviews.next() {
            self.review_game(&game, Some(stop));
        }
        self.reviews.worker(false);
    }

    /// Stops the review threads; whoever still waits is told to ask again.
    pub(crate) fn stop_reviews(&self) {
        self.reviews.stop(&Response::failed(STOPPING));
    }

    /// Analyses `loaded`, stores the analysis and answers everyone waiting for it.
    fn review_game(&self, loaded: &LoadedGame, stop: Option<&AtomicBool>) {
        let id = loaded.stored.id;
        let started = Instant::now();
        let total_moves = loaded.game.ply();
        let slot = self.engine_slots.acquire();
        let mut last_report: Option<Instant> = None;
        let mut report = |done: usize, total: usize| {
            let due =
                last_report.map_or(done >= FIRST_PROGRESS, |at| at.elapsed() >= PROGRESS_EVERY);
            if due && done < total {
                last_report = Some(Instant::now());
                let line = Text::from(
                    crate::core::text::Msg::new("review-progress")
                        .count("done", done.min(total_moves))
                        .count("total", total_moves),
                );
                self.reviews.progress(id, &line);
            }
        };
        // At the engine's low priority: a review thinks for up to 20 s and must not
        // slow down the moves people make meanwhile.
        let analysed = std::thread::scope(|scope| {
            scope
                .spawn(|| {
                    lower_priority();
                    analysis::analyse(&loaded.game, &mut report, stop, &self.serving)
                })
                .join()
        });
        drop(slot);
        let took = started.elapsed();
        let response = match analysed {
            Ok(Some(analysis)) => {
                self.reviews_analysed.fetch_add(1, Ordering::Relaxed);
                tracing::info!(game = %id, plies = total_moves, ms = took.as_millis() as u64, "game reviewed");
                self.store_and_report(loaded, &analysis)
            }
            Ok(None) => Response::failed(STOPPING),
            Err(_) => {
                tracing::error!(game = %id, "a review panicked");
                Response::failed(FAILED)
            }
        };
        self.reviews.finish(id, &response, Some(took));
    }

    /// Stores `analysis` of `loaded` and words it for the channel.
    fn store_and_report(&self, loaded: &LoadedGame, analysis: &Analysis) -> Response {
        let text = analysis.to_text();
        let now = self.clock.now();
        let reported = self.in_ctx(now, |ctx| {
            ctx.store.save_review(loaded.stored.id, &text, now)?;
            Ok(report::review_reply(ctx, loaded, analysis))
        });
        match reported {
            Ok(reply) => Response::one(reply),
            Err(e) => {
                tracing::error!(error = %e, game = %loaded.stored.id, "could not store a review");
                e.response()
            }
        }
    }
}
