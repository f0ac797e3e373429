//! Move notation: SAN and UCI out, a lenient parser in.

use crate::position::last_rank;
use crate::{Color, Move, MoveKind, MoveList, Outcome, Position, Role, Square, Variant};
use std::fmt;

/// Why typed text is not a move that can be played now.
///
/// Every message says what was wrong and what would work. The reasons are values
/// ([`SyntaxHint`], [`IllegalReason`]), so a caller can word them in any language;
/// `Display` words them in English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not move notation at all.
    #[error("`{input}` is not a move: {hint}")]
    Syntax {
        /// What was typed.
        input: String,
        /// How to write a move.
        hint: SyntaxHint,
    },
    /// The text names a move the rules forbid here.
    #[error("{input} is not legal here: {reason}. Legal moves include {}", .legal.join(", "))]
    Illegal {
        /// What was typed.
        input: String,
        /// Why no legal move matches.
        reason: IllegalReason,
        /// A few legal moves in SAN.
        legal: Vec<String>,
    },
    /// The text fits more than one legal move.
    #[error("{input} is ambiguous: write one of {}", .candidates.join(", "))]
    Ambiguous {
        /// What was typed.
        input: String,
        /// The matching moves in SAN.
        candidates: Vec<String>,
    },
    /// Nothing can be played: the game has ended.
    #[error("the game is over: {}; no more moves can be played", .0.description())]
    GameOver(Outcome),
}

/// How to write a move, for text that is not move notation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SyntaxHint {
    /// The ways to write a move: SAN or UCI, with examples.
    Notation,
    /// What UCI is made of, for UCI of the wrong length.
    Uci,
    /// The promotion letters UCI allows, for one that names no piece.
    PromotionLetter,
    /// This piece's letter is upper case, for a lower-case one that cannot be a file (`nf3`).
    UpperCaseLetter(Role),
    /// The notation is well formed, but its move cannot be played in the game.
    NotLegal,
}

impl fmt::Display for SyntaxHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxHint::Notation => {
                f.write_str("write SAN like e4, Nf3, exd5, O-O, e8=Q, or UCI like e2e4")
            }
            SyntaxHint::Uci => f.write_str(
                "UCI is from-square, to-square and an optional promotion letter, like e2e4 or e7e8q",
            ),
            SyntaxHint::PromotionLetter => f.write_str("the promotion letter must be q, r, b or n"),
            SyntaxHint::UpperCaseLetter(role) => write!(
                f,
                "piece letters are upper case: {} for {} {role}, as in {}f3",
                role.upper_char(),
                role.article(),
                role.upper_char()
            ),
            SyntaxHint::NotLegal => f.write_str("not legal"),
        }
    }
}

/// Where typed notation says its piece stands, when it names only a file or a rank
/// (`Nbd2`, `N1f3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A file, by its letter `a` to `h`.
    File(char),
    /// A rank, by its number 1 to 8.
    Rank(u8),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::File(file) => write!(f, "on the {file}-file"),
            Origin::Rank(rank) => write!(f, "on rank {rank}"),
        }
    }
}

