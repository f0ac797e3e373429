//! Sanctum's Activity: the board inside Discord. Discord runs it in an iframe and
//! proxies its requests (`https://<app>.discordsays.com/…`) to the address its URL
//! mapping names, which is this listener's `/activity/`; so the page and everything it
//! asks for live under that path and are named by relative addresses only.
//!
//! The page's script ([`client/app.js`](client/app.js), bundled with Discord's
//! Embedded App SDK into `activity.js`) asks Discord to authorise it, sends the code
//! here (`token`), where it is traded with Discord's `OAuth2` token endpoint for an
//! access token (with the client secret, which never leaves the bot); Discord then
//! says who the token is for (`users/@me`), and the page gets a session signed with
//! the web key for that user. With it, the page lists the user's games here (those of
//! this channel first, then the channel's own game to watch), shows each as their
//! private page to play shows it (the same markup and script), and sends their move
//! through the same service call and [`Courier`](super::Courier) as that page: it is
//! announced in the game's channel. Every game shown follows the game's live stream.
//!
//! A session travels in an `Authorization` header, not a cookie: the page runs in a
//! frame of Discord's, where a cookie of the bot's would be a third party's.

use super::layout::{self, Reader};
use super::{Shared, Web, board, off_thread, play as view, play_routes, ready};
use crate::http::limits;
use axum::Router;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use data::{GameId, UserId};
use maud::{DOCTYPE, Markup, html};
use serde::{Deserialize, Serialize};
use service::{Msg, Service};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// How long a session lasts: a long evening's play, then Discord is asked again.
pub const SESSION_SECONDS: i64 = 12 * 60 * 60;

/// The most games the Activity lists.
const MAX_LISTED: usize = 25;

/// How long Discord gets to answer the trade of a code, or say who a token is for.
const DISCORD_WAIT: Duration = Duration::from_secs(10);

/// Who may frame the Activity: Discord's clients (and the Activity itself, which is
/// where Discord's proxy serves it from). Everything else as on every page.
const CSP: &str = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self' https://discord.com https://*.discord.com https://discordapp.com https://*.discordapp.com https://*.discordsays.com";

/// The application's `OAuth2` client, for the Activity (`DISCORD_CLIENT_ID`,
/// `DISCORD_CLIENT_SECRET`). `Debug` never shows the secret.
#[derive(Clone)]
pub struct Activity {
    /// The application's id.
    client_id: String,
    /// The application's `OAuth2` client secret.
    secret: String,
    /// Discord's API (`SANCTUM_DISCORD_API`, else discord.com), without the `/api/v10`.
    api: String,
    http: reqwest::Client,
}

impl fmt::Debug for Activity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Activity")
            .field("client_id", &self.client_id)
            .field("api", &self.api)
            .finish_non_exhaustive()
    }
}

impl Activity {
    /// The Activity of the application `client_id` with its client `secret`, asking
    /// Discord's API at `api` (its base, as serenity is pointed at it; discord.com if
    /// `None`).
    pub fn new(client_id: &str, secret: &str, api: Option<&str>) -> Activity {
        Activity {
            client_id: client_id.trim().to_owned(),
            secret: secret.trim().to_owned(),
            api: api
                .unwrap_or("https://discord.com")
                .trim()
                .trim_end_matches('/')
                .to_owned(),
            http: reqwest::Client::builder()
                .timeout(DISCORD_WAIT)
                .build()
                .unwrap_or_default(),
        }
    }

