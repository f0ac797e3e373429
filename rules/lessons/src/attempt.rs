//! One learner's try at a lesson: the moves so far and where they led.

use crate::targets::Targets;
use crate::{Arrow, Failure, Goal, Lesson, Marks, Played, Refusal, ReplayError, Status, Step};
use rules::{Color, EndReason, Move, Outcome, Position};

/// A lesson in progress: a value the bot stores as the lesson id plus the
/// learner's moves in UCI, and rebuilds with [`Attempt::replay`].
///
/// ```
/// use lessons::{Attempt, Status};
/// let lesson = lessons::lesson("sanctuary-guard-leaps").unwrap();
/// let mut attempt = Attempt::start(lesson).unwrap();
/// for m in lesson.solution {
///     attempt.play(m).unwrap();
/// }
/// assert!(matches!(attempt.status(), Status::Done { stars: 3, .. }));
/// let again = Attempt::replay(lesson, attempt.moves()).unwrap();
/// assert_eq!(again.position(), attempt.position());
/// ```
#[derive(Debug, Clone)]
pub struct Attempt {
    lesson: &'static Lesson,
    learner: Color,
    position: Position,
    /// Hashes of the positions before the current one, oldest first.
    history: Vec<u64>,
    moves: Vec<String>,
    /// The marked pieces still standing.
    targets: Targets,
    last_reply: Option<Move>,
    status: Status,
}

impl Attempt {
    /// A fresh attempt at `lesson`.
    pub fn start(lesson: &'static Lesson) -> Result<Attempt, ReplayError> {
        let position = lesson
            .position()
            .map_err(|error| ReplayError::BadPosition {
                id: lesson.id,
                error,
            })?;
        let targets = match lesson.goal {
            Goal::CaptureAll(squares) => Targets::new(squares),
            _ => Targets::default(),
        };
        Ok(Attempt {
            lesson,
            learner: position.turn(),
            position,
            history: Vec::new(),
            moves: Vec::new(),
            targets,
            last_reply: None,
            status: Status::Going {
                moves_left: usize::from(lesson.budget),
            },
        })
    }

    /// Rebuilds an attempt from the learner's stored moves; the opponent's answers
    /// are computed again, identically.
    pub fn replay<S: AsRef<str>>(
        lesson: &'static Lesson,
        moves: &[S],
    ) -> Result<Attempt, ReplayError> {
        let mut attempt = Attempt::start(lesson)?;
        for (index, text) in moves.iter().enumerate() {
            attempt
                .play(text.as_ref())
                .map_err(|refusal| ReplayError::Refused {
                    index,
                    text: text.as_ref().to_owned(),
                    refusal: Box::new(refusal),
                })?;
        }
        Ok(attempt)
    }

    /// Rebuilds an attempt from a stored lesson id and moves.
    pub fn resume<S: AsRef<str>>(id: &str, moves: &[S]) -> Result<Attempt, ReplayError> {
        let lesson = crate::lesson(id).ok_or_else(|| ReplayError::UnknownLesson(id.to_owned()))?;
        Attempt::replay(lesson, moves)
    }

    /// The lesson being played.
    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The current position (the learner to move while the lesson goes on).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The learner's moves so far, in UCI: what the bot stores.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// Where the lesson stands.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// What a picture should mark: the targets left, the goal square, the last reply.
    pub fn marks(&self) -> Marks {
        Marks {
            circles: self.targets.squares().to_vec(),
            goal: self.lesson.goal.square(self.lesson.variant, self.learner),
            arrows: self
                .last_reply
                .iter()
                .map(|m| Arrow {
                    from: m.from,
                    to: m.to,
                })
                .collect(),
        }
    }

    /// The moves the learner may play now, with their SAN, in the rules' order;
    /// empty once the lesson is over.
    pub fn legal_moves(&self) -> Vec<Played> {
        if self.status.is_over() {
            return Vec::new();
        }
        self.position
            .legal_moves()
            .iter()
            .filter(|m| !self.refused_check(**m))
            .map(|m| Played {
                mv: *m,
                san: self.position.san(m),
            })
            .collect()
    }

    fn legal_sans(&self) -> Vec<String> {
        self.legal_moves().into_iter().map(|p| p.san).collect()
    }

    /// Plays the learner's move (SAN or UCI) and the opponent's answer.
    pub fn play(&mut self, text: &str) -> Result<Step, Refusal> {
        if self.status.is_over() {
            return Err(Refusal::Over(self.status.clone()));
        }
        let m = self.parse(text)?;
        if self.refused_check(m) {
            return Err(Refusal::GivesCheck {
                san: self.position.san(&m),
                legal: self.legal_sans(),
            });
        }
        let played = Played {
            mv: m,
            san: self.position.san(&m),
        };
        self.history.push(self.position.zobrist());
        self.position.play(&m);
        self.moves.push(m.uci());
        self.last_reply = None;
        self.targets = self.targets.after_capture(m);
        let used = self.moves.len();
        let (reply, status) = match self.after_learner(m, used) {
            Some(status) => (None, status),
            None => self.answer(used),
        };
        self.status = status;
        Ok(Step {
            played,
            reply,
            status: self.status.clone(),
        })
    }

