//! Golden-image tests: approved pictures live in `tests/golden/`; each test draws
//! the same picture again and compares it pixel by pixel with a small tolerance
//! (anti-aliasing may differ by a shade between platforms).
//!
//! To approve changed pictures on purpose, look at them, then run
//! `SANCTUM_APPROVE_GOLDEN=1 cargo test -p sanctum-render --test render golden`
//! and commit the new files. Under CI (`CI=true`) the variable fails the tests.

use crate::common::{decode_png, renderer, sq};
use render::{Arrow, Banner, BoardOptions, Circle, MarkColor, PlayerBar, SquareSize, Theme, Tone};
use rules::{ByColor, Color, Game, MoveKind, Position, Variant};
use std::path::PathBuf;

const APPROVE: &str = "SANCTUM_APPROVE_GOLDEN";

/// True under CI (`CI=true`).
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Compares `png` with the approved `name.png`, or approves it when asked to.
fn check(name: &str, png: &[u8]) {
    let path = golden_dir().join(format!("{name}.png"));
    if std::env::var_os(APPROVE).is_some() {
        // Approving writes whatever was drawn and passes: under CI that would pass any
        // picture unseen.
        assert!(
            !in_ci(),
            "{APPROVE} is set under CI (CI=true): golden pictures are approved by a person \
             looking at them, never by CI"
        );
        std::fs::create_dir_all(golden_dir()).expect("golden dir");
        std::fs::write(&path, png).expect("write golden");
        return;
    }
    let actual_path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("golden-{name}.png"));
    let Ok(approved) = std::fs::read(&path) else {
        std::fs::write(&actual_path, png).expect("write actual");
        panic!(
            "no approved picture {}; look at {} and approve it with {APPROVE}=1 cargo test -p sanctum-render --test render golden",
            path.display(),
            actual_path.display()
        );
    };
    let (want, got) = (decode_png(&approved), decode_png(png));
    let same_size = (want.width, want.height) == (got.width, got.height);
    let (mut off, mut worst) = (0usize, 0u8);
    if same_size {
        for (a, b) in want.rgb.chunks_exact(3).zip(got.rgb.chunks_exact(3)) {
            let d = a
                .iter()
                .zip(b)
                .map(|(x, y)| x.abs_diff(*y))
                .max()
                .unwrap_or(0);
            worst = worst.max(d);
            if d > 3 {
                off += 1;
            }
        }
    }
    let allowed = (want.width * want.height / 1000) as usize;
    if !same_size || off > allowed {
        std::fs::write(&actual_path, png).expect("write actual");
        panic!(
            "{name}: {} ({off} pixels off by more than 3, worst {worst}; {allowed} allowed).\n\
             The new picture is at {}. If the change is intended, look at it, then approve with\n\
             {APPROVE}=1 cargo test -p sanctum-render --test render golden",
            if same_size {
                "pictures differ"
            } else {
                "sizes differ"
            },
            actual_path.display()
        );
    }
}

fn size(px: u32) -> SquareSize {
    SquareSize::new(px).expect("in range")
}

fn players() -> ByColor<PlayerBar> {
    ByColor::new(
        PlayerBar::new("Amélie").with_clock("2d 4h"),
        PlayerBar::new("Bartholomew of Zürich").with_clock("23h 10m"),
    )
}

fn board(name: &str, variant: Variant, fen: &str, opts: &BoardOptions) {
    let pos = Position::from_fen(variant, fen).expect("a legal FEN");
    check(name, &renderer().render_png(&pos, opts).expect("renders"));
}

#[test]
fn start_positions() {
    for variant in Variant::ALL {
        let opts = BoardOptions {
            square_size: size(48),
            players: Some(players()),
            ..BoardOptions::default()
        };
        board(
            &format!("start-{}", variant.id()),
            variant,
            variant.start_fen(),
            &opts,
        );
    }
}

#[test]
fn sanctuary_refugees_and_safe_pieces() {
    // White: a refugee on b8 and a rook on h8 out of reach (both safe); Black: a refugee on a1,
    // a bishop on e1 that White's guard on d2 can take (not safe).
    let opts = BoardOptions {
        square_size: size(64),
        last_move: Some((sq("b7"), sq("b8"))),
        players: Some(players()),
        ..BoardOptions::default()
    };
    board(
        "sanctuary-refugees",
        Variant::Sanctuary,
        "1P2g2R/3a4/8/2p5/8/5N2/3G4/p3b3 b - - 0 30",
        &opts,
    );
}

#[test]
fn sanctuary_small_and_large() {
    let fen = "r1b1g2r/pPp2ppp/2n2n2/3A4/8/2N1pG2/PP3PPP/R1B3NR w - - 0 12";
    for px in [40, 96] {
        let opts = BoardOptions {
            square_size: size(px),
            ..BoardOptions::default()
        };
        board(&format!("sanctuary-{px}"), Variant::Sanctuary, fen, &opts);
    }
}

