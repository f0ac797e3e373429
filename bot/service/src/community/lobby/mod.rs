//! The lobby across servers: a server joins it with a channel, a player posts a
//! challenge to every server in it, and anyone in any of them may take it. The game is
//! then shown in both players' servers (see [`crate::game::mirror`]) and rated in the global
//! pool.

pub(crate) mod refusal;
pub use refusal::LobbyRefusal;

use crate::core::context::{Ctx, name_of, remember_name};
use crate::core::policy::{CHALLENGE_LIFETIME, MAX_LOBBY_LISTED, MAX_LOBBY_POSTS};
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Button, ButtonStyle, Reply, Response};
use crate::core::request::{Action, Actor, LobbyWish, Place, Wanted};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::{challenge_terms, rated_word, variant_name};
use data::{
    Challenge, ColorWish, DaysPerMove, GuildId, LobbyChallenge, NewChallenge, RatingRange,
    TeamOffer, UserId,
};
use rules::Variant;

/// The range a challenge asks for, read from what was typed.
fn range_of(wish: &LobbyWish) -> Result<RatingRange> {
    let bound = |v: Option<i64>| v.map(|v| u32::try_from(v.max(0)).unwrap_or(u32::MAX));
    let (min, max) = (bound(wish.min_rating), bound(wish.max_rating));
    RatingRange::new(min, max).ok_or_else(|| {
        LobbyRefusal::BadRange {
            min: min.unwrap_or(0),
            max: max.unwrap_or(0),
        }
        .into()
    })
}

/// A rating range in words, after "a rating" or "ratings": `from 1400 to 1600`, `of at
/// least 1400`, `of at most 1600`, or `of any`.
pub(crate) fn range_msg(range: RatingRange) -> Msg {
    match (range.min, range.max) {
        (Some(lo), Some(hi)) => Msg::new("lobby-range-between")
            .num("min", lo)
            .num("max", hi),
        (Some(lo), None) => Msg::new("lobby-range-at-least").num("min", lo),
        (None, Some(hi)) => Msg::new("lobby-range-at-most").num("max", hi),
        (None, None) => Msg::new("lobby-range-any"),
    }
}

/// A player's global rating in `variant`, as a whole number.
fn global_rating(cx: &Ctx<'_>, user: UserId, variant: Variant) -> Result<u32> {
    let r = cx.store.rating(GuildId::GLOBAL, variant, user)?;
    // Ratings are positive and far below u32::MAX; the cast only rounds.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    Ok(r.rating.rating.round().max(0.0) as u32)
}

/// `challenge … anywhere:true`: stores an open challenge and posts it in every lobby
/// channel, this server's place included. `team`: a team's challenge, played by that
/// id, voting as offered, under the name given (remembered once the challenge is
/// stored, so a refused one leaves nothing behind); it is casual (a team has no
/// rating) and asks no rating.
pub(crate) fn post(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    wanted: &Wanted,
    team: Option<(UserId, TeamOffer, &str)>,
) -> Result<Response> {
    if wanted.opponent.is_some() || wanted.level.is_some() {
        return Err(Refusal::LobbyNamesNoOne.into());
    }
    let range = range_of(&wanted.lobby)?;
    if team.is_some() && (!range.is_open() || wanted.rated == Some(true)) {
        return Err(LobbyRefusal::TeamsPlayCasual.into());
    }
    if cx.store.lobby_channel(place.guild)?.is_none() {
        return Err(Refusal::NotInLobby.into());
    }
    if cx.store.active_game_in_channel(place.channel)?.is_some() {
        return Err(Refusal::ChannelBusy.into());
    }
    let settings = cx.store.guild_settings(place.guild)?;
    crate::core::limits::new_challenge(cx, actor.user, place.guild, None)?;
    let (at_once, later) = fan_out(
        cx.store.lobby_channels()?,
        place.guild,
        cx.now.unsigned_abs(),
    );
    let created = cx.store.create_lobby_challenge(
        &NewChallenge {
            guild: place.guild,
            channel: place.channel,
            challenger: team.map_or(actor.user, |(id, ..)| id),
            challenged: None,
            variant: wanted.variant,
            color: wanted.color.unwrap_or(ColorWish::Random),
            days_per_move: wanted.days.map_or(settings.default_days, DaysPerMove::get),
            rated: team.is_none() && wanted.rated.unwrap_or(settings.rated_by_default),
            created_at: cx.now,
            expires_at: cx.now + CHALLENGE_LIFETIME,
            rematch_of: None,
        },
        range,
        team.map(|(_, offer, _)| offer),
        &later,
    );
    let lobby = match created {
        Err(data::Error::DuplicateChallenge(_)) => return Err(Refusal::AlreadyOpen.into()),
        other => other?,
    };
    if let Some((id, _, name)) = team {
        remember_name(cx, id, name)?;
    }
    tracing::info!(challenge = %lobby.challenge.id, variant = %lobby.challenge.variant, later = later.len(), "lobby challenge posted");
    let here = lobby_post(cx, &lobby, true);
    let mut replies = vec![calling_players(cx, place.guild, &lobby, here)?];
    for (guild, channel) in at_once {
        if channel == place.channel {
            continue;
        }
        replies.push(copy_for(cx, &lobby, guild, channel)?);
    }
    Ok(Response {
        replies,
        ..Response::default()
    })
}

