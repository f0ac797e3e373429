//! Load on the bot alone: the real `sanctum` binary runs as a child process against
//! the fake Discord in the test process, 200 games in 200 channels (challenge,
//! accept, four moves each: 1200 interactions), played twice on fresh processes:
//! once with each step of every game sent as one burst of 200, once at a steady rate
//! with the games interleaved, as real traffic arrives. Prints the child's memory
//! (`VmHWM`, `VmRSS` from `/proc/<pid>/status`) and p50/p99/max response times, and
//! asserts that every interaction was answered within Discord's 3 seconds.
//!
//! A second test plays the same while 20 games against Sanctum (at full strength, the
//! slowest level) keep its engine threads busy, their human side answering each of
//! Sanctum's moves at once: compare its p99 with the first test's.
//!
//! Both are ignored by default (their timings are measurements of the machine); run
//! them with `cargo test --release -p sanctum --test sanctum discord::load:: -- --ignored --nocapture`.
//! The same two runs at a small size, 16 games (96 interactions each), are part of the
//! normal suite: there, too, every interaction must be answered within the 3 seconds.

use crate::discord::support::{option, sanctum_exe};
use bot_testkit::fake::process::{Launch, Sanctum, cpu_time_of};
use bot_testkit::fake::{APP, FakeDiscord, FakeUser, GUILD, Sent};
use serde_json::json;
use std::time::Duration;

/// How many games a run plays, and how fast the steady run sends.
#[derive(Clone, Copy)]
struct Size {
    /// Games, each in a channel of its own between two players of its own.
    games: u64,
    /// The steady run's rate, in interactions a second. `games / per_second` must be
    /// more than the window: a game's next step waits for its last to be answered.
    per_second: u64,
}

/// The measurement.
const FULL: Size = Size {
    games: 200,
    per_second: 50,
};

/// The check in the normal suite: about 22 s on two shared cores, bursts of 16 at once
/// and each game's steps 3.2 s apart at the steady rate.
const SMALL: Size = Size {
    games: 16,
    per_second: 5,
};

/// Discord's window for answering an interaction.
const WINDOW: Duration = Duration::from_secs(3);
/// The moves each game plays after the challenge and the accept.
const MOVES: [&str; 4] = ["e4", "e5", "Nf3", "Nc6"];
/// Interactions per step of a game: challenge, accept, the moves.
const STEPS: u64 = 2 + MOVES.len() as u64;

struct Table {
    channel: u64,
    white: FakeUser,
    black: FakeUser,
    challenge: Option<Sent>,
}

