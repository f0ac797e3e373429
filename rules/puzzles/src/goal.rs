//! What a puzzle asks: who plays, what for, in how many moves. The service puts it in
//! its reader's words ("White to play: win by sanctuary in 2").

use crate::theme::Theme;
use rules::Color;

/// What a puzzle's solver plays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Aim {
    /// Two pieces safe in the enemy's back rank.
    Sanctuary,
    /// The king onto the enemy's scepter.
    Scepter,
    /// Checkmate.
    Mate,
    /// Material, or any other lasting gain.
    Material,
}

impl Aim {
    /// A stable name, for messages that choose their words by it.
    pub const fn id(self) -> &'static str {
        match self {
            Aim::Sanctuary => "sanctuary",
            Aim::Scepter => "scepter",
            Aim::Mate => "mate",
            Aim::Material => "material",
        }
    }
}

/// What a puzzle asks of its solver.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Goal {
    /// The side to play.
    pub solver: Color,
    /// What for.
    pub aim: Aim,
    /// In how many of the solver's moves (at least 1).
    pub moves: usize,
}

/// The goal of a puzzle with `themes`, solved by `solver` in `solver_moves` moves: the
/// win its themes name first (sanctuary, scepter, mate), else material.
///
/// ```
/// use puzzles::{Theme, goal::{Aim, goal}};
/// use rules::Color;
/// let g = goal(&[Theme::Sanctuary, Theme::Short], Color::White, 2);
/// assert_eq!((g.aim, g.moves), (Aim::Sanctuary, 2));
/// assert_eq!(goal(&[Theme::MateIn(1), Theme::OneMove], Color::Black, 1).aim, Aim::Mate);
/// assert_eq!(goal(&[Theme::Material], Color::White, 3).aim, Aim::Material);
/// ```
pub fn goal(themes: &[Theme], solver: Color, solver_moves: usize) -> Goal {
    let aim = if themes.contains(&Theme::Sanctuary) {
        Aim::Sanctuary
    } else if themes.contains(&Theme::Scepter) {
        Aim::Scepter
    } else if themes
        .iter()
        .any(|t| matches!(t, Theme::Mate | Theme::MateIn(_)))
    {
        Aim::Mate
    } else {
        Aim::Material
    };
    Goal {
        solver,
        aim,
        moves: solver_moves.max(1),
    }
}
