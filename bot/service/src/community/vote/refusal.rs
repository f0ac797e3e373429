//! Vote chess: teams, their rosters and their votes.

use crate::core::names::CommandName;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};

/// Why a team's vote, or a team game, was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VoteRefusal {
    /// A team game asked of someone other than Sanctum.
    TeamAgainstSanctum,
    /// A team game started by someone without Manage Server.
    TeamNeedsManager,
    /// A share of the team outside 1 to 100 percent.
    BadShare(i64),
    /// A vote where no team plays.
    NotATeamGame,
    /// A vote by someone outside the team's role.
    NotOnTeam {
        /// The team's role.
        role: data::RoleId,
    },
    /// A vote while Sanctum is to move.
    NotTeamsTurn,
    /// A vote changed more often than allowed on one move.
    TooManyVoteChanges,
}

impl crate::core::refusal::Refuse for VoteRefusal {
    #[allow(clippy::too_many_lines)]
    fn user_text(&self) -> Text {
        match self {
            VoteRefusal::TeamAgainstSanctum => Msg::new("vote-refusal-team-against-sanctum").into(),
            VoteRefusal::TeamNeedsManager => Msg::new("vote-refusal-team-needs-manager").into(),
            VoteRefusal::BadShare(n) => Msg::new("vote-refusal-bad-share").num("share", *n).into(),
            VoteRefusal::NotATeamGame => Msg::new("vote-refusal-not-a-team-game")
                .command(
                    "move",
                    CommandRef::new(CommandName::Move).blank("move", "blank-your-move"),
                )
                .into(),
            VoteRefusal::NotOnTeam { role } => Msg::new("vote-refusal-not-on-team")
                .text("role", Text::new().role(*role))
                .into(),
            VoteRefusal::NotTeamsTurn => Msg::new("vote-refusal-not-teams-turn").into(),
            VoteRefusal::TooManyVoteChanges => Msg::new("vote-refusal-too-many-changes")
                .num("limit", crate::core::policy::MAX_VOTE_CHANGES)
                .into(),
        }
    }
}
