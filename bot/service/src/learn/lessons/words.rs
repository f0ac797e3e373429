//! A lesson's words in its reader's language. The lessons crate holds the positions,
//! goals and budgets as values; what a player reads about them lives in this folder's
//! `locales/`: each course's title and intro and each lesson's title, text and hint
//! (keyed by their ids), the banner over the board, and why a move is refused.

use crate::core::moves_said::{move_error_msg, outcome_msg, with_role};
use crate::core::refusal::Refuse;
use crate::core::text::{Msg, Text};
use lessons::{Attempt, Failure, Goal, Lesson, Status};
use rules::{Color, MoveError, Variant};

/// The course's title: the game's name as the course teaches it.
pub(crate) fn course_title(variant: Variant) -> Msg {
    Msg::new(format!("course-{}-title", variant.id()))
}

/// The sentences that open the course.
pub(crate) fn course_intro(variant: Variant) -> Msg {
    Msg::new(format!("course-{}-intro", variant.id()))
}

/// The lesson's title.
pub(crate) fn title(lesson: &Lesson) -> Msg {
    Msg::new(format!("lesson-{}-title", lesson.id))
}

/// The lesson's teaching text.
pub(crate) fn text(lesson: &Lesson) -> Msg {
    Msg::new(format!("lesson-{}-text", lesson.id))
}

/// The nudge for a learner who is stuck.
pub(crate) fn hint(lesson: &Lesson) -> Msg {
    Msg::new(format!("lesson-{}-hint", lesson.id))
}

/// The banner as the lesson stands: "White to play: make a refugee in 3 moves",
/// "Lesson complete in 2 moves: ★★★", or why it failed.
pub(crate) fn banner(attempt: &Attempt) -> Msg {
    match attempt.status() {
        Status::Going { moves_left } => going(attempt.lesson(), *moves_left),
        Status::Done { stars, moves } => Msg::new("lesson-banner-done")
            .count("moves", *moves)
            .str("stars", "★".repeat(usize::from(*stars))),
        Status::Failed(why) => Msg::new("lesson-banner-failed").text("why", failure(why)),
    }
}

/// The banner over the lesson's board, one line in a font without a star: the
/// stars as a number, a failure without its reason (the reply says it).
pub(crate) fn picture_banner(attempt: &Attempt) -> Msg {
    match attempt.status() {
        Status::Done { stars, moves } => Msg::new("lesson-banner-done-picture")
            .count("moves", *moves)
            .num("stars", *stars),
        Status::Failed(_) => Msg::new("lesson-banner-failed-picture"),
        Status::Going { .. } => banner(attempt),
    }
}

/// The banner of the lesson as it starts, with its whole budget.
pub(crate) fn start_banner(lesson: &Lesson) -> Msg {
    going(lesson, usize::from(lesson.budget))
}

fn going(lesson: &Lesson, left: usize) -> Msg {
    let learner = lesson.learner();
    let id = match lesson.goal {
        Goal::Hold => "lesson-banner-hold",
        _ => "lesson-banner-going",
    };
    Msg::new(id)
        .str("side", side(learner))
        .text("goal", aim(lesson.goal, lesson.variant, learner))
        .count("left", left)
}

/// What the lesson asks, to follow "White to play:".
fn aim(goal: Goal, variant: Variant, learner: Color) -> Msg {
    match goal {
        Goal::CaptureAll(targets) => Msg::new("lesson-aim-capture").count("count", targets.len()),
        Goal::Reach { square, role } => with_role(
            Msg::new("lesson-aim-reach").str("square", square.to_string()),
            "role",
            "piece",
            role,
        ),
        Goal::PromotePawn if variant == Variant::Sanctuary => Msg::new("lesson-aim-refugee"),
        Goal::PromotePawn => Msg::new("lesson-aim-promote"),
        Goal::Check => Msg::new("lesson-aim-check"),
        Goal::Win => Msg::new(match variant {
            Variant::Chess => "lesson-aim-checkmate",
            Variant::Scepter => "lesson-aim-scepter",
            Variant::Sanctuary => "lesson-aim-sanctuary",
        }),
        Goal::Hold => Msg::new("lesson-aim-hold").str("side", side(!learner)),
    }
}

