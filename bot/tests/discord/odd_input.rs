//! Input a normal Discord client rarely sends, through the loopback fake Discord and
//! the real serenity client: stale, damaged and foreign button ids, challenges to
//! people outside the server, a nickname full of markdown, and random interaction
//! payloads. Every interaction is answered (privately when it is a refusal), the bot
//! stays up, refusals change nothing in the database, and a name shows as typed.

use crate::support::*;
use bot_testkit::fake::{FakeDiscord, FakeUser};
use proptest::prelude::*;
use serde_json::{Value, json};
use std::time::Duration;

/// The challenge message alice posts to bob in the general channel.
async fn a_challenge(fake: &FakeDiscord) -> Value {
    challenge(fake, &alice(), &bob(), 0).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_and_damaged_buttons_are_answered_privately() {
    let (fake, bot, _dir, _clock) = start().await;
    let offer = a_challenge(&fake).await;

    // Names a challenge that does not exist (an older backup restored).
    let call = answered(&fake, &fake.press(&bob(), &offer, "sanctum:accept:999999")).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("That challenge no longer exists"),
        "{}",
        call.json
    );
    // Names a game that does not exist.
    let call = answered(&fake, &fake.press(&bob(), &offer, "sanctum:resign:424242")).await;
    assert!(
        content(&call).contains("That game no longer exists"),
        "{}",
        call.json
    );

    // Ids Sanctum cannot read at all: answered, never left to time out.
    for id in [
        "sanctum:accept:abc",
        "sanctum:accept:1:extra",
        "other-app:thing",
        "",
    ] {
        let call = answered(&fake, &fake.press(&carol(), &offer, id)).await;
        assert!(is_ephemeral(&call), "{id}: {}", call.json);
        assert!(
            content(&call).contains("This button no longer works"),
            "{id}: {}",
            call.json
        );
    }
    // Sanctum's own damaged buttons are redrawn disabled.
    let message_id = offer["id"].as_str().expect("id").to_owned();
    let edit = fake
        .wait_for("the dead buttons disabled", |c| {
            c.method == "PATCH" && c.path.ends_with(&format!("/messages/{message_id}"))
        })
        .await;
    let disabled = edit.json["components"][0]["components"]
        .as_array()
        .is_some_and(|b| !b.is_empty() && b.iter().all(|b| b["disabled"] == json!(true)));
    assert!(disabled, "{}", edit.json);
    assert!(fake.calls().iter().all(|c| c.status < 400));
    bot.stop().await.expect("clean shutdown");
}

