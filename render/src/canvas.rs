//! An opaque RGBA canvas with the few primitives the board needs.
//!
//! Rectangles and text are written directly; sprites and vector shapes go through
//! tiny-skia. Everything drawn is opaque at the end, so the premultiplied pixels
//! equal the straight ones and the PNG can be written as plain RGB.

// Geometry reads best with its conventional names: x, y, w, h, r.
#![allow(clippy::many_single_char_names)]

use crate::RenderError;
use crate::fonts::Typeface;
use crate::shape;
use crate::style::Rgb;
use ab_glyph::{Font, FontRef, Glyph, GlyphId, PxScale, ScaleFont, point};
use resvg::tiny_skia::{
    self, FillRule, Paint, PathBuilder, Pixmap, PixmapPaint, PremultipliedColorU8, Stroke,
    Transform,
};

/// The picture being drawn.
pub(crate) struct Canvas {
    pub(crate) pixmap: Pixmap,
}

impl Canvas {
    /// A canvas filled with `fill`.
    pub(crate) fn new(width: u32, height: u32, fill: Rgb) -> Result<Canvas, RenderError> {
        let mut pixmap = Pixmap::new(width, height).ok_or(RenderError::Canvas { width, height })?;
        pixmap.fill(tiny_skia::Color::from_rgba8(fill[0], fill[1], fill[2], 255));
        Ok(Canvas { pixmap })
    }

    /// Width in pixels.
    pub(crate) fn width(&self) -> u32 {
        self.pixmap.width()
    }

    /// Height in pixels.
    pub(crate) fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// Fills a rectangle (clipped to the canvas) with an opaque colour.
    pub(crate) fn fill_rect(&mut self, x: i32, y: i32, w: u32, h: u32, rgb: Rgb) {
        let c = opaque(rgb);
        self.for_rect(x, y, w, h, |p| *p = c);
    }

    fn for_rect(
        &mut self,
        x: i32,
        y: i32,
        w: u32,
        h: u32,
        mut f: impl FnMut(&mut PremultipliedColorU8),
    ) {
        let (cw, ch) = (self.width() as i32, self.height() as i32);
        let (x0, y0) = (x.max(0), y.max(0));
        let (x1, y1) = ((x + w as i32).min(cw), (y + h as i32).min(ch));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let pixels = self.pixmap.pixels_mut();
        for row in y0..y1 {
            let start = (row * cw + x0) as usize;
            let end = (row * cw + x1) as usize;
            pixels[start..end].iter_mut().for_each(&mut f);
        }
    }

    /// Draws a premultiplied sprite with its top-left corner at (x, y): source-over
    /// on an opaque canvas, skipping the transparent pixels that make up most of a sprite.
    pub(crate) fn sprite(&mut self, sprite: &Pixmap, x: i32, y: i32) {
        let (cw, ch) = (self.width() as i32, self.height() as i32);
        let (sw, sh) = (sprite.width() as i32, sprite.height() as i32);
        let src = sprite.pixels();
        let dst = self.pixmap.pixels_mut();
        for sy in 0..sh {
            let dy = y + sy;
            if dy < 0 || dy >= ch {
                continue;
            }
            for sx in 0..sw {
                let dx = x + sx;
                if dx < 0 || dx >= cw {
                    continue;
                }
                let s = src[(sy * sw + sx) as usize];
                let a = s.alpha();
                if a == 0 {
                    continue;
                }
                let d = &mut dst[(dy * cw + dx) as usize];
                if a == 255 {
                    *d = s;
                    continue;
                }
                let inv = u32::from(255 - a);
                let over = |sc: u8, dc: u8| {
                    (u32::from(sc) + (u32::from(dc) * inv + 127) / 255).min(255) as u8
                };
                *d = opaque([
                    over(s.red(), d.red()),
                    over(s.green(), d.green()),
                    over(s.blue(), d.blue()),
                ]);
            }
        }
    }

