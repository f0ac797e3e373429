//! Vote chess: a game where a side is a team (a server, or a role in it), against
//! Sanctum or against another server's team. A team's side is played by an id of its
//! own; its members join its roster and vote, each of its plies, for a move, a draw or
//! a resignation.

use crate::challenges::{Accepted, accept_in};
use crate::db::Conn;
use crate::engine_games::{EngineSide, insert_engine_game};
use crate::games::{NewGame, fetch_game};
use crate::lobby::offer_from_row;
use crate::row::{Row, p};
use crate::{
    ChallengeId, ChannelId, Error, GameId, GuildId, Result, RoleId, Store, StoredGame, Timestamp,
    UserId,
};
use rules::Color;

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

/// A vote as cast: by whom, for which team, on which ply of which game, for what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ballot<'a> {
    /// The game.
    pub game: GameId,
    /// The team voting (the id that plays its side).
    pub team: UserId,
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

fn join(conn: &Conn, game: GameId, team: UserId, user: UserId, at: Timestamp) -> Result<bool> {
    Ok(conn.execute(
        "INSERT INTO team_rosters (game_id, team_id, player_id, joined_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, team_id, player_id) DO NOTHING",
        p![game.0, team.sql(), user.sql(), at],
    )? == 1)
}

fn insert_side(conn: &Conn, game: GameId, side: &TeamSide, at: Timestamp) -> Result<()> {
    if !(1..=100).contains(&side.share) {
        return Err(Error::Invalid(format!("a share of {}%", side.share)));
    }
    conn.execute(
        "INSERT INTO team_sides (game_id, team_id, role_id, share, created_at) VALUES ($1, $2, $3, $4, $5)",
        p![game.0, side.team.sql(), side.role.map(RoleId::sql), side.share, at],
    )?;
    Ok(())
}

/// The side that takes a team's lobby challenge: its team, and the manager who took it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamTaker {
    /// The taking team.
    pub side: TeamSide,
    /// The manager who took it (the first on its roster).
    pub by: UserId,
    /// The taker's server and the channel it took the challenge in.
    pub from: (GuildId, ChannelId),
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
        if team.team != new.white && team.team != new.black {
            return Err(Error::Invalid("the team plays no side".into()));
        }
        self.write(|tx| {
            let id = insert_engine_game(tx, new, engine)?;
            insert_side(tx, id, &team, new.created_at)?;
            join(tx, id, team.team, starter, new.created_at)?;
            fetch_game(tx, id)
        })
    }

    /// A team takes another server's team's lobby challenge `id`: the game, shown in
    /// both servers, with both teams and the two managers on their rosters, in one
    /// transaction (two takers at once: one game, and the other is told it is taken).
    pub fn accept_team_challenge(
        &self,
        id: ChallengeId,
        taker: &TeamTaker,
        challenger_color: Color,
        at: Timestamp,
    ) -> Result<Accepted> {
        self.transact_write(|tx| {
            let offer = tx
                .query_opt(
                    "SELECT team_role, team_share, team_poster FROM lobby_challenges
                     WHERE challenge_id = $1 AND team_share IS NOT NULL",
                    p![id.0],
                )?
                .map(|r| offer_from_row(&r))
                .transpose()?
                .ok_or_else(|| Error::Invalid(format!("challenge {id} is no team's")))?;
            let accepted = match accept_in(
                tx,
                id,
                taker.side.team,
                challenger_color,
                at,
                Some(taker.from),
            )? {
                Ok(a) => a,
                Err(e) => return Ok(Err(e)),
            };
            let game = accepted.game.id;
            let theirs = TeamSide {
                team: accepted.challenge.challenger,
                role: offer.role,
                share: offer.share,
            };
            insert_side(tx, game, &theirs, at)?;
            insert_side(tx, game, &taker.side, at)?;
            join(tx, game, theirs.team, offer.poster, at)?;
            join(tx, game, taker.side.team, taker.by, at)?;
            Ok(Ok(accepted))
        })
    }

    /// The teams of a game: none for a game of players, one against Sanctum, two for
    /// a game between two servers' teams.
    pub fn team_sides(&self, game: GameId) -> Result<Vec<TeamSide>> {
        self.conn()
            .query(
                "SELECT team_id, role_id, share FROM team_sides WHERE game_id = $1 ORDER BY created_at, team_id",
                p![game.0],
            )?
            .iter()
            .map(side_from_row)
            .collect()
    }

    /// The team that plays as `team` in `game`; `None` if that id is no team there.
    pub fn team_side(&self, game: GameId, team: UserId) -> Result<Option<TeamSide>> {
        self.conn()
            .query_opt(
                "SELECT team_id, role_id, share FROM team_sides WHERE game_id = $1 AND team_id = $2",
                p![game.0, team.sql()],
            )?
            .map(|r| side_from_row(&r))
            .transpose()
    }

    /// `user` joins `team`'s roster in `game`; false if they were on it.
    pub fn join_team(
        &self,
        game: GameId,
        team: UserId,
        user: UserId,
        at: Timestamp,
    ) -> Result<bool> {
        self.write(|tx| join(tx, game, team, user, at))
    }

    /// A team's roster, in the order they joined.
    pub fn team_roster(&self, game: GameId, team: UserId) -> Result<Vec<UserId>> {
        self.conn()
            .query(
                "SELECT player_id FROM team_rosters WHERE game_id = $1 AND team_id = $2
                 ORDER BY joined_at, player_id",
                p![game.0, team.sql()],
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
            team,
            ply,
            voter,
            kind,
            choice,
        } = *ballot;
        self.write(|tx| {
            join(tx, game, team, voter, at)?;
            let next = tx
                .query_one(
                    "SELECT coalesce(max(seq), 0) + 1 AS n FROM team_votes WHERE game_id = $1",
                    p![game.0],
                )?
                .i64("n")?;
            let old = tx.query_opt(
                "SELECT choice, changes FROM team_votes
                 WHERE game_id = $1 AND ply = $2 AND voter_id = $3 AND kind = $4",
                p![game.0, ply, voter.sql(), kind.id()],
            )?;
            match old {
                None => {
                    tx.execute(
                        "INSERT INTO team_votes (game_id, ply, voter_id, kind, choice, seq) VALUES ($1, $2, $3, $4, $5, $6)",
                        p![game.0, ply, voter.sql(), kind.id(), choice, next],
                    )?;
                    Ok(VoteCast::New)
                }
                Some(r) if r.text("choice")? == choice => Ok(VoteCast::Same),
                Some(r) if r.u32("changes")? >= max_changes => Ok(VoteCast::TooManyChanges),
                Some(_) => {
                    tx.execute(
                        "UPDATE team_votes SET choice = $5, seq = $6, changes = changes + 1
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
                "SELECT voter_id, kind, choice, seq FROM team_votes WHERE game_id = $1 AND ply = $2 ORDER BY seq",
                p![game.0, ply],
            )?
            .iter()
            .map(vote_from_row)
            .collect()
    }
}
