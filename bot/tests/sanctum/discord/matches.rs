//! A match between two servers through Discord's protocol, against the loopback fake
//! with the bot in the test process: a manager of A challenges B with `/match`; B's
//! manager presses Accept match in B's lobby; two players of each server press Sign up
//! in their own lobby; `/match start:true` opens a thread for each of the four games
//! in both servers; board 1 is played out from each player's own thread; a B player
//! withdraws, forfeiting board 2; the scoreboard (text and picture) is kept in a thread
//! of its own in each server as one message redrawn in place as games end, with a line
//! for each result, and the final score is posted there and in both lobbies, each from
//! its own side.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use crate::discord::support::*;
use bot_testkit::fake::json::text;
use bot_testkit::fake::{Call, FakeDiscord, FakeUser, GUILD, PATIENCE};
use serde_json::{Value, json};

/// The thread where a message saying `words` was posted, waiting for one.
async fn thread_saying(fake: &FakeDiscord, words: &str) -> u64 {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let threads = fake.threads();
        if let Some(t) = fake.messages().into_iter().find_map(|m| {
            let channel = m["channel_id"].as_str()?.parse::<u64>().ok()?;
            (threads.contains(&channel) && text(&m).contains(words)).then_some(channel)
        }) {
            return t;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no thread saying {words:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Board 1's game of `leg`: its thread in A and its thread in B, once housed.
async fn places(fake: &FakeDiscord, dir: &tempfile::TempDir, leg: u32) -> (u64, u64) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let games = store(dir).match_games(data::MatchId(1)).expect("db");
        if let Some(id) = games
            .iter()
            .find(|g| g.board == 1 && g.leg == leg)
            .and_then(|g| g.game)
        {
            let game = store(dir).game(id).expect("db");
            let mirror = game.mirror.expect("shown in B");
            // Both are threads the fake opened, under each server's lobby.
            for t in [game.channel.0, mirror.channel.0] {
                assert!(fake.threads().contains(&t), "{t} is a thread");
            }
            return (game.channel.0, mirror.channel.0);
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "board 1, game {leg} housed"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// `who` presses the button `part` on `message`; the answer.
async fn press(fake: &FakeDiscord, who: &FakeUser, message: &Value, part: &str) -> Call {
    let sent = fake.press(who, message, &button(message, part));
    fake.callback(&sent).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one match's story across two servers"
)]
async fn two_servers_play_a_two_board_match() {
    let (fake, bot, dir, _clock) = start().await;
    let b = fake.add_guild();
    let a_lobby = fake.add_channel_in(GUILD, "lobby");
    let b_lobby = fake.add_channel_in(b.id, "lobby");
    let (alice, bob, dave, manager) = (alice(), bob(), dave(), manager());
    join_lobbies(
        &fake,
        &manager,
        &[(fake.general, a_lobby), (b.general, b_lobby)],
    )
    .await;

    // A challenges B to two boards of chess; B's manager accepts in B's lobby.
    let proposed = slash(
        &fake,
        &manager,
        fake.general,
        "match",
        json!([
            option("server", 3, json!(b.id.to_string())),
            option("variant", 4, json!(2)),
            option("boards", 4, json!(2)),
        ]),
    )
    .await;
    assert!(!is_ephemeral(&proposed), "{proposed:?}");
    let invitation = message_saying(&fake, b_lobby, "challenges this server to match 1").await;
    let member = press(&fake, &bob, &invitation, ":match-accept:").await;
    assert!(content(&member).contains("Manage Server"), "{member:?}");
    let accepted = press(&fake, &manager, &invitation, ":match-accept:").await;
    assert!(!is_ephemeral(&accepted), "{accepted:?}");

    // Two players a side sign up, each in their own server's lobby.
    let sign_a = message_saying(&fake, a_lobby, "against the server that accepted").await;
    let sign_b = message_saying(&fake, b_lobby, "against the server that challenged").await;
    for (who, post) in [
        (&alice, &sign_a),
        (&manager, &sign_a),
        (&bob, &sign_b),
        (&dave, &sign_b),
    ] {
        let r = press(&fake, who, post, ":match-join:").await;
        assert!(content(&r).contains("You signed up"), "{r:?}");
    }
    // The answered invitation is greyed out; the sign-up posts are not, until the start.
    let edited = |m: &Value| {
        let path = format!("/messages/{}", m["id"].as_str().unwrap_or_default());
        fake.calls()
            .iter()
            .any(|c| c.method == "PATCH" && c.path.ends_with(&path))
    };
    fake.wait_for("the invitation greyed out", |_| edited(&invitation))
        .await;
    assert!(!edited(&sign_a) && !edited(&sign_b), "sign-up stays open");
    let started = slash(
        &fake,
        &manager,
        fake.general,
        "match",
        json!([option("start", 5, json!(true))]),
    )
    .await;
    assert!(content(&started).contains("started"), "{started:?}");
    fake.wait_for("the sign-up greyed out in A", |_| edited(&sign_a))
        .await;
    fake.wait_for("the sign-up greyed out in B", |_| edited(&sign_b))
        .await;

    // The scoreboard's own thread in each server, from each side, with its picture.
    let score_a = thread_saying(&fake, "this server 0 – 0 the other server").await;
    let kept = message_saying(&fake, score_a, "Live scoreboard").await;
    assert_eq!(
        kept["attachments"].as_array().map(Vec::len),
        Some(1),
        "{kept}"
    );
    let in_threads = || {
        let threads = fake.threads();
        fake.messages()
            .iter()
            .filter(|m| {
                text(m).contains("Live scoreboard")
                    && m["channel_id"]
                        .as_str()
                        .and_then(|c| c.parse::<u64>().ok())
                        .is_some_and(|c| threads.contains(&c))
            })
            .count()
    };
    fake.wait_for("the scoreboard in each server's thread", |_| {
        in_threads() == 2
    })
    .await;

    // Board 1: a thread for each game in both servers; each player moves from their own.
    let g1 = places(&fake, &dir, 1).await;
    let g2 = places(&fake, &dir, 2).await;
    for (who, channel, san) in [
        (&alice, g1.0, "f3"),
        (&bob, g1.1, "e5"),
        (&alice, g1.0, "g4"),
        (&bob, g1.1, "Qh4#"),
        (&bob, g2.1, "f3"),
        (&alice, g2.0, "e5"),
        (&bob, g2.1, "g4"),
        (&alice, g2.0, "Qh4#"),
    ] {
        let r = play(&fake, who, channel, san).await;
        assert!(!is_ephemeral(&r), "{san}: {r:?}");
    }
    message_saying(&fake, g1.0, "bob wins").await;
    // The scoreboard's thread is brought up to date: its kept message redrawn in place
    // (text and picture), and a line for the games just ended.
    message_saying(&fake, score_a, "Board 1, game 1: bob beat alice.").await;
    message_saying(&fake, score_a, "Board 1, game 2: alice beat bob.").await;
    let kept_now = || {
        fake.messages()
            .into_iter()
            .find(|m| m["id"] == kept["id"])
            .expect("the kept scoreboard")
    };
    fake.wait_for("the kept scoreboard redrawn at 1 – 1", |_| {
        text(&kept_now()).contains("this server 1 – 1")
    })
    .await;
    let redrawn = kept_now();
    let words = text(&redrawn);
    // A card (Components V2) posted and redrawn as one: the flag kept, no content,
    // its picture (the one attachment, counted below) in the container's gallery.
    assert!(is_card(&kept) && is_card(&redrawn), "{redrawn}");
    assert_eq!(redrawn["content"], "", "{redrawn}");
    assert!(
        gallery_url(&redrawn).starts_with("https://"),
        "the picture an attachment's: {redrawn}"
    );
    assert!(
        words.contains("this server 1 – 1 the other server"),
        "{redrawn}"
    );
    assert_eq!(
        redrawn["attachments"].as_array().map(Vec::len),
        Some(1),
        "{redrawn}"
    );

    // Board 2: dave withdraws, forfeiting both games.
    let withdrew = slash(
        &fake,
        &dave,
        b.general,
        "match",
        json!([option("withdraw", 5, json!(true))]),
    )
    .await;
    assert!(
        content(&withdrew).contains("You withdrew from match 1"),
        "{withdrew:?}"
    );

    // The final scoreboard, told as the match's last game ends, in its thread and both lobbies, each
    // from its own side.
    message_saying(&fake, score_a, "Final score").await;
    let in_a = message_saying(&fake, a_lobby, "Final score").await;
    let in_b = message_saying(&fake, b_lobby, "Final score").await;
    let (text_a, text_b) = (in_a["content"].to_string(), in_b["content"].to_string());
    assert!(
        text_a.contains("this server 3 – 1 the other server"),
        "{text_a}"
    );
    assert!(
        text_b.contains("this server 1 – 3 the other server"),
        "{text_b}"
    );
    assert!(
        text_a.contains("Board 2: carol vs dave — 1–0, 1–0"),
        "{text_a}"
    );
    assert_eq!(
        in_a["attachments"].as_array().map(Vec::len),
        Some(1),
        "{in_a}"
    );
    let history = slash(
        &fake,
        &bob,
        b.general,
        "match",
        json!([option("history", 5, json!(true))]),
    )
    .await;
    assert!(content(&history).contains("lost 1–3"), "{history:?}");
    bot.stop().await.expect("a clean stop");
}
