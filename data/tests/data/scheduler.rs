//! Several schedulers ticking at once on one database (each thread its own connection,
//! as separate processes would be): with 1,000 games and 200 challenges due, every
//! time-out, reminder and expiry is acted on exactly once, and ratings change once per game.

use data::{
    ChannelId, ColorWish, Error, GameResult, GuildId, NewChallenge, Store, Termination, UserId,
};
use rules::Variant;
use std::collections::BTreeSet;
use std::sync::{Barrier, Mutex};
use testkit::{Backend, DAY, T0, new_game, play};

/// Games whose deadline has passed (each with 4 plies, rated).
const LATE: u64 = 500;
/// Games whose reminder is due but not their deadline.
const REMIND: u64 = 500;
const CHALLENGES: u64 = 200;
const PLAYERS: u64 = 12;

/// What one scheduler did.
#[derive(Default)]
struct Done {
    timeouts: Vec<i64>,
    reminders: Vec<i64>,
    expired: Vec<i64>,
}

/// One scheduler's tick, as the service runs it, until nothing is left.
fn tick_until_idle(store: &Store, now: i64) -> Done {
    let mut done = Done::default();
    loop {
        let mut worked = false;
        for c in store.expire_challenges(now).unwrap() {
            done.expired.push(c.id.0);
            worked = true;
        }
        for game in store.due_deadlines(now, 50).unwrap() {
            let result = GameResult::win(!game.turn(), Termination::Timeout);
            match store.finish_game(game.id, game.ply, result, now) {
                Ok(_) => {
                    done.timeouts.push(game.id.0);
                    worked = true;
                }
                Err(Error::Conflict { .. } | Error::GameOver(_)) => {}
                Err(e) => panic!("time-out of {}: {e}", game.id),
            }
        }
        for game in store.claim_due_reminders(now, 50).unwrap() {
            done.reminders.push(game.id.0);
            worked = true;
        }
        if !worked {
            return done;
        }
    }
}

fn setup(b: &Backend) -> (BTreeSet<i64>, BTreeSet<i64>) {
    let store = b.open();
    let pair = |i: u64| {
        (
            1 + i % PLAYERS,
            1 + (i + 1 + i / PLAYERS % (PLAYERS - 1)) % PLAYERS,
        )
    };
    let mut late = BTreeSet::new();
    for i in 0..LATE {
        let (w, bl) = pair(i);
        let g = new_game(
            &store,
            10_000 + i,
            w,
            bl,
            Variant::ALL[i as usize % 3],
            true,
        );
        let moves = match g.variant {
            Variant::Sanctuary => ["e4", "e5", "d4", "d5"],
            _ => ["e4", "e5", "Nf3", "Nc6"],
        };
        for san in moves {
            play(&store, g.id, san, T0).unwrap();
        }
        late.insert(g.id.0);
    }
    let mut remind = BTreeSet::new();
    for i in 0..REMIND {
        let (w, bl) = pair(i + 7);
        let g = new_game(&store, 20_000 + i, w, bl, Variant::Chess, i % 2 == 0);
        play(&store, g.id, "e4", T0 + DAY / 2).unwrap();
        remind.insert(g.id.0);
    }
    for i in 0..CHALLENGES {
        store
            .create_challenge(&NewChallenge {
                guild: GuildId(1),
                channel: ChannelId(30_000 + i),
                challenger: UserId(100 + i),
                challenged: Some(UserId(101 + i)),
                variant: Variant::Scepter,
                color: ColorWish::Random,
                days_per_move: 3,
                rated: true,
                created_at: T0,
                expires_at: T0 + 2 * DAY,
                rematch_of: None,
            })
            .unwrap();
    }
    (late, remind)
}

