//! Text that Noto Sans alone cannot set: each character goes to the first face of
//! the chain that has it, the text is split into bidirectional runs and put in
//! visual order, and each run of one face is shaped by rustybuzz, so Arabic joins
//! and reads right to left and Devanagari and Thai stack their marks.
//!
//! Drawing and measuring both go through [`layout`], so a name is cut where it is
//! drawn.

use crate::fonts::{Face, Typeface};
use ab_glyph::Font;
use rustybuzz::{Direction, UnicodeBuffer};
use unicode_bidi::BidiInfo;

/// One glyph placed on the line.
pub(crate) struct Placed {
    /// Index of the face in the chain.
    pub face: usize,
    pub id: u16,
    /// Offset of its origin from the line's start, in px (y grows downwards).
    pub x: f32,
    pub y: f32,
}

/// A line of shaped glyphs in visual order.
pub(crate) struct Line {
    pub faces: &'static [Face],
    pub glyphs: Vec<Placed>,
    pub width: f32,
}

/// Whether Noto Sans sets `text` alone, unshaped, as it always did: every character
/// is in it and none is a mark or a joiner that wants shaping.
pub(crate) fn simple(font: &Typeface, text: &str) -> bool {
    text.chars()
        .all(|c| c == ' ' || (!sticky(c) && font.primary.glyph_id(c).0 != 0))
}

/// Characters that belong to the glyph before them: combining marks, joiners,
/// variation selectors, emoji modifiers and tags.
pub(crate) fn sticky(c: char) -> bool {
    joiner(c)
        || matches!(c,
            '\u{0300}'..='\u{036F}'
            | '\u{0483}'..='\u{0489}'
            | '\u{0591}'..='\u{05C7}'
            | '\u{064B}'..='\u{065F}'
            | '\u{0670}'
            | '\u{06D6}'..='\u{06ED}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
            | '\u{1F3FB}'..='\u{1F3FF}')
}

/// Invisible characters that shape their neighbours (joiners, selectors, tags). No
/// face needs a glyph for them: the shaper hides them.
pub(crate) fn joiner(c: char) -> bool {
    matches!(c,
        '\u{200C}' | '\u{200D}'
        | '\u{FE00}'..='\u{FE0F}'
        | '\u{E0020}'..='\u{E007F}'
        | '\u{E0100}'..='\u{E01EF}')
}

/// The face for each character of `text`, by byte offset order.
fn assign(faces: &[Face], text: &str) -> Vec<usize> {
    let emoji = faces.len().saturating_sub(1);
    let mut out: Vec<usize> = Vec::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut prev: Option<usize> = None;
    while let Some(c) = chars.next() {
        let first = || faces.iter().position(|f| f.has(c));
        let face = if joiner(c) {
            prev.or_else(first).unwrap_or(0)
        } else if sticky(c) && prev.is_some_and(|p| faces[p].has(c)) {
            prev.unwrap_or(0)
        } else if chars.peek() == Some(&'\u{FE0F}') && faces.get(emoji).is_some_and(|f| f.has(c)) {
            // An emoji presentation selector asks for the picture, not the symbol
            // (a keycap digit, a heart).
            emoji
        } else {
            first().unwrap_or(0)
        };
        out.extend(std::iter::repeat_n(face, c.len_utf8()));
        prev = Some(face);
    }
    out
}

/// Shapes `text` at `px` (`ab_glyph`'s px for Noto Sans) into a line in visual order.
pub(crate) fn layout(font: &Typeface, px: f32, text: &str) -> Line {
    let faces = font.chain();
    let mut line = Line {
        faces,
        glyphs: Vec::new(),
        width: 0.0,
    };
    if text.is_empty() || faces.is_empty() {
        return line;
    }
    let by_byte = assign(faces, text);
    let bidi = BidiInfo::new(text, None);
    for para in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(para, para.range.clone());
        for run in runs {
            let rtl = levels
                .get(run.start)
                .is_some_and(unicode_bidi::Level::is_rtl);
            // Split the run where the face changes, in logical order, and lay the
            // pieces out right to left when the run is.
            let mut pieces = Vec::new();
            let mut start = run.start;
            for i in run.clone() {
                if !text.is_char_boundary(i) || i == start {
                    continue;
                }
                if by_byte[i] != by_byte[start] {
                    pieces.push(start..i);
                    start = i;
                }
            }
            pieces.push(start..run.end);
            if rtl {
                pieces.reverse();
            }
            for piece in pieces {
                shape_into(&mut line, by_byte[piece.start], px, &text[piece], rtl);
            }
        }
    }
    line
}

