//! The rules of each game, as the bot tells them, with the start position's picture:
//! what a newcomer reads before their first game of a variant nobody knows yet.

use super::layout::{Preview, Reader, page, respond};
use super::{Web, words};
use axum::http::StatusCode;
use axum::response::Response;
use maud::html;
use rules::Variant;
use service::Msg;

/// The games in the order they are shown: the two of Sanctum's own first.
pub const SHOWN: [Variant; 3] = [Variant::Sanctuary, Variant::Scepter, Variant::Chess];

/// The page of `variant`'s rules, for `reader`.
pub fn answer(web: &Web, reader: &Reader, variant: Variant) -> Response {
    let lang = reader.lang;
    let picture = format!("/rules/{}/board", variant.id());
    let title = Msg::new("page-rules-title")
        .text("variant", words::variant(variant))
        .plain(lang);
    let puzzles = Msg::new("page-puzzles-title")
        .text("variant", words::variant(variant))
        .plain(lang);
    let body = html! {
        h1 { (title) }
        figure.rules {
            img src={ (picture) (reader.lang_query()) } alt=(service::rules_alt(variant, lang));
        }
        p.rules { (words::html(&service::rules_text(variant), lang)) }
        p {
            a href={ (super::learn::course_path(variant)) (reader.lang_query()) } {
                (Msg::new("page-rules-learn-link").text("variant", words::variant(variant)).plain(lang))
            }
            " · " a href={ "/puzzles/" (variant.id()) (reader.lang_query()) } { (puzzles) }
        }
        nav {
            (reader.word("page-rules-other-games")) " "
            @for (i, other) in SHOWN.iter().filter(|v| **v != variant).enumerate() {
                @if i > 0 { " · " }
                a href={ "/rules/" (other.id()) (reader.lang_query()) } {
                    (words::variant(*other).plain(lang))
                }
            }
        }
    };
    let description = Msg::new("page-rules-description")
        .text("variant", words::variant(variant))
        .plain(lang);
    let preview = Preview {
        title: &title,
        description: &description,
        image: web.absolute(&picture),
    };
    respond(StatusCode::OK, &page(reader, &title, Some(&preview), &body))
}

/// The index: each game with a line and its link.
pub fn index(web: &Web, reader: &Reader) -> Response {
    let title = reader.word("page-rules-index-title");
    let body = html! {
        h1 { (title) }
        ul {
            @for v in SHOWN {
                li {
                    a href={ "/rules/" (v.id()) (reader.lang_query()) } {
                        (words::variant(v).plain(reader.lang))
                    }
                }
            }
        }
    };
    let description = reader.word("page-rules-index-description");
    let preview = Preview {
        title: &title,
        description: &description,
        image: web.absolute(&format!("/rules/{}/board", SHOWN[0].id())),
    };
    respond(StatusCode::OK, &page(reader, &title, Some(&preview), &body))
}
