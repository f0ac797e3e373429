//! The line a player types for `conditional`: `if Nf6 then e5; if Nf6 e5 Nd5 then c4`.
//!
//! [`parse_line`] reads the words (no position needed); [`plan`] checks every move
//! against the game, in the game's own notation, and merges the clauses into
//! branches: each branch starts with the opponent's move and alternates with the
//! player's answers. Nothing here touches the database.

use crate::core::i18n::Lang;
use crate::core::i18n::letters::read_move;
use crate::core::moves_said::move_error_why;
use crate::core::text::Msg;
use crate::core::text::Text;
use rules::{Color, Game, Move, MoveError};
use std::fmt::Write as _;

pub use crate::core::policy::{MAX_CLAUSE_MOVES, MAX_CLAUSES, MAX_LINE_LENGTH};

/// One `if … then …` clause as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clause {
    /// The clause as typed (trimmed), to name it in refusals.
    pub text: String,
    /// Its moves in order: the opponent's first, the answer last.
    pub moves: Vec<String>,
}

/// Why a line was refused; [`LineError::user_text`] words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// Nothing but separators.
    Empty,
    /// Longer than [`MAX_LINE_LENGTH`].
    TooLong,
    /// More than [`MAX_CLAUSES`] clauses.
    TooManyClauses,
    /// A clause not shaped `if <moves> then <move>`.
    Shape {
        /// The clause.
        clause: String,
        /// What is wrong with it.
        problem: Shape,
    },
    /// A move that cannot be played where the clause puts it.
    Move {
        /// The clause.
        clause: String,
        /// The move as typed.
        input: String,
        /// The moves before it in the clause, numbered (`5... Nf6 6. e5`); empty for
        /// the clause's first move.
        after: String,
        /// True if the move is well written but against the rules there.
        illegal: bool,
        /// Why, in the rules' words: a clause that follows a colon.
        why: Msg,
    },
    /// Two clauses answer the same moves differently.
    TwoAnswers {
        /// The moves answered, numbered.
        after: String,
        /// The first answer.
        first: String,
        /// The other.
        second: String,
    },
}

/// What is wrong with a clause's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// It does not start with `if`.
    NoIf,
    /// No `then`.
    NoThen,
    /// Nothing between `if` and `then`.
    NoMoves,
    /// No answer after `then`, or more than one.
    Answer,
    /// The moves after `if` end with the player's own move, not the opponent's.
    EndsWithOwnMove,
    /// More than [`MAX_CLAUSE_MOVES`] moves.
    TooLong,
}

/// Reads a line into clauses, without looking at any position. Move numbers
/// (`2.`, `5...`) and commas are skipped; `if` and `then` are read in any case.
pub fn parse_line(text: &str) -> Result<Vec<Clause>, LineError> {
    if text.len() > usize::from(MAX_LINE_LENGTH) {
        return Err(LineError::TooLong);
    }
    let mut clauses = Vec::new();
    for raw in text.split([';', '\n']) {
        let raw = raw.trim();
        if raw.is_empty() {
            continue;
        }
        if clauses.len() == MAX_CLAUSES {
            return Err(LineError::TooManyClauses);
        }
        clauses.push(parse_clause(raw)?);
    }
    if clauses.is_empty() {
        return Err(LineError::Empty);
    }
    Ok(clauses)
}

/// `2.`, `5...`, `…`: a move number or an ellipsis, not a move.
fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches(['.', '…']);
    digits.len() < word.len() && digits.chars().all(|c| c.is_ascii_digit())
}

