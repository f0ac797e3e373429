//! Eight threads on their own connections race 10,000 move submissions over 100 games
//! (4,000 on PostgreSQL, whose round trips make each round about three times SQLite's:
//! still 250 rounds where all eight race for the same ply).

use data::{Error, GameId, Store};
use rules::Variant;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Barrier, Mutex};
use testkit::{Backend, Rng, T0, new_game, quiet_move};

const THREADS: usize = 8;
const GAMES: usize = 100;

/// The submissions raced on `b`.
fn submissions(b: &Backend) -> usize {
    match b {
        Backend::Sqlite(_) => 10_000,
        Backend::Postgres(_) => 4_000,
    }
}

fn racing_submissions_store_each_accepted_move_exactly_once(b: &Backend) {
    let submissions = submissions(b);
    // Each round, every thread submits one move.
    let rounds = submissions / THREADS;
    let path = b.location();
    let store = b.open();
    let ids: Vec<GameId> = (0..GAMES)
        .map(|i| {
            let variant = Variant::ALL[i % 3];
            new_game(
                &store,
                1000 + i as u64,
                2 * i as u64 + 1,
                2 * i as u64 + 2,
                variant,
                i % 2 == 0,
            )
            .id
        })
        .collect();

    // Even rounds: all eight threads read the same game, wait for each other, then submit
    // for the same ply (one wins, seven get Conflict). Odd rounds: each thread has its own game.
    let barrier = Barrier::new(THREADS);
    let submitted = AtomicUsize::new(0);
    let conflicts = AtomicUsize::new(0);
    let accepted = Mutex::new(Vec::<(GameId, u32, String)>::new());
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let (path, ids, barrier, submitted, conflicts, accepted) =
                (&path, &ids, &barrier, &submitted, &conflicts, &accepted);
            s.spawn(move || {
                let store = Store::open(path).unwrap();
                let mut rng = Rng::new(t as u64 + 1);
                let mut mine = Vec::new();
                for round in 0..rounds {
                    let id = if round % 2 == 0 {
                        ids[(round / 2) % GAMES]
                    } else {
                        ids[(round * THREADS + t) % GAMES]
                    };
                    barrier.wait();
                    let loaded = store.load_game(id).unwrap();
                    let mv = quiet_move(&loaded.game, &mut rng);
                    barrier.wait();
                    let Some(mv) = mv.filter(|_| loaded.stored.is_active()) else {
                        continue;
                    };
                    submitted.fetch_add(1, Ordering::SeqCst);
                    let by = loaded.stored.player_to_move();
                    // Half the threads use the replaying path, half the one that trusts their load.
                    let result = if t % 2 == 0 {
                        store.record_move(id, loaded.stored.ply, &mv, by, T0 + round as i64)
                    } else {
                        store.record_move_in(&loaded, &mv, by, T0 + round as i64)
                    };
                    match result {
                        Ok(r) => mine.push((id, r.saved.ply, mv.uci())),
                        Err(Error::Conflict { .. }) => {
                            conflicts.fetch_add(1, Ordering::SeqCst);
                        }
                        Err(e) => panic!("round {round} on game {id}: unexpected {e}"),
                    }
                }
                accepted.lock().unwrap().extend(mine);
            });
        }
    });

    let accepted = accepted.into_inner().unwrap();
    let conflicts = conflicts.into_inner();
    let submitted = submitted.into_inner();
    assert_eq!(
        accepted.len() + conflicts,
        submitted,
        "every submission was accepted or got Conflict"
    );
    assert!(
        submitted > submissions - 100,
        "only {submitted} submissions (games ended?)"
    );
    assert!(
        conflicts > submissions / 3,
        "the test must really race: only {conflicts} conflicts"
    );
    let accepted_set: BTreeSet<_> = accepted.iter().cloned().collect();
    assert_eq!(
        accepted_set.len(),
        accepted.len(),
        "no (game, ply) accepted twice"
    );

    check_stored(&store, &ids, &accepted_set);
    store.check_integrity().unwrap();
    eprintln!(
        "{submitted} submitted, {} accepted, {conflicts} conflicts",
        accepted.len()
    );
}

/// Every game replays to its stored FEN, and its stored moves are exactly the accepted ones.
fn check_stored(store: &Store, ids: &[GameId], accepted: &BTreeSet<(GameId, u32, String)>) {
    let mut stored = BTreeSet::new();
    let mut total_ply = 0;
    for &id in ids {
        let loaded = store.load_game(id).unwrap(); // replays every move and checks the FENs
        total_ply += loaded.stored.ply as usize;
        for m in loaded.moves {
            assert!(stored.insert((id, m.ply, m.uci)), "a move stored twice");
        }
    }
    assert_eq!(
        stored, *accepted,
        "the stored moves are exactly the accepted ones"
    );
    assert_eq!(total_ply, accepted.len());
}

testkit::both_backends!(racing_submissions_store_each_accepted_move_exactly_once);
