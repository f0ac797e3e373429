//! The miner's integration tests, one binary: hand-made positions where it must
//! find the puzzle of each goal with its theme (`goals`), positions and games where
//! it must find none (`rejects`), the games' unplayed moves (`sidelines`), and the
//! CSV's round trip (`table`).

mod goals;
mod rejects;
mod sidelines;
mod starter;
mod table;

use puzzles::{Miner, Puzzle, Stats};
use rules::{Game, Variant};

/// Mines the two-position game `fen`, then `setup`: the puzzles of the position the
/// setting-up move leaves.
pub(crate) fn mine_after(variant: Variant, fen: &str, setup: &str) -> (Vec<Puzzle>, Stats) {
    let mut game = Game::from_fen(variant, fen).expect("a legal FEN");
    let m = game.parse_move(setup).expect("a legal setting-up move");
    game.play(&m).expect("a legal setting-up move");
    Miner::default().mine(&game, "test")
}

/// The one puzzle mined after `setup`, with its moves and themes as text.
pub(crate) fn one_puzzle(variant: Variant, fen: &str, setup: &str) -> (Puzzle, String, String) {
    let (found, stats) = mine_after(variant, fen, setup);
    assert_eq!(found.len(), 1, "{fen} then {setup}: {found:?} ({stats:?})");
    let p = found.into_iter().next().expect("one puzzle");
    let moves = p.moves.join(" ");
    let themes: Vec<String> = p.themes.iter().map(ToString::to_string).collect();
    (p, moves, themes.join(" "))
}
