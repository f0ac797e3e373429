//! Crash safety: a child process writing moves is killed with SIGKILL at random moments,
//! 50 times; the database (a SQLite file, or a PostgreSQL database the dead client's
//! transactions were open in) must always open clean with every reported move in it.
//!
//! The child is this test binary itself, re-run on the ignored `crash_child` test with
//! `SANCTUM_CRASH_DB` set.

use data::{
    ChannelId, Error, GameId, GameResult, GameStatus, GuildId, NewGame, Store, Termination, UserId,
};
use rules::Variant;
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use testkit::{Backend, Rng, T0, quiet_move};

const KILLS: usize = 50;
const ENV_DB: &str = "SANCTUM_CRASH_DB";
const ENV_SEED: &str = "SANCTUM_CRASH_SEED";

/// The child: plays moves in a few games round-robin, sometimes resigns a game and starts
/// another, and prints `committed <game> <ply> <uci>` after each commit returns.
#[test]
#[ignore = "run as the child of crash_kill_50_times"]
fn crash_child() {
    let Ok(db) = std::env::var(ENV_DB) else {
        return;
    };
    let seed: u64 = std::env::var(ENV_SEED)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = Rng::new(seed);
    let mut out = std::io::stdout().lock();
    // Build the rules' lookup tables first (a one-off cost per process), so the parent's
    // random kill lands in the store's work, not in table building.
    assert!(
        !rules::Position::new(Variant::Chess)
            .legal_moves()
            .is_empty()
    );
    writeln!(out, "ready")
        .and_then(|()| out.flush())
        .expect("stdout");
    let store = Store::open(&db).expect("child open");
    let mut active: Vec<GameId> = Vec::new();
    for channel in 0..4u64 {
        match store
            .active_game_in_channel(ChannelId(channel))
            .expect("query")
        {
            Some(g) => active.push(g.id),
            None => active.push(start(&store, channel, &mut rng)),
        }
    }
    let stop = Instant::now() + Duration::from_secs(30);
    let mut i = 0;
    while Instant::now() < stop {
        i += 1;
        let slot = i % active.len();
        let loaded = store.load_game(active[slot]).expect("child load");
        let g = &loaded.stored;
        if !g.is_active() || (g.ply >= 6 && rng.below(40) == 0) {
            if g.is_active() {
                let result = GameResult::win(!g.turn(), Termination::Resignation);
                store
                    .finish_game(g.id, g.ply, result, T0 + i as i64)
                    .expect("resign");
                writeln!(out, "finished {}", g.id)
                    .and_then(|()| out.flush())
                    .expect("stdout");
            }
            active[slot] = start(&store, g.channel.0, &mut rng);
            continue;
        }
        let Some(mv) = quiet_move(&loaded.game, &mut rng) else {
            continue;
        };
        let r = store
            .record_move(g.id, g.ply, &mv, g.player_to_move(), T0 + i as i64)
            .expect("child move");
        writeln!(out, "committed {} {} {}", g.id, r.saved.ply, r.saved.uci)
            .and_then(|()| out.flush())
            .expect("stdout");
    }
}

fn start(store: &Store, channel: u64, rng: &mut Rng) -> GameId {
    let white = 1 + rng.below(6) as u64;
    let black = 1 + (white + rng.below(5) as u64) % 6;
    store
        .create_game(&NewGame {
            guild: GuildId(1),
            channel: ChannelId(channel),
            white: UserId(white),
            black: UserId(if black == white { white % 6 + 1 } else { black }),
            variant: Variant::ALL[rng.below(3)],
            rated: true,
            days_per_move: 3,
            start_fen: None,
            created_at: T0,
        })
        .expect("child create")
        .id
}

