//! Standings: the tournament's results read into the tournament crate's model and
//! ordered by FIDE's C.07 tie-breaks for round robins (points, direct encounter,
//! Sonneborn-Berger, wins), shown as text and as a crosstable picture; after each game
//! the result and the standings go to the tournament's channel, and after the last
//! one, once, the podium.
//!
//! Every game of a correspondence round robin runs at once, so a player's games are
//! read in the order of the Berger rounds with the round they sit out (odd fields)
//! left out: a game still going counts as a round without a result yet (no points,
//! nothing to the tie-breaks), never as an absence. A game aborted because a side never
//! moved is a forfeit: that side loses it.

use super::title;
use crate::context::{Ctx, name_of};
use crate::error::Result;
use crate::reply::{Attachment, Reply, Response};
use crate::text::Text;
use data::{Board, GameStatus, StoredGame, StoredTournament, TournamentStatus, UserId};
use render::{Align, Cell, CellTone, Column, TablePicture};
use rules::Color;
use std::fmt::Write as _;
use tournament::tiebreak::{Standing, TieBreak, standings as fide_standings};
use tournament::{GameResult, Player, RoundEntry, Tournament};

/// The order of a round robin's standings (C.07's recommendation for round robins).
pub const ROUND_ROBIN_TIEBREAKS: [TieBreak; 4] = [
    TieBreak::Points,
    TieBreak::DirectEncounter,
    TieBreak::SonnebornBerger,
    TieBreak::Wins,
];

/// A board's result for one side, in TRF's terms.
fn result_for(game: Option<&StoredGame>, side: Color) -> GameResult {
    let Some(g) = game else {
        return GameResult::None;
    };
    match g.status {
        GameStatus::Active => GameResult::None,
        GameStatus::Aborted => {
            // The side that never moved forfeits.
            if g.turn() == side {
                GameResult::ForfeitLoss
            } else {
                GameResult::ForfeitWin
            }
        }
        GameStatus::Finished => match g.result.and_then(|r| r.winner) {
            Some(w) if w == side => GameResult::Win,
            Some(_) => GameResult::Loss,
            None => GameResult::Draw,
        },
    }
}

/// The tournament in the tournament crate's model: players by pairing number, each
/// with their games in round order.
struct Table {
    ranked: Vec<UserId>,
    model: Tournament,
}

/// The model for standings: each player's games one after another, rounds sat out
/// left out (see the module's note).
fn table(cx: &Ctx<'_>, t: &StoredTournament, boards: &[Board]) -> Result<Table> {
    model(cx, t, boards, None)
}

/// The model with `header` lines and every round in its place, a round sat out as an
/// unpaired round without a result: what a TRF file says.
fn model(
    cx: &Ctx<'_>,
    t: &StoredTournament,
    boards: &[Board],
    by_round: Option<Vec<String>>,
) -> Result<Table> {
    let ranked: Vec<UserId> = cx
        .store
        .tournament_entrants(t.id)?
        .iter()
        .map(|e| e.user)
        .collect();
    let number = |u: UserId| {
        ranked
            .iter()
            .position(|r| *r == u)
            .and_then(|i| u32::try_from(i + 1).ok())
    };
    let mut players: Vec<Player> = ranked
        .iter()
        .enumerate()
        .map(|(i, u)| Player {
            id: u32::try_from(i + 1).unwrap_or(u32::MAX),
            sex: String::new(),
            title: String::new(),
            name: name_of(cx, *u),
            rating: None,
            federation: String::new(),
            fide_id: String::new(),
            birth: String::new(),
            points: tournament::Points(0),
            rank: None,
            rounds: Vec::new(),
        })
        .collect();
    let rounds = boards.iter().map(|b| b.pairing.round).max().unwrap_or(0);
    for b in boards {
        let (Some(w), Some(bl)) = (number(b.pairing.white), number(b.pairing.black)) else {
            continue;
        };
        if by_round.is_some() {
            // Rounds sat out before this one.
            for p in [w, bl] {
                if let Some(p) = players.get_mut(p as usize - 1) {
                    while p.rounds.len() + 1 < b.pairing.round as usize {
                        p.rounds.push(RoundEntry::bye(GameResult::None));
                    }
                }
            }
        }
        for (me, them, colour, side) in [
            (w, bl, tournament::Colour::White, Color::White),
            (bl, w, tournament::Colour::Black, Color::Black),
        ] {
            if let Some(p) = players.get_mut(me as usize - 1) {
                p.rounds.push(RoundEntry {
                    opponent: Some(them),
                    colour: Some(colour),
                    result: result_for(b.game.as_ref(), side),
                });
            }
        }
    }
    let model = match by_round {
        Some(header) => {
            for p in &mut players {
                while p.rounds.len() < rounds as usize {
                    p.rounds.push(RoundEntry::bye(GameResult::None));
                }
            }
            Tournament::from_players(header, players, Some(rounds))
        }
        None => Tournament::from_players(Vec::new(), players, None),
    };
    Ok(Table { ranked, model })
}

