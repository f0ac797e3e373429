//! A round robin on the real binary against the loopback fake Discord: created with
//! `/tournament`, entered with the announcement's **Join** (the announcement is edited
//! to list the entrants), started when full with a thread per game named for its
//! round, and played to the end: each result and the standings in the tournament's
//! channel, then the podium with the crosstable picture.

use crate::binary::launch;
use crate::support::{alice, answered, bob, button, carol, content, dave, is_ephemeral, option};
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{FakeDiscord, FakeUser};
use bot_testkit::png_size;
use serde_json::{Value, json};
use std::time::Duration;

/// How long the test waits for something the bot does by itself.
const PATIENCE: Duration = Duration::from_mins(1);

/// Waits until `check` holds, polling.
async fn until(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while !check() {
        assert!(tokio::time::Instant::now() < deadline, "timed out: {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Every message the bot posted in `channel`, as Discord keeps them (edits included).
fn messages_in(fake: &FakeDiscord, channel: u64) -> Vec<Value> {
    fake.messages()
        .into_iter()
        .filter(|m| m["channel_id"].as_str() == Some(channel.to_string().as_str()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one tournament's whole life, step by step"
)]
async fn a_round_robin_runs_on_discord_from_its_announcement_to_its_podium() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    let mut admin = carol();
    admin.permissions |= 0x20; // Manage Server

    // A three-player Capture the Scepter round robin.
    let sent = fake.slash(
        &admin,
        fake.general,
        "tournament",
        json!([
            option("action", 4, json!(0)),
            option("variant", 4, json!(1)),
            option("players", 4, json!(3))
        ]),
        &[],
    );
    let call = answered(&fake, &sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert!(
        content(&call).contains("Players (0/3): nobody yet"),
        "{call:?}"
    );
    let card = fake.original(&sent).expect("the announcement");
    let card_id: u64 = card["id"]
        .as_str()
        .and_then(|i| i.parse().ok())
        .expect("an id");
    let join = button(&card, ":tournament-join:");

    // alice joins: told privately, and the announcement lists her.
    let pressed = fake.press(&alice(), &card, &join);
    let call = answered(&fake, &pressed).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("You are in"), "{call:?}");
    until("the announcement lists alice", || {
        fake.message(card_id)
            .and_then(|m| m["content"].as_str().map(str::to_owned))
            .is_some_and(|c| c.contains("Players (1/3): alice"))
    })
    .await;

    // bob and carol join; the third entry starts it: a thread per game.
    for who in [bob(), admin.clone()] {
        answered(&fake, &fake.press(&who, &card, &join)).await;
    }
    until("three games' threads", || fake.threads().len() == 3).await;
    let threads = fake.threads();
    for thread in &threads {
        let name = fake.channel(*thread).expect("the thread")["name"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(name.starts_with('R') && name.contains(" vs "), "{name}");
    }
    until("the announcement closes entries", || {
        fake.message(card_id)
            .and_then(|m| m["content"].as_str().map(str::to_owned))
            .is_some_and(|c| c.contains("entries are closed"))
    })
    .await;
    games_in(&db, &threads).await;

    // In every game White resigns.
    white_resigns(&fake, &db, &[alice(), bob(), admin.clone()], &threads).await;

    // Each result went to the tournament's channel, and then the podium.
    until("the podium", || {
        messages_in(&fake, fake.general).iter().any(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("is over!"))
        })
    })
    .await;
    let general = messages_in(&fake, fake.general);
    let results = general
        .iter()
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("games finished"))
        })
        .count();
    assert_eq!(results, 3, "{general:?}");
    let podium = general
        .iter()
        .find(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("is over!"))
        })
        .expect("the podium");
    let attachment = &podium["attachments"][0];
    assert!(
        attachment["filename"]
            .as_str()
            .is_some_and(|f| f.ends_with("crosstable.png")),
        "{podium}"
    );
    let upload = fake
        .calls()
        .into_iter()
        .find(|c| {
            c.files
                .iter()
                .any(|(name, _)| name.ends_with("crosstable.png"))
        })
        .expect("the picture uploaded");
    assert!(
        upload.json["attachments"][0]["description"]
            .as_str()
            .is_some_and(|d| d.starts_with("Crosstable of")),
        "{}",
        upload.json
    );
    let png = upload.files[0].1.clone();
    let (w, h) = png_size(&png);
    assert!(w > 200 && h > 100, "{w}x{h}");
    crate::binary::stop_cleanly(&mut bot).await;
}

