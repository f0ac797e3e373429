//! The lobby across servers on the real binary, with two servers on the loopback fake:
//! each joins with `/settings lobby:`; a challenge posted in A appears in both lobbies
//! (the challenger mentioned in A, named in B); a player who blocked the challenger
//! does not see it in `/games`; two takers pressing Accept at once in the two servers
//! get one game and one refusal; a game taken in B is played in a thread in each
//! server, each player moving from their own, every move and the ending shown in both;
//! it counts in `/leaderboard scope:global` and not in A's own. SIGKILLed as a lobby
//! challenge is taken: while the database holds the game's write back (the challenge
//! stays open, and taking it again plays), and while the fake holds the game's thread
//! (the game stands once, pressing again is refused, and it plays).

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use crate::discord::binary::{launch, stop_cleanly};
use crate::discord::support::{
    alice, bob, content, dave, is_ephemeral, join_lobbies, manager, option, posted_saying, slash,
};
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{Call, FakeDiscord, FakeUser, GUILD, PATIENCE};
use data::{ChannelId, GuildId, Store, UserId};
use serde_json::{Value, json};

/// What a lobby challenge's post says.
const CHALLENGE: &str = "challenges every server";

/// Waits until `channel` holds `n` messages (posts and answers alike); returns them,
/// oldest first, as the fake stored them.
async fn posted(fake: &FakeDiscord, channel: u64, n: usize) -> Vec<Value> {
    posted_saying(fake, channel, "", n).await
}

/// The text of a stored message.
fn text(message: &Value) -> String {
    bot_testkit::fake::json::text(message).clone()
}

/// The custom id of `message`'s Accept button.
fn accept_id(message: &Value) -> String {
    crate::discord::support::button(message, ":accept:")
}

/// alice posts a challenge to chess to every server (as White) from A's channel.
async fn post_to_lobby(fake: &FakeDiscord, alice: &FakeUser) {
    let call = slash(
        fake,
        alice,
        fake.general,
        "challenge",
        json!([
            option("variant", 4, json!(2)),
            option("color", 4, json!(0)),
            option("anywhere", 5, json!(true)),
        ]),
    )
    .await;
    assert!(!is_ephemeral(&call), "{call:?}");
}

/// The game of a thread or channel, from the database.
fn game_in(db: &std::path::Path, channel: u64) -> Option<data::StoredGame> {
    Store::open(db)
        .expect("the bot's database")
        .active_game_in_channel(ChannelId(channel))
        .expect("read")
}

/// The new thread under `parent` (the last one opened there).
fn thread_under(fake: &FakeDiscord, parent: u64) -> u64 {
    let id = parent.to_string();
    fake.threads()
        .into_iter()
        .rev()
        .find(|t| {
            fake.channel(*t)
                .is_some_and(|c| c["parent_id"] == id.as_str())
        })
        .unwrap_or_else(|| panic!("no thread under {parent}"))
}

/// `who` plays `san` in `channel`; the answer must be public.
pub(crate) async fn play(fake: &FakeDiscord, who: &FakeUser, channel: u64, san: &str) -> String {
    let call = slash(
        fake,
        who,
        channel,
        "move",
        json!([option("move", 3, json!(san))]),
    )
    .await;
    assert!(!is_ephemeral(&call), "{san} refused: {call:?}");
    content(&call)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::too_many_lines, reason = "one game's story across two servers")]
