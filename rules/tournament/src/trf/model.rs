//! The values a TRF file holds: players, their rounds, and the points of each result.

use std::fmt;

/// A number of points in tenths, as TRF writes them (`pp.p`): exact for any point system
/// FIDE's files can express.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub i32);

impl Points {
    /// Whole and half points, the usual case.
    pub const fn halves(n: i32) -> Self {
        Self(n * 5)
    }

    /// The value as a float, for display and averages.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl std::ops::Add for Points {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        Self(self.0 + rhs.0)
    }
}

impl std::ops::Sub for Points {
    type Output = Self;
    fn sub(self, rhs: Self) -> Self {
        Self(self.0 - rhs.0)
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        Self(iter.map(|p| p.0).sum())
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        let s = format!("{sign}{}.{}", a / 10, a % 10);
        f.pad(&s)
    }
}

/// A piece colour in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// `w`.
    White,
    /// `b`.
    Black,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub fn opposite(self) -> Self {
        match self {
            Self::White => Self::Black,
            Self::Black => Self::White,
        }
    }

    /// TRF's letter.
    pub fn code(self) -> char {
        match self {
            Self::White => 'w',
            Self::Black => 'b',
        }
    }
}

/// A round's result code, TRF-2016/2026 (`1 0 = + - W D L F H U Z`, blank for none yet).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1`: won over the board.
    Win,
    /// `0`: lost over the board.
    Loss,
    /// `=`: drawn over the board.
    Draw,
    /// `+`: won by forfeit (with an opponent), or an unplayed full point (without).
    ForfeitWin,
    /// `-`: lost by forfeit (with an opponent), or absent for nothing (without).
    ForfeitLoss,
    /// `W`: won, a game not rated.
    UnratedWin,
    /// `D`: drawn, a game not rated.
    UnratedDraw,
    /// `L`: lost, a game not rated.
    UnratedLoss,
    /// `F`: a full-point bye.
    FullBye,
    /// `H`: a half-point bye (requested in advance).
    HalfBye,
    /// `U`: the pairing-allocated bye.
    PairingBye,
    /// `Z`: a zero-point bye (absent, known in advance).
    ZeroBye,
    /// Blank: no result (yet).
    None,
}

impl GameResult {
    /// The result for a TRF code letter, if it is one.
    pub fn from_code(c: char) -> Option<Self> {
        Some(match c {
            '1' => Self::Win,
            '0' => Self::Loss,
            '=' => Self::Draw,
            '+' => Self::ForfeitWin,
            '-' => Self::ForfeitLoss,
            'W' => Self::UnratedWin,
            'D' => Self::UnratedDraw,
            'L' => Self::UnratedLoss,
            'F' => Self::FullBye,
            'H' => Self::HalfBye,
            'U' => Self::PairingBye,
            'Z' => Self::ZeroBye,
            ' ' => Self::None,
            _ => return None,
        })
    }

    /// The TRF code letter.
    pub fn code(self) -> char {
        match self {
            Self::Win => '1',
            Self::Loss => '0',
            Self::Draw => '=',
            Self::ForfeitWin => '+',
            Self::ForfeitLoss => '-',
            Self::UnratedWin => 'W',
            Self::UnratedDraw => 'D',
            Self::UnratedLoss => 'L',
            Self::FullBye => 'F',
            Self::HalfBye => 'H',
            Self::PairingBye => 'U',
            Self::ZeroBye => 'Z',
            Self::None => ' ',
        }
    }

    /// Whether the code can stand beside an opponent (a game, played or forfeited).
    pub fn with_opponent(self) -> bool {
        matches!(
            self,
            Self::Win
                | Self::Loss
                | Self::Draw
                | Self::ForfeitWin
                | Self::ForfeitLoss
                | Self::UnratedWin
                | Self::UnratedDraw
                | Self::UnratedLoss
        )
    }

    /// Whether the code can stand without an opponent (byes and absences).
    pub fn without_opponent(self) -> bool {
        matches!(
            self,
            Self::ForfeitWin
                | Self::ForfeitLoss
                | Self::FullBye
                | Self::HalfBye
                | Self::PairingBye
                | Self::ZeroBye
                | Self::None
        )
    }

