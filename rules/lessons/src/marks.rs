//! What a board picture should mark, as plain squares.

use rules::Square;

/// An arrow from one square to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arrow {
    /// Where it starts.
    pub from: Square,
    /// Where it points.
    pub to: Square,
}

/// The marks for the current position, so the bot can draw them.
///
/// ```
/// use lessons::Attempt;
/// let attempt = Attempt::start(lessons::lesson("sanctuary-archbishop").unwrap()).unwrap();
/// let marks = attempt.marks();
/// assert_eq!(marks.circles.len(), 3);
/// assert_eq!(marks.goal, None);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Marks {
    /// The targets still standing, drawn as circles.
    pub circles: Vec<Square>,
    /// The goal square, if the goal has one (a square to reach, the scepter).
    pub goal: Option<Square>,
    /// The opponent's last reply, so the learner sees what changed.
    pub arrows: Vec<Arrow>,
}
