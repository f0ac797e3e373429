//! Players' own choices and the notices they ask for, on both backends: defaults
//! without a row, changes kept, closed direct messages noted once, and the late
//! reminders and digests claimed exactly once even by several schedulers at once.

use data::{DIGEST_EVERY, LATE_REMINDER, Orientation, Preferences, UserId};
use rules::Variant;
use std::collections::BTreeSet;
use std::sync::{Barrier, Mutex};
use testkit::{Backend, DAY, T0, new_game, play};

fn defaults_then_changes_are_kept(b: &Backend) {
    let store = b.open();
    let ann = UserId(10);
    assert_eq!(store.preferences(ann).expect("db"), Preferences::default());
    let chosen = Preferences {
        orientation: Orientation::Mine,
        theme: "colorblind".into(),
        confirm_moves: true,
        remind_2h: true,
        ..Preferences::default()
    };
    store.set_preferences(ann, &chosen, false, T0).expect("db");
    assert_eq!(store.preferences(ann).expect("db"), chosen);
    // Someone else is untouched; a theme the renderer does not know is refused.
    assert_eq!(
        store.preferences(UserId(11)).expect("db"),
        Preferences::default()
    );
    let bad = Preferences {
        theme: "neon".into(),
        ..chosen.clone()
    };
    assert!(store.set_preferences(ann, &bad, false, T0).is_err());
    assert_eq!(store.preferences(ann).expect("db"), chosen);
}

fn closed_dms_are_noted_once_and_reopened_by_a_change(b: &Backend) {
    let store = b.open();
    let ann = UserId(10);
    let dm = Preferences {
        dm_turn: true,
        ..Preferences::default()
    };
    store.set_preferences(ann, &dm, true, T0).expect("db");
    assert!(!store.take_dm_note(ann).expect("db"), "nothing owed yet");
    assert!(store.mark_dms_closed(ann, T0).expect("db"));
    assert!(!store.mark_dms_closed(ann, T0 + 1).expect("db"), "known");
    assert!(store.preferences(ann).expect("db").dms_closed);
    assert!(store.take_dm_note(ann).expect("db"));
    assert!(
        !store.take_dm_note(ann).expect("db"),
        "the note is given once"
    );
    // A change that does not touch notifications keeps them closed …
    let themed = Preferences {
        theme: "contrast".into(),
        dms_closed: true,
        ..dm.clone()
    };
    store.set_preferences(ann, &themed, false, T0).expect("db");
    assert!(store.preferences(ann).expect("db").dms_closed);
    // … a change of notifications tries them again.
    store.set_preferences(ann, &dm, true, T0).expect("db");
    assert!(!store.preferences(ann).expect("db").dms_closed);
    // A refusal for a player with no row at all (a reminder to someone who never chose).
    assert!(store.mark_dms_closed(UserId(12), T0).expect("db"));
    assert!(store.preferences(UserId(12)).expect("db").dms_closed);
}

fn late_reminders_go_to_those_who_asked_once_per_deadline(b: &Backend) {
    let store = b.open();
    let late = Preferences {
        remind_2h: true,
        ..Preferences::default()
    };
    // Players 10 and 12 want the late reminder; 11 and 13 do not.
    store
        .set_preferences(UserId(10), &late, false, T0)
        .expect("db");
    store
        .set_preferences(UserId(12), &late, false, T0)
        .expect("db");
    let g1 = new_game(&store, 1, 10, 11, Variant::Chess, false); // 10 to move
    let g2 = new_game(&store, 2, 11, 12, Variant::Chess, false); // 11 to move
    let g3 = new_game(&store, 3, 13, 12, Variant::Chess, false);
    play(&store, g3.id, "e4", T0).expect("move"); // 12 to move
    let deadline = T0 + 3 * DAY;
    let early = deadline - LATE_REMINDER - 1;
    assert!(
        store
            .claim_late_reminders(early, 10)
            .expect("db")
            .is_empty()
    );
    assert_eq!(
        store.next_notice_due().expect("db"),
        Some(deadline - LATE_REMINDER)
    );
    let due = deadline - LATE_REMINDER + 60;
    let claimed: Vec<_> = store
        .claim_late_reminders(due, 10)
        .expect("db")
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(claimed, vec![g1.id, g3.id], "not g2: its mover did not ask");
    assert!(
        store
            .claim_late_reminders(due + 60, 10)
            .expect("db")
            .is_empty()
    );
    assert_eq!(store.next_notice_due().expect("db"), None);
    // More time moves the deadline: a new late reminder is due before the new one.
    store
        .extend_deadline(g1.id, g1.ply, DAY)
        .expect("more time");
    assert!(
        store
            .claim_late_reminders(due + 120, 10)
            .expect("db")
            .is_empty()
    );
    let again = store
        .claim_late_reminders(deadline + DAY - LATE_REMINDER + 1, 10)
        .expect("db");
    assert_eq!(again.iter().map(|g| g.id).collect::<Vec<_>>(), vec![g1.id]);
    let _ = g2;
}

