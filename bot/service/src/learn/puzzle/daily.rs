//! The daily puzzle: at the start of each day (UTC) a server that asked for one gets
//! a puzzle posted in its channel, claimed in the database first so it is posted once
//! however many processes tick. Anyone solves it privately with its button.

use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::{Button, ButtonStyle, Reply, Response};
use crate::core::request::{Action, Actor, Place};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::learn::puzzle::refusal::PuzzleRefusal;
use data::{DAY, Timestamp};
use rules::Variant;

/// The day of `at`: days since 1970-01-01, UTC.
pub(crate) fn day_of(at: Timestamp) -> i64 {
    at.div_euclid(DAY)
}

/// The game of a day's puzzle: the three take turns.
fn variant_of(day: i64) -> Variant {
    let all: Vec<Variant> = crate::core::catalogue::menu_variants().collect();
    all[usize::try_from(day.rem_euclid(all.len() as i64)).unwrap_or(0)]
}

/// Posts the daily puzzle in every server whose puzzle of today is not out yet.
pub(crate) fn post_due(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let day = day_of(cx.now);
    let mut out = Vec::new();
    for (guild, channel) in cx.store.daily_puzzles_due(day)? {
        out.extend(post(cx, guild, channel, day)?);
    }
    Ok(out)
}

/// Hears that `guild` chose `channel` for its daily puzzle: today's goes there now.
pub(crate) fn on_channel_set(
    cx: &Ctx<'_>,
    guild: data::GuildId,
    channel: data::ChannelId,
) -> Response {
    match post(cx, guild, channel, day_of(cx.now)) {
        Ok(posted) => posted.unwrap_or_default(),
        Err(e) => {
            tracing::warn!(error = %e, %guild, "could not post today's puzzle in its new channel");
            Response::default()
        }
    }
}

/// Today's puzzle for `guild` in `channel`, if this caller is the one to claim it.
pub(crate) fn post(
    cx: &Ctx<'_>,
    guild: data::GuildId,
    channel: data::ChannelId,
    day: i64,
) -> Result<Option<Response>> {
    {
        let first = variant_of(day);
        let picked = std::iter::once(first)
            .chain(crate::core::catalogue::menu_variants().filter(|v| *v != first))
            .find_map(|v| cx.store.pick_daily_puzzle(guild, v).transpose())
            .transpose()?;
        let Some(puzzle) = picked else {
            tracing::warn!(%guild, "no puzzle left for the daily puzzle");
            return Ok(None);
        };
        if !cx
            .store
            .claim_daily_puzzle(guild, day, &puzzle.id, channel, cx.now)?
        {
            return Ok(None);
        }
        let Some(live) = crate::learn::puzzle::show::Live::new(&puzzle, 0) else {
            return Ok(None);
        };
        let goal = live.goal();
        let yesterday = cx.store.daily_solvers(guild, day - 1)?;
        let mut text = Text::new()
            .strong_msg(
                Msg::new("puzzle-daily-title").str("day", crate::core::words::utc_day(cx.now)),
            )
            .plain(" · ")
            .msg(Msg::new(crate::core::words::variant_name(puzzle.variant)))
            .line()
            .msg(
                Msg::new("puzzle-daily-goal")
                    .text("goal", Text::new().strong_msg(goal.clone()))
                    .button("solve", Action::DailyPuzzle(day).label()),
            );
        if cx.store.daily_puzzle(guild, day - 1)?.is_some() {
            text = text.plain(" ").msg(
                Msg::new("puzzle-daily-yesterday")
                    .num("people", i64::try_from(yesterday).unwrap_or(i64::MAX)),
            );
        }
        let mut reply = Reply::public(text).in_channel(channel);
        reply.board = Some(crate::learn::puzzle::show::exercise_picture(
            cx,
            live.game.position(),
            live.solver,
            crate::learn::puzzle::show::Marks {
                last: live.game.last_move().copied(),
                ..crate::learn::puzzle::show::Marks::default()
            },
            format!("daily-puzzle-{day}.png"),
            goal,
        ));
        reply.buttons = vec![Button::new(Action::DailyPuzzle(day), ButtonStyle::Primary)];
        tracing::info!(%guild, day, puzzle = %puzzle.id, "daily puzzle posted");
        Ok(Some(Response::one(reply)))
    }
}

/// The daily puzzle's button: today's puzzle of this server, for the presser.
pub(crate) fn solve_daily(cx: &Ctx<'_>, actor: &Actor, place: Place, day: i64) -> Result<Response> {
    if day != day_of(cx.now) {
        return Err(PuzzleRefusal::DailyOver.into());
    }
    let id = cx
        .store
        .daily_puzzle(place.guild, day)?
        .ok_or(PuzzleRefusal::DailyOver)?;
    let puzzle = cx.store.puzzle(&id)?.ok_or(PuzzleRefusal::DailyOver)?;
    crate::learn::puzzle::start(
        cx,
        actor,
        place,
        &puzzle,
        data::AttemptKind::Daily(day),
        Text::new(),
    )
}
