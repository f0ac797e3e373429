//! The routes of a player's private page to move: the page, its moves for the script,
//! its board, and the move sent back. A link opened from Discord carries its secret in
//! the address; the page trades it at once for a cookie kept for that game and side
//! alone, and sends the browser on to a clean address (`/play/12-w`), so the secret is
//! not in the address bar, the history, or the log of every request after. Each route
//! reads the link first: one that is not Sanctum's gets the plain 404, an expired or
//! replaced one a page saying so.

use super::key::Seat;
use super::layout::{self, Reader};
use super::play as view;
use super::{Shared, Web, off_thread, ready};
use crate::http::limits;
use axum::Router;
use axum::extract::{FromRequest, Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use service::{PlayLink, Service};
use std::sync::Arc;

/// The routes under `/play/`: each takes a whole link or a seat's clean address.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/play/{address}", get(play_page).post(play_move))
        .route("/play/{address}/moves", get(play_moves))
        .route("/play/{address}/board", get(play_board))
        .route("/play/{address}/review", axum::routing::post(play_review))
}

/// Why a link to play gets no page.
#[derive(Debug, Clone, Copy)]
enum Denied {
    /// Not a link Sanctum made (or pages are off): the plain 404.
    NotFound,
    /// Sanctum's, but past its time.
    Expired,
    /// Sanctum's, but its player has asked for a new one since.
    Replaced,
    /// A seat's clean address without the cookie its link leaves.
    NoCookie,
}

impl Denied {
    /// The page that says so, for `reader`.
    fn answer(self, reader: &Reader) -> Response {
        match self {
            Denied::NotFound => layout::not_found(reader),
            Denied::Expired => view::expired(reader),
            Denied::Replaced => view::replaced(reader),
            Denied::NoCookie => view::needs_link(reader),
        }
    }
}

/// A link to play that a request carries, with where it came from.
struct Carried {
    link: PlayLink,
    /// In the address (a link just opened) rather than in the seat's cookie.
    in_address: bool,
}

/// The cookie that keeps `seat`'s link.
fn cookie_name(seat: Seat) -> String {
    format!("play-{seat}")
}

/// The value of the cookie `name` among a request's cookies.
fn cookie<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (key, value) = pair.trim().split_once('=')?;
            (key == name).then_some(value)
        })
}

/// The link `address` (a whole link, or a seat with its cookie) carries.
fn carried(web: &Web, address: &str, headers: &HeaderMap) -> Result<Carried, Denied> {
    if let Some(link) = web.key.read_play_token(address) {
        return Ok(Carried {
            link,
            in_address: true,
        });
    }
    let seat = Seat::parse(address).ok_or(Denied::NotFound)?;
    let kept = cookie(headers, &cookie_name(seat)).ok_or(Denied::NoCookie)?;
    let link = web
        .key
        .read_play_token(kept)
        .filter(|l| Seat::of(*l) == seat)
        .ok_or(Denied::NoCookie)?;
    Ok(Carried {
        link,
        in_address: false,
    })
}

/// [`ready`], and the link to play that `address` carries, if its tag is right, it has
/// not expired, and its side has not moved on to newer links.
async fn play_of<'a>(
    shared: &'a Shared,
    address: &str,
    headers: &HeaderMap,
) -> Result<(Arc<Service>, &'a Web, Carried), Denied> {
    let (service, web) = ready(shared).ok_or(Denied::NotFound)?;
    let carried = carried(web, address, headers)?;
    let link = carried.link;
    if !view::current(link, service.now()) {
        return Err(Denied::Expired);
    }
    let generation = off_thread(web, service.clone(), move |s| {
        s.play_link_generation(link.game, link.color)
    })
    .await
    .ok_or(Denied::NotFound)?;
    if generation != link.generation {
        return Err(Denied::Replaced);
    }
    Ok((service, web, carried))
}

