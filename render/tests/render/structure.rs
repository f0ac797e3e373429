//! Structural tests: facts about the pictures that hold whatever the artwork looks like.

use crate::common;
use common::{decode_png, renderer, sq};
use render::{BoardOptions, GifOptions, Layout, PlayerBar, SquareSize, colors};
use rules::{ByColor, Color, Game, Piece, Position, Role, Square, Variant};
use std::collections::HashMap;

fn render(pos: &Position, opts: &BoardOptions) -> (common::Image, Layout) {
    let png = renderer().render_png(pos, opts).expect("renders");
    (decode_png(&png), Layout::of(opts))
}

fn plain(size: u32) -> BoardOptions {
    BoardOptions {
        square_size: SquareSize::new(size).expect("in range"),
        coordinates: false,
        ..BoardOptions::default()
    }
}

#[test]
fn picture_has_the_layout_size() {
    for (size, bars) in [(40, false), (70, true), (128, true)] {
        let mut opts = plain(size);
        if bars {
            opts.players = Some(ByColor::new(PlayerBar::new("a"), PlayerBar::new("b")));
        }
        let (img, layout) = render(&Position::new(Variant::Chess), &opts);
        assert_eq!((img.width, img.height), (layout.width, layout.height));
        assert!(
            layout.height > layout.width || !bars,
            "bars make the picture taller than wide"
        );
    }
}

#[test]
fn empty_squares_show_the_board_colours() {
    let pos = Position::new(Variant::Chess);
    for size in [40, 64, 97, 128] {
        let (img, layout) = render(&pos, &plain(size));
        for rank in 2..6 {
            for file in 0..8 {
                let s = Square::from_coords(file, rank).expect("on the board");
                let want = if s.is_light() {
                    colors::LIGHT_SQUARE
                } else {
                    colors::DARK_SQUARE
                };
                assert_eq!(img.center(&layout, s), want, "{s} at {size}px");
            }
        }
    }
}

#[test]
fn a1_is_dark_and_bottom_left_for_white_top_right_for_black() {
    let pos = Position::new(Variant::Chess);
    let white = Layout::of(&plain(50));
    let black = Layout::of(&BoardOptions {
        orientation: Color::Black,
        ..plain(50)
    });
    assert_eq!(
        white.square_origin(Square::A1),
        (white.board_x, white.board_y + 7 * 50)
    );
    assert_eq!(
        black.square_origin(Square::A1),
        (black.board_x + 7 * 50, black.board_y)
    );
    let (img, layout) = render(
        &pos,
        &BoardOptions {
            orientation: Color::Black,
            ..plain(50)
        },
    );
    assert_eq!(img.center(&layout, sq("d4")), colors::DARK_SQUARE);
    assert_eq!(img.center(&layout, sq("e4")), colors::LIGHT_SQUARE);
}

/// Whether two squares show the same sprite. Each variant's pictures have their own
/// palette, so an anti-aliased edge may differ by a shade; a different piece differs
/// in a good part of the square.
fn same_sprite(a: &[[u8; 3]], b: &[[u8; 3]]) -> bool {
    let off = a
        .iter()
        .zip(b)
        .filter(|(p, q)| (0..3).map(|c| u32::from(p[c].abs_diff(q[c]))).sum::<u32>() > 48)
        .count();
    a.len() == b.len() && off * 100 < a.len()
}

/// Pixels that are not the square's own colour: something is drawn there.
fn ink(pixels: &[[u8; 3]], base: [u8; 3]) -> usize {
    pixels.iter().filter(|p| **p != base).count()
}

/// The sprite of every piece on both square colours, cut from positions whose
/// squares carry no tint or mark.
fn reference_sprites(size: u32) -> HashMap<(Piece, bool), Vec<[u8; 3]>> {
    let sources = [
        (
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        ),
        (
            Variant::Chess,
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
        ),
        (Variant::Sanctuary, "8/8/2ag4/2GA4/2ga4/2AG4/8/8 w - - 0 1"),
    ];
    let mut refs = HashMap::new();
    for (variant, fen) in sources {
        let pos = Position::from_fen(variant, fen).expect("a reference FEN");
        let opts = BoardOptions {
            highlight_check: false,
            ..plain(size)
        };
        let (img, layout) = render(&pos, &opts);
        for (s, piece) in pos.pieces() {
            if variant == Variant::Chess || (1..7).contains(&s.rank()) {
                refs.insert((piece, s.is_light()), img.square(&layout, s));
            }
        }
    }
    assert_eq!(refs.len(), 32, "every piece on both colours");
    refs
}

