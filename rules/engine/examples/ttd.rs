//! Time to depth over the shipped opening lines: `cargo run --release -p
//! sanctum-engine --example ttd -- <variant> <depth>`. Prints total nodes and time.

use engine::{Engine, Limits};
use rules::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args
        .first()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Variant::Chess);
    let depth: u32 = args.get(1).and_then(|v| v.parse().ok()).unwrap_or(10);
    let start = std::time::Instant::now();
    let mut nodes = 0;
    let mut engine = Engine::new(64);
    for line in engine::openings::parse(engine::openings::book_text(variant)) {
        let mut pos = Position::new(variant);
        let mut history = Vec::new();
        for uci in line {
            let Some(m) = pos.legal_moves().iter().find(|m| m.uci() == uci).copied() else {
                break;
            };
            history.push(pos.zobrist());
            pos.play(&m);
        }
        engine.new_game();
        let r = engine.search(&pos, &history, &Limits::depth(depth), &mut |_| {});
        nodes += r.nodes;
    }
    let t = start.elapsed();
    println!(
        "{variant:?} depth {depth}: {nodes} nodes, {:.2} s, {} knps",
        t.as_secs_f64(),
        u128::from(nodes) / t.as_millis().max(1)
    );
}
