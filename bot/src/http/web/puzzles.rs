//! Puzzles as pages: a game's puzzle themes with their easiest puzzles, and one
//! puzzle with its picture, its goal and its solution folded in `<details>` (no
//! script needed), from the service's `PuzzleShelf` and `PuzzlePage`. A puzzle's
//! address is its id, which Discord shows; a server's own puzzles have none.

use super::layout::{Preview, not_found, page, respond};
use super::{Shared, Web, game, off_thread, ready, variant, words};
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use maud::{Markup, html};
use service::{PuzzlePage, PuzzleShelf};
use std::sync::Arc;

/// The puzzles' routes.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/puzzles/{variant}", get(shelf))
        .route("/puzzles/{variant}/{id}", get(puzzle))
        .route("/puzzles/{variant}/{id}/board", get(board))
}

async fn shelf(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&id)) else {
        return not_found();
    };
    match off_thread(web, service, move |s| s.puzzle_shelf(v)).await {
        Some(s) => respond(StatusCode::OK, &render_shelf(web, &s)),
        None => not_found(),
    }
}

fn render_shelf(web: &Web, s: &PuzzleShelf) -> Markup {
    let base = format!("/puzzles/{}", s.variant.id());
    let body = html! {
        h1 { (s.variant.name()) " puzzles" }
        p {
            "Positions where one line wins. Solve them on Discord with "
            (words::html(&s.play))
            ": Sanctum plays the defence and rates you against each puzzle. "
            "Here, a few of each kind, easiest first."
        }
        @if s.themes.is_empty() { p.note { "No puzzles of this game yet." } }
        @for t in &s.themes {
            section.theme {
                h2 { (t.label) }
                ul.shelf {
                    @for p in &t.puzzles {
                        li {
                            a href={ (base) "/" (p.id) } { "Puzzle " (p.id) }
                            " — " span.goal { (p.goal) " · rated " (p.rating) }
                        }
                    }
                }
            }
        }
        nav {
            a href={ "/rules/" (s.variant.id()) } { "The rules of " (s.variant.name()) }
            " · " a href={ "/learn/" (s.variant.id()) } { "Learn " (s.variant.name()) }
        }
    };
    let title = format!("{} puzzles", s.variant.name());
    let description = format!("Puzzles of {}: find the line that wins.", s.variant.name());
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
    page(&title, Some(&preview), &body)
}

async fn puzzle(
    State(shared): State<Arc<Shared>>,
    Path((v, id)): Path<(String, String)>,
) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&v)) else {
        return not_found();
    };
    match off_thread(web, service, move |s| s.puzzle_page(v, &id)).await {
        Some(p) => respond(StatusCode::OK, &render_puzzle(web, &p)),
        None => not_found(),
    }
}

fn render_puzzle(web: &Web, p: &PuzzlePage) -> Markup {
    let base = format!("/puzzles/{}", p.variant.id());
    let picture = format!("{base}/{}/board", p.id);
    let body = html! {
        p.crumbs { a href=(base) { (p.variant.name()) " puzzles" } }
        h1 { "Puzzle " (p.id) }
        div.exercise {
            figure { img src=(picture) alt=(p.alt); }
            div.words {
                p {
                    strong { (p.goal) } "."
                    @if let Some(m) = &p.last_move { " Last move: " strong { (m) } "." }
                }
                p { (p.variant.name()) " · rated " (p.rating) " · " (p.themes.join(", ")) }
                details.answer {
                    summary { "The solution" }
                    p { (p.solution.join(" ")) }
                }
                p.note { "From " (p.source) "." }
                p { "More like it on Discord: " (words::html(&p.play)) "." }
            }
        }
    };
    let title = format!("{} puzzle {}", p.variant.name(), p.id);
    let preview = Preview {
        title: &title,
        description: &p.goal,
        image: web.absolute(&picture),
    };
    page(&title, Some(&preview), &body)
}

async fn board(
    State(shared): State<Arc<Shared>>,
    Path((v, id)): Path<(String, String)>,
) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&v)) else {
        return not_found();
    };
    match off_thread(web, service, move |s| s.puzzle_picture(v, &id)).await {
        // A puzzle's position never changes.
        Some(png) => game::board(png, true),
        None => not_found(),
    }
}
