//! Puzzles, the daily puzzle, mining claims and lessons on both backends: a puzzle
//! added once, picked near a rating and never twice for one player, an attempt
//! finished (and rated) once even when two answers race, the daily puzzle and each
//! game to mine claimed by exactly one of several processes, lesson stars kept at
//! their best, and everyone's puzzles listed easiest first without a server's own.

use data::{AttemptKind, ChannelId, GameResult, GuildId, NewPuzzle, Termination, UserId};
use rules::Variant;
use std::sync::{Barrier, Mutex};
use testkit::{Backend, T0, new_game};

const GUILD: GuildId = GuildId(77);

fn puzzle(id: &str, rating: f64) -> NewPuzzle {
    NewPuzzle {
        id: id.to_owned(),
        variant: Variant::Chess,
        fen: "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1".to_owned(),
        moves: vec!["h7h6".to_owned(), "a1a8".to_owned()],
        themes: vec![
            "mate".to_owned(),
            "mateIn1".to_owned(),
            "oneMove".to_owned(),
        ],
        rating,
        deviation: 500.0,
        source: "starter".to_owned(),
        guild: None,
        game: None,
    }
}

fn with_players(store: &data::Store, ids: &[u64]) {
    for id in ids {
        store
            .upsert_player(UserId(*id), &format!("p{id}"), T0)
            .expect("db");
    }
}

fn puzzles_are_picked_near_a_rating_and_rated_once(b: &Backend) {
    let store = b.open();
    with_players(&store, &[10, 11]);
    let set = [
        puzzle("easy", 900.0),
        puzzle("mid", 1500.0),
        puzzle("hard", 2100.0),
    ];
    assert_eq!(store.add_puzzles(&set, T0).expect("db"), 3);
    assert_eq!(store.add_puzzles(&set, T0).expect("db"), 0, "added once");
    let ann = UserId(10);
    let next = |r: f64, theme: Option<&str>| {
        store
            .next_puzzle(GUILD, ann, Variant::Chess, theme, r)
            .expect("db")
            .map(|p| p.id)
    };
    assert_eq!(next(1450.0, None).as_deref(), Some("mid"));
    assert_eq!(next(2000.0, Some("mateIn1")).as_deref(), Some("hard"));
    assert_eq!(next(2000.0, Some("slide")), None);
    assert!(
        store
            .start_puzzle_attempt(GUILD, ann, "mid", AttemptKind::Rated, T0)
            .expect("db")
    );
    let attempt = store
        .open_puzzle_attempt(GUILD, ann)
        .expect("db")
        .expect("open");
    // Two deliveries of the same answer race: one finishes it, the other changes nothing.
    let results = Mutex::new(Vec::new());
    let start = Barrier::new(2);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                let store = b.open();
                start.wait();
                let out = store
                    .finish_puzzle_attempt(&attempt, Variant::Chess, true, T0 + 5)
                    .expect("db");
                results.lock().unwrap().push(out.changed);
            });
        }
    });
    let mut changed = results.into_inner().unwrap();
    changed.sort_unstable();
    assert_eq!(changed, vec![false, true]);
    let record = store.puzzle_score(GUILD, Variant::Chess, ann).expect("db");
    assert_eq!(
        (record.solved, record.streak, record.best_streak),
        (1, 1, 1)
    );
    assert!(record.rating.rating > 1500.0);
    let stored = store.puzzle("mid").expect("db").expect("there");
    assert!(stored.rating.rating < 1500.0 && stored.plays == 1);
    // Tried once, never offered (nor started) again here.
    assert_ne!(next(1500.0, None).as_deref(), Some("mid"));
    assert!(
        !store
            .start_puzzle_attempt(GUILD, ann, "mid", AttemptKind::Rated, T0 + 6)
            .expect("db")
    );
    // A failure ends the streak.
    assert!(
        store
            .start_puzzle_attempt(GUILD, ann, "hard", AttemptKind::Rated, T0 + 7)
            .expect("db")
    );
    let attempt = store
        .open_puzzle_attempt(GUILD, ann)
        .expect("db")
        .expect("open");
    assert!(store.advance_puzzle_attempt(&attempt, 0, 2).expect("db"));
    assert!(
        !store.advance_puzzle_attempt(&attempt, 0, 2).expect("db"),
        "once"
    );
    store
        .finish_puzzle_attempt(&attempt, Variant::Chess, false, T0 + 8)
        .expect("db");
    let record = store.puzzle_score(GUILD, Variant::Chess, ann).expect("db");
    assert_eq!(
        (record.failed, record.streak, record.best_streak),
        (1, 0, 1)
    );
    let (top, total) = store
        .puzzle_leaderboard(GUILD, Variant::Chess, 10, 0)
        .expect("db");
    assert_eq!((top.len(), total), (1, 1));
}

