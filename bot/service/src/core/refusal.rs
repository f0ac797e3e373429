//! Why a command did not happen, and the one place that words it for players.

use crate::core::moves_said::move_error_msg;
use crate::core::names::CommandName;
use crate::core::policy;
use crate::core::request::Action;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::{the_last, variant_name};
use data::{ChallengeStatus, Timestamp, UserId};
use rules::Variant;

/// A command the service refuses: the player did something the rules or the
/// situation do not allow. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The challenge was already answered, withdrawn or expired.
    #[error("challenge closed: {0:?}")]
    ChallengeClosed(ChallengeStatus),
    /// A move played by hand in a team's game, where the team votes.
    #[error("a team game's move by hand")]
    VoteInstead,
    /// A challenge to every server from a server that is not in the lobby.
    #[error("server not in the lobby")]
    NotInLobby,
    /// A challenge to every server naming an opponent (or Sanctum's level).
    #[error("lobby challenge with an opponent")]
    LobbyNamesNoOne,
    /// A button or command names a challenge or game that does not exist (any more, or
    /// here): a stale button after a restored backup, or a forged id.
    #[error("{0} gone")]
    Gone(Thing),
    /// The channel already has a game.
    #[error("channel busy")]
    ChannelBusy,
    /// A server's command (its settings, tournaments, matches, teams) given outside
    /// servers.
    #[error("servers only")]
    ServersOnly,
    /// The two players already have a pending challenge here.
    #[error("duplicate challenge")]
    DuplicateChallenge,
    /// No game is being played here.
    #[error("no game")]
    NoGame,
    /// No game here, but the caller plays elsewhere in this server (often in the
    /// game's own thread).
    #[error("game elsewhere")]
    GameElsewhere {
        /// Where the caller's games are, a few at most.
        channels: Vec<data::ChannelId>,
    },
    /// The game the button or command is about has ended; its game, when known, is
    /// the one the hint offers to start again.
    #[error("game over")]
    GameOver(Option<rules::Variant>),
    /// The caller does not play in this game.
    #[error("not a player")]
    NotAPlayer,
    /// The caller tried to move out of turn.
    #[error("not your turn")]
    NotYourTurn {
        /// Who is to move.
        to_move: UserId,
    },
    /// The move text is not a move the caller can play now: the rules' reason.
    #[error("bad move: {0}")]
    BadMove(rules::MoveError),
    /// Not the caller's turn, and their own move is the last one on the board (often a
    /// second submission of it).
    #[error("already moved")]
    AlreadyMoved {
        /// Who is to move now.
        to_move: UserId,
        /// The caller's last move, in SAN.
        last: String,
    },
    /// The position changed since the player looked at it.
    #[error("moved on")]
    MovedOn,
    /// `solve` with no puzzle or lesson open.
    #[error("nothing to solve")]
    NothingToSolve,
    /// A lesson number the course does not have.
    #[error("no such lesson")]
    NoSuchLesson {
        /// The course's game.
        variant: Variant,
        /// How many lessons it has.
        lessons: usize,
    },
    /// A feature's own refusal, worded by the feature.
    #[error("{0:?}")]
    Feature(FeatureRefusal),
    /// A second open challenge by the same player in the same channel.
    #[error("open challenge already posted")]
    AlreadyOpen,
    /// The challenger pressed Accept on their own open challenge.
    #[error("own open challenge")]
    OwnOpenChallenge,
    /// A game number that is not one: `0`, `-1`, `abc`, or more digits than any game has.
    #[error("bad game number {0:?}")]
    BadGameNumber(String),
    /// No game of this server has that number (there may be one in another server).
    #[error("no game {0} here")]
    NoSuchGame(i64),
    /// Too many challenges from one person in a server lately.
    #[error("too many challenges")]
    TooManyChallenges {
        /// How many the window allows.
        limit: u32,
        /// When the next one may be made.
        until: Timestamp,
    },
    /// Too many of one person's challenges wait for an answer.
    #[error("too many challenges waiting")]
    TooManyWaiting {
        /// How many may wait.
        limit: u32,
        /// When the first of them lapses.
        until: Timestamp,
    },
    /// The same person was challenged and said no (or the challenge was withdrawn) a
    /// moment ago.
    #[error("challenged recently")]
    ChallengedRecently {
        /// Who.
        challenged: UserId,
        /// When they may be challenged again.
        until: Timestamp,
    },
    /// Too many games against Sanctum going at once.
    #[error("too many games against Sanctum")]
    TooManyEngineGames {
        /// How many one may play at once.
        limit: u32,
    },
    /// Too many reviews from one person lately.
    #[error("too many reviews")]
    TooManyReviews {
        /// How many the window allows.
        limit: u32,
        /// When the next one may be asked for.
        until: Timestamp,
    },
    /// Too many puzzles and lessons opened by one person lately.
    #[error("too many puzzles")]
    TooManyExercises {
        /// How many the window allows.
        limit: u32,
        /// When the next one may be opened.
        until: Timestamp,
    },
    /// Too many moves sent from one private page to play in a short time.
    #[error("too many moves from the web")]
    TooManyWebMoves {
        /// When the next one may be sent.
        until: Timestamp,
    },
    /// What a face received is not a command Sanctum can run.
    #[error("unreadable: {0}")]
    Unreadable(#[from] crate::core::catalogue::Unreadable),
}

