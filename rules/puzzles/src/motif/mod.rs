//! The tactical motifs on a solution's way, named as lichess's puzzle themes name
//! them (fork, pin, skewer…), plus the variants' own. Each is read from the line
//! itself, move by move, the way a player would explain the puzzle afterwards: a
//! motif counts only when the line uses it (the forked, pinned or skewered piece is
//! taken, the trapped piece falls), not merely when it appears on the board.

use crate::material::balance;
use crate::solve::{Ending, Solution};
use crate::theme::Theme;
use engine::see::{see, see_value};
use rules::{Bitboard, Color, EndReason, Move, Position, Role, Square, attacks};

mod lure;
mod quiet;
mod sanctuary;

/// How much material below where it started the solver must stand during the line
/// for the line to count as a sacrifice (exchange values: two pawns).
const SACRIFICE: i32 = 200;

/// The motifs of `solution` from `start`, in [`Theme`]'s order, each once.
pub fn motifs(start: &Position, solution: &Solution) -> Vec<Theme> {
    let line = Line::new(start, solution);
    let found = [
        (Theme::Fork, line.fork()),
        (Theme::Pin, line.pin()),
        (Theme::Skewer, line.skewer()),
        (Theme::DiscoveredAttack, line.discovered_attack()),
        (Theme::DoubleCheck, line.double_check()),
        (Theme::Deflection, line.deflection()),
        (Theme::Attraction, line.attraction()),
        (Theme::CapturingDefender, line.capturing_defender()),
        (Theme::Clearance, line.clearance()),
        (Theme::HangingPiece, line.hanging_piece()),
        (Theme::TrappedPiece, line.trapped_piece()),
        (Theme::Sacrifice, line.sacrifice()),
        (Theme::QuietMove, line.quiet_move()),
        (Theme::BackRankMate, line.back_rank_mate()),
        (Theme::Promotion, line.promotion()),
        (Theme::AdvancedPawn, line.advanced_pawn()),
        (Theme::SanctuaryRace, line.sanctuary_race()),
        (Theme::StopRefugee, line.stop_refugee()),
        (Theme::ScepterWalk, line.scepter_walk()),
    ];
    found
        .into_iter()
        .filter_map(|(theme, yes)| yes.then_some(theme))
        .collect()
}

/// A solution with every position on its way.
struct Line {
    /// `positions[i]` is the position `moves[i]` is played in; one more at the end.
    positions: Vec<Position>,
    moves: Vec<Move>,
    ending: Ending,
    solver: Color,
}

impl Line {
    fn new(start: &Position, solution: &Solution) -> Line {
        let mut positions = vec![*start];
        let mut pos = *start;
        for m in &solution.moves {
            pos.play(m);
            positions.push(pos);
        }
        Line {
            positions,
            moves: solution.moves.clone(),
            ending: solution.ending,
            solver: start.turn(),
        }
    }

    /// The solver's moves with their index in the line.
    fn solver_moves(&self) -> impl Iterator<Item = (usize, &Move)> {
        self.moves.iter().enumerate().step_by(2)
    }

    /// True if a later solver move (after index `after`) captures on `sq`.
    fn later_capture_on(&self, after: usize, sq: Square) -> bool {
        self.solver_moves()
            .any(|(i, m)| i > after && m.is_capture() && m.to == sq)
    }

    /// The square a piece standing on `sq` after move `i` stands on once the
    /// opponent has answered (it may have moved away).
    fn after_reply(&self, i: usize, sq: Square) -> Square {
        match self.moves.get(i + 1) {
            Some(reply) if reply.from == sq => reply.to,
            _ => sq,
        }
    }

    /// A solver's piece (not a king) that, having just moved, attacks two enemy
    /// pieces each worth more than itself, undefended, or the king; and one of them
    /// falls to the solver later. In Sanctuary Chess the targets may be squares
    /// instead: see [`Line::forks_entries`].
    fn fork(&self) -> bool {
        self.forks_entries() || self.forks_pieces()
    }

