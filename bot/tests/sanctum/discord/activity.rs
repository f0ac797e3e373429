//! The Activity, on the real binary: its entry point registered beside the commands
//! and answered with Discord's launch; then, in a real headless Chromium, the page of
//! Discord's client (`activity_client.html`, playing Discord's side of the Embedded App
//! SDK's messages) frames the Activity as Discord's proxy serves it. The SDK
//! shakes hands and authorises; the code is traded at the fake's `OAuth2` token
//! endpoint with the client secret; the user is the one Discord names; their game in
//! the channel is shown, a move clicked on its board is played and announced in the
//! channel; someone else opening it there watches the game move on live.

use crate::discord::binary::{launch, stop_cleanly};
use crate::discord::support::{alice, bob, carol, start_game};
use bot_testkit::browser::{Browser, chromium_or_skip};
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::fake::{APP, Call, FakeDiscord, FakeUser, GUILD};
use bot_testkit::scrape::free_address;
use serde_json::{Value, json};

/// The page of Discord's client that frames the Activity.
const CLIENT: &str = include_str!("activity_client.html");

/// Starts the binary serving its pages and the Activity; returns it and its address.
async fn launch_activity(
    fake: &FakeDiscord,
    db: &std::path::Path,
) -> (Sanctum, std::net::SocketAddr) {
    let addr = free_address();
    let public = format!("http://{addr}");
    let how = Launch {
        http: Some(addr),
        web_key: Some(crate::discord::web::KEY),
        public_url: Some(&public),
        activity: true,
        ..Launch::default()
    };
    (launch(fake, db, &how).await, addr)
}

/// The address of Discord's client page for `who` in `channel`, with the code Discord
/// issued them.
fn client_page(origin: &str, fake: &FakeDiscord, who: &FakeUser, channel: u64) -> String {
    format!(
        "{origin}/client?client_id={APP}&user_id={}&username={}&guild_id={GUILD}&channel_id={channel}&code={}",
        who.id,
        who.name,
        fake.oauth_code(who)
    )
}

/// An expression on the Activity's document, from the client's page (the same origin,
/// as Discord's proxy serves it).
fn inside(expression: &str) -> String {
    format!(
        "(() => {{ const f = document.getElementById('activity'); const d = f && f.contentDocument; \
         if (!d) return null; return ({expression}); }})()"
    )
}

/// Where `square`'s button is on the screen: the frame's place plus the button's.
async fn square_at(browser: &mut Browser, square: &str) -> (f64, f64) {
    let at = browser
        .eval(&format!(
            "(() => {{ const f = document.getElementById('activity').getBoundingClientRect(); \
             const b = document.getElementById('activity').contentDocument \
               .querySelector('.squares [data-square={square}]').getBoundingClientRect(); \
             return [f.left + b.left + b.width / 2, f.top + b.top + b.height / 2]; }})()"
        ))
        .await;
    (at[0].as_f64().expect("x"), at[1].as_f64().expect("y"))
}

