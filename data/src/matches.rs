//! Matches between two servers: one server's managers challenge another's, each side's
//! players sign up, and at the start the boards are paired (two games a board, one
//! with each colour). Each game is housed in a thread in both servers once the face
//! opened them, and reported on the scoreboard once it ends.

use crate::convert::{check_days, variant_from_id};
use crate::games::{NewGame, active_game_id, fetch_game};
use crate::new_game::insert_game;
use crate::row::{Row, p};
use crate::{
    ChannelId, Error, GameId, GuildId, MatchId, Result, Store, StoredGame, Timestamp, UserId,
};
use rules::Variant;

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchStatus {
    /// Asked of the other server, not yet answered.
    Proposed,
    /// Accepted: players sign up.
    Signup,
    /// Paired and played.
    Started,
    /// Every game over.
    Finished,
    /// Turned down by the other server.
    Declined,
}

impl MatchStatus {
    /// As stored.
    pub const fn id(self) -> &'static str {
        match self {
            MatchStatus::Proposed => "proposed",
            MatchStatus::Signup => "signup",
            MatchStatus::Started => "started",
            MatchStatus::Finished => "finished",
            MatchStatus::Declined => "declined",
        }
    }

    fn from_id(s: &str) -> Option<MatchStatus> {
        [
            MatchStatus::Proposed,
            MatchStatus::Signup,
            MatchStatus::Started,
            MatchStatus::Finished,
            MatchStatus::Declined,
        ]
        .into_iter()
        .find(|m| m.id() == s)
    }
}

/// One side of a match: a server, and the channel where the match is shown there (its
/// lobby channel).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchSide {
    /// The server.
    pub guild: GuildId,
    /// Its channel for the match.
    pub channel: ChannelId,
}

/// What [`Store::create_match`] needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewMatch {
    /// The server that challenged.
    pub home: MatchSide,
    /// The server challenged.
    pub away: MatchSide,
    /// The game.
    pub variant: Variant,
    /// Days per move of every game.
    pub days_per_move: u32,
    /// Boards, each two games.
    pub boards: u32,
    /// When it was proposed.
    pub created_at: Timestamp,
}

/// A stored match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredMatch {
    /// Its number.
    pub id: MatchId,
    /// What was asked.
    pub setup: NewMatch,
    /// Where it stands.
    pub status: MatchStatus,
    /// When its last game ended.
    pub finished_at: Option<Timestamp>,
    /// The threads, home server's then the other's, where its scoreboard is kept
    /// (`None` until both are open: its news then goes to the lobby channels).
    pub threads: Option<(ChannelId, ChannelId)>,
    /// The scoreboard's message in each thread (home, other), once posted: edited as
    /// games end.
    pub scoreboards: (Option<u64>, Option<u64>),
}

/// A match game whose end was just claimed for the scoreboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct MatchNews {
    /// The match.
    pub id: MatchId,
    /// The board.
    pub board: u32,
    /// The leg.
    pub leg: u32,
}

impl StoredMatch {
    /// The side of `guild`, if it plays in the match.
    pub fn side_of(&self, guild: GuildId) -> Option<MatchSide> {
        [self.setup.home, self.setup.away]
            .into_iter()
            .find(|s| s.guild == guild)
    }
}

/// One game of a match: its board, its leg (1: the home side has White), its players,
/// and what became of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchGame {
    /// The board, from 1 (top against top).
    pub board: u32,
    /// 1 or 2.
    pub leg: u32,
    /// White.
    pub white: UserId,
    /// Black.
    pub black: UserId,
    /// The game, once housed.
    pub game: Option<GameId>,
    /// The player who withdrew before it was housed: it counts as their loss.
    pub forfeit_by: Option<UserId>,
}

const MATCH_COLUMNS: &str = "match_id, home_guild, home_channel, away_guild, away_channel, variant, \
     days_per_move, boards, status, created_at, finished_at, home_thread, away_thread, \
     home_scoreboard, away_scoreboard";

