//! The evaluation's features: numbers describing a position (White's minus
//! Black's), which the weights turn into a score. Keeping the evaluation linear
//! in these features is what lets the Texel tuner fit the weights on game data.

use super::pst;
use rules::{Bitboard, Color, Position, Role, Square, Variant, attacks};

/// Material: pawns (refugees excluded in Sanctuary).
pub const PAWN: usize = 0;
/// Material: knights.
pub const KNIGHT: usize = 1;
/// Material: bishops.
pub const BISHOP: usize = 2;
/// Material: rooks.
pub const ROOK: usize = 3;
/// Material: queens.
pub const QUEEN: usize = 4;
/// Material: archbishops.
pub const ARCHBISHOP: usize = 5;
/// Material: Swiss guards.
pub const GUARD: usize = 6;
/// Two bishops or more.
pub const BISHOP_PAIR: usize = 7;
/// Squares the pieces reach that no enemy pawn guards.
pub const MOBILITY: usize = 8;
/// Passed pawns, by the square of how far they have come.
pub const PASSED: usize = 9;
/// Extra pawns on a file.
pub const DOUBLED: usize = 10;
/// Pawns with no friendly pawn on a neighbouring file.
pub const ISOLATED: usize = 11;
/// Rooks on half-open (1) or open (2) files.
pub const ROOK_OPEN: usize = 12;
/// Own pawns just in front of the king.
pub const KING_SHIELD: usize = 13;
/// Scepter: how close the king is to the enemy scepter (7 minus the distance).
pub const SC_KING_RUN: usize = 14;
/// Scepter: own pieces guarding the own scepter square (at most 3).
pub const SC_GUARD: usize = 15;
/// Scepter: the enemy king near the own scepter, doubled when nothing guards it.
pub const SC_EXPOSED: usize = 16;
/// Scepter: pawns blocked by an enemy piece (they may slide).
pub const SC_SLIDERS: usize = 17;
/// Sanctuary: safe pieces on the enemy back rank (refugees included).
pub const SA_SAFE: usize = 18;
/// Sanctuary: pieces on the enemy back rank that can be captured.
pub const SA_UNSAFE: usize = 19;
/// Sanctuary: pieces one step from the enemy back rank.
pub const SA_NEAR: usize = 20;
/// Sanctuary: refugees (immune for ever).
pub const SA_REFUGEE: usize = 21;
/// Sanctuary: own back-rank squares the own pieces guard (where an enemy arrival is not safe).
pub const SA_COVER: usize = 22;
/// Sanctuary: enemy back-rank squares the side reaches and the enemy does not guard.
pub const SA_ENTRY: usize = 23;
/// Sanctuary: one safe piece already and a free entry square: the race to two is on.
pub const SA_RACE: usize = 24;
/// Pressure on the enemy king's ring: attackers' weights plus the ring squares
/// they hit, squared (an attack is dangerous only once several pieces join), and
/// only once at least two pieces take part.
pub const KING_ATTACK: usize = 25;
/// Enemy pieces attacked by a cheaper piece, or attacked and not defended: one
/// of them is usually lost unless the side to move saves it.
pub const THREATS: usize = 26;
/// Extra mobility of knights (on top of [`MOBILITY`]): each piece's reach is worth its own.
pub const MOB_KNIGHT: usize = 27;
/// Extra mobility of bishops.
pub const MOB_BISHOP: usize = 28;
/// Extra mobility of rooks.
pub const MOB_ROOK: usize = 29;
/// Extra mobility of queens.
pub const MOB_QUEEN: usize = 30;
/// Passed pawns on their fourth rank.
pub const PASSED_4: usize = 31;
/// Passed pawns on their fifth rank.
pub const PASSED_5: usize = 32;
/// Passed pawns on their sixth rank.
pub const PASSED_6: usize = 33;
/// Passed pawns on their seventh rank.
pub const PASSED_7: usize = 34;
/// Passed pawns whose next square is empty.
pub const PASSED_FREE: usize = 35;
/// Passed pawns' race: for each, the enemy king's distance to the square in front
/// minus the own king's (kings decide pawn endings).
pub const PASSED_KINGS: usize = 36;
/// Rooks on the enemy's second rank.
pub const ROOK_SEVENTH: usize = 37;
/// Knights and bishops in the enemy half on a square an own pawn guards and no
/// enemy pawn can ever attack.
pub const OUTPOST: usize = 38;
/// The number of features.
pub const COUNT: usize = 39;

