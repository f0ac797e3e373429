//! The rules in players' words.

use crate::core::catalogue::{Args, CommandSpec, OptionKind, command, required};
use crate::core::context::Ctx;
use crate::core::i18n::Lang;
use crate::core::reply::{Reply, Response};
use crate::core::request::Command;
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::variant_name;
use rules::Variant;

/// A variant's rules as players would explain them to a friend: its name in bold,
/// then a paragraph a line, the words to remember in bold.
pub fn rules_text(variant: Variant) -> Text {
    let paragraphs = match variant {
        Variant::Sanctuary => vec![
            Msg::new("rules-sanctuary-pieces")
                .strong("archbishop", Msg::new("rules-archbishop"))
                .strong("guard", Msg::new("rules-swiss-guard")),
            Msg::new("rules-sanctuary-nothing-royal"),
            Msg::new("rules-sanctuary-pawns").strong("refugee", Msg::new("rules-refugee")),
            Msg::new("rules-sanctuary-win").strong("label", Msg::new("rules-how-to-win")),
            Msg::new("rules-sanctuary-draws").strong("label", Msg::new("rules-draws")),
        ],
        Variant::Scepter => vec![
            Msg::new("rules-scepter-ideas"),
            Msg::new("rules-scepter-scepter").strong("label", Msg::new("rules-the-scepter")),
            Msg::new("rules-scepter-slide").strong("label", Msg::new("rules-sliding-pawn")),
            Msg::new("rules-scepter-endings"),
        ],
        Variant::Chess => vec![Msg::new("rules-chess")],
    };
    let mut text = Text::new().strong_msg(Msg::new(variant_name(variant)));
    for paragraph in paragraphs {
        text = text.line().msg(paragraph);
    }
    text
}

/// The alt text of the picture that goes with `v`'s rules, in `lang`: its start
/// position in words.
pub fn rules_alt(v: Variant, lang: Lang) -> String {
    crate::game::alt::describe(&rules::Position::new(v), None, false, lang)
}

/// The words of `v`'s rules picture in `lang`, for [`render::Renderer::rules_png`]:
/// the game's name as its title, and each legend entry's name and explanation
/// (messages `legend-<key>`).
pub fn rules_words(v: Variant, lang: Lang) -> impl Fn(&str) -> String {
    move |key: &str| match key {
        "title" => Msg::new(variant_name(v)).plain(lang),
        key => Msg::new(format!("legend-{key}")).plain(lang),
    }
}

/// `v`'s rules picture in `lang`; `None` if it could not be drawn (logged).
pub(crate) fn rules_png(renderer: &render::Renderer, v: Variant, lang: Lang) -> Option<Vec<u8>> {
    renderer
        .rules_png(v, render::SquareSize::DEFAULT, &rules_words(v, lang))
        .map_err(|e| tracing::warn!(error = %e, "rules picture failed"))
        .ok()
}

/// `rules`: the rules in words and the start position's picture.
pub fn rules(cx: &Ctx<'_>, v: Variant) -> Response {
    let start = rules::Position::new(v);
    let how = crate::core::reply::BoardPicture {
        game: None,
        alt: String::new(),
        variant: v,
        fen: start.fen(),
        orientation: rules::Color::White,
        last_move: None,
        ply: 0,
        file_name: format!("rules-{}.png", v.id()),
        png: None,
        words: None,
    };
    let renderer = cx.renderer.cloned();
    let board =
        crate::core::reply::BoardPicture::drawn(how, move |lang| crate::core::reply::Drawn {
            bytes: renderer.as_ref().and_then(|r| rules_png(r, v, lang)),
            alt: rules_alt(v, lang),
        });
    Response::one(Reply::public(crate::learn::rules::rules_text(v)).with_board(board))
}

/// `rules`.
pub(crate) const RULES: CommandSpec = command(
    "rules-description",
    &[required("variant", "rules-variant", OptionKind::Variant)],
    |a| {
        Ok(Command::Rules {
            variant: a.need("variant", Args::variant)?,
        })
    },
);

#[cfg(test)]
mod tests {
    use super::*;

    /// The picture's pixels, row by row, three bytes each.
    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG");
        let mut rgb = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut rgb).expect("a frame");
        assert_eq!(info.color_type, png::ColorType::Rgb, "drawn in full colour");
        rgb.truncate(info.buffer_size());
        (info.width, info.height, rgb)
    }

    /// Every language's legend, the longest words included, stays inside the picture:
    /// nothing is drawn in the frame's margins, and every entry's explanation is there
    /// (a line that could not be broken, such as Chinese written without spaces, would
    /// run into the right margin).
    #[test]
    fn the_legend_stays_in_its_layout_in_every_language() {
        let renderer = render::Renderer::new().expect("the artwork parses");
        for variant in [Variant::Sanctuary, Variant::Scepter, Variant::Chess] {
            let mut heights = Vec::new();
            for lang in Lang::ALL {
                let png = rules_png(&renderer, variant, lang).expect("drawn");
                let (width, height, rgb) = decode(&png);
                let layout = render::Layout::new(
                    render::SquareSize::DEFAULT.px(),
                    rules::Color::White,
                    true,
                );
                assert_eq!(width, layout.width, "{lang} {variant}");
                let pixel = |x: u32, y: u32| {
                    let i = ((y * width + x) * 3) as usize;
                    [rgb[i], rgb[i + 1], rgb[i + 2]]
                };
                let legend_top = layout.board_y + 8 * layout.square + layout.pad;
                // The text may reach the margin's first pixels by anti-aliasing.
                let margin = (width - layout.pad / 2)..width;
                for y in legend_top..height {
                    for x in margin.clone() {
                        assert_eq!(
                            pixel(x, y),
                            render::colors::FRAME,
                            "{lang} {variant}: ({x}, {y}) in the right margin"
                        );
                    }
                }
                heights.push((lang, height));
            }
            // Wrapped, not cut: a language that needs more lines gets a taller picture,
            // but none needs twice the English legend.
            let english = heights[0].1;
            for (lang, height) in heights {
                assert!(height < 2 * english, "{lang} {variant}: {height} px");
            }
        }
    }

    #[test]
    fn the_rules_picture_is_worded_in_its_readers_language() {
        let title = rules_words(Variant::Sanctuary, Lang::De)("title");
        assert_eq!(title, Msg::new("variant-sanctuary").plain(Lang::De));
        let guard = rules_words(Variant::Sanctuary, Lang::ZhCn)("swiss-guard");
        assert_ne!(
            guard,
            rules_words(Variant::Sanctuary, Lang::En)("swiss-guard")
        );
        assert!(
            rules_alt(Variant::Chess, Lang::Fr).starts_with(
                &Msg::new("alt-board")
                    .text("variant", Msg::new("variant-chess"))
                    .plain(Lang::Fr)
            )
        );
    }
}