    /// Trades the code the SDK's `authorize` gave for an access token, and asks
    /// Discord whom it is for: the token, the user and their name.
    async fn sign_in(&self, code: &str) -> Result<(String, UserId, String), String> {
        let form = [
            ("client_id", self.client_id.as_str()),
            ("client_secret", self.secret.as_str()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let traded = self
            .http
            .post(format!("{}/api/v10/oauth2/token", self.api))
            .form(&form)
            .send()
            .await
            .map_err(|e| format!("the token endpoint: {}", e.without_url()))?;
        let status = traded.status();
        let body = traded.bytes().await.unwrap_or_default();
        if !status.is_success() {
            return Err(format!("the token endpoint answered {status}"));
        }
        let token: Traded =
            serde_json::from_slice(&body).map_err(|_| "the token endpoint's answer".to_owned())?;
        let me = self
            .http
            .get(format!("{}/api/v10/users/@me", self.api))
            .header(
                header::AUTHORIZATION,
                format!("Bearer {}", token.access_token),
            )
            .send()
            .await
            .map_err(|e| format!("users/@me: {}", e.without_url()))?;
        let status = me.status();
        let body = me.bytes().await.unwrap_or_default();
        if !status.is_success() {
            return Err(format!("users/@me answered {status}"));
        }
        let me: Me = serde_json::from_slice(&body).map_err(|_| "users/@me's answer".to_owned())?;
        let id = me
            .id
            .parse::<u64>()
            .map_err(|_| "users/@me's id".to_owned())?;
        let name = me.global_name.unwrap_or(me.username);
        Ok((token.access_token, UserId(id), name))
    }
}

/// The token endpoint's answer (the part read).
#[derive(Deserialize)]
struct Traded {
    access_token: String,
}

/// `users/@me`'s answer (the part read).
#[derive(Deserialize)]
struct Me {
    id: String,
    username: String,
    global_name: Option<String>,
}

/// The Activity's routes, all under `/activity/`.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/activity/", get(shell))
        .route("/activity/token", post(token))
        .route("/activity/games", get(games))
        .route("/activity/game/{token}", get(game).post(play))
        .route("/activity/game/{token}/live", get(super::game_live))
        .route("/activity/static/activity.js", get(script))
        .route("/activity/static/sanctum.js", get(super::js))
        .route("/activity/static/sanctum.css", get(super::css))
        .route(
            "/activity/static/pieces.svg",
            get(|| async { super::asset("image/svg+xml", board::sheet()) }),
        )
}

/// The web face and its Activity, or `None` (a 404) when either is off or the
/// database is not open yet.
fn activity_of(shared: &Shared) -> Option<(Arc<Service>, &Web, &Activity)> {
    let (service, web) = ready(shared)?;
    let activity = web.activity.as_ref()?;
    Some((service, web, activity))
}

/// An answer the Activity's frame may show: its own policy, which lets Discord frame it.
fn framed(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// The words the Activity's script says, in the reader's language.
fn script_words(reader: &Reader) -> String {
    let words: std::collections::BTreeMap<&str, String> = [
        ("signingIn", reader.word("page-activity-signing-in")),
        ("refused", reader.word("page-activity-refused")),
        ("outside", reader.word("page-activity-outside")),
        ("none", reader.word("page-activity-none")),
        ("failed", reader.word("page-activity-failed")),
    ]
    .into_iter()
    .collect();
    serde_json::to_string(&words).unwrap_or_default()
}

/// The page Discord opens: a frame for the script to fill.
async fn shell(State(shared): State<Arc<Shared>>, reader: Reader) -> Response {
    let Some((_, _, activity)) = activity_of(&shared) else {
        return layout::not_found(&reader);
    };
    let title = reader.word("page-activity-title");
    let markup = html! {
        (DOCTYPE)
        html lang=(reader.lang.id()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                link rel="stylesheet" href="static/sanctum.css";
            }
            body.activity {
                main #activity data-client-id=(activity.client_id) data-words=(script_words(&reader)) {
                    p #status role="status" { (reader.word("page-activity-connecting")) }
                    nav #games aria-label=(reader.word("page-activity-games")) {}
                    div #game {}
                }
                script src="static/activity.js" {}
            }
        }
    };
    framed(layout::respond(StatusCode::OK, &markup))
}

/// The bundled script: Discord's SDK and the Activity's own code.
async fn script() -> Response {
    super::asset(
        "text/javascript; charset=utf-8",
        include_str!("activity.js"),
    )
}

/// Reads a small body (at most [`limits::MOVE_BODY_BYTES`], within
/// [`limits::BODY_READ`]); `None` if it is larger or slower.
async fn small_body(request: Request) -> Option<axum::body::Bytes> {
    let read = tokio::time::timeout(
        limits::BODY_READ,
        axum::body::to_bytes(request.into_body(), limits::MOVE_BODY_BYTES),
    )
    .await;
    read.ok()?.ok()
}

/// What the page sends to sign in: the code `authorize` gave it.
#[derive(Deserialize)]
struct CodeSent {
    code: String,
}

/// What the page gets back: the access token for the SDK's `authenticate`, its
/// session here, and the name Discord gave.
#[derive(Serialize)]
struct SignedIn {
    access_token: String,
    session: String,
    user: String,
}

/// A plain answer with `status` for the page's script.
fn plain(status: StatusCode) -> Response {
    framed(status.into_response())
}

