//! A game's page: the board at any position, the move list in SAN (each move a link
//! to its position, so it works without JavaScript; `sanctum.js` steps in place and
//! with the arrow keys), how it stands or ended, the PGN download, and a link
//! preview with the board for Discord.

use super::layout::{Preview, Reader, page, respond};
use super::{Web, board, explorer, words};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use service::{GamePage, Msg, PageReview};

/// The position a page shows: `?ply=N`, else the last.
pub fn ply_asked(query: Option<&str>, plies: usize) -> usize {
    let last = plies.saturating_sub(1);
    super::query_number::<usize>(query, "ply").map_or(last, |n| n.min(last))
}

/// The page of `game` (named by `token` in its address) at position `ply`, for
/// `reader`.
pub fn render(web: &Web, reader: &Reader, token: &str, game: &GamePage, ply: usize) -> Markup {
    let lang = reader.lang;
    let base = format!("/game/{token}/board/");
    let last = game.plies.len().saturating_sub(1);
    let shown = &game.plies[ply.min(last)];
    let steps = [
        ("first", "page-game-first", 0),
        ("prev", "page-game-back", ply.saturating_sub(1)),
        ("next", "page-game-forward", (ply + 1).min(last)),
        ("last", "page-game-last", last),
    ];
    // A position's link keeps the language the address chose.
    let also = reader.lang_param();
    let body = html! {
        h1 { (game.title) }
        p {
            (Msg::new("page-game-number").str("number", game.number.to_string()).plain(lang))
            " · " (game.terms)
            @if let Some(t) = game.tournament {
                " · " a href={ "/tournament/" (web.key.tournament_token(t)) (reader.lang_query()) } {
                    (reader.word("page-game-tournament-link"))
                }
            }
        }
        p.status { (status(&game.status, game.deadline)) }
        @if !game.clocks.is_empty() {
            ul.clocks aria-label=(reader.word("page-game-clocks")) {
                @for clock in &game.clocks { li { (clock) } }
            }
        }
        @if game.active {
            (super::live::line(reader, &format!("/game/{token}/live"), last))
        }
        div.game {
            figure {
                div #board.boardwrap data-base={ "/game/" (token) "/position/" } data-ply=(ply) {
                    (board::svg(&shown.board, rules::Color::White, &shown.alt))
                }
                nav.steps aria-label=(reader.word("page-game-steps")) {
                    @for (step, id, to) in steps {
                        a href={ "?ply=" (to) (also) } data-step=(step) data-to=(to) { (reader.word(id)) }
                    }
                }
                @if game.review.is_some() {
                    p #engine.engine aria-live="polite" { (shown.engine.as_deref().unwrap_or("")) }
                }
            }
            section.movelist aria-label=(reader.word("page-game-moves")) {
                p {
                    a href={ "?ply=0" (also) } data-ply="0" data-alt=(game.plies[0].alt)
                        data-engine=[game.plies[0].engine.as_deref()]
                        aria-current=[(ply == 0).then_some("step")] { (reader.word("page-game-start")) }
                }
                ol.moves {
                    @for pair in game.plies[1..].chunks(2).enumerate() {
                        li {
                            span.n { (pair.0 + 1) "." }
                            @for (k, p) in pair.1.iter().enumerate() {
                                @let i = 2 * pair.0 + k + 1;
                                a href={ "?ply=" (i) (also) } data-ply=(i) data-alt=(p.alt)
                                    title=[p.at.map(service::utc_text)] data-at=[p.at]
                                    data-engine=[p.engine.as_deref()]
                                    aria-current=[(ply == i).then_some("step")] {
                                    (p.san.as_deref().unwrap_or(""))
                                    @if let Some(mark) = p.mark { span.mark { (mark) } }
                                }
                            }
                        }
                    }
                }
            }
        }
        (explorer::panel(reader, &format!("/game/{token}/explorer/"), ply))
        @if let Some(review) = &game.review {
            (review_section(reader, token, review))
        } @else if game.reviewable {
            p.hint { (reader.rich(Msg::new("page-game-review-none").code("review", "/review"))) }
        }
        p.downloads {
            a href={ "/game/" (token) "/pgn" } download { (reader.word("page-game-download-pgn")) }
            @if last > 0 {
                a href={ "/game/" (token) "/gif" } download { (reader.word("page-game-download-gif")) }
            }
        }
    };
    let image = web.absolute(&format!("{base}{last}"));
    let preview = Preview {
        title: &game.title,
        description: &game.status,
        image,
    };
    page(reader, &game.title, Some(&preview), &body)
}

