//! Helpers the test modules share: seed positions and random games.

#![allow(dead_code)]

use rules::{Game, Position, Variant};

/// Start points for random play: each variant's start, plus positions rich in the rules
/// random play from the start rarely reaches (promotions, slides, en passant, castling,
/// refugees, sanctuary wins).
pub fn seeds(variant: Variant) -> Vec<&'static str> {
    let mut v = vec![variant.start_fen()];
    match variant {
        Variant::Chess | Variant::Scepter => v.extend([
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "4k3/1pp1p1p1/1P1pPpP1/8/8/5p1p/P1P1P1P1/4K3 w - - 0 1",
            "r3k2r/1P4p1/8/2pP4/8/8/1p4P1/R3K2R w KQkq c6 0 2",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "1k6/1P1p4/2P5/8/8/5p2/4p1P1/4K3 b - - 0 1",
            "4k3/3p4/8/2P1P3/8/8/8/4K3 b - - 0 1",
        ]),
        Variant::Sanctuary => v.extend([
            "4g3/1P1P3P/2r5/3p4/8/1a6/pp1p1p2/4G3 w - - 0 1",
            "r3g2r/1P4P1/8/2pP4/8/8/1p4p1/R3G2R w - c6 0 2",
            "8/2P1P3/8/8/8/8/2p1p3/8 w - - 0 1",
            "rn2g1nr/pPpa1pPp/8/3p4/8/8/PpPA1PpP/RN2G1NR w - - 0 1",
            "a6a/8/8/8/8/8/8/A6A w - - 0 1",
        ]),
    }
    v
}

/// A game of `variant` from seed `seed`, following `choices` (each picks a legal move by
/// index modulo the number of moves) until they run out or the game ends.
pub fn random_game(variant: Variant, seed: usize, choices: &[u16]) -> Game {
    let seeds = seeds(variant);
    let mut game = Game::from_fen(variant, seeds[seed % seeds.len()]).expect("seed FEN parses");
    for &c in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(c) % moves.len()];
        game.play(&m).expect("a legal move plays");
    }
    game
}

/// The positions of a random game, start first.
pub fn random_positions(variant: Variant, seed: usize, choices: &[u16]) -> Vec<Position> {
    random_game(variant, seed, choices).positions()
}

pub fn variant_of(i: usize) -> Variant {
    Variant::ALL[i % 3]
}
