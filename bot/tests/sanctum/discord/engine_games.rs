//! Playing Sanctum itself through Discord's protocol: the real bot against the
//! loopback fake. A whole game against level 1 with every move of Sanctum's
//! announced with one board from the player's side (whichever colour, whatever the
//! server's boards do), Sanctum's move after a restart of the real binary, reviews
//! with their graph and progress, and the refusals around them.

use crate::discord::support::*;
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::fake::{APP, Call, FakeDiscord, FakeUser, GUILD, Sent};
use data::{EngineSide, GameStatus, NewGame, Store};
use rules::{Color, Variant};
use serde_json::{Value, json};
use std::path::Path;
use std::time::Duration;

/// `/challenge @Sanctum` to Capture the Scepter as White, with `extra` options added
/// or replacing those.
fn challenge_sanctum(fake: &FakeDiscord, who: &FakeUser, channel: u64, extra: &[Value]) -> Sent {
    let mut options = vec![
        option("opponent", 6, json!(APP.to_string())),
        option("variant", 4, json!(1)),
        option("color", 4, json!(0)),
    ];
    for o in extra {
        options.retain(|have| have["name"] != o["name"]);
        options.push(o.clone());
    }
    fake.slash(
        who,
        channel,
        "challenge",
        Value::Array(options),
        &[&sanctum()],
    )
}

/// Waits until the bot has posted at least `n` messages into `channel`.
async fn wait_for_posts(fake: &FakeDiscord, channel: u64, n: usize) -> Vec<Call> {
    let path = format!("/channels/{channel}/messages");
    fake.wait_for(&format!("post number {n} in the channel"), |_| {
        fake.calls()
            .iter()
            .filter(|c| c.method == "POST" && c.path == path)
            .count()
            >= n
    })
    .await;
    posts_in(fake, channel)
}

fn text_of(call: &Call) -> String {
    bot_testkit::fake::json::text(&call.json).clone()
}

/// Alice's move in the channel's game: a short search.
fn alice_move(db: &Path, channel: u64) -> String {
    let store = Store::open(db).expect("db");
    let loaded = store
        .load_active_game_in_channel(data::ChannelId(channel))
        .expect("db")
        .expect("an active game");
    bot_testkit::engine_move(&loaded.game)
}

