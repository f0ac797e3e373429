//! Pictures as palette indices, one byte per pixel: what board PNGs are built in.
//!
//! A board is flat colours plus the anti-aliased edges of pieces and text, which a
//! 255-colour palette learnt from the artwork holds without visible loss. A third of
//! the bytes of RGB makes the PNG about three times faster to compress and a third
//! smaller, and it lets finished squares be cached as indices and copied.

use crate::canvas::Canvas;
use crate::palette::Mapper;

/// A picture of palette indices.
pub(crate) struct Indexed {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Indexed {
    /// Every pixel of `canvas`, mapped to the palette. Most pixels repeat the one
    /// before (a bar's flat background), so those take its index without a lookup.
    pub(crate) fn of(canvas: &Canvas, mapper: &mut Mapper<'_>) -> Indexed {
        // No pixel reads as `u32::MAX`: the alpha byte is masked off.
        let mut last = (u32::MAX, 0u8);
        Indexed {
            width: canvas.width(),
            height: canvas.height(),
            pixels: canvas
                .pixmap
                .data()
                .chunks_exact(4)
                .map(|p| {
                    let rgb = u32::from_le_bytes([p[0], p[1], p[2], 0]);
                    if rgb != last.0 {
                        last = (rgb, mapper.index([p[0], p[1], p[2]]));
                    }
                    last.1
                })
                .collect(),
        }
    }

    /// Maps columns `columns` of `canvas` (whose left edge is this picture's) into
    /// rows `y` onward, leaving the other columns as they are.
    pub(crate) fn paste_columns(
        &mut self,
        canvas: &Canvas,
        columns: std::ops::Range<u32>,
        y: u32,
        mapper: &mut Mapper<'_>,
    ) {
        let (from, to) = (columns.start as usize, columns.end as usize);
        let canvas_width = canvas.width() as usize;
        if to > canvas_width.min(self.width as usize) || from >= to {
            return;
        }
        let stride = self.width as usize;
        let data = canvas.pixmap.data();
        for row in 0..canvas.height() as usize {
            let start = (y as usize + row) * stride;
            let Some(into) = self.pixels.get_mut(start + from..start + to) else {
                return;
            };
            let source = &data[(row * canvas_width + from) * 4..(row * canvas_width + to) * 4];
            for (index, p) in into.iter_mut().zip(source.chunks_exact(4)) {
                *index = mapper.index([p[0], p[1], p[2]]);
            }
        }
    }

    /// Copies `tile` (rows `w` wide) with its top-left corner at (x, y); what would
    /// fall outside is left out.
    pub(crate) fn blit(&mut self, tile: &[u8], w: u32, x: u32, y: u32) {
        let stride = self.width as usize;
        let row = w as usize;
        for (i, src) in tile.chunks_exact(row).enumerate() {
            let start = (y as usize + i) * stride + x as usize;
            if let Some(to) = self.pixels.get_mut(start..start + row) {
                to.copy_from_slice(src);
            }
        }
    }

    /// Maps a strip as wide as the picture into it, from row `y` down.
    pub(crate) fn paste(&mut self, strip: &Canvas, y: u32, mapper: &mut Mapper<'_>) {
        let indices = Indexed::of(strip, mapper);
        self.blit(&indices.pixels, indices.width, 0, y);
    }
}
