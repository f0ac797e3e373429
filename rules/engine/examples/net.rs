//! Trains the network that corrects the hand-made chess evaluation
//! (`src/eval/net.rs`) on positions a stronger engine has scored:
//!
//! ```text
//! cargo run --release -p sanctum-engine --example net -- <data-file> [<out-file>]
//! cargo run --release -p sanctum-engine --example net -- check <variant> <data-file>
//! ```
//!
//! The data file is `distill`'s (`fen;white-centipawns` per line). The network
//! learns the part of each label the hand-made evaluation misses: the loss is the
//! squared difference of `1/(1+10^(-cp/400))` between the label and the hand-made
//! score plus the network's, so the hand-made evaluation must be the one shipped
//! with the network (retrain after changing it). Adam on mini-batches; a tenth of
//! the games is held out and the epoch that fits them best is kept.
//! `HIDDEN`, `EPOCHS`, `LR`, `BATCH` and `DECAY` (decoupled weight decay)
//! override the defaults; `TEST=<data-file>` also reports the error on other
//! chess positions after each epoch (e.g. from real games, see `distill`);
//! each training position without castling rights is also learnt mirrored
//! (files a to h), unless `MIRROR=0`.
//!
//! `check` reports how far the shipped evaluation is from the labels of a data
//! file, with and without the network, in any variant.

#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::many_single_char_names,
    reason = "the trainer's arithmetic reads as the formulas it implements"
)]

use engine::Rng;
use engine::eval::net::{self, INPUTS, Net};
use engine::eval::{default_weights, evaluate_with};
use rules::{Color, Position, Variant};

struct Sample {
    inputs: Vec<u16>,
    /// The hand-made score, side to move, centipawns.
    base: f32,
    /// The label in win-probability space.
    target: f32,
}

fn sigmoid(cp: f32) -> f32 {
    1.0 / (1.0 + 10f32.powf(-cp / 400.0))
}

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The positions of a data file with their labels (side to move, centipawns).
fn positions(variant: Variant, path: &str) -> Vec<(Position, i32)> {
    let text = std::fs::read_to_string(path).expect("read the data file");
    text.lines()
        .filter_map(|line| {
            let (fen, cp) = line.rsplit_once(';')?;
            let cp: i32 = cp.parse().ok()?;
            if cp.abs() > 2000 {
                return None;
            }
            let pos = Position::from_fen(variant, fen).ok()?;
            let label = if pos.turn() == Color::White { cp } else { -cp };
            Some((pos, label))
        })
        .collect()
}

fn load(path: &str) -> Vec<Sample> {
    samples(positions(Variant::Chess, path), false)
}

/// Training samples of labelled positions; with `mirror`, each position that
/// has no castling rights a second time with the files mirrored (a to h), which
/// chess's rules leave worth the same.
fn samples(positions: Vec<(Position, i32)>, mirror: bool) -> Vec<Sample> {
    let weights = default_weights(Variant::Chess);
    let mirrored = positions
        .iter()
        .filter(|_| mirror)
        .filter_map(|(pos, label)| Some((mirrored(pos)?, *label)))
        .collect::<Vec<_>>();
    positions
        .into_iter()
        .chain(mirrored)
        .filter_map(|(pos, label)| {
            let mut inputs = Vec::new();
            net::inputs(&pos, &mut inputs)?;
            Some(Sample {
                inputs,
                base: evaluate_with(&pos, weights) as f32,
                target: sigmoid(label as f32),
            })
        })
        .collect()
}

/// `pos` with files a and h swapped, unless castling rights make the sides differ.
fn mirrored(pos: &Position) -> Option<Position> {
    let fen = pos.fen();
    let fields: Vec<&str> = fen.split(' ').collect();
    let [board, turn, "-", ep, rest @ ..] = &fields[..] else {
        return None;
    };
    // A rank's run of letters and empty-square counts reads the same backwards.
    let board: Vec<String> = board
        .split('/')
        .map(|r| r.chars().rev().collect())
        .collect();
    let ep: String = ep
        .chars()
        .map(|c| match c {
            'a'..='h' => char::from(b'a' + b'h' - c as u8),
            c => c,
        })
        .collect();
    let fen = format!("{} {turn} - {ep} {}", board.join("/"), rest.join(" "));
    Position::from_fen(pos.variant(), &fen).ok()
}

/// The shipped evaluation's error on a data file, without and with the network.
fn check(variant: Variant, path: &str) {
    let weights = default_weights(variant);
    let (mut without, mut with) = (0.0f64, 0.0f64);
    let all = positions(variant, path);
    for (pos, label) in &all {
        let base = evaluate_with(pos, weights);
        let target = sigmoid(*label as f32);
        without += f64::from((sigmoid(base as f32) - target).powi(2));
        with += f64::from((sigmoid((base + net::correction(pos)) as f32) - target).powi(2));
    }
    let n = all.len().max(1) as f64;
    println!(
        "{} positions: error {:.6} without the network, {:.6} with it",
        all.len(),
        without / n,
        with / n
    );
}

fn error(samples: &[Sample], net: &Net) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let mut h = vec![0.0; net.hidden];
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(s.base + 100.0 * net.forward(&s.inputs, &mut h));
            f64::from((p - s.target).powi(2))
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// Adam's moments for one block of parameters.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
}

