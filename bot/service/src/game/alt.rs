//! A board picture in words, for screen readers: the alt text every board goes out with.
//!
//! It says what a sighted player takes in at a glance: whose move it is, every piece by
//! square, and what is in danger (a check, pieces attacked and undefended, pieces in
//! sanctuary).

use rules::{ByColor, Color, Position, Role, Square};
use std::fmt::Write as _;

/// Discord's limit for an attachment's description, in characters.
pub const MAX_ALT_TEXT: usize = 1024;

/// The order pieces are listed in, most valuable first.
const ORDER: [Role; 8] = [
    Role::King,
    Role::Queen,
    Role::Archbishop,
    Role::Guard,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// `pos` in words, at most [`MAX_ALT_TEXT`] characters, with the players' names if
/// there are players. `over` says the game is over, so nobody is "to move".
pub fn describe(pos: &Position, names: Option<&ByColor<String>>, over: bool) -> String {
    let side = |c: Color| match names {
        Some(n) => format!("{} ({})", color_name(c), n[c]),
        None => color_name(c).to_owned(),
    };
    let mut out = format!("{} board. ", pos.variant().name());
    if !over {
        let turn = pos.turn();
        let _ = write!(out, "{} to move", side(turn));
        if pos.is_check() {
            out.push_str(", in check");
        }
        out.push_str(". ");
    }
    for color in [Color::White, Color::Black] {
        let _ = write!(out, "{}: ", side(color));
        out.push_str(&pieces_of(pos, color));
        out.push_str(". ");
    }
    let danger = in_danger(pos);
    if !danger.is_empty() {
        let _ = write!(out, "Attacked and undefended: {}. ", danger.join(", "));
    }
    for color in [Color::White, Color::Black] {
        let safe: Vec<String> = pos
            .sanctuary_safe(color)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        if !safe.is_empty() {
            let _ = write!(
                out,
                "{} safe in sanctuary on {}. ",
                color_name(color),
                safe.join(" ")
            );
        }
    }
    clip(out.trim_end())
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "king g1, rooks a1 f1, pawns a2 b2" — or "no pieces".
fn pieces_of(pos: &Position, color: Color) -> String {
    let mut groups = Vec::new();
    for role in ORDER {
        let mut squares: Vec<Square> = Vec::new();
        let mut refugees: Vec<Square> = Vec::new();
        for (sq, piece) in pos.pieces() {
            if piece.color != color || piece.role != role {
                continue;
            }
            if role == Role::Pawn && pos.is_refugee(sq) {
                refugees.push(sq);
            } else {
                squares.push(sq);
            }
        }
        if !squares.is_empty() {
            groups.push(group(role.name(), &squares));
        }
        if !refugees.is_empty() {
            groups.push(group("refugee", &refugees));
        }
    }
    if groups.is_empty() {
        "no pieces".into()
    } else {
        groups.join(", ")
    }
}

fn group(name: &str, squares: &[Square]) -> String {
    let list: Vec<String> = squares.iter().map(ToString::to_string).collect();
    let plural = if squares.len() > 1 { "s" } else { "" };
    format!("{name}{plural} {}", list.join(" "))
}

/// Pieces a capture could take for free: attacked by the other side, not defended by
/// their own (kings and refugees, which are never captured, left out).
fn in_danger(pos: &Position) -> Vec<String> {
    pos.pieces()
        .filter(|&(sq, piece)| {
            piece.role != Role::King
                && !pos.is_refugee(sq)
                && pos.is_attacked(sq, !piece.color)
                && !pos.is_attacked(sq, piece.color)
        })
        .map(|(sq, piece)| format!("{} {} {sq}", color_name(piece.color), piece.role.name()))
        .collect()
}

/// `text` cut to [`MAX_ALT_TEXT`] characters, ending in "…" if cut.
pub(crate) fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_ALT_TEXT {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(MAX_ALT_TEXT - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn names() -> ByColor<String> {
        ByColor::new("alice".to_owned(), "bob".to_owned())
    }

    #[test]
    fn the_start_names_the_side_to_move_and_every_piece() {
        let text = describe(&Position::new(Variant::Chess), Some(&names()), false);
        assert!(
            text.starts_with("Chess board. White (alice) to move."),
            "{text}"
        );
        assert!(
            text.contains("White (alice): king e1, queen d1, rooks a1 h1"),
            "{text}"
        );
        assert!(text.contains("pawns a7 b7 c7 d7 e7 f7 g7 h7"), "{text}");
        assert!(!text.contains("Attacked"), "{text}");
    }

    #[test]
    fn a_check_an_undefended_piece_and_refugees_are_said() {
        // Black's rook gives check; White's knight on c3 is attacked by the bishop.
        let pos = Position::from_fen(Variant::Chess, "4k3/8/8/8/1b6/2N5/8/4K2r w - - 0 1").unwrap();
        let text = describe(&pos, Some(&names()), false);
        assert!(text.contains("White (alice) to move, in check."), "{text}");
        assert!(
            text.contains("Attacked and undefended: White knight c3"),
            "{text}"
        );
        let pos = Position::from_fen(Variant::Sanctuary, "1P5R/6g1/8/8/8/8/8/8 b - - 0 1").unwrap();
        let text = describe(&pos, None, true);
        assert!(
            text.contains("refugee b8") && text.contains("rook h8"),
            "{text}"
        );
        assert!(text.contains("White safe in sanctuary on b8."), "{text}");
        assert!(!text.contains("to move"), "{text}");
    }

    #[test]
    fn long_names_are_clipped_to_discords_limit() {
        let long = ByColor::new("a".repeat(900), "b".repeat(900));
        let text = describe(&Position::new(Variant::Sanctuary), Some(&long), false);
        assert_eq!(text.chars().count(), MAX_ALT_TEXT);
        assert!(text.ends_with('…'));
    }
}
