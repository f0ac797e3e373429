//! What one learner move led to.

use rules::{Move, Outcome};

/// A move as played, with its SAN in the position it was played from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// Its SAN, for the bot's text.
    pub san: String,
}

/// Where a lesson stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// The learner is to move, with this many moves left.
    Going {
        /// Moves left in the budget.
        moves_left: usize,
    },
    /// The goal is met.
    Done {
        /// 1 to 3.
        stars: u8,
        /// The learner's moves used.
        moves: usize,
    },
    /// The lesson is lost; try again.
    Failed(Failure),
}

impl Status {
    /// True once the lesson is done or failed.
    pub fn is_over(&self) -> bool {
        !matches!(self, Status::Going { .. })
    }
}

/// Why a lesson failed.
///
/// A value the bot words in its reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The budget is spent and the goal is not met.
    OutOfMoves {
        /// The lesson's budget.
        budget: u8,
    },
    /// The opponent won the game.
    OpponentWon(Outcome),
    /// The game ended otherwise (a draw, or a win that is not this lesson's goal).
    GameEnded(Outcome),
    /// The learner has no legal move left.
    Stuck,
}

/// The result of one accepted learner move.
///
/// ```
/// use lessons::{Attempt, Status};
/// let mut attempt = Attempt::start(lessons::lesson("scepter-king-run").unwrap()).unwrap();
/// let step = attempt.play("Kd6").unwrap();
/// assert_eq!(step.played.san, "Kd6");
/// assert!(step.reply.is_some()); // the engine answers
/// assert_eq!(step.status, Status::Going { moves_left: 4 });
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The learner's move.
    pub played: Played,
    /// The opponent's answer, if it made one.
    pub reply: Option<Played>,
    /// Where the lesson stands now.
    pub status: Status,
}
