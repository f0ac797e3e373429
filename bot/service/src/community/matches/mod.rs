//! Matches between two servers, as chess.com's club matches: a manager challenges
//! another server of the lobby to a number of boards; its managers accept; each side's
//! players sign up with a button; at the start the boards are paired by global rating
//! (top against top), two games a board with both colours, each game shown in both
//! servers (see [`crate::game::mirror`]). Each ended game updates the live scoreboard kept in
//! a thread of each server (the `news` module); a player who withdraws after the start forfeits
//! their board; the match ends when every game has.

mod news;
mod scoreboard;

pub(crate) use news::{SCOREBOARD, news, on_game_ended, threads_opened};

use crate::core::catalogue::{Args, CommandSpec, OptionKind, command, keyword};
use crate::core::context::{Ctx, name_of};
use crate::core::names::CommandName;
use crate::core::policy::DAY;
use crate::core::policy::{MAX_MATCH_BOARDS, MAX_MATCHES_LISTED};
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Button, ButtonStyle, Purpose, Reply, Response, Threads};
pub use crate::core::request::matches::{MatchFlag, MatchRequest};
use crate::core::request::{Action, Actor, ButtonOwner, Command, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::variant_name;
use data::{
    ChannelId, DaysPerMove, GuildId, MATCH_PROPOSAL_LIFETIME, MatchGame, MatchId, MatchSide,
    MatchStatus, NewGame, NewMatch, Proposal, StoredMatch, UserId,
};

/// Why a match request was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchRefusal {
    /// Only managers challenge, answer and start.
    NeedsManager,
    /// The server named is not one of the lobby's (or is not a server id).
    UnknownServer,
    /// A server challenging itself.
    OwnServer,
    /// This server is not in the lobby.
    NotInLobby,
    /// A number of boards outside 1 to the most.
    BadBoards(i64),
    /// A challenge without its game.
    NoVariant,
    /// No match of this server fits the request.
    NoneHere,
    /// The button is for the other server's managers.
    OtherSide,
    /// Each side needs as many players as boards.
    TooFew {
        /// This server's sign-ups.
        ours: usize,
        /// The other's.
        theirs: usize,
        /// Boards.
        boards: u32,
    },
    /// The match no longer takes this (answered, started, over).
    Closed,
    /// The two servers have a proposal waiting already.
    Pending(MatchId),
    /// The other server refuses proposals from this one.
    RefusedThere,
}

/// The words of a [`MatchRefusal`].
fn refusal_text(r: MatchRefusal) -> Text {
    let challenge = || {
        CommandRef::new(CommandName::Match)
            .arg("variant", "sanctuary")
            .arg("boards", "4")
            .blank("server", "blank-id")
    };
    match r {
        MatchRefusal::NeedsManager => Msg::new("match-refusal-needs-manager").into(),
        MatchRefusal::UnknownServer => Msg::new("match-refusal-unknown-server").into(),
        MatchRefusal::OwnServer => Msg::new("match-refusal-own-server").into(),
        MatchRefusal::NotInLobby => Msg::new("match-refusal-not-in-lobby")
            .command(
                "join",
                CommandRef::new(CommandName::Settings).blank("lobby", "blank-channel"),
            )
            .into(),
        MatchRefusal::BadBoards(n) => Msg::new("match-refusal-bad-boards")
            .num("boards", n)
            .num("max", MAX_MATCH_BOARDS)
            .into(),
        MatchRefusal::NoVariant => Msg::new("match-refusal-no-variant")
            .command("challenge", challenge())
            .into(),
        MatchRefusal::NoneHere => Msg::new("match-refusal-none-here")
            .command("challenge", challenge())
            .into(),
        MatchRefusal::OtherSide => Msg::new("match-refusal-other-side").into(),
        MatchRefusal::TooFew {
            ours,
            theirs,
            boards,
        } => Msg::new("match-refusal-too-few")
            .num("boards", boards)
            .count("ours", ours)
            .count("theirs", theirs)
            .into(),
        MatchRefusal::Closed => Msg::new("match-refusal-closed").into(),
        MatchRefusal::Pending(id) => Msg::new("match-refusal-pending")
            .num("match", id.0)
            .num("days", MATCH_PROPOSAL_LIFETIME / DAY)
            .into(),
        MatchRefusal::RefusedThere => Msg::new("match-refusal-refused-there").into(),
    }
}

