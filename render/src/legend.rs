//! The rules picture: a variant's start position with a legend of what is
//! special in it, for the bot's `/rules` command.

use crate::board::{self, Layout, square_states};
use crate::canvas::{Canvas, fit_text, text_width};
use crate::fonts::Fonts;
use crate::fonts::Typeface;
use crate::sprites::{Art, SpriteSet};
use crate::style::{self, Rgb};
use crate::{Arrow, MarkColor, RenderError};
use rules::{Color, Piece, Position, Role, Square, Variant};

/// What a legend tile shows.
enum Tile {
    /// Sprites stacked on a square of a colour.
    Art(Rgb, Vec<Art>),
    /// A pawn with a diagonal arrow: the Capture the Scepter slide.
    Slide,
}

/// One legend row: a tile, and the key of its name; the explanation's key is the
/// name's with `-text` after it. The caller words both, in its reader's language.
struct Entry {
    tile: Tile,
    key: &'static str,
}

const W: Color = Color::White;
const B: Color = Color::Black;

fn entries(variant: Variant) -> Vec<Entry> {
    let light_last = style::blend(style::LIGHT, style::LAST_MOVE, style::LAST_MOVE_ALPHA);
    let white_target = style::blend(style::LIGHT, style::TINT_WHITE, style::TINT_WHITE_ALPHA);
    match variant {
        Variant::Sanctuary => vec![
            Entry {
                tile: Tile::Art(
                    style::LIGHT,
                    vec![Art::Piece(Piece::new(W, Role::Archbishop))],
                ),
                key: "archbishop",
            },
            Entry {
                tile: Tile::Art(style::DARK, vec![Art::Piece(Piece::new(W, Role::Guard))]),
                key: "swiss-guard",
            },
            Entry {
                tile: Tile::Art(white_target, vec![Art::Refugee(W)]),
                key: "refugee",
            },
            Entry {
                tile: Tile::Art(
                    white_target,
                    vec![Art::Piece(Piece::new(W, Role::Rook)), Art::Safe],
                ),
                key: "safe-in-sanctuary",
            },
        ],
        Variant::Scepter => vec![
            Entry {
                tile: Tile::Art(style::LIGHT, vec![Art::Scepter]),
                key: "scepter",
            },
            Entry {
                tile: Tile::Art(style::LIGHT, vec![Art::Threat, Art::Scepter]),
                key: "scepter-in-danger",
            },
            Entry {
                tile: Tile::Slide,
                key: "sliding-pawn",
            },
            Entry {
                tile: Tile::Art(
                    style::DARK,
                    vec![Art::Check, Art::Piece(Piece::new(W, Role::King))],
                ),
                key: "checkmate",
            },
        ],
        Variant::Chess => vec![
            Entry {
                tile: Tile::Art(light_last, vec![Art::Piece(Piece::new(B, Role::Knight))]),
                key: "last-move",
            },
            Entry {
                tile: Tile::Art(
                    style::DARK,
                    vec![Art::Check, Art::Piece(Piece::new(W, Role::King))],
                ),
                key: "check",
            },
        ],
    }
}

/// Splits `text` into lines no wider than `max` px, breaking where Unicode's line
/// breaking allows: at spaces, and between the characters of scripts written without
/// them (Chinese, Japanese).
fn wrap(font: &Typeface, px: f32, text: &str, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut start = 0;
    for (end, _) in unicode_linebreak::linebreaks(text) {
        let piece = &text[start..end];
        start = end;
        let candidate = format!("{line}{piece}");
        if text_width(font, px, candidate.trim_end()) > max && !line.trim().is_empty() {
            lines.push(std::mem::take(&mut line).trim_end().to_owned());
            line.push_str(piece.trim_start());
        } else {
            line = candidate;
        }
    }
    let last = line.trim_end();
    if !last.is_empty() {
        lines.push(last.to_owned());
    }
    lines
}

