//! The evaluation graph of a reviewed game: the engine's opinion after every move,
//! White's advantage up and Black's down, with the slips marked where they happened,
//! the moves numbered along the bottom and a key to the marks' colours under it.

// Geometry reads best with its conventional names: x, y, w, h.
#![allow(clippy::many_single_char_names)]

use crate::RenderError;
use crate::canvas::{Canvas, text_width};
use crate::fonts::Fonts;
use resvg::tiny_skia::PathBuilder;

/// How bad a marked move was; the mark's colour says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slip {
    /// A small loss.
    Inaccuracy,
    /// A clear loss.
    Mistake,
    /// A loss that changes the result.
    Blunder,
}

/// What the graph shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalGraph {
    /// The evaluation in centipawns from White's view, first the start position, then
    /// the position after each move. Wins are large values; the graph clips them.
    pub evals: Vec<i32>,
    /// The moves to mark: the index into `evals` of the position after the move.
    pub marks: Vec<(usize, Slip)>,
    /// The words drawn on it, in the reader's language.
    pub words: GraphWords,
}

/// The words of an [`EvalGraph`]: the sides' names at the top and bottom, the axis's
/// unit and the key's three kinds of slip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraphWords {
    /// White, at the top (White's advantage).
    pub white: String,
    /// Black, at the bottom.
    pub black: String,
    /// The axis's unit, at its right end: `move`.
    pub axis: String,
    /// The key's word for [`Slip::Inaccuracy`].
    pub inaccuracy: String,
    /// The key's word for [`Slip::Mistake`].
    pub mistake: String,
    /// The key's word for [`Slip::Blunder`].
    pub blunder: String,
}

const WIDTH: u32 = 640;
/// The height of the plot and its margins, above the axis and the key.
const PLOT_HEIGHT: u32 = 260;
/// The band under the plot: move numbers, then the key.
const BAND: u32 = 44;
const HEIGHT: u32 = PLOT_HEIGHT + BAND;
const MARGIN: f32 = 24.0;
/// The size of the axis's numbers and the key's words.
const SMALL: f32 = 13.0;
const INK: [u8; 3] = crate::style::PANEL_LIGHT;
/// Evaluations beyond this many centipawns are drawn at the edge.
const CLIP: f32 = 800.0;
const BACKGROUND: [u8; 3] = crate::style::PANEL;
const WHITE_AREA: [u8; 3] = crate::style::PANEL_LIGHT;
const MIDLINE: [u8; 3] = [0x80, 0x80, 0x80];
const LINE: [u8; 3] = [0xd8, 0x9b, 0x3c];

fn mark_color(slip: Slip) -> [u8; 3] {
    match slip {
        Slip::Inaccuracy => [0xe8, 0xd0, 0x3a],
        Slip::Mistake => [0xf0, 0x8a, 0x24],
        Slip::Blunder => [0xe0, 0x30, 0x30],
    }
}

/// Where evaluation `cp` of position `i` of `n` is drawn.
fn point(i: usize, n: usize, cp: i32) -> (f32, f32) {
    let w = WIDTH as f32 - 2.0 * MARGIN;
    let h = PLOT_HEIGHT as f32 - 2.0 * MARGIN;
    let x = MARGIN
        + if n > 1 {
            w * i as f32 / (n - 1) as f32
        } else {
            w / 2.0
        };
    // A soft clip: small advantages stay visible, wins reach the edge.
    let v = (cp as f32).clamp(-CLIP, CLIP) / CLIP;
    let y = MARGIN + h / 2.0 - v * h / 2.0;
    (x, y)
}

/// Draws `graph` as an opaque canvas.
pub(crate) fn draw(fonts: &Fonts, graph: &EvalGraph) -> Result<Canvas, RenderError> {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, BACKGROUND)?;
    let n = graph.evals.len();
    let mid = PLOT_HEIGHT as f32 / 2.0;
    let bottom = PLOT_HEIGHT as f32 - MARGIN;
    if n > 0 {
        // White's share: the area between the curve and the bottom edge, lit.
        let mut area = PathBuilder::new();
        area.move_to(point(0, n, 0).0, bottom);
        for (i, cp) in graph.evals.iter().enumerate() {
            let (x, y) = point(i, n, *cp);
            area.line_to(x, y);
        }
        area.line_to(point(n - 1, n, 0).0, bottom);
        area.close();
        if let Some(path) = area.finish() {
            canvas.fill_path(&path, WHITE_AREA, 255);
        }
    }
    let mut midline = PathBuilder::new();
    midline.move_to(MARGIN, mid);
    midline.line_to(WIDTH as f32 - MARGIN, mid);
    if let Some(path) = midline.finish() {
        canvas.stroke_path(&path, 1.0, MIDLINE, 255);
    }
    if n > 1 {
        let mut line = PathBuilder::new();
        let (x0, y0) = point(0, n, graph.evals[0]);
        line.move_to(x0, y0);
        for (i, cp) in graph.evals.iter().enumerate().skip(1) {
            let (x, y) = point(i, n, *cp);
            line.line_to(x, y);
        }
        if let Some(path) = line.finish() {
            canvas.stroke_path(&path, 2.0, LINE, 255);
        }
    }
    for (i, slip) in &graph.marks {
        if let Some(cp) = graph.evals.get(*i) {
            let (x, y) = point(*i, n, *cp);
            let r = if *slip == Slip::Blunder { 6.0 } else { 4.5 };
            canvas.fill_circle(x, y, r + 1.5, BACKGROUND, 255);
            canvas.fill_circle(x, y, r, mark_color(*slip), 255);
        }
    }
    let words = &graph.words;
    canvas.text(&fonts.bold, 14.0, MARGIN, 17.0, &words.white, WHITE_AREA);
    // The bottom edge is always in White's lit share, so Black's label is dark.
    canvas.text(
        &fonts.bold,
        14.0,
        MARGIN,
        bottom - 6.0,
        &words.black,
        BACKGROUND,
    );
    draw_axis(&mut canvas, fonts, n, &words.axis);
    draw_key(&mut canvas, fonts, words);
    Ok(canvas)
}

