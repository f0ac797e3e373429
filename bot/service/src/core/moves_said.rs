//! Why a typed move is refused, in the reader's language: the rules crate says what
//! went wrong as values, and these messages word them.

use crate::core::text::{Msg, Text};
use crate::core::words::variant_name;
use rules::{Color, IllegalReason, MoveError, Origin, Outcome, Role, SyntaxHint};

/// The whole refusal of typed text that is no move the player can play now.
pub(crate) fn move_error_msg(e: &MoveError) -> Msg {
    match e {
        MoveError::Syntax { input, hint } => Msg::new("move-error-syntax")
            .code("input", input.clone())
            .text("hint", hint_msg(*hint)),
        MoveError::Illegal {
            input,
            reason,
            legal,
        } => Msg::new("move-error-illegal")
            .str("input", input.clone())
            .text("reason", reason_msg(reason))
            .str("moves", legal.join(", ")),
        MoveError::Ambiguous { input, candidates } => Msg::new("move-error-ambiguous")
            .str("input", input.clone())
            .str("moves", candidates.join(", ")),
        MoveError::GameOver(outcome) => {
            Msg::new("move-error-game-over").text("outcome", outcome_msg(*outcome))
        }
    }
}

/// Why the rules refuse `e`, in a few words that follow a colon (a line of
/// conditional moves names the move and where it stands itself).
pub(crate) fn move_error_why(e: &MoveError) -> Msg {
    match e {
        MoveError::Syntax { hint, .. } => {
            Msg::new("move-error-why-syntax").text("hint", hint_msg(*hint))
        }
        MoveError::Illegal { reason, .. } => reason_msg(reason),
        MoveError::Ambiguous { candidates, .. } => {
            Msg::new("move-error-why-ambiguous").text("moves", or_list(candidates))
        }
        MoveError::GameOver(outcome) => {
            Msg::new("move-error-why-game-over").text("outcome", outcome_msg(*outcome))
        }
    }
}

/// How to write a move, to follow "is not a move:".
fn hint_msg(hint: SyntaxHint) -> Msg {
    match hint {
        SyntaxHint::Notation => Msg::new("move-error-hint-notation"),
        SyntaxHint::Uci => Msg::new("move-error-hint-uci"),
        SyntaxHint::PromotionLetter => Msg::new("move-error-hint-promotion-letter"),
        SyntaxHint::UpperCaseLetter(role) => with_role(
            Msg::new("move-error-hint-upper-case"),
            "role",
            "piece",
            role,
        )
        .str("letter", role.upper_char().to_string())
        .str("example", format!("{}f3", role.upper_char())),
        SyntaxHint::NotLegal => Msg::new("move-error-hint-not-legal"),
    }
}

