//! The archive: games by number (`game 42`) for anyone in their server, a player's
//! finished games a page at a time, and the game-number suggestions.

use crate::core::catalogue::{CommandSpec, OptionKind, command, optional};
use crate::core::context::{Ctx, name_of, remember_name};
use crate::core::i18n::Lang;
use crate::core::names::CommandName;
use crate::core::policy::{MAX_PAGE, MAX_SUGGESTIONS, PAGE_SIZE};
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Reply, Response, Suggestion};
use crate::core::request::Command;
use crate::core::request::HistoryQuery;
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use crate::core::text::bold;
use crate::core::text::{CommandRef, Text};
use crate::core::words::{short_name, variant_name};
use crate::game::announce::side_name;
use data::{GameId, GameStatus, LoadedGame, StoredGame, Termination, UserId};
use rules::{EndReason, Variant};

/// The game a typed number names: `42`, `#42` or `game 42`. Anything else — zero, a
/// negative number, more digits than any game has, words — is refused.
pub(crate) fn parse_game_number(typed: &str) -> Result<GameId> {
    let trimmed = typed.trim();
    let lower = trimmed.to_lowercase();
    let digits = lower
        .strip_prefix("game")
        .unwrap_or(&lower)
        .trim()
        .trim_start_matches('#')
        .trim();
    match digits.parse::<i64>() {
        Ok(n) if n >= 1 => Ok(GameId(n)),
        _ => Err(Refusal::BadGameNumber(trimmed.to_owned()).into()),
    }
}

/// How a game ended, as the words after its result: `by checkmate`, `by
/// resignation`, `by time`.
pub(crate) fn by_how(t: Termination) -> Msg {
    Msg::new(match t {
        Termination::Board(r) => match r {
            EndReason::Scepter => "archive-by-scepter",
            EndReason::Sanctuary => "archive-by-sanctuary",
            EndReason::Checkmate => "archive-by-checkmate",
            EndReason::Stalemate => "archive-by-stalemate",
            EndReason::FiftyMove => "archive-by-fifty-moves",
            EndReason::Repetition => "archive-by-repetition",
            EndReason::InsufficientMaterial => "archive-by-insufficient-material",
            EndReason::DeadPosition => "archive-by-dead-position",
        },
        Termination::Resignation => "archive-by-resignation",
        Termination::Timeout => "archive-by-time",
        Termination::Agreement => "archive-by-agreement",
        Termination::Adjudication => "archive-by-adjudication",
        Termination::Aborted => "archive-by-abort",
    })
}

/// The pages for `total` entries, and `page` brought into range.
fn paging(total: u32, page: u32) -> (u32, u32) {
    let pages = total.div_ceil(PAGE_SIZE).max(1);
    (pages, page.clamp(1, pages.min(MAX_PAGE)))
}

/// The game numbered `typed` if it is a game of this server; another server's game
/// is refused exactly like one that does not exist.
pub(crate) fn game_of_server(cx: &Ctx<'_>, place: Place, typed: &str) -> Result<LoadedGame> {
    let id = parse_game_number(typed)?;
    let loaded = match cx.store.load_game(id) {
        Ok(l) => l,
        Err(data::Error::GameNotFound(_)) => return Err(Refusal::NoSuchGame(id.0).into()),
        Err(e) => return Err(e.into()),
    };
    if !loaded.stored.is_in(place.guild) {
        return Err(Refusal::NoSuchGame(id.0).into());
    }
    Ok(loaded)
}

/// `1-0, alice won by resignation`, `1/2-1/2, drawn by agreement`, `aborted`, or
/// `going on`.
pub(crate) fn result_msg(cx: &Ctx<'_>, game: &StoredGame) -> Msg {
    match (game.status, game.result) {
        (GameStatus::Active, _) => Msg::new("archive-result-going-on"),
        (GameStatus::Aborted, _) | (_, None) => Msg::new("archive-result-aborted"),
        (_, Some(r)) => match r.winner {
            Some(c) => Msg::new("archive-result-won")
                .str("result", r.pgn_result())
                .str("name", name_of(cx, game.player(c)))
                .text("by", by_how(r.termination)),
            None => Msg::new("archive-result-drawn")
                .str("result", r.pgn_result())
                .text("by", by_how(r.termination)),
        },
    }
}

