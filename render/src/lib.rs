//! Board pictures for Sanctum: a PNG of any position of chess, Capture the
//! Scepter or Sanctuary Chess, an animated GIF replay of a whole game, and a
//! rules diagram with a legend.
//!
//! Rendering is a pure function of the position and the options. The piece
//! artwork is vector (SVG) compiled into the crate, rasterised once per square
//! size and cached in the [`Renderer`], so each picture only blits sprites and
//! encodes — a few milliseconds.
//!
//! ```
//! use render::{BoardOptions, Renderer};
//! use rules::{Position, Variant};
//! let renderer = Renderer::new().unwrap();
//! let png = renderer.render_png(&Position::new(Variant::Sanctuary), &BoardOptions::default()).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```

// Pixel coordinates and sizes stay below 2^12, so converting them to `f32`
// for vector drawing is exact.
#![allow(clippy::cast_precision_loss)]

mod board;
mod canvas;
mod error;
mod fonts;
mod graph;
mod legend;
mod lzw;
mod options;
mod palette;
mod replay;
mod sprites;
mod style;

pub use board::Layout;
pub use error::RenderError;
pub use graph::{EvalGraph, Slip};
pub use options::{
    Arrow, BoardOptions, Circle, GifOptions, MarkColor, ParseThemeError, PlayerBar, SquareSize,
    Theme,
};

/// The fixed colours of the pictures, for callers that want to match them (an
/// embed's accent colour) and for tests that check pixels.
pub mod colors {
    /// Light squares.
    pub const LIGHT_SQUARE: [u8; 3] = crate::style::LIGHT;
    /// Dark squares.
    pub const DARK_SQUARE: [u8; 3] = crate::style::DARK;
    /// The frame and the bar of the side not to move.
    pub const FRAME: [u8; 3] = crate::style::FRAME;
    /// The stripe and clock pill of the side to move.
    pub const ACCENT: [u8; 3] = crate::style::ACCENT;
}

use board::square_states;
use canvas::Canvas;
use fonts::Fonts;
use palette::Palette;
use rules::{Game, Position, Square, Variant};
use sprites::{Drawings, SpriteSet};
use std::sync::{Arc, OnceLock};

/// Number of distinct square sizes, one cache slot each.
const SIZES: usize = (SquareSize::MAX.px() - SquareSize::MIN.px() + 1) as usize;

/// Draws pictures. Create one at start-up and share it (`Arc<Renderer>` or a
/// static): it is `Send + Sync`, and it keeps the rasterised sprites of every
/// square size it has drawn, so only the first picture at a size pays for the
/// sprites it uses (a few ms; all sprites take 0.4 MB at 70 px, 1.4 MB at 128 px).
pub struct Renderer {
    drawings: Arc<Drawings>,
    fonts: Fonts,
    sprites: [OnceLock<Arc<SpriteSet>>; SIZES],
    /// The GIF palette of each size, learnt on its first replay.
    palettes: [OnceLock<Arc<Palette>>; SIZES],
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cached: Vec<u32> = self
            .sprites
            .iter()
            .filter_map(|s| s.get().map(|s| s.px()))
            .collect();
        f.debug_struct("Renderer")
            .field("cached_sizes", &cached)
            .finish_non_exhaustive()
    }
}

impl Renderer {
    /// Parses the built-in artwork and fonts. Fails only if the crate was packaged
    /// wrongly, which the tests catch; call it once at start-up.
    pub fn new() -> Result<Renderer, RenderError> {
        Ok(Renderer {
            drawings: Arc::new(Drawings::parse()?),
            fonts: Fonts::load()?,
            sprites: std::array::from_fn(|_| OnceLock::new()),
            palettes: std::array::from_fn(|_| OnceLock::new()),
        })
    }

    /// The sprites at `size`, rasterising them on first use.
    fn sprites(&self, size: SquareSize) -> Result<Arc<SpriteSet>, RenderError> {
        let slot = &self.sprites[(size.px() - SquareSize::MIN.px()) as usize];
        if let Some(set) = slot.get() {
            return Ok(Arc::clone(set));
        }
        let set = Arc::new(Drawings::sprite_set(&self.drawings, size.px())?);
        Ok(Arc::clone(slot.get_or_init(|| set)))
    }

    /// The replay palette at `size`, learnt from its sprites on first use.
    fn palette(&self, size: SquareSize, sprites: &SpriteSet) -> Result<Arc<Palette>, RenderError> {
        let slot = &self.palettes[(size.px() - SquareSize::MIN.px()) as usize];
        if let Some(p) = slot.get() {
            return Ok(Arc::clone(p));
        }
        let built = Arc::new(Palette::build(sprites, &self.fonts)?);
        Ok(Arc::clone(slot.get_or_init(|| built)))
    }

    /// Rasterises every sprite of `size` now, so no later picture pays for it.
    pub fn warm_up(&self, size: SquareSize) -> Result<(), RenderError> {
        self.sprites(size)?.rasterise_all();
        Ok(())
    }

    /// Draws `pos` as a PNG.
    pub fn render_png(&self, pos: &Position, opts: &BoardOptions) -> Result<Vec<u8>, RenderError> {
        let canvas = self.draw(pos, opts)?;
        encode_png(&canvas, &comment(pos))
    }

