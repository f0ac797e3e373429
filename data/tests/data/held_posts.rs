//! Posts held for Discord, on both backends: each claimed by one of several claimants
//! racing on their own connections, each lane tried oldest first and one at a time, a
//! lapsed claim handed back as a try that may have posted, a cap on how many are held,
//! and old posts given up once.

use data::{HeldPost, NewHeldPost};
use std::collections::BTreeMap;
use std::sync::Barrier;
use testkit::Backend;

const NOW: i64 = 1_700_000_000_000;

fn post(lane: &str, nonce: &str, first_failed: i64) -> NewHeldPost {
    NewHeldPost {
        lane: lane.into(),
        nonce: nonce.into(),
        kind: "deadline news".into(),
        body: format!("{{\"text\":\"{nonce}\"}}"),
        first_failed,
        due: first_failed,
        unknown_since: None,
    }
}

fn nonces(posts: &[HeldPost]) -> Vec<&str> {
    posts.iter().map(|p| p.nonce.as_str()).collect()
}

fn each_lane_is_tried_oldest_first_one_at_a_time(b: &Backend) {
    let store = b.open();
    assert!(!store.lane_is_held("channel:1").expect("db"));
    for (lane, nonce) in [
        ("channel:1", "a1"),
        ("channel:2", "b1"),
        ("channel:1", "a2"),
        ("user:9", "c1"),
        ("channel:1", "a3"),
    ] {
        assert!(store.hold_post(&post(lane, nonce, NOW), 100).expect("db"));
    }
    assert!(store.lane_is_held("channel:1").expect("db"));
    assert!(!store.lane_is_held("channel:3").expect("db"));
    // Only each lane's oldest, not before it is due.
    assert!(
        store
            .claim_held_posts(NOW - 1, NOW + 1_000, 10)
            .expect("db")
            .is_empty()
    );
    let first = store.claim_held_posts(NOW, NOW + 1_000, 10).expect("db");
    assert_eq!(nonces(&first), ["a1", "b1", "c1"]);
    assert!(
        first
            .iter()
            .all(|p| p.tries == 2 && p.unknown_since.is_none())
    );
    // Nothing more while they are tried, even in other lanes' later posts.
    assert!(
        store
            .claim_held_posts(NOW, NOW + 1_000, 10)
            .expect("db")
            .is_empty()
    );
    // a1 failed again: a2 still waits behind it; b1 posted: nothing left in its lane.
    store
        .release_held_post(first[0].id, NOW + 500, None)
        .expect("db");
    assert!(store.drop_held_post(first[1].id).expect("db"));
    assert!(!store.drop_held_post(first[1].id).expect("db"));
    assert_eq!(store.next_held_due().expect("db"), Some(NOW + 500));
    assert!(
        store
            .claim_held_posts(NOW + 499, NOW + 2_000, 10)
            .expect("db")
            .is_empty()
    );
    let again = store
        .claim_held_posts(NOW + 500, NOW + 2_000, 10)
        .expect("db");
    assert_eq!(nonces(&again), ["a1"]);
    assert_eq!(again[0].tries, 3);
    assert!(store.drop_held_post(again[0].id).expect("db"));
    let next = store
        .claim_held_posts(NOW + 600, NOW + 2_000, 10)
        .expect("db");
    assert_eq!(nonces(&next), ["a2"]);
    assert_eq!(next[0].body, "{\"text\":\"a2\"}");
    assert_eq!(store.held_posts().expect("db"), 3);
}

fn a_lapsed_claim_counts_as_a_try_that_may_have_posted(b: &Backend) {
    let store = b.open();
    assert!(
        store
            .hold_post(&post("channel:1", "a", NOW), 10)
            .expect("db")
    );
    let claimed = store
        .claim_held_posts(NOW + 10, NOW + 1_000, 10)
        .expect("db");
    assert_eq!(claimed.len(), 1);
    // Its process stops mid-try: nobody claims it before the claim lapses …
    assert!(
        store
            .claim_held_posts(NOW + 999, NOW + 2_000, 10)
            .expect("db")
            .is_empty()
    );
    assert_eq!(store.next_held_due().expect("db"), Some(NOW + 1_000));
    // … then the next claimant learns that try may have posted it.
    let taken = store
        .claim_held_posts(NOW + 1_000, NOW + 2_000, 10)
        .expect("db");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].unknown_since, Some(NOW + 10));
    assert_eq!(taken[0].nonce, "a");
}

