//! PGN: what `Game::pgn` writes for each variant, and what `parse_pgn` reads (our own output
//! and ordinary hand-written PGN), including its error messages.

use rules::{Color, EndReason, Game, Outcome, PgnError, Variant, parse_pgn};

fn play(variant: Variant, fen: Option<&str>, moves: &[&str]) -> Game {
    let mut g = match fen {
        Some(f) => Game::from_fen(variant, f).unwrap(),
        None => Game::new(variant),
    };
    for m in moves {
        g.play_san(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

#[test]
fn chess_game_with_mate() {
    let g = play(Variant::Chess, None, &["f3", "e5", "g4", "Qh4#"]);
    let text = g.pgn(&[("White", "alice"), ("Black", "bob")]);
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.contains("[Termination \"checkmate\"]"), "{text}");
    assert!(
        !text.contains("[Variant"),
        "orthodox chess has no Variant tag: {text}"
    );
    assert!(!text.contains("[FEN"), "{text}");
    assert!(
        text.trim_end().ends_with("1. f3 e5 2. g4 Qh4# 0-1"),
        "{text}"
    );
    let back = parse_pgn(&text).unwrap();
    assert_eq!(back.game.moves(), g.moves());
    assert_eq!(
        back.game.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Checkmate))
    );
    assert_eq!(back.tag("White"), Some("alice"));
}

#[test]
fn scepter_game_with_slide_and_scepter_win() {
    let g = play(
        Variant::Scepter,
        Some("4k3/8/2p5/2PP4/8/8/8/4K3 w - - 0 1"),
        &["cb6", "Kd7", "Kd2", "Kd6", "Ke3"],
    );
    let text = g.pgn(&[]);
    assert!(text.contains("[Variant \"Scepter\"]"), "{text}");
    assert!(
        text.contains("[SetUp \"1\"]")
            && text.contains("[FEN \"4k3/8/2p5/2PP4/8/8/8/4K3 w - - 0 1\"]"),
        "{text}"
    );
    assert!(text.contains("1. cb6 Kd7 2. Kd2 Kd6 3. Ke3 *"), "{text}");
    assert_eq!(parse_pgn(&text).unwrap().game, g);
    // Black's king walks to e1.
    let g = play(
        Variant::Scepter,
        Some("8/8/8/8/8/8/3k4/7K b - - 0 1"),
        &["Ke1"],
    );
    let text = g.pgn(&[]);
    assert!(
        text.contains("[Result \"0-1\"]") && text.contains("[Termination \"scepter\"]"),
        "{text}"
    );
    assert!(text.trim_end().ends_with("1... Ke1 0-1"), "{text}");
    assert_eq!(parse_pgn(&text).unwrap().game, g);
}

#[test]
fn sanctuary_game_with_refugee_and_sanctuary_win() {
    let g = play(
        Variant::Sanctuary,
        None,
        &[
            "e4", "d5", "exd5", "c6", "dxc6", "Nf6", "cxb7", "Nd5", "bxa8", "Gd7", "Ae2",
        ],
    );
    let text = g.pgn(&[]);
    assert!(text.contains("[Variant \"Sanctuary\"]"), "{text}");
    assert!(
        text.contains("[FEN \"rnbagbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAGBNR w - - 0 1\"]"),
        "{text}"
    );
    assert!(text.contains("5. bxa8 Gd7 6. Ae2 *"), "{text}");
    assert_eq!(parse_pgn(&text).unwrap().game, g);
}

#[test]
fn hand_written_pgn_with_comments_variations_nags_and_castling_spellings() {
    let text = "[Event \"Casual\"]\n[White \"a \\\"quoted\\\" name\"]\n\n\
        1.e4 e5 {the open game} 2. Nf3 $1 Nc6 (2... d6 3. d4) 3.Bc4 Bc5 ; Italian\n\
        4. 0-0 Nf6 5. d3 O-O 6. Re1 d6 *";
    let pgn = parse_pgn(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pgn.game.ply(), 12);
    assert_eq!(pgn.tag("White"), Some("a \"quoted\" name"));
    assert_eq!(pgn.result.as_deref(), Some("*"));
    let sans = pgn.game.san_moves();
    assert_eq!(sans[6], "O-O");
    assert_eq!(sans[9], "O-O");
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0-0 *";
    assert!(
        parse_pgn(text).is_err(),
        "queenside castling is not legal there"
    );
    let text = "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. 0-0-0 0-0-0 1/2-1/2";
    let pgn = parse_pgn(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pgn.game.san_moves()[8..], ["O-O-O", "O-O-O"]);
    assert_eq!(pgn.result.as_deref(), Some("1/2-1/2"));
}

#[test]
fn pgn_errors_say_where_and_why() {
    let err = parse_pgn("1. e4 e5 2. Nf6 *").unwrap_err();
    assert!(matches!(err, PgnError::Move { number: 2, .. }), "{err:?}");
    let text = err.to_string();
    assert!(text.starts_with("move 2. Nf6: "), "{text}");
    let err = parse_pgn("1. e4 e5 2. Nf3 Qe9 *").unwrap_err().to_string();
    assert!(err.starts_with("move 2... Qe9: "), "{err}");
    let err = parse_pgn("[Variant \"Shogi\"]\n\n1. e4 *")
        .unwrap_err()
        .to_string();
    assert!(err.contains("unknown variant"), "{err}");
    let err = parse_pgn("[Variant \"Sanctuary\"]\n[FEN \"8/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*")
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("bad [FEN] tag"), "{err}");
    let err = parse_pgn("[White \"alice]\n\n1. e4 *")
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("bad tag on line 1"), "{err}");
    let err = parse_pgn("1. e4 {unclosed").unwrap_err().to_string();
    assert!(err.contains("unbalanced"), "{err}");
    let err = parse_pgn("1. e4 (e5").unwrap_err().to_string();
    assert!(err.contains("unbalanced"), "{err}");
}

/// Regression: a tag value with a line break (a player name pasted with a newline) used to be
/// written across two lines, and the PGN then failed to parse.
#[test]
fn tag_values_stay_on_one_line() {
    let g = play(Variant::Chess, None, &["e4"]);
    let text = g.pgn(&[
        ("White", "alice\nsmith"),
        ("Black", "bob\r\n\"the\" \\ builder"),
    ]);
    let back = parse_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.tag("White"), Some("alice smith"));
    assert_eq!(back.tag("Black"), Some("bob  \"the\" \\ builder"));
    assert_eq!(back.game.moves(), g.moves());
}
