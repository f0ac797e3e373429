//! Board pictures for Sanctum: a PNG of any position of chess, Capture the
//! Scepter or Sanctuary Chess, an animated GIF replay of a whole game, a
//! rules diagram with a legend, and the pictures around them: an evaluation
//! graph and tables (crosstables, standings).
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
mod encode;
mod error;
mod fonts;
mod graph;
mod indexed;
mod legend;
mod lzw;
mod options;
mod palette;
mod replay;
mod shape;
mod sprites;
mod style;
mod table;
mod tiles;

pub use board::Layout;
pub use error::RenderError;
pub use graph::{EvalGraph, GraphWords, Slip};
pub use options::{
    Arrow, Banner, BoardOptions, Circle, GifOptions, MarkColor, ParseThemeError, PlayerBar,
    ResultWords, SquareSize, Theme, Tone,
};
pub use sprites::piece_art;
pub use table::{Align, Cell, CellTone, Column, TablePicture};

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
    /// A neutral banner's card (the bar of the side to move).
    pub const BANNER_NEUTRAL: [u8; 3] = crate::style::banner(crate::Tone::Neutral).0;
    /// A success banner's card: the green of the solver's arrows.
    pub const BANNER_SUCCESS: [u8; 3] = crate::style::banner(crate::Tone::Success).0;
    /// A failure banner's card: the vermillion of the defences' arrows.
    pub const BANNER_FAILURE: [u8; 3] = crate::style::banner(crate::Tone::Failure).0;
    /// A table picture's background, also its even rows'.
    pub const TABLE_BACKGROUND: [u8; 3] = crate::table::BACKGROUND;
    /// A [`Win`](crate::CellTone::Win) cell's background.
    pub const TABLE_WIN: [u8; 3] = crate::table::WIN;
    /// A [`Draw`](crate::CellTone::Draw) cell's background.
    pub const TABLE_DRAW: [u8; 3] = crate::table::DRAW;
    /// A [`Loss`](crate::CellTone::Loss) cell's background.
    pub const TABLE_LOSS: [u8; 3] = crate::table::LOSS;
    /// An [`Own`](crate::CellTone::Own) cell's background.
    pub const TABLE_OWN: [u8; 3] = crate::table::OWN;
}

use board::square_states;
use canvas::Canvas;
use fonts::Fonts;
use indexed::Indexed;
use palette::Palette;

/// Picture buffers kept for reuse: more than the threads that draw at once.
const SPARE_PIXELS: usize = 8;
use rules::{Game, Position, Square, Variant};
use sprites::{Drawings, SpriteSet};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use tiles::{
    BAR_BASE_BUDGET, BAR_BUDGET, BOARD_BUDGET, BarBaseKey, BarKey, BoardKey, Kept, TILE_BUDGET,
    TileKey,
};

