//! Load against the fake Discord: 200 games in 200 channels, each interaction phase
//! sent all at once. Ignored by default (timings depend on the machine); run with
//! `cargo test --release -p sanctum --test discord_load -- --ignored --nocapture`.

#![recursion_limit = "256"]

mod fake_discord;

use fake_discord::bot::{RunningBot, config};
use fake_discord::{APP, FakeDiscord, FakeUser, GUILD, Sent};
use sanctum::service::ManualClock;
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

const GAMES: u64 = 200;

fn option(name: &str, kind: u8, value: serde_json::Value) -> serde_json::Value {
    let mut o = json!({"name": name, "type": kind});
    o["value"] = value;
    o
}

/// Waits for every interaction's callback; returns the response times.
async fn answered(fake: &FakeDiscord, sent: &[Sent]) -> Vec<Duration> {
    let mut times = Vec::new();
    for s in sent {
        let call = fake.callback(s).await;
        assert_eq!(call.status, 204, "{call:?}");
        times.push(call.at.duration_since(s.at));
    }
    times
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
        })
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load measurement, not a pass/fail check on a shared machine"]
async fn two_hundred_games_in_two_hundred_channels() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let bot = RunningBot::start(config(
        &fake,
        &dir.path().join("sanctum.db"),
        Arc::new(ManualClock::new(1_780_000_000)),
    ));
    let path = format!("/applications/{APP}/guilds/{GUILD}/commands");
    fake.wait_for("registration", |c| c.method == "PUT" && c.path == path)
        .await;
    fake.wait_until_connected().await;

    let tables: Vec<(u64, FakeUser, FakeUser)> = (0..GAMES)
        .map(|i| {
            let channel = fake.add_channel(&format!("table-{i}"));
            let white = FakeUser::new(200_000_000_000_000_000 + 2 * i, &format!("w{i}"));
            let black = FakeUser::new(200_000_000_000_000_001 + 2 * i, &format!("b{i}"));
            (channel, white, black)
        })
        .collect();
    let mut all = Vec::new();

    let sent: Vec<Sent> = tables
        .iter()
        .map(|(c, w, b)| {
            let options = json!([
                option("opponent", 6, json!(b.id.to_string())),
                option("variant", 4, json!(2)),
                option("color", 4, json!(0)),
            ]);
            fake.slash(w, *c, "challenge", options, &[b])
        })
        .collect();
    all.extend(answered(&fake, &sent).await);
    let offers: Vec<serde_json::Value> = sent
        .iter()
        .map(|s| fake.original(s).expect("offer"))
        .collect();

    let sent: Vec<Sent> = tables
        .iter()
        .zip(&offers)
        .map(|((_, _, b), offer)| {
            let id = offer["components"][0]["components"][0]["custom_id"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            fake.press(b, offer, &id)
        })
        .collect();
    all.extend(answered(&fake, &sent).await);

    for (mv, white_moves) in [("e4", true), ("e5", false), ("Nf3", true), ("Nc6", false)] {
        let sent: Vec<Sent> = tables
            .iter()
            .map(|(c, w, b)| {
                let who = if white_moves { w } else { b };
                fake.slash(who, *c, "move", json!([option("move", 3, json!(mv))]), &[])
            })
            .collect();
        all.extend(answered(&fake, &sent).await);
    }

    all.sort_unstable();
    let pick = |percent: usize| all[(all.len() - 1) * percent / 100];
    let (p50, p99, max) = (pick(50), pick(99), all[all.len() - 1]);
    println!(
        "{} interactions: p50 {p50:?}, p99 {p99:?}, max {max:?}; test process RSS {} MiB (bot and fake together)",
        all.len(),
        rss_kib() / 1024
    );
    let refused: Vec<_> = fake
        .calls()
        .into_iter()
        .filter(|c| c.status >= 400)
        .collect();
    assert!(refused.is_empty(), "{refused:?}");
    assert!(max < Duration::from_secs(3), "an interaction took {max:?}");
    bot.stop().await.expect("clean shutdown");
}
