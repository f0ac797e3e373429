//! Names across servers on the real binary, with two servers on the loopback fake: alice
//! and carol have nicknames in server A only. B never reads them — not in the lobby's
//! posts, the mirrored game's thread or its name, a team's name, `/board`, the global
//! leaderboard, nor the game's web page — while A still does, in its `/board`, its
//! leaderboard and the pictures of a game of its own (whose web page has the global
//! names).

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use crate::discord::binary::stop_cleanly;
use crate::discord::lobby::play;
use crate::discord::support::{
    alice, bob, button, content, dave, is_ephemeral, join_lobbies, manager, message_saying, option,
    slash,
};
use crate::discord::web::{KEY, launch_web};
use bot_testkit::fake::{FakeDiscord, FakeUser, GUILD, PATIENCE};
use bot_testkit::scrape::fetch;
use data::{ChannelId, Store};
use sanctum::http::web::WebKey;
use serde_json::{Value, json};

/// alice's nickname in server A.
const NICK: &str = "SecretNickA";
/// carol's nickname in server A.
const CAROL_NICK: &str = "CarolNickA";

/// Everything said in the channels of server `guild` (posts, answers and thread
/// names alike), as one text.
fn seen_in(fake: &FakeDiscord, guild: u64) -> String {
    let mut seen: Vec<String> = fake
        .messages()
        .iter()
        .filter(|m| {
            m["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .is_some_and(|c| fake.guild_of(c) == guild)
        })
        .map(bot_testkit::fake::json::text)
        .collect();
    for thread in fake.threads() {
        if fake.guild_of(thread) == guild
            && let Some(name) = fake
                .channel(thread)
                .and_then(|c| c["name"].as_str().map(str::to_owned))
        {
            seen.push(name);
        }
    }
    seen.join("\n")
}

/// `who` posts a chess challenge (as White) to every server from A's channel; a team's
/// when `team`.
async fn post_to_lobby(fake: &FakeDiscord, who: &FakeUser, team: bool) {
    let mut options = vec![
        option("variant", 4, json!(2)),
        option("color", 4, json!(0)),
        option("anywhere", 5, json!(true)),
    ];
    if team {
        options.push(option("team", 5, json!(true)));
    }
    let call = slash(fake, who, fake.general, "challenge", Value::from(options)).await;
    assert!(!is_ephemeral(&call), "{call:?}");
}

/// The game's two threads once both are open: A's, then B's.
async fn game_threads(fake: &FakeDiscord, db: &std::path::Path) -> (u64, u64, data::GameId) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let store = Store::open(db).expect("the bot's database");
        let threads = fake.threads();
        let found = threads.iter().find_map(|t| {
            let g = store.active_game_in_channel(ChannelId(*t)).ok()??;
            let m = g.mirror?;
            (threads.contains(&g.channel.0) && threads.contains(&m.channel.0)).then_some((
                g.channel.0,
                m.channel.0,
                g.id,
            ))
        });
        if let Some(found) = found {
            return found;
        }
        assert!(tokio::time::Instant::now() < deadline, "the game's threads");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// The chess leaderboard of the global pool, as `who` reads it in `channel`.
async fn global_leaderboard(fake: &FakeDiscord, who: &FakeUser, channel: u64) -> String {
    let call = slash(
        fake,
        who,
        channel,
        "leaderboard",
        json!([option("variant", 4, json!(2)), option("scope", 4, json!(1))]),
    )
    .await;
    content(&call)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one game's names, seen from two servers"
)]
async fn a_nickname_stays_in_the_server_that_gave_it() {
    let fake = FakeDiscord::start().await;
    let b = fake.add_guild();
    let a_lobby = fake.add_channel_in(GUILD, "lobby");
    let b_lobby = fake.add_channel_in(b.id, "lobby");
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, _public) = launch_web(&fake, &db).await;
    let alice = alice().with_nickname(GUILD, NICK);
    let carol = manager().with_nickname(GUILD, CAROL_NICK);
    let bob = bob();
    let mut dave = dave();
    dave.permissions |= 0x20;
    join_lobbies(
        &fake,
        &carol,
        &[(fake.general, a_lobby), (b.general, b_lobby)],
    )
    .await;

    // The lobby: A mentions alice; B names her by her global name.
    post_to_lobby(&fake, &alice, false).await;
    let in_b = message_saying(&fake, b_lobby, "challenges every server").await;
    let words = bot_testkit::fake::json::text(&in_b);
    assert!(words.contains("alice (from another server)"), "{words}");

    // bob takes it in B: the game is shown in a thread in each server.
    let taken = fake
        .callback(&fake.press(&bob, &in_b, &button(&in_b, ":accept:")))
        .await;
    assert!(!is_ephemeral(&taken), "{taken:?}");
    let (a_thread, b_thread, game) = game_threads(&fake, &db).await;
    message_saying(&fake, b_thread, "alice, you have the first move").await;
    for (i, san) in ["f3", "e5", "g4", "Qh4#"].into_iter().enumerate() {
        let (who, here, there) = if i % 2 == 0 {
            (&alice, a_thread, b_thread)
        } else {
            (&bob, b_thread, a_thread)
        };
        play(&fake, who, here, san).await;
        message_saying(&fake, there, &format!("played **{san}**")).await;
    }
    message_saying(&fake, b_thread, "bob wins").await;

    // Each server's /board names the players as that server knows them.
    let board_a = slash(&fake, &alice, a_thread, "board", json!([])).await;
    assert!(
        content(&board_a).contains(&format!("{NICK} (White) vs bob (Black)")),
        "{board_a:?}"
    );
    let board_b = slash(&fake, &bob, b_thread, "board", json!([])).await;
    assert!(
        content(&board_b).contains("alice (White) vs bob (Black)"),
        "{board_b:?}"
    );

    // So does the global leaderboard.
    let from_a = global_leaderboard(&fake, &alice, fake.general).await;
    assert!(from_a.contains(&format!(r"2\. {NICK}")), "{from_a}");
    let from_b = global_leaderboard(&fake, &bob, b.general).await;
    assert!(from_b.contains(r"2\. alice"), "{from_b}");

    // A team challenge from A is named after its poster's global name in B.
    post_to_lobby(&fake, &carol, true).await;
    let team_in_b = message_saying(&fake, b_lobby, "vote chess").await;
    let words = bot_testkit::fake::json::text(&team_in_b);
    assert!(words.contains("carol's team (another server)"), "{words}");
    let team_taken = fake
        .callback(&fake.press(&dave, &team_in_b, &button(&team_in_b, ":accept:")))
        .await;
    assert!(!is_ephemeral(&team_taken), "{team_taken:?}");
    let (_, team_thread, _) = game_threads(&fake, &db).await;
    message_saying(&fake, team_thread, "carol's team has the first move").await;

    // The game's web page, which anyone may read, has the global names.
    let page_tag = WebKey::new(KEY).expect("a key").game_token(game);
    let page = fetch(addr, &format!("/game/{page_tag}"))
        .await
        .expect("an answer");
    assert_eq!(page.status, 200);
    let html = page.text();
    let title = html
        .split("<title>")
        .nth(1)
        .and_then(|t| t.split("</title>").next())
        .unwrap_or_default();
    assert!(title.contains("alice vs bob"), "{title}");
    assert!(!html.contains(NICK), "{html}");

    // A game of A's alone: its pictures in A carry the nickname (the board's words for
    // screen readers name the players as the picture's bars do); its web page, which
    // anyone may read, the global name.
    let local = fake.add_channel_in(GUILD, "local");
    crate::discord::support::start_game_in(&fake, local, &alice, &bob, 2).await;
    let moved = slash(
        &fake,
        &alice,
        local,
        "move",
        json!([option("move", 3, json!("e4"))]),
    )
    .await;
    assert!(!is_ephemeral(&moved), "{moved:?}");
    let alt = crate::discord::support::data(&moved)["attachments"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(alt.contains(NICK), "{alt}");
    let store = Store::open(&db).expect("the database");
    let local_game = store
        .load_active_game_in_channel(ChannelId(local))
        .expect("the database")
        .expect("the local game")
        .stored
        .id;
    let local_tag = WebKey::new(KEY).expect("a key").game_token(local_game);
    let page = fetch(addr, &format!("/game/{local_tag}"))
        .await
        .expect("an answer");
    assert_eq!(page.status, 200);
    assert!(!page.text().contains(NICK), "{}", page.text());
    assert!(page.text().contains("alice"), "{}", page.text());

    // Nothing B was shown, anywhere, has a nickname of A's.
    let in_b = seen_in(&fake, b.id);
    assert!(!in_b.contains(NICK), "A's nickname seen in B: {in_b}");
    assert!(!in_b.contains(CAROL_NICK), "A's nickname seen in B: {in_b}");
    stop_cleanly(&mut bot).await;
}
