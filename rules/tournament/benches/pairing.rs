//! Pairing rounds 2 to 9 of a 1,000-player Swiss with the Dutch engine (target: at most
//! a second a round). The tournament is played out here, deterministically: each round
//! paired by the engine, results drawn from the ratings. The files paired are written to
//! `target/tournament-bench/`; with `BENCH_BBP=1` and bbpPairings present (`SANCTUM_BBP`,
//! or `shared/tools/bbppairings/bbpPairings.exe` beside the checkout), each is also paired
//! once by bbpPairings and its time printed.

use criterion::{Criterion, criterion_group, criterion_main};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tournament::{Tournament, dutch};

const PLAYERS: usize = 1000;
const ROUNDS: usize = 9;

/// One round on a player's card: opponent (0 for the bye), colour, result code.
type Entry = (u32, char, char);

struct Field {
    cards: Vec<Vec<Entry>>,
    halves: Vec<u32>,
    seed: u64,
}

impl Field {
    fn new() -> Self {
        Self {
            cards: vec![Vec::new(); PLAYERS],
            halves: vec![0; PLAYERS],
            seed: 2026,
        }
    }

    fn random(&mut self, n: u64) -> u64 {
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.seed >> 33) % n
    }

    fn trf(&self) -> String {
        let mut out = format!("012 Sanctum bench\nXXR {ROUNDS}\nXXC white1\n");
        for (i, card) in self.cards.iter().enumerate() {
            let id = i + 1;
            let rating = 2800 - i;
            let h = self.halves[i];
            let points = format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 });
            let name = format!("Player {id}");
            let _ = write!(
                out,
                "001 {id:>4}      {name:<33} {rating:>4}                            {points:>4} {id:>4}"
            );
            for &(o, c, r) in card {
                let _ = write!(out, "  {o:>4} {c} {r}");
            }
            out.push('\n');
        }
        out.replace("     0 - U", "  0000 - U")
    }

    /// Plays a paired round: the higher rating wins more often, about a third drawn.
    fn play(&mut self, round: &dutch::RoundPairing) {
        for &(w, b) in &round.boards {
            let (wi, bi) = (w as usize - 1, b as usize - 1);
            let roll = self.random(100);
            let edge = if wi < bi { 45 } else { 25 };
            let (rw, rb, hw, hb) = if roll < edge {
                ('1', '0', 2, 0)
            } else if roll < edge + 30 {
                ('=', '=', 1, 1)
            } else {
                ('0', '1', 0, 2)
            };
            self.cards[wi].push((b, 'w', rw));
            self.cards[bi].push((w, 'b', rb));
            self.halves[wi] += hw;
            self.halves[bi] += hb;
        }
        if let Some(p) = round.bye {
            self.cards[p as usize - 1].push((0, '-', 'U'));
            self.halves[p as usize - 1] += 2;
        }
    }
}

/// The tournament after each round 1..ROUNDS-1, as TRF text.
fn tournaments() -> Vec<String> {
    let mut field = Field::new();
    let mut files = Vec::new();
    for _ in 1..ROUNDS {
        let t = Tournament::parse(&field.trf()).expect("a valid bench tournament");
        let round = dutch::pair(&t).expect("a pairing");
        field.play(&round);
        files.push(field.trf());
    }
    files
}

fn bbp() -> Option<PathBuf> {
    let path = std::env::var_os("SANCTUM_BBP").map_or_else(
        || {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../../shared/tools/bbppairings/bbpPairings.exe")
        },
        PathBuf::from,
    );
    path.exists().then_some(path)
}

fn pairing(c: &mut Criterion) {
    let files = tournaments();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/tournament-bench");
    let _ = std::fs::create_dir_all(&dir);
    let mut group = c.benchmark_group("dutch_1000_players");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    for (k, text) in files.iter().enumerate() {
        let round = k + 2;
        let path = dir.join(format!("round-{round}.trf"));
        let _ = std::fs::write(&path, text);
        let t = Tournament::parse(text).expect("a valid bench tournament");
        group.bench_function(format!("round_{round}"), |b| {
            b.iter(|| dutch::pair(&t).expect("a pairing"));
        });
        if std::env::var_os("BENCH_BBP").is_some()
            && let Some(bbp) = bbp()
        {
            let out = dir.join(format!("round-{round}.bbp.txt"));
            let start = Instant::now();
            let ok = std::process::Command::new(&bbp)
                .arg("--dutch")
                .arg(&path)
                .arg("-p")
                .arg(&out)
                .status()
                .is_ok_and(|s| s.success());
            let ours = dutch::pair(&t).map(|r| r.to_string()).unwrap_or_default();
            let same = std::fs::read_to_string(&out)
                .is_ok_and(|b| b.split_whitespace().eq(ours.split_whitespace()));
            println!(
                "bbpPairings, round {round} of the same file: {:.2?} ({}; identical pairing: {same})",
                start.elapsed(),
                if ok { "ok" } else { "failed" }
            );
        }
    }
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
