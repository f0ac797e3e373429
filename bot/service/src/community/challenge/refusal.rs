//! Challenges and their answers.

use crate::core::names::CommandName;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::UserId;

/// Why a challenge, or its answer, was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChallengeRefusal {
    /// Challenging oneself.
    ChallengeSelf,
    /// Challenging a bot account.
    ChallengeBot,
    /// Challenging someone who is not a member of the server (they could never answer).
    NotAMember {
        /// Who was challenged.
        user: UserId,
    },
    /// Team options on a game that is not a team's.
    TeamOptionsWithoutTeam,
    /// A rating range on a challenge that is not posted to the lobby.
    RangeWithoutLobby,
    /// No open challenge concerns the caller here.
    NoChallenge,
    /// Only the challenged player may accept or decline.
    NotChallenged {
        /// Who may answer.
        challenged: UserId,
    },
    /// Only the challenger may cancel.
    NotChallenger {
        /// Who may cancel.
        challenger: UserId,
    },
    /// Someone outside a challenge pressed its button.
    NotYourChallenge,
    /// Someone else accepted the open challenge first.
    ChallengeTaken {
        /// Who took it.
        by: UserId,
    },
    /// A level given for a game against a person.
    LevelForPerson,
}

impl crate::core::refusal::Refuse for ChallengeRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            ChallengeRefusal::ChallengeSelf => Msg::new("challenge-refusal-self"),
            ChallengeRefusal::ChallengeBot => Msg::new("challenge-refusal-bot"),
            ChallengeRefusal::NotAMember { user } => {
                Msg::new("challenge-refusal-not-a-member").user("user", *user)
            }
            ChallengeRefusal::TeamOptionsWithoutTeam => {
                Msg::new("challenge-refusal-team-options-without-team")
            }
            ChallengeRefusal::RangeWithoutLobby => {
                Msg::new("challenge-refusal-range-without-lobby")
            }
            ChallengeRefusal::NoChallenge => Msg::new("challenge-refusal-no-challenge"),
            ChallengeRefusal::NotChallenged { challenged } => {
                Msg::new("challenge-refusal-not-challenged").user("challenged", *challenged)
            }
            ChallengeRefusal::NotChallenger { challenger } => {
                Msg::new("challenge-refusal-not-challenger").user("challenger", *challenger)
            }
            ChallengeRefusal::NotYourChallenge => Msg::new("challenge-refusal-not-yours"),
            ChallengeRefusal::ChallengeTaken { by } => {
                Msg::new("challenge-refusal-taken").user("by", *by).command(
                    "challenge",
                    CommandRef::new(CommandName::Challenge).arg("variant", "sanctuary"),
                )
            }
            ChallengeRefusal::LevelForPerson => Msg::new("challenge-refusal-level-for-person"),
        }
        .into()
    }
}
