//! The engine's contract: only legal moves, limits respected, results reproducible.

use crate::random_playout;
use engine::{Engine, Level, Limits, choose_move};
use proptest::prelude::*;
use rules::{Position, Variant};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn never_an_illegal_move(v in 0usize..3, seed in any::<u64>(), plies in 0usize..120, depth in 1u32..4) {
        let variant = Variant::ALL[v];
        let (pos, history) = random_playout(variant, seed, plies);
        let r = Engine::new(1).search(&pos, &history, &Limits::depth(depth), &mut |_| {});
        match r.best {
            Some(m) => prop_assert!(pos.is_legal(&m), "{pos:?}: {}", m.uci()),
            None => prop_assert!(pos.legal_moves().is_empty()),
        }
        for (i, m) in r.pv.iter().enumerate() {
            let mut p = pos;
            for earlier in &r.pv[..i] {
                p.play(earlier);
            }
            prop_assert!(p.is_legal(m), "pv move {} of {pos:?}", m.uci());
        }
    }

    #[test]
    fn weak_levels_play_legal_moves(v in 0usize..3, seed in any::<u64>(), plies in 0usize..60, level in 1u8..6) {
        let variant = Variant::ALL[v];
        let (pos, history) = random_playout(variant, seed, plies);
        let mut engine = Engine::new(1);
        let limits = Limits::depth(3);
        let r = choose_move(&mut engine, &pos, &history, &Level::new(level), &limits, seed, &mut |_| {});
        match r.best {
            Some(m) => prop_assert!(pos.is_legal(&m)),
            None => prop_assert!(pos.legal_moves().is_empty()),
        }
    }
}

/// `go movetime` is kept both ways: spent in full (an opponent given the same time
/// uses all of it) and ended by the clock. A search that ignored its clock would run
/// to the node backstop, many times what 100 ms searches even on a fast machine; the
/// upper bound on the time is wide because a loaded machine may leave the search
/// unscheduled a while.
#[test]
fn movetime_is_kept() {
    const BACKSTOP: u64 = 3_000_000;
    for variant in Variant::ALL {
        let pos = Position::new(variant);
        let mut engine = Engine::new(16);
        let limits = Limits {
            nodes: Some(BACKSTOP),
            ..Limits::movetime_ms(100)
        };
        let start = Instant::now();
        let r = engine.search(&pos, &[], &limits, &mut |_| {});
        let took = start.elapsed();
        assert!(
            took >= Duration::from_millis(90),
            "{variant}: ended after {took:?}, before its 100 ms"
        );
        assert!(
            r.nodes < BACKSTOP && took < Duration::from_secs(5),
            "{variant}: ran past its 100 ms: {took:?}, {} nodes",
            r.nodes
        );
        assert!(r.best.is_some());
    }
}

/// The stop flag is looked at within a few thousand nodes (counted, not timed): raised
/// as depth 5 completes, it ends the next iteration at once, where the search would
/// otherwise go on to depth 9.
#[test]
fn stop_flag_ends_the_search_within_a_few_nodes() {
    let flag = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        depth: Some(9),
        stop: Some(Arc::clone(&flag)),
        ..Limits::default()
    };
    let pos = Position::new(Variant::Sanctuary);
    let mut raised_at = None;
    let r = Engine::new(16).search(&pos, &[], &limits, &mut |info| {
        if info.depth == 5 && raised_at.is_none() {
            flag.store(true, Ordering::Relaxed);
            raised_at = Some(info.nodes);
        }
    });
    let raised_at = raised_at.expect("depth 5 completed");
    assert_eq!(r.depth, 5, "iterations completed after the stop");
    assert!(
        r.nodes - raised_at <= 4096,
        "{} nodes searched after the stop",
        r.nodes - raised_at
    );
    assert!(pos.is_legal(&r.best.expect("a move")));
}

/// Raised by another thread, as UCI's `stop` is, the flag ends a search that would
/// otherwise think for a minute. The bound is wide for a loaded machine.
#[test]
fn stop_flag_from_another_thread_returns_with_a_move() {
    let flag = Arc::new(AtomicBool::new(false));
    let (report, reported) = std::sync::mpsc::channel::<()>();
    let stopper = {
        let flag = Arc::clone(&flag);
        std::thread::spawn(move || {
            reported.recv().expect("the search reports an iteration");
            flag.store(true, Ordering::Relaxed);
            Instant::now()
        })
    };
    let pos = Position::new(Variant::Sanctuary);
    let limits = Limits {
        movetime: Some(Duration::from_mins(1)),
        stop: Some(Arc::clone(&flag)),
        ..Limits::default()
    };
    let r = Engine::new(16).search(&pos, &[], &limits, &mut |_| {
        let _ = report.send(());
    });
    let returned = Instant::now();
    let stopped_at = stopper.join().expect("the stopping thread");
    let took = returned.duration_since(stopped_at);
    assert!(
        took < Duration::from_secs(2),
        "returned {took:?} after the stop"
    );
    assert!(pos.is_legal(&r.best.expect("a move")));
}

