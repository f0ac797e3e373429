//! FIDE's Tournament Report File: TRF-2016/2026 player lines (`001`) with their round
//! blocks, and the `XX`/`BB` extensions of TRF(x)/TRF(bx) that pairing engines read:
//! `XXR` (rounds), `XXC` (`rank`, `white1`, `black1`), `XXA` (accelerations), `XXP`
//! (forbidden pairs) and `BBW BBD BBL BBZ BBF BBU` (the point system).
//!
//! Parse, don't validate: [`Tournament::parse`] returns a value whose games agree on both
//! sides and whose points add up, or a [`TrfError`] naming the line and column.
//!
//! ```
//! use tournament::trf::{Tournament, GameResult};
//!
//! let text = "\
//! 012 Club championship
//! XXR 5
//! 001    1      Alice                             2000                             1.0    1     2 w 1
//! 001    2      Bob                               1900                             0.0    2     1 b 0
//! ";
//! let t = Tournament::parse(text).unwrap();
//! assert_eq!(t.rounds(), Some(5));
//! assert_eq!(t.players()[1].rounds[0].result, GameResult::Loss);
//! // Written back, it reads the same.
//! assert_eq!(Tournament::parse(&t.to_trf()).unwrap(), t);
//! ```

mod model;
mod read;
mod write;

pub use model::{Colour, GameResult, Player, PointSystem, Points, RoundEntry};

use thiserror::Error;

/// Why a TRF file cannot be read: the line and column (both from 1) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct TrfError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1 (characters, not bytes).
    pub column: usize,
    /// What is wrong there.
    pub problem: String,
}

/// A tournament as a TRF file describes it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tournament {
    pub(crate) header: Vec<String>,
    pub(crate) players: Vec<Player>,
    pub(crate) rounds: Option<u32>,
    pub(crate) use_rank: bool,
    pub(crate) initial_colour: Option<Colour>,
    pub(crate) accelerations: Vec<(u32, Vec<Points>)>,
    pub(crate) forbidden: Vec<Vec<u32>>,
    pub(crate) points: PointSystem,
    pub(crate) point_lines: Vec<(String, Points)>,
}

impl Tournament {
    /// A tournament built from its players' lines (each one's points summed from its
    /// rounds by the default point system), for a program that keeps its own records:
    /// `rounds` is the planned number of rounds (`XXR`), `header` the `012`-style
    /// lines written before the players (for example `012 Spring round robin`).
    pub fn from_players(
        header: Vec<String>,
        mut players: Vec<Player>,
        rounds: Option<u32>,
    ) -> Self {
        let points = PointSystem::default();
        for p in &mut players {
            p.points = p
                .rounds
                .iter()
                .fold(Points(0), |sum, r| sum + points.points(r.result));
        }
        players.sort_by_key(|p| p.id);
        Self {
            header,
            players,
            rounds,
            points,
            ..Self::default()
        }
    }

    /// Reads a TRF file's text (lines end in `\n`, `\r\n` or `\r`).
    pub fn parse(text: &str) -> Result<Self, TrfError> {
        read::parse(text)
    }

    /// Reads a TRF file from a reader.
    pub fn read(mut reader: impl std::io::Read) -> Result<Self, TrfError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).map_err(|e| TrfError {
            line: 0,
            column: 0,
            problem: format!("cannot read: {e}"),
        })?;
        let text = String::from_utf8(bytes).map_err(|e| TrfError {
            line: 0,
            column: 0,
            problem: format!("not UTF-8: {e}"),
        })?;
        Self::parse(&text)
    }

    /// The file's text, lines ending in `\n`.
    pub fn to_trf(&self) -> String {
        write::to_trf(self)
    }

    /// Writes the file to a writer.
    pub fn write(&self, mut writer: impl std::io::Write) -> std::io::Result<()> {
        writer.write_all(self.to_trf().as_bytes())
    }

    /// The players, by starting rank.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The player with starting rank `id`.
    pub fn player(&self, id: u32) -> Option<&Player> {
        self.players
            .binary_search_by_key(&id, |p| p.id)
            .ok()
            .map(|i| &self.players[i])
    }

    /// The planned number of rounds (`XXR`), when the file says.
    pub fn rounds(&self) -> Option<u32> {
        self.rounds
    }

    /// The colour of the top player in round 1 (`XXC white1`/`black1`), when the file says.
    pub fn initial_colour(&self) -> Option<Colour> {
        self.initial_colour
    }

    /// Whether `XXC rank` asks to pair by the rank column instead of starting ranks.
    pub fn use_rank(&self) -> bool {
        self.use_rank
    }

    /// `XXA` lines: a player's added points per round (acceleration).
    pub fn accelerations(&self) -> &[(u32, Vec<Points>)] {
        &self.accelerations
    }

    /// `XXP` lines: groups of players who must not meet.
    pub fn forbidden_pairs(&self) -> &[Vec<u32>] {
        &self.forbidden
    }

    /// What each result is worth.
    pub fn point_system(&self) -> &PointSystem {
        &self.points
    }

    /// The lines kept as they were (`012`, `022`, …) in file order.
    pub fn header(&self) -> &[String] {
        &self.header
    }

    /// The number of rounds with at least one result or bye entered.
    pub fn rounds_played(&self) -> usize {
        self.players
            .iter()
            .map(|p| {
                p.rounds
                    .iter()
                    .rposition(|r| r.opponent.is_some() || r.result != GameResult::None)
                    .map_or(0, |i| i + 1)
            })
            .max()
            .unwrap_or(0)
    }

    /// A player's points after the first `rounds` rounds.
    pub fn points_after(&self, player: &Player, rounds: usize) -> Points {
        player
            .rounds
            .iter()
            .take(rounds)
            .map(|r| self.points.points(r.result))
            .sum()
    }
}
