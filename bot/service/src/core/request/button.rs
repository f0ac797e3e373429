//! Buttons: what each one does, as an [`Action`] whose custom id travels with the
//! button and comes back when it is pressed, and whose buttons a message carries
//! ([`ButtonOwner`]), so a later change can disable them.

use super::UciMove;
use data::{ChallengeId, GameId, MatchId, TournamentId};
use rules::Variant;
use std::fmt;

/// What a button does. Its [`Action::custom_id`] travels with the button and comes
/// back when it is pressed; the service re-checks everything then (who pressed it,
/// whether the challenge or offer is still open).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// The challenged player accepts.
    AcceptChallenge(ChallengeId),
    /// The challenged player declines.
    DeclineChallenge(ChallengeId),
    /// The challenger withdraws.
    CancelChallenge(ChallengeId),
    /// A player confirms resigning.
    ConfirmResign(GameId),
    /// The opponent accepts a draw offer.
    AcceptDraw(GameId),
    /// The opponent declines a draw offer.
    DeclineDraw(GameId),
    /// The next puzzle of this game, after one is over.
    NextPuzzle(Variant),
    /// The next puzzle of the player's run in this game, after one is solved.
    NextRunPuzzle(Variant),
    /// The open puzzle counts as failed, and its solution is shown.
    GiveUpPuzzle,
    /// Solve the server's daily puzzle of this day (days since 1970, UTC).
    DailyPuzzle(i64),
    /// The next lesson of this game's course.
    NextLesson(Variant),
    /// Enter a tournament, from its announcement.
    JoinTournament(TournamentId),
    /// Withdraw from a tournament before it starts, from its announcement.
    LeaveTournament(TournamentId),
    /// The opponent agrees to a takeback.
    AcceptTakeback(GameId),
    /// The opponent refuses a takeback.
    DeclineTakeback(GameId),
    /// A player of a finished game asks the other for a rematch, colours swapped.
    Rematch(GameId),
    /// Anyone asks for the review of a finished game.
    Review(GameId),
    /// A player confirms the move they chose in `game` when it stood at `ply`.
    ConfirmMove {
        /// The game.
        game: GameId,
        /// The ply of the position the move was chosen in.
        ply: u32,
        /// The move.
        mv: UciMove,
    },
    /// A player drops the move they were asked to confirm.
    CancelMove(GameId),
    /// A member joins the team of a vote-chess game, to be counted in its votes.
    JoinTeam(GameId),
    /// The challenged server's manager accepts a match.
    AcceptMatch(MatchId),
    /// The challenged server's manager declines a match.
    DeclineMatch(MatchId),
    /// The challenged server's manager declines a match and every later proposal
    /// from the same server.
    RefuseMatches(MatchId),
    /// A player signs up for a match, for their server.
    JoinMatch(MatchId),
    /// A player leaves a match (once it started, forfeiting their board).
    LeaveMatch(MatchId),
}

