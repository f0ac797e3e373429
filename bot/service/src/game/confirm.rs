//! Move confirmation, for players who ask for it in their preferences: `move` first
//! shows, privately, the board after the move with Confirm and Cancel; only Confirm
//! plays it, once, and only on the position it was chosen in.

use crate::core::context::{Ctx, color_in};
use crate::core::policy::DAY;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Button, ButtonStyle, Reply, Response};
use crate::core::request::{Action, Actor, UciMove};
use crate::core::text::Msg;
use data::{GameId, LoadedGame};
use rules::{Move, MoveError, PlayError, SyntaxHint};

/// The private question for a legal move of the player to move: the board after it,
/// drawn as they like it, with Confirm and Cancel. Nothing is stored.
pub fn ask_to_confirm(
    cx: &Ctx<'_>,
    loaded: &LoadedGame,
    mv: Move,
    actor: &Actor,
) -> Result<Response> {
    let game = &loaded.stored;
    let san = loaded.game.position().san(&mv);
    let mut after = loaded.game.clone();
    if let Err(e) = after.play(&mv) {
        tracing::error!(error = %e, game = %game.id, "a legal move does not play");
        let e = match e {
            PlayError::GameOver(outcome) => MoveError::GameOver(outcome),
            PlayError::Illegal(_) => MoveError::Syntax {
                input: san,
                hint: SyntaxHint::NotLegal,
            },
        };
        return Err(Refusal::BadMove(e).into());
    }
    // The board as it would stand: the opponent to move, with a fresh deadline.
    let mut preview = game.clone();
    preview.ply += 1;
    preview.deadline = cx.now + i64::from(game.days_per_move) * DAY;
    let pos = after.position();
    // Seen from the mover's side, as they just looked at it (or as they prefer).
    let board = crate::game::preferences::picture_for(
        cx,
        actor.user,
        &preview,
        pos,
        Some(&mv),
        !pos.turn(),
    );
    let text = Msg::new("confirm-ask").mv("move", san).button(
        "confirm",
        Action::ConfirmMove {
            game: game.id,
            ply: game.ply,
            mv: UciMove::from(&mv),
        }
        .label(),
    );
    let reply = Reply::private(text)
        .with_board(board)
        .with_button(Button::new(
            Action::ConfirmMove {
                game: game.id,
                ply: game.ply,
                mv: UciMove::from(&mv),
            },
            ButtonStyle::Primary,
        ))
        .with_button(Button::new(
            Action::CancelMove(game.id),
            ButtonStyle::Secondary,
        ));
    Ok(Response::one(reply))
}

/// Confirm: plays `mv` if the game still stands at `ply` and it is the presser's
/// move. Pressed again once it is played, it says so and plays nothing.
pub fn confirm_move(
    cx: &Ctx<'_>,
    actor: &Actor,
    id: GameId,
    ply: u32,
    mv: UciMove,
) -> Result<Response> {
    let loaded = cx.store.load_game(id)?;
    let game = &loaded.stored;
    color_in(game, actor.user)?;
    let uci = mv.to_string();
    if game.ply == ply + 1
        && let Some(last) = loaded
            .moves
            .last()
            .filter(|m| m.by == actor.user && m.uci == uci)
    {
        let text = Msg::new("confirm-already-played").mv("move", last.san.clone());
        return Ok(Response::one(Reply::private(text)));
    }
    if !game.is_active() {
        return Err(Refusal::GameOver(Some(game.variant)).into());
    }
    if game.ply != ply {
        return Err(Refusal::MovedOn.into());
    }
    if game.player_to_move() != actor.user {
        return Err(Refusal::NotYourTurn {
            to_move: game.player_to_move(),
        }
        .into());
    }
    let mv = loaded
        .game
        .position()
        .parse_uci(&uci)
        .map_err(Refusal::BadMove)?;
    crate::game::commit::commit_move(cx, &loaded, mv, actor.user, &actor.name)
}

/// Cancel: nothing is played.
pub fn cancel_move() -> Response {
    Response::one(Reply::private(Msg::new("confirm-cancelled")))
}
