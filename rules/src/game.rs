//! A whole game: the start, the moves, and the repetition history.

use crate::{
    EndReason, FenError, Move, MoveError, MoveList, Outcome, Position, SyntaxHint, Variant,
};

/// A game from its start position through every move played.
///
/// Unlike [`Position`], a `Game` knows the history, so it detects threefold
/// repetition, and it refuses illegal moves.
///
/// ```
/// use rules::{Color, EndReason, Game, Outcome, Variant};
/// let mut game = Game::new(Variant::Chess);
/// for san in ["f3", "e5", "g4", "Qh4#"] {
///     game.play_san(san).unwrap();
/// }
/// assert_eq!(game.outcome(), Some(Outcome::win(Color::Black, EndReason::Checkmate)));
/// assert!(game.legal_moves().is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    /// Zobrist hash of the start and of the position after each move.
    hashes: Vec<u64>,
}

/// A move that cannot be played in the game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has ended.
    #[error("the game is over: {}; no more moves can be played", .0.description())]
    GameOver(Outcome),
    /// The move is not legal in the current position.
    #[error("{0} is not a legal move in this position")]
    Illegal(Move),
}

impl Game {
    /// A new game of `variant` from its start position.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::new(variant))
    }

    /// A new game starting from `start`.
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            position: start,
            moves: Vec::new(),
            hashes: vec![start.zobrist()],
        }
    }

    /// A new game from a FEN of `variant`.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(variant, fen)?))
    }

    /// The rule set.
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<&Move> {
        self.moves.last()
    }

    /// How many half-moves have been played in this game.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The outcome, in the rules' order: scepter, sanctuary, checkmate / stalemate,
    /// 50-move rule, threefold repetition, insufficient material / dead position.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = &self.position;
        if let Some(o) = pos.win_by_goal() {
            return Some(o);
        }
        if !pos.has_any_move() {
            return pos.outcome();
        }
        if pos.halfmove_clock() >= 100 {
            return Some(Outcome::draw(EndReason::FiftyMove));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::draw(EndReason::Repetition));
        }
        pos.draw_by_rule()
    }

    /// How often the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        let current = self.position.zobrist();
        let reversible = (self.position.halfmove_clock() as usize).min(self.moves.len());
        let n = self.hashes.len();
        self.hashes[n - 1 - reversible..]
            .iter()
            .rev()
            .step_by(2)
            .filter(|&&h| h == current)
            .count()
    }

    /// The legal moves; empty once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.repetitions() >= 3 {
            return MoveList::new();
        }
        self.position.legal_moves()
    }

    /// Plays `m` if it is legal.
    pub fn play(&mut self, m: &Move) -> Result<(), PlayError> {
        if let Some(o) = self.outcome() {
            return Err(PlayError::GameOver(o));
        }
        if !self.position.is_legal(m) {
            return Err(PlayError::Illegal(*m));
        }
        self.position.play(m);
        self.moves.push(*m);
        self.hashes.push(self.position.zobrist());
        Ok(())
    }

    /// Parses typed text against the current position as people type it (see
    /// [`Position::parse_typed`]).
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        if let Some(o) = self.outcome() {
            return Err(MoveError::GameOver(o));
        }
        self.position.parse_typed(text)
    }

    /// Parses and plays typed text; returns the move played.
    pub fn play_san(&mut self, text: &str) -> Result<Move, MoveError> {
        if let Some(o) = self.outcome() {
            return Err(MoveError::GameOver(o));
        }
        // Notation from a record (PGN, a script) is read strictly: `bxc4` is the pawn.
        let m = self.position.parse_san(text)?;
        self.play(&m).map_err(|e| match e {
            PlayError::GameOver(o) => MoveError::GameOver(o),
            PlayError::Illegal(_) => MoveError::Syntax {
                input: text.to_owned(),
                hint: SyntaxHint::NotLegal,
            },
        })?;
        Ok(m)
    }

    /// Takes back the last move; returns it. The game is replayed from the start,
    /// so the history stays exact.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.moves.pop()?;
        self.hashes.pop();
        let mut pos = self.start;
        for m in &self.moves {
            pos.play(m);
        }
        self.position = pos;
        Some(last)
    }

    /// The SAN of every move played, in order.
    pub fn san_moves(&self) -> Vec<String> {
        let mut pos = self.start;
        self.moves
            .iter()
            .map(|m| {
                let san = pos.san(m);
                pos.play(m);
                san
            })
            .collect()
    }

    /// The start position followed by the position after each move.
    pub fn positions(&self) -> Vec<Position> {
        let mut pos = self.start;
        let mut out = Vec::with_capacity(self.moves.len() + 1);
        out.push(pos);
        for m in &self.moves {
            pos.play(m);
            out.push(pos);
        }
        out
    }
}
