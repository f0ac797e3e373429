//! The real `sanctum` binary against the loopback fake Discord (which runs inside the
//! test process): a game played through it, a clean stop on SIGTERM with the
//! database intact, a refused token, and sharding — two autosharded shards each
//! serving their own server, a process running only shard 0 of 2, and two processes
//! sharing one PostgreSQL database, one killed and the other taking over every shard.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use testkit::pg;

use crate::discord::support::{
    alice, answered, assert_board_picture, assert_none_refused, bob, button, carol, content, data,
    dave, games_in_channels, is_ephemeral, option, registration_path, sanctum_exe,
};
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::fake::{Call, FakeDiscord, FakeUser, GUILD, Sent, TOKEN};
use serde_json::{Value, json};
use std::time::Duration;

/// Starts the binary and waits until it registered its commands and is connected.
pub(crate) async fn launch(fake: &FakeDiscord, db: &std::path::Path, how: &Launch<'_>) -> Sanctum {
    games_in_channels(db, &fake.guild_ids());
    let bot = Sanctum::start(sanctum_exe(), fake, db, how);
    let path = registration_path();
    fake.wait_for("command registration", |c| {
        c.method == "PUT" && c.path == path
    })
    .await;
    fake.wait_until_connected().await;
    bot
}

/// Starts the binary on `db` running only the shards `range` (`0-1/2`).
fn on_shards(fake: &FakeDiscord, db: &std::path::Path, range: &str) -> Sanctum {
    let how = Launch {
        shards: Some(range),
        ..Launch::default()
    };
    Sanctum::start(sanctum_exe(), fake, db, &how)
}

/// Stops the binary with SIGTERM and checks it exits cleanly.
pub(crate) async fn stop_cleanly(bot: &mut Sanctum) {
    bot.terminate();
    let status = bot.exit().await;
    assert_eq!(status.code(), Some(0), "{status:?}\n{}", bot.stderr());
}

