//! The evaluation graph of a reviewed game: the engine's opinion after every move,
//! White's advantage up and Black's down, with the slips marked where they happened.

// Geometry reads best with its conventional names: x, y, w, h.
#![allow(clippy::many_single_char_names)]

use crate::RenderError;
use crate::canvas::Canvas;
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
}

const WIDTH: u32 = 640;
const HEIGHT: u32 = 260;
const MARGIN: f32 = 24.0;
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
    let h = HEIGHT as f32 - 2.0 * MARGIN;
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
    let mid = HEIGHT as f32 / 2.0;
    if n > 0 {
        // White's share: the area between the curve and the bottom edge, lit.
        let mut area = PathBuilder::new();
        area.move_to(point(0, n, 0).0, HEIGHT as f32 - MARGIN);
        for (i, cp) in graph.evals.iter().enumerate() {
            let (x, y) = point(i, n, *cp);
            area.line_to(x, y);
        }
        area.line_to(point(n - 1, n, 0).0, HEIGHT as f32 - MARGIN);
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
    canvas.text(&fonts.bold, 14.0, MARGIN, 17.0, "White", WHITE_AREA);
    // The bottom edge is always in White's lit share, so Black's label is dark.
    canvas.text(
        &fonts.bold,
        14.0,
        MARGIN,
        HEIGHT as f32 - MARGIN - 6.0,
        "Black",
        BACKGROUND,
    );
    Ok(canvas)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_stay_inside_the_picture() {
        for cp in [-30_000, -800, 0, 35, 800, 30_000] {
            let (x, y) = point(3, 7, cp);
            assert!(x >= MARGIN && x <= WIDTH as f32 - MARGIN);
            assert!(y >= MARGIN && y <= HEIGHT as f32 - MARGIN);
        }
        assert!(
            point(0, 2, 100).1 < point(0, 2, -100).1,
            "White's advantage is up"
        );
    }
}
