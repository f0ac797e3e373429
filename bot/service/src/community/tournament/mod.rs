//! Tournaments in a server: round robins played by correspondence, every game of the
//! tournament started at once (each player meets all opponents in parallel, as
//! correspondence events are run), each game in a place of its own.
//!
//! - [`entry`]: `tournament create`, the announcement with **Join** / **Leave** kept up
//!   to date, leaving, cancelling.
//! - [`start`]: the start, claimed once: ranks drawn, FIDE's Berger tables, and the
//!   boards handed to the face to house (a thread each) and then started.
//! - [`standings`]: FIDE C.07 standings and the crosstable, after every game and at the end.
//! - [`thread`]: the tournament's own thread, where its news goes.
//!
//! The tournament as the web face shows it is in [`pages::tournament`](crate::pages::tournament).

mod adjudicate;
mod boards;
mod card;
mod entry;
mod results;
pub(crate) mod standings;
mod start;
mod swiss;
mod thread;

pub(crate) use boards::{BOARD, house_board};
pub(crate) use results::on_game_ended;
pub(crate) use thread::{THREAD, set as set_thread};

use crate::core::catalogue::{
    CommandSpec, OptionKind, RATED, command, keyword, optional, required,
};
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::Result;
use crate::core::reply::Response;
pub use crate::core::request::tournament::{TournamentAction, TournamentRequest, format_word};
use crate::core::request::{Actor, Command, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::variant_name;
use data::{Format, RoleId, StoredTournament, TournamentId, TournamentStatus};

/// The fewest entrants a round robin can start with.
pub const MIN_PLAYERS: u32 = 3;
/// The most entrants of a round robin: FIDE's Berger tables go to 16.
pub const MAX_PLAYERS: u32 = 16;
/// The entrants a tournament takes when its creator names no number.
pub const DEFAULT_PLAYERS: u32 = 8;
/// The furthest ahead a start time may be set, in hours (30 days).
pub const MAX_START_HOURS: u32 = 720;
/// Open tournaments one server may have at once, so a crowd cannot flood a channel.
pub const MAX_OPEN_PER_SERVER: usize = 5;

/// Who may enter a tournament: rated games of its game in the server, and a rating
/// range there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Conditions {
    /// At least this many rated games.
    pub min_games: Option<u32>,
    /// A rating of at least this.
    pub min_rating: Option<u32>,
    /// A rating of at most this.
    pub max_rating: Option<u32>,
}

impl Conditions {
    /// A tournament's conditions.
    pub fn of(t: &StoredTournament) -> Conditions {
        Conditions {
            min_games: t.setup.min_games,
            min_rating: t.setup.min_rating,
            max_rating: t.setup.max_rating,
        }
    }

    /// Whether a player with `games` rated games and `rating` may enter.
    pub fn admit(self, games: u32, rating: u32) -> bool {
        self.min_games.is_none_or(|m| games >= m)
            && self.min_rating.is_none_or(|m| rating >= m)
            && self.max_rating.is_none_or(|m| rating <= m)
    }

    /// The conditions as a message (`at least 5 rated games here and a rating of 1400
    /// to 1800`), `None` for none.
    pub fn words(self) -> Option<Msg> {
        let games = self
            .min_games
            .map(|n| Msg::new("tournament-conditions-games").num("games", n));
        let rating = match (self.min_rating, self.max_rating) {
            (Some(lo), Some(hi)) => Some(
                Msg::new("tournament-conditions-rating-between")
                    .num("min", lo)
                    .num("max", hi),
            ),
            (Some(lo), None) => Some(Msg::new("tournament-conditions-rating-min").num("min", lo)),
            (None, Some(hi)) => Some(Msg::new("tournament-conditions-rating-max").num("max", hi)),
            (None, None) => None,
        };
        match (games, rating) {
            (Some(g), Some(r)) => Some(
                Msg::new("tournament-conditions-both")
                    .text("games", g)
                    .text("rating", r),
            ),
            (g, r) => g.or(r),
        }
    }
}

