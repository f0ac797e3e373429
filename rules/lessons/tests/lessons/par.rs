//! Pars are honest: where the other side stands still, no shorter solution exists.

use lessons::{Attempt, Status};

/// True if some line of at most `depth` more moves finishes the lesson.
fn solvable_within(attempt: &Attempt, depth: usize) -> bool {
    if matches!(attempt.status(), Status::Done { .. }) {
        return true;
    }
    if depth == 0 || attempt.status().is_over() {
        return false;
    }
    attempt.legal_moves().iter().any(|m| {
        let mut next = attempt.clone();
        next.play(&m.mv.uci()).is_ok() && solvable_within(&next, depth - 1)
    })
}

#[test]
fn no_still_lesson_is_solvable_under_par() {
    for lesson in super::all().filter(|l| l.opponent.is_still()) {
        let attempt = Attempt::start(lesson).unwrap_or_else(|e| panic!("{e}"));
        let under = usize::from(lesson.par) - 1;
        assert!(
            !solvable_within(&attempt, under),
            "{} can be solved in {under} moves, under its par {}",
            lesson.id,
            lesson.par
        );
    }
}