/// `/challenge` data naming `opponent`, with or without their member object.
fn challenge_data(opponent: &FakeUser, bot: bool, member: bool) -> Value {
    let mut members = serde_json::Map::new();
    if member {
        members.insert(opponent.id.to_string(), json!({"roles": [], "joined_at": "2026-01-01T00:00:00Z", "deaf": false, "mute": false, "flags": 0}));
    }
    json!({
        "id": "700000000000000001", "name": "challenge", "type": 1,
        "options": [
            {"name": "opponent", "type": 6, "value": opponent.id.to_string()},
            {"name": "variant", "type": 4, "value": 0},
        ],
        "resolved": {
            "users": {opponent.id.to_string(): {
                "id": opponent.id.to_string(), "username": opponent.name, "discriminator": "0",
                "global_name": opponent.name, "avatar": null, "bot": bot,
            }},
            "members": members,
        },
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_to_strangers_and_other_bots_are_refused_privately() {
    let (fake, bot, _dir, _clock) = start().await;
    let stranger = FakeUser::new(100_000_000_000_000_077, "stranger");
    let call = answered(
        &fake,
        &fake.slash_data(
            &alice(),
            fake.general,
            challenge_data(&stranger, false, false),
        ),
    )
    .await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("isn't a member of this server"),
        "{}",
        call.json
    );

    let robot = FakeUser::new(100_000_000_000_000_078, "robot");
    let call = answered(
        &fake,
        &fake.slash_data(&alice(), fake.general, challenge_data(&robot, true, true)),
    )
    .await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("Bots can't play"), "{}", call.json);

    // Nothing was posted in the channel: no challenge message with buttons.
    assert!(
        fake.messages()
            .iter()
            .all(|m| m["components"].as_array().is_none_or(Vec::is_empty)),
        "a refused challenge left a message"
    );
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nickname_full_of_markdown_is_shown_as_typed_and_pings_nobody() {
    let (fake, bot, _dir, _clock) = start().await;
    let name = "[free nitro](https://example.com) @everyone <@&1> ||x||";
    let mallory = FakeUser::new(100_000_000_000_000_079, name);
    start_game(&fake, &alice(), &mallory, 0).await;

    let call = slash(&fake, &alice(), fake.general, "board", json!([])).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    let text = content(&call);
    assert!(
        text.contains(
            "alice (White) vs \\[free nitro\\](https\\://example.com) \\@everyone \\<@&1> \\|\\|x\\|\\| (Black)"
        ),
        "{text}"
    );
    let mentions = &data(&call)["allowed_mentions"];
    for kind in ["parse", "users", "roles"] {
        assert_eq!(mentions[kind], json!([]), "{}", call.json);
    }
    bot.stop().await.expect("clean shutdown");
}

/// A random interaction payload a client should never send.
#[derive(Debug, Clone)]
enum Odd {
    /// A button press with this custom id.
    Press(String),
    /// `/name` with these options (JSON), maybe outside their choices or types.
    Slash(String, Value),
}

fn odd() -> impl Strategy<Value = Odd> {
    let ids = prop_oneof![
        "sanctum:[a-z-]{0,14}:[0-9a-z]{0,22}(:[0-9]{0,3})?",
        ".{0,120}",
        Just("sanctum:accept:18446744073709551616".to_owned()),
        Just("sanctum:draw-yes:-1".to_owned()),
    ];
    let names = prop_oneof![
        Just("challenge"),
        Just("move"),
        Just("rules"),
        Just("leaderboard"),
        Just("settings"),
        Just("stats"),
        Just("nosuchcommand"),
    ];
    // Values of the right JSON type for their option type (serenity cannot even read a
    // payload whose types disagree, so no handler could answer it; Discord never sends
    // one), but otherwise anything: outside the choices, over-long, out of range, a
    // user nobody resolved.
    let name = prop_oneof![
        Just("opponent".to_owned()),
        Just("variant".to_owned()),
        Just("days".to_owned()),
        Just("move".to_owned()),
        Just("page".to_owned()),
        Just("player".to_owned()),
        "[a-z]{1,9}",
    ];
    let option = prop_oneof![
        ".{0,300}".prop_map(|s| (3u8, json!(s))),
        any::<i64>().prop_map(|n| (4u8, json!(n))),
        any::<bool>().prop_map(|b| (5u8, json!(b))),
        any::<u64>().prop_map(|u| (6u8, json!(u.max(1).to_string()))),
        (-1e12f64..1e12).prop_map(|x| (10u8, json!(x))),
    ];
    let option = (name, option)
        .prop_map(|(name, (kind, value))| json!({"name": name, "type": kind, "value": value}));
    prop_oneof![
        ids.prop_map(Odd::Press),
        (names, prop::collection::vec(option, 0..4))
            .prop_map(|(n, o)| Odd::Slash(n.to_owned(), Value::Array(o))),
    ]
}

#[test]
fn random_payloads_are_all_answered_in_time_and_change_nothing() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let (fake, bot, dir, _clock) = rt.block_on(start());
    let offer = rt.block_on(a_challenge(&fake));
    let db = dir.path().join("sanctum.db");
    // Any command keeps its sender's display name current: carol's is recorded first.
    rt.block_on(async {
        let sent = fake.slash(&carol(), fake.general, "help", json!([]), &[]);
        fake.callback(&sent).await
    });
    // The challenge's message is remembered (for greying its buttons out later) just
    // after it is posted: the state to keep is the one after that.
    let before = rt.block_on(async {
        for _ in 0..100 {
            let now = state(&db).await;
            if now.contains("button_messages\n  Row") {
                return now;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the challenge's message was never remembered");
    });
    let config = ProptestConfig {
        cases: 48,
        max_shrink_iters: 16,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest!(config, |(payload in odd())| {
        let sent = match &payload {
            Odd::Press(id) => fake.press(&carol(), &offer, id),
            Odd::Slash(name, options) => fake.slash_data(
                &carol(),
                fake.general,
                json!({"id": "700000000000000009", "name": name, "type": 1, "options": options}),
            ),
        };
        let answer = rt.block_on(fake.answered_within(&sent, Duration::from_secs(3)));
        prop_assert!(answer.is_some(), "{payload:?} was not answered within 3 s");
        let (status, _) = answer.unwrap_or_default();
        prop_assert!(status < 400, "{payload:?}: Discord refused the answer ({status})");
        let now = rt.block_on(state(&db));
        let (gone, added) = bot_testkit::table::changed_rows(&before, &now);
        prop_assert!(
            gone.is_empty() && added.is_empty(),
            "{:?} changed the database:\ngone: {:#?}\nadded: {:#?}",
            payload,
            gone,
            added
        );
    });
    // Still alive: a real command still works.
    let call = rt.block_on(async {
        let sent = fake.slash(&alice(), fake.general, "help", json!([]), &[]);
        fake.callback(&sent).await
    });
    assert!(
        call.json["data"]["embeds"][0]["description"]
            .as_str()
            .is_some_and(|help| help.contains("Sanctum")),
        "{}",
        call.json
    );
    rt.block_on(bot.stop()).expect("clean shutdown");
}

/// Every row of every table, for "nothing changed", less the one table every delivery
/// writes by design: `interactions`, where each interaction's id is claimed once.
async fn state(db: &std::path::Path) -> String {
    let db = db.to_path_buf();
    tokio::task::spawn_blocking(move || {
        let dump = data::Store::open(&db)
            .expect("store")
            .dump()
            .expect("the database dumps");
        let mut out = String::new();
        let mut skipping = false;
        for line in dump.lines() {
            if !line.starts_with(' ') {
                skipping = line == "interactions";
            }
            if !skipping {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    })
    .await
    .expect("read the state")
}