impl crate::core::refusal::Refuse for MatchRefusal {
    fn user_text(&self) -> Text {
        refusal_text(*self)
    }
}

fn refused(r: MatchRefusal) -> crate::core::refusal::ServiceError {
    Refusal::from(r).into()
}

/// Checks that `actor` may act for `guild` in a match: a manager, or a member of the
/// role the server lets organise (tournaments and matches alike).
fn captain(cx: &Ctx<'_>, actor: &Actor, guild: GuildId) -> Result<()> {
    let role = cx.store.organiser_role(guild)?;
    if actor.manage_server || role.is_some_and(|r| actor.roles.contains(&r)) {
        Ok(())
    } else {
        Err(refused(MatchRefusal::NeedsManager))
    }
}

/// The lobby channel of `guild`, where its side of a match is shown.
fn lobby_of(cx: &Ctx<'_>, guild: GuildId) -> Result<Option<ChannelId>> {
    Ok(cx.store.lobby_channel(guild)?)
}

/// `match …`.
pub(crate) fn handle(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    req: &MatchRequest,
) -> Result<Response> {
    match req.flag {
        Some(MatchFlag::History) => return history(cx, place),
        Some(MatchFlag::AllowAll) => return allow_all(cx, actor, place),
        Some(MatchFlag::Withdraw) => return withdraw(cx, actor, place),
        Some(MatchFlag::Start) => return start(cx, actor, place),
        None => {}
    }
    if req.server.is_some() {
        return challenge(cx, actor, place, req);
    }
    show(cx, place)
}

/// The newest match of `guild` in `status`.
fn current(cx: &Ctx<'_>, guild: GuildId, status: &[MatchStatus]) -> Result<Option<StoredMatch>> {
    Ok(cx
        .store
        .matches_of(guild, MAX_MATCHES_LISTED)?
        .into_iter()
        .find(|m| status.contains(&m.status)))
}

fn challenge(cx: &Ctx<'_>, actor: &Actor, place: Place, req: &MatchRequest) -> Result<Response> {
    captain(cx, actor, place.guild)?;
    let variant = req
        .variant
        .ok_or_else(|| refused(MatchRefusal::NoVariant))?;
    let boards = req.boards.unwrap_or(4);
    let boards = u32::try_from(boards)
        .ok()
        .filter(|b| (1..=MAX_MATCH_BOARDS).contains(b))
        .ok_or_else(|| refused(MatchRefusal::BadBoards(boards)))?;
    let home_channel =
        lobby_of(cx, place.guild)?.ok_or_else(|| refused(MatchRefusal::NotInLobby))?;
    let other = req
        .server
        .as_deref()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .map(GuildId)
        .ok_or_else(|| refused(MatchRefusal::UnknownServer))?;
    if other == place.guild {
        return Err(refused(MatchRefusal::OwnServer));
    }
    let away_channel = lobby_of(cx, other)?.ok_or_else(|| refused(MatchRefusal::UnknownServer))?;
    crate::core::limits::new_challenge(cx, actor.user, place.guild, None)?;
    let settings = cx.store.guild_settings(place.guild)?;
    let proposal = cx.store.create_match(&NewMatch {
        home: MatchSide {
            guild: place.guild,
            channel: home_channel,
        },
        away: MatchSide {
            guild: other,
            channel: away_channel,
        },
        variant,
        days_per_move: req.days.map_or(settings.default_days, DaysPerMove::get),
        boards,
        created_at: cx.now,
    })?;
    let m = match proposal {
        Proposal::Made(m) => m,
        Proposal::Pending(id) => return Err(refused(MatchRefusal::Pending(id))),
        Proposal::Refused => return Err(refused(MatchRefusal::RefusedThere)),
    };
    tracing::info!(m = %m.id, %other, boards, "match proposed");
    let terms = terms(&m);
    let here = Msg::new("match-challenged")
        .str("name", actor.name.clone())
        .num("match", m.id.0)
        .text("terms", terms.clone());
    let there = Msg::new("match-challenged-there")
        .num("match", m.id.0)
        .text("terms", terms)
        .button("accept", Action::AcceptMatch(m.id).label())
        .button("decline", Action::DeclineMatch(m.id).label())
        .num("days", MATCH_PROPOSAL_LIFETIME / DAY)
        .button("refuse", Action::RefuseMatches(m.id).label());
    Ok(Response {
        replies: vec![
            Reply::public(here),
            Reply::public(there)
                .in_channel(away_channel)
                .with_button(Button::new(Action::AcceptMatch(m.id), ButtonStyle::Primary))
                .with_button(Button::new(
                    Action::DeclineMatch(m.id),
                    ButtonStyle::Secondary,
                ))
                .with_button(Button::new(
                    Action::RefuseMatches(m.id),
                    ButtonStyle::Danger,
                )),
        ],
        ..Response::default()
    })
}

