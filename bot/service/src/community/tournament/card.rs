//! A tournament's announcement card: what it is, who entered, and its Join / Leave
//! buttons, redrawn in place as entries come and go.

use crate::community::tournament::entrant_name;
use crate::community::tournament::title;
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{Button, ButtonStyle, Reply};
use crate::core::request::Action;
use crate::core::text::{CommandRef, Text};
use crate::core::words::{days, rated_word};
use data::{StoredTournament, TournamentStatus};

/// The announcement: what the tournament is, who is in, and how it starts.
pub(crate) fn card(cx: &Ctx<'_>, t: &StoredTournament) -> Result<Reply> {
    let entrants = cx.store.tournament_entrants(t.id)?;
    let names: Vec<String> = entrants
        .iter()
        .map(|e| entrant_name(cx, t, e.user))
        .collect();
    let s = &t.setup;
    let mut text = Text::new().strong(title(t)).plain(format!(
        " — {}, {} per move, {}.",
        rated_word(s.rated),
        days(s.days_per_move),
        match s.rounds {
            Some(r) => format!(
                "{r} rounds, each paired when the one before has ended or after {} (then Sanctum adjudicates what is still going)",
                days(s.round_days.unwrap_or(crate::community::tournament::adjudicate::DEFAULT_ROUND_DAYS))
            ),
            None => "every game started at once".to_owned(),
        }
    ));
    if let Some(needs) = crate::community::tournament::Conditions::of(t).words() {
        text.push_plain(format!("\nOpen to players with {needs}."));
    }
    text.push_plain(match s.timeouts {
        1 => "\nA loss on time withdraws a player.".to_owned(),
        n => format!("\n{n} losses on time withdraw a player."),
    });
    text.push_plain(format!(
        "\nPlayers ({}/{}): {}",
        names.len(),
        s.max_players,
        if names.is_empty() {
            "nobody yet".to_owned()
        } else {
            names.join(", ")
        }
    ));
    let mut reply = Reply::public(text.clone()).about(crate::core::reply::Page::Tournament(t.id));
    match t.status {
        TournamentStatus::Open => {
            let text = match s.starts_at {
                Some(at) => text.plain("\nIt starts ").moment(at).plain(format!(
                    " with everyone who has joined by then (at least {}), or sooner when {} have joined or {} starts it with ",
                    crate::community::tournament::min_players(s.format),
                    s.max_players,
                    entrant_name(cx, t, s.creator)
                )),
                None => text.plain(format!(
                    "\nIt starts when {} have joined, or when {} starts it with ",
                    s.max_players,
                    entrant_name(cx, t, s.creator)
                )),
            }
                .command(
                    CommandRef::new(CommandName::Tournament)
                        .arg("action", "start")
                        .arg("number", t.id.to_string()),
                )
                .plain(format!(" (at least {}).", crate::community::tournament::min_players(s.format)));
            reply = Reply::public(text)
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
                reply.text.push_plain(format!(
                    "\nUnder way: late entries until round {r} begins (rounds missed count as absent)."
                ));
                reply = reply.with_button(Button::new(
                    Action::JoinTournament(t.id),
                    ButtonStyle::Primary,
                ));
            }
            None => reply.text.push_plain("\nStarted: entries are closed."),
        },
        TournamentStatus::Finished => reply.text.push_plain("\nFinished."),
        TournamentStatus::Cancelled => reply.text.push_plain("\nCancelled."),
    }
    Ok(reply
        .about(crate::core::reply::Page::Tournament(t.id))
        .in_channel(s.channel))
}
