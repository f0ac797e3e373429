//! A conditional-move line (`/conditional line:…`, `service::conditional`), as typed:
//! - what parses has 1 to `MAX_CLAUSES` clauses, each with an even number of moves,
//!   at least two and at most `MAX_CLAUSE_MOVES`;
//! - checked against each variant's start position and a position a move later,
//!   a plan's branches are legal lines of even length, none the start of another, and
//!   written back as `if … then …` clauses in SAN they read and check to the same plan;
//! - every refusal has words for the player.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Game, Variant};
use service::conditional::{
    LineError, MAX_CLAUSE_MOVES, MAX_CLAUSES, MAX_LINE_LENGTH, branches_in_san, parse_line, plan,
};

fn refused(e: &LineError) {
    assert!(!e.user_text().is_empty(), "{e:?}");
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let clauses = match parse_line(text) {
        Ok(c) => c,
        Err(e) => return refused(&e),
    };
    assert!((1..=MAX_CLAUSES).contains(&clauses.len()), "{text:?}");
    for c in &clauses {
        assert!(c.moves.len() >= 2 && c.moves.len() % 2 == 0, "{c:?}");
        assert!(c.moves.len() <= MAX_CLAUSE_MOVES, "{c:?}");
    }
    for variant in Variant::ALL {
        let start = Game::new(variant);
        let mut after_one = start.clone();
        if let Some(m) = start.legal_moves().as_slice().first() {
            after_one.play(m).expect("a legal move plays");
        }
        for game in [start, after_one] {
            let checked = match plan(&game, &clauses, service::Lang::En) {
                Ok(p) => p,
                Err(e) => {
                    refused(&e);
                    continue;
                }
            };
            let uci = checked.uci();
            for (i, b) in checked.branches.iter().enumerate() {
                assert!(b.len() >= 2 && b.len() % 2 == 0, "{text:?}");
                for (j, other) in checked.branches.iter().enumerate() {
                    assert!(i == j || !other.starts_with(b), "{text:?}");
                }
                let mut g = game.clone();
                for m in b {
                    g.play(m).expect("a planned move is legal");
                }
            }
            let san = branches_in_san(&game, &uci);
            assert_eq!(san.len(), uci.len(), "{text:?}");
            let written: Vec<String> = san
                .iter()
                .map(|b| {
                    let (answer, theirs) = b.split_last().expect("a branch has moves");
                    format!("if {} then {answer}", theirs.join(" "))
                })
                .collect();
            let written = written.join("; ");
            if written.len() > usize::from(MAX_LINE_LENGTH) {
                continue;
            }
            let again = parse_line(&written)
                .and_then(|c| plan(&game, &c, service::Lang::En))
                .expect("a plan written back reads back");
            assert_eq!(again.uci(), uci, "{text:?}");
        }
    }
});