/// Trades the code for a token at Discord's, and gives the page a session for the
/// user Discord says it is for.
async fn token(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let Some((service, web, activity)) = activity_of(&shared) else {
        return plain(StatusCode::NOT_FOUND);
    };
    let Some(sent) = small_body(request)
        .await
        .and_then(|b| serde_json::from_slice::<CodeSent>(&b).ok())
        .filter(|s| !s.code.is_empty())
    else {
        return plain(StatusCode::BAD_REQUEST);
    };
    match activity.sign_in(&sent.code).await {
        Ok((access_token, user, name)) => {
            let session = web.key.session_token(user, service.now() + SESSION_SECONDS);
            tracing::info!(user = user.0, "signed in to the Activity");
            framed(
                axum::Json(SignedIn {
                    access_token,
                    session,
                    user: name,
                })
                .into_response(),
            )
        }
        Err(why) => {
            tracing::warn!(%why, "could not sign someone in to the Activity");
            plain(StatusCode::FORBIDDEN)
        }
    }
}

/// The user a request's session names, if its tag is right and it has not ended.
fn signed_in(web: &Web, service: &Service, headers: &HeaderMap) -> Option<UserId> {
    let session = headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")?;
    let (user, until) = web.key.read_session_token(session.trim())?;
    (service.now() < until).then_some(user)
}

/// One game in the Activity's list.
#[derive(Serialize)]
struct Listed {
    /// The game's page token: what the page asks for it by.
    token: String,
    title: String,
    /// `white` or `black` for the user's own games, nothing for one to watch.
    side: Option<&'static str>,
    your_turn: bool,
}

fn side_id(color: rules::Color) -> &'static str {
    if color == rules::Color::White {
        "white"
    } else {
        "black"
    }
}

/// A snowflake from the page's query, `name=123`.
fn snowflake(query: Option<&str>, name: &str) -> Option<u64> {
    super::query_number(query, name)
}

/// The user's games where the Activity runs (`guild_id`, `channel_id` as Discord gave
/// them to the SDK), the channel's first, then the channel's game to watch.
async fn games(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    uri: axum::http::Uri,
    reader: Reader,
) -> Response {
    let Some((service, web, _)) = activity_of(&shared) else {
        return plain(StatusCode::NOT_FOUND);
    };
    let Some(user) = signed_in(web, &service, &headers) else {
        return plain(StatusCode::UNAUTHORIZED);
    };
    let guild = snowflake(uri.query(), "guild_id").map(data::GuildId);
    let channel = snowflake(uri.query(), "channel_id").map(data::ChannelId);
    let lang = reader.lang;
    let listed = off_thread(web, service, move |s| {
        let games = s.activity_games(user, guild, channel);
        Some(
            games
                .into_iter()
                .take(MAX_LISTED)
                .filter_map(|(game, side)| match side {
                    Some(color) => s
                        .play_page(game, color, lang)
                        .map(|p| (game, p.title, Some(side_id(color)), p.your_turn)),
                    None => s
                        .game_page(game, lang)
                        .map(|p| (game, p.title, None, false)),
                })
                .collect::<Vec<_>>(),
        )
    })
    .await
    .unwrap_or_default();
    let listed: Vec<Listed> = listed
        .into_iter()
        .map(|(game, title, side, your_turn)| Listed {
            token: web.key.game_token(game),
            title,
            side,
            your_turn,
        })
        .collect();
    framed(axum::Json(listed).into_response())
}

/// The signed-in user, and the game `token` names with the side they play in it.
async fn seat_of<'a>(
    shared: &'a Shared,
    headers: &HeaderMap,
    token: &str,
) -> Result<(Arc<Service>, &'a Web, GameId, Option<rules::Color>), StatusCode> {
    let (service, web, _) = activity_of(shared).ok_or(StatusCode::NOT_FOUND)?;
    let user = signed_in(web, &service, headers).ok_or(StatusCode::UNAUTHORIZED)?;
    let game = web
        .key
        .read_game_token(token)
        .ok_or(StatusCode::NOT_FOUND)?;
    let side = off_thread(web, service.clone(), move |s| Some(s.side_of(game, user))).await;
    Ok((service, web, game, side.flatten()))
}

/// The board's markup with the pieces' sheet named relative to the Activity, where
/// Discord's proxy serves it.
fn relative(markup: &Markup) -> Markup {
    maud::PreEscaped(markup.0.replace(
        &format!("href=\"{}#", board::SPRITE),
        &format!("href=\"{}#", board::SPRITE.trim_start_matches('/')),
    ))
}