fn the_daily_puzzle_and_each_game_to_mine_are_claimed_once(b: &Backend) {
    let store = b.open();
    store
        .add_puzzles(&[puzzle("daily1", 1500.0), puzzle("daily2", 1600.0)], T0)
        .expect("db");
    store
        .set_daily_puzzle_channel(GUILD, Some(ChannelId(900)))
        .expect("db");
    for i in 0..12u64 {
        let g = new_game(
            &store,
            3000 + i,
            20 + 2 * i,
            21 + 2 * i,
            Variant::Chess,
            false,
        );
        store
            .finish_game(g.id, 0, GameResult::draw(Termination::Agreement), T0)
            .expect("db");
    }
    let day = T0 / data::DAY;
    let claims = Mutex::new(Vec::new());
    let mined = Mutex::new(Vec::new());
    let start = Barrier::new(4);
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                let store = b.open();
                start.wait();
                for (guild, channel) in store.daily_puzzles_due(day).expect("db") {
                    let pick = store
                        .pick_daily_puzzle(guild, Variant::Chess)
                        .expect("db")
                        .expect("a puzzle");
                    if store
                        .claim_daily_puzzle(guild, day, &pick.id, channel, T0)
                        .expect("db")
                    {
                        claims.lock().unwrap().push(pick.id);
                    }
                }
                while let Some(game) = store.unmined_game().expect("db") {
                    if store.claim_mining(game, T0).expect("db") {
                        mined.lock().unwrap().push(game.0);
                    }
                }
            });
        }
    });
    assert_eq!(claims.into_inner().unwrap(), vec!["daily1".to_owned()]);
    let mut mined = mined.into_inner().unwrap();
    mined.sort_unstable();
    let before = mined.len();
    mined.dedup();
    assert_eq!((before, mined.len()), (12, 12), "each game mined once");
    assert!(store.daily_puzzles_due(day).expect("db").is_empty());
    // The next day's pick is another puzzle.
    let next = store
        .pick_daily_puzzle(GUILD, Variant::Chess)
        .expect("db")
        .expect("one left");
    assert_eq!(next.id, "daily2");
}

fn the_daily_puzzle_has_two_moves_to_find_while_any_is_left(b: &Backend) {
    let store = b.open();
    let near = puzzle("near", 1500.0);
    let mut longer = puzzle("longer", 2400.0);
    longer.moves = ["h7h6", "a1a8", "g8h7", "a8a7"].map(String::from).to_vec();
    store.add_puzzles(&[near, longer], T0).expect("db");
    let pick = |day: i64| {
        let p = store
            .pick_daily_puzzle(GUILD, Variant::Chess)
            .expect("db")
            .expect("a puzzle");
        assert!(
            store
                .claim_daily_puzzle(GUILD, day, &p.id, ChannelId(5), T0)
                .expect("db")
        );
        p.id
    };
    assert_eq!(pick(1), "longer", "two moves to find, though rated far off");
    assert_eq!(
        pick(2),
        "near",
        "then the one-move puzzle, none longer being left"
    );
}