/// Draws the rules picture of `variant`.
pub(crate) fn draw(
    sprites: &SpriteSet,
    fonts: &Fonts,
    variant: Variant,
    words: &dyn Fn(&str) -> String,
) -> Result<Canvas, RenderError> {
    let s = sprites.px();
    let board_layout = Layout::new(s, Color::White, true);
    let sf = s as f32;
    let title_size = (sf * 0.36).max(17.0);
    let head_size = (sf * 0.27).max(13.0);
    let body_size = (sf * 0.23).max(11.5);
    let line_h = body_size * 1.3;
    let tile = s;
    let gap = sf * 0.3;
    let text_x = board_layout.pad as f32 + tile as f32 + gap;
    let text_w = board_layout.width as f32 - text_x - board_layout.pad as f32;

    let rows: Vec<(String, Entry, Vec<String>, f32)> = entries(variant)
        .into_iter()
        .map(|e| {
            let text = words(&format!("{}-text", e.key));
            let lines = wrap(&fonts.regular, body_size, &text, text_w);
            let h = (head_size * 1.35 + lines.len() as f32 * line_h).max(tile as f32);
            (
                fit_text(&fonts.bold, head_size, &words(e.key), text_w),
                e,
                lines,
                h,
            )
        })
        .collect();
    let legend_h: f32 = rows.iter().map(|r| r.3 + gap).sum::<f32>() + gap;
    // The bottom name bar's room holds the legend instead.
    let legend_top = board_layout.board_y + 8 * s + board_layout.pad;
    let height = legend_top + legend_h.ceil() as u32;
    let mut canvas = Canvas::new(board_layout.width, height, style::FRAME)?;

    // Title bar.
    let heading = fit_text(
        &fonts.bold,
        title_size,
        &words("title"),
        (board_layout.width - 2 * board_layout.pad) as f32,
    );
    let heading = heading.as_str();
    let title_width = text_width(&fonts.bold, title_size, heading);
    canvas.text(
        &fonts.bold,
        title_size,
        (board_layout.width as f32 - title_width) / 2.0,
        board_layout.bar as f32 / 2.0 + title_size * 0.36,
        heading,
        style::TEXT,
    );

    // The start position.
    let pos = Position::new(variant);
    let states = square_states(&pos, None, true);
    for sq in Square::all() {
        board::draw_square(
            &mut canvas,
            &board_layout,
            board_layout.square_origin(sq),
            sprites,
            fonts,
            board::Look::of(true, crate::Theme::Classic),
            sq,
            &states[sq.index()],
        );
    }

    // The legend.
    let mut y = legend_top as f32 + gap;
    let x = board_layout.pad as i32;
    for (title, entry, lines, h) in &rows {
        let ty = (y + (h - tile as f32) / 2.0).round() as i32;
        draw_tile(&mut canvas, sprites, &entry.tile, x, ty, tile);
        let mut baseline = y + head_size;
        canvas.text(&fonts.bold, head_size, text_x, baseline, title, style::TEXT);
        baseline += head_size * 0.12;
        for line in lines {
            baseline += line_h;
            canvas.text(
                &fonts.regular,
                body_size,
                text_x,
                baseline,
                line,
                style::TEXT_MUTED_LIGHT,
            );
        }
        y += h + gap;
    }
    Ok(canvas)
}

fn draw_tile(canvas: &mut Canvas, sprites: &SpriteSet, tile: &Tile, x: i32, y: i32, size: u32) {
    match tile {
        Tile::Art(bg, arts) => {
            canvas.fill_rect(x, y, size, size, *bg);
            for art in arts {
                canvas.sprite(sprites.get(*art), x, y);
            }
        }
        Tile::Slide => {
            // A 2x2 corner of a board: a black pawn blocks the white pawn, which slides past.
            let half = size / 2;
            let colors = [style::LIGHT, style::DARK, style::DARK, style::LIGHT];
            for (i, c) in colors.iter().enumerate() {
                canvas.fill_rect(
                    x + (i as u32 % 2 * half) as i32,
                    y + (i as u32 / 2 * half) as i32,
                    half,
                    half,
                    *c,
                );
            }
            let small = half as f32;
            canvas.sprite_scaled(
                sprites.get(Art::Piece(Piece::new(B, Role::Pawn))),
                x as f32,
                y as f32,
                small,
            );
            canvas.sprite_scaled(
                sprites.get(Art::Piece(Piece::new(W, Role::Pawn))),
                x as f32,
                (y + half as i32) as f32,
                small,
            );
            let mini = Layout {
                square: half,
                pad: 0,
                bar: 0,
                banner: 0,
                board_x: x as u32,
                board_y: (y as u32).saturating_sub(6 * half),
                width: 0,
                height: 0,
                orientation: Color::White,
            };
            let (a1, b2) = (Square::A1, Square::from_coords(1, 1).unwrap_or(Square::A1));
            board::draw_arrow(
                canvas,
                &mini,
                Arrow {
                    from: a1,
                    to: b2,
                    color: MarkColor::Green,
                },
            );
        }
    }
}
