//! PostgreSQL losing a move's COMMIT. Killed (an immediate stop: every backend dies at
//! once, as in a crash) again and again while four connections write moves: every move
//! reported stored is there once, every game's moves replay to its stored position, and
//! a move whose COMMIT lost the server is reported as what really happened — stored or
//! not. And each side of that deliberately: a COMMIT held in flight (the server waiting
//! for a standby that never answers, or a deferred trigger waiting for a lock the test
//! holds) while its backend is terminated from a second connection, then read back —
//! stored after the server committed, missing before — as the store's count of lost
//! COMMITs shows.

use data::{Error, GameId, Store};
use std::collections::HashSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use testkit::{Backend, Rng, T0, games_apart, pg, quiet_move};

/// The lost COMMITs are counted for the whole process: the tests that lose some run
/// one at a time, so each sees its own.
static LOSING_COMMITS: Mutex<()> = Mutex::new(());

const WRITERS: u64 = 4;
const KILLS: usize = 8;

/// What the writers were told: `(game, ply, uci, stored?)` for each move tried.
type Told = Vec<(GameId, u32, String, bool)>;

fn write_until(store: &Store, ids: &[GameId], seed: u64, stop: &AtomicBool, told: &Mutex<Told>) {
    let mut rng = Rng::new(seed);
    let mut n = seed as usize;
    while !stop.load(Ordering::SeqCst) {
        n += 1;
        let id = ids[n % ids.len()];
        let Ok(loaded) = store.load_game(id) else {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        };
        let Some(mv) = quiet_move(&loaded.game, &mut rng).filter(|_| loaded.stored.is_active())
        else {
            continue;
        };
        let ply = loaded.stored.ply + 1;
        let r = store.record_move_in(&loaded, &mv, loaded.stored.player_to_move(), T0);
        let stored = match r {
            Ok(saved) => {
                assert_eq!(saved.saved.ply, ply);
                true
            }
            Err(Error::Unavailable { .. }) => false,
            // Another writer moved first: nothing of this one was written.
            Err(Error::Conflict { .. } | Error::Busy) => continue,
            Err(e) => panic!("unexpected error: {e}"),
        };
        told.lock().unwrap().push((id, ply, mv.uci(), stored));
    }
}

#[test]
fn a_server_killed_mid_commit_keeps_each_move_once_or_not_at_all() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let _alone = LOSING_COMMITS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let b = Backend::Postgres(server.new_database());
    let store = b.open();
    let ids = games_apart(&store, 12);
    let stop = AtomicBool::new(false);
    let told = Mutex::new(Told::new());
    let mut rng = Rng::new(11);
    std::thread::scope(|s| {
        for w in 0..WRITERS {
            let (b, ids, stop, told) = (&b, &ids, &stop, &told);
            s.spawn(move || write_until(&b.open(), ids, w + 1, stop, told));
        }
        for _ in 0..KILLS {
            std::thread::sleep(Duration::from_millis(150 + rng.below(250) as u64));
            server.restart();
        }
        std::thread::sleep(Duration::from_millis(300));
        stop.store(true, Ordering::SeqCst);
    });

    let told = told.into_inner().unwrap();
    let fresh = b.open();
    let played: HashSet<(GameId, u32, &String)> = told
        .iter()
        .filter(|t| t.3)
        .map(|(g, ply, uci, _)| (*g, *ply, uci))
        .collect();
    let (mut stored, mut refused) = (0, 0);
    for &id in &ids {
        // Replays every move and checks the stored position against it.
        let loaded = fresh.load_game(id).unwrap();
        assert_eq!(loaded.moves.len(), loaded.stored.ply as usize);
        for (i, m) in loaded.moves.iter().enumerate() {
            assert_eq!(m.ply as usize, i + 1);
        }
        for (g, ply, uci, ok) in told.iter().filter(|t| t.0 == id) {
            let there = loaded.moves.get(*ply as usize - 1).map(|m| &m.uci);
            if *ok {
                stored += 1;
                assert_eq!(
                    there,
                    Some(uci),
                    "game {g:?} ply {ply}: a move reported stored is missing"
                );
            } else {
                refused += 1;
                // Unless another writer played the very same move there and was told so.
                if !played.contains(&(*g, *ply, uci)) {
                    assert_ne!(
                        there,
                        Some(uci),
                        "game {g:?} ply {ply}: a move reported not stored was stored"
                    );
                }
            }
        }
    }
    eprintln!("{KILLS} kills: {stored} moves stored, {refused} refused while the server was down");
    assert!(stored > 50, "too few moves to mean anything: {stored}");
    assert!(refused > 0, "no kill landed during a write");
}

