//! Where there is no puzzle: two winning moves, or a game with no tactic.

use crate::mine_after;
use puzzles::Miner;
use rules::{Game, Variant};

#[test]
fn two_mates_in_one_are_no_puzzle() {
    // After Ka8, both Rg8# and Rh8# mate.
    let (found, stats) = mine_after(Variant::Chess, "1k6/8/1K6/8/8/8/8/6RR b - - 0 1", "b8a8");
    assert!(found.is_empty(), "{found:?}");
    assert_eq!(stats.positions, 2);
}

#[test]
fn a_quiet_game_has_no_puzzle() {
    let mut game = Game::new(Variant::Chess);
    for san in [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    ] {
        game.play_san(san).expect("a legal move");
    }
    let (found, stats) = Miner::default().mine(&game, "quiet");
    assert!(found.is_empty(), "{found:?}");
    assert_eq!(stats.positions, 15);
    assert_eq!(stats.verified, 0);
}

#[test]
fn two_ways_to_win_the_queen_are_no_puzzle() {
    // The queen on d5 hangs to the rook and to the knight alike.
    let pos =
        rules::Position::from_fen(Variant::Chess, "6k1/5ppp/8/3q4/8/2N5/5PPP/3R2K1 w - - 0 1")
            .expect("a legal FEN");
    let mut engine = engine::Engine::new(16);
    let unsolved = puzzles::solve(&mut engine, &pos, &[], 25_000).expect_err("no puzzle");
    assert_eq!(unsolved.why, puzzles::Rejection::NoOnlyMove);
    assert_eq!(unsolved.found, 0);
}

#[test]
fn a_wrong_line_is_not_confirmed() {
    // The mate in two of `goals`, with a quiet first move instead of Re8+.
    let pos =
        rules::Position::from_fen(Variant::Chess, "2r3k1/5ppp/8/q7/8/8/4RPPP/4R1K1 w - - 0 1")
            .expect("a legal FEN");
    let mut engine = engine::Engine::new(16);
    let wrong = puzzles::Solution {
        moves: vec![pos.parse_uci("h2h3").expect("legal")],
        ending: puzzles::Ending::Material(0),
    };
    assert_eq!(
        puzzles::verify::verify(&mut engine, &pos, &[], &wrong, 50_000),
        Err(puzzles::Rejection::Unconfirmed)
    );
    let right = puzzles::solve(&mut engine, &pos, &[], 25_000).expect("the mate");
    assert_eq!(
        puzzles::verify::verify(&mut engine, &pos, &[], &right, 250_000),
        Ok(())
    );
}

#[test]
fn mining_is_reproducible() {
    let mut game = Game::new(Variant::Scepter);
    for san in [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7", "Qxg2",
    ] {
        game.play_san(san).expect("a legal move");
    }
    let mut miner = Miner::new(5_000);
    let first = miner.mine(&game, "g");
    let again = miner.mine(&game, "g");
    assert_eq!(first, again);
    assert_eq!(Miner::new(5_000).mine(&game, "g"), first);
}

#[test]
fn a_plain_recapture_that_wins_material_is_no_puzzle() {
    // Rxd5 gives the exchange for the bishop; ...exd5 takes back, and after e6 ...Re7
    // keeps the rook. Taking back is the move anyone plays: the line teaches nothing.
    // (A row of an earlier starter set.)
    let fen = "2r3k1/2p2rp1/p2pp1Qp/3bP3/1p3P1q/8/PPP1N2P/2KR2R1 w - - 1 25";
    let (found, _) = mine_after(Variant::Chess, fen, "d1d5");
    assert!(
        found
            .iter()
            .all(|p| p.moves.first().map(String::as_str) != Some("d1d5")),
        "{found:?}"
    );
    let row = puzzles::Puzzle {
        id: "recapture".to_owned(),
        variant: Variant::Chess,
        fen: fen.to_owned(),
        moves: ["d1d5", "e6d5", "e5e6", "f7e7"].map(str::to_owned).to_vec(),
        rating: 600,
        rating_deviation: 500,
        popularity: 0,
        plays: 0,
        themes: Vec::new(),
        game_url: String::new(),
        opening_tags: Vec::new(),
    };
    assert_eq!(puzzles::verify::is_plain_recapture(&row), Ok(true));
}

/// A stored back-rank mate in one with nothing else to try is one the miner now
/// leaves out; the same mate among three hanging pawns is kept.
#[test]
fn a_plain_mate_in_one_is_left_out_and_one_among_decoys_kept() {
    let row = |fen: &str| puzzles::Puzzle {
        id: "one".to_owned(),
        variant: Variant::Chess,
        fen: fen.to_owned(),
        moves: ["h8g8", "a1a8"].map(str::to_owned).to_vec(),
        rating: 600,
        rating_deviation: 500,
        popularity: 0,
        plays: 0,
        themes: Vec::new(),
        game_url: String::new(),
        opening_tags: Vec::new(),
    };
    let lone = row("7k/5ppp/8/8/8/8/8/R5K1 b - - 0 1");
    assert_eq!(puzzles::verify::is_plain_one_mover(&lone), Ok(true));
    let among = row("7k/5ppp/8/8/4p3/5p2/1p1N4/R1B3K1 b - - 0 1");
    assert_eq!(puzzles::verify::is_plain_one_mover(&among), Ok(false));
}
