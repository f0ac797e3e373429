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

use crate::community::tournament::entrant_name;
use crate::community::tournament::{title, title_msg};
use crate::core::context::{Ctx, name_of};
use crate::core::i18n::Lang;
use crate::core::refusal::Result;
use crate::core::reply::{Attachment, Drawn, Reply, Response};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{Board, ByeKind, GameStatus, StoredGame, StoredTournament, TournamentStatus, UserId};
use render::{Align, Cell, CellTone, Column, TablePicture};
use rules::Color;
use std::collections::HashMap;
use tournament::tiebreak::{Standing, TieBreak, standings as fide_standings};
use tournament::{GameResult, Player, RoundEntry, Tournament};

/// The order of a Swiss tournament's standings (C.07's recommendation for individual
/// Swiss tournaments).
pub const SWISS_TIEBREAKS: [TieBreak; 6] = [
    TieBreak::Points,
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
    TieBreak::DirectEncounter,
    TieBreak::Wins,
];

/// The tie-breaks of a tournament's format, points first.
pub fn tiebreaks(format: data::Format) -> &'static [TieBreak] {
    match format {
        data::Format::Swiss => &SWISS_TIEBREAKS,
        data::Format::RoundRobin | data::Format::DoubleRoundRobin => &ROUND_ROBIN_TIEBREAKS,
    }
}

/// The order of a round robin's standings (C.07's recommendation for round robins).
pub const ROUND_ROBIN_TIEBREAKS: [TieBreak; 4] = [
    TieBreak::Points,
    TieBreak::DirectEncounter,
    TieBreak::SonnebornBerger,
    TieBreak::Wins,
];

/// Whether `g` was forfeited by a withdrawn player: ended as they left, their loss
/// recorded as a resignation when they were withdrawn.
fn forfeit(g: &StoredGame, withdrawn: &HashMap<UserId, data::Timestamp>) -> bool {
    let Some(result) = g.result else {
        return false;
    };
    let (data::Termination::Resignation, Some(w)) = (result.termination, result.winner) else {
        return false;
    };
    g.status == GameStatus::Finished
        && withdrawn
            .get(&g.player(!w))
            .is_some_and(|at| g.finished_at.is_some_and(|f| f >= *at))
}