/// A finished game's review: each side's accuracy, the graph and the slips, each
/// linked to its position.
fn review_section(reader: &Reader, token: &str, review: &PageReview) -> Markup {
    let lang = reader.lang;
    let also = reader.lang_param();
    html! {
        section.review #review aria-label=(reader.word("page-game-review")) {
            h2 { (reader.word("page-game-review")) }
            p {
                (Msg::new("page-game-accuracy").str("players", review.accuracy.join(" · ")).plain(lang))
            }
            figure.graph {
                img src={ "/game/" (token) "/review" } alt=(review.graph_alt);
            }
            @if review.notes.is_empty() {
                p { (reader.word("page-game-no-slips")) }
            } @else {
                ul.notes {
                    @for (ply, note) in &review.notes {
                        li {
                            a href={ "?ply=" (ply) (also) } data-ply-link=(ply) { (words::html(note, lang)) }
                        }
                    }
                }
            }
        }
    }
}

/// A game's status with its deadline, if it names one, as a `<time>` that the page's
/// script shows in the reader's own time zone (the words name it in UTC).
pub fn status(status: &str, deadline: Option<data::Timestamp>) -> Markup {
    let at = deadline.map(|d| (d, service::utc_text(d)));
    let split = at
        .as_ref()
        .and_then(|(d, utc)| Some((d, utc, status.split_once(utc.as_str())?)));
    if let Some((d, utc, (before, after))) = split {
        html! { (before) time datetime=(iso(*d)) { (utc) } (after) }
    } else {
        html! { (status) }
    }
}

/// `at` as an ISO 8601 UTC time (`2026-11-30T09:40:00Z`), as `<time>` wants it.
fn iso(at: data::Timestamp) -> String {
    let (year, month, day) = data::utc_date(at);
    let seconds = at.rem_euclid(86_400);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        seconds / 3600,
        (seconds % 3600) / 60,
        seconds % 60
    )
}

/// The page as an answer.
pub fn answer(web: &Web, reader: &Reader, token: &str, game: &GamePage, ply: usize) -> Response {
    respond(StatusCode::OK, &render(web, reader, token, game, ply))
}

/// A board picture as an answer: kept a year when the game is over (it never changes
/// again), a minute while it goes on (its clocks move).
pub fn board(png: Vec<u8>, over: bool) -> Response {
    let mut response = png.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/png"));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if over {
            "public, max-age=31536000, immutable"
        } else {
            "public, max-age=60"
        }),
    );
    response
}

/// A game's replay as a download, kept like its boards.
pub fn gif(bytes: Vec<u8>, over: bool, game: data::GameId) -> Response {
    let mut response = board(bytes, over);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/gif"));
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"game-{game}.gif\"")) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    response
}

/// The PGN as a download.
pub fn pgn(file_name: &str, text: String) -> Response {
    let mut response = text.into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/x-chess-pgn; charset=utf-8"),
    );
    // The file name is made of ASCII letters, digits and dashes.
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{file_name}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ply_asked_for_is_kept_within_the_game() {
        assert_eq!(ply_asked(None, 5), 4);
        assert_eq!(ply_asked(Some("ply=2"), 5), 2);
        assert_eq!(ply_asked(Some("x=1&ply=0"), 5), 0);
        assert_eq!(ply_asked(Some("ply=99"), 5), 4);
        assert_eq!(ply_asked(Some("ply=-1"), 5), 4);
        assert_eq!(ply_asked(Some("ply=%31"), 5), 4);
        assert_eq!(ply_asked(Some("ply=1"), 0), 0);
    }

    #[test]
    fn a_deadline_is_a_time_the_page_can_show_in_its_readers_zone() {
        let at = 86_400 + 3600 + 61;
        assert_eq!(iso(at), "1970-01-02T01:01:01Z");
        let words = format!("alice to move, by {}", service::utc_text(at));
        let shown = status(&words, Some(at)).into_string();
        assert!(
            shown.contains("<time datetime=\"1970-01-02T01:01:01Z\">1970-01-02 01:01 UTC</time>"),
            "{shown}"
        );
        assert_eq!(status("1-0", None).into_string(), "1-0");
    }
}