fn parse_clause(raw: &str) -> Result<Clause, LineError> {
    let shape = |problem| LineError::Shape {
        clause: raw.to_owned(),
        problem,
    };
    let words: Vec<&str> = raw
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty() && !is_move_number(w))
        .collect();
    let Some((first, rest)) = words.split_first() else {
        return Err(shape(Shape::NoIf));
    };
    if !first.eq_ignore_ascii_case("if") {
        return Err(shape(Shape::NoIf));
    }
    let Some(then) = rest.iter().position(|w| w.eq_ignore_ascii_case("then")) else {
        return Err(shape(Shape::NoThen));
    };
    let (theirs, answer) = (&rest[..then], &rest[then + 1..]);
    if theirs.is_empty() {
        return Err(shape(Shape::NoMoves));
    }
    if answer.len() != 1 || answer[0].eq_ignore_ascii_case("then") {
        return Err(shape(Shape::Answer));
    }
    if theirs.len() % 2 == 0 {
        return Err(shape(Shape::EndsWithOwnMove));
    }
    if theirs.len() + 1 > MAX_CLAUSE_MOVES {
        return Err(shape(Shape::TooLong));
    }
    let moves = theirs
        .iter()
        .chain(answer)
        .map(|m| (*m).to_owned())
        .collect();
    Ok(Clause {
        text: raw.to_owned(),
        moves,
    })
}

/// The checked line: branches of moves from the game's position, the opponent's first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Each branch: opponent, answer, opponent, answer…; none is the start of another.
    pub branches: Vec<Vec<Move>>,
}

impl Plan {
    /// The branches in UCI, as the store keeps them.
    pub fn uci(&self) -> Vec<Vec<String>> {
        self.branches
            .iter()
            .map(|b| b.iter().map(Move::uci).collect())
            .collect()
    }
}

impl Shape {
    /// What is wrong, in words that follow the clause and a colon. The syntax words
    /// `if` and `then` are arguments: the parser reads them in English.
    fn words(self) -> Msg {
        match self {
            Shape::NoIf => Msg::new("conditional-shape-no-if").code("if", "if"),
            Shape::NoThen => Msg::new("conditional-shape-no-then").code("then", "then"),
            Shape::NoMoves => Msg::new("conditional-shape-no-moves")
                .code("if", "if")
                .code("then", "then"),
            Shape::Answer => Msg::new("conditional-shape-answer").code("then", "then"),
            Shape::EndsWithOwnMove => {
                Msg::new("conditional-shape-ends-with-own-move").code("if", "if")
            }
            Shape::TooLong => {
                Msg::new("conditional-shape-too-long").count("limit", MAX_CLAUSE_MOVES)
            }
        }
    }
}

impl crate::core::refusal::Refuse for LineError {
    fn user_text(&self) -> Text {
        LineError::user_text(self)
    }
}

impl LineError {
    /// What the player reads (the line was refused: nothing was queued).
    pub fn user_text(&self) -> Text {
        let msg = match self {
            LineError::Empty => Msg::new("conditional-line-empty").code("example", EXAMPLE),
            LineError::TooLong => {
                Msg::new("conditional-line-too-long").num("limit", MAX_LINE_LENGTH)
            }
            LineError::TooManyClauses => {
                Msg::new("conditional-line-too-many-clauses").count("limit", MAX_CLAUSES)
            }
            LineError::Shape { clause, problem } => Msg::new("conditional-line-shape")
                .code("clause", short(clause))
                .text("problem", problem.words())
                .code("syntax", "if <their move> then <your answer>")
                .code("example", EXAMPLE),
            LineError::Move {
                clause,
                input,
                after,
                illegal,
                why,
            } => {
                let id = match (*illegal, after.is_empty()) {
                    (true, true) => "conditional-line-illegal-now",
                    (true, false) => "conditional-line-illegal-after",
                    (false, true) => "conditional-line-unplayable-now",
                    (false, false) => "conditional-line-unplayable-after",
                };
                Msg::new(id)
                    .mv("move", short(input))
                    .str("after", after.clone())
                    .text("why", why.clone())
                    .code("clause", short(clause))
            }
            LineError::TwoAnswers {
                after,
                first,
                second,
            } => Msg::new("conditional-line-two-answers")
                .str("after", after.clone())
                .mv("first", first.clone())
                .mv("second", second.clone()),
        };
        Text::from(msg)
            .plain(" ")
            .msg(Msg::new("conditional-nothing-queued"))
    }
}

