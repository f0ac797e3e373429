//! Challenges: making one (to someone, or an open one anyone may take), and the
//! answers of the challenged player, the taker or the challenger.

pub(crate) mod refusal;
pub use refusal::ChallengeRefusal;

use crate::core::catalogue::{
    Args, CommandSpec, OptionKind, RATED, YES_NO, command, keyword, optional, required,
};
use crate::core::context::{Ctx, name_in_game, name_of, remember_name};
use crate::core::policy::CHALLENGE_LIFETIME;
use crate::core::refusal::{Refusal, Result, ServiceError, Thing};
use crate::core::reply::{Button, ButtonStyle, Effect, Reply, Response, ThreadRequest};
use crate::core::request::ButtonOwner;
use crate::core::request::Command;
use crate::core::request::{Action, Actor, LobbyWish, Place, TeamWish, Wanted};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::{challenge_terms, rated_word, thread_name, variant_name};
use data::{Challenge, ChallengeId, ChallengeStatus, ColorWish, DaysPerMove, NewChallenge};
use rules::Color;
use std::hash::{BuildHasher, RandomState};

/// What a typed `accept`, `decline` or `cancel` looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answer {
    /// The challenged player, or anyone for an open challenge.
    Accept,
    /// The challenged player.
    Decline,
    /// The challenger.
    Cancel,
}

/// `challenge`: checks everything, stores the challenge, and shows it with buttons.
/// Without an opponent it is an open challenge: anyone in the server may accept
/// it, and the role the server named for the game hears of it.
pub fn challenge(cx: &Ctx<'_>, actor: &Actor, place: Place, wanted: &Wanted) -> Result<Response> {
    if let Some(other) = team_or_lobby(cx, actor, place, wanted) {
        return other;
    }
    let Wanted {
        opponent,
        variant,
        color,
        days: days_per_move,
        rated,
        level,
        ..
    } = wanted;
    let (opponent, variant, color, days_per_move, rated, level) = (
        opponent.as_ref(),
        *variant,
        *color,
        *days_per_move,
        *rated,
        *level,
    );
    if let Some(opponent) = opponent {
        if opponent.user == actor.user {
            return Err(ChallengeRefusal::ChallengeSelf.into());
        }
        if let Some(sanctum) = cx.own_user.filter(|me| *me == opponent.user) {
            return crate::game::engine_games::challenge_engine(cx, actor, place, sanctum, wanted);
        }
        if opponent.is_bot {
            return Err(ChallengeRefusal::ChallengeBot.into());
        }
        if !opponent.member {
            return Err(ChallengeRefusal::NotAMember {
                user: opponent.user,
            }
            .into());
        }
        crate::game::block::may_play(cx, actor.user, opponent.user)?;
    }
    if level.is_some() {
        return Err(ChallengeRefusal::LevelForPerson.into());
    }
    let settings = cx.store.guild_settings(place.guild)?;
    let days_per_move = days_per_move.map_or(settings.default_days, DaysPerMove::get);
    let rated = rated.unwrap_or(settings.rated_by_default);
    let color = color.unwrap_or(ColorWish::Random);
    if cx.store.active_game_in_channel(place.channel)?.is_some() {
        return Err(Refusal::ChannelBusy.into());
    }
    crate::core::limits::new_challenge(cx, actor.user, place.guild, opponent.map(|o| o.user))?;
    if let Some(opponent) = opponent {
        remember_name(cx, opponent.user, &opponent.name)?;
    }
    let created = cx.store.create_challenge(&NewChallenge {
        guild: place.guild,
        channel: place.channel,
        challenger: actor.user,
        challenged: opponent.map(|o| o.user),
        variant,
        color,
        days_per_move,
        rated,
        created_at: cx.now,
        expires_at: cx.now + CHALLENGE_LIFETIME,
        rematch_of: None,
    });
    let challenge = match created {
        Err(data::Error::DuplicateChallenge(_)) if opponent.is_none() => {
            return Err(Refusal::AlreadyOpen.into());
        }
        other => other?,
    };
    tracing::info!(challenge = %challenge.id, variant = %variant, open = opponent.is_none(), "challenge made");
    let mut reply = challenge_post(&challenge, &actor.name);
    if opponent.is_none()
        && let Some(role) = cx.store.seek_role(place.guild, variant)?
    {
        match crate::core::limits::role_ping(cx, place.guild, role, settings.role_ping_minutes)? {
            None => {
                reply.text = Text::new().role(role).plain(" — ").then(reply.text);
                reply = reply.ping_role(role);
            }
            Some(next) => {
                reply.text = reply.text.line().msg(
                    Msg::new("challenge-role-pinged-recently")
                        .text("variant", Msg::new(variant_name(variant)))
                        .moment("next", next),
                );
            }
        }
    }
    Ok(Response::one(reply))
}

