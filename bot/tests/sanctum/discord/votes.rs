//! Vote chess through Discord's protocol against the loopback fake. In the test's
//! process (its clock moved by the test): a manager starts the server's team game
//! against Sanctum at level 1; three members join with the button; a tie at the
//! deadline plays the move voted first and Sanctum answers; all three voting plays the
//! move at once. On the real binary, SIGKILLed with the deciding vote in hand: while
//! the database holds its write back (the vote is lost with its interaction, and voting
//! again decides), and while the fake holds the answer saying the move is played (the
//! move stands once, and after the restart Sanctum answers it once).

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use crate::discord::binary::{launch, stop_cleanly};
use crate::discord::support::*;
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{APP, Call, FakeDiscord, FakeUser, PATIENCE};
use data::{ChannelId, Store};
use serde_json::{Value, json};
use service::DAY;
use std::path::Path;

/// The manager starts the team's chess game against Sanctum at level 1, the team
/// White; returns the opening message (with its Join button).
async fn start_team_game(fake: &FakeDiscord, manager: &FakeUser) -> Value {
    let sent = fake.slash(
        manager,
        fake.general,
        "challenge",
        json!([
            option("opponent", 6, json!(APP.to_string())),
            option("variant", 4, json!(2)),
            option("color", 4, json!(0)),
            option("level", 4, json!(1)),
            option("team", 5, json!(true)),
        ]),
        &[&sanctum()],
    );
    let call = fake.callback(&sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert!(
        content(&call).contains("The team has the first move"),
        "{call:?}"
    );
    fake.original(&sent).expect("the opening")
}

/// `who` presses Join the team on `opening`.
async fn join(fake: &FakeDiscord, who: &FakeUser, opening: &Value) {
    let pressed = fake.press(who, opening, &button(opening, ":team-join:"));
    let call = fake.callback(&pressed).await;
    assert!(content(&call).contains("You joined the team"), "{call:?}");
}

/// `who` votes `mv` in the general channel; the answer.
async fn vote(fake: &FakeDiscord, who: &FakeUser, mv: &str) -> Call {
    let sent = fake.slash(
        who,
        fake.general,
        "vote",
        json!([option("move", 3, json!(mv))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(!is_ephemeral(&call), "{mv}: {call:?}");
    call
}

fn ply(db: &Path, channel: u64) -> u32 {
    Store::open(db)
        .expect("db")
        .last_game_in_channel(ChannelId(channel))
        .expect("db")
        .expect("a game")
        .ply
}

/// Waits until the channel's game reaches `want` plies.
async fn wait_for_ply(db: &Path, channel: u64, want: u32) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while ply(db, channel) < want {
        assert!(tokio::time::Instant::now() < deadline, "ply {want}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// The posts (not answers) in `channel` saying `words`.
fn posts_saying(fake: &FakeDiscord, channel: u64, words: &str) -> Vec<Call> {
    posts_in(fake, channel)
        .into_iter()
        .filter(|c| Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(words)))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_votes_its_moves_against_sanctum() {
    let (fake, bot, dir, clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let (alice, bob, manager) = (alice(), bob(), manager());
    let opening = start_team_game(&fake, &manager).await;
    join(&fake, &alice, &opening).await;
    join(&fake, &bob, &opening).await;

    // A tie: alice e4, bob d4, the manager silent. The deadline plays e4.
    let first = vote(&fake, &alice, "e4").await;
    assert!(
        content(&first).contains("1 of the 3 on the team voted"),
        "{first:?}"
    );
    let second = vote(&fake, &bob, "d4").await;
    assert!(
        content(&second).contains("**e4** — 1 (alice) · **d4** — 1 (bob)"),
        "{second:?}"
    );
    clock.advance(3 * DAY + 60);
    wait_for_ply(&db, fake.general, 2).await;
    let played = posts_saying(&fake, fake.general, "Team played **e4**");
    assert_eq!(
        played.len(),
        1,
        "{:#?}",
        posts_in(&fake, fake.general)
            .iter()
            .map(|c| c.json["content"].clone())
            .collect::<Vec<_>>()
    );
    assert!(
        posts_saying(&fake, fake.general, "Time is up for the team's vote").len() == 1,
        "the tally is shown with the move"
    );
    // Sanctum's move is stored before it is posted: wait for the post.
    fake.wait_for("Sanctum's answer posted", |_| {
        !posts_saying(&fake, fake.general, "Sanctum played **").is_empty()
    })
    .await;
    let answered = posts_saying(&fake, fake.general, "Sanctum played **");
    assert_eq!(answered.len(), 1, "Sanctum answers once");

    // Everyone votes: the last vote plays the move at once, and Sanctum answers.
    vote(&fake, &alice, "Nf3").await;
    vote(&fake, &bob, "Nf3").await;
    let all = vote(&fake, &manager, "d4").await;
    assert!(
        content(&all).contains("Everyone on the team has voted"),
        "{all:?}"
    );
    wait_for_ply(&db, fake.general, 4).await;
    fake.wait_for("Sanctum's second answer posted", |_| {
        posts_saying(&fake, fake.general, "Sanctum played **").len() >= 2
    })
    .await;
    assert_eq!(
        posts_saying(&fake, fake.general, "Sanctum played **").len(),
        2
    );
    bot.stop().await.expect("a clean stop");
}

/// The binary with a team game against Sanctum in the general channel: the manager
/// and alice on the team, alice has voted e4, and the manager's vote will decide.
async fn one_vote_from_deciding(
    fake: &FakeDiscord,
    db: &Path,
) -> (bot_testkit::fake::process::Sanctum, FakeUser) {
    let bot = launch(fake, db, &Launch::default()).await;
    let (alice, manager) = (alice(), manager());
    let opening = start_team_game(fake, &manager).await;
    join(fake, &alice, &opening).await;
    vote(fake, &alice, "e4").await;
    (bot, manager)
}

/// The manager's deciding vote for e4, sent without waiting for its answer.
fn deciding_vote(fake: &FakeDiscord, manager: &FakeUser) -> bot_testkit::fake::Sent {
    fake.slash(
        manager,
        fake.general,
        "vote",
        json!([option("move", 3, json!("e4"))]),
        &[],
    )
}

/// The game's moves in order (SAN).
fn moves(db: &Path, channel: u64) -> Vec<String> {
    let store = Store::open(db).expect("db");
    let game = store
        .last_game_in_channel(ChannelId(channel))
        .expect("db")
        .expect("the game");
    let loaded = store.load_game(game.id).expect("db");
    loaded.moves.into_iter().map(|m| m.san).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sigkill_before_the_deciding_vote_is_stored_loses_that_vote_alone() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, manager) = one_vote_from_deciding(&fake, &db).await;
    // The database takes no write: the vote cannot be stored, and the bot, past its
    // patience, acknowledges the command while it waits to store it.
    let writes = hold_writes(&db);
    let deciding = deciding_vote(&fake, &manager);
    let acknowledged = fake.hold_callback(&deciding);
    let deferral = acknowledged.holding().await;
    assert_eq!(deferral.json["type"], 5, "a deferral: {deferral:?}");
    bot.kill().await;
    drop(writes);
    acknowledged.hang_up();

    let mut bot = launch(&fake, &db, &Launch::default()).await;
    assert_eq!(ply(&db, fake.general), 0, "nothing of the vote was stored");
    // The vote died with its interaction: voting again decides now.
    let again = vote(&fake, &manager, "e4").await;
    assert!(
        content(&again).contains("Everyone on the team has voted"),
        "{again:?}"
    );
    wait_for_ply(&db, fake.general, 2).await;
    fake.wait_for("Sanctum's answer posted", |_| {
        !posts_saying(&fake, fake.general, "Sanctum played **").is_empty()
    })
    .await;
    stop_cleanly(&mut bot).await;
    let played = moves(&db, fake.general);
    assert_eq!(played.len(), 2, "one move each: {played:?}");
    assert_eq!(played[0], "e4");
    assert_eq!(
        posts_saying(&fake, fake.general, "Sanctum played **").len(),
        1,
        "Sanctum answers once"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sigkill_after_the_deciding_vote_is_stored_plays_the_move_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, manager) = one_vote_from_deciding(&fake, &db).await;
    // The answer saying the move is played is on its way: the move is stored.
    let deciding = deciding_vote(&fake, &manager);
    let answer = fake.hold_callback(&deciding);
    let held = answer.holding().await;
    assert!(
        content(&held).contains("Everyone on the team has voted"),
        "{held:?}"
    );
    assert_eq!(
        moves(&db, fake.general),
        ["e4"],
        "the team's move is stored"
    );
    bot.kill().await;
    answer.hang_up();
    assert!(
        posts_saying(&fake, fake.general, "Sanctum played **").is_empty(),
        "Sanctum had not answered before the kill"
    );

    // After the restart Sanctum answers the stored move, once.
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    wait_for_ply(&db, fake.general, 2).await;
    fake.wait_for("Sanctum's answer posted", |_| {
        !posts_saying(&fake, fake.general, "Sanctum played **").is_empty()
    })
    .await;
    stop_cleanly(&mut bot).await;
    let played = moves(&db, fake.general);
    assert_eq!(played.len(), 2, "one move each: {played:?}");
    assert_eq!(played[0], "e4");
    assert_eq!(
        posts_saying(&fake, fake.general, "Sanctum played **").len(),
        1,
        "Sanctum answers once"
    );
}
