//! PNG encoding: palette images for boards, full colour for everything else.
//!
//! Measured on a 560 px board with name bars: full colour at zlib level 1 with the Up
//! filter takes 0.8 ms and 52 KB (level 2: 1.1 ms, 42 KB; fdeflate: 0.6 ms, 117 KB).
//! The palette image takes 0.27 ms and 33 KB unfiltered at level 1, 0.24 ms and 28 KB
//! with the Up filter, and 0.10 ms and 39 KB with Up and fdeflate, which boards use:
//! encoding was most of a move's CPU time, so a burst of moves was bound by it, and
//! 11 KB more to upload cost less than 0.14 ms of CPU each.

use crate::RenderError;
use crate::canvas::Canvas;
use crate::indexed::Indexed;
use crate::palette::Palette;

/// What a picture says of itself in its text chunks (Latin-1 only): what it shows,
/// and for a board which side is at the bottom.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Caption<'a> {
    /// The `Comment` chunk: a board's variant and FEN, or what the picture is.
    pub comment: &'a str,
    /// The `Orientation` chunk of a board: `white` or `black`, the side at the bottom.
    pub bottom: Option<rules::Color>,
}

impl<'a> From<&'a str> for Caption<'a> {
    fn from(comment: &'a str) -> Caption<'a> {
        Caption {
            comment,
            bottom: None,
        }
    }
}

/// Encodes an opaque canvas as an 8-bit RGB PNG.
pub(crate) fn rgb(canvas: &Canvas, comment: Caption<'_>) -> Result<Vec<u8>, RenderError> {
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
    encoder.set_filter(png::Filter::Up);
    write(encoder, &rgb, comment, png::DeflateCompression::Level(1))?;
    Ok(out)
}

/// Encodes a palette picture as an 8-bit indexed PNG.
pub(crate) fn indexed(
    picture: &Indexed,
    palette: &Palette,
    comment: Caption<'_>,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(40 * 1024);
    let mut encoder = png::Encoder::new(&mut out, picture.width, picture.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_palette(palette.rgb_table());
    // Rows of a board repeat the row above (a square is 70 rows of the same tiles'
    // columns), which the Up filter turns into runs of zeros.
    encoder.set_filter(png::Filter::Up);
    write(
        encoder,
        &picture.pixels,
        comment,
        png::DeflateCompression::FdeflateUltraFast,
    )?;
    Ok(out)
}

/// The settings every picture shares, then the header, the data and the end.
fn write(
    mut encoder: png::Encoder<'_, &mut Vec<u8>>,
    data: &[u8],
    caption: Caption<'_>,
    compression: png::DeflateCompression,
) -> Result<(), RenderError> {
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(compression);
    // The position travels with the picture, so a saved image can be analysed later.
    encoder.add_text_chunk("Comment".to_owned(), caption.comment.to_owned())?;
    if let Some(bottom) = caption.bottom {
        let side = match bottom {
            rules::Color::White => "white",
            rules::Color::Black => "black",
        };
        encoder.add_text_chunk("Orientation".to_owned(), side.to_owned())?;
    }
    let mut writer = encoder.write_header()?;
    writer.write_image_data(data)?;
    writer.finish()?;
    Ok(())
}
