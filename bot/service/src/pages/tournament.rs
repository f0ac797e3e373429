//! A tournament as a web page sees it: its standings with every tie-break's value,
//! its rounds with their games and byes, and its crosstable picture. The web face
//! lays it out; the numbers are the same ones `tournament standings` shows.

use crate::community::tournament::standings::{picture, table, tiebreaks};
use crate::community::tournament::title;
use crate::core::context::{Ctx, name_of};
use crate::core::refusal::Result;
use data::{ByeKind, GameId, StoredTournament, TournamentId, TournamentStatus};
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

/// `id`'s page; `None` if there is no such tournament.
pub(crate) fn tournament_page(cx: &Ctx<'_>, id: TournamentId) -> Result<Option<TournamentPage>> {
    let Some(t) = load(cx, id)? else {
        return Ok(None);
    };
    let boards = cx.store.tournament_boards(t.id)?;
    let done = boards
        .iter()
        .filter(|b| b.game.as_ref().is_some_and(|g| !g.is_active()))
        .count();
    let status = match t.status {
        TournamentStatus::Open => "taking entries".to_owned(),
        TournamentStatus::Cancelled => "called off".to_owned(),
        TournamentStatus::Running => format!("running: {done} of {} games finished", boards.len()),
        TournamentStatus::Finished => format!("finished: {done} games"),
    };
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
                name: table.name(p.id).to_owned(),
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
                    result: match &b.game {
                        None => "not started yet".to_owned(),
                        Some(g) if g.is_active() => "going on".to_owned(),
                        Some(g) => g.result.map_or_else(
                            || "forfeit".to_owned(),
                            |r| r.pgn_result().replace("1/2", "½"),
                        ),
                    },
                    game: b.game.as_ref().map(|g| g.id),
                })
                .collect(),
            byes: byes
                .iter()
                .filter(|b| b.round == n)
                .map(|b| {
                    format!(
                        "{} ({})",
                        name_of(cx, b.user),
                        match b.kind {
                            ByeKind::Pairing => "bye, a win's points",
                            ByeKind::Half => "half-point bye",
                            ByeKind::Zero => "not paired",
                        }
                    )
                })
                .collect(),
        })
        .collect();
    Ok(Some(TournamentPage {
        number: t.id,
        title: title(&t),
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

/// The crosstable picture and its alt text; `None` before the start, for no such
/// tournament, or without pictures.
pub(crate) fn crosstable_png(cx: &Ctx<'_>, id: TournamentId) -> Result<Option<(Vec<u8>, String)>> {
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
    Ok(picture(cx, &t, &table, &order).map(|a| (a.bytes, a.alt.unwrap_or_default())))
}

fn load(cx: &Ctx<'_>, id: TournamentId) -> Result<Option<StoredTournament>> {
    match cx.store.tournament(id) {
        Ok(t) => Ok(Some(t)),
        Err(data::Error::TournamentNotFound(_)) => Ok(None),
        Err(e) => Err(e.into()),
    }
}
