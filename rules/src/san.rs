//! Move notation: SAN and UCI out, a lenient parser in.

use crate::position::last_rank;
use crate::{Color, Move, MoveKind, MoveList, Outcome, Position, Role, Square, Variant};

/// Why typed text is not a move that can be played now.
///
/// Every message says what was wrong and what would work.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not move notation at all.
    #[error("`{input}` is not a move: {hint}")]
    Syntax {
        /// What was typed.
        input: String,
        /// How to write a move.
        hint: String,
    },
    /// The text names a move the rules forbid here.
    #[error("{input} is not legal here: {reason}. Legal moves include {}", .legal.join(", "))]
    Illegal {
        /// What was typed.
        input: String,
        /// Why no legal move matches.
        reason: String,
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

const SYNTAX_HINT: &str = "write SAN like e4, Nf3, exd5, O-O, e8=Q, or UCI like e2e4";

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
            return Err(MoveError::Syntax { input: text.to_owned(), hint: "UCI is from-square, to-square and an optional promotion letter, like e2e4 or e7e8q".into() });
        }
        let from: Square = t[0..2].parse().map_err(|_| MoveError::Syntax {
            input: text.to_owned(),
            hint: SYNTAX_HINT.into(),
        })?;
        let to: Square = t[2..4].parse().map_err(|_| MoveError::Syntax {
            input: text.to_owned(),
            hint: SYNTAX_HINT.into(),
        })?;
        let promotion = match bytes.get(4) {
            None => None,
            Some(&c) => Some(Role::from_char(c as char).ok_or_else(|| MoveError::Syntax {
                input: text.to_owned(),
                hint: "the promotion letter must be q, r, b or n".into(),
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
                    reason: format!(
                        "the piece on {} is {} {}, not {} {role}",
                        m.from,
                        m.role.article(),
                        m.role,
                        role.article()
                    ),
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
                Some(role) => format!(
                    "piece letters are upper case: {} for {} {role}, as in {}f3",
                    role.upper_char(),
                    role.article(),
                    role.upper_char()
                ),
                None => SYNTAX_HINT.into(),
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
                format!("there is no castling in {}", self.variant.name())
            }
        } else if let (Some(to), true) = (
            p.to,
            self.variant == Variant::Sanctuary && p.promotion.is_some() && role == Role::Pawn,
        ) {
            format!(
                "pawns do not promote in Sanctuary Chess; a pawn arriving on {to} becomes a refugee, written without a letter"
            )
        } else if let Some(pc) = p
            .promotion
            .filter(|r| !matches!(r, Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
        {
            format!(
                "a pawn cannot promote to {} {pc}; choose Q, R, B or N",
                pc.article()
            )
        } else if let (Some(to), Some(_)) = (p.to, p.promotion)
            && to.rank() != last_rank(us)
        {
            format!(
                "only a pawn arriving on the last rank promotes; write the move to {to} without a letter"
            )
        } else if let Some(from) = p
            .from_file
            .zip(p.from_rank)
            .and_then(|(f, r)| Square::from_coords(f, r))
        {
            match self.piece_at(from) {
                None => format!("there is no piece on {from}"),
                Some(pc) if pc.color != us => format!(
                    "the {} on {from} is {}'s; it is {}'s move",
                    pc.role,
                    pc.color.name(),
                    us.name()
                ),
                Some(_) if self.is_refugee(from) => {
                    format!("the refugee on {from} can never move again")
                }
                Some(pc) => self.blocked_reason(pc.role, p.to),
            }
        } else if let Some(sideways) = self.sideways_pawn_moves(p, legal) {
            format!(
                "a pawn that captures or slides is written with the file it leaves: {}",
                sideways.join(" or ")
            )
        } else if (self.by_role(role) & self.by_color(us)).is_empty() {
            format!("{} has no {}", us.name(), role.name())
        } else {
            // `bc4`, and in Sanctuary Chess `ae3`, `ge3`: a file letter that was meant as a piece.
            let hint = match (p.role, p.from_file, self.variant) {
                (None, Some(1), _) => " (piece letters are upper case: B for bishop)",
                (None, Some(0), Variant::Sanctuary) => {
                    " (piece letters are upper case: A for archbishop)"
                }
                (None, Some(6), Variant::Sanctuary) => {
                    " (piece letters are upper case: G for Swiss guard)"
                }
                _ => "",
            };
            // `N4b4` when the knight that can go to b4 stands elsewhere.
            let origin = match (p.from_file, p.from_rank) {
                (Some(f), None) => Some(format!("on the {}-file", char::from(b'a' + f))),
                (None, Some(r)) => Some(format!("on rank {}", r + 1)),
                _ => None,
            };
            match (origin, p.to) {
                (Some(origin), Some(to)) if legal.iter().any(|m| m.role == role && m.to == to) => {
                    format!("no {} {origin} can move to {to}{hint}", role.name())
                }
                _ => format!("{}{hint}", self.blocked_reason(role, p.to)),
            }
        };
        MoveError::Illegal {
            input: input.to_owned(),
            reason,
            legal: self.examples(legal, p.to),
        }
    }

    /// Why castling on that side is not legal now (chess and Capture the Scepter).
    fn castling_reason(&self, kingside: bool) -> String {
        let us = self.turn;
        let side = if kingside { "kingside" } else { "queenside" };
        if !self.can_castle(us, kingside) {
            return format!(
                "{} can no longer castle {side}: the king or that rook has moved",
                us.name()
            );
        }
        if self.is_check() {
            return format!(
                "{} is in check, and castling out of check is not allowed",
                us.name()
            );
        }
        let rank = us.back_rank();
        let files: &[u8] = if kingside { &[5, 6] } else { &[3, 2, 1] };
        let squares = files.iter().filter_map(|&f| Square::from_coords(f, rank));
        if let Some(sq) = squares.clone().find(|&sq| self.piece_at(sq).is_some()) {
            return format!(
                "the squares between the king and the rook must be empty, and {sq} is not"
            );
        }
        // The king crosses and lands on the first two squares; b1/b8 may be attacked.
        if let Some(sq) = squares.take(2).find(|&sq| self.is_attacked(sq, !us)) {
            return format!("the king would cross or land on {sq}, which is attacked");
        }
        "castling needs the king and rook unmoved, the squares between empty, and the king not in, through or into check".to_owned()
    }

    fn blocked_reason(&self, role: Role, to: Option<Square>) -> String {
        let us = self.turn;
        let Some(to) = to else {
            return "no legal move matches".into();
        };
        if let Some(target) = self.piece_at(to) {
            if target.color == us {
                return format!("{to} holds your own {}", target.role);
            }
            if self.is_refugee(to) {
                return format!("the refugee on {to} can never be captured");
            }
        }
        if self.is_check() {
            return format!(
                "{} is in check, and no {} move to {to} gets out of it",
                us.name(),
                role.name()
            );
        }
        format!("no {} of {}'s can move to {to}", role.name(), us.name())
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
