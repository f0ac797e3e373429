//! What became of a challenge: a type of its own, below the challenges and the errors
//! that both name it.

use std::fmt;

/// What became of a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeStatus {
    /// Waiting for the challenged player.
    Pending,
    /// Accepted: a game was started.
    Accepted,
    /// Turned down by the challenged player.
    Declined,
    /// Withdrawn by the challenger.
    Cancelled,
    /// Nobody answered in time.
    Expired,
}

impl ChallengeStatus {
    /// The stored id.
    pub const fn id(self) -> &'static str {
        match self {
            ChallengeStatus::Pending => "pending",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }

    /// The status stored as `s`.
    pub(crate) fn from_id(s: &str) -> Option<ChallengeStatus> {
        use ChallengeStatus as S;
        [
            S::Pending,
            S::Accepted,
            S::Declined,
            S::Cancelled,
            S::Expired,
        ]
        .into_iter()
        .find(|x| x.id() == s)
    }
}

impl fmt::Display for ChallengeStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
