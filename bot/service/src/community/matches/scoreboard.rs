//! A match's scoreboard: each game's result as points for either server, the totals,
//! and the board-by-board table as text and as a picture, worded for the server that
//! reads it ("this server", "the other server").

use crate::core::context::{Ctx, name_of};
use crate::core::refusal::Result;
use crate::core::reply::{Attachment, Drawn};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::variant_name;
use data::{GameStatus, GuildId, MatchGame, StoredMatch};
use render::{Cell, CellTone, Column, TablePicture};
use rules::Color;

/// A game's points for the home side (the away side has the rest), or `None` while
/// it is played or waits for its threads.
pub(crate) fn home_points(cx: &Ctx<'_>, g: &MatchGame) -> Result<Option<f64>> {
    // Leg 1: the home side has White; leg 2: Black.
    let home = if g.leg == 1 {
        Color::White
    } else {
        Color::Black
    };
    let home_player = if home == Color::White {
        g.white
    } else {
        g.black
    };
    if let Some(by) = g.forfeit_by {
        return Ok(Some(if by == home_player { 0.0 } else { 1.0 }));
    }
    let Some(id) = g.game else { return Ok(None) };
    let game = cx.store.game(id)?;
    Ok(match (game.status, game.result) {
        (GameStatus::Active, _) => None,
        // A game nobody started counts against the side that never moved.
        (GameStatus::Aborted, _) => Some(if game.turn() == home { 0.0 } else { 1.0 }),
        (_, Some(r)) => Some(match r.winner {
            Some(c) if c == home => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }),
        (_, None) => None,
    })
}

/// What became of one game of a match: `Board 1, game 2: bob beat alice.`, a draw, or
/// a forfeit.
pub(crate) fn result_line(cx: &Ctx<'_>, g: &MatchGame) -> Result<Msg> {
    let (home, away) = if g.leg == 1 {
        (g.white, g.black)
    } else {
        (g.black, g.white)
    };
    // A forfeit always has a winner: the side that did not withdraw.
    let forfeit = g.forfeit_by.is_some();
    let outcome = match home_points(cx, g)? {
        None => "on",
        Some(p) if p > 0.5 && forfeit => "home-forfeit",
        Some(p) if p > 0.5 => "home",
        Some(p) if p < 0.5 && forfeit => "away-forfeit",
        Some(p) if p < 0.5 => "away",
        Some(_) => "draw",
    };
    Ok(Msg::new("match-result")
        .num("board", g.board)
        .num("leg", g.leg)
        .str("home", name_of(cx, home))
        .str("away", name_of(cx, away))
        .str("outcome", outcome))
}