/// `tournament trf`: the tournament as a FIDE Tournament Report File (TRF-2016, with
/// `XXR`), so any FIDE-endorsed program can check its pairings and standings.
pub(super) fn trf(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Response> {
    let boards = cx.store.tournament_boards(t.id)?;
    let entrants = cx.store.tournament_entrants(t.id)?.len();
    let date = |at: Option<data::Timestamp>| {
        at.map(|at| crate::words::utc_day(at).replace('-', "/"))
            .unwrap_or_default()
    };
    let header = vec![
        format!("012 {}", title(t)),
        "022 Discord (Sanctum)".to_owned(),
        format!("042 {}", date(t.started_at)),
        format!("052 {}", date(t.finished_at)),
        format!("062 {entrants}"),
        format!(
            "092 {}",
            match t.setup.format {
                data::Format::RoundRobin => "Individual: round robin (Berger tables)",
                data::Format::DoubleRoundRobin => "Individual: double round robin (Berger tables)",
            }
        ),
        format!(
            "122 correspondence, {} per move",
            crate::words::days(t.setup.days_per_move)
        ),
    ];
    let table = model(cx, t, &boards, Some(header))?;
    let text = table.model.to_trf();
    Ok(Response::one(
        Reply::private(format!(
            "{} as a FIDE TRF file: each player's line has their opponent, colour and result per round (blank while a game goes on).",
            title(t)
        ))
        .with_file(Attachment {
            name: format!("tournament-{}.trf", t.id),
            bytes: text.into_bytes(),
            alt: None,
        }),
    ))
}

/// One result as the crosstable writes it.
fn mark(result: GameResult) -> &'static str {
    match result {
        GameResult::Win | GameResult::UnratedWin => "1",
        GameResult::Loss | GameResult::UnratedLoss => "0",
        GameResult::Draw | GameResult::UnratedDraw => "½",
        GameResult::ForfeitWin => "+",
        GameResult::ForfeitLoss => "-",
        _ => "·",
    }
}

/// The standings in words: place, name, points and each tie-break.
fn standings_text(table: &Table, order: &[Standing]) -> Text {
    let mut text = Text::new();
    for s in order {
        let Some(p) = table.model.player(s.player) else {
            continue;
        };
        // Direct encounter only means something between players level on points.
        let level = order
            .iter()
            .any(|o| o.player != s.player && o.values.first() == s.values.first());
        let tbs: Vec<String> = ROUND_ROBIN_TIEBREAKS
            .iter()
            .zip(&s.values)
            .skip(1)
            .filter(|(tb, _)| level || **tb != TieBreak::DirectEncounter)
            .map(|(tb, v)| format!("{} {v}", tb.acronym()))
            .collect();
        text.push_plain(format!(
            "\n{}. {} — {} · {}",
            s.place,
            p.name,
            s.values
                .first()
                .map(ToString::to_string)
                .unwrap_or_default(),
            tbs.join(" · ")
        ));
    }
    text
}

