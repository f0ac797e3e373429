//! `sanctum perft`: leaf counts per first move.

use super::PositionArgs;
use std::io::Write;

/// Options of `sanctum perft`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// How many plies deep to count (1-8).
    #[arg(long, short, value_parser = clap::value_parser!(u32).range(1..=8))]
    depth: u32,
}

/// Prints `<uci>: <count>` per first move sorted by UCI, then `total: <N>`.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let pos = args.position.position()?;
    let mut out = std::io::stdout().lock();
    let mut total = 0;
    for (m, n) in rules::divide(&pos, args.depth) {
        writeln!(out, "{m}: {n}")?;
        total += n;
    }
    writeln!(out, "total: {total}")?;
    Ok(())
}
