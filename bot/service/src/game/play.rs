//! Moves: checking who may move, parsing what they typed, storing it, and telling
//! the channel what it did. Also the autocomplete suggestions.

use crate::core::catalogue::{Args, CommandSpec, OptionKind, command, required};
use crate::core::context::{Ctx, color_in, game_here, game_to_show};
use crate::core::names::CommandName;
use crate::core::policy::MAX_SUGGESTIONS;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Button, ButtonStyle, Reply, Response, Suggestion};
use crate::core::request::{Action, Command, UciMove};
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use crate::core::text::bold;
use crate::core::text::{CommandRef, Text};
use data::{LoadedGame, UserId};

/// `move`: plays the typed move for the caller if it is theirs to play.
pub fn play(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    text: &str,
    expected_ply: Option<u32>,
) -> Result<Response> {
    let loaded = game_here(cx, actor.user, place)?;
    let game = &loaded.stored;
    if game.color_of(actor.user).is_none() && !cx.store.team_sides(game.id)?.is_empty() {
        return Err(Refusal::VoteInstead.into());
    }
    let color = color_in(game, actor.user)?;
    if expected_ply.is_some_and(|p| p != game.ply) {
        return Err(Refusal::MovedOn.into());
    }
    // Two submissions at the same moment (a double click, two devices): the one that
    // lost the race finds its own move on the board, and is told so.
    let own_last = loaded.moves.last().filter(|m| m.by == actor.user);
    if game.turn() != color
        && let Some(last) = own_last
    {
        return Err(Refusal::AlreadyMoved {
            to_move: game.player_to_move(),
            last: last.san.clone(),
        }
        .into());
    }
    if game.turn() != color {
        return Err(Refusal::NotYourTurn {
            to_move: game.player_to_move(),
        }
        .into());
    }
    let mv = match crate::core::i18n::letters::read_move(&loaded.game, text, actor.lang) {
        Ok(mv) => mv,
        // Two pieces' readings of one text (`bxc4`) are asked; two pieces of one kind
        // (`Nd2`) are refused with the SAN that tells them apart, as SAN does.
        Err(rules::MoveError::Ambiguous { input, candidates })
            if two_kinds(&loaded, &candidates) =>
        {
            return Ok(ask_which(&loaded, &input, &candidates));
        }
        Err(e) => return Err(Refusal::BadMove(e).into()),
    };
    if cx.store.preferences(actor.user)?.confirm_moves {
        return crate::game::confirm::ask_to_confirm(cx, &loaded, mv, actor);
    }
    crate::game::commit::commit_move(cx, &loaded, mv, actor.user, &actor.name)
}

/// True if the candidate moves are made by different kinds of piece.
fn two_kinds(loaded: &LoadedGame, candidates: &[String]) -> bool {
    let pos = loaded.game.position();
    let mut roles = candidates
        .iter()
        .filter_map(|san| pos.parse_san(san).ok())
        .map(|m| m.role);
    let first = roles.next();
    roles.any(|r| Some(r) != first)
}

/// Text two legal moves could be (`bxc4`: the b-pawn or the bishop): asked, privately,
/// with a button per reading that plays it (as Confirm does), instead of a guess.
fn ask_which(loaded: &LoadedGame, typed: &str, candidates: &[String]) -> Response {
    let pos = loaded.game.position();
    let mut buttons = Vec::new();
    for san in candidates {
        if let Ok(mv) = pos.parse_san(san) {
            buttons.push(Button {
                label: san.clone(),
                style: ButtonStyle::Primary,
                action: Action::ConfirmMove {
                    game: loaded.stored.id,
                    ply: loaded.stored.ply,
                    mv: UciMove::from(&mv),
                },
            });
        }
    }
    // The readings, each in bold: `bxc4 or Bxc4`, joined from the last.
    let moves = candidates
        .iter()
        .rev()
        .fold(None, |rest: Option<Text>, san| {
            Some(match rest {
                None => Text::new().mv(san.clone()),
                Some(rest) => Msg::new("play-which-or")
                    .mv("first", san.clone())
                    .text("rest", rest)
                    .into(),
            })
        })
        .unwrap_or_default();
    let text = Msg::new("play-which")
        .code("typed", typed.to_owned())
        .text("moves", moves);
    let mut reply = Reply::private(text);
    for button in buttons {
        reply = reply.with_button(button);
    }
    Response::one(reply)
}

