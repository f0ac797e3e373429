//! Puzzles, the daily puzzle and lessons on the real binary against the loopback fake
//! Discord: a puzzle solved and one failed (the puzzle leaderboard in that order), a
//! course finished with the server's role given, and the daily puzzle posted once by
//! two processes sharing one database, and a daily puzzle channel Sanctum cannot post in
//! named to the one who chose it.

use crate::discord::binary::launch;
use crate::discord::support::{alice, answered, bob, button, content, data, is_ephemeral, option};
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::fake::{FakeDiscord, FakeUser, GUILD};
use bot_testkit::puzzles::{shown_id, solver_moves, starter, wrong_move};
use bot_testkit::scrape::free_address;
use rules::Variant;
use serde_json::{Value, json};

async fn ask(fake: &FakeDiscord, who: &FakeUser, name: &str, options: Value) -> String {
    let sent = fake.slash(who, fake.general, name, options, &[]);
    let call = answered(fake, &sent).await;
    assert!(is_ephemeral(&call), "{call:?}");
    content(&call)
}

async fn solve(fake: &FakeDiscord, who: &FakeUser, mv: &str) -> String {
    ask(fake, who, "solve", json!([option("move", 3, json!(mv))])).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_are_solved_and_failed_and_a_course_gives_its_role() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    let (alice, bob) = (alice(), bob());

    // alice solves hers.
    let sent = fake.slash(
        &alice,
        fake.general,
        "puzzle",
        json!([option("variant", 4, json!(0))]),
        &[],
    );
    let call = answered(&fake, &sent).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(!call.files.is_empty(), "a board picture: {call:?}");
    assert!(
        data(&call)["attachments"][0]["description"]
            .as_str()
            .is_some_and(|d| !d.is_empty())
    );
    let puzzle = starter(&shown_id(&content(&call)));
    let mut said = String::new();
    for mv in solver_moves(&puzzle) {
        said = solve(&fake, &alice, &mv).await;
    }
    assert!(said.starts_with("Solved!"), "{said}");
    assert!(said.contains("(+"), "{said}");

    // bob fails his.
    let shown = ask(
        &fake,
        &bob,
        "puzzle",
        json!([option("variant", 4, json!(0))]),
    )
    .await;
    let puzzle = starter(&shown_id(&shown));
    let wrong = wrong_move(&puzzle);
    said = solve(&fake, &bob, &wrong).await;
    assert!(said.starts_with("Not the move"), "{said}");
    assert!(said.contains("(-"), "{said}");

    let sent = fake.slash(
        &alice,
        fake.general,
        "leaderboard",
        json!([
            option("variant", 4, json!(0)),
            option("puzzles", 5, json!(true))
        ]),
        &[],
    );
    let board = content(&answered(&fake, &sent).await);
    let (a, b) = (
        board.find("alice").expect("alice"),
        board.find("bob").expect("bob"),
    );
    assert!(a < b, "{board}");

    finish_the_scepter_course(&fake, &alice, &bob).await;
    crate::discord::binary::stop_cleanly(&mut bot).await;
}

/// The role the Capture the Scepter course gives in the test server.
const ROLE: u64 = 600_000_000_000_000_011;

