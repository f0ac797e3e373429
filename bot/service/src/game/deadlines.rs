//! A game's clock work, run from the database: reminders at 80% of the time, time
//! banks paying for a passed deadline, and losses on time. Each claim is a
//! transaction, so running it twice, or from two processes, or after a restart, does
//! every piece of work exactly once. The scheduler calls it at every tick.

use crate::core::context::{Ctx, name_in_game};
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::{duration_msg, variant_name};
use crate::game::bank::{Payment, bank_days_msg};
use data::{GameResult, StoredGame, Termination};

/// Games handled per database round trip.
const BATCH: u32 = 100;
/// Round trips per kind of work in one tick; the next tick picks up the rest.
const MAX_BATCHES: usize = 50;

/// The hook a deadline tries first: a team's vote plays its move at the deadline (the
/// scheduler passes vote chess's; `None` lets the clock decide).
pub(crate) type BeforeTimeOut<'h> = &'h dyn Fn(&Ctx<'_>, &StoredGame) -> Result<Option<Response>>;

/// What the scheduler has the other features say about a game's end before the next
/// deadline is looked at (a tournament withdraws a player after a loss on time, so
/// their other games are forfeited rather than lost on time one by one).
pub(crate) type Settle<'h> = &'h dyn Fn(&Ctx<'_>) -> Response;

/// Every passed deadline due at `cx.now`: `first` is asked about each game, then its
/// time bank pays or the player to move loses on time (see [`time_out`]); after each,
/// `settle` adds what the game's end meant to the others.
pub(crate) fn time_outs(
    cx: &Ctx<'_>,
    first: BeforeTimeOut<'_>,
    settle: Settle<'_>,
) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    for _ in 0..MAX_BATCHES {
        let due = cx.store.due_deadlines(cx.now, BATCH)?;
        let mut progressed = false;
        for game in &due {
            let answer = match first(cx, game)? {
                Some(played) => Some(played),
                None => time_out(cx, game)?,
            };
            if let Some(mut response) = answer {
                response.absorb(settle(cx));
                out.push(response);
                progressed = true;
            }
        }
        if due.len() < BATCH as usize || !progressed {
            break;
        }
    }
    Ok(out)
}

/// The reminders due at `cx.now`, each claimed once (a game waiting for Sanctum gets none).
pub(crate) fn reminders(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    for _ in 0..MAX_BATCHES {
        // Claimed in one statement: with several processes ticking, each gets its own.
        let due = cx.store.claim_due_reminders(cx.now, BATCH)?;
        for game in &due {
            let engine_to_move = cx
                .store
                .engine_side(game.id)?
                .is_some_and(|side| side.color == game.turn());
            if !engine_to_move
                && let Some(reply) =
                    crate::game::notify::reminder_as_wanted(cx, game, reminder(cx, game))
            {
                out.push(Response::one(reply));
            }
        }
        if due.len() < BATCH as usize {
            break;
        }
    }
    Ok(out)
}

/// The player to move has run out of time: their time bank pays if it can (see
/// [`draw_on_bank`](crate::game::bank::draw_on_bank)); otherwise they lose, unless their opponent could never
/// win with what is left, which makes it a draw. A game in which that player never
/// made their first move is aborted instead, bank or not: nobody loses (or spends
/// their bank on) a game they never started. `None` if a move landed first.
fn time_out(cx: &Ctx<'_>, game: &StoredGame) -> Result<Option<Response>> {
    // Sanctum never runs out of time: a game that waits for it (after a long
    // stop) gets its move instead.
    if cx
        .store
        .engine_side(game.id)?
        .is_some_and(|side| side.color == game.turn())
    {
        cx.report(crate::core::events::Event::SanctumToMove(game.id));
        return Ok(None);
    }
    if game.ply < 2 {
        return abort_unstarted(cx, game);
    }
    let banks = match crate::game::bank::draw_on_bank(cx, game)? {
        Payment::Paid(response) => return Ok(Some(*response)),
        Payment::MovedOn => return Ok(None),
        Payment::Short(banks) => banks,
    };
    let loaded = cx.store.load_game(game.id)?;
    let pos = loaded.game.position();
    let late = pos.turn();
    let result = if pos.can_ever_win(!late) {
        GameResult::win(!late, Termination::Timeout)
    } else {
        GameResult::draw(Termination::Timeout)
    };
    let finished = match cx.store.finish_game(game.id, game.ply, result, cx.now) {
        Ok(f) => f,
        Err(data::Error::Conflict { .. } | data::Error::GameOver(_)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    tracing::info!(game = %game.id, "lost on time");
    cx.game_ended(&finished.game);
    let mut reply = crate::game::announce::ending_reply(
        cx,
        &finished.game,
        &loaded.game,
        finished.ratings.as_ref(),
    );
    if let Some(banks) = banks {
        let left = banks.of(late);
        let name = name_in_game(cx, game, game.player(late));
        let why = if left > 0 {
            Msg::new("deadline-bank-short")
                .str("name", name)
                .text("bank", bank_days_msg(left))
                .text("late", duration_msg(cx.now - game.deadline))
        } else {
            Msg::new("deadline-bank-empty").str("name", name)
        };
        reply.text = Text::from(why).line().then(reply.text);
    }
    let reply = reply.in_channel(finished.game.channel);
    let response = Response::closing_offer(game.id, reply);
    Ok(Some(response))
}

/// The first deadline passed without the first move of the player to move: the
/// game is aborted, with no result and no rating change.
fn abort_unstarted(cx: &Ctx<'_>, game: &StoredGame) -> Result<Option<Response>> {
    let aborted = match cx.store.abort_game(game.id, game.ply, cx.now) {
        Ok(g) => g,
        Err(data::Error::Conflict { .. } | data::Error::GameOver(_)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    tracing::info!(game = %game.id, "aborted: a side never moved");
    cx.game_ended(&aborted);
    let late = aborted.player_to_move();
    let in_tournament = cx.store.tournament_of_game(aborted.id)?.is_some();
    let text = Msg::new(if in_tournament {
        "deadline-aborted-forfeit"
    } else {
        "deadline-aborted"
    })
    .num("game", aborted.id.0)
    .user("late", late)
    .user("opponent", aborted.player(!aborted.turn()));
    let reply = Reply::public(text)
        .ping([aborted.white, aborted.black])
        .in_channel(aborted.channel);
    let reply = crate::game::announce::naming_teams(cx, aborted.id, reply);
    let response = Response::closing_offer(game.id, reply);
    Ok(Some(response))
}

fn reminder(cx: &Ctx<'_>, game: &StoredGame) -> Reply {
    let to_move = game.player_to_move();
    // A team is reminded as a team: its vote closes at the deadline.
    if cx
        .store
        .team_side(game.id, to_move)
        .is_ok_and(|t| t.is_some())
    {
        let text = Text::from("⏰ ")
            .msg(Msg::new("deadline-team-reminder").moment("closes", game.deadline));
        // Said to the team alone, where it votes.
        return Reply::public(text)
            .in_channel(game.channel_of(to_move))
            .local();
    }
    let opponent = game.player(!game.turn());
    let bank = crate::game::bank::bank_of(cx, game, game.turn()).unwrap_or(0);
    let stake = if game.ply < 2 {
        Msg::new("deadline-reminder-abort")
    } else if bank > 0 {
        Msg::new("deadline-reminder-bank").text("bank", bank_days_msg(bank))
    } else {
        Msg::new("deadline-reminder-lose")
    };
    let text = Text::from("⏰ ").msg(
        stake
            .user("user", to_move)
            .str("opponent", name_in_game(cx, game, opponent))
            .text("variant", Msg::new(variant_name(game.variant)))
            .num("game", game.id.0)
            .moment("due", game.deadline),
    );
    Reply::public(text).ping([to_move]).in_channel(game.channel)
}