    /// Draws `pos` as a PNG without the sprite cache: the sprites it needs are
    /// rasterised anew. Only for the benchmark that shows what the cache saves.
    #[doc(hidden)]
    pub fn render_png_uncached(
        &self,
        pos: &Position,
        opts: &BoardOptions,
    ) -> Result<Vec<u8>, RenderError> {
        let sprites = Drawings::sprite_set(&self.drawings, opts.square_size.px())?;
        let canvas = self.draw_with(&sprites, pos, opts)?;
        encode_png(&canvas, &comment(pos))
    }

    fn draw(&self, pos: &Position, opts: &BoardOptions) -> Result<Canvas, RenderError> {
        let sprites = self.sprites(opts.square_size)?;
        self.draw_with(&sprites, pos, opts)
    }

    fn draw_with(
        &self,
        sprites: &SpriteSet,
        pos: &Position,
        opts: &BoardOptions,
    ) -> Result<Canvas, RenderError> {
        let layout = Layout::of(opts);
        let mut canvas = Canvas::new(layout.width, layout.height, style::FRAME)?;
        let states = square_states(pos, opts.last_move, opts.highlight_check);
        for sq in Square::all() {
            board::draw_square(
                &mut canvas,
                &layout,
                sprites,
                &self.fonts,
                board::Look::of(opts.coordinates, opts.theme),
                sq,
                &states[sq.index()],
            );
        }
        for circle in &opts.circles {
            board::draw_circle(&mut canvas, &layout, *circle);
        }
        for arrow in &opts.arrows {
            board::draw_arrow(&mut canvas, &layout, *arrow);
        }
        if let Some(players) = &opts.players {
            let turn = opts.show_turn.then(|| pos.turn());
            board::draw_bars(&mut canvas, &layout, &self.fonts, players, turn);
        }
        Ok(canvas)
    }

    /// An animated GIF of `game`: the start position, one frame per move, and a
    /// pause on the final position. Only the squares that changed are encoded.
    pub fn game_gif(&self, game: &Game, opts: &GifOptions) -> Result<Vec<u8>, RenderError> {
        let sprites = self.sprites(opts.square_size)?;
        let palette = self.palette(opts.square_size, &sprites)?;
        replay::encode(&sprites, &palette, &self.fonts, game, opts)
    }

    /// The evaluation graph of a reviewed game, for the bot's `/review`.
    pub fn eval_graph_png(&self, graph: &EvalGraph) -> Result<Vec<u8>, RenderError> {
        let canvas = graph::draw(&self.fonts, graph)?;
        encode_png(&canvas, "evaluation graph")
    }

    /// The start position of `variant` with a legend of what is special in it,
    /// for the bot's `/rules` command.
    pub fn rules_png(&self, variant: Variant, size: SquareSize) -> Result<Vec<u8>, RenderError> {
        let sprites = self.sprites(size)?;
        let canvas = legend::draw(&sprites, &self.fonts, variant)?;
        encode_png(&canvas, &comment(&Position::new(variant)))
    }
}

/// The PNG comment of a picture of `pos`: the variant and the FEN (`sanctuary rnbagbnr/…`).
fn comment(pos: &Position) -> String {
    format!("{} {}", pos.variant().id(), pos.fen())
}

/// Encodes an opaque canvas as an 8-bit RGB PNG. Measured on a 560 px board, zlib
/// level 1 with the Up filter: 0.8 ms and 52 KB, against 1.1 ms and 42 KB at level 2,
/// 0.6 ms but 117 KB with fdeflate. Encoding is most of a move's CPU time, so a burst
/// of moves is bound by it; the extra 10 KB cost less than the 0.3 ms.
fn encode_png(canvas: &Canvas, comment: &str) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (canvas.width(), canvas.height());
    let mut rgb = vec![0u8; (w * h * 3) as usize];
    for (to, px) in rgb
        .chunks_exact_mut(3)
        .zip(canvas.pixmap.data().chunks_exact(4))
    {
        to.copy_from_slice(&px[..3]);
    }
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    encoder.set_filter(png::Filter::Up);
    // The position travels with the picture, so a saved image can be analysed later.
    encoder.add_text_chunk("Comment".to_owned(), comment.to_owned())?;
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renderer_is_shareable() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Renderer>();
    }

    #[test]
    fn every_asset_parses() {
        assert!(Renderer::new().is_ok());
    }

    #[test]
    fn each_theme_paints_its_own_squares() {
        let renderer = Renderer::new().unwrap();
        let pos = Position::new(rules::Variant::Chess);
        for theme in Theme::ALL {
            let opts = BoardOptions {
                theme,
                coordinates: false,
                ..BoardOptions::default()
            };
            let canvas = renderer.draw(&pos, &opts).unwrap();
            let layout = Layout::of(&opts);
            let colors = style::squares(theme);
            // The middle of the board is empty: each square shows the theme's colour.
            for name in ["d4", "e4"] {
                let sq: Square = name.parse().unwrap();
                let (x, y) = layout.square_origin(sq);
                let half = layout.square / 2;
                let px = canvas.pixmap.pixel(x + half, y + half).unwrap();
                let want = if sq.is_light() {
                    colors.light
                } else {
                    colors.dark
                };
                assert_eq!([px.red(), px.green(), px.blue()], want, "{theme:?} {name}");
            }
        }
    }
}
