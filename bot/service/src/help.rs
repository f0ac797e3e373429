//! The help text and the rules in players' words.

use rules::Variant;
use std::fmt::Write as _;

/// Every command with a one-line explanation, in the order a newcomer needs them.
pub const COMMANDS: &[(&str, &str)] = &[
    (
        "challenge @user <variant> [white|black|random] [days] [rated|casual]",
        "invite someone to a game (variants: sanctuary, scepter, chess; days per move 1, 2, 3, 5, 7, 10 or 14)",
    ),
    ("accept / decline", "answer a challenge made to you"),
    ("cancel", "withdraw your own challenge"),
    (
        "move <move>",
        "play a move: SAN like e4, Nf3, exd5, O-O, or UCI like e2e4",
    ),
    ("board", "show the current position"),
    ("games", "your games and open challenges in this server"),
    (
        "draw",
        "offer a draw, or accept your opponent's offer (`decline` turns it down)",
    ),
    ("resign", "give up the game (you'll be asked to confirm)"),
    (
        "abort",
        "call the game off before both sides have moved: no result, no rating change",
    ),
    (
        "takeback",
        "ask to take back your last move, or agree to your opponent's request (unrated games only)",
    ),
    (
        "pgn",
        "the game record as a PGN file, with an animated replay",
    ),
    ("rules <variant>", "how a variant is played, with a picture"),
    ("leaderboard [variant] [page]", "the server's ratings"),
    ("stats [@user]", "a player's ratings and record"),
    (
        "settings [days N] [rated yes|no] [threads yes|no]",
        "the server's defaults (Manage Server only)",
    ),
    ("help", "this list"),
];

/// The help text: what Sanctum is and every command.
pub fn help_text() -> String {
    let mut text = String::from(
        "**Sanctum** plays Sanctuary Chess, Capture the Scepter and chess by correspondence: one move at a time, over hours or days.\n",
    );
    for (usage, what) in COMMANDS {
        let _ = write!(text, "\n`{usage}` — {what}");
    }
    text.push_str(
        "\n\nEach move has a deadline (the game's days per move). You get one reminder when 80% of your time is gone; if the deadline passes, you lose on time.",
    );
    text
}

/// A variant's rules as players would explain them to a friend.
pub fn rules_text(variant: Variant) -> String {
    match variant {
        Variant::Sanctuary => "**Sanctuary Chess**\n\
            There is no king and no queen. Instead each side has an **archbishop** (A, d-file), which moves like a bishop or a knight, \
            and a **Swiss guard** (G, e-file), which leaps one or two squares in any straight or diagonal direction, jumping over anything.\n\
            Nothing is royal: no check, no checkmate, no castling — any move the pieces allow is legal.\n\
            Pawns never promote. A pawn that reaches the last rank becomes a **refugee**: it can never move again and can never be captured.\n\
            **How to win:** right after your move, have two pieces on your opponent's back rank (refugees count) that your opponent cannot capture. \
            Two there with one attackable? Your opponent must capture it at once, or lose.\n\
            **Draws:** no legal move for the player to move, fifty moves without a capture or pawn move, threefold repetition, \
            or neither side having two pieces left."
            .into(),
        Variant::Scepter => "**Capture the Scepter**\n\
            Chess, with two new ideas.\n\
            **The scepter** lies on each king's starting square: White's on e1, Black's on e8. It never moves. \
            If your king steps onto your opponent's scepter square — by a normal move or a capture — you win at once. \
            Your king still may not move into check, so a guarded scepter is safe.\n\
            **The sliding pawn:** when an enemy piece stands right in front of your pawn, the pawn may also step one square diagonally forward onto an empty square, sliding past it.\n\
            Checkmate also wins; stalemate, fifty moves and threefold repetition draw. A lone king can still win, so there is no draw for lack of material."
            .into(),
        Variant::Chess => "**Chess**\n\
            The usual rules (FIDE): castling, en passant, promotion, check and checkmate. \
            Stalemate, fifty moves without a capture or pawn move, threefold repetition and positions where nobody can ever checkmate are drawn automatically — nobody needs to claim."
            .into(),
    }
}