fn each_post_is_claimed_once_however_many_race(b: &Backend) {
    let store = b.open();
    let lanes = 40;
    for i in 0..lanes {
        for j in 0..2 {
            let held = store
                .hold_post(
                    &post(&format!("channel:{i}"), &format!("{i}-{j}"), NOW),
                    1_000,
                )
                .expect("db");
            assert!(held);
        }
    }
    let claimants = 6;
    let barrier = Barrier::new(claimants);
    // Each claimant claims, "posts" (forgets) what it won, and claims again until
    // nothing is left: every post is won by exactly one, each lane in order.
    let won: Vec<Vec<String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..claimants)
            .map(|_| {
                let barrier = &barrier;
                let store = b.open();
                s.spawn(move || {
                    barrier.wait();
                    let mut mine = Vec::new();
                    let mut idle = 0;
                    while idle < 50 {
                        let claimed = store
                            .claim_held_posts(NOW, NOW + 60_000, 3)
                            .expect("a claim wins or finds nothing, never an error");
                        if claimed.is_empty() {
                            idle += 1;
                            std::thread::yield_now();
                        }
                        for p in claimed {
                            mine.push(p.nonce.clone());
                            assert!(store.drop_held_post(p.id).expect("db"));
                        }
                        if store.held_posts().expect("db") == 0 {
                            break;
                        }
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("claimant"))
            .collect()
    });
    assert_eq!(store.held_posts().expect("db"), 0);
    let mut all: Vec<&String> = won.iter().flatten().collect();
    all.sort();
    let before = all.len();
    all.dedup();
    assert_eq!(before, all.len(), "a post was claimed twice: {won:?}");
    assert_eq!(all.len(), lanes * 2);
    // Within one claimant's list, a lane's second post never comes before its first.
    for mine in &won {
        let mut seen: BTreeMap<&str, u32> = BTreeMap::new();
        for nonce in mine {
            let (lane, j) = nonce.split_once('-').expect("lane-j");
            let j: u32 = j.parse().expect("number");
            if let Some(last) = seen.insert(lane, j) {
                assert!(last < j, "{mine:?}");
            }
        }
    }
}

fn old_posts_are_given_up_once_and_the_cap_holds(b: &Backend) {
    let store = b.open();
    let day = 86_400_000;
    assert!(
        store
            .hold_post(&post("channel:1", "old", NOW - day - 1), 3)
            .expect("db")
    );
    assert!(
        store
            .hold_post(&post("channel:1", "new", NOW), 3)
            .expect("db")
    );
    assert!(
        store
            .hold_post(&post("channel:2", "tried", NOW - day - 5), 3)
            .expect("db")
    );
    // Full: a fourth is refused and nothing written.
    assert!(
        !store
            .hold_post(&post("channel:3", "more", NOW), 3)
            .expect("db")
    );
    assert_eq!(store.held_posts().expect("db"), 3);
    // One old post is being tried: it is not given up under its claimant.
    let claimed = store
        .claim_held_posts(NOW - 100, NOW + 1_000, 10)
        .expect("db");
    assert_eq!(nonces(&claimed), ["old", "tried"]);
    store
        .release_held_post(claimed[0].id, NOW, None)
        .expect("db");
    let (one, two) = (b.open(), b.open());
    let (a, b2) = std::thread::scope(|s| {
        let one = s.spawn(move || one.give_up_held_posts(NOW - day, NOW).expect("db"));
        let two = s.spawn(move || two.give_up_held_posts(NOW - day, NOW).expect("db"));
        (one.join().expect("thread"), two.join().expect("thread"))
    });
    let mut given: Vec<&str> = nonces(&a).into_iter().chain(nonces(&b2)).collect();
    given.sort_unstable();
    assert_eq!(given, ["old"], "given up once, by one of the two");
    // Its lane moves on; the one being tried waits for its claimant.
    let next = store.claim_held_posts(NOW, NOW + 1_000, 10).expect("db");
    assert_eq!(nonces(&next), ["new"]);
    assert!(
        store
            .give_up_held_posts(NOW - day, NOW + 1_000)
            .expect("db")
            .iter()
            .any(|p| p.nonce == "tried")
    );
    assert!(
        store
            .hold_post(&post("channel:3", "more", NOW), 3)
            .expect("db")
    );
}

testkit::both_backends!(
    each_lane_is_tried_oldest_first_one_at_a_time,
    a_lapsed_claim_counts_as_a_try_that_may_have_posted,
    each_post_is_claimed_once_however_many_race,
    old_posts_are_given_up_once_and_the_cap_holds,
);
