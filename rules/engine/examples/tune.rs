//! A small Texel tuner: `cargo run --release -p sanctum-engine --example tune --
//! <variant> [<games>] [<depth>]`.
//!
//! 1. The engine plays `games` games against itself at a fixed depth, each from a
//!    shipped opening (both colours) with a little evaluation noise for variety.
//! 2. Every quiet position after the opening (side to move not in check, the
//!    engine's choice not a capture) is kept with the game's result.
//! 3. The evaluation is linear in its features, so the features are extracted
//!    once; the scale K of the logistic `1 / (1 + 10^(-K·eval/400))` is fitted to
//!    the current weights, then the weights are fitted by gradient descent on the
//!    mean squared error between result and prediction.
//! 4. The error before and after, and the fitted weights, are printed; `TUNING.md`
//!    records what was run and what was adopted.

#![allow(
    clippy::many_single_char_names,
    clippy::cast_precision_loss,
    clippy::too_many_lines,
    reason = "the tuner's arithmetic reads as the formulas it implements"
)]

use engine::eval::{self, Features, features};
use engine::{Engine, Level, Limits, choose_move};
use rules::{Color, Game, Variant};

struct Sample {
    features: Features,
    /// The result from White's view: 1, 0.5 or 0.
    result: f64,
}

fn play(variant: Variant, opening: &[&str], white_seed: u64, depth: u32) -> (Vec<Features>, f64) {
    let mut game = Game::new(variant);
    for m in opening {
        let Ok(m) = game.position().parse_uci(m) else {
            break;
        };
        if game.play(&m).is_err() {
            break;
        }
    }
    let mut engine = Engine::new(16);
    let level = Level {
        noise: 20,
        ..Level::new(8)
    };
    let mut kept = Vec::new();
    while game.outcome().is_none() && game.ply() < 300 {
        let pos = *game.position();
        let history: Vec<u64> = game
            .positions()
            .iter()
            .map(rules::Position::zobrist)
            .collect();
        let history = &history[..history.len() - 1];
        let seed = white_seed ^ game.ply() as u64;
        let r = choose_move(
            &mut engine,
            &pos,
            history,
            &level,
            &Limits::depth(depth),
            seed,
            &mut |_| {},
        );
        let Some(m) = r.best else { break };
        if !pos.is_check() && !m.is_capture() && !engine::score::is_decisive(r.score) {
            kept.push(features::extract(&pos));
        }
        if game.play(&m).is_err() {
            break;
        }
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    (kept, result)
}

fn sigmoid(eval: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

fn white_eval(f: &Features, mg: &[f64], eg: &[f64]) -> f64 {
    let p = f64::from(f.phase) / 24.0;
    let mut m = f64::from(f.pst_mg);
    let mut e = f64::from(f.pst_eg);
    for i in 0..features::COUNT {
        m += mg[i] * f64::from(f.values[i]);
        e += eg[i] * f64::from(f.values[i]);
    }
    m * p + e * (1.0 - p)
}

fn error(samples: &[Sample], mg: &[f64], eg: &[f64], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(white_eval(&s.features, mg, eg), k)).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args
        .first()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Variant::Sanctuary);
    let games: usize = args.get(1).and_then(|v| v.parse().ok()).unwrap_or(64);
    let depth: u32 = args.get(2).and_then(|v| v.parse().ok()).unwrap_or(4);
    let book = engine::openings::parse(engine::openings::book_text(variant));
    let mut samples = Vec::new();
    let (mut w, mut d, mut l) = (0, 0, 0);
    for g in 0..games {
        let opening = &book[(g / 2) % book.len().max(1)];
        let (kept, result) = play(variant, opening, g as u64 * 7919, depth);
        match result {
            r if r > 0.75 => w += 1,
            r if r < 0.25 => l += 1,
            _ => d += 1,
        }
        samples.extend(kept.into_iter().map(|features| Sample { features, result }));
    }
    println!(
        "{variant}: {games} games at depth {depth} (+{w} ={d} -{l} for White), {} positions",
        samples.len()
    );
    let weights = eval::default_weights(variant);
    let mut mg: Vec<f64> = weights.mg.iter().map(|&x| f64::from(x)).collect();
    let mut eg: Vec<f64> = weights.eg.iter().map(|&x| f64::from(x)).collect();
    let mut k = 1.0;
    let mut best = f64::MAX;
    for step in 1..=40 {
        let candidate = f64::from(step) * 0.05;
        let e = error(&samples, &mg, &eg, candidate);
        if e < best {
            best = e;
            k = candidate;
        }
    }
    println!("K = {k:.2}, error with the current weights: {best:.5}");
    // Only the features the variant uses are fitted; the rest stay zero.
    let used: Vec<bool> = (0..features::COUNT)
        .map(|i| samples.iter().any(|s| s.features.values[i] != 0))
        .collect();
    // Each feature's step is scaled by its mean square (features range from 0..1
    // flags to mobility counts of 30); the step size grows while the error falls
    // and halves when a step overshoots. A ridge term keeps weights near the
    // hand-set start unless the data clearly say otherwise (the games are few and
    // their positions correlated).
    let n = samples.len().max(1) as f64;
    let scale: Vec<f64> = (0..features::COUNT)
        .map(|i| {
            let sq: f64 = samples
                .iter()
                .map(|s| f64::from(s.features.values[i]).powi(2))
                .sum();
            sq / n + 1e-3
        })
        .collect();
    let (mg0, eg0) = (mg.clone(), eg.clone());
    let ridge = 2e-7;
    let objective = |mg: &[f64], eg: &[f64]| {
        let penalty: f64 = (0..features::COUNT)
            .map(|i| (mg[i] - mg0[i]).powi(2) + (eg[i] - eg0[i]).powi(2))
            .sum();
        error(&samples, mg, eg, k) + ridge * penalty
    };
    let mut current = objective(&mg, &eg);
    let mut rate = 100.0;
    for iteration in 0..400 {
        let mut gmg = [0.0; features::COUNT];
        let mut geg = [0.0; features::COUNT];
        for s in &samples {
            let p = f64::from(s.features.phase) / 24.0;
            let q = sigmoid(white_eval(&s.features, &mg, &eg), k);
            let g = 2.0 * (q - s.result) * q * (1.0 - q) * k * 10f64.ln() / 400.0;
            for i in 0..features::COUNT {
                let x = f64::from(s.features.values[i]);
                gmg[i] += g * x * p;
                geg[i] += g * x * (1.0 - p);
            }
        }
        let (mut tmg, mut teg) = (mg.clone(), eg.clone());
        for i in 0..features::COUNT {
            if used[i] {
                let dmg = gmg[i] / n + 2.0 * ridge * (mg[i] - mg0[i]);
                let deg = geg[i] / n + 2.0 * ridge * (eg[i] - eg0[i]);
                tmg[i] -= rate * 1e4 * dmg / scale[i];
                teg[i] -= rate * 1e4 * deg / scale[i];
            }
        }
        let tried = objective(&tmg, &teg);
        if tried < current {
            mg = tmg;
            eg = teg;
            current = tried;
            rate *= 1.2;
        } else {
            rate /= 2.0;
        }
        if iteration % 100 == 99 {
            println!(
                "iteration {}: objective {current:.5}, error {:.5}",
                iteration + 1,
                error(&samples, &mg, &eg, k)
            );
        }
    }
    println!("fitted weights (name: mg eg, was mg eg):");
    for i in 0..features::COUNT {
        if used[i] {
            println!(
                "  {:12} {:6.0} {:6.0}   was {:5} {:5}",
                features::NAMES[i],
                mg[i],
                eg[i],
                weights.mg[i],
                weights.eg[i]
            );
        }
    }
}