/// A line as an example.
const EXAMPLE: &str = "if Nf6 then e5; if Nf6 e5 Nd5 then c4";

/// Typed text cut to a length fit to quote back.
fn short(typed: &str) -> String {
    const MAX: usize = 80;
    if typed.chars().count() <= MAX {
        typed.to_owned()
    } else {
        let cut: String = typed.chars().take(MAX).collect();
        format!("{cut}…")
    }
}

/// Moves with their numbers as a player reads them: `5... Nf6 6. e5`.
#[derive(Debug, Clone, Default)]
struct Numbered(String);

impl Numbered {
    fn push(&mut self, game: &Game, san: &str) {
        let pos = game.position();
        let n = pos.fullmove_number();
        let first = self.0.is_empty();
        if !first {
            self.0.push(' ');
        }
        match pos.turn() {
            Color::White => {
                let _ = write!(self.0, "{n}. {san}");
            }
            Color::Black if first => {
                let _ = write!(self.0, "{n}... {san}");
            }
            Color::Black => self.0.push_str(san),
        }
    }
}

/// Checks every clause against `game` (its current position, the opponent to move)
/// and merges them into branches. A clause's own moves in the middle are answers too,
/// so two clauses that answer the same moves differently are refused. Moves may be
/// typed with English piece letters or those of `lang`.
pub fn plan(game: &Game, clauses: &[Clause], lang: Lang) -> Result<Plan, LineError> {
    // (the moves so far, ending with the opponent's) → the answer, with its SAN.
    let mut answers: Vec<(Vec<Move>, Move, String)> = Vec::new();
    let mut paths: Vec<Vec<Move>> = Vec::new();
    for clause in clauses {
        let mut g = game.clone();
        let mut path = Vec::with_capacity(clause.moves.len());
        let mut numbered = Numbered::default();
        for (i, typed) in clause.moves.iter().enumerate() {
            let mv = read_move(&g, typed, lang).map_err(|e| LineError::Move {
                clause: clause.text.clone(),
                input: typed.clone(),
                after: numbered.0.clone(),
                illegal: matches!(e, MoveError::Illegal { .. }),
                why: move_error_why(&e),
            })?;
            let san = g.position().san(&mv);
            if i % 2 == 1 {
                match answers.iter().find(|(p, ..)| *p == path) {
                    Some((_, m, first)) if *m != mv => {
                        return Err(LineError::TwoAnswers {
                            after: numbered.0,
                            first: first.clone(),
                            second: san,
                        });
                    }
                    Some(_) => {}
                    None => answers.push((path.clone(), mv, san.clone())),
                }
            }
            numbered.push(&g, &san);
            if g.play(&mv).is_err() {
                return Err(LineError::Move {
                    clause: clause.text.clone(),
                    input: typed.clone(),
                    after: numbered.0,
                    illegal: true,
                    why: Msg::new("move-error-why-unplayable"),
                });
            }
            path.push(mv);
        }
        paths.push(path);
    }
    // Keep the lines as typed, but not one that starts another (it says nothing more)
    // nor the same line twice.
    let branches = paths
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            !paths
                .iter()
                .enumerate()
                .any(|(j, q)| (q.len() > p.len() && q.starts_with(p)) || (j < *i && q == *p))
        })
        .map(|(_, p)| p.clone())
        .collect();
    Ok(Plan { branches })
}