/// The crosstable picture's content, rows in standings order, columns by pairing number.
fn crosstable(t: &StoredTournament, table: &Table, order: &[Standing]) -> TablePicture {
    let n = table.ranked.len();
    let mut columns = vec![
        Column {
            header: "#".into(),
            align: Align::Right,
        },
        Column {
            header: "Player".into(),
            align: Align::Left,
        },
    ];
    columns.extend((1..=n).map(|i| Column {
        header: i.to_string(),
        align: Align::Center,
    }));
    columns.extend(ROUND_ROBIN_TIEBREAKS.iter().map(|tb| Column {
        header: tb.acronym().into(),
        align: Align::Right,
    }));
    let mut rows = Vec::new();
    for s in order {
        let Some(p) = table.model.player(s.player) else {
            continue;
        };
        let mut row = vec![
            Cell::new(s.place.to_string(), CellTone::Plain),
            Cell::new(format!("{}. {}", p.id, p.name), CellTone::Plain),
        ];
        for opp in 1..=n {
            let opp = u32::try_from(opp).unwrap_or(u32::MAX);
            if opp == p.id {
                row.push(Cell::new(String::new(), CellTone::Own));
                continue;
            }
            let results: Vec<GameResult> = p
                .rounds
                .iter()
                .filter(|e| e.opponent == Some(opp))
                .map(|e| e.result)
                .collect();
            let text: Vec<&str> = results.iter().map(|r| mark(*r)).collect();
            let tone = if results.iter().all(|r| *r == GameResult::None) {
                CellTone::Pending
            } else {
                let pts: i32 = results
                    .iter()
                    .map(|r| table.model.point_system().points(*r).0)
                    .sum();
                let games = i32::try_from(results.len()).unwrap_or(1);
                match pts.cmp(&(5 * games)) {
                    std::cmp::Ordering::Greater => CellTone::Win,
                    std::cmp::Ordering::Equal => CellTone::Draw,
                    std::cmp::Ordering::Less => CellTone::Loss,
                }
            };
            row.push(Cell::new(text.join(" "), tone));
        }
        let level = order
            .iter()
            .any(|o| o.player != s.player && o.values.first() == s.values.first());
        for (tb, v) in ROUND_ROBIN_TIEBREAKS.iter().zip(&s.values) {
            let tone = if *tb == TieBreak::Points {
                CellTone::Strong
            } else {
                CellTone::Plain
            };
            let text = if *tb == TieBreak::DirectEncounter && !level {
                "–".to_owned()
            } else {
                v.to_string()
            };
            row.push(Cell::new(text, tone));
        }
        rows.push(row);
    }
    TablePicture {
        title: title(t),
        subtitle: Some(format!(
            "{} · points, then {}",
            match t.status {
                TournamentStatus::Finished => "final standings",
                _ => "standings so far",
            },
            ROUND_ROBIN_TIEBREAKS[1..]
                .iter()
                .map(|tb| tb.acronym())
                .collect::<Vec<_>>()
                .join(", ")
        )),
        columns,
        rows,
    }
}

/// The crosstable as an attachment, with its alt text; `None` if drawing failed.
fn picture(
    cx: &Ctx<'_>,
    t: &StoredTournament,
    table: &Table,
    order: &[Standing],
) -> Option<Attachment> {
    let renderer = cx.svc.renderer.as_ref()?;
    let png = match renderer.table_png(&crosstable(t, table, order)) {
        Ok(png) => png,
        Err(e) => {
            tracing::warn!(error = %e, tournament = %t.id, "no crosstable picture");
            return None;
        }
    };
    let mut alt = format!("Crosstable of {}: ", title(t));
    for s in order {
        if let Some(p) = table.model.player(s.player) {
            let _ = write!(
                alt,
                "{}. {}, {} points; ",
                s.place,
                p.name,
                s.values
                    .first()
                    .map(ToString::to_string)
                    .unwrap_or_default()
            );
        }
    }
    Some(Attachment {
        name: format!("tournament-{}-crosstable.png", t.id),
        bytes: png,
        alt: Some(crate::alt::clip(&alt)),
    })
}

