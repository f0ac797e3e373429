//! Static exchange evaluation: what a capture wins once both sides have
//! recaptured on its square with their cheapest pieces, as long as it pays.
//!
//! Ordering captures by this, and dropping the losing ones from the quiescence
//! search, keeps the search off lines where a queen takes a defended pawn.
//! Pins are ignored, as in most engines: the answer is an estimate, cheap enough
//! for every capture.

use rules::{Bitboard, Move, MoveKind, Position, Role, Square};

/// Piece values for exchanges, in centipawns. The king's is beyond any gain, so
/// a king never ends an exchange by stepping into a recapture.
#[inline]
pub const fn see_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Guard => 450,
        Role::Archbishop => 750,
        Role::Queen => 950,
        Role::King => 20_000,
    }
}

/// Cheapest first, the order in which a side spends its attackers.
const CHEAPEST_FIRST: [Role; 8] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Guard,
    Role::Rook,
    Role::Archbishop,
    Role::Queen,
    Role::King,
];

/// The least valuable of `attackers`, with its role.
fn cheapest(pos: &Position, attackers: Bitboard) -> Option<(Square, Role)> {
    CHEAPEST_FIRST
        .iter()
        .find_map(|&r| (attackers & pos.by_role(r)).first().map(|sq| (sq, r)))
}

/// The material the side to move gains by playing `m` (legal in `pos`) and then
/// exchanging on its square as long as either side profits, in centipawns.
///
/// ```
/// use rules::{Position, Variant};
/// // The queen takes a pawn the knight guards: she is lost for it.
/// let pos = Position::from_fen(Variant::Chess, "4k3/8/2n5/4p3/8/8/4Q3/4K3 w - - 0 1").unwrap();
/// let m = pos.legal_moves().iter().find(|m| m.uci() == "e2e5").copied().unwrap();
/// assert_eq!(engine::see::see(&pos, &m), 100 - 950);
/// ```
pub fn see(pos: &Position, m: &Move) -> i32 {
    if m.kind == MoveKind::Castle {
        return 0;
    }
    let to = m.to;
    let mut occ = pos.occupied() & !Bitboard::from_square(m.from);
    if m.kind == MoveKind::EnPassant
        && let Some(victim) = Square::from_coords(to.file(), m.from.rank())
    {
        occ &= !Bitboard::from_square(victim);
    }
    let mut gain = [0i32; 34];
    gain[0] = m.capture.map_or(0, see_value);
    let mut on_square = see_value(m.promotion.unwrap_or(m.role));
    if let Some(p) = m.promotion {
        gain[0] += see_value(p) - see_value(Role::Pawn);
    }
    let mut side = !pos.turn();
    let mut d = 0;
    while d + 1 < gain.len() {
        let Some((sq, role)) = cheapest(pos, pos.attackers(to, side, occ) & occ) else {
            break;
        };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        // Neither side can gain by going on: stop early.
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        occ &= !Bitboard::from_square(sq);
        on_square = see_value(role);
        side = !side;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn see_of(variant: Variant, fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(variant, fen).unwrap();
        let m = pos
            .legal_moves()
            .iter()
            .find(|m| m.uci() == uci)
            .copied()
            .unwrap();
        see(&pos, &m)
    }

    #[test]
    fn an_undefended_piece_is_won_whole() {
        assert_eq!(
            see_of(Variant::Chess, "4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1", "d1d5"),
            500
        );
    }

    #[test]
    fn a_defended_pawn_costs_the_queen() {
        assert_eq!(
            see_of(
                Variant::Chess,
                "4k3/8/3p4/4p3/8/8/4Q3/4K3 w - - 0 1",
                "e2e5"
            ),
            100 - 950
        );
    }

    #[test]
    fn x_rays_join_the_exchange() {
        // Rooks doubled on the e-file take a pawn guarded once by a rook: a pawn up.
        assert_eq!(
            see_of(
                Variant::Chess,
                "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1",
                "e2e5"
            ),
            100
        );
    }

    #[test]
    fn a_recapture_that_loses_more_is_not_made() {
        // Knight takes a pawn the queen guards, and a bishop guards the knight:
        // taking back would cost her, so the pawn is won.
        assert_eq!(
            see_of(
                Variant::Chess,
                "4k2q/8/8/4p3/8/2BN4/8/4K3 w - - 0 1",
                "d3e5"
            ),
            100
        );
    }

    #[test]
    fn a_guard_trades_for_an_archbishop() {
        assert_eq!(
            see_of(
                Variant::Sanctuary,
                "8/p7/8/4a3/8/4G3/P7/8 w - - 0 1",
                "e3e5"
            ),
            750
        );
    }

    #[test]
    fn a_quiet_move_onto_a_guarded_square_loses_the_piece() {
        assert_eq!(
            see_of(Variant::Chess, "4k3/8/3p4/8/8/8/8/2B1K3 w - - 0 1", "c1e3"),
            0
        );
        assert_eq!(
            see_of(Variant::Chess, "4k3/8/3p4/8/8/8/5B2/4K3 w - - 0 1", "f2c5"),
            -330
        );
    }
}
