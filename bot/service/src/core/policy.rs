//! Every limit and default players meet, in one place: the catalogue's ranges,
//! refusals, help and descriptions all read them from here. Numbers that also appear
//! in fixed prose (Discord's command descriptions are constant strings) are given by a
//! macro too, so the prose and the constant cannot disagree.

use data::Timestamp;

pub use data::policy::{DAY, HOUR};

/// The engine's weakest level, as a literal for prose.
#[doc(hidden)]
macro_rules! min_level {
    () => {
        1
    };
}
pub(crate) use min_level;
/// The engine's full strength, as a literal for prose.
#[doc(hidden)]
macro_rules! max_level {
    () => {
        8
    };
}
pub(crate) use max_level;
/// The level of a challenge to Sanctum that names none, as a literal for prose.
#[doc(hidden)]
macro_rules! default_level {
    () => {
        3
    };
}
pub(crate) use default_level;
/// The longest vacation in days, as a literal for prose.
#[doc(hidden)]
macro_rules! vacation_days {
    () => {
        14
    };
}
pub(crate) use vacation_days;
/// The window the vacation allowance counts in, in days, as a literal for prose.
#[doc(hidden)]
macro_rules! vacation_window_days {
    () => {
        365
    };
}
pub(crate) use vacation_window_days;
/// The share of a move's time after which the reminder comes, in percent.
#[doc(hidden)]
macro_rules! reminder_percent {
    () => {
        80
    };
}
pub(crate) use reminder_percent;
/// How long a challenge stays open, in hours, as a literal for prose.
#[doc(hidden)]
macro_rules! challenge_hours {
    () => {
        48
    };
}
pub(crate) use challenge_hours;
/// The time bank of a server that has not chosen one, as a literal for prose.
#[doc(hidden)]
macro_rules! default_bank {
    () => {
        2
    };
}
pub(crate) use default_bank;
/// How often a server's role may be pinged, when it never chose, in minutes, as a
/// literal for prose.
#[doc(hidden)]
macro_rules! default_role_ping_minutes {
    () => {
        30
    };
}
pub(crate) use default_role_ping_minutes;
/// Rows on a page of a leaderboard or a history, as a literal for prose.
#[doc(hidden)]
macro_rules! page_size {
    () => {
        10
    };
}
pub(crate) use page_size;

/// The engine's weakest level.
pub const MIN_LEVEL: u8 = min_level!();
/// The engine's full strength.
pub const MAX_LEVEL: u8 = max_level!();
/// The level of a challenge to Sanctum that names none.
pub const DEFAULT_LEVEL: u8 = default_level!();
const _: () = assert!(
    MIN_LEVEL == 1
        && MAX_LEVEL as usize == engine::level::LEVELS.len()
        && MAX_LEVEL == data::policy::MAX_ENGINE_LEVEL,
    "the engine's levels"
);

/// The longest vacation, and the most vacation days in any [`VACATION_WINDOW`].
pub const MAX_VACATION_DAYS: u16 = vacation_days!();
/// The window the vacation allowance counts in.
pub const VACATION_WINDOW: Timestamp = vacation_window_days!() * DAY;

/// The share of a move's time after which its player is reminded, in percent (the
/// store computes the moment; this is what players are told).
pub const REMINDER_PERCENT: u8 = reminder_percent!();
const _: () = assert!(
    REMINDER_PERCENT as Timestamp == data::policy::REMINDER_PERCENT,
    "the store's reminder"
);

/// How long a challenge stays open.
pub const CHALLENGE_LIFETIME: Timestamp = challenge_hours!() * HOUR;

/// A server's time bank: how many times the days per move, 0 (none) up to this.
#[allow(clippy::cast_possible_truncation)] // a small constant
pub const MAX_BANK_FACTOR: u16 = data::MAX_BANK_FACTOR as u16;
/// The time bank of a server that has not chosen one, in days per move.
pub const DEFAULT_BANK_FACTOR: u32 = data::DEFAULT_BANK_FACTOR;
const _: () = assert!(
    DEFAULT_BANK_FACTOR == default_bank!(),
    "the prose's default bank"
);

/// The longest wait a server may set between two pings of a role, in minutes.
#[allow(clippy::cast_possible_truncation)] // a small constant
pub const MAX_ROLE_PING_MINUTES: u16 = data::policy::MAX_ROLE_PING_MINUTES as u16;
const _: () = assert!(
    data::policy::DEFAULT_ROLE_PING_MINUTES == default_role_ping_minutes!(),
    "the prose's role ping wait"
);

/// How long "more time" adds to the opponent's move.
pub const MORE_TIME_GIFT: Timestamp = DAY;

/// Rows on a page of a leaderboard, a history or the finished games.
pub const PAGE_SIZE: u32 = page_size!();
/// The highest page anyone can ask for.
pub const MAX_PAGE: u32 = 1000;

