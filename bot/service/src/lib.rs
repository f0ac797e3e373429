//! The game service: every decision about challenges, moves, offers, clocks, ratings
//! and announcements, independent of how players reach it.
//!
//! An adapter turns what a player did into a [`Request`] and shows the
//! [`Response`]'s replies; a scheduler calls [`Service::tick`] now and then and posts
//! what it returns. The service is synchronous and `Send + Sync`: async adapters call
//! it from a blocking task. Each call takes a database connection from a small pool
//! (at most [`DEFAULT_CONNECTIONS`] open, or what [`Service::open_with`] says), so calls
//! on different threads run side by side and `SQLite`'s write lock decides which of two
//! simultaneous moves lands.
//!
//! Replies are [`Text`]: spans that say what each part is (a user, a moment, a
//! command), so each adapter words them its own way; `Response::text` shows the
//! neutral form used here.
//!
//! ```
//! use data::{ChannelId, ColorWish, DaysPerMove, GuildId, UserId};
//! use rules::Variant;
//! use service::{Actor, Command, DAY, ManualClock, Mention, Place, Request, Service, Wanted};
//! use std::sync::Arc;
//!
//! let dir = tempfile::tempdir().unwrap();
//! let clock = Arc::new(ManualClock::new(1_790_000_000));
//! let service = Service::open(dir.path().join("sanctum.db"), clock.clone()).unwrap();
//! let place = Place { guild: GuildId(1), channel: ChannelId(2) };
//! let ask = |who: u64, name: &str, command| {
//!     service.handle(&Request { actor: Actor::new(UserId(who), name), place, command, interaction: None })
//! };
//! let bob = Mention { user: UserId(11), name: "bob".into(), is_bot: false, member: true };
//! let challenge = Command::Challenge(Wanted {
//!     opponent: Some(bob),
//!     variant: Variant::Sanctuary,
//!     color: Some(ColorWish::White),
//!     days: Some(DaysPerMove::THREE),
//!     rated: None,
//!     level: None,
//!     lobby: service::LobbyWish::default(),
//!     team: service::TeamWish::default(),
//! });
//! assert!(ask(10, "alice", challenge).text().contains("challenges you to **Sanctuary Chess**"));
//! let started = ask(11, "bob", Command::Accept);
//! assert!(started.replies[0].board.is_some());
//! let moved = ask(10, "alice", Command::Move { text: "e4".into(), expected_ply: None });
//! assert!(moved.text().starts_with("alice played **e4**."));
//! ask(11, "bob", Command::Move { text: "e5".into(), expected_ply: None });
//! // alice lets her three days pass: her time bank (by default twice the days per
//! // move) pays a day, and the game goes on.
//! let later = clock.advance(3 * DAY);
//! let posts = service.tick(later);
//! assert!(posts.iter().any(|r| r.text().contains("your time bank paid 1 day")));
//! // A week more is more than the five days left in her bank: she loses on time.
//! // (Had bob never made his first move, the game would have been aborted instead.)
//! let later = clock.advance(7 * DAY);
//! let posts = service.tick(later);
//! assert!(posts.iter().any(|r| r.text().contains("alice ran out of time")));
//! ```

mod background;
mod community;
mod core;
mod game;
mod held;
mod help;
mod learn;
mod pages;
mod readers;
mod router;
mod scheduler;
mod web;

