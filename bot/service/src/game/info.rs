//! Looking things up: the board, your games, a game's record, the leaderboard and stats.

use crate::core::catalogue::{
    Args, CommandSpec, OptionKind, Scope, command, keyword, optional, required,
};
use crate::core::context::{Ctx, game_here, name_of, remember_name};
use crate::core::names::CommandName;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Attachment, Page, Reply, Response};
use crate::core::request::Command;
use crate::core::request::{Actor, Mention, Place};
use crate::core::text::{CommandRef, Text};
use crate::core::words::{rated_word, rating};
use crate::game::archive::{archive_page, game_of_server, result_words};
use rules::Variant;

/// `1 game`, `12 games`.
fn games_count(n: u32) -> String {
    if n == 1 {
        "1 game".into()
    } else {
        format!("{n} games")
    }
}

/// Leaderboard lines per page.
use crate::core::policy::PAGE_SIZE;

/// `board [game]`: the current position of this channel's game, or of any game of
/// the server by number (its final position once over), for anyone.
pub fn board(cx: &Ctx<'_>, actor: &Actor, place: Place, number: Option<&str>) -> Result<Response> {
    let loaded = match number {
        Some(typed) => game_of_server(cx, place, typed)?,
        None => game_here(cx, actor.user, place)?,
    };
    let game = &loaded.stored;
    let pos = loaded.game.position();
    let to_move = pos.turn();
    let head = Text::from(format!("Game {} · ", game.id))
        .strong(game.variant.name())
        .plain(format!(
            "{} — {} (White) vs {} (Black), {}. ",
            crate::community::tournament::label(cx, game.id),
            name_of(cx, game.white),
            name_of(cx, game.black),
            rated_word(game.rated),
        ));
    let (text, orientation) = if game.is_active() {
        let text = head
            .plain(format!(
                "Move {}: {} to move, due ",
                pos.fullmove_number(),
                name_of(cx, game.player(to_move)),
            ))
            .moment(game.deadline)
            .plain(".")
            .then(crate::game::bank::clock_notes(cx, game)?);
        (text, to_move)
    } else {
        let text = head.plain(format!(
            "Final position after {} moves: {}.",
            game.ply.div_ceil(2),
            result_words(cx, game)
        ));
        let winner = game.result.and_then(|r| r.winner);
        (text, winner.unwrap_or(rules::Color::White))
    };
    let board = crate::game::preferences::picture_for(
        cx,
        actor.user,
        game,
        pos,
        loaded.game.last_move(),
        orientation,
    );
    let mut response = Response::one(Reply::public(text).with_board(board));
    if game.is_active()
        && let Some(color) = game.color_of(actor.user)
    {
        response
            .replies
            .push(link_note(cx, game, color));
    }
    Ok(response)
}

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
                crate::community::tournament::label(cx, g.id)
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

/// `pgn [game]`: the record of this channel's game, or of its last game once that
/// has ended, or of any game of the server by number — for anyone, not only the
/// players — with an animated replay.
pub fn pgn(cx: &Ctx<'_>, place: Place, number: Option<&str>) -> Result<Response> {
    let id = match number {
        Some(typed) => game_of_server(cx, place, typed)?.stored.id,
        None => cx
            .store
            .last_game_in_channel(place.channel)?
            .map(|g| g.id)
            .ok_or(Refusal::NoGame)?,
    };
    let loaded = cx.store.load_game(id)?;
    let file = Attachment {
        name: crate::game::pgn::pgn_file_name(cx, &loaded.stored),
        bytes: crate::game::pgn::pgn_text(cx, &loaded.stored)?.into_bytes(),
        alt: None,
    };
    let moves = loaded.stored.ply.div_ceil(2);
    let state = match loaded.stored.result {
        Some(r) if loaded.stored.status == data::GameStatus::Finished => {
            format!("{moves} moves, {}", r.pgn_result())
        }
        Some(_) => format!("{moves} moves, aborted"),
        None => format!("{moves} moves so far"),
    };
    let text = format!(
        "The game record of {} vs {} ({state}), game {}.",
        name_of(cx, loaded.stored.white),
        name_of(cx, loaded.stored.black),
        loaded.stored.id,
    );
    let mut reply = Reply::public(text).with_file(file);
    if let Some(gif) = crate::game::pictures::replay_gif(cx, &loaded.stored, &loaded.game) {
        reply = reply.with_file(gif);
    }
    Ok(Response::one(reply))
}

/// `rules <variant>`: the rules in players' words, with the start position.
/// The alt text of the picture that goes with `v`'s rules: its start position in words.
pub fn rules_alt(v: Variant) -> String {
    crate::game::alt::describe(&rules::Position::new(v), None, false)
}

/// `rules`: the rules in words and the start position's picture.
pub fn rules(cx: &Ctx<'_>, v: Variant) -> Response {
    let start = rules::Position::new(v);
    let png = cx.renderer.as_ref().and_then(|r| {
        r.rules_png(v, render::SquareSize::DEFAULT)
            .map_err(|e| tracing::warn!(error = %e, "rules picture failed"))
            .ok()
    });
    let board = crate::core::reply::BoardPicture {
        game: None,
        alt: rules_alt(v),
        variant: v,
        fen: start.fen(),
        orientation: rules::Color::White,
        last_move: None,
        ply: 0,
        file_name: format!("rules-{}.png", v.id()),
        png,
    };
    Response::one(Reply::public(crate::learn::rules::rules_text(v)).with_board(board))
}

