//! The benchmark database: 100,000 games and 1,000,000 real moves, seeded in one
//! transaction and cached under the target directory so only the first run pays.

use data::{SCHEMA_VERSION, Store};
use rules::{Game, Variant};
use std::path::{Path, PathBuf};

/// Games in the seeded database.
pub const GAMES: i64 = 100_000;
/// Moves in the seeded database (10 per game on average).
pub const MOVES: i64 = 1_000_000;
/// Servers the games are spread over.
pub const GUILDS: i64 = 10;
/// Players per server.
pub const PLAYERS_PER_GUILD: i64 = 2_000;
/// One game in this many is still active (with a deadline).
pub const ACTIVE_EVERY: i64 = 5;
/// The seeded clock: every deadline falls in the 14 days after this.
pub const NOW: i64 = 1_800_000_000;
const LAYOUT: u32 = 2;

/// A tiny deterministic generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    /// Seeded generator.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// A legal move that does not end the game, if any.
pub fn quiet_move(game: &Game, rng: &mut Rng) -> Option<rules::Move> {
    let moves = game.legal_moves();
    let n = moves.len();
    if n == 0 {
        return None;
    }
    let start = rng.below(n as u64) as usize;
    (0..n).map(|i| moves.as_slice()[(start + i) % n]).find(|m| {
        let mut after = game.clone();
        after.play(m).is_ok() && after.outcome().is_none()
    })
}

/// One precomputed line of play: (uci, san, fen after) per move.
type Line = Vec<(String, String, String)>;

fn lines(variant: Variant, count: usize, len: usize, rng: &mut Rng) -> Vec<Line> {
    (0..count)
        .map(|_| {
            let mut g = Game::new(variant);
            let mut line = Vec::with_capacity(len);
            while line.len() < len {
                let Some(m) = quiet_move(&g, rng) else { break };
                let san = g.position().san(&m);
                g.play(&m).expect("legal");
                line.push((m.uci(), san, g.position().fen()));
            }
            line
        })
        .filter(|l| l.len() == len)
        .collect()
}

/// The cached seeded database, built on first use.
pub fn seeded() -> PathBuf {
    cached("seed", LAYOUT, build)
}

/// The database `name` of this `layout`, built by `build` on first use and kept under
/// the target directory (`target/<profile>/sanctum-bench/`); `name`'s files of older
/// layouts or schemas are deleted.
pub fn cached(name: &str, layout: u32, build: fn(&Path)) -> PathBuf {
    let exe = std::env::current_exe().expect("bench executable path");
    // target/<profile>/deps/store-<hash> → target/<profile>/sanctum-bench/
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("target dir")
        .join("sanctum-bench");
    std::fs::create_dir_all(&dir).expect("cache dir");
    let path = dir.join(format!("{name}-s{SCHEMA_VERSION}-l{layout}.db"));
    if !path.exists() {
        // Seeds of older layouts or schemas are dead weight: drop them.
        for old in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            if old
                .file_name()
                .to_string_lossy()
                .starts_with(&format!("{name}-"))
            {
                let _ = std::fs::remove_file(old.path());
            }
        }
        let partial = dir.join(format!("{name}.partial.db"));
        let _ = std::fs::remove_file(&partial);
        let started = std::time::Instant::now();
        build(&partial);
        std::fs::rename(&partial, &path).expect("rename seed");
        eprintln!("seeded {} in {:.1?}", path.display(), started.elapsed());
    }
    path
}

/// A private copy of the seeded file for a benchmark that writes.
pub fn copy_to(dir: &Path) -> PathBuf {
    let dest = dir.join("sanctum.db");
    std::fs::copy(seeded(), &dest).expect("copy seed");
    dest
}

/// A new database at `path` with the store's schema, on a raw connection that writes
/// without syncing or checking foreign keys: for filling in one transaction.
pub fn raw(path: &Path) -> rusqlite::Connection {
    drop(Store::open(path).expect("create schema"));
    let conn = rusqlite::Connection::open(path).expect("open seed");
    conn.execute_batch("PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF;")
        .expect("pragmas");
    conn
}

fn build(path: &Path) {
    let mut conn = raw(path);
    let mut rng = Rng::new(2026);
    let book: Vec<(Variant, Vec<Line>)> = Variant::ALL
        .iter()
        .map(|&v| (v, lines(v, 200, 16, &mut rng)))
        .collect();
    let tx = conn.transaction().expect("tx");
    seed_players(&tx, &mut rng);
    seed_games(&tx, &book, &mut rng);
    tx.commit().expect("commit seed");
    let count = |sql: &str| {
        conn.query_row(sql, [], |r| r.get::<_, i64>(0))
            .expect("count")
    };
    assert_eq!(count("SELECT count(*) FROM games"), GAMES);
    assert_eq!(count("SELECT count(*) FROM moves"), MOVES);
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .expect("checkpoint");
}