fn schedulers_act_once(b: &Backend, schedulers: usize) {
    let (late, remind) = setup(b);
    // Late games: deadline T0 + 3 days. Reminder games: reminder at T0 + 0.5 + 2.4 days,
    // deadline T0 + 3.5 days.
    let now = T0 + 3 * DAY + 60;
    let url = b.location();
    let barrier = Barrier::new(schedulers);
    let all = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..schedulers {
            let (url, barrier, all) = (&url, &barrier, &all);
            s.spawn(move || {
                let store = Store::open(url).unwrap();
                barrier.wait();
                let done = tick_until_idle(&store, now);
                all.lock().unwrap().push(done);
            });
        }
    });
    let all = all.into_inner().unwrap();
    let flat = |f: fn(&Done) -> &Vec<i64>| -> Vec<i64> {
        let mut v: Vec<i64> = all.iter().flat_map(|d| f(d).iter().copied()).collect();
        v.sort_unstable();
        v
    };
    let timeouts = flat(|d| &d.timeouts);
    let reminders = flat(|d| &d.reminders);
    let expired = flat(|d| &d.expired);
    assert_eq!(
        timeouts,
        late.iter().copied().collect::<Vec<_>>(),
        "each late game timed out once"
    );
    // Reminder games are reminded exactly once; late games at most once (a time-out may come first).
    let reminded: BTreeSet<i64> = reminders.iter().copied().collect();
    assert_eq!(reminded.len(), reminders.len(), "no reminder sent twice");
    assert!(remind.is_subset(&reminded), "every due reminder sent");
    assert!(reminded.is_subset(&late.union(&remind).copied().collect()));
    assert_eq!(
        expired.len(),
        CHALLENGES as usize,
        "each challenge expired once"
    );
    assert_eq!(expired.iter().collect::<BTreeSet<_>>().len(), expired.len());
    // Every scheduler really took part.
    let busy = all
        .iter()
        .filter(|d| !d.timeouts.is_empty() || !d.reminders.is_empty())
        .count();
    eprintln!(
        "{schedulers} schedulers: {} time-outs, {} reminders, {} expiries; {busy} did work",
        timeouts.len(),
        reminders.len(),
        expired.len()
    );
    // Ratings changed once per late game: two players' game counts per game.
    let store = b.open();
    let counted: u32 = (1..=PLAYERS)
        .flat_map(|p| Variant::ALL.map(|v| (p, v)))
        .map(|(p, v)| store.rating(GuildId(1), v, UserId(p)).unwrap().games)
        .sum();
    assert_eq!(counted, 2 * LATE as u32, "ratings applied once per game");
    assert!(store.due_deadlines(now, 10).unwrap().is_empty());
    assert!(store.claim_due_reminders(now, 10).unwrap().is_empty());
    store.check_integrity().unwrap();
}

fn two_schedulers_act_once(b: &Backend) {
    schedulers_act_once(b, 2);
}

fn four_schedulers_act_once(b: &Backend) {
    schedulers_act_once(b, 4);
}

/// Eight connections race to claim the same 300 interaction ids and take the same 300
/// button messages: each is claimed, and each message taken, by exactly one.
fn interactions_and_buttons_are_claimed_once_across_connections(b: &Backend) {
    const IDS: u64 = 300;
    let store = b.open();
    for i in 0..IDS {
        store
            .remember_button_message(&format!("offer:{i}"), ChannelId(i), u64::MAX - i, T0)
            .unwrap();
    }
    let url = b.location();
    let barrier = Barrier::new(8);
    let won = Mutex::new((Vec::new(), Vec::new()));
    std::thread::scope(|s| {
        for t in 0..8u64 {
            let (url, barrier, won) = (&url, &barrier, &won);
            s.spawn(move || {
                let store = Store::open(url).unwrap();
                barrier.wait();
                let (mut ids, mut buttons) = (Vec::new(), Vec::new());
                for k in 0..IDS {
                    let i = (k + t * 37) % IDS;
                    if store
                        .claim_interaction(data::InteractionId(u64::MAX - i), T0)
                        .unwrap()
                    {
                        ids.push(i);
                    }
                    if let Some(m) = store.take_button_message(&format!("offer:{i}")).unwrap() {
                        assert_eq!(m, (ChannelId(i), u64::MAX - i));
                        buttons.push(i);
                    }
                }
                let mut won = won.lock().unwrap();
                won.0.extend(ids);
                won.1.extend(buttons);
            });
        }
    });
    let (mut ids, mut buttons) = won.into_inner().unwrap();
    ids.sort_unstable();
    buttons.sort_unstable();
    let all: Vec<u64> = (0..IDS).collect();
    assert_eq!(ids, all, "each interaction claimed exactly once");
    assert_eq!(buttons, all, "each button message taken exactly once");
}

testkit::both_backends!(
    two_schedulers_act_once,
    four_schedulers_act_once,
    interactions_and_buttons_are_claimed_once_across_connections
);