    /// [`Line::fork`] of pieces.
    fn forks_pieces(&self) -> bool {
        self.solver_moves().any(|(i, m)| {
            if m.role == Role::King || i + 2 >= self.moves.len() {
                return false;
            }
            let after = &self.positions[i + 1];
            let role = m.promotion.unwrap_or(m.role);
            let targets: Vec<Square> = attacks(self.solver, role, m.to, after.occupied())
                .into_iter()
                .filter(|&sq| worth_attacking(after, sq, role, !self.solver))
                .collect();
            targets.len() >= 2
                && targets.iter().any(|&sq| {
                    let sq = self.after_reply(i, sq);
                    self.later_capture_on(i, sq)
                        || (after.piece_at(sq).is_some_and(|p| p.role == Role::King)
                            && self.moves.len() > i + 2)
                })
                && targets.iter().any(|&sq| {
                    after
                        .piece_at(sq)
                        .is_some_and(|p| p.role != Role::King && self.later_capture_on(i, sq))
                })
        })
    }

    /// A solver's slider that, having just moved, pins an enemy piece to its king or
    /// to a more valuable piece behind it; later the solver takes the pinned piece or
    /// the one behind.
    fn pin(&self) -> bool {
        self.solver_moves().any(|(i, m)| {
            let after = &self.positions[i + 1];
            pinned_by(after, m.to, self.solver)
                .into_iter()
                .any(|(front, back)| {
                    self.later_capture_on(i, front) || self.later_capture_on(i, back)
                })
        })
    }

    /// A solver's slider attacks a valuable enemy piece that steps out of its line,
    /// and the slider takes the piece that stood behind it.
    fn skewer(&self) -> bool {
        self.solver_moves().any(|(i, m)| {
            let (Some(reply), Some(next)) = (self.moves.get(i + 1), self.moves.get(i + 2)) else {
                return false;
            };
            let after = &self.positions[i + 1];
            let role = m.promotion.unwrap_or(m.role);
            if !is_slider(role) || next.from != m.to || !next.is_capture() {
                return false;
            }
            let front = reply.from;
            let Some(front_piece) = after.piece_at(front) else {
                return false;
            };
            let behind = next.to;
            let Some(back_piece) = after.piece_at(behind) else {
                return false;
            };
            attacks(self.solver, role, m.to, after.occupied()).contains(front)
                && between(m.to, behind).contains(front)
                && value(front_piece.role) > value(back_piece.role)
                && front_piece.color != self.solver
        })
    }

    /// A solver's move that opens a line from another of the solver's pieces to an
    /// enemy king (a discovered check) or to a piece the opened piece then takes.
    fn discovered_attack(&self) -> bool {
        self.solver_moves().any(|(i, m)| {
            let (before, after) = (&self.positions[i], &self.positions[i + 1]);
            let mut sliders = after.by_color(self.solver);
            sliders.remove(m.to);
            sliders.into_iter().any(|sq| {
                let Some(p) = after.piece_at(sq) else {
                    return false;
                };
                if !is_slider(p.role) {
                    return false;
                }
                let now = attacks(self.solver, p.role, sq, after.occupied());
                let was = attacks(self.solver, p.role, sq, before.occupied());
                (now & !was & after.by_color(!self.solver))
                    .into_iter()
                    .any(|target| {
                        after.piece_at(target).is_some_and(|t| t.role == Role::King)
                            || self
                                .solver_moves()
                                .any(|(j, n)| j > i && n.from == sq && n.to == target)
                    })
            })
        })
    }

    /// A solver's move that gives check with two pieces at once.
    fn double_check(&self) -> bool {
        self.solver_moves()
            .any(|(i, _)| self.positions[i + 1].checkers().more_than_one())
    }