/// Players (`GUILDS * PLAYERS_PER_GUILD`, player `p` in server `p % GUILDS`) and their
/// ratings in every variant.
pub fn seed_players(tx: &rusqlite::Transaction<'_>, rng: &mut Rng) {
    let mut player = tx
        .prepare("INSERT INTO players VALUES (?1, ?2, ?3)")
        .expect("prepare");
    let mut rating = tx
        .prepare("INSERT INTO ratings VALUES (?1, ?2, ?3, ?4, ?5, 0.06, ?6, ?7, ?8, ?9, ?10)")
        .expect("prepare");
    for p in 1..=GUILDS * PLAYERS_PER_GUILD {
        player
            .execute((p, format!("player{p}"), NOW))
            .expect("player");
        for v in Variant::ALL {
            let games = rng.below(60) as i64;
            let wins = rng.below(games as u64 + 1) as i64;
            let draws = rng.below((games - wins) as u64 + 1) as i64;
            let r = 800.0 + f64::from(rng.below(1600) as u32);
            let d = 45.0 + f64::from(rng.below(300) as u32);
            let losses = games - wins - draws;
            rating
                .execute((p % GUILDS, v.id(), p, r, d, games, wins, draws, losses, NOW))
                .expect("rating");
        }
    }
}

/// Games with their moves: a fifth still active, the rest resigned.
fn seed_games(tx: &rusqlite::Transaction<'_>, book: &[(Variant, Vec<Line>)], rng: &mut Rng) {
    let mut game = insert_game(tx);
    let mut mv = insert_move(tx);
    for id in 1..=GAMES {
        let (variant, book) = &book[(id % 3) as usize];
        let line = &book[(id as usize / 3) % book.len()];
        // Pairs of games have 10 - d and 10 + d moves: exactly MOVES in all.
        let d = ((id - 1) / 2 % 7) as usize;
        let len = if id % 2 == 1 { 10 - d } else { 10 + d };
        let guild = id % GUILDS;
        let white = guild + GUILDS * (1 + rng.below(PLAYERS_PER_GUILD as u64 - 1) as i64);
        let black = if white + GUILDS <= GUILDS * PLAYERS_PER_GUILD {
            white + GUILDS
        } else {
            white - GUILDS
        };
        let created = NOW - 30 * 86_400 + id * 10;
        let last = created + len as i64 * 600;
        let active = id % ACTIVE_EVERY == 0;
        let deadline = if active {
            NOW + rng.below(14 * 86_400) as i64
        } else {
            last + 3 * 86_400
        };
        let (status, winner, reason, finished) = if active {
            ("active", None, None, None)
        } else {
            ("finished", Some("white"), Some("resignation"), Some(last))
        };
        game.execute(rusqlite::params![
            id,
            guild,
            id,
            white,
            black,
            variant.id(),
            1,
            variant.start_fen(),
            line[len - 1].2,
            len as i64,
            status,
            winner,
            reason,
            created,
            last,
            deadline,
            active.then_some(deadline - 3 * 86_400 / 5),
            finished,
        ])
        .expect("game");
        insert_line(&mut mv, id, &line[..len], created, (white, black));
    }
}

/// Inserts a game: `game_id, guild_id, channel_id, white, black, variant, rated,
/// start_fen, fen, ply, status, winner, reason, created_at, last_move_at, deadline,
/// reminder_at, finished_at` (3 days per move).
pub fn insert_game<'t>(tx: &'t rusqlite::Transaction<'_>) -> rusqlite::Statement<'t> {
    tx.prepare(
        "INSERT INTO games (game_id, guild_id, channel_id, white, black, variant, rated, days_per_move, start_fen,
             fen, ply, status, winner, reason, created_at, last_move_at, deadline, reminder_at, finished_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 3, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)",
    )
    .expect("prepare")
}

/// Inserts a game's moves, `(uci, san, fen_after)` each, ten minutes apart from
/// `created`, White's and Black's in turn, with `insert`, an [`insert_move`] statement.
pub fn insert_line(
    insert: &mut rusqlite::Statement<'_>,
    id: i64,
    line: &[(String, String, String)],
    created: i64,
    (white, black): (i64, i64),
) {
    for (i, (uci, san, fen)) in line.iter().enumerate() {
        let by = if i % 2 == 0 { white } else { black };
        insert
            .execute((
                id,
                i as i64 + 1,
                uci,
                san,
                fen,
                created + i as i64 * 600,
                by,
            ))
            .expect("move");
    }
}

/// Inserts a move: `game_id, ply, uci, san, fen_after, played_at, player_id`.
pub fn insert_move<'t>(tx: &'t rusqlite::Transaction<'_>) -> rusqlite::Statement<'t> {
    tx.prepare("INSERT INTO moves VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
        .expect("prepare")
}
