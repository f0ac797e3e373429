//! Writing a puzzle set, shared by the `sanctum puzzles` commands.

use anyhow::Context as _;
use puzzles::{Puzzle, PuzzleWriter};
use std::io::Write as _;
use std::path::Path;

/// Writes `puzzles` as lichess's puzzle CSV to `out` (replaced), or to stdout.
pub(super) fn write_csv(out: Option<&Path>, puzzles: &[&Puzzle]) -> anyhow::Result<()> {
    let sink: Box<dyn std::io::Write> = match out {
        Some(path) => Box::new(std::io::BufWriter::new(
            std::fs::File::create(path)
                .with_context(|| format!("cannot write {}", path.display()))?,
        )),
        None => Box::new(std::io::stdout().lock()),
    };
    let mut writer = PuzzleWriter::new(sink)?;
    for p in puzzles {
        writer.write(p)?;
    }
    writer.finish()?.flush()?;
    Ok(())
}
