//! A SQLite database on a full filesystem: a write that cannot be saved is refused as
//! [`Error::DiskFull`] with nothing of it kept, every move stored before stays, and
//! writing works again as soon as there is room, without reopening the store.
//!
//! The filesystem is a small tmpfs the test mounts (the tests run as root). Where
//! mounting is not permitted the test says so and stops, except under `CI=true`.

use data::{Error, GameId, Store};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use testkit::{Rng, T0, games_apart, quiet_move};

/// A tmpfs mounted on a temporary directory, unmounted when dropped.
struct Tmpfs {
    dir: tempfile::TempDir,
}

impl Tmpfs {
    fn mount(size: &str) -> Option<Tmpfs> {
        let dir = tempfile::tempdir().unwrap();
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .output();
        match out {
            Ok(o) if o.status.success() => Some(Tmpfs { dir }),
            other => {
                let why = match other {
                    Ok(o) => String::from_utf8_lossy(&o.stderr).trim().to_owned(),
                    Err(e) => e.to_string(),
                };
                assert!(
                    !testkit::pg::in_ci(),
                    "CI=true but a tmpfs could not be mounted: {why}"
                );
                eprintln!("SKIPPED the full-disk test: cannot mount a tmpfs ({why})");
                None
            }
        }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

/// Fills the filesystem holding `dir` with a file of zeros until it is full.
fn fill(dir: &Path) -> PathBuf {
    let path = dir.join("filler");
    let mut f = std::fs::File::create(&path).unwrap();
    let block = vec![0u8; 4096];
    while f.write_all(&block).is_ok() {}
    let _ = f.sync_all();
    path
}

/// Plays one random move in `id`; `Ok(Some(uci))` when stored.
fn try_move(store: &Store, id: GameId, rng: &mut Rng) -> data::Result<Option<(u32, String)>> {
    let loaded = store.load_game(id)?;
    let Some(mv) = quiet_move(&loaded.game, rng).filter(|_| loaded.stored.is_active()) else {
        return Ok(None);
    };
    let saved = store.record_move(
        id,
        loaded.stored.ply,
        &mv,
        loaded.stored.player_to_move(),
        T0,
    )?;
    Ok(Some((saved.stored.ply, saved.saved.uci)))
}

#[test]
fn a_full_disk_refuses_a_write_and_loses_nothing() {
    let Some(fs) = Tmpfs::mount("16m") else {
        return;
    };
    let path = fs.path().join("sanctum.db");
    let store = Store::open(&path).unwrap();
    let ids = games_apart(&store, 8);
    let mut rng = Rng::new(7);
    let mut stored: HashMap<(GameId, u32), String> = HashMap::new();
    for n in 0..80 {
        let id = ids[n % ids.len()];
        if let Some((ply, uci)) = try_move(&store, id, &mut rng).unwrap() {
            stored.insert((id, ply), uci);
        }
    }
    let filler = fill(fs.path());

    // Keep writing until the disk refuses (the write-ahead log may hold a few more).
    let mut refusals = 0;
    for n in 0..2_000 {
        let id = ids[n % ids.len()];
        let before = store.load_game(id).unwrap().stored.ply;
        match try_move(&store, id, &mut rng) {
            Ok(Some((ply, uci))) => {
                stored.insert((id, ply), uci);
            }
            Ok(None) => {}
            Err(Error::DiskFull(detail)) => {
                assert!(!detail.is_empty());
                refusals += 1;
                // Nothing of the refused move was kept.
                assert_eq!(store.load_game(id).unwrap().stored.ply, before);
                if refusals >= 5 {
                    break;
                }
            }
            Err(other) => panic!("a full disk gave {other:?}, not DiskFull"),
        }
    }
    assert!(refusals >= 5, "the disk never filled up");
    let msg = Error::DiskFull("x".into()).to_string();
    assert!(msg.contains("full") && msg.contains("nothing"), "{msg}");

    // Every move reported stored is there, in a database that checks clean.
    let check = |store: &Store, stored: &HashMap<(GameId, u32), String>| {
        for (&(id, ply), uci) in stored {
            let loaded = store.load_game(id).unwrap();
            assert_eq!(
                &loaded.moves[ply as usize - 1].uci,
                uci,
                "game {id:?} ply {ply}"
            );
        }
        for &id in &ids {
            let loaded = store.load_game(id).unwrap();
            assert_eq!(loaded.moves.len(), loaded.stored.ply as usize);
        }
    };
    check(&store, &stored);

    // Room again: the same store writes, and a fresh one opens it clean.
    std::fs::remove_file(filler).unwrap();
    let mut written = 0;
    for n in 0..40 {
        if let Some((ply, uci)) = try_move(&store, ids[n % ids.len()], &mut rng).unwrap() {
            stored.insert((ids[n % ids.len()], ply), uci);
            written += 1;
        }
    }
    assert!(written > 0);
    drop(store);
    let reopened = Store::open(&path).unwrap();
    reopened.check_integrity().unwrap();
    check(&reopened, &stored);
}
