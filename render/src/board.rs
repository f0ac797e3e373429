//! Laying out and drawing one position.

use crate::canvas::{Canvas, fit_text, printable, text_width};
use crate::fonts::Fonts;
use crate::sprites::{Art, SpriteSet};
use crate::style::{self, Rgb};
use crate::{Arrow, Banner, BoardOptions, Circle, PlayerBar};
use resvg::tiny_skia::PathBuilder;
use rules::{ByColor, Color, Piece, Position, Square, Variant};

/// Where everything goes in a picture. Public so callers (and tests) can find a
/// square's pixels without repeating the arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// Pixels per square.
    pub square: u32,
    /// Width of the frame around the board.
    pub pad: u32,
    /// Height of each name bar (0 without bars).
    pub bar: u32,
    /// Height of the banner strip at the top (0 without a banner).
    pub banner: u32,
    /// Left edge of the board.
    pub board_x: u32,
    /// Top edge of the board.
    pub board_y: u32,
    /// Width of the whole picture.
    pub width: u32,
    /// Height of the whole picture.
    pub height: u32,
    /// The colour at the bottom.
    pub orientation: Color,
}

impl Layout {
    /// The layout of a board with `square` px squares, with or without name bars.
    pub fn new(square: u32, orientation: Color, bars: bool) -> Layout {
        let pad = (square / 10).max(4);
        let bar = if bars { (square * 2 / 3).max(30) } else { 0 };
        let board = 8 * square;
        Layout {
            square,
            pad,
            bar,
            banner: 0,
            board_x: pad,
            board_y: pad + bar,
            width: board + 2 * pad,
            height: board + 2 * pad + 2 * bar,
            orientation,
        }
    }

    /// The same layout with a banner strip on top: everything else moves down by
    /// the strip's height, so the board and bars keep their shapes.
    #[must_use]
    pub fn with_banner(mut self) -> Layout {
        // Below the card, the board's own frame is the gap; a bar needs one of its own.
        let gap = if self.bar > 0 { self.pad } else { 0 };
        self.banner = self.pad + banner_card_height(self.square) + gap;
        self.board_y = self.pad + self.bar + self.banner;
        self.height = 8 * self.square + 2 * self.pad + 2 * self.bar + self.banner;
        self
    }

    /// The layout `opts` produce.
    pub fn of(opts: &BoardOptions) -> Layout {
        let layout = Layout::new(
            opts.square_size.px(),
            opts.orientation,
            opts.players.is_some(),
        );
        if opts.banner.is_some() {
            layout.with_banner()
        } else {
            layout
        }
    }

    /// The top-left pixel of `sq`.
    pub fn square_origin(&self, sq: Square) -> (u32, u32) {
        let (col, row) = match self.orientation {
            Color::White => (u32::from(sq.file()), 7 - u32::from(sq.rank())),
            Color::Black => (7 - u32::from(sq.file()), u32::from(sq.rank())),
        };
        (
            self.board_x + col * self.square,
            self.board_y + row * self.square,
        )
    }

    /// The centre of `sq`, in pixels.
    pub fn square_center(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.square_origin(sq);
        let half = self.square as f32 / 2.0;
        (x as f32 + half, y as f32 + half)
    }
}

/// Everything drawn on one square, so a replay can redraw only the squares that changed.
// Independent flags, compared as a whole; an enum or bit set would only obscure them.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct SquareState {
    pub piece: Option<Piece>,
    pub refugee: bool,
    pub safe: bool,
    pub last_move: bool,
    pub check: bool,
    pub scepter: bool,
    pub scepter_threat: bool,
    /// Sanctuary: whose target rank this square is on.
    pub tint: Option<Color>,
}

