//! Random play never panics: every input ends in a step or a refusal.

use lessons::{Attempt, Refusal};
use proptest::prelude::*;

const JUNK: [&str; 8] = ["", "Zz9", "e2e4", "O-O-O", "e8=Q", "a1a1", "Kxe8#", "h7h8a"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_moves_end_in_a_step_or_a_refusal(
        which in any::<usize>(),
        picks in prop::collection::vec((any::<usize>(), 0u8..8), 1..16),
    ) {
        let all: Vec<_> = super::all().collect();
        let lesson = all[which % all.len()];
        let mut attempt = Attempt::start(lesson).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for (pick, junk) in picks {
            let legal = attempt.legal_moves();
            let text = if junk == 0 || legal.is_empty() {
                JUNK[pick % JUNK.len()].to_owned()
            } else if junk == 1 {
                legal[pick % legal.len()].san.clone()
            } else {
                legal[pick % legal.len()].mv.uci()
            };
            let before = attempt.moves().len();
            let was_over = attempt.status().is_over();
            match attempt.play(&text) {
                Ok(step) => {
                    prop_assert!(!was_over);
                    prop_assert_eq!(attempt.moves().len(), before + 1);
                    prop_assert_eq!(&step.status, attempt.status());
                }
                Err(Refusal::Over(_)) => prop_assert!(was_over),
                Err(_) => prop_assert_eq!(attempt.moves().len(), before),
            }
        }
        let again = Attempt::replay(lesson, attempt.moves())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(again.position(), attempt.position());
        prop_assert_eq!(again.status(), attempt.status());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_a_step_or_a_refusal(which in any::<usize>(), text in "\\PC{0,12}") {
        let all: Vec<_> = super::all().collect();
        let lesson = all[which % all.len()];
        let mut attempt = Attempt::start(lesson).map_err(|e| TestCaseError::fail(e.to_string()))?;
        match attempt.play(&text) {
            Ok(_) => prop_assert_eq!(attempt.moves().len(), 1),
            Err(refusal) => {
                prop_assert!(attempt.moves().is_empty());
                prop_assert!(!refusal.to_string().is_empty());
            }
        }
    }
}
