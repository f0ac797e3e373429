//! Sanctum's reviews measured against Stockfish's: the same chess games, every
//! position analysed by both engines, and both analyses judged by the same rules
//! (lichess's, in `service::review::judge`). What differs is then the engines alone.
//!
//! `a_review_marks_recorded_games_as_stockfish_does` needs no Stockfish: the games and
//! Stockfish's verdicts on them are recorded in `review_calibration.txt`. The ignored
//! `calibrate_against_stockfish` plays fresh games between Sanctum's levels, has
//! Stockfish analyse them and Sanctum review them as it reviews for players (within
//! the review's time budget), prints the comparison, and with
//! `SANCTUM_CALIBRATION_WRITE=1` records its first games as that file:
//!
//! ```text
//! SANCTUM_STOCKFISH=/usr/games/stockfish cargo test --release -p sanctum --test sanctum \
//!     service::review_calibration -- --ignored --nocapture
//! ```

use crate::stockfish::Stockfish;
use engine::score::{loss_in, win_in};
use engine::{Engine, Level, Limits};
use render::Slip;
use rules::{Color, Game, Variant};
use service::review::{Analysis, NoteKind, Verdict, analyse, notes, to_depth};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The recorded games and Stockfish's verdicts.
const RECORDED: &str = include_str!("review_calibration.txt");
/// How deep Stockfish looks at each position.
const STOCKFISH_DEPTH: u32 = 14;
/// The longest game played for the comparison, in half-moves.
const MOST_PLIES: usize = 160;

/// How two analyses of one game judge it.
#[derive(Debug, Default, Clone, Copy)]
struct Comparison {
    /// Moves either engine marked.
    marked_by_either: usize,
    /// ...of them, marked by both (any mark).
    marked_by_both: usize,
    /// ...of them, given the same mark by both.
    same_mark: usize,
    /// Moves Stockfish marked, and Sanctum.
    stockfish_marks: usize,
    sanctum_marks: usize,
    /// Moves Stockfish called blunders, and of them those Sanctum marked at all.
    stockfish_blunders: usize,
    blunders_marked: usize,
    /// Each side's accuracy by Sanctum minus by Stockfish, White's first.
    accuracy_difference: [f64; 2],
}

impl std::ops::AddAssign for Comparison {
    /// Adds the counts; the accuracy differences are per game and stay.
    fn add_assign(&mut self, c: Comparison) {
        self.marked_by_either += c.marked_by_either;
        self.marked_by_both += c.marked_by_both;
        self.same_mark += c.same_mark;
        self.stockfish_marks += c.stockfish_marks;
        self.sanctum_marks += c.sanctum_marks;
        self.stockfish_blunders += c.stockfish_blunders;
        self.blunders_marked += c.blunders_marked;
    }
}

/// Each marked move's mark, by half-move.
fn marks(game: &Game, analysis: &Analysis) -> (BTreeMap<usize, Slip>, [f64; 2]) {
    let (notes, accuracy) = notes(game, analysis);
    let marks = notes
        .iter()
        .map(|n| {
            let slip = match n.kind {
                NoteKind::Slip(s) | NoteKind::MissedWin(_, s) => s,
            };
            (n.ply, slip)
        })
        .collect();
    (marks, accuracy)
}

fn compare(game: &Game, sanctum: &Analysis, stockfish: &Analysis) -> Comparison {
    let (ours, our_accuracy) = marks(game, sanctum);
    let (theirs, their_accuracy) = marks(game, stockfish);
    let either: std::collections::BTreeSet<usize> =
        ours.keys().chain(theirs.keys()).copied().collect();
    Comparison {
        marked_by_either: either.len(),
        marked_by_both: ours.keys().filter(|p| theirs.contains_key(p)).count(),
        same_mark: ours
            .iter()
            .filter(|(p, s)| theirs.get(p) == Some(s))
            .count(),
        stockfish_marks: theirs.len(),
        sanctum_marks: ours.len(),
        stockfish_blunders: theirs.values().filter(|s| **s == Slip::Blunder).count(),
        blunders_marked: theirs
            .iter()
            .filter(|(p, s)| **s == Slip::Blunder && ours.contains_key(p))
            .count(),
        accuracy_difference: [0, 1].map(|i| our_accuracy[i] - their_accuracy[i]),
    }
}

