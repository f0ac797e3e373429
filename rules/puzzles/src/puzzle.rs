//! A puzzle as lichess's puzzle database holds one, plus the game it is played in.

use crate::params::RATING_DEVIATION;
use crate::solve::{Ending, Solution};
use crate::theme::Theme;
use rules::{EndReason, Move, Position, Role, Variant};

/// One puzzle: a row of lichess's puzzle CSV with a `Variant` column.
///
/// As lichess does, `fen` is the position *before* the opponent's move that sets
/// the puzzle up, and `moves` starts with that move; the solver plays the second.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// A short id, the same for the same puzzle on every run.
    pub id: String,
    /// The game it is played in.
    pub variant: Variant,
    /// The position before the setting-up move, as the rules crate writes FEN.
    pub fen: String,
    /// The setting-up move, then the solution, in UCI.
    pub moves: Vec<String>,
    /// Its rating.
    pub rating: u32,
    /// Its rating's deviation.
    pub rating_deviation: u32,
    /// Lichess's popularity, −100 to 100 (0 until played).
    pub popularity: i32,
    /// How often it was played.
    pub plays: u32,
    /// Its themes.
    pub themes: Vec<Theme>,
    /// Where it comes from: the game, and `#ply` of the puzzle's position.
    pub game_url: String,
    /// Opening names (none yet for our games).
    pub opening_tags: Vec<String>,
}

impl Puzzle {
    /// The puzzle of `solution`, solved from the position after `setup` is played in
    /// `before`, found in the game at `game_url`; rated `rating` (the miner rates it
    /// with [`crate::grade::grade`] once it is built).
    pub fn new(
        before: &Position,
        setup: &Move,
        solution: &Solution,
        game_url: &str,
        rating: u32,
    ) -> Puzzle {
        let mut start = *before;
        start.play(setup);
        let fen = before.fen();
        let moves: Vec<String> = std::iter::once(setup)
            .chain(&solution.moves)
            .map(Move::uci)
            .collect();
        let variant = before.variant();
        Puzzle {
            id: puzzle_id(variant, &fen, &moves),
            variant,
            fen,
            moves,
            rating,
            rating_deviation: RATING_DEVIATION,
            popularity: 0,
            plays: 0,
            themes: themes(&start, solution),
            game_url: game_url.to_owned(),
            opening_tags: Vec::new(),
        }
    }
}

/// The themes of `solution` played from `start`: how it is won, the motifs on the
/// way, and its length.
pub fn themes(start: &Position, solution: &Solution) -> Vec<Theme> {
    let solver = start.turn();
    let mut themes = Vec::new();
    match solution.ending {
        Ending::Rules(EndReason::Checkmate) => {
            themes.push(Theme::Mate);
            if let Ok(n) = u8::try_from(solution.solver_count()) {
                themes.push(Theme::MateIn(n));
            }
        }
        Ending::Rules(EndReason::Scepter) => themes.push(Theme::Scepter),
        Ending::Rules(EndReason::Sanctuary) => themes.push(Theme::Sanctuary),
        Ending::Rules(_) => {}
        Ending::Material(_) => themes.push(Theme::Material),
    }
    let sanctuary_win = solution.ending == Ending::Rules(EndReason::Sanctuary);
    if sanctuary_win
        && solution
            .solver_moves()
            .any(|m| makes_refugee(start.variant(), *m, solver))
    {
        themes.push(Theme::Refugee);
    }
    if solution.solver_moves().any(Move::is_slide) {
        themes.push(Theme::Slide);
    }
    themes.extend(crate::motif::motifs(start, solution));
    themes.push(Theme::of_length(solution.solver_count()));
    themes
}

/// True if `m`, by `mover`, turns a pawn into a refugee (Sanctuary Chess: a pawn on
/// its last rank).
fn makes_refugee(variant: Variant, m: Move, mover: rules::Color) -> bool {
    variant == Variant::Sanctuary && m.role == Role::Pawn && m.to.rank() == (!mover).back_rank()
}

/// Eight letters and digits from a hash of the puzzle's game, position and moves:
/// the same puzzle has the same id on every run.
pub fn puzzle_id(variant: Variant, fen: &str, moves: &[String]) -> String {
    const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    // FNV-1a, 64 bits: stable across Rust versions, unlike the standard hasher.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let text = format!("{variant}|{fen}|{}", moves.join(" "));
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (0..8)
        .map(|_| {
            let digit = (hash % 62) as usize;
            hash /= 62;
            char::from(ALPHABET[digit])
        })
        .collect()
}
