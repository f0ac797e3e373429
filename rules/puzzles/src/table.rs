//! The puzzle set as CSV: lichess's puzzle-database columns, then `Variant`.
//!
//! `PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags,Variant`;
//! moves, themes and opening tags are space-separated, as lichess writes them.
//! Reading checks every row against the rules: the FEN is a position of its game,
//! and each move is legal in turn.

use crate::puzzle::Puzzle;
use crate::theme::{ParseThemeError, Theme};
use rules::{FenError, MoveError, ParseVariantError, Position, Variant};
use serde::{Deserialize, Serialize};
use std::io;

/// The columns, in order.
pub const COLUMNS: [&str; 11] = [
    "PuzzleId",
    "FEN",
    "Moves",
    "Rating",
    "RatingDeviation",
    "Popularity",
    "NbPlays",
    "Themes",
    "GameUrl",
    "OpeningTags",
    "Variant",
];

/// One row as the CSV holds it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "PascalCase")]
struct Row {
    puzzle_id: String,
    #[serde(rename = "FEN")]
    fen: String,
    moves: String,
    rating: u32,
    rating_deviation: u32,
    popularity: i32,
    nb_plays: u32,
    themes: String,
    game_url: String,
    opening_tags: String,
    variant: String,
}

/// Why the puzzle CSV could not be written.
#[derive(Debug, thiserror::Error)]
#[error("cannot write the puzzle CSV: {0}")]
pub struct WriteError(#[from] csv::Error);

/// Why a row of the puzzle CSV could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Not CSV, or not these columns.
    #[error("line {line}: {source}")]
    Csv {
        /// The 1-based line, where known.
        line: u64,
        /// What the CSV reader says.
        source: csv::Error,
    },
    /// The header is not the puzzle columns.
    #[error("the header is not {}", COLUMNS.join(","))]
    Header,
    /// The `Variant` column names no game we play.
    #[error("line {line}: {source}")]
    Variant {
        /// The 1-based line.
        line: u64,
        /// Why.
        source: ParseVariantError,
    },
    /// The `FEN` is not a position of the puzzle's game.
    #[error("line {line}: bad FEN: {source}")]
    Fen {
        /// The 1-based line.
        line: u64,
        /// Why.
        source: FenError,
    },
    /// A move is not legal where it is played.
    #[error("line {line}: move {index} `{uci}` is not legal there{}", .source.as_ref().map(|e| format!(": {e}")).unwrap_or_default())]
    Move {
        /// The 1-based line.
        line: u64,
        /// The move's 1-based place in `Moves`.
        index: usize,
        /// The move as written.
        uci: String,
        /// The parser's reason, when it had one.
        source: Option<MoveError>,
    },
    /// `Moves` has no setting-up move and answer.
    #[error("line {line}: a puzzle needs the setting-up move and at least one answer")]
    TooFewMoves {
        /// The 1-based line.
        line: u64,
    },
    /// A theme nobody knows.
    #[error("line {line}: {source}")]
    Theme {
        /// The 1-based line.
        line: u64,
        /// Which.
        source: ParseThemeError,
    },
}

/// Writes puzzles as CSV rows after the header.
pub struct PuzzleWriter<W: io::Write> {
    csv: csv::Writer<W>,
}

impl<W: io::Write> PuzzleWriter<W> {
    /// A writer that has written the header.
    pub fn new(out: W) -> Result<PuzzleWriter<W>, WriteError> {
        let mut csv = csv::WriterBuilder::new()
            .has_headers(false)
            .from_writer(out);
        csv.write_record(COLUMNS)?;
        Ok(PuzzleWriter { csv })
    }

    /// Writes one puzzle.
    pub fn write(&mut self, puzzle: &Puzzle) -> Result<(), WriteError> {
        let words = |items: &[String]| items.join(" ");
        let themes: Vec<String> = puzzle.themes.iter().map(Theme::to_string).collect();
        self.csv.serialize(Row {
            puzzle_id: puzzle.id.clone(),
            fen: puzzle.fen.clone(),
            moves: words(&puzzle.moves),
            rating: puzzle.rating,
            rating_deviation: puzzle.rating_deviation,
            popularity: puzzle.popularity,
            nb_plays: puzzle.plays,
            themes: words(&themes),
            game_url: puzzle.game_url.clone(),
            opening_tags: words(&puzzle.opening_tags),
            variant: puzzle.variant.id().to_owned(),
        })?;
        Ok(())
    }

    /// Flushes and returns the output.
    pub fn finish(self) -> Result<W, WriteError> {
        self.csv
            .into_inner()
            .map_err(|e| WriteError(csv::Error::from(e.into_error())))
    }
}

/// Reads puzzles from CSV with the header [`COLUMNS`], checking each against the
/// rules; each row gives a puzzle or the reason it is refused.
pub fn read_puzzles<R: io::Read>(
    input: R,
) -> Result<impl Iterator<Item = Result<Puzzle, ReadError>>, ReadError> {
    let mut csv = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(input);
    let header = csv
        .headers()
        .map_err(|source| ReadError::Csv { line: 1, source })?
        .clone();
    if header.iter().ne(COLUMNS) {
        return Err(ReadError::Header);
    }
    Ok(csv.into_records().map(move |record| {
        let record = record.map_err(|source| ReadError::Csv {
            line: source.position().map_or(0, csv::Position::line),
            source,
        })?;
        let line = record.position().map_or(0, csv::Position::line);
        let row: Row = record
            .deserialize(Some(&header))
            .map_err(|source| ReadError::Csv { line, source })?;
        puzzle_of(row, line)
    }))
}

fn puzzle_of(row: Row, line: u64) -> Result<Puzzle, ReadError> {
    let variant: Variant = row
        .variant
        .parse()
        .map_err(|source| ReadError::Variant { line, source })?;
    let mut pos =
        Position::from_fen(variant, &row.fen).map_err(|source| ReadError::Fen { line, source })?;
    let moves: Vec<String> = row.moves.split_whitespace().map(str::to_owned).collect();
    if moves.len() < 2 {
        return Err(ReadError::TooFewMoves { line });
    }
    for (i, uci) in moves.iter().enumerate() {
        let bad = |source| ReadError::Move {
            line,
            index: i + 1,
            uci: uci.clone(),
            source,
        };
        let m = pos.parse_uci(uci).map_err(|e| bad(Some(e)))?;
        if !pos.is_legal(&m) || pos.outcome().is_some() {
            return Err(bad(None));
        }
        pos.play(&m);
    }
    let themes = row
        .themes
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<Vec<Theme>, _>>()
        .map_err(|source| ReadError::Theme { line, source })?;
    Ok(Puzzle {
        id: row.puzzle_id,
        variant,
        fen: row.fen,
        moves,
        rating: row.rating,
        rating_deviation: row.rating_deviation,
        popularity: row.popularity,
        plays: row.nb_plays,
        themes,
        game_url: row.game_url,
        opening_tags: row
            .opening_tags
            .split_whitespace()
            .map(str::to_owned)
            .collect(),
    })
}
