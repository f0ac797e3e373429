//! The variants' goals as the search sees them: moves that win at once, and
//! whether a side threatens such a move. Checkmate is found by the search itself;
//! these are the scepter and sanctuary wins, which need no check to happen.

use rules::{Bitboard, Color, Move, Position, Role, Variant};

/// True if the side that just moved (not the side to move) has won by its goal:
/// its king on the enemy scepter, or two safe pieces on the enemy back rank.
#[inline]
pub fn goal_reached(pos: &Position) -> bool {
    let mover = !pos.turn();
    match pos.variant() {
        Variant::Chess => false,
        Variant::Scepter => pos
            .king_of(mover)
            .is_some_and(|k| k == Position::scepter_square(pos.turn())),
        Variant::Sanctuary => {
            pos.sanctuary_occupants(mover).count() >= 2 && pos.sanctuary_safe(mover).count() >= 2
        }
    }
}

/// True if `m` (legal in `pos`) wins at once by the variant's goal.
#[inline]
pub fn wins_at_once(pos: &Position, m: &Move) -> bool {
    let us = pos.turn();
    match pos.variant() {
        Variant::Chess => false,
        Variant::Scepter => m.role == Role::King && m.to == Position::scepter_square(!us),
        Variant::Sanctuary => {
            if m.to.rank() != (!us).back_rank() || pos.sanctuary_occupants(us).is_empty() {
                return false;
            }
            let mut next = *pos;
            next.play(m);
            goal_reached(&next)
        }
    }
}

/// True if a sanctuary or scepter move could possibly win at once for the side to
/// move (a cheap filter before [`wins_at_once`]).
#[inline]
pub fn may_win_at_once(pos: &Position, m: &Move) -> bool {
    match pos.variant() {
        Variant::Chess => false,
        Variant::Scepter => m.role == Role::King && m.to == Position::scepter_square(!pos.turn()),
        Variant::Sanctuary => {
            m.to.rank() == (!pos.turn()).back_rank() && pos.sanctuary_occupants(pos.turn()).any()
        }
    }
}

/// False when no move of the side to move can win at once by the goal (a cheap
/// filter: true only says that one might).
#[inline]
pub fn may_win_now(pos: &Position) -> bool {
    let us = pos.turn();
    match pos.variant() {
        Variant::Chess => false,
        Variant::Scepter => pos.scepter_threatened(!us),
        Variant::Sanctuary => pos.sanctuary_occupants(us).any(),
    }
}

/// True if `side` would have a move winning at once by its goal, were it `side`'s
/// turn. For the side to move this is "can win now"; for the other, "threatens to".
pub fn threatens_goal(pos: &Position, side: Color) -> bool {
    match pos.variant() {
        Variant::Chess => false,
        Variant::Scepter => pos.scepter_threatened(!side),
        Variant::Sanctuary => {
            if pos.sanctuary_occupants(side).is_empty() {
                return false;
            }
            let view = if pos.turn() == side {
                *pos
            } else {
                pos.null_move()
            };
            view.legal_moves()
                .iter()
                .any(|m| m.to.rank() == (!side).back_rank() && wins_at_once(&view, m))
        }
    }
}

/// True if the position is drawn because nobody can ever win: chess's insufficient
/// material, or Sanctuary Chess's dead position (the rules' own definitions).
pub fn dead_draw(pos: &Position) -> bool {
    match pos.variant() {
        Variant::Scepter => false,
        Variant::Sanctuary => {
            pos.by_color(Color::White).count() < 2 && pos.by_color(Color::Black).count() < 2
        }
        Variant::Chess => {
            let heavy = pos.by_role(Role::Pawn)
                | pos.by_role(Role::Rook)
                | pos.by_role(Role::Queen)
                | pos.by_role(Role::Archbishop)
                | pos.by_role(Role::Guard);
            if heavy.any() {
                return false;
            }
            let knights = pos.by_role(Role::Knight);
            let bishops = pos.by_role(Role::Bishop);
            if knights.is_empty() {
                return (bishops & Bitboard::LIGHT).is_empty()
                    || (bishops & Bitboard::DARK).is_empty();
            }
            knights.count() == 1 && bishops.is_empty()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scepter_step_wins_at_once() {
        let pos = Position::from_fen(Variant::Scepter, "8/8/8/8/8/8/3k4/7K b - - 0 1").unwrap();
        let m = pos.parse_uci("d2e1").unwrap();
        assert!(wins_at_once(&pos, &m));
        assert!(threatens_goal(&pos, Color::Black));
        assert!(!threatens_goal(&pos, Color::White));
    }

    #[test]
    fn sanctuary_second_safe_piece_wins() {
        // White has a refugee on a8; the rook on h1 can reach h8 where nothing guards it.
        let pos = Position::from_fen(Variant::Sanctuary, "P7/8/8/8/8/8/n7/6gR w - - 0 1").unwrap();
        let m = pos.parse_uci("h1h8").unwrap();
        assert!(wins_at_once(&pos, &m));
        assert!(threatens_goal(&pos, Color::White));
    }
}
