//! `conditional`: answers queued in advance. A player whose opponent is to move
//! writes `if Nf6 then e5; if Nf6 e5 Nd5 then c4`; when the opponent plays a move
//! the queue expects, the answer is played at once (see `answer`), and any other
//! move clears the queue. A queue is its owner's alone: only they see it, and
//! nothing public says whether one exists.

pub(crate) mod refusal;
pub use refusal::ConditionalRefusal;

mod answer;
mod line;

pub(crate) use answer::conditional_answer;

pub use line::{
    Clause, LineError, MAX_CLAUSE_MOVES, MAX_CLAUSES, MAX_LINE_LENGTH, Plan, Shape,
    branches_in_san, parse_line, plan,
};

use crate::core::catalogue::{
    CommandSpec, OptionKind, YES_NO, YOUR_GAME, command, keyword, optional,
};
use crate::core::context::{Ctx, color_in, game_here, name_of};
use crate::core::names::CommandName;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Reply, Response};
use crate::core::request::Command;
use crate::core::request::ConditionalWish;
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::{ConditionalQueue, LoadedGame};

/// `if Nf6 e5 Nd5 then c4`, the moves shown as moves.
fn clause_text(moves: &[String]) -> Text {
    let mut text = Text::from("if");
    if let Some((answer, theirs)) = moves.split_last() {
        for m in theirs {
            text = text.plain(" ").mv(m.clone());
        }
        text = text.plain(" then ").mv(answer.clone());
    }
    text
}

/// `/conditional clear:true`.
fn clear_command() -> CommandRef {
    CommandRef::new(CommandName::Conditional).arg("clear", "true")
}

/// `/conditional line:if <their move> then <yours>`.
fn queue_command() -> CommandRef {
    CommandRef::new(CommandName::Conditional).arg("line", "if <their move> then <yours>")
}

/// `conditional`: with a line, queues it; with `clear`, clears the queue; with
/// neither, shows the caller's queues. `game` picks one of the caller's games by
/// number (default: this channel's game; for showing, all of them here).
pub(crate) fn conditional(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    wish: &ConditionalWish,
) -> Result<Response> {
    let (line, clear, game) = (wish.line.as_deref(), wish.clear, wish.game.as_deref());
    let line = line.map(str::trim).filter(|l| !l.is_empty());
    if line.is_some() && clear {
        return Err(ConditionalRefusal::ConditionalLineAndClear.into());
    }
    let chosen = conditional_game(cx, actor, place, game)?;
    if line.is_none() && !clear {
        return match chosen {
            Some(loaded) => show_queue(cx, actor, &loaded),
            None => show_queues(cx, actor, place),
        };
    }
    let loaded = match chosen {
        Some(loaded) => loaded,
        None => game_here(cx, actor.user, place)?,
    };
    match line {
        Some(text) => queue_line(cx, actor, &loaded, text),
        None => clear_queue(cx, actor, &loaded),
    }
}

/// The caller's active game named by `typed` or, without a number, this channel's
/// game if there is one.
fn conditional_game(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    typed: Option<&str>,
) -> Result<Option<LoadedGame>> {
    let loaded = match typed {
        Some(t) => crate::game::archive::game_of_server(cx, place, t)?,
        None => match cx.store.load_active_game_in_channel(place.channel)? {
            Some(l) => l,
            None => return Ok(None),
        },
    };
    color_in(&loaded.stored, actor.user)?;
    if !loaded.stored.is_active() {
        return Err(Refusal::GameOver(Some(loaded.stored.variant)).into());
    }
    Ok(Some(loaded))
}

