//! Vote chess: a game where one side is a team (a server, or a role in it) against
//! Sanctum. The team's side is played by an id of its own; its members join a roster
//! and vote, each ply, for a move, a draw or a resignation.

use crate::db::Conn;
use crate::engine_games::{EngineSide, insert_engine_game};
use crate::games::{NewGame, fetch_game};
use crate::row::{Row, p};
use crate::{Error, GameId, Result, RoleId, Store, StoredGame, Timestamp, UserId};

/// What makes a side a team.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamSide {
    /// The id that plays the team's side in the game (its `white` or `black`).
    pub team: UserId,
    /// Only this role's members may vote; `None`: anyone in the server.
    pub role: Option<RoleId>,
    /// The share of the roster, in percent, whose votes play a move before its deadline.
    pub share: u32,
}

/// What a vote is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VoteKind {
    /// A move (its choice is the move in UCI).
    Move,
    /// Offering (or taking) a draw.
    Draw,
    /// Resigning.
    Resign,
}

impl VoteKind {
    /// As stored.
    pub const fn id(self) -> &'static str {
        match self {
            VoteKind::Move => "move",
            VoteKind::Draw => "draw",
            VoteKind::Resign => "resign",
        }
    }

    fn from_id(s: &str) -> Option<VoteKind> {
        [VoteKind::Move, VoteKind::Draw, VoteKind::Resign]
            .into_iter()
            .find(|k| k.id() == s)
    }
}

/// One member's vote on one ply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vote {
    /// Who voted.
    pub voter: UserId,
    /// For what.
    pub kind: VoteKind,
    /// The move in UCI, or `yes`.
    pub choice: String,
    /// When, as an order over the game's votes: a later vote has a greater number.
    pub seq: i64,
}

/// A vote as cast: by whom, on which ply of which game, for what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ballot<'a> {
    /// The game.
    pub game: GameId,
    /// The ply voted on (the team's move's).
    pub ply: u32,
    /// Who votes.
    pub voter: UserId,
    /// For what.
    pub kind: VoteKind,
    /// The move in UCI, or `yes`.
    pub choice: &'a str,
}

/// What [`Store::cast_vote`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoteCast {
    /// A first vote of this kind on this ply.
    New,
    /// A vote changed.
    Changed,
    /// The same vote again: nothing changed.
    Same,
    /// The voter changed their vote as often as they may.
    TooManyChanges,
}

fn vote_from_row(r: &Row) -> Result<Vote> {
    Ok(Vote {
        voter: UserId::from_sql(r.i64("voter_id")?),
        kind: r.parsed("kind", VoteKind::from_id)?,
        choice: r.text("choice")?,
        seq: r.i64("seq")?,
    })
}

fn side_from_row(r: &Row) -> Result<TeamSide> {
    let share = r.u32("share")?;
    Ok(TeamSide {
        team: UserId::from_sql(r.i64("team_id")?),
        role: r.opt_i64("role_id")?.map(RoleId::from_sql),
        share,
    })
}

fn join(conn: &Conn, game: GameId, user: UserId, at: Timestamp) -> Result<bool> {
    Ok(conn.execute(
        "INSERT INTO team_members (game_id, player_id, joined_at) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, player_id) DO NOTHING",
        p![game.0, user.sql(), at],
    )? == 1)
}

impl Store {
    /// Starts a game between a team and Sanctum, with `starter` on the roster, in one
    /// transaction.
    pub fn create_team_game(
        &self,
        new: &NewGame,
        engine: EngineSide,
        team: TeamSide,
        starter: UserId,
    ) -> Result<StoredGame> {
        if !(1..=100).contains(&team.share) {
            return Err(Error::Invalid(format!("a share of {}%", team.share)));
        }
        if team.team != new.white && team.team != new.black {
            return Err(Error::Invalid("the team plays no side".into()));
        }
        self.write(|tx| {
            let id = insert_engine_game(tx, new, engine)?;
            tx.execute(
                "INSERT INTO teams (game_id, team_id, role_id, share, created_at) VALUES ($1, $2, $3, $4, $5)",
                p![id.0, team.team.sql(), team.role.map(RoleId::sql), team.share, new.created_at],
            )?;
            join(tx, id, starter, new.created_at)?;
            fetch_game(tx, id)
        })
    }

    /// The team of a vote-chess game; `None` for any other game.
    pub fn team_side(&self, game: GameId) -> Result<Option<TeamSide>> {
        self.conn()
            .query_opt(
                "SELECT team_id, role_id, share FROM teams WHERE game_id = $1",
                p![game.0],
            )?
            .map(|r| side_from_row(&r))
            .transpose()
    }

    /// `user` joins the team's roster; false if they were on it.
    pub fn join_team(&self, game: GameId, user: UserId, at: Timestamp) -> Result<bool> {
        self.write(|tx| join(tx, game, user, at))
    }

    /// The team's roster, in the order they joined.
    pub fn team_roster(&self, game: GameId) -> Result<Vec<UserId>> {
        self.conn()
            .query(
                "SELECT player_id FROM team_members WHERE game_id = $1 ORDER BY joined_at, player_id",
                p![game.0],
            )?
            .iter()
            .map(|r| Ok(UserId::from_sql(r.i64("player_id")?)))
            .collect()
    }

    /// `voter` votes `choice` for `kind` on `ply` (joining the roster if not on it); a
    /// changed vote counts as cast now. At most `max_changes` changes per ply and kind.
    pub fn cast_vote(
        &self,
        ballot: &Ballot<'_>,
        max_changes: u32,
        at: Timestamp,
    ) -> Result<VoteCast> {
        let Ballot {
            game,
            ply,
            voter,
            kind,
            choice,
        } = *ballot;
        self.write(|tx| {
            join(tx, game, voter, at)?;
            let next = tx
                .query_one(
                    "SELECT coalesce(max(seq), 0) + 1 AS n FROM votes WHERE game_id = $1",
                    p![game.0],
                )?
                .i64("n")?;
            let old = tx.query_opt(
                "SELECT choice, changes FROM votes
                 WHERE game_id = $1 AND ply = $2 AND voter_id = $3 AND kind = $4",
                p![game.0, ply, voter.sql(), kind.id()],
            )?;
            match old {
                None => {
                    tx.execute(
                        "INSERT INTO votes (game_id, ply, voter_id, kind, choice, seq) VALUES ($1, $2, $3, $4, $5, $6)",
                        p![game.0, ply, voter.sql(), kind.id(), choice, next],
                    )?;
                    Ok(VoteCast::New)
                }
                Some(r) if r.text("choice")? == choice => Ok(VoteCast::Same),
                Some(r) if r.u32("changes")? >= max_changes => Ok(VoteCast::TooManyChanges),
                Some(_) => {
                    tx.execute(
                        "UPDATE votes SET choice = $5, seq = $6, changes = changes + 1
                         WHERE game_id = $1 AND ply = $2 AND voter_id = $3 AND kind = $4",
                        p![game.0, ply, voter.sql(), kind.id(), choice, next],
                    )?;
                    Ok(VoteCast::Changed)
                }
            }
        })
    }

    /// The votes on `ply`, earliest first.
    pub fn votes(&self, game: GameId, ply: u32) -> Result<Vec<Vote>> {
        self.conn()
            .query(
                "SELECT voter_id, kind, choice, seq FROM votes WHERE game_id = $1 AND ply = $2 ORDER BY seq",
                p![game.0, ply],
            )?
            .iter()
            .map(vote_from_row)
            .collect()
    }
}
