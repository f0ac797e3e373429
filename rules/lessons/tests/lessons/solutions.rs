//! Model solutions earn three stars; wrong moves are refused or fail as the lesson says.

use lessons::{Attempt, Failure, Lesson, Opponent, Refusal, ReplayError, Status};
use rules::{Color, EndReason, Square};

fn by_id(id: &str) -> &'static Lesson {
    lessons::lesson(id).unwrap_or_else(|| panic!("no lesson {id}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Plays `moves` in lesson `id`, each of which must be accepted.
fn played(id: &str, moves: &[&str]) -> Attempt {
    let mut attempt = Attempt::start(by_id(id)).unwrap_or_else(|e| panic!("{e}"));
    for m in moves {
        attempt
            .play(m)
            .unwrap_or_else(|e| panic!("{id}: {m} refused: {e}"));
    }
    attempt
}

#[test]
fn every_model_solution_earns_three_stars() {
    for lesson in super::all() {
        let attempt = played(lesson.id, lesson.solution);
        assert_eq!(
            attempt.status(),
            &Status::Done {
                stars: 3,
                moves: lesson.solution.len()
            },
            "{}",
            lesson.id
        );
        assert!(attempt.legal_moves().is_empty(), "{}", lesson.id);
    }
}

#[test]
fn stored_moves_rebuild_the_same_attempt() {
    for lesson in super::all() {
        for n in 0..=lesson.solution.len() {
            let live = played(lesson.id, &lesson.solution[..n]);
            let stored: Vec<String> = live.moves().to_vec();
            let again = Attempt::replay(lesson, &stored).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(again.position(), live.position(), "{}", lesson.id);
            assert_eq!(again.status(), live.status(), "{}", lesson.id);
            assert_eq!(again.marks(), live.marks(), "{}", lesson.id);
            let resumed = Attempt::resume(lesson.id, &stored).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(resumed.position(), live.position(), "{}", lesson.id);
        }
    }
}

#[test]
fn moves_typed_in_san_are_stored_as_uci() {
    let attempt = played("scepter-slide", &["ed7"]);
    assert_eq!(attempt.moves(), ["e6d7"]);
    let attempt = played("chess-castling", &["O-O"]);
    assert_eq!(attempt.moves(), ["e1g1"]);
    assert!(matches!(attempt.status(), Status::Done { stars: 3, .. }));
}

#[test]
fn engine_answers_are_the_same_every_time() {
    for lesson in super::all().filter(|l| !l.opponent.is_still()) {
        let mut a = Attempt::start(lesson).unwrap_or_else(|e| panic!("{e}"));
        let mut b = a.clone();
        for m in lesson.solution {
            let x = a.play(m).unwrap_or_else(|e| panic!("{e}"));
            let y = b.play(m).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(x, y, "{}", lesson.id);
        }
    }
}

#[test]
fn an_unsafe_landing_square_is_punished() {
    let mut attempt = played("sanctuary-safe-squares", &[]);
    let step = attempt.play("Ae8").unwrap_or_else(|e| panic!("{e}"));
    let reply = step.reply.unwrap_or_else(|| panic!("Black answers"));
    assert_eq!(reply.mv.to, sq("e8"));
    assert!(reply.mv.is_capture());
    assert_eq!(step.status, Status::Going { moves_left: 1 });
}

#[test]
fn the_rook_rushing_home_is_captured() {
    let mut attempt = played("sanctuary-refugee-safe", &[]);
    let step = attempt.play("Rh8").unwrap_or_else(|e| panic!("{e}"));
    let reply = step.reply.unwrap_or_else(|| panic!("Black answers"));
    assert_eq!((reply.mv.from, reply.mv.to), (sq("a8"), sq("h8")));
}

#[test]
fn ignoring_the_invader_loses() {
    let step = played("sanctuary-stop-invader", &[])
        .play("b4")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(step.reply.map(|r| r.san), Some("Rh1".to_owned()));
    assert!(matches!(
        step.status,
        Status::Failed(Failure::OpponentWon(o)) if o.winner == Some(Color::Black) && o.reason == EndReason::Sanctuary
    ));
}

#[test]
fn guarding_the_landing_square_also_holds() {
    let attempt = played("sanctuary-stop-invader", &["Gg1"]);
    assert_eq!(attempt.status(), &Status::Going { moves_left: 1 });
    let holds = attempt.legal_moves().iter().any(|m| {
        let mut next = attempt.clone();
        next.play(&m.san).is_ok() && matches!(next.status(), Status::Done { stars: 3, .. })
    });
    assert!(holds);
}

#[test]
fn leaving_the_scepter_unguarded_loses() {
    let step = played("scepter-defend", &[])
        .play("Kg5")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(
        step.status,
        Status::Failed(Failure::OpponentWon(o)) if o.reason == EndReason::Scepter
    ));
    assert!(step.status.is_over());
}

#[test]
fn a_king_cannot_step_onto_a_guarded_scepter() {
    let mut attempt = played("scepter-guarded", &[]);
    let refusal = attempt.play("Ke8").unwrap_err();
    let Refusal::Move { legal, .. } = refusal else {
        panic!("{refusal:?}")
    };
    assert!(legal.contains(&"Rxb5".to_owned()));
    assert!(!legal.contains(&"Ke8".to_owned()));
    assert!(attempt.moves().is_empty());
}

#[test]
fn a_pawn_blocked_by_its_own_piece_cannot_slide() {
    let mut attempt = played("scepter-slide-own", &[]);
    assert!(matches!(attempt.play("dc7"), Err(Refusal::Move { .. })));
    assert!(attempt.play("gf7").is_ok());
}

#[test]
fn the_kings_walk_avoids_attacked_squares() {
    let mut attempt = played("scepter-king-walk", &[]);
    assert!(matches!(attempt.play("Kd4"), Err(Refusal::Move { .. })));
}

#[test]
fn a_move_that_misses_the_goal_spends_the_budget() {
    for (id, moves) in [
        ("chess-check", &["Ke2"][..]),
        ("chess-mate-in-one", &["Ra7"]),
        ("chess-castling", &["Kf1"]),
        ("scepter-checkmate", &["Ra7"]),
        ("sanctuary-two-safe", &["Ge8", "Ad4", "Ac3"]),
        ("scepter-square", &["Kd7", "Kd6", "Kd7"]),
    ] {
        let attempt = played(id, moves);
        assert_eq!(
            attempt.status(),
            &Status::Failed(Failure::OutOfMoves {
                budget: by_id(id).budget
            }),
            "{id}"
        );
    }
}

#[test]
fn a_standing_opponent_cannot_be_put_in_check() {
    let mut attempt = played("chess-rook", &[]);
    let refusal = attempt.play("Ra5").unwrap_err();
    let Refusal::GivesCheck { san, legal } = refusal else {
        panic!("{refusal:?}")
    };
    assert_eq!(san, "Ra5+");
    assert!(!legal.contains(&"Ra5+".to_owned()));
    assert!(legal.contains(&"Rxa6".to_owned()));
    assert!(attempt.legal_moves().iter().all(|m| m.san != "Ra5+"));
}

#[test]
fn typos_and_finished_lessons_are_refused() {
    let mut attempt = played("sanctuary-guard-leaps", &[]);
    let refusal = attempt.play("Zz9").unwrap_err();
    assert!(matches!(&refusal, Refusal::Move { legal, .. } if legal.contains(&"Gxe5".to_owned())));
    assert!(refusal.to_string().contains("Zz9"));
    let mut done = played("chess-mate-in-one", &["Ra8#"]);
    assert!(matches!(
        done.play("Kf1"),
        Err(Refusal::Over(Status::Done { .. }))
    ));
}

#[test]
fn marks_show_the_targets_left_and_the_goal_square() {
    let attempt = played("sanctuary-guard-leaps", &["Gxe5"]);
    let marks = attempt.marks();
    assert_eq!(marks.circles, [sq("e7"), sq("g5")]);
    assert_eq!(marks.goal, None);
    assert!(marks.arrows.is_empty());
    let marks = played("scepter-king-walk", &[]).marks();
    assert_eq!(marks.goal, Some(sq("e8")));
    let marks = played("chess-castling", &[]).marks();
    assert_eq!(marks.goal, Some(sq("g1")));
    let attempt = played("scepter-king-run", &["Kd6"]);
    assert_eq!(attempt.marks().arrows.len(), 1);
}

#[test]
fn the_moves_left_count_down() {
    let attempt = played("sanctuary-guard-leaps", &["Gxe5"]);
    assert_eq!(attempt.status(), &Status::Going { moves_left: 4 });
}

#[test]
fn a_bad_stored_attempt_is_an_error_not_a_panic() {
    let err = Attempt::resume("no-such-lesson", &["e2e4"]).unwrap_err();
    assert_eq!(err, ReplayError::UnknownLesson("no-such-lesson".to_owned()));
    let err = Attempt::resume("chess-rook", &["a1a6", "h9h9"]).unwrap_err();
    assert!(
        matches!(err, ReplayError::Refused { index: 1, .. }),
        "{err:?}"
    );
    assert!(err.to_string().starts_with("move 2 (`h9h9`)"));
}

#[test]
fn taking_the_last_piece_draws() {
    let step = played("sanctuary-last-piece", &[])
        .play("Axf6")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(step.reply, None);
    assert!(matches!(
        step.status,
        Status::Failed(Failure::GameEnded(o)) if o.winner.is_none() && o.reason == EndReason::Stalemate
    ));
}

#[test]
fn the_script_plays_the_double_step_and_en_passant_takes_it() {
    let mut attempt = played("chess-en-passant", &[]);
    let step = attempt.play("Kd2").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(step.reply.map(|r| r.san), Some("d5".to_owned()));
    assert_eq!(attempt.marks().circles, [sq("d5")]);
    let step = attempt.play("exd6").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(step.status, Status::Done { stars: 3, moves: 2 });
    // Too early: once the pawn has gone on to e6, the double step passes it by.
    let mut late = played("chess-en-passant", &["e6"]);
    assert_eq!(
        late.position().piece_at(sq("d5")).map(|p| p.color),
        Some(Color::Black)
    );
    assert!(late.play("exd6").is_err());
}

#[test]
fn a_script_that_no_longer_fits_falls_back_to_the_engine() {
    let base = by_id("chess-en-passant");
    let lesson: &'static Lesson = Box::leak(Box::new(Lesson {
        opponent: Opponent::Scripted(&["h7h5"]),
        budget: 3,
        ..*base
    }));
    let mut a = Attempt::start(lesson).unwrap_or_else(|e| panic!("{e}"));
    let mut b = a.clone();
    let x = a.play("Kd2").unwrap_or_else(|e| panic!("{e}"));
    let y = b.play("Kd2").unwrap_or_else(|e| panic!("{e}"));
    let reply = x
        .reply
        .clone()
        .unwrap_or_else(|| panic!("the engine answers"));
    assert_eq!(
        a.position().piece_at(reply.mv.to).map(|p| p.color),
        Some(Color::Black)
    );
    assert_eq!(x, y);
    assert_eq!(x.status, Status::Going { moves_left: 2 });
}