    /// The first move takes a piece (not a pawn) nothing defended, that was not just
    /// offered as part of an exchange.
    fn hanging_piece(&self) -> bool {
        let (Some(first), start) = (self.moves.first(), &self.positions[0]) else {
            return false;
        };
        let Some(taken) = first.capture else {
            return false;
        };
        let defended = {
            let mut occupied = start.occupied();
            occupied.remove(first.from);
            start.attackers(first.to, !self.solver, occupied).any()
        };
        taken != Role::Pawn && !defended && value(taken) >= value(Role::Knight)
    }

    /// A solver's capture (after the first move) of a piece that, in the position
    /// before, could not get away: every move of it lost it, and it was attacked.
    fn trapped_piece(&self) -> bool {
        self.solver_moves().skip(1).any(|(i, m)| {
            let Some(role) = m.capture else {
                return false;
            };
            if matches!(role, Role::Pawn | Role::King) {
                return false;
            }
            // The position the piece had to flee in: before the solver's previous move.
            let before = &self.positions[i - 1];
            let Some(from) = self
                .moves
                .get(i - 1)
                .map(|reply| if reply.to == m.to { reply.from } else { m.to })
            else {
                return false;
            };
            let fleeing = *before;
            // A piece that had to answer a check was not trapped, only busy.
            if fleeing.is_check() {
                return false;
            }
            let legal = fleeing.legal_moves();
            let mut escapes = legal.iter().copied().filter(|e| e.from == from);
            let mut had_moves = false;
            let trapped = escapes.all(|e| {
                had_moves = true;
                // Taking something worth as much is a way out.
                if e.capture.is_some_and(|c| value(c) >= value(role)) {
                    return false;
                }
                let mut there = fleeing;
                there.play(&e);
                there.is_attacked(e.to, self.solver) && see_after(&there, e.to) > 0
            });
            had_moves && trapped && fleeing.is_attacked(from, self.solver)
        })
    }

    /// After a later move of its own (not the first: a capture answered by a
    /// recapture is an exchange), the solver stands at least two pawns below where it
    /// started, promotions aside: material given for the win.
    fn sacrifice(&self) -> bool {
        let start = balance(&self.positions[0], self.solver);
        !self.promotion()
            && self
                .solver_moves()
                .skip(1)
                .any(|(i, _)| balance(&self.positions[i + 1], self.solver) <= start - SACRIFICE)
    }

    /// Checkmate on the back rank: the mated king on its own first rank, the mating
    /// piece checking along that rank, and the king's way forward shut by its own
    /// pieces.
    fn back_rank_mate(&self) -> bool {
        if self.ending != Ending::Rules(EndReason::Checkmate) {
            return false;
        }
        let Some(end) = self.positions.last() else {
            return false;
        };
        let loser = !self.solver;
        let Some(king) = end.king_of(loser) else {
            return false;
        };
        let loser_home = loser.back_rank();
        if king.rank() != loser_home {
            return false;
        }
        let along_rank = end.checkers().into_iter().all(|sq| sq.rank() == loser_home);
        let forward: i8 = if loser == Color::White { 1 } else { -1 };
        let shut = [-1, 0, 1]
            .into_iter()
            .filter_map(|df| king.offset(df, forward))
            .all(|sq| end.piece_at(sq).is_some_and(|p| p.color == loser));
        along_rank && shut
    }

    /// A pawn of the solver's promotes on the way.
    fn promotion(&self) -> bool {
        self.solver_moves().any(|(_, m)| m.promotion.is_some())
    }

    /// Capture the Scepter: the solver's king walks to the scepter, two steps or more.
    fn scepter_walk(&self) -> bool {
        self.ending == Ending::Rules(EndReason::Scepter)
            && self
                .solver_moves()
                .filter(|(_, m)| m.role == Role::King)
                .count()
                >= 2
    }
}

/// The value used to compare pieces (exchange values).
fn value(role: Role) -> i32 {
    see_value(role)
}

