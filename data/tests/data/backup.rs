//! Online backups while another connection keeps writing moves.

use data::{Error, Store};
use std::sync::atomic::{AtomicBool, Ordering};
use testkit::{Rng, T0, games_apart, quiet_move};

#[test]
fn backups_taken_while_moves_are_written_are_consistent() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sanctum.db");
    let store = Store::open(&path).unwrap();
    let ids = games_apart(&store, 6);
    let stop = AtomicBool::new(false);
    std::thread::scope(|s| {
        let (path, ids, stop) = (&path, &ids, &stop);
        let writer = s.spawn(move || {
            let store = Store::open(path).unwrap();
            let mut rng = Rng::new(3);
            let mut n = 0u32;
            while !stop.load(Ordering::SeqCst) || n < 50 {
                let id = ids[n as usize % ids.len()];
                let l = store.load_game(id).unwrap();
                if let Some(mv) = quiet_move(&l.game, &mut rng).filter(|_| l.stored.is_active()) {
                    store
                        .record_move(id, l.stored.ply, &mv, l.stored.player_to_move(), T0)
                        .unwrap();
                }
                n += 1;
            }
            n
        });
        for k in 0..5 {
            let dest = dir.path().join(format!("backup-{k}.db"));
            let report = data::backup(path, &dest).unwrap();
            assert!(report.bytes > 0);
            let copy = Store::open(&dest).unwrap();
            copy.check_integrity().unwrap();
            for &id in ids {
                copy.load_game(id).unwrap(); // replays: moves and FEN from one snapshot
            }
        }
        stop.store(true, Ordering::SeqCst);
        assert!(writer.join().unwrap() >= 50);
    });
    assert!(matches!(data::backup(&path, &path), Err(Error::Invalid(_))));
    assert!(matches!(store.backup_to(&path), Err(Error::Invalid(_))));
    store.check_integrity().unwrap();
    let missing = dir.path().join("missing.db");
    assert!(matches!(
        data::backup(&missing, &dir.path().join("x.db")),
        Err(Error::Open { .. })
    ));
    assert!(!missing.exists(), "a backup never creates its source");
}
