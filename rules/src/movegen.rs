//! Legal move generation for all three variants.
//!
//! The generator emits *sets* of target squares per piece to a [`Sink`], so the
//! same code either fills a [`MoveList`] or just counts (for perft).

use crate::attacks::{Tables, tables};
use crate::position::{BK, BQ, WK, WQ, last_rank};
use crate::{Bitboard, Color, Move, MoveKind, MoveList, Position, Role, Square, Variant};

/// Receives generated moves.
pub(crate) trait Sink {
    /// Non-pawn moves of the piece on `from` to each square of `targets`.
    fn piece(&mut self, pos: &Position, from: Square, role: Role, targets: Bitboard);
    /// Pawn moves to each square of `targets`, each from the square `delta` behind it.
    /// Pawn moves onto the last rank promote in chess and Capture the Scepter.
    fn pawns(&mut self, pos: &Position, targets: Bitboard, delta: i8, kind: MoveKind);
    /// A single fully described move.
    fn single(&mut self, m: Move);
}

impl Sink for MoveList {
    #[inline]
    fn piece(&mut self, pos: &Position, from: Square, role: Role, targets: Bitboard) {
        for to in targets {
            self.push(Move {
                from,
                to,
                role,
                capture: pos.piece_at(to).map(|p| p.role),
                promotion: None,
                kind: MoveKind::Normal,
            });
        }
    }

    #[inline]
    fn pawns(&mut self, pos: &Position, targets: Bitboard, delta: i8, kind: MoveKind) {
        let promotes = pos.variant.has_king();
        let last = Bitboard::rank(last_rank(pos.turn));
        for to in targets {
            let from = Square::new_unchecked((to.index() as i8 - delta) as u8);
            let capture = pos.piece_at(to).map(|p| p.role);
            if promotes && last.contains(to) {
                for promo in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                    self.push(Move {
                        from,
                        to,
                        role: Role::Pawn,
                        capture,
                        promotion: Some(promo),
                        kind,
                    });
                }
            } else {
                self.push(Move {
                    from,
                    to,
                    role: Role::Pawn,
                    capture,
                    promotion: None,
                    kind,
                });
            }
        }
    }

    #[inline]
    fn single(&mut self, m: Move) {
        self.push(m);
    }
}

/// Counts moves without building them.
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn piece(&mut self, _: &Position, _: Square, _: Role, targets: Bitboard) {
        self.0 += targets.count() as u64;
    }

    #[inline]
    fn pawns(&mut self, pos: &Position, targets: Bitboard, _: i8, _: MoveKind) {
        if pos.variant.has_king() {
            let last = Bitboard::rank(last_rank(pos.turn));
            self.0 += (targets - last).count() as u64 + 4 * (targets & last).count() as u64;
        } else {
            self.0 += targets.count() as u64;
        }
    }

    #[inline]
    fn single(&mut self, _: Move) {
        self.0 += 1;
    }
}

#[inline]
fn shift(b: Bitboard, delta: i8) -> Bitboard {
    if delta >= 0 {
        Bitboard(b.0 << delta)
    } else {
        Bitboard(b.0 >> (-delta))
    }
}

/// Where generated moves may land: pieces' and pawns' destinations apart, so a
/// pawn's promotion can count as tactical where a rook's quiet move does not.
#[derive(Clone, Copy)]
struct Masks {
    pieces: Bitboard,
    pawns: Bitboard,
}

const NOT_A: Bitboard = Bitboard(!0x0101_0101_0101_0101);
const NOT_H: Bitboard = Bitboard(!0x8080_8080_8080_8080);

