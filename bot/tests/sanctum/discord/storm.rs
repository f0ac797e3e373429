//! A storm at Discord: one call in four the real binary makes fails — a 429 with
//! `retry_after`, a 503 or a 500 in turn — while six games are played. Every failure
//! is logged at WARN with its route, and the answer it hit is sent again, so every
//! interaction is still answered; every move answered as played is stored; no post is
//! given up as lost; and once the storm passes, every game goes on.

use crate::discord::binary::{launch, play as send_move};
use crate::discord::support::{alice, bob, games_in_new_channels};
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{FakeDiscord, Sent};
use std::time::Duration;

const GAMES: usize = 6;

/// What the interaction's sender saw: the answer's text, if one arrived (a first
/// callback turned away may be followed by one Discord takes).
async fn seen(fake: &FakeDiscord, sent: &Sent) -> Option<String> {
    fake.answered_within(sent, Duration::from_secs(10)).await?;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let text = fake
            .original(sent)
            .map(|m| bot_testkit::fake::json::text(&m))
            .filter(|t| !t.is_empty());
        if text.is_some() || tokio::time::Instant::now() >= deadline {
            return text;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_storm_of_429s_and_5xx_loses_no_answer_silently() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("sanctum.db");
    let games = games_in_new_channels(&fake, &db, GAMES);
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    fake.storm(4);

    let (alice, bob) = (alice(), bob());
    let line = [(&alice, "e4"), (&bob, "e5"), (&alice, "Nf3"), (&bob, "Nc6")];
    let (mut answered, mut unanswered, mut played) = (0, 0, Vec::new());
    for (who, text) in line {
        let sent: Vec<(u64, data::GameId, Sent)> = games
            .iter()
            .map(|&(channel, game)| (channel, game, send_move(&fake, who, channel, text)))
            .collect();
        for (_, game, s) in &sent {
            match seen(&fake, s).await {
                Some(t) => {
                    answered += 1;
                    if t.contains(&format!("played **{text}**")) {
                        played.push((*game, text));
                    }
                }
                None => unanswered += 1,
            }
        }
    }
    fake.storm(0);
    tokio::time::sleep(Duration::from_millis(500)).await;

    // Every move answered as played is stored.
    let store = data::Store::open(&db).unwrap();
    for (game, text) in &played {
        let sans: Vec<String> = store
            .moves(*game)
            .unwrap()
            .into_iter()
            .map(|m| m.san)
            .collect();
        assert!(
            sans.iter().any(|s| s == text),
            "{game:?}: {text} answered but not stored: {sans:?}"
        );
    }
    // After the storm every game goes on: whoever is to move moves, and is answered.
    for &(channel, game) in &games {
        let loaded = store.load_game(game).unwrap();
        let who = if loaded.stored.player_to_move() == data::UserId(alice.id) {
            &alice
        } else {
            &bob
        };
        let mv = bot_testkit::engine_move(&loaded.game);
        let text = seen(&fake, &send_move(&fake, who, channel, &mv)).await;
        assert!(
            text.as_deref().is_some_and(|t| t.contains("played")),
            "{game:?}: {text:?}"
        );
    }

    bot.terminate();
    bot.exited_within(Duration::from_secs(15))
        .await
        .expect("exits");
    bot.finish_output();
    let stderr = bot.stderr();
    let failures = fake
        .calls()
        .iter()
        .filter(|c| c.status == 429 || c.status >= 500)
        .count();
    let warned = stderr
        .lines()
        .filter(|l| {
            l.contains("WARN") && (l.contains("rate limited") || l.contains("server error"))
        })
        .count();
    eprintln!(
        "storm: {answered} answered, {unanswered} unanswered of {} moves; {failures} failed calls, {warned} logged",
        GAMES * line.len()
    );
    assert!(failures > 5, "the storm blew: {failures}");
    // Each failed call is logged at WARN with its route, the unanswered ones among them.
    assert!(
        warned >= failures,
        "{failures} failures, {warned} WARN lines:\n{stderr}"
    );
    assert!(!stderr.contains("is lost"), "a post given up:\n{stderr}");
    assert_eq!(unanswered, 0, "every answer turned away is sent again");
}
