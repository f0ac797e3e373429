//! A server's leaderboards and its players' pages: each player's ratings, a graph of
//! their rating history (inline SVG: a picture, not a script, so the content security
//! policy allows it) and their recent games, each linked to its page. Only for a
//! server that turned its pages on; the addresses carry no Discord id ([`WebKey`]).

use super::key::WebKey;
use super::layout::{Preview, Reader, not_found, page, respond};
use super::{Shared, Web, off_thread, ready, words};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use data::{GuildId, UserId};
use maud::{Markup, html};
use service::{Lang, Msg, PlayerPage, Record, ServerPage, VariantRating};
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
    reader: Reader,
) -> Response {
    let Some((service, web)) = ready(&shared) else {
        return not_found(&reader);
    };
    let Some(guild) = web.key.read_server_token(&token) else {
        return not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.server_page(guild, lang)).await {
        Some(p) => respond(StatusCode::OK, &render_server(web, &reader, guild, &p)),
        None => not_found(&reader),
    }
}

pub(super) async fn player_page(
    State(shared): State<Arc<Shared>>,
    Path((token, player)): Path<(String, String)>,
    reader: Reader,
) -> Response {
    let Some((service, web)) = ready(&shared) else {
        return not_found(&reader);
    };
    let Some(guild) = web.key.read_server_token(&token) else {
        return not_found(&reader);
    };
    let Some(user) = web.key.read_player_token(guild, &player) else {
        return not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.player_page(guild, user, lang)).await {
        Some(p) => respond(StatusCode::OK, &render_player(web, &reader, guild, &p)),
        None => not_found(&reader),
    }
}

/// `12 games: 7 won, 2 drawn, 3 lost`.
fn record_words(r: Record) -> Msg {
    Msg::new("page-player-record")
        .num("games", r.games)
        .num("wins", r.wins)
        .num("draws", r.draws)
        .num("losses", r.losses)
}

/// The leaderboards page.
fn render_server(web: &Web, reader: &Reader, guild: GuildId, p: &ServerPage) -> Markup {
    let lang = reader.lang;
    let keep = reader.lang_query();
    let title = reader.word("page-server-title");
    let body = html! {
        h1 { (title) }
        @if p.boards.is_empty() {
            p { (reader.word("page-server-none")) }
        }
        @for board in &p.boards {
            h2 { (words::variant(board.variant).plain(lang)) }
            table.standings {
                thead {
                    tr {
                        th scope="col" { "#" }
                        th scope="col" { (reader.word("page-column-player")) }
                        th scope="col" { (reader.word("page-column-rating")) }
                        th scope="col" { (reader.word("page-column-games")) }
                        th scope="col" {
                            abbr title=(reader.word("page-column-record")) {
                                (reader.word("page-column-record-short"))
                            }
                        }
                    }
                }
                tbody {
                    @for row in &board.rows {
                        tr {
                            td { (row.rank) }
                            th scope="row" {
                                a href={ (player_path(&web.key, guild, row.player)) (keep) } { (row.name) }
                            }
                            td { (row.rating) }
                            td { (row.record.games) }
                            td { (row.record.wins) " " (row.record.draws) " " (row.record.losses) }
                        }
                    }
                }
            }
            @if board.total > board.rows.len() as u32 {
                p.more {
                    (Msg::new("page-server-best")
                        .count("shown", board.rows.len())
                        .num("total", board.total)
                        .plain(lang))
                }
            }
        }
        p.note { (reader.word("page-server-provisional")) }
    };
    let description = p
        .boards
        .iter()
        .map(|b| {
            Msg::new("page-server-board-players")
                .text("variant", words::variant(b.variant))
                .num("players", b.total)
                .plain(lang)
        })
        .collect::<Vec<_>>()
        .join(" · ");
    let description = if description.is_empty() {
        reader.word("page-server-description")
    } else {
        description
    };
    let preview = Preview {
        title: &title,
        description: &description,
        image: None,
    };
    page(reader, &title, Some(&preview), &body)
}

/// A player's page.
fn render_player(web: &Web, reader: &Reader, guild: GuildId, p: &PlayerPage) -> Markup {
    let lang = reader.lang;
    let keep = reader.lang_query();
    let body = html! {
        h1 { (p.name) }
        p {
            a href={ (server_path(&web.key, guild)) (keep) } {
                (reader.word("page-player-leaderboards-link"))
            }
        }
        @if p.ratings.is_empty() {
            p { (reader.word("page-player-none")) }
        }
        @for r in &p.ratings {
            section.rating {
                h2 { (words::variant(r.variant).plain(lang)) ": " (r.rating) }
                p { (record_words(r.record).plain(lang)) }
                (graph_in(r, lang))
            }
        }
        @if !p.recent.is_empty() {
            h2 { (reader.word("page-player-recent")) }
            ul.recent {
                @for g in &p.recent {
                    li {
                        a href={ "/game/" (web.key.game_token(g.game)) (keep) } {
                            (Msg::new("page-game-number").str("number", g.game.to_string()).plain(lang))
                            " · " (g.title)
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
        .map(|r| format!("{} {}", words::variant(r.variant).plain(lang), r.rating))
        .collect::<Vec<_>>()
        .join(" · ");
    let description = if description.is_empty() {
        reader.word("page-player-description")
    } else {
        description
    };
    let preview = Preview {
        title: &p.name,
        description: &description,
        image: None,
    };
    page(reader, &p.name, Some(&preview), &body)
}

const GRAPH_WIDTH: f64 = 600.0;
const GRAPH_HEIGHT: f64 = 180.0;
/// Room at the left for the rating labels, and around the plot.
const GRAPH_LEFT: f64 = 48.0;
const GRAPH_MARGIN: f64 = 12.0;

/// [`graph_in`] in English, as the tests read it.
#[cfg(test)]
fn graph(r: &VariantRating) -> Markup {
    graph_in(r, Lang::En)
}

/// The rating history of `r` as an SVG line graph: one point per rated game, oldest
/// at the left, the lowest and highest ratings labelled, described in `lang`.
fn graph_in(r: &VariantRating, lang: Lang) -> Markup {
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
    let label = Msg::new("page-player-graph-label")
        .text("variant", words::variant(r.variant))
        .count("games", h.len())
        .str("first", format!("{first:.0}"))
        .str("last", format!("{last:.0}"))
        .str("low", format!("{low:.0}"))
        .str("high", format!("{high:.0}"))
        .plain(lang);
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
