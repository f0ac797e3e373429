//! The rules of each game, as the bot tells them, with the start position's picture:
//! what a newcomer reads before their first game of a variant nobody knows yet.

use super::layout::{Preview, page, respond};
use super::{Web, words};
use axum::http::StatusCode;
use axum::response::Response;
use maud::html;
use rules::Variant;

/// The games in the order they are shown: the two of Sanctum's own first.
pub const SHOWN: [Variant; 3] = [Variant::Sanctuary, Variant::Scepter, Variant::Chess];

/// The page of `variant`'s rules.
pub fn answer(web: &Web, variant: Variant) -> Response {
    let picture = format!("/rules/{}/board", variant.id());
    let body = html! {
        h1 { "How to play " (variant.name()) }
        figure.rules {
            img src=(picture) alt=(service::rules_alt(variant));
        }
        p.rules { (words::html(&service::rules_text(variant))) }
        p {
            a href=(super::learn::course_path(variant)) { "Learn " (variant.name()) " lesson by lesson" }
            " · " a href={ "/puzzles/" (variant.id()) } { (variant.name()) " puzzles" }
        }
        nav {
            "The other games: "
            @for (i, other) in SHOWN.iter().filter(|v| **v != variant).enumerate() {
                @if i > 0 { " · " }
                a href={ "/rules/" (other.id()) } { (other.name()) }
            }
        }
    };
    let title = format!("How to play {}", variant.name());
    let description = format!(
        "The rules of {}, as Sanctum plays it on Discord.",
        variant.name()
    );
    let preview = Preview {
        title: &title,
        description: &description,
        image: web.absolute(&picture),
    };
    respond(StatusCode::OK, &page(&title, Some(&preview), &body))
}

/// The index: each game with a line and its link.
pub fn index(web: &Web) -> Response {
    let body = html! {
        h1 { "The games" }
        ul {
            @for v in SHOWN {
                li { a href={ "/rules/" (v.id()) } { (v.name()) } }
            }
        }
    };
    let preview = Preview {
        title: "The games",
        description: "The rules of Sanctuary Chess, Capture the Scepter and chess, as Sanctum plays them on Discord.",
        image: web.absolute(&format!("/rules/{}/board", SHOWN[0].id())),
    };
    respond(StatusCode::OK, &page("The games", Some(&preview), &body))
}
