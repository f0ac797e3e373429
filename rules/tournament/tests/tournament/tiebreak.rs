//! Tie-breaks on hand-computed tournaments. Each expected number is worked out in the
//! comment beside it from C.07 (2023): Buchholz 8.1, Sonneborn-Berger 9.1, WIN/WON 7,
//! direct encounter 6, unplayed rounds 16.3 (adjusted scores), 16.4 (the dummy with the
//! participant's own score) and 16.5 (cut own voluntarily unplayed rounds first).

use tournament::Tournament;
use tournament::tiebreak::{TieBreak, Value, standings};

/// Three players, three rounds, every kind of unplayed round:
/// round 1: 1–2 1-0, 3 gets the pairing-allocated bye;
/// round 2: 1–3 ½-½, 2 takes a requested half-point bye;
/// round 3: 2–3 1-0, 1 takes a requested zero-point bye.
/// Everyone scores 1.5.
const THREE: &str = "\
001    1      One                               2000                             1.5          2 w 1     3 w =  0000 - Z
001    2      Two                               2000                             1.5          1 b 0  0000 - H     3 w 1
001    3      Three                             2000                             1.5       0000 - U     1 b =     2 b 0
";

fn column(t: &Tournament, tb: TieBreak) -> Vec<(u32, String)> {
    let mut rows: Vec<(u32, String)> = standings(t, &[tb])
        .into_iter()
        .map(|s| (s.player, s.values[0].to_string()))
        .collect();
    rows.sort();
    rows
}

fn s(rows: &[(u32, &str)]) -> Vec<(u32, String)> {
    rows.iter().map(|(p, v)| (*p, (*v).to_owned())).collect()
}

#[test]
fn buchholz_with_dummies_and_adjusted_scores() {
    let t = Tournament::parse(THREE).unwrap();
    // Adjusted scores (16.3): 1's zero-point bye is in the last round, so it counts as a
    // draw: 1 + ½ + ½ = 2.0. 2's half-point bye is followed by a played game: as awarded,
    // 1.5. 3's pairing-allocated bye is awarded: 1.5.
    // 1: 2 (1.5) + 3 (1.5) + dummy for round 3 (own 1.5) = 4.5.
    // 2: 1 (2.0) + dummy for round 2 (1.5) + 3 (1.5) = 5.0.
    // 3: dummy for round 1 (1.5) + 1 (2.0) + 2 (1.5) = 5.0.
    assert_eq!(
        column(&t, TieBreak::Buchholz),
        s(&[(1, "4.5"), (2, "5.0"), (3, "5.0")])
    );
    // Cut-1 (16.5): 1 and 2 lose their own voluntarily unplayed round first (the
    // dummies, 1.5 each): 3.0 and 3.5. 3's bye was not voluntary: the lowest value,
    // 1.5, goes: 3.5.
    assert_eq!(
        column(&t, TieBreak::BuchholzCut1),
        s(&[(1, "3.0"), (2, "3.5"), (3, "3.5")])
    );
}

#[test]
fn sonneborn_berger_with_dummies() {
    let t = Tournament::parse(THREE).unwrap();
    // 1: 1 × 1.5 (beat 2) + ½ × 1.5 (drew 3) + 0 × 1.5 (zero bye) = 2.25.
    // 2: 0 × 2.0 + ½ × 1.5 (half bye against the dummy) + 1 × 1.5 = 2.25.
    // 3: 1 × 1.5 (the bye's dummy) + ½ × 2.0 + 0 × 1.5 = 2.5.
    assert_eq!(
        column(&t, TieBreak::SonnebornBerger),
        s(&[(1, "2.25"), (2, "2.25"), (3, "2.5")])
    );
}

#[test]
fn standings_apply_the_tie_breaks_in_turn() {
    let t = Tournament::parse(THREE).unwrap();
    let table = standings(
        &t,
        &[
            TieBreak::Points,
            TieBreak::BuchholzCut1,
            TieBreak::SonnebornBerger,
        ],
    );
    // All on 1.5; cut-1 puts 2 and 3 (3.5) before 1 (3.0); SB puts 3 (2.5) before 2.
    let order: Vec<u32> = table.iter().map(|s| s.player).collect();
    assert_eq!(order, [3, 2, 1]);
    let places: Vec<usize> = table.iter().map(|s| s.place).collect();
    assert_eq!(places, [1, 2, 3]);
    assert_eq!(table[0].values[2], Value::Score(250));
    // Direct encounter: all three met. 1 scored 1 + ½, 2 scored 0 + 1, 3 scored ½ + 0.
    let de = standings(&t, &[TieBreak::Points, TieBreak::DirectEncounter]);
    let order: Vec<(u32, String)> = de
        .iter()
        .map(|s| (s.player, s.values[1].to_string()))
        .collect();
    assert_eq!(order, s(&[(1, "1.5"), (2, "1.0"), (3, "0.5")]));
}

/// Four players, two rounds: 1 wins against 2 by forfeit, then beats 3 over the board;
/// 3–4 drawn, then 4 beats 2.
const FOUR: &str = "\
001    1      One                               2000                             2.0          2 w +     3 w 1
001    2      Two                               2000                             0.0          1 b -     4 w 0
001    3      Three                             2000                             0.5          4 w =     1 b 0
001    4      Four                              2000                             1.5          3 b =     2 b 1
";

#[test]
fn wins_and_games_won_differ_by_the_forfeit() {
    let t = Tournament::parse(FOUR).unwrap();
    // WIN counts the forfeit win, WON only the game won over the board.
    assert_eq!(
        column(&t, TieBreak::Wins),
        s(&[(1, "2"), (2, "0"), (3, "0"), (4, "1")])
    );
    assert_eq!(
        column(&t, TieBreak::GamesWon),
        s(&[(1, "1"), (2, "0"), (3, "0"), (4, "1")])
    );
}

#[test]
fn forfeits_count_against_the_dummy() {
    let t = Tournament::parse(FOUR).unwrap();
    // 1: the forfeit win is unplayed, a dummy with 1's own 2.0; then 3 (0.5): 2.5.
    // 2: the forfeit loss, a dummy with 2's own 0.0; then 4 (1.5): 1.5.
    // 3: 4 (1.5) + 1 (2.0) = 3.5.   4: 3 (0.5) + 2 (0.0) = 0.5.
    assert_eq!(
        column(&t, TieBreak::Buchholz),
        s(&[(1, "2.5"), (2, "1.5"), (3, "3.5"), (4, "0.5")])
    );
    // Cut-1: 1's forfeit win is not voluntary, so the lowest value goes (0.5): 2.0.
    // 2's forfeit loss is voluntary and is cut first (0.0): 1.5.
    assert_eq!(
        column(&t, TieBreak::BuchholzCut1),
        s(&[(1, "2.0"), (2, "1.5"), (3, "2.0"), (4, "0.5")])
    );
}

#[test]
fn direct_encounter_needs_everyone_to_have_met() {
    // 1 and 4 never met: among a tie of {1, 4} the encounter cannot decide.
    let t = Tournament::parse(FOUR).unwrap();
    let table = standings(&t, &[TieBreak::DirectEncounter]);
    assert!(table.iter().all(|s| s.values[0] == Value::Score(0)));
    assert!(table.iter().all(|s| s.place == 1));
}
