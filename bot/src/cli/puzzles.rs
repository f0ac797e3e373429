//! `sanctum puzzles mine`: walks finished games (from the database or a PGN file)
//! with the puzzle miner (`rules/puzzles`) and writes lichess's puzzle CSV with a
//! `Variant` column; a summary goes to stderr. Self-play games to mine come from
//! `sanctum match --engine1 "sanctum uci" --engine2 "sanctum uci" --pgn FILE`.

use anyhow::Context as _;
use puzzles::{Dedup, Miner, Puzzle, Stats};
use rules::{Game, Variant};
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Options of `sanctum puzzles`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Debug, clap::Subcommand)]
enum PuzzlesCommand {
    /// Find puzzles in finished games: positions where the side to move has exactly one
    /// winning line.
    Mine(MineArgs),
    /// Make games to mine: Sanctum against itself, each game a function of its seed.
    Selfplay(SelfPlayArgs),
    /// Rate puzzles by how Sanctum's eight levels fare at them, and say how each
    /// level did on puzzles rated below, near and above it.
    Grade(GradeArgs),
    /// Join puzzle CSVs into one set, as the starter set is made: repeats, puzzles a
    /// fresh engine does not confirm, and those the miner now leaves out are dropped.
    Merge(MergeArgs),
}

/// Options of `sanctum puzzles merge`.
#[derive(Debug, clap::Args)]
struct MergeArgs {
    /// A CSV to join (repeat for more); of two puzzles alike, the earlier is kept.
    #[arg(long, required = true)]
    csv: Vec<PathBuf>,
    /// Write the set here (replaced).
    #[arg(long)]
    out: PathBuf,
    /// Puzzles checked at once, one per thread (the set does not depend on it).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Keep no more one-move puzzles of this game (chess, scepter or sanctuary; repeat
    /// for more) than longer ones: those whose themes are rarest in the set, then the
    /// hardest.
    #[arg(long)]
    balance: Vec<Variant>,
}

