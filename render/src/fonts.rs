//! The fonts the pictures use: parsed once, shared by the board, the bars, the
//! legend and the replay palette.

use crate::RenderError;
use ab_glyph::FontRef;

const FONT_REGULAR: &[u8] = include_bytes!("../assets/fonts/NotoSans-Regular.subset.ttf");
const FONT_BOLD: &[u8] = include_bytes!("../assets/fonts/NotoSans-Bold.subset.ttf");

/// The regular and bold faces.
pub(crate) struct Fonts {
    pub regular: FontRef<'static>,
    pub bold: FontRef<'static>,
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
            regular: font("fonts/NotoSans-Regular.subset.ttf", FONT_REGULAR)?,
            bold: font("fonts/NotoSans-Bold.subset.ttf", FONT_BOLD)?,
        })
    }
}