/// Sends step `step` of a table's game: the challenge, the accept press, or a move.
fn send_step(fake: &FakeDiscord, table: &mut Table, step: u64) -> Sent {
    match step {
        0 => {
            let options = json!([
                option("opponent", 6, json!(table.black.id.to_string())),
                option("variant", 4, json!(2)),
                option("color", 4, json!(0)),
            ]);
            let sent = fake.slash(
                &table.white,
                table.channel,
                "challenge",
                options,
                &[&table.black],
            );
            table.challenge = Some(sent.clone());
            sent
        }
        1 => {
            let offer = table
                .challenge
                .as_ref()
                .and_then(|s| fake.original(s))
                .expect("the challenge was answered before its accept is pressed");
            let id = offer["components"][0]["components"][0]["custom_id"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            assert!(id.contains(":accept:"), "{offer}");
            fake.press(&table.black, &offer, &id)
        }
        n => {
            let i = usize::try_from(n - 2).expect("a small step");
            let who = if i % 2 == 0 {
                &table.white
            } else {
                &table.black
            };
            let mv = json!([option("move", 3, json!(MOVES[i]))]);
            fake.slash(who, table.channel, "move", mv, &[])
        }
    }
}

/// What one run measured.
struct Measured {
    times: Vec<Duration>,
    deferred: usize,
    idle_rss_kib: u64,
    hwm_kib: u64,
    rss_kib: u64,
    threads: u64,
    wall: Duration,
    /// CPU the `sanctum` process and this test's process (the fake Discord) spent
    /// during the run.
    cpu: (Duration, Duration),
}

impl Measured {
    fn report(&self, name: &str, size: Size) {
        let mut t = self.times.clone();
        t.sort_unstable();
        let pick = |percent: usize| t[(t.len() - 1) * percent / 100];
        // `times` is in send order, step by step (all of a step's games, then the next).
        let per_step = usize::try_from(size.games).expect("small");
        for (step, label) in [
            "challenge",
            "accept",
            "move 1",
            "move 2",
            "move 3",
            "move 4",
        ]
        .iter()
        .enumerate()
        {
            let mut s: Vec<Duration> = self
                .times
                .iter()
                .skip(step * per_step)
                .take(per_step)
                .copied()
                .collect();
            s.sort_unstable();
            if let (Some(mid), Some(p99)) = (s.get(s.len() / 2), s.get((s.len() - 1) * 99 / 100)) {
                println!("{name}, {label}: p50 {mid:?}, p99 {p99:?}");
            }
        }
        println!(
            "{name}: {} interactions in {:.1?}: p50 {:?}, p99 {:?}, max {:?}; {} deferred; \
             sanctum process: VmHWM {} MiB, VmRSS {} MiB at the end ({} MiB idle after start), \
             {} threads at the end; CPU per interaction: sanctum {:.2} ms, fake Discord and \
             test {:.2} ms",
            t.len(),
            self.wall,
            pick(50),
            pick(99),
            t[t.len() - 1],
            self.deferred,
            self.hwm_kib / 1024,
            self.rss_kib / 1024,
            self.idle_rss_kib / 1024,
            self.threads,
            per_interaction(self.cpu.0, t.len()),
            per_interaction(self.cpu.1, t.len()),
        );
    }
}

/// How interactions are sent.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pace {
    /// Each step of all the games at once, the next step once all are answered.
    Bursts,
    /// One interaction every `1 / per_second` s, the games interleaved (game `i`'s
    /// step `k` goes out at slot `k * games + i`, so each game's steps are
    /// `games / per_second` s apart: more than the 3 s window).
    Steady,
}

/// Games against Sanctum thinking during a run, when asked for.
const SANCTUM_GAMES: u64 = 20;

/// Puts `SANCTUM_GAMES` games against Sanctum (level 8, Sanctum to move) into the
/// database before the process starts, each in its own new channel; returns the channels.
fn sanctum_games(fake: &FakeDiscord, db: &std::path::Path) -> Vec<u64> {
    let store = data::Store::open(db).expect("db");
    let human = FakeUser::new(300_000_000_000_000_001, "human");
    store
        .upsert_player(data::UserId(human.id), &human.name, 1)
        .expect("player");
    store
        .upsert_player(data::UserId(APP), "Sanctum", 1)
        .expect("player");
    (0..SANCTUM_GAMES)
        .map(|i| {
            let channel = fake.add_channel(&format!("sanctum-{i}"));
            store
                .create_engine_game(
                    &data::NewGame {
                        guild: data::GuildId(GUILD),
                        channel: data::ChannelId(channel),
                        white: data::UserId(APP),
                        black: data::UserId(human.id),
                        variant: rules::Variant::Sanctuary,
                        rated: false,
                        days_per_move: 3,
                        start_fen: None,
                        created_at: 1,
                    },
                    data::EngineSide {
                        color: rules::Color::White,
                        level: 8,
                    },
                )
                .expect("a game against Sanctum");
            channel
        })
        .collect()
}