fn shape_into(line: &mut Line, face_index: usize, px: f32, text: &str, rtl: bool) {
    let Some(face) = line.faces.get(face_index) else {
        return;
    };
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.set_direction(if rtl {
        Direction::RightToLeft
    } else {
        Direction::LeftToRight
    });
    let shaped = rustybuzz::shape(&face.shaper, &[], buffer);
    let k = px * face.unit_px;
    for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
        line.glyphs.push(Placed {
            face: face_index,
            id: u16::try_from(info.glyph_id).unwrap_or(0),
            x: line.width + pos.x_offset as f32 * k,
            y: -(pos.y_offset as f32) * k,
        });
        line.width += pos.x_advance as f32 * k;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::Fonts;

    fn ids(line: &Line) -> Vec<(usize, u16)> {
        line.glyphs.iter().map(|g| (g.face, g.id)).collect()
    }

    #[test]
    fn arabic_is_joined_and_right_to_left() {
        let fonts = Fonts::load().expect("fonts");
        let faces = fonts.bold.chain();
        // Each letter alone is its isolated form; in a word its joined forms differ.
        let word = "محمد";
        let joined = layout(&fonts.bold, 20.0, word);
        let arabic = joined.glyphs[0].face;
        assert!(arabic > 0, "Arabic is set in a fallback face");
        let isolated: Vec<u16> = word
            .chars()
            .map(|c| faces[arabic].font.glyph_id(c).0)
            .collect();
        let drawn: Vec<u16> = joined.glyphs.iter().map(|g| g.id).collect();
        assert_eq!(drawn.len(), 4);
        // Visual order is right to left: the last letter is drawn first (leftmost).
        let mut logical = drawn.clone();
        logical.reverse();
        assert_ne!(
            logical, isolated,
            "contextual forms replace the isolated ones"
        );
        let alone = |c: char| layout(&fonts.bold, 20.0, &c.to_string()).glyphs[0].id;
        // The final dal is drawn leftmost and the initial meem rightmost.
        let first_alone = alone('م');
        assert_ne!(drawn[3], first_alone, "the initial meem is joined");
        assert!(joined.glyphs.windows(2).all(|w| w[0].x <= w[1].x));
    }

    #[test]
    fn a_mixed_name_reads_in_visual_order() {
        let fonts = Fonts::load().expect("fonts");
        let line = layout(&fonts.bold, 20.0, "Ahmed أحمد 🙂");
        let faces: Vec<usize> = line.glyphs.iter().map(|g| g.face).collect();
        // Latin first, then the Arabic word, then the emoji at the right end.
        assert_eq!(faces[0], 0);
        let arabic = faces.iter().position(|&f| f == 1).expect("Arabic glyphs");
        let emoji = faces.iter().rposition(|&f| f == 6).expect("an emoji glyph");
        assert!(arabic > 4 && emoji == faces.len() - 1, "{faces:?}");
        assert!(line.glyphs.iter().all(|g| g.id != 0), "{:?}", ids(&line));
    }

    #[test]
    fn every_script_finds_its_face() {
        let fonts = Fonts::load().expect("fonts");
        for (text, face) in [
            ("דוד", 2),
            ("देवनागरी", 3),
            ("สมชาย", 4),
            ("山田太郎", 5),
            ("さくら", 5),
            ("김민준", 5),
            ("👍🏽", 6),
            ("👨‍👩‍👧", 6),
        ] {
            let line = layout(&fonts.bold, 20.0, text);
            assert!(
                line.glyphs.iter().all(|g| g.face == face && g.id != 0),
                "{text}: {:?}",
                ids(&line)
            );
            assert!(line.width > 0.0);
        }
        // A ZWJ family and a skin tone are one glyph each.
        assert_eq!(layout(&fonts.bold, 20.0, "👨‍👩‍👧").glyphs.len(), 1);
        assert_eq!(layout(&fonts.bold, 20.0, "👍🏽").glyphs.len(), 1);
    }

    #[test]
    fn latin_stays_on_the_fast_path() {
        let fonts = Fonts::load().expect("fonts");
        assert!(simple(&fonts.bold, "alice 2d 4h Ærøskøbing Ωμέγα Жанна"));
        assert!(!simple(&fonts.bold, "e\u{301}"));
        assert!(!simple(&fonts.bold, "أحمد"));
    }
}
