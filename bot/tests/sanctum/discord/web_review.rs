//! A finished game's page after its review (asked for through the loopback Discord and
//! made by the real engine in the binary): each side's accuracy, the evaluation graph
//! with its words, the slips marked in the move list and listed with links to their
//! positions; and the game's replay as a GIF download. A review asked for from a
//! player's own page: queued like `/review`, posted in the game's channel, the engine's
//! line then shown at each position, within the same limit for each person.

use crate::discord::binary::stop_cleanly;
use crate::discord::support::{alice, png_size, stored_game};
use crate::discord::web::{KEY, launch_web, photograph};
use bot_testkit::fake::Call;
use bot_testkit::fake::FakeDiscord;
use bot_testkit::scrape::{fetch, fetch_with_cookie, post_form};
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "one review, asked for and seen on both pages"
)]
async fn a_player_asks_for_the_review_on_their_page_and_the_game_page_shows_the_engines_lines() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, _) = launch_web(&fake, &db).await;
    let mut played = rules::Game::new(rules::Variant::Chess);
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        played.play_san(san).expect("legal");
    }
    let game = stored_game(&db, fake.general, &played, None);
    let key = WebKey::new(KEY).expect("a key");
    let token = key.game_token(game);
    let link = key.play_token(service::PlayLink {
        game,
        color: rules::Color::White,
        generation: 0,
        until: 4_102_444_800,
    });
    // Before: the game's page says who may ask; the player's page offers to.
    let html = fetch(addr, &format!("/game/{token}"))
        .await
        .expect("a page")
        .text();
    assert!(
        html.contains("No engine review of this game yet."),
        "{html}"
    );
    assert!(!html.contains("id=\"engine\""), "{html}");
    assert!(key.read_play_token(&link).is_some(), "{link}");
    let traded = fetch_with_cookie(addr, &format!("/play/{link}"), None)
        .await
        .expect("a trade");
    assert_eq!(traded.status, 303, "{link}: {}", traded.text());
    let cookie = traded
        .header("set-cookie")
        .split(';')
        .next()
        .expect("a cookie")
        .to_owned();
    let seat = traded.header("location").to_owned();
    let mine = fetch_with_cookie(addr, &seat, Some(&cookie))
        .await
        .expect("the player's page")
        .text();
    assert!(
        mine.contains("Ask the engine to review this game"),
        "{mine}"
    );
    assert!(
        mine.contains(&format!("action=\"{seat}/review\"")),
        "{mine}"
    );

    // Asked: queued, then posted in the game's channel and stored.
    let asked = post_form(addr, &format!("/play/{link}/review"), &[])
        .await
        .expect("an answer");
    assert_eq!(asked.status, 303, "{}", asked.text());
    let store = data::Store::open(&db).expect("the database");
    let deadline = tokio::time::Instant::now() + Duration::from_mins(1);
    while store.review(game).expect("the database").is_none() {
        assert!(tokio::time::Instant::now() < deadline, "no review stored");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let path = format!("/channels/{}/messages", fake.general);
    fake.wait_for("the review posted in the game's channel", |c: &Call| {
        c.method == "POST"
            && c.path == path
            && Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains("Accuracy"))
    })
    .await;

    // The game's page shows the engine's view of the shown position, and of every
    // other in the move list for the script to show as it steps.
    let html = fetch(addr, &format!("/game/{token}?ply=5"))
        .await
        .expect("a page")
        .text();
    let shown = html
        .split("id=\"engine\"")
        .nth(1)
        .and_then(|rest| rest.split("</p>").next())
        .expect("the engine's line under the board");
    assert!(shown.contains("Engine: "), "{shown}");
    assert!(shown.contains("3… "), "Black to move after 3. Bc4: {shown}");
    assert!(html.contains("data-engine=\"Engine: "), "{html}");
    assert!(
        !html.contains("No engine review of this game yet."),
        "{html}"
    );
    let mine = fetch_with_cookie(addr, &seat, Some(&cookie))
        .await
        .expect("the player's page")
        .text();
    assert!(mine.contains("The engine has reviewed this game"), "{mine}");
    assert!(mine.contains("Nf6<span class=\"mark\">??</span>"), "{mine}");

    photograph(
        addr,
        &[
            ("game-engine-lines", format!("/game/{token}?ply=5")),
            ("play-reviewed", format!("/play/{link}")),
        ],
    );
    // Asking again answers from the stored review, within the person's limit: the
    // eleventh request of the hour is refused, in words.
    for n in 2..=11 {
        let again = post_form(addr, &format!("/play/{link}/review"), &[])
            .await
            .expect("an answer");
        if n <= 10 {
            assert_eq!(again.status, 303, "request {n}: {}", again.text());
        } else {
            assert_eq!(again.status, 409, "request {n}");
            assert!(again.text().contains("reviews"), "{}", again.text());
        }
    }
    stop_cleanly(&mut bot).await;
}