/// A challenge played by a team, or posted to the lobby: its own handler's answer;
/// `None` for a challenge of one person here.
fn team_or_lobby(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    wanted: &Wanted,
) -> Option<Result<Response>> {
    // Teams and the lobby between servers belong to servers.
    if !place.in_server() && (wanted.team.team || wanted.lobby.anywhere) {
        return Some(Err(Refusal::ServersOnly.into()));
    }
    if wanted.team.team {
        return Some(crate::community::vote::start(cx, actor, place, wanted));
    }
    if wanted.team.role.is_some() || wanted.team.share.is_some() {
        return Some(Err(ChallengeRefusal::TeamOptionsWithoutTeam.into()));
    }
    if wanted.lobby.anywhere {
        return Some(crate::community::lobby::post(
            cx, actor, place, wanted, None,
        ));
    }
    if wanted.lobby.min_rating.is_some() || wanted.lobby.max_rating.is_some() {
        return Some(Err(ChallengeRefusal::RangeWithoutLobby.into()));
    }
    None
}

/// Finds the challenge a typed `accept`/`decline`/`cancel` means, or checks a pressed button's.
fn challenge_for(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: Option<ChallengeId>,
    answer: Answer,
) -> Result<Challenge> {
    if let Some(id) = id {
        let c = cx.store.challenge(id)?;
        if c.guild != place.guild && !crate::community::lobby::reaches(cx, &c, place)? {
            return Err(Refusal::Gone(Thing::Challenge).into());
        }
        if !c.involves(actor.user)
            && !crate::community::lobby::speaks_for_team(cx, actor, place, &c)?
        {
            // Someone was quicker (an open challenge taken), or it was never theirs.
            return match (c.status, c.challenged) {
                (ChallengeStatus::Accepted, Some(by)) => {
                    Err(ChallengeRefusal::ChallengeTaken { by }.into())
                }
                (ChallengeStatus::Pending, None) if answer == Answer::Accept => Ok(c),
                (ChallengeStatus::Pending, _) => Err(ChallengeRefusal::NotYourChallenge.into()),
                (status, _) => Err(Refusal::ChallengeClosed(status).into()),
            };
        }
        return Ok(c);
    }
    let mut open = cx.store.pending_challenges_in_channel(place.channel)?;
    if answer == Answer::Accept {
        open.extend(
            crate::community::lobby::open_for(cx, actor.user, place)?
                .into_iter()
                .map(|l| l.challenge),
        );
    }
    let mine = |c: &&Challenge| match answer {
        Answer::Cancel => c.challenger == actor.user,
        Answer::Accept | Answer::Decline => c.challenged == Some(actor.user),
    };
    if let Some(c) = open.iter().rev().find(mine) {
        return Ok(c.clone());
    }
    if answer == Answer::Accept
        && let Some(c) = open
            .iter()
            .rev()
            .find(|c| c.challenged.is_none() && c.challenger != actor.user)
    {
        return Ok(c.clone());
    }
    // Explain who may answer instead, when the caller is on the other side of one.
    if let Some(c) = open.iter().rev().find(|c| c.involves(actor.user)) {
        return Err(match (answer, c.challenged) {
            (Answer::Cancel, _) => Refusal::from(ChallengeRefusal::NotChallenger {
                challenger: c.challenger,
            }),
            (_, Some(challenged)) => Refusal::from(ChallengeRefusal::NotChallenged { challenged }),
            (_, None) => Refusal::OwnOpenChallenge,
        }
        .into());
    }
    Err(ChallengeRefusal::NoChallenge.into())
}