#[test]
fn every_piece_sits_on_its_fen_square() {
    let refs = reference_sprites(56);
    let (bishop, archbishop) = (
        Piece::new(Color::White, Role::Bishop),
        Piece::new(Color::White, Role::Archbishop),
    );
    assert!(!same_sprite(
        &refs[&(bishop, true)],
        &refs[&(archbishop, true)]
    ));
    let cases = [
        (
            Variant::Chess,
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        ),
        (Variant::Chess, "8/2k5/8/3K4/8/8/8/8 w - - 0 1"),
        (
            Variant::Sanctuary,
            "rnb2bnr/pp1ppppp/3A4/2a5/2p2g2/5NG1/PPPPPPPP/RNB2B1R w - - 0 3",
        ),
        (Variant::Scepter, "4k3/8/3q4/8/8/2N5/8/4K2R w K - 0 1"),
    ];
    for (variant, fen) in cases {
        let pos = Position::from_fen(variant, fen).expect("a legal FEN");
        for orientation in Color::ALL {
            let opts = BoardOptions {
                orientation,
                highlight_check: false,
                ..plain(56)
            };
            let (img, layout) = render(&pos, &opts);
            for s in Square::all() {
                let base = if s.is_light() {
                    colors::LIGHT_SQUARE
                } else {
                    colors::DARK_SQUARE
                };
                let block = img.square(&layout, s);
                let marked = match variant {
                    Variant::Scepter => s == Square::E1 || s == Square::E8,
                    Variant::Sanctuary => s.rank() == 0 || s.rank() == 7,
                    Variant::Chess => false,
                };
                match pos.piece_at(s) {
                    None if !marked => assert_eq!(ink(&block, base), 0, "{s} is empty in {fen}"),
                    Some(piece) if !marked => {
                        let want = &refs[&(piece, s.is_light())];
                        assert!(
                            same_sprite(&block, want),
                            "{s} shows the sprite of {piece:?} ({fen}, {orientation} below)"
                        );
                    }
                    _ => assert!(ink(&block, base) > 0 || pos.piece_at(s).is_none()),
                }
            }
        }
    }
}

/// How much yellower than blue a colour is.
fn yellowness(c: [u8; 3]) -> i32 {
    i32::from(c[0]) + i32::from(c[1]) - 2 * i32::from(c[2])
}

#[test]
fn last_move_squares_and_only_they_are_tinted() {
    let pos = Position::from_fen(
        Variant::Chess,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    )
    .expect("FEN");
    let opts = BoardOptions {
        last_move: Some((sq("e2"), sq("e4"))),
        ..plain(48)
    };
    let (img, layout) = render(&pos, &opts);
    for s in [sq("e2"), sq("e4")] {
        let (x, y) = layout.square_origin(s);
        let corner = img.pixel(x + 2, y + 2);
        let base = if s.is_light() {
            colors::LIGHT_SQUARE
        } else {
            colors::DARK_SQUARE
        };
        assert!(
            yellowness(corner) > yellowness(base) + 60,
            "{s} is tinted: {corner:?}"
        );
    }
    for s in [sq("e3"), sq("d4"), sq("f5")] {
        let base = if s.is_light() {
            colors::LIGHT_SQUARE
        } else {
            colors::DARK_SQUARE
        };
        assert_eq!(img.center(&layout, s), base);
    }
}

#[test]
fn check_glows_red_around_the_king() {
    // Fool's mate: White's king on e1 is in check.
    let pos = Position::from_fen(
        Variant::Chess,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    )
    .expect("FEN");
    let (img, layout) = render(&pos, &plain(64));
    let (x, y) = layout.square_origin(Square::E1);
    let side = img.pixel(x + 3, y + 32);
    assert!(
        i32::from(side[0]) > i32::from(side[1]) + 40,
        "red glow at the king's side: {side:?}"
    );
    let (img, _) = render(
        &pos,
        &BoardOptions {
            highlight_check: false,
            ..plain(64)
        },
    );
    assert_eq!(img.pixel(x + 3, y + 32), colors::DARK_SQUARE);
}