/// [`result_msg`] in English, for labels and pages that are plain words.
pub(crate) fn result_words(cx: &Ctx<'_>, game: &StoredGame) -> String {
    result_msg(cx, game).plain(Lang::En)
}

/// One finished game from `user`'s side: `game 42 · Sanctuary Chess vs bob (White):
/// **won** by resignation, 1-0 — 3 days ago`.
fn archive_line(cx: &Ctx<'_>, game: &StoredGame, user: UserId) -> Text {
    let color = game.color_of(user).unwrap_or(rules::Color::White);
    let opponent = name_of(cx, game.player(!color));
    let (verdict, line) = match (game.status, game.result) {
        (GameStatus::Aborted, _) | (_, None) => {
            ("archive-verdict-aborted", Msg::new("archive-line-aborted"))
        }
        (_, Some(r)) => {
            let verdict = match r.winner {
                Some(c) if c == color => "archive-verdict-won",
                Some(_) => "archive-verdict-lost",
                None => "archive-verdict-drew",
            };
            (
                verdict,
                Msg::new("archive-line")
                    .text("by", by_how(r.termination))
                    .str("result", r.pgn_result()),
            )
        }
    };
    let mut line = Text::from("\n• ").msg(
        line.num("game", game.id.0)
            .text("variant", Msg::new(variant_name(game.variant)))
            .str("opponent", opponent)
            .text("side", Msg::new(side_name(color)))
            .text("label", label_text(cx, game.id))
            .text("verdict", bold(&Msg::new(verdict))),
    );
    if let Some(at) = game.finished_at {
        line = line.plain(" — ").moment(at);
    }
    line
}

/// A page of `user`'s finished games here, newest first, with its heading; `None`
/// when they have none.
pub(crate) fn archive_page(
    cx: &Ctx<'_>,
    user: UserId,
    place: Place,
    variant: Option<Variant>,
    page: u32,
    heading: Msg,
    next: impl Fn(u32) -> CommandRef,
) -> Result<Option<Text>> {
    let total = cx.store.finished_games_count(user, place.guild, variant)?;
    if total == 0 {
        return Ok(None);
    }
    let (pages, page) = paging(total, page);
    let games = cx.store.finished_games_of(
        user,
        place.guild,
        variant,
        (page - 1) * PAGE_SIZE,
        PAGE_SIZE,
    )?;
    let mut text = Text::new().msg(
        Msg::new("archive-heading")
            .text("heading", Text::new().strong_msg(heading))
            .num("total", total)
            .num("page", page)
            .num("pages", pages),
    );
    for g in &games {
        text.extend(archive_line(cx, g, user));
    }
    if page < pages {
        text = text
            .line()
            .msg(Msg::new("archive-more").command("next", next(page + 1)));
    }
    Ok(Some(text))
}

/// `history [@user] [variant] [page]`: someone's finished games here, newest first.
pub fn history(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    query: &HistoryQuery,
) -> Result<Response> {
    let HistoryQuery {
        user,
        variant,
        page,
    } = query;
    let (user, variant, page) = (user.as_ref(), *variant, *page);
    let (id, name) = match user {
        Some(m) => {
            remember_name(cx, m.user, &m.name)?;
            (m.user, m.name.clone())
        }
        None => (actor.user, actor.name.clone()),
    };
    let heading = match variant {
        Some(v) => Msg::new("archive-history-heading-variant")
            .str("name", name.clone())
            .text("variant", Msg::new(variant_name(v))),
        None => Msg::new("archive-history-heading").str("name", name.clone()),
    };
    let next = |p: u32| {
        let mut c = CommandRef::new(CommandName::History);
        if user.is_some() {
            c = c.arg("player", format!("@{name}"));
        }
        if let Some(v) = variant {
            c = c.arg("variant", v.id());
        }
        c.arg("page", p.to_string())
    };
    let text = archive_page(cx, id, place, variant, page, heading, next)?.unwrap_or_else(|| {
        Msg::new("archive-history-none")
            .str("name", name.clone())
            .into()
    });
    Ok(Response::one(Reply::private(text)))
}

