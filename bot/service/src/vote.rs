//! Vote chess: a server (or a role in it) plays as a team, against Sanctum or against
//! another server's team met in the lobby. Its members join the team and vote on each
//! move; the move with most votes is played when every member (or the team's share of
//! them) has voted, or else at the move's deadline; a tie goes to the move voted
//! first. A draw offer or a resignation needs a majority of the team. A team's side is
//! played by an id of its own (the server's, or the role's), so the game is a game like
//! any other; a team's votes are posted only where the team plays, so the other side
//! sees a move only once it is played.

use super::command::{Actor, Place, Wanted};
use super::context::{Ctx, game_here, name_of, remember_name};
use super::error::{Refusal, Result};
use super::names::CommandName;
use super::policy::{DEFAULT_TEAM_SHARE, MAX_VOTE_CHANGES};
use super::reply::{Reply, Response};
use super::text::{CommandRef, Text};
use crate::catalogue::{CommandSpec, OptionKind, YES_NO, command, keyword, optional};
use crate::command::Command;
use data::{
    Ballot, GameId, LoadedGame, StoredGame, TeamOffer, TeamSide, TeamTaker, UserId, Vote, VoteCast,
    VoteKind,
};
use rules::Color;

/// The name the team's side goes by against Sanctum.
const TEAM_NAME: &str = "Team";

/// The name of a team met in the lobby: its manager's team, so both sides read apart.
fn team_name(manager: &str) -> String {
    format!("{manager}'s team")
}

/// The team's side, its share and role, as asked by a manager (`team_role`, `share`).
fn side_asked(actor: &Actor, place: Place, wanted: &Wanted) -> Result<TeamSide> {
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
    Ok(TeamSide {
        team: UserId(role.map_or(place.guild.0, |r| r.0)),
        role,
        share,
    })
}

/// `challenge <game> anywhere:true team:true`: the server (or a role) challenges every
/// server in the lobby to a game between teams.
fn post_to_lobby(cx: &Ctx<'_>, actor: &Actor, place: Place, wanted: &Wanted) -> Result<Response> {
    let side = side_asked(actor, place, wanted)?;
    remember_name(cx, side.team, &team_name(&actor.name))?;
    let offer = TeamOffer {
        role: side.role,
        share: side.share,
        poster: actor.user,
    };
    crate::lobby::post(cx, actor, place, wanted, Some((side.team, offer)))
}

/// A manager of `place`'s server takes another server's team challenge `c`: their
/// server (the whole of it, voting by the challenger's share) is the other team.
pub(crate) fn take(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    c: &data::Challenge,
    offer: TeamOffer,
) -> Result<TeamTaker> {
    if c.guild == place.guild {
        return Err(Refusal::OwnOpenChallenge.into());
    }
    if !actor.manage_server {
        return Err(Refusal::TeamNeedsManager.into());
    }
    let team = UserId(place.guild.0);
    remember_name(cx, team, &team_name(&actor.name))?;
    Ok(TeamTaker {
        side: TeamSide {
            team,
            role: None,
            share: offer.share,
        },
        by: actor.user,
        from: (place.guild, place.channel),
    })
}

/// The team that plays `game` from `channel`: against Sanctum its one team; between two
/// servers the team whose server `channel` is in; `None` if no team plays there.
pub(crate) fn team_in(
    cx: &Ctx<'_>,
    game: &StoredGame,
    channel: data::ChannelId,
) -> Result<Option<TeamSide>> {
    let here = game.players_in(channel);
    Ok(cx
        .store
        .team_sides(game.id)?
        .into_iter()
        .find(|s| here.contains(&s.team)))
}

/// `reply` with `game`'s teams named rather than mentioned, and never pinged: a team's
/// id is no Discord user.
pub(crate) fn naming_teams(cx: &Ctx<'_>, game: GameId, mut reply: Reply) -> Reply {
    let teams: Vec<UserId> = cx
        .store
        .team_sides(game)
        .unwrap_or_default()
        .iter()
        .map(|s| s.team)
        .collect();
    if teams.is_empty() {
        return reply;
    }
    reply.pings.retain(|u| !teams.contains(u));
    let text = std::mem::take(&mut reply.text);
    reply.text = text.naming(|u| teams.contains(&u).then(|| name_of(cx, u)));
    reply
}

