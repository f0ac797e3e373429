//! `sanctum puzzles merge`: puzzle CSVs joined into one set, as the starter set is
//! made. A puzzle is dropped when it repeats one before it (`puzzles::Dedup`), or an
//! earlier one of the same game that ends with the same move (the same idea seen a
//! move or two later), when a fresh engine given only its row does not confirm it at
//! the verification budget, or when the miner now leaves such a puzzle out (a plain
//! recapture, a plain one-mover); the rest get their themes worked out again. With
//! `--balance` a game named keeps no more one-move puzzles than longer ones, so its set
//! teaches lines rather than single shots. stderr says, per game, what the set holds:
//! its lengths, its motifs and its ratings' spread.

use anyhow::Context as _;
use puzzles::params::{MINING_NODES, VERIFY_FACTOR};
use puzzles::{Dedup, Puzzle, Theme, read_puzzles, verify};
use rules::Variant;
use std::collections::{BTreeMap, HashSet};
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Why a merged puzzle was left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Dropped {
    Repeat,
    SameIdea,
    Unconfirmed,
    Recapture,
    PlainOneMover,
    Trimmed,
}

/// Joins the puzzles of `csvs`, in order, into `out`.
pub fn run(
    csvs: &[PathBuf],
    out: &Path,
    threads: usize,
    balance: &[Variant],
) -> anyhow::Result<()> {
    let mut all = Vec::new();
    for csv in csvs {
        let file =
            std::fs::File::open(csv).with_context(|| format!("cannot read {}", csv.display()))?;
        let read: Vec<Puzzle> = read_puzzles(std::io::BufReader::new(file))?
            .collect::<Result<_, _>>()
            .with_context(|| format!("cannot read the puzzles of {}", csv.display()))?;
        all.extend(read);
    }
    let mut dropped: BTreeMap<Dropped, usize> = BTreeMap::new();
    let mut dedup = Dedup::new();
    let mut ideas = HashSet::new();
    let unique: Vec<Puzzle> = all
        .into_iter()
        .filter(|p| {
            let why = if !dedup.insert(p) {
                Dropped::Repeat
            } else if !ideas.insert(idea(p)) {
                Dropped::SameIdea
            } else {
                return true;
            };
            *dropped.entry(why).or_default() += 1;
            false
        })
        .collect();
    let checked = check_all(&unique, threads.max(1));
    let mut kept = Vec::new();
    for (mut p, check) in unique.into_iter().zip(checked) {
        match check {
            Ok(themes) => {
                p.themes = themes;
                kept.push(p);
            }
            Err(why) => *dropped.entry(why).or_default() += 1,
        }
    }
    if !balance.is_empty() {
        let before = kept.len();
        kept = balanced(kept, balance);
        let trimmed = before - kept.len();
        if trimmed > 0 {
            dropped.insert(Dropped::Trimmed, trimmed);
        }
    }
    super::puzzle_csv::write_csv(Some(out), &kept.iter().collect::<Vec<_>>())?;
    let mut err = std::io::stderr().lock();
    writeln!(err, "{} puzzles kept; left out: {dropped:?}", kept.len())?;
    report(&mut err, &kept)?;
    Ok(())
}

/// A puzzle's game (its `GameUrl` before `#`) and its last move: two puzzles of one
/// game that end alike are one idea, met a move or two apart.
fn idea(p: &Puzzle) -> (Variant, String, String) {
    let game = p
        .game_url
        .rsplit_once('#')
        .map_or(p.game_url.as_str(), |(game, _)| game);
    let last = p.moves.last().cloned().unwrap_or_default();
    // A puzzle named by no game is its own idea.
    let game = if game.is_empty() { p.id.as_str() } else { game };
    (p.variant, game.to_owned(), last)
}

/// Whether a puzzle asks for one move of the solver (the row's first move is the
/// opponent's).
fn is_one_move(p: &Puzzle) -> bool {
    p.moves.len() < 4
}

