//! Kinds of pieces, and pieces (a kind with a colour).

use crate::Color;
use std::fmt;

/// The kind of a piece. Orthodox chess uses the first six; Sanctuary Chess
/// replaces the queen and king with the archbishop and the Swiss guard.
///
/// ```
/// use rules::Role;
/// assert_eq!(Role::from_char('a'), Some(Role::Archbishop));
/// assert_eq!(Role::Guard.upper_char(), 'G');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Role {
    /// Pawn (`P`). In Sanctuary Chess a pawn on its last rank is a refugee.
    Pawn = 0,
    /// Knight (`N`).
    Knight = 1,
    /// Bishop (`B`).
    Bishop = 2,
    /// Rook (`R`).
    Rook = 3,
    /// Queen (`Q`), orthodox chess and Capture the Scepter.
    Queen = 4,
    /// King (`K`), orthodox chess and Capture the Scepter.
    King = 5,
    /// Archbishop (`A`): bishop + knight. Sanctuary Chess.
    Archbishop = 6,
    /// Swiss guard (`G`): leaps one or two squares in any of the eight directions. Sanctuary Chess.
    Guard = 7,
}

impl Role {
    /// All eight roles, in index order.
    pub const ALL: [Role; 8] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
        Role::Archbishop,
        Role::Guard,
    ];

    /// Index 0..8, for tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter used in FEN for Black and in UCI promotions.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
            Role::Archbishop => 'a',
            Role::Guard => 'g',
        }
    }

    /// The upper-case letter used in SAN and in FEN for White.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The role for a FEN/SAN letter of either case.
    pub const fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            'a' => Role::Archbishop,
            'g' => Role::Guard,
            _ => return None,
        })
    }

    /// `a` or `an`, whichever the role's name takes.
    ///
    /// ```
    /// use rules::Role;
    /// assert_eq!(format!("{} {}", Role::Archbishop.article(), Role::Archbishop.name()), "an archbishop");
    /// assert_eq!(Role::Knight.article(), "a");
    /// ```
    pub fn article(self) -> &'static str {
        if self.name().starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        }
    }

    /// A stable lower-case name for code and messages to key by (`knight`, `guard`),
    /// which never changes with wording.
    ///
    /// ```
    /// assert_eq!(rules::Role::Guard.id(), "guard");
    /// ```
    pub const fn id(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
            Role::Archbishop => "archbishop",
            Role::Guard => "guard",
        }
    }

    /// The role's English name, as players read it.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Guard => "Swiss guard",
            other => other.id(),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role of a colour.
///
/// ```
/// use rules::{Color, Piece, Role};
/// let p = Piece::from_fen_char('G').unwrap();
/// assert_eq!(p, Piece::new(Color::White, Role::Guard));
/// assert_eq!(p.fen_char(), 'G');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The FEN letter: upper case for White, lower case for Black.
    pub const fn fen_char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// The piece for a FEN letter.
    pub const fn from_fen_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                },
                role,
            }),
            None => None,
        }
    }
}
