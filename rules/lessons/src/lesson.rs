//! A lesson and a course: the static content the bot shows and the learner plays.

use crate::{Goal, Opponent};
use rules::{Color, FenError, Position, Variant};

/// One short exercise: a position, a goal and a move budget.
///
/// Progress is stored by [`Lesson::id`], so ids never change once shipped. Its
/// words (title, teaching text, hint) are the bot's, keyed by the id, so that each
/// reader gets them in their own language.
///
/// ```
/// let lesson = lessons::lesson("sanctuary-guard-leaps").unwrap();
/// assert_eq!(lesson.variant, rules::Variant::Sanctuary);
/// assert_eq!(lesson.stars(usize::from(lesson.par)), 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lesson {
    /// Stable id, `<game>-<topic>`; progress is stored under it.
    pub id: &'static str,
    /// The game the lesson is played in.
    pub variant: Variant,
    /// The start position; the side to move is the learner.
    pub fen: &'static str,
    /// What the learner must do.
    pub goal: Goal,
    /// The most moves the learner may play.
    pub budget: u8,
    /// Three stars at or under this many moves.
    pub par: u8,
    /// Two stars at or under this many moves; `None` means `par + 1`.
    pub two_stars: Option<u8>,
    /// How the other side answers.
    pub opponent: Opponent,
    /// A model solution within par, in UCI: the learner's moves only.
    pub solution: &'static [&'static str],
}

impl Lesson {
    /// The start position.
    pub fn position(&self) -> Result<Position, FenError> {
        Position::from_fen(self.variant, self.fen)
    }

    /// The learner's side: the side to move in the FEN (White when the FEN is bad,
    /// which the tests rule out).
    pub fn learner(&self) -> Color {
        self.position().map_or(Color::White, |p| p.turn())
    }

    /// Stars for finishing in `moves` moves: 3 at or under par, 2 up to the
    /// second threshold, 1 within the budget, 0 over it.
    pub fn stars(&self, moves: usize) -> u8 {
        let two = self.two_stars.unwrap_or(self.par.saturating_add(1));
        [(self.par, 3), (two, 2), (self.budget, 1)]
            .into_iter()
            .find(|&(limit, _)| moves <= usize::from(limit))
            .map_or(0, |(_, stars)| stars)
    }
}

/// The lessons of one game, from first steps to a real goal.
///
/// ```
/// let course = lessons::course(rules::Variant::Scepter);
/// assert!((8..=12).contains(&course.lessons.len()));
/// let first = &course.lessons[0];
/// assert_eq!(course.next(first.id).map(|l| l.id), Some(course.lessons[1].id));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Course {
    /// The game taught.
    pub variant: Variant,
    /// The lessons, in order.
    pub lessons: &'static [Lesson],
}

impl Course {
    /// The lesson after `id` in this course, if any (what a "next" button opens).
    pub fn next(&self, id: &str) -> Option<&'static Lesson> {
        let i = self.index_of(id)?;
        self.lessons.get(i + 1)
    }

    /// Where lesson `id` stands in the course, from 0.
    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.lessons.iter().position(|l| l.id == id)
    }
}
