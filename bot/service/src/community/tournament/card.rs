//! A tournament's announcement card: what it is, who entered, and its Join / Leave
//! buttons, redrawn in place as entries come and go.

use crate::community::tournament::entrant_name;
use crate::community::tournament::title_msg;
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{Button, ButtonStyle, Reply};
use crate::core::request::Action;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::{StoredTournament, TournamentStatus};

/// The announcement: what the tournament is, who is in, and how it starts.
pub(crate) fn card(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Reply> {
    let entrants = cx.store.tournament_entrants(t.id)?;
    let names: Vec<String> = entrants
        .iter()
        .map(|e| entrant_name(cx, t, e.user))
        .collect();
    let s = &t.setup;
    let what = match s.rounds {
        Some(r) => Msg::new("tournament-card-swiss").num("rounds", r).num(
            "round_days",
            s.round_days
                .unwrap_or(crate::community::tournament::adjudicate::DEFAULT_ROUND_DAYS),
        ),
        None => Msg::new("tournament-card-round-robin"),
    }
    .strong("title", title_msg(t))
    .str("rated", if s.rated { "rated" } else { "casual" })
    .num("days", s.days_per_move);
    let mut text = Text::from(what);
    if let Some(needs) = crate::community::tournament::Conditions::of(t).words() {
        text = text
            .line()
            .msg(Msg::new("tournament-card-conditions").text("needs", needs));
    }
    text = text
        .line()
        .msg(Msg::new("tournament-card-timeouts").num("timeouts", s.timeouts));
    let players = if names.is_empty() {
        Msg::new("tournament-card-no-players")
    } else {
        Msg::new("tournament-card-players").str("names", names.join(", "))
    };
    text = text.line().msg(
        players
            .count("count", names.len())
            .num("max", s.max_players),
    );
    let mut reply = Reply::public(text.clone()).about(crate::core::reply::Page::Tournament(t.id));
    match t.status {
        TournamentStatus::Open => {
            let min = crate::community::tournament::min_players(s.format);
            let starts = match s.starts_at {
                Some(at) => Msg::new("tournament-card-starts-at").moment("at", at),
                None => Msg::new("tournament-card-starts-when-full"),
            }
            .num("min", min)
            .num("max", s.max_players)
            .str("creator", entrant_name(cx, t, s.creator))
            .command(
                "start",
                CommandRef::new(CommandName::Tournament)
                    .arg("action", "start")
                    .arg("number", t.id.to_string()),
            );
            reply = Reply::public(text.line().msg(starts))
                .with_button(Button::new(
                    Action::JoinTournament(t.id),
                    ButtonStyle::Primary,
                ))
                .with_button(Button::new(
                    Action::LeaveTournament(t.id),
                    ButtonStyle::Secondary,
                ));
        }
        TournamentStatus::Running => match s.late_until.filter(|r| t.current_round < *r) {
            Some(r) => {
                reply.text.extend(
                    Text::new()
                        .line()
                        .msg(Msg::new("tournament-card-late-entries").num("round", r)),
                );
                reply = reply.with_button(Button::new(
                    Action::JoinTournament(t.id),
                    ButtonStyle::Primary,
                ));
            }
            None => reply
                .text
                .extend(Text::new().line().msg(Msg::new("tournament-card-closed"))),
        },
        TournamentStatus::Finished => reply
            .text
            .extend(Text::new().line().msg(Msg::new("tournament-card-finished"))),
        TournamentStatus::Cancelled => reply.text.extend(
            Text::new()
                .line()
                .msg(Msg::new("tournament-card-cancelled")),
        ),
    }
    Ok(reply
        .about(crate::core::reply::Page::Tournament(t.id))
        .in_channel(s.channel))
}
