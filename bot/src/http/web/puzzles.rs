//! Puzzles as pages: a game's puzzle themes with their easiest puzzles, and one
//! puzzle with its picture, its goal and its solution folded in `<details>` (no
//! script needed), from the service's `PuzzleShelf` and `PuzzlePage`. A puzzle's
//! address is its id, which Discord shows; a server's own puzzles have none.

use super::layout::{Preview, Reader, not_found, page, respond};
use super::{Shared, Web, game, off_thread, ready, variant, words};
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use maud::{Markup, html};
use service::{Msg, PuzzlePage, PuzzleShelf};
use std::sync::Arc;

/// The puzzles' routes.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/puzzles/{variant}", get(shelf))
        .route("/puzzles/{variant}/{id}", get(puzzle))
        .route("/puzzles/{variant}/{id}/board", get(board))
}

async fn shelf(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    reader: Reader,
) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&id)) else {
        return not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.puzzle_shelf(v, lang)).await {
        Some(s) => respond(StatusCode::OK, &render_shelf(web, &reader, &s)),
        None => not_found(&reader),
    }
}

/// "Sanctuary Chess puzzles", in `reader`'s language.
fn shelf_title(reader: &Reader, v: rules::Variant) -> String {
    Msg::new("page-puzzles-title")
        .text("variant", words::variant(v))
        .plain(reader.lang)
}

/// "rated 1500", in `reader`'s language.
fn rated(reader: &Reader, rating: u32) -> String {
    Msg::new("page-puzzle-rated")
        .num("rating", rating)
        .plain(reader.lang)
}

fn render_shelf(web: &Web, reader: &Reader, s: &PuzzleShelf) -> Markup {
    let lang = reader.lang;
    let base = format!("/puzzles/{}", s.variant.id());
    let keep = reader.lang_query();
    let title = shelf_title(reader, s.variant);
    let body = html! {
        h1 { (title) }
        p { (reader.rich(Msg::new("page-puzzles-intro").text("command", s.play.clone()))) }
        @if s.themes.is_empty() { p.note { (reader.word("page-puzzles-none")) } }
        @for t in &s.themes {
            section.theme {
                h2 { (t.label) }
                ul.shelf {
                    @for p in &t.puzzles {
                        li {
                            a href={ (base) "/" (p.id) (keep) } {
                                (Msg::new("page-puzzle-title").str("id", p.id.as_str()).plain(lang))
                            }
                            " — " span.goal { (p.goal) " · " (rated(reader, p.rating)) }
                        }
                    }
                }
            }
        }
        nav {
            a href={ "/rules/" (s.variant.id()) (keep) } {
                (Msg::new("page-rules-link").text("variant", words::variant(s.variant)).plain(lang))
            }
            " · " a href={ "/learn/" (s.variant.id()) (keep) } {
                (Msg::new("page-learn-link").text("variant", words::variant(s.variant)).plain(lang))
            }
        }
    };
    let description = Msg::new("page-puzzles-description")
        .text("variant", words::variant(s.variant))
        .plain(lang);
    let image = s
        .themes
        .first()
        .and_then(|t| t.puzzles.first())
        .and_then(|p| web.absolute(&format!("{base}/{}/board", p.id)));
    let preview = Preview {
        title: &title,
        description: &description,
        image,
    };
    page(reader, &title, Some(&preview), &body)
}

async fn puzzle(
    State(shared): State<Arc<Shared>>,
    Path((v, id)): Path<(String, String)>,
    reader: Reader,
) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&v)) else {
        return not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.puzzle_page(v, &id, lang)).await {
        Some(p) => respond(StatusCode::OK, &render_puzzle(web, &reader, &p)),
        None => not_found(&reader),
    }
}

fn render_puzzle(web: &Web, reader: &Reader, p: &PuzzlePage) -> Markup {
    let lang = reader.lang;
    let base = format!("/puzzles/{}", p.variant.id());
    let picture = format!("{base}/{}/board", p.id);
    let body = html! {
        p.crumbs { a href={ (base) (reader.lang_query()) } { (shelf_title(reader, p.variant)) } }
        h1 { (Msg::new("page-puzzle-title").str("id", p.id.as_str()).plain(lang)) }
        div.exercise {
            figure { img src=(picture) alt=(p.alt); }
            div.words {
                p {
                    strong { (p.goal) } "."
                    @if let Some(m) = &p.last_move {
                        " " (reader.rich(Msg::new("page-puzzle-last-move").mv("move", m.as_str())))
                    }
                }
                p {
                    (words::variant(p.variant).plain(lang)) " · " (rated(reader, p.rating))
                    " · " (p.themes.join(", "))
                }
                details.answer {
                    summary { (reader.word("page-puzzle-solution")) }
                    p { (p.solution.join(" ")) }
                }
                p.note { (Msg::new("page-puzzle-source").str("source", p.source.as_str()).plain(lang)) }
                p { (reader.rich(Msg::new("page-puzzle-more").text("command", p.play.clone()))) }
            }
        }
    };
    let title = Msg::new("page-puzzle-page-title")
        .text("variant", words::variant(p.variant))
        .str("id", p.id.as_str())
        .plain(lang);
    let preview = Preview {
        title: &title,
        description: &p.goal,
        image: web.absolute(&picture),
    };
    page(reader, &title, Some(&preview), &body)
}

async fn board(
    State(shared): State<Arc<Shared>>,
    Path((v, id)): Path<(String, String)>,
    reader: Reader,
) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&v)) else {
        return not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.puzzle_picture(v, &id, lang)).await {
        // A puzzle's position never changes.
        Some(png) => game::board(png, true),
        None => not_found(&reader),
    }
}
