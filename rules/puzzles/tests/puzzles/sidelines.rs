//! Sidelines: a move the game did not play, which the scan ranked among the next
//! best, mined when it hands the opponent a win of two moves or more.

use puzzles::{Miner, Theme};
use rules::{Game, Variant};

/// From a self-play game (seed 70001, ply 106): Black, to move, may push the b2
/// pawn to b1, a refugee; then g7 threatens to reach the back rank, and when the
/// rook comes to c1 to stop it, Rxc1 wins it. The game went another way, so only
/// the sideline finds the puzzle.
const BEFORE: &str = "2r5/8/5NP1/p7/8/8/1p6/7R b - - 0 53";

#[test]
fn a_sideline_the_game_did_not_play_gives_a_longer_puzzle() {
    let game = Game::from_fen(Variant::Sanctuary, BEFORE).expect("a legal FEN");
    let (plain, _) = Miner::default().mine(&game, "test");
    assert!(plain.is_empty(), "{plain:?}");
    let (found, stats) = Miner::default().with_sidelines(7).mine(&game, "test");
    assert_eq!(found.len(), 1, "{found:?} ({stats:?})");
    let p = &found[0];
    assert_eq!(p.fen, BEFORE);
    assert_eq!(p.moves.join(" "), "b2b1 g6g7 c8c1 h1c1");
    assert_eq!(p.game_url, "test#1~");
    assert!(p.themes.contains(&Theme::Material), "{:?}", p.themes);
    assert!(p.themes.contains(&Theme::Short), "{:?}", p.themes);
}
