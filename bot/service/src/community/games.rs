//! `games`: the caller's games going on, their open challenges and the lobby's, and
//! a page of their finished games.

use crate::core::catalogue::{CommandSpec, OptionKind, command, optional};
use crate::core::context::{Ctx, name_of};
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::request::Command;
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::variant_name;
use crate::game::archive::archive_page;

/// The "Your games" section of `games`: each game going on, whose move, and when due.
fn going_on(cx: &Ctx<'_>, actor: &Actor, games: &[data::StoredGame]) -> Text {
    let mut text = Text::new().strong_msg(Msg::new("games-heading"));
    for g in games {
        let Some(color) = g.color_of(actor.user) else {
            continue;
        };
        let turn: Text = if g.turn() == color {
            Text::new().strong_msg(Msg::new("games-your-move"))
        } else {
            Msg::new("games-their-move")
                .str("name", name_of(cx, g.player(!color)))
                .into()
        };
        text = text.plain("\n• ").msg(
            Msg::new("games-going-on")
                .num("game", g.id.0)
                .text("variant", Msg::new(variant_name(g.variant)))
                .str("opponent", name_of(cx, g.player(!color)))
                .text("label", crate::game::archive::label(cx, g.id))
                .text("channel", Text::new().channel(g.channel_of(actor.user)))
                .text("turn", turn)
                .moment("due", g.deadline),
        );
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
        Msg::new("games-finished-heading"),
        |p| CommandRef::new(CommandName::Games).arg("page", p.to_string()),
    )?;
    let mut sections: Vec<Text> = Vec::new();
    if !games.is_empty() {
        sections.push(going_on(cx, actor, &games));
    }
    if !challenges.is_empty() {
        let mut text = Text::new().strong_msg(Msg::new("games-challenges-heading"));
        for c in &challenges {
            let line = match c.challenged {
                None => Msg::new("games-challenge-posted"),
                Some(u) if c.challenger == actor.user => {
                    Msg::new("games-challenge-sent").str("opponent", name_of(cx, u))
                }
                Some(_) => Msg::new("games-challenge-received")
                    .str("challenger", name_of(cx, c.challenger)),
            };
            text = text.plain("\n• ").msg(
                line.text("variant", Msg::new(variant_name(c.variant)))
                    .text("channel", Text::new().channel(c.channel))
                    .moment("expires", c.expires_at),
            );
        }
        sections.push(text);
    }
    if !seeks.is_empty() {
        let mut text = Text::new().strong_msg(Msg::new("games-open-heading"));
        for c in &seeks {
            text = text.plain("\n• ").msg(
                Msg::new("games-seek")
                    .str("challenger", name_of(cx, c.challenger))
                    .text("variant", Msg::new(variant_name(c.variant)))
                    .str("rated", if c.rated { "rated" } else { "casual" })
                    .num("days", c.days_per_move)
                    .text("channel", Text::new().channel(c.channel))
                    .moment("expires", c.expires_at),
            );
        }
        sections.push(text);
    }
    sections.extend(crate::community::lobby::games_section(
        cx, actor.user, place,
    )?);
    sections.extend(finished);
    if sections.is_empty() {
        return Ok(Response::one(Reply::private(
            Msg::new("games-none").command(
                "challenge",
                CommandRef::new(CommandName::Challenge)
                    .arg("variant", "sanctuary")
                    .blank("opponent", "blank-someone"),
            ),
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
