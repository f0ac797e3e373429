//! Entering a tournament: creating it, its announcement (the card) with **Join** and
//! **Leave**, redrawn in place after every change so the list of entrants is always
//! the true one, leaving, cancelling, and the server's list of tournaments.

use crate::community::tournament::card::card;
use crate::community::tournament::{
    DEFAULT_PLAYERS, MAX_OPEN_PER_SERVER, TournamentRefusal, TournamentRequest, organiser,
    title_msg,
};
use crate::core::context::{Ctx, remember_name};
use crate::core::refusal::Result;
use crate::core::reply::{Refresh, Reply, Response};
use crate::core::request::{Actor, ButtonOwner, Place};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{Format, Joined, NewTournament, StoredTournament, TournamentId, TournamentStatus};
use rules::Variant;

/// `tournament create`.
pub(super) fn create(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    req: &TournamentRequest,
) -> Result<Response> {
    let role = cx.store.organiser_role(place.guild)?;
    if !actor.manage_server && !role.is_some_and(|r| actor.roles.contains(&r)) {
        return Err(TournamentRefusal::CannotCreate(role).into());
    }
    let open = cx
        .store
        .current_tournaments(place.guild)?
        .iter()
        .filter(|t| t.status == TournamentStatus::Open)
        .count();
    if open >= MAX_OPEN_PER_SERVER {
        return Err(TournamentRefusal::TooManyOpen.into());
    }
    let settings = cx.store.guild_settings(place.guild)?;
    let format = req.format.unwrap_or(Format::RoundRobin);
    let max_players = within(
        "players",
        req.players,
        crate::community::tournament::min_players(format),
        crate::community::tournament::max_players(format),
    )?
    .unwrap_or(DEFAULT_PLAYERS);
    let rounds = (format == Format::Swiss)
        .then(|| {
            within(
                "rounds",
                req.rounds,
                1,
                crate::community::tournament::swiss::MAX_ROUNDS,
            )
        })
        .transpose()?
        .map(|r| r.unwrap_or(crate::community::tournament::swiss::DEFAULT_ROUNDS));
    let starts_in = within(
        "starts_in",
        req.starts_in,
        1,
        crate::community::tournament::MAX_START_HOURS,
    )?;
    let round_days = within(
        "round_days",
        req.round_days,
        1,
        crate::community::tournament::adjudicate::MAX_ROUND_DAYS,
    )?
    .unwrap_or(crate::community::tournament::adjudicate::DEFAULT_ROUND_DAYS);
    let timeouts = within(
        "timeouts",
        req.timeouts,
        1,
        data::policy::MAX_TOURNAMENT_TIMEOUTS,
    )?
    .unwrap_or(data::policy::DEFAULT_TOURNAMENT_TIMEOUTS);
    remember_name(cx, actor.user, &actor.name)?;
    let t = cx.store.create_tournament(&NewTournament {
        guild: place.guild,
        channel: place.channel,
        creator: actor.user,
        format,
        variant: req.variant.unwrap_or(Variant::Sanctuary),
        rated: req.rated.unwrap_or(settings.rated_by_default),
        days_per_move: req
            .days
            .map_or(settings.default_days, data::DaysPerMove::get),
        max_players,
        rounds,
        late_until: rounds.and(req.round.and_then(|n| u32::try_from(n).ok())),
        starts_at: starts_in.map(|hours| cx.now + i64::from(hours) * 3600),
        min_games: req.min_games.and_then(|n| u32::try_from(n).ok()),
        min_rating: req.min_rating.and_then(|n| u32::try_from(n).ok()),
        max_rating: req.max_rating.and_then(|n| u32::try_from(n).ok()),
        round_days: rounds.and(Some(round_days)),
        timeouts,
        created_at: cx.now,
    })?;
    tracing::info!(tournament = %t.id, guild = %place.guild, "tournament created");
    // The answer to the command, where it was given (the tournament's channel), and
    // the tournament's own thread beside it.
    Ok(Response {
        threads: vec![crate::community::tournament::thread::request(&t)],
        ..Response::one(Reply {
            channel: None,
            ..card(cx, &t)?
        })
    })
}

/// A number given for `what`, refused unless from `min` to `max` (the console does not
/// range-check counts; Discord's menus do).
fn within(what: &'static str, given: Option<i64>, min: u32, max: u32) -> Result<Option<u32>> {
    given
        .map(|n| {
            u32::try_from(n)
                .ok()
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| TournamentRefusal::OutOfRange { what, min, max }.into())
        })
        .transpose()
}

