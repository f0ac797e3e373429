//! Starting a tournament: claimed once, the starting ranks drawn by lot, every round's
//! boards taken from FIDE's Berger tables and written in the same transaction; then
//! each board is housed: the face opens a place for it (a thread named for its round)
//! and the game starts there ([`house_board`]). A board whose place could not be opened
//! stays unhoused and is offered again ([`crate::Service::unhoused_boards`]).

use crate::community::tournament::boards::house_request;
use crate::community::tournament::entrant_name;
use crate::community::tournament::{MIN_PLAYERS, TournamentRefusal, title_msg};
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{Refresh, Reply, Response};
use crate::core::request::ButtonOwner;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::{Format, NewBoard, Plan, Started, StoredTournament, UserId};
use std::hash::{DefaultHasher, Hash, Hasher};
use tournament::berger::{Berger, Pairing};

/// Starts an open tournament (its creator's `start`, or the entry that filled it).
pub(super) fn start(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Response> {
    let double = t.setup.format == Format::DoubleRoundRobin;
    // The lot: a fixed hash of the tournament and the second it starts, so the same
    // start draws the same numbers (a console script replays), yet nobody can aim for one.
    let lot = {
        let mut h = DefaultHasher::new();
        (t.id.0, cx.now).hash(&mut h);
        h.finish()
    };
    let swiss = t.setup.format == Format::Swiss;
    let ratings = if swiss {
        crate::community::tournament::swiss::ratings(cx, t)?
    } else {
        std::collections::HashMap::new()
    };
    let started = cx.store.start_tournament(t.id, cx.now, |joined| {
        if swiss {
            crate::community::tournament::swiss::first_round(t, joined, &ratings)
        } else {
            plan(joined, double, lot)
        }
    })?;
    let ranked = match started {
        Started::Started(ranked) => ranked,
        Started::NotOpen(status) => return Err(TournamentRefusal::NotOpen(status).into()),
        Started::TooFew(have) => {
            return Err(TournamentRefusal::TooFew {
                have,
                need: crate::community::tournament::min_players(t.setup.format),
            }
            .into());
        }
    };
    let t = cx.store.tournament(t.id)?;
    tracing::info!(tournament = %t.id, players = ranked.len(), "tournament started");
    let boards = cx.store.tournament_boards(t.id)?;
    let byes = cx.store.tournament_byes(t.id)?;
    let summary = if swiss {
        Msg::new("tournament-started-swiss").num(
            "rounds",
            t.setup
                .rounds
                .unwrap_or(crate::community::tournament::swiss::DEFAULT_ROUNDS),
        )
    } else {
        Msg::new("tournament-started-round-robin")
    };
    let mut text = Text::from(
        summary
            .strong(
                "headline",
                Msg::new("tournament-headline-started").text("title", title_msg(&t)),
            )
            .count("players", ranked.len())
            .count("games", boards.len())
            .str("rated", if t.setup.rated { "rated" } else { "casual" })
            .num("days", t.setup.days_per_move),
    );
    for (i, user) in ranked.iter().enumerate() {
        text.push_plain(format!("\n{}. ", i + 1));
        text.push(crate::core::text::Span::User(*user));
    }
    for bye in &byes {
        text = text.line().msg(
            Msg::new("tournament-started-bye")
                .str("name", entrant_name(cx, &t, bye.user))
                .num("round", bye.round),
        );
    }
    text = text.line().msg(
        Msg::new("tournament-started-standings").command(
            "standings",
            CommandRef::new(CommandName::Tournament)
                .arg("action", "standings")
                .arg("number", t.id.to_string()),
        ),
    );
    let announcement = Reply::public(text)
        .ping(ranked.iter().copied())
        .in_channel(t.news_channel());
    let houses = boards
        .iter()
        .map(|b| house_request(cx, &t, &b.pairing))
        .collect();
    Ok(Response {
        replies: vec![announcement],
        threads: houses,
        refresh: Some(Box::new(Refresh {
            owner: ButtonOwner::Tournament(t.id),
            reply: crate::community::tournament::card::card(cx, &t)?,
        })),
        ..Response::default()
    })
}

/// The ranks and boards of a round robin of `joined`, or `None` for too few: the
/// entrants shuffled by `lot` take pairing numbers 1..n, and each round's games are
/// the Berger table's (the player paired with the phantom of an odd field sits out).
fn plan(joined: &[UserId], double: bool, lot: u64) -> Option<Plan> {
    if joined.len() < MIN_PLAYERS as usize {
        return None;
    }
    let mut ranked = joined.to_vec();
    let mut state = lot | 1;
    for i in (1..ranked.len()).rev() {
        // xorshift64: a fair enough lot for pairing numbers.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let j = usize::try_from(state % (i as u64 + 1)).unwrap_or(0);
        ranked.swap(i, j);
    }
    let berger = if double {
        Berger::double(ranked.len())
    } else {
        Berger::new(ranked.len())
    }
    .ok()?;
    let mut boards = Vec::new();
    for round in 1..=berger.rounds() {
        let mut board = 0;
        for pairing in berger.round(round).ok()? {
            if let Pairing::Game { white, black } = pairing {
                board += 1;
                boards.push(NewBoard {
                    round: u32::try_from(round).ok()?,
                    board,
                    white: *ranked.get(white.checked_sub(1)?)?,
                    black: *ranked.get(black.checked_sub(1)?)?,
                });
            }
        }
    }
    Some(Plan {
        ranked,
        boards,
        byes: Vec::new(),
    })
}
