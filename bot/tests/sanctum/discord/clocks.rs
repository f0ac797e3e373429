//! Time banks and vacations through Discord's protocol: the real bot against the
//! loopback fake, the scheduler driven by the test's clock. A missed deadline with
//! bank left is paid for and the game goes on; an empty bank loses on time; a
//! vacation freezes clocks in two games in two servers and tells both opponents; the
//! allowance's 15th day and bad input are refused privately with nothing stored.

use crate::discord::support::*;
use bot_testkit::fake::{Call, FakeDiscord, FakeUser};
use data::{ChannelId, GameId, GameStatus, GuildId, Store, StoredGame, UserId};
use serde_json::{Value, json};
use service::Clock;
use std::path::Path;
use testkit::{DAY, HOUR};

/// Waits for a post into `channel` whose text contains `part`.
async fn post_saying(fake: &FakeDiscord, channel: u64, part: &str) -> Call {
    let path = format!("/channels/{channel}/messages");
    fake.wait_for(&format!("a post saying {part:?}"), |c| {
        c.method == "POST"
            && c.path == path
            && c.status == 200
            && Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part))
    })
    .await
}

/// How many posts into `channel` contain `part`.
fn posts_saying(fake: &FakeDiscord, channel: u64, part: &str) -> usize {
    let path = format!("/channels/{channel}/messages");
    fake.calls()
        .iter()
        .filter(|c| {
            c.method == "POST"
                && c.path == path
                && Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part))
        })
        .count()
}

fn pinged(call: &Call) -> Value {
    call.json["allowed_mentions"]["users"].clone()
}

fn game_in_channel(db: &Path, channel: u64) -> StoredGame {
    Store::open(db)
        .expect("db")
        .last_game_in_channel(ChannelId(channel))
        .expect("db")
        .expect("a game")
}