fn match_from_row(r: &Row) -> Result<StoredMatch> {
    Ok(StoredMatch {
        id: MatchId(r.i64("match_id")?),
        setup: NewMatch {
            home: MatchSide {
                guild: GuildId::from_sql(r.i64("home_guild")?),
                channel: ChannelId::from_sql(r.i64("home_channel")?),
            },
            away: MatchSide {
                guild: GuildId::from_sql(r.i64("away_guild")?),
                channel: ChannelId::from_sql(r.i64("away_channel")?),
            },
            variant: r.parsed("variant", variant_from_id)?,
            days_per_move: r.u32("days_per_move")?,
            boards: r.u32("boards")?,
            created_at: r.i64("created_at")?,
        },
        status: r.parsed("status", MatchStatus::from_id)?,
        finished_at: r.opt_i64("finished_at")?,
        threads: match (r.opt_i64("home_thread")?, r.opt_i64("away_thread")?) {
            (Some(h), Some(a)) => Some((ChannelId::from_sql(h), ChannelId::from_sql(a))),
            _ => None,
        },
        scoreboards: (
            r.opt_i64("home_scoreboard")?.map(i64::cast_unsigned),
            r.opt_i64("away_scoreboard")?.map(i64::cast_unsigned),
        ),
    })
}

fn game_from_row(r: &Row) -> Result<MatchGame> {
    Ok(MatchGame {
        board: r.u32("board")?,
        leg: r.u32("leg")?,
        white: UserId::from_sql(r.i64("white")?),
        black: UserId::from_sql(r.i64("black")?),
        game: r.opt_i64("game_id")?.map(GameId),
        forfeit_by: r.opt_i64("forfeit_by")?.map(UserId::from_sql),
    })
}

/// How long a match proposal waits for the other server's answer before it lapses:
/// a week, since a server's managers are not always there.
pub const MATCH_PROPOSAL_LIFETIME: Timestamp = 7 * crate::policy::DAY;

/// What proposing a match came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proposal {
    /// Stored, and waiting for the other server.
    Made(StoredMatch),
    /// The two servers already have a proposal waiting (either way): this one.
    Pending(MatchId),
    /// The other server refuses proposals from this one.
    Refused,
}