impl Action {
    /// The message id of what its button says (`button-accept`: "Accept"); a face
    /// shows it in its reader's language.
    pub const fn label(self) -> &'static str {
        match self {
            Action::AcceptChallenge(_) => "button-accept",
            Action::DeclineChallenge(_) | Action::DeclineDraw(_) | Action::DeclineMatch(_) => {
                "button-decline"
            }
            Action::CancelChallenge(_) | Action::CancelMove(_) => "button-cancel",
            Action::ConfirmResign(_) => "button-yes-resign",
            Action::AcceptDraw(_) => "button-accept-draw",
            Action::AcceptTakeback(_) => "button-allow-takeback",
            Action::DeclineTakeback(_) => "button-refuse",
            Action::Rematch(_) => "button-rematch",
            Action::Review(_) => "button-review",
            Action::ConfirmMove { .. } => "button-confirm",
            Action::NextPuzzle(_) | Action::NextRunPuzzle(_) => "button-next-puzzle",
            Action::GiveUpPuzzle => "button-give-up",
            Action::DailyPuzzle(_) => "button-solve",
            Action::NextLesson(_) => "button-next-lesson",
            Action::JoinTournament(_) => "button-join",
            Action::LeaveTournament(_) | Action::LeaveMatch(_) => "button-leave",
            Action::JoinTeam(_) => "button-join-the-team",
            Action::AcceptMatch(_) => "button-accept-match",
            Action::RefuseMatches(_) => "button-refuse-all-from-this-server",
            Action::JoinMatch(_) => "button-sign-up",
        }
    }

    /// The id a button carries, at most 100 characters: `sanctum:accept:12`, or for a
    /// move to confirm `sanctum:move-yes:12:7:e2e4` (game, ply, move).
    pub fn custom_id(self) -> String {
        let verb = self.verb();
        let id = match self {
            Action::ConfirmMove { game, ply, mv } => {
                return format!("sanctum:{verb}:{game}:{ply}:{mv}");
            }
            Action::NextPuzzle(v) | Action::NextRunPuzzle(v) | Action::NextLesson(v) => {
                return format!("sanctum:{verb}:{}", v.id());
            }
            Action::GiveUpPuzzle => 0,
            Action::DailyPuzzle(day) => day,
            Action::JoinTournament(t) | Action::LeaveTournament(t) => t.0,
            Action::AcceptMatch(m)
            | Action::DeclineMatch(m)
            | Action::RefuseMatches(m)
            | Action::JoinMatch(m)
            | Action::LeaveMatch(m) => m.0,
            Action::AcceptChallenge(c)
            | Action::DeclineChallenge(c)
            | Action::CancelChallenge(c) => c.0,
            Action::CancelMove(g)
            | Action::ConfirmResign(g)
            | Action::AcceptDraw(g)
            | Action::DeclineDraw(g)
            | Action::AcceptTakeback(g)
            | Action::DeclineTakeback(g)
            | Action::Rematch(g)
            | Action::Review(g)
            | Action::JoinTeam(g) => g.0,
        };
        format!("sanctum:{verb}:{id}")
    }

    /// What the button does, as its id says it (`accept`, `move-yes`): the same for
    /// every challenge or game, so it also names the kind of press in metrics.
    pub const fn verb(self) -> &'static str {
        match self {
            Action::ConfirmMove { .. } => "move-yes",
            Action::CancelMove(_) => "move-no",
            Action::AcceptChallenge(_) => "accept",
            Action::DeclineChallenge(_) => "decline",
            Action::CancelChallenge(_) => "cancel",
            Action::ConfirmResign(_) => "resign",
            Action::AcceptDraw(_) => "draw-yes",
            Action::DeclineDraw(_) => "draw-no",
            Action::AcceptTakeback(_) => "takeback-yes",
            Action::DeclineTakeback(_) => "takeback-no",
            Action::Rematch(_) => "rematch",
            Action::Review(_) => "review",
            Action::NextPuzzle(_) => "puzzle-next",
            Action::NextRunPuzzle(_) => "puzzle-run-next",
            Action::GiveUpPuzzle => "puzzle-give-up",
            Action::DailyPuzzle(_) => "puzzle-daily",
            Action::NextLesson(_) => "lesson-next",
            Action::JoinTournament(_) => "tournament-join",
            Action::LeaveTournament(_) => "tournament-leave",
            Action::JoinTeam(_) => "team-join",
            Action::AcceptMatch(_) => "match-accept",
            Action::DeclineMatch(_) => "match-decline",
            Action::RefuseMatches(_) => "match-refuse",
            Action::JoinMatch(_) => "match-join",
            Action::LeaveMatch(_) => "match-leave",
        }
    }

    /// Parses [`Action::custom_id`]; `None` for anything else.
    pub fn parse(custom_id: &str) -> Option<Action> {
        let rest = custom_id.strip_prefix("sanctum:")?;
        let (verb, id) = rest.split_once(':')?;
        if verb == "move-yes" {
            let mut parts = id.split(':');
            let (game, ply, mv) = (parts.next()?, parts.next()?, parts.next()?);
            if parts.next().is_some() {
                return None;
            }
            return Some(Action::ConfirmMove {
                game: GameId(game.parse().ok()?),
                ply: ply.parse().ok()?,
                mv: UciMove::parse(mv)?,
            });
        }
        match verb {
            "puzzle-next" => return Some(Action::NextPuzzle(id.parse().ok()?)),
            "puzzle-run-next" => return Some(Action::NextRunPuzzle(id.parse().ok()?)),
            "lesson-next" => return Some(Action::NextLesson(id.parse().ok()?)),
            _ => {}
        }
        let id: i64 = id.parse().ok()?;
        let (c, g) = (ChallengeId(id), GameId(id));
        Some(match verb {
            "accept" => Action::AcceptChallenge(c),
            "decline" => Action::DeclineChallenge(c),
            "cancel" => Action::CancelChallenge(c),
            "resign" => Action::ConfirmResign(g),
            "draw-yes" => Action::AcceptDraw(g),
            "draw-no" => Action::DeclineDraw(g),
            "takeback-yes" => Action::AcceptTakeback(g),
            "takeback-no" => Action::DeclineTakeback(g),
            "rematch" => Action::Rematch(g),
            "review" => Action::Review(g),
            "move-no" => Action::CancelMove(g),
            "puzzle-give-up" if id == 0 => Action::GiveUpPuzzle,
            "puzzle-daily" => Action::DailyPuzzle(id),
            "tournament-join" => Action::JoinTournament(TournamentId(id)),
            "tournament-leave" => Action::LeaveTournament(TournamentId(id)),
            "team-join" => Action::JoinTeam(g),
            "match-accept" => Action::AcceptMatch(MatchId(id)),
            "match-decline" => Action::DeclineMatch(MatchId(id)),
            "match-refuse" => Action::RefuseMatches(MatchId(id)),
            "match-join" => Action::JoinMatch(MatchId(id)),
            "match-leave" => Action::LeaveMatch(MatchId(id)),
            _ => return None,
        })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.custom_id())
    }
}

