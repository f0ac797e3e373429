//! A post Discord did not take outlives its process: the real binary, the fake failing
//! every message create, holds the reminder in its database; it is killed (SIGKILL); a new
//! process on the same file posts the reminder once, with the nonce of the first
//! tries, and only then the loss on time that came due while nothing ran.

use crate::discord::binary::{launch, stop_cleanly};
use crate::discord::support::*;
use crate::discord::tournaments::until;
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{Call, FakeDiscord, Fault};
use std::path::Path;
use std::time::Duration;

/// Runs `statement` on the bot's database file: how the test makes time pass.
fn sql(db: &Path, statement: &str) {
    let conn = rusqlite::Connection::open(db).expect("the bot's database");
    conn.busy_timeout(Duration::from_secs(30))
        .expect("busy timeout");
    conn.execute_batch(statement).expect(statement);
}

/// How many posts the database holds.
fn held(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).expect("the bot's database");
    conn.busy_timeout(Duration::from_secs(30))
        .expect("busy timeout");
    conn.query_row("SELECT COUNT(*) FROM held_posts", [], |r| r.get(0))
        .expect("count")
}

/// The message creates in `channel` whose text contains `part`, oldest first.
fn tries(fake: &FakeDiscord, channel: u64, part: &str) -> Vec<Call> {
    fake.creates_in(channel)
        .into_iter()
        .filter(|c| Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part)))
        .collect()
}

/// The ids of the messages the fake holds whose text contains `part`.
fn posted(fake: &FakeDiscord, part: &str) -> Vec<u64> {
    fake.messages()
        .iter()
        .filter(|m| Some(bot_testkit::fake::json::text(m)).is_some_and(|t| t.contains(part)))
        .filter_map(|m| m["id"].as_str().and_then(|s| s.parse().ok()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_held_post_is_posted_once_by_the_next_process_before_later_news() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let how = Launch {
        tick: Some(0.2),
        ..Launch::default()
    };
    let mut first = launch(&fake, &db, &how).await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    play_all(&fake, &alice, &bob, "e4 e5").await;
    let general = fake.general;

    // Discord is down; alice's reminder falls due and is held, tried and tried again.
    fake.fail_message_creates(100_000, Fault::Unavailable);
    sql(
        &db,
        "UPDATE games SET reminder_at = 1 WHERE status = 'active'",
    );
    until("the reminder held after two tries", || {
        held(&db) == 1 && tries(&fake, general, "a reminder").len() >= 2
    })
    .await;
    std::process::Command::new("kill")
        .args(["-KILL", &first.pid().to_string()])
        .status()
        .expect("kill");
    let killed = first.exit().await;
    assert_eq!(killed.code(), None, "killed by a signal: {killed:?}");
    let before = tries(&fake, general, "a reminder");
    assert!(before.iter().all(|c| c.status == 503), "{before:?}");

    // While nothing runs, alice's time and bank run out; then Discord is back.
    sql(
        &db,
        "UPDATE games SET deadline = 1 WHERE status = 'active';
         UPDATE time_banks SET white = 0, black = 0;",
    );
    fake.stop_failing();
    let mut second = launch(&fake, &db, &how).await;
    until("the reminder and the loss on time posted", || {
        posted(&fake, "a reminder").len() == 1 && posted(&fake, "ran out of time").len() == 1
    })
    .await;

    // The reminder once, with the nonce its first tries carried, and before the loss.
    let reminder = posted(&fake, "a reminder");
    let lost = posted(&fake, "ran out of time");
    assert!(reminder[0] < lost[0], "{reminder:?} {lost:?}");
    let all = tries(&fake, general, "a reminder");
    let nonce = &all[0].json["nonce"];
    assert!(nonce.as_str().is_some_and(|n| !n.is_empty()), "{nonce}");
    assert!(all.iter().all(|c| &c.json["nonce"] == nonce), "{all:?}");
    assert_eq!(all.iter().filter(|c| c.status == 200).count(), 1);
    // Nothing more comes, and nothing is held.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(posted(&fake, "a reminder").len(), 1);
    assert_eq!(posted(&fake, "ran out of time").len(), 1);
    assert_eq!(tries(&fake, general, "a reminder").len(), all.len());
    assert_eq!(held(&db), 0);
    stop_cleanly(&mut second).await;
}