    /// The opponent's code for the same game, when `self` is this side's.
    pub fn mirrors(self, other: Self) -> bool {
        matches!(
            (self, other),
            (Self::Win, Self::Loss)
                | (Self::Loss, Self::Win)
                | (Self::Draw, Self::Draw)
                | (Self::ForfeitWin | Self::ForfeitLoss, Self::ForfeitLoss)
                | (Self::ForfeitLoss, Self::ForfeitWin)
                | (Self::UnratedWin, Self::UnratedLoss)
                | (Self::UnratedLoss, Self::UnratedWin)
                | (Self::UnratedDraw, Self::UnratedDraw)
        )
    }

    /// Whether the game was played over the board (FIDE's "played game").
    pub fn played(self) -> bool {
        matches!(
            self,
            Self::Win
                | Self::Loss
                | Self::Draw
                | Self::UnratedWin
                | Self::UnratedDraw
                | Self::UnratedLoss
        )
    }
}

/// What each result is worth: TRF(bx)'s `BBW BBD BBL BBZ BBF BBU`, FIDE's 1-½-0 by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PointSystem {
    /// A win (played or forfeit), a full-point bye.
    pub win: Points,
    /// A draw, a half-point bye.
    pub draw: Points,
    /// A played loss.
    pub loss: Points,
    /// A zero-point bye.
    pub zero_bye: Points,
    /// A forfeit loss.
    pub forfeit_loss: Points,
    /// The pairing-allocated bye.
    pub pairing_bye: Points,
}

impl Default for PointSystem {
    fn default() -> Self {
        Self {
            win: Points(10),
            draw: Points(5),
            loss: Points(0),
            zero_bye: Points(0),
            forfeit_loss: Points(0),
            pairing_bye: Points(10),
        }
    }
}

impl PointSystem {
    /// The points a result brings.
    pub fn points(&self, result: GameResult) -> Points {
        match result {
            GameResult::Win
            | GameResult::ForfeitWin
            | GameResult::UnratedWin
            | GameResult::FullBye => self.win,
            GameResult::Draw | GameResult::UnratedDraw | GameResult::HalfBye => self.draw,
            GameResult::Loss | GameResult::UnratedLoss => self.loss,
            GameResult::ForfeitLoss => self.forfeit_loss,
            GameResult::ZeroBye => self.zero_bye,
            GameResult::PairingBye => self.pairing_bye,
            GameResult::None => Points(0),
        }
    }
}

/// One round on a player's line: the opponent's starting rank (none for byes), the
/// colour (none for byes), the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RoundEntry {
    /// The opponent's starting rank, `None` for `0000`.
    pub opponent: Option<u32>,
    /// The colour, `None` for `-`.
    pub colour: Option<Colour>,
    /// The result code.
    pub result: GameResult,
}

impl RoundEntry {
    /// A round without an opponent: a bye or an absence.
    pub fn bye(result: GameResult) -> Self {
        Self {
            opponent: None,
            colour: None,
            result,
        }
    }

    /// Whether a game was played over the board this round.
    pub fn played(&self) -> bool {
        self.opponent.is_some() && self.result.played()
    }
}

/// A player's `001` line.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Player {
    /// The starting rank (pairing number), columns 5–8.
    pub id: u32,
    /// Column 10 (`m`, `w` or blank).
    pub sex: String,
    /// Columns 11–13.
    pub title: String,
    /// Columns 15–47.
    pub name: String,
    /// Columns 49–52, blank for unrated.
    pub rating: Option<u32>,
    /// Columns 54–56.
    pub federation: String,
    /// Columns 58–68.
    pub fide_id: String,
    /// Columns 70–79.
    pub birth: String,
    /// Columns 81–84: the points, checked against the rounds.
    pub points: Points,
    /// Columns 86–89: the rank, blank when not given.
    pub rank: Option<u32>,
    /// The round blocks from column 92, ten characters each.
    pub rounds: Vec<RoundEntry>,
}

impl Player {
    /// A player of a program's own records: pairing number, name and rounds, the FIDE
    /// fields blank and the points left for [`Tournament::from_players`](super::Tournament::from_players) to sum.
    pub fn new(id: u32, name: impl Into<String>, rounds: Vec<RoundEntry>) -> Self {
        Self {
            id,
            sex: String::new(),
            title: String::new(),
            name: name.into(),
            rating: None,
            federation: String::new(),
            fide_id: String::new(),
            birth: String::new(),
            points: Points(0),
            rank: None,
            rounds,
        }
    }
}
