//! Puzzle themes, written as lichess writes its own (camelCase ids, space-separated
//! in the `Themes` column), with the variants' goals beside chess's.

use std::fmt;
use std::str::FromStr;

/// What a puzzle is about: how it is won, a motif on the way, and its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Won by checkmate.
    Mate,
    /// Checkmate in this many moves of the solver (1 to 5).
    MateIn(u8),
    /// Capture the Scepter: won by a king on the enemy scepter.
    Scepter,
    /// Sanctuary Chess: won by two safe pieces on the enemy back rank.
    Sanctuary,
    /// Won on material: no win by the rules within the line, but decisive gain.
    Material,
    /// Sanctuary Chess: a pawn of the solver's becomes a refugee on the way to the win.
    Refugee,
    /// Capture the Scepter: the solution slides a pawn past a blocker.
    Slide,
    /// One piece attacks two, and one of them falls; in Sanctuary Chess also one
    /// piece threatening two ways into sanctuary, one of which the opponent cannot stop.
    Fork,
    /// A piece held in front of its king or a more valuable piece, then won.
    Pin,
    /// A valuable piece driven off a line, and the piece behind it taken.
    Skewer,
    /// A move that opens another piece's line: a check or an attack that wins.
    DiscoveredAttack,
    /// Check from two pieces at once.
    DoubleCheck,
    /// A guard drawn off the square the next move takes on.
    Deflection,
    /// A valuable piece drawn onto a square where it is then attacked.
    Attraction,
    /// The piece guarding another taken first, then the one it guarded (in Sanctuary
    /// Chess, or the square of sanctuary it guarded).
    CapturingDefender,
    /// A square or line emptied for another piece's next move.
    Clearance,
    /// The first move takes a piece nothing defended.
    HangingPiece,
    /// A piece with nowhere safe to go, won.
    TrappedPiece,
    /// Material given up on the way to the win.
    Sacrifice,
    /// A move that takes nothing, checks nothing and threatens nothing, yet wins.
    QuietMove,
    /// Checkmate on the back rank, the king shut in by its own pieces.
    BackRankMate,
    /// A pawn promotes on the way.
    Promotion,
    /// A pawn pushed to its seventh rank on the way.
    AdvancedPawn,
    /// Sanctuary Chess: the opponent one step from sanctuary at one of the solver's
    /// moves; the solver gets there first.
    SanctuaryRace,
    /// Sanctuary Chess: a pawn one step from becoming a refugee is taken in time.
    StopRefugee,
    /// Capture the Scepter: the king walks to the scepter, two steps or more.
    ScepterWalk,
    /// One move of the solver's.
    OneMove,
    /// Two moves.
    Short,
    /// Three moves.
    Long,
    /// Four moves or more.
    VeryLong,
}

impl Theme {
    /// The motifs (how the win is found), as opposed to goals (how it is won) and
    /// lengths: what a solver is told the puzzle taught.
    pub const MOTIFS: [Theme; 19] = [
        Theme::Fork,
        Theme::Pin,
        Theme::Skewer,
        Theme::DiscoveredAttack,
        Theme::DoubleCheck,
        Theme::Deflection,
        Theme::Attraction,
        Theme::CapturingDefender,
        Theme::Clearance,
        Theme::HangingPiece,
        Theme::TrappedPiece,
        Theme::Sacrifice,
        Theme::QuietMove,
        Theme::BackRankMate,
        Theme::Promotion,
        Theme::AdvancedPawn,
        Theme::SanctuaryRace,
        Theme::StopRefugee,
        Theme::ScepterWalk,
    ];

    /// True for a motif (see [`Theme::MOTIFS`]); the refugee and the slide count too,
    /// being moves a solver must see.
    pub fn is_motif(self) -> bool {
        Theme::MOTIFS.contains(&self) || matches!(self, Theme::Refugee | Theme::Slide)
    }

