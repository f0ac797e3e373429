//! Animated GIF replays.

use crate::board::Fonts;
use crate::sprites::SpriteSet;
use crate::{GifOptions, RenderError};
use rules::Game;

pub(crate) fn encode(_sprites: &SpriteSet, _fonts: &Fonts, _game: &Game, _opts: &GifOptions) -> Result<Vec<u8>, RenderError> {
    Ok(Vec::new())
}
