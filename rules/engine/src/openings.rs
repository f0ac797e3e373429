//! The shipped opening book: balanced starting lines per variant, for matches and
//! tuning games (each was within ±50 cp for the engine at depth 8 when chosen).

use rules::Variant;

const CHESS: &str = include_str!("../openings/chess.txt");
const SCEPTER: &str = include_str!("../openings/scepter.txt");
const SANCTUARY: &str = include_str!("../openings/sanctuary.txt");

/// The shipped book of `variant` as text: one line of UCI moves per row, `#` comments.
pub fn book_text(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => CHESS,
        Variant::Scepter => SCEPTER,
        Variant::Sanctuary => SANCTUARY,
    }
}

/// The lines of a book's `text`: UCI moves per row, comments and blank rows dropped.
///
/// ```
/// let lines = engine::openings::parse("# a comment\ne2e4 e7e5  # open\n\nd2d4\n");
/// assert_eq!(lines, vec![vec!["e2e4", "e7e5"], vec!["d2d4"]]);
/// assert!(!engine::openings::parse(engine::openings::book_text(rules::Variant::Sanctuary)).is_empty());
/// ```
pub fn parse(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| l.split_whitespace().collect())
        .collect()
}