/// The database name of a test database's URL.
fn database(url: &str) -> &str {
    url.rsplit('/').next().unwrap_or(url)
}

/// Waits until a backend of `db` is stuck in its COMMIT on `wait_event`; its pid.
fn commit_waiting(admin: &mut postgres::Client, db: &str, wait_event: &str) -> i32 {
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let rows = admin
            .query(
                "SELECT pid FROM pg_stat_activity
                 WHERE datname = $1 AND state = 'active' AND query = 'COMMIT' AND wait_event = $2",
                &[&db, &wait_event],
            )
            .unwrap();
        if let Some(row) = rows.first() {
            return row.get(0);
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no COMMIT in {db} waiting on {wait_event}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Ends the backend `pid`, as an operator's `pg_terminate_backend` or a crashed
/// connection would: its client loses the server mid-call.
fn terminate(admin: &mut postgres::Client, pid: i32) {
    let done: bool = admin
        .query_one("SELECT pg_terminate_backend($1)", &[&pid])
        .unwrap()
        .get(0);
    assert!(done, "backend {pid} was not there to terminate");
}

/// Waits until the backend `pid` has ended: a terminated backend still waiting (for the
/// standby, or a lock) would otherwise see its wait lifted first and finish its COMMIT.
fn gone(admin: &mut postgres::Client, pid: i32) {
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while !admin
        .query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", &[&pid])
        .unwrap()
        .is_empty()
    {
        assert!(
            std::time::Instant::now() < deadline,
            "backend {pid} outlived its termination"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Sets the server's `synchronous_standby_names` (ALTER SYSTEM, each statement alone:
/// it refuses to run inside a transaction) and has the server read it again.
fn standby(admin: &mut postgres::Client, names: &str) {
    admin
        .batch_execute(&format!(
            "ALTER SYSTEM SET synchronous_standby_names = {names}"
        ))
        .unwrap();
    admin.batch_execute("SELECT pg_reload_conf()").unwrap();
}

/// One game, its loaded state and a move in it, from a fresh store on `url`.
fn a_move(url: &str) -> (Store, data::LoadedGame, rules::Move) {
    let store = Store::open(url).unwrap();
    let id = games_apart(&store, 1)[0];
    let loaded = store.load_game(id).unwrap();
    let mv = quiet_move(&loaded.game, &mut Rng::new(3)).unwrap();
    (store, loaded, mv)
}

#[test]
fn a_commit_lost_after_the_server_committed_is_read_back_as_stored() {
    // A server of its own: every COMMIT on it waits for the standby named below.
    let Some(server) = pg::own_server() else {
        return;
    };
    let url = server.new_database();
    let (_setup, loaded, mv) = a_move(&url);
    let mut admin = server.admin();
    standby(&mut admin, "'nobody'");
    // Connections opened from now on wait for the standby at each COMMIT.
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while server
        .admin()
        .query_one("SHOW synchronous_standby_names", &[])
        .unwrap()
        .get::<_, String>(0)
        != "nobody"
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the setting never took"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let store = Store::open(url.as_str()).unwrap();
    let _alone = LOSING_COMMITS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let before = data::contention();
    let player = loaded.stored.player_to_move();
    std::thread::scope(|s| {
        let (loaded, mv) = (&loaded, &mv);
        let writer = s.spawn(move || store.record_move_in(loaded, mv, player, T0));
        // The move is committed on the server; the COMMIT's answer waits for the standby.
        let pid = commit_waiting(&mut admin, database(&url), "SyncRep");
        terminate(&mut admin, pid);
        gone(&mut admin, pid);
        standby(&mut admin, "DEFAULT");
        let saved = writer
            .join()
            .unwrap()
            .expect("the move was stored: read back, it is reported played");
        assert_eq!(saved.saved.ply, loaded.stored.ply + 1);
        assert_eq!(saved.saved.uci, mv.uci());
    });
    let after = data::contention();
    assert_eq!(
        (
            after.lost_commits_stored - before.lost_commits_stored,
            after.lost_commits_not_stored - before.lost_commits_not_stored
        ),
        (1, 0),
        "one lost COMMIT, read back as stored"
    );
    let moves = Store::open(url.as_str())
        .unwrap()
        .load_game(loaded.stored.id)
        .unwrap()
        .moves;
    assert_eq!(moves.len(), 1, "stored once: {moves:?}");
    assert_eq!(moves[0].uci, mv.uci());
}

/// A connection to `url` holding the advisory lock every move's COMMIT on that
/// database now takes first (a deferred trigger): each COMMIT waits until the lock is
/// let go or the connection ends.
fn commits_held(url: &str) -> postgres::Client {
    let mut admin = postgres::Client::connect(url, postgres::NoTls).unwrap();
    admin
        .batch_execute(
            "CREATE FUNCTION wait_at_commit() RETURNS trigger LANGUAGE plpgsql AS
                 $$ BEGIN PERFORM pg_advisory_xact_lock(4242); RETURN NULL; END $$;
             CREATE CONSTRAINT TRIGGER wait_at_commit AFTER INSERT ON moves
                 DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wait_at_commit();
             SELECT pg_advisory_lock(4242)",
        )
        .unwrap();
    admin
}

#[test]
fn a_commit_lost_before_the_server_committed_is_read_back_as_not_stored() {
    let Some(server) = pg::server() else {
        return;
    };
    let url = server.new_database();
    let (_setup, loaded, mv) = a_move(&url);
    // Every move's COMMIT first takes an advisory lock, which the test holds.
    let mut admin = commits_held(&url);
    let store = Store::open(url.as_str()).unwrap();
    let _alone = LOSING_COMMITS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let before = data::contention();
    let player = loaded.stored.player_to_move();
    std::thread::scope(|s| {
        let (loaded, mv) = (&loaded, &mv);
        let writer = s.spawn(move || store.record_move_in(loaded, mv, player, T0));
        // The COMMIT is on its way and the move not yet committed.
        let pid = commit_waiting(&mut admin, database(&url), "advisory");
        terminate(&mut admin, pid);
        gone(&mut admin, pid);
        admin
            .batch_execute("SELECT pg_advisory_unlock(4242)")
            .unwrap();
        let lost = writer.join().unwrap();
        assert!(
            matches!(lost, Err(Error::Unavailable { .. })),
            "read back, the move is not there: {lost:?}"
        );
    });
    let after = data::contention();
    assert_eq!(
        (
            after.lost_commits_stored - before.lost_commits_stored,
            after.lost_commits_not_stored - before.lost_commits_not_stored
        ),
        (0, 1),
        "one lost COMMIT, read back as not stored"
    );
    let game = Store::open(url.as_str())
        .unwrap()
        .load_game(loaded.stored.id)
        .unwrap();
    assert!(game.moves.is_empty(), "{:?}", game.moves);
    assert_eq!(game.stored.ply, 0);
}

/// A COMMIT lost with the server itself, which stays down: the move waits at most
/// [`data::policy::SETTLE_WITHIN`] to learn its fate, then says the database is
/// unavailable, rather than holding its player (and a connection) for ever.
#[test]
fn a_commit_lost_with_a_server_that_stays_down_gives_up_in_time() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let url = server.new_database();
    let (_setup, loaded, mv) = a_move(&url);
    let mut admin = commits_held(&url);
    let store = Store::open(url.as_str()).unwrap();
    let _alone = LOSING_COMMITS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let player = loaded.stored.player_to_move();
    let (told, answer) = std::sync::mpsc::channel();
    let asked = std::time::Instant::now();
    // Not scoped: a store that never gives up must fail this test, not hang it.
    std::thread::spawn(move || {
        let _ = told.send(store.record_move_in(&loaded, &mv, player, T0));
    });
    commit_waiting(&mut admin, database(&url), "advisory");
    // The lock is still held: the server goes down with the COMMIT unfinished.
    server.stop();
    drop(admin);
    let within = data::policy::SETTLE_WITHIN + Duration::from_secs(10);
    let lost = answer
        .recv_timeout(within)
        .unwrap_or_else(|_| panic!("the move was still waiting after {within:?}"));
    assert!(matches!(lost, Err(Error::Unavailable { .. })), "{lost:?}");
    assert!(
        asked.elapsed() >= data::policy::SETTLE_WITHIN,
        "gave up after {:?}, before the server had its time to come back",
        asked.elapsed()
    );
}
