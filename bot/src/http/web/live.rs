//! A game's page watching for moves: a stream of server-sent events that says `ply`
//! (with the new ply) when a move lands and `over` when the game ends. It looks at
//! the game every [`LIVE_LOOK`], a single small read, so it sees moves made by any
//! process on the same database.
//!
//! A stream ends by itself after its lifetime ([`crate::http::limits::LIVE_LIFETIME`])
//! and the browser opens another; at most [`crate::http::limits::live_cap`] streams are
//! open at once, at most [`crate::http::limits::LIVE_PER_CLIENT`] from one client
//! ([`Places`]); a page past either gets a 503 and simply is not live until it tries
//! again.

use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive};
use data::GameId;
use futures_util::stream::{self, Stream};
use service::Service;
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The line on a page of a game still going that watches `stream` for moves after
/// `last`: empty until one lands, then a link to it in the reader's words.
pub fn line(reader: &super::layout::Reader, stream: &str, last: usize) -> maud::Markup {
    maud::html! {
        p #live data-live=(stream) data-last=(last) aria-live="polite"
            data-new=(reader.word("page-live-new")) data-over=(reader.word("page-live-over")) {}
    }
}

/// How often a watching page's game is looked at.
pub const LIVE_LOOK: Duration = Duration::from_secs(2);

/// The places for live streams: a cap across all clients and one for each client.
#[derive(Debug)]
pub struct Places {
    all: Arc<Semaphore>,
    /// How many streams each client holds (a client holding none is not in it).
    clients: Arc<Mutex<HashMap<IpAddr, usize>>>,
    /// The most streams one client may hold.
    per_client: usize,
}

/// Why a stream got no place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// Every place is taken.
    Everyone,
    /// This client holds as many as it may.
    Client,
}

/// A stream's place, given back when the stream ends.
#[derive(Debug)]
pub struct Place {
    _all: OwnedSemaphorePermit,
    client: IpAddr,
    clients: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl Places {
    /// `all` places in all, `per_client` of them at most for one client.
    pub fn new(all: usize, per_client: usize) -> Places {
        Places {
            all: Arc::new(Semaphore::new(all)),
            clients: Arc::new(Mutex::new(HashMap::new())),
            per_client,
        }
    }

    /// A place for `client`'s stream, if there is one.
    pub fn take(&self, client: IpAddr) -> Result<Place, Full> {
        let mut clients = self.clients.lock().unwrap_or_else(PoisonError::into_inner);
        let held = clients.get(&client).copied().unwrap_or(0);
        if held >= self.per_client {
            return Err(Full::Client);
        }
        let all = self
            .all
            .clone()
            .try_acquire_owned()
            .map_err(|_| Full::Everyone)?;
        clients.insert(client, held + 1);
        Ok(Place {
            _all: all,
            client,
            clients: self.clients.clone(),
        })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut clients = self.clients.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(held) = clients.get_mut(&self.client) {
            *held = held.saturating_sub(1);
            if *held == 0 {
                clients.remove(&self.client);
            }
        }
    }
}

/// Who is asking, for the per-client cap: the connection's peer, or, when the peer
/// is this machine (a reverse proxy in front of the listener), the last address in
/// `X-Forwarded-For`, the one the proxy itself saw (earlier entries are whatever the
/// client claimed).
pub fn client(peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    let ip = peer.ip();
    if !ip.is_loopback() {
        return ip;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| last.trim().parse::<IpAddr>().ok())
        .unwrap_or(ip)
}

/// What a watch has seen so far.
struct Watch {
    service: Arc<Service>,
    /// The pages' places for service calls, shared with every other page.
    reads: Arc<tokio::sync::Semaphore>,
    game: GameId,
    ply: u32,
    ended: bool,
    _place: Place,
}

/// The events for `game`, from `since` (the ply the page shows).
pub fn events(
    service: Arc<Service>,
    reads: Arc<tokio::sync::Semaphore>,
    game: GameId,
    since: u32,
    place: Place,
) -> impl Stream<Item = Result<Event, Infallible>> + Send + 'static {
    let watch = Watch {
        service,
        reads,
        game,
        ply: since,
        ended: false,
        _place: place,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("an address")
    }

    #[test]
    fn one_client_is_held_to_its_cap_and_the_places_come_back() {
        let places = Places::new(3, 2);
        let a = ip("192.0.2.1");
        let first = places.take(a).expect("a place");
        let _second = places.take(a).expect("a place");
        assert_eq!(places.take(a).err(), Some(Full::Client));
        let other = places
            .take(ip("192.0.2.2"))
            .expect("another client's place");
        assert_eq!(places.take(ip("192.0.2.3")).err(), Some(Full::Everyone));
        drop(first);
        assert!(places.take(a).is_ok());
        drop(other);
    }

    #[test]
    fn a_proxy_on_this_machine_names_the_client() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            "10.0.0.9, 198.51.100.7".parse().expect("a value"),
        );
        let local = SocketAddr::from(([127, 0, 0, 1], 4000));
        let remote = SocketAddr::from(([203, 0, 113, 5], 4000));
        assert_eq!(client(local, &headers), ip("198.51.100.7"));
        // A client elsewhere cannot name itself.
        assert_eq!(client(remote, &headers), ip("203.0.113.5"));
        assert_eq!(client(local, &HeaderMap::new()), ip("127.0.0.1"));
    }
}
