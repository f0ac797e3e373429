//! Puzzles as web pages read them: a game's puzzle themes, each with its easiest
//! puzzles, and one puzzle as `puzzle` shows it (its goal, the move that set it up,
//! its picture's alt text) with its solution, which the page keeps folded.
//!
//! Only everyone's puzzles: a server's own, mined from its games, stay its own. A
//! puzzle's id is what Discord shows (`Puzzle CWtBTYHu`), so it is its address too.

use crate::core::catalogue::PUZZLE_THEMES;
use crate::core::context::Ctx;
use crate::core::i18n::Lang;
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::text::{CommandRef, Msg, Text};
use crate::learn::puzzle::show::{self, Live, exercise_alt, exercise_options};
use data::StoredPuzzle;
use rules::Variant;

/// The puzzles a theme shows at most.
pub const SHELF_SIZE: u32 = 5;

/// A game's puzzles page: its themes, each with a few puzzles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleShelf {
    /// The game.
    pub variant: Variant,
    /// The themes that have puzzles, in the order `/puzzle` offers them.
    pub themes: Vec<ThemeRow>,
    /// The command that hands out a puzzle of this game on Discord.
    pub play: Text,
}

/// A theme and its easiest puzzles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThemeRow {
    /// The theme as `/puzzle`'s menu words it.
    pub label: String,
    /// Up to [`SHELF_SIZE`] puzzles, easiest first.
    pub puzzles: Vec<PuzzleLink>,
}

/// A puzzle as a list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleLink {
    /// Its id, as Discord shows it (its address).
    pub id: String,
    /// `White to play: win by sanctuary in 2`.
    pub goal: String,
    /// Its rating, rounded.
    pub rating: u32,
}

/// One puzzle's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzlePage {
    /// Its id, as Discord shows it.
    pub id: String,
    /// The game.
    pub variant: Variant,
    /// Who is to play and the goal, as the bot words it.
    pub goal: String,
    /// The move that set the puzzle up, in SAN.
    pub last_move: Option<String>,
    /// Its themes as `/puzzle`'s menu words them.
    pub themes: Vec<String>,
    /// Its rating, rounded.
    pub rating: u32,
    /// Where it comes from, in words.
    pub source: String,
    /// The picture's alt text, as the bot writes it.
    pub alt: String,
    /// The solution in SAN, the defence's moves between the solver's.
    pub solution: Vec<String>,
    /// The command that hands out puzzles of this game on Discord.
    pub play: Text,
}

/// `variant`'s puzzles page.
pub(crate) fn shelf(cx: &Ctx<'_>, variant: Variant, lang: Lang) -> Result<PuzzleShelf> {
    let mut themes: Vec<ThemeRow> = Vec::new();
    for theme in PUZZLE_THEMES {
        let found = cx
            .store
            .everyones_puzzles(variant, Some(&theme.to_string()), SHELF_SIZE)?;
        let puzzles: Vec<PuzzleLink> = found.iter().filter_map(|p| link(p, lang)).collect();
        if !puzzles.is_empty() {
            themes.push(ThemeRow {
                label: theme_words(theme, lang),
                puzzles,
            });
        }
    }
    Ok(PuzzleShelf {
        variant,
        themes,
        play: play(variant),
    })
}

/// A theme in `lang` as `/puzzle`'s menu words it (the menu's own message), so the
/// page and the menu never differ; a mate in some moves is the menu's mate.
fn theme_words(theme: puzzles::Theme, lang: Lang) -> String {
    let shown = match theme {
        puzzles::Theme::MateIn(_) => puzzles::Theme::Mate,
        puzzles::Theme::VeryLong => puzzles::Theme::Long,
        other => other,
    };
    let id = format!("choice-puzzle-theme-{}", shown.to_string().to_lowercase());
    Msg::new(id).plain(lang)
}

/// Where a puzzle comes from in `lang`: Sanctum's own, or the words its miner stored.
fn source_words(stored: &StoredPuzzle, lang: Lang) -> String {
    if stored.source == "starter" {
        Msg::new("page-data-puzzle-source-starter").plain(lang)
    } else {
        stored.source.clone()
    }
}

fn link(stored: &StoredPuzzle, lang: Lang) -> Option<PuzzleLink> {
    Some(PuzzleLink {
        id: stored.id.clone(),
        goal: Live::new(stored, 0)?.goal().plain(lang),
        rating: rounded(stored.rating.rating),
    })
}

fn rounded(rating: f64) -> u32 {
    rating.round().max(0.0) as u32
}

fn play(variant: Variant) -> Text {
    Text::new().command(CommandRef::new(CommandName::Puzzle).arg("variant", variant.id()))
}

