//! End to end through Discord's protocol, Sanctum installed by a user for themselves
//! and used where the bot is no member: a group chat. The challenge, its Accept
//! button, every move and the game's end answer the interactions there; what Sanctum
//! would post of its own accord (the opponent's turn, a reminder) goes by direct
//! message; nothing is ever posted into the chat, and the game counts in the global
//! rating pool.

use crate::discord::support::*;
use bot_testkit::fake::{Call, FakeDiscord};
use serde_json::{Value, json};
use testkit::DAY;

/// The registered command called `name`.
fn registered(fake: &FakeDiscord, name: &str) -> Value {
    fake.registered_commands()
        .and_then(|all| {
            all.as_array()
                .and_then(|a| a.iter().find(|c| c["name"] == name).cloned())
        })
        .unwrap_or_else(|| panic!("no /{name} registered"))
}

/// Every call the bot made that Discord refused.
fn refused(fake: &FakeDiscord) -> Vec<Call> {
    fake.calls()
        .into_iter()
        .filter(|c| c.status >= 400)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_group_chat_is_played_to_its_end_without_a_post_there() {
    let (fake, bot, dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());

    // Registered for both installations; a server's own commands for servers alone.
    let challenge = registered(&fake, "challenge");
    assert_eq!(challenge["integration_types"], json!([0, 1]), "{challenge}");
    assert_eq!(challenge["contexts"], json!([0, 1, 2]), "{challenge}");
    let settings = registered(&fake, "settings");
    assert_eq!(settings["integration_types"], json!([0]), "{settings}");
    assert_eq!(settings["contexts"], json!([0]), "{settings}");

    // Alice installed Sanctum for herself; she and Bob chat in a group.
    let chat = fake.add_group_dm(&[&alice, &bob]);
    let sent = fake.slash(
        &alice,
        chat,
        "challenge",
        json!([
            option("opponent", 6, json!(bob.id.to_string())),
            option("variant", 4, json!(2)),
            option("color", 4, json!(0)),
            option("rated", 5, json!(true)),
        ]),
        &[&bob],
    );
    let call = answered(&fake, &sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    let offer = fake.original(&sent).expect("the challenge message");
    assert_eq!(offer["channel_id"], chat.to_string());
    let accept = button(&offer, ":accept:");

    // Bob, who never installed Sanctum, accepts with the button.
    let call = answered(&fake, &fake.press(&bob, &offer, &accept)).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
    // White is told by direct message too: a chat's ping is seen only there.
    fake.wait_for_dm(alice.id, "your move in game 1").await;

    // Moves by slash command, each answered in the chat; the opponent hears by DM.
    let call = play(&fake, &alice, chat, "f3").await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
    let dm = fake.wait_for_dm(bob.id, "your move in game 1").await;
    let text = dm.json["content"].as_str().unwrap_or_default();
    assert!(text.contains("alice played **f3**"), "{text}");
    play(&fake, &bob, chat, "e5").await;
    play(&fake, &alice, chat, "g4").await;

    // Bob waits: the deadline's reminder reaches him by direct message.
    clock.advance(3 * DAY * 4 / 5 + 60);
    let reminder = fake.wait_for_dm(bob.id, "a reminder: it's your move").await;
    assert_eq!(reminder.status, 200, "{}", reminder.json);

    // A server's command is refused here in words, privately.
    let call = slash(&fake, &alice, chat, "settings", json!([])).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("belongs to a server"), "{call:?}");

    // Bob mates: the end is the answer to his move, in the chat.
    let call = play(&fake, &bob, chat, "Qh4#").await;
    assert!(!is_ephemeral(&call), "{call:?}");
    let text = content(&call);
    assert!(
        text.contains("checkmate") || text.contains("Checkmate"),
        "{text}"
    );

    // Nothing was posted into the chat, and Discord refused nothing.
    assert!(
        posts_in(&fake, chat).is_empty(),
        "{:?}",
        posts_in(&fake, chat)
    );
    assert!(refused(&fake).is_empty(), "{:?}", refused(&fake));

    // The rated game counts in the global pool.
    let store = store(&dir);
    let pool = data::GuildId::GLOBAL;
    let bob_rating = store
        .rating(pool, rules::Variant::Chess, data::UserId(bob.id))
        .expect("Bob's global rating");
    assert_eq!(
        (bob_rating.games, bob_rating.wins),
        (1, 1),
        "{bob_rating:?}"
    );
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sanctums_own_moves_in_a_group_chat_come_by_direct_message() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    let chat = fake.add_group_dm(&[&alice, &bob]);
    let sent = fake.slash(
        &alice,
        chat,
        "challenge",
        json!([
            option("opponent", 6, json!(bot_testkit::fake::APP.to_string())),
            option("variant", 4, json!(1)),
            option("color", 4, json!(0)),
            option("level", 4, json!(1)),
        ]),
        &[&sanctum()],
    );
    let call = answered(&fake, &sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    let call = play(&fake, &alice, chat, "e4").await;
    assert!(!is_ephemeral(&call), "{call:?}");
    // Sanctum answers after thinking, when no interaction is left to answer: by DM.
    let dm = fake.wait_for_dm(alice.id, "Sanctum played").await;
    assert_eq!(dm.status, 200, "{}", dm.json);
    // A server's own challenge (a team's) is refused here in words.
    let team = fake.slash(
        &alice,
        chat,
        "challenge",
        json!([
            option("variant", 4, json!(0)),
            option("team", 5, json!(true))
        ]),
        &[],
    );
    let call = answered(&fake, &team).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("belongs to a server"), "{call:?}");
    assert!(
        posts_in(&fake, chat).is_empty(),
        "{:?}",
        posts_in(&fake, chat)
    );
    assert!(refused(&fake).is_empty(), "{:?}", refused(&fake));
    bot.stop().await.expect("clean shutdown");
}
