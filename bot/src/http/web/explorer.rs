//! The opening explorer on the web: the moves played from a position, with their
//! games, how those ended and their players' average rating (the service counts them,
//! with `/explorer`'s own query). A game's page folds it in a `<details>` whose link
//! opens it as a page of its own (no script needed); with the script the panel loads
//! the table in place (`?part=1`), only when opened, so a game's first paint stays
//! light. `/explorer/{variant}?moves=e2e4,e7e5` walks the lines of every server's
//! games from the start, each move a link one move deeper.

use super::layout::{Reader, not_found, page, respond};
use super::{Shared, game_of, off_thread, query_number, ready, variant};
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, Uri};
use axum::response::Response;
use axum::routing::get;
use maud::{Markup, html};
use service::ExplorerPage;
use std::sync::Arc;

/// The most characters of a line of moves an address may carry.
const MAX_LINE: usize = 2_000;

/// The explorer's routes.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/explorer/{variant}", get(line_page))
        .route("/game/{token}/explorer/{ply}", get(game_page))
}

/// The folded panel on a game's page for the position after `ply` plies: its link
/// (`base` + ply) opens the explorer's page; the script loads it in place instead.
pub fn panel(reader: &Reader, base: &str, ply: usize) -> Markup {
    html! {
        details.explorer #explorer data-base=(base) data-ply=(ply) {
            summary { (reader.word("page-explorer-open")) }
            div.explorer-body {
                a href={ (base) (ply) (reader.lang_query()) } { (reader.word("page-explorer-see")) }
            }
        }
    }
}

/// The table of `found`, each move a link to the line one move deeper: `base`
/// (`/explorer/chess`, or a game's position) and the moves from there.
fn table(reader: &Reader, found: &ExplorerPage, base: &str) -> Markup {
    let deeper = |uci: &str| {
        let mut line = found.line.clone();
        line.push(uci.to_owned());
        format!("{base}?moves={}{}", line.join(","), reader.lang_param())
    };
    html! {
        p.heading { (found.heading) }
        @if let Some(none) = &found.none {
            p { (none) }
        } @else {
            table.explorer-moves {
                thead {
                    tr {
                        th scope="col" { (reader.word("page-explorer-move")) }
                        th scope="col" { (reader.word("page-explorer-games")) }
                        th scope="col" { (reader.word("page-explorer-results")) }
                        th scope="col" { (reader.word("page-explorer-rating")) }
                    }
                }
                tbody {
                    @for row in &found.rows {
                        tr {
                            th scope="row" { a href=(deeper(&row.uci)) { strong { (row.san) } } }
                            td { (row.games) }
                            td.results {
                                span.w { (row.percents[0]) "%" } " / "
                                span.d { (row.percents[1]) "%" } " / "
                                span.b { (row.percents[2]) "%" }
                            }
                            td { (row.rating.as_deref().unwrap_or("–")) }
                        }
                    }
                }
            }
        }
        p.note { (found.note) }
    }
}

/// Where an explorer page's lines begin: its address, and the words of the link
/// back there.
struct Base {
    path: String,
    back: &'static str,
}

/// `found` as an answer: the table alone for a page's script (`?part=1`), else a
/// page whose lines begin at `base`: the variant's start or a game's position.
fn answer(reader: &Reader, found: &ExplorerPage, base: &Base, part: bool) -> Response {
    let (back, base) = (base.back, base.path.as_str());
    if part {
        return respond(StatusCode::OK, &table(reader, found, base));
    }
    let title = reader.word("page-explorer-title");
    let body = html! {
        h1 { (title) }
        section.explorer { (table(reader, found, base)) }
        @if !found.line.is_empty() {
            p { a href={ (base) (reader.lang_query()) } { (reader.word(back)) } }
        }
    };
    respond(StatusCode::OK, &page(reader, &title, None, &body))
}

/// The `moves=` of a query, percent-decoded, its `,` and `+` read as spaces.
fn line_asked(query: Option<&str>) -> String {
    let raw = query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| pair.strip_prefix("moves="))
        .unwrap_or_default();
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() && out.len() < MAX_LINE {
        let hex = |b: u8| char::from(b).to_digit(16);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(u8::try_from(h * 16 + l).unwrap_or(b' '));
                    i += 3;
                    continue;
                }
                _ => out.push(b' '),
            },
            b'+' | b',' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

async fn line_page(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    uri: Uri,
    reader: Reader,
) -> Response {
    let (Some((service, web)), Some(v)) = (ready(&shared), variant(&id)) else {
        return not_found(&reader);
    };
    let line = line_asked(uri.query());
    let part = query_number::<u8>(uri.query(), "part") == Some(1);
    let lang = reader.lang;
    let base = Base {
        path: format!("/explorer/{}", v.id()),
        back: "page-explorer-from-start",
    };
    match off_thread(web, service, move |s| s.line_explorer(v, &line, lang)).await {
        Some(found) => answer(&reader, &found, &base, part),
        None => not_found(&reader),
    }
}

async fn game_page(
    State(shared): State<Arc<Shared>>,
    Path((token, ply)): Path<(String, String)>,
    uri: Uri,
    reader: Reader,
) -> Response {
    let (Some((service, web, id)), Ok(ply)) = (game_of(&shared, &token), ply.parse::<usize>())
    else {
        return not_found(&reader);
    };
    let part = query_number::<u8>(uri.query(), "part") == Some(1);
    let line = line_asked(uri.query());
    let lang = reader.lang;
    let base = Base {
        path: format!("/game/{token}/explorer/{ply}"),
        back: "page-explorer-back-to-game",
    };
    match off_thread(web, service, move |s| s.game_explorer(id, ply, &line, lang)).await {
        Some(found) => answer(&reader, &found, &base, part),
        None => not_found(&reader),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_from_its_address() {
        assert_eq!(line_asked(Some("moves=e2e4,e7e5")), "e2e4 e7e5");
        assert_eq!(line_asked(Some("lang=de&moves=e4+e5%20Nf3")), "e4 e5 Nf3");
        assert_eq!(line_asked(Some("moves=Qh4%23")), "Qh4#");
        assert_eq!(line_asked(Some("moves=%2")), "%2");
        assert_eq!(line_asked(None), "");
    }
}
