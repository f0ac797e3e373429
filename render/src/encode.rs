//! PNG encoding: palette images for boards, full colour for everything else.
//!
//! Measured on a 560 px board with name bars: full colour at zlib level 1 with the Up
//! filter takes 0.8 ms and 52 KB (level 2: 1.1 ms, 42 KB; fdeflate: 0.6 ms, 117 KB).
//! The palette image takes 0.27 ms and 33 KB unfiltered at level 1, 0.24 ms and 28 KB
//! with the Up filter, and 0.10 ms and 39 KB with Up and fdeflate, which boards use:
//! encoding was most of a move's CPU time, so a burst of moves was bound by it, and
//! 11 KB more to upload cost less than 0.14 ms of CPU each. A board's rows between its
//! name bars are compressed apart from the bars, so a picture of a board drawn before
//! (each new game's first) compresses only its bars.

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

/// Encodes a palette picture as an 8-bit indexed PNG whose rows `board` (the board
/// between its name bars) are `board_stream`, compressed apart by [`board_stream`],
/// perhaps for an earlier picture of the same board: only the rest is compressed now.
pub(crate) fn indexed(
    picture: &Indexed,
    palette: &Palette,
    comment: Caption<'_>,
    board: std::ops::Range<u32>,
    board_stream: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let width = picture.width as usize;
    let rows =
        |r: std::ops::Range<u32>| &picture.pixels[r.start as usize * width..r.end as usize * width];
    let top = compress_rows(rows(0..board.start), width)?;
    let bottom = compress_rows(rows(board.end..picture.height), width)?;
    let row_bytes = width + 1;
    let stream = splice(&[
        (&top, board.start as usize * row_bytes),
        (board_stream, board.len() * row_bytes),
        (&bottom, (picture.height - board.end) as usize * row_bytes),
    ]);
    let mut out = Vec::with_capacity(stream.len() + 1024);
    let mut encoder = png::Encoder::new(&mut out, picture.width, picture.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_palette(palette.rgb_table());
    let mut writer = header(encoder, comment)?;
    writer.write_chunk(png::chunk::IDAT, &stream)?;
    writer.finish()?;
    Ok(out)
}

/// The rows of the board between a picture's name bars, compressed as
/// [`indexed`] joins them: kept by the caller for the next picture of that board.
pub(crate) fn board_stream(
    picture: &Indexed,
    board: std::ops::Range<u32>,
) -> Result<Vec<u8>, RenderError> {
    let width = picture.width as usize;
    compress_rows(
        &picture.pixels[board.start as usize * width..board.end as usize * width],
        width,
    )
}

/// `pixels`, rows `width` wide, filtered and compressed on their own as a zlib stream
/// (empty for no rows). The first row is stored unfiltered, so the stream does not
/// depend on the rows above it; each later one with the Up filter: rows of a board
/// repeat the row above (a square is 70 rows of the same tiles' columns), which the
/// filter turns into runs of zeros. fdeflate's fixed table compresses them: encoding
/// was most of a move's CPU time, and a slower, smaller stream cost more CPU than the
/// bytes it saved uploading.
fn compress_rows(pixels: &[u8], width: usize) -> Result<Vec<u8>, RenderError> {
    if pixels.is_empty() || width == 0 {
        return Ok(Vec::new());
    }
    let mut data = Vec::with_capacity(pixels.len() + pixels.len() / width);
    let mut above: Option<&[u8]> = None;
    for row in pixels.chunks_exact(width) {
        match above {
            None => {
                data.push(0);
                data.extend_from_slice(row);
            }
            Some(above) => {
                data.push(2);
                data.extend(row.iter().zip(above).map(|(b, a)| b.wrapping_sub(*a)));
            }
        }
        above = Some(row);
    }
    let mut compressor = fdeflate::Compressor::new(Vec::with_capacity(data.len() / 8))
        .map_err(png::EncodingError::from)?;
    compressor
        .write_data(&data)
        .map_err(png::EncodingError::from)?;
    Ok(compressor.finish().map_err(png::EncodingError::from)?)
}

/// The zlib streams `parts` (each with the length of the data it holds; an empty one
/// holds none) as one stream of their data in order: each part's deflate blocks, all
/// but the last marked not final and followed by an empty stored block that brings
/// the next to a byte boundary, and the checksum of the whole.
fn splice(parts: &[(&[u8], usize)]) -> Vec<u8> {
    let parts: Vec<(&[u8], usize)> = parts.iter().copied().filter(|(s, _)| s.len() > 6).collect();
    let mut out = Vec::with_capacity(parts.iter().map(|(s, _)| s.len() + 5).sum::<usize>() + 6);
    out.extend_from_slice(&[0x78, 0x01]);
    let mut adler = 1u32;
    for (i, (stream, len)) in parts.iter().enumerate() {
        let (body, sum) = stream[2..].split_at(stream.len() - 6);
        adler = adler32_combine(
            adler,
            u32::from_be_bytes([sum[0], sum[1], sum[2], sum[3]]),
            *len,
        );
        let start = out.len();
        out.extend_from_slice(body);
        if i + 1 < parts.len() {
            // BFINAL is the first bit of the first block.
            out[start] &= !1;
            // fdeflate ends with the end-of-block code, whose last bit is a 1, then pads
            // the byte with zeros: those zeros begin a stored block's three header bits,
            // and a zero byte completes them when fewer than three are left.
            if body.last().map_or(0, |b| b.leading_zeros()) < 3 {
                out.push(0);
            }
            out.extend_from_slice(&[0x00, 0x00, 0xff, 0xff]);
        }
    }
    if parts.is_empty() {
        // No data at all: one empty final block.
        out.extend_from_slice(&[0x03, 0x00]);
    }
    out.extend_from_slice(&adler.to_be_bytes());
    out
}

/// The Adler-32 checksum of `a`'s data followed by `b`'s, `len` bytes long, as
/// zlib's `adler32_combine` reckons it.
fn adler32_combine(a: u32, b: u32, len: usize) -> u32 {
    const BASE: u32 = 65521;
    let rem = (len % BASE as usize) as u32;
    let mut sum1 = a & 0xffff;
    let mut sum2 = (rem * sum1) % BASE;
    sum1 += (b & 0xffff) + BASE - 1;
    sum2 += (a >> 16) + (b >> 16) + BASE - rem;
    if sum1 >= BASE {
        sum1 -= BASE;
    }
    if sum1 >= BASE {
        sum1 -= BASE;
    }
    if sum2 >= BASE << 1 {
        sum2 -= BASE << 1;
    }
    if sum2 >= BASE {
        sum2 -= BASE;
    }
    sum1 | (sum2 << 16)
}

/// The settings every picture shares, then the header, the data and the end.
fn write(
    mut encoder: png::Encoder<'_, &mut Vec<u8>>,
    data: &[u8],
    caption: Caption<'_>,
    compression: png::DeflateCompression,
) -> Result<(), RenderError> {
    encoder.set_deflate_compression(compression);
    let mut writer = header(encoder, caption)?;
    writer.write_image_data(data)?;
    writer.finish()?;
    Ok(())
}

/// The settings every picture shares and the header with its text chunks, ready for
/// the data.
fn header<'b>(
    mut encoder: png::Encoder<'_, &'b mut Vec<u8>>,
    caption: Caption<'_>,
) -> Result<png::Writer<&'b mut Vec<u8>>, RenderError> {
    encoder.set_depth(png::BitDepth::Eight);
    // The position travels with the picture, so a saved image can be analysed later.
    encoder.add_text_chunk("Comment".to_owned(), caption.comment.to_owned())?;
    if let Some(bottom) = caption.bottom {
        let side = match bottom {
            rules::Color::White => "white",
            rules::Color::Black => "black",
        };
        encoder.add_text_chunk("Orientation".to_owned(), side.to_owned())?;
    }
    Ok(encoder.write_header()?)
}