/// Autocomplete menus show at most this many entries (Discord's limit).
pub const MAX_SUGGESTIONS: usize = 25;
/// The most moves the explorer lists for a position: the most played.
pub const EXPLORER_MOVES: u32 = 12;
/// Finished games the scheduler adds to the explorer per tick, when some were missed.
pub const EXPLORER_CATCH_UP: usize = 50;
/// The rating a puzzle run's first puzzle is picked near: an easy start.
pub const RUN_FIRST_RATING: f64 = 600.0;
/// How much harder each next puzzle of a run is picked, in rating points.
pub const RUN_STEP: f64 = 100.0;
/// The longest move a player can type (`Ng1xf3+` and friends fit comfortably).
pub const MAX_MOVE_LENGTH: u16 = 16;
/// The longest game number a player can type (`game 123456789` fits).
pub const MAX_GAME_LENGTH: u16 = 24;
/// The longest conditional line (characters).
pub const MAX_LINE_LENGTH: u16 = 500;
/// The most clauses (`if … then …`) one conditional line may hold.
pub const MAX_CLAUSES: usize = 12;
/// The most moves one clause may hold, theirs and yours together.
pub const MAX_CLAUSE_MOVES: usize = 10;

/// How long a message's buttons are remembered (to disable them when they close).
pub const BUTTON_MEMORY: Timestamp = 30 * DAY;
/// How long an interaction id is remembered (a second delivery is ignored).
pub const INTERACTION_MEMORY: Timestamp = DAY;

/// Games that may wait for a review beyond those under way: a longer queue would keep
/// people waiting past the quarter of an hour Discord lets an answer take.
pub const REVIEW_QUEUE_LIMIT: usize = 8;
/// How long a review takes, until one has been timed (for "try again in N minutes").
pub const REVIEW_TYPICAL: std::time::Duration = std::time::Duration::from_secs(20);
/// Threads that analyse games for reviews; they share the engine's slots with
/// Sanctum's own moves.
pub const REVIEW_THREADS: usize = 1;

/// Challenges one person may make in a server (to people, open, or to Sanctum)...
/// A disagreement with the database server's clock this small is left alone (the
/// measurement itself is only good to a round trip, and deadlines count in days).
pub const CLOCK_TOLERANCE: Timestamp = 2;
/// Challenges a person may make per window.
pub const CHALLENGES_PER_WINDOW: u32 = 5;
/// ...in this long (a burst of them, then one more every window's share).
pub const CHALLENGE_WINDOW: Timestamp = 10 * 60;
/// Challenges one person may have waiting for an answer in a server.
pub const MAX_PENDING_CHALLENGES: u32 = 5;
/// After a decline, or withdrawing their own challenge, a challenger waits this long
/// before challenging the same person again: no ping loops.
pub const RECHALLENGE_WAIT: Timestamp = 30 * 60;
/// Moves sent from one private page to play (a game's side) in a window: a move and a
/// few refused tries, never a flood of service calls from one link...
pub const WEB_MOVES_PER_WINDOW: u32 = 20;
/// ...in this long.
pub const WEB_MOVE_WINDOW: Timestamp = 10 * 60;

/// People one person may block: enough for any real need, and a cap on a list anyone
/// can grow by repeating `/block`.
pub const MAX_BLOCKS: usize = 100;

/// The most private notes one player keeps on one game: a note for every few moves of
/// a long game, with room to spare.
pub const MAX_NOTES_PER_GAME: usize = 200;

/// The highest rating a range may name (a tournament's entry, a lobby challenge's
/// taker): far above any real rating, so only a typo is refused.
pub const MAX_RATING_BOUND: u16 = 4000;
/// How often a team member may change their vote on one move: enough to think again,
/// not enough to flood the team's channel with tallies.
pub const MAX_VOTE_CHANGES: u32 = 3;
/// The share of a team, in percent, whose votes play its move before the deadline
/// when the game does not say: everyone.
pub const DEFAULT_TEAM_SHARE: u32 = 100;
/// Other servers' lobby channels a lobby challenge is posted in at once, and lobby
/// posts made a tick after that: each post spends Discord's rate limit, shared with
/// everyone's moves, so a lobby of many servers gets a challenge over a few ticks.
pub const MAX_LOBBY_POSTS: usize = 25;
/// The most boards a match between servers may have (each two games).
pub const MAX_MATCH_BOARDS: u32 = 10;
/// A server's matches `match` looks through, newest first, and `match history` lists.
pub const MAX_MATCHES_LISTED: u32 = 10;
/// Lobby challenges `games` lists at most; the lobby channel shows them all.
pub const MAX_LOBBY_LISTED: usize = 10;
/// Games against Sanctum one person may have going at once (its threads are shared).
pub const MAX_ENGINE_GAMES: u32 = 3;
/// Reviews one person may ask for in a server (stored ones too: each posts pictures)...
pub const REVIEWS_PER_WINDOW: u32 = 10;
/// ...in this long.
pub const REVIEW_WINDOW: Timestamp = HOUR;

/// Puzzles and lessons one person may open in a server (each draws a picture)...
pub const EXERCISES_PER_WINDOW: u32 = 30;
/// ...in this long.
pub const EXERCISE_WINDOW: Timestamp = 10 * 60;

/// How long Sanctum may have been to move before the deadline work asks it again, in
/// case its move was lost (a database error): longer than the announcement of the
/// move it answers takes to go out, since it answers only once that is posted.
pub const ENGINE_RETRY_AFTER: Timestamp = 60;
