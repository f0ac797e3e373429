//! A tournament's page: its standings with each tie-break's value, its crosstable
//! picture, and its rounds with every game linked to its page.

use super::Web;
use super::layout::{Preview, Reader, page, respond};
use axum::http::StatusCode;
use axum::response::Response;
use maud::{Markup, html};
use service::{Msg, TournamentPage};

/// The page of `t` (named by `token` in its address) for `reader`.
pub fn render(web: &Web, reader: &Reader, token: &str, t: &TournamentPage) -> Markup {
    let lang = reader.lang;
    let crosstable = format!("/tournament/{token}/crosstable");
    let body = html! {
        h1 { (t.title) }
        p.status { (t.status) }
        @if !t.standings.is_empty() {
            h2 { (reader.word("page-tournament-standings")) }
            table.standings {
                thead {
                    tr {
                        th scope="col" { "#" }
                        th scope="col" { (reader.word("page-column-player")) }
                        th scope="col" {
                            abbr title=(reader.word("page-column-points")) {
                                (reader.word("page-column-points-short"))
                            }
                        }
                        @for tb in &t.tiebreaks { th scope="col" { (tb) } }
                    }
                }
                tbody {
                    @for row in &t.standings {
                        tr {
                            td { (row.place) }
                            th scope="row" { (row.name) }
                            td { (row.points) }
                            @for v in &row.values { td { (v) } }
                        }
                    }
                }
            }
            figure.crosstable {
                img src=(crosstable)
                    alt=(Msg::new("page-tournament-crosstable-alt").str("tournament", t.title.as_str()).plain(lang));
            }
        }
        @for round in &t.rounds {
            h2 { (Msg::new("page-tournament-round").num("round", round.number).plain(lang)) }
            ol.boards {
                @for b in &round.boards {
                    li {
                        @if let Some(game) = b.game {
                            a href={ "/game/" (web.key.game_token(game)) (reader.lang_query()) } {
                                (b.white) " – " (b.black)
                            }
                        } @else {
                            (b.white) " – " (b.black)
                        }
                        " " span.result { (b.result) }
                    }
                }
            }
            @if !round.byes.is_empty() {
                p.byes {
                    (Msg::new("page-tournament-byes")
                        .count("count", round.byes.len())
                        .str("players", round.byes.join(", "))
                        .plain(lang))
                }
            }
        }
    };
    let preview = Preview {
        title: &t.title,
        description: &t.status,
        image: web.absolute(&crosstable),
    };
    page(reader, &t.title, Some(&preview), &body)
}

/// The page as an answer.
pub fn answer(web: &Web, reader: &Reader, token: &str, t: &TournamentPage) -> Response {
    respond(StatusCode::OK, &render(web, reader, token, t))
}
