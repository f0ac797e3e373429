//! A crowd at the real binary: eight members ask for the review of a long game at
//! once, and people playing elsewhere are answered as quickly as ever.

use crate::discord::binary::launch;
use crate::discord::support::{
    alice, answered, assert_none_refused, bob, is_ephemeral, option, start_game_in, stored_game,
};
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{Call, FakeDiscord, FakeUser, Sent};
use rules::{Color, Variant};
use serde_json::json;
use std::time::{Duration, Instant};

/// The finished game's length in plies.
const PLIES: usize = 132;

/// The text of a posted or edited message (not an interaction callback).
fn text(call: &Call) -> String {
    bot_testkit::fake::json::text(&call.json)
}

/// Every call answering `sent`.
fn answers(fake: &FakeDiscord, sent: &Sent) -> Vec<Call> {
    fake.calls()
        .into_iter()
        .filter(|c| sent.answered_by(c))
        .collect()
}

/// True once `sent` got its review: the public post (answering the first asker), or a
/// private follow-up carrying the same review.
fn has_review(fake: &FakeDiscord, sent: &Sent, channel: u64, game: data::GameId) -> bool {
    let wanted = format!("Review of game {} —", game.0);
    let here = answers(fake, sent)
        .iter()
        .any(|c| c.method == "POST" && text(c).contains(&wanted));
    let posted = fake.calls().iter().any(|c| {
        c.method == "POST"
            && c.path == format!("/channels/{channel}/messages")
            && c.at > sent.at
            && text(c).contains(&wanted)
    });
    here || posted
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_reviews_at_once_never_hold_up_a_move_or_a_board_elsewhere() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let finished_in = fake.add_channel("finished-game");
    let playing_in = fake.add_channel("another-game");
    let played = rules_testkit::long_game(Variant::Sanctuary, PLIES);
    assert_eq!(played.ply(), PLIES, "the scripted game is long enough");
    let resigned = data::GameResult::win(Color::Black, data::Termination::Resignation);
    let game = stored_game(&db, finished_in, &played, Some(resigned));
    let mut bot = launch(&fake, &db, &Launch::default()).await;
    let (alice, bob) = (alice(), bob());
    start_game_in(&fake, playing_in, &alice, &bob, 2).await;

    let members: Vec<FakeUser> = (0..8)
        .map(|i| FakeUser::new(700 + i, &format!("member{i}")))
        .collect();
    let asked: Vec<Sent> = members
        .iter()
        .map(|m| fake.slash(m, finished_in, "review", json!([]), &[]))
        .collect();
    tokio::time::sleep(Duration::from_secs(1)).await;

    let moved = fake.slash(
        &alice,
        playing_in,
        "move",
        json!([option("move", 3, json!("e4"))]),
        &[],
    );
    let call = answered(&fake, &moved).await;
    let move_took = call.at.duration_since(moved.at);
    assert!(!is_ephemeral(&call), "{call:?}");
    let board = fake.slash(&bob, playing_in, "board", json!([]), &[]);
    let call = answered(&fake, &board).await;
    let board_took = call.at.duration_since(board.at);
    println!("while eight reviews wait: move answered in {move_took:?}, board in {board_took:?}");
    // Discord's window for an answer is 3 s; the reviews must not push a move past it.
    assert!(move_took < Duration::from_secs(3), "{move_took:?}");
    assert!(board_took < Duration::from_secs(3), "{board_took:?}");

    // Every asker is acknowledged at once with their place, then gets the review.
    for sent in &asked {
        let call = answered(&fake, sent).await;
        assert!(call.at.duration_since(sent.at) < Duration::from_secs(3));
    }
    let started = Instant::now();
    while !asked
        .iter()
        .all(|s| has_review(&fake, s, finished_in, game))
    {
        assert!(
            started.elapsed() < Duration::from_mins(2),
            "not every asker got the review: {:?}\nthe first's answers: {:#?}\n{}",
            asked
                .iter()
                .map(|s| has_review(&fake, s, finished_in, game))
                .collect::<Vec<_>>(),
            answers(&fake, &asked[0])
                .iter()
                .map(|c| (&c.method, c.status, c.json.to_string()))
                .collect::<Vec<_>>(),
            bot.stderr()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let public: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| {
            c.method == "POST"
                && c.path == format!("/channels/{finished_in}/messages")
                && text(c).contains("Review of game")
        })
        .collect();
    assert_eq!(public.len(), 1, "one public review in the channel");
    assert_none_refused(&fake);

    bot.terminate();
    let status = bot.exit().await;
    bot.finish_output();
    let stderr = bot.stderr();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert_eq!(
        stderr.matches("game reviewed").count(),
        1,
        "the game is analysed once:\n{stderr}"
    );
}