fn crash_kill_50_times(b: &Backend) {
    let db = b.location();
    let exe = std::env::current_exe().unwrap();
    let child_test = testkit::test_name(module_path!(), "crash_child");
    let mut rng = Rng::new(0x5eed);
    let mut reported: HashMap<(i64, u32), String> = HashMap::new();
    let mut kills_after_commits = 0;
    for round in 0..KILLS {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                child_test.as_str(),
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(ENV_DB, &db)
            .env(ENV_SEED, (round + 1).to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut lines = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(20);
        while let Ok(line) = rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            if line.ends_with("ready") {
                break;
            }
            lines.push(line);
        }
        // 0-150 ms after start-up: sometimes while opening, mostly while moves are written.
        let wait = rng.below(150);
        std::thread::sleep(Duration::from_millis(wait as u64));
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        reader.join().unwrap();
        lines.extend(rx.try_iter());
        let mut moves_this_round = 0;
        for line in lines.iter().filter_map(|l| l.strip_prefix("committed ")) {
            let parts: Vec<&str> = line.split(' ').collect();
            let key = (parts[0].parse().unwrap(), parts[1].parse().unwrap());
            reported.insert(key, parts[2].to_owned());
            moves_this_round += 1;
        }
        if moves_this_round > 0 {
            kills_after_commits += 1;
        }
        check(&db, &reported, round);
    }
    assert!(
        kills_after_commits >= KILLS / 5,
        "only {kills_after_commits} kills landed mid-stream"
    );
    eprintln!(
        "{} moves reported over {KILLS} kills, {kills_after_commits} of them after commits",
        reported.len()
    );
}

/// After a kill: the file opens, passes `integrity_check`, has every reported move, and
/// every game replays to its stored FEN with exactly `ply` moves (no half-written move);
/// every rated finished game that counts has both rating changes.
fn check(db: &str, reported: &HashMap<(i64, u32), String>, round: usize) {
    let store = match Store::open(db) {
        Ok(s) => s,
        Err(Error::Busy) => panic!("round {round}: still locked after the kill"),
        Err(e) => panic!("round {round}: cannot open after kill: {e}"),
    };
    store
        .check_integrity()
        .unwrap_or_else(|e| panic!("round {round}: {e}"));
    let mut games: HashMap<i64, Vec<data::StoredMove>> = HashMap::new();
    let mut rated_games = 0;
    // PostgreSQL's id sequence skips the ids of transactions killed before commit:
    // look on past a few gaps.
    let mut id = 0;
    let mut missing_in_a_row = 0;
    loop {
        id += 1;
        let loaded = match store.load_game(GameId(id)) {
            Ok(l) => {
                missing_in_a_row = 0;
                l
            }
            Err(Error::GameNotFound(_)) if missing_in_a_row < 20 => {
                missing_in_a_row += 1;
                continue;
            }
            Err(Error::GameNotFound(_)) => break,
            Err(e) => panic!("round {round}: game {id}: {e}"),
        };
        let g = &loaded.stored;
        if g.status == GameStatus::Finished && g.ply >= data::MIN_RATED_PLIES {
            assert!(
                store.game_rating_changes(g).unwrap().is_some(),
                "round {round}: game {id} unrated"
            );
            rated_games += 1;
        }
        games.insert(id, loaded.moves);
    }
    for (&(game, ply), uci) in reported {
        let moves = games
            .get(&game)
            .unwrap_or_else(|| panic!("round {round}: reported game {game} missing"));
        let m = moves
            .get(ply as usize - 1)
            .unwrap_or_else(|| panic!("round {round}: move {game}/{ply} lost"));
        assert_eq!(&m.uci, uci, "round {round}: move {game}/{ply} differs");
    }
    let counted: u32 = (1..=6)
        .flat_map(|p| Variant::ALL.map(|v| (p, v)))
        .map(|(p, v)| store.rating(GuildId(1), v, UserId(p)).unwrap().games)
        .sum();
    assert_eq!(
        counted,
        2 * rated_games,
        "round {round}: ratings out of step with results"
    );
}

testkit::both_backends!(crash_kill_50_times);