/// Whether `m` is a proposal past its answer time (the tick turns it down soon).
fn lapsed(cx: &Ctx<'_>, m: &StoredMatch) -> bool {
    m.status == MatchStatus::Proposed && cx.now - m.setup.created_at >= MATCH_PROPOSAL_LIFETIME
}

/// The proposals left unanswered past their time, turned down, each told in both
/// servers' lobby channels once.
pub(crate) fn lapse_due(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    Ok(cx
        .store
        .lapse_match_proposals(cx.now)?
        .into_iter()
        .map(|m| {
            tracing::info!(m = %m.id, "match proposal lapsed");
            let text = Msg::new("match-lapsed")
                .num("match", m.id.0)
                .num("days", MATCH_PROPOSAL_LIFETIME / DAY);
            Response {
                replies: vec![
                    Reply::public(text.clone()).in_channel(m.setup.home.channel),
                    Reply::public(text).in_channel(m.setup.away.channel),
                ],
                closed: vec![ButtonOwner::MatchAnswer(m.id)],
                ..Response::default()
            }
        })
        .collect())
}

/// Refuse all from this server: the proposal declined, and no more proposals taken
/// from the server that made it (until `match allow_all`).
pub(crate) fn refuse_all(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: MatchId,
) -> Result<Response> {
    let m = match_here(cx, id, place)?;
    if m.setup.away.guild != place.guild {
        return Err(refused(MatchRefusal::OtherSide));
    }
    captain(cx, actor, place.guild)?;
    cx.store
        .refuse_matches_from(place.guild, m.setup.home.guild, cx.now)?;
    let declined = !lapsed(cx, &m)
        && cx
            .store
            .advance_match(m.id, MatchStatus::Proposed, MatchStatus::Declined, cx.now)?;
    tracing::info!(m = %m.id, declined, "match proposals refused");
    let mut replies = vec![Reply::public(
        Msg::new("match-refused-all")
            .str("name", actor.name.clone())
            .num("match", m.id.0)
            .command(
                "allow",
                CommandRef::new(CommandName::Match).arg("allow_all", "true"),
            ),
    )];
    if declined {
        replies.push(
            Reply::public(Msg::new("match-declined-there").num("match", m.id.0))
                .in_channel(m.setup.home.channel),
        );
    }
    Ok(Response {
        replies,
        closed: vec![ButtonOwner::MatchAnswer(m.id)],
        ..Response::default()
    })
}

/// `match allow_all`: proposals from every server taken again.
fn allow_all(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    captain(cx, actor, place.guild)?;
    let n = cx.store.allow_all_matches(place.guild)?;
    tracing::info!(guild = %place.guild, n, "match proposals allowed again");
    Ok(Response::one(Reply::public(
        Msg::new("match-allowed-all")
            .str("name", actor.name.clone())
            .num("refused", i64::try_from(n).unwrap_or(i64::MAX)),
    )))
}