/// The state of all 64 squares, indexed by square.
pub(crate) fn square_states(
    pos: &Position,
    last_move: Option<(Square, Square)>,
    highlight_check: bool,
) -> [SquareState; 64] {
    let mut states = [SquareState::default(); 64];
    for (sq, piece) in pos.pieces() {
        states[sq.index()].piece = Some(piece);
    }
    if let Some((from, to)) = last_move {
        states[from.index()].last_move = true;
        states[to.index()].last_move = true;
    }
    match pos.variant() {
        Variant::Sanctuary => {
            for sq in pos.refugees() {
                states[sq.index()].refugee = true;
            }
            for sq in pos.sanctuary_safe(Color::White) | pos.sanctuary_safe(Color::Black) {
                states[sq.index()].safe = true;
            }
            for color in Color::ALL {
                for sq in rules::Bitboard::rank((!color).back_rank()) {
                    states[sq.index()].tint = Some(color);
                }
            }
        }
        Variant::Scepter => {
            for color in Color::ALL {
                let sq = Position::scepter_square(color);
                states[sq.index()].scepter = true;
                states[sq.index()].scepter_threat =
                    highlight_check && pos.scepter_threatened(color);
            }
        }
        Variant::Chess => {}
    }
    if highlight_check
        && pos.is_check()
        && let Some(k) = pos.king_of(pos.turn())
    {
        states[k.index()].check = true;
    }
    states
}

/// How squares look: their colours and whether they carry coordinates.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Look {
    coordinates: bool,
    squares: style::Squares,
}

impl Look {
    pub(crate) const fn of(coordinates: bool, theme: crate::Theme) -> Look {
        Look {
            coordinates,
            squares: style::squares(theme),
        }
    }
}

/// Draws one square completely: colour, highlights, marks, piece, badge, coordinates,
/// with its top-left corner at `at` (the square's place in `layout`, or the corner of
/// a tile drawn once for reuse).
// One square's whole appearance; grouping the arguments would only rename them.
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw_square(
    canvas: &mut Canvas,
    layout: &Layout,
    at: (u32, u32),
    sprites: &SpriteSet,
    fonts: &Fonts,
    look: Look,
    sq: Square,
    state: &SquareState,
) {
    let s = layout.square;
    let (x, y) = (at.0 as i32, at.1 as i32);
    let colors = look.squares;
    let base = if sq.is_light() {
        colors.light
    } else {
        colors.dark
    };
    let mut color = match state.tint {
        Some(Color::White) => style::blend(base, style::TINT_WHITE, style::TINT_WHITE_ALPHA),
        Some(Color::Black) => style::blend(base, style::TINT_BLACK, style::TINT_BLACK_ALPHA),
        None => base,
    };
    if state.last_move {
        color = style::blend(color, colors.last_move, colors.last_move_alpha);
    }
    canvas.fill_rect(x, y, s, s, color);
    if state.scepter_threat {
        canvas.sprite(sprites.get(Art::Threat), x, y);
    }
    if state.check {
        canvas.sprite(sprites.get(Art::Check), x, y);
    }
    if state.scepter {
        canvas.sprite(sprites.get(Art::Scepter), x, y);
    }
    if let Some(piece) = state.piece {
        let art = if state.refugee {
            Art::Refugee(piece.color)
        } else {
            Art::Piece(piece)
        };
        canvas.sprite(sprites.get(art), x, y);
    }
    if state.safe {
        canvas.sprite(sprites.get(Art::Safe), x, y);
    }
    if look.coordinates {
        draw_coordinates(canvas, layout, at, fonts, sq, color, colors);
    }
}

/// The labels `sq` carries on a board seen from `orientation`: its file letter on the
/// bottom rank, its rank digit on the left file.
pub(crate) fn coordinate_labels(sq: Square, orientation: Color) -> (Option<char>, Option<char>) {
    let (bottom_rank, left_file) = match orientation {
        Color::White => (0, 0),
        Color::Black => (7, 7),
    };
    (
        (sq.rank() == bottom_rank).then(|| sq.file_char()),
        (sq.file() == left_file).then(|| sq.rank_char()),
    )
}

