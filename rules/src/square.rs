//! Squares of the 8x8 board.

use std::fmt;
use std::str::FromStr;

/// One of the 64 squares, numbered a1 = 0, b1 = 1, …, h8 = 63.
///
/// ```
/// use rules::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!((e4.file(), e4.rank()), (4, 3));
/// assert_eq!(e4.to_string(), "e4");
/// assert!("i9".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// a1, the first square.
    pub const A1: Square = Square(0);
    /// e1: White's king square, and White's scepter in Capture the Scepter.
    pub const E1: Square = Square(4);
    /// e8: Black's king square, and Black's scepter in Capture the Scepter.
    pub const E8: Square = Square(60);
    /// h8, the last square.
    pub const H8: Square = Square(63);

    /// The square with this index (0..64), if it is one.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with this index; callers guarantee `index < 64`.
    #[inline]
    pub(crate) const fn new_unchecked(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    /// The square on `file` (0 = a) and `rank` (0 = 1), if both are on the board.
    ///
    /// ```
    /// use rules::Square;
    /// assert_eq!(Square::from_coords(0, 0), Some(Square::A1));
    /// assert_eq!(Square::from_coords(8, 0), None);
    /// ```
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// Index 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..8 (a..h).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank 0..8 (1..8).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The file letter, `a`..`h`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `1`..`8`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// True for light squares (h1 is light, a1 is dark).
    ///
    /// ```
    /// use rules::Square;
    /// assert!(!Square::A1.is_light());
    /// assert!(Square::H8.is_dark());
    /// ```
    pub const fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// True for dark squares.
    pub const fn is_dark(self) -> bool {
        !self.is_light()
    }

    /// The same square seen from the other side (rank mirrored).
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 0b11_1000)
    }

    /// All 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A square name that is not `a1`..`h8`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a square: use a file a-h and a rank 1-8, like e4")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match s.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Ok(Square((r - b'1') * 8 + (f - b'a'))),
            _ => Err(ParseSquareError(s.to_owned())),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
