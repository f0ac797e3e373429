//! The rules picture.

use crate::board::Fonts;
use crate::canvas::Canvas;
use crate::sprites::SpriteSet;
use crate::RenderError;
use rules::Variant;

pub(crate) fn draw(sprites: &SpriteSet, _fonts: &Fonts, _variant: Variant) -> Result<Canvas, RenderError> {
    Canvas::new(sprites.px(), sprites.px(), crate::style::FRAME)
}
