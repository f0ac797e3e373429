//! `sanctum analyse`: the engine's view of one position, in SAN.

use super::PositionArgs;
use engine::{Engine, Limits};
use std::io::Write as _;

/// Options of `sanctum analyse`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// How long to think, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    movetime: u64,
    /// Stop at this depth instead (still within the time).
    #[arg(long)]
    depth: Option<u32>,
    /// Transposition-table size in MiB.
    #[arg(long, default_value_t = 64)]
    hash: usize,
}

/// The principal variation as numbered SAN (`12... Nf6 13. e5`).
fn pv_san(start: &rules::Position, pv: &[rules::Move]) -> String {
    let mut pos = *start;
    let mut out = Vec::new();
    for (i, m) in pv.iter().enumerate() {
        let number = pos.fullmove_number();
        match pos.turn() {
            rules::Color::White => out.push(format!("{number}.")),
            rules::Color::Black if i == 0 => out.push(format!("{number}...")),
            rules::Color::Black => {}
        }
        out.push(pos.san(m));
        pos.play(m);
    }
    out.join(" ")
}

/// Searches and prints `best`, `score` and `pv` lines.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let pos = args.position.position()?;
    let mut out = std::io::stdout().lock();
    if let Some(o) = pos.outcome() {
        writeln!(out, "outcome: {o}")?;
        return Ok(());
    }
    let mut engine = Engine::new(args.hash.clamp(1, 4096));
    let mut limits = Limits::movetime_ms(args.movetime);
    limits.depth = args.depth;
    let r = engine.search(&pos, &[], &limits, &mut |_| {});
    let Some(best) = r.best else {
        writeln!(out, "no legal move")?;
        return Ok(());
    };
    let score = match engine::score::moves_to_end(r.score) {
        Some(n) if n > 0 => format!("win in {n}"),
        Some(n) => format!("loss in {}", -n),
        None => format!("{:+.2}", f64::from(r.score) / 100.0),
    };
    writeln!(out, "best: {} ({})", pos.san(&best), best.uci())?;
    writeln!(
        out,
        "score: {score} (side to move, depth {}, {} nodes)",
        r.depth, r.nodes
    )?;
    writeln!(out, "pv: {}", pv_san(&pos, &r.pv))?;
    Ok(())
}
