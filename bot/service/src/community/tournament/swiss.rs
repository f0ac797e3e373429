//! Swiss tournaments: FIDE's Dutch system (the tournament crate's engine), one round
//! at a time. Entrants take pairing numbers by their rating in the server (highest
//! first; the order of joining breaks ties); round 1 is paired at the start, and each
//! later round when every game of the one before has ended, by whoever saw the last
//! one end (claimed once: [`data::Store::advance_round`]). After the last round, or
//! when no pairing keeps FIDE's absolute criteria, the tournament ends.

use crate::community::tournament::boards::house_request;
use crate::community::tournament::entrant_name;
use crate::community::tournament::title_msg;
use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{Bye, ByeKind, NewBoard, Plan, StoredTournament, UserId};
use std::collections::HashMap;
use tournament::dutch::{self, PairingError, RoundPairing};
use tournament::{Player, Tournament};

/// The fewest entrants of a Swiss tournament.
pub const MIN_SWISS_PLAYERS: u32 = 4;
/// The most entrants of a Swiss tournament.
pub const MAX_SWISS_PLAYERS: u32 = 1000;
/// The most rounds of a Swiss tournament.
pub const MAX_ROUNDS: u32 = 15;
/// The rounds of a Swiss tournament whose creator names no number.
pub const DEFAULT_ROUNDS: u32 = 5;

/// Each entrant's rating in the server's game, read before the start (the start's
/// transaction only orders them).
pub(super) fn ratings(cx: &Ctx<'_>, t: &StoredTournament) -> Result<HashMap<UserId, f64>> {
    let mut out = HashMap::new();
    for e in cx.store.tournament_entrants(t.id)? {
        let r = cx.store.rating(t.setup.guild, t.setup.variant, e.user)?;
        out.insert(e.user, r.rating.rating);
    }
    Ok(out)
}

/// The start of a Swiss: the entrants ranked by rating, round 1 paired.
pub(super) fn first_round(
    t: &StoredTournament,
    joined: &[UserId],
    ratings: &HashMap<UserId, f64>,
) -> Option<Plan> {
    if joined.len() < MIN_SWISS_PLAYERS as usize {
        return None;
    }
    let mut ranked = joined.to_vec();
    let rating = |u: &UserId| {
        ratings
            .get(u)
            .copied()
            .unwrap_or(data::policy::START_RATING)
    };
    // Stable: equal ratings keep the order of joining.
    ranked.sort_by(|a, b| rating(b).total_cmp(&rating(a)));
    let players = ranked
        .iter()
        .enumerate()
        .map(|(i, _)| Player::new(u32::try_from(i + 1).unwrap_or(u32::MAX), "", Vec::new()))
        .collect();
    let model = Tournament::from_players(Vec::new(), players, t.setup.rounds);
    let pairing = dutch::pair(&model).ok()?;
    let (boards, byes) = round_of(&ranked, &pairing, 1);
    Some(Plan {
        ranked,
        boards,
        byes,
    })
}

/// A paired round as boards and byes of `ranked`'s users.
fn round_of(ranked: &[UserId], pairing: &RoundPairing, round: u32) -> (Vec<NewBoard>, Vec<Bye>) {
    let user = |n: u32| ranked.get((n as usize).wrapping_sub(1)).copied();
    let boards = pairing
        .boards
        .iter()
        .filter_map(|(w, b)| Some((user(*w)?, user(*b)?)))
        .enumerate()
        .map(|(i, (white, black))| NewBoard {
            round,
            board: u32::try_from(i + 1).unwrap_or(u32::MAX),
            white,
            black,
        })
        .collect();
    let byes = pairing
        .bye
        .and_then(user)
        .map(|user| Bye {
            round,
            user,
            kind: ByeKind::Pairing,
        })
        .into_iter()
        .collect();
    (boards, byes)
}