/// A lobby challenge as posted in `guild`'s lobby `channel`: the challenger's own
/// server sees its Cancel button (and hears of it once, where it was posted); another
/// server gets Accept alone, calling its players.
fn copy_for(
    cx: &Ctx<'_>,
    lobby: &LobbyChallenge,
    guild: GuildId,
    channel: data::ChannelId,
) -> Result<Reply> {
    let home = guild == lobby.challenge.guild;
    let mut copy = lobby_post(cx, lobby, home).in_channel(channel);
    copy.buttons
        .retain(|b| matches!(b.action, Action::AcceptChallenge(_)));
    if home {
        Ok(copy)
    } else {
        calling_players(cx, guild, lobby, copy)
    }
}

/// The lobby posts waiting to be made, [`MAX_LOBBY_POSTS`] a tick at most, each in
/// the lobby channel its server has now.
pub(crate) fn deliver_due(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let limit = u32::try_from(MAX_LOBBY_POSTS).unwrap_or(u32::MAX);
    let mut out = Vec::new();
    for (id, guild, channel) in cx.store.claim_lobby_deliveries(cx.now, limit)? {
        let Some((range, team)) = cx.store.lobby_terms(id)? else {
            continue;
        };
        let lobby = LobbyChallenge {
            challenge: cx.store.challenge(id)?,
            range,
            team,
        };
        out.push(Response::one(copy_for(cx, &lobby, guild, channel)?));
    }
    Ok(out)
}

/// Where a challenge is posted: the challenger's server's lobby channel and
/// [`MAX_LOBBY_POSTS`] others at once, taken in turn from a place that moves on with
/// `turn`, so no server is always last; the rest of the lobby's servers later, a few a
/// tick ([`deliver_due`]). One challenge thus never spends the Discord rate limit that
/// everyone's moves share, and every server of the lobby gets it.
fn fan_out(
    lobbies: Vec<(GuildId, data::ChannelId)>,
    home: GuildId,
    turn: u64,
) -> (Vec<(GuildId, data::ChannelId)>, Vec<GuildId>) {
    let (own, others): (Vec<_>, Vec<_>) = lobbies.into_iter().partition(|(g, _)| *g == home);
    let n = others.len();
    let start = usize::try_from(turn).unwrap_or(0) % n.max(1);
    let mut turned = others.into_iter().cycle().skip(start).take(n);
    let at_once = own
        .into_iter()
        .chain(turned.by_ref().take(MAX_LOBBY_POSTS))
        .collect();
    (at_once, turned.map(|(g, _)| g).collect())
}

/// `post` pinging the role `guild` named for the challenge's game, as its own open
/// challenges do (and as rarely: the server's wait between two pings holds).
fn calling_players(
    cx: &Ctx<'_>,
    guild: GuildId,
    lobby: &LobbyChallenge,
    mut post: Reply,
) -> Result<Reply> {
    let Some(role) = cx.store.seek_role(guild, lobby.challenge.variant)? else {
        return Ok(post);
    };
    let minutes = cx.store.guild_settings(guild)?.role_ping_minutes;
    if crate::core::limits::role_ping(cx, guild, role, minutes)?.is_none() {
        post.text = Text::new().role(role).plain(" — ").then(post.text);
        post = post.ping_role(role);
    }
    Ok(post)
}