fn lesson_stars_keep_their_best(b: &Backend) {
    let store = b.open();
    with_players(&store, &[10]);
    let ann = UserId(10);
    store
        .start_lesson(GUILD, ann, "chess-rook", T0)
        .expect("db");
    let moves = vec!["a1a8".to_owned()];
    assert!(
        store
            .record_lesson_moves(ann, "chess-rook", &[], &moves)
            .expect("db")
    );
    assert!(
        !store
            .record_lesson_moves(ann, "chess-rook", &[], &moves)
            .expect("db"),
        "a second answer from the old position is refused"
    );
    let (id, kept, _) = store.lesson_attempt(ann).expect("db").expect("open");
    assert_eq!((id.as_str(), kept), ("chess-rook", moves));
    store.finish_lesson(ann, "chess-rook", 3, T0).expect("db");
    store
        .finish_lesson(ann, "chess-rook", 1, T0 + 1)
        .expect("db");
    assert_eq!(
        store.lesson_stars(ann).expect("db"),
        vec![("chess-rook".to_owned(), 3)]
    );
    assert!(store.lesson_attempt(ann).expect("db").is_none());
}

fn everyones_puzzles_are_listed_easiest_first_never_a_servers_own(b: &Backend) {
    let store = b.open();
    let set = [
        puzzle("easy", 900.0),
        puzzle("mid", 1500.0),
        puzzle("hard", 2100.0),
    ];
    store.add_puzzles(&set, T0).expect("db");
    let mut own = puzzle("ours", 800.0);
    own.guild = Some(GUILD);
    store.add_puzzles(&[own], T0).expect("db");
    let listed = |theme: Option<&str>, limit: u32| -> Vec<String> {
        store
            .everyones_puzzles(Variant::Chess, theme, limit)
            .expect("db")
            .into_iter()
            .map(|p| p.id)
            .collect()
    };
    assert_eq!(listed(None, 10), ["easy", "mid", "hard"]);
    assert_eq!(listed(Some("mateIn1"), 2), ["easy", "mid"]);
    assert!(listed(Some("slide"), 10).is_empty());
    assert!(
        store
            .everyones_puzzles(Variant::Scepter, None, 10)
            .expect("db")
            .is_empty()
    );
}

fn a_shipped_sets_new_themes_and_unplayed_ratings_reach_stored_puzzles_and_nothing_else(
    b: &Backend,
) {
    let store = b.open();
    let old = [puzzle("a", 1200.0), puzzle("b", 1300.0)];
    store.add_puzzles(&old, T0).expect("db");
    let mut mined = puzzle("mined", 1400.0);
    "mined".clone_into(&mut mined.source);
    store.add_puzzles(&[mined.clone()], T0).expect("db");
    // "b" has been played: players' results own its rating from then on.
    with_players(&store, &[1]);
    assert!(
        store
            .start_puzzle_attempt(GUILD, UserId(1), "b", AttemptKind::Rated, T0)
            .expect("db")
    );
    let attempt = store
        .open_puzzle_attempt(GUILD, UserId(1))
        .expect("db")
        .expect("open");
    store
        .finish_puzzle_attempt(&attempt, Variant::Chess, true, T0 + 1)
        .expect("db");
    let played = store.puzzle("b").expect("db").expect("stored").rating;
    let mut new = old.clone();
    new[0].themes.push("backRankMate".to_owned());
    new[0].rating = 2100.0;
    new[0].deviation = 350.0;
    new[1].rating = 900.0;
    mined.themes.push("fork".to_owned());
    mined.rating = 2500.0;
    let mut shipped = new.to_vec();
    shipped.push(mined);
    assert_eq!(
        store
            .refresh_shipped_puzzles("starter", &shipped)
            .expect("db"),
        1
    );
    assert_eq!(
        store
            .refresh_shipped_puzzles("starter", &shipped)
            .expect("db"),
        0,
        "once"
    );
    let a = store.puzzle("a").expect("db").expect("stored");
    assert_eq!(a.themes, ["mate", "mateIn1", "oneMove", "backRankMate"]);
    assert!(
        (a.rating.rating - 2100.0).abs() < 1e-9 && (a.rating.deviation - 350.0).abs() < 1e-9,
        "an unplayed puzzle takes the new rating: {:?}",
        a.rating
    );
    let b = store.puzzle("b").expect("db").expect("stored");
    assert_eq!(b.themes, ["mate", "mateIn1", "oneMove"]);
    assert!(
        (b.rating.rating - played.rating).abs() < 1e-9 && b.plays == 1,
        "a played puzzle keeps its rating"
    );
    let m = store.puzzle("mined").expect("db").expect("stored");
    assert_eq!(
        m.themes,
        ["mate", "mateIn1", "oneMove"],
        "another source is left alone"
    );
    assert!((m.rating.rating - 1400.0).abs() < 1e-9);
}

