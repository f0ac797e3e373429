//! Files the store must refuse: each gives a clear error and leaves the file untouched.

use data::{Error, SCHEMA_VERSION, Store};
use rules::Variant;
use std::path::{Path, PathBuf};
use testkit::{T0, new_game, play};

/// The file's bytes and which of its `-wal` / `-shm` companions exist.
fn snapshot(path: &Path) -> (Vec<u8>, bool, bool) {
    let side = |suffix: &str| {
        let mut p = path.as_os_str().to_owned();
        p.push(suffix);
        PathBuf::from(p).exists()
    };
    (std::fs::read(path).unwrap(), side("-wal"), side("-shm"))
}

fn refused(path: &Path) -> Error {
    let before = snapshot(path);
    let err = Store::open(path).expect_err("must refuse");
    assert_eq!(
        snapshot(path),
        before,
        "the refused file was modified: {err}"
    );
    err
}

#[test]
fn random_bytes_are_not_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sanctum.db");
    let mut rng = testkit::Rng::new(7);
    let bytes: Vec<u8> = (0..8192).map(|_| rng.next_u64() as u8).collect();
    std::fs::write(&path, bytes).unwrap();
    let err = refused(&path);
    assert!(matches!(err, Error::NotADatabase { .. }), "{err}");
    assert!(
        err.to_string()
            .contains("sanctum.db is not a Sanctum database"),
        "{err}"
    );
}

#[test]
fn a_text_file_is_not_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    std::fs::write(&path, "remember to back up the bot\n").unwrap();
    assert!(matches!(refused(&path), Error::NotADatabase { .. }));
}

#[test]
fn a_garbled_sqlite_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sanctum.db");
    let mut bytes = b"SQLite format 3\0".to_vec();
    let mut rng = testkit::Rng::new(9);
    bytes.extend((0..8176).map(|_| rng.next_u64() as u8));
    std::fs::write(&path, bytes).unwrap();
    let err = refused(&path);
    assert!(matches!(err, Error::NotADatabase { .. }), "{err}");
}

#[test]
fn another_programs_database_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.db");
    let raw = rusqlite::Connection::open(&path).unwrap();
    raw.execute_batch("CREATE TABLE accounts (id INTEGER PRIMARY KEY, balance INTEGER); INSERT INTO accounts VALUES (1, 100);")
        .unwrap();
    drop(raw);
    let err = refused(&path);
    assert!(err.to_string().contains("another program"), "{err}");
}

#[test]
fn a_newer_schema_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sanctum.db");
    {
        let store = Store::open(&path).unwrap();
        let g = new_game(&store, 1, 10, 11, Variant::Chess, true);
        play(&store, g.id, "e4", T0).unwrap();
    }
    let raw = rusqlite::Connection::open(&path).unwrap();
    raw.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
        .unwrap();
    drop(raw);
    let err = refused(&path);
    match &err {
        Error::NewerSchema {
            found, supported, ..
        } => assert_eq!((*found, *supported), (SCHEMA_VERSION + 1, SCHEMA_VERSION)),
        other => panic!("expected NewerSchema, got {other}"),
    }
    assert!(err.to_string().contains("upgrade Sanctum"), "{err}");
}

#[test]
fn a_directory_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    assert!(matches!(
        Store::open(dir.path()),
        Err(Error::NotADatabase { .. })
    ));
}

#[test]
fn a_missing_directory_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nowhere").join("sanctum.db");
    let err = Store::open(&path).unwrap_err();
    assert!(
        matches!(err, Error::Open { .. }) && err.to_string().contains("does not exist"),
        "{err}"
    );
    assert!(!path.exists());
}

/// A directory nobody may write into. Root ignores permission bits, so as root this
/// falls back to sysfs, which refuses new files to everyone.
fn read_only_dir(tmp: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = tmp.join("ro");
    std::fs::create_dir(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(dir.join("probe"), b"").is_ok() {
        return PathBuf::from("/sys");
    }
    dir
}

#[test]
fn a_read_only_location_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = read_only_dir(tmp.path());
    let path = dir.join("sanctum-test.db");
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, Error::ReadOnly(_)), "{err}");
    assert!(err.to_string().contains("read-only"), "{err}");
    assert!(!path.exists());
}