pub use crate::background::Thinker;
pub use crate::community::challenge::ChallengeRefusal;
pub use crate::community::lobby::LobbyRefusal;
pub use crate::community::matches;
pub use crate::community::rematch::RematchRefusal;
pub use crate::community::tournament::{
    Conditions, TournamentAction, TournamentRefusal, TournamentRequest, format_word,
};
pub use crate::community::vote::VoteRefusal;
pub use crate::core::catalogue::{
    self, CommandSpec, Invocation, OptionKind, OptionSpec, Scope, Suggest, Unreadable, Value,
};
pub use crate::core::clock::{Clock, DAY, HOUR, ManualClock, SystemClock};
pub use crate::core::i18n::Lang;
pub use crate::core::metrics;
pub use crate::core::names::CommandName;
pub use crate::core::policy::{self, CHALLENGE_LIFETIME};
pub use crate::core::pool::DEFAULT_CONNECTIONS;
pub use crate::core::refusal::{Refusal, ServiceError, Thing};
pub use crate::core::reply::{
    Attachment, BoardPicture, Button, ButtonStyle, Edit, Effect, Kept, Outcome, PLAY_LINK_LIFETIME,
    Page, PlayLink, Purpose, Readers, Refresh, Reply, Response, Suggestion, ThreadRequest, Threads,
    Visibility,
};
pub use crate::core::request::{
    Action, Actor, BoardChange, ButtonOwner, Command, ConditionalWish, HistoryQuery, LobbyWish,
    Mention, NotifyChange, Place, Request, SettingsChange, TeamWish, UciMove, Wanted,
};
pub use crate::core::text::{Arg, ArgValue, CommandRef, MomentStyle, Msg, Span, Text};
pub use crate::core::words::{
    duration as duration_text, duration_msg, relative as relative_text, relative_msg, utc_text,
    variant_name,
};
pub use crate::game::alt::MAX_ALT_TEXT;
pub use crate::game::block::BlockRefusal;
pub use crate::game::conditional;
pub use crate::game::conditional::ConditionalRefusal;
pub use crate::game::engine_games::EngineGameRefusal;
pub use crate::game::moretime::MoreTimeRefusal;
pub use crate::game::notes::NoteRefusal;
pub use crate::game::offers::OfferRefusal;
pub use crate::game::pictures::result_words;
pub use crate::game::settings::SettingsRefusal;
pub use crate::game::vacation::VacationRefusal;
pub use crate::help::{help_for, help_text};
pub use crate::learn::puzzle::PuzzleRefusal;
pub use crate::learn::review;
pub use crate::learn::review::ReviewRefusal;
pub use crate::learn::rules::rules_text;
pub use crate::learn::rules::{rules_alt, rules_words};
pub use crate::pages::board::BoardView;
pub use crate::pages::explorer::{ExplorerPage, ExplorerRow};
pub use crate::pages::game::{GamePage, PagePly, PageReview};
pub use crate::pages::lessons::{
    AnswerStep, CoursePage, LessonLink, LessonPage, course_page, courses, lesson_page,
};
pub use crate::pages::play::{BoardBox, PlayChoice, PlayPage, PlayedMove, ReviewState};
pub use crate::pages::puzzles::{PuzzleLink, PuzzlePage, PuzzleShelf, SHELF_SIZE, ThemeRow};
pub use crate::pages::server::{
    LEADERBOARD_TOP, LeaderRow, Leaderboard, PlayerPage, RecentGame, Record, ServerPage,
    VariantRating,
};
pub use crate::pages::tournament::{PageBoard, PageRound, StandingRow, TournamentPage};
pub use crate::readers::Locales;
pub use crate::router::parse;

use crate::core::context::{self as context, Ctx};
use crate::core::events::Events;
use crate::core::pool::StorePool;
use crate::core::{clock, limits};
use crate::game::{mirror, thinking};
use crate::learn::puzzle;
use crate::router as commands;
use data::{ChannelId, Timestamp, UserId};
use std::path::Path;
use std::sync::{Arc, PoisonError, RwLock};

/// The game service. Create one per database file and share it (`Arc<Service>`).
pub struct Service {
    stores: StorePool,
    renderer: Option<Arc<render::Renderer>>,
    clock: Arc<clock::Aligned>,
    /// Sanctum's own user: challenging it starts a game against the engine.
    own_user: RwLock<Option<UserId>>,
    /// Games waiting for the engine's move.
    thinking: thinking::ThinkQueue,
    /// Searches allowed at once (Sanctum's moves and reviews together).
    engine_slots: thinking::EngineSlots,
    /// Games waiting for a review, and who waits for each.
    reviews: review::ReviewQueue,
    /// How often each person may do what they could repeat.
    limits: limits::Limits,
    /// People's commands being answered now: the engine's searches give way to them.
    serving: Arc<std::sync::atomic::AtomicUsize>,
    /// Analyses done, for operators and tests.
    reviews_analysed: std::sync::atomic::AtomicU64,
    /// The Discord locales already stored for each user and server, so that an
    /// unchanged one costs no write.
    seen_locales: std::sync::Mutex<std::collections::HashMap<u64, String>>,
}

impl std::fmt::Debug for Service {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Service")
            .field("db", self.stores.location())
            .field("pictures", &self.renderer.is_some())
            .finish_non_exhaustive()
    }
}