/// `tournament`.
pub(crate) const TOURNAMENT: CommandSpec = CommandSpec {
    servers_only: true,
    ..command(
        "tournament-description",
        &[
            required("action", "tournament-action", OptionKind::TournamentAction),
            optional("variant", "tournament-variant", OptionKind::Variant),
            keyword("format", "tournament-format", OptionKind::TournamentFormat),
            keyword("days", "tournament-days", OptionKind::Days),
            keyword(
                "players",
                "tournament-players",
                OptionKind::Count {
                    min: MIN_PLAYERS as u16,
                    max: swiss::MAX_SWISS_PLAYERS as u16,
                },
            ),
            keyword(
                "rounds",
                "tournament-rounds",
                OptionKind::Count {
                    min: 1,
                    max: swiss::MAX_ROUNDS as u16,
                },
            ),
            keyword(
                "round_days",
                "tournament-round_days",
                OptionKind::Count {
                    min: 1,
                    max: adjudicate::MAX_ROUND_DAYS as u16,
                },
            ),
            keyword(
                "timeouts",
                "tournament-timeouts",
                OptionKind::Count {
                    min: 1,
                    max: data::policy::MAX_TOURNAMENT_TIMEOUTS as u16,
                },
            ),
            keyword("rated", "tournament-rated", RATED),
            keyword(
                "starts_in",
                "tournament-starts_in",
                OptionKind::Count {
                    min: 1,
                    max: MAX_START_HOURS as u16,
                },
            ),
            keyword(
                "min_games",
                "tournament-min_games",
                OptionKind::Count { min: 1, max: 1000 },
            ),
            keyword(
                "min_rating",
                "tournament-min_rating",
                OptionKind::Count {
                    min: 0,
                    max: crate::core::policy::MAX_RATING_BOUND,
                },
            ),
            keyword(
                "max_rating",
                "tournament-max_rating",
                OptionKind::Count {
                    min: 0,
                    max: crate::core::policy::MAX_RATING_BOUND,
                },
            ),
            keyword(
                "round",
                "tournament-round",
                OptionKind::Count {
                    min: 1,
                    max: swiss::MAX_ROUNDS as u16,
                },
            ),
            keyword(
                "number",
                "tournament-number",
                OptionKind::Count {
                    min: 1,
                    max: u16::MAX,
                },
            ),
        ],
        |a| {
            Ok(Command::Tournament(TournamentRequest {
                action: a.need("action", crate::core::catalogue::Args::tournament_action)?,
                variant: a.variant("variant"),
                format: a.tournament_format("format"),
                days: a.days("days"),
                players: a.integer("players"),
                rounds: a.integer("rounds"),
                round_days: a.integer("round_days"),
                round: a.integer("round"),
                starts_in: a.integer("starts_in"),
                min_games: a.integer("min_games"),
                min_rating: a.integer("min_rating"),
                max_rating: a.integer("max_rating"),
                rated: a.bool("rated"),
                timeouts: a.integer("timeouts"),
                number: a.integer("number"),
            }))
        },
    )
};

/// Why a tournament request was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// No tournament of this server has that number.
    NoSuch(i64),
    /// No tournament here fits the request (none open to join, none running).
    NoneHere {
        /// What was asked.
        action: TournamentAction,
    },
    /// It no longer takes entries, or is no longer open to start or cancel.
    NotOpen(TournamentStatus),
    /// Every place is taken.
    Full,
    /// Already entered.
    AlreadyIn,
    /// Not an entrant.
    NotIn,
    /// Too few entrants to start.
    TooFew {
        /// Entrants now.
        have: u32,
        /// The fewest the format starts with.
        need: u32,
    },
    /// Only its creator or a Manage Server member may do that.
    NotOrganiser,
    /// Creating a tournament needs Manage Server, or the server's organiser role if it
    /// named one.
    CannotCreate(Option<RoleId>),
    /// The server already has the most open tournaments it may.
    TooManyOpen,
    /// A number out of its range for this tournament (`players` 20 for a round robin).
    OutOfRange {
        /// The option.
        what: &'static str,
        /// The least allowed.
        min: u32,
        /// The most allowed.
        max: u32,
    },
    /// A bye asked for in a tournament that is not a Swiss.
    NotSwiss,
    /// A bye asked for a round that has begun, or the last one (or past it).
    ByeRound {
        /// The first round that may still be asked for.
        first: u32,
        /// The last round that may be asked for.
        last: u32,
    },
    /// Every half-point bye a player may have is asked for already.
    ByeTaken,
    /// The player does not meet the tournament's entry conditions.
    NotEligible {
        /// Their rated games of the game in the server.
        games: u32,
        /// Their rating there.
        rating: u32,
        /// The conditions.
        needs: Conditions,
    },
}