/// A board's result for one side, in TRF's terms, `withdrawn` saying when each
/// withdrawn entrant left: a game they lost as they left is a forfeit, not played.
pub(super) fn result_for(
    game: Option<&StoredGame>,
    side: Color,
    withdrawn: &HashMap<UserId, data::Timestamp>,
) -> GameResult {
    let Some(g) = game else {
        return GameResult::None;
    };
    if forfeit(g, withdrawn)
        && let Some(w) = g.result.and_then(|r| r.winner)
    {
        return if w == side {
            GameResult::ForfeitWin
        } else {
            GameResult::ForfeitLoss
        };
    }
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
#[derive(Clone)]
pub(crate) struct Table {
    /// The entrants by pairing number.
    pub(crate) ranked: Vec<UserId>,
    /// The tournament as the tournament crate sees it, under global names (as a TRF
    /// file, which travels, carries them).
    pub(crate) model: Tournament,
    /// The same names unmarked, for messages that mark a withdrawal in the reader's
    /// words.
    bare: Vec<String>,
    /// Whether each entrant (by pairing number) has withdrawn.
    left: Vec<bool>,
}

impl Table {
    /// The name shown for pairing number `id` in text players read: marked in their
    /// words if they withdrew.
    pub(crate) fn name_text(&self, id: u32) -> Text {
        let Some(i) = (id as usize).checked_sub(1) else {
            return Text::new();
        };
        let name = self.bare.get(i).cloned().unwrap_or_default();
        if self.left.get(i).copied().unwrap_or(false) {
            Msg::new("tournament-standings-withdrawn")
                .str("name", name)
                .into()
        } else {
            Text::from(name)
        }
    }

    /// The table as `t`'s own server reads it: under the nicknames it gives its
    /// entrants.
    pub(crate) fn in_server(mut self, cx: &Ctx<'_>, t: &StoredTournament) -> Self {
        self.bare = self
            .ranked
            .iter()
            .map(|u| entrant_name(cx, t, *u))
            .collect();
        self
    }
}

/// A standing's points, as the standings show them (`2½`).
pub(crate) fn points_of(s: &Standing) -> String {
    s.values
        .first()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// A name as the TRF file carries it: marked if its entrant withdrew.
fn marked(name: String, left: bool) -> String {
    if left {
        format!("{name} (withdrawn)")
    } else {
        name
    }
}

/// The model for standings. A round robin's games are played at once, so each player's
/// games come one after another with the round sat out left out (see the module's
/// note); a Swiss's rounds come in turn, each in its place, byes included.
pub(crate) fn table(cx: &Ctx<'_>, t: &StoredTournament, boards: &[Board]) -> Result<Table> {
    let swiss = t.setup.format == data::Format::Swiss;
    model(cx, t, boards, swiss, Vec::new())
}

/// The rounds a model holds: those begun, so a bye asked for a later round waits.
fn begun(t: &StoredTournament) -> u32 {
    t.current_round
}

/// The model with `header` lines; `by_round` puts every round in its place (a round
/// sat out without a bye as an unpaired round without a result), as a TRF file says.
fn model(
    cx: &Ctx<'_>,
    t: &StoredTournament,
    boards: &[Board],
    by_round: bool,
    header: Vec<String>,
) -> Result<Table> {
    model_with(cx, t, boards, by_round, header, begun(t), &[])
}

/// [`model`] of the rounds up to `upto` (the round about to be paired, for a Swiss),
/// with `extra` byes not stored yet (the withdrawn players' absence from it). A round robin player withdrawn before finishing half
/// of their games has their results annulled, as FIDE's rules for round robins say:
/// their games are left out, for them and their opponents.
pub(super) fn model_with(
    cx: &Ctx<'_>,
    t: &StoredTournament,
    boards: &[Board],
    by_round: bool,
    header: Vec<String>,
    upto: u32,
    extra: &[data::Bye],
) -> Result<Table> {
    let entrants = cx.store.tournament_entrants(t.id)?;
    let ranked: Vec<UserId> = entrants.iter().map(|e| e.user).collect();
    let withdrawn: HashMap<UserId, data::Timestamp> = entrants
        .iter()
        .filter_map(|e| e.withdrawn_at.map(|at| (e.user, at)))
        .collect();
    let annulled = annulled(t, boards, &withdrawn);
    let number = |u: UserId| ranked.iter().position(|r| *r == u);
    let mut byes = cx.store.tournament_byes(t.id)?;
    byes.retain(|b| b.round <= upto);
    byes.extend_from_slice(extra);
    let played = boards
        .iter()
        .map(|b| b.pairing.round)
        .chain(byes.iter().map(|b| b.round))
        .max()
        .unwrap_or(0) as usize;
    let mut slots: Vec<Vec<Option<RoundEntry>>> = vec![vec![None; played]; ranked.len()];
    for b in boards {
        let (Some(w), Some(bl)) = (number(b.pairing.white), number(b.pairing.black)) else {
            continue;
        };
        if annulled.contains(&b.pairing.white) || annulled.contains(&b.pairing.black) {
            continue;
        }
        let r = b.pairing.round as usize - 1;
        for (me, them, colour, side) in [
            (w, bl, tournament::Colour::White, Color::White),
            (bl, w, tournament::Colour::Black, Color::Black),
        ] {
            let result = result_for(b.game.as_ref(), side, &withdrawn);
            // A file (one with a header) holds results only: a game still going is
            // written as a round without one, as TRF readers expect.
            if result == GameResult::None && !header.is_empty() {
                continue;
            }
            if let Some(slot) = slots.get_mut(me).and_then(|p| p.get_mut(r)) {
                *slot = Some(RoundEntry {
                    opponent: u32::try_from(them + 1).ok(),
                    colour: Some(colour),
                    result,
                });
            }
        }
    }
    for bye in &byes {
        let result = match bye.kind {
            ByeKind::Pairing => GameResult::PairingBye,
            ByeKind::Half => GameResult::HalfBye,
            ByeKind::Zero => GameResult::ZeroBye,
        };
        if let Some(slot) = number(bye.user)
            .and_then(|n| slots.get_mut(n))
            .and_then(|p| p.get_mut(bye.round as usize - 1))
        {
            *slot = Some(RoundEntry::bye(result));
        }
    }
    let bare: Vec<String> = ranked.iter().map(|u| name_of(cx, *u)).collect();
    let players = ranked
        .iter()
        .zip(&bare)
        .zip(slots)
        .enumerate()
        .map(|(i, ((u, name), slots))| {
            let name = marked(name.clone(), withdrawn.contains_key(u));
            let rounds = if by_round {
                slots
                    .into_iter()
                    .map(|s| s.unwrap_or_else(|| RoundEntry::bye(GameResult::None)))
                    .collect()
            } else {
                slots.into_iter().flatten().collect()
            };
            Player::new(u32::try_from(i + 1).unwrap_or(u32::MAX), name, rounds)
        })
        .collect();
    let rounds = match t.setup.format {
        data::Format::Swiss => t.setup.rounds,
        _ => u32::try_from(played).ok(),
    };
    let model = Tournament::from_players(header, players, rounds.filter(|_| by_round));
    let left = ranked.iter().map(|u| withdrawn.contains_key(u)).collect();
    Ok(Table {
        ranked,
        model,
        bare,
        left,
    })
}

/// `tournament trf`: the tournament as a FIDE Tournament Report File (TRF-2016, with
/// `XXR`), so any FIDE-endorsed program can check its pairings and standings.
pub(super) fn trf(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Response> {
    let boards = cx.store.tournament_boards(t.id)?;
    let entrants = cx.store.tournament_entrants(t.id)?.len();
    let date = |at: Option<data::Timestamp>| {
        at.map(|at| crate::core::words::utc_day(at).replace('-', "/"))
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
                data::Format::Swiss => "Individual: Swiss system (FIDE Dutch)",
            }
        ),
        format!(
            "122 correspondence, {} per move",
            crate::core::words::days(t.setup.days_per_move)
        ),
    ];
    let table = model(cx, t, &boards, true, header)?;
    let text = table.model.to_trf();
    Ok(Response::one(
        Reply::private(Msg::new("tournament-trf").text("title", title_msg(t))).with_file(
            Attachment::file(format!("tournament-{}.trf", t.id), text.into_bytes()),
        ),
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

/// The standings in words: place, name, points and each tie-break (every row names
/// the same ones, in the same order), then what the tie-breaks mean.
pub(super) fn standings_text(table: &Table, order: &[Standing], list: &[TieBreak]) -> Text {
    let mut text = Text::new();
    for s in order {
        let Some(p) = table.model.player(s.player) else {
            continue;
        };
        let level = level_with_another(order, s);
        let tbs: Vec<String> = list
            .iter()
            .zip(&s.values)
            .skip(1)
            .map(|(tb, v)| format!("{} {}", tb.acronym(), shown(*tb, *v, level)))
            .collect();
        text.push_plain(format!("\n{}. ", s.place));
        text.extend(table.name_text(p.id));
        text.push_plain(format!(
            " — {} · {}",
            s.values
                .first()
                .map(ToString::to_string)
                .unwrap_or_default(),
            tbs.join(" · ")
        ));
    }
    if !order.is_empty() {
        text = text.line().msg(key(list));
    }
    text
}

/// Whether another player has as many points as `s`: direct encounter means something
/// only between them.
fn level_with_another(order: &[Standing], s: &Standing) -> bool {
    order
        .iter()
        .any(|o| o.player != s.player && o.values.first() == s.values.first())
}

/// A tie-break's value as shown: direct encounter as `–` for a player level with
/// nobody.
fn shown(tb: TieBreak, value: tournament::tiebreak::Value, level: bool) -> String {
    if tb == TieBreak::DirectEncounter && !level {
        "–".to_owned()
    } else {
        value.to_string()
    }
}

/// What each tie-break after points means, in the order they break ties.
pub(super) fn key(list: &[TieBreak]) -> Msg {
    let meanings = list
        .iter()
        .filter(|tb| **tb != TieBreak::Points)
        .map(|tb| Text::from(meaning_msg(*tb)));
    Msg::new("tournament-tiebreak-key").text("meanings", Text::join(meanings, "; "))
}

/// A tie-break's acronym and what it means, in the reader's words.
fn meaning_msg(tb: TieBreak) -> Msg {
    Msg::new(match tb {
        TieBreak::Points => "tournament-tiebreak-points",
        TieBreak::Buchholz => "tournament-tiebreak-buchholz",
        TieBreak::BuchholzCut1 => "tournament-tiebreak-buchholz-cut1",
        TieBreak::SonnebornBerger => "tournament-tiebreak-sonneborn-berger",
        TieBreak::DirectEncounter => "tournament-tiebreak-direct-encounter",
        TieBreak::Wins => "tournament-tiebreak-wins",
        TieBreak::GamesWon => "tournament-tiebreak-games-won",
    })
    .str("acronym", tb.acronym())
}

/// The round robin players whose results are annulled: withdrawn before finishing half
/// of their games (a game lost as they left does not count as finished).
fn annulled(
    t: &StoredTournament,
    boards: &[Board],
    withdrawn: &HashMap<UserId, data::Timestamp>,
) -> Vec<UserId> {
    if t.setup.format == data::Format::Swiss {
        return Vec::new();
    }
    withdrawn
        .keys()
        .filter(|user| {
            let theirs: Vec<&Board> = boards
                .iter()
                .filter(|b| b.pairing.white == **user || b.pairing.black == **user)
                .collect();
            let finished = theirs
                .iter()
                .filter(|b| {
                    b.game
                        .as_ref()
                        .is_some_and(|g| !g.is_active() && !forfeit(g, withdrawn))
                })
                .count();
            finished * 2 < theirs.len()
        })
        .copied()
        .collect()
}

/// A Swiss round on a player's line: `W5 1` (White against pairing number 5, won),
/// `bye 1` for the pairing-allocated bye, `–` for an unpaired round.
fn swiss_cell(table: &Table, e: &RoundEntry, lang: Lang) -> Cell {
    let points = table.model.point_system().points(e.result).0;
    let tone = match (e.opponent, e.result) {
        (_, GameResult::None) => CellTone::Pending,
        (None, _) => CellTone::Plain,
        _ if points > 5 => CellTone::Win,
        _ if points == 5 => CellTone::Draw,
        _ => CellTone::Loss,
    };
    let text = match (e.opponent, e.colour) {
        (Some(o), Some(c)) => Msg::new(if c == tournament::Colour::White {
            "crosstable-white"
        } else {
            "crosstable-black"
        })
        .str("number", o.to_string())
        .str("result", mark(e.result))
        .plain(lang),
        _ => match e.result {
            GameResult::PairingBye => Msg::new("crosstable-bye").str("result", "1").plain(lang),
            GameResult::HalfBye => Msg::new("crosstable-bye").str("result", "½").plain(lang),
            GameResult::ZeroBye => Msg::new("crosstable-bye").str("result", "0").plain(lang),
            _ => "–".to_owned(),
        },
    };
    Cell::new(text, tone)
}

/// A round robin player's line: their results against each pairing number, their own
/// square marked.
fn opponent_cells(table: &Table, p: &Player, n: usize) -> Vec<Cell> {
    let mut row = Vec::with_capacity(n);
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
    row
}

/// The crosstable picture's content, rows in standings order, columns by pairing number.
fn crosstable(t: &StoredTournament, table: &Table, order: &[Standing], lang: Lang) -> TablePicture {
    let n = table.ranked.len();
    let word = |id: &'static str| Msg::new(id).plain(lang);
    let mut columns = vec![
        Column {
            header: "#".into(),
            align: Align::Right,
        },
        // The pairing number, which the rounds' cells and the columns name.
        Column {
            header: word("crosstable-number"),
            align: Align::Right,
        },
        Column {
            header: word("crosstable-player"),
            align: Align::Left,
        },
    ];
    let list = tiebreaks(t.setup.format);
    let swiss = t.setup.format == data::Format::Swiss;
    let rounds = table
        .model
        .players()
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0);
    if swiss {
        columns.extend((1..=rounds).map(|r| {
            Column {
                header: Msg::new("crosstable-round")
                    .str("round", r.to_string())
                    .plain(lang),
                align: Align::Center,
            }
        }));
    } else {
        columns.extend((1..=n).map(|i| Column {
            header: i.to_string(),
            align: Align::Center,
        }));
    }
    columns.extend(list.iter().map(|tb| Column {
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
            Cell::new(p.id.to_string(), CellTone::Plain),
            Cell::new(table.name_text(p.id).plain_in(lang), CellTone::Plain),
        ];
        if swiss {
            row.extend(p.rounds.iter().map(|e| swiss_cell(table, e, lang)));
        }
        if !swiss {
            row.extend(opponent_cells(table, p, n));
        }
        let level = level_with_another(order, s);
        for (tb, v) in list.iter().zip(&s.values) {
            let tone = if *tb == TieBreak::Points {
                CellTone::Strong
            } else {
                CellTone::Plain
            };
            row.push(Cell::new(shown(*tb, *v, level), tone));
        }
        rows.push(row);
    }
    TablePicture {
        title: title_msg(t).plain(lang),
        subtitle: Some(
            Msg::new(match t.status {
                TournamentStatus::Finished => "crosstable-final",
                _ => "crosstable-so-far",
            })
            .str(
                "tiebreaks",
                list.get(1..)
                    .unwrap_or_default()
                    .iter()
                    .map(|tb| tb.acronym())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
            .plain(lang),
        ),
        columns,
        rows,
        // A key to the columns a player may not know: the pairing number and each
        // tie-break.
        notes: std::iter::once(word("crosstable-number-key"))
            .chain(
                list.iter()
                    .filter(|tb| **tb != TieBreak::Points)
                    .map(|tb| meaning_msg(*tb).plain(lang)),
            )
            .collect(),
    }
}

/// The crosstable as an attachment, with its alt text; `None` if drawing failed.
pub(crate) fn picture(
    cx: &Ctx<'_>,
    t: &StoredTournament,
    table: &Table,
    order: &[Standing],
) -> Option<Attachment> {
    let renderer = cx.renderer.cloned()?;
    let (t, table, order) = (t.clone(), table.clone(), order.to_vec());
    Attachment::picture(format!("tournament-{}-crosstable.png", t.id), move |lang| {
        let rows: Vec<String> = order
            .iter()
            .filter_map(|s| {
                let p = table.model.player(s.player)?;
                Some(
                    Msg::new("crosstable-alt-row")
                        .str("place", s.place.to_string())
                        .str("name", table.name_text(p.id).plain_in(lang))
                        .str("points", points_of(s))
                        .plain(lang),
                )
            })
            .collect();
        Drawn {
            bytes: renderer
                .table_png(&crosstable(&t, &table, &order, lang))
                .map_err(
                    |e| tracing::warn!(error = %e, tournament = %t.id, "no crosstable picture"),
                )
                .ok(),
            alt: crate::game::alt::clip(
                &Msg::new("crosstable-alt")
                    .text("tournament", title_msg(&t))
                    .str("rows", rows.join("; "))
                    .plain(lang),
            ),
        }
    })
}

/// `tournament standings`: the standings and the crosstable, privately.
pub(super) fn show(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Response> {
    let boards = cx.store.tournament_boards(t.id)?;
    if t.status == TournamentStatus::Open || t.status == TournamentStatus::Cancelled {
        let card = crate::community::tournament::card::card(cx, t)?;
        return Ok(Response::one(Reply {
            visibility: crate::core::reply::Visibility::Private,
            channel: None,
            buttons: Vec::new(),
            ..card
        }));
    }
    let table = table(cx, t, &boards)?.in_server(cx, t);
    let order = fide_standings(&table.model, tiebreaks(t.setup.format));
    let done = boards
        .iter()
        .filter(|b| b.game.as_ref().is_some_and(|g| !g.is_active()))
        .count();
    let text = Text::from(
        Msg::new("tournament-standings-heading")
            .strong("title", title_msg(t))
            .count("done", done)
            .count("total", boards.len()),
    )
    .then(standings_text(&table, &order, tiebreaks(t.setup.format)));
    let mut reply = Reply::private(text).about(crate::core::reply::Page::Tournament(t.id));
    if let Some(file) = picture(cx, t, &table, &order) {
        reply = reply.with_file(file);
    }
    Ok(Response::one(reply))
}
