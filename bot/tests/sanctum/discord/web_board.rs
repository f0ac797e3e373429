//! The board drawn in the page, on the real binary in a real headless Chromium: each
//! piece where the position says (a8 at the top left for White, h1 for Black), a piece
//! dragged on a player's private page played and announced on Discord, the page in
//! both colour schemes on a phone and a desktop, and the opening explorer on a game's
//! page and on its own.

use crate::discord::binary::stop_cleanly;
use crate::discord::play_web::{announced, link_from_board};
use crate::discord::support::{alice, bob, custom_ids, play_all, start_game};
use crate::discord::web::{KEY, launch_web};
use bot_testkit::browser::{Browser, chromium_or_skip};
use bot_testkit::scrape::fetch;
use sanctum::http::web::WebKey;
use serde_json::{Value, json};

/// The centre on screen of the element `selector` finds.
async fn centre(browser: &mut Browser, selector: &str) -> (f64, f64) {
    let v = browser
        .eval(&format!(
            "(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
        ))
        .await;
    (v[0].as_f64().expect("x"), v[1].as_f64().expect("y"))
}

/// Where the board on screen draws the piece on `square`: its column and row from the
/// top left, and its picture's name (`wp`).
async fn drawn_at(browser: &mut Browser, square: &str) -> Value {
    browser
        .eval(&format!(
            "(() => {{ const b = document.querySelector('#board svg').getBoundingClientRect(); \
             const p = document.querySelector('#board use[data-square={square}]'); \
             if (!p) return null; const r = p.getBoundingClientRect(); const s = b.width / 8; \
             return [Math.floor((r.left + r.width / 2 - b.left) / s), \
                     Math.floor((r.top + r.height / 2 - b.top) / s), p.dataset.piece]; }})()"
        ))
        .await
}

/// Drags the piece on `from` to `to` on a private page.
async fn drag(browser: &mut Browser, from: &str, to: &str) {
    let a = centre(browser, &format!(".squares [data-square={from}]")).await;
    let b = centre(browser, &format!(".squares [data-square={to}]")).await;
    browser.drag(a, b).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::too_many_lines, reason = "one game, seen from both sides")]
