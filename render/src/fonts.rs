//! The fonts the pictures use: parsed once, shared by the board, the bars, the
//! legend and the replay palette.
//!
//! Each weight is a chain: Noto Sans (Latin, Greek, Cyrillic) first, then the
//! fallbacks for the scripts people's names are written in. The fallbacks are
//! parsed on the first text that needs them, so a picture with Latin names never
//! pays for them.

use crate::RenderError;
use ab_glyph::{Font, FontRef};
use std::sync::OnceLock;

const FONT_REGULAR: &[u8] = include_bytes!("../assets/fonts/NotoSans-Regular.subset.ttf");
const FONT_BOLD: &[u8] = include_bytes!("../assets/fonts/NotoSans-Bold.subset.ttf");

/// The fallbacks after Noto Sans, in the order they are asked for a character:
/// (file name, regular, bold). CJK and emoji have one weight for both.
const FALLBACKS: [(&str, &[u8], &[u8]); 6] = [
    (
        "NotoSansArabic",
        include_bytes!("../assets/fonts/NotoSansArabic-Regular.subset.ttf"),
        include_bytes!("../assets/fonts/NotoSansArabic-Bold.subset.ttf"),
    ),
    (
        "NotoSansHebrew",
        include_bytes!("../assets/fonts/NotoSansHebrew-Regular.subset.ttf"),
        include_bytes!("../assets/fonts/NotoSansHebrew-Bold.subset.ttf"),
    ),
    (
        "NotoSansDevanagari",
        include_bytes!("../assets/fonts/NotoSansDevanagari-Regular.subset.ttf"),
        include_bytes!("../assets/fonts/NotoSansDevanagari-Bold.subset.ttf"),
    ),
    (
        "NotoSansThai",
        include_bytes!("../assets/fonts/NotoSansThai-Regular.subset.ttf"),
        include_bytes!("../assets/fonts/NotoSansThai-Bold.subset.ttf"),
    ),
    (
        "NotoSansCJKsc",
        include_bytes!("../assets/fonts/NotoSansCJKsc-Bold.subset.otf"),
        include_bytes!("../assets/fonts/NotoSansCJKsc-Bold.subset.otf"),
    ),
    (
        "NotoEmoji",
        include_bytes!("../assets/fonts/NotoEmoji-Bold.subset.ttf"),
        include_bytes!("../assets/fonts/NotoEmoji-Bold.subset.ttf"),
    ),
];

/// The regular and bold faces.
pub(crate) struct Fonts {
    pub regular: Typeface,
    pub bold: Typeface,
}

impl Fonts {
    /// Parses the built-in fonts (fails only if the crate was packaged wrongly).
    pub(crate) fn load() -> Result<Fonts, RenderError> {
        let font = |name, data| {
            FontRef::try_from_slice(data).map_err(|e| RenderError::Asset {
                name,
                reason: e.to_string(),
            })
        };
        Ok(Fonts {
            regular: Typeface {
                primary: font("fonts/NotoSans-Regular.subset.ttf", FONT_REGULAR)?,
                bold: false,
            },
            bold: Typeface {
                primary: font("fonts/NotoSans-Bold.subset.ttf", FONT_BOLD)?,
                bold: true,
            },
        })
    }
}

/// One weight: Noto Sans for the fast path, and the whole chain when a text needs it.
pub(crate) struct Typeface {
    /// Noto Sans, which draws Latin text as it always did, unshaped.
    pub primary: FontRef<'static>,
    bold: bool,
}

impl Typeface {
    /// The chain of faces for this weight, parsed on first use.
    pub(crate) fn chain(&self) -> &'static [Face] {
        static REGULAR: OnceLock<Vec<Face>> = OnceLock::new();
        static BOLD: OnceLock<Vec<Face>> = OnceLock::new();
        let (cell, primary) = if self.bold {
            (&BOLD, FONT_BOLD)
        } else {
            (&REGULAR, FONT_REGULAR)
        };
        cell.get_or_init(|| build_chain(primary, self.bold))
    }
}

/// A face of the chain: its outlines for `ab_glyph`, its layout tables for the shaper.
pub(crate) struct Face {
    pub font: FontRef<'static>,
    pub shaper: rustybuzz::Face<'static>,
    /// Multiplies the text's size (`ab_glyph`'s px for Noto Sans) into this face's
    /// `ab_glyph` px, so that every face has the same em.
    pub px_scale: f32,
    /// Pixels per font unit, per px of text size.
    pub unit_px: f32,
}

impl Face {
    /// Whether the face has a glyph for `c`.
    pub(crate) fn has(&self, c: char) -> bool {
        self.font.glyph_id(c).0 != 0
    }
}

/// The faces that parse; one that does not (a packaging error, caught by the tests)
/// is left out rather than failing every picture.
fn build_chain(primary: &'static [u8], bold: bool) -> Vec<Face> {
    let datas = std::iter::once(primary).chain(
        FALLBACKS
            .iter()
            .map(|&(_, regular, heavy)| if bold { heavy } else { regular }),
    );
    let mut faces: Vec<Face> = Vec::with_capacity(FALLBACKS.len() + 1);
    for data in datas {
        let (Ok(font), Some(shaper)) = (
            FontRef::try_from_slice(data),
            rustybuzz::Face::from_slice(data, 0),
        ) else {
            continue;
        };
        faces.push(Face {
            font,
            shaper,
            px_scale: 1.0,
            unit_px: 1.0,
        });
    }
    // ab_glyph's px is the ascent-to-descent height; the first face's em sets the
    // size of every other face's em.
    let em = |f: &Face| f.font.units_per_em().unwrap_or(1000.0);
    let height = |f: &Face| f.font.height_unscaled().max(1.0);
    let em_per_px = faces.first().map_or(1.0, |p| em(p) / height(p));
    for f in &mut faces {
        f.unit_px = em_per_px / em(f);
        f.px_scale = f.unit_px * height(f);
    }
    faces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_font_of_both_chains_parses() {
        let fonts = Fonts::load().expect("fonts");
        assert_eq!(fonts.regular.chain().len(), FALLBACKS.len() + 1);
        assert_eq!(fonts.bold.chain().len(), FALLBACKS.len() + 1);
        for c in ['a', 'ا', 'א', 'क', 'ก', '山', 'あ', '한', '🙂'] {
            assert!(fonts.bold.chain().iter().any(|f| f.has(c)), "{c}");
        }
    }
}
