//! The routes of a player's private page to move: the page, its moves for the script,
//! its board, and the move sent back. Each reads the signed link first: a link that is
//! not Sanctum's gets the plain 404, an expired one a page saying so.

use super::play as view;
use super::{Shared, Web, layout, off_thread, ready};
use crate::http::limits;
use axum::Router;
use axum::extract::{FromRequest, Path, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use service::Service;
use std::sync::Arc;

/// The routes under `/play/`.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/play/{token}", get(play_page).post(play_move))
        .route("/play/{token}/moves", get(play_moves))
        .route("/play/{token}/board", get(play_board))
}

/// Why a link to play gets no page.
#[derive(Debug, Clone, Copy)]
enum Denied {
    /// Not a link Sanctum made (or pages are off): the plain 404.
    NotFound,
    /// Sanctum's, but past its time.
    Expired,
}

impl IntoResponse for Denied {
    fn into_response(self) -> Response {
        match self {
            Denied::NotFound => layout::not_found(),
            Denied::Expired => view::expired(),
        }
    }
}

/// [`ready`], and the link to play `token` names, if its tag is right and it has not
/// expired.
fn play_of<'a>(
    shared: &'a Shared,
    token: &str,
) -> Result<(Arc<Service>, &'a Web, service::PlayLink), Denied> {
    let (service, web) = ready(shared).ok_or(Denied::NotFound)?;
    let link = web.key.read_play_token(token).ok_or(Denied::NotFound)?;
    if !view::current(link, service.now()) {
        return Err(Denied::Expired);
    }
    Ok((service, web, link))
}

async fn play_page(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    let (service, web, link) = match play_of(&shared, &token) {
        Ok(found) => found,
        Err(denied) => return denied.into_response(),
    };
    match off_thread(web, service, move |s| s.play_page(link.game, link.color)).await {
        Some(page) => view::answer(StatusCode::OK, &view::render(web, &token, &page, None)),
        None => layout::not_found(),
    }
}

async fn play_moves(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    let (service, web, link) = match play_of(&shared, &token) {
        Ok(found) => found,
        Err(denied) => return denied.into_response(),
    };
    match off_thread(web, service, move |s| s.play_page(link.game, link.color)).await {
        Some(page) => view::moves(&page),
        None => layout::not_found(),
    }
}

async fn play_board(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    let (service, web, link) = match play_of(&shared, &token) {
        Ok(found) => found,
        Err(denied) => return denied.into_response(),
    };
    match off_thread(web, service, move |s| {
        s.play_board_png(link.game, link.color)
    })
    .await
    {
        Some(png) => view::board(png),
        None => layout::not_found(),
    }
}

/// The form of a move sent to `token`'s link, read only once the link is known good:
/// a body longer than [`limits::MOVE_BODY_BYTES`] (by its `Content-Length`, before
/// anything is read, or as it arrives) is refused with 413, one that takes longer than
/// [`limits::BODY_READ`] with 408; `Ok(None)` if it is no move's form.
async fn move_form(request: Request) -> Result<Option<view::MoveForm>, Response> {
    let (parts, body) = request.into_parts();
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let too_large = || (StatusCode::PAYLOAD_TOO_LARGE, "A move is a few bytes.").into_response();
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
                "The move took too long to arrive.",
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
    Path(token): Path<String>,
    request: Request,
) -> Response {
    let (service, web, link) = match play_of(&shared, &token) {
        Ok(found) => found,
        Err(denied) => return denied.into_response(),
    };
    let Some(courier) = shared.courier.get().cloned() else {
        return view::not_ready();
    };
    let sent = match move_form(request).await {
        Ok(sent) => sent,
        Err(refused) => return refused,
    };
    let news = match sent {
        Some(f) => {
            off_thread(web, service.clone(), move |s| {
                s.play_on_web(link.game, link.color, &f.uci, f.ply)
            })
            .await
        }
        None => None,
    };
    if let Some(news) = &news
        && news.outcome == service::Outcome::Done
    {
        courier.carry(news.clone());
        return view::played(&token);
    }
    let Some(page) = off_thread(web, service, move |s| s.play_page(link.game, link.color)).await
    else {
        return layout::not_found();
    };
    match news {
        Some(news) => view::refused(web, &token, &page, &news),
        None => view::unreadable(web, &token, &page),
    }
}