/// Autocomplete for `move`.
pub fn suggest_moves(
    cx: &Ctx<'_>,
    user: UserId,
    place: Place,
    typed: &str,
) -> Result<Vec<Suggestion>> {
    let Some(LoadedGame {
        stored: game,
        game: played,
        ..
    }) = cx.store.load_active_game_in_channel(place.channel)?
    else {
        return Ok(Vec::new());
    };
    // A team's members are offered the team's moves (a vote's are checked again).
    if game.player_to_move() != user
        && (!game
            .players_in(place.channel)
            .contains(&game.player_to_move())
            || cx
                .store
                .team_side(game.id, game.player_to_move())?
                .is_none())
    {
        return Ok(Vec::new());
    }
    let typed = normalise(typed);
    let pos = played.position();
    let mover = pos.turn();
    let mut matching = Vec::new();
    let mut others = Vec::new();
    for mv in &played.legal_moves() {
        let san = pos.san(mv);
        let mut after = played.clone();
        let wins =
            after.play(mv).is_ok() && after.outcome().is_some_and(|o| o.winner == Some(mover));
        let key = normalise(&san);
        let label = if wins {
            format!("{san} — wins")
        } else {
            san.clone()
        };
        let suggestion = (wins, Suggestion { label, value: san });
        if key.starts_with(&typed) || mv.uci().starts_with(&typed) {
            matching.push(suggestion);
        } else if key.contains(&typed) {
            others.push(suggestion);
        }
    }
    // Winning moves first, then the board's order.
    matching.sort_by_key(|(wins, _)| !wins);
    others.sort_by_key(|(wins, _)| !wins);
    Ok(matching
        .into_iter()
        .chain(others)
        .take(MAX_SUGGESTIONS)
        .map(|(_, s)| s)
        .collect())
}

/// Lower case without the decorations people leave out: `Nxf7+` → `nf7`.
fn normalise(s: &str) -> String {
    s.trim()
        .chars()
        .filter(|c| !matches!(c, 'x' | 'X' | '+' | '#' | '!' | '?' | '=' | '-' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

/// `move`.
pub(crate) const MOVE: CommandSpec = CommandSpec {
    aliases: &["m", "play"],
    ..command(
        "move-description",
        &[required("move", "move-move", OptionKind::Move)],
        |a| {
            Ok(Command::Move {
                text: a.need("move", Args::text)?,
                expected_ply: None,
            })
        },
    )
};

/// `moves`.
pub(crate) const MOVES: CommandSpec = command("moves-description", &[], |_| Ok(Command::Moves));

/// Every legal move of the side to move in this channel's game, grouped by the
/// piece that makes it: how a newcomer sees what an archbishop or a Swiss guard
/// may do in this position. Private: it is help, not news.
pub fn legal_moves(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let loaded = game_to_show(cx, actor.user, place)?;
    if !loaded.stored.is_active() {
        let text = Msg::new("play-moves-over")
            .num("game", loaded.stored.id.0)
            .text(
                "result",
                crate::game::archive::result_msg(cx, &loaded.stored),
            )
            .command(
                "record",
                CommandRef::new(CommandName::Pgn).arg("game", loaded.stored.id.0.to_string()),
            );
        return Ok(Response::one(Reply::private(text)));
    }
    let pos = loaded.game.position();
    let moves = loaded.game.legal_moves();
    let side = Msg::new(crate::game::announce::side_name(pos.turn()));
    let mut text = Text::new().msg(
        Msg::new("play-moves-heading")
            .text(
                "to_move",
                bold(&Msg::new("play-moves-to-move").text("side", side)),
            )
            .num("game", loaded.stored.id.0)
            .count("count", moves.len()),
    );
    for role in rules::Role::ALL {
        let sans: Vec<String> = moves
            .iter()
            .filter(|mv| mv.role == role)
            .map(|mv| pos.san(mv))
            .collect();
        if !sans.is_empty() {
            text = text
                .line()
                .msg(Msg::new(role_line(role)).str("moves", sans.join(", ")));
        }
    }
    Ok(Response::one(Reply::private(text)))
}

/// The message id of a line of `moves` for one kind of piece: `pawn: e3, e4`.
const fn role_line(role: rules::Role) -> &'static str {
    match role {
        rules::Role::Pawn => "play-moves-pawn",
        rules::Role::Knight => "play-moves-knight",
        rules::Role::Bishop => "play-moves-bishop",
        rules::Role::Rook => "play-moves-rook",
        rules::Role::Queen => "play-moves-queen",
        rules::Role::King => "play-moves-king",
        rules::Role::Archbishop => "play-moves-archbishop",
        rules::Role::Guard => "play-moves-guard",
    }
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn normalising_drops_decorations() {
        assert_eq!(normalise("Nxf7+"), "nf7");
        assert_eq!(normalise(" e8=Q# "), "e8q");
    }
}
