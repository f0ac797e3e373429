//! The one error type of the store: every failure a caller can act on has its own variant.

use crate::Location;
use crate::{ChallengeId, ChallengeStatus, ChannelId, GameId, TournamentId, UserId};

/// What went wrong in the store, whichever the backend (SQLite or PostgreSQL).
///
/// The variants the game service shows to players (`Conflict`, `GameOver`,
/// `ChannelBusy`, …) carry what it needs to word the reply; the file-level ones
/// (`NotADatabase`, `NewerSchema`, `ReadOnly`) name the database so an operator knows
/// which database to look at (a [`Location`]: for PostgreSQL the URL, shown without its password). No SQLite or
/// PostgreSQL type appears here: `Sqlite` and `Postgres` wrap them opaquely.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The caller's view of the game is stale: another move (or takeback) landed first.
    #[error("the game has moved on: game {game} is at ply {actual}, not {expected}")]
    Conflict {
        /// The game.
        game: GameId,
        /// The ply the caller expected.
        expected: u32,
        /// The ply the game is actually at.
        actual: u32,
    },
    /// No game with that id.
    #[error("game {0} not found")]
    GameNotFound(GameId),
    /// No challenge with that id.
    #[error("challenge {0} not found")]
    ChallengeNotFound(ChallengeId),
    /// No tournament with that number.
    #[error("tournament {0} not found")]
    TournamentNotFound(TournamentId),
    /// The game has already finished or been aborted.
    #[error("game {0} is already over")]
    GameOver(GameId),
    /// The challenge was already accepted, declined, cancelled or expired.
    #[error("challenge {id} is no longer pending (it is {status})")]
    ChallengeNotPending {
        /// The challenge.
        id: ChallengeId,
        /// What happened to it.
        status: ChallengeStatus,
    },
    /// The channel already has an active game (one per channel).
    #[error("channel {0} already has an active game")]
    ChannelBusy(ChannelId),
    /// The same two players already have a pending challenge in this channel.
    #[error("these players already have a pending challenge in channel {0}")]
    DuplicateChallenge(ChannelId),
    /// The move is not legal in the stored position.
    #[error("{uci} is not a legal move in game {game} at ply {ply}")]
    IllegalMove {
        /// The game.
        game: GameId,
        /// The ply the game is at.
        ply: u32,
        /// The refused move.
        uci: String,
    },
    /// A player of the game tried to move out of turn.
    #[error("it is not {user}'s turn in game {game}")]
    NotYourTurn {
        /// The game.
        game: GameId,
        /// Who tried to move.
        user: UserId,
        /// Who is to move.
        to_move: UserId,
    },
    /// Someone who does not play in the game tried to move in it.
    #[error("{user} does not play in game {game}")]
    NotAPlayer {
        /// The game.
        game: GameId,
        /// Who tried to move.
        user: UserId,
    },
    /// An argument is out of range (days per move, an empty FEN, a bad page size…).
    #[error("invalid argument: {0}")]
    Invalid(String),
    /// A stored game does not replay: its moves are illegal or do not lead to its FEN.
    #[error("game {game} is corrupt at ply {ply}: {detail}")]
    CorruptGame {
        /// The game.
        game: GameId,
        /// The first ply that does not check out.
        ply: u32,
        /// What does not match.
        detail: String,
    },
    /// The file or PostgreSQL database exists but is not one Sanctum can use.
    #[error("{location} is not a Sanctum database: {detail}")]
    NotADatabase {
        /// The file or database.
        location: Location,
        /// Why it was refused.
        detail: String,
    },
    /// SQLite reported damage inside an otherwise valid database file.
    #[error("the database file is damaged: {0} (run `PRAGMA integrity_check`, restore a backup)")]
    CorruptDatabase(String),
    /// The database was written by a newer Sanctum; this build will not touch it.
    #[error(
        "{location} has schema version {found}, newer than version {supported} this build knows: upgrade Sanctum"
    )]
    NewerSchema {
        /// The file or database.
        location: Location,
        /// The file's schema version.
        found: u32,
        /// The newest version this build knows.
        supported: u32,
    },
    /// The disk holding the database is full: the write was undone, nothing of it kept.
    #[error("could not save: the database's disk is full; nothing was changed ({0})")]
    DiskFull(String),
    /// The database or its directory cannot be written.
    #[error("cannot write the database: {0}")]
    ReadOnly(String),
    /// The database could not be opened for another reason (missing directory, …).
    #[error("cannot open {location}: {detail}")]
    Open {
        /// The file or database.
        location: Location,
        /// Why.
        detail: String,
    },
    /// Another writer held the database past the busy timeout.
    #[error("the database stayed locked by another writer past the busy timeout")]
    Busy,
    /// Any other SQLite failure (a bug or an environment problem, not a user error).
    #[error("SQLite: {0}")]
    Sqlite(SqliteError),
    /// The PostgreSQL server cannot be reached right now (down, restarting, the
    /// connection dropped). Transient: the next call reconnects by itself.
    #[error("the database {db} is temporarily unavailable: {detail}")]
    Unavailable {
        /// The database URL, its password replaced by `***`.
        db: String,
        /// What the connection reported.
        detail: String,
    },
    /// Any other PostgreSQL failure (a bug or an environment problem, not a user error).
    #[error("PostgreSQL: {0}")]
    Postgres(PostgresError),
}

/// An SQLite failure, kept opaque so no `rusqlite` type is part of the API.
#[derive(Debug)]
pub struct SqliteError(Box<dyn std::error::Error + Send + Sync>);

impl SqliteError {
    /// A failure known only by its description (one writer's failed commit, told to the
    /// others of its batch).
    pub(crate) fn other(description: String) -> SqliteError {
        SqliteError(Box::new(std::io::Error::other(description)))
    }

    /// Wraps the SQLite library's own error.
    pub(crate) fn new(e: impl std::error::Error + Send + Sync + 'static) -> SqliteError {
        SqliteError(Box::new(e))
    }
}

impl std::fmt::Display for SqliteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for SqliteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}

/// The PostgreSQL error behind an [`Error::Postgres`], kept opaque.
#[derive(Debug)]
pub struct PostgresError {
    code: Option<String>,
    message: String,
}

impl PostgresError {
    /// The server's message and its SQLSTATE code, if it sent one.
    pub(crate) fn new(code: Option<String>, message: String) -> PostgresError {
        PostgresError { code, message }
    }

    /// The SQLSTATE code.
    pub(crate) fn code(&self) -> Option<&str> {
        self.code.as_deref()
    }
}

impl std::fmt::Display for PostgresError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.code {
            Some(code) => write!(f, "{} (SQLSTATE {code})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for PostgresError {}

/// The store's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;
