//! A 560 px board (70 px squares) as the bot sends it, with the sprites, palette and
//! squares cached; the same board with CJK and with Arabic names; the same board as a solved puzzle (a banner and six arrows, in full
//! colour); the same picture in full colour with its sprites rasterised anew; the
//! first picture at a new size; and an 80-move replay at 60 px squares.
//!
//! `cargo bench -p sanctum-render`

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use render::{Arrow, Banner, BoardOptions, GifOptions, PlayerBar, Renderer, SquareSize, Tone};
use rules::{ByColor, Position, Variant};
use std::hint::black_box;

use rules_testkit::long_game;

/// A middlegame with a last move and both name bars, as the bot sends after each move.
fn board() -> (Position, BoardOptions) {
    let pos = Position::from_fen(
        Variant::Chess,
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    )
    .expect("a legal FEN");
    let opts = BoardOptions {
        square_size: SquareSize::new(70).expect("in range"),
        last_move: Some(("f8".parse().expect("square"), "e7".parse().expect("square"))),
        players: Some(ByColor::new(
            PlayerBar::new("alice").with_clock("2d 4h"),
            PlayerBar::new("bob").with_clock("23h 10m"),
        )),
        ..BoardOptions::default()
    };
    (pos, opts)
}

fn benches(c: &mut Criterion) {
    let renderer = Renderer::new().expect("artwork parses");
    let (pos, opts) = board();
    let png = renderer.render_png(&pos, &opts).expect("renders");
    eprintln!("560px board PNG: {} bytes", png.len());

    c.bench_function("png 560px cached", |b| {
        b.iter(|| renderer.render_png(black_box(&pos), black_box(&opts)));
    });
    // Names that need the fallback fonts: CJK glyphs are the most detailed outlines,
    // Arabic the only ones shaped right to left.
    for (label, white, black) in [
        ("cjk", "山田太郎", "김민준"),
        ("arabic", "أحمد", "محمد علي"),
    ] {
        let named = BoardOptions {
            players: Some(ByColor::new(
                PlayerBar::new(white).with_clock("2d 4h"),
                PlayerBar::new(black).with_clock("23h 10m"),
            )),
            ..opts.clone()
        };
        let png = renderer.render_png(&pos, &named).expect("renders");
        eprintln!("560px board PNG with {label} names: {} bytes", png.len());
        c.bench_function(&format!("png 560px cached, {label} names"), |b| {
            b.iter(|| renderer.render_png(black_box(&pos), black_box(&named)));
        });
    }
    let square = |s: &str| s.parse().expect("square");
    let solved = BoardOptions {
        banner: Some(Banner::new("Solved! White wins a piece in 3").with_tone(Tone::Success)),
        arrows: Arrow::solution(
            [
                ("c4", "d5"),
                ("e6", "d5"),
                ("c3", "d5"),
                ("f6", "d5"),
                ("f3", "g5"),
                ("h7", "h6"),
            ]
            .map(|(a, b)| (square(a), square(b))),
        ),
        ..opts.clone()
    };
    let png = renderer.render_png(&pos, &solved).expect("renders");
    eprintln!(
        "560px board PNG with a banner and 6 arrows: {} bytes",
        png.len()
    );
    c.bench_function("png 560px banner and 6 arrows", |b| {
        b.iter(|| renderer.render_png(black_box(&pos), black_box(&solved)));
    });
    c.bench_function("png 560px uncached (sprites rasterised every time)", |b| {
        b.iter(|| renderer.render_png_uncached(black_box(&pos), black_box(&opts)));
    });
    c.bench_function("png first image at a new size", |b| {
        b.iter_batched(
            || Renderer::new().expect("artwork parses"),
            |fresh| fresh.render_png(&pos, &opts),
            BatchSize::PerIteration,
        );
    });

    let game = long_game(Variant::Chess, 160);
    let gif_opts = GifOptions {
        square_size: SquareSize::new(60).expect("in range"),
        players: Some(ByColor::new("alice".to_owned(), "bob".to_owned())),
        ..GifOptions::default()
    };
    renderer.warm_up(gif_opts.square_size).expect("sprites");
    let gif = renderer.game_gif(&game, &gif_opts).expect("encodes");
    eprintln!("{}-ply replay GIF at 60px: {} bytes", game.ply(), gif.len());
    let mut group = c.benchmark_group("gif");
    group.sample_size(20);
    group.bench_function("80-move replay at 60px", |b| {
        b.iter(|| renderer.game_gif(black_box(&game), black_box(&gif_opts)));
    });
    group.finish();
}

criterion_group!(render_benches, benches);
criterion_main!(render_benches);
