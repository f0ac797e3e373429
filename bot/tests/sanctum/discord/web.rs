//! The web face on the real binary (`SANCTUM_HTTP`, `SANCTUM_WEB_KEY`,
//! `SANCTUM_PUBLIC_URL`): a game played through the loopback fake Discord, then its
//! page read over HTTP: the moves in SAN each linking to its position, the board at
//! any position (a PNG whose position is the game's), the PGN, the link preview,
//! the safety headers; names escaped; a wrong tag, another game's number and any
//! other address the same plain 404.

use crate::discord::binary::{launch, stop_cleanly};
use crate::discord::support::{alice, bob, data, play, play_all, png_position, start_game};
use bot_testkit::fake::FakeDiscord;
use bot_testkit::fake::process::Launch;
use bot_testkit::scrape::{Events, fetch, free_address};
use sanctum::http::web::WebKey;
use std::time::Duration;

/// The key the tests sign with (long enough, and never a real one).
pub(crate) const KEY: &str = "test-key-test-key-test-key-test-key-0001";

/// Starts the binary on `db` serving its pages (signed with [`KEY`]) on a free
/// loopback port, which is also their public address; returns the bot, the address
/// and the public base (`http://127.0.0.1:PORT`).
pub(crate) async fn launch_web(
    fake: &FakeDiscord,
    db: &std::path::Path,
) -> (
    bot_testkit::fake::process::Sanctum,
    std::net::SocketAddr,
    String,
) {
    let addr = free_address();
    let public = format!("http://{addr}");
    let how = Launch {
        http: Some(addr),
        web_key: Some(KEY),
        public_url: Some(&public),
        ..Launch::default()
    };
    let bot = launch(fake, db, &how).await;
    (bot, addr, public)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::too_many_lines, reason = "one page, looked at from every side")]