/// Feature names, for the tuner's report.
pub const NAMES: [&str; COUNT] = [
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "archbishop",
    "guard",
    "bishop_pair",
    "mobility",
    "passed",
    "doubled",
    "isolated",
    "rook_open",
    "king_shield",
    "sc_king_run",
    "sc_guard",
    "sc_exposed",
    "sc_sliders",
    "sa_safe",
    "sa_unsafe",
    "sa_near",
    "sa_refugee",
    "sa_cover",
    "sa_entry",
    "sa_race",
    "king_attack",
    "threats",
    "mob_knight",
    "mob_bishop",
    "mob_rook",
    "mob_queen",
    "passed_4",
    "passed_5",
    "passed_6",
    "passed_7",
    "passed_free",
    "passed_kings",
    "rook_seventh",
    "outpost",
];

/// A position's features, White's minus Black's, with its piece-square sums and phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// The feature values.
    pub values: [i32; COUNT],
    /// The middlegame piece-square sum.
    pub pst_mg: i32,
    /// The endgame piece-square sum.
    pub pst_eg: i32,
    /// 24 at the start of a game, 0 when only pawns and kings are left.
    pub phase: i32,
}

const NOT_A: u64 = !0x0101_0101_0101_0101;
const NOT_H: u64 = !0x8080_8080_8080_8080;

fn pawn_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & NOT_A) << 7) | ((p & NOT_H) << 9),
        Color::Black => ((p & NOT_A) >> 9) | ((p & NOT_H) >> 7),
    })
}

fn forward(color: Color, b: Bitboard) -> Bitboard {
    Bitboard(match color {
        Color::White => b.0 << 8,
        Color::Black => b.0 >> 8,
    })
}

/// Ranks strictly ahead of `rank` for `color`.
fn ahead(color: Color, rank: u8) -> u64 {
    match color {
        Color::White if rank >= 7 => 0,
        Color::White => !0u64 << (8 * (u32::from(rank) + 1)),
        Color::Black => (1u64 << (8 * u32::from(rank))) - 1,
    }
}

fn adjacent_files(file: u8) -> u64 {
    let mut m = 0;
    if file > 0 {
        m |= Bitboard::file(file - 1).0;
    }
    if file < 7 {
        m |= Bitboard::file(file + 1).0;
    }
    m
}

const fn relative_rank(color: Color, sq: Square) -> i32 {
    match color {
        Color::White => sq.rank() as i32,
        Color::Black => 7 - sq.rank() as i32,
    }
}

fn distance(a: Square, b: Square) -> i32 {
    let df = (i32::from(a.file()) - i32::from(b.file())).abs();
    let dr = (i32::from(a.rank()) - i32::from(b.rank())).abs();
    df.max(dr)
}

/// Per-side results gathered in one pass over the pieces.
struct Side {
    v: [i32; COUNT],
    attacked: Bitboard,
    /// Squares attacked by each role (index by `Role::index`).
    attacked_by: [Bitboard; 8],
    guards_scepter: i32,
    /// Pieces hitting the enemy king's ring, and their summed weight.
    king_attackers: i32,
    king_units: i32,
}

/// How much a piece adds to an attack on the king when it hits the king's ring.
fn king_attack_weight(role: Role) -> i32 {
    match role {
        Role::Pawn | Role::King => 0,
        Role::Knight | Role::Bishop => 2,
        Role::Rook | Role::Guard => 3,
        Role::Archbishop => 4,
        Role::Queen => 5,
    }
}

fn phase_weight(role: Role) -> i32 {
    match role {
        Role::Pawn | Role::King => 0,
        Role::Knight | Role::Bishop => 1,
        Role::Rook | Role::Guard => 2,
        Role::Archbishop => 3,
        Role::Queen => 4,
    }
}

fn material_index(role: Role) -> Option<usize> {
    match role {
        Role::Pawn => Some(PAWN),
        Role::Knight => Some(KNIGHT),
        Role::Bishop => Some(BISHOP),
        Role::Rook => Some(ROOK),
        Role::Queen => Some(QUEEN),
        Role::Archbishop => Some(ARCHBISHOP),
        Role::Guard => Some(GUARD),
        Role::King => None,
    }
}

