//! The shipped starter set: every row reads (each is checked against the rules as it
//! is read), no two puzzles are the same position or the same solution, each game has
//! at least 500 of several lengths, motifs and ratings, the themes cover the goals the
//! miner looks for (a sliding pawn's win among them), and every puzzle is confirmed
//! again from its row alone, at the verification budget.

use puzzles::params::{MINING_NODES, VERIFY_FACTOR};
use puzzles::{Dedup, Puzzle, Theme};
use rules::Variant;
use std::collections::HashSet;

/// The fewest puzzles a game has.
const MIN_PUZZLES: usize = 500;
/// The smallest share, in percent, of a game's puzzles that take the solver two moves
/// or more (every game is joined with `puzzles merge --balance`).
const LONGER_PERCENT: usize = 50;
/// The fewest motifs each shown by 1 % of a game's puzzles.
const MOTIFS_AT_ONE_PERCENT: usize = 8;

/// The narrowest spread of each game's ratings, in points.
const RATING_SPREAD: u32 = 1_000;

fn set() -> Vec<Puzzle> {
    puzzles::starter::puzzles().expect("every row of the starter set reads")
}

#[test]
fn the_starter_set_is_unique_large_enough_and_covers_every_goal() {
    let set = set();
    let mut ids = HashSet::new();
    let mut dedup = Dedup::new();
    for p in &set {
        assert!(ids.insert(p.id.clone()), "{} twice", p.id);
        assert!(dedup.insert(p), "{} repeats another puzzle", p.id);
        assert!((2..=10).contains(&p.moves.len()), "{}", p.id);
    }
    for variant in Variant::ALL {
        let n = set.iter().filter(|p| p.variant == variant).count();
        assert!(n >= MIN_PUZZLES, "{variant}: {n} puzzles");
    }
    let has = |variant: Variant, theme: fn(&Theme) -> bool| {
        set.iter()
            .any(|p| p.variant == variant && p.themes.iter().any(theme))
    };
    assert!(has(Variant::Sanctuary, |t| *t == Theme::Sanctuary));
    assert!(has(Variant::Sanctuary, |t| *t == Theme::Refugee));
    assert!(has(Variant::Scepter, |t| *t == Theme::Scepter));
    assert!(has(Variant::Chess, |t| matches!(
        t,
        Theme::Mate | Theme::MateIn(_)
    )));
    assert!(
        Variant::ALL
            .into_iter()
            .any(|v| has(v, |t| *t == Theme::Material))
    );
}

/// Each game's puzzles are not only one-movers, show several motifs, and are rated
/// over a wide span, so a player has something to learn at every rating.
#[test]
fn each_games_puzzles_vary_in_length_motif_and_rating() {
    let set = set();
    for variant in Variant::ALL {
        let of: Vec<&Puzzle> = set.iter().filter(|p| p.variant == variant).collect();
        let n = of.len();
        let longer = of.iter().filter(|p| p.moves.len() >= 4).count();
        assert!(
            100 * longer >= LONGER_PERCENT * n,
            "{variant}: {longer} of {n} take two moves or more"
        );
        let motifs = Theme::MOTIFS
            .iter()
            .chain(&[Theme::Refugee, Theme::Slide])
            .filter(|m| 100 * of.iter().filter(|p| p.themes.contains(m)).count() >= n)
            .count();
        assert!(
            motifs >= MOTIFS_AT_ONE_PERCENT,
            "{variant}: {motifs} motifs on 1 % of its puzzles"
        );
        let low = of.iter().map(|p| p.rating).min().unwrap_or(0);
        let high = of.iter().map(|p| p.rating).max().unwrap_or(0);
        assert!(high - low >= RATING_SPREAD, "{variant}: rated {low}–{high}");
    }
}

#[test]
fn the_starter_set_has_a_puzzle_won_by_a_sliding_pawn() {
    assert!(
        set()
            .iter()
            .any(|p| p.variant == Variant::Scepter && p.themes.contains(&Theme::Slide))
    );
}

