//! Pictures to look at, not checked: `cargo test -p sanctum-render --release --test
//! render look -- --ignored --nocapture` writes them to `/tmp/render-look/` and prints
//! their sizes.

use crate::common::{renderer, sq};
use render::{Arrow, Banner, BoardOptions, GifOptions, PlayerBar, SquareSize, Theme, Tone};
use rules::{ByColor, Color, Game, Position, Variant};
use std::path::PathBuf;

fn out(name: &str, bytes: &[u8]) {
    let dir = PathBuf::from("/tmp/render-look");
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    std::fs::write(dir.join(name), bytes).expect("write");
    println!("{name}: {} bytes", bytes.len());
}

/// A short mate for the solution pictures: Scholar's mate, White to play from move 3.
fn puzzle() -> (Position, Vec<(rules::Square, rules::Square)>) {
    let pos = Position::from_fen(
        Variant::Chess,
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
    )
    .expect("a legal FEN");
    let moves = vec![
        (sq("f3"), sq("f7")),
        (sq("e8"), sq("f7")),
        (sq("c4"), sq("f7")),
        (sq("b8"), sq("c6")),
        (sq("g1"), sq("f3")),
        (sq("a8"), sq("h1")),
    ];
    (pos, moves)
}

#[test]
#[ignore = "writes pictures to /tmp/render-look to look at"]
fn write_pictures_to_look_at() {
    let (pos, moves) = puzzle();
    let bars = ByColor::new(
        PlayerBar::new("alice").with_clock("2d 4h"),
        PlayerBar::new("bob"),
    );
    for theme in Theme::ALL {
        for (tone, text) in [
            (Tone::Neutral, "White to play: win by sanctuary in 3"),
            (Tone::Success, "Solved!"),
            (Tone::Failure, "Not the move"),
        ] {
            let opts = BoardOptions {
                theme,
                banner: Some(Banner::new(text).with_tone(tone)),
                players: (tone == Tone::Neutral).then(|| bars.clone()),
                ..BoardOptions::default()
            };
            let png = renderer().render_png(&pos, &opts).expect("renders");
            out(&format!("banner-{}-{tone:?}.png", theme.id()), &png);
        }
    }
    let long = BoardOptions {
        orientation: Color::Black,
        square_size: SquareSize::MIN,
        banner: Some(Banner::new(
            "Lesson 3 · Make a refugee · 2 moves left, and a great deal more text than fits 🎉",
        )),
        players: Some(bars.clone()),
        ..BoardOptions::default()
    };
    let png = renderer()
        .render_png(&Position::new(Variant::Sanctuary), &long)
        .expect("renders");
    out("banner-long-flipped-40.png", &png);
    let solution = BoardOptions {
        arrows: Arrow::solution(moves.iter().copied()),
        banner: Some(Banner::new("Solved!").with_tone(Tone::Success)),
        ..BoardOptions::default()
    };
    let png = renderer().render_png(&pos, &solution).expect("renders");
    out("solution-arrows.png", &png);
    let plain = renderer()
        .render_png(&pos, &BoardOptions::default())
        .expect("renders");
    out("plain.png", &plain);

    // As lichess stores a puzzle: the opponent's setting-up move, then the solution.
    let mut game = Game::from_fen(
        Variant::Chess,
        "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR b KQkq - 1 2",
    )
    .expect("a legal FEN");
    for san in ["Nc6", "Qxf7#"] {
        game.play_san(san).expect("legal");
    }
    let mut ten = Game::new(Variant::Chess);
    for san in [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5", "exd5", "Na5",
    ] {
        ten.play_san(san).expect("legal");
    }
    let gif_plain = GifOptions::default();
    let gif_marked = GifOptions {
        banner: Some(Banner::new("Two knights: the Fried Liver's start")),
        move_arrows: Some(Color::White),
        ..GifOptions::default()
    };
    out(
        "replay-10-plain.gif",
        &renderer().game_gif(&ten, &gif_plain).expect("encodes"),
    );
    out(
        "replay-10-arrows-banner.gif",
        &renderer().game_gif(&ten, &gif_marked).expect("encodes"),
    );
    let arrows_only = GifOptions {
        move_arrows: Some(Color::White),
        ..GifOptions::default()
    };
    out(
        "replay-10-arrows.gif",
        &renderer().game_gif(&ten, &arrows_only).expect("encodes"),
    );
    let solved = GifOptions {
        banner: Some(Banner::new("Solved! Mate in 1").with_tone(Tone::Success)),
        move_arrows: Some(Color::White),
        frame_delay_ms: 1500,
        ..GifOptions::default()
    };
    let puzzle_gif = renderer().game_gif(&game, &solved).expect("encodes");
    out("replay-puzzle.gif", &puzzle_gif);
    if let Some(last) = frames(&puzzle_gif).last() {
        out("replay-puzzle-final.png", last);
    }
    let gif = renderer().game_gif(&ten, &gif_marked).expect("encodes");
    for (i, frame) in frames(&gif).into_iter().enumerate() {
        if [0, 1, 2, 5, 10].contains(&i) {
            out(&format!("replay-frame-{i:02}.png"), &frame);
        }
    }
}