/// A refusal a feature words itself: its enum and its words live in the feature's
/// folder, and [`Refusal::Feature`] carries it without knowing it.
pub trait Refuse: std::fmt::Debug + Send + Sync + 'static {
    /// What the player is told.
    fn user_text(&self) -> Text;
}

/// A feature's refusal, as [`Refusal::Feature`] carries it. Two are equal when they
/// are the same refusal of the same feature (their `Debug` forms agree).
#[derive(Clone)]
pub struct FeatureRefusal(std::sync::Arc<dyn Refuse>);

impl FeatureRefusal {
    /// Carries `refusal`.
    pub fn new(refusal: impl Refuse) -> FeatureRefusal {
        FeatureRefusal(std::sync::Arc::new(refusal))
    }

    /// What the player is told.
    pub fn user_text(&self) -> Text {
        self.0.user_text()
    }
}

impl std::fmt::Debug for FeatureRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for FeatureRefusal {
    fn eq(&self, other: &Self) -> bool {
        format!("{self:?}") == format!("{other:?}")
    }
}

impl Eq for FeatureRefusal {}

impl<R: Refuse> From<R> for ServiceError {
    fn from(refusal: R) -> ServiceError {
        ServiceError::Refused(Refusal::from(refusal))
    }
}

impl<R: Refuse> From<R> for Refusal {
    fn from(refusal: R) -> Refusal {
        Refusal::Feature(FeatureRefusal::new(refusal))
    }
}

/// What a [`Refusal::Gone`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Thing {
    /// A challenge.
    Challenge,
    /// A game.
    Game,
    /// A match between servers.
    Match,
}

impl std::fmt::Display for Thing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Thing::Challenge => "challenge",
            Thing::Game => "game",
            Thing::Match => "match",
        })
    }
}

/// Anything that stops a command.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// The player asked for something not allowed now.
    #[error("refused: {0}")]
    Refused(#[from] Refusal),
    /// The database failed.
    #[error("database: {0}")]
    Store(data::Error),
}

