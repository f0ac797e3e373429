//! The opening explorer: `explorer` shows, for a position, the moves played from it in
//! finished games, how often, how those games ended and their players' average
//! rating; in this server's games or in every server's. The position is the caller's
//! game here as it stands, a line of moves from the start, or the start. The store
//! keeps the index as games end (this feature hears each game's end); a game in
//! progress is never shown an engine's opinion, only what people played.

use crate::core::catalogue::{CommandSpec, OptionKind, YES_NO, command, keyword, optional};
use crate::core::context::Ctx;
use crate::core::policy::{EXPLORER_CATCH_UP, EXPLORER_MOVES};
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Reply, Response};
use crate::core::request::{Actor, Command, Place};
use crate::core::text::{Msg, Text};
use crate::core::words::variant_name;
use data::{ExplorerMove, ExplorerScope, GameId};
use rules::{Game, Position, Variant};

/// `explorer [variant] [moves] [everyone yes]`.
pub(crate) const EXPLORER: CommandSpec = command(
    "explorer-description",
    &[
        optional("variant", "explorer-variant", OptionKind::Variant),
        optional("moves", "explorer-moves", OptionKind::Line),
        keyword("everyone", "explorer-everyone", YES_NO),
    ],
    |a| {
        Ok(Command::Explorer {
            variant: a.variant("variant"),
            moves: a.text("moves"),
            everyone: a.bool("everyone").unwrap_or(false),
        })
    },
);

/// Hears that a game ended: its opening joins the explorer.
pub(crate) fn on_game_ended(cx: &Ctx<'_>, game: GameId) -> Response {
    if let Err(e) = cx.store.explore_game(game) {
        tracing::warn!(error = %e, %game, "could not add a game to the explorer; the tick tries again");
    }
    Response::default()
}

/// The scheduler's part: games that ended while no one heard (before the explorer
/// existed, or in a process that stopped), a few at a time.
pub(crate) fn catch_up(cx: &Ctx<'_>) -> Result<()> {
    for _ in 0..EXPLORER_CATCH_UP {
        let Some(game) = cx.store.unexplored_game()? else {
            break;
        };
        cx.store.explore_game(game)?;
    }
    Ok(())
}

/// `explorer`: the moves played from the position asked about.
pub(crate) fn explorer(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    variant: Option<Variant>,
    moves: Option<&str>,
    everyone: bool,
) -> Result<Response> {
    let here = cx.store.load_active_game_in_channel(place.channel)?;
    let (game, line) = match moves.map(str::trim).filter(|m| !m.is_empty()) {
        Some(moves) => {
            let variant = variant
                .or(here.as_ref().map(|h| h.stored.variant))
                .unwrap_or(Variant::Sanctuary);
            line_from_start(variant, moves, actor.lang)?
        }
        None => match (variant, here) {
            (None, Some(here)) => (here.game, sans_of(&here.moves)),
            (Some(v), Some(here)) if here.stored.variant == v => (here.game, sans_of(&here.moves)),
            (v, _) => (Game::new(v.unwrap_or(Variant::Sanctuary)), Vec::new()),
        },
    };
    let pos = *game.position();
    let scope = if everyone {
        ExplorerScope::Everyone
    } else {
        ExplorerScope::Server(place.guild)
    };
    let found = played(cx, scope, &pos)?;
    let scope_id = scope_id(scope);
    let mut text = Text::new().strong_msg(heading(pos.variant(), &line, scope));
    if found.is_empty() {
        text = text
            .line()
            .msg(Msg::new("explorer-none").str("scope", scope_id));
    }
    for m in &found {
        text = text.line().msg(row(m));
    }
    text = text.line().msg(note());
    Ok(Response::one(Reply::private(text)))
}

/// A move played from a position, as the explorer counts it: its games, how they
/// ended in per cent, and their players' average rating.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Played {
    /// The move in SAN (its UCI if it is no longer legal there).
    pub san: String,
    /// The move in UCI.
    pub uci: String,
    /// How many games played it.
    pub games: u32,
    /// The share White won, in per cent.
    pub white: f64,
    /// The share drawn, in per cent.
    pub draws: f64,
    /// The share Black won, in per cent.
    pub black: f64,
    /// The players' average rating, if any were rated.
    pub rating: Option<f64>,
}

/// The moves played from `pos` in `scope`'s finished games, the most played first.
pub(crate) fn played(cx: &Ctx<'_>, scope: ExplorerScope, pos: &Position) -> Result<Vec<Played>> {
    let found = cx
        .store
        .explorer_moves(scope, pos.variant(), &pos.fen(), EXPLORER_MOVES)?;
    Ok(found.iter().map(|m| counted(pos, m)).collect())
}

