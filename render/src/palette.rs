//! A fixed 255-colour palette per square size and theme, for GIF replays and board
//! PNGs, and fast nearest-colour lookups.
//!
//! Every colour in a picture comes from a small known set: the flat board and
//! frame colours (kept exactly, so flat areas never shift or dither) plus the
//! anti-aliased edges of the sprites and text. The palette is learnt once per
//! square size and theme from a sheet of every sprite on every square colour.

use crate::RenderError;
use crate::board::{self, Layout};
use crate::canvas::Canvas;
use crate::fonts::Fonts;
use crate::sprites::{ART_COUNT, Art, SpriteSet};
use crate::style::{self, Rgb};
use crate::{Arrow, Banner, MarkColor, PlayerBar, Tone};
use rules::{Color, Role, Variant};
use std::sync::{Mutex, PoisonError};

/// The palette index left transparent: "unchanged since the previous frame".
pub(crate) const TRANSPARENT: u8 = 255;

/// A picture's palette: 255 colours and a transparent slot.
pub(crate) struct Palette {
    colors: Vec<Rgb>,
    /// Lookup caches of earlier pictures, warm, for the next ones: a fresh cache
    /// pays a full search for every anti-aliased shade of the name bars' text.
    spare: Mutex<Vec<Cache>>,
}

impl Palette {
    /// Learns the palette for the sprites of one size on the squares of `theme`, for
    /// the pieces and marks of `variant` (each variant's own glows get colours enough
    /// to stay smooth). With `marks`, it also holds the banners' tones and the
    /// solution arrows: a replay that shows them needs their colours, and a plain
    /// picture keeps every colour for its pieces.
    pub(crate) fn build(
        sprites: &SpriteSet,
        fonts: &Fonts,
        theme: crate::Theme,
        variant: Variant,
        marks: bool,
    ) -> Result<Palette, RenderError> {
        let exact = exact_colors(theme, variant, marks);
        let sheet = training_sheet(sprites, fonts, theme, variant, &exact, marks)?;
        // Learnt only from the pixels the exact colours do not already cover: the
        // edges, where a palette too coarse would show.
        let edges: Vec<u8> = sheet
            .pixmap
            .data()
            .chunks_exact(4)
            .filter(|p| !exact.contains(&[p[0], p[1], p[2]]))
            .flatten()
            .copied()
            .collect();
        let learnt = color_quant::NeuQuant::new(1, 255 - exact.len(), &edges);
        let mut colors = exact;
        colors.extend(
            learnt
                .color_map_rgb()
                .chunks_exact(3)
                .map(|c| [c[0], c[1], c[2]]),
        );
        colors.truncate(255);
        Ok(Palette {
            colors,
            spare: Mutex::default(),
        })
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

    /// A lookup with a cache in front of the nearest-colour search, warm from an
    /// earlier picture where one has finished.
    pub(crate) fn mapper(&self) -> Mapper<'_> {
        let cache = self
            .spare
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop()
            .unwrap_or_else(|| Cache {
                keys: vec![u32::MAX; CACHE].into_boxed_slice(),
                values: vec![0; CACHE].into_boxed_slice(),
            });
        Mapper {
            palette: self,
            cache: Some(cache),
        }
    }
}

const CACHE_BITS: u32 = 14;
const CACHE: usize = 1 << CACHE_BITS;
/// Warm caches kept per palette: more than the threads that draw at once.
const SPARE: usize = 8;

/// Recent colours and their indices, by a hash of the colour.
struct Cache {
    keys: Box<[u32]>,
    values: Box<[u8]>,
}

/// Maps colours to palette indices, remembering earlier answers.
pub(crate) struct Mapper<'a> {
    palette: &'a Palette,
    /// Always `Some` until dropped, when it goes back to the palette.
    cache: Option<Cache>,
}

