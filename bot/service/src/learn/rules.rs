//! The rules in players' words.

use crate::core::catalogue::{Args, CommandSpec, OptionKind, command, required};
use crate::core::context::Ctx;
use crate::core::reply::{Reply, Response};
use crate::core::request::Command;
use crate::core::text::Text;
use rules::Variant;

/// A variant's rules as players would explain them to a friend.
pub fn rules_text(variant: Variant) -> Text {
    let words: &str = match variant {
        Variant::Sanctuary => {
            "**Sanctuary Chess**\n\
            There is no king and no queen. Instead each side has an **archbishop** (A, d-file), which moves like a bishop or a knight, \
            and a **Swiss guard** (G, e-file), which leaps one or two squares in any straight or diagonal direction, jumping over anything.\n\
            Nothing is royal: no check, no checkmate, no castling — any move the pieces allow is legal.\n\
            Pawns never promote. A pawn that reaches the last rank becomes a **refugee**: it can never move again and can never be captured.\n\
            **How to win:** right after your move, have two pieces on your opponent's back rank (refugees count) that your opponent cannot capture. \
            Two there with one attackable? Your opponent must capture it at once, or lose.\n\
            **Draws:** no legal move for the player to move, fifty moves without a capture or pawn move, threefold repetition, \
            or neither side having two pieces left."
        }
        Variant::Scepter => {
            "**Capture the Scepter**\n\
            Chess, with two new ideas.\n\
            **The scepter** lies on each king's starting square: White's on e1, Black's on e8. It never moves. \
            If your king steps onto your opponent's scepter square — by a normal move or a capture — you win at once. \
            Your king still may not move into check, so a guarded scepter is safe.\n\
            **The sliding pawn:** when an enemy piece stands right in front of your pawn, the pawn may also step one square diagonally forward onto an empty square, sliding past it.\n\
            Checkmate also wins; stalemate, fifty moves and threefold repetition draw. A lone king can still win, so there is no draw for lack of material."
        }
        Variant::Chess => {
            "**Chess**\n\
            The usual rules (FIDE): castling, en passant, promotion, check and checkmate. \
            Stalemate, fifty moves without a capture or pawn move, threefold repetition and positions where nobody can ever checkmate are drawn automatically — nobody needs to claim."
        }
    };
    emphasised(words)
}

/// `**x**` in the rules' own prose as strong spans (the prose lives here, as one
/// readable paragraph per game; nothing from players passes through this).
fn emphasised(words: &str) -> Text {
    let mut text = Text::new();
    for (i, part) in words.split("**").enumerate() {
        if i % 2 == 1 {
            text = text.strong(part);
        } else {
            text = text.plain(part);
        }
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
