//! News the service has claimed is posted even when Discord fails for a while, and
//! never twice: the real bot against the loopback fake told to fail message creates
//! (503, 500, a dropped connection, a message posted but its answer lost).

use crate::discord::support::*;
use bot_testkit::fake::{Call, FakeDiscord, Fault};
use std::time::Duration;

/// The message creates in `channel` whose text contains `part`, oldest first.
fn tries(fake: &FakeDiscord, channel: u64, part: &str) -> Vec<Call> {
    fake.creates_in(channel)
        .into_iter()
        .filter(|c| Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part)))
        .collect()
}

/// How many messages the fake holds whose text contains `part`.
fn posted(fake: &FakeDiscord, part: &str) -> usize {
    fake.messages()
        .iter()
        .filter(|m| Some(bot_testkit::fake::json::text(m)).is_some_and(|t| t.contains(part)))
        .count()
}

/// Waits until a create in `channel` containing `part` is answered 200.
async fn wait_posted(fake: &FakeDiscord, channel: u64, part: &str) {
    let path = format!("/channels/{channel}/messages");
    fake.wait_for(&format!("{part:?} posted"), |c| {
        c.method == "POST"
            && c.path == path
            && c.status == 200
            && Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part))
    })
    .await;
}

/// The fake and the bot, every answer on the fast path however loaded the machine, so
/// the failures asked for hit only the news under test.
async fn start_patient() -> (
    FakeDiscord,
    crate::discord::support::RunningBot,
    tempfile::TempDir,
    std::sync::Arc<service::ManualClock>,
) {
    start_with(|c| c.defer_after = Duration::from_secs(10)).await
}

/// The scheduler's rounds a test waits out before it says no more tries came: each
/// sleeps at least 50 ms, so four outlast the longest wait between two tries here
/// (200 ms) as well as giving the scheduler looks of its own.
const QUIET_ROUNDS: u64 = 4;

/// Every try carried one nonce, with `enforce_nonce`.
fn assert_one_nonce(tries: &[Call]) {
    let nonce = &tries[0].json["nonce"];
    assert!(nonce.as_str().is_some_and(|n| !n.is_empty()), "{nonce}");
    for t in tries {
        assert_eq!(&t.json["nonce"], nonce, "{}", t.json);
        assert_eq!(t.json["enforce_nonce"], true, "{}", t.json);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_loss_on_time_whose_post_fails_is_posted_once_discord_recovers() {
    let (fake, bot, _dir, clock) = start_patient().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    play_all(&fake, &alice, &bob, "e4 e5").await;

    // Discord fails every way for a while; then alice's time and bank run out.
    fake.fail_message_creates(2, Fault::Unavailable);
    fake.fail_message_creates(1, Fault::ServerError);
    fake.fail_message_creates(1, Fault::Drop);
    clock.advance(10 * 86_400);
    let general = fake.general;
    wait_posted(&fake, general, "ran out of time").await;

    let tried = tries(&fake, general, "ran out of time");
    let statuses: Vec<u16> = tried.iter().map(|c| c.status).collect();
    assert_eq!(statuses, [503, 503, 500, 0, 200]);
    assert_one_nonce(&tried);
    // Later rounds and retries add nothing.
    bot.rounds_pass(QUIET_ROUNDS).await;
    assert_eq!(tries(&fake, general, "ran out of time").len(), 5);
    assert_eq!(posted(&fake, "ran out of time"), 1);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_whose_answer_was_lost_is_not_posted_twice() {
    let (fake, bot, _dir, clock) = start_patient().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    play_all(&fake, &alice, &bob, "e4 e5").await;

    // Discord posts the reminder but the answer never comes back: the bot cannot tell,
    // tries again with the same nonce, and Discord hands back the first message.
    fake.fail_message_creates(1, Fault::DropAfterPosting);
    clock.advance(60 * 60 * 60);
    let general = fake.general;
    wait_posted(&fake, general, "a reminder").await;

    let tried = tries(&fake, general, "a reminder");
    let statuses: Vec<u16> = tried.iter().map(|c| c.status).collect();
    assert_eq!(statuses, [0, 200]);
    assert_one_nonce(&tried);
    bot.rounds_pass(QUIET_ROUNDS).await;
    assert_eq!(tries(&fake, general, "a reminder").len(), 2);
    assert_eq!(posted(&fake, "a reminder"), 1, "{:?}", fake.messages());
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_opening_in_its_thread_waits_out_a_failure_without_an_apology() {
    let (fake, bot, _dir, _clock) = start_patient().await;
    let admin = threads_on(&fake).await;
    let bob = bob();
    let offer = challenge(&fake, &admin, &bob, 1).await;
    let accept = button(&offer, ":accept:");

    fake.fail_message_creates(1, Fault::Unavailable);
    let accepted = fake.press(&bob, &offer, &accept);
    let answer = fake.callback(&accepted).await;
    assert!(!is_ephemeral(&answer), "{answer:?}");
    let thread = loop {
        if let Some(t) = fake.threads().first() {
            break *t;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let path = format!("/channels/{thread}/messages");
    fake.wait_for("the opening, once Discord is back", |c| {
        c.method == "POST" && c.path == path && c.status == 200
    })
    .await;
    let statuses: Vec<u16> = fake.creates_in(thread).iter().map(|c| c.status).collect();
    assert_eq!(statuses, [503, 200]);
    assert_one_nonce(&fake.creates_in(thread));
    let apologies = fake
        .calls()
        .into_iter()
        .filter(|c| accepted.answered_by(c) && c.json.to_string().contains("Sorry"))
        .count();
    assert_eq!(apologies, 0, "{:?}", fake.calls());
    bot.stop().await.expect("clean shutdown");
}