/// The moves counted between two numbers on the axis: the smallest round step that
/// keeps the numbers at most about ten.
fn axis_step(moves: usize) -> usize {
    [1, 2, 5, 10, 20, 25, 50, 100, 200, 500]
        .into_iter()
        .find(|step| moves / step <= 10)
        .unwrap_or(1_000)
}

/// The move numbers under the plot, each under the position after White's move of
/// that number.
fn draw_axis(canvas: &mut Canvas, fonts: &Fonts, n: usize, word: &str) {
    let moves = n.saturating_sub(1).div_ceil(2);
    if moves == 0 {
        return;
    }
    let y = PLOT_HEIGHT as f32 - MARGIN;
    let word_left = WIDTH as f32 - MARGIN - text_width(&fonts.regular, SMALL, word);
    canvas.text(&fonts.regular, SMALL, word_left, y + 18.0, word, MIDLINE);
    let step = axis_step(moves);
    for m in (step..=moves).step_by(step).chain((step > 1).then_some(1)) {
        let (x, _) = point(2 * m - 1, n, 0);
        canvas.fill_rect(x.round() as i32, y as i32, 1, 5, MIDLINE);
        let label = m.to_string();
        let w = text_width(&fonts.regular, SMALL, &label);
        let left = (x - w / 2.0).max(0.0);
        // A number that would run into the axis's word keeps its tick only.
        if left + w + 6.0 <= word_left {
            canvas.text(&fonts.regular, SMALL, left, y + 18.0, &label, INK);
        }
    }
}

/// The key to the marks' colours, centred along the bottom.
fn draw_key(canvas: &mut Canvas, fonts: &Fonts, words: &GraphWords) {
    const DOT: f32 = 5.0;
    const GAP: f32 = 18.0;
    let items = [
        (Slip::Inaccuracy, format!("?! {}", words.inaccuracy)),
        (Slip::Mistake, format!("? {}", words.mistake)),
        (Slip::Blunder, format!("?? {}", words.blunder)),
    ];
    let width_at = |px: f32| {
        items
            .each_ref()
            .map(|(_, word)| 2.0 * DOT + 6.0 + text_width(&fonts.regular, px, word))
    };
    let total_of = |widths: &[f32; 3]| widths.iter().sum::<f32>() + GAP * (items.len() - 1) as f32;
    // Long-worded languages get a smaller key rather than one wider than the picture.
    let room = WIDTH as f32 - 2.0 * MARGIN;
    let natural = total_of(&width_at(SMALL));
    // Only the words shrink: the dots and gaps keep their size.
    let fixed = 3.0 * (2.0 * DOT + 6.0) + GAP * 2.0;
    let px = if natural > room {
        SMALL * (room - fixed) / (natural - fixed)
    } else {
        SMALL
    };
    let widths = width_at(px);
    let total = total_of(&widths);
    let mut x = (WIDTH as f32 - total) / 2.0;
    let y = HEIGHT as f32 - 10.0;
    for ((slip, word), w) in items.into_iter().zip(widths) {
        canvas.fill_circle(x + DOT, y - 4.5, DOT, mark_color(slip), 255);
        canvas.text(&fonts.regular, px, x + 2.0 * DOT + 6.0, y, &word, INK);
        x += w + GAP;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_stay_inside_the_picture() {
        for cp in [-30_000, -800, 0, 35, 800, 30_000] {
            let (x, y) = point(3, 7, cp);
            assert!(x >= MARGIN && x <= WIDTH as f32 - MARGIN);
            assert!(y >= MARGIN && y <= PLOT_HEIGHT as f32 - MARGIN);
        }
        assert!(
            point(0, 2, 100).1 < point(0, 2, -100).1,
            "White's advantage is up"
        );
    }

    #[test]
    fn the_axis_numbers_at_most_about_ten_moves() {
        for moves in [1, 9, 10, 11, 40, 99, 150, 600, 5_000] {
            let step = axis_step(moves);
            assert!(moves / step <= 10 || step == 1_000, "{moves}: {step}");
        }
        assert_eq!(axis_step(8), 1);
        assert_eq!(axis_step(40), 5);
    }
}
