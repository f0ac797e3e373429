//! A tournament as a web page sees it: its standings with every tie-break's value,
//! its rounds with their games and byes, and its crosstable picture. The web face
//! lays it out; the numbers are the same ones `tournament standings` shows.

use crate::community::tournament::standings::{picture, table, tiebreaks};
use crate::community::tournament::title_msg;
use crate::core::context::{Ctx, name_of};
use crate::core::i18n::Lang;
use crate::core::refusal::Result;
use crate::core::text::Msg;
use data::{ByeKind, GameId, StoredGame, StoredTournament, TournamentId, TournamentStatus};
use tournament::tiebreak::standings as fide_standings;

/// One tournament, ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentPage {
    /// Its number.
    pub number: TournamentId,
    /// `Tournament 3 (Sanctuary Chess round robin)`.
    pub title: String,
    /// `running: 7 of 12 games finished`, `finished`, `taking entries`.
    pub status: String,
    /// The tie-breaks' short names, after `PTS` (`DE`, `SB`, `WIN`).
    pub tiebreaks: Vec<String>,
    /// The standings, first place first (empty before the start).
    pub standings: Vec<StandingRow>,
    /// The rounds paired so far, in order.
    pub rounds: Vec<PageRound>,
}

/// A player's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// The place (tied players share it).
    pub place: usize,
    /// Display name, `(withdrawn)` added for a withdrawn player.
    pub name: String,
    /// Points.
    pub points: String,
    /// Each tie-break's value, in [`TournamentPage::tiebreaks`]' order.
    pub values: Vec<String>,
}

/// A round: its boards and byes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageRound {
    /// From 1.
    pub number: u32,
    /// Its boards, in order.
    pub boards: Vec<PageBoard>,
    /// `erin (bye, 1 point)`, `frank (half-point bye)`.
    pub byes: Vec<String>,
}

/// A board of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageBoard {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// `1-0`, `½-½`, `going on`, `not started yet`.
    pub result: String,
    /// Its game, once it has one.
    pub game: Option<GameId>,
}

/// `id`'s page in `lang`; `None` if there is no such tournament.
pub(crate) fn tournament_page(
    cx: &Ctx<'_>,
    id: TournamentId,
    lang: Lang,
) -> Result<Option<TournamentPage>> {
    let Some(t) = load(cx, id)? else {
        return Ok(None);
    };
    let boards = cx.store.tournament_boards(t.id)?;
    let done = boards
        .iter()
        .filter(|b| b.game.as_ref().is_some_and(|g| !g.is_active()))
        .count();
    let status = match t.status {
        TournamentStatus::Open => Msg::new("page-data-tournament-open"),
        TournamentStatus::Cancelled => Msg::new("page-data-tournament-cancelled"),
        TournamentStatus::Running => Msg::new("page-data-tournament-running")
            .count("done", done)
            .count("games", boards.len()),
        TournamentStatus::Finished => {
            Msg::new("page-data-tournament-finished").count("games", done)
        }
    }
    .plain(lang);
    let list = tiebreaks(t.setup.format);
    let mut standings = Vec::new();
    if matches!(
        t.status,
        TournamentStatus::Running | TournamentStatus::Finished
    ) {
        let table = table(cx, &t, &boards)?;
        for s in fide_standings(&table.model, list) {
            let Some(p) = table.model.player(s.player) else {
                continue;
            };
            let mut values = s.values.iter().map(ToString::to_string);
            standings.push(StandingRow {
                place: s.place,
                name: table.name_text(p.id).plain_in(lang),
                points: values.next().unwrap_or_default(),
                values: values.collect(),
            });
        }
    }
    let byes = cx.store.tournament_byes(t.id)?;
    let rounds_paired = boards
        .iter()
        .map(|b| b.pairing.round)
        .chain(byes.iter().map(|b| b.round))
        .max()
        .unwrap_or(0);
    let rounds = (1..=rounds_paired)
        .map(|n| PageRound {
            number: n,
            boards: boards
                .iter()
                .filter(|b| b.pairing.round == n)
                .map(|b| PageBoard {
                    white: name_of(cx, b.pairing.white),
                    black: name_of(cx, b.pairing.black),
                    result: board_result(b.game.as_ref(), lang),
                    game: b.game.as_ref().map(|g| g.id),
                })
                .collect(),
            byes: byes
                .iter()
                .filter(|b| b.round == n)
                .map(|b| {
                    Msg::new(match b.kind {
                        ByeKind::Pairing => "page-data-bye-pairing",
                        ByeKind::Half => "page-data-bye-half",
                        ByeKind::Zero => "page-data-bye-zero",
                    })
                    .str("name", name_of(cx, b.user))
                    .plain(lang)
                })
                .collect(),
        })
        .collect();
    Ok(Some(TournamentPage {
        number: t.id,
        title: title_msg(&t).plain(lang),
        status,
        tiebreaks: list
            .iter()
            .skip(1)
            .map(|tb| tb.acronym().to_owned())
            .collect(),
        standings,
        rounds,
    }))
}

/// How a board's game stands in `lang`: its score, or why it has none.
fn board_result(game: Option<&StoredGame>, lang: Lang) -> String {
    let id = match game {
        None => "page-data-board-not-started",
        Some(g) if g.is_active() => "archive-result-going-on",
        Some(g) => match g.result {
            Some(r) => return r.pgn_result().replace("1/2", "½"),
            None => "page-data-board-forfeit",
        },
    };
    Msg::new(id).plain(lang)
}

/// The crosstable picture and its alt text; `None` before the start, for no such
/// tournament, or without pictures.
pub(crate) fn crosstable_png(
    cx: &Ctx<'_>,
    id: TournamentId,
    lang: Lang,
) -> Result<Option<(Vec<u8>, String)>> {
    let Some(t) = load(cx, id)? else {
        return Ok(None);
    };
    if !matches!(
        t.status,
        TournamentStatus::Running | TournamentStatus::Finished
    ) {
        return Ok(None);
    }
    let boards = cx.store.tournament_boards(t.id)?;
    let table = table(cx, &t, &boards)?;
    let order = fide_standings(&table.model, tiebreaks(t.setup.format));
    Ok(picture(cx, &t, &table, &order).map(|a| {
        let a = a.localized(lang);
        (a.bytes, a.alt.unwrap_or_default())
    }))
}

fn load(cx: &Ctx<'_>, id: TournamentId) -> Result<Option<StoredTournament>> {
    match cx.store.tournament(id) {
        Ok(t) => Ok(Some(t)),
        Err(data::Error::TournamentNotFound(_)) => Ok(None),
        Err(e) => Err(e.into()),
    }
}