/// A lobby challenge as posted: what it is, who may take it, and its buttons. The
/// challenger is mentioned only in their own server (`home`).
fn lobby_post(cx: &Ctx<'_>, lobby: &LobbyChallenge, home: bool) -> Reply {
    let c = &lobby.challenge;
    if let Some(offer) = lobby.team {
        return team_post(cx, lobby, offer, home);
    }
    let who = if home {
        Text::new().user(c.challenger)
    } else {
        Msg::new("lobby-challenger-elsewhere")
            .str("name", name_of(cx, c.challenger))
            .into()
    };
    let colours = Msg::new(match c.color {
        ColorWish::White => "lobby-colours-white",
        ColorWish::Black => "lobby-colours-black",
        ColorWish::Random => "challenge-colours-random",
    });
    let post = if lobby.range.is_open() {
        Msg::new("lobby-post")
    } else {
        Msg::new("lobby-post-ranged")
            .text("range", range_msg(lobby.range))
            .text("game", Msg::new(variant_name(c.variant)))
    };
    let text = Text::new()
        .msg(
            post.text("challenger", who)
                .strong("variant", Msg::new(variant_name(c.variant)))
                .text("terms", challenge_terms(c.rated, c.days_per_move, colours)),
        )
        .line()
        .msg(Msg::new("lobby-post-answer").button("accept", Action::AcceptChallenge(c.id).label()));
    with_answers(c, text)
}

/// A lobby post of `c` saying `text`, then when it expires, with its Accept and
/// Cancel buttons.
fn with_answers(c: &Challenge, text: Text) -> Reply {
    let text = text
        .plain(" ")
        .msg(Msg::new("lobby-expires").moment("expires", c.expires_at));
    Reply::public(text)
        .with_button(Button::new(
            Action::AcceptChallenge(c.id),
            ButtonStyle::Primary,
        ))
        .with_button(Button::new(
            Action::CancelChallenge(c.id),
            ButtonStyle::Secondary,
        ))
}

/// A team's lobby challenge as posted: the team, its game, and how a server takes it
/// (a manager accepts, then that server's members vote against the challenging team).
fn team_post(cx: &Ctx<'_>, lobby: &LobbyChallenge, offer: TeamOffer, home: bool) -> Reply {
    let c = &lobby.challenge;
    let post = if home {
        Msg::new("lobby-team-post-home").user("poster", offer.poster)
    } else {
        Msg::new("lobby-team-post").str("team", name_of(cx, c.challenger))
    };
    let text = Text::new()
        .msg(
            post.strong("variant", Msg::new(variant_name(c.variant)))
                .num("days", c.days_per_move),
        )
        .line()
        .msg(Msg::new("lobby-team-answer").button("accept", Action::AcceptChallenge(c.id).label()));
    with_answers(c, text)
}

/// True if `actor` may withdraw `c` for its team: `c` is a team's lobby challenge from
/// `place`'s server, and `actor` posted it or manages the server.
pub(crate) fn speaks_for_team(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    c: &Challenge,
) -> Result<bool> {
    Ok(match cx.store.lobby_terms(c.id)? {
        Some((_, Some(offer))) => {
            c.guild == place.guild && (actor.manage_server || actor.user == offer.poster)
        }
        _ => false,
    })
}

/// True if `c` is a lobby challenge and `place`'s server is in the lobby: a button of
/// it pressed there counts, whichever server posted it.
pub(crate) fn reaches(cx: &Ctx<'_>, c: &Challenge, place: Place) -> Result<bool> {
    Ok(cx.store.lobby_range(c.id)?.is_some() && cx.store.lobby_channel(place.guild)?.is_some())
}

/// The lobby's open challenges that `user` may take from `place` (the server's lobby
/// channel): those of other servers, none from or to someone blocked either way.
pub(crate) fn open_for(cx: &Ctx<'_>, user: UserId, place: Place) -> Result<Vec<LobbyChallenge>> {
    if cx.store.lobby_channel(place.guild)? != Some(place.channel) {
        return Ok(Vec::new());
    }
    listed(cx, user, place.guild)
}