/// A game as the Activity shows it: its player's page (the board from their side,
/// their moves to click, the form the script sends) or, to anyone else, the board.
/// Either follows the game's live stream.
async fn game(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    reader: Reader,
) -> Response {
    let (service, web, game, side) = match seat_of(&shared, &headers, &token).await {
        Ok(found) => found,
        Err(status) => return plain(status),
    };
    let lang = reader.lang;
    let live = format!("game/{token}/live");
    let markup = if let Some(color) = side {
        let Some(page) = off_thread(web, service, move |s| s.play_page(game, color, lang)).await
        else {
            return plain(StatusCode::NOT_FOUND);
        };
        player(&reader, &token, &live, &page)
    } else {
        let Some((page, view, alt)) = off_thread(web, service, move |s| {
            let page = s.game_page(game, lang)?;
            let (ply, _) = s.game_progress(game)?;
            let (view, alt) = s.game_position(game, usize::try_from(ply).ok()?, lang)?;
            Some((page, view, alt))
        })
        .await
        else {
            return plain(StatusCode::NOT_FOUND);
        };
        watcher(&live, &page, &view, &alt)
    };
    framed(layout::respond(StatusCode::OK, &relative(&markup)))
}

/// A player's game: as on their private page, the form sent to the Activity.
fn player(reader: &Reader, token: &str, live: &str, game: &service::PlayPage) -> Markup {
    html! {
        section.activity-game data-live=[game.active.then_some(live)] data-ply=(game.ply) {
            h2 { (game.title) }
            p {
                (Msg::new("page-activity-you-play")
                    .text("side", view::side(game.color))
                    .str("player", game.player.as_str())
                    .plain(reader.lang))
            }
            p.said role="alert" hidden {}
            p.status { (super::game::status(&game.status, game.deadline)) }
            div.game {
                (view::figure(reader, game))
                section.choose aria-label=(reader.word("page-play-your-move")) {
                    @if game.your_turn {
                        (view::move_form(reader, game, &format!("game/{token}")))
                    } @else if game.active {
                        p { (reader.word("page-play-not-your-move")) }
                    }
                    (view::move_list(reader, &game.moves))
                }
            }
        }
    }
}

/// Someone else's game, to watch.
fn watcher(live: &str, page: &service::GamePage, view: &service::BoardView, alt: &str) -> Markup {
    let ply = page.plies.len().saturating_sub(1);
    html! {
        section.activity-game data-live=[page.active.then_some(live)] data-ply=(ply) {
            h2 { (page.title) }
            p { (page.white) " – " (page.black) }
            p.status { (super::game::status(&page.status, page.deadline)) }
            div.game {
                div #board.boardwrap data-ply=(ply) {
                    (board::svg(view, rules::Color::White, alt))
                }
            }
        }
    }
}

/// What the page is told of a move it sent: played, or what the service said.
#[derive(Serialize)]
struct Sent {
    played: bool,
    /// The service's words (HTML), when it did not play the move.
    said: String,
}

/// A move sent from the Activity: played through the service as from the player's
/// private page, and announced in the game's channel.
async fn play(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    reader: Reader,
    request: Request,
) -> Response {
    let (service, web, game, side) = match seat_of(&shared, request.headers(), &token).await {
        Ok(found) => found,
        Err(status) => return plain(status),
    };
    let Some(color) = side else {
        return plain(StatusCode::FORBIDDEN);
    };
    let Some(courier) = shared.courier.get().cloned() else {
        return plain(StatusCode::SERVICE_UNAVAILABLE);
    };
    let form = match play_routes::move_form(request, &reader).await {
        Ok(Some(form)) => form,
        Ok(None) => return plain(StatusCode::BAD_REQUEST),
        Err(refused) => return framed(refused),
    };
    let Some(news) =
        play_routes::play_sent(web, service, courier.as_ref(), game, color, form).await
    else {
        return plain(StatusCode::BAD_REQUEST);
    };
    let played = news.outcome == service::Outcome::Done;
    let said = if played {
        String::new()
    } else {
        html! {
            @for (i, reply) in news.replies.iter().enumerate() {
                @if i > 0 { br; }
                (super::words::html(&reply.text, reader.lang))
            }
        }
        .into_string()
    };
    framed(axum::Json(Sent { played, said }).into_response())
}
