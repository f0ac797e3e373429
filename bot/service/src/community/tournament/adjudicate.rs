//! A Swiss round's time limit: when it passes, every game of the round still going is
//! adjudicated by Sanctum's engine at full strength with a fixed budget, as
//! correspondence federations adjudicate: a win for a side clearly winning, else a
//! draw, explained in the game's thread with the evaluation. Each game is finished once
//! (the store refuses a second finish), and the last one pairs the next round.

use crate::community::tournament::entrant_name;
use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::Response;
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{GameResult, StoredTournament, Termination};
use engine::score::is_decisive;
use engine::{Engine, Limits};
use rules::Color;

/// The nodes of each adjudication's search: fixed, so the verdict does not depend on
/// the machine or its load (about a second or two here).
pub const ADJUDICATION_NODES: u64 = 2_000_000;
/// The transposition table of an adjudication, in MiB.
const ADJUDICATION_HASH_MIB: usize = 64;
/// A side "clearly winning": at least this many centipawns ahead, or a forced win.
pub const CLEAR_WIN_CP: i32 = 300;
/// The most games adjudicated in one look, so the scheduler's other work never waits
/// long; the rest follow at its next look.
pub const ADJUDICATIONS_PER_TICK: usize = 4;
/// A Swiss round's time limit when its creator names none, in days.
pub const DEFAULT_ROUND_DAYS: u32 = 30;
/// The longest a Swiss round's time limit may be: a year.
pub const MAX_ROUND_DAYS: u32 = 365;

/// The engine's verdict on a position: the winner (or `None` for a draw) and the
/// evaluation from White's view in centipawns.
fn judge(game: &rules::Game) -> (Option<Color>, i32) {
    let positions = game.positions();
    let history: Vec<u64> = positions[..positions.len().saturating_sub(1)]
        .iter()
        .map(rules::Position::zobrist)
        .collect();
    let mut engine = Engine::new(ADJUDICATION_HASH_MIB);
    let limits = Limits {
        nodes: Some(ADJUDICATION_NODES),
        ..Limits::default()
    };
    let found = engine.search(game.position(), &history, &limits, &mut |_| {});
    let to_move = game.position().turn();
    let white = if to_move == Color::White {
        found.score
    } else {
        -found.score
    };
    let winner = if is_decisive(white) || white.abs() >= CLEAR_WIN_CP {
        Some(if white > 0 {
            Color::White
        } else {
            Color::Black
        })
    } else {
        None
    };
    (winner, white)
}

/// The evaluation as players read it: `+3.40 (White's view)`, `a forced win for Black`.
fn eval_words(white: i32) -> Msg {
    if is_decisive(white) {
        Msg::new("tournament-eval-forced-win").text(
            "side",
            Msg::new(if white > 0 {
                "color-white"
            } else {
                "color-black"
            }),
        )
    } else {
        Msg::new("tournament-eval-score").str("score", format!("{:+.2}", f64::from(white) / 100.0))
    }
}

/// Adjudicates the games of every Swiss round whose time limit has passed (a few per
/// call), each announced in its thread, then the tournament's news.
pub(crate) fn due(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    let mut budget = ADJUDICATIONS_PER_TICK;
    for t in cx.store.running_tournaments()? {
        let (Some(days), Some(started)) = (t.setup.round_days, t.round_started_at) else {
            continue;
        };
        if cx.now < started + i64::from(days) * crate::core::policy::DAY {
            continue;
        }
        for b in cx.store.tournament_boards(t.id)? {
            if budget == 0 {
                return Ok(out);
            }
            let Some(g) = b
                .game
                .filter(|g| g.is_active() && b.pairing.round == t.current_round)
            else {
                continue;
            };
            budget -= 1;
            if let Some(response) = adjudicate(cx, &t, &g, days)? {
                out.push(response);
            }
        }
    }
    Ok(out)
}

/// Adjudicates one game; `None` if it ended meanwhile.
fn adjudicate(
    cx: &Ctx<'_>,
    t: &StoredTournament,
    game: &data::StoredGame,
    days: u32,
) -> Result<Option<Response>> {
    let loaded = cx.store.load_game(game.id)?;
    let (winner, white) = judge(&loaded.game);
    let result = match winner {
        Some(c) => GameResult::win(c, Termination::Adjudication),
        None => GameResult::draw(Termination::Adjudication),
    };
    let finished = match cx
        .store
        .finish_game(game.id, loaded.stored.ply, result, cx.now)
    {
        Ok(f) => f,
        Err(data::Error::Conflict { .. } | data::Error::GameOver(_)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    tracing::info!(game = %game.id, tournament = %t.id, eval = white, "adjudicated");
    cx.game_ended(&finished.game);
    let verdict = match winner {
        Some(c) => Msg::new("tournament-adjudicated-win")
            .str("winner", entrant_name(cx, t, game.player(c))),
        None => Msg::new("tournament-adjudicated-draw"),
    };
    let why = Text::from(
        verdict
            .num("round", t.current_round)
            .num("days", days)
            .num(
                "nodes",
                i64::try_from(ADJUDICATION_NODES / 1_000_000).unwrap_or(i64::MAX),
            )
            .text("eval", eval_words(white))
            .str("pawns", format!("{:.2}", f64::from(CLEAR_WIN_CP) / 100.0)),
    );
    let mut ending = crate::game::announce::ending_reply(
        cx,
        &finished.game,
        &loaded.game,
        finished.ratings.as_ref(),
    )
    .in_channel(finished.game.channel);
    ending.text = why.line().then(ending.text);
    let response = Response::closing_offer(game.id, ending);
    Ok(Some(response))
}
