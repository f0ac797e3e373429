//! A GIF LZW encoder for 8-bit indices.
//!
//! Replays spend most of their time compressing frames; a general-purpose
//! encoder took twice our whole budget. This one finds codes in a small
//! open-addressing hash table (48 KB, so it stays in cache), which is all a
//! 4096-code dictionary needs.

/// Code for "clear the dictionary".
const CLEAR: u16 = 256;
/// Code for "end of information".
const END: u16 = 257;
/// The largest code GIF allows.
const MAX_CODE: u16 = 4095;

const HASH_BITS: u32 = 13;
const EMPTY: u32 = u32::MAX;

/// Reusable encoder state.
pub(crate) struct Lzw {
    /// `(prefix << 8) | byte` of each entry, or [`EMPTY`].
    keys: Vec<u32>,
    /// The code of each entry.
    codes: Vec<u16>,
    /// `run[prefix]`: the code of `prefix` followed by [`RUN_BYTE`], or 0. Replay
    /// frames are mostly runs of the transparent index, so that byte gets a direct table.
    run: Vec<u16>,
    /// `runs[n]`: the code of [`RUN_BYTE`] repeated `n` times (`runs[0]` unused).
    /// Such strings enter the dictionary in order of length, so a long run can
    /// jump to its longest known prefix instead of walking it byte by byte.
    runs: Vec<u16>,
}

/// The byte with its own direct table: the replay's transparent index.
const RUN_BYTE: u8 = crate::palette::TRANSPARENT;

impl Lzw {
    pub(crate) fn new() -> Lzw {
        Lzw {
            keys: vec![EMPTY; 1 << HASH_BITS],
            codes: vec![0; 1 << HASH_BITS],
            run: vec![0; 4096],
            runs: Vec::with_capacity(4096),
        }
    }

    fn reset(&mut self) {
        self.keys.fill(EMPTY);
        self.run.fill(0);
        self.runs.clear();
        self.runs.extend([0, u16::from(RUN_BYTE)]);
    }

    /// The slot holding `key`, or the empty slot where it belongs.
    #[inline]
    fn slot(&self, key: u32) -> usize {
        let mask = (1 << HASH_BITS) - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize;
        loop {
            let k = self.keys[i];
            if k == key || k == EMPTY {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// Encodes `data` (8-bit palette indices) as a GIF image block payload: the
    /// minimum code size byte followed by the packed codes, without sub-block framing.
    pub(crate) fn encode(&mut self, data: &[u8]) -> Vec<u8> {
        let mut out = Bits {
            bytes: Vec::with_capacity(data.len() / 4 + 16),
            acc: 0,
            len: 0,
        };
        out.bytes.push(8);
        let mut width = 9;
        out.write(CLEAR, width);
        let Some(&first) = data.first() else {
            out.write(END, width);
            return out.finish();
        };
        self.reset();
        let mut next: u16 = END + 1;
        let mut prefix = u16::from(first);
        // How many RUN_BYTEs the current prefix is, if it is nothing else; 0 otherwise.
        let mut pure = usize::from(first == RUN_BYTE);
        // Where the run of RUN_BYTEs under the cursor ends, once measured.
        let mut run_end = 0;
        let mut i = 1;
        while i < data.len() {
            let byte = data[i];
            let mut slot = usize::MAX;
            let key = u32::from(prefix) << 8 | u32::from(byte);
            if byte == RUN_BYTE && pure > 0 {
                if run_end <= i {
                    run_end = i + data[i..]
                        .iter()
                        .position(|&b| b != RUN_BYTE)
                        .unwrap_or(data.len() - i);
                }
                let run = run_end - i;
                let longest = self.runs.len() - 1;
                if pure + run <= longest {
                    pure += run;
                    prefix = self.runs[pure];
                    i += run;
                    continue;
                }
                // Take the longest known run; the byte after it starts a new string.
                i += longest - pure;
                pure = longest;
                prefix = self.runs[longest];
            } else if byte == RUN_BYTE {
                let code = self.run[usize::from(prefix)];
                if code != 0 {
                    prefix = code;
                    pure = 0;
                    i += 1;
                    continue;
                }
            } else {
                slot = self.slot(key);
                if self.keys[slot] == key {
                    prefix = self.codes[slot];
                    pure = 0;
                    i += 1;
                    continue;
                }
            }
            // `prefix + byte` is new: emit `prefix` and remember the longer string.
            out.write(prefix, width);
            if next > (1 << width) - 1 && width < 12 {
                width += 1;
            }
            if next <= MAX_CODE {
                if byte == RUN_BYTE {
                    self.run[usize::from(prefix)] = next;
                    if pure > 0 {
                        self.runs.push(next);
                    }
                } else {
                    self.keys[slot] = key;
                    self.codes[slot] = next;
                }
                next += 1;
            } else {
                out.write(CLEAR, width);
                self.reset();
                next = END + 1;
                width = 9;
            }
            prefix = u16::from(byte);
            pure = usize::from(byte == RUN_BYTE);
            i += 1;
        }
        out.write(prefix, width);
        if next > (1 << width) - 1 && width < 12 {
            width += 1;
        }
        out.write(END, width);
        out.finish()
    }
}

/// A little-endian bit packer, as GIF wants.
struct Bits {
    bytes: Vec<u8>,
    acc: u32,
    len: u32,
}

impl Bits {
    #[inline]
    fn write(&mut self, code: u16, width: u32) {
        self.acc |= u32::from(code) << self.len;
        self.len += width;
        while self.len >= 8 {
            self.bytes.push(self.acc as u8);
            self.acc >>= 8;
            self.len -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.len > 0 {
            self.bytes.push(self.acc as u8);
        }
        self.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::Lzw;
    use std::borrow::Cow;

    /// Wraps `data` as a one-frame GIF through our encoder and decodes it with the gif crate.
    fn round_trip(lzw: &mut Lzw, data: &[u8], width: u16) -> Vec<u8> {
        let height = (data.len() / usize::from(width)) as u16;
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
        let mut out = Vec::new();
        {
            let mut encoder = gif::Encoder::new(&mut out, width, height, &palette).expect("header");
            let frame = gif::Frame {
                width,
                height,
                buffer: Cow::Owned(lzw.encode(data)),
                ..gif::Frame::default()
            };
            encoder.write_lzw_pre_encoded_frame(&frame).expect("frame");
        }
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(out.as_slice()).expect("decodes");
        let frame = decoder
            .read_next_frame()
            .expect("frame")
            .expect("one frame");
        frame.buffer.to_vec()
    }

    #[test]
    fn decodes_to_the_same_indices() {
        let mut lzw = Lzw::new();
        let mut seed = 12_345u32;
        let mut noise = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (seed >> 16) as u8
        };
        let cases: Vec<Vec<u8>> = vec![
            vec![7; 64],
            vec![255; 200 * 100],
            (0..300 * 200).map(|_| noise()).collect(),
            (0..300 * 200)
                .map(|i| {
                    if (i / 37) % 3 == 0 {
                        255
                    } else {
                        (i % 11) as u8
                    }
                })
                .collect(),
            (0..64 * 64).map(|_| noise() % 4).collect(),
        ];
        for data in cases {
            let width = if data.len() == 64 {
                8
            } else if data.len() == 64 * 64 {
                64
            } else {
                200
            };
            let width = if data.len() == 300 * 200 { 300 } else { width };
            // The same encoder is reused, as in a replay.
            assert_eq!(round_trip(&mut lzw, &data, width), data);
        }
    }
}
