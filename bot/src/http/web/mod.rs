//! The web face: server-rendered pages on the HTTP listener, on when
//! `SANCTUM_WEB_KEY` is set. A game's page is reached by its link (its address
//! carries a tag made with the key, so pages cannot be found by counting); every
//! other address, a wrong tag and a missing game get the same plain 404.
//!
//! Pages work without JavaScript; one small script of Sanctum's own steps through a
//! game in place. Every answer carries a content security policy that allows only
//! Sanctum's own files.

mod activity;
mod board;
mod explorer;
mod game;
mod key;
mod layout;
mod learn;
mod live;
mod play;
mod play_routes;
mod puzzles;
mod rules;
mod server;
mod tournament;
mod words;

pub use activity::Activity;
pub use key::{MIN_KEY_BYTES, Seat, ShortKey, WebKey};
pub(super) use layout::secure;
pub use play::Courier;

use super::{Shared, limits};
use axum::Router;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use data::GameId;
use layout::Reader;
use maud::html;
use service::Service;
use std::sync::Arc;

/// The web face's settings.
#[derive(Debug, Clone)]
pub struct Web {
    /// Signs and checks pages' addresses.
    pub key: WebKey,
    /// The address the pages are reached at from outside (`SANCTUM_PUBLIC_URL`),
    /// without a trailing slash: link previews need absolute addresses.
    pub public_url: Option<String>,
    /// Places for pages watching a game live ([`crate::http::limits::live_cap`] in all,
    /// [`crate::http::limits::LIVE_PER_CLIENT`] for one client).
    live: Arc<live::Places>,
    /// How long a live stream lasts before it ends and the browser opens another.
    live_lifetime: std::time::Duration,
    /// Places for the costly drawings (a game's replay) ([`MAX_DRAWINGS`]).
    drawings: Arc<tokio::sync::Semaphore>,
    /// Places for the pages' reads of the service ([`MAX_PAGE_READS`]).
    reads: Arc<tokio::sync::Semaphore>,
    /// The Activity inside Discord, when the application's `OAuth2` client is known.
    activity: Option<Activity>,
}

/// The most service calls the pages make at once (a live page's look included): a
/// crowd of readers waits its turn here and never holds more of the database's
/// connections than this, so the players' moves on Discord always find one.
pub const MAX_PAGE_READS: usize = 4;

/// The most replays drawn at once: each takes a core for a moment, and a crowd asking
/// for them must not slow anyone's move.
pub const MAX_DRAWINGS: usize = 2;

impl Web {
    /// The web face signing with `key`, reached at `public_url`.
    pub fn new(key: WebKey, public_url: Option<String>) -> Web {
        Web {
            key,
            public_url,
            live: Arc::new(live::Places::new(
                limits::live_cap(limits::open_files()),
                limits::LIVE_PER_CLIENT,
            )),
            live_lifetime: limits::LIVE_LIFETIME,
            drawings: Arc::new(tokio::sync::Semaphore::new(MAX_DRAWINGS)),
            reads: Arc::new(tokio::sync::Semaphore::new(MAX_PAGE_READS)),
            activity: None,
        }
    }

    /// The same web face serving the Activity under `/activity/`.
    #[must_use]
    pub fn with_activity(mut self, activity: Activity) -> Web {
        self.activity = Some(activity);
        self
    }

    /// The same web face with live streams ending after `lifetime`
    /// (`SANCTUM_LIVE_LIFETIME_SECS`) instead of [`limits::LIVE_LIFETIME`].
    #[must_use]
    pub fn with_live_lifetime(mut self, lifetime: std::time::Duration) -> Web {
        self.live_lifetime = lifetime;
        self
    }

    /// Whether the Activity is served.
    pub fn activity_on(&self) -> bool {
        self.activity.is_some()
    }

    /// `path` under the public address, if one is known.
    fn absolute(&self, path: &str) -> Option<String> {
        self.public_url.as_ref().map(|base| format!("{base}{path}"))
    }

