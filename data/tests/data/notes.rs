//! Private notes on moves, on both backends: kept by author and position in the game's
//! order, numbered per position, within the cap per game even when notes race in, taken
//! back by position, and kept after the game ends.

use data::{GameId, UserId};
use rules::Variant;
use std::sync::Barrier;
use testkit::{Backend, T0, new_game, play};

const ANN: UserId = UserId(10);
const BEN: UserId = UserId(11);

fn notes_are_kept_by_author_and_position(b: &Backend) {
    let store = b.open();
    let id = new_game(&store, 1, ANN.0, BEN.0, Variant::Chess, false).id;
    assert!(store.notes(id, ANN).expect("db").is_empty());
    play(&store, id, "e4", T0).expect("e4");
    assert_eq!(
        store
            .add_note(id, ANN, 1, "why not d4?", T0, 10)
            .expect("db"),
        Some(1)
    );
    assert_eq!(
        store
            .add_note(id, ANN, 0, "plan: kingside", T0 + 1, 10)
            .expect("db"),
        Some(1)
    );
    assert_eq!(
        store
            .add_note(id, ANN, 1, "d4 next time", T0 + 2, 10)
            .expect("db"),
        Some(2)
    );
    assert_eq!(
        store
            .add_note(id, BEN, 1, "ben's own", T0 + 3, 10)
            .expect("db"),
        Some(1)
    );
    let kept: Vec<(u32, u32, String)> = store
        .notes(id, ANN)
        .expect("db")
        .into_iter()
        .map(|n| (n.ply, n.seq, n.body))
        .collect();
    assert_eq!(
        kept,
        vec![
            (0, 1, "plan: kingside".to_owned()),
            (1, 1, "why not d4?".to_owned()),
            (1, 2, "d4 next time".to_owned()),
        ]
    );
    assert_eq!(store.notes(id, BEN).expect("db").len(), 1);
    // Taken back by position, the author's only.
    assert_eq!(store.delete_notes(id, ANN, 1).expect("db"), 2);
    assert_eq!(store.delete_notes(id, ANN, 1).expect("db"), 0);
    assert_eq!(store.notes(id, ANN).expect("db").len(), 1);
    assert_eq!(store.notes(id, BEN).expect("db").len(), 1);
    // The game ends; the notes stay.
    store.abort_game(id, 1, T0 + 10).expect("the game ends");
    assert_eq!(store.notes(id, ANN).expect("db").len(), 1);
    assert_eq!(store.notes(GameId(id.0 + 1), ANN).expect("db"), vec![]);
}

fn the_cap_holds_when_notes_race_in(b: &Backend) {
    let store = b.open();
    let id = new_game(&store, 1, ANN.0, BEN.0, Variant::Sanctuary, false).id;
    let cap = 5;
    let threads = 8;
    let barrier = Barrier::new(threads);
    let kept: Vec<Option<u32>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let barrier = &barrier;
                let store = b.open();
                s.spawn(move || {
                    barrier.wait();
                    let body = format!("thought {i}");
                    store
                        .add_note(id, ANN, 0, &body, T0, cap)
                        .expect("a note is kept or refused, never an error")
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    let mut numbers: Vec<u32> = kept.iter().flatten().copied().collect();
    numbers.sort_unstable();
    assert_eq!(numbers, vec![1, 2, 3, 4, 5], "{kept:?}");
    assert_eq!(store.notes(id, ANN).expect("db").len(), cap);
}

testkit::both_backends!(
    notes_are_kept_by_author_and_position,
    the_cap_holds_when_notes_race_in,
);