/// Why no legal move matches typed notation, with the squares, pieces and sides the
/// reason is about.
///
/// Where a lower-case file letter may have meant a piece (`bc4` for `Bc4`), `meant`
/// names that piece, and `Display` adds that piece letters are upper case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalReason {
    /// The piece letter does not name the piece on the from-square (`Qg1f3`).
    WrongLetter {
        /// The from-square.
        from: Square,
        /// The piece standing there.
        role: Role,
        /// The piece the letter names.
        letter: Role,
    },
    /// Castling, in a game that has none.
    NoCastling(Variant),
    /// Castling on a side where the king or the rook has moved.
    CastlingRightsLost {
        /// The side to move.
        color: Color,
        /// True for kingside castling, false for queenside.
        kingside: bool,
    },
    /// Castling while in check; the side to move.
    CastlingInCheck(Color),
    /// Castling with this square between the king and the rook occupied.
    CastlingBlocked(Square),
    /// Castling with the king crossing or landing on this attacked square.
    CastlingAttacked(Square),
    /// Castling that the rules forbid for none of the reasons above.
    CastlingNotAllowed,
    /// A promotion letter in Sanctuary Chess, where a pawn reaching this square
    /// becomes a refugee instead.
    SanctuaryPromotion(Square),
    /// A promotion to a piece a pawn cannot become.
    PromotionRole(Role),
    /// A promotion letter on a move to this square, which is not on the last rank.
    PromotionRank(Square),
    /// A from-square with no piece on it.
    EmptySquare(Square),
    /// A from-square with an opponent's piece on it.
    NotYourPiece {
        /// The from-square.
        square: Square,
        /// The piece standing there.
        role: Role,
        /// Whose piece it is.
        owner: Color,
        /// The side to move.
        turn: Color,
    },
    /// A from-square with a refugee on it, which never moves.
    RefugeeMoves(Square),
    /// A capture of a refugee, which can never be captured.
    RefugeeCaptured {
        /// The refugee's square.
        square: Square,
        /// The piece a lower-case file letter may have meant.
        meant: Option<Role>,
    },
    /// A move onto a square holding a piece of the side to move.
    OwnPiece {
        /// The destination.
        square: Square,
        /// The piece standing there.
        role: Role,
        /// The piece a lower-case file letter may have meant.
        meant: Option<Role>,
    },
    /// The side to move is in check, and no such move gets out of it.
    InCheck {
        /// The side to move.
        color: Color,
        /// The kind of piece asked to move.
        role: Role,
        /// The destination.
        to: Square,
        /// The piece a lower-case file letter may have meant.
        meant: Option<Role>,
    },
    /// No piece of that kind of the side to move can move to the square.
    NoneCanMove {
        /// The side to move.
        color: Color,
        /// The kind of piece asked to move.
        role: Role,
        /// The destination.
        to: Square,
        /// The piece a lower-case file letter may have meant.
        meant: Option<Role>,
    },
    /// Such a piece can move to the square, but none from the file or rank named
    /// (`N4b4` when the knight that can go to b4 stands elsewhere).
    NoneFromThere {
        /// The kind of piece asked to move.
        role: Role,
        /// The file or rank the notation names.
        origin: Origin,
        /// The destination.
        to: Square,
        /// The piece a lower-case file letter may have meant.
        meant: Option<Role>,
    },
    /// No legal move matches, and the notation names no destination.
    NoMatch {
        /// The piece a lower-case file letter may have meant.
        meant: Option<Role>,
    },
    /// A pawn capture or slide written without the file it leaves (`d5`): the legal
    /// pawn moves to that square, in SAN (`exd5`, `cxd5`).
    PawnNeedsFile(Vec<String>),
    /// The side to move has no piece of that kind.
    NoSuchPiece {
        /// The side to move.
        color: Color,
        /// The kind of piece asked to move.
        role: Role,
    },
}

impl IllegalReason {
    /// The piece a lower-case file letter may have meant (`bc4` for `Bc4`), if the
    /// reason says so.
    pub fn meant(&self) -> Option<Role> {
        match self {
            IllegalReason::RefugeeCaptured { meant, .. }
            | IllegalReason::OwnPiece { meant, .. }
            | IllegalReason::InCheck { meant, .. }
            | IllegalReason::NoneCanMove { meant, .. }
            | IllegalReason::NoneFromThere { meant, .. }
            | IllegalReason::NoMatch { meant } => *meant,
            IllegalReason::WrongLetter { .. }
            | IllegalReason::NoCastling(_)
            | IllegalReason::CastlingRightsLost { .. }
            | IllegalReason::CastlingInCheck(_)
            | IllegalReason::CastlingBlocked(_)
            | IllegalReason::CastlingAttacked(_)
            | IllegalReason::CastlingNotAllowed
            | IllegalReason::SanctuaryPromotion(_)
            | IllegalReason::PromotionRole(_)
            | IllegalReason::PromotionRank(_)
            | IllegalReason::EmptySquare(_)
            | IllegalReason::NotYourPiece { .. }
            | IllegalReason::RefugeeMoves(_)
            | IllegalReason::PawnNeedsFile(_)
            | IllegalReason::NoSuchPiece { .. } => None,
        }
    }
}