/// Every entrant's White resigns in each game of `threads`.
async fn white_resigns(
    fake: &FakeDiscord,
    db: &std::path::Path,
    players: &[FakeUser],
    threads: &[u64],
) {
    let store = data::Store::open(db).expect("the bot's database");
    for thread in threads {
        let game = store
            .active_game_in_channel(data::ChannelId(*thread))
            .expect("db")
            .expect("a game");
        let white = players
            .iter()
            .find(|p| p.id == game.white.0)
            .cloned()
            .expect("an entrant");
        let asked = fake.slash(&white, *thread, "resign", json!([]), &[]);
        answered(fake, &asked).await;
        let question = fake.original(&asked).expect("the private question");
        let confirmed = fake.press(&white, &question, &button(&question, ":resign:"));
        let call = answered(fake, &confirmed).await;
        assert!(content(&call).contains("resigned"), "{call:?}");
    }
}

/// Waits until every thread of `threads` has its game.
async fn games_in(db: &std::path::Path, threads: &[u64]) {
    let store = data::Store::open(db).expect("the bot's database");
    until("a game in every thread", || {
        threads.iter().all(|t| {
            store
                .active_game_in_channel(data::ChannelId(*t))
                .ok()
                .flatten()
                .is_some()
        })
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_is_paired_round_by_round_on_discord_with_a_bye() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    let mut admin = carol();
    admin.permissions |= 0x20; // Manage Server
    let erin = FakeUser::new(100_000_000_000_000_005, "erin");
    let players = [alice(), bob(), admin.clone(), dave(), erin];

    // A five-player, two-round Swiss (format 2 is `swiss`).
    let sent = fake.slash(
        &admin,
        fake.general,
        "tournament",
        json!([
            option("action", 4, json!(0)),
            option("format", 4, json!(2)),
            option("players", 4, json!(5)),
            option("rounds", 4, json!(2))
        ]),
        &[],
    );
    answered(&fake, &sent).await;
    let card = fake.original(&sent).expect("the announcement");
    let join = button(&card, ":tournament-join:");
    for who in &players {
        answered(&fake, &fake.press(who, &card, &join)).await;
    }
    until("round 1's two threads", || fake.threads().len() == 2).await;
    let round_one = fake.threads();
    let store = data::Store::open(&db).expect("the bot's database");
    games_in(&db, &round_one).await;
    white_resigns(&fake, &db, &players, &round_one).await;

    // Round 2 is paired by itself: two more threads, the bye announced.
    until("round 2's threads", || fake.threads().len() == 4).await;
    let round_two: Vec<u64> = fake.threads().into_iter().skip(2).collect();
    for thread in &round_two {
        let name = fake.channel(*thread).expect("the thread")["name"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(name.starts_with("R2 · "), "{name}");
    }
    assert!(
        messages_in(&fake, fake.general).iter().any(|m| m["content"]
            .as_str()
            .is_some_and(|c| c.contains("round 2 of 2") && c.contains("has the bye"))),
        "round 2 announced with its bye"
    );
    games_in(&db, &round_two).await;
    white_resigns(&fake, &db, &players, &round_two).await;
    until("the podium", || {
        messages_in(&fake, fake.general).iter().any(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("is over!"))
        })
    })
    .await;
    assert_eq!(
        store
            .tournament_byes(data::TournamentId(1))
            .expect("db")
            .len(),
        2
    );
    crate::binary::stop_cleanly(&mut bot).await;
}