    /// The address of `game`'s page (absolute if the public address is known).
    pub fn game_link(&self, game: GameId) -> String {
        let path = format!("/game/{}", self.key.game_token(game));
        self.absolute(&path).unwrap_or(path)
    }

    /// The address of a private link to play (absolute if the public address is known).
    pub fn play_link(&self, link: service::PlayLink) -> String {
        let path = format!("/play/{}", self.key.play_token(link));
        self.absolute(&path).unwrap_or(path)
    }

    /// The address of `tournament`'s page (absolute if the public address is known).
    pub fn tournament_link(&self, tournament: data::TournamentId) -> String {
        let path = format!("/tournament/{}", self.key.tournament_token(tournament));
        self.absolute(&path).unwrap_or(path)
    }

    /// The address of `guild`'s leaderboards (absolute if the public address is known).
    pub fn server_link(&self, guild: data::GuildId) -> String {
        let path = server::server_path(&self.key, guild);
        self.absolute(&path).unwrap_or(path)
    }

    /// The address of lesson `number` of `variant`'s course (absolute if the public
    /// address is known).
    pub fn lesson_link(&self, variant: ::rules::Variant, number: usize) -> String {
        let path = format!("{}/{number}", learn::course_path(variant));
        self.absolute(&path).unwrap_or(path)
    }

    /// The address of `user`'s page in `guild` (absolute if the public address is known).
    pub fn player_link(&self, guild: data::GuildId, user: data::UserId) -> String {
        let path = server::player_path(&self.key, guild, user);
        self.absolute(&path).unwrap_or(path)
    }
}

/// The web face's routes, on `shared`'s service once it is open.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/", get(home))
        .route("/game/{token}", get(game_page))
        .route("/game/{token}/board/{ply}", get(game_board))
        .route("/game/{token}/position/{ply}", get(game_position))
        .route("/game/{token}/pgn", get(game_pgn))
        .route("/game/{token}/gif", get(game_gif))
        .route("/game/{token}/review", get(game_review))
        .route("/game/{token}/live", get(game_live))
        .route("/tournament/{token}", get(tournament_page))
        .route("/tournament/{token}/crosstable", get(tournament_crosstable))
        .route("/server/{token}", get(server::server_page))
        .route("/server/{token}/player/{player}", get(server::player_page))
        .route("/rules", get(rules_index))
        .route("/rules/{variant}", get(rules_page))
        .route("/rules/{variant}/board", get(rules_board))
        .merge(play_routes::routes())
        .merge(activity::routes())
        .merge(learn::routes())
        .merge(puzzles::routes())
        .merge(explorer::routes())
        .route("/static/sanctum.css", get(css))
        .route("/static/sanctum.js", get(js))
        .route(
            board::SPRITE,
            get(|| async { asset("image/svg+xml", board::sheet()) }),
        )
}

/// The service and the web settings, or `None` (a 404) before the database is open
/// or without a key.
fn ready(shared: &Shared) -> Option<(Arc<Service>, &Web)> {
    Some((shared.service.get()?.clone(), shared.web.as_ref()?))
}

/// [`ready`], and the game `token` names if its tag is right.
fn game_of<'a>(shared: &'a Shared, token: &str) -> Option<(Arc<Service>, &'a Web, GameId)> {
    let (service, web) = ready(shared)?;
    let id = web.key.read_game_token(token)?;
    Some((service, web, id))
}

/// [`ready`], and the tournament `token` names if its tag is right.
fn tournament_of<'a>(
    shared: &'a Shared,
    token: &str,
) -> Option<(Arc<Service>, &'a Web, data::TournamentId)> {
    let (service, web) = ready(shared)?;
    let id = web.key.read_tournament_token(token)?;
    Some((service, web, id))
}

/// The number given as `name=N` in an address's query, if it reads.
fn query_number<T: std::str::FromStr>(query: Option<&str>, name: &str) -> Option<T> {
    query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
        .and_then(|n| n.parse().ok())
}