/// Why the lesson failed, to follow "Not this time:".
fn failure(why: &Failure) -> Msg {
    match why {
        Failure::OutOfMoves { budget } => {
            Msg::new("lesson-why-out-of-moves").num("budget", *budget)
        }
        Failure::OpponentWon(o) => {
            Msg::new("lesson-why-opponent-won").text("outcome", outcome_msg(*o))
        }
        Failure::GameEnded(o) => Msg::new("lesson-why-game-ended").text("outcome", outcome_msg(*o)),
        Failure::Stuck => Msg::new("lesson-why-stuck"),
    }
}

/// A side as the messages' selectors know it.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A move the lesson does not take, in the reader's words: the rules' own refusal
/// with the moves the lesson takes now.
#[derive(Debug)]
pub(crate) struct LessonRefusal(pub(crate) lessons::Refusal);

impl Refuse for LessonRefusal {
    fn user_text(&self) -> Text {
        match &self.0 {
            lessons::Refusal::Move {
                error: MoveError::Illegal { input, reason, .. },
                legal,
            } => Text::from(move_error_msg(&MoveError::Illegal {
                input: input.clone(),
                reason: reason.clone(),
                legal: legal.clone(),
            })),
            lessons::Refusal::Move {
                error: error @ MoveError::Syntax { .. },
                legal,
            } => Text::from(move_error_msg(error))
                .plain(" ")
                .msg(Msg::new("lesson-moves-here").str("moves", legal.join(", "))),
            lessons::Refusal::Move { error, .. } => Text::from(move_error_msg(error)),
            lessons::Refusal::GivesCheck { san, .. } => Msg::new("lesson-refused-check")
                .mv("move", san.clone())
                .into(),
            lessons::Refusal::Over(_) => Msg::new("lesson-refused-over").into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::i18n::Lang;
    use lessons::Attempt;

    fn by_id(id: &str) -> &'static Lesson {
        lessons::lesson(id).unwrap_or_else(|| panic!("no lesson {id}"))
    }

    fn played(id: &str, moves: &[&str]) -> Attempt {
        let mut attempt = Attempt::start(by_id(id)).unwrap_or_else(|e| panic!("{e}"));
        for m in moves {
            attempt.play(m).unwrap_or_else(|e| panic!("{id} {m}: {e}"));
        }
        attempt
    }

    #[test]
    fn every_course_and_lesson_has_its_words_in_every_language() {
        for lang in Lang::ALL {
            for course in lessons::COURSES {
                for msg in [course_title(course.variant), course_intro(course.variant)] {
                    assert!(msg.exists(lang), "{lang} {}", msg.id());
                    let words = msg.plain(lang);
                    assert!(
                        (1..=400).contains(&words.chars().count()),
                        "{lang} {}",
                        msg.id()
                    );
                }
                for lesson in course.lessons {
                    for (msg, most) in [
                        (title(lesson), 60),
                        (text(lesson), 600),
                        (hint(lesson), 300),
                    ] {
                        assert!(msg.exists(lang), "{lang} {}", msg.id());
                        let n = msg.plain(lang).chars().count();
                        assert!(
                            (1..=most).contains(&n),
                            "{lang} {}: {n} characters",
                            msg.id()
                        );
                    }
                    let banner = start_banner(lesson).plain(lang);
                    assert!(!banner.contains('{'), "{lang} {}: {banner}", lesson.id);
                }
            }
        }
    }

    #[test]
    fn english_texts_are_two_to_five_sentences() {
        for lesson in lessons::COURSES.iter().flat_map(|c| c.lessons) {
            let words = text(lesson).plain(Lang::En);
            let sentences = words
                .split_terminator(['.', '!', '?'])
                .filter(|s| !s.trim().is_empty() && !s.starts_with(|c: char| c.is_ascii_digit()))
                .count();
            assert!(
                (2..=5).contains(&sentences),
                "{}: {sentences} sentences",
                lesson.id
            );
            assert!(
                title(lesson).plain(Lang::En).chars().count() <= 40,
                "{}",
                lesson.id
            );
        }
    }

    #[test]
    fn banners_read_like_a_sentence() {
        for (id, banner) in [
            (
                "sanctuary-refugee",
                "White to play: make a refugee in 4 moves",
            ),
            (
                "sanctuary-guard-leaps",
                "White to play: capture the 3 marked pieces in 5 moves",
            ),
            (
                "sanctuary-stop-invader",
                "White to play: keep Black from winning for 2 moves",
            ),
            ("chess-mate-in-one", "White to play: checkmate in 1 move"),
            (
                "chess-castling",
                "White to play: bring your king to g1 in 1 move",
            ),
            (
                "scepter-square",
                "White to play: take the scepter or checkmate in 3 moves",
            ),
        ] {
            assert_eq!(start_banner(by_id(id)).plain(Lang::En), banner);
        }
        let going = played("sanctuary-guard-leaps", &["Gxe5"]);
        assert_eq!(
            banner(&going).plain(Lang::En),
            "White to play: capture the 3 marked pieces in 4 moves"
        );
        assert_eq!(
            start_banner(by_id("sanctuary-refugee")).plain(Lang::De),
            banner(&played("sanctuary-refugee", &[])).plain(Lang::De)
        );
    }

    #[test]
    fn the_end_of_a_lesson_in_words_and_on_the_board() {
        let done = played("chess-mate-in-one", &["Ra8#"]);
        assert_eq!(
            banner(&done).plain(Lang::En),
            "Lesson complete in 1 move: ★★★"
        );
        assert_eq!(
            picture_banner(&done).plain(Lang::En),
            "Lesson complete in 1 move: 3 of 3 stars"
        );
        let failed = played("chess-check", &["Ke2"]);
        let words = banner(&failed).plain(Lang::En);
        assert!(words.starts_with("Not this time: you used"), "{words}");
        assert!(words.ends_with("Try again!"), "{words}");
        for lang in Lang::ALL {
            for attempt in [&done, &failed] {
                let words = banner(attempt).plain(lang);
                assert!(!words.contains('{') && words.len() > 10, "{lang}: {words}");
            }
        }
    }

    /// How wide `words` run on a board's one-line banner, in Latin letters: a CJK
    /// character takes about two.
    fn width(words: &str) -> usize {
        words
            .chars()
            .map(|c| if c > '\u{2e80}' { 2 } else { 1 })
            .sum()
    }

    #[test]
    fn every_picture_banner_fits_its_line_in_every_language() {
        // A banner shortens what does not fit with an ellipsis: about 70 letters fit.
        for lang in Lang::ALL {
            for lesson in lessons::COURSES.iter().flat_map(|c| c.lessons) {
                let mut attempt = Attempt::start(lesson).unwrap_or_else(|e| panic!("{e}"));
                let mut banners = vec![picture_banner(&attempt).plain(lang)];
                for m in lesson.solution {
                    attempt
                        .play(m)
                        .unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
                    banners.push(picture_banner(&attempt).plain(lang));
                }
                let failed = played("chess-check", &["Ke2"]);
                banners.push(picture_banner(&failed).plain(lang));
                for words in banners {
                    assert!(width(&words) <= 66, "{lang} {}: {words}", lesson.id);
                }
            }
        }
    }

    #[test]
    fn a_refused_move_says_why_and_what_the_lesson_takes() {
        let mut attempt = played("sanctuary-guard-leaps", &[]);
        let typo = LessonRefusal(attempt.play("Zz9").unwrap_err()).user_text();
        let words = typo.to_string();
        assert!(
            words.contains("Zz9") && words.contains("Moves here: "),
            "{words}"
        );
        assert!(words.contains("Gxe5"), "{words}");
        let mut attempt = played("chess-rook", &[]);
        let check = LessonRefusal(attempt.play("Ra5").unwrap_err()).user_text();
        assert!(check.to_string().contains("gives check"), "{check}");
        let illegal = LessonRefusal(attempt.play("Rb2").unwrap_err()).user_text();
        let words = illegal.to_string();
        assert!(words.contains("Rxa6") && !words.contains("Ra5+"), "{words}");
        let german = illegal.localized(Lang::De).to_string();
        assert_ne!(german, words);
    }
}
