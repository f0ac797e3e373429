//! The opening explorer at 100,000 finished games (`support/openings.rs`: 30 to 40 plies
//! each, the three games, four servers, half rated), on SQLite and on PostgreSQL (a
//! durable throwaway server, the same games copied in with `copy_database`): how long
//! `explorer_moves` takes for the start position (the most populated key), for the
//! position 8 plies down the most played line, and for a position no game reached, each
//! for one server's games and for everyone's; and how long `explore_game` takes to add
//! one more finished game, the write the service makes when a game ends. The figures
//! are in `data/README.md`.

#[allow(
    dead_code,
    reason = "the store's seed: only its generator and helpers are used"
)]
#[path = "support/seed.rs"]
mod seed;

#[path = "support/openings.rs"]
mod openings;

use criterion::{
    BenchmarkGroup, Criterion, criterion_group, criterion_main, measurement::WallTime,
};
use data::{ExplorerScope, GameId, GuildId, Store};
use rules::{Game, Variant};
use seed::{Rng, quiet_move};
use std::cell::{Cell, OnceCell};
use std::hint::black_box;
use std::time::{Duration, Instant};
use testkit::pg;

/// The game asked about: the one most games were played in.
const VARIANT: Variant = Variant::Sanctuary;
/// The server asked about: the one most games were played in.
const SERVER: GuildId = GuildId(openings::SERVERS[0].0 as u64);
/// Moves asked for, as the service asks (its `EXPLORER_MOVES`).
const LIMIT: u32 = 12;

/// The positions asked about, by name: their FENs.
struct Positions(Vec<(&'static str, String)>);

impl Positions {
    /// The start; 8 plies down the line of the most played move at each step in
    /// [`SERVER`]'s games; a position reached by random moves that no game reached.
    fn find(store: &Store) -> Positions {
        let start = VARIANT.start_fen().to_owned();
        let mut game = Game::new(VARIANT);
        for _ in 0..8 {
            let fen = game.position().fen();
            let top = store
                .explorer_moves(ExplorerScope::Server(SERVER), VARIANT, &fen, 1)
                .expect("query");
            let top = top.first().expect("a move played from the line");
            game.play(&game.parse_move(&top.uci).expect("uci"))
                .expect("legal");
        }
        let deep = game.position().fen();
        let mut rng = Rng::new(99);
        let absent = loop {
            let mut g = Game::new(VARIANT);
            for _ in 0..12 {
                let m = quiet_move(&g, &mut rng).expect("a move");
                g.play(&m).expect("legal");
            }
            let fen = g.position().fen();
            let none = store
                .explorer_moves(ExplorerScope::Everyone, VARIANT, &fen, 1)
                .expect("query")
                .is_empty();
            if none {
                break fen;
            }
        };
        Positions(vec![("start", start), ("ply8", deep), ("absent", absent)])
    }

    /// What each position holds, in `store`'s index: moves and games, per scope.
    fn describe(&self, store: &Store) {
        for (name, fen) in &self.0 {
            for (scope, s) in scopes() {
                let moves = store.explorer_moves(s, VARIANT, fen, 100).expect("query");
                let games: u32 = moves.iter().map(data::ExplorerMove::games).sum();
                eprintln!(
                    "{name}/{scope}: {} moves, {games} games ({fen})",
                    moves.len()
                );
            }
        }
    }
}

fn scopes() -> [(&'static str, ExplorerScope); 2] {
    [
        ("server", ExplorerScope::Server(SERVER)),
        ("everyone", ExplorerScope::Everyone),
    ]
}

/// A store of the seeded games and the positions found in it.
struct Bench {
    store: Store,
    positions: Positions,
    /// The PostgreSQL server, kept running while the store uses it.
    _server: Option<pg::Server>,
}

impl Bench {
    fn new(store: Store, server: Option<pg::Server>) -> Bench {
        let positions = Positions::find(&store);
        positions.describe(&store);
        Bench {
            store,
            positions,
            _server: server,
        }
    }
}

/// `explorer_moves` for each position and scope, on the store `bench` makes (when the
/// first of them runs: none of it when a filter leaves them out).
fn queries<'b>(group: &mut BenchmarkGroup<'_, WallTime>, bench: &impl Fn() -> &'b Bench) {
    for (i, name) in ["start", "ply8", "absent"].into_iter().enumerate() {
        for (scope, s) in scopes() {
            group.bench_function(format!("{name}/{scope}"), |b| {
                let bench = bench();
                let fen = &bench.positions.0[i].1;
                b.iter(|| {
                    black_box(
                        bench
                            .store
                            .explorer_moves(s, VARIANT, fen, LIMIT)
                            .expect("query"),
                    )
                });
            });
        }
    }
}

/// `explore_game` for the next spare finished game, one per iteration, on the store
/// `store` makes when it first runs.
fn explore<'b>(group: &mut BenchmarkGroup<'_, WallTime>, store: &impl Fn() -> &'b Store) {
    // Criterion's settings for the write: few enough iterations that the spares last.
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    let next = Cell::new(openings::GAMES + 1);
    group.bench_function("explore_game", |b| {
        let store = store();
        b.iter_custom(|iters| {
            let start = Instant::now();
            for _ in 0..iters {
                let id = next.get();
                assert!(
                    id <= openings::GAMES + openings::SPARE,
                    "the {} spare games are all taken in: shorten the measurement",
                    openings::SPARE
                );
                assert!(store.explore_game(GameId(id)).expect("explore"));
                next.set(id + 1);
            }
            start.elapsed()
        });
    });
}

fn sqlite(c: &mut Criterion) {
    let cell = OnceCell::new();
    let bench =
        || cell.get_or_init(|| Bench::new(Store::open(openings::seeded()).expect("open"), None));
    let mut group = c.benchmark_group("sqlite");
    queries(&mut group, &bench);
    // The write, durable as the service's, on a copy of the file.
    let dir = tempfile::tempdir().expect("tempdir");
    let copy = OnceCell::new();
    let store = || {
        copy.get_or_init(|| {
            let path = dir.path().join("sanctum.db");
            std::fs::copy(openings::seeded(), &path).expect("copy seed");
            Store::open(&path).expect("open copy")
        })
    };
    explore(&mut group, &store);
    group.finish();
}

/// The seeded games in a durable PostgreSQL database.
fn pg_seeded() -> Bench {
    let seeded = openings::seeded();
    let server = pg::durable_server(seeded.parent().expect("bench dir")).expect("PostgreSQL");
    let store = Store::open(server.new_database()).expect("open PostgreSQL");
    let started = Instant::now();
    let report = data::copy_database(&Store::open(&seeded).expect("open seed"), &store)
        .expect("copy into PostgreSQL");
    eprintln!(
        "copied {} games, {} moves, {} explorer rows into PostgreSQL in {:.1?}",
        report.rows("games"),
        report.rows("moves"),
        report.rows("explorer_moves"),
        started.elapsed()
    );
    Bench::new(store, Some(server))
}

fn postgres(c: &mut Criterion) {
    if pg::bin_dir().is_none() {
        eprintln!("PostgreSQL is not installed: skipping the PostgreSQL benchmarks");
        return;
    }
    let cell = OnceCell::new();
    let bench = || cell.get_or_init(pg_seeded);
    let mut group = c.benchmark_group("postgres");
    queries(&mut group, &bench);
    explore(&mut group, &|| &bench().store);
    group.finish();
}

criterion_group!(benches, sqlite, postgres);
criterion_main!(benches);
