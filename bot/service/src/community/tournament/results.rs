//! What a tournament does as its games end: the result and the standings in its
//! thread, withdrawals after losses on time, the next Swiss round, the podium; and
//! its timed work (start times, a round's time limit).

use crate::community::tournament::entrant_name;
use crate::community::tournament::standings::{
    Table, picture, result_for, standings_text, table, tiebreaks,
};
use crate::community::tournament::title_msg;
use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{Board, GameStatus, StoredGame, StoredTournament, UserId};
use rules::Color;
use std::collections::HashMap;
use tournament::GameResult;
use tournament::tiebreak::{Standing, standings as fide_standings};

/// Hears that a game ended: if it was a tournament's, its news (see [`after_game`]).
pub(crate) fn on_game_ended(cx: &Ctx<'_>, game: data::GameId) -> Response {
    match cx.store.game(game) {
        Ok(stored) => after_game(cx, &stored),
        Err(e) => {
            tracing::error!(error = %e, %game, "could not read a game that ended");
            Response::default()
        }
    }
}

/// After a game of a tournament ended: the result and the standings in the
/// tournament's channel, and, after its last game, the podium (posted once).
fn after_game(cx: &Ctx<'_>, game: &StoredGame) -> Response {
    match announce(cx, game) {
        Ok(response) => response,
        Err(e) => {
            tracing::error!(error = %e, game = %game.id, "could not announce a tournament result");
            Response::default()
        }
    }
}

fn announce(cx: &Ctx<'_>, game: &StoredGame) -> Result<Response> {
    let Some((id, round, _)) = cx.store.tournament_of_game(game.id)? else {
        return Ok(Response::default());
    };
    let t = cx.store.tournament(id)?;
    let withdrawals = withdraw_if_due(cx, &t, game)?;
    let boards = cx.store.tournament_boards(id)?;
    let table = table(cx, &t, &boards)?.in_server(cx, &t);
    let order = fide_standings(&table.model, tiebreaks(t.setup.format));
    let withdrawn: HashMap<UserId, data::Timestamp> = cx
        .store
        .tournament_entrants(t.id)?
        .iter()
        .filter_map(|e| e.withdrawn_at.map(|at| (e.user, at)))
        .collect();
    let forfeit =
        |score: &str| Text::from(Msg::new("tournament-score-forfeit").str("score", score));
    let score = match result_for(Some(game), Color::White, &withdrawn) {
        GameResult::ForfeitWin => forfeit("1–0"),
        GameResult::ForfeitLoss => forfeit("0–1"),
        GameResult::Win => Text::from("1–0"),
        GameResult::Loss => Text::from("0–1"),
        _ => Text::from("½–½"),
    };
    // A Swiss counts the games of the round being played; a round robin all of them.
    let counted: Vec<&Board> = boards
        .iter()
        .filter(|b| t.setup.format != data::Format::Swiss || b.pairing.round == round)
        .collect();
    let done = counted
        .iter()
        .filter(|b| b.game.as_ref().is_some_and(|g| !g.is_active()))
        .count();
    let all_done = done == counted.len();
    let text = Text::from(
        Msg::new(if t.setup.format == data::Format::Swiss {
            "tournament-result-swiss"
        } else {
            "tournament-result"
        })
        .strong(
            "headline",
            Msg::new("tournament-headline-round")
                .text("title", title_msg(&t))
                .num("round", round),
        )
        .str("white", entrant_name(cx, &t, game.white))
        .text("score", score)
        .str("black", entrant_name(cx, &t, game.black))
        .num("game", game.id.0)
        .count("done", done)
        .count("total", counted.len()),
    )
    .then(standings_text(&table, &order, tiebreaks(t.setup.format)));
    let mut response = Response::one(Reply::public(text).in_channel(t.news_channel()));
    response.replies.extend(withdrawals);
    let swiss = t.setup.format == data::Format::Swiss;
    if all_done && (!swiss || t.current_round == round) {
        response.absorb(round_over(cx, &t, &table, &order)?);
    }
    Ok(response)
}

