//! Searches one position and prints each iteration: `cargo run --release -p
//! sanctum-engine --example think -- <variant> [<movetime ms>] [<FEN>]`.

use engine::{Engine, Limits};
use rules::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args
        .first()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Variant::Chess);
    let ms: u64 = args.get(1).and_then(|v| v.parse().ok()).unwrap_or(1000);
    let fen = if args.len() > 2 {
        args[2..].join(" ")
    } else {
        variant.start_fen().to_owned()
    };
    let pos = match Position::from_fen(variant, &fen) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("bad FEN: {e}");
            return;
        }
    };
    let mut engine = Engine::new(64);
    let r = engine.search(&pos, &[], &Limits::movetime_ms(ms), &mut |i| {
        println!("{}", engine::uci::info_line(i));
    });
    println!(
        "bestmove {:?} score {} nodes {} in {:?}",
        r.best.map(|m| m.uci()),
        r.score,
        r.nodes,
        r.elapsed
    );
}