    /// Draws a sprite scaled to `size` px with its top-left corner at (x, y).
    pub(crate) fn sprite_scaled(&mut self, sprite: &Pixmap, x: f32, y: f32, size: f32) {
        let k = size / sprite.width() as f32;
        let paint = PixmapPaint {
            quality: tiny_skia::FilterQuality::Bicubic,
            ..PixmapPaint::default()
        };
        self.pixmap.draw_pixmap(
            0,
            0,
            sprite.as_ref(),
            &paint,
            Transform::from_row(k, 0.0, 0.0, k, x, y),
            None,
        );
    }

    /// Fills a path with a colour at `alpha`/255.
    pub(crate) fn fill_path(&mut self, path: &tiny_skia::Path, rgb: Rgb, alpha: u8) {
        let paint = paint(rgb, alpha);
        self.pixmap
            .fill_path(path, &paint, FillRule::Winding, Transform::identity(), None);
    }

    /// Strokes a path with a colour at `alpha`/255.
    pub(crate) fn stroke_path(&mut self, path: &tiny_skia::Path, width: f32, rgb: Rgb, alpha: u8) {
        let paint = paint(rgb, alpha);
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &paint, &stroke, Transform::identity(), None);
    }

    /// Fills a circle.
    pub(crate) fn fill_circle(&mut self, cx: f32, cy: f32, r: f32, rgb: Rgb, alpha: u8) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.fill_path(&path, rgb, alpha);
        }
    }

    /// Fills a rectangle with round ends (a pill or a rounded bar).
    pub(crate) fn fill_round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, rgb: Rgb) {
        if let Some(path) = round_rect(x, y, w, h, r) {
            self.fill_path(&path, rgb, 255);
        }
    }

    /// Draws `text` with its baseline starting at (x, y); returns the advance width.
    /// Latin text is set by Noto Sans alone, as before the fallbacks existed (same
    /// pixels, same speed); anything else is shaped through the chain.
    pub(crate) fn text(
        &mut self,
        font: &Typeface,
        px: f32,
        x: f32,
        y: f32,
        text: &str,
        rgb: Rgb,
    ) -> f32 {
        let rows = 0..self.height() as i32;
        self.text_in_rows(font, px, x, y, text, rgb, rows)
    }

    /// [`Canvas::text`] drawing only inside `rows`: stacked marks (a dozen Arabic
    /// vowels on one letter) stay inside their bar instead of running over the board.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn text_in_rows(
        &mut self,
        font: &Typeface,
        px: f32,
        x: f32,
        y: f32,
        text: &str,
        rgb: Rgb,
        rows: std::ops::Range<i32>,
    ) -> f32 {
        if !shape::simple(font, text) {
            let line = shape::layout(font, px, text);
            for g in &line.glyphs {
                let Some(face) = line.faces.get(g.face) else {
                    continue;
                };
                if g.id == 0 {
                    continue;
                }
                let glyph = GlyphId(g.id)
                    .with_scale_and_position(px * face.px_scale, point(x + g.x, y + g.y));
                self.draw_glyph(&face.font, glyph, rgb, &rows);
            }
            return line.width;
        }
        let primary = &font.primary;
        let scaled = primary.as_scaled(PxScale::from(px));
        let mut caret = x;
        let mut prev = None;
        for c in text.chars() {
            let id = primary.glyph_id(c);
            if let Some(p) = prev {
                caret += scaled.kern(p, id);
            }
            let glyph = id.with_scale_and_position(px, point(caret, y));
            caret += scaled.h_advance(id);
            prev = Some(id);
            self.draw_glyph(primary, glyph, rgb, &rows);
        }
        caret - x
    }

    fn draw_glyph(
        &mut self,
        font: &FontRef<'_>,
        glyph: Glyph,
        rgb: Rgb,
        rows: &std::ops::Range<i32>,
    ) {
        let Some(outline) = font.outline_glyph(glyph) else {
            return;
        };
        let (cw, ch) = (self.width() as i32, self.height() as i32);
        let pixels = self.pixmap.pixels_mut();
        let bounds = outline.px_bounds();
        outline.draw(|gx, gy, coverage| {
            let px_x = bounds.min.x as i32 + gx as i32;
            let px_y = bounds.min.y as i32 + gy as i32;
            if px_x < 0 || px_y < 0 || px_x >= cw || px_y >= ch || !rows.contains(&px_y) {
                return;
            }
            let a = (coverage.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
            let p = &mut pixels[(px_y * cw + px_x) as usize];
            *p = opaque(crate::style::blend(rgb_of(*p), rgb, a));
        });
    }
}

