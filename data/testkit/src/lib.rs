//! What Sanctum's tests share, so no test crate copies another's helpers: the
//! throwaway PostgreSQL server ([`pg`]), a test's database on either backend
//! ([`Backend`], [`both_backends!`]), temporary stores, fixed times and legal random
//! moves. A dev-dependency only; it depends on the store and the rules, never on the
//! bot, so the store's own tests can use it.

#![allow(
    clippy::missing_panics_doc,
    reason = "a helper that panics fails the test calling it, as meant"
)]

pub mod pg;

use data::{ChannelId, GameId, GuildId, MoveSaved, NewGame, Store, StoredGame, UserId};
use rules::Variant;
use tempfile::TempDir;

/// Where a test's database lives: a SQLite file in a temporary directory, or a fresh
/// database on the test binary's PostgreSQL server.
#[derive(Debug)]
pub enum Backend {
    /// A SQLite file `sanctum.db` in this directory.
    Sqlite(TempDir),
    /// A PostgreSQL database, by URL.
    Postgres(String),
}

impl Backend {
    /// A new SQLite location.
    pub fn sqlite() -> Backend {
        Backend::Sqlite(tempfile::tempdir().expect("tempdir"))
    }

    /// A new PostgreSQL database; `None` (skip) only outside CI without PostgreSQL installed.
    pub fn postgres() -> Option<Backend> {
        pg::server().map(|s| Backend::Postgres(s.new_database()))
    }

    /// What `Store::open` (and `--db`) takes: the file path or the URL.
    pub fn location(&self) -> String {
        match self {
            Backend::Sqlite(dir) => dir.path().join("sanctum.db").display().to_string(),
            Backend::Postgres(url) => url.clone(),
        }
    }

    /// A new connection.
    pub fn open(&self) -> Store {
        Store::open(self.location()).expect("open")
    }

    /// A new, empty location on the same backend.
    #[must_use]
    pub fn another(&self) -> Backend {
        match self {
            Backend::Sqlite(_) => Backend::sqlite(),
            Backend::Postgres(_) => Backend::postgres().expect("PostgreSQL"),
        }
    }

    /// Runs raw SQL behind the store's back (to damage a database on purpose).
    pub fn raw_sql(&self, sql: &str) {
        match self {
            Backend::Sqlite(_) => {
                let raw = rusqlite::Connection::open(self.location()).unwrap();
                raw.execute_batch(sql).unwrap();
            }
            Backend::Postgres(url) => {
                let mut raw = postgres::Client::connect(url, postgres::NoTls).unwrap();
                raw.batch_execute(sql).unwrap();
            }
        }
    }

    /// True on PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        matches!(self, Backend::Postgres(_))
    }
}

/// Runs each named test body (a `fn(&Backend)`) twice: `sqlite::name` and `postgres::name`,
/// so every behaviour is checked on both backends with one body.
#[macro_export]
macro_rules! both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[test]
                fn $name() {
                    super::$name(&$crate::Backend::sqlite());
                }
            )*
        }
        mod postgres {
            $(
                #[test]
                fn $name() {
                    if let Some(b) = $crate::Backend::postgres() {
                        super::$name(&b);
                    }
                }
            )*
        }
    };
}

/// A fixed start time for the store's tests, so they never read the clock.
pub const T0: i64 = 1_800_000_000;

/// An hour in seconds, the unit the store's times are kept in.
pub const HOUR: i64 = 3_600;

/// A day in seconds: days per move, deadlines and vacations are counted in days.
pub const DAY: i64 = 24 * HOUR;

/// The name libtest gives test `name` of module `module` (pass `module_path!()`), for a
/// test that re-runs its own binary on one test: libtest's `--exact` wants the path
/// below the crate, which changes when test files move between binaries.
pub fn test_name(module: &str, name: &str) -> String {
    match module.split_once("::") {
        Some((_crate, path)) => format!("{path}::{name}"),
        None => name.to_owned(),
    }
}

/// A fresh store in its own temporary directory (kept alive by the `TempDir`).
pub fn temp_store() -> (TempDir, Store) {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::open(dir.path().join("sanctum.db")).expect("open");
    (dir, store)
}

/// A new game in guild 1 on `channel` between two users.
pub fn new_game(
    store: &Store,
    channel: u64,
    white: u64,
    black: u64,
    variant: Variant,
    rated: bool,
) -> StoredGame {
    store
        .create_game(&NewGame {
            guild: GuildId(1),
            channel: ChannelId(channel),
            white: UserId(white),
            black: UserId(black),
            variant,
            rated,
            days_per_move: 3,
            start_fen: None,
            created_at: T0,
        })
        .expect("create game")
}

/// `n` unrated games, each in a channel of its own between two players of its own,
/// the three variants in turn: games that writers can move in side by side.
pub fn games_apart(store: &Store, n: u64) -> Vec<GameId> {
    (0..n)
        .map(|i| {
            new_game(
                store,
                i,
                10 + 2 * i,
                11 + 2 * i,
                Variant::ALL[i as usize % 3],
                false,
            )
            .id
        })
        .collect()
}

/// Plays typed text (SAN or UCI) as the player to move.
pub fn play(store: &Store, id: GameId, text: &str, at: i64) -> data::Result<MoveSaved> {
    let loaded = store.load_game(id)?;
    let mv = loaded.game.parse_move(text).expect("parse move");
    store.record_move(
        id,
        loaded.stored.ply,
        &mv,
        loaded.stored.player_to_move(),
        at,
    )
}

/// A small deterministic generator (xorshift64*), so tests are reproducible and need no
/// extra crate.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// Seeded generator; any seed works.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A legal move that does not end the game, if there is one (else any legal move).
pub fn quiet_move(game: &rules::Game, rng: &mut Rng) -> Option<rules::Move> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let start = rng.below(moves.len());
    for i in 0..moves.len() {
        let m = moves.as_slice()[(start + i) % moves.len()];
        let mut after = game.clone();
        if after.play(&m).is_ok() && after.outcome().is_none() {
            return Some(m);
        }
    }
    Some(moves.as_slice()[start])
}