impl Adam {
    fn new(n: usize) -> Adam {
        Adam {
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    fn step(&mut self, w: &mut [f32], g: &mut [f32], lr: f32, decay: f32, t: i32) {
        let (b1, b2) = (0.9f32, 0.999f32);
        let c1 = 1.0 - b1.powi(t);
        let c2 = 1.0 - b2.powi(t);
        for i in 0..w.len() {
            self.m[i] = b1 * self.m[i] + (1.0 - b1) * g[i];
            self.v[i] = b2 * self.v[i] + (1.0 - b2) * g[i] * g[i];
            w[i] -= lr * ((self.m[i] / c1) / ((self.v[i] / c2).sqrt() + 1e-8) + decay * w[i]);
            g[i] = 0.0;
        }
    }
}

/// A network of `hidden` units with small random weights, whose output starts
/// near zero (the hand-made evaluation alone).
fn initial(hidden: usize, rng: &mut Rng) -> Net {
    let mut net = Net::zero(hidden);
    let mut uniform = |scale: f32| (rng.below(2001) as f32 / 1000.0 - 1.0) * scale;
    for w in &mut net.w1 {
        *w = uniform(0.1);
    }
    for w in &mut net.w2 {
        *w = uniform(0.01);
    }
    net.b1.fill(0.5);
    net
}

/// Adds the loss gradient of `s`, weighted by `scale`, to `grad` (shaped as the network).
fn backward(net: &Net, s: &Sample, scale: f32, h: &mut [f32], grad: &mut Net) {
    let out = net.forward(&s.inputs, h);
    let p = sigmoid(s.base + 100.0 * out);
    // d loss / d out, through the sigmoid and the pawn scale.
    let d = 2.0 * (p - s.target) * p * (1.0 - p) * std::f32::consts::LN_10 / 4.0 * scale;
    grad.b2 += d;
    for (((a, w), gw), gb) in h
        .iter_mut()
        .zip(&net.w2)
        .zip(&mut grad.w2)
        .zip(&mut grad.b1)
    {
        *gw += d * *a;
        // Through the clipping: only units inside (0, 1) pass a gradient on.
        *a = if *a > 0.0 && *a < 1.0 { d * w } else { 0.0 };
        *gb += *a;
    }
    for &i in &s.inputs {
        let row = &mut grad.w1[usize::from(i) * net.hidden..][..net.hidden];
        for (g, x) in row.iter_mut().zip(h.iter()) {
            *g += x;
        }
    }
}

/// Adam's moments for every weight of a network.
struct Optimiser {
    w1: Adam,
    b1: Adam,
    w2: Adam,
    b2: Adam,
    steps: i32,
}

impl Optimiser {
    fn new(hidden: usize) -> Optimiser {
        Optimiser {
            w1: Adam::new(INPUTS * hidden),
            b1: Adam::new(hidden),
            w2: Adam::new(hidden),
            b2: Adam::new(1),
            steps: 0,
        }
    }

    /// One step along `grad`, which is cleared; biases are not decayed.
    fn step(&mut self, net: &mut Net, grad: &mut Net, lr: f32, decay: f32) {
        self.steps += 1;
        let t = self.steps;
        self.w1.step(&mut net.w1, &mut grad.w1, lr, decay, t);
        self.b1.step(&mut net.b1, &mut grad.b1, lr, 0.0, t);
        self.w2.step(&mut net.w2, &mut grad.w2, lr, decay, t);
        let (mut b2, mut g2) = ([net.b2], [grad.b2]);
        self.b2.step(&mut b2, &mut g2, lr, 0.0, t);
        (net.b2, grad.b2) = (b2[0], g2[0]);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [command, variant, path] = &args[..]
        && command == "check"
    {
        check(variant.parse().expect("a variant"), path);
        return;
    }
    assert!(
        !args.is_empty(),
        "usage: net <data-file> [<out-file>] | net check <variant> <data-file>"
    );
    let out = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "rules/engine/src/eval/chess.net".into());
    let hidden: usize = env("HIDDEN", 256);
    let epochs: usize = env("EPOCHS", 16);
    let lr: f32 = env("LR", 0.0005);
    let batch: usize = env("BATCH", 256);
    let decay: f32 = env("DECAY", 0.1);

    // The data file keeps each game's positions together, so the last tenth of
    // it holds out whole games: positions of one game are too alike to test on.
    let mut training = positions(Variant::Chess, &args[0]);
    let held = samples(training.split_off(training.len() * 9 / 10), false);
    let mut samples = samples(training, env("MIRROR", 1) == 1);
    // Positions from elsewhere (real games against other engines) to test on too.
    let other = std::env::var("TEST").map(|f| load(&f)).unwrap_or_default();
    let zero = Net::zero(hidden);
    println!(
        "{} training, {} held-out and {} other positions, {hidden} hidden; \
         hand-made error {:.6} / {:.6} / {:.6}",
        samples.len(),
        held.len(),
        other.len(),
        error(&samples, &zero),
        error(&held, &zero),
        error(&other, &zero),
    );

    let mut rng = Rng::new(42);
    let mut net = initial(hidden, &mut rng);
    let mut grad = Net::zero(hidden);
    let mut optimiser = Optimiser::new(hidden);
    let mut h = vec![0.0f32; hidden];
    let mut best = (f64::MAX, net.clone(), 0);
    for epoch in 1..=epochs {
        for i in (1..samples.len()).rev() {
            samples.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for chunk in samples.chunks(batch) {
            let scale = 1.0 / chunk.len() as f32;
            for s in chunk {
                backward(&net, s, scale, &mut h, &mut grad);
            }
            optimiser.step(&mut net, &mut grad, lr, decay);
        }
        let (train, test) = (error(&samples, &net), error(&held, &net));
        println!(
            "epoch {epoch}: {train:.6} / {test:.6} / {:.6}",
            error(&other, &net)
        );
        if test < best.0 {
            best = (test, net.clone(), epoch);
        }
    }
    std::fs::write(&out, best.1.to_bytes()).expect("write the network");
    println!(
        "kept epoch {} (held-out error {:.6}), written to {out}",
        best.2, best.0
    );
}
