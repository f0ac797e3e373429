//! Games for the starter set: Sanctum against itself, reproducibly.
//!
//! A game is a function of its seed alone: the seed picks a line of the shipped
//! opening book and blurs each side's evaluation (the weaker levels' noise), and
//! every move is a node-limited search. So the same command makes the same games on
//! any machine, under any load, on any number of threads, and the starter set can
//! be made again from its seed. The noise is what makes puzzles: a slightly blurred
//! engine misjudges a position now and then, and its opponent has to find the one
//! move that punishes it.

use crate::params::{HASH_MIB, SELF_PLAY_MAX_PLIES, SELF_PLAY_NODES, SELF_PLAY_NOISE};
use engine::Rng;
use engine::{Engine, Limits};
use rules::{Color, Game, Variant};

/// How one self-play game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelfPlay {
    /// The game.
    pub variant: Variant,
    /// Nodes per move.
    pub nodes: u64,
    /// The evaluation's blur, in centipawns, for both sides.
    pub noise: i32,
    /// A game still going after this many plies stops (unfinished games still have
    /// puzzles in them).
    pub max_plies: usize,
}

impl SelfPlay {
    /// The starter set's settings for `variant` ([`crate::params`]).
    pub fn new(variant: Variant) -> SelfPlay {
        SelfPlay {
            variant,
            nodes: SELF_PLAY_NODES,
            noise: SELF_PLAY_NOISE,
            max_plies: SELF_PLAY_MAX_PLIES,
        }
    }

    /// The game of `seed`.
    ///
    /// ```
    /// use puzzles::selfplay::SelfPlay;
    /// use rules::Variant;
    /// let quick = SelfPlay { max_plies: 12, nodes: 500, ..SelfPlay::new(Variant::Sanctuary) };
    /// let a = quick.play(7);
    /// assert_eq!(a.moves(), quick.play(7).moves());
    /// assert!(a.ply() <= 12);
    /// ```
    pub fn play(&self, seed: u64) -> Game {
        let mut rng = Rng::new(seed);
        let book = engine::openings::parse(engine::openings::book_text(self.variant));
        let mut game = Game::new(self.variant);
        if !book.is_empty() {
            let line = &book[rng.below(book.len() as u64) as usize];
            for text in line {
                let Ok(m) = game.parse_move(text) else { break };
                if game.play(&m).is_err() {
                    break;
                }
            }
        }
        let mut sides = [Engine::new(HASH_MIB), Engine::new(HASH_MIB)];
        for side in &mut sides {
            side.set_noise(self.noise, rng.next_u64());
        }
        let limits = Limits {
            nodes: Some(self.nodes),
            ..Limits::default()
        };
        while game.outcome().is_none() && game.ply() < self.max_plies {
            let positions = game.positions();
            let Some((root, earlier)) = positions.split_last() else {
                break;
            };
            let history: Vec<u64> = earlier.iter().map(rules::Position::zobrist).collect();
            let side = usize::from(root.turn() == Color::Black);
            let found = sides[side].search(root, &history, &limits, &mut |_| {});
            let Some(best) = found.best else { break };
            if game.play(&best).is_err() {
                break;
            }
        }
        game
    }
}