#[test]
fn stepping_out_of_check_elsewhere_misses_the_scepter() {
    let attempt = played("scepter-out-of-check", &["Kd6"]);
    assert_eq!(
        attempt.status(),
        &Status::Failed(Failure::OutOfMoves { budget: 1 })
    );
    let mut attempt = played("scepter-out-of-check", &[]);
    assert!(matches!(attempt.play("Ke7"), Err(Refusal::Move { .. })));
}

#[test]
fn holding_against_a_standing_opponent_ends_with_the_budget() {
    let lesson: &'static Lesson = Box::leak(Box::new(Lesson {
        goal: lessons::Goal::Hold,
        budget: 2,
        par: 2,
        ..*by_id("sanctuary-guard-jumps")
    }));
    let mut attempt = Attempt::start(lesson).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(attempt.status(), &Status::Going { moves_left: 2 });
    let step = attempt.play("Gd1").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(step.status, Status::Going { moves_left: 1 });
    let step = attempt.play("Ge1").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(step.status, Status::Done { stars: 3, moves: 2 });
    assert!(matches!(attempt.play("Gd1"), Err(Refusal::Over(_))));
}

#[test]
fn only_a_block_stops_the_rook() {
    for (m, holds) in [("Nh3", true), ("Nh5", true), ("Ng2", false), ("b3", false)] {
        let attempt = played("sanctuary-block", &[m]);
        assert_eq!(
            matches!(attempt.status(), Status::Done { stars: 3, .. }),
            holds,
            "{m}: {:?}",
            attempt.status()
        );
    }
}