/// Recorded games: the levels that played, the game, Stockfish's analysis.
fn recorded() -> Vec<(String, Game, Analysis)> {
    let mut out = Vec::new();
    for block in RECORDED.split("\ngame ").skip(1) {
        let (levels, rest) = block.split_once('\n').expect("a game's levels");
        let (moves, verdicts) = rest.split_once('\n').expect("a game's moves");
        let mut game = Game::new(Variant::Chess);
        for uci in moves.split_whitespace() {
            let m = game.position().parse_uci(uci).expect("a recorded move");
            game.play(&m).expect("a legal recorded move");
        }
        let analysis = Analysis::from_text(verdicts.trim(), &game).expect("Stockfish's verdicts");
        out.push((levels.to_owned(), game, analysis));
    }
    out
}

#[test]
fn a_review_marks_recorded_games_as_stockfish_does() {
    let games = recorded();
    assert!(games.len() >= 3, "{} recorded games", games.len());
    let mut total = Comparison::default();
    for (levels, game, stockfish) in &games {
        // Depth 8 keeps the suite quick and the result the same on any machine; the
        // ignored test below compares reviews as players get them.
        let c = compare(game, &to_depth(game, 8), stockfish);
        for (side, diff) in ["White", "Black"].iter().zip(c.accuracy_difference) {
            assert!(
                diff.abs() <= 12.0,
                "levels {levels}: {side}'s accuracy differs by {diff:.1} points: {c:?}"
            );
        }
        total += c;
    }
    // Stockfish's blunders, Sanctum marks too; of all the moves either marks (many
    // of them near a threshold), both mark a good share.
    assert!(
        total.blunders_marked * 10 >= total.stockfish_blunders * 8,
        "{total:?}"
    );
    assert!(
        total.marked_by_both * 10 >= total.marked_by_either * 4,
        "{total:?}"
    );
    assert!(total.stockfish_marks > 0, "the games hold slips to find");
}

impl Stockfish {
    /// Stockfish's verdict on the position after `moves` from the start.
    fn verdict(&mut self, game: &Game, upto: usize) -> Verdict {
        let moves: Vec<String> = game.moves()[..upto].iter().map(rules::Move::uci).collect();
        let pos = &game.positions()[upto];
        if let Some(outcome) = pos.outcome() {
            let score = match outcome.winner {
                None => 0,
                Some(c) if c == pos.turn() => win_in(0),
                Some(_) => loss_in(0),
            };
            return Verdict {
                score,
                best: None,
                then: Vec::new(),
            };
        }
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        self.send(&format!("go depth {STOCKFISH_DEPTH}"));
        let lines = self.until("bestmove");
        let info = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("info") && l.contains(" score ") && !l.contains("bound"))
            .expect("a scored line");
        let words: Vec<&str> = info.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "score").expect("score");
        let n: i32 = words[at + 2].parse().expect("a number");
        let score = match words[at + 1] {
            "cp" => n,
            _ if n > 0 => win_in(usize::try_from(2 * n - 1).expect("a distance")),
            _ => loss_in(usize::try_from(-2 * n).expect("a distance")),
        };
        let best = lines
            .last()
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|uci| pos.parse_uci(uci).ok());
        Verdict {
            score,
            best,
            then: Vec::new(),
        }
    }
}

/// A chess game between two of Sanctum's levels from one of the book's openings.
fn play(white: u8, black: u8, seed: u64) -> Game {
    let book = engine::openings::parse(engine::openings::book_text(Variant::Chess));
    let mut game = Game::new(Variant::Chess);
    let line = &book[usize::try_from(seed).expect("a seed") % book.len()];
    for uci in line {
        let m = game.position().parse_uci(uci).expect("a book move");
        game.play(&m).expect("a legal book move");
    }
    let mut engines = [Engine::new(16), Engine::new(16)];
    while game.outcome().is_none() && game.ply() < MOST_PLIES {
        let turn = game.position().turn();
        let level = Level::new(if turn == Color::White { white } else { black });
        let history: Vec<u64> = game
            .positions()
            .iter()
            .map(rules::Position::zobrist)
            .collect();
        let limits = Limits {
            depth: Some(level.max_depth),
            ..Limits::default()
        };
        let found = engine::choose_move(
            &mut engines[turn.index()],
            game.position(),
            &history[..history.len() - 1],
            &level,
            &limits,
            seed.wrapping_mul(1_000_003) ^ game.ply() as u64,
            &mut |_| {},
        );
        let Some(m) = found.best else { break };
        game.play(&m).expect("the engine plays legal moves");
    }
    game
}