/// The lobby's open challenges from other servers than `guild` that `user` may see.
fn listed(cx: &Ctx<'_>, user: UserId, guild: GuildId) -> Result<Vec<LobbyChallenge>> {
    let mut out = Vec::new();
    for l in cx.store.open_lobby_challenges(cx.now)? {
        let c = &l.challenge;
        if c.guild == guild || c.challenger == user {
            continue;
        }
        if cx.store.block_between(user, c.challenger)?.is_some() {
            continue;
        }
        out.push(l);
    }
    Ok(out)
}

/// Checks that `user` may take lobby challenge `c` (asking `range`): their global
/// rating in its game lies in the range.
pub(crate) fn may_take(
    cx: &Ctx<'_>,
    user: UserId,
    c: &Challenge,
    range: RatingRange,
) -> Result<()> {
    let rating = global_rating(cx, user, c.variant)?;
    if range.admits(rating) {
        Ok(())
    } else {
        Err(LobbyRefusal::OutsideRange {
            rating,
            range,
            variant: c.variant,
        }
        .into())
    }
}

/// The `games` section listing the lobby's challenges from other servers, if this
/// server is in the lobby and there are any the caller may take.
pub(crate) fn games_section(cx: &Ctx<'_>, user: UserId, place: Place) -> Result<Option<Text>> {
    let Some(channel) = cx.store.lobby_channel(place.guild)? else {
        return Ok(None);
    };
    let open = listed(cx, user, place.guild)?;
    if open.is_empty() {
        return Ok(None);
    }
    let mut text = Text::from(
        Msg::new("lobby-list-heading")
            .strong("heading", Msg::new("lobby-list-title"))
            .text("channel", Text::new().channel(channel)),
    );
    for l in open.iter().take(MAX_LOBBY_LISTED) {
        let c = &l.challenge;
        let variant = Msg::new(variant_name(c.variant));
        let game = if l.team.is_some() {
            Msg::new("lobby-list-vote-chess").text("variant", variant)
        } else {
            variant
        };
        let item = if l.range.is_open() {
            Msg::new("lobby-list-item")
        } else {
            Msg::new("lobby-list-item-ranged").text("range", range_msg(l.range))
        }
        .str("name", name_of(cx, c.challenger))
        .text("game", game)
        .str("rated", rated_word(c.rated))
        .num("days", c.days_per_move)
        .moment("expires", c.expires_at);
        text = text.plain("\n• ").msg(item);
    }
    if open.len() > MAX_LOBBY_LISTED {
        text = text
            .line()
            .msg(Msg::new("lobby-list-more").count("more", open.len() - MAX_LOBBY_LISTED));
    }
    Ok(Some(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use data::ChannelId;

    fn lobbies(n: u64) -> Vec<(GuildId, ChannelId)> {
        (1..=n).map(|g| (GuildId(g), ChannelId(100 + g))).collect()
    }

    #[test]
    fn a_challenge_goes_to_its_own_server_and_the_others_at_once_or_later() {
        // Few servers: all of them at once.
        let (all, later) = fan_out(lobbies(4), GuildId(2), 7);
        assert_eq!((all.len(), later.len()), (4, 0));
        assert_eq!(all[0].0, GuildId(2), "its own server first");
        // Many: its own and MAX_LOBBY_POSTS others at once, the rest later, none
        // twice nor left out; the next challenge starts elsewhere.
        let many = lobbies(100);
        let (first, rest) = fan_out(many.clone(), GuildId(1), 1);
        let (next, _) = fan_out(many, GuildId(1), 2);
        assert_eq!(first.len(), 1 + MAX_LOBBY_POSTS);
        assert_eq!(rest.len(), 99 - MAX_LOBBY_POSTS);
        let mut seen: Vec<u64> = first
            .iter()
            .map(|(g, _)| g.0)
            .chain(rest.iter().map(|g| g.0))
            .collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 100, "every server once");
        assert_ne!(first[1], next[1], "the next challenge starts elsewhere");
        // No other server: its own alone; none at all: nothing.
        assert_eq!(fan_out(lobbies(1), GuildId(1), 3).0.len(), 1);
        assert!(fan_out(Vec::new(), GuildId(1), 3).0.is_empty());
    }
}
