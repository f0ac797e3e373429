//! A game's page watching for moves: a stream of server-sent events that says `ply`
//! (with the new ply) when a move lands and `over` when the game ends. It looks at
//! the game every [`LIVE_LOOK`], a single small read, so it sees moves made by any
//! process on the same database; at most [`MAX_WATCHERS`] pages watch at once, and a
//! page past that gets a 503 and simply is not live.

use axum::response::sse::{Event, KeepAlive};
use data::GameId;
use futures_util::stream::{self, Stream};
use service::Service;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::OwnedSemaphorePermit;

/// How often a watching page's game is looked at.
pub const LIVE_LOOK: Duration = Duration::from_secs(2);

/// The most pages watching games at once, across all games.
pub const MAX_WATCHERS: usize = 1_000;

/// What a watch has seen so far.
struct Watch {
    service: Arc<Service>,
    /// The pages' places for service calls, shared with every other page.
    reads: Arc<tokio::sync::Semaphore>,
    game: GameId,
    ply: u32,
    ended: bool,
    _permit: OwnedSemaphorePermit,
}

/// The events for `game`, from `since` (the ply the page shows).
pub fn events(
    service: Arc<Service>,
    reads: Arc<tokio::sync::Semaphore>,
    game: GameId,
    since: u32,
    permit: OwnedSemaphorePermit,
) -> impl Stream<Item = Result<Event, Infallible>> + Send + 'static {
    let watch = Watch {
        service,
        reads,
        game,
        ply: since,
        ended: false,
        _permit: permit,
    };
    stream::unfold(watch, |mut w| async move {
        loop {
            if w.ended {
                return None;
            }
            let game = w.game;
            let seen =
                super::in_turn(&w.reads, w.service.clone(), move |s| s.game_progress(game)).await;
            match seen {
                None => return None,
                Some((ply, active)) if ply != w.ply || !active => {
                    w.ply = ply;
                    w.ended = !active;
                    let event = Event::default()
                        .event(if active { "ply" } else { "over" })
                        .data(ply.to_string());
                    return Some((Ok(event), w));
                }
                Some(_) => tokio::time::sleep(LIVE_LOOK).await,
            }
        }
    })
}

/// A comment now and then keeps proxies from closing a quiet stream.
pub fn keep_alive() -> KeepAlive {
    KeepAlive::new().interval(Duration::from_secs(15))
}