#[test]
fn scepter_squares_are_marked_and_a_threat_is_framed() {
    let pos = Position::from_fen(Variant::Scepter, "8/8/8/8/8/8/3k4/7K w - - 0 1").expect("FEN");
    let (img, layout) = render(&pos, &plain(64));
    for s in [Square::E1, Square::E8] {
        let base = if s.is_light() {
            colors::LIGHT_SQUARE
        } else {
            colors::DARK_SQUARE
        };
        assert!(
            ink(&img.square(&layout, s), base) > 100,
            "scepter mark on {s}"
        );
    }
    // e1 is threatened by the king on d2: its edge is orange; e8's is not.
    let (x, y) = layout.square_origin(Square::E1);
    let edge = img.pixel(x + 1, y + 1);
    assert!(edge[0] > edge[2] + 60, "e1 framed: {edge:?}");
    let (x, y) = layout.square_origin(Square::E8);
    assert_eq!(img.pixel(x + 20, y + 1), colors::LIGHT_SQUARE);
    // The same squares in orthodox chess carry nothing.
    let chess = Position::from_fen(Variant::Chess, "8/8/8/8/8/8/3k4/7K w - - 0 1").expect("FEN");
    let (img, layout) = render(&chess, &plain(64));
    assert_eq!(
        ink(&img.square(&layout, Square::E8), colors::LIGHT_SQUARE),
        0
    );
}

#[test]
fn sanctuary_tints_target_ranks_and_marks_refugees() {
    let pos =
        Position::from_fen(Variant::Sanctuary, "1P2g2R/2P5/8/8/8/8/8/p3G3 b - - 0 1").expect("FEN");
    let (img, layout) = render(&pos, &plain(64));
    // Rank 8 is White's target (lighter), rank 1 Black's (darker); the middle is plain.
    let sum = |c: [u8; 3]| c.iter().map(|&v| u32::from(v)).sum::<u32>();
    assert!(sum(img.center(&layout, sq("c8"))) > sum(colors::LIGHT_SQUARE));
    assert!(sum(img.center(&layout, sq("d8"))) > sum(colors::DARK_SQUARE));
    assert!(sum(img.center(&layout, sq("b1"))) < sum(colors::LIGHT_SQUARE));
    assert_eq!(img.center(&layout, sq("c4")), colors::LIGHT_SQUARE);
    // A refugee (b8) carries more than a pawn (c7, also a dark square): its roof and halo.
    let b8_base = img.pixel(
        layout.square_origin(sq("b8")).0 + 1,
        layout.square_origin(sq("b8")).1 + 1,
    );
    let refugee = ink(&img.square(&layout, sq("b8")), b8_base);
    let pawn = ink(&img.square(&layout, sq("c7")), colors::DARK_SQUARE);
    assert!(refugee > pawn * 3 / 2, "refugee {refugee} vs pawn {pawn}");
}

#[test]
fn the_bar_of_the_side_to_move_carries_the_accent() {
    let players = ByColor::new(
        PlayerBar::new("white player"),
        PlayerBar::new("black player").with_clock("1d"),
    );
    let opts = BoardOptions {
        players: Some(players),
        ..plain(60)
    };
    let layout = Layout::of(&opts);
    let white_to_move = Position::new(Variant::Chess);
    let (img, _) = render(&white_to_move, &opts);
    let bottom_mid = layout.height - layout.bar / 2;
    assert_eq!(
        img.pixel(1, bottom_mid),
        colors::ACCENT,
        "White (bottom) to move"
    );
    assert_ne!(img.pixel(1, layout.bar / 2), colors::ACCENT);
    let black_to_move = Position::from_fen(
        Variant::Chess,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    )
    .expect("FEN");
    let (img, _) = render(&black_to_move, &opts);
    assert_eq!(
        img.pixel(1, layout.bar / 2),
        colors::ACCENT,
        "Black (top) to move"
    );
    assert_ne!(img.pixel(1, bottom_mid), colors::ACCENT);
}

#[test]
fn long_and_foreign_names_do_not_break_the_bar() {
    let players = ByColor::new(
        PlayerBar::new(
            "ÆØÅ Ελληνικά Кириллица 🎲🎲🎲 and a very long tail that cannot fit anywhere at all",
        ),
        PlayerBar::new("").with_clock("99d 23h 59m"),
    );
    let opts = BoardOptions {
        players: Some(players),
        ..plain(40)
    };
    let png = renderer()
        .render_png(&Position::new(Variant::Sanctuary), &opts)
        .expect("renders");
    assert!(png.len() > 1000);
}

