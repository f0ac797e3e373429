//! Finished squares, kept for reuse. A board is 64 squares, and the same few hundred
//! (a white knight on a dark square, the last move's tint on a light one, …) recur in
//! every picture, so each is drawn once, with its sprites and coordinates, mapped to
//! the palette of its size and theme, and later pictures copy its palette indices.

use crate::RenderError;
use crate::Theme;
use crate::board::SquareState;
use rules::Variant;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// Everything a square's pixels depend on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct TileKey {
    pub px: u32,
    pub theme: Theme,
    /// Each variant has its own palette.
    pub variant: Variant,
    pub light: bool,
    pub state: SquareState,
    /// The file letter and rank digit drawn on it, if any.
    pub labels: (Option<char>, Option<char>),
}

/// The cache stays below this many bytes (one per pixel): about 3,400 squares at the
/// bot's 70 px, more than a day of varied games needs. When it is full it starts afresh,
/// which costs the next few pictures a little drawing and never grows memory.
const BUDGET: usize = 16 << 20;

/// Drawn squares as rows of palette indices.
#[derive(Default)]
pub(crate) struct Tiles {
    cache: Mutex<Cache>,
}

#[derive(Default)]
struct Cache {
    tiles: HashMap<TileKey, Arc<Vec<u8>>>,
    bytes: usize,
}

impl Tiles {
    /// The tile for `key`, drawing it with `draw` the first time.
    pub(crate) fn get_or_draw(
        &self,
        key: TileKey,
        draw: impl FnOnce() -> Result<Vec<u8>, RenderError>,
    ) -> Result<Arc<Vec<u8>>, RenderError> {
        if let Some(tile) = self.lock().tiles.get(&key) {
            return Ok(Arc::clone(tile));
        }
        // Drawn outside the lock: other pictures keep copying meanwhile. Two threads
        // may draw the same new square once each; both results are identical.
        let tile = Arc::new(draw()?);
        let mut cache = self.lock();
        if cache.bytes + tile.len() > BUDGET {
            cache.tiles.clear();
            cache.bytes = 0;
        }
        cache.bytes += tile.len();
        cache.tiles.insert(key, Arc::clone(&tile));
        Ok(tile)
    }

    /// How many squares are kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.lock().tiles.len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Cache> {
        // The cache holds only finished tiles, so a panic elsewhere cannot leave it torn.
        self.cache.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