/// Every frame of a GIF as shown (composited), each as a PNG.
fn frames(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = opts
        .read_info(std::io::Cursor::new(bytes))
        .expect("a GIF header");
    let (w, h) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut rgb = vec![0u8; (w * h * 3) as usize];
    let mut pngs = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        for fy in 0..u32::from(frame.height) {
            for fx in 0..u32::from(frame.width) {
                let src = ((fy * u32::from(frame.width) + fx) * 4) as usize;
                if frame.buffer[src + 3] == 0 {
                    continue;
                }
                let dst =
                    (((fy + u32::from(frame.top)) * w + fx + u32::from(frame.left)) * 3) as usize;
                rgb[dst..dst + 3].copy_from_slice(&frame.buffer[src..src + 3]);
            }
        }
        let mut png = Vec::new();
        let mut encoder = png::Encoder::new(&mut png, w, h);
        encoder.set_color(png::ColorType::Rgb);
        let mut writer = encoder.write_header().expect("a header");
        writer.write_image_data(&rgb).expect("pixels");
        drop(writer);
        pngs.push(png);
    }
    pngs
}

#[test]
#[ignore = "writes pictures to /tmp/render-look to look at"]
fn write_tables_to_look_at() {
    let crosstable = renderer()
        .table_png(&crate::table::sample_crosstable())
        .expect("renders");
    out("table-crosstable.png", &crosstable);
    let swiss = renderer()
        .table_png(&crate::table::sample_swiss())
        .expect("renders");
    out("table-swiss.png", &swiss);
    // A narrow table under a long title, a subtitle the font cannot draw, a short row.
    let mut edge = render::TablePicture::new(
        "Arena of the very long title that goes on and on past the table and the picture's widest title ".repeat(2),
        vec![render::Column::right("Rank"), render::Column::left("Name")],
    )
    .with_subtitle("🎉🎉 \u{202e}");
    edge.rows = vec![
        vec![
            render::Cell::plain("1"),
            render::Cell::new("alice", render::CellTone::Strong),
        ],
        vec![render::Cell::plain("2")],
        vec![
            render::Cell::new("—", render::CellTone::Pending),
            render::Cell::plain("🎉"),
        ],
    ];
    let edge = renderer().table_png(&edge).expect("renders");
    out("table-edge.png", &edge);
}

#[test]
#[ignore = "writes pictures to /tmp/render-look to look at"]
fn write_names_to_look_at() {
    let pos = Position::new(Variant::Chess);
    // Large enough to judge the glyphs; long names to see where they are cut.
    for (name, white, black) in [
        (
            "names-arabic-long",
            "عبد الرحمن بن محمد الهاشمي القرشي",
            "Ahmed أحمد 🙂 and more",
        ),
        (
            "names-cjk-long",
            "山田さくら東京都渋谷区神宮前五丁目",
            "김민준 서울특별시 강남구 역삼동",
        ),
        ("names-hebrew-thai", "דוד בן גוריון", "สมชาย ใจดี"),
        ("names-devanagari-emoji", "क्षत्रिय अर्जुन", "👨‍👩‍👧👍🏽🇯🇵1️⃣♟️"),
    ] {
        let opts = BoardOptions {
            square_size: SquareSize::new(96).expect("in range"),
            players: Some(ByColor::new(
                PlayerBar::new(white).with_clock("2d 4h"),
                PlayerBar::new(black).with_clock("23h 10m"),
            )),
            ..BoardOptions::default()
        };
        out(
            &format!("{name}.png"),
            &renderer().render_png(&pos, &opts).expect("renders"),
        );
    }
    small_name_boards(&pos);
    let mut game = Game::new(Variant::Chess);
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        game.play_san(san).expect("legal");
    }
    let gif = renderer()
        .game_gif(
            &game,
            &GifOptions {
                players: Some(ByColor::new(
                    "محمد علي".to_owned(),
                    "山田さくら 🙂".to_owned(),
                )),
                ..GifOptions::default()
            },
        )
        .expect("encodes");
    out("names-replay.gif", &gif);
    let mut table = render::TablePicture::new(
        "Standings · 順位 · الترتيب",
        vec![render::Column::right("Rank"), render::Column::left("Name")],
    );
    table.rows = [
        "محمد علي",
        "山田さくら",
        "김민준",
        "דוד כהן",
        "अर्जुन",
        "สมชาย",
        "🙂 alice",
    ]
    .iter()
    .enumerate()
    .map(|(i, n)| {
        vec![
            render::Cell::plain((i + 1).to_string()),
            render::Cell::plain(*n),
        ]
    })
    .collect();
    out(
        "names-table.png",
        &renderer().table_png(&table).expect("renders"),
    );
}

/// Long names cut at 40 px, and marks stacked past the bar's height (kept inside it).
fn small_name_boards(pos: &Position) {
    // Small: the long names are cut.
    let small = BoardOptions {
        square_size: SquareSize::new(40).expect("in range"),
        players: Some(ByColor::new(
            PlayerBar::new("عبد الرحمن بن محمد الهاشمي القرشي ".repeat(2)).with_clock("2d 4h"),
            PlayerBar::new("山田さくら東京都渋谷区神宮前五丁目".repeat(2)).with_clock("23h 10m"),
        )),
        ..BoardOptions::default()
    };
    let tall = BoardOptions {
        square_size: SquareSize::new(40).expect("in range"),
        players: Some(ByColor::new(
            PlayerBar::new(format!(
                "ب{} ก{} क{}",
                "\u{64E}".repeat(40),
                "\u{E49}\u{E34}".repeat(20),
                "\u{94D}\u{902}".repeat(20)
            )),
            PlayerBar::new(format!(
                "ب{} ก{} क{}",
                "\u{64E}".repeat(40),
                "\u{E49}\u{E34}".repeat(20),
                "\u{94D}\u{902}".repeat(20)
            )),
        )),
        ..BoardOptions::default()
    };
    out(
        "names-stacked-marks.png",
        &renderer().render_png(pos, &tall).expect("renders"),
    );
    out(
        "names-cut.png",
        &renderer().render_png(pos, &small).expect("renders"),
    );
}
