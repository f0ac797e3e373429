//! A tournament's boards and their places: the threads a face opens for each board,
//! and the board's game started in its thread, once.

use crate::community::tournament::entrant_name;
use crate::community::tournament::title_msg;
use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::{Purpose, Response, Threads};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{ChannelId, NewBoard, StoredTournament, TournamentId};

/// The word for a tournament board's thread in a [`Purpose`]: its ids are the
/// tournament, the round and the board.
pub(crate) const BOARD: &str = "tournament-board";

/// What the face needs to open a board's place: a thread under the tournament's
/// channel.
pub(crate) fn house_request(cx: &Ctx<'_>, t: &StoredTournament, b: &NewBoard) -> Threads {
    let (white, black) = (entrant_name(cx, t, b.white), entrant_name(cx, t, b.black));
    let name = Msg::new("thread-tournament-board")
        .str("round", b.round.to_string())
        .str("white", white.clone())
        .str("black", black.clone());
    Threads {
        purpose: Purpose {
            kind: BOARD,
            ids: [t.id.0, i64::from(b.round), i64::from(b.board)],
        },
        parents: vec![t.setup.channel],
        label: channel_label(&format!("t{}-R{} · {white} vs {black}", t.id, b.round)),
        name,
    }
}

/// A channel's name made of `words`: lowercase letters and digits, a dash between
/// words, and `vs` left out.
pub(crate) fn channel_label(words: &str) -> String {
    let mut name = String::new();
    let mut dash = false;
    for c in words.to_lowercase().chars() {
        if c.is_alphanumeric() {
            name.push(c);
            dash = false;
        } else if !dash {
            name.push('-');
            dash = true;
        }
    }
    name.trim_end_matches('-').replace("-vs-", "-")
}

/// Starts a board's game in `channel`, once, and announces it there; an empty response
/// if the board already has its game.
pub(crate) fn house_board(
    cx: &Ctx<'_>,
    (tournament, round, board): (TournamentId, u32, u32),
    channel: ChannelId,
) -> Result<Response> {
    let Some(game) = cx
        .store
        .house_board(tournament, round, board, channel, cx.now)?
    else {
        return Ok(Response::default());
    };
    let t = cx.store.tournament(tournament)?;
    tracing::info!(game = %game.id, tournament = %t.id, round, "tournament game started");
    crate::core::metrics::game_started(game.variant);
    let (white, black) = (
        entrant_name(cx, &t, game.white),
        entrant_name(cx, &t, game.black),
    );
    let headline = Text::from(
        Msg::new("tournament-game-started")
            .strong(
                "headline",
                Msg::new("tournament-headline-round")
                    .text("title", title_msg(&t))
                    .num("round", round),
            )
            .str("white", white)
            .str("black", black)
            .num("game", game.id.0)
            .num("days", game.days_per_move),
    );
    Ok(Response {
        replies: crate::game::notify::opening(cx, &game, headline, Some(channel)),
        ..Response::default()
    })
}
