//! The courses as web pages read them: each course's lessons in order, and one
//! lesson as `learn` opens it (its text, its goal, its picture's alt text) with a
//! model answer the page keeps folded. Static content: no database.

use crate::core::i18n::Lang;
use crate::core::names::CommandName;
use crate::core::text::{CommandRef, Text};
use crate::learn::lessons::{
    course_intro, course_title, hint, marks, picture_banner, start_banner, text, title,
};
use crate::learn::puzzle::show::{exercise_alt, exercise_options};
use lessons::{Attempt, Course, Lesson};
use rules::Variant;

/// A course's page: its lessons, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoursePage {
    /// The game taught.
    pub variant: Variant,
    /// The course's title.
    pub title: String,
    /// The sentences that open the course.
    pub intro: String,
    /// Every lesson, the first first.
    pub lessons: Vec<LessonLink>,
    /// The command that starts the course on Discord.
    pub play: Text,
}

/// A lesson as a course lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonLink {
    /// Its number in the course, from 1 (its address).
    pub number: usize,
    /// Its title.
    pub title: String,
    /// What it asks: `White to play: make a refugee in 3 moves`.
    pub goal: String,
}

/// One lesson's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonPage {
    /// The game taught.
    pub variant: Variant,
    /// The course's title.
    pub course: String,
    /// Its number in the course, from 1.
    pub number: usize,
    /// How many lessons the course has.
    pub of: usize,
    /// Its title.
    pub title: String,
    /// The teaching text, as the bot tells it.
    pub text: String,
    /// What to find, as the bot's banner says it.
    pub goal: String,
    /// The bot's nudge for a learner who is stuck.
    pub hint: String,
    /// The picture's alt text, as the bot writes it.
    pub alt: String,
    /// A model answer: the learner's moves, each with the answer it met.
    pub answer: Vec<AnswerStep>,
    /// How the model answer ends (`Lesson complete in 2 moves 3 of 3 stars`).
    pub result: String,
    /// The command that opens this lesson on Discord.
    pub play: Text,
}

/// One move of a model answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerStep {
    /// The learner's move in SAN.
    pub played: String,
    /// The other side's answer in SAN, if it made one.
    pub reply: Option<String>,
}

/// Every course, in the order `/learn` offers them, in `lang`.
pub fn courses(lang: Lang) -> Vec<CoursePage> {
    lessons::COURSES
        .iter()
        .map(|c| course_of(c, lang))
        .collect()
}

/// `variant`'s course, in `lang`.
pub fn course_page(variant: Variant, lang: Lang) -> CoursePage {
    course_of(lessons::course(variant), lang)
}

fn course_of(course: &Course, lang: Lang) -> CoursePage {
    CoursePage {
        variant: course.variant,
        title: course_title(course.variant).plain(lang),
        intro: course_intro(course.variant).plain(lang),
        lessons: course
            .lessons
            .iter()
            .enumerate()
            .map(|(i, l)| LessonLink {
                number: i + 1,
                title: title(l).plain(lang),
                goal: start_banner(l).plain(lang),
            })
            .collect(),
        play: Text::new()
            .command(CommandRef::new(CommandName::Learn).arg("variant", course.variant.id())),
    }
}

/// Lesson `number` (from 1) of `variant`'s course, if there is one.
fn lesson_at(variant: Variant, number: usize) -> Option<(&'static Course, &'static Lesson)> {
    let course = lessons::course(variant);
    let lesson = course.lessons.get(number.checked_sub(1)?)?;
    Some((course, lesson))
}

/// Lesson `number` (from 1) of `variant`'s course, or `None` past the course's end
/// (or for a lesson that does not start, which the lessons' own tests rule out), in
/// `lang`.
pub fn lesson_page(variant: Variant, number: usize, lang: Lang) -> Option<LessonPage> {
    let (course, lesson) = lesson_at(variant, number)?;
    let start = Attempt::start(lesson).ok()?;
    let goal = picture_banner(&start).plain(lang);
    let alt = exercise_alt(start.position(), &goal, lang);
    let mut played = start;
    let mut answer = Vec::with_capacity(lesson.solution.len());
    for uci in lesson.solution {
        let step = played.play(uci).ok()?;
        answer.push(AnswerStep {
            played: step.played.san,
            reply: step.reply.map(|r| r.san),
        });
    }
    Some(LessonPage {
        variant,
        course: course_title(variant).plain(lang),
        number,
        of: course.lessons.len(),
        title: title(lesson).plain(lang),
        text: text(lesson).plain(lang),
        goal,
        hint: hint(lesson).plain(lang),
        alt,
        answer,
        result: picture_banner(&played).plain(lang),
        play: Text::new().command(
            CommandRef::new(CommandName::Learn)
                .arg("variant", variant.id())
                .arg("lesson", number.to_string()),
        ),
    })
}

/// The picture of lesson `number`'s position as `learn` draws it, marks and goal.
pub(crate) fn lesson_png(
    renderer: &render::Renderer,
    variant: Variant,
    number: usize,
    lang: Lang,
) -> Option<Vec<u8>> {
    let (_, lesson) = lesson_at(variant, number)?;
    let start = Attempt::start(lesson).ok()?;
    let banner = picture_banner(&start).plain(lang);
    let opts = exercise_options(lesson.learner(), marks(&start), &banner);
    renderer
        .render_png(start.position(), &opts)
        .map_err(|e| tracing::warn!(error = %e, lesson = lesson.id, "lesson picture failed"))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_course_lists_its_lessons_and_each_lesson_reads() {
        let all = courses(Lang::En);
        assert_eq!(all.len(), 3);
        for course in &all {
            let shipped = lessons::course(course.variant);
            assert_eq!(course.lessons.len(), shipped.lessons.len());
            for (link, lesson) in course.lessons.iter().zip(shipped.lessons) {
                let page = lesson_page(course.variant, link.number, Lang::En).expect("a page");
                assert_eq!(page.title, title(lesson).plain(Lang::En));
                assert_eq!(page.text, text(lesson).plain(Lang::En));
                assert_eq!(page.goal, link.goal);
                assert!(
                    page.alt.starts_with(&format!("{}. ", page.goal)),
                    "{}",
                    page.alt
                );
                assert_eq!(page.answer.len(), lesson.solution.len());
                assert!(
                    page.result.starts_with("Lesson complete"),
                    "{}",
                    page.result
                );
            }
        }
    }

    #[test]
    fn no_lesson_zero_nor_past_the_end() {
        let n = lessons::course(Variant::Scepter).lessons.len();
        assert!(lesson_page(Variant::Scepter, 0, Lang::En).is_none());
        assert!(lesson_page(Variant::Scepter, n + 1, Lang::En).is_none());
        let last = lesson_page(Variant::Scepter, n, Lang::En).expect("the last");
        assert_eq!((last.number, last.of), (n, n));
        assert_eq!(
            last.play.to_string(),
            format!("`/learn variant:scepter lesson:{n}`")
        );
    }

    #[test]
    fn the_first_scepter_lesson_walks_the_king_to_the_scepter() {
        let page = lesson_page(Variant::Scepter, 1, Lang::En).expect("a page");
        assert_eq!(
            page.goal,
            "White to play: take the scepter or checkmate in 3 moves"
        );
        let moves: Vec<&str> = page.answer.iter().map(|s| s.played.as_str()).collect();
        assert_eq!(moves, ["Ke7", "Ke8"]);
        assert!(
            page.answer.iter().all(|s| s.reply.is_none()),
            "the king alone stands still"
        );
    }
}
