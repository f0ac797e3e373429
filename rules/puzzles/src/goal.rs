//! What a puzzle asks, in words: "White to play: win by sanctuary in 2".

use crate::theme::Theme;
use rules::Color;

/// The goal of a puzzle with `themes`, solved by `solver` in `solver_moves` moves.
///
/// ```
/// use puzzles::{Theme, goal::goal_text};
/// use rules::Color;
/// assert_eq!(goal_text(&[Theme::Sanctuary, Theme::Short], Color::White, 2),
///            "White to play: win by sanctuary in 2");
/// assert_eq!(goal_text(&[Theme::MateIn(1), Theme::OneMove], Color::Black, 1),
///            "Black to play: mate in 1");
/// assert_eq!(goal_text(&[Theme::Material], Color::White, 3), "White to play: win material");
/// ```
pub fn goal_text(themes: &[Theme], solver: Color, solver_moves: usize) -> String {
    let side = match solver {
        Color::White => "White",
        Color::Black => "Black",
    };
    let n = solver_moves.max(1);
    let aim = if themes.contains(&Theme::Sanctuary) {
        format!("win by sanctuary in {n}")
    } else if themes.contains(&Theme::Scepter) {
        format!("seize the scepter in {n}")
    } else if themes
        .iter()
        .any(|t| matches!(t, Theme::Mate | Theme::MateIn(_)))
    {
        format!("mate in {n}")
    } else {
        "win material".to_owned()
    };
    format!("{side} to play: {aim}")
}
