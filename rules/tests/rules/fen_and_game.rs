//! FEN validation (every error names its field and says what is wrong) and the `Game`-level
//! rules that need history: repetition (with the en-passant subtlety), its order against the
//! 50-move rule, and `undo`.

use rules::{EndReason, FenField, Game, Outcome, Position, Variant};

#[track_caller]
fn fen_error(variant: Variant, fen: &str, field: FenField, needle: &str) {
    match Position::from_fen(variant, fen) {
        Ok(p) => panic!(
            "{variant} `{fen}` should be rejected, parsed as {}",
            p.fen()
        ),
        Err(e) => {
            assert_eq!(e.field, field, "{variant} `{fen}`: {e}");
            assert!(
                e.to_string().contains(needle),
                "{variant} `{fen}`: `{e}` lacks `{needle}`"
            );
        }
    }
}

#[test]
#[allow(clippy::too_many_lines)] // one table of cases
fn fen_errors_name_the_field_and_the_problem() {
    use FenField::{Castling, EnPassant, Fullmove, Halfmove, Placement, Turn, Whole};
    use Variant::{Chess, Sanctuary, Scepter};
    let cases: &[(Variant, &str, FenField, &str)] = &[
        (Chess, "", Whole, "found 0"),
        (Chess, "4k3/8/8/8/8/8/8/4K3 w", Whole, "found 2"),
        (Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", Whole, "found 7"),
        (
            Chess,
            "4k3/8/8/8/8/8/4K3 w - - 0 1",
            Placement,
            "expected 8 ranks",
        ),
        (
            Chess,
            "4k3/9/8/8/8/8/8/4K3 w - - 0 1",
            Placement,
            "`9` in rank 7",
        ),
        (
            Chess,
            "4k4/8/8/8/8/8/8/4K3 w - - 0 1",
            Placement,
            "rank 8 has more than 8 squares",
        ),
        (
            Chess,
            "4k2/8/8/8/8/8/8/4K3 w - - 0 1",
            Placement,
            "rank 8 has 7 squares",
        ),
        (
            Chess,
            "4x3/8/8/8/8/8/8/4K3 w - - 0 1",
            Placement,
            "`x` in rank 8 is not a piece letter",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4G3 w - - 0 1",
            Placement,
            "a Swiss guard (`G`) does not exist in Chess",
        ),
        (
            Scepter,
            "4k3/8/8/8/8/8/8/3AK3 w - - 0 1",
            Placement,
            "an archbishop (`A`) does not exist",
        ),
        (
            Sanctuary,
            "4k3/8/8/8/8/8/8/4G3 w - - 0 1",
            Placement,
            "a king (`k`) does not exist in Sanctuary Chess",
        ),
        (
            Sanctuary,
            "3qg3/8/8/8/8/8/8/4G3 w - - 0 1",
            Placement,
            "a queen (`q`) does not exist",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
            Placement,
            "White must have exactly one king, found 2",
        ),
        (
            Scepter,
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            Placement,
            "Black must have exactly one king, found 0",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            Placement,
            "pawn on its own first rank",
        ),
        (
            Sanctuary,
            "8/8/8/8/8/8/8/P6g w - - 0 1",
            Placement,
            "pawn on its own first rank",
        ),
        (
            Chess,
            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Placement,
            "pawn on its last rank",
        ),
        (
            Sanctuary,
            "PPPPPPPP/P7/8/8/8/8/8/g7 w - - 0 1",
            Placement,
            "more than 8 pawns",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            Turn,
            "`x` must be `w` or `b`",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            Turn,
            "White is in check but it is Black's move",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            Castling,
            "`K` needs White's rook on h1",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/R3K3 w QQ - 0 1",
            Castling,
            "`Q` appears twice",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/R4K2 w Q - 0 1",
            Castling,
            "`Q` needs White's king on e1",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/R3K3 w X - 0 1",
            Castling,
            "`X` is not one of K, Q, k, q",
        ),
        (
            Sanctuary,
            "r3g3/8/8/8/8/8/8/R3G3 w Qq - 0 1",
            Castling,
            "there is no castling in Sanctuary Chess",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            EnPassant,
            "must be on rank 6",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
            EnPassant,
            "not behind a pawn that just moved two squares",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
            EnPassant,
            "`z9` is not a square",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
            Halfmove,
            "`-1` must be a whole number",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 w - - 99999 1",
            Halfmove,
            "from 0 to 10000",
        ),
        (
            Chess,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            Fullmove,
            "`0` must be a whole number from 1",
        ),
    ];
    for &(variant, fen, field, needle) in cases {
        fen_error(variant, fen, field, needle);
    }
}

#[test]
fn fen_leniency_and_normalisation() {
    // The clocks may be left out; extra spaces are fine.
    let p = Position::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/4K2R w K -").unwrap();
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let p = Position::from_fen(Variant::Chess, "  4k3/8/8/8/8/8/8/4K2R   w K - 3 9 ").unwrap();
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 3 9");
    // A plausible en-passant square that no pawn can use is dropped, so the position equals
    // (and hashes like) the one without it.
    let with = Position::from_fen(Variant::Chess, "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1").unwrap();
    let without = Position::from_fen(Variant::Chess, "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(with.fen(), without.fen());
    assert_eq!(with.zobrist(), without.zobrist());
    assert_eq!(with.ep_square(), None);
    // ... and kept when the capture is legal.
    let usable = Position::from_fen(Variant::Chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
    assert_eq!(usable.ep_square(), Some("d6".parse().unwrap()));
    assert!(usable.fen().contains(" d6 "));
    // Every variant's start FEN parses and prints back unchanged.
    for v in Variant::ALL {
        assert_eq!(Position::new(v).fen(), v.start_fen());
    }
}

fn game(variant: Variant, fen: &str, ucis: &str) -> Game {
    let mut g = Game::from_fen(variant, fen).unwrap();
    for uci in ucis.split_whitespace() {
        let m = g
            .position()
            .parse_uci(uci)
            .unwrap_or_else(|e| panic!("{uci}: {e}"));
        g.play(&m).unwrap_or_else(|e| panic!("{uci}: {e}"));
    }
    g
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn repetition_ignores_an_en_passant_square_nobody_can_use() {
    // After 1. e4 nobody can take en passant, so the position after 1. e4 already counts:
    // it occurs again after 3. Ng1 and a third time after 5. Ng1.
    let g = game(
        Variant::Chess,
        START,
        "e2e4 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8",
    );
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.outcome(), None);
    let g = game(
        Variant::Chess,
        START,
        "e2e4 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8 f3g1",
    );
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn repetition_counts_a_usable_en_passant_square() {
    // After ...d5 White could take en passant: that position differs from the later ones.
    let fen = "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2";
    let shuffle = "g1f3 g8f6 f3g1 f6g8";
    let g = game(Variant::Chess, fen, &format!("d7d5 {shuffle} {shuffle}"));
    assert_eq!(
        g.repetitions(),
        2,
        "the first occurrence had a usable en-passant square"
    );
    assert_eq!(g.outcome(), None);
    // (Had it counted, that would have been the third occurrence.) The position after
    // g1f3, first reached without any en-passant question, does come a third time:
    let g = game(
        Variant::Chess,
        fen,
        &format!("d7d5 {shuffle} {shuffle} g1f3"),
    );
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
}

#[test]
fn repetition_needs_the_same_castling_rights() {
    // The rook leaves and returns: same placement, but White lost the right to castle short.
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let g = game(
        Variant::Scepter,
        fen,
        "h1h2 e8d8 h2h1 d8e8 h1h2 e8d8 h2h1 d8e8",
    );
    assert_eq!(
        g.repetitions(),
        2,
        "the start (with castling rights) differs"
    );
    assert_eq!(g.outcome(), None);
    // The position after h1h2 (rights already gone) comes a third time on the next move.
    let g = game(
        Variant::Scepter,
        fen,
        "h1h2 e8d8 h2h1 d8e8 h1h2 e8d8 h2h1 d8e8 h1h2",
    );
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
}

#[test]
fn fifty_move_rule_comes_before_repetition() {
    // The third occurrence and the 100th quiet half-move arrive together.
    let g = game(
        Variant::Chess,
        "4k3/8/8/8/8/8/8/R3K3 w - - 92 80",
        "e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8",
    );
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.position().halfmove_clock(), 100);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::FiftyMove)));
}

