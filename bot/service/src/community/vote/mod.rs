//! Vote chess: a server (or a role in it) plays as a team, against Sanctum or against
//! another server's team met in the lobby. Its members join the team and vote on each
//! move; the move with most votes is played when every member (or the team's share of
//! them) has voted, or else at the move's deadline; a tie goes to the move voted
//! first. A draw offer or a resignation needs a majority of the team. A team's side is
//! played by an id of its own (the server's, or the role's), so the game is a game like
//! any other; a team's votes are posted only where the team plays, so the other side
//! sees a move only once it is played.

pub(crate) mod refusal;
pub use refusal::VoteRefusal;

mod sides;

use crate::core::catalogue::{CommandSpec, OptionKind, YES_NO, command, keyword, optional};
use crate::core::context::{Ctx, name_of};
use crate::core::policy::MAX_VOTE_CHANGES;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Reply, Response};
use crate::core::request::{Actor, Command, Place};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{Ballot, LoadedGame, StoredGame, TeamSide, UserId, Vote, VoteCast, VoteKind};

pub(crate) use crate::game::announce::naming_teams;
pub(crate) use sides::{join, name_taker, start, take};
use sides::{place_of, team_game};

/// The move votes of a ply, each move with its voters, most votes first and a tie to
/// the move voted first.
fn tally(votes: &[Vote]) -> Vec<(String, Vec<UserId>)> {
    let mut moves: Vec<(String, Vec<UserId>, i64)> = Vec::new();
    for v in votes.iter().filter(|v| v.kind == VoteKind::Move) {
        match moves.iter_mut().find(|(m, ..)| *m == v.choice) {
            Some((_, who, first)) => {
                who.push(v.voter);
                *first = (*first).min(v.seq);
            }
            None => moves.push((v.choice.clone(), vec![v.voter], v.seq)),
        }
    }
    moves.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.2.cmp(&b.2)));
    moves.into_iter().map(|(m, who, _)| (m, who)).collect()
}

/// `e4 — 2 (alice, bob) · d4 — 1 (carol)`.
fn tally_words(cx: &Ctx<'_>, loaded: &LoadedGame, tally: &[(String, Vec<UserId>)]) -> Text {
    let pos = loaded.game.position();
    let parts = tally.iter().map(|(uci, voters)| {
        let san = pos
            .parse_uci(uci)
            .map_or_else(|_| uci.clone(), |m| pos.san(&m));
        let names: Vec<String> = voters.iter().map(|u| name_of(cx, *u)).collect();
        Text::new()
            .mv(san)
            .plain(format!(" — {} ({})", voters.len(), names.join(", ")))
    });
    Text::join(parts, " · ")
}

/// `vote move:… | draw:true | resign:true`, or the tally alone.
pub(crate) fn vote(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    mv: Option<&str>,
    draw: bool,
    resign: bool,
) -> Result<Response> {
    let (loaded, side, color) = team_game(cx, actor, place)?;
    let game = &loaded.stored;
    if game.turn() != color {
        return Err(VoteRefusal::NotTeamsTurn.into());
    }
    let mut cast = Vec::new();
    if let Some(text) = mv {
        let m = crate::core::i18n::letters::read_move(&loaded.game, text, actor.lang)
            .map_err(Refusal::BadMove)?;
        cast.push((VoteKind::Move, m.uci()));
    }
    if draw {
        cast.push((VoteKind::Draw, "yes".to_owned()));
    }
    if resign {
        cast.push((VoteKind::Resign, "yes".to_owned()));
    }
    if cast.is_empty() {
        cx.store.join_team(game.id, side.team, actor.user, cx.now)?;
        let votes = cx.store.votes(game.id, game.ply)?;
        return Ok(Response::one(Reply::private(standing(
            cx, &loaded, &side, &votes,
        )?)));
    }
    for (kind, choice) in &cast {
        let ballot = Ballot {
            game: game.id,
            team: side.team,
            ply: game.ply,
            voter: actor.user,
            kind: *kind,
            choice,
        };
        let done = cx.store.cast_vote(&ballot, MAX_VOTE_CHANGES, cx.now)?;
        if done == VoteCast::TooManyChanges {
            return Err(VoteRefusal::TooManyVoteChanges.into());
        }
    }
    tracing::info!(game = %game.id, ply = game.ply, voter = %actor.user, "vote cast");
    let votes = cx.store.votes(game.id, game.ply)?;
    let roster = cx.store.team_roster(game.id, side.team)?;
    let majority =
        |kind: VoteKind| votes.iter().filter(|v| v.kind == kind).count() * 2 > roster.len();
    let heard = Text::new()
        .msg(Msg::new("vote-voted").str("name", actor.name.clone()))
        .plain(" ")
        .then(standing(cx, &loaded, &side, &votes)?);
    // What the team decides is news for both sides of a game between two servers.
    let decide = |why: Text, command| {
        decided(cx, game, &side, why, command)
            .and_then(|r| crate::game::mirror::echo(cx, Some(place.channel), r))
    };
    if majority(VoteKind::Resign) {
        let why = heard.line().msg(Msg::new("vote-majority-resign"));
        return decide(why, Decision::Resign);
    }
    if majority(VoteKind::Draw) {
        let why = heard.line().msg(Msg::new("vote-majority-draw"));
        return decide(why, Decision::Draw);
    }
    let move_ballots = votes.iter().filter(|v| v.kind == VoteKind::Move).count();
    let enough = move_ballots * 100 >= side.share as usize * roster.len();
    match tally(&votes).first() {
        Some((uci, _)) if enough => {
            let why = heard.line().msg(Msg::new(if side.share >= 100 {
                "vote-decided-everyone"
            } else {
                "vote-decided-enough"
            }));
            decide(why, Decision::Move { uci: uci.clone() })
        }
        _ => Ok(Response::one(Reply::public(heard).local())),
    }
}

