//! One board state: where the pieces stand, whose move it is, and the
//! counters and rights that decide which moves are legal.

use crate::attacks::tables;
use crate::{Bitboard, Color, Move, MoveKind, Piece, Role, Square, Variant, zobrist};

/// Castling right bits: White kingside, White queenside, Black kingside, Black queenside.
pub(crate) const WK: u8 = 1;
pub(crate) const WQ: u8 = 2;
pub(crate) const BK: u8 = 4;
pub(crate) const BQ: u8 = 8;

/// A position of one of the [`Variant`]s.
///
/// `Position` is a small `Copy` value: to try a move, copy the position and
/// [`play`](Position::play) on the copy.
///
/// ```
/// use rules::{Position, Variant, Square};
/// let mut pos = Position::new(Variant::Scepter);
/// let m = pos.parse_san("e4").unwrap();
/// pos.play(&m);
/// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// assert_eq!(pos.piece_at("e4".parse().unwrap()).map(|p| p.role), Some(rules::Role::Pawn));
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) by_role: [Bitboard; 8],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) occupied: Bitboard,
    /// 0 = empty, else 1 + color * 8 + role.
    pub(crate) mailbox: [u8; 64],
    pub(crate) turn: Color,
    pub(crate) castling: u8,
    /// Set only when an en-passant capture is actually legal.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

#[inline]
const fn encode(p: Piece) -> u8 {
    1 + p.color.index() as u8 * 8 + p.role.index() as u8
}

#[inline]
fn decode(code: u8) -> Option<Piece> {
    if code == 0 {
        None
    } else {
        let c = code - 1;
        Some(Piece {
            color: if c >= 8 { Color::Black } else { Color::White },
            role: Role::ALL[(c & 7) as usize],
        })
    }
}

/// The rank a pawn of `color` arrives on last (8 for White, 1 for Black), 0-based.
#[inline]
pub(crate) const fn last_rank(color: Color) -> u8 {
    match color {
        Color::White => 7,
        Color::Black => 0,
    }
}

/// Castling-right bits lost when a piece leaves or arrives on each square.
const fn castling_mask(sq: Square) -> u8 {
    match sq.index() {
        0 => WQ,
        4 => WK | WQ,
        7 => WK,
        56 => BQ,
        60 => BK | BQ,
        63 => BK,
        _ => 0,
    }
}

impl Position {
    /// The starting position of `variant`.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// assert_eq!(Position::new(Variant::Sanctuary).fen(), Variant::Sanctuary.start_fen());
    /// ```
    pub fn new(variant: Variant) -> Position {
        // The start FENs are constants checked by tests; parsing them cannot fail.
        Position::from_fen(variant, variant.start_fen())
            .unwrap_or_else(|_| Position::empty(variant))
    }

    /// A board with nothing on it, White to move. A building block for setting up positions.
    pub(crate) fn empty(variant: Variant) -> Position {
        Position {
            variant,
            by_role: [Bitboard::EMPTY; 8],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
            mailbox: [0; 64],
            turn: Color::White,
            castling: 0,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        }
    }

