//! Lessons: `learn` opens the next lesson of a game's course (or one by number), the
//! player answers it move by move with `solve`, and stars are kept per player. A
//! server may give a role to whoever finishes a course.

mod words;

pub(crate) use words::{
    course_intro, course_title, hint, picture_banner, start_banner, text, title,
};

use crate::core::catalogue::{CommandSpec, OptionKind, command, optional};
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Button, ButtonStyle, Effect, Reply, Response};
use crate::core::request::{Action, Actor, Command, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use lessons::{Attempt, Course, Lesson, Status};
use render::{Arrow, Circle, MarkColor};
use rules::Variant;

/// `learn [variant] [lesson]`.
pub(crate) const LEARN: CommandSpec = command(
    "learn-description",
    &[
        optional("variant", "learn-variant", OptionKind::Variant),
        optional(
            "lesson",
            "learn-lesson",
            OptionKind::Count {
                min: 1,
                max: LONGEST_COURSE,
            },
        ),
    ],
    |a| {
        Ok(Command::Learn {
            variant: a.variant("variant"),
            lesson: a.integer("lesson"),
        })
    },
);

/// The longest course's length, as the option's bound (a handful of lessons).
#[allow(
    clippy::cast_possible_truncation,
    reason = "a course has a dozen lessons, not 65,536"
)]
const LONGEST_COURSE: u16 = lessons::LONGEST_COURSE as u16;

/// `learn`: opens a lesson and shows it.
pub(crate) fn learn(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    variant: Option<Variant>,
    number: Option<i64>,
) -> Result<Response> {
    let course = lessons::course(variant.unwrap_or(Variant::Sanctuary));
    let stars = cx.store.lesson_stars(actor.user)?;
    let lesson = match number {
        Some(n) => usize::try_from(n)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| course.lessons.get(i))
            .ok_or(Refusal::NoSuchLesson {
                variant: course.variant,
                lessons: course.lessons.len(),
            })?,
        None => course
            .lessons
            .iter()
            .find(|l| !stars.iter().any(|(id, _)| id == l.id))
            .unwrap_or(&course.lessons[0]),
    };
    open(cx, actor, place, course, lesson, Text::new())
}

/// Starts `lesson` afresh and shows it.
fn open(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    course: &'static Course,
    lesson: &'static Lesson,
    lead: Text,
) -> Result<Response> {
    crate::core::limits::new_exercise(cx, actor.user, place.guild)?;
    let attempt = Attempt::start(lesson).map_err(|e| {
        tracing::error!(error = %e, lesson = lesson.id, "a lesson does not start");
        Refusal::NothingToSolve
    })?;
    cx.store
        .start_lesson(place.guild, actor.user, lesson.id, cx.now)?;
    let number = course.index_of(lesson.id).map_or(1, |i| i + 1);
    let text = lead
        .strong_msg(
            Msg::new("lesson-heading")
                .text("course", course_title(course.variant))
                .count("number", number)
                .count("lessons", course.lessons.len())
                .text("title", title(lesson)),
        )
        .plain("\n")
        .msg(text(lesson))
        .plain("\n")
        .msg(
            Msg::new("lesson-goal")
                .text("goal", Text::new().strong_msg(words::banner(&attempt)))
                .command("solve", CommandRef::new(CommandName::Solve))
                .text("hint", hint(lesson)),
        );
    let reply = shown(cx, &attempt, text, Vec::new())
        .about(crate::core::reply::Page::Lesson(course.variant, number));
    Ok(Response::one(reply))
}

/// The lesson's board as it stands, with its marks, privately.
fn shown(cx: &Ctx<'_>, attempt: &Attempt, text: Text, buttons: Vec<Button>) -> Reply {
    let mut reply = Reply::private(text);
    reply.board = Some(crate::learn::puzzle::show::exercise_picture(
        cx,
        attempt.position(),
        attempt.lesson().learner(),
        marks(attempt),
        format!("lesson-{}.png", attempt.lesson().id),
        picture_banner(attempt),
    ));
    reply.buttons = buttons;
    reply
}

/// What the lesson's picture marks as it stands: the last reply, the targets left,
/// the goal square.
pub(crate) fn marks(attempt: &Attempt) -> crate::learn::puzzle::show::Marks {
    let marks = attempt.marks();
    let mut arrows: Vec<Arrow> = marks
        .arrows
        .iter()
        .map(|a| Arrow {
            from: a.from,
            to: a.to,
            color: MarkColor::Orange,
        })
        .collect();
    arrows.truncate(4);
    let circles: Vec<Circle> = marks
        .circles
        .iter()
        .map(|s| Circle {
            square: *s,
            color: MarkColor::Red,
        })
        .chain(marks.goal.map(|s| Circle {
            square: s,
            color: MarkColor::Green,
        }))
        .collect();
    crate::learn::puzzle::show::Marks {
        last: None,
        arrows,
        circles,
        tone: match attempt.status() {
            Status::Going { .. } => render::Tone::Neutral,
            Status::Done { .. } => render::Tone::Success,
            Status::Failed(_) => render::Tone::Failure,
        },
    }
}