impl Service {
    /// Opens (creating if needed) the database at `path`. Board pictures are drawn
    /// when the renderer loads; if it cannot, replies go out as text only. At most
    /// [`DEFAULT_CONNECTIONS`] database connections are open at once.
    pub fn open(path: impl AsRef<Path>, clock: Arc<dyn Clock>) -> Result<Service, data::Error> {
        Service::open_with(path, clock, DEFAULT_CONNECTIONS)
    }

    /// [`Service::open`] with at most `connections` database connections open at once
    /// (at least one); a call finding them all in use waits for one to come back.
    pub fn open_with(
        path: impl AsRef<Path>,
        clock: Arc<dyn Clock>,
        connections: usize,
    ) -> Result<Service, data::Error> {
        let stores = StorePool::open(data::Location::new(path), connections)?;
        let renderer = match render::Renderer::new() {
            Ok(r) => {
                if let Err(e) = r.warm_up(render::SquareSize::DEFAULT) {
                    tracing::warn!(error = %e, "could not prepare the piece pictures");
                }
                Some(Arc::new(r))
            }
            Err(e) => {
                tracing::error!(error = %e, "board pictures are off: the renderer did not load");
                None
            }
        };
        let clock = Arc::new(clock::Aligned::new(clock));
        match stores.with(|store| puzzle::starter::load(store, clock.now())) {
            Ok(Ok(0)) => {}
            Ok(Ok(n)) => tracing::info!(puzzles = n, "starter puzzles added"),
            Ok(Err(e)) | Err(e) => tracing::warn!(error = %e, "could not add the starter puzzles"),
        }
        let limits = limits::Limits::new(&(clock.clone() as Arc<dyn Clock>));
        Ok(Service {
            stores,
            renderer,
            clock,
            own_user: RwLock::new(None),
            thinking: thinking::ThinkQueue::default(),
            engine_slots: thinking::EngineSlots::new(Thinker::threads_for_this_machine()),
            reviews: review::ReviewQueue::default(),
            limits,
            serving: Arc::default(),
            reviews_analysed: std::sync::atomic::AtomicU64::new(0),
            seen_locales: std::sync::Mutex::default(),
        })
    }

    /// Prepares what the first board pictures would otherwise wait for (the default
    /// look's palettes, some 150 ms of work): a server calls it once at start-up, off
    /// the path of any command.
    pub fn warm_pictures(&self) {
        if let Some(r) = &self.renderer
            && let Err(e) = r.learn_palettes(render::SquareSize::DEFAULT, render::Theme::default())
        {
            tracing::warn!(error = %e, "could not learn the board palettes");
        }
    }

    /// Tells the service which user is Sanctum itself (on Discord, the bot's user),
    /// and the name to show for it. Challenging that user starts a game against the engine.
    pub fn set_own_user(&self, user: UserId, name: &str) {
        *self
            .own_user
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Some(user);
        let now = self.clock.now();
        let stored = self.stores.with(|store| match store.player(user) {
            Ok(Some(p)) if p.display_name == name => Ok(()),
            _ => store.upsert_player(user, name, now),
        });
        if !matches!(stored, Ok(Ok(()))) {
            tracing::warn!(%user, "could not record Sanctum's own name");
        }
    }