/// What a message's buttons belong to: a challenge, or a game's draw or takeback offer.
/// When a [`Response`](crate::core::reply::Response) closes it, the buttons should be disabled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ButtonOwner {
    /// A challenge's Accept / Decline / Cancel.
    Challenge(ChallengeId),
    /// A game's draw or takeback offer.
    Offer(GameId),
    /// A tournament's Join / Leave, under its announcement (redrawn, not disabled, while it is open).
    Tournament(TournamentId),
    /// A match's invitation: Accept match / Decline.
    MatchAnswer(MatchId),
    /// A match's sign-up: Sign up / Leave, in both servers.
    MatchSignup(MatchId),
}

impl ButtonOwner {
    /// The key the database remembers the buttons' message under: `challenge:7`, `offer:12`.
    pub fn key(self) -> String {
        match self {
            ButtonOwner::Challenge(c) => format!("challenge:{c}"),
            ButtonOwner::Offer(g) => format!("offer:{g}"),
            ButtonOwner::Tournament(t) => format!("tournament:{t}"),
            ButtonOwner::MatchAnswer(m) => format!("match-answer:{m}"),
            ButtonOwner::MatchSignup(m) => format!("match-signup:{m}"),
        }
    }

    /// True for buttons posted in several channels (a lobby challenge's in every lobby,
    /// a match's in both servers): closing them needs every copy looked up.
    pub fn posted_in_several(self) -> bool {
        matches!(
            self,
            ButtonOwner::Challenge(_) | ButtonOwner::MatchSignup(_)
        )
    }
}

