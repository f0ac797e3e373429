//! The courses and puzzles as pages on the real binary: every course listed, a
//! course listing each of its lessons in order, a lesson showing its text, its goal,
//! its picture (a PNG of the lesson's position) with the very alt text `/learn`
//! gives it on Discord (whose answer links to the page), and its answer folded in
//! `<details>`; a puzzle handed out by `/puzzle` likewise, its solution folded; the
//! home and rules pages linking to them; an unknown game, lesson number or puzzle id
//! the same plain 404.

use crate::discord::binary::stop_cleanly;
use crate::discord::support::{alice, answered, content, data, option, png_position};
use crate::discord::web::{launch_web, photograph};
use bot_testkit::fake::{FakeDiscord, FakeUser};
use bot_testkit::puzzles::{shown_id, starter};
use bot_testkit::scrape::fetch;
use rules::Variant;
use serde_json::{Value, json};
use service::Lang;

/// `text` as maud writes it into a page.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A page's status and HTML.
async fn page(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let answer = fetch(addr, path).await.expect("an answer");
    (answer.status, answer.text())
}

/// `who`'s private answer to `/name options`: its text, its board's alt text, and
/// the address of its View button, if it has one.
async fn on_discord(
    fake: &FakeDiscord,
    who: &FakeUser,
    name: &str,
    options: Value,
) -> (String, String, Option<String>) {
    let call = answered(fake, &fake.slash(who, fake.general, name, options, &[])).await;
    let alt = data(&call)["attachments"][0]["description"]
        .as_str()
        .expect("alt text")
        .to_owned();
    let view = bot_testkit::fake::json::buttons(data(&call))
        .into_iter()
        .find(|b| b["style"] == 5)
        .and_then(|b| b["url"].as_str().map(str::to_owned));
    (content(&call), alt, view)
}