impl fmt::Display for IllegalReason {
    #[allow(clippy::too_many_lines, reason = "one sentence per reason")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::WrongLetter { from, role, letter } => write!(
                f,
                "the piece on {from} is {} {role}, not {} {letter}",
                role.article(),
                letter.article()
            ),
            IllegalReason::NoCastling(variant) => {
                write!(f, "there is no castling in {}", variant.name())
            }
            IllegalReason::CastlingRightsLost { color, kingside } => write!(
                f,
                "{} can no longer castle {}: the king or that rook has moved",
                color.name(),
                if *kingside { "kingside" } else { "queenside" }
            ),
            IllegalReason::CastlingInCheck(color) => write!(
                f,
                "{} is in check, and castling out of check is not allowed",
                color.name()
            ),
            IllegalReason::CastlingBlocked(square) => write!(
                f,
                "the squares between the king and the rook must be empty, and {square} is not"
            ),
            IllegalReason::CastlingAttacked(square) => {
                write!(f, "the king would cross or land on {square}, which is attacked")
            }
            IllegalReason::CastlingNotAllowed => f.write_str(
                "castling needs the king and rook unmoved, the squares between empty, and the king not in, through or into check",
            ),
            IllegalReason::SanctuaryPromotion(square) => write!(
                f,
                "pawns do not promote in Sanctuary Chess; a pawn arriving on {square} becomes a refugee, written without a letter"
            ),
            IllegalReason::PromotionRole(role) => write!(
                f,
                "a pawn cannot promote to {} {role}; choose Q, R, B or N",
                role.article()
            ),
            IllegalReason::PromotionRank(square) => write!(
                f,
                "only a pawn arriving on the last rank promotes; write the move to {square} without a letter"
            ),
            IllegalReason::EmptySquare(square) => write!(f, "there is no piece on {square}"),
            IllegalReason::NotYourPiece {
                square,
                role,
                owner,
                turn,
            } => write!(
                f,
                "the {role} on {square} is {}'s; it is {}'s move",
                owner.name(),
                turn.name()
            ),
            IllegalReason::RefugeeMoves(square) => {
                write!(f, "the refugee on {square} can never move again")
            }
            IllegalReason::RefugeeCaptured { square, .. } => {
                write!(f, "the refugee on {square} can never be captured")
            }
            IllegalReason::OwnPiece { square, role, .. } => {
                write!(f, "{square} holds your own {role}")
            }
            IllegalReason::InCheck {
                color, role, to, ..
            } => write!(
                f,
                "{} is in check, and no {role} move to {to} gets out of it",
                color.name()
            ),
            IllegalReason::NoneCanMove {
                color, role, to, ..
            } => write!(f, "no {role} of {}'s can move to {to}", color.name()),
            IllegalReason::NoneFromThere {
                role, origin, to, ..
            } => write!(f, "no {role} {origin} can move to {to}"),
            IllegalReason::NoMatch { .. } => f.write_str("no legal move matches"),
            IllegalReason::PawnNeedsFile(moves) => write!(
                f,
                "a pawn that captures or slides is written with the file it leaves: {}",
                moves.join(" or ")
            ),
            IllegalReason::NoSuchPiece { color, role } => {
                write!(f, "{} has no {role}", color.name())
            }
        }?;
        if let Some(meant) = self.meant() {
            write!(
                f,
                " (piece letters are upper case: {} for {meant})",
                meant.upper_char()
            )?;
        }
        Ok(())
    }
}

/// What a parsed SAN string asks for.
#[derive(Debug, Default)]
struct Pattern {
    role: Option<Role>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Option<Square>,
    promotion: Option<Role>,
    castle: Option<bool>, // Some(true) = kingside
}

fn strip_suffixes(s: &str) -> &str {
    let mut s = s.trim();
    for suffix in ["e.p.", "ep"] {
        if let Some(rest) = s.strip_suffix(suffix) {
            s = rest.trim_end();
        }
    }
    s.trim_end_matches(['+', '#', '!', '?'])
}

