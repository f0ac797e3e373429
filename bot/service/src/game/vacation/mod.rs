//! `/vacation`: a player's clocks stand still while they are away, in every game of
//! every server at once, for up to 14 days in any 365.
//!
//! The clocks of games where they are to move pause; where their opponent is to move,
//! that clock runs as usual, and once the opponent has moved the player's clock waits
//! for their return. A player may still move while away; the vacation goes on.

pub(crate) mod refusal;
pub use refusal::VacationRefusal;

use crate::core::catalogue::{CommandSpec, OptionKind, command, optional};
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::policy;
use crate::core::policy::{DAY, MAX_VACATION_DAYS, VACATION_WINDOW};
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::request::Actor;
use crate::core::request::Command;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::duration_msg;
use data::{StoredGame, Timestamp, UserId};

/// The allowance, in seconds.
const ALLOWANCE: Timestamp = MAX_VACATION_DAYS as Timestamp * DAY;

/// `vacation days:N`, `vacation end`, or just `vacation` to see where one stands.
pub(crate) fn vacation(
    cx: &Ctx<'_>,
    actor: &Actor,
    days: Option<i64>,
    end: bool,
) -> Result<Response> {
    match (days, end) {
        (Some(_), true) => Err(VacationRefusal::VacationDaysAndEnd.into()),
        (Some(n), false) => start_vacation(cx, actor, n),
        (None, true) => end_vacation(cx, actor),
        (None, false) => vacation_status(cx, actor),
    }
}

/// Whole vacation days `user` may still take, counting the last 365 days.
fn vacation_days_left(cx: &Ctx<'_>, user: UserId) -> Result<i64> {
    let spent = cx
        .store
        .vacation_time(user, cx.now - VACATION_WINDOW, cx.now)?;
    Ok((ALLOWANCE - spent).max(0) / DAY)
}

fn start_vacation(cx: &Ctx<'_>, actor: &Actor, days: i64) -> Result<Response> {
    if !(1..=i64::from(MAX_VACATION_DAYS)).contains(&days) {
        return Err(VacationRefusal::VacationDays(days).into());
    }
    if let Some(v) = cx.store.vacation_of(actor.user, cx.now)? {
        return Err(VacationRefusal::AlreadyOnVacation { until: v.ends_at }.into());
    }
    let left = vacation_days_left(cx, actor.user)?;
    if days > left {
        return Err(VacationRefusal::VacationAllowance { asked: days, left }.into());
    }
    let ends = cx.now + days * DAY;
    let games = cx.store.start_vacation(actor.user, cx.now, ends)?;
    tracing::info!(user = %actor.user, days, games = games.len(), "vacation started");
    let text = Text::from(
        Msg::new("vacation-started")
            .num("days", days)
            .moment("ends", ends),
    )
    .plain(" ")
    .msg(Msg::new("vacation-started-games").count("games", games.len()))
    .plain(" ")
    .msg(
        Msg::new("vacation-started-meanwhile")
            .command("end", end_command())
            .num("left", left - days),
    );
    let mut replies = vec![Reply::private(text)];
    for game in &games {
        replies.push(away_note(cx, actor, game, ends));
    }
    Ok(Response {
        replies,
        ..Response::default()
    })
}

/// Tells `game`'s channel that `actor` is away until `ends`, pinging the opponent.
fn away_note(cx: &Ctx<'_>, actor: &Actor, game: &StoredGame, ends: Timestamp) -> Reply {
    let opponent = game.opponent_of(actor.user).unwrap_or(game.white);
    let text = Text::from(
        Msg::new("vacation-away")
            .str("name", actor.name.clone())
            .moment("back", ends),
    )
    .plain(" ");
    let text = if game.player_to_move() == actor.user {
        text.msg(
            Msg::new("vacation-away-clock-paused")
                .str("game", game.id.to_string())
                .moment("due", game.deadline),
        )
    } else {
        text.msg(
            Msg::new("vacation-away-your-move")
                .user("opponent", opponent)
                .str("game", game.id.to_string())
                .moment("due", game.deadline)
                .str("name", actor.name.clone()),
        )
    };
    game_post(cx, text, game, opponent)
}

fn end_vacation(cx: &Ctx<'_>, actor: &Actor) -> Result<Response> {
    let Some((vacation, games)) = cx.store.end_vacation(actor.user, cx.now)? else {
        return Err(VacationRefusal::NotOnVacation.into());
    };
    let unused = vacation.ends_at - cx.now;
    tracing::info!(user = %actor.user, unused, "vacation ended early");
    let left = vacation_days_left(cx, actor.user)?;
    let text = Msg::new("vacation-ended")
        .text("used", duration_msg(cx.now - vacation.started_at))
        .text("unused", duration_msg(unused))
        .num("left", left);
    let mut replies = vec![Reply::private(text)];
    for game in &games {
        let mut text = Text::from(Msg::new("vacation-back").str("name", actor.name.clone()));
        if game.player_to_move() == actor.user {
            text = text.plain(" ").msg(
                Msg::new("vacation-back-move-due")
                    .str("game", game.id.to_string())
                    .moment("due", game.deadline),
            );
        }
        replies.push(Reply::public(text).in_channel(game.channel));
    }
    Ok(Response {
        replies,
        ..Response::default()
    })
}

fn vacation_status(cx: &Ctx<'_>, actor: &Actor) -> Result<Response> {
    let text = match cx.store.vacation_of(actor.user, cx.now)? {
        Some(v) => Msg::new("vacation-status-away")
            .moment("ends", v.ends_at)
            .command("end", end_command()),
        None => Msg::new("vacation-status-here")
            .num("left", vacation_days_left(cx, actor.user)?)
            .command("start", start_command()),
    };
    Ok(Response::one(Reply::private(text)))
}

/// A public note in `game`'s channel that pings `opponent` (unless it is Sanctum).
fn game_post(cx: &Ctx<'_>, text: Text, game: &StoredGame, opponent: UserId) -> Reply {
    let reply = Reply::public(text).in_channel(game.channel);
    if cx.own_user == Some(opponent) {
        reply
    } else {
        reply.ping([opponent])
    }
}

/// `/vacation end:True`.
fn end_command() -> CommandRef {
    CommandRef::new(CommandName::Vacation).arg("end", "True")
}

/// `/vacation days:3`.
fn start_command() -> CommandRef {
    CommandRef::new(CommandName::Vacation).arg("days", "3")
}

/// `vacation`.
pub(crate) const VACATION: CommandSpec = command(
    "vacation-description",
    &[
        optional(
            "days",
            "vacation-days",
            OptionKind::Count {
                min: 1,
                max: policy::MAX_VACATION_DAYS,
            },
        ),
        optional("end", "vacation-end", OptionKind::Flag),
    ],
    |a| {
        Ok(Command::Vacation {
            days: a.integer("days"),
            end: a.bool("end").unwrap_or(false),
        })
    },
);
