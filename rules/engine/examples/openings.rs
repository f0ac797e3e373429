//! Writes a set of balanced opening lines for `sanctum match`:
//! `cargo run --release -p sanctum-engine --example openings -- <variant> [<count>] [<plies>]`.
//!
//! Each line is grown one ply at a time by picking, with a fixed seed, among the
//! moves a shallow search scores within 30 cp of the best; a line is kept when a
//! deeper search of its end scores it within ±50 cp. One line per output row, in UCI.

use engine::{Engine, Limits, Rng};
use rules::{Position, Variant};
use std::collections::HashSet;

fn scored_moves(engine: &mut Engine, pos: &Position, depth: u32) -> Vec<(rules::Move, i32)> {
    let mut out = Vec::new();
    for m in &pos.legal_moves() {
        let mut child = *pos;
        child.play(m);
        let r = engine.search(&child, &[], &Limits::depth(depth), &mut |_| {});
        out.push((*m, -r.score));
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args
        .first()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Variant::Sanctuary);
    let count: usize = args.get(1).and_then(|v| v.parse().ok()).unwrap_or(32);
    let plies: usize = args.get(2).and_then(|v| v.parse().ok()).unwrap_or(4);
    let mut rng = Rng::new(0x0BE2_2026 ^ variant as u64);
    let mut engine = Engine::new(32);
    let mut seen = HashSet::new();
    let mut attempts = 0;
    while seen.len() < count && attempts < count * 20 {
        attempts += 1;
        let mut pos = Position::new(variant);
        let mut line = Vec::new();
        for _ in 0..plies {
            let moves = scored_moves(&mut engine, &pos, 3);
            let Some(best) = moves.iter().map(|(_, s)| *s).max() else {
                break;
            };
            let good: Vec<_> = moves.iter().filter(|(_, s)| *s >= best - 30).collect();
            let (m, _) = good[rng.below(good.len() as u64) as usize];
            line.push(m.uci());
            pos.play(m);
        }
        let text = line.join(" ");
        if line.len() < plies || seen.contains(&text) {
            continue;
        }
        let check = engine.search(&pos, &[], &Limits::depth(8), &mut |_| {});
        if check.score.abs() <= 50 {
            println!("{text}");
            eprintln!("{text}  # depth 8: {} cp for the side to move", check.score);
            seen.insert(text);
        }
    }
}
