//! Fits the evaluation (piece-square tables and feature weights) to a stronger
//! engine's judgement of many positions:
//!
//! ```text
//! cargo run --release -p sanctum-engine --example distill -- \
//!     <variant> <positions> <label-depth> <data-file> <labeller> [Name=Value ...]
//! ```
//!
//! 1. Positions: the engine plays itself at depth 3 with evaluation noise, from
//!    the shipped openings, with a random move now and then early on, so the
//!    positions are varied but look like real games. Quiet ones (no check, the
//!    move chosen is no capture) are sampled.
//! 2. Labels: the labeller (a UCI engine, e.g. Stockfish, or Fairy-Stockfish with
//!    `UCI_Variant=scepter`) searches each position to `label-depth`; positions
//!    whose best move is a capture or whose score is a mate are dropped. Labelled
//!    positions are kept in `data-file` (`fen;white-centipawns`), which a later
//!    run reads instead of labelling again.
//! 3. Fit: the evaluation is linear in the piece-square entries and the feature
//!    weights, so Adam on the squared error between `sigmoid(ours)` and
//!    `sigmoid(label)` fits them all; a tenth of the positions is held out to show
//!    the fit generalises. The fitted tables are written as Rust source to
//!    `<data-file>.rs` and the weights are printed.
//!
//! `FIRST=n` starts the self-play at game `n`, so a second data file holds
//! other games than the first. Given a PGN file instead of a number of
//! positions, the positions come from its games. `EPOCHS=0` only labels.
//!
//! Learning from a stronger engine's scores is the data-efficient cousin of
//! Texel tuning (which learns from game results); `TUNING.md` records the runs.

#![allow(
    clippy::many_single_char_names,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::too_many_lines,
    reason = "the tuner's arithmetic reads as the formulas it implements"
)]

use engine::eval::{self, features};
use engine::{Engine, Level, Limits, Rng, choose_move};
use rules::{Color, Game, Position, Role, Variant};
use std::collections::HashSet;
use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

const ROLES: usize = 8;
const PST: usize = ROLES * 64;

fn pst_index(color: Color, role: Role, sq: rules::Square) -> usize {
    let i = match color {
        Color::White => (7 - sq.rank() as usize) * 8 + sq.file() as usize,
        Color::Black => sq.rank() as usize * 8 + sq.file() as usize,
    };
    role.index() * 64 + i
}

/// Self-play positions from the games numbered `first, first + step, ...`.
fn generate(variant: Variant, games: std::ops::Range<usize>, step: usize) -> Vec<String> {
    let book = engine::openings::parse(engine::openings::book_text(variant));
    let mut engine = Engine::new(8);
    let level = Level {
        noise: 30,
        ..Level::new(8)
    };
    let mut out = Vec::new();
    for g in games.step_by(step) {
        let mut rng = Rng::new(g as u64 * 0x9E37_79B9 + 17);
        let mut game = Game::new(variant);
        for m in &book[g % book.len().max(1)] {
            let Ok(m) = game.position().parse_uci(m) else {
                break;
            };
            if game.play(&m).is_err() {
                break;
            }
        }
        engine.new_game();
        while game.outcome().is_none() && game.ply() < 250 {
            let pos = *game.position();
            let moves = pos.legal_moves();
            let m = if game.ply() < 16 && rng.below(100) < 20 && !moves.is_empty() {
                moves.as_slice()[rng.below(moves.len() as u64) as usize]
            } else {
                let history: Vec<u64> = game.positions().iter().map(Position::zobrist).collect();
                let history = &history[..history.len() - 1];
                let r = choose_move(
                    &mut engine,
                    &pos,
                    history,
                    &level,
                    &Limits::depth(3),
                    rng.below(u64::MAX),
                    &mut |_| {},
                );
                let Some(m) = r.best else { break };
                if engine::score::is_decisive(r.score) {
                    break;
                }
                m
            };
            if game.ply() >= 8 && !pos.is_check() && !m.is_capture() && rng.below(100) < 30 {
                out.push(pos.fen());
            }
            if game.play(&m).is_err() {
                break;
            }
        }
    }
    out
}

/// About `wanted` quiet self-play positions, without duplicates.
fn self_play(variant: Variant, wanted: usize, threads: usize) -> Vec<String> {
    let games = wanted / 20 + 1;
    // Another data file's games, from game `FIRST` on.
    let first: usize = std::env::var("FIRST")
        .ok()
        .and_then(|f| f.parse().ok())
        .unwrap_or(0);
    let handles: Vec<_> = (0..threads)
        .map(|t| std::thread::spawn(move || generate(variant, first + t..first + games, threads)))
        .collect();
    let mut seen = HashSet::new();
    let mut fens: Vec<String> = Vec::new();
    for h in handles {
        for fen in h.join().expect("generator thread") {
            if seen.insert(fen.clone()) {
                fens.push(fen);
            }
        }
    }
    println!("{} positions from {games} games", fens.len());
    fens
}

