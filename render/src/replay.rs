//! Animated GIF replays: one frame per move, only what changed encoded.

use crate::board::{self, Layout, SquareState, square_states};
use crate::canvas::Canvas;
use crate::fonts::Fonts;
use crate::lzw::Lzw;
use crate::palette::{Palette, TRANSPARENT};
use crate::sprites::SpriteSet;
use crate::style;
use crate::{Arrow, GifOptions, MarkColor, PlayerBar, RenderError};
use rules::{Bitboard, ByColor, Game, Square};
use std::borrow::Cow;

/// Encodes the replay of `game`.
pub(crate) fn encode(
    sprites: &SpriteSet,
    palette: &Palette,
    fonts: &Fonts,
    game: &Game,
    opts: &GifOptions,
) -> Result<Vec<u8>, RenderError> {
    let mut layout = Layout::new(sprites.px(), opts.orientation, opts.players.is_some());
    if opts.banner.is_some() {
        layout = layout.with_banner();
    }
    let too_large = || RenderError::Canvas {
        width: layout.width,
        height: layout.height,
    };
    let width = u16::try_from(layout.width).map_err(|_| too_large())?;
    let height = u16::try_from(layout.height).map_err(|_| too_large())?;

    let mut out = Vec::new();
    let mut encoder = gif::Encoder::new(&mut out, width, height, &palette.rgb_table())?;
    encoder.set_repeat(gif::Repeat::Infinite)?;

    let positions = game.positions();
    let moves = game.moves();
    let outcome = game.outcome();
    let mut canvas = Canvas::new(layout.width, layout.height, style::FRAME)?;
    let mut previous: Vec<u8> = Vec::new();
    let mut shown: Option<[SquareState; 64]> = None;
    let mut mapper = palette.mapper();
    let mut lzw = Lzw::new();
    let s = layout.square;
    // The move arrow on the canvas: its squares are redrawn when it goes.
    let mut shown_arrow: Option<Arrow> = None;
    // Drawn once, into the first frame, which is whole: later frames keep it, as they
    // keep every unchanged pixel.
    if let Some(banner) = &opts.banner {
        board::draw_banner(&mut canvas, &layout, fonts, banner, 0);
    }

    for (i, pos) in positions.iter().enumerate() {
        let last = i
            .checked_sub(1)
            .and_then(|j| moves.get(j))
            .map(|m| (m.from, m.to));
        let states = square_states(pos, last, true);
        let arrow = move_arrow(last, opts.move_arrows, pos.turn());
        let under_arrows =
            shown_arrow.map(covered).unwrap_or_default() | arrow.map(covered).unwrap_or_default();
        let mut dirty = Rect::EMPTY;
        for sq in Square::all() {
            let state = &states[sq.index()];
            if shown.is_none_or(|old| old[sq.index()] != *state) || under_arrows.contains(sq) {
                board::draw_square(
                    &mut canvas,
                    &layout,
                    layout.square_origin(sq),
                    sprites,
                    fonts,
                    board::Look::of(opts.coordinates, crate::Theme::Classic),
                    sq,
                    state,
                );
                let (x, y) = layout.square_origin(sq);
                dirty = dirty.union(Rect {
                    x0: x,
                    y0: y,
                    x1: x + s,
                    y1: y + s,
                });
            }
        }
        shown = Some(states);
        if let Some(arrow) = arrow {
            board::draw_arrow(&mut canvas, &layout, arrow);
        }
        shown_arrow = arrow;
        let is_last = i + 1 == positions.len();
        // The bars name the players; the result appears on the final frame. They do
        // not follow the turn, so that each frame only encodes the squares that changed.
        if let Some(names) = &opts.players
            && (i == 0 || (is_last && outcome.is_some()))
        {
            draw_bars(
                &mut canvas,
                &layout,
                fonts,
                names,
                is_last.then_some(outcome).flatten(),
                &opts.result,
            );
            dirty = Rect {
                x0: 0,
                y0: 0,
                x1: layout.width,
                y1: layout.height,
            };
        }

        let delay_ms = if is_last {
            opts.final_pause_ms
        } else {
            opts.frame_delay_ms
        };
        let delay = u16::try_from(delay_ms.div_ceil(10)).unwrap_or(u16::MAX);
        let mut frame = diff_frame(&canvas, &mut previous, dirty, &mut mapper, delay);
        frame.buffer = Cow::Owned(lzw.encode(&frame.buffer));
        encoder.write_lzw_pre_encoded_frame(&frame)?;
    }
    drop(encoder);
    Ok(out)
}

/// The arrow of the move `last`, with `turn` to move after it: the solver's in green,
/// the other side's in red; none without a solver.
fn move_arrow(
    last: Option<(Square, Square)>,
    solver: Option<rules::Color>,
    turn: rules::Color,
) -> Option<Arrow> {
    let ((from, to), solver) = last.zip(solver)?;
    // After a move, the side to move is the one that did not play it.
    let color = if turn == solver {
        MarkColor::Red
    } else {
        MarkColor::Green
    };
    Some(Arrow { from, to, color })
}

/// The squares an arrow can touch: the rectangle of squares with its ends at two
/// corners (its head and shaft stay within half a square of the line between them).
fn covered(arrow: Arrow) -> Bitboard {
    let (f0, f1) = (
        arrow.from.file().min(arrow.to.file()),
        arrow.from.file().max(arrow.to.file()),
    );
    let (r0, r1) = (
        arrow.from.rank().min(arrow.to.rank()),
        arrow.from.rank().max(arrow.to.rank()),
    );
    let mut squares = Bitboard::EMPTY;
    for file in f0..=f1 {
        for rank in r0..=r1 {
            if let Some(sq) = Square::from_coords(file, rank) {
                squares |= Bitboard::from(sq);
            }
        }
    }
    squares
}

