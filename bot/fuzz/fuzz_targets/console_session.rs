//! The whole console on a real SQLite database: the input is split into lines and run as a
//! script, as by `sanctum play --script`. Never panics, and never fails with an I/O error
//! (it writes into a `Vec`, which cannot fail). One database and pictures folder per process
//! in a temporary directory, so games, ratings and the clock carry over from input to input;
//! the saved pictures are deleted after each input so the disk does not fill.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sanctum::console::Console;
use service::ManualClock;
use std::io::{self, Write};
use std::sync::{Arc, Mutex, OnceLock};

/// A `Vec` the target can empty between inputs (the console owns its writer).
#[derive(Clone, Default)]
struct Out(Arc<Mutex<Vec<u8>>>);

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().expect("output lock").write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

struct Session {
    _dir: tempfile::TempDir,
    console: Console<Out>,
    out: Out,
    removed: usize,
}

fn session() -> &'static Mutex<Session> {
    static SESSION: OnceLock<Mutex<Session>> = OnceLock::new();
    SESSION.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temp dir");
        let clock = Arc::new(ManualClock::new(1_790_000_000));
        let out = Out::default();
        let console = Console::open_at(
            &dir.path().join("fuzz.db"),
            &dir.path().join("pictures"),
            out.clone(),
            clock,
        )
        .expect("console opens");
        Mutex::new(Session {
            _dir: dir,
            console,
            out,
            removed: 0,
        })
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut s = session()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    s.out.0.lock().expect("output lock").clear();
    if let Err(e) = s.console.run_script(text) {
        panic!("I/O error {e} on {text:?}");
    }
    let out = String::from_utf8(std::mem::take(&mut *s.out.0.lock().expect("output lock")))
        .expect("the console writes UTF-8");
    // Every line that is not blank is echoed (until a `quit`).
    if let Some(first) = text.lines().find(|l| !l.trim().is_empty()) {
        assert!(out.starts_with(&format!("> {first}\n")), "{text:?}\n{out}");
    }
    let saved = s.console.saved_files().len();
    for path in &s.console.saved_files()[s.removed..] {
        let _ = std::fs::remove_file(path);
    }
    s.removed = saved;
});
