//! Sanctum's courses: short interactive lessons for Sanctuary Chess, Capture the
//! Scepter and chess, played with `/learn <game>`.
//!
//! Pure content and logic, like the rules crate it builds on: a [`Lesson`] is a
//! position, a [`Goal`] and a move budget; an [`Attempt`] is one learner's try,
//! stored as the lesson id and the learner's moves and rebuilt deterministically
//! (the [`Opponent`]'s answers are computed again, identically).
//!
//! ```
//! use lessons::{Attempt, Status};
//! use rules::Variant;
//! let course = lessons::course(Variant::Sanctuary);
//! let lesson = &course.lessons[0];
//! let mut attempt = Attempt::start(lesson).unwrap();
//! assert!(attempt.play("Zz9").is_err());
//! let step = attempt.play(lesson.solution[0]).unwrap();
//! assert!(matches!(step.status, Status::Going { .. } | Status::Done { .. }));
//! ```

mod attempt;
mod content;
mod goal;
mod lesson;
mod marks;
mod opponent;
mod refusal;
mod step;
mod targets;

pub use attempt::Attempt;
pub use goal::Goal;
pub use lesson::{Course, Lesson};
pub use marks::{Arrow, Marks};
pub use opponent::{FALLBACK_NODES, Opponent};
pub use refusal::{Refusal, ReplayError};
pub use step::{Failure, Played, Status, Step};

use rules::Variant;

/// Every course, the variants first and chess last.
pub const COURSES: [&Course; 3] = [
    &content::sanctuary::COURSE,
    &content::scepter::COURSE,
    &content::chess::COURSE,
];

/// How many lessons the longest course has: the highest lesson number anyone may ask
/// for (a shorter course refuses past its own end, saying how many it has).
///
/// ```
/// assert!(lessons::COURSES.iter().all(|c| c.lessons.len() <= lessons::LONGEST_COURSE));
/// assert!(lessons::COURSES.iter().any(|c| c.lessons.len() == lessons::LONGEST_COURSE));
/// ```
pub const LONGEST_COURSE: usize = {
    let mut longest = 0;
    let mut i = 0;
    while i < COURSES.len() {
        if COURSES[i].lessons.len() > longest {
            longest = COURSES[i].lessons.len();
        }
        i += 1;
    }
    longest
};

/// The course of `variant`.
///
/// ```
/// let course = lessons::course(rules::Variant::Chess);
/// assert_eq!(course.variant, rules::Variant::Chess);
/// ```
pub fn course(variant: Variant) -> &'static Course {
    match variant {
        Variant::Sanctuary => &content::sanctuary::COURSE,
        Variant::Scepter => &content::scepter::COURSE,
        Variant::Chess => &content::chess::COURSE,
    }
}

/// The lesson with this id, in any course.
///
/// ```
/// assert!(lessons::lesson("scepter-square").is_some());
/// assert!(lessons::lesson("no-such-lesson").is_none());
/// ```
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    COURSES
        .iter()
        .flat_map(|c| c.lessons.iter())
        .find(|l| l.id == id)
}