/// One palette, once learnt.
type PaletteSlot = Arc<Mutex<Option<Arc<Palette>>>>;

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
    /// The palette of each square size, theme and variant, learnt on its first picture
    /// (or at [`Renderer::warm_up`]); each behind a lock of its own, so the pictures
    /// that need one at once wait for one learner instead of all learning it.
    /// The key's flag is whether the palette also holds banners and solution arrows.
    palettes: Mutex<HashMap<(u32, Theme, Variant, bool), PaletteSlot>>,
    /// Pictures' pixel buffers, kept for the next pictures: a fresh one of a board's
    /// size is new memory, which the kernel hands out a page fault at a time.
    spare_pixels: Mutex<Vec<Vec<u8>>>,
    /// Squares already drawn, copied into later pictures.
    tiles: Kept<TileKey>,
    /// Name bars already drawn, copied into a game's later pictures.
    bars: Kept<BarKey>,
    /// Name bars without their names.
    bar_bases: Kept<BarBaseKey>,
    /// Boards already compressed, for the next picture of the same position (every
    /// new game's first picture is its variant's starting position).
    boards: Kept<BoardKey>,
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
            palettes: Mutex::default(),
            spare_pixels: Mutex::default(),
            tiles: Kept::new(TILE_BUDGET),
            bars: Kept::new(BAR_BUDGET),
            bar_bases: Kept::new(BAR_BASE_BUDGET),
            boards: Kept::new(BOARD_BUDGET),
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

    /// The palette of `theme` and `variant` at the sprites' size, learnt on first use
    /// (a few ms).
    fn palette(
        &self,
        sprites: &SpriteSet,
        theme: Theme,
        variant: Variant,
        marks: bool,
    ) -> Result<Arc<Palette>, RenderError> {
        let key = (sprites.px(), theme, variant, marks);
        let slot = Arc::clone(
            self.palettes
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .entry(key)
                .or_default(),
        );
        let mut learnt = slot.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(p) = learnt.as_ref() {
            return Ok(Arc::clone(p));
        }
        let built = Arc::new(Palette::build(sprites, &self.fonts, theme, variant, marks)?);
        *learnt = Some(Arc::clone(&built));
        Ok(built)
    }

    /// Rasterises every sprite of `size` now, so no later picture pays for it.
    pub fn warm_up(&self, size: SquareSize) -> Result<(), RenderError> {
        self.sprites(size)?.rasterise_all();
        Ok(())
    }

    /// Learns the palettes of `size` in `theme` for every variant now (about 50 ms
    /// each), so that the first pictures after a start, perhaps a burst of them, wait
    /// for none.
    pub fn learn_palettes(&self, size: SquareSize, theme: Theme) -> Result<(), RenderError> {
        let sprites = self.sprites(size)?;
        for variant in Variant::ALL {
            self.palette(&sprites, theme, variant, false)?;
        }
        Ok(())
    }

    /// Draws `pos` as a PNG: a palette image of cached squares, or, with arrows,
    /// circles or a success or failure banner (whose colours the squares' palette
    /// keeps no room for), a full-colour one. A neutral banner uses the bars' colours
    /// and stays in the palette.
    pub fn render_png(&self, pos: &Position, opts: &BoardOptions) -> Result<Vec<u8>, RenderError> {
        let toned = opts
            .banner
            .as_ref()
            .is_some_and(|b| b.tone != crate::Tone::Neutral);
        if opts.arrows.is_empty() && opts.circles.is_empty() && !toned {
            let layout = Layout::of(opts);
            let key = BoardKey {
                px: layout.square,
                theme: opts.theme,
                variant: pos.variant(),
                orientation: layout.orientation,
                coordinates: opts.coordinates,
                states: square_states(pos, opts.last_move, opts.highlight_check),
            };
            let rows = layout.board_y - layout.pad..layout.board_y + 8 * layout.square + layout.pad;
            let kept = self.boards.get(&key);
            let (picture, palette) = self.draw_indexed(pos, opts, kept.is_none())?;
            let board = match kept {
                Some(stream) => stream,
                None => self
                    .boards
                    .get_or_draw(key, || encode::board_stream(&picture, rows.clone()))?,
            };
            let png = encode::indexed(
                &picture,
                &palette,
                caption(&comment(pos), opts),
                rows,
                &board,
            );
            self.recycle(picture.pixels);
            return png;
        }
        let canvas = self.draw(pos, opts)?;
        encode::rgb(&canvas, caption(&comment(pos), opts))
    }

    /// `len` pixels of index `fill`, in a buffer an earlier picture gave back if any.
    fn pixels(&self, len: usize, fill: u8) -> Vec<u8> {
        let spare = self
            .spare_pixels
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let mut pixels = spare.unwrap_or_default();
        pixels.clear();
        pixels.resize(len, fill);
        pixels
    }

    /// Keeps a finished picture's buffer for the next (a few: more than draw at once).
    fn recycle(&self, pixels: Vec<u8>) {
        let mut spare = self
            .spare_pixels
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if spare.len() < SPARE_PIXELS {
            spare.push(pixels);
        }
    }

    /// A name bar in palette indices: its base (kept, shared by every bar whose clock
    /// says the same) with the name drawn and mapped over the base's empty columns.
    fn draw_bar(
        &self,
        layout: &Layout,
        palette: &Palette,
        key: BarBaseKey,
        player: &PlayerBar,
    ) -> Result<Vec<u8>, RenderError> {
        let plan = board::plan_bar(layout, &self.fonts, key.color, player, key.active);
        let base = self.bar_bases.get_or_draw(key, || {
            let mut strip = Canvas::new(layout.width, layout.bar, style::FRAME)?;
            board::draw_bar_base(&mut strip, layout, &self.fonts, &plan, 0);
            Ok(Indexed::of(&strip, &mut palette.mapper()).pixels)
        })?;
        let columns = plan.name_columns.clone();
        let mut strip = Canvas::new(columns.end.max(1), layout.bar, plan.background())?;
        board::draw_bar_name(&mut strip, layout, &self.fonts, &plan, 0);
        let mut bar = Indexed {
            width: layout.width,
            height: layout.bar,
            pixels: base.to_vec(),
        };
        bar.paste_columns(&strip, columns, 0, &mut palette.mapper());
        Ok(bar.pixels)
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
        encode::rgb(&canvas, caption(&comment(pos), opts))
    }

    /// Draws `pos` in palette indices: squares seen before are copied from the tile
    /// cache, new ones are drawn once and kept; so are the name bars. Without
    /// `squares`, the board's squares are left out (its rows are kept compressed).
    fn draw_indexed(
        &self,
        pos: &Position,
        opts: &BoardOptions,
        squares: bool,
    ) -> Result<(Indexed, Arc<Palette>), RenderError> {
        let sprites = self.sprites(opts.square_size)?;
        let palette = self.palette(&sprites, opts.theme, pos.variant(), false)?;
        let mut mapper = palette.mapper();
        let layout = Layout::of(opts);
        let look = board::Look::of(opts.coordinates, opts.theme);
        let frame = mapper.index(style::FRAME);
        let mut picture = Indexed {
            width: layout.width,
            height: layout.height,
            pixels: self.pixels(layout.width as usize * layout.height as usize, frame),
        };
        let states = square_states(pos, opts.last_move, opts.highlight_check);
        let s = layout.square;
        for sq in Square::all().filter(|_| squares) {
            let state = &states[sq.index()];
            let key = TileKey {
                px: s,
                theme: opts.theme,
                variant: pos.variant(),
                light: sq.is_light(),
                state: *state,
                labels: if opts.coordinates {
                    board::coordinate_labels(sq, layout.orientation)
                } else {
                    (None, None)
                },
            };
            let tile = self.tiles.get_or_draw(key, || {
                let mut tile = Canvas::new(s, s, style::FRAME)?;
                board::draw_square(
                    &mut tile,
                    &layout,
                    (0, 0),
                    &sprites,
                    &self.fonts,
                    look,
                    sq,
                    state,
                );
                Ok(Indexed::of(&tile, &mut palette.mapper()).pixels)
            })?;
            let (x, y) = layout.square_origin(sq);
            picture.blit(&tile, s, x, y);
        }
        if let Some(players) = &opts.players {
            let turn = opts.show_turn.then(|| pos.turn());
            for (color, player, active, y) in board::bars(&layout, players, turn) {
                let base = BarBaseKey {
                    px: s,
                    theme: opts.theme,
                    variant: pos.variant(),
                    width: layout.width,
                    color,
                    active,
                    clock: player.clock.clone(),
                };
                let key = BarKey {
                    base: base.clone(),
                    name: player.name.clone(),
                };
                let bar = self
                    .bars
                    .get_or_draw(key, || self.draw_bar(&layout, &palette, base, player))?;
                picture.blit(&bar, layout.width, 0, y);
            }
        }
        if let Some(banner) = &opts.banner {
            let mut strip = Canvas::new(layout.width, layout.banner, style::FRAME)?;
            board::draw_banner(&mut strip, &layout, &self.fonts, banner, 0);
            picture.paste(&strip, 0, &mut mapper);
        }
        drop(mapper);
        Ok((picture, palette))
    }

    /// Draws `pos` in full colour with the cached sprites.
    fn draw(&self, pos: &Position, opts: &BoardOptions) -> Result<Canvas, RenderError> {
        let sprites = self.sprites(opts.square_size)?;
        self.draw_with(&sprites, pos, opts)
    }

    /// Draws `pos` in full colour, square by square.
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
                layout.square_origin(sq),
                sprites,
                &self.fonts,
                board::Look::of(opts.coordinates, opts.theme),
                sq,
                &states[sq.index()],
            );
        }
        self.draw_marks(&mut canvas, &layout, pos, opts);
        Ok(canvas)
    }

    /// What goes over the squares: circles, arrows, the name bars and the banner.
    fn draw_marks(
        &self,
        canvas: &mut Canvas,
        layout: &Layout,
        pos: &Position,
        opts: &BoardOptions,
    ) {
        for circle in &opts.circles {
            board::draw_circle(canvas, layout, *circle);
        }
        for arrow in &opts.arrows {
            board::draw_arrow(canvas, layout, *arrow);
        }
        if let Some(players) = &opts.players {
            let turn = opts.show_turn.then(|| pos.turn());
            board::draw_bars(canvas, layout, &self.fonts, players, turn);
        }
        if let Some(banner) = &opts.banner {
            board::draw_banner(canvas, layout, &self.fonts, banner, 0);
        }
    }

    /// An animated GIF of `game`: the start position, one frame per move, and a
    /// pause on the final position. Only the squares that changed are encoded.
    pub fn game_gif(&self, game: &Game, opts: &GifOptions) -> Result<Vec<u8>, RenderError> {
        let sprites = self.sprites(opts.square_size)?;
        let marks = opts.banner.is_some() || opts.move_arrows.is_some();
        let palette = self.palette(&sprites, Theme::Classic, game.variant(), marks)?;
        replay::encode(&sprites, &palette, &self.fonts, game, opts)
    }

    /// The evaluation graph of a reviewed game, for the bot's `/review`.
    pub fn eval_graph_png(&self, graph: &EvalGraph) -> Result<Vec<u8>, RenderError> {
        let canvas = graph::draw(&self.fonts, graph)?;
        encode::rgb(&canvas, "evaluation graph".into())
    }

    /// A table (a tournament's crosstable or standings) as a PNG, sized to its texts.
    /// Fails with [`RenderError::TableTooLarge`] past the limits on
    /// [`TablePicture`], and with [`RenderError::TableRow`] for a row with more cells
    /// than columns; any text draws (what the font lacks is left out).
    pub fn table_png(&self, table: &TablePicture) -> Result<Vec<u8>, RenderError> {
        let canvas = table::draw(&self.fonts, table)?;
        // A fixed comment: a PNG text chunk holds only Latin-1, and titles need not.
        encode::rgb(&canvas, "table".into())
    }

    /// The start position of `variant` with a legend of what is special in it,
    /// for the bot's `/rules` command. `words` gives the text for each key in the
    /// reader's language: `title` for the heading, then each entry's name (such as
    /// `archbishop`) and its explanation (`archbishop-text`).
    pub fn rules_png(
        &self,
        variant: Variant,
        size: SquareSize,
        words: &dyn Fn(&str) -> String,
    ) -> Result<Vec<u8>, RenderError> {
        let sprites = self.sprites(size)?;
        let canvas = legend::draw(&sprites, &self.fonts, variant, words)?;
        encode::rgb(&canvas, comment(&Position::new(variant)).as_str().into())
    }
}