/// `**Sanctuary Chess**, 4 boards (8 games, one with each colour a board), 3 days per move.`
fn terms(m: &StoredMatch) -> Msg {
    Msg::new("match-terms")
        .strong("variant", Msg::new(variant_name(m.setup.variant)))
        .num("boards", m.setup.boards)
        .num("games", m.setup.boards.saturating_mul(2))
        .num("days", m.setup.days_per_move)
}

/// The match a button names, which must concern `place`'s server.
fn match_here(cx: &Ctx<'_>, id: MatchId, place: Place) -> Result<StoredMatch> {
    cx.store
        .match_by_id(id)?
        .filter(|m| m.side_of(place.guild).is_some())
        .ok_or_else(|| Refusal::Gone(crate::core::refusal::Thing::Match).into())
}

/// Accept match / Decline, by the challenged server's managers.
pub(crate) fn answer(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: MatchId,
    yes: bool,
) -> Result<Response> {
    let m = match_here(cx, id, place)?;
    if m.setup.away.guild != place.guild {
        return Err(refused(MatchRefusal::OtherSide));
    }
    captain(cx, actor, place.guild)?;
    if lapsed(cx, &m) {
        return Err(refused(MatchRefusal::Closed));
    }
    let to = if yes {
        MatchStatus::Signup
    } else {
        MatchStatus::Declined
    };
    if !cx
        .store
        .advance_match(m.id, MatchStatus::Proposed, to, cx.now)?
    {
        return Err(refused(MatchRefusal::Closed));
    }
    tracing::info!(m = %m.id, yes, "match answered");
    if !yes {
        let text = Msg::new("match-declined-there").num("match", m.id.0);
        return Ok(Response {
            replies: vec![
                Reply::public(
                    Msg::new("match-declined")
                        .str("name", actor.name.clone())
                        .num("match", m.id.0),
                ),
                Reply::public(text).in_channel(m.setup.home.channel),
            ],
            closed: vec![ButtonOwner::MatchAnswer(m.id)],
            ..Response::default()
        });
    }
    let signup = |own: bool| {
        Msg::new("match-signup")
            .num("match", m.id.0)
            .str("against", if own { "challenged" } else { "accepted" })
            .text("terms", terms(&m))
            .button("join", Action::JoinMatch(m.id).label())
            .command(
                "start",
                CommandRef::new(CommandName::Match).arg("start", "true"),
            )
            .num("boards", m.setup.boards)
    };
    let buttons = |r: Reply| {
        r.with_button(Button::new(Action::JoinMatch(m.id), ButtonStyle::Primary))
            .with_button(Button::new(
                Action::LeaveMatch(m.id),
                ButtonStyle::Secondary,
            ))
    };
    Ok(Response {
        replies: vec![
            buttons(Reply::public(signup(true))),
            buttons(Reply::public(signup(false)).in_channel(m.setup.home.channel)),
        ],
        closed: vec![ButtonOwner::MatchAnswer(m.id)],
        ..Response::default()
    })
}

/// Sign up / Leave, by a player of either server.
pub(crate) fn sign_up(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: MatchId,
    join: bool,
) -> Result<Response> {
    let m = match_here(cx, id, place)?;
    if !join && m.status == MatchStatus::Started {
        return withdraw_from(cx, actor, &m);
    }
    if m.status != MatchStatus::Signup {
        return Err(refused(MatchRefusal::Closed));
    }
    let text = if join {
        let added = cx.store.join_match(m.id, place.guild, actor.user, cx.now)?;
        let n = cx
            .store
            .match_players(m.id)?
            .iter()
            .filter(|(g, _)| *g == place.guild)
            .count();
        if added {
            Msg::new("match-signed-up")
                .num("match", m.id.0)
                .count("players", n)
        } else {
            Msg::new("match-signed-up-already").count("players", n)
        }
    } else if cx.store.leave_match(m.id, actor.user)? {
        Msg::new("match-left").num("match", m.id.0)
    } else {
        Msg::new("match-not-signed-up").num("match", m.id.0)
    };
    Ok(Response::one(Reply::private(text)))
}

