//! Why a note was not kept, or notes not shown.

use crate::core::names::CommandName;
use crate::core::policy::{MAX_LINE_LENGTH, MAX_NOTES_PER_GAME};
use crate::core::text::{CommandRef, Text};

/// Why `note` or `notes` was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoteRefusal {
    /// The game is not one the caller plays (or there is no such game): notes are
    /// its players' own.
    NotYours {
        /// The game's number.
        game: i64,
    },
    /// Nothing left to keep once line breaks and spaces are tidied.
    Empty,
    /// Longer than a note may be.
    TooLong {
        /// How many characters it had.
        length: usize,
    },
    /// A half-move number beyond the game's last position.
    NoSuchPosition {
        /// The number typed.
        typed: i64,
        /// The game's last position.
        last: u32,
    },
    /// As many notes on this game as one player may keep.
    TooMany {
        /// The game's number.
        game: i64,
    },
    /// Nothing to take back on that position.
    NoneThere {
        /// The position.
        ply: u32,
    },
}

impl crate::core::refusal::Refuse for NoteRefusal {
    fn user_text(&self) -> Text {
        match self {
            NoteRefusal::NotYours { game } => format!(
                "You don't play game {game}: notes are for a game's players, each their own."
            )
            .into(),
            NoteRefusal::Empty => "Your note has no words in it.".into(),
            NoteRefusal::TooLong { length } => format!(
                "A note may be {MAX_LINE_LENGTH} characters long; yours has {length}. Split it in two."
            )
            .into(),
            NoteRefusal::NoSuchPosition { typed, last } => format!(
                "Position {typed} is not in the game: give a number of half-moves from 0 (the start) to {last} (now)."
            )
            .into(),
            NoteRefusal::TooMany { game } => Text::from(format!(
                "You keep {MAX_NOTES_PER_GAME} notes on game {game}, as many as one game may have. Take some back with "
            ))
            .command(
                CommandRef::new(CommandName::Notes)
                    .arg("game", game.to_string())
                    .arg("delete", "<half-move>"),
            )
            .plain(" first."),
            NoteRefusal::NoneThere { ply } => Text::from(format!(
                "You have no notes on position {ply} of that game. See them all with "
            ))
            .command(CommandRef::new(CommandName::Notes))
            .plain("."),
        }
    }
}
