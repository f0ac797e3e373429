//! The three games Sanctum plays.

use std::fmt;
use std::str::FromStr;

/// A game's rule set.
///
/// ```
/// use rules::Variant;
/// let v: Variant = "Sanctuary".parse().unwrap();
/// assert_eq!(v, Variant::Sanctuary);
/// assert_eq!(v.id(), "sanctuary");
/// assert!("shogi".parse::<Variant>().unwrap_err().to_string().contains("chess, scepter, sanctuary"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Orthodox chess (FIDE rules).
    Chess,
    /// Capture the Scepter: a king on the enemy king's start square wins; blocked pawns may slide.
    Scepter,
    /// Sanctuary Chess: no royal piece; win with two uncapturable pieces on the enemy back rank.
    Sanctuary,
}

impl Variant {
    /// All variants.
    pub const ALL: [Variant; 3] = [Variant::Chess, Variant::Scepter, Variant::Sanctuary];

    /// The short id used in commands, storage and the CLI.
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Scepter => "scepter",
            Variant::Sanctuary => "sanctuary",
        }
    }

    /// The game's full name, as players read it.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "Chess",
            Variant::Scepter => "Capture the Scepter",
            Variant::Sanctuary => "Sanctuary Chess",
        }
    }

    /// The FEN of the starting position.
    pub const fn start_fen(self) -> &'static str {
        match self {
            Variant::Chess | Variant::Scepter => {
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            }
            Variant::Sanctuary => "rnbagbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAGBNR w - - 0 1",
        }
    }

    /// True where a king is royal: check, checkmate and castling exist.
    pub const fn has_king(self) -> bool {
        matches!(self, Variant::Chess | Variant::Scepter)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A variant name nobody knows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant `{0}`: choose one of chess, scepter, sanctuary")]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Accepts the id or the full name in any case (`scepter`, `Capture the Scepter`, `Sanctuary Chess`).
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let norm: String = s
            .trim()
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-' && *c != '_')
            .flat_map(char::to_lowercase)
            .collect();
        match norm.as_str() {
            "chess" | "standard" | "orthodox" => Ok(Variant::Chess),
            "scepter" | "capturethescepter" | "sceptre" => Ok(Variant::Scepter),
            "sanctuary" | "sanctuarychess" => Ok(Variant::Sanctuary),
            _ => Err(ParseVariantError(s.to_owned())),
        }
    }
}
