//! The artwork: SVG sources compiled into the crate, parsed once, rasterised once
//! per square size and then only blitted.

use crate::RenderError;
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;
use rules::{Color, Piece, Role};
use std::sync::{Arc, OnceLock};

/// One drawing that is rasterised to a square-sized sprite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Art {
    /// An ordinary piece.
    Piece(Piece),
    /// A Sanctuary refugee: a pawn under a roof, in a halo.
    Refugee(Color),
    /// The scepter mark drawn under whatever stands on a scepter square.
    Scepter,
    /// The badge of a piece that is safe in sanctuary.
    Safe,
    /// The glow behind a king in check.
    Check,
    /// The frame of a scepter the enemy king can take.
    Threat,
}

/// Number of sprites per size.
pub(crate) const ART_COUNT: usize = 22;

impl Art {
    /// The art with sprite index `i` (the inverse of [`Art::index`]).
    pub(crate) fn at(i: usize) -> Art {
        match i {
            0..16 => Art::Piece(Piece::new(
                if i < 8 { Color::White } else { Color::Black },
                Role::ALL[i % 8],
            )),
            16 => Art::Refugee(Color::White),
            17 => Art::Refugee(Color::Black),
            18 => Art::Scepter,
            19 => Art::Safe,
            20 => Art::Check,
            _ => Art::Threat,
        }
    }

    /// Index into the sprite tables.
    pub(crate) const fn index(self) -> usize {
        match self {
            Art::Piece(p) => p.color.index() * 8 + p.role.index(),
            Art::Refugee(c) => 16 + c.index(),
            Art::Scepter => 18,
            Art::Safe => 19,
            Art::Check => 20,
            Art::Threat => 21,
        }
    }
}

macro_rules! art {
    ($path:literal) => {
        (
            $path,
            include_bytes!(concat!("../assets/", $path)).as_slice(),
        )
    };
}

/// The sources, in [`Art::index`] order.
const SOURCES: [(&str, &[u8]); ART_COUNT] = [
    art!("pieces/wp.svg"),
    art!("pieces/wn.svg"),
    art!("pieces/wb.svg"),
    art!("pieces/wr.svg"),
    art!("pieces/wq.svg"),
    art!("pieces/wk.svg"),
    art!("pieces/wa.svg"),
    art!("pieces/wg.svg"),
    art!("pieces/bp.svg"),
    art!("pieces/bn.svg"),
    art!("pieces/bb.svg"),
    art!("pieces/br.svg"),
    art!("pieces/bq.svg"),
    art!("pieces/bk.svg"),
    art!("pieces/ba.svg"),
    art!("pieces/bg.svg"),
    art!("pieces/refugee-w.svg"),
    art!("pieces/refugee-b.svg"),
    art!("marks/scepter.svg"),
    art!("marks/safe.svg"),
    art!("marks/check.svg"),
    art!("marks/threat.svg"),
];

/// Each piece's SVG source by the name its file has (`wp`, `bg`, `refugee-w`): the
/// art the pictures draw, for a web page that draws its own board from it.
pub fn piece_art() -> impl Iterator<Item = (&'static str, &'static str)> {
    SOURCES.iter().filter_map(|(path, data)| {
        let name = path.strip_prefix("pieces/")?.strip_suffix(".svg")?;
        Some((name, std::str::from_utf8(data).ok()?))
    })
}

/// The parsed vector drawings.
pub(crate) struct Drawings {
    trees: Vec<usvg::Tree>,
}

impl Drawings {
    /// Parses every embedded SVG.
    pub(crate) fn parse() -> Result<Drawings, RenderError> {
        let opt = usvg::Options::default();
        let trees = SOURCES
            .iter()
            .map(|(name, data)| {
                usvg::Tree::from_data(data, &opt).map_err(|e| RenderError::Asset {
                    name,
                    reason: e.to_string(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Drawings { trees })
    }

    /// An empty sprite set at `px` pixels per square; each sprite is rasterised
    /// the first time a picture needs it.
    pub(crate) fn sprite_set(drawings: &Arc<Drawings>, px: u32) -> Result<SpriteSet, RenderError> {
        let blank = Pixmap::new(px, px).ok_or(RenderError::Canvas {
            width: px,
            height: px,
        })?;
        Ok(SpriteSet {
            px,
            drawings: Arc::clone(drawings),
            blank,
            sprites: std::array::from_fn(|_| OnceLock::new()),
        })
    }

    /// Rasterises drawing `index` at `px` pixels per square.
    fn rasterise(&self, index: usize, px: u32) -> Option<Pixmap> {
        let tree = self.trees.get(index)?;
        let mut pixmap = Pixmap::new(px, px)?;
        let scale = px as f32 / tree.size().width();
        resvg::render(
            tree,
            Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        Some(pixmap)
    }
}

/// Every sprite at one square size, rasterised on first use and kept.
pub(crate) struct SpriteSet {
    px: u32,
    drawings: Arc<Drawings>,
    /// Stands in for a sprite that could not be rasterised (never happens for
    /// sizes in range; keeps drawing infallible).
    blank: Pixmap,
    sprites: [OnceLock<Pixmap>; ART_COUNT],
}

impl SpriteSet {
    /// Pixels per square.
    pub(crate) fn px(&self) -> u32 {
        self.px
    }

    /// Rasterises every sprite not rasterised yet.
    pub(crate) fn rasterise_all(&self) {
        for i in 0..ART_COUNT {
            self.get(Art::at(i));
        }
    }

    /// The sprite of `art`, `px`×`px` premultiplied RGBA.
    pub(crate) fn get(&self, art: Art) -> &Pixmap {
        let i = art.index();
        self.sprites[i].get_or_init(|| {
            self.drawings
                .rasterise(i, self.px)
                .unwrap_or_else(|| self.blank.clone())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn art_indices_round_trip() {
        for i in 0..ART_COUNT {
            assert_eq!(Art::at(i).index(), i);
        }
    }
}
