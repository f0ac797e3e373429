//! Portable Game Notation: writing whole games, and reading what we write.

use crate::{Color, Game, MoveError, Position, Variant};
use std::fmt::Write as _;

/// Why a PGN text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// A tag pair is malformed.
    #[error("bad tag on line {line}: {problem}")]
    Tag {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        problem: String,
    },
    /// The `[Variant]` tag names no game we play.
    #[error("{0}")]
    Variant(#[from] crate::ParseVariantError),
    /// The `[FEN]` tag is not a position of the variant.
    #[error("bad [FEN] tag: {0}")]
    Fen(#[from] crate::FenError),
    /// A move in the movetext cannot be played.
    #[error("move {number}{dots} {token}: {source}")]
    Move {
        /// The move number shown in the PGN.
        number: u32,
        /// `.` for a White move, `...` for Black.
        dots: &'static str,
        /// The token as written.
        token: String,
        /// Why it cannot be played.
        source: MoveError,
    },
    /// Comments or variations are not closed.
    #[error("unbalanced {0} in the movetext")]
    Unbalanced(&'static str),
}

/// A game read from PGN, with its tags and written result.
#[derive(Debug, Clone)]
pub struct Pgn {
    /// Tag pairs in the order they appeared.
    pub tags: Vec<(String, String)>,
    /// The game, replayed and checked move by move.
    pub game: Game,
    /// The result token at the end of the movetext (`1-0`, `0-1`, `1/2-1/2`, `*`), if any.
    pub result: Option<String>,
}

impl Pgn {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A tag value as PGN allows it: one line, with `\` and `"` escaped.
fn escape(v: &str) -> String {
    v.replace(['\n', '\r'], " ")
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

impl Game {
    /// The game as PGN. `tags` (name, value) are written first in the order given;
    /// Event/Site/Date/Round/White/Black/Result are filled in when missing, and
    /// `[Variant]`, `[SetUp]`/`[FEN]` are added when the game is not orthodox chess
    /// from the usual start. The result comes from the tags if given (resignation,
    /// time), else from the board.
    ///
    /// ```
    /// use rules::{Game, Variant};
    /// let mut g = Game::new(Variant::Sanctuary);
    /// g.play_san("e4").unwrap();
    /// let pgn = g.pgn(&[("White", "alice"), ("Black", "bob")]);
    /// assert!(pgn.contains("[Variant \"Sanctuary\"]"));
    /// assert!(pgn.contains("[FEN \"rnbagbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAGBNR w - - 0 1\"]"));
    /// assert!(pgn.trim_end().ends_with("1. e4 *"));
    /// ```
    pub fn pgn(&self, tags: &[(&str, &str)]) -> String {
        self.pgn_with_comments(tags, &[])
    }

    /// [`Game::pgn`] with comments: each `(ply, words)` is written as `{words}` after
    /// the move that made that position (`0`: before the first move), in the order
    /// given. A `}` in the words, which would end the comment early, becomes `)`.
    ///
    /// ```
    /// use rules::{Game, Variant, parse_pgn};
    /// let mut g = Game::new(Variant::Chess);
    /// g.play_san("e4").unwrap();
    /// g.play_san("e5").unwrap();
    /// let pgn = g.pgn_with_comments(&[], &[(0, "a plan"), (1, "best by test}")]);
    /// assert!(pgn.contains("{a plan} 1. e4 {best by test)} 1... e5 *"));
    /// assert_eq!(parse_pgn(&pgn).unwrap().game.ply(), 2);
    /// ```
    pub fn pgn_with_comments(&self, tags: &[(&str, &str)], comments: &[(u32, &str)]) -> String {
        let board_result = self.outcome().map(|o| o.pgn_result());
        let given = |name: &str| tags.iter().find(|(k, _)| *k == name).map(|(_, v)| *v);
        let result = given("Result").or(board_result).unwrap_or("*").to_owned();
        let mut out = String::new();
        // The seven-tag roster first, in its standard order, then the caller's other tags.
        let roster = [
            ("Event", "?"),
            ("Site", "?"),
            ("Date", "????.??.??"),
            ("Round", "-"),
            ("White", "?"),
            ("Black", "?"),
            ("Result", result.as_str()),
        ];
        for (k, default) in roster {
            let _ = writeln!(out, "[{k} \"{}\"]", escape(given(k).unwrap_or(default)));
        }
        for (k, v) in tags {
            if !roster.iter().any(|(r, _)| r == k) {
                let _ = writeln!(out, "[{k} \"{}\"]", escape(v));
            }
        }
        let variant = self.variant();
        if variant != Variant::Chess && given("Variant").is_none() {
            let name = match variant {
                Variant::Scepter => "Scepter",
                _ => "Sanctuary",
            };
            let _ = writeln!(out, "[Variant \"{name}\"]");
        }
        let start_fen = self.start().fen();
        if start_fen != Variant::Chess.start_fen() && given("FEN").is_none() {
            let _ = writeln!(out, "[SetUp \"1\"]");
            let _ = writeln!(out, "[FEN \"{start_fen}\"]");
        }
        if let (Some(o), None) = (self.outcome(), given("Termination")) {
            let _ = writeln!(out, "[Termination \"{}\"]", o.reason);
        }
        out.push('\n');
        let mut line = String::new();
        let mut push = |token: &str, out: &mut String| {
            if !line.is_empty() && line.len() + 1 + token.len() > 79 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(token);
        };
        // A comment's words as tokens, so long ones wrap like moves; `true` if any.
        let comment = |ply: usize, push: &mut dyn FnMut(&str, &mut String), out: &mut String| {
            let mut any = false;
            for (at, words) in comments {
                if usize::try_from(*at).ok() != Some(ply) {
                    continue;
                }
                let words: Vec<String> = words
                    .replace('}', ")")
                    .split_whitespace()
                    .map(str::to_owned)
                    .collect();
                let last = words.len().saturating_sub(1);
                for (i, word) in words.iter().enumerate() {
                    let open = if i == 0 { "{" } else { "" };
                    let close = if i == last { "}" } else { "" };
                    push(&format!("{open}{word}{close}"), out);
                    any = true;
                }
            }
            any
        };
        let start = self.start();
        let mut number = start.fullmove_number();
        let mut after_comment = comment(0, &mut push, &mut out);
        for (i, san) in self.san_moves().iter().enumerate() {
            let side = crate::san::side_of_ply(start.turn(), i);
            if side == Color::White {
                push(&format!("{number}. {san}"), &mut out);
            } else if i == 0 || after_comment {
                push(&format!("{number}... {san}"), &mut out);
            } else {
                push(san, &mut out);
            }
            if side == Color::Black {
                number += 1;
            }
            after_comment = comment(i + 1, &mut push, &mut out);
        }
        push(&result, &mut out);
        out.push_str(&line);
        out.push('\n');
        out
    }
}

/// Reads one game of PGN: tags, then movetext with move numbers, comments (`{}` and `;`),
/// NAGs (`$1`), variations (skipped) and a result.
///
/// ```
/// use rules::{parse_pgn, Variant};
/// let pgn = parse_pgn("[Variant \"Scepter\"]\n\n1. e4 e5 2. Ke2 Ke7 *").unwrap();
/// assert_eq!(pgn.game.variant(), Variant::Scepter);
/// assert_eq!(pgn.game.ply(), 4);
/// ```
pub fn parse_pgn(text: &str) -> Result<Pgn, PgnError> {
    let mut tags = Vec::new();
    let mut movetext = String::new();
    let mut in_moves = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if !in_moves && line.starts_with('[') {
            tags.push(parse_tag(line).map_err(|problem| PgnError::Tag {
                line: i + 1,
                problem,
            })?);
        } else if !in_moves && line.is_empty() {
        } else {
            in_moves = true;
            movetext.push_str(raw);
            movetext.push('\n');
        }
    }
    let find = |name: &str| {
        tags.iter()
            .find(|(k, _): &&(String, String)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let variant: Variant = match find("Variant") {
        Some(v) => v.parse()?,
        None => Variant::Chess,
    };
    let start = match find("FEN") {
        Some(fen) => Position::from_fen(variant, fen)?,
        None => Position::new(variant),
    };
    let mut game = Game::from_position(start);
    let mut result = None;
    for token in tokenize(&movetext)? {
        if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            result = Some(token);
            continue;
        }
        let pos = game.position();
        let dots = if pos.turn() == Color::White {
            "."
        } else {
            "..."
        };
        let number = pos.fullmove_number();
        game.play_san(&token).map_err(|source| PgnError::Move {
            number,
            dots,
            token: token.clone(),
            source,
        })?;
    }
    Ok(Pgn { tags, game, result })
}

fn parse_tag(line: &str) -> Result<(String, String), String> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or("a tag must look like [Name \"value\"]")?;
    let (name, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or("a tag needs a name and a quoted value")?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or("the tag value must be in double quotes")?;
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    Ok((name.to_owned(), out))
}

/// Splits movetext into SAN and result tokens, dropping numbers, comments, NAGs and variations.
fn tokenize(movetext: &str) -> Result<Vec<String>, PgnError> {
    let mut tokens = Vec::new();
    let mut depth = 0usize;
    let mut chars = movetext.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, tokens: &mut Vec<String>, depth: usize| {
        if depth == 0 && !word.is_empty() {
            // A move number is digits followed by dots (`12.`, `12...e5`); other words that
            // start with a digit (`0-0`, `0-0-0`, results) are kept whole.
            let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
            let w = if digits.starts_with('.') {
                digits.trim_start_matches('.')
            } else {
                word.as_str()
            };
            let all_number = word.chars().all(|c| c.is_ascii_digit() || c == '.');
            if !w.is_empty() && !all_number && !word.starts_with('$') {
                // "1-0" begins with a digit: keep results whole.
                if matches!(word.as_str(), "1-0" | "0-1" | "1/2-1/2") {
                    tokens.push(word.clone());
                } else {
                    tokens.push(w.to_owned());
                }
            } else if matches!(word.as_str(), "1-0" | "0-1" | "1/2-1/2") {
                tokens.push(word.clone());
            }
        }
        word.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, &mut tokens, depth);
                let mut closed = false;
                for n in chars.by_ref() {
                    if n == '}' {
                        closed = true;
                        break;
                    }
                }
                if !closed {
                    return Err(PgnError::Unbalanced("{ }"));
                }
            }
            ';' => {
                flush(&mut word, &mut tokens, depth);
                for n in chars.by_ref() {
                    if n == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut word, &mut tokens, depth);
                depth += 1;
            }
            ')' => {
                flush(&mut word, &mut tokens, depth);
                depth = depth.checked_sub(1).ok_or(PgnError::Unbalanced("( )"))?;
            }
            c if c.is_whitespace() => flush(&mut word, &mut tokens, depth),
            c => word.push(c),
        }
    }
    flush(&mut word, &mut tokens, depth);
    if depth != 0 {
        return Err(PgnError::Unbalanced("( )"));
    }
    Ok(tokens)
}
