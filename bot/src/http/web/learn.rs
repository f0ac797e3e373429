//! The courses as pages: every course, a course's lessons in order, and one lesson
//! with its picture, its goal, a hint and a model answer folded in `<details>` (no
//! script needed), from the service's `CoursePage` and `LessonPage`.

use super::layout::{Preview, Reader, not_found, page, respond};
use super::{Shared, Web, game, off_thread, ready, variant, words};
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use maud::{Markup, html};
use service::{CoursePage, LessonPage, Msg};
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

async fn index(State(shared): State<Arc<Shared>>, reader: Reader) -> Response {
    let Some(web) = shared.web.as_ref() else {
        return not_found(&reader);
    };
    let lang = reader.lang;
    let courses = service::courses(lang);
    let title = reader.word("page-learn-title");
    let body = html! {
        h1 { (title) }
        p { (reader.word("page-learn-intro")) }
        @for c in &courses {
            section {
                h2 { a href={ (course_path(c.variant)) (reader.lang_query()) } { (c.title) } }
                p {
                    (c.intro) " "
                    (Msg::new("page-learn-lesson-count").count("count", c.lessons.len()).plain(lang))
                }
            }
        }
    };
    let description = reader.word("page-learn-description");
    let preview = Preview {
        title: &title,
        description: &description,
        image: courses
            .first()
            .and_then(|c| web.absolute(&format!("{}/1/board", course_path(c.variant)))),
    };
    respond(
        StatusCode::OK,
        &page(&reader, &title, Some(&preview), &body),
    )
}

async fn course(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    reader: Reader,
) -> Response {
    match (shared.web.as_ref(), variant(&id)) {
        (Some(web), Some(v)) => render_course(web, &reader, &service::course_page(v, reader.lang)),
        _ => not_found(&reader),
    }
}

fn render_course(web: &Web, reader: &Reader, c: &CoursePage) -> Response {
    let lang = reader.lang;
    let path = course_path(c.variant);
    let keep = reader.lang_query();
    let body = html! {
        h1 { (Msg::new("page-learn-course-heading").str("course", c.title.as_str()).plain(lang)) }
        p { (c.intro) }
        ol.lessons {
            @for l in &c.lessons {
                li {
                    a href={ (path) "/" (l.number) (keep) } { (l.title) }
                    " — " span.goal { (l.goal) }
                }
            }
        }
        p { (reader.rich(Msg::new("page-learn-play-course").text("command", c.play.clone()))) }
        nav {
            a href={ "/rules/" (c.variant.id()) (keep) } {
                (Msg::new("page-rules-link").text("variant", words::variant(c.variant)).plain(lang))
            }
            " · " a href={ "/puzzles/" (c.variant.id()) (keep) } {
                (Msg::new("page-puzzles-title").text("variant", words::variant(c.variant)).plain(lang))
            }
            " · " a href={ "/learn" (keep) } { (reader.word("page-learn-every-course")) }
        }
    };
    let title = Msg::new("page-learn-course-title")
        .str("course", c.title.as_str())
        .plain(lang);
    let description = format!(
        "{} {}",
        c.intro,
        Msg::new("page-learn-course-description")
            .count("count", c.lessons.len())
            .plain(lang)
    );
    let preview = Preview {
        title: &title,
        description: &description,
        image: web.absolute(&format!("{path}/1/board")),
    };
    respond(StatusCode::OK, &page(reader, &title, Some(&preview), &body))
}

async fn lesson(
    State(shared): State<Arc<Shared>>,
    Path((id, n)): Path<(String, String)>,
    reader: Reader,
) -> Response {
    let found = shared.web.as_ref().zip(variant(&id)).zip(number(&n));
    let Some(((web, v), n)) = found else {
        return not_found(&reader);
    };
    match service::lesson_page(v, n, reader.lang) {
        Some(l) => respond(StatusCode::OK, &render_lesson(web, &reader, &l)),
        None => not_found(&reader),
    }
}

fn render_lesson(web: &Web, reader: &Reader, l: &LessonPage) -> Markup {
    let lang = reader.lang;
    let course = course_path(l.variant);
    let keep = reader.lang_query();
    let picture = format!("{course}/{}/board", l.number);
    let body = html! {
        p.crumbs {
            a href={ "/learn" (keep) } { (reader.word("page-learn-courses")) }
            " › " a href={ (course) (keep) } { (l.course) }
        }
        h1 {
            (Msg::new("page-learn-lesson-heading")
                .count("number", l.number)
                .count("of", l.of)
                .str("title", l.title.as_str())
                .plain(lang))
        }
        div.exercise {
            figure { img src=(picture) alt=(l.alt); }
            div.words {
                p { (l.text) }
                p { strong { (l.goal) } "." }
                details {
                    summary { (reader.word("page-learn-hint")) }
                    p { (l.hint) }
                }
                details.answer {
                    summary { (reader.word("page-learn-answer")) }
                    ol {
                        @for s in &l.answer {
                            li {
                                @if let Some(reply) = &s.reply {
                                    (reader.rich(Msg::new("page-learn-answered").mv("move", s.played.as_str()).mv("reply", reply.as_str())))
                                } @else {
                                    strong { (s.played) }
                                }
                            }
                        }
                    }
                    p { (l.result) "." }
                }
                p { (reader.rich(Msg::new("page-learn-play-lesson").text("command", l.play.clone()))) }
            }
        }
        nav.steps {
            @if l.number > 1 {
                a href={ (course) "/" (l.number - 1) (keep) } rel="prev" { (reader.word("page-learn-previous")) }
            }
            a href={ (course) (keep) } { (reader.word("page-learn-all-lessons")) }
            @if l.number < l.of {
                a href={ (course) "/" (l.number + 1) (keep) } rel="next" { (reader.word("page-learn-next")) }
            }
        }
    };
    let title = Msg::new("page-learn-lesson-title")
        .str("course", l.course.as_str())
        .count("number", l.number)
        .str("title", l.title.as_str())
        .plain(lang);
    let preview = Preview {
        title: &title,
        description: &l.goal,
        image: web.absolute(&picture),
    };
    page(reader, &title, Some(&preview), &body)
}

async fn board(
    State(shared): State<Arc<Shared>>,
    Path((id, n)): Path<(String, String)>,
    reader: Reader,
) -> Response {
    let (Some((service, web)), Some(v), Some(n)) = (ready(&shared), variant(&id), number(&n))
    else {
        return not_found(&reader);
    };
    let lang = reader.lang;
    match off_thread(web, service, move |s| s.lesson_picture(v, n, lang)).await {
        // A lesson may be reworded from one release to the next: kept a minute.
        Some(png) => game::board(png, false),
        None => not_found(&reader),
    }
}
