//! Ratings in players' words: `leaderboard` (a server's, or the global pool's) and
//! `stats` (a player's ratings and records per game).

use crate::core::catalogue::{CommandSpec, OptionKind, Scope, command, keyword, optional};
use crate::core::context::{Ctx, name_in, remember_name};
use crate::core::policy::PAGE_SIZE;
use crate::core::refusal::Result;
use crate::core::reply::{Page, Reply, Response};
use crate::core::request::Command;
use crate::core::request::{Actor, Mention, Place};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::{rating, variant_name};
use rules::Variant;

/// `leaderboard [variant]`: ten players a page, best first.
pub fn leaderboard(
    cx: &Ctx<'_>,
    place: Place,
    variant: Option<Variant>,
    page: u32,
    scope: Scope,
) -> Result<Response> {
    let v = variant.unwrap_or(Variant::Sanctuary);
    let (pool, title, scope_key) = match scope {
        Scope::Server => (place.guild, "leaderboard-title", "server"),
        Scope::Global => (data::GuildId::GLOBAL, "leaderboard-title-global", "global"),
    };
    let total = cx.store.leaderboard_len(pool, v, 1)?;
    if total == 0 {
        return Ok(Response::one(Reply::public(
            Msg::new("leaderboard-none-yet")
                .text("variant", Msg::new(variant_name(v)))
                .str("scope", scope_key),
        )));
    }
    let pages = total.div_ceil(PAGE_SIZE);
    let page = page.clamp(1, pages);
    let entries = cx
        .store
        .leaderboard(pool, v, 1, (page - 1) * PAGE_SIZE, PAGE_SIZE)?;
    let mut text = Text::new().msg(
        Msg::new("leaderboard-heading")
            .strong(
                "title",
                Msg::new(title).text("variant", Msg::new(variant_name(v))),
            )
            .num("page", page)
            .num("pages", pages),
    );
    for e in entries {
        let r = &e.rating;
        // Posted in this server only: its nicknames are fine here.
        let name = name_in(cx, r.player, place.guild);
        text = text.line().msg(
            Msg::new("leaderboard-line")
                .num("rank", e.rank)
                .str("name", name)
                .str("rating", rating(&r.rating))
                .num("games", r.games)
                .num("wins", r.wins)
                .num("draws", r.draws)
                .num("losses", r.losses),
        );
    }
    text = text
        .line()
        .msg(Msg::new("leaderboard-provisional").code("mark", "?"));
    let mut reply = Reply::public(text);
    if scope == Scope::Server && cx.store.guild_settings(place.guild)?.web_pages {
        reply = reply.about(Page::Server(place.guild));
    }
    Ok(Response::one(reply))
}

/// `stats [@user]`: ratings and records per variant.
pub fn stats(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    user: Option<&Mention>,
) -> Result<Response> {
    let (id, name) = match user {
        Some(m) => {
            remember_name(cx, m.user, &m.name)?;
            (m.user, m.name.clone())
        }
        None => (actor.user, actor.name.clone()),
    };
    let stats = cx.store.player_stats(id, Some(place.guild))?;
    let global = cx.store.player_stats(id, Some(data::GuildId::GLOBAL))?;
    let against_engine = cx.store.engine_records(id, place.guild)?;
    if stats.is_empty() && global.is_empty() && against_engine.is_empty() {
        return Ok(Response::one(Reply::public(
            Msg::new("stats-none").str("name", name),
        )));
    }
    let mut text = Text::new().strong(name).plain(" (").user(id).plain(")");
    if stats.is_empty() {
        text = text.line().msg(Msg::new("stats-none-here"));
    }
    let line = |s: &data::PlayerRating| {
        Msg::new("stats-line")
            .text("variant", Msg::new(variant_name(s.variant)))
            .str("rating", rating(&s.rating))
            .num("games", s.games)
            .num("wins", s.wins)
            .num("draws", s.draws)
            .num("losses", s.losses)
    };
    for s in &stats {
        text = text.plain("\n• ").msg(line(s));
    }
    if !global.is_empty() {
        text = text.line().msg(Msg::new("stats-global"));
        for s in &global {
            text = text.plain("\n• ").msg(line(s));
        }
    }
    if !against_engine.is_empty() {
        text = text.line().msg(Msg::new("stats-against-sanctum"));
        for r in against_engine {
            text = text.plain("\n• ").msg(
                Msg::new("stats-level-line")
                    .num("level", r.level)
                    .num("wins", r.wins)
                    .num("draws", r.draws)
                    .num("losses", r.losses),
            );
        }
    }
    let mut reply = Reply::public(text);
    if !stats.is_empty() && cx.store.guild_settings(place.guild)?.web_pages {
        reply = reply.about(Page::Player(place.guild, id));
    }
    Ok(Response::one(reply))
}

/// `leaderboard`.
pub(crate) const LEADERBOARD: CommandSpec = CommandSpec {
    aliases: &["lb"],
    ..command(
        "leaderboard-description",
        &[
            optional("variant", "leaderboard-variant", OptionKind::Variant),
            optional("page", "leaderboard-page", OptionKind::Page),
            keyword("puzzles", "leaderboard-puzzles", OptionKind::Flag),
            keyword("scope", "leaderboard-scope", OptionKind::Scope),
        ],
        |a| {
            Ok(Command::Leaderboard {
                variant: a.variant("variant"),
                page: a.page("page"),
                puzzles: a.bool("puzzles").unwrap_or(false),
                scope: a.scope("scope").unwrap_or_default(),
            })
        },
    )
};

/// `stats`.
pub(crate) const STATS: CommandSpec = command(
    "stats-description",
    &[optional("player", "stats-player", OptionKind::User)],
    |a| {
        Ok(Command::Stats {
            user: a.user("player"),
        })
    },
);