async fn a_game_has_a_page_to_step_through_and_nothing_else_is_found() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    // alice's display name would be HTML if it were not escaped.
    let mut white = alice();
    white.name = "<b>alice</b>".to_owned();
    let black = bob();
    start_game(&fake, &white, &black, 2).await;
    let last = play_all(&fake, &white, &black, "e4 e5 Nf3 Nc6").await;

    // The move's message has a View button linking to the game's page.
    let key = WebKey::new(KEY).expect("a key");
    let token = key.game_token(data::GameId(1));
    let view = bot_testkit::fake::json::buttons(data(&last))
        .into_iter()
        .find(|b| b["style"] == 5)
        .expect("a link button");
    assert_eq!(view["label"], "View");
    assert_eq!(view["url"], format!("{public}/game/{token}"));
    let page = fetch(addr, &format!("/game/{token}"))
        .await
        .expect("an answer");
    assert_eq!(page.status, 200);
    assert!(page.header("content-type").starts_with("text/html"));
    let csp = page.header("content-security-policy");
    assert!(
        csp.contains("default-src 'none'") && csp.contains("script-src 'self'"),
        "{csp}"
    );
    assert_eq!(page.header("referrer-policy"), "no-referrer");
    let html = page.text();
    assert!(
        html.contains("&lt;b&gt;alice&lt;/b&gt; vs bob"),
        "escaped: {html}"
    );
    assert!(!html.contains("<b>alice</b>"), "never raw");
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        assert!(
            html.contains(&format!(">{san}</a>")),
            "{san} in the move list"
        );
    }
    // The last position is drawn in the page, its move marked, and every move links
    // to its own.
    assert!(
        html.contains(&format!(
            "data-base=\"/game/{token}/position/\" data-ply=\"4\""
        )),
        "{html}"
    );
    assert!(
        html.contains("href=\"/static/pieces.svg#wn\" x=\"5\" y=\"5\""),
        "White's knight on f3: {html}"
    );
    assert!(html.contains("href=\"?ply=4\" data-ply=\"4\""), "{html}");
    assert!(html.contains("aria-current=\"step\">Nc6</a>"), "{html}");
    assert!(
        html.contains("role=\"img\" aria-label=\""),
        "the board has alt text"
    );
    assert!(
        html.contains(&format!(
            "property=\"og:image\" content=\"{public}/game/{token}/board/4\""
        )),
        "a preview with the board: {html}"
    );
    // The clocks of a game going on: White to move, with the time left.
    assert!(
        html.contains(
            "<ul class=\"clocks\" aria-label=\"Clocks\"><li>&lt;b&gt;alice&lt;/b&gt; (White): "
        ),
        "{html}"
    );
    assert!(html.contains(" left"), "{html}");
    assert!(html.contains("<script src=\"/static/sanctum.js\" defer>"));
    assert!(!html.contains("<script>"), "no inline script");

    // Any position by its link, without JavaScript.
    let at_two = fetch(addr, &format!("/game/{token}?ply=2"))
        .await
        .expect("an answer");
    let html = at_two.text();
    assert!(html.contains("/position/\" data-ply=\"2\""), "{html}");
    assert!(
        html.contains("data-square=\"e5\" data-piece=\"bp\""),
        "{html}"
    );
    assert!(html.contains("aria-current=\"step\">e5</a>"), "{html}");
    assert!(
        html.contains("href=\"?ply=1\" data-step=\"prev\""),
        "{html}"
    );

    // The board at ply 2 is that position's picture.
    let board = fetch(addr, &format!("/game/{token}/board/2"))
        .await
        .expect("an answer");
    assert_eq!(
        (board.status, board.header("content-type")),
        (200, "image/png")
    );
    let mut expected = rules::Game::new(rules::Variant::Chess);
    for san in ["e4", "e5"] {
        expected.play_san(san).expect("legal");
    }
    assert_eq!(
        png_position(&board.body).fen(),
        expected.position().fen(),
        "the picture shows the position after two plies"
    );
    assert!(
        board.header("cache-control").contains("max-age=60"),
        "the game goes on"
    );

    // The PGN.
    let pgn = fetch(addr, &format!("/game/{token}/pgn"))
        .await
        .expect("an answer");
    assert_eq!(pgn.status, 200);
    assert!(
        pgn.header("content-disposition")
            .starts_with("attachment; filename=\"")
    );
    assert!(pgn.text().contains("1. e4 e5 2. Nf3 Nc6"), "{}", pgn.text());

    // The script and the style are Sanctum's own files.
    let js = fetch(addr, "/static/sanctum.js").await.expect("an answer");
    assert!(js.header("content-type").starts_with("text/javascript"));
    assert!(js.text().contains("ArrowRight"));

    // Every message Discord keeps with a board of this game links to its page, and no
    // later edit (buttons redrawn disabled) took the link away or disabled it.
    let with_board: Vec<serde_json::Value> = fake
        .messages()
        .into_iter()
        .filter(|m| {
            // An embed's image, or a card's picture.
            m["embeds"][0]["image"]["url"]
                .as_str()
                .is_some_and(|u| u.contains("game-1-"))
                || bot_testkit::steps::gallery_url(m).contains("game-1-")
        })
        .collect();
    assert!(!with_board.is_empty());
    for m in &with_board {
        let views: Vec<serde_json::Value> = bot_testkit::fake::json::buttons(m)
            .into_iter()
            .filter(|b| b["style"] == 5)
            .collect();
        assert_eq!(views.len(), 1, "{m}");
        assert_ne!(views[0]["disabled"], true, "{m}");
    }

    // A page watching the game live hears of the next move, made through Discord.
    let mut events = Events::open(addr, &format!("/game/{token}/live?since=4"))
        .await
        .expect("an answer");
    assert_eq!(
        (events.status, events.content_type.as_str()),
        (200, "text/event-stream")
    );
    assert!(html.contains("data-live=\""), "the page watches: {html}");
    play(&fake, &white, fake.general, "Bc4").await;
    assert_eq!(
        events.next(Duration::from_secs(20)).await,
        Some(("ply".to_owned(), "5".to_owned()))
    );

    // The rules of each game, with the start position's picture.
    let index = fetch(addr, "/rules").await.expect("an answer").text();
    assert!(index.contains("href=\"/rules/sanctuary\""), "{index}");
    // The home page and the index unfurl with a board too.
    let home = fetch(addr, "/").await.expect("an answer").text();
    for html in [&home, &index] {
        assert!(
            html.contains(&format!(
                "property=\"og:image\" content=\"{public}/rules/sanctuary/board\""
            )),
            "{html}"
        );
    }
    let rules = fetch(addr, "/rules/sanctuary").await.expect("an answer");
    assert_eq!(rules.status, 200);
    let text = rules.text();
    assert!(
        text.contains("<strong>Swiss guard</strong>") && text.contains("refugee"),
        "{text}"
    );
    assert!(
        text.contains(&format!("content=\"{public}/rules/sanctuary/board\"")),
        "{text}"
    );
    // Its picture's alt text is the one the bot gives it on Discord.
    let alt = service::rules_alt(rules::Variant::Sanctuary, service::Lang::En);
    assert!(text.contains(&format!("alt=\"{alt}\"")), "{alt} in {text}");
    let start = fetch(addr, "/rules/sanctuary/board")
        .await
        .expect("an answer");
    assert_eq!(
        png_position(&start.body).fen(),
        rules::Position::new(rules::Variant::Sanctuary).fen()
    );

    // Nothing else is found, and every miss looks the same.
    let missing = fetch(addr, "/nowhere").await.expect("an answer");
    assert_eq!(missing.status, 404);
    let forged = token.replacen("1-", "2-", 1);
    let other_game = key.game_token(data::GameId(2));
    for path in [
        format!("/game/{forged}"),
        format!("/game/{other_game}"),
        "/game/1".to_owned(),
        format!("/game/{token}/board/99"),
        format!("/game/{token}/board/-1"),
        format!("/game/{forged}/pgn"),
        "/game/%3Cscript%3E".to_owned(),
        "/rules/shogi".to_owned(),
        "/rules/shogi/board".to_owned(),
    ] {
        let answer = fetch(addr, &path).await.expect("an answer");
        assert_eq!(answer.status, 404, "{path}");
        assert_eq!(answer.body, missing.body, "{path}: the same page");
    }
    photograph(
        addr,
        &[
            ("game", format!("/game/{token}")),
            ("game-ply-2", format!("/game/{token}?ply=2")),
            ("not-found", "/nowhere".to_owned()),
            ("rules-sanctuary", "/rules/sanctuary".to_owned()),
        ],
    );
    // The live stream still open does not hold up a clean stop.
    stop_cleanly(&mut bot).await;
    drop(events);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "a tournament's page, from its start to its end"
)]
async fn a_tournament_has_a_page_with_its_standings_rounds_and_games() {
    use crate::discord::support::{answered, carol, dave, option};
    use crate::discord::tournaments::{all_join, games_in, threads_named, until, white_resigns};
    use serde_json::json;

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    let mut admin = carol();
    admin.permissions |= 0x20; // Manage Server
    let players = [alice(), bob(), dave()];
    let sent = fake.slash(
        &admin,
        fake.general,
        "tournament",
        json!([
            option("action", 4, json!(0)),
            option("players", 4, json!(3))
        ]),
        &[],
    );
    answered(&fake, &sent).await;
    let card = fake.original(&sent).expect("the announcement");
    // The announcement links to the tournament's page.
    let key = WebKey::new(KEY).expect("a key");
    let token = key.tournament_token(data::TournamentId(1));
    let links: Vec<String> = bot_testkit::fake::json::buttons(&card)
        .into_iter()
        .filter(|b| b["style"] == 5)
        .filter_map(|b| b["url"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(links, vec![format!("{public}/tournament/{token}")]);
    let open = fetch(addr, &format!("/tournament/{token}"))
        .await
        .expect("an answer");
    assert!(open.text().contains("taking entries"), "{}", open.text());

    let news = all_join(&fake, &card, &players).await;
    until("three games' threads", || {
        threads_named(&fake, "R").len() == 3
    })
    .await;
    let threads = threads_named(&fake, "R");
    games_in(&db, &threads).await;
    white_resigns(&fake, &db, &players, &threads).await;
    until("the podium", || {
        crate::discord::tournaments::said_in(&fake, news, "is over!")
    })
    .await;

    let page = fetch(addr, &format!("/tournament/{token}"))
        .await
        .expect("an answer");
    assert_eq!(page.status, 200);
    let html = page.text();
    assert!(html.contains("finished: 3 games"), "{html}");
    for tb in ["PTS", "DE", "SB", "WIN"] {
        assert!(html.contains(tb), "{tb} in the standings: {html}");
    }
    for p in &players {
        assert!(
            html.contains(&format!("<th scope=\"row\">{}", p.name)),
            "{html}"
        );
    }
    // Every game is linked to its page, and its page back to the tournament.
    for game in 1..=3 {
        let game_token = key.game_token(data::GameId(game));
        assert!(
            html.contains(&format!("href=\"/game/{game_token}\"")),
            "{html}"
        );
        let game_page = fetch(addr, &format!("/game/{game_token}"))
            .await
            .expect("an answer");
        assert!(
            game_page
                .text()
                .contains(&format!("href=\"/tournament/{token}\"")),
            "the game links back"
        );
    }
    assert!(
        html.contains("Round 1") && html.contains("Round 3"),
        "{html}"
    );
    let crosstable = fetch(addr, &format!("/tournament/{token}/crosstable"))
        .await
        .expect("an answer");
    assert_eq!(crosstable.header("content-type"), "image/png");
    let (w, h) = bot_testkit::png_size(&crosstable.body);
    assert!(w > 200 && h > 100, "{w}x{h}");
    // A game's tag does not open a tournament's page.
    let wrong = fetch(
        addr,
        &format!("/tournament/{}", key.game_token(data::GameId(1))),
    )
    .await
    .expect("an answer");
    assert_eq!(wrong.status, 404);
    photograph(addr, &[("tournament", format!("/tournament/{token}"))]);
    stop_cleanly(&mut bot).await;
}

/// With `WEB_SCREENSHOTS=DIR` set, headless Chromium photographs each page into DIR
/// (`NAME.png`), to look at what players see; otherwise nothing.
pub(crate) fn photograph(addr: std::net::SocketAddr, pages: &[(&str, String)]) {
    let Some(dir) = std::env::var_os("WEB_SCREENSHOTS") else {
        return;
    };
    for (name, path) in pages {
        let shot = std::path::Path::new(&dir).join(format!("{name}.png"));
        let status = std::process::Command::new("chromium")
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--window-size=1100,1500",
            ])
            .arg(format!("--screenshot={}", shot.display()))
            .arg(format!("http://{addr}{path}"))
            .status();
        eprintln!("{}: {status:?}", shot.display());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_real_browser_a_game_steps_by_keys_and_clicks_and_a_move_arrives_live() {
    use bot_testkit::browser::{Browser, chromium_or_skip};
    if !chromium_or_skip() {
        return;
    }
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, _) = launch_web(&fake, &db).await;
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;
    play_all(&fake, &white, &black, "e4 e5 Nf3 Nc6").await;
    let token = WebKey::new(KEY).expect("a key").game_token(data::GameId(1));

    let mut browser = Browser::start().await;
    browser.open(&format!("http://{addr}/game/{token}")).await;
    let shown = |ply: usize, san: &str| {
        format!(
            "board.dataset.ply === '{ply}' \
             && document.querySelector('[aria-current=step]').textContent.trim() === '{san}' \
             && board.querySelector('svg').getAttribute('aria-label') \
                === document.querySelector('[aria-current=step]').dataset.alt"
        )
    };
    let with_board = |check: String| {
        format!("(() => {{ const board = document.getElementById('board'); return {check}; }})()")
    };
    browser
        .until("the last position", &with_board(shown(4, "Nc6")))
        .await;
    browser
        .until(
            "its picture drawn",
            &with_board("board.querySelectorAll('use').length === 32".into()),
        )
        .await;
    // The arrow keys step back and forth, Home goes to the start, End to the last.
    browser.press("ArrowLeft", 37).await;
    browser
        .until("one move back", &with_board(shown(3, "Nf3")))
        .await;
    browser.press("Home", 36).await;
    browser
        .until("the start", &with_board(shown(0, "Start")))
        .await;
    browser.press("ArrowRight", 39).await;
    browser
        .until("the first move", &with_board(shown(1, "e4")))
        .await;
    browser
        .until(
            "its board drawn in place",
            &with_board(
                "board.querySelector('use[data-square=e4]')?.dataset.piece === 'wp' \
                 && board.querySelector('use[data-square=e2]') === null"
                    .into(),
            ),
        )
        .await;
    // A click on a move shows it in place, and the address says which.
    browser
        .eval("document.querySelector('a[data-ply=\"2\"]').click()")
        .await;
    browser
        .until("the clicked move", &with_board(shown(2, "e5")))
        .await;
    assert_eq!(browser.eval("location.search").await, "?ply=2");
    browser
        .until(
            "its picture drawn",
            &with_board("board.querySelectorAll('use').length === 32".into()),
        )
        .await;
    browser.press("End", 35).await;
    browser
        .until("the last position again", &with_board(shown(4, "Nc6")))
        .await;

    // White moves through Discord: the page, at the last position, moves on by itself.
    play(&fake, &white, fake.general, "Bc4").await;
    browser
        .until(
            "the new move shown",
            &with_board(format!(
                "location.search === '?ply=5' && {}",
                shown(5, "Bc4")
            )),
        )
        .await;
    drop(browser);
    stop_cleanly(&mut bot).await;
}

/// A game of `plies` legal moves (a fixed pseudo-random choice, never one that ends
/// the game), stored in `db` between alice and bob: returns its number.
fn long_game(db: &std::path::Path, plies: usize) -> data::GameId {
    let store = data::Store::open(db).expect("the database");
    let (white, black) = (alice(), bob());
    let stored = store
        .create_game(&data::NewGame {
            guild: data::GuildId(bot_testkit::fake::GUILD),
            channel: data::ChannelId(1),
            white: data::UserId(white.id),
            black: data::UserId(black.id),
            variant: rules::Variant::Chess,
            rated: false,
            days_per_move: 3,
            start_fen: None,
            created_at: testkit::T0,
        })
        .expect("a game");
    let mut game = rules::Game::new(rules::Variant::Chess);
    let mut seed: u64 = 0x5eed;
    for ply in 0..plies {
        let moves: Vec<rules::Move> = game.legal_moves().iter().copied().collect();
        let mut picked = None;
        for k in 0..moves.len() {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = moves[(usize::try_from(seed >> 33).unwrap_or(0) + k) % moves.len()];
            game.play(&m).expect("legal");
            if game.outcome().is_none() && !game.legal_moves().is_empty() {
                picked = Some(m);
                break;
            }
            game.undo();
        }
        let m = picked.expect("a move that does not end the game");
        let by = if ply % 2 == 0 { white.id } else { black.id };
        store
            .record_move(
                stored.id,
                u32::try_from(ply).expect("few"),
                &m,
                data::UserId(by),
                testkit::T0 + 60 * i64::try_from(ply).expect("few"),
            )
            .expect("stored");
    }
    stored.id
}

/// The p50 and p99 of `n` sequential GETs of `path`, and the last answer's size.
async fn timed(addr: std::net::SocketAddr, path: &str, n: usize) -> (Duration, Duration, usize) {
    let mut times = Vec::with_capacity(n);
    let mut size = 0;
    for _ in 0..n {
        let started = std::time::Instant::now();
        let answer = fetch(addr, path).await.expect("an answer");
        times.push(started.elapsed());
        assert_eq!(answer.status, 200, "{path}");
        size = answer.body.len();
    }
    times.sort_unstable();
    (times[n / 2], times[n * 99 / 100], size)
}

/// What a game page of 80 moves may weigh at first paint with everything it loads
/// (HTML with the board drawn in it, script, style, the pieces' sprite sheet).
const PAGE_BUDGET: usize = 150_000;
/// What its replay GIF may weigh: half as much again as its 353 KB there.
const GIF_BUDGET: usize = 530_000;
/// The slowest a page or board may be at the median and at p99 over loopback: tens of
/// times what an idle machine takes (a few ms), so only a machine that stalls or a
/// page that went badly wrong reaches them.
const SLOW: (Duration, Duration) = (Duration::from_millis(100), Duration::from_secs(2));

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn page_weight_and_speed() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let game = long_game(&db, 160);
    let (mut bot, addr, _) = launch_web(&fake, &db).await;
    let token = WebKey::new(KEY).expect("a key").game_token(game);
    let page = format!("/game/{token}");
    let board = format!("/game/{token}/board/160");
    // Warm up (the first picture loads the piece set).
    timed(addr, &page, 20).await;
    timed(addr, &board, 5).await;
    let (p50, p99, bytes) = timed(addr, &page, 500).await;
    let script = fetch(addr, "/static/sanctum.js")
        .await
        .expect("js")
        .body
        .len();
    let style = fetch(addr, "/static/sanctum.css")
        .await
        .expect("css")
        .body
        .len();
    let sprite = fetch(addr, "/static/pieces.svg")
        .await
        .expect("the pieces")
        .body
        .len();
    let (b50, b99, png) = timed(addr, &board, 200).await;
    let weight = bytes + script + style + sprite;
    eprintln!(
        "game page of 80 moves: {bytes} bytes HTML + {script} script + {style} style + {sprite} pieces = {weight} bytes \
         (its {png} bytes board PNG only for link previews); \
         page p50 {p50:?} p99 {p99:?} (500 GETs); board PNG p50 {b50:?} p99 {b99:?} (200 GETs)",
    );
    // The replay is drawn afresh each time (at most two at once).
    let (g50, g99, gif) = timed(addr, &format!("/game/{token}/gif"), 5).await;
    eprintln!("its replay: {gif} bytes of GIF, p50 {g50:?}, slowest {g99:?} (5 GETs)");
    stop_cleanly(&mut bot).await;
    assert!(weight <= PAGE_BUDGET, "the page weighs {weight} bytes");
    assert!(gif <= GIF_BUDGET, "the replay weighs {gif} bytes");
    for (what, p50, p99) in [("page", p50, p99), ("board", b50, b99)] {
        assert!(
            p50 <= SLOW.0 && p99 <= SLOW.1,
            "{what}: p50 {p50:?}, p99 {p99:?}"
        );
    }
    // One replay is drawn in about 50 ms on an idle machine.
    assert!(g99 <= Duration::from_secs(10), "the replay took {g99:?}");
}
