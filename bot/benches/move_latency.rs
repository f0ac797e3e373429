//! Latency of one `move` command end to end — parse, validate, store durably
//! (`synchronous=FULL`), render the board picture — on a database holding 10,000
//! games; then the same read in German (the reply worded and its board drawn again in
//! German, as a face does for a German channel). Criterion reports the mean and median; the median and p99 of every timed
//! move are printed at the end (target: p99 under 20 ms).
//!
//! Run twice: alone, then with 20 games against Sanctum (level 8, the slowest)
//! thinking all the while on the engine's own threads, their human side answering
//! each of Sanctum's moves at once, so the two p99 figures can be compared. The
//! moves Sanctum played meanwhile are counted: its searches give way to people's
//! commands (up to 30 s each), and these moves come back to back.

#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use data::{ChannelId, Durability, GuildId, NewGame, OpenOptions, Store, UserId};
use rules::Variant;
use service::Wanted;
use service::{
    Actor, Command, Lang, ManualClock, Mention, Place, Readers, Request, Service, Thinker,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const GAMES: i64 = 10_000;
const GUILD: GuildId = GuildId(1);
const T0: i64 = 1_790_000_000;

/// Fills the file with 10,000 games of four moves each, across 200 players.
fn seed(path: &std::path::Path) {
    let fast = OpenOptions {
        durability: Durability::Normal,
        ..OpenOptions::default()
    };
    let store = Store::open_with(path, &fast).expect("seed store");
    let openings = ["e4 e5 d4 d5", "Ac3 Ac6 Ge3 Ge6", "Nf3 Nf6 g3 g6"];
    for i in 0..GAMES {
        let (white, black) = (
            UserId(1000 + (i % 200) as u64),
            UserId(1000 + ((i + 1) % 200) as u64),
        );
        let game = store
            .create_game(&NewGame {
                guild: GUILD,
                channel: ChannelId(100_000 + i as u64),
                white,
                black,
                variant: Variant::Sanctuary,
                rated: true,
                days_per_move: 3,
                start_fen: None,
                created_at: T0 + i,
            })
            .expect("seed game");
        let mut replay = rules::Game::new(Variant::Sanctuary);
        for (ply, san) in openings[(i % 3) as usize].split_whitespace().enumerate() {
            let mv = replay.parse_move(san).expect("opening move");
            let by = if ply % 2 == 0 { white } else { black };
            store
                .record_move(game.id, ply as u32, &mv, by, T0 + i + ply as i64)
                .expect("seed move");
            replay.play(&mv).expect("legal");
        }
    }
}

/// The benchmark's own game: alice and bob in channel 1, started through the service.
struct Table {
    svc: Arc<Service>,
    clock: Arc<ManualClock>,
    game: rules::Game,
    rng: u64,
    /// The channel's language: a reply read in another than English has its board
    /// drawn again in it, as a face does before posting.
    reader: Lang,
    /// The last reply's size: its text's characters and its picture's bytes.
    size: (usize, usize),
}

impl Table {
    fn actor(name: &str) -> Actor {
        Actor::new(UserId(if name == "alice" { 1 } else { 2 }), name)
    }

    fn request(name: &str, command: Command) -> Request {
        Request {
            actor: Table::actor(name),
            place: Place {
                guild: GUILD,
                channel: ChannelId(1),
            },
            command,
            interaction: None,
        }
    }

    /// Ends the channel's game, if any (an abort, else a confirmed resignation).
    fn end_game(&self) {
        self.svc.handle(&Table::request("alice", Command::Abort));
        let resign = self.svc.handle(&Table::request("alice", Command::Resign));
        if let Some(button) = resign.replies.first().and_then(|r| r.buttons.first()) {
            self.svc
                .handle(&Table::request("alice", Command::Press(button.action)));
        }
    }

    /// A new game in the channel, after ending one an earlier run left going.
    fn new_game(&mut self) {
        self.end_game();
        let challenge = Command::Challenge(Wanted {
            opponent: Some(Mention {
                user: UserId(2),
                name: "bob".into(),
                is_bot: false,
                member: true,
            }),
            variant: rules::Variant::Sanctuary,
            color: Some(data::ColorWish::White),
            days: Some(data::DaysPerMove::THREE),
            rated: Some(true),
            level: None,
            lobby: service::LobbyWish::default(),
            team: service::TeamWish::default(),
        });
        self.svc.handle(&Table::request("alice", challenge));
        self.svc.handle(&Table::request("bob", Command::Accept));
        self.game = rules::Game::new(Variant::Sanctuary);
    }

    /// A pseudo-random legal move that does not end the game, as a player types it.
    fn next_move(&mut self) -> Option<String> {
        let moves = self.game.legal_moves();
        let n = moves.len();
        for k in 0..n {
            self.rng = self
                .rng
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let mv = moves.as_slice()[((self.rng >> 33) as usize + k) % n];
            let mut after = self.game.clone();
            if after.play(&mv).is_ok() && after.outcome().is_none() {
                // As a player would type it: SAN, or the squares where typed SAN
                // reads two ways (`axb5`: the a-pawn or the archbishop).
                let san = self.game.position().san(&mv);
                return Some(if self.game.parse_move(&san) == Ok(mv) {
                    san
                } else {
                    mv.uci()
                });
            }
        }
        None
    }

    /// Plays one move through the service; returns how long `handle` took.
    fn timed_move(&mut self) -> Duration {
        if self.game.ply() >= 120 {
            self.new_game();
        }
        let Some(san) = self.next_move() else {
            self.new_game();
            return self.timed_move();
        };
        let who = if self.game.position().turn() == rules::Color::White {
            "alice"
        } else {
            "bob"
        };
        let request = Table::request(
            who,
            Command::Move {
                text: san.clone(),
                expected_ply: None,
            },
        );
        self.clock.advance(3600);
        let start = Instant::now();
        let mut response = self.svc.handle(&request);
        if self.reader != Lang::En {
            response = response.localized(Readers {
                asker: self.reader,
                channel: self.reader,
            });
        }
        let took = start.elapsed();
        let first = &response.replies[0];
        self.size = (
            first
                .text
                .localized(self.reader)
                .to_string()
                .chars()
                .count(),
            first
                .board
                .as_ref()
                .and_then(|b| b.png.as_ref())
                .map_or(0, Vec::len),
        );
        // A move is announced to the channel (a question would be private).
        assert_eq!(
            response.replies[0].visibility,
            service::Visibility::Public,
            "{}",
            response.text()
        );
        assert!(
            response.replies[0]
                .board
                .as_ref()
                .is_some_and(|b| b.png.is_some()),
            "no picture"
        );
        let mv = self.game.parse_move(&san).expect("legal");
        self.game.play(&mv).expect("legal");
        took
    }
}

/// The value at `percent` (0 to 100) of a sorted list.
fn percentile(sorted: &[Duration], percent: usize) -> Duration {
    sorted[(sorted.len() - 1) * percent / 100]
}

/// Games against Sanctum kept thinking during the second run.
const ENGINE_GAMES: u64 = 20;
/// Sanctum's user in those games, and their human side.
const SANCTUM: UserId = UserId(9_999);
const HUMAN: UserId = UserId(3);

/// Starts a game against Sanctum at full strength, Sanctum to move, in `channel`.
fn engine_game(svc: &Service, path: &std::path::Path, channel: u64) {
    let store = Store::open(path).expect("store");
    store
        .create_engine_game(
            &NewGame {
                guild: GUILD,
                channel: ChannelId(channel),
                white: SANCTUM,
                black: HUMAN,
                variant: Variant::Sanctuary,
                rated: false,
                days_per_move: 3,
                start_fen: None,
                created_at: T0,
            },
            data::EngineSide {
                color: rules::Color::White,
                level: 8,
            },
        )
        .expect("engine game");
    svc.resume_thinking();
}

/// Keeps `ENGINE_GAMES` games against Sanctum thinking until `stop`: the engine's
/// threads search, and the human side answers each of Sanctum's moves at once
/// (those answers are not timed). A game that ends is replaced by a new one. Returns
/// how many of Sanctum's moves were answered: how much it thought meanwhile.
fn keep_sanctum_thinking(
    svc: Arc<Service>,
    path: std::path::PathBuf,
    stop: Arc<AtomicBool>,
) -> std::thread::JoinHandle<u64> {
    std::thread::spawn(move || {
        svc.set_own_user(SANCTUM, "Sanctum");
        let thinker = Thinker::start(svc.clone(), Thinker::threads_for_this_machine(), |_| {});
        let mut channels: Vec<u64> = (0..ENGINE_GAMES).map(|i| 300_000 + i).collect();
        let mut next = 300_000 + ENGINE_GAMES;
        for c in &channels {
            engine_game(&svc, &path, *c);
        }
        let store = Store::open(&path).expect("store");
        let mut answered = 0;
        while !stop.load(Ordering::SeqCst) {
            for c in &mut channels {
                let place = Place {
                    guild: GUILD,
                    channel: ChannelId(*c),
                };
                match store.active_game_in_channel(place.channel) {
                    Ok(Some(g)) if g.player_to_move() == HUMAN => {}
                    Ok(Some(_)) => continue,
                    _ => {
                        *c = next;
                        next += 1;
                        engine_game(&svc, &path, *c);
                        continue;
                    }
                }
                let Some(reply) = svc.suggest_moves(HUMAN, place, "").pop() else {
                    continue;
                };
                let request = Request {
                    actor: Actor::new(HUMAN, "carol"),
                    place,
                    command: Command::Move {
                        text: reply.value,
                        expected_ply: None,
                    },
                    interaction: None,
                };
                answered += 1;
                if let Some(game) = svc.handle(&request).to_think() {
                    svc.think_about(game);
                }
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        thinker.stop();
        answered
    })
}

/// Times moves of the benchmark's own game under criterion and prints the median
/// and p99 of all of them.
fn timed_run(c: &mut Criterion, name: &str, table: &mut Table) {
    let samples = Arc::new(Mutex::new(Vec::new()));
    let recorded = Arc::clone(&samples);
    c.bench_function(name, |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let took = table.timed_move();
                recorded.lock().expect("samples").push(took);
                total += took;
            }
            total
        });
    });
    let mut all = samples.lock().expect("samples").clone();
    all.sort();
    if !all.is_empty() {
        eprintln!(
            "{name}: move latency over {} moves: median {:.2} ms, p99 {:.2} ms, max {:.2} ms; \
             the last reply {} characters and a {}-byte picture",
            all.len(),
            percentile(&all, 50).as_secs_f64() * 1e3,
            percentile(&all, 99).as_secs_f64() * 1e3,
            all[all.len() - 1].as_secs_f64() * 1e3,
            table.size.0,
            table.size.1,
        );
    }
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bench.db");
    let seeding = Instant::now();
    seed(&path);
    eprintln!(
        "seeded {GAMES} games in {:.1} s",
        seeding.elapsed().as_secs_f64()
    );
    let clock = Arc::new(ManualClock::new(T0 + 86_400));
    let svc = Arc::new(Service::open(&path, clock.clone()).expect("service"));
    let mut table = Table {
        svc,
        clock,
        game: rules::Game::new(Variant::Sanctuary),
        rng: 7,
        reader: Lang::En,
        size: (0, 0),
    };
    table.new_game();
    timed_run(c, "move end to end (10,000-game db)", &mut table);
    // The same, for a German channel: the reply worded and its board drawn in German.
    table.reader = Lang::De;
    timed_run(c, "move end to end, read in German", &mut table);
    table.reader = Lang::En;
    let stop = Arc::new(AtomicBool::new(false));
    let thinking = keep_sanctum_thinking(table.svc.clone(), path.clone(), stop.clone());
    // Let the engine threads fill up before timing.
    std::thread::sleep(Duration::from_secs(2));
    timed_run(
        c,
        "move end to end, 20 games against Sanctum thinking",
        &mut table,
    );
    stop.store(true, Ordering::SeqCst);
    match thinking.join() {
        Ok(answered) => eprintln!("meanwhile Sanctum played {answered} moves in its games"),
        Err(_) => eprintln!("the thinking games' thread panicked"),
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).warm_up_time(Duration::from_secs(3)).measurement_time(Duration::from_secs(20));
    targets = bench
}
criterion_main!(benches);