#[test]
fn wandering_spends_the_budget() {
    for (id, moves) in [
        ("sanctuary-guard-jumps", &["Gd1", "Ge1", "Gd1", "Ge1"][..]),
        ("sanctuary-archbishop", &["Ab2", "Ac1", "Ab2", "Ac1", "Ab2"]),
        ("sanctuary-refugee", &["Gb1", "Ga1", "Gb1", "Ga1"]),
        ("scepter-slide", &["Kg1", "Kh1", "Kg1"]),
        ("chess-knight", &["Ka2", "Ka1", "Ka2", "Ka1", "Ka2"]),
        ("chess-promotion", &["Kd1", "Ke1", "Kd1"]),
    ] {
        let attempt = played(id, moves);
        assert_eq!(
            attempt.status(),
            &Status::Failed(Failure::OutOfMoves {
                budget: by_id(id).budget
            }),
            "{id}"
        );
    }
}

#[test]
fn blocked_pawns_and_guarded_squares_refuse_the_move() {
    for (id, m) in [
        ("scepter-slide", "e7"),
        ("chess-promotion", "d7"),
        ("scepter-stays-home", "Ke8"),
        ("sanctuary-refugee", "d6"),
    ] {
        let mut attempt = played(id, &[]);
        assert!(
            matches!(attempt.play(m), Err(Refusal::Move { .. })),
            "{id}: {m}"
        );
    }
}

#[test]
fn a_slow_king_loses_the_race() {
    let attempt = played("scepter-king-run", &["Kb6", "Kb5", "Kb6"]);
    assert!(
        matches!(attempt.status(), Status::Failed(Failure::OpponentWon(o)) if o.reason == EndReason::Scepter),
        "{:?}",
        attempt.status()
    );
}