fn counted(pos: &Position, m: &ExplorerMove) -> Played {
    let san = pos
        .legal_moves()
        .iter()
        .find(|l| l.uci() == m.uci)
        .map_or_else(|| m.uci.clone(), |l| pos.san(l));
    let games = m.games().max(1);
    let percent = |n: u32| (f64::from(n) * 100.0 / f64::from(games)).round();
    Played {
        san,
        uci: m.uci.clone(),
        games: m.games(),
        white: percent(m.white),
        draws: percent(m.draws),
        black: percent(m.black),
        rating: m.average_rating(),
    }
}

/// `server` or `everyone`, as the explorer's messages choose their words.
pub(crate) fn scope_id(scope: ExplorerScope) -> &'static str {
    match scope {
        ExplorerScope::Everyone => "everyone",
        ExplorerScope::Server(_) => "server",
    }
}

/// The heading: which game, which position (after `line`, in SAN), whose games.
pub(crate) fn heading(variant: Variant, line: &[String], scope: ExplorerScope) -> Msg {
    let position = if line.is_empty() {
        Msg::new("explorer-start")
    } else {
        Msg::new("explorer-after").str("moves", numbered(line, SHOWN_PLIES))
    };
    Msg::new("explorer-heading")
        .text("variant", Msg::new(variant_name(variant)))
        .text("position", position)
        .str("scope", scope_id(scope))
}

/// What the explorer counts, and what it never shows.
pub(crate) fn note() -> Msg {
    Msg::new("explorer-note").count("moves", data::EXPLORER_PLIES / 2)
}

/// One move's line: its SAN, its games and how they ended, in per cent.
fn row(m: &Played) -> Msg {
    let msg = Msg::new("explorer-row")
        .mv("move", m.san.clone())
        .num("games", m.games)
        .str("white", format!("{:.0}", m.white))
        .str("draws", format!("{:.0}", m.draws))
        .str("black", format!("{:.0}", m.black));
    match m.rating {
        Some(r) => msg.str("rating", format!("{r:.0}")),
        None => msg.str("rating", "none"),
    }
}

/// The position after `moves` (SAN or UCI, move numbers allowed) from `variant`'s
/// start, with the moves in SAN.
pub(crate) fn line_from_start(
    variant: Variant,
    moves: &str,
    lang: crate::core::i18n::Lang,
) -> Result<(Game, Vec<String>)> {
    line_from(Game::new(variant), moves, lang)
}

/// `game` carried on by `moves` (SAN or UCI, move numbers allowed), with those moves
/// in SAN.
pub(crate) fn line_from(
    mut game: Game,
    moves: &str,
    lang: crate::core::i18n::Lang,
) -> Result<(Game, Vec<String>)> {
    let mut sans = Vec::new();
    let words = moves
        .split_whitespace()
        .map(|w| w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|w| !w.is_empty());
    for word in words {
        let m =
            crate::core::i18n::letters::read_move(&game, word, lang).map_err(Refusal::BadMove)?;
        let san = game.position().san(&m);
        // `read_move` found it legal in a game still going.
        if game.play(&m).is_err() {
            break;
        }
        sans.push(san);
    }
    Ok((game, sans))
}

fn sans_of(moves: &[data::StoredMove]) -> Vec<String> {
    moves.iter().map(|m| m.san.clone()).collect()
}

/// The most plies of the line a heading shows: a long game's line would not fit a
/// message; its last moves say where it stands.
const SHOWN_PLIES: usize = 12;

/// `1. e4 e5 2. Nf3`: a line with its move numbers, only its last `most` plies
/// (after `…`) when it is longer.
fn numbered(sans: &[String], most: usize) -> String {
    let skip = sans.len().saturating_sub(most);
    let mut out: Vec<String> = Vec::with_capacity(most + 1);
    if skip > 0 {
        out.push("…".to_owned());
    }
    for (i, san) in sans.iter().enumerate().skip(skip) {
        if i % 2 == 0 {
            out.push(format!("{}. {san}", i / 2 + 1));
        } else if i == skip {
            out.push(format!("{}… {san}", i / 2 + 1));
        } else {
            out.push(san.clone());
        }
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::numbered;

    #[test]
    fn a_long_line_shows_its_last_moves_with_their_numbers() {
        let line: Vec<String> = ["e4", "e5", "Nf3", "Nc6", "Bb5"].map(String::from).to_vec();
        assert_eq!(numbered(&line, 12), "1. e4 e5 2. Nf3 Nc6 3. Bb5");
        assert_eq!(numbered(&line, 2), "… 2… Nc6 3. Bb5");
        assert_eq!(numbered(&line, 3), "… 2. Nf3 Nc6 3. Bb5");
    }
}
