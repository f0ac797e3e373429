//! Group commit on SQLite: one fsync for every write that queued behind it.
//!
//! With `synchronous=FULL` each commit waits for the disk (a few milliseconds), and SQLite
//! lets one writer at a time hold the lock through its fsync, so a burst of moves from many
//! channels queued one fsync each. Here the writes of every [`Store`](crate::Store) of one
//! file in this process go through one writer connection: each runs in a savepoint of a
//! shared transaction, and the last of those waiting commits them all at once. A caller
//! still returns only after its own write is on disk, so durability does not change; a
//! write that fails rolls back to its savepoint and leaves the others in the batch alone.

use super::conn::batch;
use crate::{Error, Location, Result};
use rusqlite::Connection;
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, LazyLock, Mutex, MutexGuard, OnceLock, PoisonError, Weak};
use std::time::{Duration, Instant};

/// A batch commits once it holds this many writes, even if more are waiting.
const MAX_BATCH: usize = 64;
/// ... or once it has been open this long, so a steady stream still commits.
const MAX_OPEN: Duration = Duration::from_millis(20);

/// The writer shared by every store of one file.
pub(crate) struct Group {
    state: Mutex<State>,
    committed: Condvar,
    /// Writers waiting for `state`: while there are any, the batch stays open for them.
    queued: AtomicUsize,
    /// Commits made, for the tests to see that writes were grouped.
    #[cfg(test)]
    commits: AtomicUsize,
}

impl std::fmt::Debug for Group {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Group").finish_non_exhaustive()
    }
}

struct State {
    conn: Connection,
    open: Option<Batch>,
}

/// The transaction being filled.
struct Batch {
    started: Instant,
    writes: usize,
    /// Set when the batch commits (`Ok`) or fails (the error's description).
    outcome: Arc<OnceLock<Result<(), Failure>>>,
}

/// A failed commit, told to every writer of the batch.
#[derive(Debug, Clone)]
enum Failure {
    Busy,
    ReadOnly(String),
    DiskFull(String),
    Corrupt(String),
    Other(String),
}

impl Failure {
    fn of(e: &Error) -> Failure {
        match e {
            Error::Busy => Failure::Busy,
            Error::ReadOnly(s) => Failure::ReadOnly(s.clone()),
            Error::DiskFull(s) => Failure::DiskFull(s.clone()),
            Error::CorruptDatabase(s) => Failure::Corrupt(s.clone()),
            other => Failure::Other(other.to_string()),
        }
    }

    fn error(self) -> Error {
        match self {
            Failure::Busy => Error::Busy,
            Failure::ReadOnly(s) => Error::ReadOnly(s),
            Failure::DiskFull(s) => Error::DiskFull(s),
            Failure::Corrupt(s) => Error::CorruptDatabase(s),
            Failure::Other(s) => Error::Sqlite(crate::error::SqliteError::other(s)),
        }
    }
}

/// The groups of the files open in this process, by canonical path.
static GROUPS: LazyLock<Mutex<HashMap<PathBuf, Weak<Group>>>> = LazyLock::new(Default::default);