    /// Sanctum's own user, once an adapter has said who it is.
    pub fn own_user(&self) -> Option<UserId> {
        *self.own_user.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// The database: a file, or a `PostgreSQL` URL that displays without its password.
    pub fn location(&self) -> &data::Location {
        self.stores.location()
    }

    /// The service's current time.
    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// Sets the service's clock by the database server's (on `PostgreSQL`; on `SQLite` every
    /// process reads this machine's clock, and nothing changes). Processes on several
    /// machines then agree on when each deadline falls, whatever their own clocks say.
    /// Returns the seconds this machine's clock is behind the server's (negative: ahead)
    /// when they disagree by more than [`policy::CLOCK_TOLERANCE`], else `None`.
    pub fn align_clock(&self) -> Result<Option<Timestamp>, ServiceError> {
        let before = self.clock.local();
        let server_ms = self.stores.with(data::Store::database_time_ms)??;
        let Some(server_ms) = server_ms else {
            return Ok(None);
        };
        let after = self.clock.local();
        // The server answered somewhere between the two readings.
        let local_ms = (before + after) * 500;
        let skew = (server_ms - local_ms) / 1000;
        let offset = if skew.abs() > policy::CLOCK_TOLERANCE {
            skew
        } else {
            0
        };
        self.clock.set_offset(offset);
        Ok((offset != 0).then_some(offset))
    }

    /// Carries out one command and returns what to show. Never fails: refusals and
    /// errors come back as a private reply worded for the player.
    pub fn handle(&self, request: &Request) -> Response {
        if review::is_review(&request.command) {
            return self.handle_with_progress(request, &|_| {});
        }
        let _serving = self.serving();
        let now = self.clock.now();
        let user = request.actor.user;
        let news = mirror::is_game_news(&request.command);
        match self.in_ctx(now, |ctx| {
            let mut response = commands::run(ctx, request)?;
            response.absorb(router::publish(ctx, &|game| self.think_about(game)));
            let response = if news {
                mirror::echo(ctx, Some(request.place.channel), response)?
            } else {
                response
            };
            let response = crate::game::outside::route(ctx, Some(request.place), response)?;
            Ok(crate::game::notify::with_dm_note(ctx, user, response))
        }) {
            Ok(response) => response,
            Err(e) => {
                if let ServiceError::Store(inner) = &e {
                    tracing::error!(error = %inner, user = %request.actor.user, "command failed");
                } else {
                    tracing::debug!(reason = %e, user = %request.actor.user, "command refused");
                }
                e.response()
            }
        }
    }

    /// Autocomplete for `move`: up to 25 legal moves in SAN for the caller's game in
    /// this channel, those starting with what was typed first, winning moves marked.
    /// Empty when the caller has no game here or it is not their turn.
    pub fn suggest_moves(&self, user: UserId, place: Place, typed: &str) -> Vec<Suggestion> {
        let _serving = self.serving();
        self.in_ctx(self.clock.now(), |ctx| {
            crate::game::play::suggest_moves(ctx, user, place, typed)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "move suggestions failed");
            Vec::new()
        })
    }