fn draw_coordinates(
    canvas: &mut Canvas,
    layout: &Layout,
    at: (u32, u32),
    fonts: &Fonts,
    sq: Square,
    under: Rgb,
    colors: style::Squares,
) {
    let s = layout.square as f32;
    let (x, y) = (at.0 as f32, at.1 as f32);
    let (file_label, rank_label) = coordinate_labels(sq, layout.orientation);
    // Dark ink on light backgrounds and light ink on dark ones, judged on the colour
    // actually under the text (a last-move tint lightens a dark square).
    let luma = 299 * u32::from(under[0]) + 587 * u32::from(under[1]) + 114 * u32::from(under[2]);
    let ink = if luma > 165_000 {
        colors.coord_on_light
    } else {
        colors.coord_on_dark
    };
    let ink = style::blend(ink, under, 20);
    let px = (s * 0.21).max(10.0);
    let inset = (s * 0.06).max(2.0);
    if let Some(label) = file_label {
        let label = label.to_string();
        let w = text_width(&fonts.bold, px, &label);
        canvas.text(
            &fonts.bold,
            px,
            x + s - inset - w,
            y + s - inset * 1.1,
            &label,
            ink,
        );
    }
    if let Some(label) = rank_label {
        let label = label.to_string();
        canvas.text(
            &fonts.bold,
            px,
            x + inset,
            y + inset + px * 0.75,
            &label,
            ink,
        );
    }
}

/// Draws an arrow from centre to centre, shortened at the start so it does not hide the
/// piece. A knight's move bends at a right angle, the long leg first, as the knight
/// goes: a straight line would cross the squares beside it and read as a slide.
pub(crate) fn draw_arrow(canvas: &mut Canvas, layout: &Layout, arrow: Arrow) {
    let s = layout.square as f32;
    let from = layout.square_center(arrow.from);
    let to = layout.square_center(arrow.to);
    let files = arrow.from.file().abs_diff(arrow.to.file());
    let ranks = arrow.from.rank().abs_diff(arrow.to.rank());
    let knight = matches!((files, ranks), (1, 2) | (2, 1));
    let shaft = s * 0.085;
    let mut pb = PathBuilder::new();
    // Where the headed stretch starts, and how far along it its shaft begins.
    let (start, skip) = if knight {
        // The corner: the long leg's end, in pixels (either orientation).
        let corner = if (to.0 - from.0).abs() > (to.1 - from.1).abs() {
            (to.0, from.1)
        } else {
            (from.0, to.1)
        };
        // The first leg runs on past the corner by the shaft's half width, so the two
        // legs meet square; one path, so their overlap is painted once.
        let Some(leg) = Leg::new(from, corner) else {
            return;
        };
        leg.polygon(
            &mut pb,
            &[
                (s * 0.22, -shaft),
                (leg.len + shaft, -shaft),
                (leg.len + shaft, shaft),
                (s * 0.22, shaft),
            ],
        );
        (corner, 0.0)
    } else {
        (from, s * 0.22)
    };
    let Some(leg) = Leg::new(start, to) else {
        return;
    };
    let head_w = s * 0.24;
    let head_len = s * 0.38;
    let tip = leg.len - s * 0.08;
    leg.polygon(
        &mut pb,
        &[
            (skip, -shaft),
            (tip - head_len, -shaft),
            (tip - head_len, -head_w),
            (tip, 0.0),
            (tip - head_len, head_w),
            (tip - head_len, shaft),
            (skip, shaft),
        ],
    );
    if let Some(path) = pb.finish() {
        canvas.fill_path(&path, style::mark_rgb(arrow.color), style::ARROW_ALPHA);
    }
}

/// A straight stretch of an arrow, with its own axes: along it and across it. Every
/// stretch turns the same way in its axes, so the polygons of one arrow wind alike and
/// their overlap fills.
struct Leg {
    from: (f32, f32),
    along: (f32, f32),
    len: f32,
}

impl Leg {
    fn new(from: (f32, f32), to: (f32, f32)) -> Option<Leg> {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt();
        (len >= 1.0).then(|| Leg {
            from,
            along: (dx / len, dy / len),
            len,
        })
    }