impl From<data::Error> for ServiceError {
    /// Store errors that are really refusals (a stale move, a busy channel) become refusals.
    fn from(e: data::Error) -> ServiceError {
        match e {
            data::Error::Conflict { .. } => Refusal::MovedOn.into(),
            data::Error::GameOver(_) => Refusal::GameOver(None).into(),
            data::Error::ChannelBusy(_) => Refusal::ChannelBusy.into(),
            data::Error::DuplicateChallenge(_) => Refusal::DuplicateChallenge.into(),
            data::Error::ChallengeNotPending { status, .. } => {
                Refusal::ChallengeClosed(status).into()
            }
            data::Error::NotYourTurn { to_move, .. } => Refusal::NotYourTurn { to_move }.into(),
            data::Error::NotAPlayer { .. } => Refusal::NotAPlayer.into(),
            data::Error::GameNotFound(_) => Refusal::Gone(Thing::Game).into(),
            data::Error::ChallengeNotFound(_) => Refusal::Gone(Thing::Challenge).into(),
            other => {
                // Every store failure the service meets crosses here once.
                crate::core::metrics::db_error(&other);
                ServiceError::Store(other)
            }
        }
    }
}

/// The service's result type.
pub type Result<T, E = ServiceError> = std::result::Result<T, E>;

impl ServiceError {
    /// The private answer to a request this stopped, counted as refused or failed.
    pub fn response(&self) -> crate::core::reply::Response {
        use crate::core::reply::{Outcome, Reply, Response};
        Response {
            outcome: match self {
                ServiceError::Refused(_) => Outcome::Refused,
                ServiceError::Store(_) => Outcome::Failed,
            },
            ..Response::one(Reply::private(self.user_text()))
        }
    }

    /// What the player reads.
    pub fn user_text(&self) -> Text {
        match self {
            ServiceError::Refused(r) => r.user_text(),
            ServiceError::Store(data::Error::Busy | data::Error::Unavailable { .. }) => {
                Msg::new("failure-busy").into()
            }
            ServiceError::Store(data::Error::DiskFull(_)) => Msg::new("failure-disk-full").into(),
            ServiceError::Store(_) => Msg::new("failure-other").into(),
        }
    }
}

/// `/challenge opponent:@someone variant:sanctuary`, the way to start a game.
pub(crate) fn start_a_game() -> CommandRef {
    start_a_game_of(rules::Variant::Sanctuary)
}

/// The way to start a game of `variant` (after one of it ended).
pub(crate) fn start_a_game_of(variant: rules::Variant) -> CommandRef {
    CommandRef::new(CommandName::Challenge)
        .blank("opponent", "blank-someone")
        .arg("variant", variant.id())
}

