//! The conditional-move line parser and checker on generated input: any text is read
//! or refused with words, never a panic; a line written from random legal play in any
//! variant checks to exactly that play.

use proptest::prelude::*;
use rules::{Game, Variant};
use service::conditional::{MAX_CLAUSE_MOVES, MAX_CLAUSES, parse_line, plan};

/// Words a line is made of, and some that are not moves.
const WORDS: &[&str] = &[
    "if",
    "then",
    "IF",
    "Then",
    ";",
    ",",
    "e4",
    "e5",
    "Nf3",
    "Nf6",
    "Nc6",
    "d4",
    "d5",
    "Bb5",
    "O-O",
    "g6",
    "Axh8",
    "Na6",
    "1.",
    "2...",
    "e2e4",
    "exd5",
    "Qxf7#",
    "@everyone",
    "<@1>",
    "…",
    "then",
    "if",
];

fn words() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..30).prop_map(|w| w.join(" "))
}

fn any_variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

proptest! {
    #[test]
    fn any_text_is_read_or_refused_with_words(text in "\\PC{0,600}", line in words(), v in any_variant()) {
        for t in [text, line] {
            match parse_line(&t) {
                Ok(clauses) => {
                    prop_assert!((1..=MAX_CLAUSES).contains(&clauses.len()));
                    for c in &clauses {
                        prop_assert!(c.moves.len() >= 2 && c.moves.len() % 2 == 0);
                        prop_assert!(c.moves.len() <= MAX_CLAUSE_MOVES);
                    }
                    match plan(&Game::new(v), &clauses, service::Lang::En) {
                        Ok(p) => prop_assert!(p.branches.iter().all(|b| b.len() % 2 == 0)),
                        Err(e) => prop_assert!(!e.user_text().is_empty()),
                    }
                }
                Err(e) => prop_assert!(!e.user_text().is_empty()),
            }
        }
    }

    #[test]
    fn a_line_of_legal_play_checks_to_that_play(
        v in any_variant(),
        picks in prop::collection::vec(any::<prop::sample::Index>(), 2..=MAX_CLAUSE_MOVES),
        numbered in any::<bool>(),
    ) {
        let game = Game::new(v);
        let mut g = game.clone();
        let (mut sans, mut ucis) = (Vec::new(), Vec::new());
        for pick in &picks {
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal.as_slice()[pick.index(legal.len())];
            // As a person would write it: SAN, unless typed SAN reads two ways (in
            // Sanctuary Chess `gxh6` is the g-pawn's or the Swiss guard's), where a
            // person writes the squares.
            let san = g.position().san(&m);
            let typed = if g.parse_move(&san) == Ok(m) { san } else { m.uci() };
            sans.push(typed);
            ucis.push(m.uci());
            g.play(&m).expect("legal");
        }
        let even = sans.len() / 2 * 2;
        prop_assume!(even >= 2);
        let (sans, ucis) = (&sans[..even], &ucis[..even]);
        let (answer, theirs) = sans.split_last().expect("moves");
        let theirs = if numbered {
            theirs.iter().enumerate().map(|(i, s)| format!("{}. {s}", i + 1)).collect::<Vec<_>>().join(" ")
        } else {
            theirs.join(" ")
        };
        let text = format!("if {theirs} then {answer}");
        let checked = plan(&game, &parse_line(&text).expect("reads"), service::Lang::En).expect("checks");
        prop_assert_eq!(checked.uci(), vec![ucis.to_vec()]);
    }
}
