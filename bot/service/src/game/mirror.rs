//! Games shown in two servers: whatever a game's command or deadline posts in one of
//! its places is posted in the other too, each copy naming the players who are not
//! in that server (never mentioning or pinging them there).

use crate::core::context::{Ctx, name_of};
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response, Visibility};
use crate::core::request::{Action, Command};
use data::{ChannelId, StoredGame};

/// True for a command whose public answer is a game's news, for both its places to
/// see: a move, an offer and its answer, a resignation, the game's start.
pub(crate) fn is_game_news(command: &Command) -> bool {
    match command {
        Command::Move { .. }
        | Command::Accept
        | Command::Decline
        | Command::Resign
        | Command::Draw
        | Command::Abort
        | Command::Takeback
        | Command::MoreTime => true,
        Command::Press(action) => matches!(
            action,
            Action::AcceptChallenge(_)
                | Action::ConfirmResign(_)
                | Action::AcceptDraw(_)
                | Action::DeclineDraw(_)
                | Action::AcceptTakeback(_)
                | Action::DeclineTakeback(_)
                | Action::ConfirmMove { .. }
        ),
        _ => false,
    }
}

/// The game shown in `channel` whose news this is: one going on there, or one that
/// ended in this very call (its ending is news too).
fn game_shown_in(cx: &Ctx<'_>, channel: ChannelId) -> Result<Option<StoredGame>> {
    Ok(cx
        .store
        .last_game_in_channel_if_mirrored(channel)?
        .filter(|g| g.is_active() || g.finished_at == Some(cx.now)))
}

/// `response` with each public reply about a game shown in two places posted in both,
/// and each reply worded for the server it goes to. `here` is where the command was
/// given (`None` for deadline work, whose replies all name their channel).
pub(crate) fn echo(cx: &Ctx<'_>, here: Option<ChannelId>, response: Response) -> Result<Response> {
    let Response { replies, .. } = response;
    let mut out = Vec::with_capacity(replies.len() * 2);
    // Each reply moves on as it is (its picture's bytes are not copied); only a
    // mirrored game's public reply is copied, for its other place.
    for reply in replies {
        let Some(at) = reply.channel.or(here).filter(|_| !reply.local) else {
            out.push(reply);
            continue;
        };
        let Some(game) = game_shown_in(cx, at)? else {
            out.push(reply);
            continue;
        };
        match reply.visibility {
            Visibility::Public => {
                if let Some(other) = game.other_place(at) {
                    let copy = reply.clone().in_channel(other);
                    out.push(worded_for(cx, &game, at, reply));
                    out.push(worded_for(cx, &game, other, copy));
                } else {
                    out.push(worded_for(cx, &game, at, reply));
                }
            }
            // A direct message that cannot be delivered falls back to the channel
            // where its reader follows the game.
            Visibility::Direct(user) if reply.channel.is_some() => {
                out.push(reply.in_channel(game.channel_of(user)));
            }
            _ => out.push(reply),
        }
    }
    Ok(Response {
        replies: out,
        ..response
    })
}

/// `reply` as shown in `channel`, one of `game`'s places: the players who follow the
/// game elsewhere are named, not mentioned, and not pinged; so are teams everywhere
/// (a team's id is no Discord user).
fn worded_for(cx: &Ctx<'_>, game: &StoredGame, channel: ChannelId, mut reply: Reply) -> Reply {
    let here = game.players_in(channel);
    let teams: Vec<data::UserId> = cx
        .store
        .team_sides(game.id)
        .unwrap_or_default()
        .iter()
        .map(|s| s.team)
        .collect();
    let away = |u: data::UserId| {
        (u == game.white || u == game.black) && (!here.contains(&u) || teams.contains(&u))
    };
    reply.pings.retain(|u| !away(*u));
    let text = std::mem::take(&mut reply.text);
    reply.text = text.naming(|u| away(u).then(|| name_of(cx, u)));
    reply
}