/// One side's features; adds its piece-square values and phase to `sums`.
fn side_pass(pos: &Position, c: Color, sums: &mut (i32, i32, i32)) -> Side {
    let variant = pos.variant();
    let e = !c;
    let occ = pos.occupied();
    let ours = pos.by_color(c);
    let refugees = pos.refugees();
    let pawns = pos.by_piece(rules::Piece::new(c, Role::Pawn)) & !refugees;
    let their_pawns = pos.by_piece(rules::Piece::new(e, Role::Pawn)) & !refugees;
    let enemy_pawn_cover = pawn_attacks(e, their_pawns);
    let scepter = Position::scepter_square(c);
    let mut s = Side {
        v: [0; COUNT],
        attacked: pawn_attacks(c, pawns),
        attacked_by: [Bitboard::EMPTY; 8],
        guards_scepter: i32::from(pawn_attacks(c, pawns).contains(scepter)),
        king_attackers: 0,
        king_units: 0,
    };
    s.attacked_by[Role::Pawn.index()] = s.attacked;
    let king_ring = pos.king_of(e).map_or(Bitboard::EMPTY, |k| {
        attacks(e, Role::King, k, occ) | Bitboard::from_square(k)
    });
    let sign = if c == Color::White { 1 } else { -1 };
    for sq in ours {
        let Some(piece) = pos.piece_at(sq) else {
            continue;
        };
        let role = piece.role;
        let (mg, eg) = pst::value(variant, c, role, sq);
        sums.0 += sign * mg;
        sums.1 += sign * eg;
        sums.2 += phase_weight(role);
        if role == Role::Pawn && refugees.contains(sq) {
            continue;
        }
        if let Some(i) = material_index(role) {
            s.v[i] += 1;
        }
        if role == Role::Pawn {
            continue;
        }
        let att = attacks(c, role, sq, occ);
        s.attacked |= att;
        s.attacked_by[role.index()] |= att;
        let hits = (att & king_ring).count() as i32;
        if hits > 0 && role != Role::King {
            s.king_attackers += 1;
            s.king_units += king_attack_weight(role) + hits;
        }
        if att.contains(scepter) {
            s.guards_scepter += 1;
        }
        if role != Role::King {
            let reach = (att & !ours & !enemy_pawn_cover).count() as i32;
            s.v[MOBILITY] += reach;
            match role {
                Role::Knight => s.v[MOB_KNIGHT] += reach,
                Role::Bishop => s.v[MOB_BISHOP] += reach,
                Role::Rook => s.v[MOB_ROOK] += reach,
                Role::Queen => s.v[MOB_QUEEN] += reach,
                _ => {}
            }
        }
        if role == Role::Rook {
            let file = Bitboard::file(sq.file());
            if (file & pawns).is_empty() {
                s.v[ROOK_OPEN] += 1 + i32::from((file & their_pawns).is_empty());
            }
            if relative_rank(c, sq) == 6 {
                s.v[ROOK_SEVENTH] += 1;
            }
        }
        if matches!(role, Role::Knight | Role::Bishop)
            && relative_rank(c, sq) >= 4
            && s.attacked_by[Role::Pawn.index()].contains(sq)
            && their_pawns.0 & ahead(c, sq.rank()) & adjacent_files(sq.file()) == 0
        {
            s.v[OUTPOST] += 1;
        }
    }
    if s.v[BISHOP] >= 2 {
        s.v[BISHOP_PAIR] = 1;
    }
    pawn_terms(pos, c, pawns, their_pawns, &mut s.v);
    s
}

/// Side `c`'s pawn structure: passed, isolated and doubled pawns.
fn pawn_terms(
    pos: &Position,
    c: Color,
    pawns: Bitboard,
    their_pawns: Bitboard,
    v: &mut [i32; COUNT],
) {
    let (e, occ) = (!c, pos.occupied());
    for sq in pawns {
        let file_mask = Bitboard::file(sq.file()).0;
        let front = ahead(c, sq.rank());
        if their_pawns.0 & front & (file_mask | adjacent_files(sq.file())) == 0 {
            let rank = relative_rank(c, sq);
            v[PASSED] += (rank - 1) * (rank - 1);
            if rank >= 3 {
                v[PASSED_4 + (rank - 3) as usize] += 1;
            }
            if let Some(next) = forward(c, Bitboard::from_square(sq)).into_iter().next() {
                if !occ.contains(next) {
                    v[PASSED_FREE] += 1;
                }
                if let (Some(own), Some(their)) = (pos.king_of(c), pos.king_of(e)) {
                    v[PASSED_KINGS] += distance(their, next) - distance(own, next);
                }
            }
        }
        if pawns.0 & adjacent_files(sq.file()) == 0 {
            v[ISOLATED] += 1;
        }
    }
    for f in 0..8 {
        let n = (pawns & Bitboard::file(f)).count() as i32;
        if n > 1 {
            v[DOUBLED] += n - 1;
        }
    }
}

