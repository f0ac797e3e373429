//! Store benchmarks on a seeded database of 100,000 games and 1,000,000 moves:
//! durable `record_move` (synchronous FULL and NORMAL, and `record_move_in` which skips
//! the replay), leaderboard, due deadlines,
//! loading a game, and opening the file (warm and with its pages evicted from the OS cache);
//! and on PostgreSQL (a durable throwaway server: fsync and `synchronous_commit` on, the
//! same 100,000 games copied in with `copy_database`) `record_move` and the leaderboard;
//! on both, durable `record_move_in` (what the service calls) by 16 writers at once
//! (`concurrent_16`).

#[path = "support/seed.rs"]
mod seed;

#[path = "support/writers.rs"]
mod writers;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use data::{ChannelId, Durability, GameId, GuildId, LoadedGame, OpenOptions, Store};
use rules::Variant;
use seed::{ACTIVE_EVERY, GAMES, NOW, Rng, quiet_move};
use std::hint::black_box;
use std::time::{Duration, Instant};
use testkit::pg;

fn record_move(c: &mut Criterion) {
    let mut group = c.benchmark_group("record_move");
    group
        .throughput(Throughput::Elements(1))
        .sample_size(20)
        .measurement_time(Duration::from_secs(8));
    let runs = [
        ("full", Durability::Full, false),
        ("normal", Durability::Normal, false),
        ("normal_in", Durability::Normal, true),
    ];
    for (name, durability, trusting) in runs {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = seed::copy_to(dir.path());
        let options = OpenOptions {
            durability,
            ..OpenOptions::default()
        };
        let store = Store::open_with(&path, &options).expect("open");
        // Active games, each loaded once; the benchmark then only times the recording.
        let mut games: Vec<LoadedGame> = (1..=GAMES)
            .filter(|id| id % ACTIVE_EVERY == 0)
            .take(2_000)
            .map(|id| store.load_game(GameId(id)).expect("load"))
            .collect();
        let mut rng = Rng::new(1);
        let mut next = 0;
        let mut clock = NOW;
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut spent = Duration::ZERO;
                let mut done = 0;
                while done < iters {
                    next = (next + 1) % games.len();
                    let loaded = &mut games[next];
                    if !loaded.stored.is_active() {
                        continue;
                    }
                    let Some(mv) = quiet_move(&loaded.game, &mut rng) else {
                        continue;
                    };
                    clock += 1;
                    let by = loaded.stored.player_to_move();
                    let start = Instant::now();
                    let r = if trusting {
                        store.record_move_in(loaded, &mv, by, clock)
                    } else {
                        store.record_move(loaded.stored.id, loaded.stored.ply, &mv, by, clock)
                    }
                    .expect("record");
                    spent += start.elapsed();
                    loaded.game.play(&mv).expect("legal");
                    loaded.moves.push(r.saved);
                    loaded.stored = r.stored;
                    done += 1;
                }
                spent
            });
        });
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let path = seed::copy_to(dir.path());
    let mut many = writers::writers(|| Store::open(&path).expect("open"));
    group.bench_function(format!("full_concurrent_{}", writers::WRITERS), |b| {
        b.iter_custom(|iters| writers::run(&mut many, iters));
    });
    group.finish();
}

fn queries(c: &mut Criterion) {
    let path = seed::seeded();
    let store = Store::open(&path).expect("open");
    let mut group = c.benchmark_group("query");
    group.bench_function("leaderboard_top10", |b| {
        let mut g = 0;
        b.iter(|| {
            g = (g + 1) % seed::GUILDS;
            black_box(
                store
                    .leaderboard(GuildId(g as u64), Variant::Sanctuary, 5, 0, 10)
                    .expect("leaderboard"),
            )
        });
    });
    group.bench_function("leaderboard_page5", |b| {
        b.iter(|| {
            black_box(
                store
                    .leaderboard(GuildId(3), Variant::Chess, 5, 40, 10)
                    .expect("leaderboard"),
            )
        });
    });
    group.bench_function("due_deadlines_50", |b| {
        b.iter(|| black_box(store.due_deadlines(NOW + 86_400, 50).expect("due")));
    });
    group.bench_function("due_reminders_50", |b| {
        b.iter(|| black_box(store.due_reminders(NOW + 86_400, 50).expect("due")));
    });
    group.bench_function("active_game_in_channel", |b| {
        let mut ch = 0;
        b.iter(|| {
            ch = (ch + ACTIVE_EVERY) % GAMES;
            black_box(
                store
                    .active_game_in_channel(ChannelId(ch as u64))
                    .expect("query"),
            )
        });
    });
    group.bench_function("load_game_replay", |b| {
        let mut id = 0;
        b.iter(|| {
            id = id % GAMES + 1;
            black_box(store.load_game(GameId(id)).expect("load"))
        });
    });
    group.finish();
}