/// `match start:true`: pairs the boards and asks for each game's threads.
fn start(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    captain(cx, actor, place.guild)?;
    let m = current(cx, place.guild, &[MatchStatus::Signup])?
        .ok_or_else(|| refused(MatchRefusal::NoneHere))?;
    let players = cx.store.match_players(m.id)?;
    let side = |guild: GuildId| -> Result<Vec<UserId>> {
        let mut ranked: Vec<(f64, usize, UserId)> = Vec::new();
        for (i, (g, u)) in players.iter().enumerate() {
            if *g == guild {
                let r = cx.store.rating(GuildId::GLOBAL, m.setup.variant, *u)?;
                ranked.push((r.rating.rating, i, *u));
            }
        }
        // Best rated first; equal ratings in the order they signed up.
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        Ok(ranked.into_iter().map(|(_, _, u)| u).collect())
    };
    let (home, away) = (side(m.setup.home.guild)?, side(m.setup.away.guild)?);
    let boards = m.setup.boards as usize;
    if home.len() < boards || away.len() < boards {
        let (ours, theirs) = if place.guild == m.setup.home.guild {
            (home.len(), away.len())
        } else {
            (away.len(), home.len())
        };
        return Err(refused(MatchRefusal::TooFew {
            ours,
            theirs,
            boards: m.setup.boards,
        }));
    }
    let mut games = Vec::with_capacity(boards * 2);
    for (i, (h, a)) in home.iter().zip(&away).take(boards).enumerate() {
        let board = u32::try_from(i + 1).unwrap_or(u32::MAX);
        for (leg, white, black) in [(1, *h, *a), (2, *a, *h)] {
            games.push(MatchGame {
                board,
                leg,
                white,
                black,
                game: None,
                forfeit_by: None,
            });
        }
    }
    if !cx.store.start_match(m.id, &games)? {
        return Err(refused(MatchRefusal::Closed));
    }
    tracing::info!(m = %m.id, boards, "match started");
    let mut lines = Text::new();
    for g in games.iter().filter(|g| g.leg == 1) {
        lines = lines.plain("\n• ").msg(
            Msg::new("match-pairing")
                .num("board", g.board)
                .str("white", name_of(cx, g.white))
                .str("black", name_of(cx, g.black)),
        );
    }
    let announce = |guild: GuildId| {
        // The home server's players are named first on each board.
        let order = if guild == m.setup.home.guild {
            "home"
        } else {
            "away"
        };
        Text::new()
            .msg(
                Msg::new("match-starts")
                    .num("match", m.id.0)
                    .text("terms", terms(&m))
                    .str("side", order),
            )
            .then(lines.clone())
    };
    let mut response = Response {
        replies: vec![
            Reply::public(announce(m.setup.home.guild)).in_channel(m.setup.home.channel),
            Reply::public(announce(m.setup.away.guild)).in_channel(m.setup.away.channel),
        ],
        threads: std::iter::once(news::scoreboard_threads(&m))
            .chain(games.iter().map(|g| house_request(cx, &m, g)))
            .collect(),
        closed: vec![ButtonOwner::MatchSignup(m.id)],
        ..Response::default()
    };
    response.replies.insert(
        0,
        Reply::private(Msg::new("match-started").num("match", m.id.0)),
    );
    Ok(response)
}

/// The word for a match game's threads in a [`Purpose`]: its ids are the match, the
/// board and the leg.
pub(crate) const GAME: &str = "match-game";

/// What the face needs to open a match game's threads: one under each server's lobby
/// channel, home first.
fn house_request(cx: &Ctx<'_>, m: &StoredMatch, g: &MatchGame) -> Threads {
    Threads {
        purpose: Purpose {
            kind: GAME,
            ids: [m.id.0, i64::from(g.board), i64::from(g.leg)],
        },
        parents: vec![m.setup.home.channel, m.setup.away.channel],
        name: Msg::new("thread-match-game")
            .str("match", m.id.to_string())
            .str("board", g.board.to_string())
            .str("leg", g.leg.to_string())
            .str("white", name_of(cx, g.white))
            .str("black", name_of(cx, g.black)),
        label: format!("m{}-b{}-{}", m.id, g.board, g.leg),
    }
}