/// Whether `id` could be a puzzle's id at all: short letters, digits, `-` and `_`.
fn plausible(id: &str) -> bool {
    (1..=32).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Everyone's puzzle `id` of `variant`, read back, or `None`.
fn public(cx: &Ctx<'_>, variant: Variant, id: &str) -> Result<Option<(StoredPuzzle, Live)>> {
    if !plausible(id) {
        return Ok(None);
    }
    let Some(stored) = cx.store.puzzle(id)? else {
        return Ok(None);
    };
    if stored.guild.is_some() || stored.variant != variant {
        return Ok(None);
    }
    Ok(Live::new(&stored, 0).map(|live| (stored, live)))
}

/// Puzzle `id` of `variant`'s page; `None` unless it is everyone's puzzle of that game.
pub(crate) fn puzzle_page(
    cx: &Ctx<'_>,
    variant: Variant,
    id: &str,
    lang: Lang,
) -> Result<Option<PuzzlePage>> {
    let Some((stored, live)) = public(cx, variant, id)? else {
        return Ok(None);
    };
    let goal = live.goal().plain(lang);
    let last_move = live.game.last_move().copied().map(|m| {
        let mut before = live.game.clone();
        before.undo();
        before.position().san(&m)
    });
    let mut themes: Vec<String> = Vec::new();
    for t in &live.themes {
        let label = theme_words(*t, lang);
        if !themes.contains(&label) {
            themes.push(label);
        }
    }
    Ok(Some(PuzzlePage {
        id: stored.id.clone(),
        variant,
        alt: exercise_alt(live.game.position(), &goal, lang),
        last_move,
        themes,
        rating: rounded(stored.rating.rating),
        source: source_words(&stored, lang),
        solution: live.solution_san(),
        goal,
        play: play(variant),
    }))
}

/// Puzzle `id`'s picture as `puzzle` draws it: the solver's side at the bottom, the
/// setting-up move marked, the goal over the board.
pub(crate) fn puzzle_png(
    cx: &Ctx<'_>,
    variant: Variant,
    id: &str,
    lang: Lang,
) -> Result<Option<Vec<u8>>> {
    let Some((_, live)) = public(cx, variant, id)? else {
        return Ok(None);
    };
    let Some(renderer) = cx.renderer.as_ref() else {
        return Ok(None);
    };
    let marks = show::Marks {
        last: live.game.last_move().copied(),
        ..show::Marks::default()
    };
    let opts = exercise_options(live.solver, marks, &live.goal().plain(lang));
    Ok(renderer
        .render_png(live.game.position(), &opts)
        .map_err(|e| tracing::warn!(error = %e, puzzle = id, "puzzle picture failed"))
        .ok())
}

#[cfg(test)]
mod tests {
    use crate::{Lang, ManualClock, Service};
    use rules::Variant;
    use std::sync::Arc;

    fn service(dir: &tempfile::TempDir) -> Service {
        let clock = Arc::new(ManualClock::new(1_790_000_000));
        Service::open(dir.path().join("sanctum.db"), clock).expect("a service")
    }

    #[test]
    fn the_starter_puzzles_are_shelved_by_theme_and_each_has_its_page() {
        let dir = tempfile::tempdir().expect("a dir");
        let svc = service(&dir);
        let shelf = svc
            .puzzle_shelf(Variant::Sanctuary, Lang::En)
            .expect("a shelf");
        assert!(
            shelf
                .themes
                .iter()
                .any(|t| t.label.starts_with("sanctuary"))
        );
        for row in &shelf.themes {
            assert!((1..=super::SHELF_SIZE as usize).contains(&row.puzzles.len()));
            let ratings: Vec<u32> = row.puzzles.iter().map(|p| p.rating).collect();
            assert!(ratings.is_sorted(), "easiest first: {ratings:?}");
        }
        let first = &shelf.themes[0].puzzles[0];
        let page = svc
            .puzzle_page(Variant::Sanctuary, &first.id, Lang::En)
            .expect("a page");
        assert_eq!(
            (page.goal.as_str(), page.rating),
            (first.goal.as_str(), first.rating)
        );
        assert!(page.alt.starts_with(&format!("{}. ", page.goal)));
        assert!(!page.solution.is_empty() && page.last_move.is_some());
        assert_eq!(page.source, "Sanctum's own games");
        assert!(
            svc.puzzle_page(Variant::Chess, &first.id, Lang::En)
                .is_none(),
            "another game's"
        );
    }

    #[test]
    fn a_servers_own_puzzle_and_odd_ids_have_no_page() {
        let dir = tempfile::tempdir().expect("a dir");
        let svc = service(&dir);
        let own = data::NewPuzzle {
            id: "ours1".to_owned(),
            variant: Variant::Chess,
            fen: "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1".to_owned(),
            moves: vec!["h7h6".to_owned(), "a1a8".to_owned()],
            themes: vec!["mate".to_owned(), "oneMove".to_owned()],
            rating: 100.0,
            deviation: 500.0,
            source: "from alice vs bob, move 23".to_owned(),
            guild: Some(data::GuildId(5)),
            game: Some(data::GameId(1)),
        };
        svc.stores
            .with(|s| s.add_puzzles(&[own], 0))
            .expect("a store")
            .expect("added");
        assert!(svc.puzzle_page(Variant::Chess, "ours1", Lang::En).is_none());
        let shelf = svc.puzzle_shelf(Variant::Chess, Lang::En).expect("a shelf");
        assert!(
            shelf
                .themes
                .iter()
                .flat_map(|t| &t.puzzles)
                .all(|p| p.id != "ours1")
        );
        for odd in ["", "nope", "a b", "<script>", &"x".repeat(40)] {
            assert!(
                svc.puzzle_page(Variant::Chess, odd, Lang::En).is_none(),
                "{odd}"
            );
        }
    }
}