/// A 200-ply game, the kind a long correspondence game reaches: what replaying costs.
fn long_game(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let options = OpenOptions {
        durability: Durability::Normal,
        ..OpenOptions::default()
    };
    let store = Store::open_with(dir.path().join("long.db"), &options).expect("open");
    let new = data::NewGame {
        guild: GuildId(1),
        channel: ChannelId(1),
        white: data::UserId(1),
        black: data::UserId(2),
        variant: Variant::Chess,
        rated: false,
        days_per_move: 3,
        start_fen: None,
        created_at: NOW,
    };
    let id = store.create_game(&new).expect("create").id;
    let mut rng = Rng::new(7);
    let mut loaded = store.load_game(id).expect("load");
    while loaded.stored.ply < 200 {
        let Some(mv) = quiet_move(&loaded.game, &mut rng) else {
            break;
        };
        let by = loaded.stored.player_to_move();
        store.record_move_in(&loaded, &mv, by, NOW).expect("record");
        loaded = store.load_game(id).expect("load");
    }
    let mut group = c.benchmark_group("long_game");
    group.bench_function(format!("load_game_{}_plies", loaded.stored.ply), |b| {
        b.iter(|| black_box(store.load_game(id).expect("load")));
    });
    group.finish();
}

fn open(c: &mut Criterion) {
    let path = seed::seeded();
    let mut group = c.benchmark_group("open");
    group.sample_size(30);
    group.bench_function("open_and_first_query", |b| {
        b.iter(|| {
            let store = Store::open(&path).expect("open");
            black_box(store.active_game_in_channel(ChannelId(5)).expect("query"))
        });
    });
    // The file's pages dropped from the OS cache before each open (GNU dd's `nocache`
    // flag asks the kernel to evict them; no root, no effect on other files).
    let evicts = evict(&path);
    if evicts {
        group.bench_function("open_cold_cache", |b| {
            b.iter_custom(|iters| {
                let mut spent = Duration::ZERO;
                for _ in 0..iters {
                    evict(&path);
                    let start = Instant::now();
                    let store = Store::open(&path).expect("open");
                    black_box(store.active_game_in_channel(ChannelId(5)).expect("query"));
                    spent += start.elapsed();
                }
                spent
            });
        });
    }
    group.finish();
}

/// Asks the kernel to drop the file's cached pages; false if `dd` cannot.
fn evict(path: &std::path::Path) -> bool {
    std::process::Command::new("dd")
        .arg(format!("if={}", path.display()))
        .args(["iflag=nocache", "count=0", "status=none"])
        .status()
        .is_ok_and(|s| s.success())
}

/// The seeded games in a durable PostgreSQL database, built when a PostgreSQL benchmark
/// first runs (about a minute: 1.1 million rows copied and 100,000 games replayed twice).
struct PgBench {
    _server: pg::Server,
    url: String,
    store: Store,
}

fn pg_seeded() -> Option<PgBench> {
    let sqlite = seed::seeded();
    let server = pg::durable_server(sqlite.parent().expect("bench dir"))?;
    let url = server.new_database();
    let from = Store::open(&sqlite).expect("open seed");
    let store = Store::open(&url).expect("open PostgreSQL");
    let started = Instant::now();
    let report = data::copy_database(&from, &store).expect("copy into PostgreSQL");
    eprintln!(
        "copied {} games, {} moves into PostgreSQL in {:.1?}",
        report.rows("games"),
        report.rows("moves"),
        started.elapsed()
    );
    Some(PgBench {
        _server: server,
        url,
        store,
    })
}