/// True for the pieces that attack along lines, which can pin, skewer and be
/// discovered.
fn is_slider(role: Role) -> bool {
    matches!(
        role,
        Role::Bishop | Role::Rook | Role::Queen | Role::Archbishop
    )
}

/// True if the enemy piece on `sq` is worth attacking with a piece of role
/// `attacker`: the king, a piece worth more, or one nothing defends.
fn worth_attacking(pos: &Position, sq: Square, attacker: Role, enemy: Color) -> bool {
    let Some(p) = pos.piece_at(sq).filter(|p| p.color == enemy) else {
        return false;
    };
    if p.role == Role::Pawn && pos.is_refugee(sq) {
        return false;
    }
    p.role == Role::King
        || value(p.role) > value(attacker)
        || !pos.attackers(sq, enemy, pos.occupied()).any()
}

/// The enemy pieces the slider on `from` pins in `pos`: each with the more valuable
/// piece (or king) behind it on the same line, as `(front, back)`.
fn pinned_by(pos: &Position, from: Square, solver: Color) -> Vec<(Square, Square)> {
    let Some(slider) = pos.piece_at(from) else {
        return Vec::new();
    };
    if !is_slider(slider.role) || slider.color != solver {
        return Vec::new();
    }
    let enemy = pos.by_color(!solver);
    let seen = attacks(solver, slider.role, from, pos.occupied()) & enemy;
    let mut pins = Vec::new();
    for front in seen {
        let Some(front_piece) = pos.piece_at(front) else {
            continue;
        };
        if front_piece.role == Role::King {
            continue;
        }
        let mut through = pos.occupied();
        through.remove(front);
        let beyond = attacks(solver, slider.role, from, through) & enemy & !seen;
        for back in beyond {
            let Some(back_piece) = pos.piece_at(back) else {
                continue;
            };
            if between(from, back).contains(front)
                && (back_piece.role == Role::King
                    || value(back_piece.role) > value(front_piece.role))
            {
                pins.push((front, back));
            }
        }
    }
    pins
}

/// The squares strictly between `a` and `b` when they share a rank, file or
/// diagonal; empty otherwise.
fn between(a: Square, b: Square) -> Bitboard {
    let (df, dr) = (
        i16::from(b.file()) - i16::from(a.file()),
        i16::from(b.rank()) - i16::from(a.rank()),
    );
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) || (df == 0 && dr == 0) {
        return Bitboard::EMPTY;
    }
    let steps = df.abs().max(dr.abs());
    let (sf, sr) = (df.signum() as i8, dr.signum() as i8);
    (1..steps)
        .filter_map(|k| {
            let k = i8::try_from(k).ok()?;
            a.offset(sf * k, sr * k)
        })
        .collect()
}

