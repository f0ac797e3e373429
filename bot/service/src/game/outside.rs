//! Games outside servers — a direct message or a group chat where a player installed
//! Sanctum for themselves. Sanctum answers the commands and buttons used there, but
//! may not post there of its own accord: what it would post there (a reminder, a loss
//! on time, Sanctum's own move) goes to each player it concerns by direct message, and
//! a direct message has no channel there to fall back on.

use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response, Visibility};
use crate::core::request::Place;
use data::{ChannelId, UserId};

/// `response` with every post into a place outside servers turned into direct
/// messages. `here` is where the command was given (`None` for deadline work and
/// Sanctum's moves, whose replies all name their channel); an answer to the command
/// itself is left for the face to give where it was asked.
pub(crate) fn route(cx: &Ctx<'_>, here: Option<Place>, response: Response) -> Result<Response> {
    if !response.replies.iter().any(|r| r.channel.is_some()) {
        return Ok(response);
    }
    let mut response = response;
    let mut out = Vec::with_capacity(response.replies.len());
    for reply in std::mem::take(&mut response.replies) {
        let Some(channel) = reply.channel else {
            out.push(reply);
            continue;
        };
        if !outside(cx, here, channel)? {
            out.push(reply);
            continue;
        }
        match reply.visibility {
            Visibility::Direct(_) => out.push(Reply {
                channel: None,
                ..reply
            }),
            Visibility::Public => {
                for user in readers(cx, channel, &reply)? {
                    out.push(Reply {
                        visibility: Visibility::Direct(user),
                        channel: None,
                        pings: vec![user],
                        // A button acts where its message is: in a direct message
                        // there is no game to act on.
                        buttons: Vec::new(),
                        ..reply.clone()
                    });
                }
            }
            Visibility::Private => {
                tracing::debug!(%channel, "a private post outside servers has no one to go to");
            }
        }
    }
    response.replies = out;
    Ok(response)
}

/// True if `channel` is a conversation outside servers.
fn outside(cx: &Ctx<'_>, here: Option<Place>, channel: ChannelId) -> Result<bool> {
    match here {
        Some(place) if place.channel == channel => Ok(!place.in_server()),
        _ => Ok(cx.store.is_outside_servers(channel)?),
    }
}

/// Who hears a post meant for `channel`: the people it pings, else the players of the
/// game there; never Sanctum itself.
fn readers(cx: &Ctx<'_>, channel: ChannelId, reply: &Reply) -> Result<Vec<UserId>> {
    let mut users = reply.pings.clone();
    if users.is_empty()
        && let Some(game) = cx.store.last_game_in_channel(channel)?
    {
        users = vec![game.white, game.black];
    }
    users.retain(|u| Some(*u) != cx.own_user);
    users.dedup();
    Ok(users)
}