#[allow(clippy::too_many_lines, reason = "one group sharing one seeded server")]
fn postgres(c: &mut Criterion) {
    if pg::bin_dir().is_none() {
        eprintln!("PostgreSQL is not installed: skipping the PostgreSQL benchmarks");
        return;
    }
    let cell = std::cell::OnceCell::new();
    let bench = || cell.get_or_init(pg_seeded).as_ref();
    let mut group = c.benchmark_group("postgres");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(8));
    let mut games: Vec<LoadedGame> = Vec::new();
    let mut rng = Rng::new(1);
    let (mut next, mut clock) = (0, NOW);
    group.throughput(Throughput::Elements(1));
    group.bench_function("record_move_full", |b| {
        let pg = bench().expect("PostgreSQL");
        if games.is_empty() {
            games = (1..=GAMES)
                .filter(|id| id % ACTIVE_EVERY == 0)
                .take(2_000)
                .map(|id| pg.store.load_game(GameId(id)).expect("load"))
                .collect();
        }
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            let mut done = 0;
            while done < iters {
                next = (next + 1) % games.len();
                let loaded = &mut games[next];
                if !loaded.stored.is_active() {
                    continue;
                }
                let Some(mv) = quiet_move(&loaded.game, &mut rng) else {
                    continue;
                };
                clock += 1;
                let by = loaded.stored.player_to_move();
                let start = Instant::now();
                let r = pg
                    .store
                    .record_move(loaded.stored.id, loaded.stored.ply, &mv, by, clock)
                    .expect("record");
                spent += start.elapsed();
                loaded.game.play(&mv).expect("legal");
                loaded.moves.push(r.saved);
                loaded.stored = r.stored;
                done += 1;
            }
            spent
        });
    });
    let mut many = Vec::new();
    let before = data::contention();
    group.bench_function(
        format!("record_move_full_concurrent_{}", writers::WRITERS),
        |b| {
            let pg = bench().expect("PostgreSQL");
            if many.is_empty() {
                many = writers::writers(|| Store::open(&pg.url).expect("open"));
            }
            b.iter_custom(|iters| writers::run(&mut many, iters));
        },
    );
    writers::report_retries(&many, before);
    // ... and one round trip to the server: a one-row SELECT on the store's connection.
    group.bench_function("round_trip", |b| {
        let pg = bench().expect("PostgreSQL");
        b.iter(|| black_box(pg.store.database_time_ms().expect("select")));
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("leaderboard_top10", |b| {
        let pg = bench().expect("PostgreSQL");
        let mut g = 0;
        b.iter(|| {
            g = (g + 1) % seed::GUILDS;
            black_box(
                pg.store
                    .leaderboard(GuildId(g as u64), Variant::Sanctuary, 5, 0, 10)
                    .expect("leaderboard"),
            )
        });
    });
    group.bench_function("leaderboard_page5", |b| {
        let pg = bench().expect("PostgreSQL");
        b.iter(|| {
            black_box(
                pg.store
                    .leaderboard(GuildId(3), Variant::Chess, 5, 40, 10)
                    .expect("leaderboard"),
            )
        });
    });
    group.bench_function("due_deadlines_50", |b| {
        let pg = bench().expect("PostgreSQL");
        b.iter(|| black_box(pg.store.due_deadlines(NOW + 86_400, 50).expect("due")));
    });
    group.bench_function("load_game_replay", |b| {
        let pg = bench().expect("PostgreSQL");
        let mut id = 0;
        b.iter(|| {
            id = id % GAMES + 1;
            black_box(pg.store.load_game(GameId(id)).expect("load"))
        });
    });
    group.finish();
}

criterion_group!(benches, record_move, queries, long_game, open, postgres);
criterion_main!(benches);