fn banks(db: &Path, game: GameId) -> (i64, i64) {
    let b = Store::open(db)
        .expect("db")
        .time_banks(game)
        .expect("db")
        .expect("the game has banks");
    (b.white, b.black)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_deadline_is_paid_by_the_bank_and_an_empty_bank_loses_on_time() {
    let (fake, bot, dir, clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let (alice, bob) = (alice(), bob());
    let general = fake.general;
    // The server gives one times the days per move: 3 spare days each.
    let mut admin = carol();
    admin.permissions |= 0x20;
    let call = slash(
        &fake,
        &admin,
        general,
        "settings",
        json!([option("bank", 4, json!(1))]),
    )
    .await;
    assert!(
        content(&call).contains("a time bank of 1× the days per move"),
        "{}",
        call.json
    );
    start_game_in(&fake, general, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4 e5").await;
    let game = game_in_channel(&db, general);
    assert_eq!(banks(&db, game.id), (3 * DAY, 3 * DAY));

    // The 80% reminder says the bank will pay, not that she loses.
    clock.advance(2 * DAY + 12 * HOUR);
    let reminder = post_saying(&fake, general, "a reminder").await;
    let text = bot_testkit::fake::json::text(&reminder.json);
    assert!(
        text.contains("your time bank (3 days left) starts paying"),
        "{text}"
    );
    assert!(!text.contains("lose on time"), "{text}");

    // Her three days pass (and two hours more): the bank pays one day, she is told
    // publicly with a ping, the game goes on.
    clock.advance(14 * HOUR);
    let paid = post_saying(&fake, general, "your time bank paid 1 day").await;
    let text = bot_testkit::fake::json::text(&paid.json);
    assert!(text.starts_with(&format!("⏳ <@{}>", alice.id)), "{text}");
    assert!(text.contains("2 days left in your bank"), "{text}");
    assert_eq!(pinged(&paid), json!([alice.id.to_string()]));
    let after = game_in_channel(&db, general);
    assert_eq!(after.status, GameStatus::Active);
    assert_eq!(after.deadline, game.deadline + DAY);
    assert_eq!(banks(&db, game.id), (2 * DAY, 3 * DAY));

    // `/board` shows both banks, and the picture is still a board.
    let call = slash(&fake, &bob, general, "board", json!([])).await;
    let text = content(&call);
    assert!(
        text.contains("Time banks: alice 2 days, bob 3 days."),
        "{text}"
    );
    assert_board_picture(&call, data(&call));

    // Two more days, paid a day at a time, empty the bank.
    clock.advance(DAY);
    post_saying(&fake, general, "1 day left in your bank").await;
    clock.advance(DAY);
    let emptied = post_saying(&fake, general, "Your bank is now empty").await;
    assert!(
        Some(bot_testkit::fake::json::text(&emptied.json))
            .is_some_and(|t| t.contains("if this deadline passes, you lose on time")),
        "{}",
        emptied.json
    );
    assert_eq!(banks(&db, game.id), (0, 3 * DAY));

    // With the bank empty, the next passed deadline loses on time.
    clock.advance(DAY);
    let lost = post_saying(&fake, general, "ran out of time").await;
    let text = bot_testkit::fake::json::text(&lost.json);
    assert!(text.contains("The time bank of alice is empty."), "{text}");
    assert!(text.contains("**bob wins**"), "{text}");
    assert_eq!(game_in_channel(&db, general).status, GameStatus::Finished);
    assert_eq!(posts_saying(&fake, general, "your time bank paid"), 3);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_freezes_clocks_in_two_games_in_two_servers_and_tells_both_opponents() {
    let (fake, bot, dir, clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let (alice, bob, carol) = (alice(), bob(), carol());
    let general = fake.general;
    let other = fake.add_guild();
    games_in_channels(&db, &[other.id]);

    // Here alice is to move against bob; in the other server carol is to move against her.
    start_game_in(&fake, general, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4 e5").await;
    start_game_in(&fake, other.general, &alice, &carol, 2).await;
    play(&fake, &alice, other.general, "d4").await;
    let here = game_in_channel(&db, general);
    let there = game_in_channel(&db, other.general);

    // Five days off, asked for in the other server.
    let start = clock.advance(HOUR);
    let call = slash(
        &fake,
        &alice,
        other.general,
        "vacation",
        json!([option("days", 4, json!(5))]),
    )
    .await;
    assert!(is_ephemeral(&call), "{call:?}");
    let text = content(&call);
    assert!(
        text.contains("Your vacation of 5 days starts now and ends"),
        "{text}"
    );
    assert!(text.contains("all 2 of your games are paused"), "{text}");
    assert!(
        text.contains("Vacation days left in the last 365: 9."),
        "{text}"
    );
    let ends = start + 5 * DAY;

    // Both opponents are told in their game's channel, with a ping.
    let told_bob = post_saying(&fake, general, "alice is on vacation, back").await;
    let text = bot_testkit::fake::json::text(&told_bob.json);
    assert!(text.contains("Their clock in game"), "{text}");
    assert_eq!(pinged(&told_bob), json!([bob.id.to_string()]));
    let told_carol = post_saying(&fake, other.general, "alice is on vacation, back").await;
    let text = bot_testkit::fake::json::text(&told_carol.json);
    assert!(
        text.contains(&format!("<@{}>, your move in game", carol.id)),
        "{text}"
    );
    assert!(text.contains("as usual"), "{text}");
    assert_eq!(pinged(&told_carol), json!([carol.id.to_string()]));

    // Her clock here is paused (moved on by the five days); carol's runs as usual.
    assert_eq!(
        game_in_channel(&db, general).deadline,
        here.deadline + 5 * DAY
    );
    assert_eq!(game_in_channel(&db, other.general).deadline, there.deadline);
    // Carol moves: alice's clock there waits for her return.
    play(&fake, &carol, other.general, "d5").await;
    assert_eq!(game_in_channel(&db, other.general).deadline, ends + 3 * DAY);

    // Four days pass, beyond her three-day deadline here: no reminder, no bank, no loss.
    clock.advance(4 * DAY);
    bot.rounds_pass(2).await;
    for channel in [general, other.general] {
        for quiet in ["a reminder", "time bank paid", "ran out of time"] {
            assert_eq!(posts_saying(&fake, channel, quiet), 0, "{quiet}");
        }
    }
    assert_eq!(banks(&db, here.id), (6 * DAY, 6 * DAY));
    let call = slash(&fake, &bob, general, "board", json!([])).await;
    assert!(
        content(&call).contains("alice is on vacation, so their clocks are paused; back"),
        "{}",
        call.json
    );

    // Back a day early: that day is not counted, and comes off her clocks.
    let back = clock.now();
    let call = slash(
        &fake,
        &alice,
        general,
        "vacation",
        json!([option("end", 5, json!(true))]),
    )
    .await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("Welcome back!"), "{}", call.json);
    post_saying(&fake, general, "alice is back from vacation").await;
    post_saying(&fake, other.general, "alice is back from vacation").await;
    let used = back - start;
    assert_eq!(game_in_channel(&db, general).deadline, here.deadline + used);
    assert_eq!(game_in_channel(&db, other.general).deadline, back + 3 * DAY);
    let store = Store::open(&db).expect("db");
    let alice_id = UserId(alice.id);
    assert_eq!(
        store
            .vacation_time(alice_id, back - 365 * DAY, back)
            .expect("db"),
        used
    );

    assert_eq!(used, 4 * DAY);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fourteen_vacation_days_in_any_365_and_the_fifteenth_is_refused() {
    let (fake, bot, dir, clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let alice = alice();
    let general = fake.general;
    let store = Store::open(&db).expect("db");
    let alice_id = UserId(alice.id);
    // Six days planned, back after four: two are not counted.
    let days = |n: i64| json!([option("days", 4, json!(n))]);
    let call = slash(&fake, &alice, general, "vacation", days(6)).await;
    assert!(
        content(&call).contains("You have no games going on"),
        "{}",
        call.json
    );
    clock.advance(4 * DAY);
    let end = json!([option("end", 5, json!(true))]);
    let call = slash(&fake, &alice, general, "vacation", end).await;
    assert!(
        content(&call).contains("Vacation days left in the last 365: 10."),
        "{}",
        call.json
    );
    // Four days used: ten more are fine, eleven are one too many.
    let call = slash(&fake, &alice, general, "vacation", days(11)).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(
        content(&call).contains("you have 10 days left"),
        "{}",
        call.json
    );
    let call = slash(&fake, &alice, general, "vacation", days(10)).await;
    assert!(
        content(&call).contains("Your vacation of 10 days starts now"),
        "{}",
        call.json
    );
    clock.advance(10 * DAY);
    // Fourteen days taken in the last 365: a 15th is refused.
    let call = slash(&fake, &alice, general, "vacation", days(1)).await;
    assert!(is_ephemeral(&call), "{call:?}");
    let text = content(&call);
    assert!(
        text.contains("at most 14 days are allowed in any 365"),
        "{text}"
    );
    assert!(text.contains("you have 0 days left"), "{text}");
    // Nothing of the refused day was stored: the fourteen days are all there is.
    let now = clock.now();
    assert!(store.vacation_of(alice_id, now).expect("db").is_none());
    assert_eq!(
        store
            .vacation_time(alice_id, now - 365 * DAY, now + 2 * DAY)
            .expect("db"),
        14 * DAY
    );
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_vacation_and_bank_input_is_refused_privately_and_stores_nothing() {
    let (fake, bot, dir, clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let alice = alice();
    let general = fake.general;
    let mut admin = carol();
    admin.permissions |= 0x20;
    let refusals: [(&FakeUser, &str, Value, &str); 7] = [
        (
            &alice,
            "vacation",
            json!([option("days", 4, json!(0))]),
            "A vacation of 0 days isn't possible: take 1 to 14 days.",
        ),
        (
            &alice,
            "vacation",
            json!([option("days", 4, json!(400))]),
            "A vacation of 400 days isn't possible",
        ),
        (
            &alice,
            "vacation",
            json!([option("days", 4, json!(-3))]),
            "A vacation of -3 days isn't possible",
        ),
        (
            &alice,
            "vacation",
            json!([option("end", 5, json!(true))]),
            "You are not on vacation, so there is nothing to end.",
        ),
        (
            &alice,
            "vacation",
            json!([option("days", 4, json!(3)), option("end", 5, json!(true))]),
            "not both",
        ),
        (
            &admin,
            "settings",
            json!([option("bank", 4, json!(9))]),
            "A time bank of 9 isn't possible",
        ),
        (
            &alice,
            "settings",
            json!([option("bank", 4, json!(1))]),
            "Only members with the Manage Server permission",
        ),
    ];
    for (who, name, options, expected) in refusals {
        let call = slash(&fake, who, general, name, options.clone()).await;
        assert!(is_ephemeral(&call), "{options}: {call:?}");
        assert!(
            content(&call).contains(expected),
            "{options}: {}",
            call.json
        );
    }
    // Nothing was stored, and no channel heard of any of it.
    let store = Store::open(&db).expect("db");
    let now = clock.now();
    assert_eq!(
        store
            .vacation_time(UserId(alice.id), 0, now + 400 * DAY)
            .expect("db"),
        0
    );
    assert_eq!(
        store
            .bank_factor(GuildId(bot_testkit::fake::GUILD))
            .expect("db"),
        2
    );
    let path = format!("/channels/{general}/messages");
    assert!(
        !fake
            .calls()
            .iter()
            .any(|c| c.method == "POST" && c.path == path)
    );
    // Asking without options shows where one stands.
    let call = slash(&fake, &alice, general, "vacation", json!([])).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(
        content(&call).contains("You are not on vacation. Vacation days left in the last 365: 14."),
        "{}",
        call.json
    );
    bot.stop().await.expect("clean shutdown");
}
