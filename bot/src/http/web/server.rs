//! A server's leaderboards and its players' pages: each player's ratings, a graph of
//! their rating history (inline SVG: a picture, not a script, so the content security
//! policy allows it) and their recent games, each linked to its page. Only for a
//! server that turned its pages on; the addresses carry no Discord id ([`WebKey`]).

use super::key::WebKey;
use super::layout::{Preview, not_found, page, respond};
use super::{Shared, Web, off_thread, ready};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use data::{GuildId, UserId};
use maud::{Markup, html};
use service::{PlayerPage, Record, ServerPage, VariantRating};
use std::fmt::Write;
use std::sync::Arc;

/// The path of `guild`'s leaderboards.
pub fn server_path(key: &WebKey, guild: GuildId) -> String {
    format!("/server/{}", key.server_token(guild))
}

/// The path of `user`'s page in `guild`.
pub fn player_path(key: &WebKey, guild: GuildId, user: UserId) -> String {
    format!(
        "{}/player/{}",
        server_path(key, guild),
        key.player_token(guild, user)
    )
}

pub(super) async fn server_page(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Response {
    let Some((service, web)) = ready(&shared) else {
        return not_found();
    };
    let Some(guild) = web.key.read_server_token(&token) else {
        return not_found();
    };
    match off_thread(web, service, move |s| s.server_page(guild)).await {
        Some(p) => respond(StatusCode::OK, &render_server(web, guild, &p)),
        None => not_found(),
    }
}

pub(super) async fn player_page(
    State(shared): State<Arc<Shared>>,
    Path((token, player)): Path<(String, String)>,
) -> Response {
    let Some((service, web)) = ready(&shared) else {
        return not_found();
    };
    let Some(guild) = web.key.read_server_token(&token) else {
        return not_found();
    };
    let Some(user) = web.key.read_player_token(guild, &player) else {
        return not_found();
    };
    match off_thread(web, service, move |s| s.player_page(guild, user)).await {
        Some(p) => respond(StatusCode::OK, &render_player(web, guild, &p)),
        None => not_found(),
    }
}

/// `12 games: 7 won, 2 drawn, 3 lost`.
fn record_words(r: Record) -> String {
    format!(
        "{} game{}: {} won, {} drawn, {} lost",
        r.games,
        if r.games == 1 { "" } else { "s" },
        r.wins,
        r.draws,
        r.losses
    )
}

/// The leaderboards page.
fn render_server(web: &Web, guild: GuildId, p: &ServerPage) -> Markup {
    let body = html! {
        h1 { "Leaderboards" }
        @if p.boards.is_empty() {
            p { "No rated games have finished in this server yet." }
        }
        @for board in &p.boards {
            h2 { (board.variant.name()) }
            table.standings {
                thead {
                    tr {
                        th scope="col" { "#" }
                        th scope="col" { "Player" }
                        th scope="col" { "Rating" }
                        th scope="col" { "Games" }
                        th scope="col" { abbr title="won, drawn, lost" { "W D L" } }
                    }
                }
                tbody {
                    @for row in &board.rows {
                        tr {
                            td { (row.rank) }
                            th scope="row" {
                                a href=(player_path(&web.key, guild, row.player)) { (row.name) }
                            }
                            td { (row.rating) }
                            td { (row.record.games) }
                            td { (row.record.wins) " " (row.record.draws) " " (row.record.losses) }
                        }
                    }
                }
            }
            @if board.total > board.rows.len() as u32 {
                p.more { "The best " (board.rows.len()) " of " (board.total) " players." }
            }
        }
        p.note { "A rating with a ? is provisional: it settles after a few more games." }
    };
    let description = p
        .boards
        .iter()
        .map(|b| format!("{}: {} players", b.variant.name(), b.total))
        .collect::<Vec<_>>()
        .join(" · ");
    let preview = Preview {
        title: "Leaderboards",
        description: if description.is_empty() {
            "Sanctum's rating lists of a Discord server."
        } else {
            &description
        },
        image: None,
    };
    page("Leaderboards", Some(&preview), &body)
}

/// A player's page.
fn render_player(web: &Web, guild: GuildId, p: &PlayerPage) -> Markup {
    let body = html! {
        h1 { (p.name) }
        p { a href=(server_path(&web.key, guild)) { "The server's leaderboards" } }
        @if p.ratings.is_empty() {
            p { "No rated games in this server yet." }
        }
        @for r in &p.ratings {
            section.rating {
                h2 { (r.variant.name()) ": " (r.rating) }
                p { (record_words(r.record)) }
                (graph(r))
            }
        }
        @if !p.recent.is_empty() {
            h2 { "Recent games" }
            ul.recent {
                @for g in &p.recent {
                    li {
                        a href={ "/game/" (web.key.game_token(g.game)) } {
                            "Game " (g.game) " · " (g.title)
                        }
                        ": " (g.result)
                        @if !g.day.is_empty() { " " span.day { (g.day) } }
                    }
                }
            }
        }
    };
    let description = p
        .ratings
        .iter()
        .map(|r| format!("{} {}", r.variant.name(), r.rating))
        .collect::<Vec<_>>()
        .join(" · ");
    let preview = Preview {
        title: &p.name,
        description: if description.is_empty() {
            "A Sanctum player."
        } else {
            &description
        },
        image: None,
    };
    page(&p.name, Some(&preview), &body)
}

const GRAPH_WIDTH: f64 = 600.0;
const GRAPH_HEIGHT: f64 = 180.0;
/// Room at the left for the rating labels, and around the plot.
const GRAPH_LEFT: f64 = 48.0;
const GRAPH_MARGIN: f64 = 12.0;

/// The rating history of `r` as an SVG line graph: one point per rated game, oldest
/// at the left, the lowest and highest ratings labelled.
fn graph(r: &VariantRating) -> Markup {
    let h = &r.history;
    let (Some(first), Some(last)) = (h.first(), h.last()) else {
        return html! {};
    };
    let low = h.iter().copied().fold(f64::INFINITY, f64::min);
    let high = h.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // A flat history still gets a band to sit in.
    let (low_axis, high_axis) = if high - low < 20.0 {
        let middle = f64::midpoint(low, high);
        (middle - 10.0, middle + 10.0)
    } else {
        (low, high)
    };
    let plot_w = GRAPH_WIDTH - GRAPH_LEFT - GRAPH_MARGIN;
    let plot_h = GRAPH_HEIGHT - 2.0 * GRAPH_MARGIN;
    let at = |i: usize, rating: f64| {
        let x = if h.len() > 1 {
            // A history has at most a hundred points: the casts lose nothing.
            GRAPH_LEFT + plot_w * f64::from(i as u32) / f64::from(h.len() as u32 - 1)
        } else {
            GRAPH_LEFT + plot_w / 2.0
        };
        let y = GRAPH_MARGIN + plot_h * (high_axis - rating) / (high_axis - low_axis);
        (x, y)
    };
    let points = h
        .iter()
        .enumerate()
        .fold(String::new(), |mut out, (i, &rating)| {
            let (x, y) = at(i, rating);
            let _ = write!(out, "{}{x:.1},{y:.1}", if i == 0 { "" } else { " " });
            out
        });
    let (last_x, last_y) = at(h.len() - 1, *last);
    let (_, high_y) = at(0, high);
    let (_, low_y) = at(0, low);
    let label = format!(
        "{} rating after each of the last {} rated games: from {first:.0} to {last:.0}, between {low:.0} and {high:.0}.",
        r.variant.name(),
        h.len()
    );
    html! {
        figure.graph {
            svg viewBox={ "0 0 " (GRAPH_WIDTH) " " (GRAPH_HEIGHT) } role="img" aria-label=(label)
                xmlns="http://www.w3.org/2000/svg" {
                title { (label) }
                line.axis x1=(GRAPH_LEFT) y1=(GRAPH_MARGIN) x2=(GRAPH_LEFT) y2=(GRAPH_MARGIN + plot_h) {}
                text.label x=(GRAPH_LEFT - 4.0) y=(format!("{high_y:.1}")) text-anchor="end" dominant-baseline="middle" { (format!("{high:.0}")) }
                @if high - low >= 1.0 {
                    text.label x=(GRAPH_LEFT - 4.0) y=(format!("{low_y:.1}")) text-anchor="end" dominant-baseline="middle" { (format!("{low:.0}")) }
                }
                polyline.history points=(points) fill="none" {}
                circle.now cx=(format!("{last_x:.1}")) cy=(format!("{last_y:.1}")) r="4" {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn rating(history: Vec<f64>) -> VariantRating {
        VariantRating {
            variant: Variant::Chess,
            rating: "1600".to_owned(),
            record: Record {
                games: 3,
                wins: 2,
                draws: 1,
                losses: 0,
            },
            history,
        }
    }

    #[test]
    fn the_graph_has_a_point_per_game_within_its_box() {
        let svg = graph(&rating(vec![1500.0, 1540.4, 1523.0, 1600.2])).0;
        let points = svg
            .split("points=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .expect("a polyline");
        let xy: Vec<(f64, f64)> = points
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').expect("x,y");
                (x.parse().expect("x"), y.parse().expect("y"))
            })
            .collect();
        assert_eq!(xy.len(), 4);
        assert!(xy.windows(2).all(|w| w[0].0 < w[1].0), "{points}");
        assert!(
            xy.iter().all(
                |&(x, y)| (0.0..=GRAPH_WIDTH).contains(&x) && (0.0..=GRAPH_HEIGHT).contains(&y)
            )
        );
        // The highest rating is drawn highest.
        assert!(xy[3].1 < xy[0].1);
        assert!(svg.contains("from 1500 to 1600"), "{svg}");
    }

    #[test]
    fn a_single_or_flat_history_still_draws_and_none_draws_nothing() {
        assert!(graph(&rating(vec![1500.0])).0.contains("<polyline"));
        let flat = graph(&rating(vec![1500.0, 1500.0])).0;
        assert!(!flat.contains("NaN") && !flat.contains("inf"), "{flat}");
        assert!(graph(&rating(Vec::new())).0.is_empty());
    }
}