/// Giving way stops the search's clock (it still thinks its whole time once let go),
/// and a stop ends it even while it gives way. Both bounds hold on a loaded machine:
/// the first only grows with load, and a search deaf to the stop while giving way
/// would wait out its 30 s allowance, far past the second.
#[test]
fn a_search_waits_while_it_gives_way_with_its_clock_stopped() {
    let pos = Position::new(Variant::Sanctuary);
    let movetime = Duration::from_millis(200);
    let serving = Arc::new(AtomicUsize::new(1));
    let limits = Limits {
        movetime: Some(movetime),
        give_way: Some(Arc::clone(&serving)),
        ..Limits::default()
    };
    // Held for 300 ms, then let go: the search still thinks its whole time after.
    let releaser = {
        let serving = Arc::clone(&serving);
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            serving.store(0, Ordering::Relaxed);
        })
    };
    let started = Instant::now();
    let found = Engine::new(1).search(&pos, &[], &limits, &mut |_| {});
    let took = started.elapsed();
    releaser.join().expect("the releasing thread");
    assert!(
        took >= Duration::from_millis(300) + movetime / 2,
        "{took:?}"
    );
    assert!(pos.is_legal(&found.best.expect("a move")));
    // Held and stopped: it ends at once.
    serving.store(1, Ordering::Relaxed);
    let stop = Arc::new(AtomicBool::new(true));
    let stopped = Limits {
        stop: Some(stop),
        ..limits
    };
    let started = Instant::now();
    let found = Engine::new(1).search(&pos, &[], &stopped, &mut |_| {});
    let took = started.elapsed();
    assert!(
        took < Duration::from_secs(5),
        "gave way {took:?} while stopped"
    );
    assert!(pos.is_legal(&found.best.expect("a move")));
}

/// Stopped before it begins, the search still answers, after no more than a clock
/// check's worth of nodes (the depth limit only ends a search deaf to the flag).
#[test]
fn an_already_raised_stop_still_gives_a_legal_move() {
    let limits = Limits {
        depth: Some(9),
        stop: Some(Arc::new(AtomicBool::new(true))),
        ..Limits::default()
    };
    for variant in Variant::ALL {
        let pos = Position::new(variant);
        let r = Engine::new(1).search(&pos, &[], &limits, &mut |_| {});
        assert!(
            r.nodes <= 4096,
            "{variant}: {} nodes while stopped",
            r.nodes
        );
        assert!(pos.is_legal(&r.best.expect("a move")));
    }
}

#[test]
fn node_limit_is_kept() {
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let r = Engine::new(4).search(&Position::new(Variant::Chess), &[], &limits, &mut |_| {});
    assert!(r.nodes < 22_000, "{}", r.nodes);
}

#[test]
fn fixed_depth_is_deterministic() {
    for variant in Variant::ALL {
        let (pos, history) = random_playout(variant, 99, 12);
        let a = Engine::new(8).search(&pos, &history, &Limits::depth(6), &mut |_| {});
        let b = Engine::new(8).search(&pos, &history, &Limits::depth(6), &mut |_| {});
        assert_eq!(
            (a.best, a.score, a.nodes, a.pv),
            (b.best, b.score, b.nodes, b.pv)
        );
    }
}

#[test]
fn levels_are_deterministic_for_a_seed() {
    let pos = Position::new(Variant::Scepter);
    for level in 1..=4 {
        let pick = |seed| {
            let mut e = Engine::new(1);
            choose_move(
                &mut e,
                &pos,
                &[],
                &Level::new(level),
                &Limits::depth(2),
                seed,
                &mut |_| {},
            )
            .best
        };
        assert_eq!(pick(5), pick(5), "level {level}");
    }
}

#[test]
fn levels_grow_stronger_and_full_strength_fits_two_seconds() {
    for n in 1..8 {
        let (a, b) = (Level::new(n), Level::new(n + 1));
        assert!(a.max_depth <= b.max_depth && a.movetime <= b.movetime && a.noise >= b.noise);
    }
    assert!(Level::new(8).movetime <= Duration::from_secs(2));
    assert_eq!(Level::new(8).noise, 0);
}

#[test]
fn repetition_is_a_draw() {
    // Knights shuffle: after Nf3 Nf6 Ng1 Ng8 the start recurs; the history makes
    // the search see that returning again repeats.
    let mut pos = Position::new(Variant::Chess);
    let mut history = Vec::new();
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
        let m = pos.parse_uci(uci).expect("legal");
        history.push(pos.zobrist());
        pos.play(&m);
    }
    // Black to move: f6g8 repeats the start a third time.
    let r = Engine::new(4).search(&pos, &history, &Limits::depth(3), &mut |_| {});
    assert!(r.best.is_some());
}

#[test]
fn stalemate_and_dead_positions_score_as_draws() {
    // White to move, stalemated... except it is Black's stalemate after Qg6?? Black has
    // only the king in the corner; the engine, winning, must not stalemate.
    let pos = Position::from_fen(Variant::Chess, "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1").expect("fen");
    let r = Engine::new(4).search(&pos, &[], &Limits::depth(4), &mut |_| {});
    let mut after = pos;
    after.play(&r.best.expect("a move"));
    assert_ne!(
        after.outcome().map(|o| o.reason),
        Some(rules::EndReason::Stalemate)
    );
    // Sanctuary: one piece each is a dead draw.
    let dead =
        Position::from_fen(Variant::Sanctuary, "8/8/8/3g4/8/8/3G4/8 w - - 0 1").expect("fen");
    let r = Engine::new(1).search(&dead, &[], &Limits::depth(3), &mut |_| {});
    assert_eq!(r.score, 0);
}