/// Options of `sanctum puzzles grade`.
#[derive(Debug, clap::Args)]
struct GradeArgs {
    /// The puzzles to rate (lichess's puzzle CSV with a `Variant` column).
    #[arg(long)]
    csv: PathBuf,
    /// Write them, newly rated, here (replaced).
    #[arg(long)]
    out: PathBuf,
    /// Puzzles rated at once, one per thread (the ratings do not depend on it).
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

/// Options of `sanctum puzzles selfplay`.
#[derive(Debug, clap::Args)]
struct SelfPlayArgs {
    /// The game: chess, scepter or sanctuary.
    #[arg(long, short)]
    variant: Variant,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// The first game's seed; game N is played from seed + N.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Nodes searched per move.
    #[arg(long, default_value_t = puzzles::params::SELF_PLAY_NODES)]
    nodes: u64,
    /// The evaluation's blur in centipawns: the errors puzzles come from.
    #[arg(long, default_value_t = puzzles::params::SELF_PLAY_NOISE)]
    noise: i32,
    /// Games played at once, one per thread (the games do not depend on it).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Write the games to this PGN file (replaced).
    #[arg(long)]
    out: PathBuf,
}

/// Options of `sanctum puzzles mine`.
#[derive(Debug, clap::Args)]
struct MineArgs {
    /// The database whose finished games to mine (a database file or a `postgres://` URL).
    #[arg(long, conflicts_with = "pgn", required_unless_present = "pgn")]
    db: Option<PathBuf>,
    /// A PGN file of one or more games to mine.
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// Only games of this variant: chess, scepter or sanctuary.
    #[arg(long, short)]
    variant: Option<Variant>,
    /// Write the CSV here instead of to stdout.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Nodes searched per position (the deeper check searches ten times as many).
    #[arg(long, default_value_t = puzzles::params::MINING_NODES)]
    nodes: u64,
    /// Games mined at once, one per thread.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Also mine this many sidelines a position: the next-best moves of the scan
    /// that the game did not play, where one would hand the opponent a win.
    #[arg(long, default_value_t = 0)]
    sidelines: usize,
}

/// What mining one game gave: its puzzles, its counts, and the time it took.
type Mined = (Vec<Puzzle>, Stats, Duration);

/// A game to mine, and what its puzzles' `GameUrl` calls it.
struct Source {
    game: Game,
    url: String,
}

/// Runs a `puzzles` subcommand.
pub fn run(args: &Args) -> anyhow::Result<()> {
    match &args.command {
        PuzzlesCommand::Mine(mine) => run_mine(mine),
        PuzzlesCommand::Selfplay(play) => run_selfplay(play),
        PuzzlesCommand::Grade(grade) => {
            super::puzzle_grades::run(&grade.csv, &grade.out, grade.threads)
        }
        PuzzlesCommand::Merge(merge) => {
            super::puzzle_merge::run(&merge.csv, &merge.out, merge.threads, &merge.balance)
        }
    }
}

fn run_mine(args: &MineArgs) -> anyhow::Result<()> {
    let sources = match (&args.db, &args.pgn) {
        (_, Some(path)) => from_pgn(path, args.variant)?,
        (Some(db), None) => from_db(db, args.variant)?,
        (None, None) => anyhow::bail!("name the games to mine: --db FILE or --pgn FILE"),
    };
    let mined = mine_all(&sources, args);
    let mut dedup = Dedup::new();
    let mut kept: Vec<&Puzzle> = Vec::new();
    let mut per_variant: BTreeMap<Variant, (Stats, u64)> = BTreeMap::new();
    let mut busy = Duration::ZERO;
    for (source, (puzzles, stats, took)) in sources.iter().zip(&mined) {
        busy += *took;
        let entry = per_variant.entry(source.game.variant()).or_default();
        entry.0 += *stats;
        for p in puzzles {
            if dedup.insert(p) {
                kept.push(p);
                entry.1 += 1;
            }
        }
    }
    super::puzzle_csv::write_csv(args.out.as_deref(), &kept)?;
    summary(&per_variant, kept.len(), busy);
    Ok(())
}

fn run_selfplay(args: &SelfPlayArgs) -> anyhow::Result<()> {
    let how = puzzles::selfplay::SelfPlay {
        nodes: args.nodes.max(1),
        noise: args.noise.max(0),
        ..puzzles::selfplay::SelfPlay::new(args.variant)
    };
    let total = usize::try_from(args.games).unwrap_or(usize::MAX);
    let started = Instant::now();
    let games = super::parallel::each(
        total,
        args.threads,
        || (),
        |(), i| how.play(args.seed.wrapping_add(i as u64)),
    );
    let mut out = std::io::BufWriter::new(
        std::fs::File::create(&args.out)
            .with_context(|| format!("cannot write {}", args.out.display()))?,
    );
    let (mut plies, mut decided) = (0, 0);
    for (i, game) in games.iter().enumerate() {
        plies += game.ply();
        decided += usize::from(game.outcome().is_some_and(|o| o.winner.is_some()));
        let seed = args.seed.wrapping_add(i as u64).to_string();
        let round = (i + 1).to_string();
        let text = game.pgn(&[
            ("Event", "sanctum self-play"),
            ("Round", &round),
            ("White", "Sanctum"),
            ("Black", "Sanctum"),
            ("Seed", &seed),
        ]);
        writeln!(out, "{text}")?;
    }
    out.flush()?;
    eprintln!(
        "{} {} games ({decided} decided, {plies} plies) in {:.0} s",
        games.len(),
        args.variant,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Mines every game, `threads` at a time; results in the games' order, each with the
/// time its thread spent on it.
fn mine_all(sources: &[Source], args: &MineArgs) -> Vec<Mined> {
    super::parallel::each(
        sources.len(),
        args.threads,
        || Miner::new(args.nodes).with_sidelines(args.sidelines),
        |miner, i| {
            let started = Instant::now();
            let (puzzles, stats) = miner.mine(&sources[i].game, &sources[i].url);
            (puzzles, stats, started.elapsed())
        },
    )
}

/// The games of a PGN file (of `variant`, when given), each named `FILE:N`.
fn from_pgn(path: &PathBuf, variant: Option<Variant>) -> anyhow::Result<Vec<Source>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let mut sources = Vec::new();
    for (i, chunk) in split_games(&text).into_iter().enumerate() {
        match rules::parse_pgn(chunk) {
            Ok(pgn) if variant.is_none_or(|v| v == pgn.game.variant()) => sources.push(Source {
                game: pgn.game,
                url: format!("{name}:{}", i + 1),
            }),
            Ok(_) => {}
            Err(e) => eprintln!("skipping game {} of {}: {e}", i + 1, path.display()),
        }
    }
    Ok(sources)
}

/// The finished games of the database (of `variant`, when given), each named `game:ID`.
fn from_db(db: &PathBuf, variant: Option<Variant>) -> anyhow::Result<Vec<Source>> {
    let shown = data::redact(&db.to_string_lossy());
    if !data::is_postgres_url(&db.to_string_lossy()) && !db.is_file() {
        anyhow::bail!("cannot mine {shown}: no such database file");
    }
    let store = data::Store::open(db).with_context(|| format!("cannot open {shown}"))?;
    let games = store
        .finished_games(variant)
        .with_context(|| format!("cannot list the games of {shown}"))?;
    let mut sources = Vec::new();
    for stored in games {
        match store.load_game(stored.id) {
            Ok(loaded) => sources.push(Source {
                game: loaded.game,
                url: format!("game:{}", stored.id.0),
            }),
            Err(e) => eprintln!("skipping game {}: {e}", stored.id.0),
        }
    }
    Ok(sources)
}

/// Splits a PGN file into its games: a game starts at a tag line after movetext.
fn split_games(text: &str) -> Vec<&str> {
    let mut games = Vec::new();
    let mut start = 0;
    let mut in_moves = false;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if in_moves {
                games.push(&text[start..offset]);
                start = offset;
                in_moves = false;
            }
        } else if !trimmed.is_empty() {
            in_moves = true;
        }
        offset += line.len();
    }
    if text[start..].trim().is_empty() {
        return games;
    }
    games.push(&text[start..]);
    games
}

