//! The explorer's benchmark database: 100,000 finished games of 30 to 40 plies in the
//! three games and four servers, half of them rated (each player's rating before the
//! game in `rating_changes`), all taken into the explorer with `Store::explore_game`, the
//! call the service makes as a game ends; and 10,000 more finished games not yet taken
//! in, for timing that call. Cached beside the store's seed, so only the first run pays.
//!
//! The openings are random legal games with a book's shape: every position has a fixed
//! order of preference over its moves (a hash of the position and the move), and a game
//! keeps to the preferred move often in its first plies and less and less after, so a
//! few lines are played by thousands of games, many by a few, and from ply 20 on each
//! game goes its own way.

use super::seed::{self, GUILDS, NOW, PLAYERS_PER_GUILD, Rng};
use data::{Durability, GameId, OpenOptions, Store};
use rules::{Game, Move, Variant};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// Finished games taken into the explorer.
pub const GAMES: i64 = 100_000;
/// Finished games after them, not yet taken in.
pub const SPARE: i64 = 10_000;
/// The servers, each with its share of the games (per cent): the first plays most.
pub const SERVERS: [(i64, u64); 4] = [(1, 40), (2, 30), (3, 20), (4, 10)];
/// The games, each with its share.
const VARIANTS: [(Variant, u64); 3] = [
    (Variant::Sanctuary, 50),
    (Variant::Chess, 30),
    (Variant::Scepter, 20),
];
/// Plies per game: at least this many ...
const MIN_PLIES: u64 = 30;
/// ... and fewer than this many.
const MAX_PLIES: u64 = 41;
const LAYOUT: u32 = 1;

/// The cached database, built on first use (a few minutes).
pub fn seeded() -> PathBuf {
    seed::cached("explorer", LAYOUT, build)
}

/// One of `table`'s items, as likely as its weight.
fn pick<T: Copy>(table: &[(T, u64)], rng: &mut Rng) -> T {
    let mut r = rng.below(table.iter().map(|(_, w)| w).sum());
    for &(item, weight) in table {
        if r < weight {
            return item;
        }
        r -= weight;
    }
    unreachable!("r is below the sum of the weights")
}

/// FNV-1a, for a preference that is the same on every run and machine.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Where `m` stands in its position's order of preference (lower is preferred).
fn preference(position: u64, m: Move) -> u64 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325 ^ position);
    m.hash(&mut h);
    h.finish()
}

/// The chance (per cent) that a game leaves its move's preferred choice for the next
/// one, at `ply`; from ply 20 any move is as likely.
fn stray(ply: usize) -> Option<u64> {
    match ply {
        0..6 => Some(45),
        6..12 => Some(60),
        12..20 => Some(75),
        _ => None,
    }
}

/// A game of `len` plies, none of which ends it: (uci, san, FEN after) per move.
fn line(variant: Variant, len: usize, rng: &mut Rng) -> Vec<(String, String, String)> {
    'game: loop {
        let mut g = Game::new(variant);
        let mut line = Vec::with_capacity(len);
        while line.len() < len {
            let mut moves = g.legal_moves().as_slice().to_vec();
            let key = g.position().zobrist();
            moves.sort_by_key(|&m| preference(key, m));
            let n = moves.len();
            let first = match stray(line.len()) {
                Some(chance) => {
                    let mut rank = 0;
                    while rank + 1 < n && rng.below(100) < chance {
                        rank += 1;
                    }
                    rank
                }
                None => rng.below(n as u64) as usize,
            };
            let mut played = false;
            for i in 0..n {
                let m = moves[(first + i) % n];
                let san = g.position().san(&m);
                g.play(&m).expect("legal");
                if g.outcome().is_none() {
                    line.push((m.uci(), san, g.position().fen()));
                    played = true;
                    break;
                }
                g.undo();
            }
            if !played {
                continue 'game;
            }
        }
        return line;
    }
}

fn build(path: &Path) {
    let mut conn = seed::raw(path);
    let mut rng = Rng::new(1_000_003);
    let tx = conn.transaction().expect("tx");
    seed::seed_players(&tx, &mut rng);
    {
        let mut game = seed::insert_game(&tx);
        let mut mv = seed::insert_move(&tx);
        let mut change = tx
            .prepare("INSERT INTO rating_changes VALUES (?1, ?2, ?3, 60.0, 0.06, ?4, 60.0, 0.06)")
            .expect("prepare");
        for id in 1..=GAMES + SPARE {
            let variant = pick(&VARIANTS, &mut rng);
            let guild = pick(&SERVERS, &mut rng);
            let len = (MIN_PLIES + rng.below(MAX_PLIES - MIN_PLIES)) as usize;
            let line = line(variant, len, &mut rng);
            let white = guild + GUILDS * (1 + rng.below(PLAYERS_PER_GUILD as u64 - 1) as i64);
            let black = if white + GUILDS <= GUILDS * PLAYERS_PER_GUILD {
                white + GUILDS
            } else {
                white - GUILDS
            };
            let rated = rng.below(2) == 1;
            // White wins 45%, Black 40%, a draw 15%.
            let (winner, reason) = match rng.below(100) {
                0..45 => (Some("white"), "resignation"),
                45..85 => (Some("black"), "resignation"),
                _ => (None, "agreement"),
            };
            let created = NOW - 60 * 86_400 + id * 30;
            let last = created + len as i64 * 600;
            game.execute(rusqlite::params![
                id,
                guild,
                id,
                white,
                black,
                variant.id(),
                i64::from(rated),
                variant.start_fen(),
                line[len - 1].2,
                len as i64,
                "finished",
                winner,
                reason,
                created,
                last,
                last + 3 * 86_400,
                None::<i64>,
                last,
            ])
            .expect("game");
            seed::insert_line(&mut mv, id, &line, created, (white, black));
            if rated {
                for p in [white, black] {
                    let before = 800.0 + f64::from(rng.below(1_600) as u32);
                    change
                        .execute((id, p, before, before + 8.0))
                        .expect("rating change");
                }
            }
        }
    }
    tx.commit().expect("commit seed");
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .expect("checkpoint");
    drop(conn);
    explore_all(path);
}

/// Takes the first [`GAMES`] games into the explorer through the store, each as the
/// service does when a game ends.
fn explore_all(path: &Path) {
    let options = OpenOptions {
        durability: Durability::Normal,
        ..OpenOptions::default()
    };
    let store = Store::open_with(path, &options).expect("open seed");
    let started = std::time::Instant::now();
    for id in 1..=GAMES {
        assert!(store.explore_game(GameId(id)).expect("explore"));
        if id % 20_000 == 0 {
            eprintln!("{id} games explored in {:.1?}", started.elapsed());
        }
    }
    assert_eq!(
        store.unexplored_game().expect("db"),
        Some(GameId(GAMES + 1))
    );
    drop(store);
    let conn = rusqlite::Connection::open(path).expect("open seed");
    let rows: i64 = conn
        .query_row("SELECT count(*) FROM explorer_moves", [], |r| r.get(0))
        .expect("count");
    eprintln!("explorer index: {rows} rows");
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .expect("checkpoint");
}
