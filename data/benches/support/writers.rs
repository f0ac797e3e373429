//! Many writers at once, each with its own connection and its own games, as the bot's
//! service slots are: the throughput shows what one disk flush carries when commits are
//! grouped (Sanctum's group commit on SQLite, PostgreSQL's own on PostgreSQL).

use super::seed::{ACTIVE_EVERY, GAMES, NOW, Rng, quiet_move};
use data::{GameId, LoadedGame, Store};
use std::time::{Duration, Instant};

/// Writers at once in the benchmark.
pub const WRITERS: usize = 16;
/// Games per writer.
const GAMES_EACH: usize = 100;

/// One writer's connection and games.
pub struct Writer {
    store: Store,
    games: Vec<LoadedGame>,
    rng: Rng,
    next: usize,
    clock: i64,
    recorded: u64,
}

/// `WRITERS` writers on stores from `open`, with disjoint active games (after the first
/// 2,000, which the single-writer benchmarks use), their clocks after anything earlier.
pub fn writers(open: impl Fn() -> Store) -> Vec<Writer> {
    let ids: Vec<i64> = (1..=GAMES)
        .filter(|id| id % ACTIVE_EVERY == 0)
        .skip(2_000)
        .take(WRITERS * GAMES_EACH)
        .collect();
    ids.chunks(GAMES_EACH)
        .enumerate()
        .map(|(i, chunk)| {
            let store = open();
            let games = chunk
                .iter()
                .map(|&id| store.load_game(GameId(id)).expect("load"))
                .collect();
            Writer {
                store,
                games,
                rng: Rng::new(100 + i as u64),
                next: 0,
                clock: NOW + 10_000_000,
                recorded: 0,
            }
        })
        .collect()
}

impl Writer {
    /// Records `n` moves, one after another.
    fn record(&mut self, n: u64) {
        let mut done = 0;
        while done < n {
            self.next = (self.next + 1) % self.games.len();
            let loaded = &mut self.games[self.next];
            if !loaded.stored.is_active() {
                continue;
            }
            let Some(mv) = quiet_move(&loaded.game, &mut self.rng) else {
                continue;
            };
            self.clock += 1;
            let by = loaded.stored.player_to_move();
            // As the service records a move: on the game it has just loaded.
            let r = self
                .store
                .record_move_in(loaded, &mv, by, self.clock)
                .expect("record");
            loaded.game.play(&mv).expect("legal");
            loaded.moves.push(r.saved);
            loaded.stored = r.stored;
            done += 1;
        }
        self.recorded += n;
    }

    /// Moves this writer has recorded.
    pub fn recorded(&self) -> u64 {
        self.recorded
    }
}

/// The wall time for `iters` moves shared among the writers, all writing at once.
pub fn run(writers: &mut [Writer], iters: u64) -> Duration {
    let each = iters.div_ceil(writers.len() as u64);
    let started = Instant::now();
    std::thread::scope(|s| {
        for w in writers.iter_mut() {
            s.spawn(move || w.record(each));
        }
    });
    started.elapsed()
}

/// Where the time goes: how many transactions ran again after losing a serialization
/// race since `before`, per move the writers recorded.
#[allow(clippy::cast_precision_loss, reason = "counts far below 2^52")]
pub fn report_retries(writers: &[Writer], before: data::Contention) {
    let moves: u64 = writers.iter().map(Writer::recorded).sum();
    if moves > 0 {
        let retries = data::contention().serialization_retries - before.serialization_retries;
        eprintln!(
            "{WRITERS} writers: {moves} moves, {retries} serialization retries ({:.2} per move)",
            retries as f64 / moves as f64
        );
    }
}