/// `accept`: the challenged player (or, for an open challenge, the first taker)
/// starts the game.
pub fn accept(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: Option<ChallengeId>,
) -> Result<Response> {
    let c = challenge_for(cx, actor, place, id, Answer::Accept)?;
    match c.challenged {
        None if c.challenger == actor.user => return Err(Refusal::OwnOpenChallenge.into()),
        Some(challenged) if challenged != actor.user => {
            return Err(ChallengeRefusal::NotChallenged { challenged }.into());
        }
        _ => {}
    }
    crate::game::block::may_play(cx, actor.user, c.challenger)?;
    // A lobby challenge taken in another server: the game is shown there too; a
    // team's is taken by a manager for their server's team.
    let (from, team) = match cx.store.lobby_terms(c.id)? {
        Some((_, Some(offer))) => (
            None,
            Some(crate::community::vote::take(actor, place, &c, offer)?),
        ),
        Some((range, None)) => {
            crate::community::lobby::may_take(cx, actor.user, &c, range)?;
            (Some((place.guild, place.channel)), None)
        }
        None => (None, None),
    };
    let challenger_color = match c.color {
        ColorWish::White => Color::White,
        ColorWish::Black => Color::Black,
        ColorWish::Random => {
            if RandomState::new().hash_one(c.id.0) & 1 == 0 {
                Color::White
            } else {
                Color::Black
            }
        }
    };
    let accepted = match team {
        Some(taker) => cx
            .store
            .accept_team_challenge(c.id, &taker, challenger_color, cx.now),
        None => cx
            .store
            .accept_challenge_from(c.id, actor.user, challenger_color, cx.now, from),
    };
    let accepted = match accepted {
        Ok(a) => a,
        // Two takers at once: the one who lost the race is told who won it.
        Err(data::Error::ChallengeNotPending {
            status: ChallengeStatus::Accepted,
            ..
        }) if c.challenged.is_none() => {
            let by = cx.store.challenge(c.id)?.challenged;
            return Err(match by {
                // A team has no mention: it is only said that the challenge was taken.
                Some(by) if team.is_none() => {
                    Refusal::from(ChallengeRefusal::ChallengeTaken { by })
                }
                _ => Refusal::ChallengeClosed(ChallengeStatus::Accepted),
            }
            .into());
        }
        Err(e) => return Err(e.into()),
    };
    if let Some(taker) = &team {
        crate::community::vote::name_taker(cx, taker, &actor.name)?;
    }
    let game = accepted.game;
    tracing::info!(game = %game.id, challenge = %c.id, "challenge accepted");
    crate::core::metrics::game_started(game.variant);
    let name = |user| name_in_game(cx, &game, user);
    let (white, black) = (name(game.white), name(game.black));
    let headline = Text::from(
        Msg::new("challenge-accepted")
            .str("name", name(actor.user))
            .strong("variant", Msg::new(variant_name(game.variant)))
            .str("white", white.clone())
            .str("black", black.clone())
            .str("rated", rated_word(game.rated))
            .num("days", game.days_per_move)
            .num("game", game.id.0),
    );
    // The opening pings White, or White hears of it by direct message.
    let mut direct = crate::game::notify::opening(cx, &game, headline.clone(), None);
    let opening = direct.remove(0);
    let name = thread_name(game.variant, &white, &black);
    let threads = threads_for(cx, &game, place, &name, &headline)?;
    // A rematch answered under the old game, where the new one is not played: the
    // opening goes where it is, and here a pointer to it.
    let replies = if threads.is_empty() && game.channel != place.channel {
        let pointer = headline.plain(" ").msg(
            Msg::new("challenge-played-in").text("channel", Text::new().channel(game.channel)),
        );
        vec![Reply::public(pointer), opening.in_channel(game.channel)]
    } else {
        vec![opening]
    };
    let replies = replies.into_iter().chain(direct).collect();
    Ok(Response {
        replies,
        closed: vec![ButtonOwner::Challenge(c.id)],
        effects: threads
            .into_iter()
            .map(|t| Effect::GameThread(Box::new(t)))
            .collect(),
        ..Response::default()
    })
}