/// Games, positions, candidates and puzzles kept per variant, and the rate.
fn summary(per_variant: &BTreeMap<Variant, (Stats, u64)>, kept: usize, busy: Duration) {
    let mut err = std::io::stderr().lock();
    for (variant, (s, k)) in per_variant {
        let _ = writeln!(
            err,
            "{variant}: {} games, {} positions, {} candidates, {} solved, {} verified, {k} kept",
            s.games, s.positions, s.candidates, s.solved, s.verified
        );
    }
    let minutes = busy.as_secs_f64() / 60.0;
    #[allow(clippy::cast_precision_loss, reason = "puzzle counts are small")]
    let rate = if minutes > 0.0 {
        kept as f64 / minutes
    } else {
        0.0
    };
    let _ = writeln!(
        err,
        "kept {kept} puzzles in {minutes:.1} CPU-minutes: {rate:.2} puzzles per CPU-minute"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pgn_file_splits_into_its_games() {
        let text =
            "[Event \"a\"]\n[Variant \"Scepter\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        let games = split_games(text);
        assert_eq!(games.len(), 2);
        assert!(games[0].contains("1. e4") && games[1].starts_with("[Event \"b\"]"));
        assert!(split_games("\n\n").is_empty());
        let parsed: Vec<_> = games.iter().map(|g| rules::parse_pgn(g).unwrap()).collect();
        assert_eq!(parsed[0].game.variant(), Variant::Scepter);
        assert_eq!(parsed[1].game.ply(), 1);
    }
}