/// The advance width of `text` at `px`, measured as [`Canvas::text`] draws it.
pub(crate) fn text_width(font: &Typeface, px: f32, text: &str) -> f32 {
    if !shape::simple(font, text) {
        return shape::layout(font, px, text).width;
    }
    let primary = &font.primary;
    let scaled = primary.as_scaled(PxScale::from(px));
    let mut width = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = primary.glyph_id(c);
        if let Some(p) = prev {
            width += scaled.kern(p, id);
        }
        width += scaled.h_advance(id);
        prev = Some(id);
    }
    width
}

/// `text`, shortened with an ellipsis until it fits in `max` px.
pub(crate) fn fit_text(font: &Typeface, px: f32, text: &str, max: f32) -> String {
    if !shape::simple(font, text) {
        return fit_shaped(font, px, text, max);
    }
    if text_width(font, px, text) <= max {
        return text.to_owned();
    }
    // Only the characters up to the first past `max` can stay: shortening starts
    // there, so a huge text costs one pass, not one per character.
    let primary = &font.primary;
    let scaled = primary.as_scaled(PxScale::from(px));
    let (mut width, mut prev, mut keep) = (0.0, None, 0);
    for c in text.chars() {
        let id = primary.glyph_id(c);
        if let Some(p) = prev {
            width += scaled.kern(p, id);
        }
        width += scaled.h_advance(id);
        prev = Some(id);
        keep += 1;
        if width > max {
            break;
        }
    }
    let mut chars: Vec<char> = text.chars().take(keep).collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_owned() + "…";
        if text_width(font, px, &candidate) <= max {
            return candidate;
        }
    }
    String::new()
}

/// [`fit_text`] for shaped text: the longest start that fits with an ellipsis, cut
/// only before a character that stands alone (never between a letter and its mark,
/// nor inside an emoji sequence), found by bisection and checked as drawn.
fn fit_shaped(font: &Typeface, px: f32, text: &str, max: f32) -> String {
    // No glyph that shows is narrower than an eighth of the size, so a text longer
    // than this cannot fit; shaping a megabyte would cost seconds.
    let cap = ((max.max(0.0) / px.max(1.0)) * 8.0) as usize + 64;
    let capped = match text.char_indices().nth(cap) {
        Some((end, _)) => &text[..end],
        None => text,
    };
    if capped.len() == text.len() && text_width(font, px, text) <= max {
        return text.to_owned();
    }
    let cuts: Vec<usize> = capped
        .char_indices()
        .filter(|&(i, c)| i > 0 && !shape::sticky(c))
        .map(|(i, _)| i)
        .collect();
    let candidate = |n: usize| -> String {
        let end = if n == 0 { 0 } else { cuts[n - 1] };
        capped[..end].trim_end().to_owned() + "…"
    };
    let fits = |s: &str| text_width(font, px, s) <= max;
    // Largest n in 0..=cuts.len() whose candidate fits (widths grow with n, but
    // shaping may bend that a little, hence the check below).
    let (mut lo, mut hi) = (0, cuts.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(&candidate(mid)) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let mut n = lo;
    loop {
        let c = candidate(n);
        if fits(&c) {
            return c;
        }
        if n == 0 {
            return String::new();
        }
        n -= 1;
    }
}

/// `text` without what no font of the chain can draw (control characters, scripts
/// outside the embedded fonts), with runs of spaces collapsed. A box or `?` in a
/// name looks like a bug; a missing character does not.
pub(crate) fn printable(font: &Typeface, text: &str) -> String {
    use unicode_normalization::UnicodeNormalization as _;
    let kept: String = text
        .nfc()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| {
            c == ' '
                || (!c.is_control()
                    && (font.primary.glyph_id(c).0 != 0
                        || shape::joiner(c)
                        || font.chain().iter().any(|f| f.has(c))))
        })
        .collect();
    // Joiners alone draw nothing: a name of only those is no name.
    if kept.chars().all(|c| c == ' ' || shape::joiner(c)) {
        return String::new();
    }
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn paint(rgb: Rgb, alpha: u8) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(rgb[0], rgb[1], rgb[2], alpha);
    paint.anti_alias = true;
    paint
}