/// `tournament standings`: the standings and the crosstable, privately.
pub(super) fn show(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Response> {
    let boards = cx.store.tournament_boards(t.id)?;
    if t.status == TournamentStatus::Open || t.status == TournamentStatus::Cancelled {
        let card = super::entry::card(cx, t)?;
        return Ok(Response::one(Reply {
            visibility: crate::reply::Visibility::Private,
            channel: None,
            buttons: Vec::new(),
            ..card
        }));
    }
    let table = table(cx, t, &boards)?;
    let order = fide_standings(&table.model, &ROUND_ROBIN_TIEBREAKS);
    let done = boards
        .iter()
        .filter(|b| b.game.as_ref().is_some_and(|g| !g.is_active()))
        .count();
    let text = Text::new()
        .strong(title(t))
        .plain(format!(" — {done} of {} games finished.", boards.len()))
        .then(standings_text(&table, &order));
    let mut reply = Reply::private(text);
    if let Some(file) = picture(cx, t, &table, &order) {
        reply = reply.with_file(file);
    }
    Ok(Response::one(reply))
}

/// After a game of a tournament ended: the result and the standings in the
/// tournament's channel, and, after its last game, the podium (posted once).
pub(crate) fn after_game(cx: &Ctx<'_>, game: &StoredGame) -> Vec<Reply> {
    match announce(cx, game) {
        Ok(replies) => replies,
        Err(e) => {
            tracing::error!(error = %e, game = %game.id, "could not announce a tournament result");
            Vec::new()
        }
    }
}

fn announce(cx: &Ctx<'_>, game: &StoredGame) -> Result<Vec<Reply>> {
    let Some((id, round, _)) = cx.store.tournament_of_game(game.id)? else {
        return Ok(Vec::new());
    };
    let t = cx.store.tournament(id)?;
    let boards = cx.store.tournament_boards(id)?;
    let table = table(cx, &t, &boards)?;
    let order = fide_standings(&table.model, &ROUND_ROBIN_TIEBREAKS);
    let score = match result_for(Some(game), Color::White) {
        GameResult::ForfeitWin => "1–0 (forfeit)",
        GameResult::ForfeitLoss => "0–1 (forfeit)",
        GameResult::Win => "1–0",
        GameResult::Loss => "0–1",
        _ => "½–½",
    };
    let done = boards
        .iter()
        .filter(|b| b.game.as_ref().is_some_and(|g| !g.is_active()))
        .count();
    let all_done = done == boards.len();
    let text = Text::new()
        .strong(format!("{}, round {round}", title(&t)))
        .plain(format!(
            ": {} {score} {} (game {}). {done} of {} games finished.",
            name_of(cx, game.white),
            name_of(cx, game.black),
            game.id,
            boards.len()
        ))
        .then(standings_text(&table, &order));
    let mut replies = vec![Reply::public(text).in_channel(t.setup.channel)];
    if all_done && cx.store.finish_tournament(id, cx.now)? {
        tracing::info!(tournament = %id, "tournament finished");
        let t = cx.store.tournament(id)?;
        replies.push(podium(cx, &t, &table, &order));
    }
    Ok(replies)
}

/// The final announcement: the winners by place, everyone pinged, the crosstable.
fn podium(cx: &Ctx<'_>, t: &StoredTournament, table: &Table, order: &[Standing]) -> Reply {
    let mut text = Text::new().strong(format!("{} is over!", title(t)));
    for s in order.iter().filter(|s| s.place <= 3) {
        let medal = match s.place {
            1 => "🥇",
            2 => "🥈",
            _ => "🥉",
        };
        if let Some(user) = usize::try_from(s.player)
            .ok()
            .and_then(|n| table.ranked.get(n.wrapping_sub(1)))
        {
            text.push_plain(format!("\n{medal} "));
            text.push(crate::text::Span::User(*user));
            text.push_plain(format!(
                " — {} points",
                s.values
                    .first()
                    .map(ToString::to_string)
                    .unwrap_or_default()
            ));
        }
    }
    text = text
        .plain("\n\nFinal standings:")
        .then(standings_text(table, order));
    let mut reply = Reply::public(text)
        .ping(table.ranked.iter().copied())
        .in_channel(t.setup.channel);
    if let Some(file) = picture(cx, t, table, order) {
        reply = reply.with_file(file);
    }
    reply
}
