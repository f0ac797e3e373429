//! The courses as pages: every course, a course's lessons in order, and one lesson
//! with its picture, its goal, a hint and a model answer folded in `<details>` (no
//! script needed), from the service's `CoursePage` and `LessonPage`.

use super::layout::{Preview, not_found, page, respond};
use super::{Shared, Web, game, off_thread, ready, variant, words};
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use maud::{Markup, html};
use service::{CoursePage, LessonPage};
use std::sync::Arc;

/// The courses' routes.
pub(super) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/learn", get(index))
        .route("/learn/{variant}", get(course))
        .route("/learn/{variant}/{n}", get(lesson))
        .route("/learn/{variant}/{n}/board", get(board))
}

/// The path of `variant`'s course.
pub fn course_path(v: rules::Variant) -> String {
    format!("/learn/{}", v.id())
}

/// A lesson's number in an address: digits only, from 1.
fn number(n: &str) -> Option<usize> {
    n.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| n.parse().ok())
        .flatten()
        .filter(|n| *n >= 1)
}

async fn index(State(shared): State<Arc<Shared>>) -> Response {
    let Some(web) = shared.web.as_ref() else {
        return not_found();
    };
    let courses = service::courses();
    let body = html! {
        h1 { "Learn the games" }
        p {
            "Each course is a few short lessons: a position, a goal and a few moves. "
            "Read them here; play them on Discord, where Sanctum answers your moves and "
            "keeps your stars."
        }
        @for c in &courses {
            section {
                h2 { a href=(course_path(c.variant)) { (c.title) } }
                p { (c.intro) " " (c.lessons.len()) " lessons." }
            }
        }
    };
    let preview = Preview {
        title: "Learn the games",
        description: "Short lessons in Sanctuary Chess, Capture the Scepter and chess.",
        image: courses
            .first()
            .and_then(|c| web.absolute(&format!("{}/1/board", course_path(c.variant)))),
    };
    respond(
        StatusCode::OK,
        &page("Learn the games", Some(&preview), &body),
    )
}

async fn course(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> Response {
    match (shared.web.as_ref(), variant(&id)) {
        (Some(web), Some(v)) => render_course(web, &service::course_page(v)),
        _ => not_found(),
    }
}

fn render_course(web: &Web, c: &CoursePage) -> Response {
    let path = course_path(c.variant);
    let body = html! {
        h1 { (c.title) ": the course" }
        p { (c.intro) }
        ol.lessons {
            @for l in &c.lessons {
                li {
                    a href={ (path) "/" (l.number) } { (l.title) }
                    " — " span.goal { (l.goal) }
                }
            }
        }
        p { "Play the course on Discord with " (words::html(&c.play)) "." }
        nav {
            a href={ "/rules/" (c.variant.id()) } { "The rules of " (c.variant.name()) }
            " · " a href={ "/puzzles/" (c.variant.id()) } { (c.variant.name()) " puzzles" }
            " · " a href="/learn" { "Every course" }
        }
    };
    let title = format!("Learn {}", c.title);
    let description = format!("{} {} short lessons.", c.intro, c.lessons.len());
    let preview = Preview {
        title: &title,
        description: &description,
        image: web.absolute(&format!("{path}/1/board")),
    };
    respond(StatusCode::OK, &page(&title, Some(&preview), &body))
}

async fn lesson(
    State(shared): State<Arc<Shared>>,
    Path((id, n)): Path<(String, String)>,
) -> Response {
    let found = shared.web.as_ref().zip(variant(&id)).zip(number(&n));
    let Some(((web, v), n)) = found else {
        return not_found();
    };
    match service::lesson_page(v, n) {
        Some(l) => respond(StatusCode::OK, &render_lesson(web, &l)),
        None => not_found(),
    }
}

fn render_lesson(web: &Web, l: &LessonPage) -> Markup {
    let course = course_path(l.variant);
    let picture = format!("{course}/{}/board", l.number);
    let body = html! {
        p.crumbs { a href="/learn" { "Courses" } " › " a href=(course) { (l.course) } }
        h1 { "Lesson " (l.number) " of " (l.of) ": " (l.title) }
        div.exercise {
            figure { img src=(picture) alt=(l.alt); }
            div.words {
                p { (l.text) }
                p { strong { (l.goal) } "." }
                details {
                    summary { "A hint" }
                    p { (l.hint) }
                }
                details.answer {
                    summary { "The answer" }
                    ol {
                        @for s in &l.answer {
                            li {
                                strong { (s.played) }
                                @if let Some(reply) = &s.reply { ", answered by " strong { (reply) } }
                            }
                        }
                    }
                    p { (l.result) "." }
                }
                p { "Play it on Discord with " (words::html(&l.play)) "." }
            }
        }
        nav.steps {
            @if l.number > 1 { a href={ (course) "/" (l.number - 1) } rel="prev" { "← Previous lesson" } }
            a href=(course) { "All lessons" }
            @if l.number < l.of { a href={ (course) "/" (l.number + 1) } rel="next" { "Next lesson →" } }
        }
    };
    let title = format!("{} · lesson {}: {}", l.course, l.number, l.title);
    let preview = Preview {
        title: &title,
        description: &l.goal,
        image: web.absolute(&picture),
    };
    page(&title, Some(&preview), &body)
}

async fn board(
    State(shared): State<Arc<Shared>>,
    Path((id, n)): Path<(String, String)>,
) -> Response {
    let (Some((service, web)), Some(v), Some(n)) = (ready(&shared), variant(&id), number(&n))
    else {
        return not_found();
    };
    match off_thread(web, service, move |s| s.lesson_picture(v, n)).await {
        // A lesson may be reworded from one release to the next: kept a minute.
        Some(png) => game::board(png, false),
        None => not_found(),
    }
}
