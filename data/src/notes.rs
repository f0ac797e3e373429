//! Private notes on the moves of one's own games: what a correspondence player thinks
//! over the days of a game, kept by position and seen by nobody else. Notes outlive
//! the game, so a finished game can be studied with them.

use crate::row::{Row, p};
use crate::{GameId, Result, Store, Timestamp, UserId};

/// One note: on which position of the game (the ply it was written after: 0 is the
/// start), its words, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The position: after this many half-moves.
    pub ply: u32,
    /// Its number among the author's notes on that position, from 1.
    pub seq: u32,
    /// The words, as the author wrote them.
    pub body: String,
    /// When it was written.
    pub at: Timestamp,
}

fn note_from_row(r: &Row) -> Result<Note> {
    Ok(Note {
        ply: u32::try_from(r.i64("ply")?).unwrap_or(u32::MAX),
        seq: u32::try_from(r.i64("seq")?).unwrap_or(u32::MAX),
        body: r.text("body")?,
        at: r.i64("at")?,
    })
}

impl Store {
    /// `author` notes `body` on the position after `ply` of `game`, unless they already
    /// keep `most` notes on that game: then nothing is written and `None` comes back.
    /// Otherwise the note's number on that position.
    pub fn add_note(
        &self,
        game: GameId,
        author: UserId,
        ply: u32,
        body: &str,
        at: Timestamp,
        most: usize,
    ) -> Result<Option<u32>> {
        self.write(|c| {
            let kept = c
                .query_opt(
                    "SELECT COUNT(*) AS n FROM move_notes WHERE game_id = $1 AND author_id = $2",
                    p![game.0, author.sql()],
                )?
                .map_or(Ok(0), |r| r.i64("n"))?;
            if usize::try_from(kept).unwrap_or(usize::MAX) >= most {
                return Ok(None);
            }
            let last = c
                .query_opt(
                    "SELECT COALESCE(MAX(seq), 0) AS seq FROM move_notes
                     WHERE game_id = $1 AND author_id = $2 AND ply = $3",
                    p![game.0, author.sql(), i64::from(ply)],
                )?
                .map_or(Ok(0), |r| r.i64("seq"))?;
            let seq = last + 1;
            c.execute(
                "INSERT INTO move_notes (game_id, author_id, ply, seq, body, at)
                 VALUES ($1, $2, $3, $4, $5, $6)",
                p![game.0, author.sql(), i64::from(ply), seq, body, at],
            )?;
            Ok(Some(u32::try_from(seq).unwrap_or(u32::MAX)))
        })
    }

    /// `author`'s notes on `game`, in the game's order (by position, then as written).
    pub fn notes(&self, game: GameId, author: UserId) -> Result<Vec<Note>> {
        self.conn()
            .query(
                "SELECT ply, seq, body, at FROM move_notes
                 WHERE game_id = $1 AND author_id = $2 ORDER BY ply, seq",
                p![game.0, author.sql()],
            )?
            .iter()
            .map(note_from_row)
            .collect()
    }

    /// Takes back `author`'s notes on the position after `ply` of `game`; how many.
    pub fn delete_notes(&self, game: GameId, author: UserId, ply: u32) -> Result<u64> {
        self.execute_write(
            "DELETE FROM move_notes WHERE game_id = $1 AND author_id = $2 AND ply = $3",
            p![game.0, author.sql(), i64::from(ply)],
        )
    }
}
