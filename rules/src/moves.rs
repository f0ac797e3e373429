//! Moves and fixed-capacity move lists.

use crate::{Role, Square};
use std::fmt;

/// What kind of move a [`Move`] is, beyond its squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveKind {
    /// Any move not listed below (including captures and promotions).
    Normal,
    /// A pawn's two-square first step.
    DoublePush,
    /// A pawn capturing en passant.
    EnPassant,
    /// Castling; `from`/`to` are the king's squares (e1g1).
    Castle,
    /// Capture the Scepter: a blocked pawn slides one step diagonally onto an empty square.
    Slide,
}

/// A move, with enough detail to print it and to play it without looking anything up.
///
/// Moves come from [`Position::legal_moves`](crate::Position::legal_moves) or the parsers;
/// they are only meaningful in the position they were made for.
///
/// ```
/// use rules::{Position, Variant};
/// let pos = Position::new(Variant::Chess);
/// let m = pos.parse_uci("e2e4").unwrap();
/// assert_eq!(m.to_string(), "e2e4");
/// assert!(!m.is_capture());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The square the moving piece leaves.
    pub from: Square,
    /// The square it arrives on (for castling, the king's destination).
    pub to: Square,
    /// The moving piece's role.
    pub role: Role,
    /// The role taken, if any (a pawn for en passant).
    pub capture: Option<Role>,
    /// The role a pawn becomes on the last rank (chess and Capture the Scepter).
    pub promotion: Option<Role>,
    /// Special move kinds.
    pub kind: MoveKind,
}

impl Move {
    /// True if the move removes an enemy piece.
    #[inline]
    pub const fn is_capture(&self) -> bool {
        self.capture.is_some()
    }

    /// True for castling.
    #[inline]
    pub fn is_castle(&self) -> bool {
        self.kind == MoveKind::Castle
    }

    /// True for a Capture the Scepter pawn slide.
    #[inline]
    pub fn is_slide(&self) -> bool {
        self.kind == MoveKind::Slide
    }

    /// True if the move can never be undone by a repetition (pawn move or capture).
    #[inline]
    pub fn is_zeroing(&self) -> bool {
        self.role == Role::Pawn || self.capture.is_some()
    }

    /// The move in UCI: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
    pub fn uci(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    /// Writes the UCI form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.char())?;
        }
        Ok(())
    }
}

/// Enough room for the legal moves of any position of our variants.
///
/// The most known in orthodox chess is 218; an archbishop-heavy Sanctuary
/// position stays far below 256.
pub const MAX_MOVES: usize = 256;

/// A list of moves on the stack, so generating moves never allocates.
///
/// ```
/// use rules::{Position, Variant};
/// let moves = Position::new(Variant::Sanctuary).legal_moves();
/// assert!(moves.iter().any(|m| m.uci() == "e1e3"));
/// ```
#[derive(Clone)]
pub struct MoveList {
    len: usize,
    moves: [Move; MAX_MOVES],
}

const FILLER: Move = Move {
    from: Square::A1,
    to: Square::A1,
    role: Role::Pawn,
    capture: None,
    promotion: None,
    kind: MoveKind::Normal,
};

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            len: 0,
            moves: [FILLER; MAX_MOVES],
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        debug_assert!(self.len < MAX_MOVES);
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    /// The number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True if there are no moves.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Iterates over the moves.
    #[inline]
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keeps the moves for which `f` is true.
    pub fn retain(&mut self, mut f: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if f(&self.moves[i]) {
                self.moves[kept] = self.moves[i];
                kept += 1;
            }
        }
        self.len = kept;
    }

    /// Sorts by UCI text (the order the CLI prints).
    pub fn sort_by_uci(&mut self) {
        self.moves[..self.len].sort_by_cached_key(Move::uci);
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter().map(Move::uci)).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