/// The threads a new game asks for: its own (when the server wants threads) and, for
/// a game between two servers, one in each server always (it is taken in a lobby
/// channel, which holds challenges rather than one game), the mirror's first.
fn threads_for(
    cx: &Ctx<'_>,
    game: &data::StoredGame,
    place: Place,
    name: &Msg,
    headline: &Text,
) -> Result<Vec<ThreadRequest>> {
    let thread_in = |parent, mirror| ThreadRequest {
        game: game.id,
        parent,
        mirror,
        name: name.clone(),
        headline: headline.clone(),
    };
    Ok(match game.mirror {
        Some(m) => vec![thread_in(m.channel, true), thread_in(game.channel, false)],
        // Outside servers Sanctum cannot open threads: the game is played where it
        // was taken.
        None if place.in_server() && cx.store.guild_settings(place.guild)?.game_threads => {
            vec![thread_in(game.channel, false)]
        }
        None => Vec::new(),
    })
}

/// `decline`: the challenged player turns the challenge down; with no challenge
/// open, declines an open draw or takeback offer instead.
pub fn decline(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: Option<ChallengeId>,
) -> Result<Response> {
    let c = match challenge_for(cx, actor, place, id, Answer::Decline) {
        Ok(c) => c,
        Err(e) if id.is_none() => {
            // No challenge to decline: perhaps a draw or takeback offer in this game.
            return match crate::game::offers::decline_offer(cx, actor, place) {
                Err(ServiceError::Refused(
                    Refusal::NoGame
                    | Refusal::GameElsewhere { .. }
                    | Refusal::GameOver(_)
                    | Refusal::NotAPlayer,
                )) => Err(e),
                other => other,
            };
        }
        Err(e) => return Err(e),
    };
    match c.challenged {
        Some(challenged) if challenged != actor.user => {
            return Err(ChallengeRefusal::NotChallenged { challenged }.into());
        }
        None => return Err(Refusal::OwnOpenChallenge.into()),
        Some(_) => {}
    }
    cx.store.decline_challenge(c.id, cx.now)?;
    let text = Msg::new("challenge-declined")
        .str("name", actor.name.clone())
        .user("challenger", c.challenger);
    Ok(Response {
        closed: vec![ButtonOwner::Challenge(c.id)],
        ..Response::one(Reply::public(text))
    })
}

/// `cancel`: the challenger withdraws.
pub fn cancel(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: Option<ChallengeId>,
) -> Result<Response> {
    let c = challenge_for(cx, actor, place, id, Answer::Cancel)?;
    if c.challenger != actor.user
        && !crate::community::lobby::speaks_for_team(cx, actor, place, &c)?
    {
        return Err(ChallengeRefusal::NotChallenger {
            challenger: c.challenger,
        }
        .into());
    }
    cx.store.cancel_challenge(c.id, cx.now)?;
    let text = match c.challenged {
        Some(challenged) => Msg::new("challenge-withdrawn")
            .str("name", actor.name.clone())
            .str("challenged", name_of(cx, challenged)),
        None => Msg::new("challenge-open-withdrawn").str("name", actor.name.clone()),
    };
    Ok(Response {
        closed: vec![ButtonOwner::Challenge(c.id)],
        ..Response::one(Reply::public(text))
    })
}

