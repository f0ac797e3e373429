//! How games end.

use crate::{Bitboard, Color, Position, Role, Variant};
use std::fmt;

/// Why a game ended on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum EndReason {
    /// Capture the Scepter: a king stepped onto the enemy scepter square.
    Scepter,
    /// Sanctuary Chess: two uncapturable pieces on the enemy back rank.
    Sanctuary,
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check (or has no king) and has no legal move.
    Stalemate,
    /// 100 half-moves without a capture or a pawn move.
    FiftyMove,
    /// The same position for the third time.
    Repetition,
    /// Chess: nobody can ever checkmate (K v K, K+N v K, kings and same-coloured bishops).
    InsufficientMaterial,
    /// Sanctuary Chess: neither side has two pieces left, so nobody can win.
    DeadPosition,
}

impl EndReason {
    /// Every reason, once.
    pub const ALL: [EndReason; 8] = [
        EndReason::Scepter,
        EndReason::Sanctuary,
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::FiftyMove,
        EndReason::Repetition,
        EndReason::InsufficientMaterial,
        EndReason::DeadPosition,
    ];

    /// The reason's id, as the CLI and storage write it (`fifty-move`, `dead-position`, …).
    pub const fn id(self) -> &'static str {
        match self {
            EndReason::Scepter => "scepter",
            EndReason::Sanctuary => "sanctuary",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::FiftyMove => "fifty-move",
            EndReason::Repetition => "repetition",
            EndReason::InsufficientMaterial => "insufficient-material",
            EndReason::DeadPosition => "dead-position",
        }
    }

    /// Parses an id written by [`EndReason::id`].
    pub fn from_id(id: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.id() == id)
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The result of a finished game: a winner (or none for a draw) and why.
///
/// ```
/// use rules::{Color, EndReason, Outcome};
/// let o = Outcome::win(Color::Black, EndReason::Scepter);
/// assert_eq!(o.to_string(), "black scepter");
/// assert_eq!(o.pgn_result(), "0-1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `winner`.
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The outcome in players' words: "Black won by taking the scepter", "drawn by stalemate".
    ///
    /// ```
    /// use rules::{Color, EndReason, Outcome};
    /// assert_eq!(Outcome::win(Color::White, EndReason::Sanctuary).description(),
    ///            "White won by reaching sanctuary");
    /// assert_eq!(Outcome::draw(EndReason::Repetition).description(), "drawn by threefold repetition");
    /// ```
    pub fn description(&self) -> String {
        let how = match self.reason {
            EndReason::Scepter => "by taking the scepter",
            EndReason::Sanctuary => "by reaching sanctuary",
            EndReason::Checkmate => "by checkmate",
            EndReason::Stalemate => "by stalemate",
            EndReason::FiftyMove => "by the 50-move rule",
            EndReason::Repetition => "by threefold repetition",
            EndReason::InsufficientMaterial => "as neither side can checkmate",
            EndReason::DeadPosition => "as neither side has two pieces left",
        };
        match self.winner {
            Some(c) => format!("{} won {how}", c.name()),
            None => format!("drawn {how}"),
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub const fn pgn_result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    /// `white checkmate`, `draw stalemate`: the CLI's `outcome:` line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} {}", self.reason),
            None => write!(f, "draw {}", self.reason),
        }
    }
}

