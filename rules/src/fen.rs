//! Reading and writing positions in Forsyth–Edwards Notation.

use crate::position::{BK, BQ, WK, WQ};
use crate::{Color, Piece, Position, Role, Square, Variant, zobrist};
use std::fmt::Write as _;

/// The FEN field an error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FenField {
    /// The whole text (wrong number of fields).
    Whole,
    /// Field 1: piece placement.
    Placement,
    /// Field 2: side to move.
    Turn,
    /// Field 3: castling rights.
    Castling,
    /// Field 4: en-passant square.
    EnPassant,
    /// Field 5: half-move clock.
    Halfmove,
    /// Field 6: full-move number.
    Fullmove,
}

impl std::fmt::Display for FenField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FenField::Whole => "FEN",
            FenField::Placement => "piece placement (field 1)",
            FenField::Turn => "side to move (field 2)",
            FenField::Castling => "castling rights (field 3)",
            FenField::EnPassant => "en-passant square (field 4)",
            FenField::Halfmove => "half-move clock (field 5)",
            FenField::Fullmove => "move number (field 6)",
        })
    }
}

/// A FEN that cannot be a position of the variant: names the field and what is wrong.
///
/// ```
/// use rules::{FenField, Position, Variant};
/// let err = Position::from_fen(Variant::Sanctuary, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1").unwrap_err();
/// assert_eq!(err.field, FenField::Placement);
/// assert!(err.to_string().contains("queen"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad {field}: {problem}")]
pub struct FenError {
    /// Which field is wrong.
    pub field: FenField,
    /// What is wrong with it, and what would work.
    pub problem: String,
}

fn err(field: FenField, problem: impl Into<String>) -> FenError {
    FenError {
        field,
        problem: problem.into(),
    }
}

impl Position {
    /// Parses a FEN for `variant`, checking that it is a position of that variant.
    ///
    /// The half-move clock and move number may be left out (they default to `0 1`).
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    /// assert_eq!(pos.legal_moves().len(), 0); // K v K is a dead draw
    /// let err = Position::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/4K3 x - - 0 1").unwrap_err();
    /// assert_eq!(err.to_string(), "bad side to move (field 2): `x` must be `w` or `b`");
    /// ```
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(err(
                FenField::Whole,
                format!(
                    "expected 6 fields separated by spaces (placement, side, castling, en passant, half-moves, move number; the last two may be left out), found {}",
                    fields.len()
                ),
            ));
        }
        let mut pos = Position::empty(variant);
        parse_placement(&mut pos, fields[0])?;
        pos.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(err(FenField::Turn, format!("`{other}` must be `w` or `b`"))),
        };
        check_material(&pos)?;
        pos.castling = parse_castling(&pos, fields[2])?;
        let ep = parse_ep(&pos, fields[3])?;
        pos.halfmoves = match fields.get(4) {
            None => 0,
            Some(s) => s
                .parse::<u32>()
                .ok()
                .filter(|&n| n <= 10_000)
                .ok_or_else(|| {
                    err(
                        FenField::Halfmove,
                        format!("`{s}` must be a whole number from 0 to 10000"),
                    )
                })?,
        };
        pos.fullmoves = match fields.get(5) {
            None => 1,
            Some(s) => s
                .parse::<u32>()
                .ok()
                .filter(|&n| (1..=100_000).contains(&n))
                .ok_or_else(|| {
                    err(
                        FenField::Fullmove,
                        format!("`{s}` must be a whole number from 1"),
                    )
                })?,
        };
        pos.hash ^= zobrist::castling(pos.castling);
        if pos.turn == Color::Black {
            pos.hash ^= zobrist::black_to_move();
        }
        if variant.has_king() {
            if let Some(k) = pos.king_of(!pos.turn)
                && pos.is_attacked(k, pos.turn)
            {
                return Err(err(
                    FenField::Turn,
                    format!(
                        "{} is in check but it is {}'s move",
                        (!pos.turn).name(),
                        pos.turn.name()
                    ),
                ));
            }
            if pos.checkers().count() > 2 {
                return Err(err(
                    FenField::Placement,
                    "the king is attacked by more than two pieces at once",
                ));
            }
        }
        if let Some(ep) = ep {
            pos.set_ep_if_legal(ep);
        }
        Ok(pos)
    }

    /// The position as FEN. The en-passant square is written only when an
    /// en-passant capture is legal.
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::new_unchecked(rank * 8 + file);
                match self.piece_at(sq) {
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.turn.fen_char());
        out.push(' ');
        if self.castling == 0 {
            out.push('-');
        } else {
            for (bit, c) in [(WK, 'K'), (WQ, 'Q'), (BK, 'k'), (BQ, 'q')] {
                if self.castling & bit != 0 {
                    out.push(c);
                }
            }
        }
        match self.ep_square {
            Some(ep) => {
                let _ = write!(out, " {ep}");
            }
            None => out.push_str(" -"),
        }
        let _ = write!(out, " {} {}", self.halfmoves, self.fullmoves);
        out
    }
}