/// Why no legal move matches, as a clause; with the hint that piece letters are
/// upper case where a file letter may have meant a piece.
#[allow(clippy::too_many_lines, reason = "one message per reason")]
fn reason_msg(reason: &IllegalReason) -> Msg {
    let msg = match reason {
        IllegalReason::WrongLetter { from, role, letter } => {
            let msg = Msg::new("move-error-wrong-letter").str("square", from.to_string());
            let msg = with_role(msg, "role", "piece", *role);
            with_role(msg, "letter_role", "letter_piece", *letter)
        }
        IllegalReason::NoCastling(variant) => {
            Msg::new("move-error-no-castling").text("variant", Msg::new(variant_name(*variant)))
        }
        IllegalReason::CastlingRightsLost { color, kingside } => {
            Msg::new("move-error-castling-rights")
                .text("color", color_msg(*color))
                .str("wing", if *kingside { "kingside" } else { "queenside" })
        }
        IllegalReason::CastlingInCheck(color) => {
            Msg::new("move-error-castling-in-check").text("color", color_msg(*color))
        }
        IllegalReason::CastlingBlocked(square) => {
            Msg::new("move-error-castling-blocked").str("square", square.to_string())
        }
        IllegalReason::CastlingAttacked(square) => {
            Msg::new("move-error-castling-attacked").str("square", square.to_string())
        }
        IllegalReason::CastlingNotAllowed => Msg::new("move-error-castling-not-allowed"),
        IllegalReason::SanctuaryPromotion(square) => {
            Msg::new("move-error-sanctuary-promotion").str("square", square.to_string())
        }
        IllegalReason::PromotionRole(role) => with_role(
            Msg::new("move-error-promotion-role"),
            "role",
            "piece",
            *role,
        ),
        IllegalReason::PromotionRank(square) => {
            Msg::new("move-error-promotion-rank").str("square", square.to_string())
        }
        IllegalReason::EmptySquare(square) => {
            Msg::new("move-error-empty-square").str("square", square.to_string())
        }
        IllegalReason::NotYourPiece {
            square,
            role,
            owner,
            turn,
        } => {
            let msg = Msg::new("move-error-not-your-piece").str("square", square.to_string());
            with_role(msg, "role", "piece", *role)
                .text("owner", color_msg(*owner))
                .text("turn", color_msg(*turn))
        }
        IllegalReason::RefugeeMoves(square) => {
            Msg::new("move-error-refugee-moves").str("square", square.to_string())
        }
        IllegalReason::RefugeeCaptured { square, .. } => {
            Msg::new("move-error-refugee-captured").str("square", square.to_string())
        }
        IllegalReason::OwnPiece { square, role, .. } => {
            let msg = Msg::new("move-error-own-piece").str("square", square.to_string());
            with_role(msg, "role", "piece", *role)
        }
        IllegalReason::InCheck {
            color, role, to, ..
        } => {
            let msg = Msg::new("move-error-in-check")
                .text("color", color_msg(*color))
                .str("square", to.to_string());
            with_role(msg, "role", "piece", *role)
        }
        IllegalReason::NoneCanMove {
            color, role, to, ..
        } => {
            let msg = Msg::new("move-error-none-can-move")
                .text("color", color_msg(*color))
                .str("square", to.to_string());
            with_role(msg, "role", "piece", *role)
        }
        IllegalReason::NoneFromThere {
            role, origin, to, ..
        } => {
            let msg = match origin {
                Origin::File(file) => {
                    Msg::new("move-error-none-from-file").str("file", file.to_string())
                }
                Origin::Rank(rank) => Msg::new("move-error-none-from-rank").num("rank", *rank),
            };
            with_role(msg.str("square", to.to_string()), "role", "piece", *role)
        }
        IllegalReason::NoMatch { .. } => Msg::new("move-error-no-match"),
        IllegalReason::PawnNeedsFile(moves) => {
            Msg::new("move-error-pawn-needs-file").text("moves", or_list(moves))
        }
        IllegalReason::NoSuchPiece { color, role } => {
            let msg = Msg::new("move-error-no-such-piece").text("color", color_msg(*color));
            with_role(msg, "role", "piece", *role)
        }
    };
    match reason.meant() {
        Some(meant) => {
            let hinted = Msg::new("move-error-upper-case-hint")
                .text("reason", msg)
                .str("letter", meant.upper_char().to_string());
            with_role(hinted, "role", "piece", meant)
        }
        None => msg,
    }
}

/// How a game ended, to follow "the game is over:".
pub(crate) fn outcome_msg(outcome: Outcome) -> Msg {
    let reason = outcome.reason.id();
    match outcome.winner {
        Some(winner) => Msg::new("move-error-won")
            .text("side", color_msg(winner))
            .str("reason", reason),
        None => Msg::new("move-error-drawn").str("reason", reason),
    }
}

/// `msg` with a piece: `id_arg` its id (`knight`), for selectors that pick an article
/// or a form, and `name_arg` its name in the reader's language.
pub(crate) fn with_role(msg: Msg, id_arg: &'static str, name_arg: &'static str, role: Role) -> Msg {
    msg.str(id_arg, role.id())
        .text(name_arg, Msg::new(format!("role-{}", role.id())))
}