/// `set` with, for each game of `games`, at most as many one-move puzzles as longer ones. The
/// one-movers kept are those whose themes are rarest among the game's puzzles (a
/// motif met twice counts more than one met fifty times), then the higher rated;
/// the set's order is kept.
fn balanced(set: Vec<Puzzle>, games: &[Variant]) -> Vec<Puzzle> {
    let mut keep = vec![true; set.len()];
    for &variant in games {
        let of: Vec<usize> = (0..set.len())
            .filter(|&i| set[i].variant == variant)
            .collect();
        let longer = of.iter().filter(|&&i| !is_one_move(&set[i])).count();
        let mut short: Vec<usize> = of
            .iter()
            .copied()
            .filter(|&i| is_one_move(&set[i]))
            .collect();
        if short.len() <= longer {
            continue;
        }
        let mut counts: BTreeMap<Theme, u32> = BTreeMap::new();
        for &i in &of {
            for theme in &set[i].themes {
                *counts.entry(*theme).or_default() += 1;
            }
        }
        let rarity = |p: &Puzzle| -> f64 {
            p.themes
                .iter()
                .map(|t| 1.0 / f64::from(counts.get(t).copied().unwrap_or(1).max(1)))
                .sum()
        };
        short.sort_by(|&a, &b| {
            rarity(&set[b])
                .total_cmp(&rarity(&set[a]))
                .then(set[b].rating.cmp(&set[a].rating))
                .then(set[a].id.cmp(&set[b].id))
        });
        for &i in &short[longer..] {
            keep[i] = false;
        }
    }
    set.into_iter()
        .zip(keep)
        .filter_map(|(p, keep)| keep.then_some(p))
        .collect()
}

/// Each puzzle's themes, or why it is left out, `threads` puzzles at a time.
fn check_all(set: &[Puzzle], threads: usize) -> Vec<Result<Vec<Theme>, Dropped>> {
    super::parallel::each(set.len(), threads, || (), |(), i| check(&set[i]))
}

fn check(p: &Puzzle) -> Result<Vec<Theme>, Dropped> {
    if verify::is_plain_recapture(p).map_err(|_| Dropped::Unconfirmed)? {
        return Err(Dropped::Recapture);
    }
    if verify::is_plain_one_mover(p).map_err(|_| Dropped::Unconfirmed)? {
        return Err(Dropped::PlainOneMover);
    }
    verify::reverify(p, MINING_NODES * VERIFY_FACTOR).map_err(|_| Dropped::Unconfirmed)?;
    verify::rethemed(p).map_err(|_| Dropped::Unconfirmed)
}

/// Per game: puzzles, how many take one move of the solver and how many more, each
/// motif's count and share, and the ratings' spread.
fn report(err: &mut impl std::io::Write, set: &[Puzzle]) -> anyhow::Result<()> {
    for variant in Variant::ALL {
        let of: Vec<&Puzzle> = set.iter().filter(|p| p.variant == variant).collect();
        if of.is_empty() {
            continue;
        }
        let n = of.len();
        let longer = of.iter().filter(|p| !is_one_move(p)).count();
        let mut ratings: Vec<u32> = of.iter().map(|p| p.rating).collect();
        ratings.sort_unstable();
        let at = |q: usize| ratings[(n - 1) * q / 100];
        writeln!(
            err,
            "{variant}: {n} puzzles, {} of one move, {longer} of two or more ({:.0} %); \
             ratings {}–{} (median {}, 10–90 % {}–{})",
            n - longer,
            percent(longer, n),
            at(0),
            at(100),
            at(50),
            at(10),
            at(90)
        )?;
        let mut motifs: Vec<(Theme, usize)> = Theme::MOTIFS
            .iter()
            .chain(&[Theme::Refugee, Theme::Slide])
            .map(|m| (*m, of.iter().filter(|p| p.themes.contains(m)).count()))
            .filter(|(_, k)| *k > 0)
            .collect();
        motifs.sort_by_key(|(_, k)| std::cmp::Reverse(*k));
        let at_one_percent = motifs.iter().filter(|(_, k)| 100 * k >= n).count();
        let listed: Vec<String> = motifs
            .iter()
            .map(|(m, k)| format!("{m} {k} ({:.1} %)", percent(*k, n)))
            .collect();
        writeln!(
            err,
            "  motifs ({at_one_percent} on at least 1 %): {}",
            listed.join(", ")
        )?;
    }
    Ok(())
}

/// `part` of `whole` in percent.
fn percent(part: usize, whole: usize) -> f64 {
    let f = |n: usize| f64::from(u32::try_from(n).unwrap_or(u32::MAX));
    100.0 * f(part) / f(whole.max(1))
}