impl Store {
    /// Proposes a match, unless the two servers have one waiting already (one
    /// proposal per pair of servers, either way) or the other server refuses
    /// proposals from this one; decided in one transaction, so two captains asking
    /// at once make one proposal.
    pub fn create_match(&self, new: &NewMatch) -> Result<Proposal> {
        check_days(new.days_per_move)?;
        if new.home.guild == new.away.guild {
            return Err(Error::Invalid("a match needs two servers".into()));
        }
        self.write(|tx| {
            let (home, away) = (new.home.guild.sql(), new.away.guild.sql());
            if tx
                .query_opt(
                    "SELECT 1 AS one FROM match_refusals WHERE guild_id = $1 AND other_guild = $2",
                    p![away, home],
                )?
                .is_some()
            {
                return Ok(Proposal::Refused);
            }
            if let Some(row) = tx.query_opt(
                "SELECT match_id FROM matches
                 WHERE status = 'proposed' AND created_at > $3
                   AND ((home_guild = $1 AND away_guild = $2) OR (home_guild = $2 AND away_guild = $1))
                 ORDER BY match_id LIMIT 1",
                p![home, away, new.created_at - MATCH_PROPOSAL_LIFETIME],
            )? {
                return Ok(Proposal::Pending(MatchId(row.i64("match_id")?)));
            }
            let row = tx.query_one(
                "INSERT INTO matches (home_guild, home_channel, away_guild, away_channel, variant,
                     days_per_move, boards, status, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'proposed', $8) RETURNING match_id",
                p![
                    new.home.guild.sql(),
                    new.home.channel.sql(),
                    new.away.guild.sql(),
                    new.away.channel.sql(),
                    new.variant.id(),
                    new.days_per_move,
                    new.boards,
                    new.created_at
                ],
            )?;
            Ok(Proposal::Made(fetch_match(tx, MatchId(row.i64("match_id")?))?))
        })
    }

    /// The proposals older than [`MATCH_PROPOSAL_LIFETIME`] at `now`, turned down:
    /// each returned once, to the one caller that lapsed it.
    pub fn lapse_match_proposals(&self, now: Timestamp) -> Result<Vec<StoredMatch>> {
        self.write(|tx| {
            tx.query(
                &format!(
                    "UPDATE matches SET status = 'declined'
                     WHERE status = 'proposed' AND created_at <= $1
                     RETURNING {MATCH_COLUMNS}"
                ),
                p![now - MATCH_PROPOSAL_LIFETIME],
            )?
            .iter()
            .map(match_from_row)
            .collect()
        })
    }

    /// `guild` refuses every match proposal from `other` from now on; false if it
    /// already did.
    pub fn refuse_matches_from(
        &self,
        guild: GuildId,
        other: GuildId,
        at: Timestamp,
    ) -> Result<bool> {
        Ok(self.execute_write(
            "INSERT INTO match_refusals (guild_id, other_guild, at) VALUES ($1, $2, $3)
             ON CONFLICT (guild_id, other_guild) DO NOTHING",
            p![guild.sql(), other.sql(), at],
        )? == 1)
    }

    /// `guild` takes proposals from every server again: how many it had refused.
    pub fn allow_all_matches(&self, guild: GuildId) -> Result<u64> {
        self.execute_write(
            "DELETE FROM match_refusals WHERE guild_id = $1",
            p![guild.sql()],
        )
    }

    /// How many servers `guild` refuses proposals from.
    pub fn match_refusals(&self, guild: GuildId) -> Result<u32> {
        self.conn()
            .query_one(
                "SELECT count(*) AS n FROM match_refusals WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .u32("n")
    }

    /// A match by number.
    pub fn match_by_id(&self, id: MatchId) -> Result<Option<StoredMatch>> {
        self.conn()
            .query_opt(
                &format!("SELECT {MATCH_COLUMNS} FROM matches WHERE match_id = $1"),
                p![id.0],
            )?
            .map(|r| match_from_row(&r))
            .transpose()
    }

    /// `guild`'s matches, newest first: at most `limit`.
    pub fn matches_of(&self, guild: GuildId, limit: u32) -> Result<Vec<StoredMatch>> {
        self.conn()
            .query(
                &format!(
                    "SELECT {MATCH_COLUMNS} FROM matches WHERE home_guild = $1 OR away_guild = $1
                     ORDER BY match_id DESC LIMIT $2"
                ),
                p![guild.sql(), limit],
            )?
            .iter()
            .map(match_from_row)
            .collect()
    }

    /// Moves a match from `from` to `to`; false if it was not at `from` (someone else
    /// moved it first).
    pub fn advance_match(
        &self,
        id: MatchId,
        from: MatchStatus,
        to: MatchStatus,
        at: Timestamp,
    ) -> Result<bool> {
        let finished = (to == MatchStatus::Finished).then_some(at);
        Ok(self.execute_write(
            "UPDATE matches SET status = $3, finished_at = coalesce($4, finished_at)
             WHERE match_id = $1 AND status = $2",
            p![id.0, from.id(), to.id(), finished],
        )? == 1)
    }

    /// `player` of `guild` signs up; false if they had.
    pub fn join_match(
        &self,
        id: MatchId,
        guild: GuildId,
        player: UserId,
        at: Timestamp,
    ) -> Result<bool> {
        Ok(self.execute_write(
            "INSERT INTO match_players (match_id, guild_id, player_id, joined_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (match_id, player_id) DO NOTHING",
            p![id.0, guild.sql(), player.sql(), at],
        )? == 1)
    }

    /// `player` withdraws their sign-up; false if they had none.
    pub fn leave_match(&self, id: MatchId, player: UserId) -> Result<bool> {
        Ok(self.execute_write(
            "DELETE FROM match_players WHERE match_id = $1 AND player_id = $2",
            p![id.0, player.sql()],
        )? == 1)
    }

    /// Who signed up, in the order they did, each with their server.
    pub fn match_players(&self, id: MatchId) -> Result<Vec<(GuildId, UserId)>> {
        self.conn()
            .query(
                "SELECT guild_id, player_id FROM match_players WHERE match_id = $1
                 ORDER BY joined_at, player_id",
                p![id.0],
            )?
            .iter()
            .map(|r| {
                Ok((
                    GuildId::from_sql(r.i64("guild_id")?),
                    UserId::from_sql(r.i64("player_id")?),
                ))
            })
            .collect()
    }

    /// Records the threads where a started match keeps its scoreboard; false if it had
    /// them already (another process opened them first).
    pub fn set_match_threads(&self, id: MatchId, home: ChannelId, away: ChannelId) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE matches SET home_thread = $2, away_thread = $3
             WHERE match_id = $1 AND home_thread IS NULL",
            p![id.0, home.sql(), away.sql()],
        )? == 1)
    }

    /// Records `message` as the scoreboard kept in `thread`, one of the match's threads;
    /// false if `thread` is none of them.
    pub fn set_scoreboard_message(
        &self,
        id: MatchId,
        thread: ChannelId,
        message: u64,
    ) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE matches SET
                 home_scoreboard = CASE WHEN home_thread = $2 THEN $3 ELSE home_scoreboard END,
                 away_scoreboard = CASE WHEN away_thread = $2 THEN $3 ELSE away_scoreboard END
             WHERE match_id = $1 AND (home_thread = $2 OR away_thread = $2)",
            p![id.0, thread.sql(), message.cast_signed()],
        )? == 1)
    }

    /// Starts a match in sign-up with its pairings (each board's two games), in one
    /// transaction; false if it was not in sign-up (started by someone else first).
    pub fn start_match(&self, id: MatchId, games: &[MatchGame]) -> Result<bool> {
        self.write(|tx| {
            let moved = tx.execute(
                "UPDATE matches SET status = 'started' WHERE match_id = $1 AND status = 'signup'",
                p![id.0],
            )?;
            if moved != 1 {
                return Ok(false);
            }
            for g in games {
                tx.execute(
                    "INSERT INTO match_games (match_id, board, leg, white, black) VALUES ($1, $2, $3, $4, $5)",
                    p![id.0, g.board, g.leg, g.white.sql(), g.black.sql()],
                )?;
            }
            Ok(true)
        })
    }

    /// A match's games, board by board.
    pub fn match_games(&self, id: MatchId) -> Result<Vec<MatchGame>> {
        self.conn()
            .query(
                "SELECT board, leg, white, black, game_id, forfeit_by FROM match_games
                 WHERE match_id = $1 ORDER BY board, leg",
                p![id.0],
            )?
            .iter()
            .map(game_from_row)
            .collect()
    }

    /// Games of started matches still waiting for their threads, oldest match first.
    pub fn unhoused_match_games(&self, limit: u32) -> Result<Vec<(MatchId, MatchGame)>> {
        self.conn()
            .query(
                "SELECT g.match_id, g.board, g.leg, g.white, g.black, g.game_id, g.forfeit_by
                 FROM match_games g JOIN matches m ON m.match_id = g.match_id
                 WHERE m.status = 'started' AND g.game_id IS NULL AND g.forfeit_by IS NULL
                 ORDER BY g.match_id, g.board, g.leg LIMIT $1",
                p![limit],
            )?
            .iter()
            .map(|r| Ok((MatchId(r.i64("match_id")?), game_from_row(r)?)))
            .collect()
    }

    /// Starts a match game in `home` (the home server's thread), shown in `away` (the
    /// other's) where `away_player` plays from: once. `None` if it was housed (or
    /// forfeited) already.
    pub fn house_match_game(
        &self,
        id: MatchId,
        board: u32,
        leg: u32,
        new: &NewGame,
        away: (GuildId, ChannelId, UserId),
    ) -> Result<Option<StoredGame>> {
        self.write(|tx| {
            let open = tx.query_opt(
                &format!(
                    "SELECT game_id FROM match_games
                     WHERE match_id = $1 AND board = $2 AND leg = $3 AND game_id IS NULL AND forfeit_by IS NULL{}",
                    tx.for_update()
                ),
                p![id.0, board, leg],
            )?;
            if open.is_none() {
                return Ok(None);
            }
            if active_game_id(tx, away.1)?.is_some() {
                return Err(Error::ChannelBusy(away.1));
            }
            let game = insert_game(tx, new)?;
            tx.execute(
                "UPDATE games SET mirror_guild_id = $2, mirror_channel_id = $3, mirror_player = $4
                 WHERE game_id = $1",
                p![game.0, away.0.sql(), away.1.sql(), away.2.sql()],
            )?;
            tx.execute(
                "UPDATE match_games SET game_id = $4 WHERE match_id = $1 AND board = $2 AND leg = $3",
                p![id.0, board, leg, game.0],
            )?;
            Ok(Some(fetch_game(tx, game)?))
        })
    }

    /// The match a game belongs to, with its board and leg.
    pub fn match_of_game(&self, game: GameId) -> Result<Option<(MatchId, u32, u32)>> {
        self.conn()
            .query_opt(
                "SELECT match_id, board, leg FROM match_games WHERE game_id = $1",
                p![game.0],
            )?
            .map(|r| Ok((MatchId(r.i64("match_id")?), r.u32("board")?, r.u32("leg")?)))
            .transpose()
    }

    /// `player`'s games of the match not yet housed count as their losses; how many.
    pub fn forfeit_unhoused(&self, id: MatchId, player: UserId) -> Result<u64> {
        self.execute_write(
            "UPDATE match_games SET forfeit_by = $2
             WHERE match_id = $1 AND game_id IS NULL AND forfeit_by IS NULL AND (white = $2 OR black = $2)",
            p![id.0, player.sql()],
        )
    }

    /// Claims the match games that ended (or were forfeited) since the last claim, each
    /// once however many processes claim: the scoreboards' news, in match order.
    pub fn claim_match_news(&self) -> Result<Vec<MatchNews>> {
        let mut news: Vec<MatchNews> = self
            .write(|tx| {
                tx.query(
                    "UPDATE match_games SET reported = 1
                     WHERE reported = 0 AND (forfeit_by IS NOT NULL
                         OR game_id IN (SELECT game_id FROM games WHERE status <> 'active'))
                     RETURNING match_id, board, leg",
                    &[],
                )
            })?
            .iter()
            .map(|r| {
                Ok(MatchNews {
                    id: MatchId(r.i64("match_id")?),
                    board: r.u32("board")?,
                    leg: r.u32("leg")?,
                })
            })
            .collect::<Result<_>>()?;
        news.sort_unstable();
        Ok(news)
    }

    /// Started matches whose every game was claimed as ended: a process that stopped
    /// between a last claim and the match's end leaves one for the next to end.
    pub fn matches_left_to_end(&self) -> Result<Vec<MatchId>> {
        self.conn()
            .query(
                "SELECT match_id FROM matches m WHERE status = 'started'
                   AND NOT EXISTS (SELECT 1 FROM match_games g WHERE g.match_id = m.match_id AND g.reported = 0)",
                &[],
            )?
            .iter()
            .map(|r| Ok(MatchId(r.i64("match_id")?)))
            .collect()
    }
}

fn fetch_match(conn: &crate::db::Conn, id: MatchId) -> Result<StoredMatch> {
    conn.query_opt(
        &format!("SELECT {MATCH_COLUMNS} FROM matches WHERE match_id = $1"),
        p![id.0],
    )?
    .map(|r| match_from_row(&r))
    .transpose()?
    .ok_or_else(|| Error::Invalid(format!("no match {id}")))
}
