//! The board drawn in the page: an inline SVG of its squares, the last move's and the
//! checked king's squares marked, the coordinates, and each piece a `<use>` of one
//! sprite sheet (`/static/pieces.svg`, made once from Sanctum's own piece art and kept
//! by browsers), so a page carries a few kilobytes of board, not a picture.

use maud::{Markup, html};
use rules::{Color, Square};
use service::BoardView;
use std::fmt::Write as _;
use std::sync::LazyLock;

/// The address of the sprite sheet, as pages name it.
pub const SPRITE: &str = "/static/pieces.svg";

/// The sprite sheet: each piece's file as a `<symbol>` named like it, its comments
/// and inner ids dropped (the files reuse names such as `Shape`), the one gradient
/// a file refers to renamed after the piece.
static SHEET: LazyLock<String> = LazyLock::new(|| {
    let mut sheet = String::from(r#"<svg xmlns="http://www.w3.org/2000/svg">"#);
    for (name, art) in render::piece_art() {
        let body = art
            .split_once("-->")
            .map_or(art, |(_, rest)| rest)
            .trim()
            .replace("id=\"halo\"", &format!("id=\"halo-{name}\""))
            .replace("url(#halo)", &format!("url(#halo-{name})"));
        let Some((open, rest)) = body.split_once('>') else {
            continue;
        };
        let view = open
            .split("viewBox=\"")
            .nth(1)
            .and_then(|v| v.split('"').next())
            .unwrap_or("0 0 40 40");
        let inner = rest.trim_end().trim_end_matches("</svg>");
        let _ = write!(sheet, r#"<symbol id="{name}" viewBox="{view}">"#);
        sheet.push_str(&without_ids(inner));
        sheet.push_str("</symbol>");
    }
    sheet.push_str("</svg>");
    sheet
});

/// `svg` without its `id="…"` attributes, but for the gradients it refers to.
fn without_ids(svg: &str) -> String {
    let mut out = String::with_capacity(svg.len());
    let mut rest = svg;
    while let Some(at) = rest.find(" id=\"") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let value_end = from[5..].find('"').map_or(from.len(), |e| e + 6);
        let attribute = &from[..value_end];
        if attribute.contains("halo") {
            out.push_str(attribute);
        }
        rest = &from[value_end..];
    }
    out.push_str(rest);
    out
}

/// The sprite sheet, made on first use.
pub fn sheet() -> &'static str {
    SHEET.as_str()
}

/// Where `sq` is drawn, in squares from the top left, for a board seen from `side`.
fn place(sq: Square, side: Color) -> (u8, u8) {
    match side {
        Color::White => (sq.file(), 7 - sq.rank()),
        Color::Black => (7 - sq.file(), sq.rank()),
    }
}

/// `view` as an inline SVG seen from `side` (a8 at the top left for White), labelled
/// by `alt` for screen readers.
pub fn svg(view: &BoardView, side: Color, alt: &str) -> Markup {
    let marked = view
        .last_move
        .map(|(from, to)| [from, to])
        .into_iter()
        .flatten();
    html! {
        svg.board xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" role="img"
            aria-label=(alt) data-side=(if side == Color::White { "white" } else { "black" }) {
            rect.light width="8" height="8" {}
            @for sq in Square::all().filter(|s| s.is_dark()) {
                @let (x, y) = place(sq, side);
                rect.dark x=(x) y=(y) width="1" height="1" {}
            }
            @for sq in marked {
                @let (x, y) = place(sq, side);
                rect.last x=(x) y=(y) width="1" height="1" data-last=(sq) {}
            }
            @if let Some(sq) = view.check {
                @let (x, y) = place(sq, side);
                rect.check x=(x) y=(y) width="1" height="1" data-check=(sq) {}
            }
            (coordinates(side))
            @for (sq, piece) in &view.pieces {
                @let (x, y) = place(*sq, side);
                use href={ (SPRITE) "#" (piece) } x=(x) y=(y) width="1" height="1"
                    data-square=(sq) data-piece=(piece) {}
            }
        }
    }
}

/// The files along the bottom row and the ranks down the left column, each in its
/// square's corner.
fn coordinates(side: Color) -> Markup {
    let files = "abcdefgh";
    html! {
        @for i in 0..8u8 {
            @let file = if side == Color::White { i } else { 7 - i };
            @let rank = if side == Color::White { 8 - i } else { i + 1 };
            text.co x=(format!("{i}.95")) y="7.95" text-anchor="end" {
                (files.chars().nth(usize::from(file)).unwrap_or('?'))
            }
            text.co x="0.05" y=(format!("{i}.25")) { (rank) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sheet_holds_every_piece_once_and_no_stray_ids() {
        let sheet = SHEET.as_str();
        assert_eq!(render::piece_art().count(), 18, "16 pieces and 2 refugees");
        for (name, _) in render::piece_art() {
            assert_eq!(
                sheet.matches(&format!("id=\"{name}\"")).count(),
                1,
                "{name}"
            );
        }
        assert!(!sheet.contains("Shape") && !sheet.contains("<!--"));
        assert!(sheet.contains("url(#halo-refugee-w)"));
        assert!(sheet.len() < 40_000, "{}", sheet.len());
    }

    #[test]
    fn squares_sit_where_each_side_sees_them() {
        let e4: Square = "e4".parse().expect("a square");
        assert_eq!(place(e4, Color::White), (4, 4));
        assert_eq!(place(e4, Color::Black), (3, 3));
        assert_eq!(place(Square::A1, Color::White), (0, 7));
        assert_eq!(place(Square::H8, Color::Black), (0, 7));
    }
}
