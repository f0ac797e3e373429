//! Sanctum's persistence: one SQLite file — or one PostgreSQL database, for several
//! processes on several machines — holding server settings, players, challenges, games,
//! moves, ratings, reminder bookkeeping and processed interactions.
//!
//! [`Store::open`] takes a [`Location`]: a file path (SQLite, the default) or a
//! `postgres://` URL. Every operation is written once, over a handful of backend
//! primitives (run a statement, read rows by column name, run a closure as one
//! transaction); only the schema, the row-locking clauses and the error mapping differ
//! per backend, and each backend's own code lives in its module (`sqlite/`; `pg/`, its
//! URL read in `pg_url/`).
//! Every limit and default the store applies is in [`policy`].
//!
//! Correspondence games last days while the bot restarts, crashes and gets
//! double-clicked, so every change a player makes is one transaction, and a stale
//! view of a game is a typed [`Error::Conflict`] rather than a lost or doubled move.
//! No SQL lives outside this crate and no SQLite or PostgreSQL type leaves it.
//!
//! Times are Unix seconds passed in by the caller (the service's clock); the store
//! never reads the system clock.
//!
//! # How it stays correct
//!
//! - **One transaction per change.** Every write is `BEGIN IMMEDIATE`, so concurrent
//!   writers queue (a fast-polling busy handler, [`OpenOptions::busy_timeout`]) instead
//!   of failing halfway. [`Store::record_move`] checks the ply, the turn and legality
//!   (by replaying the game through `rules`), stores the move, moves the clock on and,
//!   when the move ends the game, stores the result and both Glicko-2 ratings — all at
//!   once. [`Store::finish_game`] does the same for resignations, timeouts and draws.
//! - **The same on PostgreSQL.** Writes run `SERIALIZABLE`, the game row locked
//!   `FOR UPDATE`, and a transaction that loses a serialization race or a deadlock
//!   (`40001`, `40P01`) runs again from the start — what `BEGIN IMMEDIATE` gives on
//!   SQLite. Scheduler work is claimed in single statements ([`Store::expire_challenges`],
//!   [`Store::claim_due_reminders`], [`Store::take_button_message`],
//!   [`Store::claim_interaction`]; time-outs through [`Store::finish_game`]'s ply check), so
//!   several processes can tick at once and each deadline is acted on once. Migrations
//!   run under an advisory lock, once per process and database. A server that cannot be
//!   reached, or stops answering past the statement time-out, is [`Error::Unavailable`]
//!   and the next call reconnects; connections use TLS as the URL's `sslmode` says
//!   (rustls: `disable` … `verify-full`), and every one has statement, idle-in-transaction
//!   and TCP keepalive time-outs ([`policy`]). Passwords never appear in errors: a
//!   [`Location`] displays rebuilt from the parts of its URL, the password as `***` ([`redact`]).
//! - **Stale views are typed.** Every game-changing call takes the ply the caller saw;
//!   a different one is [`Error::Conflict`] ("the game has moved on").
//! - **Durable.** WAL journal with `synchronous=FULL` by default
//!   ([`Durability::Normal`] is an explicit opt-in), foreign keys on, STRICT tables whose
//!   constraints forbid bad states: one active game per channel, one pending challenge
//!   per pair and channel, one move per (game, ply).
//! - **Checked on load.** [`Store::load_game`] replays the moves and compares every
//!   stored FEN; a mismatch is [`Error::CorruptGame`], never used.
//! - **Refuses what it does not understand.** A non-SQLite file, another program's
//!   database, a newer schema or a read-only location is a clear error before any byte
//!   is written ([`Error::NotADatabase`], [`Error::NewerSchema`], [`Error::ReadOnly`]).
//!
//! A [`Store`] is `Send`, not `Sync`. Give each thread its own (they can share the
//! database: on SQLite the stores of one file in a process share one writer) or put
//! one behind a mutex.
//!
//! ```
//! use data::{ChannelId, GuildId, NewGame, Store, UserId};
//! use rules::Variant;
//! let dir = tempfile::tempdir().unwrap();
//! let store = Store::open(dir.path().join("sanctum.db")).unwrap();
//! let game = store
//!     .create_game(&NewGame {
//!         guild: GuildId(1),
//!         channel: ChannelId(2),
//!         white: UserId(10),
//!         black: UserId(11),
//!         variant: Variant::Sanctuary,
//!         rated: true,
//!         days_per_move: 3,
//!         start_fen: None,
//!         created_at: 1_700_000_000,
//!     })
//!     .unwrap();
//! let loaded = store.load_game(game.id).unwrap();
//! let mv = loaded.game.parse_move("e4").unwrap();
//! let done = store.record_move(game.id, 0, &mv, UserId(10), 1_700_000_060).unwrap();
//! assert_eq!(done.stored.ply, 1);
//! assert_eq!(done.saved.san, "e4");
//! // The same submission again is stale:
//! assert!(matches!(
//!     store.record_move(game.id, 0, &mv, UserId(10), 1_700_000_061),
//!     Err(data::Error::Conflict { .. })
//! ));
//! ```

