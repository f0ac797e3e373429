//! Helpers shared by the test modules: decoding PNGs and reading pixels.

use render::{Layout, Renderer};
use rules::Square;
use std::sync::OnceLock;

/// One renderer for the whole test binary, as the bot would share it.
pub fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(|| Renderer::new().expect("the built-in artwork parses"))
}

/// The rules pictures' words in English, as the bot's messages give them (the golden
/// pictures were approved with these).
pub fn legend_words(key: &str) -> String {
    match key {
        "title" => "Sanctuary Chess",
        "archbishop" => "Archbishop",
        "archbishop-text" => "Moves as a bishop or as a knight. Stands where the queen would.",
        "swiss-guard" => "Swiss guard",
        "swiss-guard-text" => {
            "Jumps one or two squares straight or diagonally, over anything. Not royal: there is no check."
        }
        "refugee" => "Refugee",
        "refugee-text" => {
            "A pawn that reached the far rank. It never moves again and cannot be captured."
        }
        "safe-in-sanctuary" => "Safe in sanctuary",
        "safe-in-sanctuary-text" => {
            "On the far rank (tinted) and out of reach of every enemy piece. Two safe pieces win."
        }
        "scepter" => "Scepter",
        "scepter-text" => {
            "Stays on e1 and e8 for the whole game. A king that steps onto the enemy scepter wins."
        }
        "scepter-in-danger" => "Scepter in danger",
        "scepter-in-danger-text" => "The enemy king could take this scepter with its next move.",
        "sliding-pawn" => "Sliding pawn",
        "sliding-pawn-text" => {
            "A pawn blocked by any piece may step one square diagonally forward onto an empty square."
        }
        "checkmate" | "check" => "Check",
        "checkmate-text" => "Checkmate still wins, as in chess.",
        "last-move" => "Last move",
        "last-move-text" => "The squares the last move left and reached are tinted yellow.",
        "check-text" => "A king under attack glows red.",
        other => panic!("the legend asked for a word it does not have: {other}"),
    }
    .to_owned()
}

/// The evaluation graph's words in English.
pub fn graph_words() -> render::GraphWords {
    render::GraphWords {
        white: "White".into(),
        black: "Black".into(),
        axis: "move".into(),
        inaccuracy: "inaccuracy".into(),
        mistake: "mistake".into(),
        blunder: "blunder".into(),
    }
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
