//! The palette and proportions, in one place so the look can be tuned without
//! touching the drawing code.
//!
//! Board colours are a calm blue-grey that sits well in both Discord themes;
//! highlights come from the Okabe–Ito palette (distinct under the common forms
//! of colour blindness) and differ in shape as well as colour.

use crate::MarkColor;

/// An opaque colour.
pub(crate) type Rgb = [u8; 3];

/// Light squares.
pub(crate) const LIGHT: Rgb = [0xdf, 0xe4, 0xe8];
/// Dark squares.
pub(crate) const DARK: Rgb = [0x86, 0x9c, 0xad];
/// Coordinates on light and dark squares.
pub(crate) const COORD_ON_LIGHT: Rgb = [0x4f, 0x66, 0x78];
pub(crate) const COORD_ON_DARK: Rgb = [0xf2, 0xf5, 0xf7];
/// Last-move tint (yellow), blended over the square.
pub(crate) const LAST_MOVE: Rgb = [0xf3, 0xd0, 0x3e];
/// Strength of the last-move tint, 0..=255.
pub(crate) const LAST_MOVE_ALPHA: u8 = 150;
/// Sanctuary target rank tints: White's target rank turns towards ivory,
/// Black's towards charcoal.
pub(crate) const TINT_WHITE: Rgb = [0xff, 0xfb, 0xee];
pub(crate) const TINT_BLACK: Rgb = [0x24, 0x28, 0x30];
/// Strength of the sanctuary tints (charcoal needs less to show).
pub(crate) const TINT_WHITE_ALPHA: u8 = 80;
pub(crate) const TINT_BLACK_ALPHA: u8 = 42;

/// The colours of squares and what is drawn on them, per [`Theme`](crate::Theme).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Squares {
    pub light: Rgb,
    pub dark: Rgb,
    pub coord_on_light: Rgb,
    pub coord_on_dark: Rgb,
    pub last_move: Rgb,
    pub last_move_alpha: u8,
}

/// The squares of `theme`.
pub(crate) const fn squares(theme: crate::Theme) -> Squares {
    match theme {
        crate::Theme::Classic => Squares {
            light: LIGHT,
            dark: DARK,
            coord_on_light: COORD_ON_LIGHT,
            coord_on_dark: COORD_ON_DARK,
            last_move: LAST_MOVE,
            last_move_alpha: LAST_MOVE_ALPHA,
        },
        crate::Theme::Contrast => Squares {
            light: [0xfa, 0xfa, 0xf7],
            dark: [0x5e, 0x6e, 0x7a],
            coord_on_light: [0x20, 0x2a, 0x33],
            coord_on_dark: [0xff, 0xff, 0xff],
            last_move: [0xff, 0xd5, 0x00],
            last_move_alpha: 190,
        },
        crate::Theme::ColorBlind => Squares {
            light: [0xea, 0xf0, 0xf6],
            dark: [0x6a, 0x9b, 0xc9],
            coord_on_light: [0x2c, 0x4a, 0x66],
            coord_on_dark: [0xf7, 0xfa, 0xfc],
            last_move: [0xe6, 0x9f, 0x00],
            last_move_alpha: 170,
        },
    }
}

/// Background of the pictures that are not boards (the evaluation graph, tables):
/// a warm dark grey that sits in both Discord themes.
pub(crate) const PANEL: Rgb = [0x30, 0x2e, 0x2b];
/// Light text and fills on [`PANEL`]: a warm off-white.
pub(crate) const PANEL_LIGHT: Rgb = [0xee, 0xee, 0xe4];

/// Frame and bar background: close to Discord's darkest greys.
pub(crate) const FRAME: Rgb = [0x23, 0x25, 0x2a];
/// The bar of the side to move.
pub(crate) const BAR_ACTIVE: Rgb = [0x31, 0x34, 0x3b];
/// Accent for the side to move (stripe and clock pill).
pub(crate) const ACCENT: Rgb = [0x56, 0xb4, 0xe9];
/// Names.
pub(crate) const TEXT: Rgb = [0xf2, 0xf3, 0xf5];
/// Secondary text.
pub(crate) const TEXT_MUTED: Rgb = [0x9a, 0xa0, 0xa8];
/// Body text of the legend: softer than names, brighter than muted labels.
pub(crate) const TEXT_MUTED_LIGHT: Rgb = [0xc4, 0xc9, 0xcf];
/// Text on the accent pill.
pub(crate) const TEXT_ON_ACCENT: Rgb = [0x10, 0x14, 0x1a];

/// The arrow and ring colours (Okabe–Ito).
pub(crate) const fn mark_rgb(color: MarkColor) -> Rgb {
    match color {
        MarkColor::Green => [0x00, 0x9e, 0x73],
        MarkColor::Blue => [0x00, 0x72, 0xb2],
        MarkColor::Red => [0xd5, 0x5e, 0x00],
        MarkColor::Orange => [0xe6, 0x9f, 0x00],
    }
}

/// A banner's background and text in `tone`: the verdicts take the arrows' green
/// and vermillion, so a solved puzzle and its solution arrows speak the same colour.
pub(crate) const fn banner(tone: crate::Tone) -> (Rgb, Rgb) {
    match tone {
        crate::Tone::Neutral => (BAR_ACTIVE, TEXT),
        crate::Tone::Success => (mark_rgb(MarkColor::Green), TEXT_ON_ACCENT),
        crate::Tone::Failure => (mark_rgb(MarkColor::Red), TEXT_ON_ACCENT),
    }
}

/// Arrow opacity.
pub(crate) const ARROW_ALPHA: u8 = 205;

/// `a` blended towards `b` by `alpha`/255.
pub(crate) const fn blend(a: Rgb, b: Rgb, alpha: u8) -> Rgb {
    [
        mix(a[0], b[0], alpha),
        mix(a[1], b[1], alpha),
        mix(a[2], b[2], alpha),
    ]
}

/// One channel of [`blend`].
#[inline]
pub(crate) const fn mix(x: u8, y: u8, alpha: u8) -> u8 {
    let t = alpha as u32;
    ((x as u32 * (255 - t) + y as u32 * t + 127) / 255) as u8
}
