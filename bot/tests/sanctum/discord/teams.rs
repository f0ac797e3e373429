//! Vote chess between two servers through Discord's protocol, against the loopback
//! fake with the bot in the test process: A's manager posts a team challenge to the
//! lobby; B's manager presses Accept in B's lobby; the game gets a thread in each
//! server; a member of each joins their own team with the opening's button in their
//! own thread; A's votes are posted in A's thread only, and the move they decide is
//! shown in both; B's vote is refused while A is to move.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use crate::discord::support::*;
use bot_testkit::fake::{FakeDiscord, GUILD, PATIENCE};
use serde_json::json;

/// Everything posted in `channel`, as one text.
fn all_said(fake: &FakeDiscord, channel: u64) -> String {
    let id = channel.to_string();
    fake.messages()
        .iter()
        .filter(|m| m["channel_id"] == id.as_str())
        .map(bot_testkit::fake::json::text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The game's two threads, once both are open: A's, then B's.
async fn game_threads(fake: &FakeDiscord, dir: &tempfile::TempDir) -> (u64, u64) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let store = store(dir);
        let threads = fake.threads();
        let found = threads.iter().find_map(|t| {
            let g = store.active_game_in_channel(data::ChannelId(*t)).ok()??;
            let m = g.mirror?;
            (threads.contains(&g.channel.0) && threads.contains(&m.channel.0))
                .then_some((g.channel.0, m.channel.0))
        });
        if let Some(pair) = found {
            return pair;
        }
        assert!(tokio::time::Instant::now() < deadline, "the game's threads");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one team game's story across two servers"
)]
async fn teams_of_two_servers_vote_unseen_by_each_other() {
    let (fake, bot, dir, _clock) = start().await;
    let b = fake.add_guild();
    let a_lobby = fake.add_channel_in(GUILD, "lobby");
    let b_lobby = fake.add_channel_in(b.id, "lobby");
    let (alice, bob, carol) = (alice(), bob(), manager());
    let mut dave = dave();
    dave.permissions |= 0x20;
    join_lobbies(
        &fake,
        &carol,
        &[(fake.general, a_lobby), (b.general, b_lobby)],
    )
    .await;

    // carol posts A's team challenge; it is shown in B's lobby, where dave takes it.
    let posted = slash(
        &fake,
        &carol,
        fake.general,
        "challenge",
        json!([
            option("variant", 4, json!(2)),
            option("color", 4, json!(0)),
            option("anywhere", 5, json!(true)),
            option("team", 5, json!(true)),
        ]),
    )
    .await;
    assert!(!is_ephemeral(&posted), "{posted:?}");
    let in_b = message_saying(&fake, b_lobby, "vote chess").await;
    let accept = button(&in_b, ":accept:");
    let member = fake.callback(&fake.press(&bob, &in_b, &accept)).await;
    assert!(content(&member).contains("Manage Server"), "{member:?}");
    let taken = fake.callback(&fake.press(&dave, &in_b, &accept)).await;
    assert!(!is_ephemeral(&taken), "{taken:?}");

    // A thread in each server, the opening in both, with its Join button.
    let (a_thread, b_thread) = game_threads(&fake, &dir).await;
    let opening_a = message_saying(&fake, a_thread, "has the first move").await;
    let opening_b = message_saying(&fake, b_thread, "has the first move").await;
    for opening in [&opening_a, &opening_b] {
        let words = bot_testkit::fake::json::text(opening);
        assert!(words.contains("carol's team has the first move"), "{words}");
    }
    for (who, opening) in [(&alice, &opening_a), (&bob, &opening_b)] {
        let joined = fake
            .callback(&fake.press(who, opening, &button(opening, ":team-join:")))
            .await;
        assert!(
            content(&joined).contains("You joined the team: 2"),
            "{joined:?}"
        );
    }

    // B may not vote on A's move; A's votes stay in A's thread.
    let early = slash(
        &fake,
        &bob,
        b_thread,
        "vote",
        json!([option("move", 3, json!("e5"))]),
    )
    .await;
    assert!(is_ephemeral(&early), "{early:?}");
    let first = slash(
        &fake,
        &alice,
        a_thread,
        "vote",
        json!([option("move", 3, json!("e4"))]),
    )
    .await;
    assert!(
        content(&first).contains("1 of the 2 on the team voted"),
        "{first:?}"
    );
    let decided = slash(
        &fake,
        &carol,
        a_thread,
        "vote",
        json!([option("move", 3, json!("e4"))]),
    )
    .await;
    assert!(
        content(&decided).contains("Everyone on the team has voted"),
        "{decided:?}"
    );
    message_saying(&fake, b_thread, "carol's team played **e4**").await;
    message_saying(&fake, a_thread, "carol's team played **e4**").await;
    let seen_in_b = all_said(&fake, b_thread);
    assert!(
        !seen_in_b.contains("voted") && !seen_in_b.contains("alice"),
        "A's vote seen in B: {seen_in_b}"
    );
    assert!(
        !seen_in_b.contains(&format!("<@{GUILD}>")) && !seen_in_b.contains(&format!("<@{}>", b.id)),
        "a team mentioned as a user: {seen_in_b}"
    );
    bot.stop().await.expect("a clean stop");
}
