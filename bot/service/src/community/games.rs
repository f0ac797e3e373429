//! `games`: the caller's games going on, their open challenges and the lobby's, and
//! a page of their finished games.

use crate::core::catalogue::{CommandSpec, OptionKind, command, optional};
use crate::core::context::{Ctx, name_of};
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::request::Command;
use crate::core::request::{Actor, Place};
use crate::core::text::{CommandRef, Text};
use crate::core::words::rated_word;
use crate::game::archive::archive_page;

/// The "Your games" section of `games`: each game going on, whose move, and when due.
fn going_on(cx: &Ctx<'_>, actor: &Actor, games: &[data::StoredGame]) -> Text {
    let mut text = Text::new().strong("Your games");
    for g in games {
        let Some(color) = g.color_of(actor.user) else {
            continue;
        };
        let turn = if g.turn() == color {
            Text::new().strong("your move")
        } else {
            Text::from(format!("{} to move", name_of(cx, g.player(!color))))
        };
        text = text
            .plain(format!(
                "\n• game {} · {} vs {}{} in ",
                g.id,
                g.variant.name(),
                name_of(cx, g.player(!color)),
                crate::game::archive::label(cx, g.id)
            ))
            .channel(g.channel_of(actor.user))
            .plain(" — ")
            .then(turn)
            .plain(", due ")
            .moment(g.deadline);
    }
    text
}

/// `games [page]`: the caller's games going on and open challenges in this server,
/// everyone's open challenges here, and a page of the caller's finished games.
pub fn games(cx: &Ctx<'_>, actor: &Actor, place: Place, page: u32) -> Result<Response> {
    let games = cx.store.active_games_of(actor.user, Some(place.guild))?;
    let challenges: Vec<_> = cx
        .store
        .pending_challenges_for(actor.user)?
        .into_iter()
        .filter(|c| c.guild == place.guild && c.expires_at > cx.now)
        .collect();
    let seeks: Vec<_> = cx
        .store
        .open_challenges_in_guild(place.guild)?
        .into_iter()
        .filter(|c| c.challenger != actor.user && c.expires_at > cx.now)
        .collect();
    let finished = archive_page(
        cx,
        actor.user,
        place,
        None,
        page,
        "Your finished games",
        |p| CommandRef::new(CommandName::Games).arg("page", p.to_string()),
    )?;
    let mut sections: Vec<Text> = Vec::new();
    if !games.is_empty() {
        sections.push(going_on(cx, actor, &games));
    }
    if !challenges.is_empty() {
        let mut text = Text::new().strong("Your open challenges");
        for c in &challenges {
            let line = match c.challenged {
                None => format!("you posted an open challenge to {}", c.variant.name()),
                Some(u) if c.challenger == actor.user => {
                    format!("you challenged {} to {}", name_of(cx, u), c.variant.name())
                }
                Some(_) => format!(
                    "{} challenged you to {}",
                    name_of(cx, c.challenger),
                    c.variant.name()
                ),
            };
            text = text
                .plain(format!("\n• {line} in "))
                .channel(c.channel)
                .plain(" — expires ")
                .moment(c.expires_at);
        }
        sections.push(text);
    }
    if !seeks.is_empty() {
        let mut text = Text::new().strong("Open challenges anyone here can accept");
        for c in &seeks {
            text = text
                .plain(format!(
                    "\n• {}: {}, {}, {} per move, in ",
                    name_of(cx, c.challenger),
                    c.variant.name(),
                    rated_word(c.rated),
                    crate::core::words::days(c.days_per_move)
                ))
                .channel(c.channel)
                .plain(" — expires ")
                .moment(c.expires_at);
        }
        sections.push(text);
    }
    sections.extend(crate::community::lobby::games_section(
        cx, actor.user, place,
    )?);
    sections.extend(finished);
    if sections.is_empty() {
        return Ok(Response::one(Reply::private(
            Text::from("You have no games in this server yet. Start one with ")
                .command(
                    CommandRef::new(CommandName::Challenge)
                        .arg("variant", "sanctuary")
                        .arg("opponent", "@someone"),
                )
                .plain(", or leave out the opponent for an open challenge anyone here may accept."),
        )));
    }
    Ok(Response::one(Reply::private(Text::join(sections, "\n\n"))))
}

/// `games`.
pub(crate) const GAMES: CommandSpec = command(
    "games-description",
    &[optional("page", "games-page", OptionKind::Page)],
    |a| {
        Ok(Command::Games {
            page: a.page("page"),
        })
    },
);
