//! A board picture in words, for screen readers: the alt text every board goes out with.
//!
//! It says what a sighted player takes in at a glance: whose move it is, every piece by
//! square, and what is in danger (a check, pieces attacked and undefended, pieces in
//! sanctuary).

use crate::core::i18n::Lang;
use crate::core::text::Msg;
use crate::core::words::variant_name;
use rules::{ByColor, Color, Position, Role, Square};

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

/// `pos` in words in `lang`, at most [`MAX_ALT_TEXT`] characters, with the players'
/// names if there are players. `over` says the game is over, so nobody is "to move".
pub fn describe(pos: &Position, names: Option<&ByColor<String>>, over: bool, lang: Lang) -> String {
    let side = |c: Color| match names {
        Some(n) => Msg::new("alt-side-named")
            .text("color", color_msg(c))
            .str("name", n[c].clone())
            .plain(lang),
        None => color_msg(c).plain(lang),
    };
    let mut sentences = vec![
        Msg::new("alt-board")
            .text("variant", Msg::new(variant_name(pos.variant())))
            .plain(lang),
    ];
    if !over {
        let id = if pos.is_check() {
            "alt-to-move-in-check"
        } else {
            "alt-to-move"
        };
        sentences.push(Msg::new(id).str("side", side(pos.turn())).plain(lang));
    }
    for color in [Color::White, Color::Black] {
        sentences.push(
            Msg::new("alt-pieces")
                .str("side", side(color))
                .str("pieces", pieces_of(pos, color, lang))
                .plain(lang),
        );
    }
    let danger = in_danger(pos, lang);
    if !danger.is_empty() {
        sentences.push(
            Msg::new("alt-attacked")
                .str("pieces", danger.join(", "))
                .plain(lang),
        );
    }
    for color in [Color::White, Color::Black] {
        let safe: Vec<String> = pos
            .sanctuary_safe(color)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        if !safe.is_empty() {
            sentences.push(
                Msg::new("alt-safe")
                    .text("color", color_msg(color))
                    .str("squares", safe.join(" "))
                    .plain(lang),
            );
        }
    }
    clip(&sentences.join(" "))
}

fn color_msg(c: Color) -> Msg {
    Msg::new(match c {
        Color::White => "color-white",
        Color::Black => "color-black",
    })
}

/// The message naming a group of pieces of `role` (or refugees), with their squares:
/// `alt-knights`, `alt-refugees`.
fn group_id(role: Option<Role>) -> String {
    format!("alt-{}s", role.map_or("refugee", Role::id))
}

/// "king g1, rooks a1 f1, pawns a2 b2" — or "no pieces".
fn pieces_of(pos: &Position, color: Color, lang: Lang) -> String {
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
            groups.push(group(Some(role), &squares, lang));
        }
        if !refugees.is_empty() {
            groups.push(group(None, &refugees, lang));
        }
    }
    if groups.is_empty() {
        Msg::new("alt-no-pieces").plain(lang)
    } else {
        groups.join(", ")
    }
}

fn group(role: Option<Role>, squares: &[Square], lang: Lang) -> String {
    let list: Vec<String> = squares.iter().map(ToString::to_string).collect();
    Msg::new(group_id(role))
        .count("count", squares.len())
        .str("squares", list.join(" "))
        .plain(lang)
}

/// Pieces a capture could take for free: attacked by the other side, not defended by
/// their own (kings and refugees, which are never captured, left out).
fn in_danger(pos: &Position, lang: Lang) -> Vec<String> {
    pos.pieces()
        .filter(|&(sq, piece)| {
            piece.role != Role::King
                && !pos.is_refugee(sq)
                && pos.is_attacked(sq, !piece.color)
                && !pos.is_attacked(sq, piece.color)
        })
        .map(|(sq, piece)| {
            Msg::new("alt-in-danger")
                .text("color", color_msg(piece.color))
                .str("piece", group(Some(piece.role), &[sq], lang))
                .plain(lang)
        })
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
        let text = describe(
            &Position::new(Variant::Chess),
            Some(&names()),
            false,
            Lang::En,
        );
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
        let text = describe(&pos, Some(&names()), false, Lang::En);
        assert!(text.contains("White (alice) to move, in check."), "{text}");
        assert!(
            text.contains("Attacked and undefended: White knight c3"),
            "{text}"
        );
        let pos = Position::from_fen(Variant::Sanctuary, "1P5R/6g1/8/8/8/8/8/8 b - - 0 1").unwrap();
        let text = describe(&pos, None, true, Lang::En);
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
        let text = describe(
            &Position::new(Variant::Sanctuary),
            Some(&long),
            false,
            Lang::En,
        );
        assert_eq!(text.chars().count(), MAX_ALT_TEXT);
        assert!(text.ends_with('…'));
    }
}