fn round_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<tiny_skia::Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let k = 0.552_284_8 * r;
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
    pb.finish()
}

fn opaque(rgb: Rgb) -> PremultipliedColorU8 {
    PremultipliedColorU8::from_rgba(rgb[0], rgb[1], rgb[2], 255)
        .unwrap_or(PremultipliedColorU8::TRANSPARENT)
}

fn rgb_of(p: PremultipliedColorU8) -> Rgb {
    [p.red(), p.green(), p.blue()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::Fonts;
    use proptest::prelude::*;

    /// Pieces of the hardest kinds of text, to be strung together at random.
    const PIECES: [&str; 16] = [
        "Ahmed ",
        "أحمد",
        "مُحَمَّد",
        "דוד",
        "क्षत्रिय",
        "สมชาย",
        "山田さくら",
        "김민준",
        "👨‍👩‍👧",
        "👍🏽",
        "🇯🇵",
        "1️⃣",
        "e\u{301}\u{302}\u{303}",
        "\u{200D}\u{200C}\u{FE0F}",
        "\u{202E}\u{2067}",
        " \t\n",
    ];

    fn mixed() -> impl Strategy<Value = String> {
        prop_oneof![
            ".*",
            proptest::collection::vec(any::<char>(), 0..3000)
                .prop_map(|c| c.into_iter().collect::<String>()),
            proptest::collection::vec(0..PIECES.len(), 0..40)
                .prop_map(|i| i.into_iter().map(|i| PIECES[i]).collect::<String>()),
            (0..PIECES.len(), 1..20_000usize).prop_map(|(i, n)| PIECES[i].repeat(n)),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Whatever a name holds, once printable and fitted it is drawn inside its room.
        #[test]
        fn any_text_is_cut_to_its_room_and_drawn_inside_it(
            text in mixed(),
            max in 0.0f32..400.0,
            bold in any::<bool>(),
        ) {
            let fonts = Fonts::load().expect("fonts");
            let font = if bold { &fonts.bold } else { &fonts.regular };
            let px = 18.0;
            let shown = fit_text(font, px, &printable(font, &text), max);
            let width = text_width(font, px, &shown);
            prop_assert!(width <= max + 0.01, "{shown:?}: {width} > {max}");
            let (x0, w) = (20.0, max as u32 + 60);
            let mut canvas = Canvas::new(w, 60, [0, 0, 0]).expect("canvas");
            let drawn = canvas.text(font, px, x0, 40.0, &shown, [255, 255, 255]);
            prop_assert!((drawn - width).abs() < 0.01);
            let cw = canvas.width() as usize;
            for (i, p) in canvas.pixmap.pixels().iter().enumerate() {
                let x = (i % cw) as f32;
                if p.red() > 0 {
                    prop_assert!(
                        x >= x0 - 3.0 && x <= x0 + max + 3.0,
                        "{shown:?} inks x = {x}, room {x0}..{}", x0 + max
                    );
                }
            }
        }
    }

    #[test]
    fn printable_keeps_every_script_the_chain_draws() {
        let fonts = Fonts::load().expect("fonts");
        for name in [
            "أحمد",
            "דוד",
            "देव",
            "สม",
            "山田",
            "さくら",
            "김",
            "🙂",
            "👨‍👩‍👧",
        ] {
            assert_eq!(printable(&fonts.bold, name), name);
        }
        assert_eq!(printable(&fonts.bold, "a\u{0}\u{202E}b\u{E000}"), "ab");
        // An accent typed apart is composed into the letter, not dropped.
        assert_eq!(printable(&fonts.bold, "Jose\u{301} Zo\u{308}e"), "José Zöe");
        assert_eq!(printable(&fonts.bold, "\u{200D}\u{FE0F} \u{1}"), "");
    }
}
