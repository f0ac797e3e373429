//! End to end through Discord's protocol, part two: draw and takeback offers with
//! their buttons, buttons going dead when what they answer closes (also after a
//! restart), challenge expiry and reminders from the scheduler, and the slow path
//! where every interaction is acknowledged first and answered after.

use crate::discord::support::*;
use crate::discord::support::{RunningBot, config};
use bot_testkit::fake::{Call, FakeDiscord, FakeUser};
use serde_json::{Value, json};
use std::time::Duration;

/// The message a slash command was answered with (its public offer, say).
async fn slash_answer(fake: &FakeDiscord, who: &FakeUser, name: &str) -> (Call, Value) {
    let sent = fake.slash(who, fake.general, name, json!([]), &[]);
    let call = answered(fake, &sent).await;
    let message = fake.original(&sent).expect("the answer message");
    (call, message)
}

/// Presses `custom_id` on `message` as `who` and returns the callback.
async fn press(fake: &FakeDiscord, who: &FakeUser, message: &Value, custom_id: &str) -> Call {
    answered(fake, &fake.press(who, message, custom_id)).await
}

fn id_of(message: &Value) -> String {
    message["id"].as_str().expect("message id").to_owned()
}

/// Waits for the edit that disables `message`'s buttons and checks it: every button
/// disabled, and no attachment list (which would delete the message's pictures).
async fn wait_disabled(fake: &FakeDiscord, message: &Value) {
    let id = id_of(message);
    let edit = fake
        .wait_for(&format!("message {id}'s buttons disabled"), |c| {
            c.method == "PATCH" && c.path.ends_with(&format!("/messages/{id}"))
        })
        .await;
    assert_eq!(edit.status, 200, "{edit:?}");
    // Rows of buttons, or a card's rows inside its container.
    let buttons: Vec<Value> = bot_testkit::fake::json::buttons(&edit.json)
        .into_iter()
        .filter(|b| b["style"] != 5)
        .collect();
    assert!(!buttons.is_empty(), "{}", edit.json);
    assert!(
        buttons.iter().all(|b| b["disabled"] == true),
        "{}",
        edit.json
    );
    assert!(edit.json.get("attachments").is_none(), "{}", edit.json);
}

/// True if some edit touched `message`.
fn edited(fake: &FakeDiscord, message: &Value) -> bool {
    let id = id_of(message);
    fake.calls()
        .iter()
        .any(|c| c.method == "PATCH" && c.path.ends_with(&format!("/messages/{id}")))
}