/// Game numbers for `board` and `pgn`: the caller's games here first, then the
/// server's latest, those matching what was typed (digits or a name).
pub fn suggest_games(
    cx: &Ctx<'_>,
    user: UserId,
    place: Place,
    typed: &str,
) -> Result<Vec<Suggestion>> {
    let typed = typed.trim().to_lowercase();
    let typed = typed
        .strip_prefix("game")
        .unwrap_or(&typed)
        .trim()
        .trim_start_matches('#')
        .to_owned();
    let mut games = cx
        .store
        .recent_games_of_in(user, place.guild, MAX_SUGGESTIONS as u32)?;
    for g in cx.store.recent_games_in_guild(place.guild, 50)? {
        if !games.iter().any(|x| x.id == g.id) {
            games.push(g);
        }
    }
    let mut out = Vec::new();
    for g in games {
        let label = format!(
            "{} · {} vs {} · {} · {}",
            g.id,
            name_of(cx, g.white),
            name_of(cx, g.black),
            short_name(g.variant),
            result_words(cx, &g)
        );
        // Digits are the start of a number; anything else is part of a name.
        let matches = if typed.bytes().all(|b| b.is_ascii_digit()) {
            g.id.to_string().starts_with(&typed)
        } else {
            label.to_lowercase().contains(&typed)
        };
        if matches {
            out.push(Suggestion {
                label,
                value: g.id.to_string(),
            });
        }
        if out.len() == MAX_SUGGESTIONS {
            break;
        }
    }
    Ok(out)
}

/// `history`.
pub(crate) const HISTORY: CommandSpec = command(
    "history-description",
    &[
        optional("player", "history-player", OptionKind::User),
        optional("variant", "history-variant", OptionKind::Variant),
        optional("page", "history-page", OptionKind::Page),
    ],
    |a| {
        Ok(Command::History(HistoryQuery {
            user: a.user("player"),
            variant: a.variant("variant"),
            page: a.page("page"),
        }))
    },
);

/// What sets a tournament game apart in lists and headers: ` (Tournament 3, round 2)`,
/// or nothing for a game outside tournaments (or when the lookup fails: a label is
/// never worth refusing a list for).
pub(crate) fn label(cx: &Ctx<'_>, game: data::GameId) -> String {
    label_text(cx, game).to_string()
}

/// [`label`] as text in the reader's language: ` (Tournament 3, round 2)`, or nothing.
pub(crate) fn label_text(cx: &Ctx<'_>, game: data::GameId) -> Text {
    match cx.store.tournament_of_game(game) {
        Ok(Some((id, round, _))) => Text::from(" ").msg(
            Msg::new("archive-tournament-label")
                .num("tournament", id.0)
                .num("round", round),
        ),
        _ => Text::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_numbers_are_positive_and_fit() {
        assert_eq!(parse_game_number("42").ok(), Some(GameId(42)));
        assert_eq!(parse_game_number(" game 7 ").ok(), Some(GameId(7)));
        assert_eq!(parse_game_number("#9").ok(), Some(GameId(9)));
        for bad in ["0", "-1", "99999999999999999999", "", "abc", "4 2", "1.5"] {
            assert!(parse_game_number(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn pages_stay_in_range() {
        assert_eq!(paging(30, 1), (3, 1));
        assert_eq!(paging(30, 9), (3, 3));
        assert_eq!(paging(31, 4), (4, 4));
        assert_eq!(paging(0, 0), (1, 1));
    }
}