/// Every quiet position after the eighth ply of the games in a PGN file (such as
/// `sanctum match` writes): positions from real games to test a fit on.
fn from_pgn(path: &str) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("read the PGN file");
    let mut fens = Vec::new();
    for game in text.split("[Event ").skip(1) {
        let Ok(pgn) = rules::parse_pgn(&format!("[Event {game}")) else {
            continue;
        };
        let positions = pgn.game.positions();
        for (ply, (pos, m)) in positions.iter().zip(pgn.game.moves()).enumerate() {
            if ply >= 8 && !pos.is_check() && !m.is_capture() {
                fens.push(pos.fen());
            }
        }
    }
    println!("{} positions from {path}", fens.len());
    fens
}

/// One labeller process: UCI over pipes.
struct Labeller {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Labeller {
    fn start(command: &str, options: &[String]) -> Labeller {
        let mut child = Command::new(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut l = Labeller {
            child,
            input,
            output,
        };
        l.send("uci");
        l.wait_for("uciok");
        for o in options {
            let (name, value) = o.split_once('=').expect("options are Name=Value");
            l.send(&format!("setoption name {name} value {value}"));
        }
        l.send("isready");
        l.wait_for("readyok");
        l
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("labeller alive");
        self.input.flush().expect("labeller alive");
    }

    fn wait_for(&mut self, word: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let read = self.output.read_line(&mut line).expect("labeller output");
            assert!(read > 0, "labeller quit");
            let done = line.split_whitespace().next() == Some(word);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// White's score in centipawns, unless the best move captures or it is a mate.
    fn label(&mut self, variant: Variant, fen: &str, depth: u32) -> Option<i32> {
        self.send(&format!("position fen {fen}"));
        self.send(&format!("go depth {depth}"));
        let lines = self.wait_for("bestmove");
        let pos = Position::from_fen(variant, fen).ok()?;
        let best = lines.last()?.split_whitespace().nth(1)?;
        if pos.parse_uci(best).ok()?.is_capture() {
            return None;
        }
        let info = lines.iter().rev().find(|l| l.contains(" score "))?;
        let mut words = info
            .split_whitespace()
            .skip_while(|w| *w != "score")
            .skip(1);
        if words.next()? != "cp" {
            return None;
        }
        let cp: i32 = words.next()?.parse().ok()?;
        Some(if pos.turn() == Color::White { cp } else { -cp })
    }
}

impl Drop for Labeller {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

struct Sample {
    target: f64,
    phase: f64,
    values: [i32; features::COUNT],
    /// Piece-square entries: (index, +1 for White or -1 for Black).
    pst: Vec<(u16, i8)>,
}

fn sample(variant: Variant, fen: &str, cp: i32) -> Option<Sample> {
    let pos = Position::from_fen(variant, fen).ok()?;
    let f = features::extract(&pos);
    let pst = pos
        .pieces()
        .map(|(sq, p)| {
            let sign = if p.color == Color::White { 1 } else { -1 };
            (pst_index(p.color, p.role, sq) as u16, sign)
        })
        .collect();
    Some(Sample {
        target: sigmoid(f64::from(cp)),
        phase: f64::from(f.phase) / 24.0,
        values: f.values,
        pst,
    })
}

fn sigmoid(cp: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-cp / 400.0))
}

/// Parameters: piece-square tables (mg, eg) then feature weights (mg, eg).
const N: usize = 2 * PST + 2 * features::COUNT;

fn predict(s: &Sample, w: &[f64]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(i, sign) in &s.pst {
        mg += f64::from(sign) * w[i as usize];
        eg += f64::from(sign) * w[PST + i as usize];
    }
    for (i, &x) in s.values.iter().enumerate() {
        if x != 0 {
            mg += w[2 * PST + i] * f64::from(x);
            eg += w[2 * PST + features::COUNT + i] * f64::from(x);
        }
    }
    mg * s.phase + eg * (1.0 - s.phase)
}

fn error(samples: &[Sample], w: &[f64]) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (sigmoid(predict(s, w)) - s.target).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

fn initial(variant: Variant) -> Vec<f64> {
    let mut w = vec![0.0; N];
    for role in Role::ALL {
        for sq in (0..64).filter_map(rules::Square::new) {
            let (mg, eg) = eval::pst::value(variant, Color::White, role, sq);
            let i = pst_index(Color::White, role, sq);
            w[i] = f64::from(mg);
            w[PST + i] = f64::from(eg);
        }
    }
    let weights = eval::default_weights(variant);
    for i in 0..features::COUNT {
        w[2 * PST + i] = f64::from(weights.mg[i]);
        w[2 * PST + features::COUNT + i] = f64::from(weights.eg[i]);
    }
    w
}

fn fit(samples: &[Sample], w0: &[f64], epochs: usize) -> Vec<f64> {
    let mut w = w0.to_vec();
    let (mut m, mut v) = (vec![0.0; N], vec![0.0; N]);
    let (b1, b2, rate, ridge) = (0.9, 0.999, 1.0, 1e-9);
    let n = samples.len().max(1) as f64;
    for epoch in 1..=epochs {
        let mut g = vec![0.0; N];
        for s in samples {
            let q = sigmoid(predict(s, &w));
            let d = 2.0 * (q - s.target) * q * (1.0 - q) * 10f64.ln() / 400.0 / n;
            let (dm, de) = (d * s.phase, d * (1.0 - s.phase));
            for &(i, sign) in &s.pst {
                g[i as usize] += dm * f64::from(sign);
                g[PST + i as usize] += de * f64::from(sign);
            }
            for (i, &x) in s.values.iter().enumerate() {
                if x != 0 {
                    g[2 * PST + i] += dm * f64::from(x);
                    g[2 * PST + features::COUNT + i] += de * f64::from(x);
                }
            }
        }
        for i in 0..N {
            let gi = g[i] + 2.0 * ridge * (w[i] - w0[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            w[i] -= rate * mh / (vh.sqrt() + 1e-12);
        }
        if epoch % 100 == 0 {
            println!("epoch {epoch}: training error {:.6}", error(samples, &w));
        }
    }
    w
}

fn table_source(name: &str, w: &[f64]) -> String {
    // Chess's six roles: the archbishop and the Swiss guard never appear there.
    let mut s = format!("pub(super) static {name}: [[i16; 64]; 6] = [\n");
    for role in 0..6 {
        s.push_str("    [\n");
        for rank in 0..8 {
            s.push_str("       ");
            for file in 0..8 {
                let x = w[role * 64 + rank * 8 + file].round() as i64;
                let _ = write!(s, " {x:4},");
            }
            s.push('\n');
        }
        s.push_str("    ],\n");
    }
    s.push_str("];\n");
    s
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(
        args.len() >= 5,
        "usage: distill <variant> <positions|pgn-file> <label-depth> <data-file> <labeller> [Name=Value ...]"
    );
    let variant: Variant = args[0].parse().expect("a variant");
    let depth: u32 = args[2].parse().expect("a depth");
    let data = &args[3];
    let labeller = &args[4];
    let options = &args[5..];

    if !std::path::Path::new(data).exists() {
        let threads = 2;
        let fens = match args[1].parse() {
            Ok(wanted) => self_play(variant, wanted, threads),
            Err(_) => from_pgn(&args[1]),
        };
        let chunks: Vec<Vec<String>> = fens
            .chunks(fens.len().div_ceil(threads))
            .map(<[String]>::to_vec)
            .collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                let (labeller, options) = (labeller.clone(), options.to_vec());
                std::thread::spawn(move || {
                    let mut l = Labeller::start(&labeller, &options);
                    chunk
                        .into_iter()
                        .filter_map(|fen| {
                            l.label(variant, &fen, depth)
                                .map(|cp| format!("{fen};{cp}"))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut lines = Vec::new();
        for h in handles {
            lines.extend(h.join().expect("labeller thread"));
        }
        std::fs::write(data, lines.join("\n") + "\n").expect("write the data file");
        println!("{} labelled positions written to {data}", lines.len());
    }

    let text = std::fs::read_to_string(data).expect("read the data file");
    let mut samples: Vec<Sample> = text
        .lines()
        .filter_map(|l| {
            let (fen, cp) = l.rsplit_once(';')?;
            let cp: i32 = cp.parse().ok()?;
            (cp.abs() <= 2000).then(|| sample(variant, fen, cp))?
        })
        .collect();
    // A fixed shuffle, then a tenth held out.
    let mut rng = Rng::new(42);
    for i in (1..samples.len()).rev() {
        samples.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let held = samples.split_off(samples.len() * 9 / 10);
    let w0 = initial(variant);
    println!(
        "{} training and {} held-out positions; error before: {:.6} / {:.6}",
        samples.len(),
        held.len(),
        error(&samples, &w0),
        error(&held, &w0)
    );
    let epochs = std::env::var("EPOCHS")
        .ok()
        .and_then(|e| e.parse().ok())
        .unwrap_or(600);
    let w = fit(&samples, &w0, epochs);
    println!(
        "error after: {:.6} / {:.6} (training / held out)",
        error(&samples, &w),
        error(&held, &w)
    );
    let mut source = String::from("// Generated by `examples/distill.rs`; see TUNING.md.\n\n");
    source.push_str(&table_source(
        &format!("{}_MG", variant.to_string().to_uppercase()),
        &w[..PST],
    ));
    source.push_str(&table_source(
        &format!("{}_EG", variant.to_string().to_uppercase()),
        &w[PST..2 * PST],
    ));
    let out = format!("{data}.rs");
    std::fs::write(&out, source).expect("write the tables");
    println!("tables written to {out}\nweights (name: mg eg, was mg eg):");
    for i in 0..features::COUNT {
        let (mg, eg) = (w[2 * PST + i], w[2 * PST + features::COUNT + i]);
        let (mg0, eg0) = (w0[2 * PST + i], w0[2 * PST + features::COUNT + i]);
        if (mg - mg0).abs() > 0.5 || (eg - eg0).abs() > 0.5 {
            println!(
                "    (f::{}, {mg:.0}, {eg:.0}), // was {mg0} {eg0}",
                features::NAMES[i].to_uppercase()
            );
        }
    }
}