/// A run: each solved puzzle counts one more, the first failure ends it, nothing is
/// rated, the best run is kept through a new one, and an answer delivered twice counts once.
fn a_run_counts_its_puzzles_until_the_first_failure_and_keeps_the_best(b: &Backend) {
    let store = b.open();
    with_players(&store, &[10]);
    let set = [
        puzzle("r1", 800.0),
        puzzle("r2", 900.0),
        puzzle("r3", 1000.0),
    ];
    store.add_puzzles(&set, T0).expect("db");
    let ann = UserId(10);
    let none = store.puzzle_run(GUILD, ann, Variant::Chess).expect("db");
    assert_eq!(none, data::PuzzleRun::default());
    let run = store
        .start_puzzle_run(GUILD, ann, Variant::Chess, T0)
        .expect("db");
    assert_eq!((run.solved, run.best, run.going), (0, 0, true));
    let play = |id: &str, solved: bool, at: i64| {
        assert!(
            store
                .start_puzzle_attempt(GUILD, ann, id, AttemptKind::Run, at)
                .expect("db")
        );
        let attempt = store
            .open_puzzle_attempt(GUILD, ann)
            .expect("db")
            .expect("open");
        assert!(attempt.in_run && attempt.daily.is_none());
        let out = store
            .finish_run_attempt(&attempt, Variant::Chess, solved, at + 1)
            .expect("db");
        assert!(out.changed);
        let again = store
            .finish_run_attempt(&attempt, Variant::Chess, solved, at + 2)
            .expect("db");
        assert!(!again.changed, "an answer delivered twice counts once");
        assert_eq!(again.after, out.after);
        out.after
    };
    let after = play("r1", true, T0 + 10);
    assert_eq!((after.solved, after.best, after.going), (1, 1, true));
    let after = play("r2", true, T0 + 20);
    assert_eq!((after.solved, after.best, after.going), (2, 2, true));
    let after = play("r3", false, T0 + 30);
    assert_eq!((after.solved, after.best, after.going), (2, 2, false));
    // Not rated: neither the player's record nor the puzzles moved.
    let record = store.puzzle_score(GUILD, Variant::Chess, ann).expect("db");
    assert_eq!((record.solved, record.failed), (0, 0));
    let r1 = store.puzzle("r1").expect("db").expect("there");
    assert_eq!((r1.rating.rating, r1.plays), (800.0, 0));
    // A new run starts from nothing and keeps the best; runs are per game.
    let run = store
        .start_puzzle_run(GUILD, ann, Variant::Chess, T0 + 40)
        .expect("db");
    assert_eq!((run.solved, run.best, run.going), (0, 2, true));
    let other = store.puzzle_run(GUILD, ann, Variant::Scepter).expect("db");
    assert!(!other.going);
}

testkit::both_backends!(
    a_run_counts_its_puzzles_until_the_first_failure_and_keeps_the_best,
    a_shipped_sets_new_themes_and_unplayed_ratings_reach_stored_puzzles_and_nothing_else,
    the_daily_puzzle_has_two_moves_to_find_while_any_is_left,
    puzzles_are_picked_near_a_rating_and_rated_once,
    the_daily_puzzle_and_each_game_to_mine_are_claimed_once,
    lesson_stars_keep_their_best,
    everyones_puzzles_are_listed_easiest_first_never_a_servers_own,
);