impl Action {
    /// The game the button acts on, for the game's buttons.
    pub fn game(self) -> Option<GameId> {
        match self {
            Action::ConfirmResign(g)
            | Action::AcceptDraw(g)
            | Action::DeclineDraw(g)
            | Action::AcceptTakeback(g)
            | Action::DeclineTakeback(g)
            | Action::Rematch(g)
            | Action::Review(g)
            | Action::ConfirmMove { game: g, .. }
            | Action::CancelMove(g)
            | Action::JoinTeam(g) => Some(g),
            Action::AcceptChallenge(_)
            | Action::DeclineChallenge(_)
            | Action::CancelChallenge(_)
            | Action::NextPuzzle(_)
            | Action::NextRunPuzzle(_)
            | Action::GiveUpPuzzle
            | Action::DailyPuzzle(_)
            | Action::NextLesson(_)
            | Action::JoinTournament(_)
            | Action::LeaveTournament(_)
            | Action::AcceptMatch(_)
            | Action::DeclineMatch(_)
            | Action::RefuseMatches(_)
            | Action::JoinMatch(_)
            | Action::LeaveMatch(_) => None,
        }
    }

    /// What the button belongs to, or `None` for buttons that close nothing shared
    /// (a private resignation confirmation).
    pub fn owner(self) -> Option<ButtonOwner> {
        match self {
            Action::AcceptChallenge(c)
            | Action::DeclineChallenge(c)
            | Action::CancelChallenge(c) => Some(ButtonOwner::Challenge(c)),
            Action::AcceptDraw(g)
            | Action::DeclineDraw(g)
            | Action::AcceptTakeback(g)
            | Action::DeclineTakeback(g) => Some(ButtonOwner::Offer(g)),
            Action::ConfirmResign(_)
            | Action::Rematch(_)
            | Action::Review(_)
            | Action::ConfirmMove { .. }
            | Action::CancelMove(_)
            | Action::NextPuzzle(_)
            | Action::NextRunPuzzle(_)
            | Action::GiveUpPuzzle
            | Action::DailyPuzzle(_)
            | Action::NextLesson(_)
            | Action::JoinTeam(_) => None,
            Action::JoinTournament(t) | Action::LeaveTournament(t) => {
                Some(ButtonOwner::Tournament(t))
            }
            Action::AcceptMatch(m) | Action::DeclineMatch(m) | Action::RefuseMatches(m) => {
                Some(ButtonOwner::MatchAnswer(m))
            }
            Action::JoinMatch(m) | Action::LeaveMatch(m) => Some(ButtonOwner::MatchSignup(m)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_through_its_custom_id() {
        let all = [
            Action::AcceptChallenge(ChallengeId(7)),
            Action::DeclineChallenge(ChallengeId(7)),
            Action::CancelChallenge(ChallengeId(7)),
            Action::ConfirmResign(GameId(9)),
            Action::AcceptDraw(GameId(9)),
            Action::DeclineDraw(GameId(9)),
            Action::AcceptTakeback(GameId(9)),
            Action::DeclineTakeback(GameId(9)),
            Action::Rematch(GameId(9)),
            Action::Review(GameId(9)),
            Action::ConfirmMove {
                game: GameId(9),
                ply: 4,
                mv: UciMove::parse("e7e8q").expect("a move"),
            },
            Action::ConfirmMove {
                game: GameId(9),
                ply: 0,
                mv: UciMove::parse("g1f3").expect("a move"),
            },
            Action::CancelMove(GameId(9)),
            Action::NextPuzzle(Variant::Scepter),
            Action::NextRunPuzzle(Variant::Chess),
            Action::GiveUpPuzzle,
            Action::DailyPuzzle(20_500),
            Action::NextLesson(Variant::Sanctuary),
            Action::JoinTournament(TournamentId(3)),
            Action::LeaveTournament(TournamentId(12)),
        ];
        for a in all {
            assert_eq!(Action::parse(&a.custom_id()), Some(a));
            assert!(a.custom_id().len() <= 100);
        }
        assert_eq!(Action::parse("sanctum:explode:1"), None);
        assert_eq!(Action::parse("other:accept:1"), None);
        for bad in [
            "sanctum:move-yes:9:4",
            "sanctum:move-yes:9:4:e9e4",
            "sanctum:move-yes:9:x:e2e4",
            "sanctum:move-yes:9:4:e2e4:1",
            "sanctum:move-yes:9:4:e7e8z",
        ] {
            assert_eq!(Action::parse(bad), None, "{bad}");
        }
    }
}