/// Runs a call of the service off the async threads (it waits for the database), once
/// one of the pages' [`MAX_PAGE_READS`] places is free.
async fn off_thread<T: Send + 'static>(
    web: &Web,
    service: Arc<Service>,
    read: impl FnOnce(&Service) -> Option<T> + Send + 'static,
) -> Option<T> {
    in_turn(&web.reads, service, read).await
}

/// Runs `read` on a blocking thread once `places` has room.
async fn in_turn<T: Send + 'static>(
    places: &tokio::sync::Semaphore,
    service: Arc<Service>,
    read: impl FnOnce(&Service) -> Option<T> + Send + 'static,
) -> Option<T> {
    let _place = places.acquire().await.ok()?;
    tokio::task::spawn_blocking(move || read(&service))
        .await
        .ok()
        .flatten()
}

async fn home(State(shared): State<Arc<Shared>>, reader: Reader) -> Response {
    let Some(web) = shared.web.as_ref() else {
        return layout::not_found(&reader);
    };
    let keep = reader.lang_query();
    let body = html! {
        h1 { "Sanctum" }
        p { (reader.word("page-home-intro")) }
        p { a href={ "/rules" (keep) } { (reader.word("page-home-rules-link")) } }
        p { a href={ "/learn" (keep) } { (reader.word("page-home-learn-link")) } }
    };
    let description = reader.word("page-home-description");
    let preview = layout::Preview {
        title: "Sanctum",
        description: &description,
        image: web.absolute(&format!("/rules/{}/board", rules::SHOWN[0].id())),
    };
    layout::respond(
        StatusCode::OK,
        &layout::page(&reader, "Sanctum", Some(&preview), &body),
    )
}

async fn game_page(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    uri: Uri,
    reader: Reader,
) -> Response {
    let Some((service, web, id)) = game_of(&shared, &token) else {
        return layout::not_found(&reader);
    };
    let lang = reader.lang;
    let Some(page) = off_thread(web, service, move |s| s.game_page(id, lang)).await else {
        return layout::not_found(&reader);
    };
    let ply = game::ply_asked(uri.query(), page.plies.len());
    game::answer(web, &reader, &token, &page, ply)
}

async fn game_board(
    State(shared): State<Arc<Shared>>,
    Path((token, ply)): Path<(String, String)>,
    reader: Reader,
) -> Response {
    let (Some((service, web, id)), Ok(ply)) = (game_of(&shared, &token), ply.parse::<usize>())
    else {
        return layout::not_found(&reader);
    };
    let lang = reader.lang;
    let drawn = off_thread(web, service, move |s| s.game_board_png(id, ply, lang)).await;
    match drawn {
        Some((png, over)) => game::board(png, over),
        None => layout::not_found(&reader),
    }
}

/// The board at one position, as the markup a page's script puts in place of the
/// one it shows: a position once played never changes, so it is kept a day.
async fn game_position(
    State(shared): State<Arc<Shared>>,
    Path((token, ply)): Path<(String, String)>,
    reader: Reader,
) -> Response {
    let (Some((service, web, id)), Ok(ply)) = (game_of(&shared, &token), ply.parse::<usize>())
    else {
        return layout::not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.game_position(id, ply, lang)).await {
        Some((view, alt)) => {
            let mut response = layout::respond(
                StatusCode::OK,
                &board::svg(&view, ::rules::Color::White, &alt),
            );
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=86400"),
            );
            response
        }
        None => layout::not_found(&reader),
    }
}

async fn game_pgn(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    reader: Reader,
) -> Response {
    let Some((service, web, id)) = game_of(&shared, &token) else {
        return layout::not_found(&reader);
    };
    match off_thread(web, service, move |s| s.game_pgn(id)).await {
        Some((name, text)) => game::pgn(&name, text),
        None => layout::not_found(&reader),
    }
}

async fn game_gif(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    reader: Reader,
) -> Response {
    let Some((service, web, id)) = game_of(&shared, &token) else {
        return layout::not_found(&reader);
    };
    let Ok(_drawing) = web.drawings.clone().try_acquire_owned() else {
        return busy(reader.word("page-busy-drawing"));
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.game_gif(id, lang)).await {
        Some((gif, over)) => game::gif(gif, over, id),
        None => layout::not_found(&reader),
    }
}