/// The one `<details class="answer">` of a page.
fn answer(html: &str) -> &str {
    let at = html
        .find("<details class=\"answer\">")
        .expect("an answer folded");
    let end = html[at..].find("</details>").expect("closed") + at;
    &html[at..end]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(
    clippy::too_many_lines,
    reason = "the courses, a lesson, a puzzle and the misses"
)]
async fn lessons_and_puzzles_have_pages_with_their_pictures_and_folded_answers() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, public) = launch_web(&fake, &db).await;
    let alice = alice();

    // The home page and the rules link to the courses.
    let (_, home) = page(addr, "/").await;
    assert!(home.contains("href=\"/learn\""), "{home}");
    let (_, rules) = page(addr, "/rules/scepter").await;
    assert!(rules.contains("href=\"/learn/scepter\""), "{rules}");
    assert!(rules.contains("href=\"/puzzles/scepter\""), "{rules}");

    // Every course, and each course's every lesson in order.
    let (status, index) = page(addr, "/learn").await;
    assert_eq!(status, 200);
    for course in lessons::COURSES {
        let path = format!("/learn/{}", course.variant.id());
        assert!(index.contains(&format!("href=\"{path}\"")), "{index}");
        let (status, html) = page(addr, &path).await;
        assert_eq!(status, 200, "{path}");
        let mut from = 0;
        let listed = service::course_page(course.variant, Lang::En);
        assert_eq!(listed.lessons.len(), course.lessons.len());
        for (i, lesson) in listed.lessons.iter().enumerate() {
            let link = format!(
                "<a href=\"{path}/{}\">{}</a>",
                i + 1,
                escaped(&lesson.title)
            );
            let at = html[from..]
                .find(&link)
                .unwrap_or_else(|| panic!("{link} after the one before: {html}"));
            from += at + link.len();
        }
        assert!(
            html.contains(&format!("content=\"{public}{path}/1/board\"")),
            "{html}"
        );
    }

    // A lesson: its text, its goal, its picture with the alt text `/learn` gives it.
    let course = lessons::course(Variant::Scepter);
    let lesson = service::lesson_page(Variant::Scepter, 3, Lang::En).expect("a third lesson");
    let (said, alt, view) = on_discord(
        &fake,
        &alice,
        "learn",
        json!([
            option("variant", 4, json!(1)),
            option("lesson", 4, json!(3))
        ]),
    )
    .await;
    assert!(
        said.contains(&lesson.title),
        "the third scepter lesson: {said}"
    );
    assert_eq!(
        view,
        Some(format!("{public}/learn/scepter/3")),
        "its View button"
    );
    let (status, html) = page(addr, "/learn/scepter/3").await;
    assert_eq!(status, 200);
    assert!(html.contains(&escaped(&lesson.text)), "{html}");
    assert!(html.contains(&escaped(&lesson.goal)), "{html}");
    assert!(
        html.contains(&format!(
            "src=\"/learn/scepter/3/board\" alt=\"{}\"",
            escaped(&alt)
        )),
        "the bot's alt text `{alt}`: {html}"
    );
    let folded = answer(&html);
    assert!(folded.contains("<strong>Rxb5</strong>"), "{folded}");
    assert!(folded.contains("Lesson complete"), "{folded}");
    assert!(
        html.contains("href=\"/learn/scepter/2\" rel=\"prev\""),
        "{html}"
    );
    assert!(
        html.contains("href=\"/learn/scepter/4\" rel=\"next\""),
        "{html}"
    );
    assert!(
        html.contains("<code>/learn variant:scepter lesson:3</code>"),
        "{html}"
    );
    assert!(!html.contains("<script>"), "no inline script");
    let board = fetch(addr, "/learn/scepter/3/board")
        .await
        .expect("an answer");
    assert_eq!(
        (board.status, board.header("content-type")),
        (200, "image/png")
    );
    assert_eq!(
        png_position(&board.body).fen(),
        course.lessons[2].position().expect("its position").fen()
    );
    let (_, first) = page(addr, "/learn/scepter/1").await;
    assert!(!first.contains("rel=\"prev\""), "nothing before the first");

    // A puzzle `/puzzle` hands out has its page, with the same alt text.
    let (said, alt, _) = on_discord(
        &fake,
        &alice,
        "puzzle",
        json!([option("variant", 4, json!(0))]),
    )
    .await;
    let id = shown_id(&said);
    let puzzle = starter(&id);
    let path = format!("/puzzles/{}/{id}", puzzle.variant.id());
    let (status, html) = page(addr, &path).await;
    assert_eq!(status, 200, "{path}");
    assert!(html.contains(&format!("Puzzle {id}")), "{html}");
    assert!(
        html.contains(&format!("src=\"{path}/board\" alt=\"{}\"", escaped(&alt))),
        "the bot's alt text `{alt}`: {html}"
    );
    let goal = alt.split(". ").next().expect("the goal first");
    assert!(
        html.contains(&format!("<strong>{}</strong>", escaped(goal))),
        "{html}"
    );
    let mut game = rules::Game::from_fen(puzzle.variant, &puzzle.fen).expect("its position");
    let mut line = Vec::new();
    for (i, uci) in puzzle.moves.iter().enumerate() {
        let m = game.parse_move(uci).expect("its move");
        if i > 0 {
            line.push(game.position().san(&m));
        }
        game.play(&m).expect("legal");
        if i == 0 {
            let board = fetch(addr, &format!("{path}/board"))
                .await
                .expect("an answer");
            assert_eq!(board.status, 200);
            assert_eq!(png_position(&board.body).fen(), game.position().fen());
        }
    }
    assert!(
        answer(&html).contains(&escaped(&line.join(" "))),
        "the solution {line:?}: {html}"
    );
    let (status, shelf) = page(addr, &format!("/puzzles/{}", puzzle.variant.id())).await;
    assert_eq!(status, 200);
    assert!(
        shelf.contains(&format!("href=\"/puzzles/{}/", puzzle.variant.id())),
        "{shelf}"
    );

    // Nothing else is found, and every miss looks the same.
    let missing = fetch(addr, "/nowhere").await.expect("an answer");
    let other = if puzzle.variant == Variant::Chess {
        "scepter"
    } else {
        "chess"
    };
    let past = format!("/learn/scepter/{}", course.lessons.len() + 1);
    for path in [
        "/learn/shogi".to_owned(),
        "/learn/scepter/0".to_owned(),
        "/learn/scepter/-1".to_owned(),
        "/learn/scepter/x".to_owned(),
        past.clone(),
        format!("{past}/board"),
        "/learn/shogi/1/board".to_owned(),
        "/puzzles/shogi".to_owned(),
        "/puzzles/sanctuary/nope".to_owned(),
        format!("/puzzles/{other}/{id}"),
        format!("/puzzles/{other}/{id}/board"),
        "/puzzles/sanctuary/%3Cscript%3E".to_owned(),
    ] {
        let answer = fetch(addr, &path).await.expect("an answer");
        assert_eq!(answer.status, 404, "{path}");
        assert_eq!(answer.body, missing.body, "{path}: the same page");
    }
    photograph(
        addr,
        &[
            ("learn", "/learn".to_owned()),
            ("learn-scepter", "/learn/scepter".to_owned()),
            ("lesson-scepter-3", "/learn/scepter/3".to_owned()),
            ("puzzles", format!("/puzzles/{}", puzzle.variant.id())),
            ("puzzle", path),
        ],
    );
    stop_cleanly(&mut bot).await;
}