fn allowed(variant: Variant, role: Role) -> bool {
    match variant {
        Variant::Chess | Variant::Scepter => !matches!(role, Role::Archbishop | Role::Guard),
        Variant::Sanctuary => !matches!(role, Role::Queen | Role::King),
    }
}

fn parse_placement(pos: &mut Position, text: &str) -> Result<(), FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(
            FenField::Placement,
            format!("expected 8 ranks separated by `/`, found {}", ranks.len()),
        ));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(err(
                        FenField::Placement,
                        format!(
                            "`{c}` in rank {} is not a run of 1-8 empty squares",
                            rank + 1
                        ),
                    ));
                }
                file += d as u8;
            } else {
                let piece = Piece::from_fen_char(c).ok_or_else(|| {
                    err(FenField::Placement, format!("`{c}` in rank {} is not a piece letter (PNBRQKAG, lower case for Black)", rank + 1))
                })?;
                if !allowed(pos.variant, piece.role) {
                    let known = if pos.variant == Variant::Sanctuary {
                        "PNBRAG"
                    } else {
                        "PNBRQK"
                    };
                    return Err(err(
                        FenField::Placement,
                        format!(
                            "{} {} (`{c}`) does not exist in {}: use {known}",
                            if piece.role == Role::Archbishop {
                                "an"
                            } else {
                                "a"
                            },
                            piece.role,
                            pos.variant.name()
                        ),
                    ));
                }
                if file >= 8 {
                    return Err(err(
                        FenField::Placement,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                }
                pos.put(Square::new_unchecked(rank * 8 + file), piece);
                file += 1;
            }
            if file > 8 {
                return Err(err(
                    FenField::Placement,
                    format!("rank {} has more than 8 squares", rank + 1),
                ));
            }
        }
        if file != 8 {
            return Err(err(
                FenField::Placement,
                format!("rank {} has {file} squares, not 8", rank + 1),
            ));
        }
    }
    Ok(())
}