/// The king-attack and threat features of side `c` (`s`) against `theirs`.
fn attack_terms(pos: &Position, c: Color, s: &mut Side, theirs: &Side) {
    if s.king_attackers >= 2 {
        s.v[KING_ATTACK] = s.king_units.min(20).pow(2) / 8;
    }
    let targets =
        pos.by_color(!c) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King) & !pos.refugees();
    for sq in targets {
        let Some(piece) = pos.piece_at(sq) else {
            continue;
        };
        let value = crate::see::see_value(piece.role);
        let by_cheaper = Role::ALL
            .iter()
            .any(|&r| crate::see::see_value(r) < value && s.attacked_by[r.index()].contains(sq));
        if by_cheaper || (s.attacked.contains(sq) && !theirs.attacked.contains(sq)) {
            s.v[THREATS] += 1;
        }
    }
}

fn king_terms(pos: &Position, c: Color, s: &mut Side) {
    let Some(king) = pos.king_of(c) else { return };
    let pawns = pos.by_piece(rules::Piece::new(c, Role::Pawn));
    let front = ahead(c, king.rank());
    let zone = Bitboard::file(king.file()).0 | adjacent_files(king.file());
    let near_ranks = match c {
        Color::White => front & !ahead(c, (king.rank() + 2).min(7)),
        Color::Black => front & !ahead(c, king.rank().saturating_sub(2)),
    };
    s.v[KING_SHIELD] = (pawns.0 & zone & near_ranks).count_ones() as i32;
    if pos.variant() != Variant::Scepter {
        return;
    }
    let e = !c;
    s.v[SC_KING_RUN] = 7 - distance(king, Position::scepter_square(e));
    s.v[SC_GUARD] = s.guards_scepter.min(3);
    if let Some(their_king) = pos.king_of(e) {
        let d = distance(their_king, Position::scepter_square(c));
        let near = (4 - d).max(0);
        s.v[SC_EXPOSED] = if s.guards_scepter == 0 {
            2 * near
        } else {
            near
        };
    }
    let blocked = forward(c, pawns) & pos.by_color(e);
    s.v[SC_SLIDERS] = blocked.count() as i32;
}

fn sanctuary_terms(pos: &Position, c: Color, s: &mut Side, enemy_attacked: Bitboard) {
    let e = !c;
    let goal = Bitboard::rank(e.back_rank());
    let near_rank = match c {
        Color::White => 6,
        Color::Black => 1,
    };
    let ours = pos.by_color(c);
    let occupants = pos.sanctuary_occupants(c).count() as i32;
    let safe = pos.sanctuary_safe(c).count() as i32;
    s.v[SA_SAFE] = safe;
    s.v[SA_UNSAFE] = occupants - safe;
    s.v[SA_NEAR] = (ours & Bitboard::rank(near_rank)).count() as i32;
    s.v[SA_REFUGEE] = (pos.refugees() & ours).count() as i32;
    s.v[SA_COVER] = (s.attacked & Bitboard::rank(c.back_rank())).count() as i32;
    let pawns = pos.by_piece(rules::Piece::new(c, Role::Pawn));
    let pushes = forward(c, pawns & Bitboard::rank(near_rank)) & !pos.occupied();
    let entries = ((s.attacked & !ours) | pushes) & goal & !enemy_attacked;
    s.v[SA_ENTRY] = entries.count() as i32;
    s.v[SA_RACE] = i32::from(safe >= 1 && entries.any());
}

/// The features of `pos`.
pub fn extract(pos: &Position) -> Features {
    // The piece-square sums (middlegame, endgame) and the phase.
    let mut sums = (0, 0, 0);
    let mut w = side_pass(pos, Color::White, &mut sums);
    let mut b = side_pass(pos, Color::Black, &mut sums);
    attack_terms(pos, Color::White, &mut w, &b);
    attack_terms(pos, Color::Black, &mut b, &w);
    match pos.variant() {
        Variant::Chess | Variant::Scepter => {
            king_terms(pos, Color::White, &mut w);
            king_terms(pos, Color::Black, &mut b);
        }
        Variant::Sanctuary => {
            let (wa, ba) = (w.attacked, b.attacked);
            sanctuary_terms(pos, Color::White, &mut w, ba);
            sanctuary_terms(pos, Color::Black, &mut b, wa);
        }
    }
    Features {
        values: std::array::from_fn(|i| w.v[i] - b.v[i]),
        pst_mg: sums.0,
        pst_eg: sums.1,
        phase: sums.2.min(24),
    }
}
