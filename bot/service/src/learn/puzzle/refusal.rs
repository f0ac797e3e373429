//! Puzzles and the daily puzzle.

use crate::core::names::CommandName;
use crate::core::text::{CommandRef, Text};
use rules::Variant;

/// Why a puzzle was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleRefusal {
    /// Every puzzle of this game (and theme) was tried here already.
    NoPuzzleLeft {
        /// The game.
        variant: Variant,
        /// The theme asked for.
        theme: Option<String>,
    },
    /// A puzzle tried before in this server.
    PuzzleDone,
    /// Another puzzle is being solved.
    PuzzleOpen,
    /// A daily puzzle's button after its day.
    DailyOver,
}

impl crate::core::refusal::Refuse for PuzzleRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
        PuzzleRefusal::NoPuzzleLeft { variant, theme } => Text::from(format!(
            "You have tried every {}{} puzzle in this server. More come as the server's games finish; try another game or theme with ",
            variant.name(),
            theme.as_ref().map(|t| format!(" {t}")).unwrap_or_default()
        ))
        .command(CommandRef::new(CommandName::Puzzle))
        .plain("."),
        PuzzleRefusal::PuzzleDone => "You have already tried this puzzle in this server.".into(),
        PuzzleRefusal::PuzzleOpen => Text::from("Finish your open puzzle first (answer with ")
            .command(CommandRef::new(CommandName::Solve))
            .plain(", or press ")
            .button(crate::core::request::Action::GiveUpPuzzle.label())
            .plain(")."),
        PuzzleRefusal::DailyOver => Text::from("That daily puzzle's day is over. Try ")
            .command(CommandRef::new(CommandName::Puzzle))
            .plain(" for another."),
        }
    }
}
