//! Every metric Sanctum records, named here once, with the helpers that record them.
//!
//! They go through the `metrics` facade: nothing happens until a face installs a
//! recorder (`sanctum run` does when its HTTP listener is on), and then each event is
//! a lookup and an atomic add. Labels stay few and bounded — command kinds, variants,
//! results, route templates — never a user, a game or a channel.

use crate::core::names::CommandName;
use crate::core::reply::{Outcome, Response};
use crate::core::request::Action;
use ::metrics::{counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram};
use data::{GameResult, StoredGame, Termination};
use rules::{Color, Variant};
use std::borrow::Cow;
use std::time::Duration;

/// Interactions answered, by `kind` (see [`command_kind`], [`button_kind`], or
/// `autocomplete`) and `outcome` (see [`Ended`]).
pub const INTERACTIONS: &str = "sanctum_interactions_total";
/// How long an interaction took, from its arrival to its answer sent, by `kind`.
pub const INTERACTION_SECONDS: &str = "sanctum_interaction_seconds";
/// The buckets of [`INTERACTION_SECONDS`]: fine below a second, then around
/// Discord's marks (an acknowledgement first after 1.5 s, its window of 3 s).
pub const INTERACTION_BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0, 30.0,
];
/// Moves stored (people's, confirmed, conditional and Sanctum's own), by `variant`.
pub const MOVES: &str = "sanctum_moves_total";
/// Games started, by `variant`.
pub const GAMES_STARTED: &str = "sanctum_games_started_total";
/// Games finished, by `variant`, `result` (`white`, `black`, `draw`, `aborted`) and
/// `termination` (`checkmate`, `resignation`, `timeout`…).
pub const GAMES_FINISHED: &str = "sanctum_games_finished_total";
/// Games waiting for Sanctum's move (not counting those being searched).
pub const ENGINE_QUEUE_DEPTH: &str = "sanctum_engine_queue_depth";
/// Games waiting for a review (not counting those being analysed).
pub const REVIEW_QUEUE_DEPTH: &str = "sanctum_review_queue_depth";
/// Database failures that reached a command or the deadline work, by `kind`.
pub const DB_ERRORS: &str = "sanctum_db_errors_total";
/// Database work run or waited for again, by `reason`: `serialization` (a
/// `PostgreSQL` transaction that lost a race, run again), `locked` (an `SQLite`
/// statement that waited for another writer) or `lost_commit` (a move whose COMMIT
/// lost the `PostgreSQL` server, read back to learn whether it was stored).
pub const DB_RETRIES: &str = "sanctum_db_retries_total";
/// Requests Discord's rate limits held back, by `route`: a 429 answer, or a wait
/// serenity's own rate limiter made ahead of one.
pub const DISCORD_RATE_LIMITED: &str = "sanctum_discord_rate_limited_total";
/// Discord's 5xx answers, by `route`.
pub const DISCORD_SERVER_ERRORS: &str = "sanctum_discord_server_errors_total";
/// How late the deadline scheduler's last round started after its earliest due work.
pub const SCHEDULER_LAG: &str = "sanctum_scheduler_lag_seconds";
/// Rounds of the deadline scheduler finished, their work done and posted: a scheduler
/// that stopped turning keeps its last lag, but not its rate here.
pub const SCHEDULER_ROUNDS: &str = "sanctum_scheduler_rounds_total";

/// Gives each metric its help line, so a scrape explains itself. Once, after a
/// recorder is installed.
pub fn describe() {
    describe_counter!(INTERACTIONS, "Interactions answered, by kind and outcome.");
    describe_histogram!(
        INTERACTION_SECONDS,
        ::metrics::Unit::Seconds,
        "Time from an interaction's arrival to its answer, by kind."
    );
    describe_counter!(MOVES, "Moves stored, by variant.");
    describe_counter!(GAMES_STARTED, "Games started, by variant.");
    describe_counter!(
        GAMES_FINISHED,
        "Games finished, by variant, result and termination."
    );
    describe_gauge!(ENGINE_QUEUE_DEPTH, "Games waiting for Sanctum's move.");
    describe_gauge!(REVIEW_QUEUE_DEPTH, "Games waiting for a review.");
    describe_counter!(DB_ERRORS, "Database failures, by kind.");
    describe_counter!(
        DB_RETRIES,
        "Database work run or waited for again, by reason."
    );
    describe_counter!(
        DISCORD_RATE_LIMITED,
        "Discord requests held back by a rate limit, by route."
    );
    describe_counter!(DISCORD_SERVER_ERRORS, "Discord 5xx answers, by route.");
    describe_gauge!(
        SCHEDULER_LAG,
        ::metrics::Unit::Seconds,
        "How late the last round of deadline work started."
    );
    describe_counter!(
        SCHEDULER_ROUNDS,
        "Rounds of deadline work finished, their posts sent."
    );
}

/// How an interaction ended, as the `outcome` label says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Carried out.
    Ok,
    /// Refused by the rules or the situation.
    Refused,
    /// Not readable as a command or button (an unknown command, a damaged button).
    Unreadable,
    /// A repeated delivery of one already answered: nothing done.
    Duplicate,
    /// The service failed on its side (the database).
    Error,
    /// Answering it failed (Discord refused or failed the answer); apologised for.
    Failed,
}

impl Ended {
    /// The label value.
    pub const fn label(self) -> &'static str {
        match self {
            Ended::Ok => "ok",
            Ended::Refused => "refused",
            Ended::Unreadable => "unreadable",
            Ended::Duplicate => "duplicate",
            Ended::Error => "error",
            Ended::Failed => "failed",
        }
    }
}