    /// The length theme of a solution with `solver_moves` moves of the solver's.
    pub fn of_length(solver_moves: usize) -> Theme {
        match solver_moves {
            0 | 1 => Theme::OneMove,
            2 => Theme::Short,
            3 => Theme::Long,
            _ => Theme::VeryLong,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Theme::Mate => f.write_str("mate"),
            Theme::MateIn(n) => write!(f, "mateIn{n}"),
            Theme::Scepter => f.write_str("scepter"),
            Theme::Sanctuary => f.write_str("sanctuary"),
            Theme::Material => f.write_str("material"),
            Theme::Refugee => f.write_str("refugee"),
            Theme::Slide => f.write_str("slide"),
            Theme::Fork => f.write_str("fork"),
            Theme::Pin => f.write_str("pin"),
            Theme::Skewer => f.write_str("skewer"),
            Theme::DiscoveredAttack => f.write_str("discoveredAttack"),
            Theme::DoubleCheck => f.write_str("doubleCheck"),
            Theme::HangingPiece => f.write_str("hangingPiece"),
            Theme::TrappedPiece => f.write_str("trappedPiece"),
            Theme::Sacrifice => f.write_str("sacrifice"),
            Theme::BackRankMate => f.write_str("backRankMate"),
            Theme::Promotion => f.write_str("promotion"),
            Theme::SanctuaryRace => f.write_str("sanctuaryRace"),
            Theme::StopRefugee => f.write_str("stopRefugee"),
            Theme::ScepterWalk => f.write_str("scepterWalk"),
            Theme::Deflection => f.write_str("deflection"),
            Theme::Attraction => f.write_str("attraction"),
            Theme::CapturingDefender => f.write_str("capturingDefender"),
            Theme::Clearance => f.write_str("clearance"),
            Theme::QuietMove => f.write_str("quietMove"),
            Theme::AdvancedPawn => f.write_str("advancedPawn"),
            Theme::OneMove => f.write_str("oneMove"),
            Theme::Short => f.write_str("short"),
            Theme::Long => f.write_str("long"),
            Theme::VeryLong => f.write_str("veryLong"),
        }
    }
}

/// A theme id nobody knows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme `{0}`")]
pub struct ParseThemeError(pub String);

impl FromStr for Theme {
    type Err = ParseThemeError;

    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        let theme = match s {
            "mate" => Theme::Mate,
            "scepter" => Theme::Scepter,
            "sanctuary" => Theme::Sanctuary,
            "material" => Theme::Material,
            "refugee" => Theme::Refugee,
            "slide" => Theme::Slide,
            "fork" => Theme::Fork,
            "pin" => Theme::Pin,
            "skewer" => Theme::Skewer,
            "discoveredAttack" => Theme::DiscoveredAttack,
            "doubleCheck" => Theme::DoubleCheck,
            "hangingPiece" => Theme::HangingPiece,
            "trappedPiece" => Theme::TrappedPiece,
            "sacrifice" => Theme::Sacrifice,
            "backRankMate" => Theme::BackRankMate,
            "promotion" => Theme::Promotion,
            "sanctuaryRace" => Theme::SanctuaryRace,
            "stopRefugee" => Theme::StopRefugee,
            "scepterWalk" => Theme::ScepterWalk,
            "deflection" => Theme::Deflection,
            "attraction" => Theme::Attraction,
            "capturingDefender" => Theme::CapturingDefender,
            "clearance" => Theme::Clearance,
            "quietMove" => Theme::QuietMove,
            "advancedPawn" => Theme::AdvancedPawn,
            "oneMove" => Theme::OneMove,
            "short" => Theme::Short,
            "long" => Theme::Long,
            "veryLong" => Theme::VeryLong,
            _ => match s.strip_prefix("mateIn").and_then(|n| n.parse::<u8>().ok()) {
                Some(n @ 1..=9) => Theme::MateIn(n),
                _ => return Err(ParseThemeError(s.to_owned())),
            },
        };
        Ok(theme)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back() {
        for t in [
            Theme::Mate,
            Theme::MateIn(2),
            Theme::Scepter,
            Theme::Sanctuary,
            Theme::Material,
            Theme::Refugee,
            Theme::Slide,
            Theme::OneMove,
            Theme::Short,
            Theme::Long,
            Theme::VeryLong,
        ]
        .into_iter()
        .chain(Theme::MOTIFS)
        {
            assert_eq!(t.to_string().parse::<Theme>(), Ok(t));
        }
        assert_eq!(Theme::MateIn(3).to_string(), "mateIn3");
        assert!("mateIn0".parse::<Theme>().is_err());
        assert!("forks".parse::<Theme>().is_err());
        assert_eq!(Theme::of_length(1), Theme::OneMove);
        assert_eq!(Theme::of_length(6), Theme::VeryLong);
    }
}
