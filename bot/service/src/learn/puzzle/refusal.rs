//! Puzzles and the daily puzzle.

use crate::core::names::CommandName;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::variant_name;
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
    /// A run's "Next puzzle" after the run ended (or before any began).
    NoRun(Variant),
}

impl crate::core::refusal::Refuse for PuzzleRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        let puzzle = || CommandRef::new(CommandName::Puzzle);
        match self {
            PuzzleRefusal::NoPuzzleLeft { variant, theme } => match theme {
                Some(theme) => {
                    Msg::new("puzzle-refusal-none-left-theme").str("theme", theme.clone())
                }
                None => Msg::new("puzzle-refusal-none-left"),
            }
            .text("variant", Msg::new(variant_name(*variant)))
            .command("puzzle", puzzle())
            .into(),
            PuzzleRefusal::PuzzleDone => Msg::new("puzzle-refusal-done").into(),
            PuzzleRefusal::PuzzleOpen => Msg::new("puzzle-refusal-open")
                .command("solve", CommandRef::new(CommandName::Solve))
                .button(
                    "give_up",
                    crate::core::request::Action::GiveUpPuzzle.label(),
                )
                .into(),
            PuzzleRefusal::DailyOver => Msg::new("puzzle-refusal-daily-over")
                .command("puzzle", puzzle())
                .into(),
            PuzzleRefusal::NoRun(variant) => Msg::new("puzzle-refusal-no-run")
                .command(
                    "run",
                    puzzle().arg("variant", variant.id()).arg("run", "true"),
                )
                .into(),
        }
    }
}