    /// The opponent's turn after the learner's `used`-th move: its reply, if it
    /// makes one, and where the lesson stands after it.
    fn answer(&mut self, used: usize) -> (Option<Played>, Status) {
        if self.lesson.opponent.is_still() {
            self.position = self.position.null_move();
            if self.legal_moves().is_empty() {
                return (None, Status::Failed(Failure::Stuck));
            }
            return (None, self.after_reply(used));
        }
        let index = used.saturating_sub(1);
        let Some(r) = self
            .lesson
            .opponent
            .reply(&self.position, &self.history, index)
        else {
            // No reply means no legal move, which the outcome has already caught.
            let o = self
                .position
                .outcome()
                .unwrap_or(Outcome::draw(EndReason::Stalemate));
            return (None, Status::Failed(Failure::GameEnded(o)));
        };
        let played = Played {
            mv: r,
            san: self.position.san(&r),
        };
        self.history.push(self.position.zobrist());
        self.targets.follow(r);
        self.position.play(&r);
        self.last_reply = Some(r);
        (Some(played), self.after_reply(used))
    }

    fn going(&self, used: usize) -> Status {
        Status::Going {
            moves_left: usize::from(self.lesson.budget).saturating_sub(used),
        }
    }

    fn done(&self, used: usize) -> Status {
        Status::Done {
            stars: self.lesson.stars(used).max(1),
            moves: used,
        }
    }

    /// The status right after the learner's move, or `None` when the opponent is next.
    fn after_learner(&self, m: Move, used: usize) -> Option<Status> {
        let goal = self.lesson.goal;
        let outcome = self.outcome();
        let won = outcome.is_some_and(|o| o.winner == Some(self.learner));
        if (goal == Goal::Win && won)
            || (goal != Goal::Hold && goal.met_by(m, &self.position, self.targets.squares()))
        {
            return Some(self.done(used));
        }
        match outcome {
            // Any end while holding, a win or a draw, means the opponent did not win.
            Some(_) if goal == Goal::Hold => return Some(self.done(used)),
            // A standing opponent's stalemate or a dead position does not stop the lesson.
            Some(o) if won || !self.lesson.opponent.is_still() => {
                return Some(Status::Failed(Failure::GameEnded(o)));
            }
            _ => {}
        }
        (goal != Goal::Hold && used >= usize::from(self.lesson.budget)).then_some(Status::Failed(
            Failure::OutOfMoves {
                budget: self.lesson.budget,
            },
        ))
    }

    /// The status after the opponent's reply (or its standing still).
    fn after_reply(&self, used: usize) -> Status {
        let hold = self.lesson.goal == Goal::Hold;
        match self.outcome() {
            Some(o) if o.winner == Some(!self.learner) => Status::Failed(Failure::OpponentWon(o)),
            Some(_) if hold => self.done(used),
            Some(o) => Status::Failed(Failure::GameEnded(o)),
            None if hold && used >= usize::from(self.lesson.budget) => self.done(used),
            None => self.going(used),
        }
    }

    /// The game's outcome now, repetition included (its history is the lesson's).
    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.position.outcome() {
            return Some(o);
        }
        let now = self.position.zobrist();
        let seen = self.history.iter().filter(|&&h| h == now).count();
        (!self.lesson.opponent.is_still() && seen >= 2)
            .then_some(Outcome::draw(EndReason::Repetition))
    }

    /// True if `m` gives check while the opponent stands still and `m` does not end
    /// the lesson: a standing opponent could not answer it.
    fn refused_check(&self, m: Move) -> bool {
        if !self.lesson.opponent.is_still() || !self.position.variant().has_king() {
            return false;
        }
        let mut after = self.position;
        after.play(&m);
        if !after.is_check() {
            return false;
        }
        let goal = self.lesson.goal;
        let targets = self.targets.after_capture(m);
        let mated = after
            .outcome()
            .is_some_and(|o| o.winner == Some(self.learner));
        !(goal.met_by(m, &after, targets.squares()) || (goal == Goal::Win && mated))
    }

    fn parse(&self, text: &str) -> Result<Move, Refusal> {
        self.position
            .parse_san(text)
            .map_err(|error| Refusal::Move {
                error,
                legal: self.legal_sans(),
            })
    }
}