/// Answers each of Sanctum's moves in `channels` at once (the first legal move that
/// does not end the game), so its engine keeps thinking; these are not timed.
fn keep_sanctum_thinking(
    fake: std::sync::Arc<FakeDiscord>,
    db: std::path::PathBuf,
    channels: Vec<u64>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let human = FakeUser::new(300_000_000_000_000_001, "human");
        let mut answered = std::collections::HashMap::new();
        loop {
            tokio::time::sleep(Duration::from_millis(200)).await;
            let Ok(store) = data::Store::open(&db) else {
                continue;
            };
            for c in &channels {
                let Ok(Some(loaded)) = store.load_active_game_in_channel(data::ChannelId(*c))
                else {
                    continue;
                };
                let ply = loaded.stored.ply;
                if loaded.stored.player_to_move().0 != human.id || answered.get(c) == Some(&ply) {
                    continue;
                }
                let pos = *loaded.game.position();
                let pick = loaded.game.legal_moves().iter().copied().find(|m| {
                    let mut after = loaded.game.clone();
                    after.play(m).is_ok() && after.outcome().is_none()
                });
                if let Some(m) = pick {
                    answered.insert(*c, ply);
                    let mv = json!([option("move", 3, json!(pos.san(&m)))]);
                    fake.slash(&human, *c, "move", mv, &[]);
                }
            }
        }
    })
}

/// Sends every table's steps at `pace`: in bursts (each waited out before the next)
/// or at `size`'s steady rate.
async fn send_all(fake: &FakeDiscord, tables: &mut [Table], size: Size, pace: Pace) -> Vec<Sent> {
    let mut sent: Vec<Sent> = Vec::new();
    match pace {
        Pace::Bursts => {
            for step in 0..STEPS {
                let burst: Vec<Sent> = tables
                    .iter_mut()
                    .map(|t| send_step(fake, t, step))
                    .collect();
                for s in &burst {
                    // Wait (generously) before the next burst; the limit is asserted below.
                    fake.answered_within(s, 4 * WINDOW).await;
                }
                sent.extend(burst);
            }
        }
        Pace::Steady => {
            let start = tokio::time::Instant::now();
            let gap = Duration::from_secs(1) / u32::try_from(size.per_second).expect("a rate");
            let mut slot = 0u32;
            for step in 0..STEPS {
                for t in tables.iter_mut() {
                    tokio::time::sleep_until(start + gap * slot).await;
                    slot += 1;
                    sent.push(send_step(fake, t, step));
                }
            }
        }
    }
    sent
}

