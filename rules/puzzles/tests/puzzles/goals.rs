//! Each goal of each game, in a hand-made position the miner must turn into a puzzle
//! with the right solution and themes.

use crate::one_puzzle;
use rules::Variant;

#[test]
fn chess_back_rank_mate_in_two() {
    // Black's rook leaves the back rank; Re8+ Rxe8 Rxe8# follows. Anything else
    // loses: Black's queen is a rook up and attacks e1.
    let (p, moves, themes) = one_puzzle(
        Variant::Chess,
        "4r1k1/5ppp/8/q7/8/8/4RPPP/4R1K1 b - - 0 1",
        "e8c8",
    );
    assert_eq!(moves, "e8c8 e2e8 c8e8 e1e8");
    assert_eq!(themes, "mate mateIn2 backRankMate short");
    assert_eq!(p.fen, "4r1k1/5ppp/8/q7/8/8/4RPPP/4R1K1 b - - 0 1");
    assert_eq!(p.game_url, "test#1");
}

#[test]
fn chess_knight_fork_wins_material() {
    // The queen steps onto c8, where Ne7+ forks her with the king.
    let (p, moves, themes) = one_puzzle(
        Variant::Chess,
        "1n4k1/pp1q1ppp/8/3N4/8/8/PP3PPP/3Q2K1 b - - 0 1",
        "d7c8",
    );
    let (first, last) = (moves.split(' ').nth(1), moves.split(' ').nth(3));
    assert_eq!((first, last), (Some("d5e7"), Some("e7c8")), "{moves}");
    assert_eq!(themes, "material fork short");
    assert!((600..=2800).contains(&p.rating), "{}", p.rating);
}

#[test]
fn scepter_king_takes_the_unguarded_scepter() {
    // Black's rook stops guarding e8, while Black's own king is two steps from e1.
    // Three pawns hang beside the king: the scepter is found among them.
    let (_, moves, themes) = one_puzzle(
        Variant::Scepter,
        "r7/3K4/2ppp3/8/8/6k1/8/8 b - - 0 1",
        "a8a2",
    );
    assert_eq!(moves, "a8a2 d7e8");
    assert_eq!(themes, "scepter oneMove");
}

#[test]
fn scepter_slide_mates() {
    // The f6 pawn, blocked by f7, slides to g7 (its seventh rank): check from the
    // pawn the bishop guards, g8 covered by the knight; found among a knight's check
    // and two pawns to take.
    let (_, moves, themes) = one_puzzle(
        Variant::Scepter,
        "r5k1/4Np1p/5P2/8/8/p6p/1Bq3PP/6K1 b - - 0 1",
        "g8h8",
    );
    assert_eq!(moves, "g8h8 f6g7");
    assert_eq!(themes, "mate mateIn1 slide advancedPawn oneMove");
}

#[test]
fn sanctuary_second_safe_piece() {
    // The guard leaves h8's cover; the rook joins the refugee on the back rank. The
    // knight's two steps onto the back rank (both unsafe) and its capture tempt too.
    let (_, moves, themes) = one_puzzle(
        Variant::Sanctuary,
        "P4g2/8/4N3/6p1/8/8/n7/7R b - - 0 1",
        "f8d6",
    );
    assert_eq!(moves, "f8d6 h1h8");
    assert_eq!(themes, "sanctuary oneMove");
}

#[test]
fn sanctuary_refugee_decides() {
    // The guard leaves the rook on h8 alone; the b-pawn becomes a refugee beside it.
    let (_, moves, themes) = one_puzzle(
        Variant::Sanctuary,
        "7R/1P4g1/8/8/8/8/n7/8 b - - 0 1",
        "g7e5",
    );
    assert_eq!(moves, "g7e5 b7b8");
    assert_eq!(themes, "sanctuary refugee oneMove");
}
