//! A tournament's page: its standings with each tie-break's value, its crosstable
//! picture, and its rounds with every game linked to its page.

use super::Web;
use super::layout::{Preview, page, respond};
use axum::http::StatusCode;
use axum::response::Response;
use maud::{Markup, html};
use service::TournamentPage;

/// The page of `t` (named by `token` in its address).
pub fn render(web: &Web, token: &str, t: &TournamentPage) -> Markup {
    let crosstable = format!("/tournament/{token}/crosstable");
    let body = html! {
        h1 { (t.title) }
        p.status { (t.status) }
        @if !t.standings.is_empty() {
            h2 { "Standings" }
            table.standings {
                thead {
                    tr {
                        th scope="col" { "#" }
                        th scope="col" { "Player" }
                        th scope="col" { abbr title="points" { "PTS" } }
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
                img src=(crosstable) alt={ "Crosstable of " (t.title) ": see the standings above." };
            }
        }
        @for round in &t.rounds {
            h2 { "Round " (round.number) }
            ol.boards {
                @for b in &round.boards {
                    li {
                        @if let Some(game) = b.game {
                            a href={ "/game/" (web.key.game_token(game)) } {
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
                p.byes { "Not paired: " (round.byes.join(", ")) }
            }
        }
    };
    let preview = Preview {
        title: &t.title,
        description: &t.status,
        image: web.absolute(&crosstable),
    };
    page(&t.title, Some(&preview), &body)
}

/// The page as an answer.
pub fn answer(web: &Web, token: &str, t: &TournamentPage) -> Response {
    respond(StatusCode::OK, &render(web, token, t))
}
