//! Why a note was not kept, or notes not shown.

use crate::core::names::CommandName;
use crate::core::policy::{MAX_LINE_LENGTH, MAX_NOTES_PER_GAME};
use crate::core::text::Msg;
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
            NoteRefusal::NotYours { game } => Msg::new("notes-refusal-not-yours")
                .str("game", game.to_string())
                .into(),
            NoteRefusal::Empty => Msg::new("notes-refusal-empty").into(),
            NoteRefusal::TooLong { length } => Msg::new("notes-refusal-too-long")
                .num("limit", MAX_LINE_LENGTH)
                .count("length", *length)
                .into(),
            NoteRefusal::NoSuchPosition { typed, last } => {
                Msg::new("notes-refusal-no-such-position")
                    .num("typed", *typed)
                    .num("last", *last)
                    .into()
            }
            NoteRefusal::TooMany { game } => Msg::new("notes-refusal-too-many")
                .count("limit", MAX_NOTES_PER_GAME)
                .str("game", game.to_string())
                .command(
                    "delete",
                    CommandRef::new(CommandName::Notes)
                        .arg("game", game.to_string())
                        .blank("delete", "blank-half-move"),
                )
                .into(),
            NoteRefusal::NoneThere { ply } => Msg::new("notes-refusal-none-there")
                .num("ply", *ply)
                .command("notes", CommandRef::new(CommandName::Notes))
                .into(),
        }
    }
}
