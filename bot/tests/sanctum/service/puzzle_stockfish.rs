//! The chess starter puzzles checked by Stockfish's multi-PV (Debian's `stockfish`): at
//! every step of a solution the solver's move is Stockfish's best, and the second
//! best is clearly worse (a slower mate, no mate, or two pawns less). On a last step
//! any move that wins at once is as good, since `/solve` takes it. Ignored (needs
//! Stockfish and minutes); prints the share and the puzzles that fail:
//!
//! ```text
//! SANCTUM_STOCKFISH=/usr/games/stockfish cargo test --release -p sanctum --test sanctum \
//!     service::puzzle_stockfish -- --ignored --nocapture
//! ```

use crate::stockfish::{Score, Stockfish};
use rules::{Move, Position, Variant};

/// How deep Stockfish looks at each step.
const DEPTH: u32 = 18;
/// "Clearly worse" without a mate: two pawns.
const CLEARLY_WORSE: i32 = 200;

/// Whether Stockfish agrees that `expected` is the only good move in `pos`.
fn step_holds(
    sf: &mut Stockfish,
    pos: &Position,
    expected: Move,
    last: bool,
) -> Result<(), String> {
    let lines = sf.lines(&pos.fen(), DEPTH, 2);
    let best = lines.first().ok_or("no line")?;
    let best_move = pos
        .parse_uci(&best.first)
        .map_err(|e| format!("Stockfish's {}: {e}", best.first))?;
    let taken = |m: Move| puzzles::grade::answers(pos, expected, m, last);
    if !taken(best_move) {
        return Err(format!(
            "Stockfish prefers {} ({:?}) to {}",
            pos.san(&best_move),
            best.score,
            pos.san(&expected)
        ));
    }
    let Some(second) = lines.get(1) else {
        return Ok(()); // The only legal move.
    };
    let second_move = pos
        .parse_uci(&second.first)
        .map_err(|e| format!("Stockfish's {}: {e}", second.first))?;
    if taken(second_move) {
        return Ok(()); // Another mate at once, which `/solve` takes too.
    }
    let clearly_worse = match (best.score, second.score) {
        (Score::Mate(n), Score::Mate(m)) => n > 0 && (m < 0 || m > n),
        (Score::Mate(n), Score::Cp(_)) => n > 0,
        (Score::Cp(a), Score::Cp(b)) => a - b >= CLEARLY_WORSE,
        (Score::Cp(_), Score::Mate(m)) => m < 0,
    };
    if clearly_worse {
        Ok(())
    } else {
        Err(format!(
            "{} ({:?}) is about as good as {} ({:?})",
            pos.san(&second_move),
            second.score,
            pos.san(&expected),
            best.score
        ))
    }
}

/// Every solver step of `p`; the first that Stockfish disputes, if any.
fn puzzle_holds(sf: &mut Stockfish, p: &puzzles::Puzzle) -> Result<(), String> {
    let mut pos = Position::from_fen(Variant::Chess, &p.fen).map_err(|e| e.to_string())?;
    let moves: Vec<&String> = p.moves.iter().collect();
    for (i, uci) in moves.iter().enumerate() {
        let m = pos.parse_uci(uci).map_err(|e| e.to_string())?;
        if i % 2 == 1 {
            step_holds(sf, &pos, m, i + 1 == moves.len())
                .map_err(|why| format!("move {}: {why}", i.div_ceil(2)))?;
        }
        pos.play(&m);
    }
    Ok(())
}

#[test]
#[ignore = "needs Stockfish (SANCTUM_STOCKFISH) and minutes; prints the share"]
fn chess_puzzles_are_stockfishs_only_moves() {
    let path = std::env::var("SANCTUM_STOCKFISH").unwrap_or_else(|_| "stockfish".to_owned());
    let mut sf = Stockfish::start(&path);
    let set: Vec<puzzles::Puzzle> = puzzles::starter::puzzles()
        .expect("the starter set")
        .into_iter()
        .filter(|p| p.variant == Variant::Chess)
        .collect();
    let mut failed = Vec::new();
    let mut longer = (0, 0);
    for p in &set {
        let several = p.moves.len() > 2;
        longer.0 += usize::from(several);
        match puzzle_holds(&mut sf, p) {
            Ok(()) => longer.1 += usize::from(several),
            Err(why) => failed.push(format!("{} ({}): {why}", p.id, p.rating)),
        }
    }
    let held = set.len() - failed.len();
    println!(
        "Stockfish (depth {DEPTH}, MultiPV 2) agrees with {held} of {} chess puzzles \
         ({:.1} %); of the {} with two moves or more, {}",
        set.len(),
        100.0 * f64::from(u32::try_from(held).unwrap_or(u32::MAX))
            / f64::from(u32::try_from(set.len()).unwrap_or(u32::MAX)),
        longer.0,
        longer.1
    );
    for f in &failed {
        println!("  {f}");
    }
    assert!(set.len() >= 100, "a sample of at least 100");
    assert!(
        held * 10 >= set.len() * 9,
        "Stockfish disputes {} of {}",
        failed.len(),
        set.len()
    );
}
