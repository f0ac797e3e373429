//! Tournaments on the real binary against the loopback fake Discord. A round robin
//! created with `/tournament`, entered with the announcement's **Join** (the
//! announcement is edited to list the entrants), started when full with a thread per
//! game named for its round and a thread of its own, and played to the end: each
//! result and the standings in the tournament's thread, then the podium with the
//! crosstable picture. A double round robin in which a player who stops moving is
//! withdrawn after two losses on time. A nine-player Swiss with a bye each round, a
//! game adjudicated at its round's time limit, and the process killed (SIGKILL) twice:
//! between storing a round's last result and pairing the next round, and between
//! storing the last result and the podium; each time a new process takes over.
//!
//! Time passes in the database (a deadline or a round's start moved into the past),
//! and the binary's scheduler looks at it every fifth of a second (`SANCTUM_TICK`).

use crate::discord::binary::launch;
use crate::discord::support::{
    alice, answered, bob, button, carol, content, dave, is_ephemeral, option, play,
};
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::fake::{FakeDiscord, FakeUser};
use bot_testkit::png_size;
use serde_json::{Value, json};
use std::time::Duration;

/// How long the test waits for something the bot does by itself.
const PATIENCE: Duration = Duration::from_mins(1);

/// Waits until `check` holds, polling.
pub(crate) async fn until(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while !check() {
        assert!(tokio::time::Instant::now() < deadline, "timed out: {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// How often the binary's scheduler looks at the database in these tests, in seconds.
const TICK: f64 = 0.2;

/// Runs `statement` on the bot's database file while the bot runs: how these tests make
/// time pass.
fn sql(db: &std::path::Path, statement: &str) {
    let conn = rusqlite::Connection::open(db).expect("the bot's database");
    conn.busy_timeout(Duration::from_secs(30))
        .expect("busy timeout");
    conn.execute_batch(statement).expect(statement);
}

/// The threads whose names start with `prefix` (`R2 · `, `🏆`), oldest first.
pub(crate) fn threads_named(fake: &FakeDiscord, prefix: &str) -> Vec<u64> {
    fake.threads()
        .into_iter()
        .filter(|t| {
            fake.channel(*t)
                .and_then(|c| c["name"].as_str().map(str::to_owned))
                .is_some_and(|n| n.starts_with(prefix))
        })
        .collect()
}

/// The tournament's own thread, once it is open.
pub(crate) async fn news_thread(fake: &FakeDiscord) -> u64 {
    until("the tournament's thread", || {
        threads_named(fake, "🏆").len() == 1
    })
    .await;
    threads_named(fake, "🏆")[0]
}

/// Whether a message in `channel` contains `part`.
pub(crate) fn said_in(fake: &FakeDiscord, channel: u64, part: &str) -> bool {
    messages_in(fake, channel)
        .iter()
        .any(|m| Some(bot_testkit::fake::json::text(m)).is_some_and(|c| c.contains(part)))
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
            .map(|m| bot_testkit::fake::json::text(&m))
            .is_some_and(|c| c.contains("Players (1/3): alice"))
    })
    .await;

    // bob and carol join; the third entry starts it: a thread per game.
    for who in [bob(), admin.clone()] {
        answered(&fake, &fake.press(&who, &card, &join)).await;
    }
    let news = news_thread(&fake).await;
    assert!(
        said_in(&fake, news, "are posted here"),
        "the thread says what it is for"
    );
    until("three games' threads", || {
        threads_named(&fake, "R").len() == 3
    })
    .await;
    let threads = threads_named(&fake, "R");
    for thread in &threads {
        let name = fake.channel(*thread).expect("the thread")["name"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        assert!(name.starts_with('R') && name.contains(" vs "), "{name}");
    }
    until("the announcement closes entries", || {
        fake.message(card_id)
            .map(|m| bot_testkit::fake::json::text(&m))
            .is_some_and(|c| c.contains("entries are closed"))
    })
    .await;
    games_in(&db, &threads).await;

    // In every game White resigns.
    white_resigns(&fake, &db, &[alice(), bob(), admin.clone()], &threads).await;

    // Each result went to the tournament's thread, and then the podium.
    until("the podium", || said_in(&fake, news, "is over!")).await;
    assert!(
        !said_in(&fake, fake.general, "is over!"),
        "not in the channel"
    );
    let general = messages_in(&fake, news);
    let results = general
        .iter()
        .filter(|m| {
            Some(bot_testkit::fake::json::text(m)).is_some_and(|c| c.contains("games finished"))
        })
        .count();
    assert_eq!(results, 3, "{general:?}");
    let podium = general
        .iter()
        .find(|m| Some(bot_testkit::fake::json::text(m)).is_some_and(|c| c.contains("is over!")))
        .expect("the podium");
    // The podium is a card: its words, the crosstable in its gallery.
    assert!(
        podium["flags"].as_u64().is_some_and(|f| f & (1 << 15) != 0),
        "{podium}"
    );
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
    // As a reader sees it: the gold bar, the podium's words, the crosstable drawn.
    if let Some(seen) =
        crate::discord::cards::seen_as_discord(&upload, &upload.json, "discord-podium", "is over!")
            .await
    {
        assert!(
            seen["alt"]
                .as_str()
                .is_some_and(|a| a.starts_with("Crosstable of")),
            "{seen}"
        );
        assert_eq!(seen["width"].as_u64(), Some(u64::from(w)), "{seen}");
    }
    crate::discord::binary::stop_cleanly(&mut bot).await;
}

/// Every entrant's White resigns in each game of `threads`.
pub(crate) async fn white_resigns(
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
pub(crate) async fn games_in(db: &std::path::Path, threads: &[u64]) {
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

/// Kills the bot with SIGKILL and waits until the fake saw its session go.
async fn kill(fake: &FakeDiscord, bot: &mut Sanctum) {
    std::process::Command::new("kill")
        .args(["-KILL", &bot.pid().to_string()])
        .status()
        .expect("kill");
    let killed = bot.exit().await;
    assert_eq!(killed.code(), None, "killed by a signal: {killed:?}");
    until("the old session gone", || {
        fake.shard_sessions().iter().all(|s| !s.live)
    })
    .await;
}

/// White resigns `game` in the store, as the service of a process killed right after
/// would have stored it: the result and nothing that follows from it.
fn resign_for_the_dead(store: &data::Store, game: &data::StoredGame) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0));
    store
        .finish_game(
            game.id,
            game.ply,
            data::GameResult::win(rules::Color::Black, data::Termination::Resignation),
            now,
        )
        .expect("the result stored");
}

/// Starts a new bot process on `db` and waits until it is connected.
async fn restart(fake: &FakeDiscord, db: &std::path::Path) -> Sanctum {
    let bot = launch(fake, db, &ticking()).await;
    until("a new session", || {
        fake.shard_sessions().iter().any(|s| s.live)
    })
    .await;
    bot
}

/// A scheduler that looks at the database every [`TICK`] and counts its rounds on
/// `/metrics`.
fn ticking() -> Launch<'static> {
    Launch {
        tick: Some(TICK),
        metrics_http: Some(bot_testkit::scrape::free_address()),
        ..Launch::default()
    }
}