/// Starts a fresh fake and `sanctum` process, plays `size`'s games at `pace` (with
/// 20 games against Sanctum thinking all along when `with_sanctum`), stops the
/// process with SIGTERM and checks the games' moves are stored.
async fn run(size: Size, pace: Pace, with_sanctum: bool) -> Measured {
    assert!(
        Duration::from_secs(size.games) / u32::try_from(size.per_second).expect("a rate") > WINDOW,
        "a game's steps must be more than the window apart"
    );
    let fake = std::sync::Arc::new(FakeDiscord::start().await);
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    crate::discord::support::games_in_channels(&db, &fake.guild_ids());
    let thinking = with_sanctum.then(|| sanctum_games(&fake, &db));
    let mut bot = Sanctum::start(sanctum_exe(), &fake, &db, &Launch::default());
    let feeder = thinking.map(|channels| keep_sanctum_thinking(fake.clone(), db.clone(), channels));
    let path = format!("/applications/{APP}/guilds/{GUILD}/commands");
    fake.wait_for("registration", |c| c.method == "PUT" && c.path == path)
        .await;
    fake.wait_until_connected().await;
    let idle_rss_kib = bot.memory_kib("VmRSS").unwrap_or(0);
    let cpu_before = (bot.cpu_time(), cpu_time_of("/proc/self/stat"));

    let mut tables: Vec<Table> = (0..size.games)
        .map(|i| Table {
            channel: fake.add_channel(&format!("table-{i}")),
            white: FakeUser::new(200_000_000_000_000_000 + 2 * i, &format!("w{i}")),
            black: FakeUser::new(200_000_000_000_000_001 + 2 * i, &format!("b{i}")),
            challenge: None,
        })
        .collect();

    let began = std::time::Instant::now();
    let sent = send_all(&fake, &mut tables, size, pace).await;
    let mut times = Vec::new();
    for s in &sent {
        let answer = fake.answered_within(s, WINDOW).await;
        let Some((status, took)) = answer else {
            panic!("interaction {} was not answered within {WINDOW:?}", s.id);
        };
        assert!(matches!(status, 200 | 204), "interaction {} refused", s.id);
        times.push(took);
    }
    let wall = began.elapsed();
    let cpu_after = (bot.cpu_time(), cpu_time_of("/proc/self/stat"));
    let used = |a: Option<Duration>, b: Option<Duration>| {
        a.zip(b)
            .map(|(a, b)| a.saturating_sub(b))
            .unwrap_or_default()
    };
    let cpu = (
        used(cpu_after.0, cpu_before.0),
        used(cpu_after.1, cpu_before.1),
    );
    if let Some(f) = feeder {
        f.abort();
    }
    let hwm_kib = bot.memory_kib("VmHWM").unwrap_or(0);
    let rss_kib = bot.memory_kib("VmRSS").unwrap_or(0);
    let threads = bot.memory_kib("Threads").unwrap_or(0);

    let calls = fake.calls();
    // Only the games' own interactions count (not the answers to Sanctum's moves).
    let calls: Vec<_> = calls
        .into_iter()
        .filter(|c| !c.path.contains("/interactions/") || sent.iter().any(|s| s.answered_by(c)))
        .collect();
    let refused: Vec<_> = calls.iter().filter(|c| c.status >= 400).collect();
    assert!(refused.is_empty(), "{refused:?}");
    let deferred = calls
        .iter()
        .filter(|c| c.path.ends_with("/callback") && c.json["type"] == 5)
        .count();

    bot.terminate();
    let status = bot.exit().await;
    assert_eq!(status.code(), Some(0), "{status:?}\n{}", bot.stderr());
    let store = data::Store::open(&db).expect("reopen the database");
    store.check_integrity().expect("PRAGMA integrity_check");
    for t in &tables {
        let game = store
            .last_game_in_channel(data::ChannelId(t.channel))
            .expect("read the games")
            .expect("every table has its game");
        assert_eq!(game.ply, 4, "{game:?}");
    }
    Measured {
        times,
        deferred,
        idle_rss_kib,
        hwm_kib,
        rss_kib,
        threads,
        wall,
        cpu,
    }
}

/// Milliseconds of `cpu` per interaction.
fn per_interaction(cpu: Duration, interactions: usize) -> f64 {
    let interactions = u32::try_from(interactions.max(1)).unwrap_or(u32::MAX);
    cpu.as_secs_f64() * 1000.0 / f64::from(interactions)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixteen_games_each_interaction_answered_within_the_window() {
    measure(SMALL, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load measurement, not a pass/fail check on a shared machine"]
async fn two_hundred_games_in_two_hundred_channels() {
    measure(FULL, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load measurement, not a pass/fail check on a shared machine"]
async fn two_hundred_games_while_twenty_games_against_sanctum_think() {
    measure(FULL, true).await;
}

/// Both runs, reported; every interaction within Discord's window.
async fn measure(size: Size, with_sanctum: bool) {
    let also = if with_sanctum {
        format!(", {SANCTUM_GAMES} games against Sanctum thinking")
    } else {
        String::new()
    };
    let bursts = run(size, Pace::Bursts, with_sanctum).await;
    bursts.report(&format!("bursts of {}{also}", size.games), size);
    let steady = run(size, Pace::Steady, with_sanctum).await;
    steady.report(&format!("steady {}/s{also}", size.per_second), size);
    for m in [&bursts, &steady] {
        assert_eq!(
            m.times.len(),
            usize::try_from(size.games * STEPS).expect("small")
        );
        let max = m.times.iter().max().copied().unwrap_or_default();
        assert!(max < WINDOW, "an interaction took {max:?}");
    }
}