#[test]
fn scepter_and_sanctuary_repetition() {
    let g = game(
        Variant::Sanctuary,
        "8/8/8/8/8/8/8/g5GG w - - 0 1",
        "g1f1 a1a2 f1g1 a2a1 g1f1 a1a2 f1g1 a2a1",
    );
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    let err = g.clone().play_san("Gf1").unwrap_err().to_string();
    assert!(
        err.contains("the game is over: drawn by threefold repetition"),
        "{err}"
    );
    // Undo takes the game back out of the repetition.
    let mut g = g;
    assert_eq!(g.undo().map(|m| m.uci()), Some("a2a1".to_owned()));
    assert_eq!(g.outcome(), None);
    assert!(!g.legal_moves().is_empty());
}

#[test]
fn undo_restores_castling_en_passant_and_clocks() {
    let fen = "r3k2r/1P4p1/8/2pP4/8/8/1p4P1/R3K2R w KQkq c6 7 2";
    let mut g = Game::from_fen(Variant::Scepter, fen).unwrap();
    for uci in ["d5c6", "g7g5", "e1g1", "b2a1q", "b7a8n"] {
        let before = *g.position();
        let m = before.parse_uci(uci).unwrap();
        g.play(&m).unwrap();
        assert_eq!(g.undo(), Some(m));
        assert_eq!(*g.position(), before, "undo {uci}");
        g.play(&m).unwrap();
    }
    while g.undo().is_some() {}
    assert_eq!(g.position().fen(), fen);
}

