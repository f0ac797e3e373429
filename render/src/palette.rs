//! A fixed 255-colour palette for GIF replays, and fast nearest-colour lookups.
//!
//! Every colour in a replay comes from a small known set: the flat board and
//! frame colours (kept exactly, so flat areas never shift or dither) plus the
//! anti-aliased edges of the sprites and text. The palette is learnt once per
//! square size from a sheet of every sprite on every square colour.

use crate::PlayerBar;
use crate::RenderError;
use crate::board::{self, Layout};
use crate::canvas::Canvas;
use crate::fonts::Fonts;
use crate::sprites::{ART_COUNT, Art, SpriteSet};
use crate::style::{self, Rgb};
use rules::Color;

/// The palette index left transparent: "unchanged since the previous frame".
pub(crate) const TRANSPARENT: u8 = 255;

/// The replay palette: 255 colours and a transparent slot.
pub(crate) struct Palette {
    colors: Vec<Rgb>,
}

impl Palette {
    /// Learns the palette for the sprites of one size.
    pub(crate) fn build(sprites: &SpriteSet, fonts: &Fonts) -> Result<Palette, RenderError> {
        let mut exact = Vec::new();
        for base in [style::LIGHT, style::DARK] {
            for tinted in [
                base,
                style::blend(base, style::TINT_WHITE, style::TINT_WHITE_ALPHA),
                style::blend(base, style::TINT_BLACK, style::TINT_BLACK_ALPHA),
            ] {
                exact.push(tinted);
                exact.push(style::blend(
                    tinted,
                    style::LAST_MOVE,
                    style::LAST_MOVE_ALPHA,
                ));
            }
        }
        exact.extend([
            style::FRAME,
            style::BAR_ACTIVE,
            style::ACCENT,
            style::TEXT,
            style::TEXT_MUTED,
            style::TEXT_ON_ACCENT,
            [0, 0, 0],
            [255, 255, 255],
        ]);

        // A training sheet: every sprite on every square colour it can stand on, and two bars.
        let s = sprites.px();
        let backgrounds = [style::LIGHT, style::DARK, exact[1], exact[7]];
        let layout = Layout::new(s, Color::White, true);
        let width = s * ART_COUNT as u32;
        let height = s * backgrounds.len() as u32 + 2 * layout.bar;
        let mut sheet = Canvas::new(width.max(layout.width), height, style::FRAME)?;
        for (row, &bg) in backgrounds.iter().enumerate() {
            for i in 0..ART_COUNT {
                let art = Art::at(i);
                let (x, y) = ((i as u32 * s) as i32, (row as u32 * s) as i32);
                sheet.fill_rect(x, y, s, s, bg);
                sheet.sprite(sprites.get(art), x, y);
            }
        }
        let bar_y = s * backgrounds.len() as u32;
        let sample = PlayerBar::new("Sanctum Abcdefghijklmnopqrstuvwxyz").with_clock("0123456789");
        board::draw_bar(
            &mut sheet,
            &layout,
            fonts,
            Color::White,
            &sample,
            true,
            bar_y,
        );
        board::draw_bar(
            &mut sheet,
            &layout,
            fonts,
            Color::Black,
            &sample,
            false,
            bar_y + layout.bar,
        );

        let learnt = color_quant::NeuQuant::new(10, 255 - exact.len(), sheet.pixmap.data());
        let mut colors = exact;
        colors.extend(
            learnt
                .color_map_rgb()
                .chunks_exact(3)
                .map(|c| [c[0], c[1], c[2]]),
        );
        colors.truncate(255);
        Ok(Palette { colors })
    }

    /// The palette as the GIF encoder wants it: 256 RGB triples.
    pub(crate) fn rgb_table(&self) -> Vec<u8> {
        let mut table = Vec::with_capacity(256 * 3);
        for c in &self.colors {
            table.extend_from_slice(c);
        }
        table.resize(256 * 3, 0);
        table
    }

    /// A lookup with a small cache in front of the nearest-colour search.
    pub(crate) fn mapper(&self) -> Mapper<'_> {
        Mapper {
            colors: &self.colors,
            keys: vec![u32::MAX; CACHE],
            values: vec![0; CACHE],
        }
    }
}

const CACHE_BITS: u32 = 14;
const CACHE: usize = 1 << CACHE_BITS;

/// Maps colours to palette indices, remembering recent answers.
pub(crate) struct Mapper<'a> {
    colors: &'a [Rgb],
    keys: Vec<u32>,
    values: Vec<u8>,
}

impl Mapper<'_> {
    /// The index of the palette colour nearest to `rgb`.
    #[inline]
    pub(crate) fn index(&mut self, rgb: Rgb) -> u8 {
        let key = u32::from(rgb[0]) << 16 | u32::from(rgb[1]) << 8 | u32::from(rgb[2]);
        let slot = (key.wrapping_mul(0x9E37_79B1) >> (32 - CACHE_BITS)) as usize;
        if self.keys[slot] == key {
            return self.values[slot];
        }
        let value = nearest(self.colors, rgb);
        self.keys[slot] = key;
        self.values[slot] = value;
        value
    }
}

/// Nearest by a weighted RGB distance (green counts most, as the eye does).
fn nearest(colors: &[Rgb], rgb: Rgb) -> u8 {
    let mut best = (u32::MAX, 0);
    for (i, c) in colors.iter().enumerate() {
        let d = |a: u8, b: u8| {
            let x = i32::from(a) - i32::from(b);
            (x * x) as u32
        };
        let dist = 2 * d(c[0], rgb[0]) + 4 * d(c[1], rgb[1]) + 3 * d(c[2], rgb[2]);
        if dist < best.0 {
            best = (dist, i);
            if dist == 0 {
                break;
            }
        }
    }
    best.1 as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_finds_exact_colours() {
        let colors = [[0, 0, 0], [10, 20, 30], [255, 255, 255]];
        assert_eq!(nearest(&colors, [10, 20, 30]), 1);
        assert_eq!(nearest(&colors, [240, 250, 250]), 2);
    }
}