/// A pixel rectangle, `x1` and `y1` exclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Rect {
    x0: u32,
    y0: u32,
    x1: u32,
    y1: u32,
}

impl Rect {
    const EMPTY: Rect = Rect {
        x0: u32::MAX,
        y0: u32::MAX,
        x1: 0,
        y1: 0,
    };

    fn union(self, other: Rect) -> Rect {
        Rect {
            x0: self.x0.min(other.x0),
            y0: self.y0.min(other.y0),
            x1: self.x1.max(other.x1),
            y1: self.y1.max(other.y1),
        }
    }

    fn is_empty(self) -> bool {
        self.x0 >= self.x1 || self.y0 >= self.y1
    }
}

/// The bars of a replay: names, and on the final frame the result.
fn draw_bars(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    names: &ByColor<String>,
    outcome: Option<rules::Outcome>,
    words: &crate::ResultWords,
) {
    let bottom_y = layout.board_y + 8 * layout.square + layout.pad;
    for (color, y) in [
        (!layout.orientation, layout.banner),
        (layout.orientation, bottom_y),
    ] {
        let mut bar = PlayerBar::new(names[color].clone());
        let active = match outcome {
            None => false,
            Some(o) => {
                bar.clock = Some(match o.winner {
                    Some(w) if w == color => words.wins.clone(),
                    Some(_) => String::new(),
                    None => words.draw.clone(),
                })
                .filter(|s| !s.is_empty());
                o.winner == Some(color)
            }
        };
        board::draw_bar(canvas, layout, fonts, color, &bar, active, y);
    }
}

/// The bounding box of the pixels inside `dirty` where `data` differs from `previous`
/// (both RGBA rows of `w` pixels).
fn changed_box(data: &[u8], previous: &[u8], w: usize, dirty: Rect) -> Rect {
    let mut bbox = Rect::EMPTY;
    if dirty.is_empty() {
        return bbox;
    }
    let (x0, x1) = (dirty.x0 as usize, dirty.x1 as usize);
    for y in dirty.y0..dirty.y1 {
        let row = y as usize * w * 4;
        let (cur, old) = (
            &data[row + x0 * 4..row + x1 * 4],
            &previous[row + x0 * 4..row + x1 * 4],
        );
        if cur == old {
            continue;
        }
        let left = cur
            .chunks_exact(4)
            .zip(old.chunks_exact(4))
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        let right = cur
            .chunks_exact(4)
            .rev()
            .zip(old.chunks_exact(4).rev())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        bbox = bbox.union(Rect {
            x0: (x0 + left) as u32,
            y0: y,
            x1: (x1 - right) as u32,
            y1: y + 1,
        });
    }
    bbox
}

/// The next GIF frame: within `dirty`, the bounding box of the pixels that differ
/// from `previous`, with unchanged pixels transparent. The first frame is whole.
fn diff_frame(
    canvas: &Canvas,
    previous: &mut Vec<u8>,
    dirty: Rect,
    mapper: &mut crate::palette::Mapper<'_>,
    delay: u16,
) -> gif::Frame<'static> {
    let w = canvas.width() as usize;
    let data = canvas.pixmap.data();
    let first = previous.is_empty();
    let bbox = if first {
        Rect {
            x0: 0,
            y0: 0,
            x1: canvas.width(),
            y1: canvas.height(),
        }
    } else {
        changed_box(data, previous, w, dirty)
    };
    if bbox.is_empty() {
        // Nothing changed: a one-pixel transparent frame keeps the timing.
        return gif::Frame {
            delay,
            dispose: gif::DisposalMethod::Keep,
            transparent: Some(TRANSPARENT),
            width: 1,
            height: 1,
            buffer: Cow::Owned(vec![TRANSPARENT]),
            ..gif::Frame::default()
        };
    }
    let mut buffer = Vec::with_capacity(((bbox.x1 - bbox.x0) * (bbox.y1 - bbox.y0)) as usize);
    let mut last: Option<(u32, u8)> = None;
    let word = |p: &[u8]| u32::from_le_bytes([p[0], p[1], p[2], p[3]]);
    for y in bbox.y0..bbox.y1 {
        let a = (y as usize * w + bbox.x0 as usize) * 4;
        let b = (y as usize * w + bbox.x1 as usize) * 4;
        let (row, old) = (
            &data[a..b],
            &previous[a.min(previous.len())..b.min(previous.len())],
        );
        if !first && row == old {
            // Unchanged row segment: all transparent.
            buffer.resize(buffer.len() + (b - a) / 4, TRANSPARENT);
            continue;
        }
        for (i, px) in row.chunks_exact(4).enumerate() {
            let c = word(px);
            if !first && c == word(&old[i * 4..i * 4 + 4]) {
                buffer.push(TRANSPARENT);
                continue;
            }
            let index = match last {
                Some((prev, index)) if prev == c => index,
                _ => {
                    let index = mapper.index([px[0], px[1], px[2]]);
                    last = Some((c, index));
                    index
                }
            };
            buffer.push(index);
        }
    }
    if first {
        *previous = data.to_vec();
    } else {
        for y in bbox.y0..bbox.y1 {
            let a = (y as usize * w + bbox.x0 as usize) * 4;
            let b = (y as usize * w + bbox.x1 as usize) * 4;
            previous[a..b].copy_from_slice(&data[a..b]);
        }
    }
    gif::Frame {
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        left: bbox.x0 as u16,
        top: bbox.y0 as u16,
        width: (bbox.x1 - bbox.x0) as u16,
        height: (bbox.y1 - bbox.y0) as u16,
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    }
}