/// `2½`, `1`, `½`.
pub(crate) fn points(p: f64) -> String {
    let whole = p.floor();
    let half = p - whole >= 0.5;
    match (whole as u64, half) {
        (0, true) => "½".into(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

/// Each game's home points (`None`: not over), and the totals so far.
pub(crate) fn tally(cx: &Ctx<'_>, games: &[MatchGame]) -> Result<(Vec<Option<f64>>, f64, f64)> {
    let mut each = Vec::with_capacity(games.len());
    let (mut home, mut away) = (0.0, 0.0);
    for g in games {
        let p = home_points(cx, g)?;
        if let Some(p) = p {
            home += p;
            away += 1.0 - p;
        }
        each.push(p);
    }
    Ok((each, home, away))
}

/// The scoreboard as `reader` (one of the servers) reads it: the totals, then each
/// board's players (its own first) and the two games' results from its side.
pub(crate) fn text_for(
    cx: &Ctx<'_>,
    m: &StoredMatch,
    games: &[MatchGame],
    reader: GuildId,
) -> Result<Text> {
    let ours = reader == m.setup.home.guild;
    let (each, home, away) = tally(cx, games)?;
    let (us, them) = if ours { (home, away) } else { (away, home) };
    let mut text = Text::new().msg(
        Msg::new("match-scoreboard-score")
            .strong(
                "title",
                Msg::new("match-scoreboard-title")
                    .num("match", m.id.0)
                    .text("variant", Msg::new(variant_name(m.setup.variant))),
            )
            .str("us", points(us))
            .str("them", points(them)),
    );
    for pair in games.chunks(2).zip(each.chunks(2)) {
        let (legs, results) = pair;
        let first = legs[0];
        let (home_player, away_player) = (first.white, first.black);
        let (mine, theirs) = if ours {
            (home_player, away_player)
        } else {
            (away_player, home_player)
        };
        let marks: Vec<String> = results
            .iter()
            .map(|r| match r {
                None => "…".into(),
                Some(p) => {
                    let p = if ours { *p } else { 1.0 - p };
                    format!("{}–{}", points(p), points(1.0 - p))
                }
            })
            .collect();
        let line = match legs.iter().find_map(|g| g.forfeit_by) {
            Some(by) => {
                Msg::new("match-scoreboard-board-withdrew").str("withdrew", name_of(cx, by))
            }
            None => Msg::new("match-scoreboard-board"),
        };
        text = text.plain("\n• ").msg(
            line.num("board", first.board)
                .str("mine", name_of(cx, mine))
                .str("theirs", name_of(cx, theirs))
                .str("results", marks.join(", ")),
        );
    }
    Ok(text)
}

/// The scoreboard as a picture for `reader`, with its alt text; `None` without a
/// renderer or if drawing failed.
pub(crate) fn picture_for(
    cx: &Ctx<'_>,
    m: &StoredMatch,
    games: &[MatchGame],
    reader: GuildId,
) -> Result<Option<Attachment>> {
    let Some(renderer) = cx.renderer.cloned() else {
        return Ok(None);
    };
    let ours = reader == m.setup.home.guild;
    let (each, home, away) = tally(cx, games)?;
    let (us, them) = if ours { (home, away) } else { (away, home) };
    // Each board: its number, the reader's player, the other's, and the reader's
    // points in each game (`None` while it goes on).
    let boards: Vec<(u32, String, String, Vec<Option<f64>>)> = games
        .chunks(2)
        .zip(each.chunks(2))
        .map(|(legs, results)| {
            let first = legs[0];
            let (mine, theirs) = if ours {
                (first.white, first.black)
            } else {
                (first.black, first.white)
            };
            let results = results
                .iter()
                .map(|r| r.map(|p| if ours { p } else { 1.0 - p }))
                .collect();
            (first.board, name_of(cx, mine), name_of(cx, theirs), results)
        })
        .collect();
    let (id, variant) = (m.id, m.setup.variant);
    Ok(Attachment::picture(
        format!("match-{id}.png"),
        move |lang| {
            let word = |id: &'static str| Msg::new(id).plain(lang);
            let score = |p: f64| format!("{}–{}", points(p), points(1.0 - p));
            let mut table = TablePicture::new(
                Msg::new("scoreboard-title")
                    .str("match", id.to_string())
                    .text("variant", Msg::new(variant_name(variant)))
                    .plain(lang),
                vec![
                    Column::center(word("scoreboard-board")),
                    Column::left(word("scoreboard-this-server")),
                    Column::left(word("scoreboard-other-server")),
                    Column::center(word("scoreboard-game-1")),
                    Column::center(word("scoreboard-game-2")),
                ],
            )
            .with_subtitle(
                Msg::new("scoreboard-score")
                    .str("us", points(us))
                    .str("them", points(them))
                    .plain(lang),
            );
            let mut said_boards = Vec::new();
            for (board, mine, theirs, results) in &boards {
                let mut row = vec![
                    Cell::plain(board.to_string()),
                    Cell::plain(mine.clone()),
                    Cell::plain(theirs.clone()),
                ];
                let mut said = Vec::new();
                for r in results {
                    said.push(r.map_or_else(|| word("scoreboard-not-over"), score));
                    row.push(match r {
                        None => Cell::new("…", CellTone::Pending),
                        Some(p) => {
                            let tone = if *p > 0.5 {
                                CellTone::Win
                            } else if *p < 0.5 {
                                CellTone::Loss
                            } else {
                                CellTone::Draw
                            };
                            Cell::new(score(*p), tone)
                        }
                    });
                }
                said_boards.push(
                    Msg::new("scoreboard-alt-board")
                        .num("board", *board)
                        .str("mine", mine.clone())
                        .str("theirs", theirs.clone())
                        .str("results", said.join(", "))
                        .plain(lang),
                );
                table.rows.push(row);
            }
            Drawn {
                bytes: renderer
                    .table_png(&table)
                    .map_err(|e| tracing::warn!(error = %e, m = %id, "no scoreboard picture"))
                    .ok(),
                alt: crate::game::alt::clip(
                    &Msg::new("scoreboard-alt")
                        .str("match", id.to_string())
                        .str("us", points(us))
                        .str("them", points(them))
                        .str("boards", said_boards.join("; "))
                        .plain(lang),
                ),
            }
        },
    ))
}
