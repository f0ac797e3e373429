//! A tournament's own thread: opened by the face when the tournament is created, set
//! once, and from then on the place of its rounds, results, withdrawals, standings and
//! podium, so the channel keeps only the announcement and each game has its own
//! thread beside it.

use crate::community::tournament::title_msg;
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::{Purpose, Reply, Response, Threads};
use crate::core::text::CommandRef;
use crate::core::text::Msg;
use data::{ChannelId, StoredTournament, TournamentId};

/// The word for a tournament's own thread in a [`Purpose`]: its id is the tournament.
pub(crate) const THREAD: &str = "tournament";

/// What the face needs to open `t`'s thread: under the channel it was announced in.
pub(super) fn request(t: &StoredTournament) -> Threads {
    Threads {
        purpose: Purpose {
            kind: THREAD,
            ids: [t.id.0, 0, 0],
        },
        parents: vec![t.setup.channel],
        name: Msg::new("thread-tournament").text("tournament", title_msg(t)),
        label: format!("t{}", t.id),
    }
}

/// Makes `thread` the tournament's thread, once, and says so in it; an empty response
/// if it already has one (another process opened it first: the face drops its own).
pub(crate) fn set(cx: &Ctx<'_>, tournament: TournamentId, thread: ChannelId) -> Result<Response> {
    if !cx.store.set_tournament_thread(tournament, thread)? {
        return Ok(Response::default());
    }
    let t = cx.store.tournament(tournament)?;
    tracing::info!(tournament = %t.id, "tournament thread opened");
    let text = Msg::new("tournament-thread-opened")
        .strong("title", title_msg(&t))
        .command(
            "standings",
            CommandRef::new(CommandName::Tournament)
                .arg("action", "standings")
                .arg("number", t.id.to_string()),
        );
    Ok(Response::one(
        Reply::public(text)
            .about(crate::core::reply::Page::Tournament(t.id))
            .in_channel(thread),
    ))
}
