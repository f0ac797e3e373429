//! The real `sanctum` binary's operations listener (`SANCTUM_METRICS_HTTP`):
//! `/healthz`, `/readyz` and `/metrics`. A game played through the loopback fake Discord is
//! scraped and every count checked against what the game did, Discord's 429 and 503
//! included (counted and logged at WARN with the route); readiness waits for every
//! shard and follows the database, saying only whether and logging why not.

use crate::discord::binary::{launch, stop_cleanly};
use crate::discord::support::{
    alice, answered, bob, button, challenge, content, is_ephemeral, play, sanctum_exe, suggest,
    threads_on,
};
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::fake::{FakeDiscord, Fault, PATIENCE};
use bot_testkit::scrape::{Samples, free_address, get};
use serde_json::json;
use service::metrics as m;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::Duration;
use testkit::pg;

/// Asks `path` until its status is `want` (the body then), failing after [`PATIENCE`].
async fn until_status(addr: SocketAddr, path: &str, want: u16) -> String {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    let mut last = None;
    while tokio::time::Instant::now() < deadline {
        last = get(addr, path).await;
        if let Some((status, body)) = &last
            && *status == want
        {
            return body.clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{path} never answered {want}; last: {last:?}");
}

/// Scrapes until `sanctum_interactions_total` adds up to `total` (an interaction is
/// counted once its answer is all out, a moment after Discord saw it).
async fn scrape_after(addr: SocketAddr, total: u64) -> Samples {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let (status, body) = get(addr, "/metrics").await.expect("/metrics answers");
        assert_eq!(status, 200, "{body}");
        let samples = Samples::parse(&body);
        if samples.count(m::INTERACTIONS, &[]) >= total || tokio::time::Instant::now() >= deadline {
            return samples;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn counts(pairs: &[(&str, u64)]) -> BTreeMap<String, u64> {
    pairs.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect()
}

/// The route Discord's failures below come from: posting a message.
const POSTING: &str = "/channels/{id}/messages";

/// A game of chess in its own thread: alice challenges, bob accepts, three moves and
/// one out of turn, a look at the suggestions, and bob resigns. The thread's opening
/// is first rate limited, then answered 503, then posted.
async fn play_a_game(fake: &FakeDiscord) {
    threads_on(fake).await;
    let (alice, bob) = (alice(), bob());
    let offer = challenge(fake, &alice, &bob, 2).await;
    fake.fail_message_creates(1, Fault::RateLimited);
    fake.fail_message_creates(1, Fault::Unavailable);
    let accepted = fake.press(&bob, &offer, &button(&offer, ":accept:"));
    assert!(!is_ephemeral(&answered(fake, &accepted).await));
    let thread = *fake.threads().last().expect("the game's thread");
    let opening = format!("/channels/{thread}/messages");
    fake.wait_for("the opening posted after a 429 and a 503", |c| {
        c.method == "POST" && c.path == opening && c.status == 200
    })
    .await;
    let tries: Vec<u16> = fake.creates_in(thread).iter().map(|c| c.status).collect();
    assert_eq!(tries, [429, 503, 200]);

    assert!(!is_ephemeral(&play(fake, &alice, thread, "e4").await));
    let out_of_turn = play(fake, &alice, thread, "d4").await;
    assert!(is_ephemeral(&out_of_turn), "{out_of_turn:?}");
    let offered = suggest(fake, &bob, thread, "N").await;
    assert!(offered.iter().any(|m| m == "Nf6"), "{offered:?}");
    assert!(!is_ephemeral(&play(fake, &bob, thread, "e5").await));
    assert!(!is_ephemeral(&play(fake, &alice, thread, "Nf3").await));
    let asked = fake.slash(&bob, thread, "resign", json!([]), &[]);
    assert!(is_ephemeral(&answered(fake, &asked).await));
    let question = fake.original(&asked).expect("the private question");
    let resigned = fake.press(&bob, &question, &button(&question, ":resign:"));
    let ending = answered(fake, &resigned).await;
    assert!(content(&ending).contains("**alice wins**"), "{ending:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_what_a_game_did_and_discords_failures() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let http = free_address();
    let how = Launch {
        metrics_http: Some(http),
        ..Launch::default()
    };
    let mut bot = launch(&fake, &dir.path().join("sanctum.db"), &how).await;
    assert_eq!(get(http, "/healthz").await, Some((200, "alive\n".into())));
    assert_eq!(until_status(http, "/readyz", 200).await, "ready\n");

    play_a_game(&fake).await;

    let samples = scrape_after(http, 10).await;
    assert_eq!(
        samples.counts(m::INTERACTIONS, &["kind", "outcome"]),
        counts(&[
            ("autocomplete,ok", 1),
            ("button:accept,ok", 1),
            ("button:resign,ok", 1),
            ("challenge,ok", 1),
            ("move,ok", 3),
            ("move,refused", 1),
            ("resign,ok", 1),
            ("settings,ok", 1),
        ]),
    );
    let timed = format!("{}_count", m::INTERACTION_SECONDS);
    assert_eq!(samples.count(&timed, &[("kind", "move")]), 4);
    assert_eq!(samples.count(&timed, &[]), 10);
    let bucket = format!("{}_bucket", m::INTERACTION_SECONDS);
    assert_eq!(
        samples.count(&bucket, &[("kind", "move"), ("le", "+Inf")]),
        4
    );
    assert_eq!(
        samples.counts(m::MOVES, &["variant"]),
        counts(&[("chess", 3)])
    );
    assert_eq!(
        samples.counts(m::GAMES_STARTED, &["variant"]),
        counts(&[("chess", 1)])
    );
    assert_eq!(
        samples.counts(m::GAMES_FINISHED, &["variant", "result", "termination"]),
        counts(&[("chess,white,resignation", 1)])
    );
    for failures in [m::DISCORD_RATE_LIMITED, m::DISCORD_SERVER_ERRORS] {
        assert_eq!(
            samples.counts(failures, &["route"]),
            counts(&[(POSTING, 1)]),
            "{failures}"
        );
    }
    assert_eq!(samples.count(m::DB_ERRORS, &[]), 0);
    for gauge in [m::ENGINE_QUEUE_DEPTH, m::REVIEW_QUEUE_DEPTH] {
        assert_eq!(samples.counts(gauge, &[]), counts(&[("", 0)]), "{gauge}");
    }
    assert!(samples.has(m::SCHEDULER_LAG), "{samples:?}");
    // The round at the start at least.
    assert!(samples.count(m::SCHEDULER_ROUNDS, &[]) >= 1, "{samples:?}");
    assert!(samples.has(m::DB_RETRIES), "{samples:?}");

    stop_cleanly(&mut bot).await;
    bot.finish_output();
    let stderr = bot.stderr();
    for (status, what) in [
        ("429", "Discord rate limited a request"),
        ("503", "Discord answered with a server error"),
    ] {
        let warned = stderr.lines().any(|l| {
            l.contains(" WARN ")
                && l.contains(what)
                && l.contains(&format!("status={status}"))
                && l.contains(&format!("route={POSTING}"))
        });
        assert!(warned, "no WARN for the {status} with its route:\n{stderr}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_waits_for_every_shard() {
    // Discord lets a bot start one shard about every 5 seconds: the second is
    // still to come when the first is connected.
    let fake = FakeDiscord::start_with_shards(2).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let http = free_address();
    let how = Launch {
        metrics_http: Some(http),
        ..Launch::default()
    };
    let mut bot = Sanctum::start(sanctum_exe(), &fake, &dir.path().join("sanctum.db"), &how);
    until_status(http, "/healthz", 200).await;
    fake.wait_for_shards(&[0]).await;
    let (status, body) = get(http, "/readyz").await.expect("/readyz answers");
    assert_eq!((status, body.as_str()), (503, "not ready\n"));
    assert!(
        until_warned_not_ready(&bot, "gateway: ").await,
        "{}",
        bot.stderr()
    );
    assert!(!warned_not_ready(&bot, "database"), "{}", bot.stderr());
    fake.wait_for_shards(&[0, 1]).await;
    assert_eq!(until_status(http, "/readyz", 200).await, "ready\n");
    stop_cleanly(&mut bot).await;
}

/// Readiness follows the database: not open yet while the bot waits for it at start
/// (alive all along), ready once it opens, not ready while the server is down under
/// the running bot, ready again once it is back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_follows_the_database() {
    use tokio::task::block_in_place as sync;
    let Some(server) = sync(pg::own_server) else {
        return;
    };
    let url = sync(|| server.new_database());
    sync(|| server.stop());
    let fake = FakeDiscord::start().await;
    let http = free_address();
    let how = Launch {
        metrics_http: Some(http),
        ..Launch::default()
    };
    let mut bot = Sanctum::start(sanctum_exe(), &fake, std::path::Path::new(&url), &how);
    assert_eq!(until_status(http, "/healthz", 200).await, "alive\n");
    let (status, body) = get(http, "/readyz").await.expect("/readyz answers");
    assert_eq!((status, body.as_str()), (503, "not ready\n"));
    assert!(
        until_warned_not_ready(&bot, "database: not open yet").await,
        "{}",
        bot.stderr()
    );

    sync(|| server.start());
    fake.wait_until_connected().await;
    assert_eq!(until_status(http, "/readyz", 200).await, "ready\n");

    sync(|| server.stop());
    let body = until_status(http, "/readyz", 503).await;
    // The database's error text is logged, never shown to whoever asks.
    assert_eq!(body, "not ready\n");
    // Logged instead: the database alone, with why (not "not open yet" any more).
    let deadline = tokio::time::Instant::now() + PATIENCE;
    let last = loop {
        let stderr = bot.stderr();
        let last = stderr
            .lines()
            .rfind(|l| l.contains(" WARN ") && l.contains("not ready"))
            .unwrap_or_default()
            .to_owned();
        if last.contains("database: ") && !last.contains("not open yet") {
            break last;
        }
        assert!(tokio::time::Instant::now() < deadline, "{stderr}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(!last.contains("gateway"), "{last}");
    assert_eq!(get(http, "/healthz").await.map(|(s, _)| s), Some(200));
    let (_, scraped) = get(http, "/metrics").await.expect("/metrics answers");
    let samples = Samples::parse(&scraped);
    assert!(
        samples.count(m::DB_ERRORS, &[("kind", "unavailable")]) >= 1,
        "{scraped}"
    );

    sync(|| server.start());
    assert_eq!(until_status(http, "/readyz", 200).await, "ready\n");
    stop_cleanly(&mut bot).await;
}

/// Whether `bot` logged at WARN that it is not ready because of `why`.
fn warned_not_ready(bot: &Sanctum, why: &str) -> bool {
    bot.stderr()
        .lines()
        .any(|l| l.contains(" WARN ") && l.contains("not ready") && l.contains(why))
}

/// Waits up to [`PATIENCE`] for [`warned_not_ready`] (the log is read from the
/// child's stderr a moment after it is written).
async fn until_warned_not_ready(bot: &Sanctum, why: &str) -> bool {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while tokio::time::Instant::now() < deadline {
        if warned_not_ready(bot, why) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_taken_address_stops_the_start_with_one_clear_line() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port to hold");
    let held = taken.local_addr().expect("its address");
    for variable in ["SANCTUM_HTTP", "SANCTUM_METRICS_HTTP"] {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("sanctum.db");
        let how = if variable == "SANCTUM_HTTP" {
            Launch {
                http: Some(held),
                metrics_http: Some(free_address()),
                web_key: Some(crate::discord::web::KEY),
                ..Launch::default()
            }
        } else {
            Launch {
                metrics_http: Some(held),
                ..Launch::default()
            }
        };
        let mut bot = Sanctum::start(sanctum_exe(), &fake, &db, &how);
        let status = bot.exit().await;
        bot.finish_output();
        let stderr = bot.stderr();
        assert!(!status.success(), "{status:?}");
        let last = stderr.trim_end().lines().last().unwrap_or_default();
        assert!(
            last.contains(&format!("cannot listen for HTTP on {held} ({variable})")),
            "{stderr}"
        );
        // Refused before anything else: no database, no Discord.
        assert!(!db.exists(), "{stderr}");
        assert!(fake.calls().is_empty(), "{:?}", fake.calls());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_without_a_usable_key_stop_the_start_with_one_clear_line() {
    let cases = [
        (
            None,
            "SANCTUM_HTTP serves the web pages, which need SANCTUM_WEB_KEY",
        ),
        (Some("   "), "SANCTUM_WEB_KEY is set but blank"),
        (
            Some("short"),
            "SANCTUM_WEB_KEY must be at least 32 bytes long",
        ),
    ];
    for (key, said) in cases {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("sanctum.db");
        let how = Launch {
            http: Some(free_address()),
            web_key: key,
            ..Launch::default()
        };
        let mut bot = Sanctum::start(sanctum_exe(), &fake, &db, &how);
        let status = bot.exit().await;
        bot.finish_output();
        let stderr = bot.stderr();
        assert!(!status.success(), "{key:?}: {status:?}");
        let last = stderr.trim_end().lines().last().unwrap_or_default();
        assert!(last.contains(said), "{key:?}: {stderr}");
        assert!(!db.exists(), "{stderr}");
        assert!(fake.calls().is_empty(), "{:?}", fake.calls());
    }
}