    /// Autocomplete for `solve`: up to 25 legal moves in SAN of the caller's open
    /// puzzle (in this server) or lesson, those starting with what was typed first.
    pub fn suggest_answers(&self, user: UserId, place: Place, typed: &str) -> Vec<Suggestion> {
        let _serving = self.serving();
        self.in_ctx(self.clock.now(), |ctx| {
            crate::learn::puzzle::suggest_answers(ctx, user, place, typed)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "answer suggestions failed");
            Vec::new()
        })
    }

    /// Autocomplete for a game number (`board`, `pgn`): up to 25 of the server's games,
    /// the caller's first, labelled with both players and the result, those matching
    /// what was typed (digits of the number, or part of a name).
    pub fn suggest_games(&self, user: UserId, place: Place, typed: &str) -> Vec<Suggestion> {
        let _serving = self.serving();
        self.in_ctx(self.clock.now(), |ctx| {
            crate::game::archive::suggest_games(ctx, user, place, typed)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "game suggestions failed");
            Vec::new()
        })
    }

    /// Sanctum's commands fitting what was typed, for `help`'s autocomplete (no
    /// database read).
    pub fn suggest_commands(&self, _user: UserId, _place: Place, typed: &str) -> Vec<Suggestion> {
        crate::help::suggest_commands(typed)
    }

    /// Does every piece of deadline work due at `now`, from the database: reminders,
    /// losses on time, expired challenges, and the late reminders and digests players
    /// asked for. Each is done and returned once, however
    /// often this runs, and nothing is missed after a restart. The replies carry the
    /// channel to post in. Games where Sanctum's move was lost (see
    /// [`ENGINE_RETRY_AFTER`](policy::ENGINE_RETRY_AFTER)) are queued for it again.
    pub fn tick(&self, now: Timestamp) -> Vec<Response> {
        self.limits.forget_idle();
        let out = self
            .in_ctx(now, |ctx| {
                let think = |game| self.think_about(game);
                let mut due = scheduler::tick(ctx, &|cx| router::publish(cx, &think))?;
                let news = router::publish(ctx, &think);
                if news != Response::default() {
                    due.push(news);
                }
                due.into_iter()
                    .map(|r| {
                        mirror::echo(ctx, None, r)
                            .and_then(|r| crate::game::outside::route(ctx, None, r))
                    })
                    .collect()
            })
            .unwrap_or_else(|e| {
                tracing::error!(error = %e, "deadline work failed; it will be retried");
                Vec::new()
            });
        self.resume_stalled_thinking(now);
        out
    }

    /// Publishes the metrics read rather than counted: how many games wait for
    /// Sanctum's move and for a review, and the database's retries so far. A scrape
    /// calls it first; it holds each queue's lock for a moment only.
    pub fn sample_metrics(&self) {
        metrics::sample(self.thinking.waiting(), self.reviews.waiting());
    }

    /// Whether the database answers: one cheap read on a connection of the pool
    /// (taken like any call's, so a pool that stays full reads as not answering),
    /// never one of an adapter's service slots. The caller bounds how long it waits.
    pub fn database_reachable(&self) -> Result<(), ServiceError> {
        self.stores.with(data::Store::schema_version)??;
        Ok(())
    }

    /// Counts a person's command as being answered until the guard drops.
    fn serving(&self) -> Serving<'_> {
        self.serving
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Serving(&self.serving)
    }

    /// Reads `what` from the store; a failure is logged and reads as nothing.
    fn read<T: Default>(&self, what: &str, f: impl FnOnce(&data::Store) -> data::Result<T>) -> T {
        self.stores
            .with(f)
            .and_then(|r| r.map_err(ServiceError::from))
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "could not read {what}");
                T::default()
            })
    }

    /// Runs `f` with a database connection of its own, at `now`, for work that
    /// posts nothing of its own (reads, pages): news its facts would bring (see
    /// [`router::publish`]) is logged as an error and dropped.
    fn in_ctx<T>(
        &self,
        now: Timestamp,
        f: impl FnOnce(&Ctx<'_>) -> Result<T, ServiceError>,
    ) -> Result<T, ServiceError> {
        let (value, news) = self.in_ctx_news(now, f)?;
        if news != Response::default() {
            tracing::error!(news = %news.text(), "news reported where none is posted");
        }
        Ok(value)
    }

    /// Runs `f` with a database connection of its own, at `now`, then hands the facts
    /// it reported to the features that hear them, on the same connection: their news
    /// comes back beside `f`'s answer. Facts reported before a failure are still heard
    /// (what was stored stays stored); their news is then logged and dropped.
    fn in_ctx_news<T>(
        &self,
        now: Timestamp,
        f: impl FnOnce(&Ctx<'_>) -> Result<T, ServiceError>,
    ) -> Result<(T, Response), ServiceError> {
        self.stores
            .with(|store| {
                let cx = Ctx {
                    store,
                    now,
                    renderer: self.renderer.as_ref(),
                    own_user: self.own_user(),
                    limits: &self.limits,
                    events: Events::default(),
                    names: context::Names::default(),
                };
                let value = f(&cx);
                let news = router::publish(&cx, &|game| self.think_about(game));
                match value {
                    Ok(value) => Ok((value, news)),
                    Err(e) => {
                        if news != Response::default() {
                            tracing::warn!(news = %news.text(), error = %e, "news lost to a failure");
                        }
                        Err(e)
                    }
                }
            })
            .and_then(|r| r)
    }

    /// The name Sanctum knows for a user (their last display name, or the id).
    pub fn player_name(&self, user: UserId) -> String {
        self.stores
            .with(|store| context::player_name(store, user))
            .unwrap_or_else(|_| user.to_string())
    }

    /// When deadline work is next due (a reminder, a loss on time, a challenge expiry,
    /// or a notice a player asked for), so a scheduler can sleep until then; `None`
    /// when nothing is pending.
    pub fn next_due(&self) -> Option<Timestamp> {
        let deadlines = self.read("the next deadline", data::Store::next_due);
        let notices = self.read("the next notice", data::Store::next_notice_due);
        deadlines.into_iter().chain(notices).min()
    }

    /// A direct message to `user` could not be delivered because they refuse direct
    /// messages: from now on they are reached in their games' channels, until they change
    /// their notifications, and their next command's answer explains how to open them.
    pub fn direct_messages_refused(&self, user: UserId) {
        let now = self.clock.now();
        let marked = self
            .stores
            .with(|store| store.mark_dms_closed(user, now))
            .and_then(|r| r.map_err(ServiceError::from));
        match marked {
            Ok(true) => tracing::info!(%user, "direct messages refused; using channel pings"),
            Ok(false) => {}
            Err(e) => tracing::warn!(error = %e, %user, "could not record closed direct messages"),
        }
    }

    /// Remembers which message carries `owner`'s buttons in `channel` (one per channel:
    /// a lobby challenge's buttons are posted in several), so they can be disabled when
    /// a later response closes it, even after a restart.
    pub fn remember_button_message(
        &self,
        owner: ButtonOwner,
        channel: ChannelId,
        message: u64,
    ) -> Result<(), ServiceError> {
        let now = self.clock.now();
        let key = format!("{}@{channel}", owner.key());
        self.stores
            .with(|store| store.remember_button_message(&key, channel, message, now))??;
        Ok(())
    }

    /// The messages carrying `owner`'s buttons, handed out once (the caller disables
    /// them).
    pub fn take_button_messages(&self, owner: ButtonOwner) -> Vec<(ChannelId, u64)> {
        self.read("button messages", |store| {
            store.take_button_messages(&owner.key())
        })
    }

    /// [`Service::take_button_messages`] but for `pressed`, the message whose button
    /// closed them, which the caller redraws itself: buttons posted only there are
    /// closed without a write.
    pub fn take_other_button_messages(
        &self,
        owner: ButtonOwner,
        pressed: (ChannelId, u64),
    ) -> Vec<(ChannelId, u64)> {
        self.read("button messages", |store| {
            store.take_button_messages_besides(&owner.key(), pressed)
        })
    }

    /// Hands threads the face opened for `threads` (one channel per parent, in order)
    /// to the feature that asked, and returns what to post in them; empty if another
    /// process opened its own first (the face then deletes these) or they do not fit.
    pub fn threads_opened(&self, threads: &Threads, opened: &[ChannelId]) -> Response {
        self.in_ctx_news(self.clock.now(), |ctx| {
            router::threads_opened(ctx, threads, opened)
        })
        .map_or_else(
            |e| {
                tracing::error!(error = %e, purpose = %threads.purpose, "could not use the threads opened");
                Response::default()
            },
            |(mut response, news)| {
                response.absorb(news);
                response
            },
        )
    }

    /// Threads asked for earlier and still not opened (Discord refused one, or a
    /// process stopped first): the face offers them again.
    pub fn unopened_threads(&self) -> Vec<Threads> {
        self.in_ctx(self.clock.now(), router::unopened_threads)
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "could not read the threads to open");
                Vec::new()
            })
    }

    /// Records where the adapter posted a message the service will edit in place (a
    /// reply with [`Reply::keep`]).
    pub fn kept(&self, kept: Kept, channel: ChannelId, message: u64) {
        let stored = self.stores.with(|store| match kept {
            Kept::Scoreboard(m) => store.set_scoreboard_message(m, channel, message),
        });
        match stored {
            Ok(Ok(true)) => {}
            Ok(Ok(false)) => {
                tracing::warn!(?kept, %channel, "a kept message in no place of its match");
            }
            Ok(Err(e)) => tracing::warn!(error = %e, ?kept, "could not keep a message"),
            Err(e) => tracing::warn!(error = %e, ?kept, "could not keep a message"),
        }
    }

    /// The message carrying `owner`'s buttons, kept (for a message redrawn in place).
    pub fn button_message(&self, owner: ButtonOwner) -> Option<(ChannelId, u64)> {
        self.read("a button message", |store| {
            store.button_message(&owner.key())
        })
    }

    /// Records that a new game is now played in `thread` (after the adapter opened the
    /// thread a [`ThreadRequest`] asked for), and returns the public answer for the
    /// channel where it was accepted: the headline and a link to the thread. The
    /// game's opening message (board, first-move ping) goes into the thread itself.
    pub fn move_game_to_thread(
        &self,
        request: &ThreadRequest,
        thread: ChannelId,
    ) -> Result<Reply, ServiceError> {
        self.stores.with(|store| {
            if request.mirror {
                store.set_mirror_channel(request.game, thread).map(|_| ())
            } else {
                store.set_game_channel(request.game, thread).map(|_| ())
            }
        })??;
        Ok(Reply::public(
            request.headline.clone().plain(" ").msg(
                crate::core::text::Msg::new("game-in-thread")
                    .text("thread", Text::new().channel(thread)),
            ),
        ))
    }
}

/// A command being answered, counted while alive (see [`Service::serving`]).
struct Serving<'a>(&'a std::sync::atomic::AtomicUsize);

impl Drop for Serving<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn service_is_shareable_across_threads() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Service>();
    }
}
