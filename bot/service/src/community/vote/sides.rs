//! Who votes: a team's side, made by a manager against Sanctum or posted to the lobby
//! and taken by another server's manager, found again from the channel its members
//! vote in, and named (never mentioned) wherever a game shows it.

use crate::community::vote::refusal::VoteRefusal;
use crate::core::context::{Ctx, game_here, remember_name};
use crate::core::names::CommandName;
use crate::core::policy::DEFAULT_TEAM_SHARE;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Reply, Response};
use crate::core::request::{Actor, Place, Wanted};
use crate::core::text::CommandRef;
use crate::core::text::Msg;
use data::{GameId, LoadedGame, StoredGame, TeamOffer, TeamSide, TeamTaker, UserId};
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
        return Err(VoteRefusal::TeamNeedsManager.into());
    }
    let share = match wanted.team.share {
        None => DEFAULT_TEAM_SHARE,
        Some(n) => u32::try_from(n)
            .ok()
            .filter(|s| (1..=100).contains(s))
            .ok_or(VoteRefusal::BadShare(n))?,
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
    let offer = TeamOffer {
        role: side.role,
        share: side.share,
        poster: actor.user,
    };
    let name = team_name(&actor.name);
    crate::community::lobby::post(cx, actor, place, wanted, Some((side.team, offer, &name)))
}

/// Names the team `taker` once its game has started: its manager's team.
pub(crate) fn name_taker(cx: &Ctx<'_>, taker: &TeamTaker, manager: &str) -> Result<()> {
    remember_name(cx, taker.side.team, &team_name(manager))
}

/// A manager of `place`'s server takes another server's team challenge `c`: their
/// server (the whole of it, voting by the challenger's share) is the other team (named
/// by [`name_taker`] once the game has started).
pub(crate) fn take(
    actor: &Actor,
    place: Place,
    c: &data::Challenge,
    offer: TeamOffer,
) -> Result<TeamTaker> {
    if c.guild == place.guild {
        return Err(Refusal::OwnOpenChallenge.into());
    }
    if !actor.manage_server {
        return Err(VoteRefusal::TeamNeedsManager.into());
    }
    let team = UserId(place.guild.0);
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
fn team_in(cx: &Ctx<'_>, game: &StoredGame, channel: data::ChannelId) -> Result<Option<TeamSide>> {
    let here = game.players_in(channel);
    Ok(cx
        .store
        .team_sides(game.id)?
        .into_iter()
        .find(|s| here.contains(&s.team)))
}

/// Where `team` plays `game`: its server and channel.
pub(super) fn place_of(game: &StoredGame, team: UserId) -> Place {
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
        .filter(|u| cx.own_user == Some(*u))
        .ok_or(VoteRefusal::TeamAgainstSanctum)?;
    if wanted.lobby.anywhere {
        return Err(Refusal::LobbyNamesNoOne.into());
    }
    let side = side_asked(actor, place, wanted)?;
    let (team, share) = (side.team, side.share);
    remember_name(cx, team, TEAM_NAME)?;
    let response = crate::game::engine_games::start_against_engine(
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
                        if let crate::core::request::Action::JoinTeam(_) = b.action {
                            b.action = crate::core::request::Action::JoinTeam(game);
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
pub(super) fn team_game(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
) -> Result<(LoadedGame, TeamSide, Color)> {
    let loaded = game_here(cx, actor.user, place).map_err(|_| VoteRefusal::NotATeamGame)?;
    let side = team_in(cx, &loaded.stored, place.channel)?.ok_or(VoteRefusal::NotATeamGame)?;
    if let Some(role) = side.role
        && !actor.roles.contains(&role)
    {
        return Err(VoteRefusal::NotOnTeam { role }.into());
    }
    let color = loaded
        .stored
        .color_of(side.team)
        .ok_or(VoteRefusal::NotATeamGame)?;
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
        .ok_or(VoteRefusal::NotATeamGame)?;
    if let Some(role) = side.role
        && !actor.roles.contains(&role)
    {
        return Err(VoteRefusal::NotOnTeam { role }.into());
    }
    let joined = cx.store.join_team(game, side.team, actor.user, cx.now)?;
    let n = cx.store.team_roster(game, side.team)?.len();
    let text = Msg::new(if joined {
        "vote-joined"
    } else {
        "vote-joined-already"
    })
    .count("members", n)
    .command(
        "vote",
        CommandRef::new(CommandName::Vote).blank("move", "blank-move"),
    );
    Ok(Response::one(Reply::private(text)))
}