/// The match games still waiting for their threads (a face that failed to open them).
pub(crate) fn unhoused(cx: &Ctx<'_>) -> Result<Vec<Threads>> {
    let mut out = Vec::new();
    for (id, g) in cx.store.unhoused_match_games(20)? {
        if let Some(m) = cx.store.match_by_id(id)? {
            out.push(house_request(cx, &m, &g));
        }
    }
    Ok(out)
}

/// Starts a match game in `home` (a thread of the home server) shown in `away` (one
/// of the other's): its opening for both; empty if it was housed already.
pub(crate) fn house(
    cx: &Ctx<'_>,
    (id, board, leg): (MatchId, u32, u32),
    home: ChannelId,
    away: ChannelId,
) -> Result<Response> {
    let Some(m) = cx.store.match_by_id(id)? else {
        return Ok(Response::default());
    };
    let Some(g) = cx
        .store
        .match_games(m.id)?
        .into_iter()
        .find(|g| g.board == board && g.leg == leg)
    else {
        return Ok(Response::default());
    };
    // Leg 1: the home side has White, so Black plays from the other server.
    let away_player = if g.leg == 1 { g.black } else { g.white };
    let new = NewGame {
        guild: m.setup.home.guild,
        channel: home,
        white: g.white,
        black: g.black,
        variant: m.setup.variant,
        rated: true,
        days_per_move: m.setup.days_per_move,
        start_fen: None,
        created_at: cx.now,
    };
    let Some(game) = cx.store.house_match_game(
        m.id,
        g.board,
        g.leg,
        &new,
        (m.setup.away.guild, away, away_player),
    )?
    else {
        return Ok(Response::default());
    };
    crate::core::metrics::game_started(game.variant);
    let headline = Text::from(
        Msg::new("match-game-opening")
            .num("match", m.id.0)
            .num("board", g.board)
            .num("leg", g.leg)
            .str("white", name_of(cx, game.white))
            .str("black", name_of(cx, game.black))
            .num("days", game.days_per_move)
            .num("game", game.id.0),
    );
    let replies = crate::game::notify::opening(cx, &game, headline, Some(home));
    crate::game::mirror::echo(
        cx,
        None,
        Response {
            replies,
            ..Response::default()
        },
    )
}

/// `match withdraw:true`: leaves this server's match in sign-up, or forfeits one's
/// board in a match going on.
fn withdraw(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let m = current(
        cx,
        place.guild,
        &[MatchStatus::Signup, MatchStatus::Started],
    )?
    .ok_or_else(|| refused(MatchRefusal::NoneHere))?;
    if m.status == MatchStatus::Signup {
        return sign_up(cx, actor, place, m.id, false);
    }
    withdraw_from(cx, actor, &m)
}

/// A late withdrawal: the player's games going on are resigned, those not yet started
/// count as lost.
fn withdraw_from(cx: &Ctx<'_>, actor: &Actor, m: &StoredMatch) -> Result<Response> {
    let games = cx.store.match_games(m.id)?;
    let mine: Vec<&MatchGame> = games
        .iter()
        .filter(|g| g.white == actor.user || g.black == actor.user)
        .collect();
    if mine.is_empty() {
        return Err(refused(MatchRefusal::NoneHere));
    }
    let forfeited = cx.store.forfeit_unhoused(m.id, actor.user)?;
    let mut response = Response::one(Reply::private(
        Msg::new("match-withdrew").num("match", m.id.0),
    ));
    for g in mine {
        let Some(id) = g.game else { continue };
        let game = cx.store.game(id)?;
        if !game.is_active() {
            continue;
        }
        let resigned = crate::game::offers::resign(cx, actor, id)?;
        let resigned = crate::game::mirror::echo(cx, Some(game.channel), resigned)?;
        let resigned = resigned.posted_in(game.channel);
        response.replies.extend(
            resigned
                .replies
                .into_iter()
                .filter(|r| r.visibility != crate::core::reply::Visibility::Private),
        );
    }
    tracing::info!(m = %m.id, player = %actor.user, forfeited, "withdrew from a match");
    // Boards forfeited before they started end no game: their news is told here.
    if forfeited > 0 {
        for told in news(cx)? {
            response.absorb(told);
        }
    }
    Ok(response)
}

