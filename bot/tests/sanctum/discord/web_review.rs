//! A finished game's page after its review (asked for through the loopback Discord and
//! made by the real engine in the binary): each side's accuracy, the evaluation graph
//! with its words, the slips marked in the move list and listed with links to their
//! positions; and the game's replay as a GIF download.

use crate::discord::binary::stop_cleanly;
use crate::discord::support::{alice, png_size, stored_game};
use crate::discord::web::{KEY, launch_web, photograph};
use bot_testkit::fake::FakeDiscord;
use bot_testkit::scrape::fetch;
use sanctum::http::web::WebKey;
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reviewed_game_shows_its_accuracy_graph_and_slips_and_replays_as_a_gif() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, _) = launch_web(&fake, &db).await;
    // 3...Nf6?? lets White mate at once.
    let mut played = rules::Game::new(rules::Variant::Chess);
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        played.play_san(san).expect("legal");
    }
    let game = stored_game(&db, fake.general, &played, None);
    let token = WebKey::new(KEY).expect("a key").game_token(game);

    // Before any review: no review section, and the replay to download.
    let html = fetch(addr, &format!("/game/{token}"))
        .await
        .expect("a page")
        .text();
    assert!(!html.contains("Accuracy"), "{html}");
    assert!(
        html.contains(&format!("href=\"/game/{token}/gif\" download")),
        "{html}"
    );
    assert_eq!(
        fetch(addr, &format!("/game/{token}/review"))
            .await
            .expect("an answer")
            .status,
        404
    );

    fake.slash(&alice(), fake.general, "review", json!([]), &[]);
    let store = data::Store::open(&db).expect("the database");
    let deadline = tokio::time::Instant::now() + Duration::from_mins(1);
    while store.review(game).expect("the database").is_none() {
        assert!(tokio::time::Instant::now() < deadline, "no review stored");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    let page = fetch(addr, &format!("/game/{token}"))
        .await
        .expect("a page");
    let html = page.text();
    assert!(html.contains("<h2>Review</h2>"), "{html}");
    assert!(html.contains("Accuracy: alice (White) "), "{html}");
    // The blunder marked in the move list and listed, linking to its position.
    assert!(html.contains("Nf6<span class=\"mark\">??</span>"), "{html}");
    assert!(
        html.contains("<a href=\"?ply=6\" data-ply-link=\"6\">3... <strong>Nf6</strong> (bob): blunder — better was <strong>"),
        "{html}"
    );
    assert!(
        html.contains(&format!(
            "<img src=\"/game/{token}/review\" alt=\"Evaluation graph of game {}",
            game.0
        )),
        "{html}"
    );
    let graph = fetch(addr, &format!("/game/{token}/review"))
        .await
        .expect("a graph");
    assert_eq!(
        (graph.status, graph.header("content-type")),
        (200, "image/png")
    );
    let (w, h) = png_size(&graph.body);
    assert!(w > h && h >= 100, "{w}x{h}");

    let gif = fetch(addr, &format!("/game/{token}/gif"))
        .await
        .expect("a GIF");
    assert_eq!((gif.status, gif.header("content-type")), (200, "image/gif"));
    assert!(gif.body.starts_with(b"GIF89a"), "a GIF");
    assert_eq!(
        gif.header("content-disposition"),
        format!("attachment; filename=\"game-{}.gif\"", game.0)
    );
    assert!(
        gif.header("cache-control").contains("immutable"),
        "the game is over"
    );
    photograph(addr, &[("game-reviewed", format!("/game/{token}"))]);
    stop_cleanly(&mut bot).await;
}