/// The answer to a refused tournament request.
fn refusal_text(r: TournamentRefusal) -> Text {
    let list = || CommandRef::new(CommandName::Tournament).arg("action", "list");
    match r {
        TournamentRefusal::NoSuch(n) => Msg::new("tournament-refusal-no-such")
            .num("number", n)
            .command("list", list())
            .into(),
        TournamentRefusal::NoneHere { action } => Msg::new(match action {
            TournamentAction::Join
            | TournamentAction::Leave
            | TournamentAction::Start
            | TournamentAction::Cancel => "tournament-refusal-none-open",
            _ => "tournament-refusal-none-yet",
        })
        .command(
            "create",
            CommandRef::new(CommandName::Tournament).arg("action", "create"),
        )
        .into(),
        TournamentRefusal::NotOpen(status) => Msg::new(match status {
            TournamentStatus::Running => "tournament-refusal-started",
            TournamentStatus::Finished => "tournament-refusal-over",
            TournamentStatus::Cancelled => "tournament-refusal-cancelled",
            TournamentStatus::Open => "tournament-refusal-still-open",
        })
        .into(),
        TournamentRefusal::Full => Msg::new("tournament-refusal-full").into(),
        TournamentRefusal::AlreadyIn => Msg::new("tournament-refusal-already-in").into(),
        TournamentRefusal::NotIn => Msg::new("tournament-refusal-not-in").into(),
        TournamentRefusal::TooFew { have, need } => Msg::new("tournament-refusal-too-few")
            .num("need", need)
            .num("have", have)
            .into(),
        TournamentRefusal::NotOrganiser => Msg::new("tournament-refusal-not-organiser").into(),
        TournamentRefusal::CannotCreate(None) => {
            Msg::new("tournament-refusal-cannot-create").into()
        }
        TournamentRefusal::CannotCreate(Some(role)) => {
            Msg::new("tournament-refusal-cannot-create-role")
                .text("role", Text::new().role(role))
                .into()
        }
        TournamentRefusal::NotEligible {
            games,
            rating,
            needs,
        } => Msg::new("tournament-refusal-not-eligible")
            .text("needs", needs.words().map(Text::from).unwrap_or_default())
            .num("games", games)
            .num("rating", rating)
            .into(),
        TournamentRefusal::OutOfRange { what, min, max } => {
            Msg::new("tournament-refusal-out-of-range")
                .str("option", what)
                .num("min", min)
                .num("max", max)
                .into()
        }
        TournamentRefusal::NotSwiss => Msg::new("tournament-refusal-not-swiss").into(),
        TournamentRefusal::ByeRound { first, last } if first > last => {
            Msg::new("tournament-refusal-no-bye-round").into()
        }
        TournamentRefusal::ByeRound { first, last } => Msg::new("tournament-refusal-bye-round")
            .num("first", first)
            .num("last", last)
            .into(),
        TournamentRefusal::ByeTaken => Msg::new("tournament-refusal-bye-taken")
            .count("limit", swiss::MAX_HALF_BYES)
            .into(),
        TournamentRefusal::TooManyOpen => Msg::new("tournament-refusal-too-many-open")
            .count("limit", MAX_OPEN_PER_SERVER)
            .into(),
    }
}

impl crate::core::refusal::Refuse for TournamentRefusal {
    fn user_text(&self) -> Text {
        refusal_text(*self)
    }
}

/// Runs a `tournament` command.
pub(crate) fn tournament(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    req: &TournamentRequest,
) -> Result<Response> {
    match req.action {
        TournamentAction::Create => entry::create(cx, actor, place, req),
        TournamentAction::Join => {
            let t = pick(cx, place, req.number, TournamentAction::Join)?;
            entry::join(cx, actor, t.id)
        }
        TournamentAction::Leave => {
            let t = pick(cx, place, req.number, TournamentAction::Leave)?;
            entry::leave(cx, actor, t.id)
        }
        TournamentAction::Cancel => {
            let t = pick(cx, place, req.number, TournamentAction::Cancel)?;
            entry::cancel(cx, actor, &t)
        }
        TournamentAction::Start => {
            let t = pick(cx, place, req.number, TournamentAction::Start)?;
            organiser(actor, &t)?;
            start::start(cx, &t)
        }
        TournamentAction::Standings => {
            let t = pick(cx, place, req.number, TournamentAction::Standings)?;
            standings::show(cx, &t)
        }
        TournamentAction::Trf => {
            let t = pick(cx, place, req.number, TournamentAction::Trf)?;
            standings::trf(cx, &t)
        }
        TournamentAction::Bye => {
            let t = pick(cx, place, req.number, TournamentAction::Bye)?;
            swiss::ask_bye(cx, actor, &t, req.round)
        }
        TournamentAction::List => entry::list(cx, place),
    }
}