/// `leaderboard [variant]`: ten players a page, best first.
pub fn leaderboard(
    cx: &Ctx<'_>,
    place: Place,
    variant: Option<Variant>,
    page: u32,
    scope: Scope,
) -> Result<Response> {
    let v = variant.unwrap_or(Variant::Sanctuary);
    let (pool, title, nowhere) = match scope {
        Scope::Server => (place.guild, "leaderboard", "in this server"),
        Scope::Global => (
            data::GuildId::GLOBAL,
            "leaderboard across servers",
            "between servers",
        ),
    };
    let total = cx.store.leaderboard_len(pool, v, 1)?;
    if total == 0 {
        return Ok(Response::one(Reply::public(format!(
            "No rated {} games have finished {nowhere} yet.",
            v.name()
        ))));
    }
    let pages = total.div_ceil(PAGE_SIZE);
    let page = page.clamp(1, pages);
    let entries = cx
        .store
        .leaderboard(pool, v, 1, (page - 1) * PAGE_SIZE, PAGE_SIZE)?;
    let mut text = Text::new()
        .strong(format!("{} {title}", v.name()))
        .plain(format!(" (page {page} of {pages})"));
    for e in entries {
        let r = &e.rating;
        let name = if e.display_name.is_empty() {
            r.player.to_string()
        } else {
            e.display_name.clone()
        };
        text.push_plain(format!(
            "\n{}. {name} — {} · {} · {}W {}D {}L",
            e.rank,
            rating(&r.rating),
            games_count(r.games),
            r.wins,
            r.draws,
            r.losses
        ));
    }
    text = text
        .plain("\nA ")
        .code("?")
        .plain(" marks a provisional rating: it settles after a few more games.");
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
        return Ok(Response::one(Reply::public(format!(
            "{name} has no rated games in this server yet."
        ))));
    }
    let mut text = Text::new().strong(name).plain(" (").user(id).plain(")");
    if stats.is_empty() {
        text.push_plain("\nNo rated games in this server yet.");
    }
    let line = |s: &data::PlayerRating| {
        format!(
            "\n• {}: {} — {}: {} won, {} drawn, {} lost",
            s.variant.name(),
            rating(&s.rating),
            games_count(s.games),
            s.wins,
            s.draws,
            s.losses
        )
    };
    for s in &stats {
        text.push_plain(line(s));
    }
    if !global.is_empty() {
        text.push_plain("\nAcross servers (the lobby's global ratings):");
        for s in &global {
            text.push_plain(line(s));
        }
    }
    if !against_engine.is_empty() {
        text.push_plain("\nAgainst Sanctum (unrated):");
        for r in against_engine {
            text.push_plain(format!(
                "\n• level {}: {} won, {} drawn, {} lost",
                r.level, r.wins, r.draws, r.losses
            ));
        }
    }
    let mut reply = Reply::public(text);
    if !stats.is_empty() && cx.store.guild_settings(place.guild)?.web_pages {
        reply = reply.about(Page::Player(place.guild, id));
    }
    Ok(Response::one(reply))
}

/// `board`.
pub(crate) const BOARD: CommandSpec = command(
    "Show the board of this channel's game, or of any game of the server by number.",
    &[optional(
        "game",
        "A game's number (default: this channel's game)",
        OptionKind::Game,
    )],
    |a| {
        Ok(Command::Board {
            game: a.text("game"),
        })
    },
);

/// `games`.
pub(crate) const GAMES: CommandSpec = command(
    "Your games here: going on, open challenges (also everyone's), and finished ones, newest first.",
    &[optional(
        "page",
        "Page of finished games (default: 1)",
        OptionKind::Page,
    )],
    |a| {
        Ok(Command::Games {
            page: a.page("page"),
        })
    },
);

/// `pgn`.
pub(crate) const PGN: CommandSpec = command(
    "A game record as a PGN file, with an animated replay: this channel's game, or any by number.",
    &[optional(
        "game",
        "A game's number (default: this channel's game or its last one)",
        OptionKind::Game,
    )],
    |a| {
        Ok(Command::Pgn {
            game: a.text("game"),
        })
    },
);

/// `rules`.
pub(crate) const RULES: CommandSpec = command(
    "Explain a variant's rules, with a picture of its start position.",
    &[required("variant", "Which game", OptionKind::Variant)],
    |a| {
        Ok(Command::Rules {
            variant: a.need("variant", Args::variant)?,
        })
    },
);

/// `leaderboard`.
pub(crate) const LEADERBOARD: CommandSpec = CommandSpec {
    aliases: &["lb"],
    ..command(
        concat!(
            "The server's rating list for a variant, ",
            crate::core::policy::page_size!(),
            " players per page."
        ),
        &[
            optional(
                "variant",
                "Which game (default: Sanctuary Chess)",
                OptionKind::Variant,
            ),
            optional("page", "Page (default: 1)", OptionKind::Page),
            keyword(
                "puzzles",
                "The puzzle ratings instead of the games'",
                OptionKind::Flag,
            ),
            keyword(
                "scope",
                "This server's games (the default), or games between servers from the lobby",
                OptionKind::Scope,
            ),
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
    "A player's ratings and record per variant (default: yours).",
    &[optional(
        "player",
        "Whose (default: yours)",
        OptionKind::User,
    )],
    |a| {
        Ok(Command::Stats {
            user: a.user("player"),
        })
    },
);

/// The private note that carries a player's link (after `/board` of their game going on).
fn link_note(cx: &Ctx<'_>, game: &data::StoredGame, color: rules::Color) -> Reply {
    crate::core::reply::Reply::private(format!(
        "Your own link to play game {} by clicking, on the web. It lets whoever holds it move for you, so keep it to yourself; it works for {}.",
        game.id,
        crate::core::words::days((crate::core::reply::PLAY_LINK_LIFETIME / data::policy::DAY) as u32)
    ))
    .with_play_link(crate::core::reply::PlayLink::new(game.id, color, cx.now))
}
