//! Multi-PV: the best few root moves, each with its own score and line.

use crate::random_playout;
use engine::score::moves_to_end;
use engine::uci::setup;
use engine::{Engine, Limits};
use proptest::prelude::*;
use rules::{Position, Variant};

fn multipv(depth: u32, lines: usize) -> Limits {
    Limits {
        multipv: lines,
        ..Limits::depth(depth)
    }
}

#[test]
fn two_mates_in_one_both_come_first() {
    // Rg8# and Rh8# both mate; every other move is slower.
    let pos = Position::from_fen(Variant::Chess, "k7/8/1K6/8/8/8/8/6RR w - - 0 1").unwrap();
    let r = Engine::new(8).search(&pos, &[], &multipv(5, 3), &mut |_| {});
    assert_eq!(r.lines.len(), 3);
    let mut top: Vec<String> = r.lines[..2]
        .iter()
        .map(|l| l.first().unwrap().uci())
        .collect();
    top.sort();
    assert_eq!(top, ["g1g8", "h1h8"]);
    assert!(
        r.lines[..2]
            .iter()
            .all(|l| moves_to_end(l.score) == Some(1))
    );
    assert_ne!(moves_to_end(r.lines[2].score), Some(1));
    assert!(r.lines[2].score < r.lines[1].score);
}

#[test]
fn the_second_line_is_scored_on_its_own() {
    // Rxd8 wins a free rook; nothing else comes close.
    let s = setup(
        Variant::Chess,
        Some("3r2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"),
        &[],
    )
    .unwrap();
    let r = Engine::new(8).search(&s.position, &[], &multipv(6, 2), &mut |_| {});
    assert_eq!(r.lines[0].first().unwrap().uci(), "d1d8");
    assert!(r.lines[0].score - r.lines[1].score > 300, "{:?}", r.lines);
}

#[test]
fn the_first_line_is_the_result() {
    for variant in Variant::ALL {
        let (pos, history) = random_playout(variant, 7, 16);
        let r = Engine::new(8).search(&pos, &history, &multipv(5, 4), &mut |_| {});
        let first = &r.lines[0];
        assert_eq!(
            (first.first(), first.score, &first.pv),
            (r.best, r.score, &r.pv)
        );
    }
}

#[test]
fn every_line_is_reported_best_first_at_each_depth() {
    let pos = Position::new(Variant::Scepter);
    let mut seen = Vec::new();
    Engine::new(8).search(&pos, &[], &multipv(4, 3), &mut |i| {
        seen.push((i.depth, i.multipv, i.score));
    });
    let ranks: Vec<(u32, usize)> = seen.iter().map(|&(d, k, _)| (d, k)).collect();
    let expected: Vec<(u32, usize)> = (1..=4).flat_map(|d| (1..=3).map(move |k| (d, k))).collect();
    assert_eq!(ranks, expected);
    for chunk in seen.chunks(3) {
        assert!(chunk.windows(2).all(|w| w[0].2 >= w[1].2), "{chunk:?}");
    }
}

#[test]
fn a_node_limit_holds_and_still_gives_lines() {
    let pos = Position::new(Variant::Sanctuary);
    let limits = Limits {
        nodes: Some(20_000),
        multipv: 3,
        ..Limits::default()
    };
    let r = Engine::new(4).search(&pos, &[], &limits, &mut |_| {});
    assert!(r.nodes < 22_000, "{}", r.nodes);
    assert_eq!(r.lines.len(), 3);
    assert_eq!(r.lines[0].first(), r.best);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn lines_are_legal_distinct_and_ordered(v in 0usize..3, seed in any::<u64>(), plies in 0usize..80, depth in 1u32..4, n in 1usize..5) {
        let variant = Variant::ALL[v];
        let (pos, history) = random_playout(variant, seed, plies);
        let r = Engine::new(1).search(&pos, &history, &multipv(depth, n), &mut |_| {});
        let legal = pos.legal_moves().len();
        prop_assert_eq!(r.lines.len(), n.min(legal));
        prop_assert!(r.lines.windows(2).all(|w| w[0].score >= w[1].score));
        let mut firsts: Vec<String> = r.lines.iter().filter_map(engine::Line::first).map(|m| m.uci()).collect();
        prop_assert_eq!(firsts.len(), r.lines.len());
        firsts.sort();
        firsts.dedup();
        prop_assert_eq!(firsts.len(), r.lines.len());
        for line in &r.lines {
            let mut p = pos;
            for m in &line.pv {
                prop_assert!(p.is_legal(m), "{:?}: {}", pos, m.uci());
                p.play(m);
            }
        }
    }
}
