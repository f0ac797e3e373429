//! A game's board and record for anyone in its server: `board` (with the player's
//! private link to play on the web) and `pgn` (with an animated replay).

use crate::core::catalogue::{CommandSpec, OptionKind, YES_NO, command, keyword, optional};
use crate::core::context::{Ctx, game_to_show, name_in, name_of};
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Attachment, Reply, Response};
use crate::core::request::Command;
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::text::bold;
use crate::core::words::{rated_word, variant_name};
use crate::game::archive::{game_of_server, result_msg};

/// `board [game] [new_link]`: the current position of this channel's game (or its last
/// one), or of any game of the server by number (its final position once over), for
/// anyone; with `new_link`, a player of a game going on also stops every earlier link
/// to play it on the web (one may have leaked) and gets a new one.
pub fn board(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    number: Option<&str>,
    new_link: bool,
) -> Result<Response> {
    let loaded = match number {
        Some(typed) => game_of_server(cx, place, typed)?,
        None => game_to_show(cx, actor.user, place)?,
    };
    let game = &loaded.stored;
    if new_link {
        let color = game.color_of(actor.user).ok_or(Refusal::NotAPlayer)?;
        if !game.is_active() {
            return Err(Refusal::GameOver(Some(game.variant)).into());
        }
        let generation = cx.store.renew_play_link(game.id, color)?;
        tracing::info!(game = %game.id, generation, "play links renewed");
    }
    let pos = loaded.game.position();
    let to_move = pos.turn();
    let head = Text::new()
        .msg(
            Msg::new("board-head")
                .num("game", game.id.0)
                .text("variant", bold(&Msg::new(variant_name(game.variant))))
                .text("label", crate::game::archive::label_text(cx, game.id))
                .str("white", name_in(cx, game.white, place.guild))
                .str("black", name_in(cx, game.black, place.guild))
                .str("rated", rated_word(game.rated)),
        )
        .plain(" ");
    let (text, orientation) = if game.is_active() {
        let text = head
            .msg(
                Msg::new("board-to-move")
                    .num("move", pos.fullmove_number())
                    .str("name", name_in(cx, game.player(to_move), place.guild))
                    .moment("due", game.deadline),
            )
            .then(crate::game::bank::clock_notes(cx, game)?);
        (
            text,
            crate::game::preferences::shared_side(cx, game, to_move),
        )
    } else {
        let text = head.msg(
            Msg::new("board-final")
                .num("moves", game.ply.div_ceil(2))
                .text("result", result_msg(cx, game)),
        );
        let winner = game.result.and_then(|r| r.winner);
        (text, winner.unwrap_or(rules::Color::White))
    };
    let board = crate::game::preferences::picture_for(
        cx,
        actor.user,
        game,
        pos,
        loaded.game.last_move(),
        orientation,
    );
    let mut response = Response::one(Reply::public(text).with_board(board));
    if game.is_active()
        && let Some(color) = game.color_of(actor.user)
    {
        response.replies.push(link_note(cx, game, color, new_link));
    }
    if let Some(notes) = crate::game::notes::on_this_position(cx, actor, &loaded)? {
        response.replies.push(notes);
    }
    Ok(response)
}

/// `pgn [game]`: the record of this channel's game, or of its last game once that
/// has ended, or of any game of the server by number — for anyone, not only the
/// players — with an animated replay.
pub fn pgn(cx: &Ctx<'_>, place: Place, number: Option<&str>) -> Result<Response> {
    let id = match number {
        Some(typed) => game_of_server(cx, place, typed)?.stored.id,
        None => cx
            .store
            .last_game_in_channel(place.channel)?
            .map(|g| g.id)
            .ok_or(Refusal::NoGame)?,
    };
    let loaded = cx.store.load_game(id)?;
    let file = Attachment::file(
        crate::game::pgn::pgn_file_name(cx, &loaded.stored),
        crate::game::pgn::pgn_text(cx, &loaded.stored)?.into_bytes(),
    );
    let text = match loaded.stored.result {
        Some(r) if loaded.stored.status == data::GameStatus::Finished => {
            Msg::new("board-record-finished").str("result", r.pgn_result())
        }
        Some(_) => Msg::new("board-record-aborted"),
        None => Msg::new("board-record-going-on"),
    }
    .num("moves", loaded.stored.ply.div_ceil(2))
    .str("white", name_of(cx, loaded.stored.white))
    .str("black", name_of(cx, loaded.stored.black))
    .num("game", loaded.stored.id.0);
    let mut reply = Reply::public(text).with_file(file);
    if let Some(gif) = crate::game::pictures::replay_gif(
        cx,
        &loaded.stored,
        &loaded.game,
        crate::game::pictures::Names::InServer,
    ) {
        reply = reply.with_file(gif);
    }
    Ok(Response::one(reply))
}

/// `board`.
pub(crate) const BOARD: CommandSpec = command(
    "board-description",
    &[
        optional("game", "board-game", OptionKind::Game),
        keyword("new_link", "board-new_link", YES_NO),
    ],
    |a| {
        Ok(Command::Board {
            game: a.text("game"),
            new_link: a.bool("new_link").unwrap_or(false),
        })
    },
);

/// `pgn`.
pub(crate) const PGN: CommandSpec = command(
    "pgn-description",
    &[optional("game", "pgn-game", OptionKind::Game)],
    |a| {
        Ok(Command::Pgn {
            game: a.text("game"),
        })
    },
);

/// The private note that carries a player's link (after `/board` of their game going
/// on), saying so when it replaced the earlier ones.
fn link_note(cx: &Ctx<'_>, game: &data::StoredGame, color: rules::Color, renewed: bool) -> Reply {
    let days = (crate::core::reply::PLAY_LINK_LIFETIME / data::policy::DAY) as u32;
    let text = Msg::new(if renewed {
        "board-link-renewed"
    } else {
        "board-link"
    })
    .num("game", game.id.0)
    .num("days", days);
    Reply::private(text).with_play_link(crate::core::context::play_link(cx, game.id, color))
}
