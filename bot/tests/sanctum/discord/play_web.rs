//! Moving by clicking, on the real binary: a player's private link (from `/board` and
//! from the your-move direct message) is traded for a cookie and opens their own page
//! at a clean address; a move sent from it, by the form without JavaScript or by clicks
//! in a real headless Chromium, is played through the service as on Discord and
//! announced in the game's channel; refusals come back on the page; a link past its
//! time, changed, or replaced by a new one (`/board new_link`) is refused.

use crate::discord::binary::stop_cleanly;
use crate::discord::support::{alice, bob, option, play_all, slash, start_game};
use crate::discord::web::{KEY, launch_web, photograph};
use bot_testkit::fake::{Call, FakeDiscord, FakeUser, Sent};
use bot_testkit::scrape::{fetch, fetch_with_cookie, post_form, post_form_with_cookie};
use sanctum::http::web::WebKey;
use serde_json::{Value, json};

/// The link buttons on a message's payload: `(label, url)`.
fn link_buttons(payload: &Value) -> Vec<(String, String)> {
    // In rows, or anywhere in a card (its headline's section, its rows).
    bot_testkit::fake::json::buttons(payload)
        .into_iter()
        .filter(|b| b["style"] == 5)
        .map(|b| {
            (
                b["label"].as_str().unwrap_or_default().to_owned(),
                b["url"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

/// The address part (`/play/…`) of `who`'s link to play, from their `/board`.
pub(crate) async fn link_from_board(fake: &FakeDiscord, who: &FakeUser, public: &str) -> String {
    let sent = fake.slash(who, fake.general, "board", json!([]), &[]);
    let call = fake.callback(&sent).await;
    assert!(matches!(call.status, 200 | 204), "{call:?}");
    // The board itself is public and carries no private link.
    assert!(
        link_buttons(&call.json["data"])
            .iter()
            .all(|(label, _)| label != "Play on the web"),
        "{}",
        call.json
    );
    link_note(fake, &sent, public).await.1
}

/// The private follow-up to `sent` that carries a link to play, and the link's address
/// part (`/play/…`).
async fn link_note(fake: &FakeDiscord, sent: &Sent, public: &str) -> (Call, String) {
    let note = fake
        .wait_for("the private note with the link", |c: &Call| {
            c.method == "POST"
                && c.path.starts_with("/webhooks/")
                && sent.answered_by(c)
                && !link_buttons(&c.json).is_empty()
        })
        .await;
    assert_eq!(note.json["flags"].as_u64().unwrap_or(0) & 64, 64, "private");
    let (_, url) = link_buttons(&note.json)
        .into_iter()
        .find(|(label, _)| label == "Play on the web")
        .expect("a Play on the web button");
    let link = url
        .strip_prefix(public)
        .expect("under the public address")
        .to_owned();
    (note, link)
}

/// A player's page once their link was opened: its clean address and the cookie the
/// link was traded for.
struct Seat {
    path: String,
    cookie: String,
}

/// Opens `link` as a browser would: a redirect to the seat's clean address that sets
/// the seat's cookie (kept from scripts, sent only to that seat's addresses), the
/// secret nowhere in the address.
async fn open_link(addr: std::net::SocketAddr, link: &str, seat: &str) -> Seat {
    let traded = fetch_with_cookie(addr, link, None)
        .await
        .expect("an answer");
    assert_eq!(traded.status, 303, "{}", traded.text());
    let path = format!("/play/{seat}");
    assert_eq!(traded.header("location"), path);
    assert_eq!(traded.header("cache-control"), "no-store");
    let given = traded.header("set-cookie");
    let token = link.strip_prefix("/play/").expect("a link");
    assert!(
        given.starts_with(&format!("play-{seat}={token}; ")),
        "{given}"
    );
    for part in [
        &format!("Path={path}")[..],
        "HttpOnly",
        "SameSite=Lax",
        "Max-Age=",
    ] {
        assert!(given.contains(part), "{part} in {given}");
    }
    let cookie = given.split(';').next().expect("a pair").to_owned();
    Seat { path, cookie }
}

impl Seat {
    async fn get(&self, addr: std::net::SocketAddr, rest: &str) -> bot_testkit::scrape::Answer {
        fetch_with_cookie(addr, &format!("{}{rest}", self.path), Some(&self.cookie))
            .await
            .expect("an answer")
    }

    async fn send(
        &self,
        addr: std::net::SocketAddr,
        fields: &[(&str, &str)],
    ) -> bot_testkit::scrape::Answer {
        post_form_with_cookie(addr, &self.path, fields, Some(&self.cookie))
            .await
            .expect("an answer")
    }
}

/// Posts of the bot in the general channel whose text contains `part`.
fn announcements(fake: &FakeDiscord, part: &str) -> usize {
    crate::discord::support::posts_in(fake, fake.general)
        .iter()
        .filter(|c| Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part)))
        .count()
}

pub(crate) async fn announced(fake: &FakeDiscord, part: &str) {
    let path = format!("/channels/{}/messages", fake.general);
    fake.wait_for(&format!("a post with {part}"), |c: &Call| {
        c.method == "POST"
            && c.path == path
            && Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part))
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::too_many_lines, reason = "one link, tried every way")]
async fn a_player_moves_from_their_private_link_and_discord_hears_it() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    let (white, black) = (alice(), bob());
    // bob hears of his turn by direct message, which carries his link.
    slash(
        &fake,
        &black,
        fake.general,
        "notify",
        json!([option("dm", 5, json!(true))]),
    )
    .await;
    start_game(&fake, &white, &black, 2).await;
    let alice_link = link_from_board(&fake, &white, &public).await;
    assert!(alice_link.starts_with("/play/1-w-0-"), "{alice_link}");
    let alice_seat = open_link(addr, &alice_link, "1-w").await;

    // alice's page: her side, the legal moves as a form, private and never cached.
    let page = alice_seat.get(addr, "").await;
    assert_eq!(page.status, 200);
    assert_eq!(page.header("cache-control"), "no-store");
    assert!(
        page.header("content-security-policy")
            .contains("script-src 'self'")
    );
    let html = page.text();
    assert!(html.contains("You play White (alice)"), "{html}");
    assert!(
        html.contains("<option value=\"e2e4\">e4 (e2–e4)</option>"),
        "{html}"
    );
    assert!(
        html.contains("<optgroup label=\"White knight on g1\">"),
        "{html}"
    );
    assert!(html.contains("name=\"ply\" value=\"0\""), "{html}");
    assert!(html.contains("action=\"/play/1-w\""), "{html}");
    let token = alice_link.strip_prefix("/play/").expect("a link");
    assert!(!html.contains(token), "the secret is not on the page");
    for id in [white.id, black.id] {
        assert!(!html.contains(&id.to_string()), "no user id on the page");
    }
    // The clean address without the cookie (another browser) says to open the link.
    let bare = fetch(addr, "/play/1-w").await.expect("an answer");
    assert_eq!(bare.status, 403);
    assert!(
        bare.text().contains("Open your link first"),
        "{}",
        bare.text()
    );
    // Her cookie is no key to bob's side, nor a made-up cookie to hers.
    let crossed = fetch_with_cookie(addr, "/play/1-b", Some(&alice_seat.cookie))
        .await
        .expect("an answer");
    assert_eq!(crossed.status, 403);
    let forged = fetch_with_cookie(addr, "/play/1-w", Some("play-1-w=1-w-0-9999999999-00"))
        .await
        .expect("an answer");
    assert_eq!(forged.status, 403);
    // The moves for the page's script, and the board from her side.
    let moves = alice_seat.get(addr, "/moves").await;
    assert_eq!(moves.header("content-type"), "application/json");
    let json: Value = serde_json::from_slice(&moves.body).expect("JSON");
    assert_eq!(
        (json["color"].as_str(), json["your_turn"].as_bool()),
        (Some("white"), Some(true))
    );
    assert_eq!(json["moves"].as_array().map(Vec::len), Some(20));
    assert_eq!(json["pieces"]["e2"], "White pawn");
    let left = json["board"]["left"].as_f64().expect("a number");
    assert!(left > 0.0 && left < 0.1, "{json}");
    let board = alice_seat.get(addr, "/board").await;
    assert_eq!(board.header("content-type"), "image/png");
    assert_eq!(
        crate::discord::support::png_position(&board.body).fen(),
        rules::Game::new(rules::Variant::Chess).position().fen()
    );

    // A move that is not one, and one that is not legal: refused on the page.
    let bad = alice_seat.send(addr, &[("move", "zz"), ("ply", "0")]).await;
    assert_eq!(bad.status, 400);
    assert!(
        bad.text().contains("did not read as a move"),
        "{}",
        bad.text()
    );
    let illegal = alice_seat
        .send(addr, &[("move", "e2e5"), ("ply", "0")])
        .await;
    assert_eq!(illegal.status, 409, "{}", illegal.text());

    // e4 from the form: a redirect back to the page, and the move in the channel.
    let sent = alice_seat
        .send(addr, &[("move", "e2e4"), ("ply", "0")])
        .await;
    assert_eq!(sent.status, 303, "{}", sent.text());
    assert_eq!(sent.header("location"), "/play/1-w");
    announced(&fake, "e4").await;
    // bob's direct message says it is his move, with his own link.
    let dm = fake.wait_for_dm(black.id, "your move in game 1").await;
    let (_, bob_url) = link_buttons(&dm.json)
        .into_iter()
        .find(|(label, _)| label == "Play on the web")
        .expect("the direct message's link");
    let bob_link = bob_url.strip_prefix(&public).expect("public").to_owned();
    assert!(bob_link.starts_with("/play/1-b-0-"), "{bob_link}");
    let bob_seat = open_link(addr, &bob_link, "1-b").await;

    // The same form sent again plays nothing more.
    let again = alice_seat
        .send(addr, &[("move", "e2e4"), ("ply", "0")])
        .await;
    assert_eq!(again.status, 303);
    // Nor may alice move for bob, or on an old position.
    let not_yours = alice_seat
        .send(addr, &[("move", "d2d4"), ("ply", "1")])
        .await;
    assert_eq!(not_yours.status, 409);
    assert!(not_yours.text().contains("bob"), "{}", not_yours.text());
    let stale = bob_seat.send(addr, &[("move", "e7e5"), ("ply", "0")]).await;
    assert_eq!(stale.status, 409);
    assert!(stale.text().contains("moved on"), "{}", stale.text());

    // bob answers from his direct message's link (a form sent to the whole link
    // works too, and goes back to the link to be traded).
    let answered = post_form(addr, &bob_link, &[("move", "e7e5"), ("ply", "1")])
        .await
        .expect("an answer");
    assert_eq!(answered.status, 303);
    assert_eq!(answered.header("location"), bob_link);
    announced(&fake, "e5").await;
    let store = data::Store::open(&db).expect("the database");
    let game = store.load_game(data::GameId(1)).expect("the game");
    let sans: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5"], "each move once");
    assert_eq!(announcements(&fake, "e4"), 1, "announced once");

    // A link past its time is refused in words, and plays nothing.
    let key = WebKey::new(KEY).expect("a key");
    let expired = format!(
        "/play/{}",
        key.play_token(service::PlayLink {
            game: data::GameId(1),
            color: rules::Color::White,
            generation: 0,
            until: 1_000,
        })
    );
    let page = fetch(addr, &expired).await.expect("an answer");
    assert_eq!(page.status, 410);
    assert!(
        page.text().contains("This link has expired"),
        "{}",
        page.text()
    );
    let refused = post_form(addr, &expired, &[("move", "g1f3"), ("ply", "2")])
        .await
        .expect("an answer");
    assert_eq!(refused.status, 410);
    // A link changed to another game, side, generation or time is no link.
    let (head, tag) = alice_link.rsplit_once('-').expect("a tag");
    for changed in [
        alice_link.replacen("/play/1-", "/play/2-", 1),
        alice_link.replacen("-w-", "-b-", 1),
        alice_link.replacen("-w-0-", "-w-1-", 1),
        format!(
            "{head}-{}",
            tag.replacen(&tag[..1], if &tag[..1] == "0" { "1" } else { "0" }, 1)
        ),
    ] {
        let page = fetch(addr, &changed).await.expect("an answer");
        assert_eq!(page.status, 404, "{changed}");
    }
    assert_eq!(
        store
            .load_game(data::GameId(1))
            .expect("the game")
            .moves
            .len(),
        2,
        "nothing more was played"
    );
    // One page sends at most 20 moves in ten minutes: then even a legal one waits.
    let mut limited = false;
    for _ in 0..20 {
        let sent = alice_seat
            .send(addr, &[("move", "a2a5"), ("ply", "2")])
            .await;
        if sent.text().contains("This page has sent 20 moves") {
            limited = true;
            break;
        }
    }
    assert!(limited, "no limit on moves from one page");
    let waiting = alice_seat
        .send(addr, &[("move", "g1f3"), ("ply", "2")])
        .await;
    assert!(
        waiting.text().contains("nothing was played"),
        "{}",
        waiting.text()
    );
    assert_eq!(store.game(data::GameId(1)).expect("the game").ply, 2);

    // alice fears her link leaked and asks for a new one: the old link, and the page
    // it opened, stop working; the new one opens her page.
    let sent = fake.slash(
        &white,
        fake.general,
        "board",
        json!([option("new_link", 5, json!(true))]),
        &[],
    );
    let (note, new_link) = link_note(&fake, &sent, &public).await;
    assert!(
        Some(bot_testkit::fake::json::text(&note.json))
            .is_some_and(|t| t.contains("every earlier one has stopped working")),
        "{}",
        note.json
    );
    assert!(new_link.starts_with("/play/1-w-1-"), "{new_link}");
    for old in [
        fetch(addr, &alice_link).await.expect("an answer"),
        alice_seat.get(addr, "").await,
    ] {
        assert_eq!(old.status, 410);
        assert!(
            old.text().contains("This link was replaced"),
            "{}",
            old.text()
        );
    }
    let replaced = alice_seat
        .send(addr, &[("move", "g1f3"), ("ply", "2")])
        .await;
    assert_eq!(replaced.status, 410);
    let renewed = open_link(addr, &new_link, "1-w").await;
    assert_eq!(renewed.get(addr, "").await.status, 200);
    // bob's side keeps its links; one who plays no side has none to renew.
    assert_eq!(bob_seat.get(addr, "").await.status, 200);
    let call = slash(
        &fake,
        &crate::discord::support::carol(),
        fake.general,
        "board",
        json!([option("new_link", 5, json!(true))]),
    )
    .await;
    assert!(crate::discord::support::is_ephemeral(&call), "{call:?}");
    assert_eq!(
        crate::discord::support::content(&call),
        "You are not playing in this game."
    );
    assert_eq!(store.game(data::GameId(1)).expect("the game").ply, 2);
    stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::too_many_lines, reason = "one game, clicked through")]
