//! `/note` and `/notes` through the real serenity client and the loopback fake Discord:
//! every answer about a note is ephemeral (its author's alone), and what the channel
//! sees — the opponent's `/board`, the game's record — carries none of it.

use crate::discord::support::start;
use bot_testkit::fake::Call;
use bot_testkit::steps::{
    alice, bob, content, data, is_ephemeral, option, play_all, slash, start_game,
};
use serde_json::json;

/// Everything a call showed: its text, its embeds' and its files' bytes as text.
fn shown(call: &Call) -> String {
    let mut all = content(call);
    all.push_str(&data(call)["embeds"].to_string());
    for (_, bytes) in &call.files {
        all.push_str(&String::from_utf8_lossy(bytes));
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_note_is_seen_by_its_author_only() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4 e5 Nf3").await;

    let noted = slash(
        &fake,
        &alice,
        fake.general,
        "note",
        json!([option("text", 3, json!("Nc6 expected; *then* Bb5"))]),
    )
    .await;
    assert!(is_ephemeral(&noted), "{noted:?}");
    let words = content(&noted);
    assert!(
        words.contains("Noted (only you see it), game 1, after 2. Nf3"),
        "{words}"
    );
    // The author's words as typed: Discord's markup escaped, not applied.
    assert!(words.contains(r"\*then\* Bb5"), "{words}");
    let early = slash(
        &fake,
        &alice,
        fake.general,
        "note",
        json!([
            option("text", 3, json!("the opening I prepared")),
            option("ply", 4, json!(1)),
        ]),
    )
    .await;
    assert!(is_ephemeral(&early), "{early:?}");
    assert!(
        content(&early).contains("after 1. e4"),
        "{}",
        content(&early)
    );

    let mine = slash(&fake, &alice, fake.general, "notes", json!([])).await;
    assert!(is_ephemeral(&mine), "{mine:?}");
    let listed = shown(&mine);
    assert!(listed.contains("after 1. e4"), "{listed}");
    assert!(listed.contains("Bb5"), "{listed}");
    // Her PGN, attached to that private answer, carries them as comments.
    assert!(
        mine.files
            .iter()
            .any(|(name, _)| name == "game-1-notes.pgn"),
        "{:?}",
        mine.files.iter().map(|(n, _)| n).collect::<Vec<_>>()
    );
    let movetext = listed.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        movetext.contains("2. Nf3 {Nc6 expected; *then* Bb5}"),
        "{movetext}"
    );
    // Her board adds them for her alone, on the position it shows.
    let board = slash(&fake, &alice, fake.general, "board", json!([])).await;
    assert!(!shown(&board).contains("Bb5"), "{board:?}");
    let private = fake
        .wait_for("her notes on this position, privately", |c| {
            Some(bot_testkit::fake::json::text(&c.json))
                .is_some_and(|t| t.contains("Your notes on this position"))
        })
        .await;
    assert_eq!(
        private.json["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "{private:?}"
    );

    // Bob's own notes hold none of alice's; the board and the record show nobody's.
    let theirs = slash(&fake, &bob, fake.general, "notes", json!([])).await;
    assert!(is_ephemeral(&theirs));
    assert!(
        content(&theirs).contains("You have no notes on game 1"),
        "{}",
        content(&theirs)
    );
    for command in ["board", "pgn"] {
        let seen = slash(&fake, &bob, fake.general, command, json!([])).await;
        assert!(!is_ephemeral(&seen), "{command}: {seen:?}");
        let seen = shown(&seen);
        for secret in ["Bb5", "prepared"] {
            assert!(!seen.contains(secret), "{command} shows {secret}: {seen}");
        }
    }
    let posted: Vec<String> = fake
        .calls()
        .iter()
        .filter(|c| {
            c.path.starts_with("/channels/") || (c.path.ends_with("/callback") && !is_ephemeral(c))
        })
        .map(shown)
        .collect();
    assert!(
        posted.iter().all(|p| !p.contains("Bb5")),
        "a note reached something public"
    );
    bot.stop().await.expect("clean shutdown");
}