/// Confirms every `every`-th puzzle at the verification budget, from its row alone (a
/// fresh engine, only the position before the setting-up move as history).
fn confirm(every: usize) {
    let nodes = MINING_NODES * VERIFY_FACTOR;
    let chosen: Vec<_> = set().into_iter().step_by(every).collect();
    // Each puzzle is searched on its own: spread them over the cores.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let share = chosen.len().div_ceil(cores).max(1);
    let failed: Vec<String> = std::thread::scope(|s| {
        let workers: Vec<_> = chosen
            .chunks(share)
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .filter_map(|p| {
                            puzzles::verify::reverify(p, nodes)
                                .err()
                                .map(|e| format!("{}: {e}", p.id))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a verifying thread"))
            .collect()
    });
    assert!(failed.is_empty(), "{failed:?}");
}

#[test]
fn every_puzzle_of_the_starter_set_is_unique_at_the_verification_budget() {
    confirm(1);
}

/// Set to rewrite `starter.csv` with the themes the code finds (after a new motif).
const RETHEME: &str = "SANCTUM_RETHEME_STARTER";

#[test]
fn every_puzzle_carries_the_themes_its_line_shows() {
    let mut set = set();
    let mut differ = Vec::new();
    for p in &mut set {
        let found = puzzles::verify::rethemed(p).expect("the row replays");
        if found != p.themes {
            differ.push(format!("{}: {:?} → {:?}", p.id, p.themes, found));
            p.themes = found;
        }
    }
    if std::env::var_os(RETHEME).is_some() && !differ.is_empty() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/starter.csv");
        let mut out = puzzles::table::PuzzleWriter::new(Vec::new()).expect("a writer");
        for p in &set {
            out.write(p).expect("a row");
        }
        std::fs::write(path, out.finish().expect("the CSV")).expect("written");
        return;
    }
    assert!(
        differ.is_empty(),
        "{} puzzles' themes are not what their lines show (rewrite with {RETHEME}=1):\n{}",
        differ.len(),
        differ.join("\n")
    );
}

/// The shipped ratings are the levels' grades (`sanctum puzzles grade`): a sample
/// graded again gives the same ratings, and the puzzles the levels found hard (rated
/// above level 3's 1175) level 1 fails more often than not.
#[test]
fn the_starter_ratings_are_the_levels_grades() {
    use puzzles::grade::{grade, try_levels};
    let set = set();
    for p in set.iter().step_by(57) {
        assert_eq!(grade(p), p.rating, "{} graded again", p.id);
    }
    let hard: Vec<&Puzzle> = set.iter().filter(|p| p.rating > 1175).take(8).collect();
    assert!(hard.len() >= 4, "some puzzles are hard for the levels");
    let (mut solved, mut tries) = (0, 0);
    for p in hard {
        let first = try_levels(p).expect("replays")[0];
        solved += first.solved;
        tries += first.tries;
    }
    assert!(2 * solved < tries, "level 1 solved {solved} of {tries}");
}

/// No shipped puzzle is one the miner now leaves out: a material line whose first
/// move only takes back what was just taken.
#[test]
fn no_starter_puzzle_opens_with_a_plain_recapture() {
    let recaptures: Vec<String> = set()
        .iter()
        .filter(|p| puzzles::verify::is_plain_recapture(p).expect("replays"))
        .map(|p| p.id.clone())
        .collect();
    assert!(recaptures.is_empty(), "{recaptures:?}");
}

/// How many shipped puzzles the miner would now leave out as plain one-movers, per
/// game (the figures in the README).
#[test]
#[ignore = "a measurement"]
fn report_plain_one_movers() {
    for v in [Variant::Sanctuary, Variant::Scepter, Variant::Chess] {
        let of: Vec<_> = set().into_iter().filter(|p| p.variant == v).collect();
        let plain = of
            .iter()
            .filter(|p| puzzles::verify::is_plain_one_mover(p).expect("replays"))
            .count();
        println!("{v:?}: {plain} plain one-movers of {}", of.len());
    }
}

/// Per game of the shipped set (or of the CSV named by `SANCTUM_PUZZLES_CSV`, its
/// themes worked out again): how many puzzles take two moves or more, and each
/// motif's count (the figures in the README).
#[test]
#[ignore = "a measurement"]
fn report_lengths_and_motifs() {
    let set = match std::env::var_os("SANCTUM_PUZZLES_CSV") {
        Some(path) => {
            let file = std::fs::File::open(path).expect("the CSV opens");
            puzzles::read_puzzles(std::io::BufReader::new(file))
                .expect("a header")
                .map(|p| {
                    let mut p = p.expect("a row");
                    p.themes = puzzles::verify::rethemed(&p).expect("replays");
                    p
                })
                .collect()
        }
        None => set(),
    };
    for v in Variant::ALL {
        let of: Vec<&Puzzle> = set.iter().filter(|p| p.variant == v).collect();
        let longer = of.iter().filter(|p| p.moves.len() >= 4).count();
        let mut counts: Vec<(usize, Theme)> = Theme::MOTIFS
            .iter()
            .chain(&[Theme::Refugee, Theme::Slide])
            .map(|m| (of.iter().filter(|p| p.themes.contains(m)).count(), *m))
            .filter(|(k, _)| *k > 0)
            .collect();
        counts.sort_by_key(|c| std::cmp::Reverse(c.0));
        let listed: Vec<String> = counts.iter().map(|(k, m)| format!("{m} {k}")).collect();
        println!(
            "{v:?}: {} puzzles, {longer} of two moves or more; {}",
            of.len(),
            listed.join(", ")
        );
    }
}