fn queue_line(cx: &Ctx<'_>, actor: &Actor, loaded: &LoadedGame, text: &str) -> Result<Response> {
    let game = &loaded.stored;
    let color = color_in(game, actor.user)?;
    if game.turn() == color {
        return Err(ConditionalRefusal::ConditionalOwnMove.into());
    }
    let clauses = parse_line(text).map_err(Refusal::from)?;
    let plan = plan(&loaded.game, &clauses, actor.lang).map_err(Refusal::from)?;
    let queue = cx
        .store
        .set_conditional(game.id, actor.user, game.ply, &plan.uci(), cx.now)?;
    tracing::info!(game = %game.id, branches = queue.branches.len(), "conditional moves queued");
    let opponent = name_of(cx, game.player(!color));
    let mut reply = Text::from(
        Msg::new("conditional-queued")
            .str("game", game.id.to_string())
            .str("opponent", opponent.clone()),
    );
    for branch in branches_in_san(&loaded.game, &queue.branches) {
        reply = reply.line().plain("• ").then(clause_text(&branch));
    }
    let reply = reply.line().msg(
        Msg::new("conditional-queued-how")
            .str("opponent", opponent)
            .command("show", CommandRef::new(CommandName::Conditional))
            .command("clear", clear_command()),
    );
    Ok(Response::one(Reply::private(reply)))
}

fn clear_queue(cx: &Ctx<'_>, actor: &Actor, loaded: &LoadedGame) -> Result<Response> {
    let id = loaded.stored.id;
    let text = Msg::new(if cx.store.clear_conditional(id, actor.user)? {
        "conditional-cleared"
    } else {
        "conditional-none-to-clear"
    })
    .str("game", id.to_string());
    Ok(Response::one(Reply::private(text)))
}

fn show_queue(cx: &Ctx<'_>, actor: &Actor, loaded: &LoadedGame) -> Result<Response> {
    let queue = cx.store.conditional(loaded.stored.id, actor.user)?;
    let text = match queue {
        Some(q) => describe_queue(cx, &q, loaded)?,
        None => None,
    };
    let text = text.unwrap_or_else(|| {
        Msg::new("conditional-none-in-game")
            .str("game", loaded.stored.id.to_string())
            .command("queue", queue_command())
            .into()
    });
    Ok(Response::one(Reply::private(text)))
}

fn show_queues(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let mut shown = Vec::new();
    for q in cx.store.conditionals_of(actor.user, place.guild)? {
        let loaded = cx.store.load_game(q.game)?;
        if let Some(text) = describe_queue(cx, &q, &loaded)? {
            shown.push(text);
        }
    }
    let text = if shown.is_empty() {
        Msg::new("conditional-none-here")
            .command("queue", queue_command())
            .into()
    } else {
        Text::join(shown, "\n\n")
    };
    Ok(Response::one(Reply::private(text)))
}

/// The queue in words for its owner, or `None` if there is nothing to show. A note
/// that a move cleared it is shown once; a queue the game left behind (a takeback)
/// is dropped.
fn describe_queue(cx: &Ctx<'_>, q: &ConditionalQueue, loaded: &LoadedGame) -> Result<Option<Text>> {
    let game = &loaded.stored;
    let opponent = game
        .color_of(q.player)
        .map_or(q.player, |c| game.player(!c));
    if let Some(san) = &q.cleared_by {
        cx.store.clear_conditional(q.game, q.player)?;
        return Ok(Some(
            Msg::new("conditional-cleared-by")
                .str("game", game.id.to_string())
                .str("opponent", name_of(cx, opponent))
                .mv("move", san.clone())
                .into(),
        ));
    }
    let branches = branches_in_san(&loaded.game, &q.branches);
    if q.ply != game.ply || q.fen != game.fen || branches.len() != q.branches.len() {
        cx.store.clear_conditional(q.game, q.player)?;
        return Ok(None);
    }
    let mut text = Text::from(
        Msg::new("conditional-queue-heading")
            .str("game", game.id.to_string())
            .str("opponent", name_of(cx, opponent)),
    );
    for branch in &branches {
        text = text.line().plain("• ").then(clause_text(branch));
    }
    Ok(Some(
        text.line().msg(
            Msg::new("conditional-clears-them")
                .command("clear", clear_command().arg("game", game.id.to_string())),
        ),
    ))
}

/// `conditional`.
pub(crate) const CONDITIONAL: CommandSpec = CommandSpec {
    aliases: &["cond"],
    ..command(
        "conditional-description",
        &[
            optional("line", "conditional-line", OptionKind::Line),
            keyword("clear", "conditional-clear", YES_NO),
            YOUR_GAME,
        ],
        |a| {
            Ok(Command::Conditional(ConditionalWish {
                line: a.text("line"),
                clear: a.bool("clear").unwrap_or(false),
                game: a.text("game"),
            }))
        },
    )
};