/// Where `team` plays `game`: its server and channel.
fn place_of(game: &StoredGame, team: UserId) -> Place {
    match game.mirror {
        Some(m) if m.player == team => Place {
            guild: m.guild,
            channel: m.channel,
        },
        _ => Place {
            guild: game.guild,
            channel: game.channel,
        },
    }
}

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

/// `challenge opponent:@Sanctum team:true`: the server (or a role) plays Sanctum;
/// `challenge <game> anywhere:true team:true`: it challenges the lobby's servers.
pub(crate) fn start(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    wanted: &Wanted,
) -> Result<Response> {
    if wanted.lobby.anywhere && wanted.opponent.is_none() {
        return post_to_lobby(cx, actor, place, wanted);
    }
    let sanctum = wanted
        .opponent
        .as_ref()
        .map(|o| o.user)
        .filter(|u| cx.svc.own_user() == Some(*u))
        .ok_or(Refusal::TeamAgainstSanctum)?;
    if wanted.lobby.anywhere {
        return Err(Refusal::LobbyNamesNoOne.into());
    }
    let side = side_asked(actor, place, wanted)?;
    let (team, share) = (side.team, side.share);
    remember_name(cx, team, TEAM_NAME)?;
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
    let side = team_in(cx, &loaded.stored, place.channel)?.ok_or(Refusal::NotATeamGame)?;
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

/// The Join the team button, pressed where the team plays (between two servers' teams,
/// each server's copy of it joins that server's team).
pub(crate) fn join(cx: &Ctx<'_>, actor: &Actor, place: Place, game: GameId) -> Result<Response> {
    let stored = cx.store.game(game)?;
    let side = team_in(cx, &stored, place.channel)?
        .or_else(|| {
            // Pressed under the opening, before the game moved into its thread.
            let sides = cx.store.team_sides(game).ok()?;
            sides
                .into_iter()
                .find(|s| place_of(&stored, s.team).guild == place.guild)
        })
        .ok_or(Refusal::NotATeamGame)?;
    if let Some(role) = side.role
        && !actor.roles.contains(&role)
    {
        return Err(Refusal::NotOnTeam { role }.into());
    }
    let joined = cx.store.join_team(game, side.team, actor.user, cx.now)?;
    let n = cx.store.team_roster(game, side.team)?.len();
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
            return Err(Refusal::TooManyVoteChanges.into());
        }
    }
    tracing::info!(game = %game.id, ply = game.ply, voter = %actor.user, "vote cast");
    let votes = cx.store.votes(game.id, game.ply)?;
    let roster = cx.store.team_roster(game.id, side.team)?;
    let majority =
        |kind: VoteKind| votes.iter().filter(|v| v.kind == kind).count() * 2 > roster.len();
    let heard =
        Text::from(format!("{} voted. ", actor.name)).then(standing(cx, &loaded, &side, &votes)?);
    // What the team decides is news for both sides of a game between two servers.
    let decide = |cx: &Ctx<'_>, game: &StoredGame, side: &TeamSide, why: Text, command| {
        decided(cx, game, side, why, command)
            .and_then(|r| crate::mirror::echo(cx, Some(place.channel), r))
    };
    if majority(VoteKind::Resign) {
        return decide(
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
        return decide(
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
            decide(
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
        _ => Ok(Response::one(Reply::public(heard).local())),
    }
}

/// The tally so far, who has voted of whom, and what decides the move.
fn standing(cx: &Ctx<'_>, loaded: &LoadedGame, side: &TeamSide, votes: &[Vote]) -> Result<Text> {
    let game = &loaded.stored;
    let roster = cx.store.team_roster(game.id, side.team)?;
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
        actor: Actor::new(side.team, name_of(cx, side.team)),
        place: place_of(game, side.team),
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
        Ok(r) => Ok(Some(crate::play_page::posted_in_channel(
            r,
            place_of(game, side.team).channel,
        ))),
        // Played meanwhile (by a vote, or another process): nothing more to do.
        Err(super::error::ServiceError::Refused(Refusal::MovedOn)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `vote`.
pub(crate) const VOTE: CommandSpec = command(
    "Vote in your team's game (against Sanctum or another server): a move, a draw or resigning.",
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