/// After `game` was lost on time (or never started): its loser is withdrawn (once) when that makes
/// the tournament's number of losses on time (two unless its creator chose), and their games still
/// going are forfeited to their opponents. The notices to post.
fn withdraw_if_due(cx: &Ctx<'_>, t: &StoredTournament, game: &StoredGame) -> Result<Vec<Reply>> {
    let loser = match (game.status, game.result) {
        (GameStatus::Aborted, _) => game.player_to_move(),
        (
            GameStatus::Finished,
            Some(data::GameResult {
                termination: data::Termination::Timeout,
                winner: Some(winner),
            }),
        ) => game.player(!winner),
        _ => return Ok(Vec::new()),
    };
    let losses = cx.store.time_losses(t.id, loser)?;
    if losses < t.setup.timeouts || !cx.store.withdraw(t.id, loser, cx.now)? {
        return Ok(Vec::new());
    }
    tracing::info!(tournament = %t.id, player = %loser, "withdrawn after losses on time");
    let mut replies = vec![
        Reply::public(
            Msg::new(if t.setup.format == data::Format::Swiss {
                "tournament-withdrawn-swiss"
            } else {
                "tournament-withdrawn"
            })
            .user("player", loser)
            .num("losses", losses)
            .text("title", title_msg(t)),
        )
        .ping([loser])
        .in_channel(t.news_channel()),
    ];
    for b in cx.store.tournament_boards(t.id)? {
        let Some(g) = b.game.filter(StoredGame::is_active) else {
            continue;
        };
        let Some(colour) = g.color_of(loser) else {
            continue;
        };
        let forfeit = data::GameResult::win(!colour, data::Termination::Resignation);
        match cx.store.finish_game(g.id, g.ply, forfeit, cx.now) {
            Ok(_) => {}
            Err(data::Error::Conflict { .. } | data::Error::GameOver(_)) => continue,
            Err(e) => return Err(e.into()),
        }
        // Counted, not reported: the tournament posts its own forfeits' news.
        crate::core::metrics::game_finished(&g);
        replies.push(
            Reply::public(
                Msg::new("tournament-forfeited")
                    .user("player", loser)
                    .user("winner", g.player(!colour)),
            )
            .ping([g.white, g.black])
            .in_channel(g.channel),
        );
    }
    Ok(replies)
}

/// Every game of the round being played (a round robin: of the tournament) has ended:
/// the next Swiss round paired, or the tournament finished with its podium. Each is
/// claimed once, so a second caller gets nothing to say.
fn round_over(
    cx: &Ctx<'_>,
    t: &StoredTournament,
    table: &Table,
    order: &[Standing],
) -> Result<Response> {
    if t.setup.format == data::Format::Swiss
        && let Some(next) = crate::community::tournament::swiss::next_round(cx, t)?
    {
        return Ok(next);
    }
    let mut response = Response::default();
    if cx.store.finish_tournament(t.id, cx.now)? {
        tracing::info!(tournament = %t.id, "tournament finished");
        let t = cx.store.tournament(t.id)?;
        response.replies.push(podium(cx, &t, table, order));
    }
    Ok(response)
}

/// The scheduler's look at every running tournament: a round whose last game ended
/// without its next step taken (the process that saw it end stopped first) is taken
/// care of now. A cheap count per tournament unless something is due.
pub(crate) fn tick(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    for t in cx.store.running_tournaments()? {
        let swiss = t.setup.format == data::Format::Swiss;
        let round = swiss.then_some(t.current_round);
        if !cx.store.boards_all_over(t.id, round)? {
            continue;
        }
        tracing::info!(tournament = %t.id, "a finished round left to take care of");
        let boards = cx.store.tournament_boards(t.id)?;
        let table = table(cx, &t, &boards)?.in_server(cx, &t);
        let order = fide_standings(&table.model, tiebreaks(t.setup.format));
        let response = round_over(cx, &t, &table, &order)?;
        if !response.replies.is_empty() || !response.threads.is_empty() {
            out.push(response);
        }
    }
    Ok(out)
}

/// The final announcement: the winners by place, everyone pinged, the crosstable.
fn podium(cx: &Ctx<'_>, t: &StoredTournament, table: &Table, order: &[Standing]) -> Reply {
    let mut text =
        Text::new().strong_msg(Msg::new("tournament-headline-over").text("title", title_msg(t)));
    for s in order.iter().filter(|s| s.place <= 3) {
        let medal = match s.place {
            1 => "🥇",
            2 => "🥈",
            _ => "🥉",
        };
        if let Some(user) = usize::try_from(s.player)
            .ok()
            .and_then(|n| table.ranked.get(n.wrapping_sub(1)))
        {
            text = text.line().msg(
                Msg::new("tournament-podium-place")
                    .str("medal", medal)
                    .user("player", *user)
                    .str(
                        "points",
                        crate::community::tournament::standings::points_of(s),
                    ),
            );
        }
    }
    text = text
        .line()
        .line()
        .msg(Msg::new("tournament-final-standings"))
        .then(standings_text(table, order, tiebreaks(t.setup.format)));
    let mut reply = Reply::public(text)
        .ping(table.ranked.iter().copied())
        .about(crate::core::reply::Page::Tournament(t.id))
        .in_channel(t.news_channel());
    if let Some(file) = picture(cx, t, table, order) {
        reply = reply.with_file(file);
    }
    reply
}
