//! Puzzle and lesson pictures: the banner above the board, a solution's arrows in
//! one picture, and a solution replayed with each move as an arrow.

use crate::common::{self, decode_png, renderer, sq};
use proptest::prelude::*;
use render::{
    Arrow, Banner, BoardOptions, GifOptions, Layout, MarkColor, PlayerBar, SquareSize, Theme, Tone,
    colors,
};
use rules::{ByColor, Color, Game, Position, Variant};

const PUZZLE: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3";

fn render(pos: &Position, opts: &BoardOptions) -> (common::Image, Layout) {
    let png = renderer().render_png(pos, opts).expect("renders");
    (decode_png(&png), Layout::of(opts))
}

fn bars() -> ByColor<PlayerBar> {
    ByColor::new(
        PlayerBar::new("alice").with_clock("2d"),
        PlayerBar::new("bob"),
    )
}

fn close(a: [u8; 3], b: [u8; 3], by: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= by)
}

/// The card's colour where no text can be: just inside its left end, halfway down.
fn card_edge(img: &common::Image, layout: &Layout) -> [u8; 3] {
    let card_h = layout.banner - layout.pad - if layout.bar > 0 { layout.pad } else { 0 };
    img.pixel(layout.pad + card_h / 5, layout.pad + card_h / 2)
}

#[test]
fn the_default_draws_no_banner() {
    let opts = BoardOptions::default();
    assert_eq!(opts.banner, None);
    let layout = Layout::of(&opts);
    assert_eq!(layout.banner, 0);
    let (img, _) = render(&Position::new(Variant::Chess), &opts);
    assert_eq!(
        (img.width, img.height),
        (574, 574),
        "8 × 70 px and the frame"
    );
}

