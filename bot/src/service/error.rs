//! Why a command did not happen, and the one place that words it for players.

use super::text::{list_variants, mention};
use data::{ChallengeStatus, UserId};

/// A command the service refuses: the player did something the rules or the
/// situation do not allow. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Challenging oneself.
    #[error("challenged yourself")]
    ChallengeSelf,
    /// Challenging a bot account.
    #[error("challenged a bot")]
    ChallengeBot,
    /// A variant nobody knows.
    #[error("unknown variant {0}")]
    UnknownVariant(String),
    /// Days per move outside the allowed set.
    #[error("bad days {0}")]
    BadDays(u32),
    /// The channel already has a game.
    #[error("channel busy")]
    ChannelBusy,
    /// The two players already have a pending challenge here.
    #[error("duplicate challenge")]
    DuplicateChallenge,
    /// No open challenge concerns the caller here.
    #[error("no challenge")]
    NoChallenge,
    /// Only the challenged player may accept or decline.
    #[error("not the challenged player")]
    NotChallenged {
        /// Who may answer.
        challenged: UserId,
    },
    /// Only the challenger may cancel.
    #[error("not the challenger")]
    NotChallenger {
        /// Who may cancel.
        challenger: UserId,
    },
    /// Someone outside a challenge pressed its button.
    #[error("not your challenge")]
    NotYourChallenge,
    /// The challenge was already answered, withdrawn or expired.
    #[error("challenge {0}")]
    ChallengeClosed(ChallengeStatus),
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
    /// The game the button or command is about has ended.
    #[error("game over")]
    GameOver,
    /// The caller does not play in this game.
    #[error("not a player")]
    NotAPlayer,
    /// The caller tried to move out of turn.
    #[error("not your turn")]
    NotYourTurn {
        /// Who is to move.
        to_move: UserId,
    },
    /// The move text is not a legal move (the rules crate's message).
    #[error("bad move: {0}")]
    BadMove(String),
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
    /// Abort after both sides moved.
    #[error("too late to abort")]
    AbortTooLate,
    /// Takeback in a rated game.
    #[error("takeback in a rated game")]
    TakebackRated,
    /// Nothing of the caller's to take back.
    #[error("nothing to take back")]
    NothingToTakeBack,
    /// The caller already has an open offer of this kind.
    #[error("already offered")]
    AlreadyOffered(&'static str),
    /// There is no open offer of this kind to answer.
    #[error("no offer")]
    NoOffer(&'static str),
    /// A player pressed the button of their own offer.
    #[error("own offer")]
    OwnOffer(&'static str),
    /// Settings without Manage Server.
    #[error("needs Manage Server")]
    NeedsManageServer,
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
            data::Error::GameOver(_) => Refusal::GameOver.into(),
            data::Error::ChannelBusy(_) => Refusal::ChannelBusy.into(),
            data::Error::DuplicateChallenge(_) => Refusal::DuplicateChallenge.into(),
            data::Error::ChallengeNotPending { status, .. } => {
                Refusal::ChallengeClosed(status).into()
            }
            data::Error::NotYourTurn { .. } => Refusal::NotAPlayer.into(),
            other => ServiceError::Store(other),
        }
    }
}

/// The service's result type.
pub type Result<T, E = ServiceError> = std::result::Result<T, E>;

impl ServiceError {
    /// What the player reads.
    pub fn user_text(&self) -> String {
        match self {
            ServiceError::Refused(r) => r.user_text(),
            ServiceError::Store(data::Error::Busy | data::Error::Unavailable { .. }) => {
                "The game database is busy right now. Please try again in a moment.".into()
            }
            ServiceError::Store(_) => {
                "Something went wrong on my side and nothing was changed. Please try again; if it keeps happening, tell the server's admins.".into()
            }
        }
    }
}

impl Refusal {
    /// What the player reads.
    #[allow(clippy::too_many_lines)]
    pub fn user_text(&self) -> String {
        match self {
            Refusal::ChallengeSelf => "You can't challenge yourself. Pick someone else in the server.".into(),
            Refusal::ChallengeBot => "Bots can't play. Challenge a person instead.".into(),
            Refusal::UnknownVariant(v) => {
                format!("I don't know the variant `{v}`. Choose one of: {}.", list_variants())
            }
            Refusal::BadDays(d) => format!(
                "{d} days per move isn't offered. Choose 1, 2, 3, 5, 7, 10 or 14 days."
            ),
            Refusal::ChannelBusy => "This channel already has a game going. Play it out, or challenge in another channel.".into(),
            Refusal::DuplicateChallenge => {
                "You two already have an open challenge in this channel. Wait for an answer, or `cancel` it first.".into()
            }
            Refusal::NoChallenge => "There is no open challenge for you in this channel.".into(),
            Refusal::NotChallenged { challenged } => {
                format!("Only {} can answer this challenge.", mention(*challenged))
            }
            Refusal::NotChallenger { challenger } => {
                format!("Only {} can withdraw this challenge.", mention(*challenger))
            }
            Refusal::NotYourChallenge => "This challenge isn't yours to answer.".into(),
            Refusal::ChallengeClosed(status) => match status {
                ChallengeStatus::Accepted => "This challenge was already accepted.".into(),
                ChallengeStatus::Declined => "This challenge was declined.".into(),
                ChallengeStatus::Cancelled => "This challenge was withdrawn.".into(),
                ChallengeStatus::Expired => "This challenge expired: challenges last 48 hours.".into(),
                ChallengeStatus::Pending => "This challenge is still open.".into(),
            },
            Refusal::NoGame => "There is no game in this channel. Start one with `challenge @someone <variant>`.".into(),
            Refusal::GameElsewhere { channels } => {
                let places: Vec<String> = channels.iter().map(|c| format!("<#{c}>")).collect();
                format!(
                    "There is no game in this channel. Yours {} in {}.",
                    if channels.len() == 1 { "is" } else { "are" },
                    places.join(", ")
                )
            }
            Refusal::GameOver => {
                "That game is already over. Start a new one with `challenge @someone <variant>`.".into()
            }
            Refusal::NotAPlayer => "You are not playing in this game.".into(),
            Refusal::NotYourTurn { to_move } => {
                format!("It's not your turn: {} is to move.", mention(*to_move))
            }
            Refusal::BadMove(why) => format!("{}.", why.trim_end_matches('.')),
            Refusal::AlreadyMoved { to_move, last } => format!(
                "It's not your turn: your move **{last}** is on the board, and it's {}'s turn now.",
                mention(*to_move)
            ),
            Refusal::MovedOn => "The game has moved on since you looked: nothing was played. Look at the new position (`board`) and try again.".into(),
            Refusal::AbortTooLate => "It's too late to abort: both sides have moved. You can offer a `draw` or `resign`.".into(),
            Refusal::TakebackRated => "Takebacks are only allowed in unrated games.".into(),
            Refusal::NothingToTakeBack => "You have no move to take back yet.".into(),
            Refusal::AlreadyOffered(what) => format!("Your {what} offer is still open: your opponent can answer it."),
            Refusal::NoOffer(what) => format!("There is no {what} offer to answer."),
            Refusal::OwnOffer(what) => format!("That's your own {what} offer: your opponent has to answer it."),
            Refusal::NeedsManageServer => "Only members with the Manage Server permission can change the settings.".into(),
        }
    }
}