impl Refusal {
    /// What the player reads.
    #[allow(clippy::too_many_lines)]
    pub fn user_text(&self) -> Text {
        let cancel = || Action::CancelChallenge(data::ChallengeId(0)).label();
        let games = || CommandRef::new(CommandName::Games);
        match self {
            Refusal::ChallengeClosed(status) => Msg::new(match status {
                ChallengeStatus::Accepted => "refusal-challenge-accepted",
                ChallengeStatus::Declined => "refusal-challenge-declined",
                ChallengeStatus::Cancelled => "refusal-challenge-withdrawn",
                ChallengeStatus::Expired => "refusal-challenge-expired",
                ChallengeStatus::Pending => "refusal-challenge-open",
            })
            .into(),
            Refusal::NotInLobby => Msg::new("refusal-not-in-lobby")
                .command(
                    "join",
                    CommandRef::new(CommandName::Settings).blank("lobby", "blank-channel"),
                )
                .into(),
            Refusal::VoteInstead => Msg::new("refusal-vote-instead")
                .command(
                    "vote",
                    CommandRef::new(CommandName::Vote).blank("move", "blank-move"),
                )
                .into(),
            Refusal::LobbyNamesNoOne => Msg::new("refusal-lobby-names-no-one").into(),
            Refusal::Gone(thing) => Msg::new("refusal-gone")
                .str("thing", thing.to_string())
                .into(),
            Refusal::ChannelBusy => Msg::new("refusal-channel-busy").into(),
            Refusal::ServersOnly => Msg::new("refusal-servers-only").into(),
            Refusal::DuplicateChallenge => Msg::new("refusal-duplicate-challenge")
                .button("cancel", cancel())
                .into(),
            Refusal::NoGame => Msg::new("refusal-no-game")
                .command("start", start_a_game())
                .into(),
            Refusal::GameElsewhere { channels } => Msg::new("refusal-game-elsewhere")
                .count("count", channels.len())
                .text(
                    "places",
                    Text::join(channels.iter().map(|c| Text::new().channel(*c)), ", "),
                )
                .into(),
            Refusal::GameOver(variant) => Msg::new("refusal-game-over")
                .command(
                    "start",
                    start_a_game_of(variant.unwrap_or(rules::Variant::Sanctuary)),
                )
                .into(),
            Refusal::NotAPlayer => Msg::new("refusal-not-a-player").into(),
            Refusal::NotYourTurn { to_move } => Msg::new("refusal-not-your-turn")
                .user("to_move", *to_move)
                .into(),
            Refusal::BadMove(e) => move_error_msg(e).into(),
            Refusal::AlreadyMoved { to_move, last } => Msg::new("refusal-already-moved")
                .mv("last", last.clone())
                .user("to_move", *to_move)
                .into(),
            Refusal::MovedOn => Msg::new("refusal-moved-on")
                .command("board", CommandRef::new(CommandName::Board))
                .into(),
            Refusal::NothingToSolve => Msg::new("refusal-nothing-to-solve")
                .command("puzzle", CommandRef::new(CommandName::Puzzle))
                .command("learn", CommandRef::new(CommandName::Learn))
                .into(),
            Refusal::NoSuchLesson { variant, lessons } => Msg::new("refusal-no-such-lesson")
                .text("variant", Msg::new(variant_name(*variant)))
                .count("lessons", *lessons)
                .into(),
            Refusal::Feature(r) => r.user_text(),
            Refusal::AlreadyOpen => Msg::new("refusal-already-open")
                .button("cancel", cancel())
                .into(),
            Refusal::OwnOpenChallenge => Msg::new("refusal-own-open-challenge")
                .button("cancel", cancel())
                .into(),
            Refusal::BadGameNumber(typed) => Msg::new("refusal-bad-game-number")
                .code("typed", typed.chars().take(24).collect::<String>())
                .command("games", games())
                .into(),
            Refusal::NoSuchGame(n) => Msg::new("refusal-no-such-game")
                .num("number", *n)
                .command("games", games())
                .into(),
            Refusal::TooManyChallenges { limit, until } => Msg::new("refusal-too-many-challenges")
                .num("limit", *limit)
                .text("window", the_last(policy::CHALLENGE_WINDOW))
                .moment("until", *until)
                .into(),
            Refusal::TooManyWaiting { limit, until } => Msg::new("refusal-too-many-waiting")
                .num("limit", *limit)
                .moment("until", *until)
                .into(),
            Refusal::ChallengedRecently { challenged, until } => {
                Msg::new("refusal-challenged-recently")
                    .user("challenged", *challenged)
                    .moment("until", *until)
                    .into()
            }
            Refusal::TooManyEngineGames { limit } => Msg::new("refusal-too-many-engine-games")
                .num("limit", *limit)
                .into(),
            Refusal::TooManyReviews { limit, until } => Msg::new("refusal-too-many-reviews")
                .num("limit", *limit)
                .text("window", the_last(policy::REVIEW_WINDOW))
                .moment("until", *until)
                .into(),
            Refusal::TooManyExercises { limit, until } => Msg::new("refusal-too-many-exercises")
                .num("limit", *limit)
                .text("window", the_last(policy::EXERCISE_WINDOW))
                .moment("until", *until)
                .into(),
            Refusal::TooManyWebMoves { until } => Msg::new("refusal-too-many-web-moves")
                .num("limit", policy::WEB_MOVES_PER_WINDOW)
                .text("window", the_last(policy::WEB_MOVE_WINDOW))
                .moment("until", *until)
                .into(),
            Refusal::Unreadable(e) => e.user_text(),
        }
    }
}