/// Trades a link opened from its address for the seat's cookie, and sends the browser
/// on to the seat's clean address. The cookie lasts as long as the link, goes only to
/// that seat's addresses, is never shown to scripts, and travels with no request
/// another site starts but a plain link to follow.
fn trade(web: &Web, reader: &Reader, link: PlayLink, now: i64) -> Response {
    let seat = Seat::of(link);
    let secure = web
        .public_url
        .as_deref()
        .is_some_and(|u| u.starts_with("https://"));
    let cookie = format!(
        "{}={}; Path=/play/{seat}; Max-Age={}; HttpOnly; SameSite=Lax{}",
        cookie_name(seat),
        web.key.play_token(link),
        (link.until - now).max(0),
        if secure { "; Secure" } else { "" },
    );
    let mut response = view::played(reader, &seat.to_string());
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
    response
}

async fn play_page(
    State(shared): State<Arc<Shared>>,
    Path(address): Path<String>,
    headers: HeaderMap,
    reader: Reader,
) -> Response {
    let (service, web, carried) = match play_of(&shared, &address, &headers).await {
        Ok(found) => found,
        Err(denied) => return denied.answer(&reader),
    };
    let link = carried.link;
    if carried.in_address {
        return trade(web, &reader, link, service.now());
    }
    let seat = Seat::of(link).to_string();
    let lang = reader.lang;
    match off_thread(web, service, move |s| {
        s.play_page(link.game, link.color, lang)
    })
    .await
    {
        Some(page) => view::answer(
            StatusCode::OK,
            &view::render(web, &reader, &seat, &page, None),
        ),
        None => layout::not_found(&reader),
    }
}

async fn play_moves(
    State(shared): State<Arc<Shared>>,
    Path(address): Path<String>,
    headers: HeaderMap,
    reader: Reader,
) -> Response {
    let (service, web, carried) = match play_of(&shared, &address, &headers).await {
        Ok(found) => found,
        Err(denied) => return denied.answer(&reader),
    };
    let link = carried.link;
    let lang = reader.lang;
    match off_thread(web, service, move |s| {
        s.play_page(link.game, link.color, lang)
    })
    .await
    {
        Some(page) => view::moves(&page),
        None => layout::not_found(&reader),
    }
}

async fn play_board(
    State(shared): State<Arc<Shared>>,
    Path(address): Path<String>,
    headers: HeaderMap,
    reader: Reader,
) -> Response {
    let (service, web, carried) = match play_of(&shared, &address, &headers).await {
        Ok(found) => found,
        Err(denied) => return denied.answer(&reader),
    };
    let link = carried.link;
    let lang = reader.lang;
    match off_thread(web, service, move |s| {
        s.play_board_png(link.game, link.color, lang)
    })
    .await
    {
        Some(png) => view::board(png),
        None => layout::not_found(&reader),
    }
}

/// The form of a move sent to `token`'s link, read only once the link is known good:
/// a body longer than [`limits::MOVE_BODY_BYTES`] (by its `Content-Length`, before
/// anything is read, or as it arrives) is refused with 413, one that takes longer than
/// [`limits::BODY_READ`] with 408; `Ok(None)` if it is no move's form.
pub(super) async fn move_form(
    request: Request,
    reader: &Reader,
) -> Result<Option<view::MoveForm>, Response> {
    let (parts, body) = request.into_parts();
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let too_large = || {
        (
            StatusCode::PAYLOAD_TOO_LARGE,
            reader.word("page-play-too-large"),
        )
            .into_response()
    };
    if declared.is_some_and(|n| n > limits::MOVE_BODY_BYTES as u64) {
        return Err(too_large());
    }
    let read = tokio::time::timeout(
        limits::BODY_READ,
        axum::body::to_bytes(body, limits::MOVE_BODY_BYTES),
    )
    .await;
    let bytes = match read {
        Ok(Ok(bytes)) => bytes,
        // Longer than the limit, or the client went away: nothing to play either way.
        Ok(Err(_)) => return Err(too_large()),
        Err(_) => {
            let mut slow = (
                StatusCode::REQUEST_TIMEOUT,
                reader.word("page-play-too-slow"),
            )
                .into_response();
            slow.headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
            return Err(slow);
        }
    };
    let request = Request::from_parts(parts, axum::body::Body::from(bytes));
    Ok(axum::Form::<view::MoveForm>::from_request(request, &())
        .await
        .ok()
        .map(|axum::Form(f)| f))
}