#[test]
fn square_size_is_bounded() {
    assert!(SquareSize::new(39).is_none());
    assert!(SquareSize::new(129).is_none());
    assert!(SquareSize::try_from(0).is_err());
    assert_eq!(SquareSize::clamped(0), SquareSize::MIN);
}

/// Composites the frames of a GIF into the final picture.
pub fn gif_final_frame(bytes: &[u8]) -> (common::Image, usize) {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = opts
        .read_info(std::io::Cursor::new(bytes))
        .expect("a GIF header");
    let (w, h) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut rgb = vec![0u8; (w * h * 3) as usize];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        frames += 1;
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
    }
    (
        common::Image {
            width: w,
            height: h,
            rgb,
        },
        frames,
    )
}

#[test]
fn replay_has_a_frame_per_move_and_ends_on_the_final_position() {
    let mut game = Game::new(Variant::Scepter);
    for san in [
        "e4", "e5", "Nf3", "Nc6", "Ke2", "d6", "Ke3", "Qf6", "d4", "exd4+",
    ] {
        game.play_san(san).expect("legal");
    }
    let opts = GifOptions {
        square_size: SquareSize::new(48).expect("in range"),
        ..GifOptions::default()
    };
    let gif = renderer().game_gif(&game, &opts).expect("encodes");
    let (last, frames) = gif_final_frame(&gif);
    assert_eq!(frames, game.moves().len() + 1);
    let board_opts = BoardOptions {
        square_size: opts.square_size,
        last_move: game.last_move().map(|m| (m.from, m.to)),
        ..BoardOptions::default()
    };
    let (png, layout) = render(game.position(), &board_opts);
    assert_eq!((last.width, last.height), (png.width, png.height));
    // The palette is learnt, so allow small differences on anti-aliased edges only.
    let mut far = 0;
    for (a, b) in last.rgb.chunks_exact(3).zip(png.rgb.chunks_exact(3)) {
        if a.iter().zip(b).any(|(x, y)| x.abs_diff(*y) > 24) {
            far += 1;
        }
    }
    assert!(
        far * 200 < (layout.width * layout.height) as usize,
        "{far} pixels differ"
    );
    for s in Square::all() {
        let (a, b) = (last.center(&layout, s), png.center(&layout, s));
        assert!(
            a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 24),
            "{s}: {a:?} vs {b:?}"
        );
    }
}

#[test]
fn replay_with_bars_shows_the_winner() {
    let mut game = Game::new(Variant::Chess);
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_san(san).expect("legal");
    }
    let opts = GifOptions {
        square_size: SquareSize::new(40).expect("in range"),
        players: Some(ByColor::new("alice".to_owned(), "bob".to_owned())),
        ..GifOptions::default()
    };
    let gif = renderer().game_gif(&game, &opts).expect("encodes");
    let (last, frames) = gif_final_frame(&gif);
    assert_eq!(frames, 5);
    let layout = render::Layout::new(40, Color::White, true);
    assert_eq!(
        last.pixel(1, layout.bar / 2),
        colors::ACCENT,
        "Black (top) won"
    );
}

#[test]
fn rules_pictures_render_for_every_variant() {
    for variant in Variant::ALL {
        let png = renderer()
            .rules_png(
                variant,
                SquareSize::new(48).expect("in range"),
                &crate::common::legend_words,
            )
            .expect("renders");
        let img = decode_png(&png);
        assert!(img.height > img.width, "{variant}: legend below the board");
    }
}