/// `who` challenges `opponent` to chess (as White) in `channel`; returns the
/// challenge's answer and message.
async fn challenge(
    fake: &FakeDiscord,
    channel: u64,
    who: &FakeUser,
    opponent: &FakeUser,
) -> (Sent, Value) {
    let sent = fake.slash(
        who,
        channel,
        "challenge",
        json!([
            option("opponent", 6, json!(opponent.id.to_string())),
            option("variant", 4, json!(2)),
            option("color", 4, json!(0)),
        ]),
        &[opponent],
    );
    let call = answered(fake, &sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    let offer = fake.original(&sent).expect("the challenge message");
    (sent, offer)
}

pub(crate) fn play(fake: &FakeDiscord, who: &FakeUser, channel: u64, text: &str) -> Sent {
    fake.slash(
        who,
        channel,
        "move",
        json!([option("move", 3, json!(text))]),
        &[],
    )
}

/// Asserts a public board answer to a move.
async fn assert_moved(fake: &FakeDiscord, sent: &Sent) {
    let call = answered(fake, sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_plays_a_game_and_stops_cleanly_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    let (alice, bob) = (alice(), bob());
    let general = fake.general;

    let (_, offer) = challenge(&fake, general, &alice, &bob).await;
    let accepted = fake.press(&bob, &offer, &button(&offer, ":accept:"));
    let call = answered(&fake, &accepted).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert_board_picture(&call, data(&call));

    assert_moved(&fake, &play(&fake, &alice, general, "e4")).await;
    // Out of turn: refused privately, nothing stored.
    let call = answered(&fake, &play(&fake, &alice, general, "d4")).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert_moved(&fake, &play(&fake, &bob, general, "e5")).await;

    let asked = fake.slash(&bob, general, "resign", json!([]), &[]);
    let call = answered(&fake, &asked).await;
    assert!(is_ephemeral(&call), "{call:?}");
    let question = fake.original(&asked).expect("the private question");
    let confirmed = fake.press(&bob, &question, &button(&question, ":resign:"));
    let call = answered(&fake, &confirmed).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("**alice wins**"), "{call:?}");
    assert_none_refused(&fake);

    // systemd stops the service: SIGTERM, then a clean exit within a bounded time.
    bot.terminate();
    let status = bot.exited_within(Duration::from_secs(10)).await;
    let status = status.unwrap_or_else(|| {
        panic!(
            "sanctum did not exit within 10 s of SIGTERM; stderr:\n{}",
            bot.stderr()
        )
    });
    bot.finish_output();
    let (stdout, stderr) = (bot.stdout(), bot.stderr());
    assert_eq!(status.code(), Some(0), "{status:?}; stderr:\n{stderr}");
    // The output is really captured (the bot logs to stderr) and never shows the token.
    assert!(stderr.contains("connected to Discord"), "{stderr}");
    assert!(
        !stdout.contains(TOKEN) && !stderr.contains(TOKEN),
        "{stdout}\n{stderr}"
    );
    // stderr is a pipe, not a terminal: plain text, no colour escapes.
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");

    // The database is intact and holds the game, its moves and its result.
    let store = data::Store::open(&db).expect("reopen the database");
    store.check_integrity().expect("PRAGMA integrity_check");
    let game = store
        .last_game_in_channel(data::ChannelId(general))
        .expect("read the games")
        .expect("the game is stored");
    assert_eq!(game.status, data::GameStatus::Finished, "{game:?}");
    assert_eq!(game.white, data::UserId(alice.id), "{game:?}");
    let moves: Vec<String> = store
        .moves(game.id)
        .expect("read the moves")
        .into_iter()
        .map(|m| m.uci)
        .collect();
    assert_eq!(moves, ["e2e4", "e7e5"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_is_one_line_on_stderr_and_a_failure() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let wrong = "not.the.fake.token";
    let mut bot = Sanctum::start(
        sanctum_exe(),
        &fake,
        &dir.path().join("sanctum.db"),
        &Launch {
            token: wrong,
            ..Launch::default()
        },
    );
    let status = bot.exit().await;
    bot.finish_output();
    let (stdout, stderr) = (bot.stdout(), bot.stderr());
    assert!(!status.success(), "{status:?}");
    // The fake refused the token (401) and nothing else was attempted with it.
    let calls = fake.calls();
    assert!(calls.iter().any(|c| c.status == 401), "{calls:?}");
    assert!(fake.sessions() == (0, 0), "{:?}", fake.sessions());
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|l| l.to_lowercase().contains("error"))
        .collect();
    assert_eq!(errors.len(), 1, "one error line expected:\n{stderr}");
    assert!(
        errors[0].contains("Discord rejected DISCORD_TOKEN"),
        "{stderr}"
    );
    assert_eq!(
        stderr.trim_end().lines().last(),
        Some(errors[0]),
        "the reason is the last line:\n{stderr}"
    );
    for out in [&stdout, &stderr] {
        assert!(!out.contains(wrong) && !out.contains(TOKEN), "{out}");
    }
}

/// Plays challenge → accept → first move in `channel`, asserting every interaction
/// went to the connection of `shard` (and only there) and was answered.
async fn play_on_shard(
    fake: &FakeDiscord,
    channel: u64,
    shard: u64,
    (white, black): (&FakeUser, &FakeUser),
) {
    let connection = fake
        .shard_sessions()
        .into_iter()
        .find(|s| s.id == shard)
        .expect("the shard's session")
        .connection;
    let (sent, offer) = challenge(fake, channel, white, black).await;
    let accepted = fake.press(black, &offer, &button(&offer, ":accept:"));
    let call = answered(fake, &accepted).await;
    assert_board_picture(&call, data(&call));
    let moved = play(fake, white, channel, "e4");
    assert_moved(fake, &moved).await;
    for s in [&sent, &accepted, &moved] {
        let delivered = fake.delivered(s);
        assert_eq!(delivered.len(), 1, "{delivered:?}");
        assert_eq!(
            (delivered[0].shard, delivered[0].connection),
            (shard, connection),
            "interaction {} on the wrong shard",
            s.id
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_autosharded_shards_each_serve_their_own_server_and_resume_alone() {
    // Discord recommends 2 shards; the first server lands on one, the second on the other.
    let fake = FakeDiscord::start_with_shards(2).await;
    let second = fake.add_guild();
    let (first_shard, second_shard) = (
        FakeDiscord::shard_of(GUILD, 2),
        FakeDiscord::shard_of(second.id, 2),
    );
    assert_ne!(
        first_shard, second_shard,
        "pick server ids on different shards"
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let mut bot = launch(&fake, &dir.path().join("sanctum.db"), &Launch::default()).await;
    fake.wait_for_shards(&[0, 1]).await;
    let sessions = fake.shard_sessions();
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    assert!(
        sessions.iter().all(|s| s.total == 2 && s.live),
        "{sessions:?}"
    );
    assert_ne!(sessions[0].connection, sessions[1].connection);

    let (alice, bob, carol, dave) = (alice(), bob(), carol(), dave());
    play_on_shard(&fake, fake.general, first_shard, (&alice, &bob)).await;
    play_on_shard(&fake, second.general, second_shard, (&carol, &dave)).await;

    // The second server's shard loses its connection; a move made meanwhile waits in
    // that session and arrives when it resumes, while the other shard is untouched.
    let before = fake.shard_sessions();
    fake.drop_shard(second_shard);
    let moved = play(&fake, &dave, second.general, "e5");
    assert_moved(&fake, &moved).await;
    let after = fake.shard_sessions();
    let session = |list: &[bot_testkit::fake::ShardSession], id: u64| {
        list.iter()
            .find(|s| s.id == id)
            .cloned()
            .expect("a session")
    };
    let (old, new) = (
        session(&before, second_shard),
        session(&after, second_shard),
    );
    assert_eq!(
        old.session_id, new.session_id,
        "resumed, not identified anew"
    );
    assert_ne!(old.connection, new.connection, "on a new connection");
    let delivered = fake.delivered(&moved);
    assert_eq!(delivered.len(), 1, "{delivered:?}");
    assert_eq!(
        (delivered[0].shard, delivered[0].connection),
        (second_shard, new.connection)
    );
    assert_eq!(
        session(&before, first_shard),
        session(&after, first_shard),
        "the other shard kept its session and connection"
    );
    assert_eq!(fake.sessions(), (2, 1), "two identifies, one resume");
    // Both servers still play.
    assert_moved(&fake, &play(&fake, &bob, fake.general, "e5")).await;
    assert_moved(&fake, &play(&fake, &carol, second.general, "Nf3")).await;

    stop_cleanly(&mut bot).await;
    let refused: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| c.status >= 400)
        .collect();
    assert!(refused.is_empty(), "{refused:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_running_shard_0_of_2_serves_only_that_shards_server() {
    let fake = FakeDiscord::start().await;
    let second = fake.add_guild();
    assert_eq!(FakeDiscord::shard_of(second.id, 2), 0);
    assert_eq!(FakeDiscord::shard_of(GUILD, 2), 1);
    let dir = tempfile::tempdir().expect("temp dir");
    let how = Launch {
        shards: Some("0-0/2"),
        ..Launch::default()
    };
    let mut bot = launch(&fake, &dir.path().join("sanctum.db"), &how).await;
    fake.wait_for_shards(&[0]).await;
    let identified = tokio::time::Instant::now();

    let (alice, bob) = (alice(), bob());
    play_on_shard(&fake, second.general, 0, (&alice, &bob)).await;

    // The first server belongs to shard 1, which this process does not run: its
    // interactions reach no connection and are never answered.
    let sent = fake.slash(
        &alice,
        fake.general,
        "challenge",
        json!([
            option("opponent", 6, json!(bob.id.to_string())),
            option("variant", 4, json!(2)),
        ]),
        &[&bob],
    );
    assert!(fake.undelivered(&sent));
    // serenity starts a range's shards 5 s apart, so a second shard would connect 5 s
    // after the first did at the latest; with 4 s more for a loaded machine: still
    // only shard 0, identified once.
    tokio::time::sleep_until(identified + Duration::from_secs(5 + 4)).await;
    assert!(fake.delivered(&sent).is_empty());
    assert!(fake.answer(&sent).is_none(), "answered by nobody");
    let sessions = fake.shard_sessions();
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    assert_eq!((sessions[0].id, sessions[0].total), (0, 2), "{sessions:?}");
    assert_eq!(fake.sessions(), (1, 0));

    stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_are_one_object_per_line_without_the_token() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let how = Launch {
        log_format: Some("json"),
        ..Launch::default()
    };
    let mut bot = launch(&fake, &db, &how).await;
    let (_, offer) = challenge(&fake, fake.general, &alice(), &bob()).await;
    // A damaged button: logged as information, not as an error.
    answered(&fake, &fake.press(&bob(), &offer, "sanctum:accept:abc")).await;
    bot.terminate();
    bot.exited_within(Duration::from_secs(10))
        .await
        .expect("sanctum exits on SIGTERM");
    bot.finish_output();
    let stderr = bot.stderr();
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert!(lines.len() >= 3, "{stderr}");
    for line in &lines {
        let object: serde_json::Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("not one JSON object per line ({e}): {line}"));
        assert!(
            object["level"].is_string() && object["fields"].is_object(),
            "{line}"
        );
        assert_ne!(object["level"], "ERROR", "{line}");
    }
    assert!(stderr.contains("connected to Discord"), "{stderr}");
    assert!(stderr.contains("a button Sanctum cannot read"), "{stderr}");
    assert!(
        !stderr.contains(TOKEN) && !stderr.contains('\u{1b}'),
        "{stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_one_postgres_database_and_one_takes_over_when_the_other_dies() {
    // The synchronous PostgreSQL client runs its own runtime: keep it off this one's threads.
    use tokio::task::block_in_place as sync;
    let Some(url) = sync(|| pg::server().map(pg::Server::new_database)) else {
        return;
    };
    let db = std::path::Path::new(&url);
    let fake = FakeDiscord::start().await;
    let second = fake.add_guild();
    assert_eq!(FakeDiscord::shard_of(second.id, 2), 0);
    assert_eq!(FakeDiscord::shard_of(GUILD, 2), 1);
    sync(|| games_in_channels(db, &fake.guild_ids()));

    // One process per shard, both on the same database.
    let mut first = on_shards(&fake, db, "0-0/2");
    fake.wait_for_shards(&[0]).await;
    let mut other = on_shards(&fake, db, "1-1/2");
    fake.wait_for_shards(&[0, 1]).await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let dave = dave();
    play_on_shard(&fake, second.general, 0, (&alice, &bob)).await;
    play_on_shard(&fake, fake.general, 1, (&carol, &dave)).await;

    // Shard 0's process dies without a word; shard 1's is replaced by one running both.
    std::process::Command::new("kill")
        .args(["-KILL", &first.pid().to_string()])
        .status()
        .expect("kill");
    let killed = first.exit().await;
    assert_eq!(killed.code(), None, "killed by a signal: {killed:?}");
    stop_cleanly(&mut other).await;
    let mut both = on_shards(&fake, db, "0-1/2");
    fake.wait_for_shards(&[0, 1]).await;

    // Both games go on where they were.
    assert_moved(&fake, &play(&fake, &bob, second.general, "e5")).await;
    assert_moved(&fake, &play(&fake, &dave, fake.general, "e5")).await;
    assert_moved(&fake, &play(&fake, &alice, second.general, "Nf3")).await;
    sync(|| {
        let store = ::data::Store::open(db).expect("open the database");
        for (channel, ply) in [(second.general, 3), (fake.general, 2)] {
            let game = store
                .load_active_game_in_channel(::data::ChannelId(channel))
                .expect("read")
                .expect("the game is still on");
            assert_eq!(game.stored.ply, ply, "{:?}", game.stored);
        }
    });

    stop_cleanly(&mut both).await;
    let refused: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| c.status >= 400)
        .collect();
    assert!(refused.is_empty(), "{refused:?}");
}

/// Polls the child's stderr until `text` appears `times` times (within the fake's patience).
async fn logged(bot: &Sanctum, text: &str, times: usize) -> String {
    let deadline = tokio::time::Instant::now() + bot_testkit::fake::PATIENCE;
    loop {
        let stderr = bot.stderr();
        if stderr.matches(text).count() >= times {
            return stderr;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{text:?} not logged {times} times:\n{stderr}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A reboot race: the bot comes up before PostgreSQL. It does not exit: it says at WARN
/// that it will try again (the password never shown), and starts once the database is
/// up; a SIGTERM while it waits stops it cleanly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_waits_for_an_unreachable_database_then_starts() {
    use tokio::task::block_in_place as sync;
    let Some(server) = sync(pg::own_server) else {
        return;
    };
    let url = sync(|| server.new_database());
    sync(|| server.stop());
    let db = std::path::Path::new(&url);
    let fake = FakeDiscord::start().await;
    let retrying = "the database cannot be reached yet; Sanctum will try again";

    let mut waiting = Sanctum::start(sanctum_exe(), &fake, db, &Launch::default());
    let stderr = logged(&waiting, retrying, 2).await;
    assert!(!stderr.contains(pg::PASSWORD), "{stderr}");
    assert!(stderr.contains("WARN"), "{stderr}");
    assert!(stderr.contains("sanctum:***@127.0.0.1"), "{stderr}");
    assert!(
        waiting
            .exited_within(Duration::from_millis(10))
            .await
            .is_none(),
        "it must wait, not exit:\n{stderr}"
    );
    stop_cleanly(&mut waiting).await;

    let mut bot = Sanctum::start(sanctum_exe(), &fake, db, &Launch::default());
    logged(&bot, retrying, 1).await;
    sync(|| server.start());
    fake.wait_until_connected().await;
    logged(&bot, "the database is reachable: starting", 1).await;
    stop_cleanly(&mut bot).await;
}
