//! Helpers shared by the test modules: decoding PNGs and reading pixels.

use render::{Layout, Renderer};
use rules::Square;
use std::sync::OnceLock;

/// One renderer for the whole test binary, as the bot would share it.
pub fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(|| Renderer::new().expect("the built-in artwork parses"))
}

/// A decoded RGB picture.
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgb: Vec<u8>,
}

impl Image {
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 3] {
        let i = ((y * self.width + x) * 3) as usize;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// The pixels of one square, row by row.
    pub fn square(&self, layout: &Layout, sq: Square) -> Vec<[u8; 3]> {
        let (x0, y0) = layout.square_origin(sq);
        let mut out = Vec::new();
        for y in y0..y0 + layout.square {
            for x in x0..x0 + layout.square {
                out.push(self.pixel(x, y));
            }
        }
        out
    }

    pub fn center(&self, layout: &Layout, sq: Square) -> [u8; 3] {
        let (x, y) = layout.square_origin(sq);
        self.pixel(x + layout.square / 2, y + layout.square / 2)
    }
}

/// Decodes an 8-bit PNG (palette, RGB or RGBA) to RGB.
pub fn decode_png(bytes: &[u8]) -> Image {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a sane size")];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    let data = &buf[..info.buffer_size()];
    let rgb = match info.color_type {
        png::ColorType::Rgb => data.to_vec(),
        png::ColorType::Rgba => data
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect(),
        other => panic!("unexpected PNG colour type {other:?}"),
    };
    Image {
        width: info.width,
        height: info.height,
        rgb,
    }
}

pub fn sq(name: &str) -> Square {
    name.parse().expect("a square name")
}
