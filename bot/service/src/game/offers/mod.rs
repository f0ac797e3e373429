//! Everything two players agree on or one concedes: resigning, draw offers,
//! aborting before both sides moved, and takebacks in unrated games.

pub(crate) mod refusal;
pub use refusal::OfferRefusal;

use crate::core::catalogue::{CommandSpec, command};
use crate::core::context::{Ctx, active_game, color_in, game_here, name_of};
use crate::core::names::CommandName;
use crate::core::refusal::{Refusal, Result, ServiceError};
use crate::core::reply::{Button, ButtonStyle, Reply, Response};
use crate::core::request::ButtonOwner;
use crate::core::request::Command;
use crate::core::request::{Action, Actor, Place};
use crate::core::text::CommandRef;
use crate::core::text::Msg;
use data::{EngineSide, GameId, GameResult, LoadedGame, Termination, UserId};
use rules::Color;

/// An offer to the opponent, with its Accept and Decline buttons: "alice offers a
/// draw. @bob: **Accept draw** (or /draw) or **Decline**…". `message` gets its
/// arguments here: the opponent (`opponent`), the buttons (`accept`, `decline`) and
/// the command that accepts too (`command`).
fn offer(
    message: Msg,
    opponent: UserId,
    (yes, no): (Action, Action),
    command: CommandName,
) -> Reply {
    let text = message
        .user("opponent", opponent)
        .button("accept", yes.label())
        .command("command", CommandRef::new(command))
        .button("decline", no.label());
    Reply::public(text)
        .ping([opponent])
        .with_button(Button::new(yes, ButtonStyle::Primary))
        .with_button(Button::new(no, ButtonStyle::Secondary))
}

/// `resign`: asks for confirmation first.
pub fn ask_resign(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let loaded = game_here(cx, actor.user, place)?;
    let color = color_in(&loaded.stored, actor.user)?;
    let opponent = name_of(cx, loaded.stored.player(!color));
    let reply =
        Reply::private(Msg::new("offers-resign-confirm").str("opponent", opponent)).with_button(
            Button::new(Action::ConfirmResign(loaded.stored.id), ButtonStyle::Danger),
        );
    Ok(Response::one(reply))
}

/// The confirmed resignation.
/// A move landing at the same moment does not stop it: it is tried again on the new position.
pub fn resign(cx: &Ctx<'_>, actor: &Actor, game: GameId) -> Result<Response> {
    let mut attempts = 0;
    loop {
        let loaded = active_game(cx, game)?;
        let color = color_in(&loaded.stored, actor.user)?;
        match finish(
            cx,
            &loaded,
            GameResult::win(!color, Termination::Resignation),
        ) {
            Err(ServiceError::Refused(Refusal::MovedOn)) if attempts < 3 => attempts += 1,
            other => return other,
        }
    }
}

/// Ends a game now and announces it.
fn finish(cx: &Ctx<'_>, loaded: &LoadedGame, result: GameResult) -> Result<Response> {
    let finished = cx
        .store
        .finish_game(loaded.stored.id, loaded.stored.ply, result, cx.now)?;
    tracing::info!(game = %loaded.stored.id, result = result.termination.id(), "game finished");
    cx.game_ended(&finished.game);
    let response = Response {
        closed: vec![ButtonOwner::Offer(loaded.stored.id)],
        ..Response::one(crate::game::announce::ending_reply(
            cx,
            &finished.game,
            &loaded.game,
            finished.ratings.as_ref(),
        ))
    };
    Ok(response)
}

/// `draw`: offers a draw, or accepts the opponent's offer.
pub fn draw(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let loaded = game_here(cx, actor.user, place)?;
    let game = &loaded.stored;
    let color = color_in(game, actor.user)?;
    if let Some(side) = cx.store.engine_side(game.id)?
        && side.color != color
    {
        return crate::game::engine_games::engine_answers_draw(cx, actor, &loaded, side);
    }
    if game.draw_offer == Some(!color) {
        return finish(cx, &loaded, GameResult::draw(Termination::Agreement));
    }
    if game.draw_offer == Some(color) {
        return Err(OfferRefusal::AlreadyOffered("draw").into());
    }
    cx.store.set_draw_offer(game.id, game.ply, Some(color))?;
    let opponent = game.player(!color);
    Ok(Response::one(offer(
        Msg::new("offers-draw-offered").str("name", actor.name.clone()),
        opponent,
        (Action::AcceptDraw(game.id), Action::DeclineDraw(game.id)),
        CommandName::Draw,
    )))
}

/// A draw offer's buttons.
pub fn answer_draw(cx: &Ctx<'_>, actor: &Actor, game: GameId, accept: bool) -> Result<Response> {
    let loaded = active_game(cx, game)?;
    let color = color_in(&loaded.stored, actor.user)?;
    match loaded.stored.draw_offer {
        Some(c) if c == color => return Err(OfferRefusal::OwnOffer("draw").into()),
        Some(_) => {}
        None => return Err(OfferRefusal::NoOffer("draw").into()),
    }
    if accept {
        return finish(cx, &loaded, GameResult::draw(Termination::Agreement));
    }
    cx.store.set_draw_offer(game, loaded.stored.ply, None)?;
    let text = Msg::new("offers-draw-declined").str("name", actor.name.clone());
    Ok(Response::closing_offer(game, Reply::public(text)))
}

/// A typed `decline` with no challenge open: the open draw or takeback offer.
pub fn decline_offer(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let loaded = game_here(cx, actor.user, place)?;
    let color = color_in(&loaded.stored, actor.user)?;
    if loaded.stored.draw_offer == Some(!color) {
        return answer_draw(cx, actor, loaded.stored.id, false);
    }
    if loaded.stored.takeback_offer == Some(!color) {
        return answer_takeback(cx, actor, loaded.stored.id, false);
    }
    Err(OfferRefusal::NoOffer("draw or takeback").into())
}

