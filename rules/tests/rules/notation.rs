//! The lenient move parser, read as a player would: what it accepts, and what its errors say.

use rules::{Game, IllegalReason, MoveError, Origin, Position, Role, Square, SyntaxHint, Variant};

fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// `input` parses to the move `uci`.
#[track_caller]
fn accepts(p: &Position, input: &str, uci: &str) {
    match p.parse_san(input) {
        Ok(m) => assert_eq!(m.uci(), uci, "`{input}` at {}", p.fen()),
        Err(e) => panic!("`{input}` should be {uci} at {}, but: {e}", p.fen()),
    }
}

/// `input` is refused; returns the message a player reads.
#[track_caller]
fn refuses(p: &Position, input: &str) -> (MoveError, String) {
    match p.parse_san(input) {
        Ok(m) => panic!(
            "`{input}` should be refused at {}, but parsed as {m}",
            p.fen()
        ),
        Err(e) => {
            let text = e.to_string();
            (e, text)
        }
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn plain_san_and_uci() {
    let p = pos(Variant::Chess, START);
    accepts(&p, "Nf3", "g1f3");
    accepts(&p, "e4", "e2e4");
    accepts(&p, "e2e4", "e2e4");
    accepts(&p, "e2-e4", "e2e4");
    accepts(&p, "Ng1f3", "g1f3");
    accepts(&p, "Ng1-f3", "g1f3");
    accepts(&p, "Pe4", "e2e4");
    accepts(&p, "  e4  ", "e2e4");
}

#[test]
fn missing_or_extra_capture_sign_and_check_marks() {
    let p = pos(Variant::Chess, "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1");
    accepts(&p, "exd5", "e4d5");
    accepts(&p, "ed5", "e4d5");
    accepts(&p, "e4d5", "e4d5");
    accepts(&p, "e4xd5", "e4d5");
    accepts(&p, "exd5+", "e4d5");
    accepts(&p, "exd5#", "e4d5");
    accepts(&p, "exd5!?", "e4d5");
    accepts(&p, "Ra8", "a1a8");
    accepts(&p, "Ra8+", "a1a8");
    accepts(&p, "Ra8#", "a1a8");
    accepts(&p, "Rxa8", "a1a8"); // an `x` where nothing is taken is tolerated too
    accepts(&p, "e5", "e4e5");
}

#[test]
fn castling_spellings() {
    let p = pos(Variant::Chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for input in ["O-O", "0-0", "o-o", "OO", "O-O+", "e1g1", "Ke1g1"] {
        accepts(&p, input, "e1g1");
    }
    for input in ["O-O-O", "0-0-0", "o-o-o", "e1c1"] {
        accepts(&p, input, "e1c1");
    }
    let black = pos(Variant::Scepter, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    accepts(&black, "0-0", "e8g8");
    accepts(&black, "O-O-O", "e8c8");
}

#[test]
fn promotion_spellings() {
    let p = pos(Variant::Chess, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for input in [
        "b8=Q", "b8Q", "b8q", "b8=q", "b7b8q", "b7b8Q", "b8=Q+", "b8Q#", "b7-b8=Q",
    ] {
        accepts(&p, input, "b7b8q");
    }
    accepts(&p, "b8=N", "b7b8n");
    accepts(&p, "b8n", "b7b8n");
    accepts(&p, "b7b8r", "b7b8r");
    // Without a letter it is ambiguous, and the error lists the four choices.
    let (e, text) = refuses(&p, "b8");
    match e {
        MoveError::Ambiguous { candidates, .. } => {
            assert_eq!(candidates, ["b8=Q+", "b8=R+", "b8=B", "b8=N"], "{text}");
        }
        other => panic!("b8: {other:?}"),
    }
    let (e, _) = refuses(&p, "b7b8");
    assert!(
        matches!(e, MoveError::Ambiguous { ref candidates, .. } if candidates.len() == 4),
        "{e:?}"
    );
    // Impossible promotion pieces are explained.
    let (_, text) = refuses(&p, "b8=K");
    assert!(text.contains("cannot promote to a king"), "{text}");
    let (_, text) = refuses(&p, "b7b8k");
    assert!(text.contains("cannot promote to a king"), "{text}");
    let (_, text) = refuses(&p, "b8=A");
    assert!(text.contains("cannot promote to an archbishop"), "{text}");
}

#[test]
fn promotion_letter_on_an_ordinary_move_is_explained() {
    let p = pos(Variant::Chess, START);
    let (_, text) = refuses(&p, "e2e4q");
    assert!(
        text.contains("only a pawn arriving on the last rank promotes"),
        "{text}"
    );
    let (_, text) = refuses(&p, "e4=Q");
    assert!(
        text.contains("only a pawn arriving on the last rank promotes"),
        "{text}"
    );
}

#[test]
fn sanctuary_refuses_promotion_letters_with_a_reason() {
    let p = pos(Variant::Sanctuary, "4g3/1P6/8/8/8/8/8/4G3 w - - 0 1");
    accepts(&p, "b8", "b7b8");
    accepts(&p, "b7b8", "b7b8");
    for input in ["b8=Q", "b8Q", "b8q", "b7b8q", "b8=A", "b8=G", "b8=R"] {
        let (e, text) = refuses(&p, input);
        assert!(matches!(e, MoveError::Illegal { .. }), "{input}: {e:?}");
        assert!(
            text.contains("pawns do not promote in Sanctuary Chess"),
            "{input}: {text}"
        );
        assert!(text.contains("becomes a refugee"), "{input}: {text}");
        assert!(
            text.contains("b8,") || text.contains("include b8"),
            "the legal b8 is suggested: {text}"
        );
    }
}

#[test]
fn sanctuary_piece_letters() {
    let p = pos(Variant::Sanctuary, Variant::Sanctuary.start_fen());
    accepts(&p, "Ae3", "d1e3");
    accepts(&p, "Ge3", "e1e3");
    accepts(&p, "Gg3", "e1g3");
    accepts(&p, "Ad1e3", "d1e3");
    // `ge3` / `ae3` are pawn moves from the g- and a-files; the error points at the capital letter.
    let (_, text) = refuses(&p, "ge3");
    assert!(text.contains("G for Swiss guard"), "{text}");
    let (_, text) = refuses(&p, "ae3");
    assert!(text.contains("A for archbishop"), "{text}");
    let (_, text) = refuses(&p, "O-O");
    assert!(
        text.contains("there is no castling in Sanctuary Chess"),
        "{text}"
    );
    let (_, text) = refuses(&p, "Qe2");
    assert!(text.contains("White has no queen"), "{text}");
    let (_, text) = refuses(&p, "Ke2");
    assert!(text.contains("White has no king"), "{text}");
}

#[test]
fn wrong_case_piece_letters() {
    let p = pos(Variant::Chess, START);
    // Lower-case b is the b-file (a pawn move), so `bc3` cannot mean a bishop: the error says so.
    let (_, text) = refuses(&p, "bc4");
    assert!(
        text.contains("piece letters are upper case: B for bishop"),
        "{text}"
    );
    // Lower-case n, r, q, k cannot be files; they are refused with a hint, not guessed.
    let (e, text) = refuses(&p, "nf3");
    assert!(matches!(e, MoveError::Syntax { .. }), "{e:?}");
    assert!(text.contains("N for a knight"), "{text}");
    let (_, text) = refuses(&p, "ke2");
    assert!(text.contains("K for a king"), "{text}");
    // Upper-case files are not squares.
    let (e, _) = refuses(&p, "E4");
    assert!(matches!(e, MoveError::Syntax { .. }), "{e:?}");
}

#[test]
fn a_piece_letter_must_name_the_piece_that_moves() {
    let p = pos(Variant::Chess, START);
    let (_, text) = refuses(&p, "Qg1f3");
    assert!(
        text.contains("the piece on g1 is a knight, not a queen"),
        "{text}"
    );
    let (_, text) = refuses(&p, "Be2e4");
    assert!(text.contains("is a pawn, not a bishop"), "{text}");
}

#[test]
fn ambiguous_inputs_list_the_candidates() {
    let p = pos(Variant::Chess, "k7/8/8/8/8/1N3N2/8/K7 w - - 0 1");
    let (e, text) = refuses(&p, "Nd4");
    match e {
        MoveError::Ambiguous { candidates, .. } => assert_eq!(candidates, ["Nbd4", "Nfd4"]),
        other => panic!("{other:?}"),
    }
    assert_eq!(text, "Nd4 is ambiguous: write one of Nbd4, Nfd4");
    accepts(&p, "Nbd4", "b3d4");
    accepts(&p, "Nfd4", "f3d4");
    accepts(&p, "Nb3d4", "b3d4");
    let (_, text) = refuses(&p, "N3d4");
    assert!(text.contains("Nbd4, Nfd4"), "{text}");
    // Rank disambiguation.
    let p = pos(Variant::Chess, "k7/8/8/8/N7/8/N7/K7 w - - 0 1");
    let (_, text) = refuses(&p, "Nc3");
    assert_eq!(text, "Nc3 is ambiguous: write one of N2c3, N4c3");
    accepts(&p, "N2c3", "a2c3");
    accepts(&p, "N4c3", "a4c3");
    // A wrong partial square says which piece was looked for.
    let (_, text) = refuses(&p, "N4b4");
    assert!(
        text.contains("no knight on rank 4 can move to b4"),
        "{text}"
    );
    assert!(text.contains("Nb4"), "the legal Nb4 is suggested: {text}");
}

/// The reasons are values a caller can word in any language; `Display` words them
/// in English.
#[test]
fn refusals_carry_their_reasons_as_values() {
    let p = pos(Variant::Chess, START);
    let sq = |s: &str| s.parse::<Square>().unwrap_or_else(|e| panic!("{e}"));
    let reason = |input: &str| match refuses(&p, input).0 {
        MoveError::Illegal { reason, .. } => reason,
        other => panic!("{input}: expected Illegal, got {other:?}"),
    };
    assert_eq!(
        reason("Nd2"),
        IllegalReason::OwnPiece {
            square: sq("d2"),
            role: Role::Pawn,
            meant: None,
        }
    );
    assert_eq!(
        reason("Qg1f3"),
        IllegalReason::WrongLetter {
            from: sq("g1"),
            role: Role::Knight,
            letter: Role::Queen,
        }
    );
    let bc4 = reason("bc4");
    assert_eq!(
        bc4,
        IllegalReason::NoneFromThere {
            role: Role::Pawn,
            origin: Origin::File('b'),
            to: sq("c4"),
            meant: Some(Role::Bishop),
        }
    );
    assert_eq!(bc4.meant(), Some(Role::Bishop));
    assert_eq!(
        bc4.to_string(),
        "no pawn on the b-file can move to c4 (piece letters are upper case: B for bishop)"
    );
    assert_eq!(
        refuses(&p, "nf3").0,
        MoveError::Syntax {
            input: "nf3".into(),
            hint: SyntaxHint::UpperCaseLetter(Role::Knight),
        }
    );
}

#[test]
fn illegal_inputs_give_a_reason_and_legal_moves() {
    let p = pos(Variant::Chess, START);
    let cases = [
        ("Nd2", "d2 holds your own pawn"),
        ("e5", "no pawn of White's can move to e5"),
        (
            "O-O",
            "the squares between the king and the rook must be empty, and f1 is not",
        ),
        ("Bb5", "no bishop of White's can move to b5"),
        ("e7e5", "the pawn on e7 is Black's; it is White's move"),
        ("e3e4", "there is no piece on e3"),
        ("Ke2", "e2 holds your own pawn"),
    ];
    for (input, reason) in cases {
        let (e, text) = refuses(&p, input);
        match &e {
            MoveError::Illegal { legal, .. } => {
                assert!(!legal.is_empty() && legal.len() <= 8, "{input}: {legal:?}");
                for san in legal {
                    assert!(
                        p.parse_san(san).is_ok(),
                        "{input}: suggestion {san} is not legal"
                    );
                }
            }
            other => panic!("{input}: expected Illegal, got {other:?}"),
        }
        assert!(text.contains(reason), "{input}: {text}");
        assert!(text.contains("Legal moves include"), "{input}: {text}");
    }
    // In check.
    let p = pos(Variant::Chess, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    let (_, text) = refuses(&p, "Kd2");
    assert!(text.contains("White is in check"), "{text}");
    assert!(text.ends_with("Legal moves include Kxe2"), "{text}");
    // Refugees.
    let p = pos(Variant::Sanctuary, "1P2g3/8/8/8/8/8/8/r3G3 w - - 0 1");
    let (_, text) = refuses(&p, "b8b7");
    assert!(
        text.contains("the refugee on b8 can never move again"),
        "{text}"
    );
    let p = pos(Variant::Sanctuary, "1P2g3/8/8/8/8/8/8/1r2G3 b - - 0 1");
    let (_, text) = refuses(&p, "Rxb8");
    assert!(
        text.contains("the refugee on b8 can never be captured"),
        "{text}"
    );
}

#[test]
fn garbage_is_a_syntax_error_with_examples() {
    let p = pos(Variant::Chess, START);
    for input in [
        "", "xyz", "e9", "i4", "Nf", "4e", "e2e4e4", "é4", "Zf3", "O-O-O-O",
    ] {
        let (e, text) = refuses(&p, input);
        assert!(matches!(e, MoveError::Syntax { .. }), "{input}: {e:?}");
        assert!(text.contains("is not a move"), "{input}: {text}");
    }
}

#[test]
fn finished_games_refuse_moves() {
    let p = pos(Variant::Scepter, "8/8/8/8/8/8/8/4k2K w - - 0 1");
    let (e, text) = refuses(&p, "Kg1");
    assert!(matches!(e, MoveError::GameOver(_)), "{e:?}");
    assert_eq!(
        text,
        "the game is over: Black won by taking the scepter; no more moves can be played"
    );
    let mut g = Game::new(Variant::Chess);
    for san in ["f3", "e5", "g4", "Qh4#"] {
        g.play_san(san).unwrap();
    }
    assert!(matches!(g.play_san("e4"), Err(MoveError::GameOver(_))));
}

/// Regression: a pawn push and a slide (or capture) to the same square. SAN prints the push as
/// `d6` and the slide as `cd6`; `d6` used to be refused as ambiguous between the two.
#[test]
fn push_and_slide_to_the_same_square() {
    let p = pos(Variant::Scepter, "4k3/8/2p5/2PP4/8/8/8/4K3 w - - 0 1");
    let push = p.parse_uci("d5d6").unwrap();
    let slide = p.parse_uci("c5d6").unwrap();
    assert_eq!(p.san(&push), "d6");
    assert_eq!(p.san(&slide), "cd6");
    accepts(&p, "d6", "d5d6");
    accepts(&p, "cd6", "c5d6");
    accepts(&p, "cxd6", "c5d6");
    // A slide must name its file: `b6` alone would be a guess, and the error says `cb6`.
    let (_, text) = refuses(&p, "b6");
    assert!(
        text.contains("written with the file it leaves: cb6"),
        "{text}"
    );
    // Black: g7-g6 next to the slide h7-g6 (h7 blocked by the knight h6), the case random play found.
    let p = pos(Variant::Scepter, "4k3/6pp/7N/8/8/8/8/4K3 b - - 0 1");
    accepts(&p, "g6", "g7g6");
    accepts(&p, "hg6", "h7g6");
    // Chess: a capture written without its file is refused, naming the capture.
    let p = pos(Variant::Chess, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    let (_, text) = refuses(&p, "d5");
    assert!(text.contains("exd5"), "{text}");
    accepts(&p, "ed5", "e4d5");
    // `Kg1` is a king step, not castling.
    let p = pos(Variant::Chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let (_, text) = refuses(&p, "Kg1");
    assert!(text.contains("O-O"), "{text}");
    accepts(&p, "O-O", "e1g1");
    accepts(&p, "e1g1", "e1g1");
}

#[test]
fn slides_refugees_and_scepter_in_san() {
    let p = pos(Variant::Scepter, "4k3/8/2p5/2P5/8/8/8/4K3 w - - 0 1");
    accepts(&p, "cd6", "c5d6");
    accepts(&p, "c5d6", "c5d6");
    let p = pos(Variant::Scepter, "8/8/8/8/8/8/3k4/4N2K b - - 0 1");
    accepts(&p, "Kxe1", "d2e1");
    accepts(&p, "Ke1", "d2e1");
    let p = pos(Variant::Sanctuary, "8/1P6/8/8/8/8/8/g3G3 w - - 0 1");
    let m = p.parse_san("b8").unwrap();
    assert_eq!(p.san(&m), "b8");
    assert_eq!(m.uci(), "b7b8");
}

/// Castling refusals say which condition fails.
#[test]
fn castling_refusals_are_specific() {
    let cases = [
        (
            "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1",
            "O-O",
            "White can no longer castle kingside",
        ),
        (
            "r3k3/8/8/8/8/8/8/4K3 b - - 0 1",
            "O-O-O",
            "Black can no longer castle queenside",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1",
            "O-O-O",
            "White is in check",
        ),
        (
            "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
            "O-O",
            "cross or land on f1, which is attacked",
        ),
        (
            "4k3/8/8/8/8/8/6r1/4K2R w K - 0 1",
            "0-0",
            "cross or land on g1, which is attacked",
        ),
        ("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "O-O-O", "and b1 is not"),
    ];
    for (fen, input, reason) in cases {
        let p = pos(Variant::Chess, fen);
        let (e, text) = refuses(&p, input);
        assert!(
            matches!(e, MoveError::Illegal { .. }),
            "{fen} {input}: {e:?}"
        );
        assert!(text.contains(reason), "{fen} {input}: {text}");
    }
    // Only b1 attacked: queenside castling is legal (the king never crosses b1).
    accepts(
        &pos(Variant::Chess, "4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1"),
        "O-O-O",
        "e1c1",
    );
}

/// The readings people type that are not SAN: a move number, a capital file letter,
/// a lower-case piece letter, capitals; and the one case that is asked, not guessed.
#[test]
fn moves_as_people_type_them() {
    let start = Position::new(Variant::Chess);
    for (typed, uci) in [
        ("1.e4", "e2e4"),
        ("1. e4", "e2e4"),
        ("E4", "e2e4"),
        ("E2E4", "e2e4"),
        ("nf3", "g1f3"),
        ("NF3", "g1f3"),
        ("1...Nf3", "g1f3"),
    ] {
        assert_eq!(
            start.parse_typed(typed).map(|m| m.uci()),
            Ok(uci.to_owned()),
            "{typed}"
        );
    }
    // `Bc4` stays the bishop's: no pawn is guessed for a blocked bishop.
    assert!(start.parse_typed("Bc4").is_err());
    // After 1. e4 d5 2. Nc3 d4 3. b3 … a bishop on f1 and a b-pawn both reach c4.
    let pos = Position::from_fen(
        Variant::Chess,
        "rnbqkbnr/ppp1pppp/8/8/2pPP3/1P6/P4PPP/RNBQKBNR w KQkq - 0 4",
    )
    .expect("a position");
    match pos.parse_typed("bxc4") {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, ["bxc4", "Bxc4"], "{candidates:?}");
        }
        other => panic!("bxc4 must be asked about: {other:?}"),
    }
    // Written as SAN, each is read as written.
    assert_eq!(
        pos.parse_typed("Bxc4").map(|m| m.uci()),
        Ok("f1c4".to_owned())
    );
    // Castling in lower case, and Exd5 with a capital file letter.
    let pos = Position::from_fen(
        Variant::Chess,
        "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    )
    .expect("a position");
    assert_eq!(
        pos.parse_typed("o-o").map(|m| m.uci()),
        Ok("e1g1".to_owned())
    );
    let pos = Position::from_fen(
        Variant::Chess,
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
    )
    .expect("a position");
    assert_eq!(
        pos.parse_typed("Exd5").map(|m| m.uci()),
        Ok("e4d5".to_owned())
    );
}

/// A bishop named by its rank (`B6b7`, `B5b6`) is SAN; the same letters in lower case or
/// in capitals are also a UCI, read as UCI (never questioned): here the queen on b6, the
/// pawn on b5.
#[test]
fn a_rank_named_bishop_in_one_case_is_uci() {
    for (fen, typed, read) in [
        (
            "2B5/r2nk3/pQB1N1p1/2p5/1P3pp1/P6r/2P5/1N2RK2 w - - 2 38",
            "B6b7",
            "c6b7",
        ),
        (
            "2B5/r2nk3/pQB1N1p1/2p5/1P3pp1/P6r/2P5/1N2RK2 w - - 2 38",
            "b6b7",
            "b6b7",
        ),
        (
            "3kN2r/Bppp4/r2Pp1pp/BP2Q3/B3P2P/1R1b1N2/P2n4/2q2RbK w - - 2 19",
            "B5b6",
            "a5b6",
        ),
        (
            "3kN2r/Bppp4/r2Pp1pp/BP2Q3/B3P2P/1R1b1N2/P2n4/2q2RbK w - - 2 19",
            "B5B6",
            "b5b6",
        ),
    ] {
        let pos = Position::from_fen(Variant::Chess, fen).expect("a position");
        assert_eq!(
            pos.parse_typed(typed).map(|m| m.uci()),
            Ok(read.to_owned()),
            "{typed}"
        );
    }
}

/// `a5e6` where no piece stands on a5 is no UCI move, and Sanctuary's archbishop on
/// g5 (named by its rank, the other being on g8) can go to e6: that is what it reads.
/// A UCI move that is legal keeps its meaning (the table above).
#[test]
fn a_rank_named_archbishop_in_lower_case_is_read_when_no_uci_move_fits() {
    let pos = Position::from_fen(Variant::Sanctuary, "6A1/8/8/6A1/8/7a/8/8 w - - 11 11")
        .expect("a position");
    for typed in ["A5e6", "a5e6", "A5E6"] {
        assert_eq!(
            pos.parse_typed(typed).map(|m| m.uci()),
            Ok("g5e6".to_owned()),
            "{typed}"
        );
    }
}