/// The card redrawn where it was posted.
fn refresh(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Refresh> {
    Ok(Refresh {
        owner: ButtonOwner::Tournament(t.id),
        reply: card(cx, t)?,
    })
}

/// `tournament join`, or its **Join** button.
pub(crate) fn join(cx: &Ctx<'_>, actor: &Actor, id: TournamentId) -> Result<Response> {
    remember_name(cx, actor.user, &actor.name)?;
    let t = cx.store.tournament(id)?;
    let needs = crate::community::tournament::Conditions::of(&t);
    if needs.words().is_some() {
        let r = cx
            .store
            .rating(t.setup.guild, t.setup.variant, actor.user)?;
        // Ratings are shown rounded; the rounded one is the one compared.
        let rating = r.rating.rating.round().max(0.0) as u32;
        if !needs.admit(r.games, rating) {
            return Err(TournamentRefusal::NotEligible {
                games: r.games,
                rating,
                needs,
            }
            .into());
        }
    }
    let joined = cx.store.join_tournament(id, actor.user, cx.now)?;
    let t = cx.store.tournament(id)?;
    match joined {
        Joined::Joined { count } if t.status == TournamentStatus::Running => {
            tracing::info!(tournament = %id, count, "joined late");
            let mut response = Response::one(Reply::private(
                Msg::new("tournament-joined-late")
                    .text("title", title_msg(&t))
                    .num("round", t.current_round + 1),
            ));
            response.refresh = Some(Box::new(refresh(cx, &t)?));
            Ok(response)
        }
        Joined::Joined { count } => {
            tracing::info!(tournament = %id, count, "joined");
            if count >= t.setup.max_players {
                // Full: it starts now. Whoever filled it starts it; a racing start elsewhere
                // finds it no longer open and does nothing.
                let mut response = crate::community::tournament::start::start(cx, &t)?;
                response.replies.insert(
                    0,
                    Reply::private(Msg::new("tournament-joined-full").text("title", title_msg(&t))),
                );
                return Ok(response);
            }
            let mut response = Response::one(Reply::private(
                Msg::new("tournament-joined")
                    .text("title", title_msg(&t))
                    .num("count", count)
                    .num("max", t.setup.max_players),
            ));
            response.refresh = Some(Box::new(refresh(cx, &t)?));
            Ok(response)
        }
        Joined::AlreadyIn => Err(TournamentRefusal::AlreadyIn.into()),
        Joined::Full => Err(TournamentRefusal::Full.into()),
        Joined::Closed(status) => Err(TournamentRefusal::NotOpen(status).into()),
    }
}

/// `tournament leave`, or its **Leave** button.
pub(crate) fn leave(cx: &Ctx<'_>, actor: &Actor, id: TournamentId) -> Result<Response> {
    let t = cx.store.tournament(id)?;
    if t.status != TournamentStatus::Open {
        return Err(TournamentRefusal::NotOpen(t.status).into());
    }
    if !cx.store.leave_tournament(id, actor.user)? {
        return Err(TournamentRefusal::NotIn.into());
    }
    let mut response = Response::one(Reply::private(
        Msg::new("tournament-left").text("title", title_msg(&t)),
    ));
    response.refresh = Some(Box::new(refresh(cx, &t)?));
    Ok(response)
}

/// `tournament cancel`: calls off an open tournament.
pub(super) fn cancel(cx: &Ctx<'_>, actor: &Actor, t: &StoredTournament) -> Result<Response> {
    organiser(actor, t)?;
    if !cx.store.cancel_tournament(t.id, cx.now)? {
        return Err(TournamentRefusal::NotOpen(cx.store.tournament(t.id)?.status).into());
    }
    let t = cx.store.tournament(t.id)?;
    let entrants = cx.store.tournament_entrants(t.id)?;
    let mut response = Response::one(
        Reply::public(
            Msg::new("tournament-cancelled-by")
                .text("title", title_msg(&t))
                .str("name", actor.name.clone()),
        )
        .ping(entrants.iter().map(|e| e.user)),
    );
    response.refresh = Some(Box::new(refresh(cx, &t)?));
    Ok(response)
}

/// The tournaments whose start time has come: started with everyone who joined, or
/// called off when too few did (each claimed once).
pub(super) fn start_due(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    for t in cx.store.tournaments_due(cx.now)? {
        let joined = u32::try_from(cx.store.tournament_entrants(t.id)?.len()).unwrap_or(0);
        let need = crate::community::tournament::min_players(t.setup.format);
        if joined >= need {
            match crate::community::tournament::start::start(cx, &t) {
                Ok(response) => out.push(response),
                Err(crate::core::refusal::ServiceError::Refused(_)) => {}
                Err(e) => return Err(e),
            }
            continue;
        }
        if !cx.store.cancel_tournament(t.id, cx.now)? {
            continue;
        }
        let t = cx.store.tournament(t.id)?;
        let entrants = cx.store.tournament_entrants(t.id)?;
        let mut response = Response::one(
            Reply::public(
                Msg::new("tournament-called-off")
                    .text("title", title_msg(&t))
                    .num("joined", joined)
                    .num("need", need),
            )
            .ping(entrants.iter().map(|e| e.user))
            .in_channel(t.news_channel()),
        );
        response.refresh = Some(Box::new(refresh(cx, &t)?));
        out.push(response);
    }
    Ok(out)
}

/// `tournament list`: the server's open and running tournaments.
pub(super) fn list(cx: &Ctx<'_>, place: Place) -> Result<Response> {
    let current = cx.store.current_tournaments(place.guild)?;
    if current.is_empty() {
        return Err(TournamentRefusal::NoneHere {
            action: crate::community::tournament::TournamentAction::List,
        }
        .into());
    }
    let mut text = Text::new().strong_msg(Msg::new("tournament-list-heading"));
    for t in &current {
        let n = cx.store.tournament_entrants(t.id)?.len();
        let line = match t.status {
            TournamentStatus::Open => Msg::new("tournament-list-open")
                .count("count", n)
                .num("max", t.setup.max_players),
            _ => Msg::new("tournament-list-running").count("count", n),
        };
        text = text.line().msg(
            line.text("title", title_msg(t))
                .str("rated", if t.setup.rated { "rated" } else { "casual" })
                .num("days", t.setup.days_per_move),
        );
    }
    Ok(Response::one(Reply::private(text)))
}
