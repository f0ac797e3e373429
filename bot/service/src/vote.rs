//! Vote chess: a server (or a role in it) plays Sanctum as a team. Its members join
//! the team and vote on each move; the move with most votes is played when every
//! member (or the game's share of them) has voted, or else at the move's deadline;
//! a tie goes to the move voted first. A draw offer or a resignation needs a majority
//! of the team. The team's side is played by an id of its own (the server's, or the
//! role's), so the game is a game like any other.

use super::command::{Actor, Place, Wanted};
use super::context::{Ctx, game_here, name_of, remember_name};
use super::error::{Refusal, Result};
use super::names::CommandName;
use super::policy::{DEFAULT_TEAM_SHARE, MAX_VOTE_CHANGES};
use super::reply::{Reply, Response};
use super::text::{CommandRef, Text};
use crate::catalogue::{CommandSpec, OptionKind, YES_NO, command, keyword, optional};
use crate::command::Command;
use data::{Ballot, GameId, LoadedGame, StoredGame, TeamSide, UserId, Vote, VoteCast, VoteKind};
use rules::Color;

/// The name the team's side goes by.
const TEAM_NAME: &str = "Team";

/// How the team votes, for a team game's opening.
pub(crate) fn how_to_vote(team_first: bool) -> Text {
    let first = if team_first {
        "The team has the first move. "
    } else {
        "Sanctum has White and is thinking about its first move. "
    };
    Text::from(first)
        .button(super::command::Action::JoinTeam(GameId(0)).label())
        .plain(" to be counted, then vote for each move with ")
        .command(CommandRef::new(CommandName::Vote).arg("move", "<move>"))
        .plain(": the move with most votes is played once everyone on the team has voted, or at the deadline.")
}

/// `challenge opponent:@Sanctum team:true`: the server (or a role) plays Sanctum.
pub(crate) fn start(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    wanted: &Wanted,
) -> Result<Response> {
    let sanctum = wanted
        .opponent
        .as_ref()
        .map(|o| o.user)
        .filter(|u| cx.svc.own_user() == Some(*u))
        .ok_or(Refusal::TeamAgainstSanctum)?;
    if wanted.lobby.anywhere {
        return Err(Refusal::LobbyNamesNoOne.into());
    }
    if !actor.manage_server {
        return Err(Refusal::TeamNeedsManager.into());
    }
    let share = match wanted.team.share {
        None => DEFAULT_TEAM_SHARE,
        Some(n) => u32::try_from(n)
            .ok()
            .filter(|s| (1..=100).contains(s))
            .ok_or(Refusal::BadShare(n))?,
    };
    let role = wanted.team.role;
    let team = UserId(role.map_or(place.guild.0, |r| r.0));
    remember_name(cx, team, TEAM_NAME)?;
    let side = TeamSide { team, role, share };
    let response = crate::opponent::start_against_engine(
        cx,
        team,
        place,
        sanctum,
        wanted,
        Some((side, actor.user)),
    )?;
    tracing::info!(guild = %place.guild, share, "a team game against Sanctum");
    // The opening's Join button names its game.
    let game = cx
        .store
        .active_game_in_channel(place.channel)?
        .map(|g| g.id);
    Ok(Response {
        replies: response
            .replies
            .into_iter()
            .map(|mut r| {
                if let Some(game) = game {
                    for b in &mut r.buttons {
                        if let super::command::Action::JoinTeam(_) = b.action {
                            b.action = super::command::Action::JoinTeam(game);
                        }
                    }
                }
                r
            })
            .collect(),
        ..response
    })
}

