//! Renders the benchmark's 160-ply replay 20 times, for profiling:
//! `perf stat cargo run -p sanctum-render --release --example gifloop`.

use render::{GifOptions, Renderer, SquareSize};
use rules::{ByColor, Variant};

use rules_testkit::long_game;

fn main() -> Result<(), render::RenderError> {
    let renderer = Renderer::new()?;
    let game = long_game(Variant::Chess, 160);
    let opts = GifOptions {
        square_size: SquareSize::clamped(60),
        players: Some(ByColor::new("alice".to_owned(), "bob".to_owned())),
        ..GifOptions::default()
    };
    let start = std::time::Instant::now();
    let _ = renderer.game_gif(&game, &opts)?;
    eprintln!(
        "first replay at a new size (sprites + palette): {:?}",
        start.elapsed()
    );
    let start = std::time::Instant::now();
    let mut bytes = 0;
    for _ in 0..20 {
        bytes = renderer.game_gif(&game, &opts)?.len();
    }
    eprintln!(
        "{} bytes, {:?} per replay (wall)",
        bytes,
        start.elapsed() / 20
    );
    Ok(())
}