fn digests_come_daily_once_even_after_a_long_stop(b: &Backend) {
    let store = b.open();
    let digest = Preferences {
        digest: true,
        ..Preferences::default()
    };
    store
        .set_preferences(UserId(10), &digest, false, T0)
        .expect("db");
    assert_eq!(
        store.next_notice_due().expect("db"),
        Some(T0 + DIGEST_EVERY)
    );
    assert!(
        store
            .claim_digests(T0 + DAY - 1, 10)
            .expect("db")
            .is_empty()
    );
    assert_eq!(
        store.claim_digests(T0 + DAY, 10).expect("db"),
        vec![UserId(10)]
    );
    assert!(
        store
            .claim_digests(T0 + DAY + 5, 10)
            .expect("db")
            .is_empty()
    );
    // Changing something else keeps the schedule; ten days without a tick send one.
    store
        .set_preferences(UserId(10), &digest, true, T0 + DAY + 9)
        .expect("db");
    assert_eq!(
        store.next_notice_due().expect("db"),
        Some(T0 + 2 * DIGEST_EVERY)
    );
    assert_eq!(
        store.claim_digests(T0 + 12 * DAY + 7, 10).expect("db"),
        vec![UserId(10)]
    );
    assert!(
        store
            .claim_digests(T0 + 12 * DAY + 8, 10)
            .expect("db")
            .is_empty()
    );
    assert_eq!(store.next_notice_due().expect("db"), Some(T0 + 13 * DAY));
    // Off: no more digests.
    store
        .set_preferences(UserId(10), &Preferences::default(), true, T0 + 13 * DAY)
        .expect("db");
    assert!(
        store
            .claim_digests(T0 + 30 * DAY, 10)
            .expect("db")
            .is_empty()
    );
}

/// Four schedulers, each on its own connection, claim 60 late reminders and 40
/// digests at the same moment: each is claimed exactly once.
fn concurrent_schedulers_claim_each_notice_once(b: &Backend) {
    let store = b.open();
    let late = Preferences {
        remind_2h: true,
        digest: true,
        ..Preferences::default()
    };
    let mut want_games = BTreeSet::new();
    for i in 0..60u64 {
        let (w, bl) = (1000 + 2 * i, 1001 + 2 * i);
        store
            .set_preferences(UserId(w), &late, false, T0)
            .expect("db");
        want_games.insert(
            new_game(&store, 5000 + i, w, bl, Variant::Chess, false)
                .id
                .0,
        );
    }
    let want_users: BTreeSet<u64> = (0..60u64).map(|i| 1000 + 2 * i).collect();
    let now = T0 + 3 * DAY - 60;
    let games = Mutex::new(Vec::new());
    let users = Mutex::new(Vec::new());
    let start = Barrier::new(4);
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                let store = b.open();
                start.wait();
                loop {
                    let g = store.claim_late_reminders(now, 7).expect("claim");
                    let u = store.claim_digests(now, 7).expect("claim");
                    if g.is_empty() && u.is_empty() {
                        break;
                    }
                    games.lock().unwrap().extend(g.iter().map(|g| g.id.0));
                    users.lock().unwrap().extend(u.iter().map(|u| u.0));
                }
            });
        }
    });
    let games = games.into_inner().unwrap();
    let users = users.into_inner().unwrap();
    assert_eq!(games.len(), want_games.len(), "claimed twice or missed");
    assert_eq!(games.into_iter().collect::<BTreeSet<_>>(), want_games);
    assert_eq!(users.len(), want_users.len(), "claimed twice or missed");
    assert_eq!(users.into_iter().collect::<BTreeSet<_>>(), want_users);
}

testkit::both_backends!(
    defaults_then_changes_are_kept,
    closed_dms_are_noted_once_and_reopened_by_a_change,
    late_reminders_go_to_those_who_asked_once_per_deadline,
    digests_come_daily_once_even_after_a_long_stop,
    concurrent_schedulers_claim_each_notice_once,
);