#[test]
fn an_80_move_replay_stays_under_a_megabyte() {
    for variant in Variant::ALL {
        let game = rules_testkit::long_game(variant, 160);
        assert_eq!(
            game.ply(),
            160,
            "{variant}: the generator plays 80 full moves"
        );
        let opts = GifOptions {
            square_size: SquareSize::new(60).expect("in range"),
            players: Some(ByColor::new("alice".to_owned(), "bob".to_owned())),
            ..GifOptions::default()
        };
        let gif = renderer().game_gif(&game, &opts).expect("encodes");
        assert!(gif.len() < 1_000_000, "{variant}: {} bytes", gif.len());
        let (last, frames) = gif_final_frame(&gif);
        assert_eq!(frames, 161);
        let layout = Layout::new(60, Color::White, true);
        let final_opts = BoardOptions {
            square_size: opts.square_size,
            last_move: game.last_move().map(|m| (m.from, m.to)),
            ..BoardOptions::default()
        };
        let (png, png_layout) = render(game.position(), &final_opts);
        // Same board, offset by the bar: compare each square's centre.
        for s in Square::all() {
            let (x, y) = layout.square_origin(s);
            let (px, py) = png_layout.square_origin(s);
            let (a, b) = (last.pixel(x + 30, y + 30), png.pixel(px + 30, py + 30));
            assert!(
                a.iter().zip(b).all(|(p, q)| p.abs_diff(q) <= 24),
                "{variant} {s}: {a:?} vs {b:?}"
            );
        }
    }
}

#[test]
fn one_renderer_serves_many_threads() {
    let shared = std::sync::Arc::new(render::Renderer::new().expect("artwork parses"));
    let pos = Position::new(Variant::Sanctuary);
    let alone: Vec<Vec<u8>> = [40, 57, 70, 128]
        .iter()
        .map(|&px| renderer().render_png(&pos, &plain(px)).expect("renders"))
        .collect();
    let handles: Vec<_> = [40, 57, 70, 128]
        .into_iter()
        .map(|px| {
            let r = std::sync::Arc::clone(&shared);
            std::thread::spawn(move || r.render_png(&Position::new(Variant::Sanctuary), &plain(px)))
        })
        .collect();
    for (handle, want) in handles.into_iter().zip(alone) {
        let got = handle.join().expect("no panic").expect("renders");
        assert_eq!(got, want, "same bytes from any thread");
    }
}

#[test]
fn the_png_carries_variant_fen_and_the_side_at_the_bottom() {
    let pos = Position::from_fen(Variant::Scepter, "8/8/8/8/8/8/3k4/7K w - - 0 1").expect("FEN");
    for (bottom, side) in [(Color::White, "white"), (Color::Black, "black")] {
        let opts = BoardOptions {
            orientation: bottom,
            ..plain(40)
        };
        let png = renderer().render_png(&pos, &opts).expect("renders");
        let reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("header");
        let texts: Vec<(&str, &str)> = reader
            .info()
            .uncompressed_latin1_text
            .iter()
            .map(|t| (t.keyword.as_str(), t.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            vec![
                ("Comment", "scepter 8/8/8/8/8/8/3k4/7K w - - 0 1"),
                ("Orientation", side)
            ]
        );
    }
}

/// Pieces of the hardest names: right to left, marks, conjuncts, emoji sequences,
/// bidi controls, to be strung together at random.
const NAME_PIECES: [&str; 13] = [
    "Ahmed ",
    "أحمد ",
    "مُحَمَّد",
    "דוד ",
    "क्षत्रिय",
    "สมชาย",
    "山田さくら",
    "김민준",
    "👨‍👩‍👧👍🏽🇯🇵1️⃣",
    "e\u{301}\u{302}",
    "بَََََََََََََََََََ",
    "\u{200D}\u{FE0F}\u{202E}\u{2067}",
    " \t\n\u{0}",
];

fn any_name() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    prop_oneof![
        ".*",
        proptest::collection::vec(any::<char>(), 0..2000)
            .prop_map(|c| c.into_iter().collect::<String>()),
        proptest::collection::vec(0..NAME_PIECES.len(), 0..30)
            .prop_map(|i| i.into_iter().map(|i| NAME_PIECES[i]).collect::<String>()),
        (0..NAME_PIECES.len(), 1..50_000usize).prop_map(|(i, n)| NAME_PIECES[i].repeat(n)),
    ]
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

    /// Whatever a name holds, the picture draws, and the name stays left of the clock:
    /// the bar from the clock's pill rightwards is as it is with a one-letter name.
    #[test]
    fn any_name_draws_inside_its_bar(name in any_name(), size in 40u32..80) {
        let opts = |name: &str| BoardOptions {
            players: Some(ByColor::new(
                PlayerBar::new(name).with_clock("2d 4h"),
                PlayerBar::new(name).with_clock("23h 10m"),
            )),
            ..plain(size)
        };
        let pos = Position::new(Variant::Chess);
        let (img, layout) = render(&pos, &opts(&name));
        let (reference, _) = render(&pos, &opts("a"));
        proptest::prop_assert_eq!((img.width, img.height), (layout.width, layout.height));
        // White, to move, is the bottom bar: its clock sits in an accent pill.
        let bar_top = layout.height - layout.bar;
        let mid = bar_top + layout.bar / 2;
        let pill_left = (layout.width / 2..layout.width)
            .find(|&x| reference.pixel(x, mid) == colors::ACCENT)
            .expect("the clock's pill");
        for y in 0..layout.height {
            for x in pill_left..layout.width {
                proptest::prop_assert_eq!(img.pixel(x, y), reference.pixel(x, y), "({}, {})", x, y);
            }
        }
        // Nor above or below its bar: the board between the bars is untouched.
        for y in layout.bar..layout.height - layout.bar {
            for x in 0..layout.width {
                proptest::prop_assert_eq!(img.pixel(x, y), reference.pixel(x, y), "({}, {})", x, y);
            }
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(16))]

    /// Whatever a clock's label says (a long-worded language's "2 Tage 4 Stunden übrig
    /// · Zeitkonto 6 Tage"), the bar keeps its colour chip and the start of the name:
    /// the label is shortened first.
    #[test]
    fn any_clock_label_leaves_the_name_its_room(label in any_name(), size in 40u32..80) {
        let opts = |label: &str| BoardOptions {
            players: Some(ByColor::new(
                PlayerBar::new("alice").with_clock(label),
                PlayerBar::new("bob").with_clock(label),
            )),
            ..plain(size)
        };
        let pos = Position::new(Variant::Chess);
        let (img, layout) = render(&pos, &opts(&label));
        let (reference, _) = render(&pos, &opts("1h"));
        // The left third of each bar (chip and the name's first letters) is untouched.
        for top in [0, layout.height - layout.bar] {
            for y in top..top + layout.bar {
                for x in 0..layout.width / 3 {
                    proptest::prop_assert_eq!(img.pixel(x, y), reference.pixel(x, y), "({}, {})", x, y);
                }
            }
        }
    }
}