fn check_material(pos: &Position) -> Result<(), FenError> {
    let pawns = pos.by_role(Role::Pawn);
    for color in Color::ALL {
        let ours = pos.by_color(color);
        let kings = (ours & pos.by_role(Role::King)).count();
        if pos.variant.has_king() && kings != 1 {
            return Err(err(
                FenField::Placement,
                format!("{} must have exactly one king, found {kings}", color.name()),
            ));
        }
        if (ours & pawns).count() > 8 {
            return Err(err(
                FenField::Placement,
                format!("{} has more than 8 pawns", color.name()),
            ));
        }
        let count = |role: Role| (ours & pos.by_role(role)).count();
        if pos.variant.has_king() {
            // Every piece beyond the starting set must be a promoted pawn; this also keeps
            // every position's move count inside `MAX_MOVES`. (Sanctuary Chess has at most
            // 16 pieces a side and no queen, so it stays far below that bound anyway.)
            let promoted = count(Role::Queen).saturating_sub(1)
                + count(Role::Rook).saturating_sub(2)
                + count(Role::Bishop).saturating_sub(2)
                + count(Role::Knight).saturating_sub(2);
            if promoted + count(Role::Pawn) > 8 {
                return Err(err(
                    FenField::Placement,
                    format!(
                        "{} has more extra pieces than pawns it could have promoted",
                        color.name()
                    ),
                ));
            }
        }
        if ours.count() > 16 {
            return Err(err(
                FenField::Placement,
                format!("{} has more than 16 pieces", color.name()),
            ));
        }
        let own_first = crate::Bitboard::rank(color.back_rank());
        if (ours & pawns & own_first).any() {
            return Err(err(
                FenField::Placement,
                format!(
                    "{} has a pawn on its own first rank, where no pawn can ever stand",
                    color.name()
                ),
            ));
        }
        if pos.variant.has_king() {
            let last = crate::Bitboard::rank((!color).back_rank());
            if (ours & pawns & last).any() {
                return Err(err(
                    FenField::Placement,
                    format!(
                        "{} has a pawn on its last rank; in {} it must have promoted",
                        color.name(),
                        pos.variant.name()
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn parse_castling(pos: &Position, text: &str) -> Result<u8, FenError> {
    if text == "-" {
        return Ok(0);
    }
    if !pos.variant.has_king() {
        return Err(err(
            FenField::Castling,
            format!("there is no castling in {}: write `-`", pos.variant.name()),
        ));
    }
    let mut rights = 0u8;
    for c in text.chars() {
        let (bit, color, rook_file) = match c {
            'K' => (WK, Color::White, 7),
            'Q' => (WQ, Color::White, 0),
            'k' => (BK, Color::Black, 7),
            'q' => (BQ, Color::Black, 0),
            _ => {
                return Err(err(
                    FenField::Castling,
                    format!("`{c}` is not one of K, Q, k, q (or `-` for none)"),
                ));
            }
        };
        if rights & bit != 0 {
            return Err(err(FenField::Castling, format!("`{c}` appears twice")));
        }
        let rank = color.back_rank();
        let king_home = Square::new_unchecked(rank * 8 + 4);
        let rook_home = Square::new_unchecked(rank * 8 + rook_file);
        if pos.piece_at(king_home) != Some(Piece::new(color, Role::King)) {
            return Err(err(
                FenField::Castling,
                format!("`{c}` needs {}'s king on {king_home}", color.name()),
            ));
        }
        if pos.piece_at(rook_home) != Some(Piece::new(color, Role::Rook)) {
            return Err(err(
                FenField::Castling,
                format!("`{c}` needs {}'s rook on {rook_home}", color.name()),
            ));
        }
        rights |= bit;
    }
    Ok(rights)
}

fn parse_ep(pos: &Position, text: &str) -> Result<Option<Square>, FenError> {
    if text == "-" {
        return Ok(None);
    }
    let sq: Square = text.parse().map_err(|_| {
        err(
            FenField::EnPassant,
            format!("`{text}` is not a square (or `-` for none)"),
        )
    })?;
    let us = pos.turn;
    let (ep_rank, dir) = match us {
        Color::White => (5u8, -1i8),
        Color::Black => (2u8, 1i8),
    };
    if sq.rank() != ep_rank {
        return Err(err(
            FenField::EnPassant,
            format!(
                "{sq} cannot be an en-passant square with {} to move: it must be on rank {}",
                us.name(),
                ep_rank + 1
            ),
        ));
    }
    let pawn_sq = sq.offset(0, dir);
    let origin = sq.offset(0, -dir);
    let pawn_ok = pawn_sq.and_then(|s| pos.piece_at(s)) == Some(Piece::new(!us, Role::Pawn));
    if pos.piece_at(sq).is_some() || origin.and_then(|s| pos.piece_at(s)).is_some() || !pawn_ok {
        return Err(err(
            FenField::EnPassant,
            format!("{sq} is not behind a pawn that just moved two squares (or `-` for none)"),
        ));
    }
    Ok(Some(sq))
}
