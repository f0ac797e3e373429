//! Renders the benchmark's 160-ply replay 20 times, for profiling:
//! `perf stat cargo run -p sanctum-render --release --example gifloop`.

use render::{GifOptions, Renderer, SquareSize};
use rules::{ByColor, Game, Variant};

fn long_game(plies: usize) -> Game {
    let mut game = Game::new(Variant::Chess);
    let mut seed: u64 = 0x5eed_cafe;
    while game.ply() < plies {
        let moves = game.legal_moves();
        let mut played = false;
        for attempt in 0..moves.len() {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = moves[((seed >> 33) as usize + attempt) % moves.len()];
            let mut next = game.clone();
            if next.play(&m).is_ok() && next.outcome().is_none() {
                game = next;
                played = true;
                break;
            }
        }
        if !played {
            break;
        }
    }
    game
}

fn main() -> Result<(), render::RenderError> {
    let renderer = Renderer::new()?;
    let game = long_game(160);
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