async fn play_move(
    State(shared): State<Arc<Shared>>,
    Path(address): Path<String>,
    reader: Reader,
    request: Request,
) -> Response {
    let (service, web, carried) = match play_of(&shared, &address, request.headers()).await {
        Ok(found) => found,
        Err(denied) => return denied.answer(&reader),
    };
    let link = carried.link;
    let clean = Seat::of(link).to_string();
    let Some(courier) = shared.courier.get().cloned() else {
        return view::not_ready(&reader);
    };
    let sent = match move_form(request, &reader).await {
        Ok(sent) => sent,
        Err(refused) => return refused,
    };
    let news = match sent {
        Some(f) => {
            play_sent(
                web,
                service.clone(),
                courier.as_ref(),
                link.game,
                link.color,
                f,
            )
            .await
        }
        None => None,
    };
    if let Some(news) = &news
        && news.outcome == service::Outcome::Done
    {
        // A move sent to a whole link goes back to it, to be traded for the cookie.
        return view::played(&reader, if carried.in_address { &address } else { &clean });
    }
    if let Some(news) = &news {
        return refused(web, service, &reader, link, news).await;
    }
    let lang = reader.lang;
    let Some(page) = off_thread(web, service, move |s| {
        s.play_page(link.game, link.color, lang)
    })
    .await
    else {
        return layout::not_found(&reader);
    };
    view::unreadable(web, &reader, &clean, &page)
}

/// Plays the move `form` sends in `game` for the player of `color`, through the
/// service as every face does (the same checks, refusals and announcements), and
/// hands the news of a move played to `courier` for the chat. The service's answer;
/// `None` if there is no such game or the form names no move.
pub(super) async fn play_sent(
    web: &Web,
    service: Arc<Service>,
    courier: &dyn view::Courier,
    game: data::GameId,
    color: rules::Color,
    form: view::MoveForm,
) -> Option<service::Response> {
    let news = off_thread(web, service, move |s| {
        s.play_on_web(game, color, &form.uci, form.ply)
    })
    .await?;
    if news.outcome == service::Outcome::Done {
        courier.carry(news.clone());
    }
    Some(news)
}

/// The engine's review asked for from a finished game's page: queued as `/review` in
/// the game's channel would be, its message posted there when done; the page then
/// says it is on its way. Nothing is read from the request's body.
async fn play_review(
    State(shared): State<Arc<Shared>>,
    Path(address): Path<String>,
    headers: HeaderMap,
    reader: Reader,
) -> Response {
    let (service, web, carried) = match play_of(&shared, &address, &headers).await {
        Ok(found) => found,
        Err(denied) => return denied.answer(&reader),
    };
    let link = carried.link;
    let clean = Seat::of(link).to_string();
    let Some(courier) = shared.courier.get().cloned() else {
        return view::not_ready(&reader);
    };
    // The review's news comes from a review thread, outside the runtime the courier
    // posts from.
    let runtime = tokio::runtime::Handle::current();
    let deliver = Box::new(move |news| {
        let _inside = runtime.enter();
        courier.carry(news);
    });
    let started = off_thread(web, service.clone(), move |s| {
        s.review_on_web(link.game, link.color, deliver)
    })
    .await;
    let news = match started {
        None => return layout::not_found(&reader),
        Some(service::review::ReviewStart::Waiting(_)) => None,
        Some(service::review::ReviewStart::Answered(news)) => {
            (news.outcome != service::Outcome::Done).then_some(news)
        }
    };
    let Some(news) = news else {
        return view::played(&reader, if carried.in_address { &address } else { &clean });
    };
    refused(web, service, &reader, link, &news).await
}

/// The player's page again, with what the service said of a request it did not carry
/// out above the board.
async fn refused(
    web: &Web,
    service: Arc<Service>,
    reader: &Reader,
    link: PlayLink,
    news: &service::Response,
) -> Response {
    let lang = reader.lang;
    let clean = Seat::of(link).to_string();
    match off_thread(web, service, move |s| {
        s.play_page(link.game, link.color, lang)
    })
    .await
    {
        Some(page) => view::refused(web, reader, &clean, &page, news),
        None => layout::not_found(reader),
    }
}