/// The tally so far, who has voted of whom, and what decides the move.
fn standing(cx: &Ctx<'_>, loaded: &LoadedGame, side: &TeamSide, votes: &[Vote]) -> Result<Text> {
    let game = &loaded.stored;
    let roster = cx.store.team_roster(game.id, side.team)?;
    let moves = tally(votes);
    let counted = votes.iter().filter(|v| v.kind == VoteKind::Move).count();
    let number = game.ply / 2 + 1;
    let votes_for = if moves.is_empty() {
        Msg::new("vote-standing-none").num("move", number)
    } else {
        Msg::new("vote-standing-votes")
            .num("move", number)
            .text("tally", tally_words(cx, loaded, &moves))
    };
    // A share of 100 (or more) reads "all have".
    let mut text = Text::new().msg(votes_for).plain(" ").msg(
        Msg::new("vote-standing-count")
            .count("counted", counted)
            .count("members", roster.len())
            .num("share", side.share.min(100))
            .moment("deadline", game.deadline),
    );
    for (kind, id) in [
        (VoteKind::Draw, "vote-standing-draw"),
        (VoteKind::Resign, "vote-standing-resign"),
    ] {
        let n = votes.iter().filter(|v| v.kind == kind).count();
        if n > 0 {
            text = text.plain(" ").msg(Msg::new(id).count("votes", n));
        }
    }
    Ok(text)
}

/// Carries out what the team decided, as the team's side, after `why`.
/// What a team decided, played for it as its own command would be.
enum Decision {
    Resign,
    Draw,
    /// The move with most votes, in UCI, on the position the team voted on.
    Move {
        uci: String,
    },
}

fn decided(
    cx: &Ctx<'_>,
    game: &StoredGame,
    side: &TeamSide,
    why: Text,
    decision: Decision,
) -> Result<Response> {
    // The team's resignation is final at once: a confirmation button would be no
    // one's to press.
    let (actor, place) = (
        Actor::new(side.team, name_of(cx, side.team)),
        place_of(game, side.team),
    );
    let mut response = match decision {
        Decision::Resign => crate::game::offers::resign(cx, &actor, game.id)?,
        Decision::Draw => crate::game::offers::draw(cx, &actor, place)?,
        Decision::Move { uci } => crate::game::play::play(cx, &actor, place, &uci, Some(game.ply))?,
    };
    response.replies = response
        .replies
        .into_iter()
        .map(|r| naming_teams(cx, game.id, r))
        .collect();
    response.replies.insert(0, Reply::public(why).local());
    Ok(response)
}

/// At a team's deadline, the move with most votes is played; `None` if the team cast
/// none (then the clock decides, as for anyone).
pub(crate) fn at_deadline(cx: &Ctx<'_>, game: &StoredGame) -> Result<Option<Response>> {
    let Some(side) = cx.store.team_side(game.id, game.player_to_move())? else {
        return Ok(None);
    };
    let votes = cx.store.votes(game.id, game.ply)?;
    let Some((uci, _)) = tally(&votes).into_iter().next() else {
        return Ok(None);
    };
    let loaded = cx.store.load_game(game.id)?;
    let why = Text::new()
        .msg(Msg::new("vote-time-up"))
        .plain(" ")
        .then(standing(cx, &loaded, &side, &votes)?)
        .line()
        .msg(Msg::new("vote-deadline-move"));
    match decided(cx, game, &side, why, Decision::Move { uci }) {
        // Deadline work answers no one: all of it is posted in the game's channel.
        Ok(r) => Ok(Some(r.posted_in(place_of(game, side.team).channel))),
        // Played meanwhile (by a vote, or another process): nothing more to do.
        Err(crate::core::refusal::ServiceError::Refused(Refusal::MovedOn)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `vote`.
pub(crate) const VOTE: CommandSpec = CommandSpec {
    servers_only: true,
    ..command(
        "vote-description",
        &[
            optional("move", "vote-move", OptionKind::Move),
            keyword("draw", "vote-draw", YES_NO),
            keyword("resign", "vote-resign", YES_NO),
        ],
        |a| {
            Ok(Command::Vote {
                mv: a.text("move"),
                draw: a.bool("draw").unwrap_or(false),
                resign: a.bool("resign").unwrap_or(false),
            })
        },
    )
};
