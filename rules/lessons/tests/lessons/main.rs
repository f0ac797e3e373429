//! The lessons' behaviour: content checks, model solutions, pars and random play.

mod content;
mod design;
mod par;
mod random;
mod solutions;

use lessons::{COURSES, Lesson};

/// Every lesson of every course.
fn all() -> impl Iterator<Item = &'static Lesson> {
    COURSES.iter().flat_map(|c| c.lessons.iter())
}
