//! A helper for writing lessons: the engine plays the learner's side of the
//! lessons without a stored solution and prints the line.
//! `cargo test -p sanctum-lessons --release --test lessons design -- --ignored --nocapture`

use engine::{Engine, Limits};
use lessons::{Attempt, Lesson};

#[test]
#[ignore = "a writing aid, not a check"]
fn design_engine_lines() {
    let only = std::env::var("ID").ok();
    let fen = std::env::var("FEN").ok();
    for base in super::all().filter(|l| {
        only.as_deref()
            .map_or(l.solution.is_empty(), |id| id == l.id)
    }) {
        let lesson: &'static Lesson = match &fen {
            Some(f) => Box::leak(Box::new(Lesson {
                fen: Box::leak(f.clone().into_boxed_str()),
                ..*base
            })),
            None => base,
        };
        let Ok(mut attempt) = Attempt::start(lesson) else {
            println!("{}: bad FEN", lesson.id);
            continue;
        };
        let mut line = Vec::new();
        while !attempt.status().is_over() {
            let limits = Limits {
                nodes: Some(2_000_000),
                ..Limits::default()
            };
            let best = Engine::new(16)
                .search(attempt.position(), &[], &limits, &mut |_| {})
                .best;
            let Some(m) = best else { break };
            line.push(m.uci());
            match attempt.play(&m.uci()) {
                Ok(step) => println!(
                    "  {} -> {:?} {:?}",
                    step.played.san,
                    step.reply.map(|r| r.san),
                    step.status
                ),
                Err(e) => {
                    println!("  refused {m}: {e}");
                    break;
                }
            }
        }
        println!("{}: {:?} {:?}", lesson.id, line, attempt.status());
    }
}

#[test]
#[ignore = "a writing aid, not a check"]
fn print_model_lines() {
    for lesson in super::all() {
        let Ok(mut attempt) = Attempt::start(lesson) else {
            continue;
        };
        let mut line = Vec::new();
        for m in lesson.solution {
            match attempt.play(m) {
                Ok(step) => {
                    line.push(step.played.san);
                    line.extend(step.reply.map(|r| format!("({})", r.san)));
                }
                Err(e) => line.push(format!("refused {m}: {e}")),
            }
        }
        println!(
            "{:28} {} | {:?}",
            lesson.id,
            line.join(" "),
            attempt.status()
        );
    }
}