#[test]
fn stacked_marks_stay_inside_their_bar() {
    let tall = format!("ب{}", "\u{64E}".repeat(40));
    let opts = |name: &str| BoardOptions {
        players: Some(ByColor::new(PlayerBar::new(name), PlayerBar::new(name))),
        ..plain(40)
    };
    let pos = Position::new(Variant::Chess);
    let (img, layout) = render(&pos, &opts(&tall));
    let (reference, _) = render(&pos, &opts("ب"));
    for y in layout.bar..layout.height - layout.bar {
        for x in 0..layout.width {
            assert_eq!(img.pixel(x, y), reference.pixel(x, y), "({x}, {y})");
        }
    }
    // The marks are drawn, though: the bars differ.
    assert!(
        (0..layout.bar)
            .any(|y| (0..layout.width).any(|x| img.pixel(x, y) != reference.pixel(x, y)))
    );
}

/// A key in a long-worded language is drawn smaller rather than past the picture's
/// edges: the margins beside the key are as with English words.
#[test]
fn a_long_worded_graph_key_stays_inside_the_picture() {
    let graph = |words: render::GraphWords| render::EvalGraph {
        evals: (0..40).map(|i| i * 10).collect(),
        marks: vec![(5, render::Slip::Blunder)],
        words,
    };
    let long = render::GraphWords {
        inaccuracy: "Ungenauigkeit mit sehr vielen Worten".repeat(2),
        mistake: "Fehler, der lang beschrieben wird".repeat(2),
        blunder: "grober Patzer in langen Worten".repeat(2),
        ..crate::common::graph_words()
    };
    let drawn = decode_png(&renderer().eval_graph_png(&graph(long)).expect("renders"));
    let reference = decode_png(
        &renderer()
            .eval_graph_png(&graph(crate::common::graph_words()))
            .expect("renders"),
    );
    // The key's band: the picture's last 22 rows.
    for y in drawn.height - 22..drawn.height {
        for x in (0..12).chain(drawn.width - 12..drawn.width) {
            assert_eq!(drawn.pixel(x, y), reference.pixel(x, y), "({x}, {y})");
        }
    }
}
