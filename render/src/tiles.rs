//! Finished pieces of board pictures, kept for reuse. A board is 64 squares, and the
//! same few hundred (a white knight on a dark square, the last move's tint on a light
//! one, …) recur in every picture; a game's two name bars recur in each of its next
//! pictures until a clock's words change. Each is drawn once, mapped to the palette of
//! its size, theme and variant, and later pictures copy its palette indices. A board's
//! rows between its bars are kept compressed, for the next picture of the same position.

use crate::RenderError;
use crate::Theme;
use crate::board::SquareState;
use rules::{Color, Variant};
use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
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

/// Everything a name bar's pixels depend on: its base's, and the name.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct BarKey {
    pub base: BarBaseKey,
    pub name: String,
}

/// Everything a name bar's base (all but the name) depends on: its palette (square
/// size, theme, variant), its size, its side, its turn and its clock. A new game's bars
/// share it with every other game's whose clocks say the same, and only the name is
/// drawn and mapped anew.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct BarBaseKey {
    pub px: u32,
    pub theme: Theme,
    pub variant: Variant,
    pub width: u32,
    pub color: Color,
    /// Whether it is this side's turn (the bar is lit).
    pub active: bool,
    pub clock: Option<String>,
}

/// Everything the rows of a board between its name bars depend on: the frame and the
/// 64 squares, as the tiles draw them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct BoardKey {
    pub px: u32,
    pub theme: Theme,
    pub variant: Variant,
    /// The side at the bottom.
    pub orientation: Color,
    /// Whether the squares carry their file letters and rank digits.
    pub coordinates: bool,
    pub states: [SquareState; 64],
}

/// Compressed boards stay below this many bytes: about 400 boards of 70 px squares,
/// among them each variant's starting position, which every new game shows first.
pub(crate) const BOARD_BUDGET: usize = 16 << 20;

/// Squares stay below this many bytes (one per pixel): about 3,400 squares at the
/// bot's 70 px, more than a day of varied games needs.
pub(crate) const TILE_BUDGET: usize = 16 << 20;

/// Bars stay below this many bytes: about 1,000 bars of a 70 px board, the two sides
/// of the 250 games that moved last, so a burst of games each redraw no bar they had.
pub(crate) const BAR_BUDGET: usize = 24 << 20;

/// Bar bases stay below this many bytes: a few hundred, more than the clock labels a
/// day's games show (each base is one bar).
pub(crate) const BAR_BASE_BUDGET: usize = 4 << 20;

/// Drawn pieces as rows of palette indices. When full, the oldest go first, which
/// costs a later picture a little drawing and never grows memory.
pub(crate) struct Kept<K> {
    budget: usize,
    cache: Mutex<Cache<K>>,
}

struct Cache<K> {
    drawn: HashMap<K, Arc<Vec<u8>>>,
    /// Keys in the order they were kept, oldest first.
    order: VecDeque<K>,
    bytes: usize,
}

impl<K: Clone + Eq + Hash> Kept<K> {
    /// An empty cache that keeps at most `budget` bytes.
    pub(crate) fn new(budget: usize) -> Kept<K> {
        Kept {
            budget,
            cache: Mutex::new(Cache {
                drawn: HashMap::new(),
                order: VecDeque::new(),
                bytes: 0,
            }),
        }
    }

    /// The piece kept for `key`, if any.
    pub(crate) fn get(&self, key: &K) -> Option<Arc<Vec<u8>>> {
        self.lock().drawn.get(key).map(Arc::clone)
    }

    /// The piece for `key`, drawing it with `draw` the first time.
    pub(crate) fn get_or_draw(
        &self,
        key: K,
        draw: impl FnOnce() -> Result<Vec<u8>, RenderError>,
    ) -> Result<Arc<Vec<u8>>, RenderError> {
        if let Some(piece) = self.lock().drawn.get(&key) {
            return Ok(Arc::clone(piece));
        }
        // Drawn outside the lock: other pictures keep copying meanwhile. Two threads
        // may draw the same new piece once each; both results are identical.
        let piece = Arc::new(draw()?);
        let mut cache = self.lock();
        if cache.drawn.contains_key(&key) {
            return Ok(piece);
        }
        while cache.bytes + piece.len() > self.budget {
            let Some(oldest) = cache.order.pop_front() else {
                break;
            };
            if let Some(gone) = cache.drawn.remove(&oldest) {
                cache.bytes -= gone.len();
            }
        }
        cache.bytes += piece.len();
        cache.order.push_back(key.clone());
        cache.drawn.insert(key, Arc::clone(&piece));
        Ok(piece)
    }

    /// How many pieces are kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.lock().drawn.len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Cache<K>> {
        // The cache holds only finished pieces, so a panic elsewhere cannot leave it torn.
        self.cache.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oldest_pieces_go_first_and_the_budget_holds() {
        let kept: Kept<u32> = Kept::new(30);
        for k in 0..5 {
            kept.get_or_draw(k, || Ok(vec![0; 10])).unwrap();
        }
        assert_eq!(kept.len(), 3);
        // 2, 3 and 4 are kept: asking for them draws nothing.
        for k in 2..5 {
            kept.get_or_draw(k, || panic!("{k} was kept")).unwrap();
        }
        let mut drawn = false;
        kept.get_or_draw(0, || {
            drawn = true;
            Ok(vec![1; 10])
        })
        .unwrap();
        assert!(drawn, "0 was the oldest, so it went");
        // A piece larger than the whole budget is still drawn, and kept alone.
        kept.get_or_draw(9, || Ok(vec![0; 40])).unwrap();
        assert_eq!(kept.len(), 1);
    }
}