/// The tournament a request means: the one numbered, in this server; else the newest
/// one here the action applies to (open ones to join, leave, start or cancel).
fn pick(
    cx: &Ctx<'_>,
    place: Place,
    number: Option<i64>,
    action: TournamentAction,
) -> Result<StoredTournament> {
    if let Some(n) = number {
        return match cx.store.tournament(TournamentId(n)) {
            Ok(t) if t.setup.guild == place.guild => Ok(t),
            Ok(_) | Err(data::Error::TournamentNotFound(_)) => {
                Err(TournamentRefusal::NoSuch(n).into())
            }
            Err(e) => Err(e.into()),
        };
    }
    let wants_open = matches!(
        action,
        TournamentAction::Join
            | TournamentAction::Leave
            | TournamentAction::Start
            | TournamentAction::Cancel
    );
    let current = cx.store.current_tournaments(place.guild)?;
    // A Swiss under way still taking late entries may be joined too.
    let late = |t: &StoredTournament| {
        action == TournamentAction::Join
            && t.status == TournamentStatus::Running
            && t.setup.late_until.is_some_and(|r| t.current_round < r)
    };
    let found = current
        .into_iter()
        .find(|t| !wants_open || t.status == TournamentStatus::Open || late(t));
    // Standings of the last tournament stay on show after it ended.
    let found = match found {
        None if matches!(action, TournamentAction::Standings | TournamentAction::Trf) => {
            cx.store.latest_tournament(place.guild)?
        }
        other => other,
    };
    found.ok_or_else(|| TournamentRefusal::NoneHere { action }.into())
}

/// `tournament join`'s button: enters the tournament, if it is this server's.
pub(crate) fn join(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: TournamentId,
) -> Result<Response> {
    same_server(cx, place, id)?;
    entry::join(cx, actor, id)
}

/// `tournament leave`'s button: withdraws from it, if it is this server's.
pub(crate) fn leave(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    id: TournamentId,
) -> Result<Response> {
    same_server(cx, place, id)?;
    entry::leave(cx, actor, id)
}

/// Refuses a tournament of another server (a button pressed there names nothing here).
fn same_server(cx: &Ctx<'_>, place: Place, id: TournamentId) -> Result<()> {
    pick(cx, place, Some(id.0), TournamentAction::Join).map(|_| ())
}

/// The scheduler's tournament work: tournaments whose start time has come started (or
/// called off), Swiss games past their round's time limit adjudicated, then any round
/// whose last result was not followed up.
pub(crate) fn tick(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = entry::start_due(cx)?;
    out.extend(adjudicate::due(cx)?);
    out.extend(results::tick(cx)?);
    Ok(out)
}

/// How long after a round's start its unhoused boards are offered again: the start
/// itself houses them one by one, and a second process must not race it.
pub const HOUSING_GRACE: data::Timestamp = 10 * 60;

/// Every unhoused board of every round that started at least [`HOUSING_GRACE`] ago.
pub(crate) fn unhoused(cx: &Ctx<'_>) -> Result<Vec<crate::core::reply::Threads>> {
    let mut out = Vec::new();
    let mut last: Option<StoredTournament> = None;
    for (id, board) in cx.store.unhoused_boards()? {
        if last.as_ref().is_none_or(|t| t.id != id) {
            last = Some(cx.store.tournament(id)?);
        }
        if let Some(t) = &last
            && t.round_started_at
                .or(t.started_at)
                .is_some_and(|s| cx.now - s >= HOUSING_GRACE)
        {
            out.push(boards::house_request(cx, t, &board));
        }
    }
    Ok(out)
}

/// Refuses anyone but the tournament's creator or a Manage Server member.
fn organiser(actor: &Actor, t: &StoredTournament) -> Result<()> {
    if actor.manage_server || actor.user == t.setup.creator {
        Ok(())
    } else {
        Err(TournamentRefusal::NotOrganiser.into())
    }
}

/// The fewest entrants a format starts with.
pub fn min_players(format: Format) -> u32 {
    match format {
        Format::Swiss => swiss::MIN_SWISS_PLAYERS,
        Format::RoundRobin | Format::DoubleRoundRobin => MIN_PLAYERS,
    }
}

/// The most entrants a format takes.
pub fn max_players(format: Format) -> u32 {
    match format {
        Format::Swiss => swiss::MAX_SWISS_PLAYERS,
        Format::RoundRobin | Format::DoubleRoundRobin => MAX_PLAYERS,
    }
}

/// How a tournament is named where words cannot be a message (thread names, the
/// crosstable picture, TRF files, bold headlines), in English: `Tournament 3 (Sanctuary
/// Chess round robin)`.
pub(crate) fn title(t: &StoredTournament) -> String {
    format!(
        "Tournament {} ({} {})",
        t.id,
        t.setup.variant.name(),
        t.setup.format.name()
    )
}

/// How a tournament is named in what players read, in their words: `Tournament 3
/// (Sanctuary Chess round robin)`.
pub(crate) fn title_msg(t: &StoredTournament) -> Msg {
    Msg::new("tournament-title")
        .num("number", t.id.0)
        .text("variant", Msg::new(variant_name(t.setup.variant)))
        .str("format", t.setup.format.id())
}

/// `user`'s name in what `t` posts: a tournament is played and read in its own
/// server, so the nickname that server gives them. Its web page uses global names.
pub(crate) fn entrant_name(cx: &Ctx<'_>, t: &StoredTournament, user: data::UserId) -> String {
    crate::core::context::name_in(cx, user, t.setup.guild)
}