/// `solve` for a lesson: plays the move and the answer, and on the last one records
/// the stars (and grants the server's course role once the course is complete).
pub(crate) fn answer(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    lesson_id: &str,
    moves: &[String],
    typed: &str,
) -> Result<Response> {
    let Ok(mut attempt) = Attempt::resume(lesson_id, moves) else {
        // The lesson changed since it was begun: begin it again.
        cx.store.drop_lesson(actor.user)?;
        let lesson = lessons::lesson(lesson_id).ok_or(Refusal::NothingToSolve)?;
        return open(
            cx,
            actor,
            place,
            lessons::course(lesson.variant),
            lesson,
            Text::from(Msg::new("lesson-changed")).line(),
        );
    };
    // A move typed with the learner's own piece letters is read as the move it names.
    let position = rules::Game::from_position(*attempt.position());
    let typed = crate::core::i18n::letters::read_move(&position, typed, actor.lang)
        .map_or_else(|_| typed.to_owned(), |m| m.uci());
    let step = attempt.play(&typed).map_err(words::LessonRefusal)?;
    if !cx
        .store
        .record_lesson_moves(actor.user, lesson_id, moves, attempt.moves())?
    {
        return Err(Refusal::MovedOn.into());
    }
    let lesson = attempt.lesson();
    let course = lessons::course(lesson.variant);
    let played = match &step.reply {
        Some(reply) => Msg::new("lesson-played-answer")
            .mv("move", step.played.san.clone())
            .mv("answer", reply.san.clone()),
        None => Msg::new("lesson-played").mv("move", step.played.san.clone()),
    };
    let banner = Text::new().strong_msg(words::banner(&attempt));
    let stepped = Msg::new("lesson-step")
        .text("played", played.clone())
        .text("banner", banner.clone());
    let mut text = Text::new();
    let mut response = Response::default();
    let mut buttons = Vec::new();
    match &step.status {
        Status::Going { .. } => {
            text = text.msg(stepped);
        }
        Status::Done { stars, .. } => {
            cx.store
                .finish_lesson(actor.user, lesson.id, *stars, cx.now)?;
            text = text.msg(stepped);
            let done = cx.store.lesson_stars(actor.user)?;
            let finished = course
                .lessons
                .iter()
                .all(|l| done.iter().any(|(id, _)| id == l.id));
            if finished {
                let total: u32 = course
                    .lessons
                    .iter()
                    .filter_map(|l| done.iter().find(|(id, _)| id == l.id))
                    .map(|(_, s)| u32::from(*s))
                    .sum();
                text = text.line().msg(
                    Msg::new("lesson-course-finished")
                        .text("course", course_title(course.variant))
                        .num("stars", total)
                        .count("most", course.lessons.len() * 3),
                );
                if let Some(role) = cx.store.course_role(place.guild, course.variant)? {
                    text = text
                        .plain(" ")
                        .msg(Msg::new("lesson-course-role").text("role", Text::new().role(role)));
                    response.effects.push(Effect::GrantRole(actor.user, role));
                }
            }
            if course.next(lesson.id).is_some() {
                buttons.push(Button::new(
                    Action::NextLesson(course.variant),
                    ButtonStyle::Primary,
                ));
            }
        }
        Status::Failed(_) => {
            cx.store.drop_lesson(actor.user)?;
            text = text.msg(
                Msg::new("lesson-failed")
                    .text("played", played)
                    .text("banner", banner)
                    .command(
                        "learn",
                        CommandRef::new(CommandName::Learn)
                            .arg("variant", course.variant.id())
                            .arg(
                                "lesson",
                                course.index_of(lesson.id).map_or(1, |i| i + 1).to_string(),
                            ),
                    )
                    .text("hint", hint(lesson)),
            );
        }
    }
    response.replies.push(shown(cx, &attempt, text, buttons));
    Ok(response)
}

/// The "Next lesson" button: the first lesson of the course not yet finished.
pub(crate) fn next(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    variant: Variant,
) -> Result<Response> {
    learn(cx, actor, place, Some(variant), None)
}

/// The legal moves of the player's open lesson, for autocomplete.
pub(crate) fn legal_sans(lesson_id: &str, moves: &[String]) -> Vec<String> {
    Attempt::resume(lesson_id, moves)
        .map(|a| a.legal_moves().into_iter().map(|p| p.san).collect())
        .unwrap_or_default()
}
