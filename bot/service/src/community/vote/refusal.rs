//! Vote chess: teams, their rosters and their votes.

use crate::core::names::CommandName;
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
        VoteRefusal::TeamAgainstSanctum => "A team plays Sanctum: name Sanctum as the opponent (and a level), or leave out team.".into(),
        VoteRefusal::TeamNeedsManager => "Only members with the Manage Server permission can start or take a team game for the server.".into(),
        VoteRefusal::BadShare(n) => format!("A share of {n}% of the team can't decide: give 1 to 100.").into(),
        VoteRefusal::NotATeamGame => Text::from("No team plays here: vote in a team game's channel, or play your own move with ")
            .command(CommandRef::new(CommandName::Move).arg("move", "<your move>"))
            .plain("."),
        VoteRefusal::NotOnTeam { role } => Text::from("Only members of ").role(*role).plain(" vote in this team game."),
        VoteRefusal::NotTeamsTurn => "The other side is to move: vote once it has played.".into(),
        VoteRefusal::TooManyVoteChanges => format!(
            "You changed your vote on this move {} times, as often as anyone may. It stands.",
            crate::core::policy::MAX_VOTE_CHANGES
        )
        .into(),
        }
    }
}
