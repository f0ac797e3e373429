//! `sanctum moves`: every legal move of a position, and its outcome.

use super::PositionArgs;
use std::io::Write;

/// Options of `sanctum moves`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
}

/// Prints `<uci> <san>` per legal move sorted by UCI, then `outcome: <result> <reason>`.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let pos = args.position.position()?;
    let mut moves = pos.legal_moves();
    moves.sort_by_uci();
    let mut out = std::io::stdout().lock();
    for m in &moves {
        writeln!(out, "{} {}", m.uci(), pos.san(m))?;
    }
    match pos.outcome() {
        Some(o) => writeln!(out, "outcome: {o}")?,
        None => writeln!(out, "outcome: ongoing -")?,
    }
    Ok(())
}