/// What happens once every game of the current round has ended: the next round
/// paired and its games housed, or `None` when the tournament is over (its last round
/// played, or no pairing possible).
pub(super) fn next_round(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Option<Response>> {
    let planned = t.setup.rounds.unwrap_or(DEFAULT_ROUNDS);
    if t.current_round >= planned {
        return Ok(None);
    }
    let round = t.current_round + 1;
    let boards = cx.store.tournament_boards(t.id)?;
    // The withdrawn are absent from every round to come.
    let asked: Vec<Bye> = cx
        .store
        .tournament_byes(t.id)?
        .into_iter()
        .filter(|b| b.round == round)
        .collect();
    let absent: Vec<Bye> = cx
        .store
        .tournament_entrants(t.id)?
        .iter()
        .filter(|e| e.withdrawn_at.is_some() && !asked.iter().any(|b| b.user == e.user))
        .map(|e| Bye {
            round,
            user: e.user,
            kind: ByeKind::Zero,
        })
        .collect();
    let table = crate::community::tournament::standings::model_with(
        cx,
        t,
        &boards,
        true,
        Vec::new(),
        round,
        &absent,
    )?;
    let pairing = match dutch::pair(&table.model) {
        Ok(p) => p,
        Err(e @ (PairingError::Impossible(_) | PairingError::Finished(_))) => {
            tracing::warn!(tournament = %t.id, error = %e, "no next round: the tournament ends");
            return Ok(None);
        }
    };
    let (new_boards, mut byes) = round_of(&table.ranked, &pairing, round);
    byes.extend(absent);
    if !cx
        .store
        .advance_round(t.id, t.current_round, cx.now, &new_boards, &byes)?
    {
        // Another process paired it first and announces it.
        return Ok(Some(Response::default()));
    }
    tracing::info!(tournament = %t.id, round, "Swiss round paired");
    let t = cx.store.tournament(t.id)?;
    let mut text = Text::new().strong_msg(
        Msg::new("tournament-headline-round-of")
            .text("title", title_msg(&t))
            .num("round", round)
            .num("rounds", planned),
    );
    for b in &new_boards {
        text = text.line().msg(
            Msg::new("tournament-pairing-board")
                .num("board", b.board)
                .user("white", b.white)
                .user("black", b.black),
        );
    }
    for bye in byes.iter().filter(|b| b.kind == ByeKind::Pairing) {
        text = text
            .line()
            .msg(Msg::new("tournament-pairing-bye").str("name", entrant_name(cx, &t, bye.user)));
    }
    for bye in asked.iter().filter(|b| b.kind == ByeKind::Half) {
        text = text.line().msg(
            Msg::new("tournament-pairing-half-bye").str("name", entrant_name(cx, &t, bye.user)),
        );
    }
    let players: Vec<UserId> = new_boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(
            byes.iter()
                .filter(|b| b.kind == ByeKind::Pairing)
                .map(|b| b.user),
        )
        .collect();
    Ok(Some(Response {
        replies: vec![
            Reply::public(text)
                .ping(players)
                .in_channel(t.news_channel()),
        ],
        threads: new_boards
            .iter()
            .map(|b| house_request(cx, &t, b))
            .collect(),
        ..Response::default()
    }))
}

/// Half-point byes one player may ask for in a Swiss tournament.
pub const MAX_HALF_BYES: usize = 1;

/// `tournament bye round:N`: the caller sits out round `N` of a Swiss for half a point,
/// asked in advance (not a round that has begun, nor the last).
pub(super) fn ask_bye(
    cx: &Ctx<'_>,
    actor: &crate::core::request::Actor,
    t: &StoredTournament,
    round: Option<i64>,
) -> Result<Response> {
    use crate::community::tournament::TournamentRefusal;
    use data::TournamentStatus;
    if t.setup.format != data::Format::Swiss {
        return Err(TournamentRefusal::NotSwiss.into());
    }
    if !matches!(t.status, TournamentStatus::Open | TournamentStatus::Running) {
        return Err(TournamentRefusal::NotOpen(t.status).into());
    }
    let entrants = cx.store.tournament_entrants(t.id)?;
    if !entrants
        .iter()
        .any(|e| e.user == actor.user && e.withdrawn_at.is_none())
    {
        return Err(TournamentRefusal::NotIn.into());
    }
    let planned = t.setup.rounds.unwrap_or(DEFAULT_ROUNDS);
    let (first, last) = (t.current_round + 1, planned.saturating_sub(1));
    let wanted = round.and_then(|r| u32::try_from(r).ok()).unwrap_or(first);
    if wanted < first || wanted > last {
        return Err(TournamentRefusal::ByeRound { first, last }.into());
    }
    let had = cx
        .store
        .tournament_byes(t.id)?
        .iter()
        .filter(|b| b.user == actor.user && b.kind == ByeKind::Half)
        .count();
    let bye = Bye {
        round: wanted,
        user: actor.user,
        kind: ByeKind::Half,
    };
    if had >= MAX_HALF_BYES || !cx.store.request_bye(t.id, bye)? {
        return Err(TournamentRefusal::ByeTaken.into());
    }
    tracing::info!(tournament = %t.id, round = wanted, "half-point bye asked for");
    Ok(Response::one(
        Reply::public(
            Msg::new("tournament-bye-asked")
                .user("player", actor.user)
                .num("round", wanted)
                .text("title", title_msg(t)),
        )
        .in_channel(t.news_channel()),
    ))
}
