//! `sanctum puzzles grade`: every puzzle of a CSV tried by Sanctum's eight levels
//! (`puzzles::grade`), given the rating where their results put it, and written
//! back; stderr says, per game and level, how often the level solved puzzles rated
//! below, near and above its own rating, and how the ratings spread.

use anyhow::Context as _;
use puzzles::grade::{Tries, rating_from, try_levels};
use puzzles::params::LEVEL_RATINGS;
use puzzles::{Puzzle, read_puzzles};
use rules::Variant;
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// A puzzle is "near" a level within this many points of the level's rating.
const NEAR: u32 = 150;

/// Rates the puzzles of `csv` into `out`.
pub fn run(csv: &Path, out: &Path, threads: usize) -> anyhow::Result<()> {
    let file =
        std::fs::File::open(csv).with_context(|| format!("cannot read {}", csv.display()))?;
    let mut set: Vec<Puzzle> = read_puzzles(std::io::BufReader::new(file))?
        .collect::<Result<_, _>>()
        .with_context(|| format!("cannot read the puzzles of {}", csv.display()))?;
    let started = Instant::now();
    let results = grade_all(&set, threads.max(1));
    let cpu = results.iter().map(|(_, took)| took).sum::<f64>();
    let mut failed = 0;
    for (p, (tries, _)) in set.iter_mut().zip(&results) {
        match tries {
            Some(t) => p.rating = rating_from(t),
            None => failed += 1,
        }
    }
    super::puzzle_csv::write_csv(Some(out), &set.iter().collect::<Vec<_>>())?;
    let mut err = std::io::stderr().lock();
    report(&mut err, &set, &results)?;
    writeln!(
        err,
        "{} puzzles graded ({failed} did not replay and kept their rating) in {:.0} s, \
         {:.1} CPU-minutes",
        set.len(),
        started.elapsed().as_secs_f64(),
        cpu / 60.0
    )?;
    Ok(())
}

/// What grading one puzzle gave: each level's tries (`None` when the row does not
/// replay) and the seconds its thread spent.
type Graded = (Option<Vec<Tries>>, f64);

/// Every puzzle's tries, `threads` puzzles at a time, in the set's order.
fn grade_all(set: &[Puzzle], threads: usize) -> Vec<Graded> {
    let done = AtomicUsize::new(0);
    super::parallel::each(
        set.len(),
        threads,
        || (),
        |(), i| {
            let started = Instant::now();
            let tries = try_levels(&set[i]).ok();
            let took = started.elapsed().as_secs_f64();
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            if n.is_multiple_of(100) {
                eprintln!("{n} of {} graded", set.len());
            }
            (tries, took)
        },
    )
}

/// Solves and tries of one level on puzzles rated below, near and above it.
#[derive(Default, Clone, Copy)]
struct Bands([(u32, u32); 3]);

/// Per game: how each level did by band, and the ratings' spread.
fn report(err: &mut impl std::io::Write, set: &[Puzzle], results: &[Graded]) -> anyhow::Result<()> {
    let mut per_variant: BTreeMap<Variant, ([Bands; 8], Vec<u32>)> = BTreeMap::new();
    for (p, (tries, _)) in set.iter().zip(results) {
        let Some(tries) = tries else { continue };
        let (bands, ratings) = per_variant
            .entry(p.variant)
            .or_insert_with(|| ([Bands::default(); 8], Vec::new()));
        ratings.push(p.rating);
        for t in tries {
            let i = usize::from(t.level.clamp(1, 8)) - 1;
            let own = LEVEL_RATINGS[i];
            let band = if p.rating + NEAR < own {
                0
            } else if p.rating > own + NEAR {
                2
            } else {
                1
            };
            let cell = &mut bands[i].0[band];
            cell.0 += t.solved;
            cell.1 += t.tries;
        }
    }
    for (variant, (bands, ratings)) in &mut per_variant {
        ratings.sort_unstable();
        let at = |q: usize| ratings[(ratings.len() - 1) * q / 100];
        writeln!(
            err,
            "{variant}: {} puzzles, ratings min {} · 10 % {} · median {} · 90 % {} · max {}",
            ratings.len(),
            at(0),
            at(10),
            at(50),
            at(90),
            at(100)
        )?;
        writeln!(
            err,
            "  level (rating): solved below / near (±{NEAR}) / above its rating"
        )?;
        for (i, b) in bands.iter().enumerate() {
            let cell = |(solved, tries): (u32, u32)| {
                if tries == 0 {
                    "–".to_owned()
                } else {
                    format!(
                        "{:.0} % of {tries}",
                        100.0 * f64::from(solved) / f64::from(tries)
                    )
                }
            };
            writeln!(
                err,
                "  {} ({}): {} / {} / {}",
                i + 1,
                LEVEL_RATINGS[i],
                cell(b.0[0]),
                cell(b.0[1]),
                cell(b.0[2])
            )?;
        }
    }
    Ok(())
}