fn all_accepted(fake: &FakeDiscord) {
    let calls = fake.calls();
    let bad: Vec<String> = calls
        .iter()
        .filter(|c| c.status >= 400)
        .map(|c| format!("{} {} -> {} {}", c.method, c.path, c.status, c.json))
        .collect();
    assert!(bad.is_empty(), "Discord would have refused: {bad:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_refuses_strangers_ends_the_game_when_accepted_and_goes_dead() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4").await;

    let (call, offer) = slash_answer(&fake, &bob, "draw").await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("bob offers a draw"),
        "{}",
        call.json
    );
    let accept = button(&offer, ":draw-yes:");
    let _decline = button(&offer, ":draw-no:");
    assert!(
        data(&call)["allowed_mentions"]["users"]
            .as_array()
            .is_some_and(|u| u.contains(&json!(alice.id.to_string()))),
        "the offer pings alice: {}",
        call.json
    );

    // Carol is not in the game; bob cannot accept his own offer.
    for (who, why) in [(&carol, "not a player"), (&bob, "own offer")] {
        let call = press(&fake, who, &offer, &accept).await;
        assert!(is_ephemeral(&call), "{why}: {}", call.json);
    }
    assert!(!edited(&fake, &offer), "a refused press changes nothing");

    let call = press(&fake, &alice, &offer, &accept).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("Draw agreed"), "{}", call.json);
    assert_board_picture(&call, data(&call));
    wait_disabled(&fake, &offer).await;

    // Pressed again (an old client that did not redraw): refused, privately.
    let call = press(&fake, &bob, &offer, &button(&offer, ":draw-no:")).await;
    assert!(is_ephemeral(&call), "{}", call.json);

    // Anyone in the channel can fetch the record: PGN and an animated replay.
    let (call, _) = slash_answer(&fake, &carol, "pgn").await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    let names: Vec<&str> = call.files.iter().map(|(n, _)| n.as_str()).collect();
    assert!(
        names.len() == 2 && names[0].ends_with("-bob.pgn") && names[1].ends_with("-replay.gif"),
        "{names:?}"
    );
    assert!(call.files[1].1.starts_with(b"GIF89a"));
    all_accepted(&fake);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_lapses_when_the_opponent_plays_on() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4").await;
    // Alice offers while bob is to move; bob moves instead of answering.
    let (_, offer) = slash_answer(&fake, &alice, "draw").await;
    let call = play(&fake, &bob, fake.general, "e5").await;
    assert!(
        content(&call).contains("The draw offer lapses"),
        "{}",
        call.json
    );
    // Closed by a command, not a press: the message is found through the database.
    wait_disabled(&fake, &offer).await;
    let general = fake.general;
    let offer_id = id_of(&offer);
    assert!(
        fake.calls()
            .iter()
            .any(|c| c.method == "GET"
                && c.path == format!("/channels/{general}/messages/{offer_id}")),
        "the offer was read back to redraw its own buttons"
    );
    all_accepted(&fake);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_refused_then_allowed_with_each_request_going_dead() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    // Takebacks are for casual games.
    let sent = fake.slash(
        &alice,
        fake.general,
        "challenge",
        json!([
            option("opponent", 6, json!(bob.id.to_string())),
            option("variant", 4, json!(2)),
            option("color", 4, json!(0)),
            option("rated", 5, json!(false)),
        ]),
        &[&bob],
    );
    fake.callback(&sent).await;
    let challenge = fake.original(&sent).expect("the challenge");
    press(&fake, &bob, &challenge, &button(&challenge, ":accept:")).await;
    play_all(&fake, &alice, &bob, "e4").await;

    let (call, request) = slash_answer(&fake, &alice, "takeback").await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    let call = press(&fake, &bob, &request, &button(&request, ":takeback-no:")).await;
    assert!(
        content(&call).contains("bob refused the takeback"),
        "{}",
        call.json
    );
    wait_disabled(&fake, &request).await;

    // Asked again, and this time bob agrees by command rather than by button.
    let (_, again) = slash_answer(&fake, &alice, "takeback").await;
    let (call, _) = slash_answer(&fake, &bob, "takeback").await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    let text = content(&call);
    assert!(
        text.contains("e4 taken back") && text.contains("your move again — due <t:"),
        "{text}"
    );
    assert_board_picture(&call, data(&call));
    wait_disabled(&fake, &again).await;
    // Alice is to move again.
    assert!(!suggest(&fake, &alice, fake.general, "").await.is_empty());
    all_accepted(&fake);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_from_before_a_restart_expires_and_its_buttons_go_dead() {
    let (fake, bot, dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    let offer = challenge(&fake, &alice, &bob, 0).await;
    let accept = button(&offer, ":accept:");
    bot.stop().await.expect("clean shutdown");

    let bot = RunningBot::start(config(&fake, &dir.path().join("sanctum.db"), clock.clone()));
    fake.wait_for_identifies(2).await;
    clock.advance(49 * 3600);
    let general = fake.general;
    let post = fake
        .wait_for("the expiry notice", |c| {
            c.method == "POST"
                && c.path == format!("/channels/{general}/messages")
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains("expired"))
        })
        .await;
    assert_eq!(post.status, 200, "{post:?}");
    wait_disabled(&fake, &offer).await;

    // Bob's client still shows the old Accept: pressing it is refused privately.
    let call = press(&fake, &bob, &offer, &accept).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(suggest(&fake, &alice, fake.general, "").await.is_empty());
    all_accepted(&fake);
    bot.stop().await.expect("clean shutdown");
}

