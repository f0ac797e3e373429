//! A server's leaderboards and players' pages on the real binary: not found until a
//! manager turns them on with `/settings web:true`; then the leaderboard lists the
//! players of finished rated games by display name with their ratings, each linked
//! to their page with its rating graph and recent games (each linked to its game's
//! page); `/leaderboard` and `/stats` link to them; no Discord id in any page or
//! address; off again, not found again.

use crate::discord::binary::stop_cleanly;
use crate::discord::support::{
    alice, answered, bob, carol, content, data, option, play_all, start_game,
};
use crate::discord::web::{KEY, launch_web};
use bot_testkit::fake::{Call, FakeDiscord, FakeUser, GUILD};
use bot_testkit::scrape::fetch;
use data::{GameId, GuildId, UserId};
use sanctum::http::web::WebKey;
use serde_json::json;

/// The address of the View button on an answer, if it has one.
fn view_link(call: &Call) -> Option<String> {
    bot_testkit::fake::json::buttons(data(call))
        .into_iter()
        .find(|b| b["style"] == 5)
        .and_then(|b| b["url"].as_str().map(str::to_owned))
}

/// `admin` sets `/settings web:on`; returns the answer's text.
async fn web_pages(fake: &FakeDiscord, admin: &FakeUser, on: bool) -> String {
    let sent = fake.slash(
        admin,
        fake.general,
        "settings",
        json!([option("web", 5, json!(on))]),
        &[],
    );
    content(&answered(fake, &sent).await)
}

/// `who`'s `/name` answer in the general channel, with `options`.
async fn ask(fake: &FakeDiscord, who: &FakeUser, name: &str, options: serde_json::Value) -> Call {
    answered(fake, &fake.slash(who, fake.general, name, options, &[])).await
}

/// A page's status and HTML.
async fn page(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let answer = fetch(addr, path).await.expect("an answer");
    (answer.status, answer.text())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::too_many_lines, reason = "the pages, off, on and off again")]
async fn a_server_that_turns_pages_on_has_leaderboards_and_player_pages_without_ids() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    let (alice, bob) = (alice(), bob());
    // Game 1: bob mates alice in two (a rated game, four plies).
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "f3 e5 g4 Qh4#").await;

    let key = WebKey::new(KEY).expect("a key");
    let guild = GuildId(GUILD);
    let server = format!("/server/{}", key.server_token(guild));
    let alice_page = format!(
        "{server}/player/{}",
        key.player_token(guild, UserId(alice.id))
    );
    // Off by default: not found, and /leaderboard links nowhere.
    assert_eq!(page(addr, &server).await.0, 404);
    assert_eq!(page(addr, &alice_page).await.0, 404);
    let variant = json!([option("variant", 4, json!(2))]);
    let board = ask(&fake, &alice, "leaderboard", variant.clone()).await;
    assert_eq!(view_link(&board), None, "{}", board.json);

    // Only a manager may turn them on.
    let refused = web_pages(&fake, &alice, true).await;
    assert!(refused.contains("Manage Server"), "{refused}");
    assert_eq!(page(addr, &server).await.0, 404);
    let mut admin = carol();
    admin.permissions |= 0x20; // Manage Server
    let said = web_pages(&fake, &admin, true).await;
    assert!(
        said.contains("the leaderboards and players' pages on the web"),
        "{said}"
    );

    // Game 2: alice mates bob in four.
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#").await;

    // /leaderboard and /stats link to the pages.
    let board = ask(&fake, &bob, "leaderboard", variant).await;
    assert_eq!(view_link(&board), Some(format!("{public}{server}")));
    let own = ask(&fake, &alice, "stats", json!([])).await;
    assert_eq!(view_link(&own), Some(format!("{public}{alice_page}")));

    let (code, html) = page(addr, &server).await;
    assert_eq!(code, 200, "{html}");
    assert!(html.contains("<h2>Chess</h2>"), "{html}");
    let bob_page = format!(
        "{server}/player/{}",
        key.player_token(guild, UserId(bob.id))
    );
    for (who, path) in [(&alice, &alice_page), (&bob, &bob_page)] {
        assert!(
            html.contains(&format!("<a href=\"{path}\">{}</a>", who.name)),
            "{} linked: {html}",
            who.name
        );
    }
    let store = data::Store::open(&db).expect("the bot's database");
    for who in [&alice, &bob] {
        let r = store
            .rating(guild, rules::Variant::Chess, UserId(who.id))
            .expect("a rating");
        assert_eq!(r.games, 2);
        assert!(
            html.contains(&format!("<td>{}</td>", r.rating.display())),
            "{}'s rating: {html}",
            who.name
        );
    }
    assert!(html.contains("property=\"og:title\" content=\"Leaderboards\""));

    let (code, html) = page(addr, &alice_page).await;
    assert_eq!(code, 200, "{html}");
    assert!(html.contains("<h1>alice</h1>"), "{html}");
    assert!(html.contains("2 games: 1 won, 0 drawn, 1 lost"), "{html}");
    assert!(
        html.contains("<svg") && html.contains("<polyline"),
        "{html}"
    );
    assert!(
        html.contains("rating after each of the last 2 rated games"),
        "{html}"
    );
    for game in [1, 2] {
        assert!(
            html.contains(&format!("href=\"/game/{}\"", key.game_token(GameId(game)))),
            "game {game} linked: {html}"
        );
    }
    assert!(html.contains("won by checkmate") && html.contains("lost by checkmate"));
    assert!(
        html.contains(&format!("href=\"{server}\"")),
        "back to the boards"
    );
    let game = page(addr, &format!("/game/{}", key.game_token(GameId(2)))).await;
    assert_eq!(game.0, 200);

    crate::discord::web::photograph(
        addr,
        &[("server", server.clone()), ("player", alice_page.clone())],
    );
    // No Discord id anywhere: not the players', not the server's, not in hex.
    let pages = [
        page(addr, &server).await.1,
        page(addr, &alice_page).await.1,
        page(addr, &bob_page).await.1,
    ];
    for html in &pages {
        for id in [alice.id, bob.id, admin.id, GUILD] {
            assert!(!html.contains(&id.to_string()), "{id} in {html}");
            assert!(!html.contains(&format!("{id:x}")), "{id:x} in {html}");
        }
    }

    // A token of another server, a player who never played, a changed tag: not found.
    let elsewhere = format!(
        "{server}/player/{}",
        key.player_token(GuildId(GUILD + 1), UserId(alice.id))
    );
    let nobody = format!(
        "{server}/player/{}",
        key.player_token(guild, UserId(admin.id))
    );
    let changed = format!("{}0", &alice_page[..alice_page.len() - 1]);
    for path in [&elsewhere, &nobody, &changed] {
        if path != &alice_page {
            assert_eq!(page(addr, path).await.0, 404, "{path}");
        }
    }

    // Off again: not found again.
    let said = web_pages(&fake, &admin, false).await;
    assert!(said.contains("no leaderboards or players' pages"), "{said}");
    assert_eq!(page(addr, &server).await.0, 404);
    assert_eq!(page(addr, &alice_page).await.0, 404);
    stop_cleanly(&mut bot).await;
}