/// The team's game here, its side, and the team's colour; refusals for anyone who may
/// not vote in it.
fn team_game(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<(LoadedGame, TeamSide, Color)> {
    let loaded = game_here(cx, actor.user, place).map_err(|_| Refusal::NotATeamGame)?;
    let side = cx
        .store
        .team_side(loaded.stored.id)?
        .ok_or(Refusal::NotATeamGame)?;
    if let Some(role) = side.role
        && !actor.roles.contains(&role)
    {
        return Err(Refusal::NotOnTeam { role }.into());
    }
    let color = loaded
        .stored
        .color_of(side.team)
        .ok_or(Refusal::NotATeamGame)?;
    Ok((loaded, side, color))
}

/// The Join the team button.
pub(crate) fn join(cx: &Ctx<'_>, actor: &Actor, game: GameId) -> Result<Response> {
    let side = cx.store.team_side(game)?.ok_or(Refusal::NotATeamGame)?;
    if let Some(role) = side.role
        && !actor.roles.contains(&role)
    {
        return Err(Refusal::NotOnTeam { role }.into());
    }
    let joined = cx.store.join_team(game, actor.user, cx.now)?;
    let n = cx.store.team_roster(game)?.len();
    let text = if joined {
        format!("You joined the team: {n} on it now. Vote for each move with ")
    } else {
        format!("You are on the team already ({n} on it). Vote for each move with ")
    };
    Ok(Response::one(Reply::private(
        Text::from(text)
            .command(CommandRef::new(CommandName::Vote).arg("move", "<move>"))
            .plain("."),
    )))
}

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
        return Err(Refusal::NotTeamsTurn.into());
    }
    let mut cast = Vec::new();
    if let Some(text) = mv {
        let m = loaded
            .game
            .parse_move(text)
            .map_err(|e| Refusal::BadMove(e.to_string()))?;
        cast.push((VoteKind::Move, m.uci()));
    }
    if draw {
        cast.push((VoteKind::Draw, "yes".to_owned()));
    }
    if resign {
        cast.push((VoteKind::Resign, "yes".to_owned()));
    }
    if cast.is_empty() {
        cx.store.join_team(game.id, actor.user, cx.now)?;
        let votes = cx.store.votes(game.id, game.ply)?;
        return Ok(Response::one(Reply::private(standing(
            cx, &loaded, &side, &votes,
        )?)));
    }
    for (kind, choice) in &cast {
        let ballot = Ballot {
            game: game.id,
            ply: game.ply,
            voter: actor.user,
            kind: *kind,
            choice,
        };
        let done = cx.store.cast_vote(&ballot, MAX_VOTE_CHANGES, cx.now)?;
        if done == VoteCast::TooManyChanges {
            return Err(Refusal::TooManyVoteChanges.into());
        }
    }
    tracing::info!(game = %game.id, ply = game.ply, voter = %actor.user, "vote cast");
    let votes = cx.store.votes(game.id, game.ply)?;
    let roster = cx.store.team_roster(game.id)?;
    let majority =
        |kind: VoteKind| votes.iter().filter(|v| v.kind == kind).count() * 2 > roster.len();
    let heard =
        Text::from(format!("{} voted. ", actor.name)).then(standing(cx, &loaded, &side, &votes)?);
    if majority(VoteKind::Resign) {
        return decided(
            cx,
            game,
            &side,
            heard
                .line()
                .plain("A majority of the team votes to resign."),
            Command::Resign,
        );
    }
    if majority(VoteKind::Draw) {
        return decided(
            cx,
            game,
            &side,
            heard
                .line()
                .plain("A majority of the team votes to offer a draw."),
            Command::Draw,
        );
    }
    let move_ballots = votes.iter().filter(|v| v.kind == VoteKind::Move).count();
    let enough = move_ballots * 100 >= side.share as usize * roster.len();
    match tally(&votes).first() {
        Some((uci, _)) if enough => {
            let why = heard.line().plain(if side.share >= 100 {
                "Everyone on the team has voted: the team plays its move."
            } else {
                "Enough of the team has voted: the team plays its move."
            });
            decided(
                cx,
                game,
                &side,
                why,
                Command::Move {
                    text: uci.clone(),
                    expected_ply: Some(game.ply),
                },
            )
        }
        _ => Ok(Response::one(Reply::public(heard))),
    }
}