/// The `N` of the first `<t:N:R>` in `text`.
fn discord_timestamp(text: &str) -> Option<i64> {
    let start = text.find("<t:")? + 3;
    let end = start + text[start..].find(":R>")?;
    text[start..end].parse().ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_pings_the_player_to_move_once_with_a_discord_timestamp() {
    let (fake, bot, _dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 1).await;
    let moved = play_all(&fake, &alice, &bob, "e4").await;
    // The move's answer shows bob's deadline the Discord way: 3 days from now.
    let deadline = discord_timestamp(&content(&moved)).expect("a deadline timestamp");
    assert_eq!(deadline, T0 + 3 * 86_400, "{}", content(&moved));

    // 80% of bob's three days pass.
    clock.advance(3 * 86_400 * 8 / 10 + 60);
    let general = fake.general;
    let is_reminder = |c: &Call| {
        c.method == "POST"
            && c.path == format!("/channels/{general}/messages")
            && Some(bot_testkit::fake::json::text(&c.json))
                .is_some_and(|t| t.contains("a reminder"))
    };
    let post = fake.wait_for("the reminder", is_reminder).await;
    let text = bot_testkit::fake::json::text(&post.json);
    assert!(text.starts_with(&format!("⏰ <@{}>", bob.id)), "{text}");
    assert_eq!(discord_timestamp(&text), Some(deadline), "{text}");
    assert_eq!(
        post.json["allowed_mentions"]["users"],
        json!([bob.id.to_string()]),
        "{}",
        post.json
    );
    // Later looks at the clock do not remind again.
    clock.advance(3600);
    bot.rounds_pass(2).await;
    assert_eq!(fake.calls().iter().filter(|c| is_reminder(c)).count(), 1);
    all_accepted(&fake);
    bot.stop().await.expect("clean shutdown");
}

/// Runs a slash command on a bot that defers everything and checks the deferral:
/// private, and withdrawn afterwards when everything went into the channel.
async fn deferred_slash(
    fake: &FakeDiscord,
    who: &FakeUser,
    name: &str,
    options: Value,
    users: &[&FakeUser],
    withdrawn: bool,
) -> bot_testkit::fake::Sent {
    let sent = fake.slash(who, fake.general, name, options, users);
    let call = fake.callback(&sent).await;
    assert_eq!(call.json["type"], 5, "deferred: {}", call.json);
    assert!(
        is_ephemeral(&call),
        "the deferral is private: {}",
        call.json
    );
    let token = sent.token.clone();
    let (method, what) = if withdrawn {
        ("DELETE", "the deferral withdrawn")
    } else {
        ("POST", "the deferral filled in")
    };
    fake.wait_for(what, |c| {
        c.method == method && c.path.starts_with("/webhooks/") && c.path.contains(&token)
    })
    .await;
    sent
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_every_answer_is_deferred_public_news_is_posted_and_refusals_stay_private() {
    let (fake, bot, _dir, _clock) = start_with(|c| c.defer_after = Duration::ZERO).await;
    let (alice, bob) = (alice(), bob());
    let general = fake.general;

    // The challenge: posted publicly with its ping.
    let options = json!([
        option("opponent", 6, json!(bob.id.to_string())),
        option("variant", 4, json!(0)),
        option("color", 4, json!(0)),
    ]);
    deferred_slash(&fake, &alice, "challenge", options, &[&bob], true).await;
    let posted = posts_in(&fake, general);
    let [posted] = posted.as_slice() else {
        panic!("one post: {posted:?}");
    };
    assert!(
        Some(bot_testkit::fake::json::text(&posted.json))
            .is_some_and(|t| t.contains("challenges you")),
        "{}",
        posted.json
    );
    assert_eq!(
        posted.json["allowed_mentions"]["users"],
        json!([bob.id.to_string()])
    );
    let offer = fake
        .messages()
        .into_iter()
        .rev()
        .find(|m| !custom_ids(m).is_empty())
        .expect("the challenge message");

    // Accepting by button: acknowledged invisibly, the game's start posted with its
    // board and ping, and the challenge's buttons disabled.
    let call = press(&fake, &bob, &offer, &button(&offer, ":accept:")).await;
    assert_eq!(call.json["type"], 6, "{}", call.json);
    let start = fake
        .wait_for("the game's start", |c| {
            c.method == "POST"
                && c.path == format!("/channels/{general}/messages")
                && !c.files.is_empty()
        })
        .await;
    assert_board_picture(&start, &start.json);
    assert_eq!(
        start.json["allowed_mentions"]["users"],
        json!([alice.id.to_string()])
    );
    wait_disabled(&fake, &offer).await;

    // A move: public with its board.
    let before = posts_in(&fake, general).len();
    let e4 = json!([option("move", 3, json!("e4"))]);
    deferred_slash(&fake, &alice, "move", e4, &[], true).await;
    let after = posts_in(&fake, general);
    assert_eq!(after.len(), before + 1);
    let news = after.last().expect("the move");
    assert!(
        Some(bot_testkit::fake::json::text(&news.json))
            .is_some_and(|t| t.contains("alice played **e4**")),
        "{}",
        news.json
    );
    assert_board_picture(news, &news.json);

    // Out of turn: the refusal fills the private deferral and nothing is posted.
    let d4 = json!([option("move", 3, json!("d4"))]);
    let sent = deferred_slash(&fake, &alice, "move", d4, &[], false).await;
    let refusal = fake.original(&sent).expect("the deferred answer");
    assert_eq!(refusal["flags"], json!(64), "{refusal}");
    assert!(
        Some(bot_testkit::fake::json::text(&refusal)).is_some_and(|t| t.contains(&format!(
            "**e4** is on the board, and it's <@{}>'s turn",
            bob.id
        ))),
        "{refusal}"
    );
    assert_eq!(posts_in(&fake, general).len(), before + 1);
    all_accepted(&fake);
    bot.stop().await.expect("clean shutdown");
}
