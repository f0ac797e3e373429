//! The opening explorer as a page shows it: the moves played from a position in
//! finished games, counted by the explorer's own query (`learn::explorer`), for a
//! game's position (that game's server's games) or a line from the start (every
//! server's). The face lays out the table; the words and numbers come from here.

use crate::core::context::Ctx;
use crate::core::i18n::Lang;
use crate::core::refusal::Result;
use crate::core::text::Msg;
use crate::learn::explorer::{self, Played};
use crate::pages::game::load;
use data::{ExplorerScope, GameId};
use rules::{Game, Variant};

/// The moves played from one position, ready to show.
#[derive(Debug, Clone, PartialEq)]
pub struct ExplorerPage {
    /// Which game.
    pub variant: Variant,
    /// `Opening explorer · Chess · after 1. e4 · every server's games`.
    pub heading: String,
    /// The moves played from here, the most played first.
    pub rows: Vec<ExplorerRow>,
    /// What to say when no game reached the position, else `None`.
    pub none: Option<String>,
    /// What the explorer counts (the first moves of finished games, no engine).
    pub note: String,
    /// The moves from where the page began to here, in UCI: from the start for a
    /// line, from the game's position for a game. A page's links go one move deeper.
    pub line: Vec<String>,
}

/// One move played from the position.
#[derive(Debug, Clone, PartialEq)]
pub struct ExplorerRow {
    /// The move in SAN.
    pub san: String,
    /// The move in UCI.
    pub uci: String,
    /// How many games played it.
    pub games: u32,
    /// White's wins, draws and Black's wins in per cent: `54`, `20`, `26`.
    pub percents: [String; 3],
    /// The players' average rating (`1512`), if any were rated.
    pub rating: Option<String>,
}

/// The explorer at `game`'s position after `ply` plies and then `moves` (SAN or
/// UCI; often none), in the games of its server; `None` if there is no such game or
/// ply, or a move does not read or is not legal. A game may begin from a set-up
/// position, so its lines are walked from the game, not from the variant's start.
pub(crate) fn game_explorer(
    cx: &Ctx<'_>,
    id: GameId,
    ply: usize,
    moves: &str,
    lang: Lang,
) -> Result<Option<ExplorerPage>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    if ply > loaded.game.moves().len() {
        return Ok(None);
    }
    let mut game = Game::from_position(*loaded.game.start());
    for m in &loaded.game.moves()[..ply] {
        if game.play(m).is_err() {
            return Ok(None);
        }
    }
    let Ok((game, more)) = explorer::line_from(game, moves, lang) else {
        return Ok(None);
    };
    let mut sans: Vec<String> = loaded
        .moves
        .iter()
        .take(ply)
        .map(|m| m.san.clone())
        .collect();
    sans.extend(more);
    let line = uci_after(&game, ply);
    let scope = ExplorerScope::Server(loaded.stored.guild);
    Ok(Some(page_of(cx, &game, &sans, line, scope, lang)?))
}

/// The explorer after `moves` (SAN or UCI, from `variant`'s start) in every server's
/// games; `None` if a move does not read or is not legal.
pub(crate) fn line_explorer(
    cx: &Ctx<'_>,
    variant: Variant,
    moves: &str,
    lang: Lang,
) -> Result<Option<ExplorerPage>> {
    let Ok((game, sans)) = explorer::line_from_start(variant, moves, lang) else {
        return Ok(None);
    };
    let line = uci_after(&game, 0);
    Ok(Some(page_of(
        cx,
        &game,
        &sans,
        line,
        ExplorerScope::Everyone,
        lang,
    )?))
}

/// `game`'s moves after its first `skip`, in UCI.
fn uci_after(game: &Game, skip: usize) -> Vec<String> {
    game.moves()
        .iter()
        .skip(skip)
        .map(rules::Move::uci)
        .collect()
}

fn page_of(
    cx: &Ctx<'_>,
    game: &Game,
    sans: &[String],
    line: Vec<String>,
    scope: ExplorerScope,
    lang: Lang,
) -> Result<ExplorerPage> {
    let pos = game.position();
    let found = explorer::played(cx, scope, pos)?;
    Ok(ExplorerPage {
        variant: pos.variant(),
        heading: explorer::heading(pos.variant(), sans, scope).plain(lang),
        none: found.is_empty().then(|| {
            Msg::new("explorer-none")
                .str("scope", explorer::scope_id(scope))
                .plain(lang)
        }),
        rows: found.into_iter().map(row).collect(),
        note: explorer::note().plain(lang),
        line,
    })
}

fn row(p: Played) -> ExplorerRow {
    ExplorerRow {
        percents: [p.white, p.draws, p.black].map(|n| format!("{n:.0}")),
        rating: p.rating.map(|r| format!("{r:.0}")),
        san: p.san,
        uci: p.uci,
        games: p.games,
    }
}