async fn game_review(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    reader: Reader,
) -> Response {
    let Some((service, web, id)) = game_of(&shared, &token) else {
        return layout::not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.game_review_png(id, lang)).await {
        // A review is of a finished game and never changes.
        Some(png) => game::board(png, true),
        None => layout::not_found(&reader),
    }
}

/// A plain 503 saying `why`, with the safety headers and when to try again.
fn busy(why: String) -> Response {
    let mut busy = (StatusCode::SERVICE_UNAVAILABLE, why).into_response();
    busy.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from(limits::RETRY_AFTER.as_secs()),
    );
    busy
}

async fn game_live(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    uri: Uri,
    reader: Reader,
) -> Response {
    let Some((service, web, id)) = game_of(&shared, &token) else {
        return layout::not_found(&reader);
    };
    let since = query_number(uri.query(), "since").unwrap_or(0);
    let client = live::client(peer, &headers);
    let place = match web.live.take(client) {
        Ok(place) => place,
        Err(live::Full::Everyone) => {
            return busy(reader.word("page-busy-watchers"));
        }
        Err(live::Full::Client) => {
            return busy(reader.word("page-busy-watching-too-many"));
        }
    };
    if off_thread(web, service.clone(), move |s| s.game_progress(id))
        .await
        .is_none()
    {
        return layout::not_found(&reader);
    }
    // The stream ends at the stop, or at its lifetime: the browser then opens another.
    let stop = shared.stop.clone();
    let lifetime = web.live_lifetime;
    let end = async move {
        tokio::select! {
            () = stop.cancelled_owned() => {}
            () = tokio::time::sleep(lifetime) => {}
        }
    };
    let events = futures_util::StreamExt::take_until(
        live::events(service, web.reads.clone(), id, since, place),
        end,
    );
    axum::response::sse::Sse::new(events)
        .keep_alive(live::keep_alive())
        .into_response()
}

/// A game's id (`sanctuary`, `scepter`, `chess`), or `None`.
fn variant(id: &str) -> Option<::rules::Variant> {
    rules::SHOWN.into_iter().find(|v| v.id() == id)
}

async fn rules_index(State(shared): State<Arc<Shared>>, reader: Reader) -> Response {
    match shared.web.as_ref() {
        Some(web) => rules::index(web, &reader),
        None => layout::not_found(&reader),
    }
}

async fn rules_page(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    reader: Reader,
) -> Response {
    match (shared.web.as_ref(), variant(&id)) {
        (Some(web), Some(v)) => rules::answer(web, &reader, v),
        _ => layout::not_found(&reader),
    }
}

async fn rules_board(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    reader: Reader,
) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&id)) else {
        return layout::not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.rules_picture(v, lang)).await {
        // The start position never changes.
        Some(png) => game::board(png, true),
        None => layout::not_found(&reader),
    }
}

async fn tournament_page(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    reader: Reader,
) -> Response {
    let Some((service, web, id)) = tournament_of(&shared, &token) else {
        return layout::not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.tournament_page(id, lang)).await {
        Some(page) => tournament::answer(web, &reader, &token, &page),
        None => layout::not_found(&reader),
    }
}

async fn tournament_crosstable(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    reader: Reader,
) -> Response {
    let Some((service, web, id)) = tournament_of(&shared, &token) else {
        return layout::not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.tournament_crosstable(id, lang)).await {
        // The standings change with every result: kept a minute.
        Some((png, _)) => game::board(png, false),
        None => layout::not_found(&reader),
    }
}

/// A file of the face's own, kept a day by browsers.
fn asset(content_type: &'static str, body: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
    response
}

async fn css() -> Response {
    asset(
        "text/css; charset=utf-8",
        include_str!("assets/sanctum.css"),
    )
}

async fn js() -> Response {
    asset(
        "text/javascript; charset=utf-8",
        include_str!("assets/sanctum.js"),
    )
}

/// Any other address.
pub(super) async fn fallback(reader: Reader) -> Response {
    layout::not_found(&reader)
}