#[test]
fn more_extra_pieces_than_promotable_pawns_is_refused() {
    // Nine queens and no pawns is possible (eight promoted); nine queens and a pawn is not.
    let ok = "QQQQQQQQ/Q7/8/8/8/8/8/k6K b - - 0 1";
    assert!(Position::from_fen(Variant::Chess, ok).is_ok());
    let too_many = "QQQQQQQQ/Q7/8/8/8/8/P7/k6K b - - 0 1";
    let err = Position::from_fen(Variant::Scepter, too_many).unwrap_err();
    assert_eq!(err.field, FenField::Placement);
    assert!(
        err.to_string().contains("more extra pieces than pawns"),
        "{err}"
    );
}

/// Every end reason is stored by its id and read back from it: two ids never clash,
/// and an id nobody wrote (or one in other letters) reads as nothing.
#[test]
fn end_reasons_are_read_back_from_their_ids() {
    let all = EndReason::ALL;
    for reason in all {
        assert_eq!(EndReason::from_id(reason.id()), Some(reason), "{reason}");
        assert_eq!(reason.to_string(), reason.id());
    }
    let ids: std::collections::HashSet<&str> = all.iter().map(|r| r.id()).collect();
    assert_eq!(ids.len(), all.len());
    for unknown in ["", "resignation", "Checkmate", "fifty_move", "checkmate "] {
        assert_eq!(EndReason::from_id(unknown), None, "{unknown:?}");
    }
}

/// Chess's dead positions by material: bare kings, a lone knight, bishops all on one
/// square colour; opposite-coloured bishops, two knights or a pawn are not.
#[test]
fn insufficient_material_is_exactly_the_dead_material() {
    let outcome = |fen: &str| {
        Position::from_fen(Variant::Chess, fen)
            .unwrap_or_else(|e| panic!("{fen}: {e}"))
            .outcome()
    };
    let dead = Some(Outcome::draw(EndReason::InsufficientMaterial));
    for fen in [
        "k7/8/8/8/8/8/8/7K w - - 0 1",
        "k7/8/8/8/8/8/8/6NK w - - 0 1",
        "k7/8/8/8/8/8/8/2B4K w - - 0 1",
        // Bishops on c1 and f8: both dark squares.
        "k4b2/8/8/8/8/8/8/2B4K w - - 0 1",
        // On d1 and e8: both light.
        "k3b3/8/8/8/8/8/8/3B3K w - - 0 1",
        "k7/8/8/8/8/8/8/3B3K w - - 0 1",
    ] {
        assert_eq!(outcome(fen), dead, "{fen}");
    }
    for fen in [
        // Bishops on d1 (light) and f8 (dark): a mate can be helped.
        "k4b2/8/8/8/8/8/8/3B3K w - - 0 1",
        "k7/8/8/8/8/8/8/5NNK w - - 0 1",
        "k5n1/8/8/8/8/8/8/6NK w - - 0 1",
        "k7/8/8/8/8/8/P7/7K w - - 0 1",
        "k7/8/8/8/8/8/8/1R5K w - - 0 1",
    ] {
        assert_eq!(outcome(fen), None, "{fen}");
    }
}

/// Who can still win, which turns a loss on time into a draw when the winner could not.
#[test]
fn who_can_ever_win_by_game() {
    use rules::Color::{Black, White};
    let can = |variant: Variant, fen: &str| {
        let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        (pos.can_ever_win(White), pos.can_ever_win(Black))
    };
    // Chess: a rook, a pawn or two minor pieces win; one minor piece only against more
    // than a bare king (a helpmate); a bare king never.
    for (fen, white, black) in [
        ("k7/8/8/8/8/8/8/1R5K w - - 0 1", true, false),
        ("k7/8/8/8/8/8/8/1Q5K w - - 0 1", true, false),
        ("k7/p7/8/8/8/8/8/7K w - - 0 1", false, true),
        ("k7/8/8/8/8/8/8/B6K w - - 0 1", false, false),
        ("k7/8/8/8/8/8/8/N6K w - - 0 1", false, false),
        ("k7/p7/8/8/8/8/8/B6K w - - 0 1", true, true),
        ("k7/8/8/8/8/8/8/NN5K w - - 0 1", true, false),
        ("k7/8/8/8/8/8/8/BN5K w - - 0 1", true, false),
        ("k6n/8/8/8/8/8/8/7K w - - 0 1", false, false),
    ] {
        assert_eq!(can(Variant::Chess, fen), (white, black), "{fen}");
    }
    // Sanctuary Chess: two pieces, whatever they are; Capture the Scepter: always.
    assert_eq!(
        can(Variant::Sanctuary, "8/8/8/8/8/8/8/g5NG w - - 0 1"),
        (true, false)
    );
    assert_eq!(
        can(Variant::Sanctuary, "7g/7a/8/8/8/8/8/7G w - - 0 1"),
        (false, true)
    );
    assert_eq!(
        can(Variant::Scepter, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        (true, true)
    );
}
