//! A position as a page draws it: what stands on each square (by the name of its
//! picture in the face's sprite sheet), the last move's squares and the checked
//! king's. The rules decide all three; the face only places them.

use rules::{Color, Move, Position, Role, Square};

/// One position, ready to draw square by square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardView {
    /// Each occupied square and its picture's name: `wk`, `bp`, `refugee-w`.
    pub pieces: Vec<(Square, &'static str)>,
    /// The squares the last move left and reached.
    pub last_move: Option<(Square, Square)>,
    /// The king in check's square, if the side to move is in check.
    pub check: Option<Square>,
}

impl BoardView {
    /// `pos`, reached by `last`.
    pub(crate) fn of(pos: &Position, last: Option<&Move>) -> BoardView {
        let pieces = pos
            .pieces()
            .map(|(sq, p)| (sq, sprite(p.color, p.role, pos.is_refugee(sq))))
            .collect();
        let check = pos.is_check().then(|| pos.king_of(pos.turn())).flatten();
        BoardView {
            pieces,
            last_move: last.map(|m| (m.from, m.to)),
            check,
        }
    }
}

/// The name of a piece's picture: the files of `render/assets/pieces` without `.svg`.
fn sprite(color: Color, role: Role, refugee: bool) -> &'static str {
    let white = color == Color::White;
    if refugee {
        return if white { "refugee-w" } else { "refugee-b" };
    }
    match (white, role) {
        (true, Role::Pawn) => "wp",
        (true, Role::Knight) => "wn",
        (true, Role::Bishop) => "wb",
        (true, Role::Rook) => "wr",
        (true, Role::Queen) => "wq",
        (true, Role::King) => "wk",
        (true, Role::Archbishop) => "wa",
        (true, Role::Guard) => "wg",
        (false, Role::Pawn) => "bp",
        (false, Role::Knight) => "bn",
        (false, Role::Bishop) => "bb",
        (false, Role::Rook) => "br",
        (false, Role::Queen) => "bq",
        (false, Role::King) => "bk",
        (false, Role::Archbishop) => "ba",
        (false, Role::Guard) => "bg",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Game, Variant};

    #[test]
    fn a_board_says_where_each_piece_stands_and_who_is_in_check() {
        let mut game = Game::new(Variant::Chess);
        for san in ["e4", "f5", "Qh5+"] {
            game.play_san(san).expect("legal");
        }
        let view = BoardView::of(game.position(), game.last_move());
        let sq = |s: &str| s.parse::<Square>().expect("a square");
        assert!(view.pieces.contains(&(sq("e4"), "wp")));
        assert!(view.pieces.contains(&(sq("h5"), "wq")));
        assert_eq!(view.last_move, Some((sq("d1"), sq("h5"))));
        assert_eq!(view.check, Some(Square::E8));
        assert_eq!(view.pieces.len(), 32);
    }

    #[test]
    fn a_refugee_has_its_own_picture() {
        let pos = Position::from_fen(Variant::Sanctuary, "4P3/8/8/8/8/8/8/g6G b - - 0 1")
            .expect("a position");
        let view = BoardView::of(&pos, None);
        assert!(view.pieces.contains(&(Square::E8, "refugee-w")));
        assert_eq!(view.check, None);
    }
}
