//! A board as Unicode text, for the terminal.

use rules::{Color, Position, Role, Square, Variant};
use service::{Lang, Msg};
use std::fmt::Write as _;

/// The glyph of a piece: chess figurines, circled letters for Sanctuary's
/// archbishop (Ⓐ) and Swiss guard (Ⓖ).
fn glyph(color: Color, role: Role) -> char {
    let white = color == Color::White;
    match (role, white) {
        (Role::King, true) => '♔',
        (Role::Queen, true) => '♕',
        (Role::Rook, true) => '♖',
        (Role::Bishop, true) => '♗',
        (Role::Knight, true) => '♘',
        (Role::Pawn, true) => '♙',
        (Role::King, false) => '♚',
        (Role::Queen, false) => '♛',
        (Role::Rook, false) => '♜',
        (Role::Bishop, false) => '♝',
        (Role::Knight, false) => '♞',
        (Role::Pawn, false) => '♟',
        (Role::Archbishop, true) => 'Ⓐ',
        (Role::Guard, true) => 'Ⓖ',
        (Role::Archbishop, false) => 'ⓐ',
        (Role::Guard, false) => 'ⓖ',
    }
}

/// The board from `orientation`'s side, with coordinates, the last move's squares
/// bracketed, and a legend for Sanctuary's pieces in `lang`.
pub fn unicode_board(
    pos: &Position,
    orientation: Color,
    last: Option<(Square, Square)>,
    lang: Lang,
) -> String {
    let files: Vec<u8> = if orientation == Color::White {
        (0..8).collect()
    } else {
        (0..8).rev().collect()
    };
    let ranks: Vec<u8> = if orientation == Color::White {
        (0..8).rev().collect()
    } else {
        (0..8).collect()
    };
    let header = files.iter().fold(String::new(), |mut h, f| {
        let _ = write!(h, " {} ", char::from(b'a' + f));
        h
    });
    let mut out = format!("   {header}\n");
    for &rank in &ranks {
        let _ = write!(out, " {} ", rank + 1);
        for &file in &files {
            let Some(sq) = Square::from_coords(file, rank) else {
                continue;
            };
            let marked = last.is_some_and(|(a, b)| a == sq || b == sq);
            let c = match pos.piece_at(sq) {
                Some(p) => glyph(p.color, p.role),
                None if sq.is_light() => '·',
                None => ' ',
            };
            if marked {
                let _ = write!(out, "[{c}]");
            } else {
                let _ = write!(out, " {c} ");
            }
        }
        let _ = writeln!(out, " {}", rank + 1);
    }
    let _ = write!(out, "   {header}");
    if pos.variant() == Variant::Sanctuary {
        out.push_str("\n   ");
        out.push_str(&Msg::new("console-board-legend").plain(lang));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_shows_every_piece_once() {
        let text = unicode_board(
            &Position::new(Variant::Sanctuary),
            Color::White,
            None,
            Lang::En,
        );
        assert_eq!(text.matches('Ⓖ').count(), 2, "{text}"); // the piece and the legend
        assert_eq!(text.matches('♙').count(), 8);
        let first_rank = text.lines().nth(1).unwrap_or_default();
        assert!(first_rank.starts_with(" 8 "), "{text}");
    }

    #[test]
    fn black_sees_rank_one_on_top() {
        let text = unicode_board(&Position::new(Variant::Chess), Color::Black, None, Lang::En);
        assert!(
            text.lines().nth(1).unwrap_or_default().starts_with(" 1 "),
            "{text}"
        );
    }
}