impl Position {
    /// The outcome decided by this position alone, in the rules' order: scepter,
    /// sanctuary, checkmate / stalemate, 50-move rule, insufficient material / dead
    /// position. Repetition needs the game's history: see [`Game::outcome`](crate::Game::outcome).
    ///
    /// ```
    /// use rules::{Color, EndReason, Outcome, Position, Variant};
    /// // Fool's mate.
    /// let pos = Position::from_fen(Variant::Chess,
    ///     "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").unwrap();
    /// assert_eq!(pos.outcome(), Some(Outcome::win(Color::Black, EndReason::Checkmate)));
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.win_by_goal() {
            return Some(o);
        }
        if !self.has_any_move() {
            return Some(if self.is_check() {
                Outcome::win(!self.turn, EndReason::Checkmate)
            } else {
                Outcome::draw(EndReason::Stalemate)
            });
        }
        self.draw_by_rule()
    }

    /// True if the game is over before any move is generated (goals and rule draws).
    #[inline]
    pub(crate) fn is_decided_before_moves(&self) -> bool {
        self.win_by_goal().is_some() || self.draw_by_rule().is_some()
    }

    /// Scepter and sanctuary wins, checked for the side that just moved.
    #[inline]
    pub(crate) fn win_by_goal(&self) -> Option<Outcome> {
        let mover = !self.turn;
        match self.variant {
            Variant::Chess => None,
            Variant::Scepter => {
                let kings = self.by_role[Role::King.index()] & self.by_color[mover.index()];
                kings
                    .contains(Position::scepter_square(self.turn))
                    .then_some(Outcome::win(mover, EndReason::Scepter))
            }
            Variant::Sanctuary => {
                if self.sanctuary_occupants(mover).count() >= 2
                    && self.sanctuary_safe(mover).count() >= 2
                {
                    Some(Outcome::win(mover, EndReason::Sanctuary))
                } else {
                    None
                }
            }
        }
    }

    /// The 50-move rule, then insufficient material (chess) or a dead position (sanctuary).
    #[inline]
    pub(crate) fn draw_by_rule(&self) -> Option<Outcome> {
        if self.halfmoves >= 100 {
            return Some(Outcome::draw(EndReason::FiftyMove));
        }
        match self.variant {
            Variant::Chess if self.is_insufficient_material() => {
                Some(Outcome::draw(EndReason::InsufficientMaterial))
            }
            Variant::Sanctuary if self.by_color[0].count() < 2 && self.by_color[1].count() < 2 => {
                Some(Outcome::draw(EndReason::DeadPosition))
            }
            _ => None,
        }
    }

    /// Chess: K v K, K+N v K, or only kings and bishops with all bishops on one square colour.
    fn is_insufficient_material(&self) -> bool {
        let r = &self.by_role;
        let heavy = r[Role::Pawn.index()]
            | r[Role::Rook.index()]
            | r[Role::Queen.index()]
            | r[Role::Archbishop.index()]
            | r[Role::Guard.index()];
        if heavy.any() {
            return false;
        }
        let knights = r[Role::Knight.index()];
        let bishops = r[Role::Bishop.index()];
        if knights.is_empty() {
            return (bishops & Bitboard::LIGHT).is_empty() || (bishops & Bitboard::DARK).is_empty();
        }
        knights.count() == 1 && bishops.is_empty()
    }

    /// True if `color` still has material that could ever win (used to turn a loss on time
    /// into a draw): in Sanctuary Chess two pieces; in chess a pawn, rook or queen, two
    /// minor pieces, or one minor piece while the opponent has more than a bare king (a
    /// helpmate is then possible); in Capture the Scepter always (a lone king can reach the scepter).
    ///
    /// ```
    /// use rules::{Color, Position, Variant};
    /// let pos = Position::from_fen(Variant::Sanctuary, "8/8/8/8/8/8/8/g6G w - - 0 1").unwrap();
    /// assert!(!pos.can_ever_win(Color::White));
    /// ```
    pub fn can_ever_win(&self, color: Color) -> bool {
        let ours = self.by_color[color.index()];
        match self.variant {
            Variant::Scepter => true,
            Variant::Sanctuary => ours.count() >= 2,
            Variant::Chess => {
                let r = &self.by_role;
                let minors = ours & (r[Role::Knight.index()] | r[Role::Bishop.index()]);
                let heavy =
                    ours & (r[Role::Pawn.index()] | r[Role::Rook.index()] | r[Role::Queen.index()]);
                heavy.any()
                    || minors.count() >= 2
                    || (minors.any() && (self.by_color[(!color).index()].count() > 1))
            }
        }
    }
}
