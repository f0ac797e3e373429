//! The starter set, put into the database at start-up so a server has puzzles on its
//! first day. Puzzles already played keep their ratings.

use data::{NewPuzzle, Store, Timestamp};
use puzzles::Puzzle;
use std::sync::LazyLock;

/// The source every starter puzzle names.
pub(crate) const STARTER: &str = "starter";

/// A mined or shipped puzzle as the store keeps it.
pub(crate) fn new_puzzle(p: &Puzzle, source: String) -> NewPuzzle {
    NewPuzzle {
        id: p.id.clone(),
        variant: p.variant,
        fen: p.fen.clone(),
        moves: p.moves.clone(),
        themes: p.themes.iter().map(ToString::to_string).collect(),
        rating: f64::from(p.rating),
        deviation: f64::from(p.rating_deviation),
        source,
        guild: None,
        game: None,
    }
}

/// The starter set as the store keeps it, read once per process.
static SET: LazyLock<Result<Vec<NewPuzzle>, String>> = LazyLock::new(|| {
    puzzles::starter::puzzles()
        .map(|set| {
            set.iter()
                .map(|p| new_puzzle(p, STARTER.to_owned()))
                .collect()
        })
        .map_err(|e| e.to_string())
});

/// Adds the starter set's puzzles the store lacks (nothing, at once, when it holds as
/// many as the set has); returns how many were new.
pub(crate) fn load(
    store: &Store,
    now: Timestamp,
) -> Result<u64, crate::core::refusal::ServiceError> {
    let rows = SET.as_ref().map_err(|e| {
        crate::core::refusal::ServiceError::Store(data::Error::Invalid(format!(
            "the starter puzzles: {e}"
        )))
    })?;
    let added = if store.puzzles_from(STARTER)? == rows.len() as u64 {
        0
    } else {
        store.add_puzzles(rows, now)?
    };
    // A set shipped with themes worked out anew (a motif learnt) or graded anew
    // reaches servers that stored it before; a puzzle already played keeps its rating.
    let refreshed = store.refresh_shipped_puzzles(STARTER, rows)?;
    if refreshed > 0 {
        tracing::info!(
            refreshed,
            "starter puzzles given their new themes or ratings"
        );
    }
    Ok(added)
}