async fn in_a_real_browser_a_player_moves_by_clicking_and_picks_a_promotion() {
    use bot_testkit::browser::{Browser, chromium_or_skip};
    if !chromium_or_skip() {
        return;
    }
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;
    // White's pawn on b7 may reach b8 or take on a8, as any of four pieces.
    play_all(&fake, &white, &black, "a4 b5 axb5 a6 bxa6 Bb7 axb7 Nc6").await;
    let link = link_from_board(&fake, &white, &public).await;
    photograph(addr, &[("play-page", link.clone())]);

    let mut browser = Browser::start().await;
    browser.open(&format!("http://{addr}{link}")).await;
    // The link is traded for a cookie that scripts cannot read, and the page sits at
    // a clean address.
    browser
        .until(
            "the clean address, no cookie for scripts",
            "location.pathname === '/play/1-w' && document.cookie === ''",
        )
        .await;
    browser
        .until(
            "the board's squares laid over the drawn board",
            "document.querySelectorAll('.squares button').length === 64 \
             && document.querySelector('#board svg') !== null",
        )
        .await;
    // A real click where the board shows b7 lands on b7's button.
    let at = |square: &str| {
        format!(
            "(() => {{ const r = document.querySelector('.squares [data-square={square}]').getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
        )
    };
    let centre = browser.eval(&at("b7")).await;
    let (x, y) = (
        centre[0].as_f64().expect("x"),
        centre[1].as_f64().expect("y"),
    );
    let drawn = browser
        .eval(&format!(
            "(() => {{ const b = document.querySelector('#board svg').getBoundingClientRect(); \
             const s = b.width / 8; \
             return [Math.floor(({x} - b.left) / s), Math.floor(({y} - b.top) / s), \
                     document.querySelector('#board use[data-square=b7]').dataset.piece]; }})()"
        ))
        .await;
    assert_eq!(
        drawn,
        json!([1, 1, "wp"]),
        "b7 is the board's second file, second row, with White's pawn"
    );
    browser.click_at(x, y).await;
    browser
        .until(
            "b7 picked and its targets lit",
            "document.querySelector('.squares [data-square=b7]').classList.contains('from') \
             && document.querySelector('.squares [data-square=b8]').classList.contains('to') \
             && document.querySelector('.squares [data-square=a8]').classList.contains('to') \
             && document.querySelectorAll('.squares .to').length === 2",
        )
        .await;
    browser.photograph("play-picked").await;
    // The keyboard walks the squares: up from b7 is b8.
    browser.press("ArrowUp", 38).await;
    browser
        .until(
            "b8 focused",
            "document.activeElement.dataset.square === 'b8'",
        )
        .await;
    let centre = browser.eval(&at("a8")).await;
    browser
        .click_at(
            centre[0].as_f64().expect("x"),
            centre[1].as_f64().expect("y"),
        )
        .await;
    browser
        .until(
            "the promotion asked",
            "Array.from(document.querySelectorAll('#choice button')).map(b => b.textContent.split(' ')[0]).join() \
             === 'bxa8=Q,bxa8=R,bxa8=B,bxa8=N,Cancel'",
        )
        .await;
    browser.photograph("play-promotion").await;
    browser
        .eval(
            "Array.from(document.querySelectorAll('#choice button')) \
             .find(b => b.textContent.startsWith('bxa8=N')).click()",
        )
        .await;
    announced(&fake, "bxa8=N").await;
    browser
        .until(
            "the page shows the move played and waits",
            "document.querySelector('.choose').textContent.includes('It is not your move')",
        )
        .await;
    let store = data::Store::open(&db).expect("the database");
    let game = store.load_game(data::GameId(1)).expect("the game");
    assert_eq!(game.moves.last().map(|m| m.san.as_str()), Some("bxa8=N"));

    // bob moves through Discord: alice's open page moves on by itself.
    crate::discord::support::play(&fake, &black, fake.general, "Qc8").await;
    browser
        .until(
            "her move again",
            "document.querySelector('#move-form') !== null \
             && document.getElementById('board').dataset.ply === '10'",
        )
        .await;
    // A link past its time opens a page saying so, with no board and no form.
    let expired = WebKey::new(KEY)
        .expect("a key")
        .play_token(service::PlayLink {
            game: data::GameId(1),
            color: rules::Color::White,
            generation: 0,
            until: 1_000,
        });
    browser.open(&format!("http://{addr}/play/{expired}")).await;
    browser
        .until(
            "the expired link refused",
            "document.querySelector('h1').textContent === 'This link has expired' \
             && document.getElementById('board') === null && document.forms.length === 0",
        )
        .await;
    drop(browser);
    stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_on_the_web_against_sanctum_gets_sanctums_answer_on_discord() {
    use bot_testkit::fake::APP;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    let alice = alice();
    // Capture the Scepter against Sanctum at level 1, alice White.
    let sent = fake.slash(
        &alice,
        fake.general,
        "challenge",
        json!([
            option("opponent", 6, json!(APP.to_string())),
            option("variant", 4, json!(1)),
            option("color", 4, json!(0)),
            option("level", 4, json!(1)),
        ]),
        &[&FakeUser::new(APP, "Sanctum")],
    );
    let call = fake.callback(&sent).await;
    assert!(matches!(call.status, 200 | 204), "{call:?}");
    let link = link_from_board(&fake, &alice, &public).await;
    let sent = post_form(addr, &link, &[("move", "e2e4"), ("ply", "0")])
        .await
        .expect("an answer");
    assert_eq!(sent.status, 303, "{}", sent.text());
    announced(&fake, "Sanctum played").await;
    let store = data::Store::open(&db).expect("the database");
    let game = store.load_game(data::GameId(1)).expect("the game");
    assert_eq!(game.moves.len(), 2, "alice's e4 and Sanctum's answer");
    assert_eq!(game.moves[0].san, "e4");
    stop_cleanly(&mut bot).await;
}
