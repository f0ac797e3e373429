//! Links to play on the web, on both backends: each side of each game moves on its own
//! generation, and renewals racing in each get a generation of their own.

use rules::{Color, Variant};
use std::sync::Barrier;
use testkit::{Backend, new_game};

fn each_side_of_each_game_renews_on_its_own(b: &Backend) {
    let store = b.open();
    let one = new_game(&store, 1, 10, 11, Variant::Chess, false).id;
    let two = new_game(&store, 2, 10, 11, Variant::Chess, false).id;
    let generation = |game, side| store.play_link_generation(game, side).expect("db");
    assert_eq!(generation(one, Color::White), 0);
    assert_eq!(store.renew_play_link(one, Color::White).expect("db"), 1);
    assert_eq!(store.renew_play_link(one, Color::White).expect("db"), 2);
    assert_eq!(generation(one, Color::White), 2);
    assert_eq!(generation(one, Color::Black), 0);
    assert_eq!(generation(two, Color::White), 0);
    assert_eq!(store.renew_play_link(two, Color::Black).expect("db"), 1);
    assert_eq!(generation(one, Color::Black), 0);
}

fn renewals_racing_in_each_get_their_own_generation(b: &Backend) {
    let store = b.open();
    let game = new_game(&store, 1, 10, 11, Variant::Chess, false).id;
    let threads = 6;
    let barrier = Barrier::new(threads);
    let mut got: Vec<u32> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let (barrier, store) = (&barrier, b.open());
                s.spawn(move || {
                    barrier.wait();
                    store
                        .renew_play_link(game, Color::Black)
                        .expect("a renewal never fails for racing")
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    got.sort_unstable();
    assert_eq!(got, (1..=6).collect::<Vec<u32>>());
    assert_eq!(
        store.play_link_generation(game, Color::Black).expect("db"),
        6
    );
}

testkit::both_backends!(
    each_side_of_each_game_renews_on_its_own,
    renewals_racing_in_each_get_their_own_generation,
);