    /// The rule set this position is played under.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        decode(self.mailbox[sq.index()])
    }

    /// Every piece with its square, a1 first.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// assert_eq!(Position::new(Variant::Chess).pieces().count(), 32);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied.into_iter().map(move |sq| {
            (
                sq,
                decode(self.mailbox[sq.index()]).unwrap_or(Piece::new(Color::White, Role::Pawn)),
            )
        })
    }

    /// The squares of all pieces of `color`.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of all pieces of `role` (both colours).
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `color`'s pieces of `role`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role.index()] & self.by_color[piece.color.index()]
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// The en-passant target square, present only when an en-passant capture is legal.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move (the 50-move rule counts these).
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    /// The move number, starting at 1 and increasing after each Black move.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    /// The ply (half-move) index, counting from 0 at move 1 with White to move.
    pub fn ply(&self) -> u32 {
        (self.fullmoves.max(1) - 1) * 2 + u32::from(self.turn == Color::Black)
    }

    /// Whether `color` may still castle on that side (chess and Capture the Scepter).
    pub fn can_castle(&self, color: Color, kingside: bool) -> bool {
        let bit = match (color, kingside) {
            (Color::White, true) => WK,
            (Color::White, false) => WQ,
            (Color::Black, true) => BK,
            (Color::Black, false) => BQ,
        };
        self.castling & bit != 0
    }

    /// The Zobrist hash: placement, side to move, castling rights and a legal en-passant file.
    #[inline]
    pub fn zobrist(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from scratch (the incremental one must always equal it).
    pub fn zobrist_recomputed(&self) -> u64 {
        let mut h = 0;
        for (sq, p) in self.pieces() {
            h ^= zobrist::piece(p.color, p.role, sq);
        }
        h ^= zobrist::castling(self.castling);
        if let Some(ep) = self.ep_square {
            h ^= zobrist::ep_file(ep.file());
        }
        if self.turn == Color::Black {
            h ^= zobrist::black_to_move();
        }
        h
    }

    /// The square of `color`'s king (chess and Capture the Scepter).
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role[Role::King.index()] & self.by_color[color.index()]).first()
    }

    /// True if `color`'s pawn on `sq` is a Sanctuary refugee (a pawn on its last rank).
    pub fn is_refugee(&self, sq: Square) -> bool {
        self.refugees().contains(sq)
    }

    /// All refugees of both sides (Sanctuary Chess; empty in other variants).
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::from_fen(Variant::Sanctuary, "4P3/8/8/8/8/8/8/g6G b - - 0 1").unwrap();
    /// assert_eq!(pos.refugees().count(), 1);
    /// ```
    #[inline]
    pub fn refugees(&self) -> Bitboard {
        if self.variant != Variant::Sanctuary {
            return Bitboard::EMPTY;
        }
        let pawns = self.by_role[Role::Pawn.index()];
        (pawns & self.by_color[0] & Bitboard::rank(7))
            | (pawns & self.by_color[1] & Bitboard::rank(0))
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        let b = Bitboard::from_square(sq);
        self.by_role[p.role.index()] |= b;
        self.by_color[p.color.index()] |= b;
        self.occupied |= b;
        self.mailbox[sq.index()] = encode(p);
        self.hash ^= zobrist::piece(p.color, p.role, sq);
    }

    #[inline]
    fn take(&mut self, sq: Square) -> Option<Piece> {
        let p = decode(self.mailbox[sq.index()])?;
        let b = Bitboard::from_square(sq);
        self.by_role[p.role.index()] ^= b;
        self.by_color[p.color.index()] ^= b;
        self.occupied ^= b;
        self.mailbox[sq.index()] = 0;
        self.hash ^= zobrist::piece(p.color, p.role, sq);
        Some(p)
    }

    /// The pieces of `by` that attack `sq`, with `occupied` blocking sliders
    /// (a smaller `occupied` reveals x-rays, which exchange evaluation needs).
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let t = tables();
        let r = &self.by_role;
        let diag = r[Role::Bishop.index()] | r[Role::Queen.index()] | r[Role::Archbishop.index()];
        let orth = r[Role::Rook.index()] | r[Role::Queen.index()];
        let knights = r[Role::Knight.index()] | r[Role::Archbishop.index()];
        let a = (t.pawn(!by, sq) & r[Role::Pawn.index()])
            | (t.knight(sq) & knights)
            | (t.king(sq) & r[Role::King.index()])
            | (t.guard(sq) & r[Role::Guard.index()])
            | (t.rook(sq, occupied) & orth)
            | (t.bishop(sq, occupied) & diag);
        a & self.by_color[by.index()]
    }

    /// True if a piece of `by` attacks `sq`.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attackers(sq, by, self.occupied).any()
    }

    /// The enemy pieces giving check to the side to move (always empty in Sanctuary Chess).
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap();
    /// assert_eq!(pos.checkers().count(), 1);
    /// ```
    pub fn checkers(&self) -> Bitboard {
        match self.king_of(self.turn) {
            Some(k) if self.variant.has_king() => self.attackers(k, !self.turn, self.occupied),
            _ => Bitboard::EMPTY,
        }
    }

    /// True if the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Plays `m`, which must be legal in this position (take it from
    /// [`legal_moves`](Position::legal_moves) or a parser). Use
    /// [`Game::play`](crate::Game::play) to have moves checked.
    pub fn play(&mut self, m: &Move) {
        let us = self.turn;
        let them = !us;
        if let Some(ep) = self.ep_square.take() {
            self.hash ^= zobrist::ep_file(ep.file());
        }
        let mover = self.take(m.from).unwrap_or(Piece::new(us, m.role));
        match m.kind {
            MoveKind::EnPassant => {
                if let Some(victim) = Square::from_coords(m.to.file(), m.from.rank()) {
                    self.take(victim);
                }
            }
            _ => {
                if m.capture.is_some() {
                    self.take(m.to);
                }
            }
        }
        let role = m.promotion.unwrap_or(mover.role);
        self.put(m.to, Piece::new(us, role));
        if m.kind == MoveKind::Castle {
            let rank = m.from.rank();
            let (rook_from, rook_to) = if m.to.file() == 6 { (7, 5) } else { (0, 3) };
            if let (Some(rf), Some(rt)) = (
                Square::from_coords(rook_from, rank),
                Square::from_coords(rook_to, rank),
            ) && let Some(rook) = self.take(rf)
            {
                self.put(rt, rook);
            }
        }
        let lost = castling_mask(m.from) | castling_mask(m.to);
        if self.castling & lost != 0 {
            self.hash ^= zobrist::castling(self.castling);
            self.castling &= !lost;
            self.hash ^= zobrist::castling(self.castling);
        }
        if m.is_zeroing() {
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        self.hash ^= zobrist::black_to_move();
        if m.kind == MoveKind::DoublePush {
            let mid = Square::new_unchecked(m.from.index().midpoint(m.to.index()) as u8);
            self.set_ep_if_legal(mid);
        }
    }

    /// The position with the turn passed to the other side (a "null move"), for a
    /// search's null-move pruning and threat detection. The en-passant right is lost
    /// and the 50-move count advances. Not a legal move: in chess and Capture the
    /// Scepter call it only when the side to move is not in check, or the result has
    /// the side not to move in check.
    ///
    /// ```
    /// use rules::{Color, Position, Variant};
    /// let pos = Position::new(Variant::Sanctuary).null_move();
    /// assert_eq!(pos.turn(), Color::Black);
    /// assert_eq!(pos.zobrist(), pos.zobrist_recomputed());
    /// ```
    #[must_use]
    pub fn null_move(&self) -> Position {
        let mut next = *self;
        if let Some(ep) = next.ep_square.take() {
            next.hash ^= zobrist::ep_file(ep.file());
        }
        next.halfmoves = next.halfmoves.saturating_add(1);
        if next.turn == Color::Black {
            next.fullmoves = next.fullmoves.saturating_add(1);
        }
        next.turn = !next.turn;
        next.hash ^= zobrist::black_to_move();
        next
    }

    /// Sets the en-passant square `ep` (behind a pawn that just double-pushed)
    /// if the side to move has a legal en-passant capture onto it.
    pub(crate) fn set_ep_if_legal(&mut self, ep: Square) {
        if self.ep_capturers(ep).any() {
            self.ep_square = Some(ep);
            self.hash ^= zobrist::ep_file(ep.file());
        }
    }

    /// The pawns of the side to move that can legally capture en passant onto `ep`.
    pub(crate) fn ep_capturers(&self, ep: Square) -> Bitboard {
        let us = self.turn;
        let t = tables();
        let candidates =
            t.pawn(!us, ep) & self.by_role[Role::Pawn.index()] & self.by_color[us.index()];
        if candidates.is_empty() || !self.variant.has_king() {
            return candidates;
        }
        let Some(king) = self.king_of(us) else {
            return candidates;
        };
        let Some(victim) = Square::from_coords(ep.file(), if us == Color::White { 4 } else { 3 })
        else {
            return Bitboard::EMPTY;
        };
        let mut legal = Bitboard::EMPTY;
        for from in candidates {
            let occ = (self.occupied ^ Bitboard::from_square(from) ^ Bitboard::from_square(victim))
                | Bitboard::from_square(ep);
            let attackers = self.attackers(king, !us, occ) & !Bitboard::from_square(victim);
            if attackers.is_empty() {
                legal.insert(from);
            }
        }
        legal
    }

    /// Pieces of `color` standing on the enemy back rank that the enemy cannot capture
    /// (Sanctuary Chess): refugees, and pieces no enemy piece attacks.
    ///
    /// ```
    /// use rules::{Color, Position, Variant};
    /// // White: a refugee on b8 and a rook on h8 that Black's guard on g7 can take.
    /// let pos = Position::from_fen(Variant::Sanctuary, "1P5R/6g1/8/8/8/8/8/8 b - - 0 1").unwrap();
    /// assert_eq!(pos.sanctuary_safe(Color::White).count(), 1);
    /// ```
    pub fn sanctuary_safe(&self, color: Color) -> Bitboard {
        if self.variant != Variant::Sanctuary {
            return Bitboard::EMPTY;
        }
        let enemy = !color;
        let on_rank = self.by_color[color.index()] & Bitboard::rank(enemy.back_rank());
        let refugees = self.refugees();
        on_rank
            .into_iter()
            .filter(|&sq| refugees.contains(sq) || !self.is_attacked(sq, enemy))
            .collect()
    }

    /// Pieces of `color` on the enemy back rank (safe or not).
    pub fn sanctuary_occupants(&self, color: Color) -> Bitboard {
        if self.variant != Variant::Sanctuary {
            return Bitboard::EMPTY;
        }
        self.by_color[color.index()] & Bitboard::rank((!color).back_rank())
    }

    /// The scepter square of `color` in Capture the Scepter: e1 for White, e8 for Black.
    pub const fn scepter_square(color: Color) -> Square {
        match color {
            Color::White => Square::E1,
            Color::Black => Square::E8,
        }
    }

    /// True if, were it the enemy's move, the enemy king could legally step onto
    /// `color`'s scepter (Capture the Scepter only).
    ///
    /// ```
    /// use rules::{Color, Position, Variant};
    /// // Black's king on d2 is next to White's scepter on e1.
    /// let pos = Position::from_fen(Variant::Scepter, "8/8/8/8/8/8/3k4/7K w - - 0 1").unwrap();
    /// assert!(pos.scepter_threatened(Color::White));
    /// ```
    pub fn scepter_threatened(&self, color: Color) -> bool {
        if self.variant != Variant::Scepter {
            return false;
        }
        let enemy = !color;
        let target = Position::scepter_square(color);
        let Some(king) = self.king_of(enemy) else {
            return false;
        };
        if !tables().king(king).contains(target) || self.by_color[enemy.index()].contains(target) {
            return false;
        }
        let occ = self.occupied ^ Bitboard::from_square(king);
        self.attackers(target, color, occ).is_empty()
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({} {})", self.variant, self.fen())
    }
}