fn last_game(db: &Path, channel: u64) -> data::StoredGame {
    Store::open(db)
        .expect("db")
        .last_game_in_channel(data::ChannelId(channel))
        .expect("db")
        .expect("a game")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_level_one_every_move_announced_and_unrated() {
    let (fake, bot, dir, _clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let alice = alice();
    let sent = challenge_sanctum(&fake, &alice, fake.general, &[option("level", 4, json!(1))]);
    let call = fake.callback(&sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert!(
        content(&call).contains("Sanctum accepts at once!"),
        "{}",
        call.json
    );
    assert!(content(&call).contains("level 1, casual"), "{}", call.json);
    assert_board_picture(&call, data(&call));
    let mut announced = 0;
    for _ in 0..150 {
        let mv = alice_move(&db, fake.general);
        let call = play(&fake, &alice, fake.general, &mv).await;
        assert!(!is_ephemeral(&call), "{mv}: {call:?}");
        if last_game(&db, fake.general).status != GameStatus::Active {
            assert_board_picture(&call, data(&call));
            break;
        }
        assert!(
            content(&call).contains("Sanctum is thinking…"),
            "{}",
            call.json
        );
        // One board per move of hers: Sanctum's reply brings it.
        assert!(call.files.is_empty(), "{mv}: a board before the reply");
        announced += 1;
        let posts = wait_for_posts(&fake, fake.general, announced).await;
        let post = &posts[announced - 1];
        assert!(
            text_of(post).starts_with("Sanctum played **"),
            "{}",
            post.json
        );
        assert_board_picture(post, &post.json);
        let (_, board) = post.files.first().expect("the board");
        assert_eq!(png_orientation(board), Color::White, "from alice's side");
        assert_eq!(
            post.json["allowed_mentions"]["users"],
            json!([alice.id.to_string()]),
            "{}",
            post.json
        );
        let game = last_game(&db, fake.general);
        if game.status != GameStatus::Active {
            break;
        }
        assert!(
            text_of(post).contains(&format!("<@{}>, your move — due <t:", alice.id)),
            "{}",
            post.json
        );
        assert_eq!(game.turn(), Color::White, "alice to move again");
    }
    let game = last_game(&db, fake.general);
    assert_ne!(game.status, GameStatus::Active, "the game ended");
    assert!(announced >= 2, "Sanctum announced {announced} moves");
    // Every stored move replays (the store checks each position), and nothing is rated.
    let store = Store::open(&db).expect("db");
    let loaded = store.load_game(game.id).expect("the game replays");
    assert!(loaded.moves.iter().filter(|m| m.by.0 == APP).count() >= 2);
    assert!(!game.rated);
    assert!(
        store
            .player_stats(data::UserId(alice.id), None)
            .expect("db")
            .is_empty()
    );
    assert_final_board_side(&fake, Color::White);
    // The game-over message has a Review button, for anyone in the channel.
    let ending = fake
        .messages()
        .into_iter()
        .rfind(|m| m.to_string().contains("Games against Sanctum are casual"))
        .expect("the game-over message says the game is casual");
    let review = button(&ending, ":review:");
    let pressed = fake.press(&carol(), &ending, &review);
    let _ = pressed;
    let reviewed = fake
        .wait_for("the review's text", |c| {
            c.json.to_string().contains("Review of game")
        })
        .await;
    let (_, graph) = reviewed
        .files
        .iter()
        .find(|(n, _)| n.ends_with("-review.png"))
        .expect("the evaluation graph");
    let (w, h) = png_size(graph);
    assert!(w > h, "{w}x{h}");
    assert_graph_alt(&reviewed.json);
    bot.stop().await.expect("clean shutdown");
}

/// The game-over message's board is from `side`, whoever won.
fn assert_final_board_side(fake: &FakeDiscord, side: Color) {
    let last = fake
        .calls()
        .into_iter()
        .rfind(|c| {
            c.json
                .to_string()
                .contains("Games against Sanctum are casual")
                && !c.files.is_empty()
        })
        .expect("the game-over message with its board");
    let (_, board) = last.files.first().expect("the board");
    assert_eq!(png_orientation(board), side, "the final board's side");
}

/// The evaluation graph is described for screen readers too.
fn assert_graph_alt(payload: &serde_json::Value) {
    let attachments = payload["attachments"]
        .as_array()
        .or_else(|| payload["data"]["attachments"].as_array())
        .expect("the attachments' metadata");
    let alt = attachments
        .iter()
        .find(|a| {
            a["filename"]
                .as_str()
                .is_some_and(|n| n.ends_with("-review.png"))
        })
        .and_then(|a| a["description"].as_str())
        .unwrap_or_else(|| panic!("no alt text on the graph: {attachments:?}"));
    assert!(alt.starts_with("Evaluation graph of game"), "{alt}");
    assert!(alt.chars().count() <= service::MAX_ALT_TEXT, "{alt}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_real_binary_plays_sanctums_move_after_a_restart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    // A game where Sanctum is to move when the process starts (it stopped before).
    {
        let store = Store::open(&db).expect("db");
        store
            .upsert_player(data::UserId(alice().id), "alice", T0)
            .expect("player");
        store
            .upsert_player(data::UserId(APP), "Sanctum", T0)
            .expect("player");
        store
            .create_engine_game(
                &NewGame {
                    guild: data::GuildId(GUILD),
                    channel: data::ChannelId(fake.general),
                    white: data::UserId(APP),
                    black: data::UserId(alice().id),
                    variant: Variant::Sanctuary,
                    rated: false,
                    days_per_move: 3,
                    start_fen: None,
                    created_at: T0,
                },
                EngineSide {
                    color: Color::White,
                    level: 2,
                },
            )
            .expect("a game against Sanctum");
    }
    games_in_channels(&db, &fake.guild_ids());
    let mut bot = Sanctum::start(sanctum_exe(), &fake, &db, &Launch::default());
    let posts = wait_for_posts(&fake, fake.general, 1).await;
    let post = &posts[0];
    assert!(
        text_of(post).starts_with("Sanctum played **"),
        "{}",
        post.json
    );
    assert!(
        text_of(post).contains(&format!("<@{}>, your move", alice().id)),
        "{}",
        post.json
    );
    assert_board_picture(post, &post.json);
    bot.terminate();
    assert!(bot.exit().await.success());
    let game = last_game(&db, fake.general);
    assert_eq!(game.ply, 1);
    assert_eq!(game.turn(), Color::Black);
}

/// A finished chess game between alice and bob with a scripted blunder (3...Nf6??).
fn blundered_game(db: &Path, channel: u64) -> data::GameId {
    let mut played = rules::Game::new(Variant::Chess);
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        played.play_san(san).expect("legal");
    }
    stored_game(db, channel, &played, None)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_shows_progress_then_the_blunder_and_a_graph_and_is_stored() {
    // Every answer acknowledged first, so the review's progress edits show.
    let (fake, bot, dir, _clock) = start_with(|c| c.defer_after = Duration::ZERO).await;
    let db = dir.path().join("sanctum.db");
    let game = blundered_game(&db, fake.general);
    let carol = carol();
    let sent = fake.slash(&carol, fake.general, "review", json!([]), &[]);
    let posts = wait_for_posts(&fake, fake.general, 1).await;
    let post = &posts[0];
    let text = text_of(post);
    assert!(
        text.contains(&format!("Review of game {} —", game.0)),
        "{text}"
    );
    assert!(
        text.contains("3... **Nf6** (bob): blunder — better was **"),
        "{text}"
    );
    let (name, bytes) = post
        .files
        .iter()
        .find(|(n, _)| n.ends_with("-review.png"))
        .expect("the evaluation graph");
    let (w, h) = png_size(bytes);
    assert!(w > h && h >= 100, "{name}: {w}x{h}");
    assert_board_picture(post, &post.json);
    let edits: Vec<String> = fake
        .calls()
        .iter()
        .filter(|c| sent.answered_by(c) && c.method == "PATCH")
        .map(|c| bot_testkit::fake::json::text(&c.json))
        .collect();
    assert!(
        edits.iter().any(|e| e.starts_with("Reviewing… move ")),
        "progress shown by editing the answer: {edits:?}"
    );
    assert!(
        Store::open(&db)
            .expect("db")
            .review(game)
            .expect("db")
            .is_some()
    );
    // A second review answers from the store.
    let again = fake.slash(
        &alice(),
        fake.general,
        "review",
        json!([option("game", 3, json!(game.0.to_string()))]),
        &[],
    );
    let posts = wait_for_posts(&fake, fake.general, 2).await;
    assert_eq!(text_of(&posts[1]), text);
    // Nothing analysed again: no place in the queue, no progress shown.
    let progress: Vec<String> = fake
        .calls()
        .iter()
        .filter(|c| again.answered_by(c))
        .map(|c| bot_testkit::fake::json::text(&c.json))
        .filter(|t| t.starts_with("Reviewing…"))
        .collect();
    assert!(progress.is_empty(), "analysed again: {progress:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_levels_busy_channels_and_unreviewable_games_are_refused_privately() {
    let (fake, bot, dir, _clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let alice = alice();
    let games = || {
        let store = Store::open(&db).expect("db");
        (1..100)
            .take_while(|id| store.game(data::GameId(*id)).is_ok())
            .count()
    };
    for level in [0, 9] {
        let sent = challenge_sanctum(
            &fake,
            &alice,
            fake.general,
            &[option("level", 4, json!(level))],
        );
        let call = fake.callback(&sent).await;
        assert!(is_ephemeral(&call), "{call:?}");
        assert!(
            content(&call).contains(&format!(
                "There is no level {level}: Sanctum plays at levels 1"
            )),
            "{}",
            call.json
        );
    }
    assert_eq!(games(), 0);
    // One game against Sanctum here; a second one in the same channel is refused.
    let sent = challenge_sanctum(&fake, &alice, fake.general, &[]);
    assert!(!is_ephemeral(&fake.callback(&sent).await));
    let sent = challenge_sanctum(&fake, &alice, fake.general, &[option("level", 4, json!(5))]);
    let call = fake.callback(&sent).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(
        content(&call).contains("already has a game going"),
        "{}",
        call.json
    );
    assert_eq!(games(), 1);
    // The game being played cannot be reviewed yet, here or by number.
    let game = last_game(&db, fake.general).id;
    for options in [
        json!([]),
        json!([option("game", 3, json!(game.0.to_string()))]),
    ] {
        let sent = fake.slash(&alice, fake.general, "review", options, &[]);
        let call = fake.callback(&sent).await;
        assert!(is_ephemeral(&call), "{call:?}");
        assert!(
            content(&call).contains("still being played"),
            "{}",
            call.json
        );
    }
    // A finished game of another server is not found from this one.
    let other = fake.add_guild();
    let finished = blundered_game(&db, fake.add_channel("elsewhere"));
    let sent = fake.slash(
        &alice,
        other.general,
        "review",
        json!([option("game", 3, json!(finished.0.to_string()))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(
        content(&call).contains(&format!("There is no game {} in this server", finished.0)),
        "{}",
        call.json
    );
    assert!(
        Store::open(&db)
            .expect("db")
            .review(finished)
            .expect("db")
            .is_none()
    );
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_sanctum_gets_its_thread_and_sanctum_moves_there() {
    let (fake, bot, dir, _clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let admin = threads_on(&fake).await;
    // The server keeps White at the bottom of shared boards; a game against Sanctum
    // has one person in it, whose side the boards show all the same.
    let sent = fake.slash(
        &admin,
        fake.general,
        "settings",
        json!([option("boards_turn", 5, json!(false))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(matches!(call.status, 200 | 204), "{}", call.json);
    // Alice takes Black: Sanctum's first move comes into the new thread.
    let sent = challenge_sanctum(
        &fake,
        &admin,
        fake.general,
        &[option("color", 4, json!(1)), option("level", 4, json!(2))],
    );
    let call = fake.callback(&sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("own thread"), "{}", call.json);
    let thread = fake
        .threads()
        .pop()
        .expect("a thread for the game against Sanctum");
    let posts = wait_for_posts(&fake, thread, 2).await;
    assert!(
        text_of(&posts[0]).contains("Sanctum accepts at once!"),
        "{}",
        posts[0].json
    );
    assert!(
        text_of(&posts[1]).starts_with("Sanctum played **"),
        "{}",
        posts[1].json
    );
    assert_board_picture(&posts[1], &posts[1].json);
    let (_, board) = posts[1].files.first().expect("the board");
    assert_eq!(png_orientation(board), Color::Black, "from alice's side");
    let game = last_game(&db, thread);
    assert_eq!((game.ply, game.channel.0), (1, thread));
    assert!(
        posts_in(&fake, fake.general).is_empty(),
        "nothing of the game in the channel"
    );
    bot.stop().await.expect("clean shutdown");
}

/// The review of an 80-move game, end to end: from `/review` to the finished review
/// posted. Ignored by default (a timing on a shared machine); run with
/// `cargo test --release -p sanctum --test sanctum discord::engine_games::an_eighty -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a timing, not a pass/fail check on a shared machine"]
async fn an_eighty_move_review_through_discord_finishes_within_thirty_seconds() {
    let (fake, bot, dir, _clock) = start().await;
    let db = dir.path().join("sanctum.db");
    let played = rules_testkit::long_game(Variant::Sanctuary, 160);
    let ply = u32::try_from(played.ply()).expect("small");
    let resigned = data::GameResult::win(Color::Black, data::Termination::Resignation);
    let game = stored_game(&db, fake.general, &played, Some(resigned));
    let sent = fake.slash(&carol(), fake.general, "review", json!([]), &[]);
    // Longer than the fake's usual patience: the review may take its whole budget.
    let give_up = tokio::time::Instant::now() + Duration::from_mins(1);
    while posts_in(&fake, fake.general).is_empty() && tokio::time::Instant::now() < give_up {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let posts = wait_for_posts(&fake, fake.general, 1).await;
    let took = posts[0].at.duration_since(sent.at);
    println!(
        "review of an {}-move game answered in {took:.1?}",
        ply.div_ceil(2)
    );
    assert!(
        text_of(&posts[0]).contains(&format!("Review of game {} —", game.0)),
        "{}",
        posts[0].json
    );
    assert!(took < Duration::from_secs(30), "{took:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sanctums_lost_move_is_played_after_the_next_tick_once() {
    let (fake, bot, dir, clock) = start().await;
    let alice = alice();
    let channel = fake.add_channel("lost");
    // A game where Sanctum (White) is to move, which no search queue heard of: what a
    // move lost to a database error leaves behind.
    let store = Store::open(dir.path().join("sanctum.db")).expect("db");
    let now = service::Clock::now(&*clock);
    store
        .upsert_player(data::UserId(APP), "Sanctum", now)
        .expect("db");
    store
        .upsert_player(data::UserId(alice.id), "alice", now)
        .expect("db");
    let new = NewGame {
        guild: data::GuildId(GUILD),
        channel: data::ChannelId(channel),
        white: data::UserId(APP),
        black: data::UserId(alice.id),
        variant: Variant::Chess,
        rated: false,
        days_per_move: 3,
        start_fen: None,
        created_at: now,
    };
    let side = EngineSide {
        color: Color::White,
        level: 1,
    };
    let game = store.create_engine_game(&new, side).expect("game");
    // Rounds within the grace leave it alone.
    bot.rounds_pass(2).await;
    assert!(fake.creates_in(channel).is_empty());

    clock.advance(service::policy::ENGINE_RETRY_AFTER);
    let posts = wait_for_posts(&fake, channel, 1).await;
    assert!(
        text_of(&posts[0]).starts_with("Sanctum played **"),
        "{}",
        posts[0].json
    );
    // Later rounds find it alice's turn: one move, one post.
    bot.rounds_pass(2).await;
    assert_eq!(fake.creates_in(channel).len(), 1);
    assert_eq!(store.game(game.id).expect("db").ply, 1);
    bot.stop().await.expect("clean shutdown");
}
