//! Writes a gallery of pictures to a folder, for looking at the artwork:
//! `cargo run -p sanctum-render --release --example gallery -- /tmp/gallery`.

use render::{
    Arrow, BoardOptions, Circle, GifOptions, MarkColor, PlayerBar, Renderer, SquareSize, Theme,
};
use rules::{ByColor, Color, Game, Position, Square, Variant};

/// A picture to draw: name, variant, FEN and last move.
type Case = (
    &'static str,
    Variant,
    &'static str,
    Option<(&'static str, &'static str)>,
);

fn sq(name: &str) -> Square {
    name.parse().unwrap_or(Square::A1)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/gallery".into());
    std::fs::create_dir_all(&dir)?;
    let renderer = Renderer::new()?;
    let players = ByColor::new(
        PlayerBar::new("alice").with_clock("2d 4h"),
        PlayerBar::new("Bartholomew the Magnificent of Zürich 🎲").with_clock("23h 10m"),
    );
    let cases: &[Case] = &[
        (
            "sanctuary-start",
            Variant::Sanctuary,
            Variant::Sanctuary.start_fen(),
            None,
        ),
        (
            "sanctuary-rich",
            Variant::Sanctuary,
            "1P2g2R/3a4/8/2p5/8/5N2/3G4/p3b3 b - - 0 30",
            Some(("b7", "b8")),
        ),
        (
            "scepter-check",
            Variant::Scepter,
            "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5P2/PPPP2PP/RNBQKBNR w KQkq - 1 3",
            Some(("d8", "h4")),
        ),
        (
            "scepter-threat",
            Variant::Scepter,
            "8/8/8/8/8/8/3k4/7K w - - 0 1",
            Some(("c3", "d2")),
        ),
        (
            "chess-start",
            Variant::Chess,
            Variant::Chess.start_fen(),
            Some(("e2", "e4")),
        ),
    ];
    for &(name, variant, fen, last) in cases {
        let pos = Position::from_fen(variant, fen)?;
        for px in [40, 64, 96] {
            let mut opts = BoardOptions {
                square_size: SquareSize::clamped(px),
                last_move: last.map(|(a, b)| (sq(a), sq(b))),
                players: Some(players.clone()),
                ..BoardOptions::default()
            };
            if name == "scepter-threat" {
                opts.arrows.push(Arrow {
                    from: sq("d2"),
                    to: sq("e1"),
                    color: MarkColor::Red,
                });
                opts.circles.push(Circle {
                    square: sq("e1"),
                    color: MarkColor::Blue,
                });
                opts.orientation = Color::Black;
            }
            std::fs::write(
                format!("{dir}/{name}-{px}.png"),
                renderer.render_png(&pos, &opts)?,
            )?;
        }
    }
    // Every theme on one position with a last move and a sanctuary rank.
    let (_, variant, fen, last) = cases[1];
    let pos = Position::from_fen(variant, fen)?;
    for theme in Theme::ALL {
        let opts = BoardOptions {
            last_move: last.map(|(a, b)| (sq(a), sq(b))),
            players: Some(players.clone()),
            theme,
            ..BoardOptions::default()
        };
        std::fs::write(
            format!("{dir}/theme-{}.png", theme.id()),
            renderer.render_png(&pos, &opts)?,
        )?;
    }
    for variant in Variant::ALL {
        for px in [40, 64] {
            let png = renderer.rules_png(variant, SquareSize::clamped(px))?;
            std::fs::write(format!("{dir}/rules-{}-{px}.png", variant.id()), png)?;
        }
    }
    let mut game = Game::new(Variant::Scepter);
    for san in [
        "e4", "d5", "Ke2", "dxe4", "Ke3", "Nf6", "d3", "exd3", "Qxd3", "Qxd3+", "Kxd3", "Bf5+",
        "Ke2", "Bxc2", "Nc3", "e5", "Ke1",
    ] {
        game.play_san(san)?;
    }
    let gif = renderer.game_gif(&game, &GifOptions::default())?;
    std::fs::write(format!("{dir}/replay.gif"), gif)?;
    Ok(())
}
