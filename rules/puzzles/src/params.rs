//! Every tunable of the miner, in one place.
//!
//! Budgets are in nodes, not time, so a run mines the same puzzles on any machine
//! and under any load. Thresholds on a position's prospects are in win-chance
//! units ([`crate::win::win_chance`], −1 lost to +1 won), which mean the same in
//! every game once each game's centipawns are scaled by [`win_scale`].

use rules::Variant;

/// The nodes of each search while mining: the scan of every position, the multi-PV
/// search of a candidate, and each step of building its solution.
pub const MINING_NODES: u64 = 25_000;

/// A kept puzzle is searched again, step by step, with this many times the mining
/// budget (at least ten, so a line that only looked forced at mining depth fails).
pub const VERIFY_FACTOR: u64 = 10;

/// The transposition table of a mining engine, in MiB: fixed, since the table's size
/// changes what a node-limited search finds.
pub const HASH_MIB: usize = 16;

/// The logistic scale of each game: a score of `cp` centipawns for the side to move
/// is worth a win chance of `2 / (1 + exp(-scale * cp)) - 1`.
///
/// - Chess: lichess's 0.003 682 08 (fitted by lichess to its games' results; our
///   chess evaluation is distilled from Stockfish's scores, the scale it was fitted on).
/// - Capture the Scepter and Sanctuary Chess: from our own games. The Texel tuner
///   (`rules/engine/TUNING.md`) fitted `1 / (1 + 10^(-K·cp/400))` to the results of
///   160 self-play games per game and found K = 0.85 (Capture the Scepter) and
///   K = 0.55 (Sanctuary Chess); the same curve in lichess's form has the scale
///   K·ln 10 / 400. Capture the Scepter is the more decisive game per pawn (a king
///   run ends it at once), Sanctuary the less (nobody is mated; a material edge
///   must still be walked to the far rank). For comparison, lichess's chess scale is
///   K = 0.64 in that form.
pub fn win_scale(variant: Variant) -> f64 {
    match variant {
        Variant::Chess => 0.003_682_08,
        Variant::Scepter => 0.85 * std::f64::consts::LN_10 / 400.0,
        Variant::Sanctuary => 0.55 * std::f64::consts::LN_10 / 400.0,
    }
}

/// A move is the only one when its win chance beats the next best move's by this
/// much (lichess-puzzler's 0.7): a winning move against one that at best keeps the
/// balance.
pub const ONLY_MOVE_MARGIN: f64 = 0.7;

/// The solver counts as already winning before the opponent's last move from this
/// win chance on (lichess's +300 cp in chess): no puzzle then, unless a forced win
/// by the rules follows.
pub const ALREADY_WINNING: f64 = 0.5;

/// Every move of the solution must keep at least this win chance (about +200 cp in
/// chess, lichess's floor for an advantage puzzle).
pub const STILL_WINNING: f64 = 0.35;

/// A line that ends in no win by the rules must gain at least this much material
/// (in the engine's exchange values, `engine::see::see_value`): the exchange (a
/// rook for a minor piece) counts, a lone pawn does not.
pub const MATERIAL_GAIN: i32 = 150;

/// The fewest solver moves of a puzzle won on material: one capture alone is seldom
/// a puzzle (lichess drops such one-movers too). A win by the rules may take one.
pub const MIN_MATERIAL_SOLVER_MOVES: usize = 2;

/// The fewest other tempting moves (captures, checks, goal steps) beside a one-move
/// win by the rules for it to be a puzzle: with fewer, the win is seen at a glance.
/// lichess drops most mates in one the same way.
pub const MIN_DECOYS: usize = 3;

/// The fewest solver moves of a puzzle mined from a sideline (a move the game did
/// not play): the sidelines are mined for the longer tactics the played games
/// seldom give.
pub const MIN_SIDELINE_SOLVER_MOVES: usize = 2;

/// The most plies of the `Moves` column, the opponent's setting-up move included.
/// The fewest are 2 (that move and one of the solver's); a solution ends on the
/// solver's move, so 10 plies are five solver moves and four replies.
pub const MAX_PLIES: usize = 10;

/// The most moves of the solver, from [`MAX_PLIES`].
pub const MAX_SOLVER_MOVES: usize = MAX_PLIES / 2;

/// Two defences are as good as each other when their win chances differ by less
/// than this (a verified reply need not be the deeper search's very move).
pub const REPLY_TOLERANCE: f64 = 0.05;

/// The lowest and highest starting rating of a puzzle ([`crate::grade`]): the
/// span of lichess's puzzle ratings.
pub const RATING_RANGE: (u32, u32) = (600, 2800);
/// A new puzzle's rating deviation: lichess's for a puzzle nobody has played.
pub const RATING_DEVIATION: u32 = 500;

/// Nodes per move of the starter set's self-play games: strong enough that a game
/// has a plan, cheap enough to make hundreds of games.
pub const SELF_PLAY_NODES: u64 = 6_000;

/// The self-play games' evaluation blur, in centipawns: the occasional misjudged
/// position is where a puzzle comes from.
pub const SELF_PLAY_NOISE: i32 = 60;

/// A self-play game stops after this many plies.
pub const SELF_PLAY_MAX_PLIES: usize = 200;

/// The puzzle rating of each of Sanctum's playing levels, level 1 first: where a
/// puzzle that level solves half the time is placed ([`crate::grade`]).
///
/// The gaps are those `rules/engine/STRENGTH.md` measured between neighbouring
/// levels (engine v9, 100 games a pairing, the three games' Elo averaged: 469, 481,
/// 341, 405, 242, 182, 531), kept in proportion but scaled by 0.6 so the ladder
/// runs from 600, the bottom of lichess's puzzle scale and of [`RATING_RANGE`], for
/// level 1 (a random move one time in five) to 2200 for level 8, the `UCI_Elo`
/// it beats in chess. Self-play between settings of one engine spreads them wider
/// than play against others would; the scale is fitted to where the ends are known.
pub const LEVEL_RATINGS: [u32; 8] = [600, 885, 1175, 1380, 1625, 1770, 1880, 2200];

/// Level 8's nodes a move when it tries a puzzle (its games are limited by time,
/// which would make a rating depend on the machine): about what it searches in the
/// 200 ms a move of the measured ladder.
pub const GRADE_TOP_NODES: u64 = 200_000;

/// How often a level tries each puzzle: the levels that play a stray move now and
/// then (1–4) four times, those that only blur their evaluation (5, 6) twice, the
/// exact ones (7, 8) once, since their tries would all be alike.
pub fn grade_tries(level: u8) -> u32 {
    match level {
        0..=4 => 4,
        5 | 6 => 2,
        _ => 1,
    }
}