impl From<&Response> for Ended {
    fn from(response: &Response) -> Ended {
        if response.duplicate {
            return Ended::Duplicate;
        }
        match response.outcome {
            Outcome::Done => Ended::Ok,
            Outcome::Refused => Ended::Refused,
            Outcome::Failed => Ended::Error,
        }
    }
}

/// The `kind` label of a slash command known by the name a face received: the
/// command's id (`move`), or `unknown` for a name Sanctum never registered.
pub fn command_kind(name: &str) -> &'static str {
    CommandName::from_id(name).map_or("unknown", CommandName::id)
}

/// The `kind` label of a button press: `button:` and its verb (`button:accept`), or
/// `button:unknown` for a button Sanctum cannot read.
pub fn button_kind(action: Option<Action>) -> Cow<'static, str> {
    match action {
        Some(action) => Cow::Owned(format!("button:{}", action.verb())),
        None => Cow::Borrowed("button:unknown"),
    }
}

/// Counts one interaction and how long it took.
pub fn interaction(kind: impl Into<Cow<'static, str>>, ended: Ended, took: Duration) {
    let kind: Cow<'static, str> = kind.into();
    counter!(INTERACTIONS, "kind" => kind.clone(), "outcome" => ended.label()).increment(1);
    histogram!(INTERACTION_SECONDS, "kind" => kind).record(took.as_secs_f64());
}

/// Counts moves stored in a game of `variant`.
pub(crate) fn moves_played(variant: Variant, count: usize) {
    counter!(MOVES, "variant" => variant.id()).increment(count as u64);
}

/// Counts a game that just started.
pub(crate) fn game_started(variant: Variant) {
    counter!(GAMES_STARTED, "variant" => variant.id()).increment(1);
}

/// Counts a game that just ended, as stored: its result (none for an abort).
pub(crate) fn game_finished(game: &StoredGame) {
    let result = game.result.unwrap_or(GameResult::aborted());
    let winner = match (result.winner, result.termination) {
        (_, Termination::Aborted) => "aborted",
        (Some(Color::White), _) => "white",
        (Some(Color::Black), _) => "black",
        (None, _) => "draw",
    };
    counter!(
        GAMES_FINISHED,
        "variant" => game.variant.id(),
        "result" => winner,
        "termination" => result.termination.id(),
    )
    .increment(1);
}

/// Counts a database failure.
pub(crate) fn db_error(e: &data::Error) {
    use data::Error as E;
    let kind = match e {
        E::Busy => "busy",
        E::Unavailable { .. } => "unavailable",
        E::ReadOnly(_) => "read_only",
        E::CorruptDatabase(_)
        | E::CorruptGame { .. }
        | E::NotADatabase { .. }
        | E::NewerSchema { .. } => "corrupt",
        E::Open { .. } => "open",
        E::Sqlite(_) => "sqlite",
        E::Postgres(_) => "postgres",
        _ => "other",
    };
    counter!(DB_ERRORS, "kind" => kind).increment(1);
}

/// Publishes what is read rather than counted as it happens: the queues' depths and
/// the store's retries so far.
pub(crate) fn sample(engine_waiting: usize, reviews_waiting: usize) {
    let depth = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    gauge!(ENGINE_QUEUE_DEPTH).set(depth(engine_waiting));
    gauge!(REVIEW_QUEUE_DEPTH).set(depth(reviews_waiting));
    let retried = data::contention();
    counter!(DB_RETRIES, "reason" => "serialization").absolute(retried.serialization_retries);
    counter!(DB_RETRIES, "reason" => "locked").absolute(retried.lock_waits);
    counter!(DB_RETRIES, "reason" => "lost_commit")
        .absolute(retried.lost_commits_stored + retried.lost_commits_not_stored);
}

/// Counts a request Discord's rate limit held back on `route` (a template such as
/// `/channels/{id}/messages`, never a real id).
pub fn discord_rate_limited(route: String) {
    counter!(DISCORD_RATE_LIMITED, "route" => route).increment(1);
}

/// Counts a 5xx answer from Discord on `route` (a template, as above).
pub fn discord_server_error(route: String) {
    counter!(DISCORD_SERVER_ERRORS, "route" => route).increment(1);
}

/// Records how late a round of deadline work started.
pub fn scheduler_lag(lag: Duration) {
    gauge!(SCHEDULER_LAG).set(lag.as_secs_f64());
}

/// Counts a round of deadline work finished.
pub fn scheduler_round() {
    counter!(SCHEDULER_ROUNDS).increment(1);
}

#[cfg(test)]
mod tests {
    use super::*;
    use data::GameId;

    #[test]
    fn kinds_are_command_ids_and_button_verbs() {
        assert_eq!(command_kind("resign"), "resign");
        assert_eq!(command_kind("no such command"), "unknown");
        assert_eq!(
            button_kind(Some(Action::ConfirmResign(GameId(4)))),
            "button:resign"
        );
        assert_eq!(button_kind(None), "button:unknown");
    }

    #[test]
    fn a_refusal_and_a_failure_are_counted_apart() {
        let refused = Response {
            outcome: Outcome::Refused,
            ..Response::default()
        };
        assert_eq!(Ended::from(&refused), Ended::Refused);
        assert_eq!(Ended::from(&Response::failed("sorry")), Ended::Error);
        let again = Response {
            duplicate: true,
            ..Response::default()
        };
        assert_eq!(Ended::from(&again), Ended::Duplicate);
    }
}