impl Mapper<'_> {
    /// The index of the palette colour nearest to `rgb`.
    #[inline]
    pub(crate) fn index(&mut self, rgb: Rgb) -> u8 {
        let key = u32::from(rgb[0]) << 16 | u32::from(rgb[1]) << 8 | u32::from(rgb[2]);
        let slot = (key.wrapping_mul(0x9E37_79B1) >> (32 - CACHE_BITS)) as usize;
        let colors = &self.palette.colors;
        let Some(cache) = self.cache.as_mut() else {
            return nearest(colors, rgb);
        };
        if cache.keys[slot] == key {
            return cache.values[slot];
        }
        let value = nearest(colors, rgb);
        cache.keys[slot] = key;
        cache.values[slot] = value;
        value
    }
}

impl Drop for Mapper<'_> {
    fn drop(&mut self) {
        if let Some(cache) = self.cache.take() {
            let mut spare = self
                .palette
                .spare
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if spare.len() < SPARE {
                spare.push(cache);
            }
        }
    }
}

/// The flat colours, kept exactly: first the square colours the variant can show
/// (light, then dark; each plain and under the last-move tint, and in Sanctuary also
/// with each target-rank tint), then the frame, bars and text; with `marks`, the
/// banners' tones and the solution arrows over plain and last-move squares.
fn exact_colors(theme: crate::Theme, variant: Variant, marks: bool) -> Vec<Rgb> {
    let squares = style::squares(theme);
    let mut exact = Vec::new();
    for base in [squares.light, squares.dark] {
        let tints = if variant == Variant::Sanctuary {
            vec![
                base,
                style::blend(base, style::TINT_WHITE, style::TINT_WHITE_ALPHA),
                style::blend(base, style::TINT_BLACK, style::TINT_BLACK_ALPHA),
            ]
        } else {
            vec![base]
        };
        for tinted in tints {
            exact.push(tinted);
            exact.push(style::blend(
                tinted,
                squares.last_move,
                squares.last_move_alpha,
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
    if marks {
        exact.push(style::banner(Tone::Success).0);
        exact.push(style::banner(Tone::Failure).0);
        let plain = [squares.light, squares.dark].into_iter();
        for base in plain.flat_map(|b| {
            [
                b,
                style::blend(b, squares.last_move, squares.last_move_alpha),
            ]
        }) {
            for color in [MarkColor::Green, MarkColor::Red] {
                exact.push(style::blend(
                    base,
                    style::mark_rgb(color),
                    style::ARROW_ALPHA,
                ));
            }
        }
    }
    exact
}

/// What the palette learns from: every sprite of the variant on every square colour
/// it can stand on, coordinate labels, and two name bars; with `marks`, a banner in
/// each tone and the solution arrows over the sprites.
fn training_sheet(
    sprites: &SpriteSet,
    fonts: &Fonts,
    theme: crate::Theme,
    variant: Variant,
    exact: &[Rgb],
    marks: bool,
) -> Result<Canvas, RenderError> {
    let squares = style::squares(theme);
    let s = sprites.px();
    let squares_in_use = if variant == Variant::Sanctuary { 12 } else { 4 };
    let backgrounds = &exact[..squares_in_use];
    let arts: Vec<Art> = (0..ART_COUNT)
        .map(Art::at)
        .filter(|&art| drawn_in(art, variant))
        .collect();
    let layout = Layout::new(s, Color::White, true);
    let width = s * arts.len() as u32;
    // Under the sprites, a strip of coordinate labels on each square colour.
    let label_px = (s as f32 * 0.21).max(10.0);
    let strip = label_px.ceil() as u32 + 4;
    let labelled = [
        (squares.light, squares.coord_on_light),
        (squares.dark, squares.coord_on_dark),
        (exact[1], squares.coord_on_light),
        (exact[squares_in_use / 2 + 1], squares.coord_on_dark),
    ];
    let banner = layout.with_banner();
    let arrow_rows = [
        (squares.light, MarkColor::Green),
        (squares.dark, MarkColor::Green),
        (squares.light, MarkColor::Red),
        (squares.dark, MarkColor::Red),
    ];
    let marked = if marks {
        banner.banner * Tone::ALL.len() as u32 + s * arrow_rows.len() as u32
    } else {
        0
    };
    let height =
        s * backgrounds.len() as u32 + strip * labelled.len() as u32 + 2 * layout.bar + marked;
    let mut sheet = Canvas::new(width.max(layout.width), height, style::FRAME)?;
    for (row, &bg) in backgrounds.iter().enumerate() {
        for (i, &art) in arts.iter().enumerate() {
            let (x, y) = ((i as u32 * s) as i32, (row as u32 * s) as i32);
            sheet.fill_rect(x, y, s, s, bg);
            sheet.sprite(sprites.get(art), x, y);
        }
    }
    let strips_y = s * backgrounds.len() as u32;
    for (row, &(bg, ink)) in labelled.iter().enumerate() {
        let y = strips_y + row as u32 * strip;
        sheet.fill_rect(0, y as i32, width, strip, bg);
        let ink = style::blend(ink, bg, 20);
        let text = "abcdefgh 12345678 ".repeat(4);
        sheet.text(
            &fonts.bold,
            label_px,
            2.0,
            (y + strip - 3) as f32,
            &text,
            ink,
        );
    }
    let bar_y = strips_y + strip * labelled.len() as u32;
    let sample = PlayerBar::new("Sanctum Abcdefghijklmnopqrstuvwxyz").with_clock("0123456789");
    for (color, active, y) in [
        (Color::White, true, bar_y),
        (Color::Black, false, bar_y + layout.bar),
    ] {
        board::draw_bar(&mut sheet, &layout, fonts, color, &sample, active, y);
    }
    if marks {
        let banners_y = bar_y + 2 * layout.bar;
        for (i, tone) in Tone::ALL.into_iter().enumerate() {
            let sample =
                Banner::new("Sanctum: Abcdefghijklmnopqrstuvwxyz 0123456789").with_tone(tone);
            let y = banners_y + i as u32 * banner.banner;
            board::draw_banner(&mut sheet, &banner, fonts, &sample, y);
        }
        let arrows_y = banners_y + banner.banner * Tone::ALL.len() as u32;
        for (row, &(bg, color)) in arrow_rows.iter().enumerate() {
            let y = arrows_y + row as u32 * s;
            for (i, &art) in arts.iter().enumerate() {
                let x = (i as u32 * s) as i32;
                sheet.fill_rect(x, y as i32, s, s, bg);
                sheet.sprite(sprites.get(art), x, y as i32);
            }
            // Rank 8 of a board whose top-left corner is the row's: arrows along it.
            let mut strip = Layout::new(s, Color::White, false);
            strip.board_x = 0;
            strip.board_y = y;
            let (Some(a8), Some(h8)) = (
                rules::Square::from_coords(0, 7),
                rules::Square::from_coords(7, 7),
            ) else {
                continue;
            };
            board::draw_arrow(
                &mut sheet,
                &strip,
                Arrow {
                    from: a8,
                    to: h8,
                    color,
                },
            );
        }
    }
    Ok(sheet)
}

/// Whether pictures of `variant` can show `art`.
fn drawn_in(art: Art, variant: Variant) -> bool {
    match art {
        Art::Piece(p) => {
            let sanctuary_only = matches!(p.role, Role::Archbishop | Role::Guard);
            let orthodox_only = matches!(p.role, Role::Queen | Role::King);
            if variant == Variant::Sanctuary {
                !orthodox_only
            } else {
                !sanctuary_only
            }
        }
        Art::Refugee(_) | Art::Safe => variant == Variant::Sanctuary,
        Art::Scepter | Art::Threat => variant == Variant::Scepter,
        Art::Check => variant != Variant::Sanctuary,
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