/// A challenge as posted: what it is, who may answer, its buttons and its pings.
pub(crate) fn challenge_post(c: &Challenge, challenger_name: &str) -> Reply {
    let colours = match c.color {
        ColorWish::White => Msg::new("challenge-colours-white").str("name", challenger_name),
        ColorWish::Black => Msg::new("challenge-colours-black").str("name", challenger_name),
        ColorWish::Random => Msg::new("challenge-colours-random"),
    };
    let terms = challenge_terms(c.rated, c.days_per_move, colours);
    let accept = Button::new(Action::AcceptChallenge(c.id), ButtonStyle::Primary);
    let cancel = Button::new(Action::CancelChallenge(c.id), ButtonStyle::Secondary);
    let Some(opponent) = c.challenged else {
        let text = Text::new()
            .msg(
                Msg::new("challenge-open-post")
                    .user("challenger", c.challenger)
                    .strong("variant", Msg::new(variant_name(c.variant)))
                    .text("terms", terms),
            )
            .line()
            .msg(
                Msg::new("challenge-open-answer")
                    .button("accept", accept.label.clone())
                    .moment("expires", c.expires_at),
            );
        return Reply::public(text).with_button(accept).with_button(cancel);
    };
    let asks = if c.rematch_of.is_some() {
        "challenge-rematch-post"
    } else {
        "challenge-post"
    };
    let text = Text::new()
        .msg(
            Msg::new(asks)
                .user("challenged", opponent)
                .user("challenger", c.challenger)
                .strong("variant", Msg::new(variant_name(c.variant)))
                .text("terms", terms),
        )
        .line()
        .msg(
            Msg::new("challenge-answer")
                .button("accept", accept.label.clone())
                .button("decline", Action::DeclineChallenge(c.id).label())
                .moment("expires", c.expires_at),
        );
    Reply::public(text)
        .ping([opponent])
        .with_button(accept)
        .with_button(Button::new(
            Action::DeclineChallenge(c.id),
            ButtonStyle::Secondary,
        ))
        .with_button(cancel)
}

/// `challenge`: someone, anyone here, or Sanctum itself.
pub(crate) const CHALLENGE: CommandSpec = command(
    "challenge-description",
    &[
        required("variant", "challenge-variant", OptionKind::Variant),
        optional("opponent", "challenge-opponent", OptionKind::User),
        optional("color", "challenge-color", OptionKind::Color),
        optional("days", "challenge-days", OptionKind::Days),
        optional("rated", "challenge-rated", RATED),
        keyword("level", "challenge-level", OptionKind::Level),
        keyword("team", "challenge-team", YES_NO),
        keyword("team_role", "challenge-team_role", OptionKind::Role),
        keyword(
            "share",
            "challenge-share",
            OptionKind::Count { min: 1, max: 100 },
        ),
        keyword("anywhere", "challenge-anywhere", YES_NO),
        keyword(
            "min_rating",
            "challenge-min_rating",
            OptionKind::Count {
                min: 0,
                max: crate::core::policy::MAX_RATING_BOUND,
            },
        ),
        keyword(
            "max_rating",
            "challenge-max_rating",
            OptionKind::Count {
                min: 0,
                max: crate::core::policy::MAX_RATING_BOUND,
            },
        ),
    ],
    |a| {
        Ok(Command::Challenge(Wanted {
            opponent: a.user("opponent"),
            variant: a.need("variant", Args::variant)?,
            color: a.color("color"),
            days: a.days("days"),
            rated: a.bool("rated"),
            level: a.integer("level"),
            lobby: LobbyWish {
                anywhere: a.bool("anywhere").unwrap_or(false),
                min_rating: a.integer("min_rating"),
                max_rating: a.integer("max_rating"),
            },
            team: TeamWish {
                team: a.bool("team").unwrap_or(false),
                role: a.role("team_role"),
                share: a.integer("share"),
            },
        }))
    },
);

/// The challenges that expired by `cx.now`, each told once where it was made (its
/// buttons closed).
pub(crate) fn expire_due(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    for c in cx.store.expire_challenges(cx.now)? {
        tracing::info!(challenge = %c.id, "challenge expired");
        // A team's challenge names the team: its id is no Discord user.
        let team = matches!(cx.store.lobby_terms(c.id)?, Some((_, Some(_))));
        let by = if team {
            Text::from(name_of(cx, c.challenger))
        } else {
            Text::new().user(c.challenger)
        };
        let text = match c.challenged {
            Some(to) => Msg::new("challenge-expired")
                .text("challenger", by)
                .user("challenged", to),
            None => Msg::new("challenge-open-expired").text("challenger", by),
        };
        let mut post = Reply::public(text).in_channel(c.channel);
        if c.guild == data::GuildId::GLOBAL {
            // Outside servers it can only reach the challenger, by direct message.
            post = post.ping([c.challenger]);
        }
        out.push(Response {
            closed: vec![ButtonOwner::Challenge(c.id)],
            ..Response::one(post)
        });
    }
    Ok(out)
}