/// bob (who may manage the server) names a role for the Capture the Scepter course;
/// alice takes every lesson with its model line and is given the role.
async fn finish_the_scepter_course(fake: &FakeDiscord, alice: &FakeUser, bob: &FakeUser) {
    let mut said = String::new();
    // A server role for the Capture the Scepter course; alice takes every lesson.
    let mut admin = bob.clone();
    admin.permissions |= 0x20;
    let settings = json!({
        "id": "700000000000000002", "name": "settings", "type": 1,
        "options": [option("course_variant", 4, json!(1)), option("course_role", 8, json!(ROLE.to_string()))],
        "resolved": {"roles": {ROLE.to_string(): {
            "id": ROLE.to_string(), "name": "scepter-graduates", "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false, "managed": false, "mentionable": true, "permissions": "0",
            "position": 1, "icon": null, "unicode_emoji": null,
        }}},
    });
    let sent = fake.slash_data(&admin, fake.general, settings);
    let changed = content(&answered(fake, &sent).await);
    assert!(
        changed.contains("Capture the Scepter course gives"),
        "{changed}"
    );
    let course = lessons::course(Variant::Scepter);
    for (i, lesson) in course.lessons.iter().enumerate() {
        let opened = ask(
            fake,
            alice,
            "learn",
            json!([option("variant", 4, json!(1))]),
        )
        .await;
        assert!(opened.contains(&format!("lesson {} of", i + 1)), "{opened}");
        for mv in lesson.solution {
            said = solve(fake, alice, mv).await;
        }
        assert!(said.contains("Lesson complete"), "{said}");
    }
    assert!(said.contains("This server gives you"), "{said}");
    fake.wait_for("the course role", |c| {
        c.method == "PUT" && c.path.ends_with(&format!("/roles/{ROLE}"))
    })
    .await;
    assert_eq!(fake.roles_of(GUILD, alice.id), vec![ROLE]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_puzzle_channel_sanctum_cannot_post_in_is_named_privately() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    let mut admin = bob();
    admin.permissions |= 0x20;
    // A channel Discord does not know (deleted, or never shown to Sanctum).
    let gone = 194_u64;
    let sent = fake.slash(
        &admin,
        fake.general,
        "settings",
        json!([option("daily_puzzle", 7, json!(gone.to_string()))]),
        &[],
    );
    let call = answered(&fake, &sent).await;
    assert!(!is_ephemeral(&call), "the change is news: {call:?}");
    assert!(
        content(&call).contains(&format!("the daily puzzle is posted in <#{gone}>")),
        "{call:?}"
    );
    let token = sent.token.clone();
    let note = fake
        .wait_for("the private note", |c| {
            c.method == "POST" && c.path.starts_with("/webhooks/") && c.path.contains(&token)
        })
        .await;
    let said = bot_testkit::fake::json::text(&note.json);
    assert_eq!(
        note.json["flags"].as_u64().map(|f| f & 64),
        Some(64),
        "{note:?}"
    );
    assert!(
        said.starts_with("Done, but Discord refused Sanctum's post in <#194> (Unknown Channel)"),
        "{said}"
    );
    assert!(!said.contains("could not finish"), "{said}");
    let store = data::Store::open(&db).expect("store");
    assert_eq!(
        store
            .daily_puzzle_channel(data::GuildId(GUILD))
            .expect("read"),
        Some(data::ChannelId(gone)),
        "the setting is kept"
    );
    crate::discord::binary::stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_post_the_daily_puzzle_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    {
        let store = data::Store::open(&db).expect("the store");
        store
            .set_daily_puzzle_channel(data::GuildId(GUILD), Some(data::ChannelId(fake.general)))
            .expect("the daily channel");
    }
    // Each looks often and counts its scheduler's rounds on its own /metrics.
    let looking = || Launch {
        metrics_http: Some(free_address()),
        tick: Some(0.1),
        ..Launch::default()
    };
    let mut first = launch(&fake, &db, &looking()).await;
    let mut second = Sanctum::start(
        crate::discord::support::sanctum_exe(),
        &fake,
        &db,
        &looking(),
    );
    let posted = fake
        .wait_for("the daily puzzle", |c| {
            c.method == "POST"
                && c.path == format!("/channels/{}/messages", fake.general)
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains("Daily puzzle"))
        })
        .await;
    // Both processes look again, twice each, and post nothing more.
    tokio::join!(first.rounds_pass(2), second.rounds_pass(2));
    let posts = fake
        .creates_in(fake.general)
        .into_iter()
        .filter(|c| {
            Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains("Daily puzzle"))
        })
        .count();
    assert_eq!(posts, 1, "{}", second.stderr());
    assert!(!posted.files.is_empty(), "the puzzle's picture");
    let message = fake
        .messages()
        .into_iter()
        .find(|m| {
            Some(bot_testkit::fake::json::text(m)).is_some_and(|t| t.contains("Daily puzzle"))
        })
        .expect("the post");
    let bob = bob();
    let pressed = fake.press(&bob, &message, &button(&message, ":puzzle-daily:"));
    let call = answered(&fake, &pressed).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("today's puzzle"), "{call:?}");
    crate::discord::binary::stop_cleanly(&mut first).await;
    crate::discord::binary::stop_cleanly(&mut second).await;
}