/// The tally so far, who has voted of whom, and what decides the move.
fn standing(cx: &Ctx<'_>, loaded: &LoadedGame, side: &TeamSide, votes: &[Vote]) -> Result<Text> {
    let game = &loaded.stored;
    let roster = cx.store.team_roster(game.id)?;
    let moves = tally(votes);
    let counted = votes.iter().filter(|v| v.kind == VoteKind::Move).count();
    let mut text = Text::from(format!("Votes for move {}: ", game.ply / 2 + 1));
    text = if moves.is_empty() {
        text.plain("none yet")
    } else {
        text.then(tally_words(cx, loaded, &moves))
    };
    text = text
        .plain(format!(
            ". {counted} of the {} on the team voted; the move is played when {}, or ",
            roster.len(),
            if side.share >= 100 {
                "all have".to_owned()
            } else {
                format!("{}% have", side.share)
            }
        ))
        .moment(game.deadline)
        .plain(" at the latest.");
    for (kind, what) in [(VoteKind::Draw, "a draw"), (VoteKind::Resign, "resigning")] {
        let n = votes.iter().filter(|v| v.kind == kind).count();
        if n > 0 {
            text = text.plain(format!(" {n} for {what} (a majority decides)."));
        }
    }
    Ok(text)
}

/// Carries out what the team decided, as the team's side, after `why`.
fn decided(
    cx: &Ctx<'_>,
    game: &StoredGame,
    side: &TeamSide,
    why: Text,
    command: Command,
) -> Result<Response> {
    let request = crate::command::Request {
        actor: Actor::new(side.team, TEAM_NAME),
        place: Place {
            guild: game.guild,
            channel: game.channel,
        },
        command,
        interaction: None,
    };
    let mut response = crate::commands::run(cx, &request)?;
    // The team resigns at once: its confirmation button would be no one's to press.
    if let Some(confirm) = response
        .replies
        .iter()
        .flat_map(|r| &r.buttons)
        .map(|b| b.action)
        .find(|a| matches!(a, super::command::Action::ConfirmResign(_)))
    {
        let resign = crate::command::Request {
            command: Command::Press(confirm),
            ..request
        };
        response = crate::commands::run(cx, &resign)?;
    }
    response.replies.insert(0, Reply::public(why));
    Ok(response)
}

/// At a team's deadline, the move with most votes is played; `None` if the team cast
/// none (then the clock decides, as for anyone).
pub(crate) fn at_deadline(cx: &Ctx<'_>, game: &StoredGame) -> Result<Option<Response>> {
    let Some(side) = cx.store.team_side(game.id)? else {
        return Ok(None);
    };
    if game.player_to_move() != side.team {
        return Ok(None);
    }
    let votes = cx.store.votes(game.id, game.ply)?;
    let Some((uci, _)) = tally(&votes).into_iter().next() else {
        return Ok(None);
    };
    let loaded = cx.store.load_game(game.id)?;
    let why = Text::from("Time is up for the team's vote. ")
        .then(standing(cx, &loaded, &side, &votes)?)
        .line()
        .plain("The move with most votes is played (a tie goes to the move voted first).");
    match decided(
        cx,
        game,
        &side,
        why,
        Command::Move {
            text: uci,
            expected_ply: Some(game.ply),
        },
    ) {
        // Deadline work answers no one: all of it is posted in the game's channel.
        Ok(r) => Ok(Some(crate::play_page::posted_in_channel(r, game.channel))),
        // Played meanwhile (by a vote, or another process): nothing more to do.
        Err(super::error::ServiceError::Refused(Refusal::MovedOn)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `vote`.
pub(crate) const VOTE: CommandSpec = command(
    "Vote in your server's team game against Sanctum: a move, a draw or resigning (alone: the tally).",
    &[
        optional(
            "move",
            "The move you want the team to play",
            OptionKind::Move,
        ),
        keyword("draw", "Vote to offer (or take) a draw", YES_NO),
        keyword("resign", "Vote to resign the game", YES_NO),
    ],
    |a| {
        Ok(Command::Vote {
            mv: a.text("move"),
            draw: a.bool("draw").unwrap_or(false),
            resign: a.bool("resign").unwrap_or(false),
        })
    },
);