/// A count as a float.
fn count(n: usize) -> f64 {
    f64::from(u32::try_from(n).unwrap_or(u32::MAX))
}

/// `part` of `whole` in percent.
fn share(part: usize, whole: usize) -> f64 {
    100.0 * count(part) / count(whole.max(1))
}

/// The comparison's totals in a sentence.
fn print_summary(games: u64, total: &Comparison, rows: &[Comparison]) {
    let differences: Vec<f64> = rows
        .iter()
        .flat_map(|c| c.accuracy_difference)
        .map(f64::abs)
        .collect();
    let mean = differences.iter().sum::<f64>() / count(differences.len().max(1));
    let mut sorted = differences.clone();
    sorted.sort_by(f64::total_cmp);
    let median = sorted.get(sorted.len() / 2).copied().unwrap_or(0.0);
    println!(
        "\n{games} games: Stockfish marked {} moves, Sanctum {}; both marked {} of the {} either marked ({:.0} %), {} with the same mark ({:.0} %). Of Stockfish's {} blunders Sanctum marked {} ({:.0} %). Accuracy differs by {mean:.1} points on average per side and game (median {median:.1}, most {:.1}).",
        total.stockfish_marks,
        total.sanctum_marks,
        total.marked_by_both,
        total.marked_by_either,
        share(total.marked_by_both, total.marked_by_either),
        total.same_mark,
        share(total.same_mark, total.marked_by_either),
        total.stockfish_blunders,
        total.blunders_marked,
        share(total.blunders_marked, total.stockfish_blunders),
        sorted.last().copied().unwrap_or(0.0),
    );
}

#[test]
#[ignore = "needs Stockfish (SANCTUM_STOCKFISH) and minutes; prints the comparison"]
fn calibrate_against_stockfish() {
    let path = std::env::var("SANCTUM_STOCKFISH").unwrap_or_else(|_| "stockfish".to_owned());
    let games: u64 = std::env::var("SANCTUM_CALIBRATION_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20);
    let record = std::env::var_os("SANCTUM_CALIBRATION_WRITE").is_some();
    let pairs = [
        (1, 4),
        (2, 6),
        (3, 5),
        (4, 2),
        (5, 3),
        (6, 1),
        (2, 3),
        (4, 6),
    ];
    let mut stockfish = Stockfish::start(&path);
    let mut recorded = String::from(
        "# Chess games between Sanctum's levels (white-black) from the book's openings, each\n\
         # position as Stockfish 15.1 saw it at depth 14 (score from the side to move's view,\n\
         # the best move). Written by review_calibration.rs's calibrate_against_stockfish.\n",
    );
    let mut total = Comparison::default();
    let mut rows = Vec::new();
    println!(
        "| game | levels | plies | Stockfish marks | Sanctum marks | marked by both / either | same mark | accuracy White: SF / Sanctum | Black: SF / Sanctum |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for seed in 0..games {
        let (white, black) = pairs[usize::try_from(seed).expect("a seed") % pairs.len()];
        let game = play(white, black, seed);
        let theirs = Analysis {
            verdicts: (0..=game.ply())
                .map(|i| stockfish.verdict(&game, i))
                .collect(),
        };
        // As a review thinks: within its budget, giving way to nothing.
        let serving = std::sync::Arc::default();
        let ours = analyse(&game, &mut |_, _| {}, None, &serving).expect("not stopped");
        let c = compare(&game, &ours, &theirs);
        let (_, sf_accuracy) = notes(&game, &theirs);
        println!(
            "| {seed} | {white}-{black} | {} | {} | {} | {} / {} | {} | {:.0} / {:.0} | {:.0} / {:.0} |",
            game.ply(),
            c.stockfish_marks,
            c.sanctum_marks,
            c.marked_by_both,
            c.marked_by_either,
            c.same_mark,
            sf_accuracy[0],
            sf_accuracy[0] + c.accuracy_difference[0],
            sf_accuracy[1],
            sf_accuracy[1] + c.accuracy_difference[1],
        );
        rows.push(c);
        total += c;
        if record && seed < 4 {
            let moves: Vec<String> = game.moves().iter().map(rules::Move::uci).collect();
            let _ = write!(
                recorded,
                "\ngame {white}-{black}\n{}\n{}\n",
                moves.join(" "),
                theirs.to_text()
            );
        }
    }
    print_summary(games, &total, &rows);
    if record {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/sanctum/service/review_calibration.txt"
        );
        std::fs::write(path, recorded).expect("the record is written");
        println!("recorded in {path}");
    }
}
