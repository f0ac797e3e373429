//! PostgreSQL killed (an immediate stop: every backend dies at once, as in a crash)
//! again and again while four connections write moves: every move reported stored is
//! there once, every game's moves replay to its stored position, and a move whose
//! COMMIT lost the server is reported as what really happened — stored or not.

use data::{Error, GameId, Store};
use std::collections::HashSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use testkit::{Backend, Rng, T0, games_apart, pg, quiet_move};

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