/// A side's name.
fn color_msg(color: Color) -> Msg {
    Msg::new(match color {
        Color::White => "color-white",
        Color::Black => "color-black",
    })
}

/// Moves that are each meant, as `exd5 or cxd5`: joined from the last, so each
/// language words its own "or".
fn or_list(moves: &[String]) -> Text {
    moves
        .iter()
        .rev()
        .fold(None, |rest: Option<Text>, san| {
            Some(match rest {
                None => Text::from(san.as_str()),
                Some(rest) => Msg::new("move-error-or")
                    .str("first", san.clone())
                    .text("rest", rest)
                    .into(),
            })
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Position, Variant};

    /// The error for `typed` at `fen`.
    fn error(variant: Variant, fen: &str, typed: &str) -> MoveError {
        let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        match pos.parse_san(typed) {
            Ok(m) => panic!("{typed} is legal at {fen}: {m}"),
            Err(e) => e,
        }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /// In English, the refusal reads as the rules word the error, with a full stop.
    #[test]
    fn refusals_read_in_english_as_the_rules_word_them() {
        for (variant, fen, typed) in [
            (Variant::Chess, START, "Nd2"),
            (Variant::Chess, START, "hello"),
            (Variant::Chess, START, "nf3"),
            (Variant::Chess, START, "e2e4e4"),
            (Variant::Chess, START, "e7e8x"),
            (Variant::Chess, "k7/8/8/8/8/1N3N2/8/K7 w - - 0 1", "Nd4"),
            (Variant::Sanctuary, Variant::Sanctuary.start_fen(), "ae3"),
            (Variant::Sanctuary, Variant::Sanctuary.start_fen(), "O-O"),
        ] {
            let e = error(variant, fen, typed);
            assert_eq!(
                Text::from(move_error_msg(&e)).to_string(),
                format!("{e}."),
                "{typed} at {fen}"
            );
        }
    }

    /// Every kind of reason reads in English as the rules word it.
    #[test]
    fn every_reason_reads_in_english_as_the_rules_word_it() {
        for (variant, fen, typed) in [
            (Variant::Chess, START, "Qg1f3"),
            (Variant::Chess, START, "e7e5"),
            (Variant::Chess, START, "e3e4"),
            (Variant::Chess, START, "O-O"),
            (Variant::Chess, START, "e5"),
            (Variant::Chess, START, "bc4"),
            (Variant::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Nc3"),
            (Variant::Chess, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", "Kd2"),
            (Variant::Chess, "r3k3/8/8/8/8/8/8/4K3 b - - 0 1", "O-O-O"),
            (Variant::Chess, "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "O-O"),
            (Variant::Chess, "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1", "e4=Q"),
            (Variant::Chess, "4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1", "d5"),
            (
                Variant::Sanctuary,
                "4g3/1P6/8/8/8/8/8/4G3 w - - 0 1",
                "b8=Q",
            ),
            (
                Variant::Sanctuary,
                "1P2g3/8/8/8/8/8/8/r3G3 w - - 0 1",
                "b8b7",
            ),
            (
                Variant::Sanctuary,
                "1P2g3/8/8/8/8/8/8/1r2G3 b - - 0 1",
                "Rxb8",
            ),
        ] {
            let MoveError::Illegal { reason, .. } = error(variant, fen, typed) else {
                panic!("{typed} at {fen} is not refused as illegal");
            };
            assert_eq!(
                Text::from(reason_msg(&reason)).to_string(),
                reason.to_string(),
                "{typed} at {fen}"
            );
        }
    }

    #[test]
    fn a_line_names_the_reason_alone() {
        let e = error(Variant::Chess, START, "Nd2");
        assert_eq!(
            Text::from(move_error_why(&e)).to_string(),
            "d2 holds your own pawn"
        );
        let e = error(Variant::Chess, START, "hello");
        assert!(
            Text::from(move_error_why(&e))
                .to_string()
                .starts_with("it is not a move (write SAN like e4"),
            "{e}"
        );
    }
}
