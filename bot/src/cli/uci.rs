//! `sanctum uci`: the engine behind the Universal Chess Interface, for GUIs and
//! match tools. The protocol's text is parsed by `engine::uci`; this module owns
//! the stdin/stdout loop and the thread a search runs on, so `stop`, `isready`
//! and `quit` are answered while it thinks.

use engine::uci::{Command, Go, MAX_MULTIPV, Setup, info_line, parse, setup};
use engine::{Engine, Level, Limits};
use rules::Variant;
use service::policy::{MAX_LEVEL, MIN_LEVEL};
use std::io::{BufRead as _, Write as _};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// Options of `sanctum uci` (none: everything is set with `setoption`).
#[derive(Debug, clap::Args)]
pub struct Args {}

const DEFAULT_HASH_MIB: usize = 16;

/// Writes one line to stdout at once (a GUI waits for each).
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

struct Session {
    variant: Variant,
    level: u8,
    seed: u64,
    /// How many best lines each search reports (`MultiPV`).
    multipv: usize,
    /// How many `ucinewgame`s this session has seen: mixed into the seed so that
    /// the weaker levels play each new game afresh rather than replaying the last.
    games: u64,
    setup: Setup,
    engine: Arc<Mutex<Engine>>,
    search: Option<(JoinHandle<()>, Arc<AtomicBool>)>,
}

impl Session {
    fn new() -> Session {
        Session {
            variant: Variant::Chess,
            level: 8,
            seed: 0,
            multipv: 1,
            games: 0,
            setup: start(Variant::Chess),
            engine: Arc::new(Mutex::new(Engine::new(DEFAULT_HASH_MIB))),
            search: None,
        }
    }

    fn engine(&self) -> std::sync::MutexGuard<'_, Engine> {
        self.engine.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Stops a running search and waits for its `bestmove`.
    fn stop(&mut self) {
        if let Some((handle, flag)) = self.search.take() {
            flag.store(true, Ordering::Relaxed);
            let _ = handle.join();
        }
    }

    fn set_option(&mut self, name: &str, value: &str) {
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.parse::<Variant>() {
                Ok(v) => {
                    self.variant = v;
                    self.setup = start(v);
                }
                Err(e) => say(&format!("info string ignored UCI_Variant: {e}")),
            },
            "hash" => match value.trim().parse::<usize>() {
                Ok(mib) if (1..=4096).contains(&mib) => {
                    self.stop();
                    self.engine().set_hash(mib);
                }
                _ => say("info string ignored Hash: give a size in MiB from 1 to 4096"),
            },
            "skill level" => match value.trim().parse::<u8>() {
                Ok(n) if (MIN_LEVEL..=MAX_LEVEL).contains(&n) => self.level = n,
                _ => say(&format!(
                    "info string ignored Skill Level: give a level from {MIN_LEVEL} to {MAX_LEVEL}"
                )),
            },
            "multipv" => match value.trim().parse::<usize>() {
                Ok(n) if (1..=MAX_MULTIPV).contains(&n) => self.multipv = n,
                _ => say(&format!(
                    "info string ignored MultiPV: give a number of lines from 1 to {MAX_MULTIPV}"
                )),
            },
            "seed" => match value.trim().parse::<u64>() {
                Ok(s) => self.seed = s,
                _ => say("info string ignored Seed: give a non-negative number"),
            },
            _ => say(&format!("info string ignored unknown option `{name}`")),
        }
    }

    fn go(&mut self, go: &Go) {
        self.stop();
        let flag = Arc::new(AtomicBool::new(false));
        let mut limits: Limits = go.limits(self.setup.position.turn());
        limits.stop = Some(Arc::clone(&flag));
        limits.multipv = self.multipv;
        let infinite = go.infinite;
        let level = Level::new(self.level);
        let game = self.games.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let seed = self.seed ^ game ^ u64::from(self.setup.position.ply());
        let setup = self.setup.clone();
        let engine = Arc::clone(&self.engine);
        let stop = Arc::clone(&flag);
        let handle = std::thread::spawn(move || {
            let mut engine = engine.lock().unwrap_or_else(PoisonError::into_inner);
            let mut report = |info: &engine::Info| say(&info_line(info));
            let result = if level.number >= 8 {
                engine.search(&setup.position, &setup.history, &limits, &mut report)
            } else {
                engine::choose_move(
                    &mut engine,
                    &setup.position,
                    &setup.history,
                    &level,
                    &limits,
                    seed,
                    &mut report,
                )
            };
            // In infinite mode the GUI expects `bestmove` only after `stop`.
            while infinite && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(2));
            }
            match result.best {
                Some(m) => say(&format!("bestmove {}", m.uci())),
                None => say("bestmove 0000"),
            }
        });
        self.search = Some((handle, flag));
    }

    /// Handles one line; false once the GUI said `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let command = match parse(line) {
            Ok(c) => c,
            Err(why) => {
                say(&format!("info string ignored: {why}"));
                return true;
            }
        };
        match command {
            Command::Uci => {
                say(&format!("id name Sanctum {}", env!("CARGO_PKG_VERSION")));
                say("id author the Sanctum developers");
                say(
                    "option name UCI_Variant type combo default chess var chess var scepter var sanctuary",
                );
                say(&format!(
                    "option name Hash type spin default {DEFAULT_HASH_MIB} min 1 max 4096"
                ));
                say(&format!(
                    "option name Skill Level type spin default {MAX_LEVEL} min {MIN_LEVEL} max {MAX_LEVEL}"
                ));
                say("option name Seed type spin default 0 min 0 max 2147483647");
                say(&format!(
                    "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
                ));
                say("uciok");
            }
            Command::IsReady => say("readyok"),
            Command::SetOption { name, value } => self.set_option(&name, &value),
            Command::NewGame => {
                self.stop();
                self.games = self.games.wrapping_add(1);
                self.engine().new_game();
                self.setup = start(self.variant);
            }
            Command::Position { fen, moves } => match setup(self.variant, fen.as_deref(), &moves) {
                Ok(s) => self.setup = s,
                Err(why) => say(&format!("info string ignored position: {why}")),
            },
            Command::Go(go) => self.go(&go),
            Command::Stop => self.stop(),
            Command::PonderHit | Command::Empty => {}
            Command::Quit => {
                self.stop();
                return false;
            }
        }
        true
    }
}

fn start(variant: Variant) -> Setup {
    Setup {
        position: rules::Position::new(variant),
        history: Vec::new(),
    }
}

/// Runs the UCI loop until `quit` or the end of input.
#[allow(
    clippy::unnecessary_wraps,
    reason = "every subcommand returns a Result"
)]
pub fn run(_args: &Args) -> anyhow::Result<()> {
    let mut session = Session::new();
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else {
            say("info string ignored a line that is not UTF-8");
            continue;
        };
        if !session.handle(&line) {
            break;
        }
    }
    session.stop();
    Ok(())
}
