//! The rules in players' words.

use crate::core::catalogue::{Args, CommandSpec, OptionKind, command, required};
use crate::core::context::Ctx;
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

/// The alt text of the picture that goes with `v`'s rules: its start position in words.
pub fn rules_alt(v: Variant) -> String {
    crate::game::alt::describe(&rules::Position::new(v), None, false)
}

/// `rules`: the rules in words and the start position's picture.
pub fn rules(cx: &Ctx<'_>, v: Variant) -> Response {
    let start = rules::Position::new(v);
    let png = cx.renderer.as_ref().and_then(|r| {
        r.rules_png(v, render::SquareSize::DEFAULT)
            .map_err(|e| tracing::warn!(error = %e, "rules picture failed"))
            .ok()
    });
    let board = crate::core::reply::BoardPicture {
        game: None,
        alt: rules_alt(v),
        variant: v,
        fen: start.fen(),
        orientation: rules::Color::White,
        last_move: None,
        ply: 0,
        file_name: format!("rules-{}.png", v.id()),
        png,
    };
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