/// The bot's posts in `channel` with `part` in their text.
async fn announced(fake: &FakeDiscord, channel: u64, part: &str) -> Call {
    let path = format!("/channels/{channel}/messages");
    fake.wait_for(&format!("a post with {part}"), |c: &Call| {
        c.method == "POST"
            && c.path == path
            && bot_testkit::fake::json::text(&c.json).contains(part)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_entry_point_is_registered_and_launches_the_activity() {
    let mut fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr) = launch_activity(&fake, &db).await;
    // The commands are the development server's; the entry point, global only, is
    // created on its own beside them.
    let registered = fake.registered_commands().expect("commands registered");
    assert!(
        registered
            .as_array()
            .into_iter()
            .flatten()
            .all(|c| c["type"] != 4),
        "{registered}"
    );
    let created = fake
        .wait_for("the entry point created", |c: &Call| {
            c.method == "POST" && c.path == format!("/applications/{APP}/commands")
        })
        .await;
    assert_eq!(created.status, 201, "{created:?}");
    let entry = &created.json;
    assert_eq!(entry["type"], 4, "a primary entry point: {entry}");
    assert_eq!(entry["name"], "launch");
    assert_eq!(entry["handler"], 1, "answered by the bot");
    // Installed by a server or by a person, it opens in servers, DMs and group chats.
    assert_eq!(
        entry["integration_types"],
        serde_json::json!([0, 1]),
        "{entry}"
    );
    assert_eq!(entry["contexts"], serde_json::json!([0, 1, 2]), "{entry}");
    // Used, it is answered with Discord's launch of the Activity.
    let used = fake.slash_data(
        &alice(),
        fake.general,
        json!({"id": "700000000000000009", "name": "launch", "type": 4}),
    );
    let call = fake.callback(&used).await;
    assert_eq!(call.status, 204, "{call:?}");
    assert_eq!(call.json["type"], 12, "LAUNCH_ACTIVITY: {}", call.json);
    // The Activity is served under the mapped path, framed by Discord only.
    let origin = fake
        .serve_activity(&format!("{addr}/activity"), CLIENT.to_owned())
        .await;
    let shell = reqwest_get(&format!("{origin}/")).await;
    assert_eq!(shell.0, 200);
    let policy = shell.1;
    assert!(
        policy.contains("frame-ancestors 'self' https://discord.com"),
        "{policy}"
    );
    // A session is needed for anything of a user's.
    let games = reqwest_get(&format!("{origin}/games?channel_id={}", fake.general)).await;
    assert_eq!(games.0, 401);
    // A code Discord never issued signs no one in; one it issued does, once.
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("a client");
    let trade = |code: String| {
        client
            .post(format!("{origin}/token"))
            .header("content-type", "application/json")
            .body(json!({ "code": code }).to_string())
            .send()
    };
    let forged = trade("code-forged".to_owned()).await.expect("an answer");
    assert_eq!(forged.status().as_u16(), 403);
    let code = fake.oauth_code(&alice());
    let signed = trade(code.clone())
        .await
        .expect("an answer")
        .text()
        .await
        .expect("text");
    let signed: Value = serde_json::from_str(&signed).expect("JSON");
    assert_eq!(signed["user"], "alice", "{signed}");
    let session = signed["session"].as_str().expect("a session").to_owned();
    let again = trade(code).await.expect("an answer");
    assert_eq!(again.status().as_u16(), 403, "a code is good once");
    let listed = client
        .get(format!(
            "{origin}/games?guild_id={GUILD}&channel_id={}",
            fake.general
        ))
        .header("authorization", format!("Bearer {session}"))
        .send()
        .await
        .expect("an answer");
    assert_eq!(listed.status().as_u16(), 200);
    assert_eq!(listed.text().await.expect("text"), "[]", "no game yet");
    let tampered = session.replacen("1000", "1001", 1);
    let refused = client
        .get(format!("{origin}/games?channel_id={}", fake.general))
        .header("authorization", format!("Bearer {tampered}"))
        .send()
        .await
        .expect("an answer");
    assert_eq!(refused.status().as_u16(), 401, "a session for someone else");
    assert!(
        !bot.stderr()
            .contains(bot_testkit::fake::activity::CLIENT_SECRET)
    );
    stop_cleanly(&mut bot).await;
}

/// `GET url`: the status and the content security policy.
async fn reqwest_get(url: &str) -> (u16, String) {
    let answer = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("a client")
        .get(url)
        .send()
        .await
        .expect("an answer");
    let policy = answer
        .headers()
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (answer.status().as_u16(), policy)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one Activity, signed in and played through"
)]
async fn in_discords_frame_a_player_signs_in_and_moves_by_clicking_and_a_watcher_sees_it_live() {
    if !chromium_or_skip() {
        return;
    }
    let mut fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr) = launch_activity(&fake, &db).await;
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;
    let channel = data::Store::open(&db)
        .expect("the database")
        .game(data::GameId(1))
        .expect("the game")
        .channel
        .0;
    let origin = fake
        .serve_activity(&format!("{addr}/activity"), CLIENT.to_owned())
        .await;

    let mut browser = Browser::start().await;
    browser
        .open(&client_page(&origin, &fake, &white, channel))
        .await;
    // The SDK shook hands, was authorised with the code, and authenticated with the
    // token the listener traded it for at the fake's token endpoint.
    browser
        .until(
            "the board laid out in the Activity",
            &inside("d.querySelectorAll('.squares button').length === 64 && d.querySelector('#board svg') !== null"),
        )
        .await;
    let log = browser.eval("window.discord.log").await;
    assert_eq!(log[0]["handshake"]["client_id"], APP.to_string(), "{log}");
    let commands: Vec<&str> = log
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["cmd"].as_str())
        .collect();
    assert_eq!(commands, ["AUTHORIZE", "AUTHENTICATE"], "{log}");
    assert_eq!(
        log[1]["args"]["scope"],
        json!(["identify", "guilds"]),
        "{log}"
    );
    let traded = fake
        .wait_for("the code traded", |c: &Call| {
            c.method == "POST" && c.path == "/oauth2/token"
        })
        .await;
    assert_eq!(traded.status, 200, "{traded:?}");
    assert_eq!(traded.json["client_id"], APP.to_string());
    assert_eq!(traded.json["grant_type"], "authorization_code");
    let asked = fake
        .wait_for("who the token is for", |c: &Call| {
            c.method == "GET" && c.path == "/users/@me" && c.json["bearer"] == true
        })
        .await;
    assert_eq!(asked.status, 200);
    let authenticated = browser.eval("window.discord.authenticated").await;
    assert!(
        authenticated
            .as_str()
            .is_some_and(|t| t.starts_with("access-")),
        "the token Discord issued: {authenticated}"
    );
    // The secret went to Discord only: never to the page or the log.
    assert!(
        !bot.stderr()
            .contains(bot_testkit::fake::activity::CLIENT_SECRET)
    );
    // alice's game, from White's side, her move.
    let shown = browser
        .eval(&inside(
            "[d.getElementById('activity').getAttribute('data-user'), d.querySelector('.activity-game h2').textContent, \
              d.querySelector('#move-form') !== null, d.querySelector('.squares [data-square=a1]') === d.querySelectorAll('.squares button')[56]]",
        ))
        .await;
    assert_eq!(shown[0], "alice", "{shown}");
    assert!(
        shown[1].as_str().is_some_and(|t| t.contains("alice")),
        "{shown}"
    );
    assert_eq!(shown[2], true, "her move: {shown}");
    assert_eq!(shown[3], true, "White's side at the bottom: {shown}");
    browser.photograph("activity-signed-in").await;

    // e2, then e4, clicked where the board shows them.
    let (x, y) = square_at(&mut browser, "e2").await;
    browser.click_at(x, y).await;
    browser
        .until(
            "e2 picked, e3 and e4 lit",
            &inside(
                "d.querySelector('.squares [data-square=e2]').classList.contains('from') \
                 && d.querySelector('.squares [data-square=e4]').classList.contains('to')",
            ),
        )
        .await;
    browser.photograph("activity-picked").await;
    let (x, y) = square_at(&mut browser, "e4").await;
    browser.click_at(x, y).await;
    announced(&fake, channel, "e4").await;
    browser
        .until(
            "the Activity shows the move played, her turn over",
            &inside(
                "d.querySelector('#board').dataset.ply === '1' && d.querySelector('#move-form') === null",
            ),
        )
        .await;
    let store = data::Store::open(&db).expect("the database");
    let game = store.load_game(data::GameId(1)).expect("the game");
    assert_eq!(game.moves.last().map(|m| m.san.as_str()), Some("e4"));

    // carol opens the Activity in the channel: not her game, she watches it.
    let watcher = carol();
    browser
        .open(&client_page(&origin, &fake, &watcher, channel))
        .await;
    browser
        .until(
            "the game shown to watch",
            &inside("d.querySelector('.activity-game #board svg') !== null && d.querySelector('.squares') === null && d.querySelector('#board').dataset.ply === '1'"),
        )
        .await;
    // bob moves on Discord: her board moves on by itself.
    crate::discord::support::play(&fake, &black, channel, "e5").await;
    browser
        .until(
            "the board moved on live",
            &inside("d.querySelector('#board') !== null && d.querySelector('#board').dataset.ply === '2'"),
        )
        .await;
    browser.photograph("activity-watching").await;
    // On a phone's screen, in the dark, for people to look at.
    browser.view_as(390, true).await;
    browser.photograph("activity-watching-phone").await;
    drop(browser);
    stop_cleanly(&mut bot).await;
}
