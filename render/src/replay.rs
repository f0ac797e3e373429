//! Animated GIF replays: one frame per move, only what changed encoded.

use crate::board::{self, Fonts, Layout, SquareState, square_states};
use crate::canvas::Canvas;
use crate::palette::{Palette, TRANSPARENT};
use crate::sprites::SpriteSet;
use crate::style;
use crate::{GifOptions, PlayerBar, RenderError};
use rules::{ByColor, Game, Square};
use std::borrow::Cow;

/// Encodes the replay of `game`.
pub(crate) fn encode(
    sprites: &SpriteSet,
    palette: &Palette,
    fonts: &Fonts,
    game: &Game,
    opts: &GifOptions,
) -> Result<Vec<u8>, RenderError> {
    let layout = Layout::new(sprites.px(), opts.orientation, opts.players.is_some());
    let too_large = || RenderError::Canvas { width: layout.width, height: layout.height };
    let width = u16::try_from(layout.width).map_err(|_| too_large())?;
    let height = u16::try_from(layout.height).map_err(|_| too_large())?;

    let mut out = Vec::new();
    let mut encoder = gif::Encoder::new(&mut out, width, height, &palette.rgb_table())?;
    encoder.set_repeat(gif::Repeat::Infinite)?;

    let positions = game.positions();
    let moves = game.moves();
    let outcome = game.outcome();
    let mut canvas = Canvas::new(layout.width, layout.height, style::FRAME)?;
    let mut previous: Vec<u32> = Vec::new();
    let mut shown: Option<[SquareState; 64]> = None;
    let mut mapper = palette.mapper();

    for (i, pos) in positions.iter().enumerate() {
        let last = i.checked_sub(1).and_then(|j| moves.get(j)).map(|m| (m.from, m.to));
        let states = square_states(pos, last, true);
        for sq in Square::all() {
            let state = &states[sq.index()];
            if shown.is_none_or(|old| old[sq.index()] != *state) {
                board::draw_square(&mut canvas, &layout, sprites, fonts, opts.coordinates, sq, state);
            }
        }
        shown = Some(states);
        let is_last = i + 1 == positions.len();
        if let Some(names) = &opts.players {
            draw_bars(&mut canvas, &layout, fonts, names, pos.turn(), is_last.then_some(outcome).flatten());
        }

        let delay_ms = if is_last { opts.final_pause_ms } else { opts.frame_delay_ms };
        let delay = u16::try_from(delay_ms.div_ceil(10)).unwrap_or(u16::MAX);
        let frame = diff_frame(&canvas, &mut previous, &mut mapper, delay);
        if let Some(frame) = frame {
            encoder.write_frame(&frame)?;
        }
    }
    drop(encoder);
    Ok(out)
}

/// The bars of a replay frame: whose turn, or on the final frame the result.
fn draw_bars(
    canvas: &mut Canvas,
    layout: &Layout,
    fonts: &Fonts,
    names: &ByColor<String>,
    turn: rules::Color,
    outcome: Option<rules::Outcome>,
) {
    let bottom_y = layout.board_y + 8 * layout.square + layout.pad;
    for (color, y) in [(!layout.orientation, 0), (layout.orientation, bottom_y)] {
        let mut bar = PlayerBar::new(names[color].clone());
        let active = match outcome {
            None => turn == color,
            Some(o) => {
                bar.clock = Some(match o.winner {
                    Some(w) if w == color => "wins".to_owned(),
                    Some(_) => String::new(),
                    None => "draw".to_owned(),
                })
                .filter(|s| !s.is_empty());
                o.winner == Some(color)
            }
        };
        board::draw_bar(canvas, layout, fonts, color, &bar, active, y);
    }
}

/// The next GIF frame: the bounding box of what changed since `previous`, with
/// unchanged pixels transparent. `None` if nothing changed.
fn diff_frame(
    canvas: &Canvas,
    previous: &mut Vec<u32>,
    mapper: &mut crate::palette::Mapper<'_>,
    delay: u16,
) -> Option<gif::Frame<'static>> {
    let w = canvas.width() as usize;
    let h = canvas.height() as usize;
    let current: Vec<u32> = canvas
        .pixmap
        .data()
        .chunks_exact(4)
        .map(|p| u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2]))
        .collect();
    let first = previous.is_empty();
    let (x0, y0, x1, y1) = if first {
        (0, 0, w, h)
    } else {
        let mut bbox = (usize::MAX, usize::MAX, 0, 0);
        for y in 0..h {
            let row = y * w;
            let (cur, old) = (&current[row..row + w], &previous[row..row + w]);
            if cur == old {
                continue;
            }
            let left = cur.iter().zip(old).position(|(a, b)| a != b).unwrap_or(0);
            let right = w - cur.iter().rev().zip(old.iter().rev()).position(|(a, b)| a != b).unwrap_or(0);
            bbox = (bbox.0.min(left), bbox.1.min(y), bbox.2.max(right), y + 1);
        }
        if bbox.0 == usize::MAX {
            // Nothing changed: keep the picture, but let the old frame's time run on.
            (0, 0, 1, 1)
        } else {
            bbox
        }
    };
    let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
    for y in y0..y1 {
        for x in x0..x1 {
            let i = y * w + x;
            let c = current[i];
            if !first && previous[i] == c {
                buffer.push(TRANSPARENT);
            } else {
                buffer.push(mapper.index([(c >> 16) as u8, (c >> 8) as u8, c as u8]));
            }
        }
    }
    *previous = current;
    Some(gif::Frame {
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0) as u16,
        height: (y1 - y0) as u16,
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    })
}