#[test]
fn scepter_check_and_slide() {
    // A slide: White's e4 pawn is blocked by e5 and slides to d5.
    let mut game = Game::new(Variant::Scepter);
    for san in ["e4", "e5"] {
        game.play_san(san).expect("legal");
    }
    let slide = *game
        .legal_moves()
        .iter()
        .find(|m| m.kind == MoveKind::Slide && m.to == sq("d5"))
        .expect("e4 can slide to d5");
    game.play(&slide).expect("legal");
    let opts = BoardOptions {
        square_size: size(56),
        players: Some(players()),
        ..BoardOptions::default()
    }
    .with_last_move(&slide);
    check(
        "scepter-slide",
        &renderer()
            .render_png(game.position(), &opts)
            .expect("renders"),
    );

    // Check, with the queen's move highlighted.
    let opts = BoardOptions {
        square_size: size(56),
        last_move: Some((sq("d8"), sq("h4"))),
        ..BoardOptions::default()
    };
    board(
        "scepter-check",
        Variant::Scepter,
        "rnb1kbnr/pppp1ppp/8/4p3/4P2q/5P2/PPPP2PP/RNBQKBNR w KQkq - 1 3",
        &opts,
    );
}

#[test]
fn scepter_threat_flipped_with_arrow_and_circle() {
    let opts = BoardOptions {
        orientation: Color::Black,
        square_size: size(56),
        last_move: Some((sq("c3"), sq("d2"))),
        arrows: vec![Arrow {
            from: sq("d2"),
            to: sq("e1"),
            color: MarkColor::Red,
        }],
        circles: vec![Circle {
            square: sq("e1"),
            color: MarkColor::Blue,
        }],
        players: Some(players()),
        ..BoardOptions::default()
    };
    board(
        "scepter-threat-flipped",
        Variant::Scepter,
        "8/8/8/8/8/8/3k4/7K w - - 0 1",
        &opts,
    );
}

#[test]
fn chess_mate_flipped() {
    let opts = BoardOptions {
        orientation: Color::Black,
        square_size: size(48),
        last_move: Some((sq("d8"), sq("h4"))),
        players: Some(players()),
        show_turn: false,
        ..BoardOptions::default()
    };
    board(
        "chess-mate-flipped",
        Variant::Chess,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        &opts,
    );
}

#[test]
fn puzzle_solution_with_banner() {
    let arrows = Arrow::solution([
        (sq("f3"), sq("f7")),
        (sq("e8"), sq("f7")),
        (sq("c4"), sq("f7")),
        (sq("g8"), sq("f6")),
        (sq("g1"), sq("e2")),
    ]);
    let opts = BoardOptions {
        square_size: size(56),
        arrows,
        banner: Some(Banner::new("Solved! Mate in 2").with_tone(Tone::Success)),
        ..BoardOptions::default()
    };
    board(
        "puzzle-solution",
        Variant::Chess,
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
        &opts,
    );
}

#[test]
fn lesson_banner_flipped_with_bars() {
    let opts = BoardOptions {
        orientation: Color::Black,
        square_size: size(48),
        theme: Theme::Contrast,
        players: Some(players()),
        banner: Some(Banner::new("Lesson 3 · Make a refugee · 2 moves left")),
        ..BoardOptions::default()
    };
    board(
        "lesson-banner",
        Variant::Sanctuary,
        "rnbagbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAGBNR w - - 0 1",
        &opts,
    );
}

#[test]
fn rules_pictures() {
    for variant in [Variant::Sanctuary, Variant::Scepter] {
        let title = |key: &str| match key {
            "title" => variant.name().to_owned(),
            key => crate::common::legend_words(key),
        };
        let png = renderer()
            .rules_png(variant, size(56), &title)
            .expect("renders");
        check(&format!("rules-{}", variant.id()), &png);
    }
}

#[test]
fn evaluation_graph_with_axis_and_key() {
    // A 40-move game: even, White drifting ahead, a Black blunder, then White winning.
    let evals: Vec<i32> = (0..80)
        .map(|i| match i {
            0..30 => 20 + i * 4,
            30..50 => 150 - (i - 30) * 12,
            50..60 => -90 + (i - 50) * 70,
            _ => 30_000,
        })
        .collect();
    let graph = render::EvalGraph {
        evals,
        marks: vec![
            (31, render::Slip::Inaccuracy),
            (44, render::Slip::Mistake),
            (52, render::Slip::Blunder),
        ],
        words: crate::common::graph_words(),
    };
    let png = renderer().eval_graph_png(&graph).expect("renders");
    check("eval-graph", &png);
}

/// Names in the scripts the fallback fonts cover, two to a board (each bar holds one),
/// the side to move's bar accented: Japanese and Chinese, Korean and Thai, Arabic
/// and Hebrew (right to left), Devanagari and a name mixing Latin, Arabic and emoji,
/// and emoji alone (a skin tone, a ZWJ family, a flag, a keycap).
#[test]
fn names_in_every_script() {
    let boards = [
        ("names-japanese-chinese", "山田さくら", "王小明"),
        ("names-korean-thai", "김민준", "สมชาย ใจดี"),
        ("names-arabic-hebrew", "محمد علي", "דוד כהן"),
        ("names-devanagari-mixed", "अर्जुन शर्मा", "Ahmed أحمد 🙂"),
        ("names-emoji", "♟️ 👍🏽 👨‍👩‍👧 🇯🇵 1️⃣", "🙂🎲🔥 chess"),
    ];
    for (name, white, black) in boards {
        let opts = BoardOptions {
            square_size: size(48),
            players: Some(ByColor::new(
                PlayerBar::new(white).with_clock("2d 4h"),
                PlayerBar::new(black).with_clock("23h 10m"),
            )),
            ..BoardOptions::default()
        };
        board(
            name,
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            &opts,
        );
    }
}