    /// Adds the closed polygon of `points`, each (along, across), to `pb`.
    fn polygon(&self, pb: &mut PathBuilder, points: &[(f32, f32)]) {
        let (ux, uy) = self.along;
        let at = |(along, across): (f32, f32)| {
            (
                self.from.0 + ux * along - uy * across,
                self.from.1 + uy * along + ux * across,
            )
        };
        for (i, &p) in points.iter().enumerate() {
            let (x, y) = at(p);
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        pb.close();
    }
}

/// Draws a ring inside a square.
pub(crate) fn draw_circle(canvas: &mut Canvas, layout: &Layout, circle: Circle) {
    let s = layout.square as f32;
    let (cx, cy) = layout.square_center(circle.square);
    let width = (s * 0.075).max(2.5);
    if let Some(path) = PathBuilder::from_circle(cx, cy, s / 2.0 - width / 2.0 - 1.0) {
        canvas.stroke_path(&path, width, style::mark_rgb(circle.color), 230);
    }
}

/// Where both name bars go: for each, its colour, its player, whether it is that
/// side's turn, and its top row.
pub(crate) fn bars<'a>(
    layout: &Layout,
    players: &'a ByColor<PlayerBar>,
    turn: Option<Color>,
) -> [(Color, &'a PlayerBar, bool, u32); 2] {
    let top = !layout.orientation;
    let bottom = layout.orientation;
    let bottom_y = layout.board_y + 8 * layout.square + layout.pad;
    [
        (top, &players[top], turn == Some(top), layout.banner),
        (bottom, &players[bottom], turn == Some(bottom), bottom_y),
    ]
}

/// Draws both name bars; `turn` marks the side to move.
pub(crate) fn draw_bars(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    players: &ByColor<PlayerBar>,
    turn: Option<Color>,
) {
    for (color, player, active, y) in bars(layout, players, turn) {
        draw_bar(canvas, layout, fonts, color, player, active, y);
    }
}

/// Where everything on a name bar goes, worked out once for its two layers: the
/// base (background, colour chip, clock) that many games' bars share, and the name.
pub(crate) struct BarPlan {
    background: Rgb,
    active: bool,
    color: Color,
    /// The chip's centre (x; y is the bar's middle) and radius.
    chip: (f32, f32),
    /// The clock (or the caller's words) in its place: text, x, pill width and height.
    clock: Option<(String, f32, f32, f32)>,
    /// The name, shortened to fit, and where its baseline starts.
    name: String,
    name_x: f32,
    name_size: f32,
    /// The columns the name may touch; the base is plain background there.
    pub(crate) name_columns: std::ops::Range<u32>,
}

/// Plans one bar of `player` for `color` (`active`: it is this side's turn).
pub(crate) fn plan_bar(
    layout: &Layout,
    fonts: &Fonts,
    color: Color,
    player: &PlayerBar,
    active: bool,
) -> BarPlan {
    let h = layout.bar as f32;
    let w = layout.width as f32;
    // The bar touches the board's frame, so it reads as part of the same card.
    let background = if active {
        style::BAR_ACTIVE
    } else {
        style::FRAME
    };
    let pad = (layout.pad as f32).max(h * 0.3);
    let r = h * 0.2;
    let cx = pad + r;
    let name_size = h * 0.42;
    let clock_size = h * 0.38;
    let name_x = cx + r + h * 0.3;
    // Right side: the clock, or whatever the caller says instead ("to move", "wins").
    let clock = player
        .clock
        .as_deref()
        .map(|c| printable(&fonts.bold, c))
        .filter(|c| !c.is_empty());
    // A label in a long-worded language is shortened before it crowds out the name.
    let right = clock.map(|c| fit_text(&fonts.bold, clock_size, &c, (w - name_x - pad) * 0.6));
    let mut name_room = w - name_x - pad;
    let clock = right.map(|label| {
        let tw = text_width(&fonts.bold, clock_size, &label);
        let pill_w = tw + h * 0.5;
        let px = w - pad - pill_w;
        name_room = px - name_x - h * 0.3;
        (label, px, pill_w, h * 0.62)
    });
    let printable = printable(&fonts.bold, &player.name);
    let name = if printable.is_empty() {
        color.name()
    } else {
        printable.as_str()
    };
    let name = fit_text(&fonts.bold, name_size, name, name_room.max(0.0));
    // From just past the chip's ring to just before the clock's pill (or a few pixels
    // past the name's advance, where a glyph's overhang ends).
    let ring = (h * 0.04).max(1.2);
    let first = (cx + r + ring).ceil() as u32 + 1;
    let past_name = (name_x + text_width(&fonts.bold, name_size, &name)).ceil() as u32 + 3;
    let before_clock = clock.as_ref().map_or(layout.width, |(_, px, _, _)| {
        (px.floor() as u32).saturating_sub(1)
    });
    let last = past_name.min(before_clock).min(layout.width).max(first);
    BarPlan {
        background,
        active,
        color,
        chip: (cx, r),
        clock,
        name,
        name_x,
        name_size,
        name_columns: first..last,
    }
}

impl BarPlan {
    /// The bar's flat background, which the name's columns start from.
    pub(crate) fn background(&self) -> Rgb {
        self.background
    }
}

/// Draws one bar at `y`: colour chip, name, and the clock (or the caller's words).
pub(crate) fn draw_bar(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    color: Color,
    player: &PlayerBar,
    active: bool,
    y: u32,
) {
    let plan = plan_bar(layout, fonts, color, player, active);
    draw_bar_base(canvas, layout, fonts, &plan, y);
    draw_bar_name(canvas, layout, fonts, &plan, y);
}

/// Draws a bar's base at `y`: everything but the name (whose columns stay background).
pub(crate) fn draw_bar_base(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    plan: &BarPlan,
    y: u32,
) {
    let h = layout.bar as f32;
    let cy = y as f32 + h / 2.0;
    canvas.fill_rect(0, y as i32, layout.width, layout.bar, plan.background);
    if plan.active {
        let stripe = (h * 0.1).max(3.0);
        canvas.fill_rect(0, y as i32, stripe as u32, layout.bar, style::ACCENT);
    }
    let (cx, r) = plan.chip;
    let (fill, ring) = match plan.color {
        Color::White => ([0xf4, 0xf4, 0xf4], [0x70, 0x74, 0x7a]),
        Color::Black => ([0x14, 0x14, 0x16], [0xb0, 0xb4, 0xba]),
    };
    canvas.fill_circle(cx, cy, r + (h * 0.04).max(1.2), ring, 255);
    canvas.fill_circle(cx, cy, r, fill, 255);
    if let Some((label, px, pill_w, pill_h)) = &plan.clock {
        let clock_size = h * 0.38;
        let baseline = cy + clock_size * 0.36;
        let ink = if plan.active {
            canvas.fill_round_rect(
                *px,
                cy - pill_h / 2.0,
                *pill_w,
                *pill_h,
                pill_h * 0.3,
                style::ACCENT,
            );
            style::TEXT_ON_ACCENT
        } else {
            style::TEXT_MUTED
        };
        canvas.text(&fonts.bold, clock_size, px + h * 0.25, baseline, label, ink);
    }
}

/// Draws a bar's name at `y`, over its background.
pub(crate) fn draw_bar_name(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    plan: &BarPlan,
    y: u32,
) {
    let cy = y as f32 + layout.bar as f32 / 2.0;
    let ink = if plan.active {
        style::TEXT
    } else {
        style::blend(style::TEXT, style::FRAME, 50)
    };
    canvas.text_in_rows(
        &fonts.bold,
        plan.name_size,
        plan.name_x,
        cy + plan.name_size * 0.36,
        &plan.name,
        ink,
        y as i32..(y + layout.bar) as i32,
    );
}

/// Height of a banner's card: a little taller than a name bar's text needs, so a
/// goal reads first.
fn banner_card_height(square: u32) -> u32 {
    (square * 3 / 5).max(28)
}

/// Draws the banner strip at `y`: a rounded card in the banner's tone as wide as the
/// picture less its frame, with the text centred and shortened to fit.
pub(crate) fn draw_banner(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    banner: &Banner,
    y: u32,
) {
    canvas.fill_rect(0, y as i32, layout.width, layout.banner, style::FRAME);
    let (bg, ink) = style::banner(banner.tone);
    let pad = layout.pad as f32;
    let h = banner_card_height(layout.square) as f32;
    let w = layout.width as f32 - 2.0 * pad;
    let top = y as f32 + pad;
    canvas.fill_round_rect(pad, top, w, h, h * 0.2, bg);
    let size = h * 0.45;
    let font = &fonts.bold;
    let text = printable(font, &banner.text);
    let text = fit_text(font, size, &text, (w - h * 0.6).max(0.0));
    let tw = text_width(font, size, &text);
    let x = pad + (w - tw) / 2.0;
    let rows = y as i32..(y + layout.banner) as i32;
    canvas.text_in_rows(font, size, x, top + h / 2.0 + size * 0.36, &text, ink, rows);
}
