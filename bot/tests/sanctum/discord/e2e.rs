//! End to end through Discord's protocol: the real bot (serenity + poise) against the
//! loopback fake Discord of the kit (`bot_testkit::fake`), from start-up and command registration to
//! challenges, buttons, autocomplete and moves with board pictures.

use crate::discord::support::*;
use crate::discord::support::{RunningBot, config};
use bot_testkit::fake::{Call, FakeDiscord, FakeUser};
use serde_json::json;
use service::ManualClock;
use std::sync::Arc;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registers_the_commands_matching_the_snapshot() {
    let (fake, bot, _dir, _clock) = start().await;
    let registered = fake.registered_commands().expect("commands registered");
    let pretty = serde_json::to_string_pretty(&registered).expect("json") + "\n";
    let snapshot = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots/discord_commands.json");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        assert!(
            !matches!(std::env::var("CI").as_deref(), Ok("true" | "1")),
            "UPDATE_SNAPSHOTS rewrites the snapshot this test checks: refused under CI=true"
        );
        std::fs::create_dir_all(snapshot.parent().expect("parent")).expect("snapshot dir");
        std::fs::write(&snapshot, &pretty).expect("write snapshot");
    }
    let expected = std::fs::read_to_string(&snapshot)
        .expect("tests/snapshots/discord_commands.json (create it with UPDATE_SNAPSHOTS=1)");
    assert_eq!(
        pretty, expected,
        "the registered commands changed: if deliberate, rerun with UPDATE_SNAPSHOTS=1 and commit the snapshot"
    );
    // The start-up itself went through the fake only.
    let calls = fake.calls();
    assert!(calls.iter().any(|c| c.path == "/gateway/bot"));
    assert!(calls.iter().all(|c| c.status < 400), "{calls:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_accept_and_moves_with_autocomplete_and_pictures() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    let offer = challenge(&fake, &alice, &bob, 0).await;
    let ids = custom_ids(&offer);
    let accept = ids
        .iter()
        .find(|i| i.contains(":accept:"))
        .expect("an Accept button")
        .clone();
    assert!(ids.iter().any(|i| i.contains(":decline:")), "{ids:?}");

    // A third person's press is refused privately and changes nothing.
    let refused = fake.press(&carol, &offer, &accept);
    let call = fake.callback(&refused).await;
    assert_eq!(call.json["type"], 4);
    assert!(is_ephemeral(&call), "{call:?}");
    let offer_id = offer["id"].as_str().expect("id").to_owned();
    assert!(
        !fake
            .calls()
            .iter()
            .any(|c| c.method == "PATCH" && c.path.ends_with(&offer_id))
    );

    // Bob accepts: the game starts with a board picture, and the challenge's buttons
    // are disabled without touching anything else.
    let accepted = fake.press(&bob, &offer, &accept);
    let call = fake.callback(&accepted).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
    let edit = fake
        .wait_for("the challenge's buttons disabled", |c| {
            c.method == "PATCH" && c.path.ends_with(&offer_id)
        })
        .await;
    let rows = edit.json["components"].as_array().expect("components");
    assert!(
        rows.iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
            .all(|b| b["disabled"] == true)
    );
    assert!(
        edit.json.get("attachments").is_none(),
        "an edit must not drop the pictures: {}",
        edit.json
    );
    // Where the challenge's message went came with its answer (`with_response`): it
    // was never read back.
    assert!(
        !fake
            .calls()
            .iter()
            .any(|c| c.method == "GET" && c.path.ends_with("/messages/@original")),
        "an answer read back"
    );

    // Alice (White) asks for suggestions for "e" and gets legal moves, e-pawn moves among them.
    let typing = fake.autocomplete(&alice, fake.general, "move", "move", "e");
    let call = fake.callback(&typing).await;
    assert_eq!(call.json["type"], 8, "{call:?}");
    let choices = call.json["data"]["choices"]
        .as_array()
        .expect("choices")
        .clone();
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    let first = choices
        .iter()
        .filter_map(|c| c["value"].as_str())
        .find(|v| v.starts_with('e'))
        .unwrap_or_else(|| panic!("no pawn move on the e-file offered: {choices:?}"))
        .to_owned();
    assert!(
        choices
            .iter()
            .all(|c| c["name"].as_str().is_some_and(|n| n.chars().count() <= 100))
    );
    // Bob, not to move, gets none.
    let typing = fake.autocomplete(&bob, fake.general, "move", "move", "");
    let call = fake.callback(&typing).await;
    assert_eq!(call.json["data"]["choices"], json!([]), "{call:?}");

    // Moves go out publicly with the new board.
    let call = play(&fake, &alice, fake.general, &first).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
    // Playing out of turn is refused privately.
    let call = play(&fake, &alice, fake.general, "d4").await;
    assert!(is_ephemeral(&call), "{call:?}");
    let reply = suggest(&fake, &bob, fake.general, "").await;
    let call = play(&fake, &bob, fake.general, &reply[0]).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));

    let calls = fake.calls();
    let bad: Vec<&Call> = calls.iter().filter(|c| c.status >= 400).collect();
    assert!(bad.is_empty(), "Discord would have refused: {bad:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accepted_game_moves_to_its_own_thread() {
    let (fake, bot, _dir, _clock) = start().await;
    let admin = threads_on(&fake).await;
    let bob = bob();

    let offer = challenge(&fake, &admin, &bob, 1).await;
    let accept = custom_ids(&offer)
        .into_iter()
        .find(|i| i.contains(":accept:"))
        .expect("Accept");
    let accepted = fake.press(&bob, &offer, &accept);
    let answer = fake.callback(&accepted).await;
    let general = fake.general;
    let created = fake
        .wait_for("a thread", |c| {
            c.method == "POST" && c.path == format!("/channels/{general}/threads")
        })
        .await;
    assert_eq!(
        created.json["type"], 11,
        "a public thread: {}",
        created.json
    );
    assert!(
        created.json["name"]
            .as_str()
            .is_some_and(|n| n.contains("alice vs bob")),
        "{}",
        created.json
    );
    let thread = *fake.threads().first().expect("the thread");
    let opening = fake
        .wait_for("the game's opening in its thread", |c| {
            c.method == "POST" && c.path == format!("/channels/{thread}/messages")
        })
        .await;
    assert_board_picture(&opening, &opening.json);
    assert_eq!(
        opening.json["allowed_mentions"]["users"],
        json!([admin.id.to_string()]),
        "the first-move ping is in the thread: {}",
        opening.json
    );
    // The channel gets one pointer to the thread, not a second copy of the board.
    assert!(!is_ephemeral(&answer), "{answer:?}");
    let pointer = content(&answer);
    assert!(
        pointer.contains("bob accepted!") && pointer.contains(&format!("<#{thread}>")),
        "{pointer}"
    );
    assert!(answer.files.is_empty(), "{answer:?}");

    // The game is played in the thread now, not in the channel.
    let moves = suggest(&fake, &admin, thread, "").await;
    assert!(!moves.is_empty());
    let call = play(&fake, &admin, thread, &moves[0]).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
    assert!(suggest(&fake, &admin, general, "").await.is_empty());
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_permission_for_threads_the_game_is_played_in_the_channel() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    // The server wants threads, but its owner did not let Sanctum create them.
    threads_on(&fake).await;
    fake.refuse_threads();

    let offer = challenge(&fake, &alice, &bob, 0).await;
    let accepted = fake.press(&bob, &offer, &button(&offer, ":accept:"));
    let call = fake.callback(&accepted).await;
    // The opening itself answers: board and first-move ping, in the channel.
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("you have the first move"),
        "{}",
        call.json
    );
    assert_board_picture(&call, data(&call));
    let general = fake.general;
    assert!(
        fake.calls()
            .iter()
            .any(|c| c.path == format!("/channels/{general}/threads") && c.status == 403)
    );
    let moved = play(&fake, &alice, general, "e4").await;
    assert!(!is_ephemeral(&moved), "{}", moved.json);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_a_clear_error() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut config = config(
        &fake,
        &dir.path().join("sanctum.db"),
        Arc::new(ManualClock::new(T0)),
    );
    config.token = "not.the.token".into();
    let ended = RunningBot::start(config).ended().await;
    assert!(
        matches!(ended, Err(sanctum::discord::DiscordError::BadToken)),
        "{ended:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sanctuary_win_and_a_scepter_win_are_announced_with_the_final_board() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());

    start_game(&fake, &alice, &bob, 0).await;
    let end = play_all(
        &fake,
        &alice,
        &bob,
        "Ac3 g6 Axh8 Na6 Na3 Nb4 Nb5 Nxa2 Nxc7 Nxc1 Nxa8",
    )
    .await;
    let text = content(&end);
    assert!(
        text.contains("sanctuary") && text.contains("**alice wins** with White"),
        "{text}"
    );

    start_game(&fake, &alice, &bob, 1).await;
    let end = play_all(
        &fake,
        &alice,
        &bob,
        "d3 d6 Kd2 Kd7 Kc3 Ke6 Kb4 Na6+ Kb5 b6 Kc6 Ke5 Bg5 e6 Bxd8 Bb7+ Kd7 Kd4 Ke8",
    )
    .await;
    let text = content(&end);
    assert!(
        text.contains("seizes the scepter on e8 — **alice wins** with White"),
        "{text}"
    );

    // The game is over: a further move is refused privately.
    let call = play(&fake, &bob, fake.general, "Kd5").await;
    assert!(is_ephemeral(&call), "{call:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_connection_resumes_and_nothing_is_lost() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    play_all(&fake, &alice, &bob, "e4").await;

    // The connection drops; bob's move is dispatched while the bot is away and must
    // arrive when it resumes.
    fake.drop_gateway();
    let sent = fake.slash(
        &bob,
        fake.general,
        "move",
        json!([option("move", 3, json!("e5"))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
    let (identified, resumed) = fake.sessions();
    assert_eq!((identified, resumed), (1, 1), "resumed, not a new session");

    // A RECONNECT request is also survived.
    fake.ask_reconnect();
    let call = play(&fake, &alice, fake.general, "d4").await;
    assert!(!is_ephemeral(&call), "{call:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_restarted_mid_game_carries_on() {
    let (fake, bot, dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    play_all(&fake, &alice, &bob, "e4").await;
    bot.stop().await.expect("clean shutdown");

    let bot = RunningBot::start(config(&fake, &dir.path().join("sanctum.db"), clock));
    fake.wait_for_identifies(2).await;
    let call = play(&fake, &bob, fake.general, "e5").await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_scheduler_posts_a_loss_on_time_after_the_deadline() {
    let (fake, bot, _dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    play_all(&fake, &alice, &bob, "e4 e5").await;

    // Alice has 3 days for her move, and a time bank of 6 more; ten days pass.
    clock.advance(10 * 86_400);
    let general = fake.general;
    let path = format!("/channels/{general}/messages");
    let post = fake
        .wait_for("the loss on time", |c| {
            c.method == "POST"
                && c.path == path
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains("ran out of time"))
        })
        .await;
    let text = bot_testkit::fake::json::text(&post.json);
    assert!(
        text.contains("**bob wins**") || text.contains("bob"),
        "{text}"
    );
    assert_eq!(post.status, 200, "{post:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duplicate_delivery_is_answered_once_and_plays_once() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    let sent = fake.slash(
        &alice,
        fake.general,
        "move",
        json!([option("move", 3, json!("e4"))]),
        &[],
    );
    fake.redeliver_last();
    fake.callback(&sent).await;
    // Bob's move is accepted, so alice's was played exactly once.
    let call = play(&fake, &bob, fake.general, "e5").await;
    assert!(!is_ephemeral(&call), "{call:?}");
    let calls = fake.calls();
    let answers = calls.iter().filter(|c| sent.answered_by(c)).count();
    assert_eq!(answers, 1, "{calls:?}");
    assert!(calls.iter().all(|c| c.status < 400), "{calls:?}");
    bot.stop().await.expect("clean shutdown");
}

#[test]
fn sanctum_run_without_a_token_says_so_in_one_line_and_fails() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sanctum"))
        .arg("run")
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run sanctum");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_asks_privately_and_only_the_confirmation_ends_the_game() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4").await;

    let sent = fake.slash(&bob, fake.general, "resign", json!([]), &[]);
    let call = fake.callback(&sent).await;
    assert!(is_ephemeral(&call), "{call:?}");
    let question = fake.original(&sent).expect("the private question");
    let confirm = custom_ids(&question)
        .into_iter()
        .find(|i| i.contains(":resign:"))
        .expect("a confirmation button");

    // Nothing has happened yet: the game goes on.
    assert!(!suggest(&fake, &bob, fake.general, "").await.is_empty());

    let pressed = fake.press(&bob, &question, &confirm);
    let call = fake.callback(&pressed).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    let text = content(&call);
    assert!(text.contains("**alice wins**"), "{text}");
    assert!(suggest(&fake, &bob, fake.general, "").await.is_empty());
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn news_for_a_game_in_an_archived_thread_unarchives_it() {
    let (fake, bot, _dir, clock) = start().await;
    let admin = threads_on(&fake).await;
    let bob = bob();
    start_game(&fake, &admin, &bob, 0).await;
    let general = fake.general;
    fake.wait_for("a thread", |c| {
        c.path == format!("/channels/{general}/threads")
    })
    .await;
    let thread = *fake.threads().first().expect("the thread");
    fake.wait_for("the opening post", |c| {
        c.path == format!("/channels/{thread}/messages")
    })
    .await;

    // A week without moves: Discord archived the thread; then alice's first deadline
    // passes and the game she never opened is aborted.
    fake.archive_thread(thread);
    clock.advance(4 * 86_400);
    let path = format!("/channels/{thread}/messages");
    let post = fake
        .wait_for("the abort in the thread", |c| {
            c.method == "POST"
                && c.path == path
                && c.status == 200
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains("was aborted"))
        })
        .await;
    assert!(
        Some(bot_testkit::fake::json::text(&post.json))
            .is_some_and(|t| t.contains(&format!("<@{}> never made their first move", admin.id)))
    );
    let calls = fake.calls();
    assert!(
        calls.iter().any(|c| c.method == "PATCH"
            && c.path == format!("/channels/{thread}")
            && c.json["archived"] == false),
        "{calls:?}"
    );
    bot.stop().await.expect("clean shutdown");
}

/// Every `</name:id>` command mention in `text`, as `(name, id)`.
fn command_mentions(text: &str) -> Vec<(String, String)> {
    text.split("</")
        .skip(1)
        .filter_map(|rest| {
            let (inside, _) = rest.split_once('>')?;
            let (name, id) = inside.split_once(':')?;
            Some((name.to_owned(), id.to_owned()))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_names_exactly_the_registered_commands_and_refusals_suggest_slash_commands() {
    let (fake, bot, _dir, _clock) = start().await;
    let alice = alice();
    let registered: Vec<String> = fake
        .registered_commands()
        .expect("commands registered")
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|c| c["name"].as_str().map(str::to_owned))
        .collect();

    // The commands' ids come back with their registration, a moment after the fake
    // answers it: until the bot has read them, its help names commands unclickably.
    let deadline = tokio::time::Instant::now() + bot_testkit::fake::PATIENCE;
    let call = loop {
        let sent = fake.slash(&alice, fake.general, "help", json!([]), &[]);
        let call = fake.callback(&sent).await;
        let said = call.json.to_string();
        if said.contains("</challenge:") || tokio::time::Instant::now() > deadline {
            break call;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    };
    assert!(is_ephemeral(&call), "{}", call.json);
    // Longer than a message may be, the help comes as embeds' descriptions, cut
    // between lines.
    assert_eq!(content(&call), "", "{}", call.json);
    let help: String = data(&call)["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["description"].as_str())
        .collect();
    // Whole, to its last paragraph: nothing clipped to fit Discord's 6,000 characters.
    assert!(
        help.contains("your time bank pays for it")
            && help
                .trim_end()
                .ends_with("shows your own side at the bottom of every board drawn for you."),
        "the help is cut ({} characters): {help}",
        help.chars().count()
    );
    let mentioned = command_mentions(&help);
    // Each command listed once, in order; the prose after the list may name some again.
    let mut names: Vec<&str> = Vec::new();
    for (name, _) in &mentioned {
        if !names.contains(&name.as_str()) {
            names.push(name);
        }
    }
    assert_eq!(
        names, registered,
        "help lists the registered commands: {help}"
    );
    assert!(
        mentioned
            .iter()
            .all(|(_, id)| !id.is_empty() && id.chars().all(|c| c.is_ascii_digit())),
        "clickable mentions carry Discord's ids: {help}"
    );
    // Buttons are named as buttons, and no console syntax is left.
    assert!(help.contains("**Accept** / **Decline**"), "{help}");
    for console_only in [
        "accept / decline",
        "`cancel`",
        "settings [days",
        "`challenge @",
    ] {
        assert!(!help.contains(console_only), "{console_only:?} in {help}");
    }

    // One command whole: typed as Discord autocompletes it, answered privately
    // with its usage and every option, in one embed.
    let typing = fake.autocomplete(&alice, fake.general, "help", "command", "chal");
    let call = fake.callback(&typing).await;
    assert_eq!(call.json["type"], 8, "{call:?}");
    assert_eq!(
        call.json["data"]["choices"][0]["value"],
        json!("challenge"),
        "{call:?}"
    );
    let sent = fake.slash(
        &alice,
        fake.general,
        "help",
        json!([{"name": "command", "type": 3, "value": "challenge"}]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    let one = page_of(&call);
    assert!(one.starts_with("</challenge:"), "{one}");
    for needle in ["`variant` (required)", "`opponent`", "`color`", "`days`"] {
        assert!(one.contains(needle), "{needle} missing: {one}");
    }

    every_help_page_is_whole(&fake, &alice).await;

    // A refusal that suggests a command suggests the slash command.
    let refusal = play(&fake, &alice, fake.general, "e4").await;
    assert!(is_ephemeral(&refusal), "{}", refusal.json);
    let text = content(&refusal);
    assert!(
        text.contains("Start one with </challenge:")
            && text.contains("`opponent:@someone variant:sanctuary`"),
        "{text}"
    );
    assert!(!text.contains("`challenge @someone"), "{text}");
    bot.stop().await.expect("clean shutdown");
}

/// A help page as the reader sees it: its embeds' descriptions, then any text.
fn page_of(call: &Call) -> String {
    data(call)["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["description"].as_str())
        .chain([content(call).as_str()])
        .collect()
}

/// Every command's own help page arrives whole: Discord took it (the fake refuses what
/// breaks a limit), and it names every option the command registered.
async fn every_help_page_is_whole(fake: &FakeDiscord, alice: &FakeUser) {
    let commands = fake.registered_commands().expect("commands registered");
    for command in commands.as_array().into_iter().flatten() {
        let name = command["name"].as_str().unwrap_or_default();
        let sent = fake.slash(
            alice,
            fake.general,
            "help",
            json!([{"name": "command", "type": 3, "value": name}]),
            &[],
        );
        let call = fake.callback(&sent).await;
        assert!(call.status < 300, "/help command:{name} refused: {call:?}");
        let page = page_of(&call);
        assert!(page.starts_with(&format!("</{name}:")), "{page}");
        for option in command["options"].as_array().into_iter().flatten() {
            let option = option["name"].as_str().unwrap_or_default();
            assert!(
                page.contains(&format!("`{option}`")),
                "/help command:{name} lacks `{option}`: {page}"
            );
        }
    }
}