/// `abort`: before both sides have moved, either player calls the game off.
pub fn abort(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let loaded = game_here(cx, actor.user, place)?;
    color_in(&loaded.stored, actor.user)?;
    if loaded.stored.ply >= 2 {
        return Err(OfferRefusal::AbortTooLate.into());
    }
    if cx.store.tournament_of_game(loaded.stored.id)?.is_some() {
        return Err(OfferRefusal::TournamentAbort.into());
    }
    let game = cx
        .store
        .abort_game(loaded.stored.id, loaded.stored.ply, cx.now)?;
    tracing::info!(game = %game.id, "game aborted");
    cx.game_ended(&game);
    let text = Msg::new("offers-aborted").str("name", actor.name.clone());
    Ok(Response::one(
        Reply::public(text).ping([game.white, game.black]),
    ))
}

/// `takeback`: asks to take back the caller's last move, or agrees to the opponent's request.
pub fn takeback(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let loaded = game_here(cx, actor.user, place)?;
    let game = &loaded.stored;
    let color = color_in(game, actor.user)?;
    if game.rated {
        return Err(OfferRefusal::TakebackRated.into());
    }
    if game.takeback_offer == Some(!color) {
        return answer_takeback(cx, actor, game.id, true);
    }
    if game.takeback_offer == Some(color) {
        return Err(OfferRefusal::AlreadyOffered("takeback").into());
    }
    if takeback_plies(game.turn(), color) > game.ply {
        return Err(OfferRefusal::NothingToTakeBack.into());
    }
    if cx
        .store
        .engine_side(game.id)?
        .is_some_and(|side| side.color != color)
    {
        return engine_grants_takeback(cx, &loaded, color);
    }
    cx.store
        .set_takeback_offer(game.id, game.ply, Some(color))?;
    let opponent = game.player(!color);
    Ok(Response::one(offer(
        Msg::new("offers-takeback-asked").str("name", actor.name.clone()),
        opponent,
        (
            Action::AcceptTakeback(game.id),
            Action::DeclineTakeback(game.id),
        ),
        CommandName::Takeback,
    )))
}

/// A takeback request's buttons.
pub fn answer_takeback(
    cx: &Ctx<'_>,
    actor: &Actor,
    game: GameId,
    accept: bool,
) -> Result<Response> {
    let loaded = active_game(cx, game)?;
    let color = color_in(&loaded.stored, actor.user)?;
    let proposer = match loaded.stored.takeback_offer {
        Some(c) if c == color => return Err(OfferRefusal::OwnOffer("takeback").into()),
        Some(c) => c,
        None => return Err(OfferRefusal::NoOffer("takeback").into()),
    };
    if !accept {
        cx.store.set_takeback_offer(game, loaded.stored.ply, None)?;
        let text = Msg::new("offers-takeback-refused").str("name", actor.name.clone());
        return Ok(Response::closing_offer(game, Reply::public(text)));
    }
    let plies = takeback_plies(loaded.stored.turn(), proposer);
    let after = cx.store.take_back(game, loaded.stored.ply, plies, cx.now)?;
    let sans = loaded.game.san_moves();
    let undone = sans[sans.len().saturating_sub(plies as usize)..].join(" ");
    let mut back = loaded.game.clone();
    for _ in 0..plies {
        back.undo();
    }
    tracing::info!(game = %game, plies, "takeback");
    let text = Msg::new("offers-takeback-agreed")
        .str("name", actor.name.clone())
        .str("moves", undone)
        .user("to_move", after.player_to_move())
        .moment("due", after.deadline);
    let board = crate::game::preferences::picture_for(
        cx,
        after.player_to_move(),
        &after,
        back.position(),
        back.last_move(),
        crate::game::preferences::shared_side(cx, &after, back.position().turn()),
    );
    Ok(Response::closing_offer(
        game,
        Reply::public(text)
            .ping([after.player_to_move()])
            .with_board(board),
    ))
}

/// How many half-moves a takeback for `proposer` undoes: their last move, and the
/// opponent's reply if there was one.
fn takeback_plies(turn: Color, proposer: Color) -> u32 {
    if turn == proposer { 2 } else { 1 }
}

/// `resign`.
pub(crate) const RESIGN: CommandSpec = command("resign-description", &[], |_| Ok(Command::Resign));

/// `draw`.
pub(crate) const DRAW: CommandSpec = command("draw-description", &[], |_| Ok(Command::Draw));

/// `abort`.
pub(crate) const ABORT: CommandSpec = command("abort-description", &[], |_| Ok(Command::Abort));

/// `takeback`.
pub(crate) const TAKEBACK: CommandSpec =
    command("takeback-description", &[], |_| Ok(Command::Takeback));

/// The engine's side in `game`, with Sanctum's user, if Sanctum plays in it.
fn engine_in(cx: &Ctx<'_>, game: &data::StoredGame) -> Result<Option<(EngineSide, Actor)>> {
    Ok(cx.store.engine_side(game.id)?.map(|side| {
        let user = game.player(side.color);
        (side, Actor::new(user, name_of(cx, user)))
    }))
}

/// A takeback asked of Sanctum: always granted, at once.
fn engine_grants_takeback(cx: &Ctx<'_>, loaded: &LoadedGame, asker: Color) -> Result<Response> {
    let Some((_, sanctum)) = engine_in(cx, &loaded.stored)? else {
        return Err(Refusal::NotAPlayer.into());
    };
    cx.store
        .set_takeback_offer(loaded.stored.id, loaded.stored.ply, Some(asker))?;
    answer_takeback(cx, &sanctum, loaded.stored.id, true)
}
