//! Every limit and default the store applies, in one place, so a change of policy is a
//! change of one number and the service can show players the same values it enforces.
//!
//! The schema's `CHECK` constraints repeat a few of these bounds (days per move, bank
//! factor, engine level), and the migration that brought time banks gave the games then
//! going on the default bank of that day: a migration that has shipped never changes,
//! so raising one of those bounds takes a new migration as well as a new value here.

use crate::{DaysPerMove, Timestamp};
use std::time::Duration;

/// One hour, in seconds.
pub const HOUR: Timestamp = 3_600;

/// One day, in seconds: what a "day per move" means.
pub const DAY: Timestamp = 24 * HOUR;

/// How far into a move's time (in percent) the reminder comes: at 80 %, a player who
/// forgot still has a fifth of their time left.
pub const REMINDER_PERCENT: Timestamp = 80;

/// How long before a deadline the "two hours left" reminder is due.
pub const LATE_REMINDER: Timestamp = 2 * HOUR;

/// How often a player who asked for a digest gets one.
pub const DIGEST_EVERY: Timestamp = DAY;

/// A server's time bank when it never chose one: twice the days per move.
pub const DEFAULT_BANK_FACTOR: u32 = 2;

/// The largest time bank a server may give: five times the days per move.
pub const MAX_BANK_FACTOR: u32 = 5;

/// How often, in minutes, open challenges may ping a server's role for a game, when
/// the server never chose: often enough to gather players, not so often as to spam.
pub const DEFAULT_ROLE_PING_MINUTES: u32 = 30;

/// The longest a server may make that wait: a day. (The schema's `CHECK` repeats it.)
pub const MAX_ROLE_PING_MINUTES: u32 = 24 * 60;

/// The strongest engine level a game may ask for (levels run from 1).
pub const MAX_ENGINE_LEVEL: u8 = 8;

/// Everyone's first rating: Glicko-2's usual start, as lichess and most sites use.
pub const START_RATING: f64 = 1500.0;

/// The deviation of a first rating: large, so the first results move it far.
pub const START_DEVIATION: f64 = 350.0;

/// The volatility of a first rating (Glicko-2's recommended 0.06).
pub const START_VOLATILITY: f64 = 0.06;

/// A rating whose deviation is above this is provisional (shown with a `?`).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A rated game shorter than this many plies does not change ratings (an early
/// resignation or abort is not a result).
pub const MIN_RATED_PLIES: u32 = 4;

/// The most rows one page of an archive listing returns.
pub const MAX_PAGE: u32 = 100;

/// How long a write (or a backup) waits for another writer before giving up with
/// [`Error::Busy`](crate::Error::Busy), unless [`OpenOptions`](crate::OpenOptions) says
/// otherwise: long enough for a burst of moves to queue, short enough that a stuck
/// writer is reported while the player still waits.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a move whose COMMIT lost the PostgreSQL server waits for it to come back
/// to learn whether the move was stored: a restart or a fail-over to a standby takes
/// a few seconds, and the player is still waiting for the answer.
pub const SETTLE_WITHIN: Duration = Duration::from_secs(5);

/// The days per move of a new server's challenges until it chooses.
pub const DEFAULT_DAYS_PER_MOVE: DaysPerMove = DaysPerMove::THREE;

/// Whether a new server's games are rated until it says otherwise.
pub const RATED_BY_DEFAULT: bool = true;

/// Whether a new server gives each game a thread of its own until it says otherwise.
pub const GAME_THREADS_BY_DEFAULT: bool = true;

/// The deadline and the reminder time of a move that starts at `at`.
pub(crate) fn move_clock(at: Timestamp, days_per_move: u32) -> (Timestamp, Timestamp) {
    let span = Timestamp::from(days_per_move) * DAY;
    (at + span, at + span * REMINDER_PERCENT / 100)
}

/// The time bank of each player of a new game, in seconds.
pub(crate) fn bank_seconds(factor: u32, days_per_move: u32) -> Timestamp {
    Timestamp::from(factor) * Timestamp::from(days_per_move) * DAY
}

/// How long one PostgreSQL statement may run before the server cancels it, unless the
/// URL sets `statement_timeout` (in `options=-c statement_timeout=…`). A statement no
/// player waits for that long is a stuck one.
pub const STATEMENT_TIMEOUT: Duration = Duration::from_secs(30);

/// How long a PostgreSQL session may sit idle inside a transaction before the server
/// ends it, unless the URL sets `idle_in_transaction_session_timeout`: a process that
/// hangs mid-transaction releases its row locks after this.
pub const IDLE_IN_TRANSACTION_TIMEOUT: Duration = Duration::from_mins(1);

/// How long a call waits for the server's answer past the statement time-out before the
/// connection is given up as dead (a server that stopped answering cannot cancel its own
/// statement): the call fails as unavailable and the next one reconnects.
pub const ANSWER_GRACE: Duration = Duration::from_secs(2);

/// How long opening a PostgreSQL connection may take (TCP, TLS, login), unless the URL
/// sets `connect_timeout`.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// After how long idle a PostgreSQL connection sends TCP keepalives, unless the URL sets
/// `keepalives_idle`; then every `KEEPALIVES_INTERVAL`, and after `KEEPALIVES_RETRIES`
/// unanswered the kernel closes the connection (about a minute for a vanished server).
pub const KEEPALIVES_IDLE: Duration = Duration::from_secs(30);

/// The pause between unanswered TCP keepalives (`keepalives_interval`).
pub const KEEPALIVES_INTERVAL: Duration = Duration::from_secs(10);

/// How many unanswered keepalives close a connection (`keepalives_count`).
pub const KEEPALIVES_RETRIES: u32 = 3;

/// How long sent data may stay unacknowledged before the kernel closes a PostgreSQL
/// connection (`tcp_user_timeout`): a server gone while a statement was being sent.
pub const TCP_USER_TIMEOUT: Duration = Duration::from_secs(30);

/// The losses on time that withdraw a player from a tournament unless its organiser
/// chose otherwise: correspondence federations' usual two.
pub const DEFAULT_TOURNAMENT_TIMEOUTS: u32 = 2;

/// The most losses on time a tournament may allow before a withdrawal. (The schema's
/// `CHECK` repeats it.)
pub const MAX_TOURNAMENT_TIMEOUTS: u32 = 10;