/// `admin` creates a tournament with `options` besides the action; its announcement.
async fn create(fake: &FakeDiscord, admin: &FakeUser, options: &[Value]) -> Value {
    let mut all = vec![option("action", 4, json!(0))];
    all.extend_from_slice(options);
    let sent = fake.slash(admin, fake.general, "tournament", json!(all), &[]);
    let call = answered(fake, &sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    fake.original(&sent).expect("the announcement")
}

/// A manager, and `n` entrants (the manager among them).
fn entrants(n: usize) -> (FakeUser, Vec<FakeUser>) {
    let mut admin = carol();
    admin.permissions |= 0x20; // Manage Server
    let names = ["erin", "frank", "grace", "heidi", "ivan"];
    let mut all = vec![alice(), bob(), admin.clone(), dave()];
    all.extend(
        names
            .iter()
            .zip(5u64..)
            .map(|(name, i)| FakeUser::new(100_000_000_000_000_000 + i, name)),
    );
    all.truncate(n);
    (admin, all)
}

/// Every one of `players` presses the announcement's **Join**; returns the
/// tournament's own thread once it is open.
pub(crate) async fn all_join(fake: &FakeDiscord, card: &Value, players: &[FakeUser]) -> u64 {
    let join = button(card, ":tournament-join:");
    for who in players {
        answered(fake, &fake.press(who, card, &join)).await;
    }
    news_thread(fake).await
}

/// The game in `thread`.
fn game_in(db: &std::path::Path, thread: u64) -> data::StoredGame {
    let store = data::Store::open(db).expect("the bot's database");
    store
        .last_game_in_channel(data::ChannelId(thread))
        .expect("db")
        .expect("a game")
}

/// The entrant playing `colour` in `game`.
fn player(players: &[FakeUser], game: &data::StoredGame, white: bool) -> FakeUser {
    let id = if white { game.white.0 } else { game.black.0 };
    players
        .iter()
        .find(|p| p.id == id)
        .cloned()
        .expect("an entrant")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one tournament's whole life, step by step"
)]
async fn a_double_round_robin_withdraws_a_player_after_two_losses_on_time() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &ticking()).await;
    let (admin, players) = entrants(4);
    // A four-player Capture the Scepter double round robin (format 1).
    let card = create(
        &fake,
        &admin,
        &[
            option("variant", 4, json!(1)),
            option("format", 4, json!(1)),
            option("players", 4, json!(4)),
        ],
    )
    .await;
    let news = all_join(&fake, &card, &players).await;
    until("twelve games' threads", || {
        threads_named(&fake, "R").len() == 12
    })
    .await;
    let threads = threads_named(&fake, "R");
    games_in(&db, &threads).await;
    let dave = dave();

    // dave plays one move as White in his first game, then stops; in his second game as
    // White he never starts. Every game without him ends with White resigning.
    let daves_whites: Vec<u64> = threads
        .iter()
        .copied()
        .filter(|t| game_in(&db, *t).white.0 == dave.id)
        .collect();
    assert_eq!(
        daves_whites.len(),
        3,
        "three Whites each in a double round robin"
    );
    let (moved, unstarted) = (daves_whites[0], daves_whites[1]);
    play(&fake, &dave, moved, "e4").await;
    let reply = player(&players, &game_in(&db, moved), false);
    play(&fake, &reply, moved, "e5").await;
    let others: Vec<u64> = threads
        .iter()
        .copied()
        .filter(|t| {
            let g = game_in(&db, *t);
            g.white.0 != dave.id && g.black.0 != dave.id
        })
        .collect();
    assert_eq!(others.len(), 6);
    white_resigns(&fake, &db, &players, &others).await;

    // Time passes for dave's two games: his deadlines (and any time bank) run out.
    for thread in [moved, unstarted] {
        let g = game_in(&db, thread);
        sql(
            &db,
            &format!("UPDATE games SET deadline = 1 WHERE game_id = {}", g.id.0),
        );
    }
    until("dave withdrawn", || said_in(&fake, news, "is withdrawn")).await;
    // His four other games are forfeited at once, and that ends the tournament.
    until("the podium", || said_in(&fake, news, "is over!")).await;
    let store = data::Store::open(&db).expect("the bot's database");
    let t = data::TournamentId(1);
    let entrant = store
        .tournament_entrants(t)
        .expect("db")
        .into_iter()
        .find(|e| e.user.0 == dave.id)
        .expect("dave");
    assert!(entrant.withdrawn_at.is_some());
    assert_eq!(store.time_losses(t, entrant.user).expect("db"), 2);
    assert!(
        store
            .tournament_boards(t)
            .expect("db")
            .iter()
            .all(|b| b.game.as_ref().is_some_and(|g| !g.is_active())),
        "every game over"
    );
    assert!(
        said_in(&fake, moved, "on time"),
        "the loss on time told in its thread"
    );
    assert!(
        said_in(&fake, unstarted, "never made their first move"),
        "the forfeit told in its thread"
    );
    // The standings and podium in the tournament's thread: dave withdrawn, alone at the
    // bottom; a result after every game.
    let posts = messages_in(&fake, news);
    let results = posts
        .iter()
        .filter(|m| {
            Some(bot_testkit::fake::json::text(m)).is_some_and(|c| c.contains("games finished"))
        })
        .count();
    assert!(results >= 8, "a result after each game: {results}");
    let podium = posts
        .iter()
        .map(bot_testkit::fake::json::text)
        .find(|c| c.contains("is over!"))
        .expect("the podium");
    assert!(podium.contains("dave (withdrawn)"), "{podium}");
    let standings = fake.slash(
        &alice(),
        fake.general,
        "tournament",
        json!([option("action", 4, json!(4))]),
        &[],
    );
    let call = answered(&fake, &standings).await;
    assert!(
        content(&call).contains("12 of 12 games finished"),
        "{call:?}"
    );
    // A private card, the crosstable in it.
    let flags = call.json["data"]["flags"].as_u64().unwrap_or_default();
    assert!(flags & (1 << 15) != 0 && flags & (1 << 6) != 0, "{call:?}");
    assert!(
        call.files
            .iter()
            .any(|(name, _)| name.ends_with("crosstable.png")),
        "{call:?}"
    );
    crate::discord::binary::stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one tournament's whole life, step by step"
)]
async fn a_nine_player_swiss_survives_an_adjudication_and_a_kill_between_rounds() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &ticking()).await;
    let (admin, players) = entrants(9);
    // A nine-player, three-round Capture the Scepter Swiss (format 2).
    let card = create(
        &fake,
        &admin,
        &[
            option("variant", 4, json!(1)),
            option("format", 4, json!(2)),
            option("players", 4, json!(9)),
            option("rounds", 4, json!(3)),
        ],
    )
    .await;
    let news = all_join(&fake, &card, &players).await;
    until("round 1's four threads", || {
        threads_named(&fake, "R1 · ").len() == 4
    })
    .await;
    let round_one = threads_named(&fake, "R1 · ");
    games_in(&db, &round_one).await;
    assert!(said_in(&fake, news, "has the bye"), "the bye announced");

    // Three games end by resignation; the fourth is still going at the round's time
    // limit (time passes: the round began 31 days ago) and is adjudicated.
    white_resigns(&fake, &db, &players, &round_one[..3]).await;
    let long = round_one[3];
    let g = game_in(&db, long);
    play(&fake, &player(&players, &g, true), long, "e4").await;
    play(&fake, &player(&players, &g, false), long, "e5").await;
    sql(
        &db,
        "UPDATE tournaments SET round_started_at = round_started_at - 31 * 86400",
    );
    until("the adjudication", || {
        said_in(&fake, long, "adjudicated this game")
    })
    .await;
    assert!(
        said_in(&fake, long, "Evaluation:"),
        "the evaluation explained"
    );
    let adjudicated = game_in(&db, long);
    assert_eq!(
        adjudicated.result.map(|r| r.termination),
        Some(data::Termination::Adjudication)
    );

    // Round 2: the process is killed while its last game is going; that game's result
    // is then stored as the killed process would have stored it, and nothing else: the
    // moment between storing a round's last result and pairing the next.
    until("round 2's four threads", || {
        threads_named(&fake, "R2 · ").len() == 4
    })
    .await;
    let round_two = threads_named(&fake, "R2 · ");
    games_in(&db, &round_two).await;
    white_resigns(&fake, &db, &players, &round_two[..3]).await;
    let t = data::TournamentId(1);
    let store = data::Store::open(&db).expect("the bot's database");
    kill(&fake, &mut bot).await;
    resign_for_the_dead(&store, &game_in(&db, round_two[3]));
    assert_eq!(store.tournament(t).expect("db").current_round, 2);

    // A new process takes over: round 3 is paired once, and every board gets one game.
    let mut bot = restart(&fake, &db).await;
    until("round 3's four games", || {
        store
            .tournament_boards(t)
            .expect("db")
            .iter()
            .filter(|b| b.pairing.round == 3 && b.game.is_some())
            .count()
            == 4
    })
    .await;
    assert_eq!(threads_named(&fake, "R3 · ").len(), 4);
    let round_three = threads_named(&fake, "R3 · ");
    games_in(&db, &round_three).await;
    assert_eq!(
        store.tournament_boards(t).expect("db").len(),
        12,
        "three rounds of four boards, none twice"
    );

    // Round 3: killed again while its last game is going, that game's result stored
    // as before: the new process finishes the tournament and posts the podium once.
    white_resigns(&fake, &db, &players, &round_three[..3]).await;
    kill(&fake, &mut bot).await;
    resign_for_the_dead(&store, &game_in(&db, round_three[3]));
    let mut bot = restart(&fake, &db).await;
    until("the podium", || said_in(&fake, news, "is over!")).await;
    // The scheduler looks twice more, then the podiums are counted.
    bot.rounds_pass(2).await;
    let podiums = messages_in(&fake, news)
        .iter()
        .filter(|m| Some(bot_testkit::fake::json::text(m)).is_some_and(|c| c.contains("is over!")))
        .count();
    assert_eq!(podiums, 1, "the podium once");
    assert_eq!(
        store.tournament(t).expect("db").status,
        data::TournamentStatus::Finished
    );
    let boards = store.tournament_boards(t).expect("db");

    // Three byes, one each round, to three different players; nobody met twice.
    let byes = store.tournament_byes(t).expect("db");
    assert_eq!(byes.len(), 3, "{byes:?}");
    let mut sat_out: Vec<_> = byes.iter().map(|b| b.user).collect();
    sat_out.sort_unstable();
    sat_out.dedup();
    assert_eq!(sat_out.len(), 3, "{byes:?}");
    let mut pairs: Vec<_> = boards
        .iter()
        .map(|b| {
            let (w, k) = (b.pairing.white, b.pairing.black);
            (w.min(k), w.max(k))
        })
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    assert_eq!(pairs.len(), 12, "no rematch");
    // The standings add up: each player's points are their wins, half their draws and
    // their byes, and the podium's winner has the most.
    let mut points = std::collections::HashMap::<u64, u32>::new();
    for b in &boards {
        let g = b.game.as_ref().expect("a game");
        let result = g.result.expect("over");
        let (w, k) = (b.pairing.white.0, b.pairing.black.0);
        match result.winner {
            Some(rules::Color::White) => *points.entry(w).or_default() += 2,
            Some(rules::Color::Black) => *points.entry(k).or_default() += 2,
            None => {
                *points.entry(w).or_default() += 1;
                *points.entry(k).or_default() += 1;
            }
        }
    }
    for b in &byes {
        *points.entry(b.user.0).or_default() += 2;
    }
    let best = points.values().copied().max().expect("points");
    let podium = messages_in(&fake, news)
        .iter()
        .map(bot_testkit::fake::json::text)
        .find(|c| c.contains("is over!"))
        .expect("the podium");
    let gold = podium
        .lines()
        .find(|l| l.starts_with("🥇"))
        .expect("a winner");
    assert!(
        players
            .iter()
            .filter(|p| points.get(&p.id) == Some(&best))
            .any(|p| gold.contains(&format!("<@{}>", p.id))),
        "{podium} / {points:?}"
    );
    let trf = fake.slash(
        &alice(),
        fake.general,
        "tournament",
        json!([option("action", 4, json!(5))]),
        &[],
    );
    let call = answered(&fake, &trf).await;
    let file = call
        .files
        .first()
        .map(|(_, bytes)| String::from_utf8(bytes.clone()).expect("UTF-8"))
        .expect("the TRF file");
    let read = tournament::Tournament::parse(&file).expect("a TRF file");
    for p in read.players() {
        let who = players
            .iter()
            .find(|x| p.name.starts_with(&x.name))
            .expect("an entrant's line");
        let halves = points.get(&who.id).copied().unwrap_or(0);
        assert_eq!(
            p.points,
            tournament::Points::halves(i32::try_from(halves).expect("few")),
            "{}'s points in the TRF file:\n{file}",
            who.name
        );
    }
    crate::discord::binary::stop_cleanly(&mut bot).await;
}