/// A board's caption: `comment`, and the side `opts` puts at the bottom.
fn caption<'a>(comment: &'a str, opts: &BoardOptions) -> encode::Caption<'a> {
    encode::Caption {
        comment,
        bottom: Some(opts.orientation),
    }
}

/// The PNG comment of a picture of `pos`: the variant and the FEN (`sanctuary rnbagbnr/…`).
fn comment(pos: &Position) -> String {
    format!("{} {}", pos.variant().id(), pos.fen())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_board_gives_the_same_png_as_a_fresh_one() {
        let kept = Renderer::new().unwrap();
        let pos = Position::new(Variant::Sanctuary);
        let opts = |white: &str| BoardOptions {
            players: Some(rules::ByColor::new(
                PlayerBar::new(white).with_clock("3d"),
                PlayerBar::new("bob"),
            )),
            ..BoardOptions::default()
        };
        let first = kept.render_png(&pos, &opts("alice")).unwrap();
        assert_eq!(kept.boards.len(), 1);
        // The same board under other names: its rows come from the one kept.
        let again = kept.render_png(&pos, &opts("carol")).unwrap();
        assert_eq!(kept.boards.len(), 1);
        let fresh = Renderer::new()
            .unwrap()
            .render_png(&pos, &opts("carol"))
            .unwrap();
        assert_eq!(again, fresh, "the same bytes whatever was kept");
        assert_ne!(first, again);
        // And they read back as the whole picture, index for index.
        let (drawn, _) = kept.draw_indexed(&pos, &opts("carol"), true).unwrap();
        let mut decoder = png::Decoder::new(std::io::Cursor::new(again));
        decoder.set_transformations(png::Transformations::IDENTITY);
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut pixels).unwrap();
        assert_eq!(pixels, drawn.pixels);
    }

    /// A bar made of its kept base and its name equals the bar drawn whole, index for
    /// index.
    fn assert_bar_as_drawn_whole(renderer: &Renderer, name: &str, clock: Option<&str>) {
        for theme in [Theme::Classic, Theme::Contrast] {
            let opts = BoardOptions {
                theme,
                players: Some(rules::ByColor::new(
                    PlayerBar::new("a"),
                    PlayerBar::new("b"),
                )),
                ..BoardOptions::default()
            };
            let layout = Layout::of(&opts);
            let sprites = renderer.sprites(opts.square_size).unwrap();
            let palette = renderer
                .palette(&sprites, theme, Variant::Scepter, false)
                .unwrap();
            for color in [rules::Color::White, rules::Color::Black] {
                for active in [false, true] {
                    let mut player = PlayerBar::new(name);
                    if let Some(clock) = clock {
                        player = player.with_clock(clock);
                    }
                    let base = BarBaseKey {
                        px: layout.square,
                        theme,
                        variant: Variant::Scepter,
                        width: layout.width,
                        color,
                        active,
                        clock: player.clock.clone(),
                    };
                    let layered = renderer.draw_bar(&layout, &palette, base, &player).unwrap();
                    let mut whole = Canvas::new(layout.width, layout.bar, style::FRAME).unwrap();
                    board::draw_bar(
                        &mut whole,
                        &layout,
                        &renderer.fonts,
                        color,
                        &player,
                        active,
                        0,
                    );
                    let whole = Indexed::of(&whole, &mut palette.mapper()).pixels;
                    assert!(
                        layered == whole,
                        "{name:?} {clock:?} {theme:?} {color:?} active {active}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_bar_from_its_kept_base_equals_the_bar_drawn_whole() {
        let renderer = Renderer::new().unwrap();
        for (name, clock) in [
            ("alice", Some("3d")),
            ("Wj_Qy", Some("2h 59m")),
            ("", None),
            (
                "jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj",
                Some("to move"),
            ),
            ("WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", None),
            ("Ærøskøbing Æfjord", Some("wins")),
            ("لاعب الشطرنج", Some("1d")),
            ("棋手 王", None),
            ("\u{301}\u{301}a\u{301}\u{301}\u{301}\u{301}", Some("10m")),
        ] {
            assert_bar_as_drawn_whole(&renderer, name, clock);
        }
        // Each clock, colour and turn has one base, whatever the names.
        let bases = renderer.bar_bases.len();
        assert_bar_as_drawn_whole(&renderer, "zed", Some("3d"));
        assert_eq!(renderer.bar_bases.len(), bases);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]
        #[test]
        fn any_name_over_a_kept_base_is_the_bar_drawn_whole(
            name in "\\PC{0,40}",
            clock in proptest::option::of("[0-9a-z ]{1,12}"),
        ) {
            thread_local! {
                static RENDERER: Renderer = Renderer::new().unwrap();
            }
            RENDERER.with(|r| assert_bar_as_drawn_whole(r, &name, clock.as_deref()));
        }
    }

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

    #[test]
    fn tiled_pictures_equal_pictures_drawn_square_by_square() {
        let renderer = Renderer::new().unwrap();
        let positions = [
            (
                rules::Variant::Chess,
                "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            ),
            (
                rules::Variant::Chess,
                "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            ),
            (
                rules::Variant::Scepter,
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            ),
            (
                rules::Variant::Sanctuary,
                "rnbagbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAGBNR w - - 0 1",
            ),
        ];
        for (variant, fen) in positions {
            let pos = Position::from_fen(variant, fen).unwrap();
            for (orientation, coordinates, theme) in [
                (rules::Color::White, true, Theme::Classic),
                (rules::Color::Black, true, Theme::ColorBlind),
                (rules::Color::White, false, Theme::Contrast),
            ] {
                let opts = BoardOptions {
                    orientation,
                    coordinates,
                    theme,
                    last_move: Some(("e2".parse().unwrap(), "e4".parse().unwrap())),
                    players: Some(rules::ByColor::new(
                        PlayerBar::new("alice").with_clock("2d"),
                        PlayerBar::new("bob"),
                    )),
                    ..BoardOptions::default()
                };
                let sprites = renderer.sprites(opts.square_size).unwrap();
                // Twice: the first draws the new tiles, the second copies them.
                for _ in 0..2 {
                    let (tiled, palette) = renderer.draw_indexed(&pos, &opts, true).unwrap();
                    let table = palette.rgb_table();
                    let direct = renderer.draw_with(&sprites, &pos, &opts).unwrap();
                    let mut total = 0u64;
                    let mut off = 0usize;
                    for (&i, px) in tiled
                        .pixels
                        .iter()
                        .zip(direct.pixmap.data().chunks_exact(4))
                    {
                        let i = usize::from(i) * 3;
                        let d: u64 = (0..3)
                            .map(|c| u64::from(table[i + c].abs_diff(px[c])))
                            .sum();
                        total += d;
                        off += usize::from(d > 24);
                    }
                    let n = tiled.pixels.len();
                    // Flat colours are kept exactly; only anti-aliased edges move, slightly.
                    let mean = total as f64 / n as f64 / 3.0;
                    assert!(mean < 0.5, "{fen} {orientation:?} {theme:?}: mean {mean}");
                    assert!(
                        off * 1000 < n,
                        "{fen} {orientation:?} {theme:?}: {off} of {n} off"
                    );
                    let layout = Layout::of(&opts);
                    let states = square_states(&pos, opts.last_move, true);
                    let plain = board::SquareState {
                        last_move: true,
                        ..board::SquareState::default()
                    };
                    for sq in Square::all() {
                        let state = states[sq.index()];
                        if state != board::SquareState::default() && state != plain {
                            continue;
                        }
                        let (x, y) = layout.square_origin(sq);
                        let at = ((y + 2) * layout.width + x + layout.square / 2) as usize;
                        let i = usize::from(tiled.pixels[at]) * 3;
                        assert_eq!(&table[i..i + 3], &direct.pixmap.data()[at * 4..at * 4 + 3]);
                    }
                }
            }
        }
        assert!(renderer.tiles.len() > 64);
        // Two bars for each position (the two chess ones have different sides to move)
        // and look: the second drawing of each copied them.
        assert_eq!(renderer.bars.len(), 2 * 4 * 3);
    }

    #[test]
    fn a_neutral_banner_keeps_its_shades_in_the_palette() {
        let renderer = Renderer::new().unwrap();
        let pos = Position::new(rules::Variant::Sanctuary);
        for theme in Theme::ALL {
            let opts = BoardOptions {
                theme,
                banner: Some(Banner::new("Lesson 3 · Make a refugee · 2 moves left")),
                ..BoardOptions::default()
            };
            let (tiled, palette) = renderer.draw_indexed(&pos, &opts, true).unwrap();
            let table = palette.rgb_table();
            let direct = renderer.draw(&pos, &opts).unwrap();
            let strip = (Layout::of(&opts).banner * tiled.width) as usize;
            let mut worst = 0u8;
            for (&i, px) in tiled.pixels[..strip]
                .iter()
                .zip(direct.pixmap.data().chunks_exact(4))
            {
                let i = usize::from(i) * 3;
                for c in 0..3 {
                    worst = worst.max(table[i + c].abs_diff(px[c]));
                }
            }
            // The bars' text taught the palette these shades: none moves visibly.
            assert!(worst <= 12, "{theme:?}: a shade off by {worst}");
        }
    }
}