impl Group {
    /// The group of the file at `path` (which exists), opening its writer with `open` if
    /// no store of this process has the file open.
    pub(crate) fn of(path: &Path, open: impl FnOnce() -> Result<Connection>) -> Result<Arc<Group>> {
        let key = std::fs::canonicalize(path).map_err(|e| Error::Open {
            location: Location::File(path.to_path_buf()),
            detail: e.to_string(),
        })?;
        let mut groups = GROUPS.lock().unwrap_or_else(PoisonError::into_inner);
        groups.retain(|_, g| g.strong_count() > 0);
        if let Some(group) = groups.get(&key).and_then(Weak::upgrade) {
            return Ok(group);
        }
        let group = Arc::new(Group {
            state: Mutex::new(State {
                conn: open()?,
                open: None,
            }),
            committed: Condvar::new(),
            queued: AtomicUsize::new(0),
            #[cfg(test)]
            commits: AtomicUsize::new(0),
        });
        groups.insert(key, Arc::downgrade(&group));
        Ok(group)
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `f` as one write in the current batch and returns once it is committed.
    /// `f` returns `Ok(Ok(v))` to keep its writes and return `v`, `Ok(Err(e))` to keep
    /// them and return `e`, `Err(e)` to undo them (as a transaction does).
    pub(crate) fn write<T>(&self, f: impl FnOnce(&Connection) -> Result<Result<T>>) -> Result<T> {
        self.queued.fetch_add(1, Ordering::SeqCst);
        let mut state = self.lock();
        self.queued.fetch_sub(1, Ordering::SeqCst);
        if state.open.is_none() {
            batch(&state.conn, "BEGIN IMMEDIATE")?;
            state.open = Some(Batch {
                started: Instant::now(),
                writes: 0,
                outcome: Arc::new(OnceLock::new()),
            });
        }
        let ran = catch_unwind(AssertUnwindSafe(|| run(&state.conn, f)));
        let Some(batch) = state.open.as_mut() else {
            return Err(Error::CorruptDatabase("group commit lost its batch".into()));
        };
        batch.writes += 1;
        let outcome = Arc::clone(&batch.outcome);
        let full = batch.writes >= MAX_BATCH || batch.started.elapsed() >= MAX_OPEN;
        if full || self.queued.load(Ordering::SeqCst) == 0 {
            self.commit(&mut state);
        }
        let kept = match ran {
            Err(panic) => resume_unwind(panic),
            // Undone already: nothing of it waits for the commit.
            Ok(Err(e)) => return Err(e),
            Ok(Ok(kept)) => kept,
        };
        while outcome.get().is_none() {
            state = self
                .committed
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        drop(state);
        match outcome.get() {
            Some(Ok(())) => kept,
            Some(Err(failure)) => Err(failure.clone().error()),
            None => Err(Error::CorruptDatabase(
                "group commit lost its outcome".into(),
            )),
        }
    }

    /// Commits the open batch and wakes its writers.
    fn commit(&self, state: &mut State) {
        let Some(open) = state.open.take() else {
            return;
        };
        let done = batch(&state.conn, "COMMIT").map_err(|e| {
            // A failed COMMIT may leave the transaction open: end it.
            let _ = batch(&state.conn, "ROLLBACK");
            Failure::of(&e)
        });
        #[cfg(test)]
        self.commits.fetch_add(1, Ordering::SeqCst);
        let _ = open.outcome.set(done);
        self.committed.notify_all();
    }
}

/// Runs `f` in a savepoint: released if `f` keeps its writes, rolled back if it fails or
/// panics (the panic is passed on after the rollback).
fn run<T>(
    conn: &Connection,
    f: impl FnOnce(&Connection) -> Result<Result<T>>,
) -> Result<Result<T>> {
    batch(conn, "SAVEPOINT write")?;
    let ran = catch_unwind(AssertUnwindSafe(|| f(conn)));
    let undo = || batch(conn, "ROLLBACK TO write; RELEASE write");
    match ran {
        Ok(Ok(kept)) => {
            batch(conn, "RELEASE write")?;
            Ok(kept)
        }
        Ok(Err(e)) => {
            undo()?;
            Err(e)
        }
        Err(panic) => {
            let _ = undo();
            resume_unwind(panic)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Store;

    fn table(dir: &tempfile::TempDir) -> (Store, Arc<Group>) {
        let path = dir.path().join("g.db");
        let store = Store::open(&path).unwrap();
        store
            .write(|c| c.execute("CREATE TABLE t (n INTEGER PRIMARY KEY)", &[]))
            .unwrap();
        let group = Group::of(&path, || unreachable!("the store opened the group")).unwrap();
        (store, group)
    }

    fn count(store: &Store) -> i64 {
        store
            .conn()
            .query_one("SELECT count(*) AS n FROM t", &[])
            .unwrap()
            .i64("n")
            .unwrap()
    }

    #[test]
    fn concurrent_writes_share_commits_and_a_failed_one_is_undone_alone() {
        let dir = tempfile::tempdir().unwrap();
        let (store, group) = table(&dir);
        let before = group.commits.load(Ordering::SeqCst);
        std::thread::scope(|s| {
            for t in 0..16i64 {
                let group = &group;
                s.spawn(move || {
                    for i in 0..25i64 {
                        let n = t * 100 + i;
                        let got = group.write(|c| {
                            c.execute("INSERT INTO t (n) VALUES (?1)", [n])?;
                            if i % 5 == 4 {
                                return Err(Error::Invalid("undo me".into()));
                            }
                            Ok(Ok(n))
                        });
                        if i % 5 == 4 {
                            assert!(matches!(got, Err(Error::Invalid(_))));
                        } else {
                            assert_eq!(got.unwrap(), n);
                        }
                    }
                });
            }
        });
        // Every kept write is visible to another connection, every undone one is gone.
        assert_eq!(count(&store), 16 * 20);
        let commits = group.commits.load(Ordering::SeqCst) - before;
        assert!(commits < 16 * 25, "{commits} commits for 400 writes");
    }

    #[test]
    fn a_kept_refusal_commits_and_a_panic_rolls_back_only_its_write() {
        let dir = tempfile::tempdir().unwrap();
        let (store, group) = table(&dir);
        let kept = group.write(|c| {
            c.execute("INSERT INTO t (n) VALUES (1)", [])?;
            Ok(Err::<(), _>(Error::Invalid("kept, then refused".into())))
        });
        assert!(matches!(kept, Err(Error::Invalid(_))));
        let panicked = std::panic::catch_unwind(AssertUnwindSafe(|| {
            group.write(|c| -> Result<Result<()>> {
                c.execute("INSERT INTO t (n) VALUES (2)", [])?;
                panic!("a bug inside a write");
            })
        }));
        assert!(panicked.is_err());
        group
            .write(|c| Ok(Ok(c.execute("INSERT INTO t (n) VALUES (3)", [])?)))
            .unwrap();
        let rows: Vec<i64> = store
            .conn()
            .query("SELECT n FROM t ORDER BY n", &[])
            .unwrap()
            .iter()
            .map(|r| r.i64("n").unwrap())
            .collect();
        assert_eq!(rows, [1, 3]);
    }

    #[test]
    fn stores_of_one_file_share_one_group_and_other_files_do_not() {
        let dir = tempfile::tempdir().unwrap();
        let (_store, group) = table(&dir);
        let again = Store::open(dir.path().join("g.db")).unwrap();
        assert!(Arc::ptr_eq(group_of(&again), &group));
        let other = Store::open(dir.path().join("h.db")).unwrap();
        assert!(!Arc::ptr_eq(group_of(&other), &group));
    }

    /// The claims that write and return rows go through the file's writer, each in a
    /// batch: from the reading connection they would wait on the writer's lock.
    #[test]
    fn claims_that_write_go_through_the_writer() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("c.db")).unwrap();
        let group = Arc::clone(group_of(&store));
        let commits = || group.commits.load(Ordering::SeqCst);
        let claims: [(&str, &dyn Fn()); 5] = [
            ("take_button_messages", &|| {
                store.take_button_messages("offer:1").unwrap();
            }),
            ("take_button_message", &|| {
                store.take_button_message("offer:1").unwrap();
            }),
            ("expire_challenges", &|| {
                store.expire_challenges(0).unwrap();
            }),
            ("claim_late_reminders", &|| {
                store.claim_late_reminders(0, 5).unwrap();
            }),
            ("claim_digests", &|| {
                store.claim_digests(0, 5).unwrap();
            }),
        ];
        for (name, claim) in claims {
            let before = commits();
            claim();
            assert_eq!(commits(), before + 1, "{name} did not use the writer");
        }
    }

    fn group_of(store: &Store) -> &Arc<Group> {
        store.sqlite_writer().unwrap()
    }
}