/// The stored branches (UCI) as SAN from `game`'s position, to show them to their
/// owner; a branch that no longer fits the position is left out.
pub fn branches_in_san(game: &Game, branches: &[Vec<String>]) -> Vec<Vec<String>> {
    branches
        .iter()
        .filter_map(|b| {
            let mut g = game.clone();
            b.iter()
                .map(|uci| {
                    let mv = g.position().parse_uci(uci).ok()?;
                    let san = g.position().san(&mv);
                    g.play(&mv).ok()?;
                    Some(san)
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn after(moves: &str) -> Game {
        let mut g = Game::new(Variant::Chess);
        for m in moves.split_whitespace() {
            g.play_san(m).unwrap();
        }
        g
    }

    #[test]
    fn clauses_are_read_with_numbers_and_commas_skipped() {
        let clauses = parse_line(" IF Nf6, THEN e5 ;if 1... Nf6 2. e5 Nd5 then c4;; ").unwrap();
        assert_eq!(clauses.len(), 2);
        assert_eq!(clauses[0].moves, ["Nf6", "e5"]);
        assert_eq!(clauses[1].moves, ["Nf6", "e5", "Nd5", "c4"]);
        assert_eq!(clauses[1].text, "if 1... Nf6 2. e5 Nd5 then c4");
    }

    #[test]
    fn misshapen_clauses_are_refused_by_what_is_wrong() {
        let problem = |t: &str| match parse_line(t) {
            Err(LineError::Shape { problem, .. }) => Some(problem),
            _ => None,
        };
        assert_eq!(problem("Nf6 then e5"), Some(Shape::NoIf));
        assert_eq!(problem("if Nf6 e5"), Some(Shape::NoThen));
        assert_eq!(problem("if then e5"), Some(Shape::NoMoves));
        assert_eq!(problem("if Nf6 then"), Some(Shape::Answer));
        assert_eq!(problem("if Nf6 then e5 d4"), Some(Shape::Answer));
        assert_eq!(problem("if Nf6 e5 then d4"), Some(Shape::EndsWithOwnMove));
        assert_eq!(
            problem("if a b c d e f g h i j k then l"),
            Some(Shape::TooLong)
        );
        assert_eq!(parse_line(" ; ;"), Err(LineError::Empty));
        assert_eq!(parse_line(&"x".repeat(501)), Err(LineError::TooLong));
        assert_eq!(
            parse_line(&"if a then b;".repeat(13)),
            Err(LineError::TooManyClauses)
        );
    }

    #[test]
    fn a_plan_keeps_the_longest_branches() {
        let g = after("e4");
        let clauses = parse_line("if Nf6 then e5; if Nf6 e5 Nd5 then c4; if e5 then Nf3").unwrap();
        let plan = plan(&g, &clauses, Lang::En).unwrap();
        assert_eq!(
            plan.uci(),
            vec![vec!["g8f6", "e4e5", "f6d5", "c2c4"], vec!["e7e5", "g1f3"]]
        );
        assert_eq!(
            branches_in_san(&g, &plan.uci()),
            vec![vec!["Nf6", "e5", "Nd5", "c4"], vec!["e5", "Nf3"]]
        );
    }

    #[test]
    fn an_illegal_move_is_named_with_the_moves_before_it() {
        let g = after("e4");
        let clauses = parse_line("if Nf6 e5 Nf5 then c4").unwrap();
        match plan(&g, &clauses, Lang::En) {
            Err(LineError::Move {
                input, after, why, ..
            }) => {
                assert_eq!(input, "Nf5");
                assert_eq!(after, "1... Nf6 2. e5");
                let why = Text::from(why).to_string();
                assert!(why.contains("knight"), "{why}");
            }
            other => panic!("{other:?}"),
        }
        // The first move is the opponent's, from the current position.
        match plan(&g, &parse_line("if Nf3 then e5").unwrap(), Lang::En) {
            Err(LineError::Move { input, after, .. }) => {
                assert_eq!((input.as_str(), after.as_str()), ("Nf3", ""));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn two_answers_to_the_same_moves_are_refused() {
        let g = after("e4");
        let clauses = parse_line("if Nf6 then e5; if Nf6 then d4").unwrap();
        assert_eq!(
            plan(&g, &clauses, Lang::En),
            Err(LineError::TwoAnswers {
                after: "1... Nf6".into(),
                first: "e5".into(),
                second: "d4".into()
            })
        );
        // The middle of a longer clause is an answer too.
        let clauses = parse_line("if Nf6 then e5; if Nf6 Nc3 d5 then exd5").unwrap();
        assert!(matches!(
            plan(&g, &clauses, Lang::En),
            Err(LineError::TwoAnswers { .. })
        ));
    }
}