fn parse_pattern(text: &str) -> Option<Pattern> {
    let s = strip_suffixes(text);
    if s.is_empty() || !s.is_ascii() {
        return None;
    }
    let castle_norm: String = s
        .chars()
        .filter(|c| *c != '-')
        .map(|c| {
            if c == '0' {
                'O'
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect();
    match castle_norm.as_str() {
        "OO" => {
            return Some(Pattern {
                castle: Some(true),
                ..Pattern::default()
            });
        }
        "OOO" => {
            return Some(Pattern {
                castle: Some(false),
                ..Pattern::default()
            });
        }
        _ => {}
    }
    let mut chars: Vec<char> = s
        .chars()
        .filter(|c| !matches!(c, 'x' | ':' | '-' | '=' | '(' | ')'))
        .collect();
    let mut p = Pattern::default();
    // Promotion: a role letter after the destination rank.
    if chars.len() >= 3 {
        let last = chars[chars.len() - 1];
        if chars[chars.len() - 2].is_ascii_digit() {
            if let Some(role) = Role::from_char(last) {
                p.promotion = Some(role);
                chars.pop();
            } else {
                return None;
            }
        }
    }
    if chars.len() < 2 {
        return None;
    }
    let to_text: String = chars[chars.len() - 2..].iter().collect();
    p.to = Some(to_text.parse().ok()?);
    chars.truncate(chars.len() - 2);
    let mut rest = chars.as_slice();
    if let Some(&c) = rest.first()
        && c.is_ascii_uppercase()
    {
        p.role = Some(Role::from_char(c)?);
        rest = &rest[1..];
    }
    match rest {
        [] => {}
        [f @ 'a'..='h'] => p.from_file = Some(*f as u8 - b'a'),
        [r @ '1'..='8'] => p.from_rank = Some(*r as u8 - b'1'),
        [f @ 'a'..='h', r @ '1'..='8'] => {
            p.from_file = Some(*f as u8 - b'a');
            p.from_rank = Some(*r as u8 - b'1');
        }
        _ => return None,
    }
    Some(p)
}

impl Position {
    /// The move in Standard Algebraic Notation, with minimal disambiguation and `+`/`#`.
    ///
    /// Archbishop and Swiss guard moves use `A` and `G`; a slide is the pawn's file and
    /// the destination without `x` (`cd6`); a refugee arrival is a plain pawn move (`e8`).
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::new(Variant::Sanctuary);
    /// let m = pos.parse_uci("e1e3").unwrap();
    /// assert_eq!(pos.san(&m), "Ge3");
    /// ```
    pub fn san(&self, m: &Move) -> String {
        self.san_with(*m, &self.moves_ignoring_endings())
    }

    /// SAN for `m` given the list of legal moves it belongs to (saves regenerating them).
    pub(crate) fn san_with(&self, m: Move, legal: &MoveList) -> String {
        let mut out = String::with_capacity(8);
        if m.kind == MoveKind::Castle {
            out.push_str(if m.to.file() == 6 { "O-O" } else { "O-O-O" });
        } else if m.role == Role::Pawn {
            if m.is_capture() || m.kind == MoveKind::Slide {
                out.push(m.from.file_char());
                if m.is_capture() {
                    out.push('x');
                }
            }
            out.push_str(&m.to.to_string());
            if let Some(p) = m.promotion {
                out.push('=');
                out.push(p.upper_char());
            }
        } else {
            out.push(m.role.upper_char());
            let rivals: Vec<Square> = legal
                .iter()
                .filter(|o| {
                    o.role == m.role
                        && o.to == m.to
                        && o.from != m.from
                        && o.kind != MoveKind::Castle
                })
                .map(|o| o.from)
                .collect();
            if !rivals.is_empty() {
                if rivals.iter().all(|r| r.file() != m.from.file()) {
                    out.push(m.from.file_char());
                } else if rivals.iter().all(|r| r.rank() != m.from.rank()) {
                    out.push(m.from.rank_char());
                } else {
                    out.push_str(&m.from.to_string());
                }
            }
            if m.is_capture() {
                out.push('x');
            }
            out.push_str(&m.to.to_string());
        }
        if self.variant.has_king() {
            let mut after = *self;
            after.play(&m);
            if after.is_check() {
                out.push(if after.has_any_move() { '+' } else { '#' });
            }
        }
        out
    }

    /// Parses a strict UCI move (`e2e4`, `e7e8q`, castling as `e1g1`) and checks it is legal.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::new(Variant::Chess);
    /// assert!(pos.parse_uci("e2e5").is_err());
    /// assert_eq!(pos.parse_uci("g1f3").unwrap().to_string(), "g1f3");
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let t = text.trim();
        let bytes = t.as_bytes();
        if !(4..=5).contains(&bytes.len()) || !t.is_ascii() {
            return Err(MoveError::Syntax {
                input: text.to_owned(),
                hint: SyntaxHint::Uci,
            });
        }
        let from: Square = t[0..2].parse().map_err(|_| MoveError::Syntax {
            input: text.to_owned(),
            hint: SyntaxHint::Notation,
        })?;
        let to: Square = t[2..4].parse().map_err(|_| MoveError::Syntax {
            input: text.to_owned(),
            hint: SyntaxHint::Notation,
        })?;
        let promotion = match bytes.get(4) {
            None => None,
            Some(&c) => Some(Role::from_char(c as char).ok_or_else(|| MoveError::Syntax {
                input: text.to_owned(),
                hint: SyntaxHint::PromotionLetter,
            })?),
        };
        let p = Pattern {
            role: None,
            from_file: Some(from.file()),
            from_rank: Some(from.rank()),
            to: Some(to),
            promotion,
            castle: None,
        };
        self.resolve(text, &p, true)
    }

    /// Parses what a player typed: SAN (lenient about `x`, `+`, `#`, `=`, the case of the
    /// promotion letter, `0-0` for `O-O`) or UCI. Never guesses: an ambiguous or illegal
    /// input is an error naming the candidates or some legal moves.
    ///
    /// ```
    /// use rules::{MoveError, Position, Variant};
    /// let pos = Position::new(Variant::Chess);
    /// assert_eq!(pos.parse_san("Nf3").unwrap().to_string(), "g1f3");
    /// assert_eq!(pos.parse_san("g1f3").unwrap().to_string(), "g1f3");
    /// assert!(matches!(pos.parse_san("Nd2"), Err(MoveError::Illegal { .. })));
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        if let Some(o) = self.outcome() {
            return Err(MoveError::GameOver(o));
        }
        let trimmed = strip_suffixes(text);
        // Pure UCI (or long algebraic like e2-e4) first: from and to squares given.
        let plain: String = trimmed
            .chars()
            .filter(|c| !matches!(c, '-' | 'x' | ':'))
            .collect();
        let letter = plain
            .chars()
            .next()
            .filter(char::is_ascii_uppercase)
            .and_then(Role::from_char);
        let long = if letter.is_some() {
            &plain[1..]
        } else {
            &plain[..]
        };
        if (4..=5).contains(&long.len())
            && long.is_ascii()
            && long[0..2].parse::<Square>().is_ok()
            && long[2..4].parse::<Square>().is_ok()
        {
            let m = self.parse_uci(&long.to_ascii_lowercase())?;
            // `Qg1f3` must not play the knight on g1: the letter has to name the piece.
            if let Some(role) = letter.filter(|&r| r != m.role) {
                return Err(MoveError::Illegal {
                    input: text.trim().to_owned(),
                    reason: IllegalReason::WrongLetter {
                        from: m.from,
                        role: m.role,
                        letter: role,
                    },
                    legal: self.examples(&self.legal_moves(), Some(m.to)),
                });
            }
            return Ok(m);
        }
        let Some(p) = parse_pattern(trimmed) else {
            // `nf3`: a lower-case piece letter that cannot be a file.
            let hint = match trimmed.chars().next().and_then(|c| {
                matches!(c, 'n' | 'r' | 'q' | 'k')
                    .then(|| Role::from_char(c))
                    .flatten()
            }) {
                Some(role) => SyntaxHint::UpperCaseLetter(role),
                None => SyntaxHint::Notation,
            };
            return Err(MoveError::Syntax {
                input: text.to_owned(),
                hint,
            });
        };
        self.resolve(text, &p, false)
    }

    /// Reads a move as people type it: SAN or UCI as [`Position::parse_san`] reads
    /// them, and also after a move number (`1.e4`, `3...Nf6`), with a capital file
    /// letter (`E4`, `Exd5`: phones capitalise the first letter), in capitals
    /// (`E2E4`), or with a lower-case piece letter (`nc6`). Text that two legal moves
    /// could be (`bxc4`: the b-pawn or a bishop taking) is [`MoveError::Ambiguous`]
    /// with both, so the player is asked rather than guessed for.
    ///
    /// ```
    /// use rules::{MoveError, Position, Variant};
    /// let pos = Position::new(Variant::Chess);
    /// assert_eq!(pos.parse_typed("1.E4").unwrap().to_string(), "e2e4");
    /// assert_eq!(pos.parse_typed("nf3").unwrap().to_string(), "g1f3");
    /// ```
    pub fn parse_typed(&self, text: &str) -> Result<Move, MoveError> {
        let bare = without_move_number(text);
        let strict = self.parse_san(bare);
        let first = bare.chars().next();
        // Standard SAN read strictly stands: `Bxc4` is the bishop. A lower-case letter
        // that is both a file and a piece (`bxc4`) is also read the other way, but only
        // where it names a from-file (a plain `b4` is a pawn).
        let also = match (&strict, first) {
            (Ok(_), Some(c)) => c.is_ascii_lowercase() && strip_suffixes(bare).len() >= 3,
            (Ok(_), None) => false,
            (Err(_), _) => true,
        };
        let mut found: Vec<Move> = strict.iter().copied().collect();
        if also {
            // A legal move in UCI, in any case, is never questioned by a piece's SAN.
            let lower = bare.trim().to_ascii_lowercase();
            let uci_stands = uci_shaped(&lower) && self.parse_uci(&lower).is_ok();
            for reading in other_readings(self.variant(), bare, !uci_stands) {
                if let Ok(m) = self.parse_san(&reading)
                    && !found.contains(&m)
                {
                    found.push(m);
                }
            }
        }
        match found.as_slice() {
            [m] => Ok(*m),
            [] => strict,
            _ => Err(MoveError::Ambiguous {
                input: text.trim().to_owned(),
                candidates: found.iter().map(|m| self.san(m)).collect(),
            }),
        }
    }

    fn resolve(&self, input: &str, p: &Pattern, uci: bool) -> Result<Move, MoveError> {
        let input = input.trim();
        let legal = self.legal_moves();
        if legal.is_empty()
            && let Some(o) = self.outcome()
        {
            return Err(MoveError::GameOver(o));
        }
        let mut matches: Vec<Move> = legal
            .iter()
            .filter(|m| match p.castle {
                Some(kingside) => m.kind == MoveKind::Castle && (m.to.file() == 6) == kingside,
                None => {
                    Some(m.to) == p.to
                        // `Kg1` is a king step, never castling: castling is O-O (or UCI e1g1).
                        && (uci || m.kind != MoveKind::Castle)
                        && (uci || p.role.unwrap_or(Role::Pawn) == m.role)
                        && p.from_file.is_none_or(|f| f == m.from.file())
                        && p.from_rank.is_none_or(|r| r == m.from.rank())
                        && (p.promotion.is_none() || p.promotion == m.promotion)
                }
            })
            .copied()
            .collect();
        // A pawn move written without a from-file (`d6`) is the pawn on that file going
        // straight. A capture or a slide must name the file it leaves (`exd5`, `cd6`):
        // reading `d5` as `exd5` would be a guess.
        if !uci && p.role.is_none() && p.from_file.is_none() && p.castle.is_none() {
            matches.retain(|m| Some(m.from.file()) == p.to.map(Square::file));
        }
        let promotion_needed =
            matches.iter().any(|m| m.promotion.is_some()) && p.promotion.is_none();
        match matches.as_slice() {
            [m] => Ok(*m),
            [] => Err(self.illegal(input, p, &legal)),
            _ if promotion_needed => Err(MoveError::Ambiguous {
                input: input.to_owned(),
                candidates: {
                    let mut c: Vec<String> =
                        matches.iter().map(|m| self.san_with(*m, &legal)).collect();
                    c.dedup();
                    c
                },
            }),
            _ => Err(MoveError::Ambiguous {
                input: input.to_owned(),
                candidates: matches.iter().map(|m| self.san_with(*m, &legal)).collect(),
            }),
        }
    }

    /// For a file-less pawn move like `d5`: the legal pawn captures and slides to that square.
    fn sideways_pawn_moves(&self, p: &Pattern, legal: &MoveList) -> Option<Vec<String>> {
        if p.role.is_some() || p.from_file.is_some() || p.castle.is_some() {
            return None;
        }
        let to = p.to?;
        let found: Vec<String> = legal
            .iter()
            .filter(|m| m.role == Role::Pawn && m.to == to && m.from.file() != to.file())
            .map(|m| self.san_with(*m, legal))
            .collect();
        (!found.is_empty()).then_some(found)
    }

    fn illegal(&self, input: &str, p: &Pattern, legal: &MoveList) -> MoveError {
        let us = self.turn;
        let role = p.role.unwrap_or(Role::Pawn);
        let reason = if let Some(kingside) = p.castle {
            if self.variant.has_king() {
                self.castling_reason(kingside)
            } else {
                IllegalReason::NoCastling(self.variant)
            }
        } else if let (Some(to), true) = (
            p.to,
            self.variant == Variant::Sanctuary && p.promotion.is_some() && role == Role::Pawn,
        ) {
            IllegalReason::SanctuaryPromotion(to)
        } else if let Some(pc) = p
            .promotion
            .filter(|r| !matches!(r, Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
        {
            IllegalReason::PromotionRole(pc)
        } else if let (Some(to), Some(_)) = (p.to, p.promotion)
            && to.rank() != last_rank(us)
        {
            IllegalReason::PromotionRank(to)
        } else if let Some(from) = p
            .from_file
            .zip(p.from_rank)
            .and_then(|(f, r)| Square::from_coords(f, r))
        {
            match self.piece_at(from) {
                None => IllegalReason::EmptySquare(from),
                Some(pc) if pc.color != us => IllegalReason::NotYourPiece {
                    square: from,
                    role: pc.role,
                    owner: pc.color,
                    turn: us,
                },
                Some(_) if self.is_refugee(from) => IllegalReason::RefugeeMoves(from),
                Some(pc) => self.blocked_reason(pc.role, p.to, None),
            }
        } else if let Some(sideways) = self.sideways_pawn_moves(p, legal) {
            IllegalReason::PawnNeedsFile(sideways)
        } else if (self.by_role(role) & self.by_color(us)).is_empty() {
            IllegalReason::NoSuchPiece { color: us, role }
        } else {
            // `bc4`, and in Sanctuary Chess `ae3`, `ge3`: a file letter that was meant as a piece.
            let meant = match (p.role, p.from_file, self.variant) {
                (None, Some(1), _) => Some(Role::Bishop),
                (None, Some(0), Variant::Sanctuary) => Some(Role::Archbishop),
                (None, Some(6), Variant::Sanctuary) => Some(Role::Guard),
                _ => None,
            };
            // `N4b4` when the knight that can go to b4 stands elsewhere.
            let origin = match (p.from_file, p.from_rank) {
                (Some(f), None) => Some(Origin::File(char::from(b'a' + f))),
                (None, Some(r)) => Some(Origin::Rank(r + 1)),
                _ => None,
            };
            match (origin, p.to) {
                (Some(origin), Some(to)) if legal.iter().any(|m| m.role == role && m.to == to) => {
                    IllegalReason::NoneFromThere {
                        role,
                        origin,
                        to,
                        meant,
                    }
                }
                _ => self.blocked_reason(role, p.to, meant),
            }
        };
        MoveError::Illegal {
            input: input.to_owned(),
            reason,
            legal: self.examples(legal, p.to),
        }
    }

    /// Why castling on that side is not legal now (chess and Capture the Scepter).
    fn castling_reason(&self, kingside: bool) -> IllegalReason {
        let us = self.turn;
        if !self.can_castle(us, kingside) {
            return IllegalReason::CastlingRightsLost {
                color: us,
                kingside,
            };
        }
        if self.is_check() {
            return IllegalReason::CastlingInCheck(us);
        }
        let rank = us.back_rank();
        let files: &[u8] = if kingside { &[5, 6] } else { &[3, 2, 1] };
        let squares = files.iter().filter_map(|&f| Square::from_coords(f, rank));
        if let Some(sq) = squares.clone().find(|&sq| self.piece_at(sq).is_some()) {
            return IllegalReason::CastlingBlocked(sq);
        }
        // The king crosses and lands on the first two squares; b1/b8 may be attacked.
        if let Some(sq) = squares.take(2).find(|&sq| self.is_attacked(sq, !us)) {
            return IllegalReason::CastlingAttacked(sq);
        }
        IllegalReason::CastlingNotAllowed
    }

    /// Why no `role` can move to `to`; `meant` is the piece a lower-case file letter
    /// may have meant.
    fn blocked_reason(&self, role: Role, to: Option<Square>, meant: Option<Role>) -> IllegalReason {
        let us = self.turn;
        let Some(to) = to else {
            return IllegalReason::NoMatch { meant };
        };
        if let Some(target) = self.piece_at(to) {
            if target.color == us {
                return IllegalReason::OwnPiece {
                    square: to,
                    role: target.role,
                    meant,
                };
            }
            if self.is_refugee(to) {
                return IllegalReason::RefugeeCaptured { square: to, meant };
            }
        }
        if self.is_check() {
            return IllegalReason::InCheck {
                color: us,
                role,
                to,
                meant,
            };
        }
        IllegalReason::NoneCanMove {
            color: us,
            role,
            to,
            meant,
        }
    }

    /// Up to eight legal moves in SAN, preferring those to `to`.
    fn examples(&self, legal: &MoveList, to: Option<Square>) -> Vec<String> {
        let mut picked: Vec<&Move> = legal.iter().filter(|m| Some(m.to) == to).collect();
        for m in legal {
            if picked.len() >= 8 {
                break;
            }
            if !picked.contains(&m) {
                picked.push(m);
            }
        }
        picked.truncate(8);
        picked.iter().map(|m| self.san_with(**m, legal)).collect()
    }
}

/// Which side a ply belongs to, for printing move numbers.
pub(crate) fn side_of_ply(start: Color, ply: usize) -> Color {
    if ply.is_multiple_of(2) { start } else { !start }
}

/// `text` without a move number before it: `1.e4`, `1. e4`, `3...Nf6`, `12…Nf6`.
fn without_move_number(text: &str) -> &str {
    let t = text.trim();
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return t;
    }
    let rest = &t[digits..];
    let dots = rest.trim_start_matches(['.', '…']);
    if dots.len() == rest.len() {
        return t;
    }
    dots.trim_start()
}

/// True for `e2e4`'s shape (from and to squares, maybe a promotion letter): UCI,
/// which is read only one way.
fn uci_shaped(text: &str) -> bool {
    let b = text.as_bytes();
    (4..=5).contains(&b.len())
        && matches!(b[0], b'a'..=b'h')
        && matches!(b[1], b'1'..=b'8')
        && matches!(b[2], b'a'..=b'h')
        && matches!(b[3], b'1'..=b'8')
}

/// True if `role`'s pieces are part of `variant` (no queen or king in Sanctuary Chess,
/// no archbishop or guard in the others).
fn in_variant(variant: Variant, role: Role) -> bool {
    match variant {
        Variant::Sanctuary => !matches!(role, Role::King | Role::Queen),
        Variant::Chess | Variant::Scepter => !matches!(role, Role::Archbishop | Role::Guard),
    }
}

/// Other ways to read typed text in `variant`: in lower case (`E4`, `E2E4`) unless it
/// starts with one of the game's piece letters in capitals (`Bc4` stays a bishop's),
/// and with a piece letter in front put in capitals (`nc6`, `NF3`, `bxc4`; `a5e6` only
/// with `piece_reading`, when it is no legal UCI move).
fn other_readings(variant: Variant, text: &str, piece_reading: bool) -> Vec<String> {
    let lower = text.to_ascii_lowercase();
    if uci_shaped(&lower) {
        let mut out = Vec::new();
        if lower != text {
            out.push(lower.clone());
        }
        // `a5e6` with no piece on a5 is no UCI move: Sanctuary's archbishop from the
        // fifth rank may be what it says.
        let mut chars = lower.chars();
        if piece_reading
            && let Some(c) = chars.next()
            && Role::from_char(c).is_some_and(|r| r != Role::Pawn && in_variant(variant, r))
        {
            out.push(format!("{}{}", c.to_ascii_uppercase(), chars.as_str()));
        }
        return out;
    }
    let mut out = Vec::new();
    let first = text.chars().next();
    let piece_first = first.is_some_and(|c| {
        c.is_ascii_uppercase() && Role::from_char(c).is_some_and(|r| in_variant(variant, r))
    });
    if !piece_first {
        out.push(lower.clone());
    }
    let mut chars = lower.chars();
    if let Some(c) = chars.next()
        && Role::from_char(c).is_some_and(|r| r != Role::Pawn && in_variant(variant, r))
    {
        out.push(format!("{}{}", c.to_ascii_uppercase(), chars.as_str()));
    }
    out.retain(|r| r != text);
    out
}
