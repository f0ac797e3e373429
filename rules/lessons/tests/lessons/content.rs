//! The content itself: ids, counts, positions, goals, budgets and texts.

use lessons::{COURSES, Goal, Lesson};
use rules::{Role, Variant};
use std::collections::HashSet;

#[test]
fn every_id_is_unique_and_names_its_game() {
    let mut seen = HashSet::new();
    for lesson in super::all() {
        assert!(seen.insert(lesson.id), "{} appears twice", lesson.id);
        assert!(
            lesson.id.starts_with(&format!("{}-", lesson.variant.id())),
            "{} should start with its game's id",
            lesson.id
        );
        assert!(
            lesson
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{}: ids are lower-case words joined by hyphens",
            lesson.id
        );
        assert_eq!(lessons::lesson(lesson.id), Some(lesson));
    }
}

#[test]
fn the_variant_courses_have_8_to_12_lessons_and_chess_has_8() {
    for course in COURSES {
        assert_eq!(lessons::course(course.variant), course);
        let n = course.lessons.len();
        match course.variant {
            Variant::Chess => assert_eq!(n, 8),
            _ => assert!((8..=12).contains(&n), "{:?}: {n} lessons", course.variant),
        }
        for lesson in course.lessons {
            assert_eq!(lesson.variant, course.variant, "{}", lesson.id);
        }
    }
}

#[test]
fn every_position_parses_is_undecided_and_leaves_the_learner_a_move() {
    for lesson in super::all() {
        let pos = lesson
            .position()
            .unwrap_or_else(|e| panic!("{}: {e}", lesson.id));
        assert_eq!(pos.outcome(), None, "{}: already decided", lesson.id);
        assert!(
            !pos.legal_moves().is_empty(),
            "{}: no legal move",
            lesson.id
        );
        assert_eq!(lesson.learner(), pos.turn());
        if lesson.opponent.is_still() {
            // Standing still must never hand the opponent a win or leave the learner stuck.
            assert_eq!(pos.null_move().null_move().outcome(), None, "{}", lesson.id);
        }
    }
}

#[test]
fn no_goal_is_met_before_the_first_move() {
    for lesson in super::all() {
        let pos = lesson.position().unwrap_or_else(|e| panic!("{e}"));
        let learner = pos.turn();
        match lesson.goal {
            Goal::CaptureAll(targets) => {
                assert!(!targets.is_empty(), "{}", lesson.id);
                let distinct: HashSet<_> = targets.iter().collect();
                assert_eq!(distinct.len(), targets.len(), "{}", lesson.id);
                for t in targets {
                    let piece = pos.piece_at(*t);
                    assert!(
                        piece.is_some_and(|p| p.color != learner && p.role != Role::King),
                        "{}: no enemy piece to capture on {t}",
                        lesson.id
                    );
                }
            }
            Goal::Reach { square, role } => assert!(
                pos.piece_at(square)
                    .is_none_or(|p| p.color != learner || p.role != role),
                "{}: already there",
                lesson.id
            ),
            Goal::PromotePawn => assert!(
                pos.by_color(learner)
                    .into_iter()
                    .any(|s| pos.piece_at(s).is_some_and(|p| p.role == Role::Pawn)),
                "{}: no pawn to promote",
                lesson.id
            ),
            Goal::Check | Goal::Win | Goal::Hold => {}
        }
    }
}

#[test]
fn budgets_pars_and_solutions_fit_together() {
    for lesson in super::all() {
        assert!(lesson.par >= 1, "{}", lesson.id);
        assert!(lesson.par <= lesson.budget, "{}", lesson.id);
        if let Some(two) = lesson.two_stars {
            assert!(two > lesson.par && two <= lesson.budget, "{}", lesson.id);
        }
        assert!(
            !lesson.solution.is_empty(),
            "{}: no model solution",
            lesson.id
        );
        assert!(
            lesson.solution.len() <= usize::from(lesson.par),
            "{}: the model solution is over par",
            lesson.id
        );
        if lesson.goal == Goal::Hold {
            assert_eq!(
                lesson.par, lesson.budget,
                "{}: holding lasts the budget",
                lesson.id
            );
        }
    }
}

fn by_id(id: &str) -> &'static Lesson {
    lessons::lesson(id).unwrap_or_else(|| panic!("no lesson {id}"))
}

#[test]
fn stars_follow_par_and_the_second_threshold() {
    let l = by_id("sanctuary-guard-leaps");
    assert_eq!((l.par, l.budget, l.two_stars), (3, 5, None));
    let stars: Vec<u8> = (1..=6).map(|n| l.stars(n)).collect();
    assert_eq!(stars, [3, 3, 3, 2, 1, 0]);
    let l = by_id("sanctuary-full-win");
    assert_eq!(l.two_stars, Some(8));
    assert_eq!(l.stars(7), 2);
    assert_eq!(l.stars(8), 2);
    assert_eq!(l.stars(9), 1);
}
