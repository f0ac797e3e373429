//! Challenges and their answers.

use crate::core::names::CommandName;
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
        ChallengeRefusal::ChallengeSelf => "You can't challenge yourself. Pick someone else in the server.".into(),
        ChallengeRefusal::ChallengeBot => "Bots can't play, except Sanctum itself: challenge a person, or Sanctum.".into(),
        ChallengeRefusal::NotAMember { user } => Text::new()
            .user(*user)
            .plain(" isn't a member of this server, so they could never answer. Challenge someone here."),
        ChallengeRefusal::TeamOptionsWithoutTeam => "team_role and share are for a team game: add team:true.".into(),
        ChallengeRefusal::RangeWithoutLobby => "A rating range is for a challenge to every server: add anywhere:true, or leave out min_rating and max_rating.".into(),
        ChallengeRefusal::NoChallenge => "There is no open challenge for you in this channel.".into(),
        ChallengeRefusal::NotChallenged { challenged } => Text::from("Only ")
            .user(*challenged)
            .plain(" can answer this challenge."),
        ChallengeRefusal::NotChallenger { challenger } => Text::from("Only ")
            .user(*challenger)
            .plain(" can withdraw this challenge."),
        ChallengeRefusal::NotYourChallenge => "This challenge isn't yours to answer.".into(),
        ChallengeRefusal::ChallengeTaken { by } => Text::from("Too late: ")
            .user(*by)
            .plain(" already accepted this challenge. Post one of your own with ")
            .command(CommandRef::new(CommandName::Challenge).arg("variant", "sanctuary"))
            .plain("."),
        ChallengeRefusal::LevelForPerson => "A level is only for games against Sanctum itself: leave it out when you challenge a person.".into(),
        }
    }
}
