//! The archive: games by number (`game 42`) for anyone in their server, a player's
//! finished games a page at a time, and the game-number suggestions.

use crate::core::catalogue::{CommandSpec, OptionKind, command, optional};
use crate::core::context::{Ctx, name_of, remember_name};
use crate::core::names::CommandName;
use crate::core::policy::{MAX_PAGE, MAX_SUGGESTIONS, PAGE_SIZE};
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Reply, Response, Suggestion};
use crate::core::request::Command;
use crate::core::request::HistoryQuery;
use crate::core::request::{Actor, Place};
use crate::core::text::{CommandRef, Text};
use crate::core::words::short_name;
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

/// How a game ended, in a few words: `checkmate`, `resignation`, `time`.
pub(crate) fn how(t: Termination) -> &'static str {
    match t {
        Termination::Board(r) => match r {
            EndReason::Scepter => "the scepter",
            EndReason::Sanctuary => "sanctuary",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::FiftyMove => "the fifty-move rule",
            EndReason::Repetition => "repetition",
            EndReason::InsufficientMaterial => "insufficient material",
            EndReason::DeadPosition => "dead position",
        },
        Termination::Resignation => "resignation",
        Termination::Timeout => "time",
        Termination::Agreement => "agreement",
        Termination::Adjudication => "adjudication",
        Termination::Aborted => "abort",
    }
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

/// `1-0, alice won by resignation`, `½-½ by agreement`, `aborted`, or `going on`.
pub(crate) fn result_words(cx: &Ctx<'_>, game: &StoredGame) -> String {
    match (game.status, game.result) {
        (GameStatus::Active, _) => "going on".into(),
        (GameStatus::Aborted, _) | (_, None) => "aborted".into(),
        (_, Some(r)) => match r.winner {
            Some(c) => format!(
                "{}, {} won by {}",
                r.pgn_result(),
                name_of(cx, game.player(c)),
                how(r.termination)
            ),
            None => format!("{}, drawn by {}", r.pgn_result(), how(r.termination)),
        },
    }
}

/// One finished game from `user`'s side: `game 42 · Sanctuary Chess vs bob (White):
/// **won** by resignation, 1-0 — 3 days ago`.
fn archive_line(cx: &Ctx<'_>, game: &StoredGame, user: UserId) -> Text {
    let color = game.color_of(user).unwrap_or(rules::Color::White);
    let opponent = name_of(cx, game.player(!color));
    let (verdict, detail) = match (game.status, game.result) {
        (GameStatus::Aborted, _) | (_, None) => ("aborted".to_owned(), String::new()),
        (_, Some(r)) => {
            let verdict = match r.winner {
                Some(c) if c == color => "won",
                Some(_) => "lost",
                None => "drew",
            };
            (
                verdict.to_owned(),
                format!(" by {}, {}", how(r.termination), r.pgn_result()),
            )
        }
    };
    let mut line = Text::from(format!(
        "\n• game {} · {} vs {opponent} ({}){}: ",
        game.id,
        game.variant.name(),
        color.name(),
        label(cx, game.id)
    ))
    .strong(verdict)
    .plain(detail);
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
    heading: &str,
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
    let mut text = Text::new()
        .strong(heading)
        .plain(format!(" ({total}, page {page} of {pages})"));
    for g in &games {
        text.extend(archive_line(cx, g, user));
    }
    if page < pages {
        text = text.plain("\nMore: ").command(next(page + 1)).plain(".");
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
        Some(v) => format!("{name}'s {} games", v.name()),
        None => format!("{name}'s games"),
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
    let text = archive_page(cx, id, place, variant, page, &heading, next)?
        .unwrap_or_else(|| Text::from(format!("{name} has no finished games in this server yet.")));
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
    match cx.store.tournament_of_game(game) {
        Ok(Some((id, round, _))) => format!(" (Tournament {id}, round {round})"),
        _ => String::new(),
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
