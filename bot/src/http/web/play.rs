//! A player's private page to move by clicking or dragging, reached by a signed link
//! that names the game, the side and when it stops working. The board is drawn in the
//! page from the player's side. Without JavaScript a form lists the legal moves; with
//! it, `sanctum.js` lays buttons over the board's squares (from the legal moves the
//! page carries as JSON, found by the rules in the service), lights up where a piece
//! may go, lets it be dragged there, asks which piece a pawn becomes, and sends the
//! same form. The move goes through the service as Discord's Confirm button does, and
//! its news is carried to the game's channel by the [`Courier`].

use super::layout::{Reader, page, respond};
use super::{Web, board, words};
use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use rules::Color;
use serde::{Deserialize, Serialize};
use service::{Msg, PlayLink, PlayPage, Response as Answer};

/// Takes what a move made on a page set off (the move's announcement, the opponent's
/// ping or direct message, Sanctum's answer to think about) to the chat the game lives
/// in. The web face knows nothing of Discord; the face that runs it does this.
pub trait Courier: Send + Sync {
    /// Delivers `news` in the background: the page does not wait for Discord.
    fn carry(&self, news: Answer);
}

/// What the form sends: the move in UCI and the ply of the position it was chosen on.
#[derive(Debug, Deserialize)]
pub struct MoveForm {
    /// `e2e4`, `e7e8q`.
    #[serde(rename = "move")]
    pub uci: String,
    /// The game's ply the page showed.
    pub ply: u32,
}

/// The message of a side's name: `color-white`, "White".
pub fn side(color: Color) -> Msg {
    Msg::new(if color == Color::White {
        "color-white"
    } else {
        "color-black"
    })
}

/// The page of `game` for its player, with `said` (the answer to a move just sent)
/// above the board, for `reader`.
pub fn render(
    web: &Web,
    reader: &Reader,
    seat: &str,
    game: &PlayPage,
    said: Option<&Markup>,
) -> Markup {
    let lang = reader.lang;
    let game_page = format!("/game/{}", web.key.game_token(game.number));
    let keep = reader.lang_query();
    let body = html! {
        h1 { (game.title) }
        p {
            (Msg::new("page-play-you-play")
                .text("side", side(game.color))
                .str("player", game.player.as_str())
                .plain(lang))
        }
        @if let Some(said) = said {
            p.said role="alert" { (said) }
        }
        p.status { (super::game::status(&game.status, game.deadline)) }
        @if game.active {
            (super::live::line(reader, &format!("{game_page}/live"), usize::try_from(game.ply).unwrap_or(0)))
        }
        div.game {
            (figure(reader, game))
            section.choose aria-label=(reader.word("page-play-your-move")) {
                @if game.your_turn {
                    (move_form(reader, game, &format!("/play/{seat}{keep}")))
                } @else if game.active {
                    p { (reader.word("page-play-not-your-move")) }
                }
                p {
                    a href={ (game_page) (keep) } { (reader.word("page-play-game-page")) }
                    " " (reader.word("page-play-game-page-note"))
                }
                (move_list(reader, &game.moves))
                @if let Some(state) = game.review { (review(reader, seat, &game_page, state)) }
            }
        }
        (super::explorer::panel(reader, &format!("{game_page}/explorer/"), usize::try_from(game.ply).unwrap_or(0)))
        @if !game.notes.is_empty() {
            section.notes aria-label=(reader.word("page-play-notes")) {
                h2 { (reader.word("page-play-notes")) }
                p.hint { (Msg::new("page-play-notes-hint").str("command", "/note").plain(lang)) }
                dl {
                    @for (position, note) in &game.notes {
                        dt { (position) }
                        dd { (note) }
                    }
                }
            }
        }
    };
    page(reader, &game.title, None, &body)
}

/// The board drawn from `game`'s player's side, with the legal moves for the page's
/// script to lay its squares over it.
pub fn figure(reader: &Reader, game: &PlayPage) -> Markup {
    html! {
        figure.play #play data-moves=(embedded(game)) data-words=(script_words(reader)) {
            div #board.boardwrap data-ply=(game.ply) {
                (board::svg(&game.view, game.color, &game.alt))
            }
            p #choice aria-live="polite" {}
        }
    }
}

/// The form that sends a move to `action`, its legal moves listed by piece (what
/// the script's clicks fill in and send), and how to click instead.
pub fn move_form(reader: &Reader, game: &PlayPage, action: &str) -> Markup {
    html! {
        form #move-form method="post" action=(action) {
            input type="hidden" name="ply" value=(game.ply);
            label for="move" { (reader.word("page-play-your-move")) }
            select #move name="move" required {
                @for (from, choices) in by_piece(reader, game) {
                    optgroup label=(from) {
                        @for c in choices {
                            option value=(c.uci) {
                                (c.san) " (" (c.from) "–" (c.to) ")"
                                @if let Some(note) = &c.note { ": " (note) }
                            }
                        }
                    }
                }
            }
            button type="submit" { (reader.word("page-play-submit")) }
        }
        p.hint { (reader.word("page-play-hint")) }
    }
}