#[test]
fn a_banner_adds_a_strip_on_top_and_moves_nothing_else() {
    let pos = Position::from_fen(Variant::Chess, PUZZLE).expect("a legal FEN");
    for theme in Theme::ALL {
        for orientation in Color::ALL {
            for players in [None, Some(bars())] {
                let plain = BoardOptions {
                    theme,
                    orientation,
                    players: players.clone(),
                    square_size: SquareSize::new(48).expect("in range"),
                    last_move: Some((sq("d1"), sq("f3"))),
                    ..BoardOptions::default()
                };
                let (without, _) = render(&pos, &plain);
                for tone in Tone::ALL {
                    let opts = BoardOptions {
                        banner: Some(Banner::new("White to play: mate in 2").with_tone(tone)),
                        ..plain.clone()
                    };
                    let (with, layout) = render(&pos, &opts);
                    let case = format!(
                        "{theme:?} {orientation:?} {tone:?} bars {}",
                        players.is_some()
                    );
                    assert!(layout.banner > layout.pad * 2, "{case}");
                    assert_eq!(with.width, without.width, "{case}");
                    assert_eq!(with.height, without.height + layout.banner, "{case}");
                    assert_eq!(with.height, layout.height, "{case}");
                    let want = match tone {
                        Tone::Neutral => colors::BANNER_NEUTRAL,
                        Tone::Success => colors::BANNER_SUCCESS,
                        Tone::Failure => colors::BANNER_FAILURE,
                    };
                    assert_eq!(card_edge(&with, &layout), want, "{case}");
                    // Everything below the strip is the picture without it: exactly from
                    // the palette, within a shade where a verdict draws in full colour.
                    let below = &with.rgb[(layout.banner * with.width * 3) as usize..];
                    if tone == Tone::Neutral {
                        assert!(below == without.rgb.as_slice(), "{case}");
                    } else {
                        let far = below
                            .chunks_exact(3)
                            .zip(without.rgb.chunks_exact(3))
                            .filter(|(a, b)| a.iter().zip(*b).any(|(x, y)| x.abs_diff(*y) > 24))
                            .count();
                        assert!(
                            far * 500 < without.rgb.len() / 3,
                            "{case}: {far} pixels far"
                        );
                    }
                    for sq in [sq("a1"), sq("e4"), sq("h8")] {
                        assert!(
                            close(
                                with.center(&layout, sq),
                                without.center(&Layout::of(&plain), sq),
                                24
                            ),
                            "{case} {sq}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn a_long_banner_is_shortened_inside_its_card() {
    let long = "Lesson 3 · Make a refugee · 2 moves left · ".repeat(20);
    for size in [40, 70, 128] {
        for tone in Tone::ALL {
            let opts = BoardOptions {
                square_size: SquareSize::new(size).expect("in range"),
                banner: Some(Banner::new(long.clone()).with_tone(tone)),
                ..BoardOptions::default()
            };
            let (img, layout) = render(&Position::new(Variant::Sanctuary), &opts);
            let card_h = layout.banner - layout.pad;
            let bg = card_edge(&img, &layout);
            // The frame left and right of the card, and the card's ends, carry no ink.
            for y in layout.pad + card_h / 3..layout.pad + card_h * 2 / 3 {
                for x in (0..layout.pad).chain(layout.width - layout.pad..layout.width) {
                    assert_eq!(img.pixel(x, y), colors::FRAME, "{size} {tone:?} ({x}, {y})");
                }
                for x in (layout.pad + 2..layout.pad + card_h / 5)
                    .chain(layout.width - layout.pad - card_h / 5..layout.width - layout.pad - 2)
                {
                    assert_eq!(img.pixel(x, y), bg, "{size} {tone:?} ({x}, {y})");
                }
            }
            // And there is text: ink in the middle of the card.
            let inked = (layout.pad..layout.width - layout.pad)
                .filter(|&x| img.pixel(x, layout.pad + card_h / 2) != bg)
                .count();
            assert!(inked > 20, "{size} {tone:?}: {inked} inked pixels");
        }
    }
}

#[test]
fn a_megabyte_of_banner_is_cut_in_one_pass() {
    let huge = "Make a refugee, ".repeat(65_536);
    let opts = BoardOptions {
        square_size: SquareSize::MIN,
        banner: Some(Banner::new(huge)),
        ..BoardOptions::default()
    };
    let (img, layout) = render(&Position::new(Variant::Sanctuary), &opts);
    assert_eq!((img.width, img.height), (layout.width, layout.height));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_banner_text_draws(
        text in prop_oneof![
            ".*",
            proptest::collection::vec(any::<char>(), 0..3000).prop_map(|c| c.into_iter().collect::<String>()),
            Just(String::new()),
            Just("\u{0}\u{feff}\u{200b}\n\t\r ".to_owned()),
        ],
        tone in 0usize..3,
        flip in any::<bool>(),
        with_bars in any::<bool>(),
    ) {
        let opts = BoardOptions {
            square_size: SquareSize::MIN,
            orientation: if flip { Color::Black } else { Color::White },
            players: with_bars.then(bars),
            banner: Some(Banner::new(text).with_tone(Tone::ALL[tone])),
            ..BoardOptions::default()
        };
        let (img, layout) = render(&Position::new(Variant::Scepter), &opts);
        prop_assert_eq!((img.width, img.height), (layout.width, layout.height));
        for x in 0..layout.pad {
            prop_assert_eq!(img.pixel(x, layout.banner / 2), colors::FRAME);
        }
    }
}

#[test]
fn solution_arrows_alternate_colours_and_skip_repeats() {
    let moves = [
        (sq("f3"), sq("f7")),
        (sq("e8"), sq("f7")),
        (sq("f3"), sq("f7")),
        (sq("c4"), sq("c4")),
        (sq("c4"), sq("f7")),
    ];
    let arrows = Arrow::solution(moves);
    let got: Vec<_> = arrows
        .iter()
        .map(|a| (a.from.to_string(), a.to.to_string(), a.color))
        .collect();
    let want = [
        ("f3", "f7", MarkColor::Green),
        ("e8", "f7", MarkColor::Red),
        ("c4", "f7", MarkColor::Green),
    ];
    let want: Vec<_> = want
        .iter()
        .map(|(a, b, c)| ((*a).to_owned(), (*b).to_owned(), *c))
        .collect();
    assert_eq!(got, want);
    assert!(Arrow::solution([]).is_empty());
}

/// An arrow's colour over an empty square, as drawn (opacity 205 of 255).
fn over(base: [u8; 3], arrow: [u8; 3]) -> [u8; 3] {
    std::array::from_fn(|c| {
        let (x, y) = (u32::from(base[c]), u32::from(arrow[c]));
        ((x * 50 + y * 205 + 127) / 255) as u8
    })
}

const GREEN: [u8; 3] = [0x00, 0x9e, 0x73];
const RED: [u8; 3] = [0xd5, 0x5e, 0x00];

fn square_colour(s: rules::Square) -> [u8; 3] {
    if s.is_light() {
        colors::LIGHT_SQUARE
    } else {
        colors::DARK_SQUARE
    }
}

#[test]
fn many_arrows_draw_cleanly_and_a_knight_arrow_bends() {
    let pos = Position::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").expect("FEN");
    let moves = [
        (sq("g1"), sq("f3")), // a knight's move: up the g-file, then left
        (sq("a7"), sq("h7")), // the longest
        (sq("f3"), sq("d4")), // from where the first ends, a knight's move again
        (sq("h4"), sq("d4")), // to where the third ends
        (sq("d4"), sq("h4")), // back along the fourth
        (sq("b1"), sq("b1")), // nowhere: nothing
    ];
    for orientation in Color::ALL {
        let opts = BoardOptions {
            orientation,
            coordinates: false,
            arrows: Arrow::solution(moves),
            banner: Some(Banner::new("Solved!").with_tone(Tone::Success)),
            ..BoardOptions::default()
        };
        let (img, layout) = render(&pos, &opts);
        let at = |s: &str| img.center(&layout, sq(s));
        // The knight's arrow runs through g2 and the corner g3, not across f2.
        for s in ["g2", "g3"] {
            assert!(
                close(at(s), over(square_colour(sq(s)), GREEN), 2),
                "{orientation:?} {s}: {:?}",
                at(s)
            );
        }
        assert_eq!(at("f2"), square_colour(sq("f2")), "{orientation:?}");
        // The long arrow is the defence's colour where it crosses nothing else.
        assert!(
            close(at("b7"), over(square_colour(sq("b7")), RED), 2),
            "{orientation:?}"
        );
        // Squares no arrow touches stay plain; the arrow to b1's own square draws nothing.
        for s in ["a1", "b1", "h8", "a5"] {
            assert_eq!(at(s), square_colour(sq(s)), "{orientation:?} {s}");
        }
    }
}

fn frames_and_final(bytes: &[u8]) -> (common::Image, usize) {
    crate::structure::gif_final_frame(bytes)
}

#[test]
fn a_replay_shows_the_last_move_as_an_arrow_and_erases_the_one_before() {
    let mut game = Game::new(Variant::Chess);
    for san in ["e4", "e5"] {
        game.play_san(san).expect("legal");
    }
    let size = SquareSize::new(48).expect("in range");
    for (solver, colour) in [(Color::Black, GREEN), (Color::White, RED)] {
        let opts = GifOptions {
            square_size: size,
            coordinates: false,
            move_arrows: Some(solver),
            banner: Some(Banner::new("Black to play and hold")),
            ..GifOptions::default()
        };
        let gif = renderer().game_gif(&game, &opts).expect("encodes");
        let (last, frames) = frames_and_final(&gif);
        assert_eq!(frames, 3);
        let layout = Layout::new(48, Color::White, false).with_banner();
        assert_eq!((last.width, last.height), (layout.width, layout.height));
        // e5's arrow crosses e6; e4's arrow over e3 is gone.
        let e6 = last.center(&layout, sq("e6"));
        assert!(
            close(e6, over(square_colour(sq("e6")), colour), 6),
            "{solver:?}: {e6:?}"
        );
        assert_eq!(last.center(&layout, sq("e3")), square_colour(sq("e3")));
        assert_eq!(card_edge(&last, &layout), colors::BANNER_NEUTRAL);
    }
}

#[test]
fn a_replay_without_marks_is_as_before_and_with_them_stays_small() {
    let mut game = Game::new(Variant::Chess);
    for san in [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5", "exd5", "Na5",
    ] {
        game.play_san(san).expect("legal");
    }
    let plain = GifOptions::default();
    assert_eq!((plain.banner.clone(), plain.move_arrows), (None, None));
    let marked = GifOptions {
        banner: Some(Banner::new("Two knights").with_tone(Tone::Success)),
        move_arrows: Some(Color::White),
        ..GifOptions::default()
    };
    let a = renderer().game_gif(&game, &plain).expect("encodes");
    let b = renderer().game_gif(&game, &marked).expect("encodes");
    // Measured at 60 px: 37.8 KB plain, 46.3 KB with arrows and a banner.
    assert!(
        b.len() * 4 < a.len() * 5 + 4 * 12_000,
        "{} against {}",
        b.len(),
        a.len()
    );
    let (last, frames) = frames_and_final(&b);
    assert_eq!(frames, 11);
    let layout = Layout::new(60, Color::White, false).with_banner();
    assert_eq!(card_edge(&last, &layout), colors::BANNER_SUCCESS);
}
