//! A server's leaderboards and a player's page, as the web face sees them: the same
//! ratings and records `/leaderboard` and `/stats` show, each player's rating history
//! and recent games. Only for a server whose managers turned its pages on: the pages
//! show names beyond the server. Names are the display names Sanctum shows there,
//! never a user's id (a player it knows no name for is "a player").

use crate::core::context::Ctx;
use crate::core::i18n::Lang;
use crate::core::refusal::Result;
use crate::core::text::Msg;
use crate::core::words::{rating, utc_day, variant_name};
use crate::game::announce::side_name;
use crate::game::archive::by_how;
use data::{GameId, GameStatus, GuildId, Store, StoredGame, UserId};
use rules::Variant;

/// Players shown on each leaderboard.
pub const LEADERBOARD_TOP: u32 = 50;
/// Points of a player's rating graph: their last rated games of a variant.
const HISTORY_POINTS: u32 = 100;
/// A player's recent finished games shown.
const RECENT_GAMES: u32 = 10;

/// A server's leaderboards, one per game with rated players.
#[derive(Debug, Clone, PartialEq)]
pub struct ServerPage {
    /// The boards, in the menu's order; empty before any rated game finished.
    pub boards: Vec<Leaderboard>,
}

/// One game's leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct Leaderboard {
    /// The game.
    pub variant: Variant,
    /// Its players with at least one rated game, best first (at most [`LEADERBOARD_TOP`]).
    pub rows: Vec<LeaderRow>,
    /// How many players it has in all.
    pub total: u32,
}

/// A player's line on a leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderRow {
    /// 1 for the best.
    pub rank: u32,
    /// Their display name.
    pub name: String,
    /// Whose line: for the face to link their page, never to show.
    pub player: UserId,
    /// `1623`, or `1500?` while provisional.
    pub rating: String,
    /// Rated games, won, drawn and lost.
    pub record: Record,
}

/// Rated games and how they went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    /// Rated games that counted.
    pub games: u32,
    /// Won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
}

/// A player of a server, ready to show.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerPage {
    /// Their display name.
    pub name: String,
    /// Their rating and record in each game they played rated here.
    pub ratings: Vec<VariantRating>,
    /// Their last finished games here, newest first.
    pub recent: Vec<RecentGame>,
}

/// A player's standing in one game.
#[derive(Debug, Clone, PartialEq)]
pub struct VariantRating {
    /// The game.
    pub variant: Variant,
    /// `1623`, or `1500?` while provisional.
    pub rating: String,
    /// Rated games, won, drawn and lost.
    pub record: Record,
    /// Their rating after each of their last rated games, oldest first (for a graph).
    pub history: Vec<f64>,
}

/// A finished game, from the player's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentGame {
    /// The game, whose page it links to.
    pub game: GameId,
    /// `Sanctuary Chess vs bob (White)`.
    pub title: String,
    /// `won by resignation, 1-0`, `aborted`.
    pub result: String,
    /// The day it ended, `2025-03-01`.
    pub day: String,
}

/// Whether `guild` shows its pages.
fn pages_on(cx: &Ctx<'_>, guild: GuildId) -> Result<bool> {
    Ok(cx.store.guild_settings(guild)?.web_pages)
}

/// The display name of `user`, or "a player" in `lang`: never their id.
fn shown_name(store: &Store, user: UserId, lang: Lang) -> String {
    match store.player(user) {
        Ok(Some(p)) if !p.display_name.is_empty() => p.display_name,
        _ => a_player(lang),
    }
}

/// What stands for a player Sanctum knows no name for.
fn a_player(lang: Lang) -> String {
    Msg::new("page-data-a-player").plain(lang)
}

/// `guild`'s leaderboards in `lang`; `None` unless its pages are on.
pub(crate) fn server_page(cx: &Ctx<'_>, guild: GuildId, lang: Lang) -> Result<Option<ServerPage>> {
    if !pages_on(cx, guild)? {
        return Ok(None);
    }
    let mut boards = Vec::new();
    for variant in crate::core::catalogue::menu_variants() {
        let total = cx.store.leaderboard_len(guild, variant, 1)?;
        if total == 0 {
            continue;
        }
        let rows = cx
            .store
            .leaderboard(guild, variant, 1, 0, LEADERBOARD_TOP)?
            .into_iter()
            .map(|e| LeaderRow {
                rank: e.rank,
                name: if e.display_name.is_empty() {
                    a_player(lang)
                } else {
                    e.display_name
                },
                player: e.rating.player,
                rating: rating(&e.rating.rating),
                record: record(&e.rating),
            })
            .collect();
        boards.push(Leaderboard {
            variant,
            rows,
            total,
        });
    }
    Ok(Some(ServerPage { boards }))
}

/// `user`'s page in `guild`, in `lang`; `None` unless its pages are on and they have
/// played there.
pub(crate) fn player_page(
    cx: &Ctx<'_>,
    guild: GuildId,
    user: UserId,
    lang: Lang,
) -> Result<Option<PlayerPage>> {
    if !pages_on(cx, guild)? {
        return Ok(None);
    }
    let stats = cx.store.player_stats(user, Some(guild))?;
    let games = cx.store.recent_games_of(user, Some(guild), RECENT_GAMES)?;
    if stats.is_empty() && games.is_empty() {
        return Ok(None);
    }
    let mut ratings = Vec::new();
    for variant in crate::core::catalogue::menu_variants() {
        let Some(r) = stats.iter().find(|r| r.variant == variant) else {
            continue;
        };
        let history = cx
            .store
            .rating_history(guild, variant, user, HISTORY_POINTS)?
            .into_iter()
            .map(|p| p.rating)
            .collect();
        ratings.push(VariantRating {
            variant,
            rating: rating(&r.rating),
            record: record(r),
            history,
        });
    }
    Ok(Some(PlayerPage {
        name: shown_name(cx.store, user, lang),
        ratings,
        recent: games.iter().map(|g| recent(cx, g, user, lang)).collect(),
    }))
}

fn record(r: &data::PlayerRating) -> Record {
    Record {
        games: r.games,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
    }
}

/// `g` from `user`'s side, in `lang`.
fn recent(cx: &Ctx<'_>, g: &StoredGame, user: UserId, lang: Lang) -> RecentGame {
    let color = g.color_of(user).unwrap_or(rules::Color::White);
    let result = match (g.status, g.result) {
        (GameStatus::Aborted, _) | (_, None) => Msg::new("archive-verdict-aborted"),
        (_, Some(r)) => {
            let verdict = match r.winner {
                Some(c) if c == color => "archive-verdict-won",
                Some(_) => "archive-verdict-lost",
                None => "archive-verdict-drew",
            };
            Msg::new("page-data-recent-result")
                .text("verdict", Msg::new(verdict))
                .text("by", by_how(r.termination))
                .str("result", r.pgn_result())
        }
    }
    .plain(lang);
    RecentGame {
        game: g.id,
        title: Msg::new("page-data-recent-title")
            .text("variant", Msg::new(variant_name(g.variant)))
            .str("opponent", shown_name(cx.store, g.player(!color), lang))
            .text("side", Msg::new(side_name(color)))
            .plain(lang),
        result,
        day: g.finished_at.map(utc_day).unwrap_or_default(),
    }
}