/// Where the engine's review of the finished game stands: a button to ask for it,
/// word that it is on its way, or a link to it on the game's page.
fn review(reader: &Reader, seat: &str, game_page: &str, state: service::ReviewState) -> Markup {
    let keep = reader.lang_query();
    html! {
        section.asked aria-label=(reader.word("page-game-review")) {
            @match state {
                service::ReviewState::Ask => {
                    form #review-form method="post" action={ "/play/" (seat) "/review" (keep) } {
                        button type="submit" { (reader.word("page-play-review-ask")) }
                    }
                    p.hint { (reader.word("page-play-review-ask-note")) }
                }
                service::ReviewState::Waiting => {
                    p.status { (reader.word("page-play-review-waiting")) }
                }
                service::ReviewState::Done => {
                    p { a href={ (game_page) (keep) "#review" } { (reader.word("page-play-review-done")) } }
                }
            }
        }
    }
}

/// The game's moves so far, numbered in pairs, each with the review's mark and when
/// it was played (the script shows it in the reader's zone).
pub fn move_list(reader: &Reader, moves: &[service::PlayedMove]) -> Markup {
    html! {
        @if !moves.is_empty() {
            section.movelist aria-label=(reader.word("page-game-moves")) {
                ol.moves {
                    @for (n, pair) in moves.chunks(2).enumerate() {
                        li {
                            span.n { (n + 1) "." }
                            @for m in pair {
                                span.san title=(service::utc_text(m.at)) data-at=(m.at) {
                                    (m.san)
                                    @if let Some(mark) = m.mark { span.mark { (mark) } }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The words the page's script says, in the reader's language: `{move}`, `{piece}`,
/// `{square}` and `{squares}` stand for what it fills in.
fn script_words(reader: &Reader) -> String {
    let lang = reader.lang;
    let with = |id: &'static str, args: &[&'static str]| {
        args.iter()
            .fold(Msg::new(id), |m, a| m.str(a, format!("{{{a}}}")))
            .plain(lang)
    };
    let words: std::collections::BTreeMap<&str, String> = [
        ("board", reader.word("page-play-board-label")),
        ("empty", reader.word("page-play-empty")),
        ("cancel", reader.word("page-play-cancel")),
        ("which", reader.word("page-play-which")),
        ("ask", with("page-play-ask", &["move"])),
        ("play", with("page-play-play", &["move"])),
        ("playing", with("page-play-playing", &["move"])),
        ("notYours", reader.word("page-play-your-turn-not")),
        ("noMove", reader.word("page-play-no-move")),
        (
            "mayGo",
            with("page-play-may-go", &["piece", "square", "squares"]),
        ),
    ]
    .into_iter()
    .collect();
    serde_json::to_string(&words).unwrap_or_default()
}

/// The moves grouped by the piece that makes them (`White knight on g1`), in the
/// board's order.
fn by_piece<'a>(
    reader: &Reader,
    game: &'a PlayPage,
) -> Vec<(String, Vec<&'a service::PlayChoice>)> {
    let mut groups: Vec<(rules::Square, Vec<&service::PlayChoice>)> = Vec::new();
    for c in &game.choices {
        match groups.iter_mut().find(|(from, _)| *from == c.from) {
            Some((_, list)) => list.push(c),
            None => groups.push((c.from, vec![c])),
        }
    }
    groups
        .into_iter()
        .map(|(from, list)| {
            let what = game.pieces.iter().find(|(sq, _)| *sq == from).map_or_else(
                || reader.word("page-play-a-piece"),
                |(_, what)| what.clone(),
            );
            let label = Msg::new("page-play-piece-on")
                .str("piece", what)
                .str("square", from.to_string())
                .plain(reader.lang);
            (label, list)
        })
        .collect()
}

/// The page as an answer: private, so never kept by a browser or proxy.
pub fn answer(status: StatusCode, markup: &Markup) -> Response {
    let mut response = respond(status, markup);
    private(response.headers_mut());
    response
}

/// The page after a move was refused or failed: what the service said, above it.
pub fn refused(web: &Web, reader: &Reader, seat: &str, game: &PlayPage, news: &Answer) -> Response {
    let said = html! {
        @for (i, reply) in news.replies.iter().enumerate() {
            @if i > 0 { br; }
            (words::html(&reply.text, reader.lang))
        }
    };
    let status = match news.outcome {
        service::Outcome::Failed => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::CONFLICT,
    };
    answer(status, &render(web, reader, seat, game, Some(&said)))
}

/// After a move was played, or a link traded for its cookie: on to the page at
/// `address` (a reload sends nothing again), in the language the address chose.
pub fn played(reader: &Reader, address: &str) -> Response {
    let to = format!("/play/{address}{}", reader.lang_query());
    let mut response = Redirect::to(&to).into_response();
    private(response.headers_mut());
    response
}

/// A page that only says something: a heading and a paragraph, with `/board` where
/// the paragraph names it.
fn notice(
    reader: &Reader,
    status: StatusCode,
    title: &'static str,
    heading: &'static str,
    text: &'static str,
) -> Response {
    let body = html! {
        h1 { (reader.word(heading)) }
        p { (reader.rich(Msg::new(text).code("board", "/board"))) }
    };
    answer(status, &page(reader, &reader.word(title), None, &body))
}

/// The page for a link past its time: it was Sanctum's, so say what to do.
pub fn expired(reader: &Reader) -> Response {
    notice(
        reader,
        StatusCode::GONE,
        "page-play-expired-title",
        "page-play-expired-heading",
        "page-play-expired-text",
    )
}

/// The page for a link its player has since replaced with a new one.
pub fn replaced(reader: &Reader) -> Response {
    notice(
        reader,
        StatusCode::GONE,
        "page-play-replaced-title",
        "page-play-replaced-heading",
        "page-play-replaced-text",
    )
}

/// The page at a seat's clean address without the cookie its link leaves: another
/// browser, or one that keeps no cookies.
pub fn needs_link(reader: &Reader) -> Response {
    notice(
        reader,
        StatusCode::FORBIDDEN,
        "page-play-needs-link-title",
        "page-play-needs-link-heading",
        "page-play-needs-link-text",
    )
}

/// The page while the face cannot pass a move on to Discord yet (just started).
pub fn not_ready(reader: &Reader) -> Response {
    notice(
        reader,
        StatusCode::SERVICE_UNAVAILABLE,
        "page-play-not-ready-title",
        "page-play-not-ready-heading",
        "page-play-not-ready-text",
    )
}

/// A form that did not read as a move.
pub fn unreadable(web: &Web, reader: &Reader, seat: &str, game: &PlayPage) -> Response {
    let said = html! { (reader.word("page-play-unreadable")) };
    answer(
        StatusCode::BAD_REQUEST,
        &render(web, reader, seat, game, Some(&said)),
    )
}

/// The legal moves and where the squares are, for the page's script.
#[derive(Debug, Serialize)]
pub struct ForScript<'a> {
    ply: u32,
    color: &'static str,
    your_turn: bool,
    confirm: bool,
    board: Board,
    pieces: std::collections::BTreeMap<String, &'a str>,
    moves: Vec<Choice<'a>>,
}

#[derive(Debug, Serialize)]
struct Board {
    left: f32,
    top: f32,
    width: f32,
    height: f32,
}

#[derive(Debug, Serialize)]
struct Choice<'a> {
    from: String,
    to: String,
    uci: &'a str,
    san: &'a str,
    note: Option<&'a str>,
}

/// `game`'s moves as JSON, the squares where its picture has them.
pub fn moves(game: &PlayPage) -> Response {
    let b = game.board;
    let body = for_script(
        game,
        Board {
            left: b.left,
            top: b.top,
            width: b.width,
            height: b.height,
        },
    );
    let mut response = Json(body).into_response();
    private(response.headers_mut());
    response
}

/// `game`'s moves as JSON for the page's own script, the squares filling the drawn
/// board: the page carries them, so a piece can be picked up at once.
fn embedded(game: &PlayPage) -> String {
    let whole = Board {
        left: 0.0,
        top: 0.0,
        width: 1.0,
        height: 1.0,
    };
    serde_json::to_string(&for_script(game, whole)).unwrap_or_default()
}

/// What the page's script is told: the legal moves the rules found, and what stands
/// where.
fn for_script(game: &PlayPage, board: Board) -> ForScript<'_> {
    ForScript {
        ply: game.ply,
        color: if game.color == Color::White {
            "white"
        } else {
            "black"
        },
        your_turn: game.your_turn,
        confirm: game.confirm,
        board,
        pieces: game
            .pieces
            .iter()
            .map(|(sq, what)| (sq.to_string(), what.as_str()))
            .collect(),
        moves: game
            .choices
            .iter()
            .map(|c| Choice {
                from: c.from.to_string(),
                to: c.to.to_string(),
                uci: &c.uci,
                san: &c.san,
                note: c.note.as_deref(),
            })
            .collect(),
    }
}

/// The player's board as a PNG.
pub fn board(png: Vec<u8>) -> Response {
    let mut response = png.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/png"));
    private(headers);
    response
}

/// Whether `link` still works at `now`.
pub fn current(link: PlayLink, now: i64) -> bool {
    now < link.until
}

fn private(headers: &mut axum::http::HeaderMap) {
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        axum::http::HeaderName::from_static("x-robots-tag"),
        HeaderValue::from_static("noindex"),
    );
}