/// `match` alone: this server's latest match and its scoreboard, privately.
fn show(cx: &Ctx<'_>, place: Place) -> Result<Response> {
    let m = current(
        cx,
        place.guild,
        &[
            MatchStatus::Proposed,
            MatchStatus::Signup,
            MatchStatus::Started,
            MatchStatus::Finished,
        ],
    )?
    .ok_or_else(|| refused(MatchRefusal::NoneHere))?;
    let text: Text = match m.status {
        MatchStatus::Started | MatchStatus::Finished => {
            scoreboard::text_for(cx, &m, &cx.store.match_games(m.id)?, place.guild)?
        }
        _ => {
            let players = cx.store.match_players(m.id)?;
            let ours = players.iter().filter(|(g, _)| *g == place.guild).count();
            Msg::new("match-pending")
                .num("match", m.id.0)
                .str("status", m.status.id())
                .text("terms", terms(&m))
                .count("ours", ours)
                .count("theirs", players.len() - ours)
                .into()
        }
    };
    Ok(Response::one(Reply::private(text)))
}

/// `match history:true`: the server's finished matches, newest first, with scores.
fn history(cx: &Ctx<'_>, place: Place) -> Result<Response> {
    let mut text = Text::new().strong_msg(Msg::new("match-list-heading"));
    let mut any = false;
    for m in cx.store.matches_of(place.guild, MAX_MATCHES_LISTED)? {
        if m.status != MatchStatus::Finished {
            continue;
        }
        any = true;
        let (_, home, away) = scoreboard::tally(cx, &cx.store.match_games(m.id)?)?;
        let (us, them) = if place.guild == m.setup.home.guild {
            (home, away)
        } else {
            (away, home)
        };
        let verdict = if us > them {
            "won"
        } else if us < them {
            "lost"
        } else {
            "drawn"
        };
        text = text.plain("\n• ").msg(
            Msg::new("match-history-line")
                .num("match", m.id.0)
                .text("variant", Msg::new(variant_name(m.setup.variant)))
                .num("boards", m.setup.boards)
                .str("verdict", verdict)
                .str("us", scoreboard::points(us))
                .str("them", scoreboard::points(them))
                .moment("ended", m.finished_at.unwrap_or(m.setup.created_at)),
        );
    }
    if !any {
        text = text.line().msg(Msg::new("match-history-none"));
    }
    Ok(Response::one(Reply::private(text)))
}

/// `match`.
pub(crate) const MATCH: CommandSpec = CommandSpec {
    servers_only: true,
    ..command(
        "match-description",
        &[
            keyword("variant", "match-variant", OptionKind::Variant),
            keyword(
                "boards",
                "match-boards",
                OptionKind::Count {
                    min: 1,
                    max: MAX_MATCH_BOARDS as u16,
                },
            ),
            keyword("days", "match-days", OptionKind::Days),
            keyword("start", "match-start", OptionKind::Flag),
            keyword("withdraw", "match-withdraw", OptionKind::Flag),
            keyword("history", "match-history", OptionKind::Flag),
            keyword("allow_all", "match-allow_all", OptionKind::Flag),
            // Last: on the console it takes the rest of the line.
            keyword("server", "match-server", OptionKind::Line),
        ],
        |a: &Args| {
            Ok(Command::Match(MatchRequest {
                server: a.text("server"),
                variant: a.variant("variant"),
                boards: a.integer("boards"),
                days: a.days("days"),
                flag: [
                    ("history", MatchFlag::History),
                    ("allow_all", MatchFlag::AllowAll),
                    ("withdraw", MatchFlag::Withdraw),
                    ("start", MatchFlag::Start),
                ]
                .into_iter()
                .find(|(name, _)| a.bool(name) == Some(true))
                .map(|(_, flag)| flag),
            }))
        },
    )
};