/// What the side to move wins by taking on `sq` with its cheapest attacker and
/// exchanging on (0 if nothing attacks it).
fn see_after(pos: &Position, sq: Square) -> i32 {
    pos.legal_moves()
        .iter()
        .filter(|m| m.to == sq && m.is_capture())
        .map(|m| see(pos, m))
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    /// The motifs of the line `moves` (UCI, the solver's first) from `fen`, ending as
    /// the last position says.
    pub(super) fn of(variant: Variant, fen: &str, moves: &[&str]) -> Vec<Theme> {
        let start = Position::from_fen(variant, fen).unwrap();
        let mut pos = start;
        let mut line = Vec::new();
        for uci in moves {
            let m = pos.parse_uci(uci).unwrap();
            pos.play(&m);
            line.push(m);
        }
        let ending = match pos.outcome() {
            Some(o) if o.winner == Some(start.turn()) => Ending::Rules(o.reason),
            _ => Ending::Material(500),
        };
        motifs(
            &start,
            &Solution {
                moves: line,
                ending,
            },
        )
    }

    #[test]
    fn a_knight_forks_king_and_rook() {
        // Nc7+ forks the king on e8 and the rook on a8; the king steps aside, Nxa8.
        let found = of(
            Variant::Chess,
            "r3k3/8/8/3N4/8/8/8/4K3 w - - 0 1",
            &["d5c7", "e8d7", "c7a8"],
        );
        assert!(found.contains(&Theme::Fork), "{found:?}");
    }

    #[test]
    fn a_bishop_pins_a_knight_to_its_king_and_a_pawn_takes_it() {
        // Bb5 pins the c6 knight to the e8 king; d5 attacks it and it falls.
        let found = of(
            Variant::Chess,
            "4k3/8/2n5/8/3P4/8/8/4KB2 w - - 0 1",
            &["f1b5", "e8d7", "d4d5", "d7d6", "d5c6"],
        );
        assert!(found.contains(&Theme::Pin), "{found:?}");
    }

    #[test]
    fn a_rook_skewers_king_and_queen() {
        // Ra1-a8+ runs the king off the eighth rank; Rxh8... the queen behind falls.
        let found = of(
            Variant::Chess,
            "3k3q/8/8/8/8/8/8/R3K3 w - - 0 1",
            &["a1a8", "d8c7", "a8h8"],
        );
        assert!(found.contains(&Theme::Skewer), "{found:?}");
    }

    #[test]
    fn a_discovered_check_wins_the_queen() {
        // The knight steps off the e-file: the rook behind it gives check.
        let found = of(
            Variant::Chess,
            "4k3/8/8/q7/4N3/8/8/4R1K1 w - - 0 1",
            &["e4c5", "e8f7", "c5b3"],
        );
        assert!(found.contains(&Theme::DiscoveredAttack), "{found:?}");
    }

    #[test]
    fn back_rank_mate_and_hanging_piece() {
        let found = of(
            Variant::Chess,
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            &["a1a8"],
        );
        assert!(found.contains(&Theme::BackRankMate), "{found:?}");
        let hanging = of(
            Variant::Chess,
            "4k3/8/8/3r4/8/8/8/3QK3 w - - 0 1",
            &["d1d5"],
        );
        assert!(hanging.contains(&Theme::HangingPiece), "{hanging:?}");
    }

    #[test]
    fn a_promotion_is_named() {
        let found = of(
            Variant::Chess,
            "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1",
            &["e7e8q"],
        );
        assert!(found.contains(&Theme::Promotion), "{found:?}");
    }

    #[test]
    fn a_quiet_line_names_nothing() {
        let found = of(Variant::Chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &["e2e4"]);
        assert!(found.is_empty(), "{found:?}");
    }

    proptest::proptest! {
        /// Any line of legal moves in any game, however it is said to end, gives
        /// motifs without a panic, each once.
        #[test]
        fn any_line_names_its_motifs_without_a_panic(
            variant in 0usize..3,
            picks in proptest::collection::vec(0usize..64, 1..12),
            mated in proptest::bool::ANY,
        ) {
            let start = Position::new(Variant::ALL[variant]);
            let mut pos = start;
            let mut moves = Vec::new();
            for pick in picks {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal.iter().copied().nth(pick % legal.len()).unwrap();
                pos.play(&m);
                moves.push(m);
            }
            let ending = if mated {
                Ending::Rules(EndReason::Checkmate)
            } else {
                Ending::Material(300)
            };
            let found = motifs(&start, &Solution { moves, ending });
            let mut unique = found.clone();
            unique.dedup();
            proptest::prop_assert_eq!(found, unique);
        }
    }

    #[test]
    fn between_is_the_open_line() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(between(sq("a1"), sq("a4")).count(), 2);
        assert_eq!(between(sq("a1"), sq("d4")).count(), 2);
        assert_eq!(between(sq("a1"), sq("b3")).count(), 0);
        assert_eq!(between(sq("a1"), sq("a1")).count(), 0);
    }
}