impl Position {
    /// The legal moves. Empty when the position is decided: a scepter or sanctuary
    /// win, checkmate, stalemate, the 50-move rule, or insufficient material / a dead position.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// assert_eq!(Position::new(Variant::Chess).legal_moves().len(), 20);
    /// assert_eq!(Position::new(Variant::Sanctuary).legal_moves().len(), 25);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_decided_before_moves() {
            self.generate(&mut list);
        }
        list
    }

    /// The number of legal moves, computed without building them (what perft counts).
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        if !self.is_decided_before_moves() {
            self.generate(&mut counter);
        }
        counter.0
    }

    /// The legal moves that capture (en passant included) or bring a pawn to its last
    /// rank: what a quiescence search looks at, without building the quiet moves.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::from_fen(Variant::Chess, "4k3/1P6/8/n7/8/8/8/R3K3 w - - 0 1").unwrap();
    /// assert_eq!(pos.captures().len(), 5); // Rxa5, b8=Q, b8=R, b8=B, b8=N
    /// ```
    pub fn captures(&self) -> MoveList {
        let mut list = MoveList::new();
        if !self.is_decided_before_moves() {
            self.generate_to::<_, true>(&mut list);
        }
        list
    }

    /// True if `m` is one of the legal moves.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Moves as the rules allow, ignoring endings (used to detect checkmate and stalemate).
    pub(crate) fn moves_ignoring_endings(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    pub(crate) fn has_any_move(&self) -> bool {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0 > 0
    }

    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        self.generate_to::<_, false>(sink);
    }

    /// Generates every legal move, or with `CAPTURES` only captures and pawn moves
    /// onto the last rank.
    #[inline]
    fn generate_to<S: Sink, const CAPTURES: bool>(&self, sink: &mut S) {
        let t = tables();
        match self.variant {
            Variant::Sanctuary => self.gen_pseudo::<S, CAPTURES>(t, sink),
            Variant::Chess | Variant::Scepter => self.gen_royal::<S, CAPTURES>(t, sink),
        }
    }

    /// Where the moves may land: everywhere, or (`CAPTURES`) on enemy pieces, and
    /// for pawns also on their last rank. A constant for the full generator, so
    /// perft pays nothing for it.
    #[inline]
    fn masks<const CAPTURES: bool>(&self) -> Masks {
        if CAPTURES {
            let theirs = self.by_color[(!self.turn).index()];
            Masks {
                pieces: theirs,
                pawns: theirs | Bitboard::rank(last_rank(self.turn)),
            }
        } else {
            Masks {
                pieces: Bitboard::FULL,
                pawns: Bitboard::FULL,
            }
        }
    }

    /// Sanctuary Chess: no royal piece, so every pseudo-legal move is legal.
    fn gen_pseudo<S: Sink, const CAPTURES: bool>(&self, t: &Tables, sink: &mut S) {
        let mask = self.masks::<CAPTURES>();
        let us = self.turn;
        let ours = self.by_color[us.index()];
        let refugees = self.refugees();
        let targets = (!ours - refugees) & mask.pieces;
        let occ = self.occupied;
        for from in ours - self.by_role[Role::Pawn.index()] {
            let role = self.piece_at(from).map_or(Role::Pawn, |p| p.role);
            let attacks = t.attacks(us, role, from, occ) & targets;
            sink.piece(self, from, role, attacks);
        }
        let pawns = (ours & self.by_role[Role::Pawn.index()]) - refugees;
        let capturable = self.by_color[(!us).index()] - refugees;
        self.gen_pawns(pawns, mask.pawns, capturable, sink);
        if let Some(ep) = self.ep_square {
            self.gen_ep(ep, pawns, sink);
        }
    }

    /// Pawn pushes, double pushes and captures for `pawns`; `target` limits destinations.
    #[inline]
    fn gen_pawns<S: Sink>(
        &self,
        pawns: Bitboard,
        target: Bitboard,
        capturable: Bitboard,
        sink: &mut S,
    ) {
        let us = self.turn;
        let empty = !self.occupied;
        let (up, third_rank) = match us {
            Color::White => (8i8, 2u8),
            Color::Black => (-8i8, 5u8),
        };
        let single = shift(pawns, up) & empty;
        sink.pawns(self, single & target, up, MoveKind::Normal);
        let double = shift(single & Bitboard::rank(third_rank), up) & empty;
        sink.pawns(self, double & target, 2 * up, MoveKind::DoublePush);
        let left = shift(pawns & NOT_A, up - 1) & capturable & target;
        sink.pawns(self, left, up - 1, MoveKind::Normal);
        let right = shift(pawns & NOT_H, up + 1) & capturable & target;
        sink.pawns(self, right, up + 1, MoveKind::Normal);
    }

    /// Slides (Capture the Scepter): a pawn whose front square holds an enemy piece may
    /// step diagonally forward onto an empty square. A slide onto the en-passant square
    /// from a pawn in `ep_from` is the en-passant capture instead, so it is skipped.
    #[inline]
    fn gen_slides<S: Sink>(
        &self,
        pawns: Bitboard,
        target: Bitboard,
        ep_from: Bitboard,
        sink: &mut S,
    ) {
        let up: i8 = if self.turn == Color::White { 8 } else { -8 };
        let theirs = self.by_color[(!self.turn).index()];
        let blocked = pawns & shift(theirs, -up);
        let empty = !self.occupied;
        for (delta, movers) in [(up - 1, blocked & NOT_A), (up + 1, blocked & NOT_H)] {
            let mut to = shift(movers, delta) & empty & target;
            if let Some(ep) = self.ep_square {
                let from = Square::new_unchecked((ep.index() as i8 - delta) as u8);
                if to.contains(ep) && ep_from.contains(from) {
                    to.remove(ep);
                }
            }
            sink.pawns(self, to, delta, MoveKind::Slide);
        }
    }

    fn gen_ep<S: Sink>(&self, ep: Square, pawns: Bitboard, sink: &mut S) -> Bitboard {
        let capturers = self.ep_capturers(ep) & pawns;
        for from in capturers {
            sink.single(Move {
                from,
                to: ep,
                role: Role::Pawn,
                capture: Some(Role::Pawn),
                promotion: None,
                kind: MoveKind::EnPassant,
            });
        }
        capturers
    }

    /// Chess and Capture the Scepter: fully legal generation with checks and pins.
    fn gen_royal<S: Sink, const CAPTURES: bool>(&self, t: &Tables, sink: &mut S) {
        let mask = self.masks::<CAPTURES>();
        let us = self.turn;
        let them = !us;
        let Some(ks) = self.king_of(us) else { return };
        let ours = self.by_color[us.index()];
        let theirs = self.by_color[them.index()];
        let occ = self.occupied;
        let r = &self.by_role;
        let checkers = self.attackers(ks, them, occ);

        // King moves: to squares not attacked once the king has left its square.
        let occ_no_king = occ ^ Bitboard::from_square(ks);
        let mut king_targets = Bitboard::EMPTY;
        for to in (t.king(ks) - ours) & mask.pieces {
            if self.attackers(to, them, occ_no_king).is_empty() {
                king_targets.insert(to);
            }
        }
        sink.piece(self, ks, Role::King, king_targets);

        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.single() {
            Some(c) => t.between(ks, c) | Bitboard::from_square(c),
            None => !ours,
        };
        let pawn_target = target & mask.pawns;
        let target = target & mask.pieces;

        // Pins.
        let diag = (r[Role::Bishop.index()] | r[Role::Queen.index()] | r[Role::Archbishop.index()])
            & theirs;
        let orth = (r[Role::Rook.index()] | r[Role::Queen.index()]) & theirs;
        let snipers = (t.rook(ks, theirs) & orth) | (t.bishop(ks, theirs) & diag);
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let b = t.between(ks, s) & occ;
            if !b.more_than_one() {
                pinned |= b & ours;
            }
        }

        // Pieces.
        for from in ours - r[Role::Pawn.index()] - r[Role::King.index()] {
            let role = self.piece_at(from).map_or(Role::Pawn, |p| p.role);
            let mut attacks = t.attacks(us, role, from, occ) & target;
            if pinned.contains(from) {
                attacks &= t.line(ks, from);
            }
            sink.piece(self, from, role, attacks);
        }

        // Pawns: unpinned ones set-wise, pinned ones one at a time along their pin line.
        let pawns = ours & r[Role::Pawn.index()];
        let free = pawns - pinned;
        self.gen_pawns(free, pawn_target, theirs, sink);
        for from in pawns & pinned {
            let line = t.line(ks, from);
            self.gen_pawns(
                Bitboard::from_square(from),
                pawn_target & line,
                theirs,
                sink,
            );
        }

        let mut ep_from = Bitboard::EMPTY;
        if let Some(ep) = self.ep_square {
            ep_from = self.gen_ep(ep, pawns, sink);
        }

        if self.variant == Variant::Scepter {
            self.gen_slides(free, pawn_target, ep_from, sink);
            for from in pawns & pinned {
                self.gen_slides(
                    Bitboard::from_square(from),
                    pawn_target & t.line(ks, from),
                    ep_from,
                    sink,
                );
            }
        }

        if checkers.is_empty() && !CAPTURES {
            self.gen_castling(ks, sink);
        }
    }

    fn gen_castling<S: Sink>(&self, ks: Square, sink: &mut S) {
        let us = self.turn;
        let them = !us;
        let (kside, qside, rank) = match us {
            Color::White => (WK, WQ, 0u8),
            Color::Black => (BK, BQ, 7u8),
        };
        let sq = |file: u8| Square::new_unchecked(rank * 8 + file);
        if ks != sq(4) {
            return;
        }
        let occ = self.occupied;
        let safe = |file: u8| self.attackers(sq(file), them, occ).is_empty();
        let empty = |files: &[u8]| files.iter().all(|&f| !occ.contains(sq(f)));
        if self.castling & kside != 0 && empty(&[5, 6]) && safe(5) && safe(6) {
            sink.single(Move {
                from: ks,
                to: sq(6),
                role: Role::King,
                capture: None,
                promotion: None,
                kind: MoveKind::Castle,
            });
        }
        if self.castling & qside != 0 && empty(&[1, 2, 3]) && safe(3) && safe(2) {
            sink.single(Move {
                from: ks,
                to: sq(2),
                role: Role::King,
                capture: None,
                promotion: None,
                kind: MoveKind::Castle,
            });
        }
    }
}