#[test]
fn an_existing_database_in_a_read_only_directory_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("ro");
    std::fs::create_dir(&dir).unwrap();
    let path = dir.join("sanctum.db");
    drop(Store::open(&path).unwrap());
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(dir.join("probe"), b"").is_ok() {
        // Root ignores permission bits: the directory is made read-only by a mount.
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::remove_file(dir.join("probe")).unwrap();
        in_a_read_only_mount(&dir, &path);
        return;
    }
    let err = refused(&path);
    assert!(matches!(err, Error::ReadOnly(_)), "{err}");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
}

const ENV_RO_DB: &str = "SANCTUM_RO_DB";

/// What the child prints once the mount is read-only, before the test runs.
const MOUNTED: &str = "read-only mount in place";
/// What [`read_only_child`] prints once its checks passed.
const CHILD_CHECKED: &str = "read-only child: refused as read-only";

/// Runs [`read_only_child`] in a private mount namespace (gone when it exits) where
/// `dir` is bind-mounted read-only, and checks that the child ran that one test and
/// it passed. Without a usable `unshare -m` this is skipped with a note, but fails
/// under `CI=true`.
fn in_a_read_only_mount(dir: &Path, path: &Path) {
    let exe = std::env::current_exe().unwrap();
    let child = testkit::test_name(module_path!(), "read_only_child");
    let script = format!(
        "mount --bind '{d}' '{d}' && mount -o remount,bind,ro '{d}' && echo '{MOUNTED}' && \
         exec '{exe}' --exact '{child}' --ignored --nocapture --test-threads=1",
        d = dir.display(),
        exe = exe.display(),
    );
    let ran = std::process::Command::new("unshare")
        .args(["-m", "--propagation", "private", "sh", "-c", &script])
        .env(ENV_RO_DB, path)
        .output();
    let (status, stdout, stderr) = match ran {
        Ok(out) => (
            Some(out.status),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        ),
        Err(e) => (None, String::new(), e.to_string()),
    };
    if !stdout.contains(MOUNTED) {
        let why = format!("root without a usable `unshare -m` and `mount` ({status:?}): {stderr}");
        assert!(!testkit::pg::in_ci(), "{why}");
        eprintln!("SKIPPED: {why}");
        return;
    }
    let output = format!("{status:?}\n{stdout}\n{stderr}");
    assert!(
        status.is_some_and(|s| s.success()),
        "the child failed: {output}"
    );
    assert!(
        stdout.contains(CHILD_CHECKED) && stdout.contains("test result: ok. 1 passed"),
        "the child did not run its test: {output}"
    );
}

/// Run by the test above inside a mount namespace where the database's directory is
/// read-only; it prints [`CHILD_CHECKED`] once its checks passed, which the parent
/// looks for.
#[test]
#[ignore = "run as the child of an_existing_database_in_a_read_only_directory_is_refused"]
fn read_only_child() {
    let Some(path) = std::env::var_os(ENV_RO_DB) else {
        return;
    };
    let path = PathBuf::from(path);
    assert!(
        std::fs::write(path.with_extension("probe"), b"").is_err(),
        "the mount is not read-only"
    );
    let err = refused(&path);
    assert!(matches!(err, Error::ReadOnly(_)), "{err}");
    assert!(err.to_string().contains("read-only"), "{err}");
    println!("{CHILD_CHECKED}");
}

#[test]
fn damage_inside_a_sanctum_file_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sanctum.db");
    {
        let store = Store::open(&path).unwrap();
        for i in 0..200 {
            let g = new_game(&store, i, 10 + 2 * i, 11 + 2 * i, Variant::Chess, false);
            play(&store, g.id, "e4", T0).unwrap();
        }
    }
    let mut bytes = std::fs::read(&path).unwrap();
    let page = 4096;
    assert!(bytes.len() > 8 * page);
    for b in &mut bytes[3 * page..6 * page] {
        *b = 0x5a;
    }
    std::fs::write(&path, &bytes).unwrap();
    match Store::open(&path) {
        Ok(store) => {
            let err = store.check_integrity().unwrap_err();
            assert!(matches!(err, Error::CorruptDatabase(_)), "{err}");
        }
        Err(err) => assert!(
            matches!(err, Error::NotADatabase { .. } | Error::CorruptDatabase(_)),
            "{err}"
        ),
    }
}