async fn a_lobby_challenge_from_one_server_is_played_from_two() {
    let fake = FakeDiscord::start().await;
    let b = fake.add_guild();
    let a_lobby = fake.add_channel_in(GUILD, "lobby");
    let b_lobby = fake.add_channel_in(b.id, "lobby");
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    let (alice, bob, dave, admin) = (alice(), bob(), dave(), manager());

    join_lobbies(
        &fake,
        &admin,
        &[(fake.general, a_lobby), (b.general, b_lobby)],
    )
    .await;
    // dave, in B, blocks alice: her challenges are not listed for him.
    let sent = fake.slash(
        &dave,
        b.general,
        "block",
        json!([option("player", 6, json!(alice.id.to_string()))]),
        &[&alice],
    );
    let blocked = fake.callback(&sent).await;
    assert!(content(&blocked).contains("You blocked"), "{blocked:?}");

    // The first challenge: mentioned in A's lobby, named in B's; two takers at once.
    post_to_lobby(&fake, &alice).await;
    let in_a = posted_saying(&fake, a_lobby, CHALLENGE, 1).await.remove(0);
    let in_b = posted_saying(&fake, b_lobby, CHALLENGE, 1).await.remove(0);
    assert!(text(&in_a).contains(&format!("<@{}>", alice.id)), "{in_a}");
    assert!(
        text(&in_b).contains("alice (from another server) challenges every server"),
        "{in_b}"
    );
    assert!(!text(&in_b).contains(&alice.id.to_string()), "{in_b}");
    let listed = slash(&fake, &bob, b.general, "games", json!([])).await;
    assert!(
        content(&listed).contains("Challenges in the lobby across servers"),
        "{listed:?}"
    );
    let hidden = slash(&fake, &dave, b.general, "games", json!([])).await;
    assert!(!content(&hidden).contains("alice:"), "{hidden:?}");
    let from_b = fake.press(&bob, &in_b, &accept_id(&in_b));
    let from_a = fake.press(&admin, &in_a, &accept_id(&in_a));
    let (one, two) = (fake.callback(&from_b).await, fake.callback(&from_a).await);
    let refused: Vec<&Call> = [&one, &two]
        .into_iter()
        .filter(|c| is_ephemeral(c))
        .collect();
    assert_eq!(refused.len(), 1, "one game, one refusal: {one:?}\n{two:?}");
    assert!(content(refused[0]).contains("Too late"), "{:?}", refused[0]);
    let store = Store::open(&db).expect("the bot's database");
    let games = store.active_games_of(UserId(alice.id), None).expect("read");
    assert_eq!(games.len(), 1, "{games:?}");
    // alice aborts that game; the next one is the story.
    drop(store);
    let aborted = slash(
        &fake,
        &alice,
        games[0].channel_of(UserId(alice.id)).0,
        "abort",
        json!([]),
    )
    .await;
    assert!(!is_ephemeral(&aborted), "{aborted:?}");

    // The second challenge, taken by bob in B: a thread in each server.
    post_to_lobby(&fake, &alice).await;
    let in_b = posted_saying(&fake, b_lobby, CHALLENGE, 2).await.remove(1);
    let in_a = posted_saying(&fake, a_lobby, CHALLENGE, 2).await.remove(1);
    let threads_before = fake.threads().len();
    let taken = fake.press(&bob, &in_b, &accept_id(&in_b));
    assert!(!is_ephemeral(&fake.callback(&taken).await));
    // Its copy in A's lobby is greyed out too, not only the one pressed.
    let copy = format!("/messages/{}", in_a["id"].as_str().expect("an id"));
    let edit = fake
        .wait_for("A's copy disabled", |c| {
            c.method == "PATCH" && c.path.ends_with(&copy)
        })
        .await;
    assert!(
        bot_testkit::fake::json::buttons(&edit.json)
            .into_iter()
            .all(|b| b["disabled"] == true),
        "{}",
        edit.json
    );
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while fake.threads().len() < threads_before + 2 {
        assert!(tokio::time::Instant::now() < deadline, "two threads");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let (a_thread, b_thread) = (
        thread_under(&fake, fake.general),
        thread_under(&fake, b_lobby),
    );
    let game = game_in(&db, a_thread).expect("the game in A's thread");
    let mirror = game.mirror.expect("shown in B");
    assert_eq!(
        (mirror.guild, mirror.channel, mirror.player),
        (GuildId(b.id), ChannelId(b_thread), UserId(bob.id))
    );
    let opening_a = posted(&fake, a_thread, 1).await.remove(0);
    let opening_b = posted(&fake, b_thread, 1).await.remove(0);
    assert!(
        text(&opening_a).contains(&format!("<@{}>, you have the first move", alice.id)),
        "{opening_a}"
    );
    assert!(
        text(&opening_b).contains("alice, you have the first move"),
        "{opening_b}"
    );

    // bob mates alice; each moves from their own thread, and each move shows in both.
    for (i, san) in ["f3", "e5", "g4", "Qh4#"].into_iter().enumerate() {
        let (who, here, there) = if i % 2 == 0 {
            (&alice, a_thread, b_thread)
        } else {
            (&bob, b_thread, a_thread)
        };
        let answer = play(&fake, who, here, san).await;
        let played = format!("played **{san}**");
        assert!(answer.contains(&played), "{answer}");
        posted_saying(&fake, there, &played, 1).await;
    }
    let ending_a = posted_saying(&fake, a_thread, "bob wins", 1)
        .await
        .remove(0);
    assert!(
        !text(&ending_a).contains(&bob.id.to_string()),
        "bob is not in A: {ending_a}"
    );

    // Rated in the global pool, not in A's.
    let global = slash(
        &fake,
        &alice,
        fake.general,
        "leaderboard",
        json!([option("variant", 4, json!(2)), option("scope", 4, json!(1))]),
    )
    .await;
    assert!(content(&global).contains(r"1\. bob"), "{global:?}");
    assert!(content(&global).contains(r"2\. alice"), "{global:?}");
    let local = slash(
        &fake,
        &alice,
        fake.general,
        "leaderboard",
        json!([option("variant", 4, json!(2))]),
    )
    .await;
    assert!(
        content(&local).contains("No rated Chess games have finished in this server"),
        "{local:?}"
    );

    stop_cleanly(&mut bot).await;
}

/// The binary with servers A and B in the lobby and alice's challenge (chess, as White)
/// posted from A; the challenge's copy in B's lobby, and B's lobby.
async fn a_challenge_in_two_lobbies(
    fake: &FakeDiscord,
    db: &std::path::Path,
) -> (bot_testkit::fake::process::Sanctum, Value, u64) {
    let b = fake.add_guild();
    let a_lobby = fake.add_channel_in(GUILD, "lobby");
    let b_lobby = fake.add_channel_in(b.id, "lobby");
    let bot = launch(fake, db, &Launch::default()).await;
    join_lobbies(
        fake,
        &manager(),
        &[(fake.general, a_lobby), (b.general, b_lobby)],
    )
    .await;
    post_to_lobby(fake, &alice()).await;
    let in_b = posted_saying(fake, b_lobby, CHALLENGE, 1).await.remove(0);
    (bot, in_b, b_lobby)
}

/// bob's active games, from the database.
fn games_of_bob(db: &std::path::Path) -> Vec<data::StoredGame> {
    Store::open(db)
        .expect("the bot's database")
        .active_games_of(UserId(bob().id), None)
        .expect("read")
}

/// alice moves e4 in `game` from her place; it shows in bob's, and is stored once.
async fn the_game_plays(fake: &FakeDiscord, db: &std::path::Path, game: &data::StoredGame) {
    let from_a = game.channel_of(UserId(alice().id));
    let from_b = game.channel_of(UserId(bob().id));
    assert_ne!(from_a, from_b);
    play(fake, &alice(), from_a.0, "e4").await;
    posted_saying(fake, from_b.0, "played **e4**", 1).await;
    let stored = Store::open(db).expect("db").game(game.id).expect("read");
    assert_eq!(stored.ply, 1, "played once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sigkill_before_a_lobby_game_is_stored_leaves_the_challenge_open() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, in_b, _) = a_challenge_in_two_lobbies(&fake, &db).await;
    let accept = accept_id(&in_b);
    // The database takes no write: the game cannot be stored, and the bot, past its
    // patience, acknowledges the press while it waits to store it.
    let writes = crate::discord::support::hold_writes(&db);
    let pressed = fake.press(&bob(), &in_b, &accept);
    let acknowledged = fake.hold_callback(&pressed);
    let deferral = acknowledged.holding().await;
    assert_eq!(deferral.json["type"], 6, "an acknowledgement: {deferral:?}");
    bot.kill().await;
    drop(writes);
    acknowledged.hang_up();

    let mut bot = launch(&fake, &db, &Launch::default()).await;
    assert!(games_of_bob(&db).is_empty(), "no game was stored");
    // The challenge is still open: pressing again takes it.
    let again = fake.press(&bob(), &in_b, &accept);
    let taken = fake.callback(&again).await;
    assert!(!is_ephemeral(&taken), "{taken:?}");
    let games = games_of_bob(&db);
    assert_eq!(games.len(), 1, "{games:?}");
    the_game_plays(&fake, &db, &games[0]).await;
    stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sigkill_after_a_lobby_game_is_stored_keeps_that_game_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, in_b, b_lobby) = a_challenge_in_two_lobbies(&fake, &db).await;
    let accept = accept_id(&in_b);
    // The game's first thread is being opened: the game is stored, nothing said yet.
    let thread = fake.hold("a game's thread", |method, path| {
        method == "POST" && path.ends_with("/threads")
    });
    let pressed = fake.press(&bob(), &in_b, &accept);
    thread.holding().await;
    let games = games_of_bob(&db);
    assert_eq!(games.len(), 1, "the game is stored: {games:?}");
    bot.kill().await;
    thread.hang_up();
    assert!(
        fake.answer(&pressed).is_none(),
        "the press was never answered"
    );
    assert!(fake.threads().is_empty(), "no thread was opened");

    let mut bot = launch(&fake, &db, &Launch::default()).await;
    // The challenge is taken: pressing again is refused, and no second game is made.
    let again = fake.press(&bob(), &in_b, &accept);
    let refused = fake.callback(&again).await;
    assert!(is_ephemeral(&refused), "taken once: {refused:?}");
    assert!(
        content(&refused).contains("already accepted"),
        "{refused:?}"
    );
    assert_eq!(games_of_bob(&db), games, "the same game, once");
    // bob plays from B's lobby, where the game was stored before its thread opened.
    assert_eq!(games[0].channel_of(UserId(bob().id)).0, b_lobby);
    the_game_plays(&fake, &db, &games[0]).await;
    stop_cleanly(&mut bot).await;
}