async fn in_a_real_browser_a_dragged_piece_is_played_and_each_side_sees_its_own_board() {
    if !chromium_or_skip() {
        return;
    }
    let fake = bot_testkit::fake::FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;
    let link = link_from_board(&fake, &white, &public).await;

    let mut browser = Browser::start().await;
    browser.open(&format!("http://{addr}{link}")).await;
    browser
        .until(
            "the squares laid over the drawn board",
            "document.querySelectorAll('.squares button').length === 64 \
             && document.querySelectorAll('#board svg use').length === 32",
        )
        .await;
    // White sees a8 at the top left, her king on e1 at the bottom.
    assert_eq!(drawn_at(&mut browser, "a8").await, json!([0, 0, "br"]));
    assert_eq!(drawn_at(&mut browser, "e1").await, json!([4, 7, "wk"]));
    assert_eq!(drawn_at(&mut browser, "e2").await, json!([4, 6, "wp"]));
    browser.photograph("play-board-white").await;
    // At 1100×900 the whole board is on screen, and the script speaks the page's words.
    let fold = browser
        .eval(
            "(() => { const b = document.querySelector('#board svg').getBoundingClientRect(); \
             return [b.bottom <= innerHeight, b.bottom, innerHeight, \
                     document.querySelector('.squares').getAttribute('aria-label')]; })()",
        )
        .await;
    assert_eq!(
        fold[0], true,
        "the board's bottom rank above the fold: {fold}"
    );
    assert_eq!(fold[3], "The board: pick a piece, then where it goes");
    let g1 = centre(&mut browser, ".squares [data-square=g1]").await;
    browser.click_at(g1.0, g1.1).await;
    browser
        .until(
            "the knight's squares said",
            "document.querySelector('#choice').textContent === 'White knight on g1 may go to f3, h3.'",
        )
        .await;
    // Each square's button lies over the drawn square.
    let (button, piece) = (
        centre(&mut browser, ".squares [data-square=g1]").await,
        centre(&mut browser, "#board use[data-square=g1]").await,
    );
    assert!(
        (button.0 - piece.0).abs() < 1.0 && (button.1 - piece.1).abs() < 1.0,
        "{button:?} {piece:?}"
    );
    // The pawn dragged from e2 to e4 is played, and Discord hears of it.
    drag(&mut browser, "e2", "e4").await;
    announced(&fake, "e4").await;
    browser
        .until(
            "the page shows e4 played, both its squares marked",
            "document.querySelector('.choose').textContent.includes('It is not your move') \
             && document.querySelector('#board use[data-square=e4]')?.dataset.piece === 'wp' \
             && Array.from(document.querySelectorAll('#board rect.last')).map(r => r.dataset.last).join() === 'e2,e4'",
        )
        .await;
    assert_eq!(drawn_at(&mut browser, "e4").await, json!([4, 4, "wp"]));
    assert_eq!(drawn_at(&mut browser, "e2").await, Value::Null);

    // Black's page is turned round: h1 at the top left, a8 at the bottom right.
    let link = link_from_board(&fake, &black, &public).await;
    browser.open(&format!("http://{addr}{link}")).await;
    browser
        .until(
            "Black's board",
            "document.querySelectorAll('.squares button').length === 64 \
             && document.querySelector('#board svg').dataset.side === 'black'",
        )
        .await;
    assert_eq!(drawn_at(&mut browser, "h1").await, json!([0, 0, "wr"]));
    assert_eq!(drawn_at(&mut browser, "a8").await, json!([7, 7, "br"]));
    assert_eq!(drawn_at(&mut browser, "e4").await, json!([3, 3, "wp"]));
    browser.photograph("play-board-black").await;
    drag(&mut browser, "e7", "e5").await;
    announced(&fake, "e5").await;
    let store = data::Store::open(&db).expect("the database");
    let game = store.load_game(data::GameId(1)).expect("the game");
    let played: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(played, ["e4", "e5"]);
    // In German, the script's words are German too.
    let sep = if link.contains('?') { '&' } else { '?' };
    browser
        .open(&format!("http://{addr}{link}{sep}lang=de"))
        .await;
    browser
        .until(
            "Black's board in German",
            "document.querySelector('.squares')?.getAttribute('aria-label') \
             === 'Das Brett: wähle eine Figur, dann ihr Zielfeld'",
        )
        .await;
    let d7 = centre(&mut browser, ".squares [data-square=d7]").await;
    browser.click_at(d7.0, d7.1).await;
    browser
        .until(
            "not Black's move, in German",
            "document.querySelector('#choice').textContent === 'Du bist nicht am Zug.'",
        )
        .await;

    // The public page draws the same squares from White's side.
    let token = WebKey::new(KEY).expect("a key").game_token(data::GameId(1));
    browser.open(&format!("http://{addr}/game/{token}")).await;
    assert_eq!(drawn_at(&mut browser, "e5").await, json!([4, 3, "bp"]));
    assert_eq!(drawn_at(&mut browser, "a1").await, json!([0, 7, "wr"]));
    drop(browser);
    stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_page_in_both_colour_schemes_fits_a_phone_and_a_desktop() {
    if !chromium_or_skip() {
        return;
    }
    let fake = bot_testkit::fake::FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, _) = launch_web(&fake, &db).await;
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;
    play_all(&fake, &white, &black, "e4 f5 Qh5+").await;
    let token = WebKey::new(KEY).expect("a key").game_token(data::GameId(1));
    let shots = std::env::var_os("WEB_SCREENSHOTS")
        .map_or_else(|| dir.path().to_owned(), std::path::PathBuf::from);
    let mut browser = Browser::start().await;
    let mut backgrounds = Vec::new();
    for (width, dark) in [(390, false), (390, true), (1280, false), (1280, true)] {
        browser.view_as(width, dark).await;
        browser.open(&format!("http://{addr}/game/{token}")).await;
        // The check is marked on the king's square, the deadline in the reader's zone.
        browser
            .until(
                "the board drawn, the king in check marked",
                "document.querySelector('#board rect.check')?.dataset.check === 'e8' \
                 && document.querySelector('.status time')?.title.endsWith('UTC')",
            )
            .await;
        let fits = browser
            .eval(
                "(() => { const b = document.querySelector('#board svg').getBoundingClientRect(); \
                 const m = document.querySelector('.movelist').getBoundingClientRect(); \
                 return [document.documentElement.scrollWidth <= innerWidth, b.width, \
                         m.top >= b.bottom, m.left >= b.right, \
                         getComputedStyle(document.body).backgroundColor]; })()",
            )
            .await;
        assert_eq!(fits[0], true, "{width}: nothing wider than the screen");
        let board = fits[1].as_f64().expect("a width");
        if width < 600 {
            assert!(board > 340.0, "the board fills a phone's width: {board}");
            assert_eq!(fits[2], true, "the moves below the board on a phone");
        } else {
            assert!(board > 500.0, "a large board: {board}");
            assert_eq!(fits[3], true, "the moves beside the board on a desktop");
        }
        backgrounds.push(fits[4].clone());
        let name = format!("game-{}-{width}.png", if dark { "dark" } else { "light" });
        browser.photograph_to(&shots.join(name)).await;
    }
    assert_ne!(backgrounds[0], backgrounds[1], "a dark and a light theme");
    // The explorer's panel loads its table only when opened.
    browser
        .eval("document.querySelector('#explorer summary').click()")
        .await;
    browser
        .until(
            "the explorer loaded in place",
            "document.querySelector('#explorer .heading')?.textContent.includes('after 1. e4 f5 2. Qh5+')",
        )
        .await;
    browser
        .photograph_to(&shots.join("game-explorer-dark-1280.png"))
        .await;
    drop(browser);
    stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_explorer_shows_what_finished_games_played_on_a_game_page_and_alone() {
    let fake = bot_testkit::fake::FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, _) = launch_web(&fake, &db).await;
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;
    play_all(&fake, &white, &black, "e4 e5").await;
    let sent = fake.slash(&black, fake.general, "resign", json!([]), &[]);
    fake.callback(&sent).await;
    let question = fake.original(&sent).expect("the private question");
    let confirm = custom_ids(&question)
        .into_iter()
        .find(|i| i.contains(":resign:"))
        .expect("a confirmation button");
    fake.callback(&fake.press(&black, &question, &confirm))
        .await;
    let token = WebKey::new(KEY).expect("a key").game_token(data::GameId(1));

    // The game's page folds the explorer in, with a link that works without a script.
    let page = fetch(addr, &format!("/game/{token}?ply=1"))
        .await
        .expect("a page");
    let html = page.text();
    assert!(
        html.contains(&format!("href=\"/game/{token}/explorer/1\"")),
        "{html}"
    );
    // The game, once over, is counted: after 1. e4, Black played e5 in one game.
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(20);
    let part = loop {
        let part = fetch(addr, &format!("/game/{token}/explorer/1?part=1"))
            .await
            .expect("an answer");
        assert_eq!(part.status, 200);
        let text = part.text();
        if text.contains(">e5</strong>") || tokio::time::Instant::now() > deadline {
            break text;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    };
    assert!(part.contains("after 1. e4"), "{part}");
    assert!(part.contains(">e5</strong>"), "{part}");
    // A move's link goes one move deeper from the game's position, in its server.
    let deeper = format!("/game/{token}/explorer/1?moves=e7e5");
    assert!(part.contains(&format!("href=\"{deeper}\"")), "{part}");
    let next = fetch(addr, &deeper).await.expect("a page");
    assert_eq!(next.status, 200);
    assert!(next.text().contains("after 1. e4 e5"), "{}", next.text());
    assert!(
        next.text()
            .contains(&format!("href=\"/game/{token}/explorer/1\"")),
        "back to the game's position: {}",
        next.text()
    );
    assert!(!part.contains("<html"), "only the table: {part}");
    // Every server's games from the start, each move a link one move deeper.
    let alone = fetch(addr, "/explorer/chess").await.expect("a page");
    assert_eq!(alone.status, 200);
    let html = alone.text();
    assert!(html.contains("<h1>Opening explorer</h1>"), "{html}");
    assert!(
        html.contains("href=\"/explorer/chess?moves=e2e4\""),
        "{html}"
    );
    let deeper = fetch(addr, "/explorer/chess?moves=e2e4")
        .await
        .expect("a page");
    assert!(deeper.text().contains(">e5</strong>"), "{}", deeper.text());
    let german = fetch(addr, "/explorer/chess?moves=e4&lang=de")
        .await
        .expect("a page");
    assert!(
        german.text().contains("Eröffnungsbrowser"),
        "{}",
        german.text()
    );
    for bad in [
        "/explorer/chess?moves=e2e5",
        "/explorer/shogi",
        "/game/x/explorer/1",
    ] {
        assert_eq!(
            fetch(addr, bad).await.expect("an answer").status,
            404,
            "{bad}"
        );
    }
    stop_cleanly(&mut bot).await;
}
