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
use crate::core::text::{CommandRef, Text};
use crate::core::words::{days as days_text, duration};
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
    let mut text = Text::from(format!(
        "🏖️ Your vacation of {} starts now and ends ",
        count_days(days)
    ))
    .moment(ends)
    .plain(". ");
    text.push_plain(match games.len() {
        0 => "You have no games going on; games you start meanwhile wait for your return. "
            .to_owned(),
        1 => "Your clock in your game is paused and your opponent has been told. ".to_owned(),
        n => format!(
            "Your clocks in all {n} of your games are paused and your opponents have been told. "
        ),
    });
    let text = text
        .plain("You can still move meanwhile; your vacation goes on. Back early? ")
        .command(CommandRef::new(CommandName::Vacation).arg("end", "True"))
        .plain(format!(
            ": the days you don't use are not counted. Vacation days left in the last 365: {}.",
            left - days
        ));
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
    let text = Text::from(format!("🏖️ {} is on vacation, back ", actor.name))
        .moment(ends)
        .plain(". ");
    let text = if game.player_to_move() == actor.user {
        text.plain(format!(
            "Their clock in game {} is paused: their move is now due ",
            game.id
        ))
        .moment(game.deadline)
        .plain(".")
    } else {
        text.user(opponent)
            .plain(format!(", your move in game {} is due ", game.id))
            .moment(game.deadline)
            .plain(format!(
                " as usual; once you have moved, {}'s clock waits for their return.",
                actor.name
            ))
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
    let text = Text::from(format!(
        "Welcome back! Your vacation ended after {}; the {} you did not use does not count. Your clocks run again. Vacation days left in the last 365: {left}.",
        duration(cx.now - vacation.started_at),
        duration(unused),
    ));
    let mut replies = vec![Reply::private(text)];
    for game in &games {
        let mut text = Text::from(format!("{} is back from vacation.", actor.name));
        if game.player_to_move() == actor.user {
            text = text
                .plain(format!(" Their move in game {} is now due ", game.id))
                .moment(game.deadline)
                .plain(".");
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
        Some(v) => Text::from("You are on vacation, and your clocks are paused; it ends ")
            .moment(v.ends_at)
            .plain(". Back early? ")
            .command(CommandRef::new(CommandName::Vacation).arg("end", "True"))
            .plain("."),
        None => Text::from(format!(
            "You are not on vacation. Vacation days left in the last 365: {}. Start one with ",
            vacation_days_left(cx, actor.user)?
        ))
        .command(CommandRef::new(CommandName::Vacation).arg("days", "3"))
        .plain(": your clocks pause in all your games at once."),
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

/// `1 day`, `5 days`.
fn count_days(n: i64) -> String {
    u32::try_from(n).map_or_else(|_| format!("{n} days"), days_text)
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