#[cfg(test)]
mod tests {
    use super::{adler32_combine, compress_rows, splice};

    /// Rows of varied bytes with runs of zeros, like a filtered board's.
    fn rows(seed: u32, count: usize, width: usize) -> Vec<u8> {
        let mut x = seed.wrapping_mul(2_654_435_761) | 1;
        (0..count * width)
            .map(|i| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                if (i / 7) % 3 == 0 { 0 } else { (x >> 24) as u8 }
            })
            .collect()
    }

    /// The filtered data `compress_rows` compresses, undone: what a decoder reads back.
    fn unfiltered(data: &[u8], width: usize) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for line in data.chunks_exact(width + 1) {
            let above = out.len().checked_sub(width).map(|at| out[at..].to_vec());
            match (line[0], above) {
                (0, _) => out.extend_from_slice(&line[1..]),
                (2, Some(above)) => {
                    out.extend(
                        line[1..]
                            .iter()
                            .zip(&above)
                            .map(|(d, a)| d.wrapping_add(*a)),
                    );
                }
                (filter, _) => panic!("filter {filter}"),
            }
        }
        out
    }

    #[test]
    fn spliced_streams_read_back_as_their_rows_in_order() {
        let width = 37;
        let mut last_bits = std::collections::BTreeSet::new();
        for seed in 0..48u32 {
            let sizes = [seed as usize % 5, 3 + seed as usize % 11, seed as usize % 4];
            let parts: Vec<Vec<u8>> = sizes
                .iter()
                .enumerate()
                .map(|(i, &n)| rows(seed * 3 + i as u32, n, width))
                .collect();
            let streams: Vec<Vec<u8>> = parts
                .iter()
                .map(|p| compress_rows(p, width).expect("compresses"))
                .collect();
            for s in streams.iter().filter(|s| !s.is_empty()) {
                last_bits.insert(s[s.len() - 5].leading_zeros() < 3);
            }
            let joined: Vec<(&[u8], usize)> = streams
                .iter()
                .zip(&sizes)
                .map(|(s, &n)| (s.as_slice(), n * (width + 1)))
                .collect();
            let data = fdeflate::decompress_to_vec(&splice(&joined)).expect("one valid stream");
            // Each part's rows, unfiltered on their own, in order.
            let mut at = 0;
            for (part, &n) in parts.iter().zip(&sizes) {
                let len = n * (width + 1);
                assert_eq!(&unfiltered(&data[at..at + len], width), part, "seed {seed}");
                at += len;
            }
            assert_eq!(at, data.len());
        }
        // Both ways of reaching a byte boundary were taken.
        assert_eq!(last_bits.len(), 2, "{last_bits:?}");
    }

    #[test]
    fn checksums_combine_as_one_over_the_whole() {
        let adler = |d: &[u8]| {
            let (a, b) = d.iter().fold((1u32, 0u32), |(a, b), &x| {
                let a = (a + u32::from(x)) % 65_521;
                (a, (b + a) % 65_521)
            });
            a | (b << 16)
        };
        let data = rows(7, 300, 301);
        for cut in [0, 1, 5_552, 65_521, 65_522, data.len()] {
            let (a, b) = data.split_at(cut);
            assert_eq!(adler32_combine(adler(a), adler(b), b.len()), adler(&data));
        }
    }
}