mod archive;
mod arrivals;
mod banks;
mod blocks;
mod buttons;
mod challenge_status;
mod challenges;
mod clocks;
mod conditional;
mod contention;
mod convert;
mod copy;
mod daily;
mod days;
mod db;
mod engine_games;
mod error;
mod explorer;
mod finish;
mod games;
mod held_posts;
mod ids;
mod interactions;
mod lessons;
mod lobby;
mod locales;
mod location;
mod matches;
mod mining;
mod moves;
mod new_game;
mod nicknames;
mod notes;
mod notify;
mod options;
mod pg;
mod pg_url;
mod play_links;
mod players;
pub mod policy;
mod preferences;
mod puzzle_runs;
mod puzzles;
mod ratings;
mod records;
mod row;
mod schema;
mod seeks;
mod settings;
mod sqlite;
mod store;
mod tournaments;
mod vacations;
mod vote;

pub use arrivals::{Admission, Arrival};
pub use banks::TimeBanks;
pub use challenge_status::ChallengeStatus;
pub use challenges::{Accepted, Challenge, ColorWish, NewChallenge};
pub use conditional::ConditionalQueue;
pub use contention::{Contention, contention};
pub use copy::{CopyReport, copy_database};
pub use days::DaysPerMove;
pub use engine_games::{EngineSide, LevelRecord};
pub use error::{Error, PostgresError, Result, SqliteError};
pub use explorer::{EXPLORER_PLIES, ExplorerMove, ExplorerScope, explorer_key};
pub use finish::Finished;
pub use games::{GameResult, GameStatus, Mirror, NewGame, StoredGame, Termination};
pub use held_posts::{HeldPost, NewHeldPost};
pub use ids::{
    ChallengeId, ChannelId, GameId, GuildId, InteractionId, MatchId, RoleId, Timestamp,
    TournamentId, UserId,
};
pub use lobby::{LobbyChallenge, RatingRange, TeamOffer};
pub use location::{Location, PostgresUrl, is_postgres_url, redact};
pub use matches::{
    MATCH_PROPOSAL_LIFETIME, MatchGame, MatchNews, MatchSide, MatchStatus, NewMatch, Proposal,
    StoredMatch,
};
pub use moves::{LoadedGame, MoveSaved, StoredMove};
pub use notes::Note;
pub use options::{Durability, OpenOptions};
pub use players::Player;
pub use policy::{
    DAY, DEFAULT_BANK_FACTOR, DIGEST_EVERY, LATE_REMINDER, MAX_BANK_FACTOR, MAX_ENGINE_LEVEL,
    MIN_RATED_PLIES, PROVISIONAL_DEVIATION,
};
pub use preferences::{Orientation, Preferences, THEME_IDS};
pub use puzzle_runs::{PuzzleRun, RunOutcome};
pub use puzzles::{
    AttemptKind, AttemptStatus, NewPuzzle, PuzzleAttempt, PuzzleOutcome, PuzzleScore, StoredPuzzle,
};
pub use ratings::{
    LeaderboardEntry, PlayerRating, Rating, RatingChange, RatingPoint, RatingUpdate,
};
pub use records::{ScoreSheet, utc_date};
pub use schema::SCHEMA_VERSION;
pub use settings::{GuildSettings, SharedBoard};
pub use sqlite::backup::{BackupReport, backup};
pub use store::{DEFAULT_DB, Store};
pub use tournaments::{
    Board, Bye, ByeKind, Entrant, Format, Joined, NewBoard, NewTournament, Plan, Started,
    StoredTournament, TournamentStatus,
};
pub use vacations::Vacation;
pub use vote::{Ballot, TeamSide, TeamTaker, Vote, VoteCast, VoteKind};

/// `Store` must stay `Send` so the service can move it into its worker.
const _: fn() = || {
    fn send<T: Send>() {}
    send::<Store>();
    send::<Error>();
};
