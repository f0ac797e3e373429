//! Tournaments: a server's round robins and Swiss tournaments, their entrants, boards
//! and byes.
//!
//! A tournament is `open` while players join, `running` from its start (claimed once:
//! the entrants' starting ranks and every board of every round are written in the
//! transaction that claims it), then `finished` (claimed once, by whoever sees its last
//! game end) or `cancelled`. A board gets its game later, when the face has a place to
//! play it (a thread): [`Store::house_board`] creates the game and links it in one
//! transaction, so a board never gets two games however many processes try.

use crate::convert::check_days;
use crate::db::Conn;
use crate::games::{NewGame, StoredGame, fetch_game};
use crate::players::ensure_player;
use crate::row::{Row, p};
use crate::{ChannelId, Error, GameId, GuildId, Result, Store, Timestamp, TournamentId, UserId};
use rules::Variant;

/// How a tournament pairs its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Everyone plays everyone once, colours from FIDE's Berger tables.
    RoundRobin,
    /// Everyone plays everyone twice, once with each colour.
    DoubleRoundRobin,
    /// FIDE's Dutch system: a set number of rounds, each paired when the last one ends.
    Swiss,
}

impl Format {
    /// Every format, in menu order.
    pub const ALL: [Format; 3] = [Format::RoundRobin, Format::DoubleRoundRobin, Format::Swiss];

    /// The stored and typed id: `round_robin`.
    pub fn id(self) -> &'static str {
        match self {
            Format::RoundRobin => "round_robin",
            Format::DoubleRoundRobin => "double_round_robin",
            Format::Swiss => "swiss",
        }
    }

    /// The format called `id`.
    pub fn from_id(id: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.id() == id)
    }

    /// In words: `round robin`.
    pub fn name(self) -> &'static str {
        match self {
            Format::RoundRobin => "round robin",
            Format::DoubleRoundRobin => "double round robin",
            Format::Swiss => "Swiss",
        }
    }
}

/// Where a tournament is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentStatus {
    /// Taking entries.
    Open,
    /// Started: its games are being played.
    Running,
    /// Every game has ended.
    Finished,
    /// Called off before it started.
    Cancelled,
}

impl TournamentStatus {
    fn id(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    fn from_id(id: &str) -> Option<TournamentStatus> {
        [
            TournamentStatus::Open,
            TournamentStatus::Running,
            TournamentStatus::Finished,
            TournamentStatus::Cancelled,
        ]
        .into_iter()
        .find(|s| s.id() == id)
    }
}

/// A tournament to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTournament {
    /// The server.
    pub guild: GuildId,
    /// Where it is announced and its games' threads are opened.
    pub channel: ChannelId,
    /// Who created it (and may start or cancel it).
    pub creator: UserId,
    /// How it pairs.
    pub format: Format,
    /// The game played.
    pub variant: Variant,
    /// Whether its games change ratings.
    pub rated: bool,
    /// Days per move of its games.
    pub days_per_move: u32,
    /// The most entrants; it starts by itself when this many have joined.
    pub max_players: u32,
    /// A Swiss tournament's rounds (`None` for a round robin, whose table sets them).
    pub rounds: Option<u32>,
    /// A Swiss round's time limit in days, from its start.
    pub round_days: Option<u32>,
    /// A Swiss takes late entries until this round begins (`None`: none after the start).
    pub late_until: Option<u32>,
    /// When it starts by itself, if not full before (`None`: when full, or when started).
    pub starts_at: Option<Timestamp>,
    /// Entry: at least this many rated games of the variant in the server.
    pub min_games: Option<u32>,
    /// Entry: a rating in the server of at least this.
    pub min_rating: Option<u32>,
    /// Entry: a rating in the server of at most this.
    pub max_rating: Option<u32>,
    /// How many losses on time withdraw a player (1–10).
    pub timeouts: u32,
    /// When it was created.
    pub created_at: Timestamp,
}

/// A stored tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTournament {
    /// Its number.
    pub id: TournamentId,
    /// Everything it was created with.
    pub setup: NewTournament,
    /// Where it is in its life.
    pub status: TournamentStatus,
    /// When it started.
    pub started_at: Option<Timestamp>,
    /// When its last game ended.
    pub finished_at: Option<Timestamp>,
    /// The round being played (a Swiss pairs one at a time), 0 before the start.
    pub current_round: u32,
    /// When the current round started.
    pub round_started_at: Option<Timestamp>,
    /// Its own thread, where rounds, results and standings are posted (`None`: its
    /// channel, where it was announced).
    pub thread: Option<ChannelId>,
}

impl StoredTournament {
    /// Where its news goes: its own thread if it has one, else its channel.
    pub fn news_channel(&self) -> ChannelId {
        self.thread.unwrap_or(self.setup.channel)
    }
}

/// Why a player has no game in a Swiss round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ByeKind {
    /// The pairing-allocated bye of an odd field: a win's points.
    Pairing,
    /// A half-point bye asked for in advance.
    Half,
    /// Not paired, for nothing (withdrawn, or asked for a zero-point bye).
    Zero,
}

impl ByeKind {
    fn id(self) -> &'static str {
        match self {
            ByeKind::Pairing => "pairing",
            ByeKind::Half => "half",
            ByeKind::Zero => "zero",
        }
    }

    fn from_id(id: &str) -> Option<ByeKind> {
        [ByeKind::Pairing, ByeKind::Half, ByeKind::Zero]
            .into_iter()
            .find(|k| k.id() == id)
    }
}

/// A bye: the round, who, and which kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bye {
    /// The round, from 1.
    pub round: u32,
    /// Who sits out.
    pub user: UserId,
    /// Why.
    pub kind: ByeKind,
}

/// What a start or a new round writes: the entrants in rank order (at the start), the
/// round's boards and its byes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Plan {
    /// Every entrant, by starting rank (pairing number 1 first).
    pub ranked: Vec<UserId>,
    /// The boards.
    pub boards: Vec<NewBoard>,
    /// The byes.
    pub byes: Vec<Bye>,
}

/// An entrant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entrant {
    /// Who.
    pub user: UserId,
    /// When they joined.
    pub joined_at: Timestamp,
    /// The starting rank drawn at the start (from 1), `None` before.
    pub rank: Option<u32>,
    /// When they were withdrawn (after too many losses on time), if they were.
    pub withdrawn_at: Option<Timestamp>,
}

/// A pairing to write at the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewBoard {
    /// The round, from 1.
    pub round: u32,
    /// The board within the round, from 1.
    pub board: u32,
    /// White.
    pub white: UserId,
    /// Black.
    pub black: UserId,
}

/// A board and its game, once it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The pairing.
    pub pairing: NewBoard,
    /// Its game: `None` until a place to play it was found.
    pub game: Option<StoredGame>,
}

/// What a join came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joined {
    /// In, as the `count`th entrant.
    Joined {
        /// Entrants now.
        count: u32,
    },
    /// Already an entrant.
    AlreadyIn,
    /// No room left.
    Full,
    /// It no longer takes entries.
    Closed(TournamentStatus),
}

/// What a start came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Started {
    /// Started now, by this caller: the entrants in rank order.
    Started(Vec<UserId>),
    /// It was not open (already started by someone else, or cancelled).
    NotOpen(TournamentStatus),
    /// Fewer entrants than the plan needs.
    TooFew(u32),
}

const COLUMNS: &str = "tournament_id, guild_id, channel_id, creator, format, variant, rated, \
     days_per_move, max_players, rounds, round_days, late_until, starts_at, min_games, min_rating, \
     max_rating, timeouts, thread_id, \
     current_round, round_started_at, status, \
     created_at, started_at, finished_at";

fn tournament_from_row(r: &Row) -> Result<StoredTournament> {
    Ok(StoredTournament {
        id: TournamentId(r.i64("tournament_id")?),
        setup: NewTournament {
            guild: GuildId::from_sql(r.i64("guild_id")?),
            channel: ChannelId::from_sql(r.i64("channel_id")?),
            creator: UserId::from_sql(r.i64("creator")?),
            format: r.parsed("format", Format::from_id)?,
            variant: r.parsed("variant", |s| s.parse().ok())?,
            rated: r.bool("rated")?,
            days_per_move: r.u32("days_per_move")?,
            max_players: r.u32("max_players")?,
            rounds: r.opt_i64("rounds")?.and_then(|n| u32::try_from(n).ok()),
            round_days: r.opt_i64("round_days")?.and_then(|n| u32::try_from(n).ok()),
            late_until: r.opt_i64("late_until")?.and_then(|n| u32::try_from(n).ok()),
            starts_at: r.opt_i64("starts_at")?,
            min_games: r.opt_i64("min_games")?.and_then(|n| u32::try_from(n).ok()),
            min_rating: r.opt_i64("min_rating")?.and_then(|n| u32::try_from(n).ok()),
            max_rating: r.opt_i64("max_rating")?.and_then(|n| u32::try_from(n).ok()),
            timeouts: r.u32("timeouts")?,
            created_at: r.i64("created_at")?,
        },
        status: r.parsed("status", TournamentStatus::from_id)?,
        started_at: r.opt_i64("started_at")?,
        finished_at: r.opt_i64("finished_at")?,
        current_round: r.u32("current_round")?,
        round_started_at: r.opt_i64("round_started_at")?,
        thread: r.opt_i64("thread_id")?.map(ChannelId::from_sql),
    })
}

fn fetch(conn: &Conn, id: TournamentId) -> Result<StoredTournament> {
    conn.query_opt(
        &format!("SELECT {COLUMNS} FROM tournaments WHERE tournament_id = $1"),
        p![id.0],
    )?
    .map(|r| tournament_from_row(&r))
    .transpose()?
    .ok_or(Error::TournamentNotFound(id))
}

fn entrants(conn: &Conn, id: TournamentId) -> Result<Vec<Entrant>> {
    conn.query(
        "SELECT player_id, joined_at, rank, withdrawn_at FROM tournament_players
         WHERE tournament_id = $1 ORDER BY rank, entry, joined_at, player_id",
        p![id.0],
    )?
    .iter()
    .map(|r| {
        Ok(Entrant {
            user: UserId::from_sql(r.i64("player_id")?),
            joined_at: r.i64("joined_at")?,
            rank: r.opt_i64("rank")?.and_then(|n| u32::try_from(n).ok()),
            withdrawn_at: r.opt_i64("withdrawn_at")?,
        })
    })
    .collect()
}

fn board_from_row(r: &Row) -> Result<(NewBoard, Option<GameId>)> {
    Ok((
        NewBoard {
            round: r.u32("round")?,
            board: r.u32("board")?,
            white: UserId::from_sql(r.i64("white")?),
            black: UserId::from_sql(r.i64("black")?),
        },
        r.opt_i64("game_id")?.map(GameId),
    ))
}

/// Writes a round's boards and byes (inside the caller's transaction).
fn insert_round(tx: &Conn, id: TournamentId, boards: &[NewBoard], byes: &[Bye]) -> Result<()> {
    for b in boards {
        tx.execute(
            "INSERT INTO tournament_boards (tournament_id, round, board, white, black)
             VALUES ($1, $2, $3, $4, $5)",
            p![id.0, b.round, b.board, b.white.sql(), b.black.sql()],
        )?;
    }
    for b in byes {
        tx.execute(
            "INSERT INTO tournament_byes (tournament_id, round, player_id, kind) VALUES ($1, $2, $3, $4)",
            p![id.0, b.round, b.user.sql(), b.kind.id()],
        )?;
    }
    Ok(())
}

impl Store {
    /// Creates a tournament, open for entries.
    pub fn create_tournament(&self, new: &NewTournament) -> Result<StoredTournament> {
        check_days(new.days_per_move)?;
        if !(1..=crate::policy::MAX_TOURNAMENT_TIMEOUTS).contains(&new.timeouts) {
            return Err(Error::Invalid(format!("timeouts {}", new.timeouts)));
        }
        self.write(|tx| {
            ensure_player(tx, new.creator, new.created_at)?;
            let row = tx.query_one(
                "INSERT INTO tournaments (guild_id, channel_id, creator, format, variant, rated,
                     days_per_move, max_players, rounds, round_days, late_until, starts_at,
                     min_games, min_rating, max_rating, timeouts, status, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'open', $17)
                 RETURNING tournament_id",
                p![
                    new.guild.sql(),
                    new.channel.sql(),
                    new.creator.sql(),
                    new.format.id(),
                    new.variant.id(),
                    new.rated,
                    new.days_per_move,
                    new.max_players,
                    new.rounds,
                    new.round_days,
                    new.late_until,
                    new.starts_at,
                    new.min_games,
                    new.min_rating,
                    new.max_rating,
                    new.timeouts,
                    new.created_at,
                ],
            )?;
            fetch(tx, TournamentId(row.i64("tournament_id")?))
        })
    }

    /// Gives a tournament its own thread, once: false if it already has one (another
    /// process opened one first; the caller deletes its own).
    pub fn set_tournament_thread(&self, id: TournamentId, thread: ChannelId) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE tournaments SET thread_id = $2 WHERE tournament_id = $1 AND thread_id IS NULL",
            p![id.0, thread.sql()],
        )? == 1)
    }

    /// A tournament by number.
    pub fn tournament(&self, id: TournamentId) -> Result<StoredTournament> {
        fetch(&self.conn(), id)
    }

    /// The server's tournaments that are open or running, newest first.
    pub fn current_tournaments(&self, guild: GuildId) -> Result<Vec<StoredTournament>> {
        self.conn()
            .query(
                &format!(
                    "SELECT {COLUMNS} FROM tournaments
                     WHERE guild_id = $1 AND status IN ('open', 'running')
                     ORDER BY tournament_id DESC"
                ),
                p![guild.sql()],
            )?
            .iter()
            .map(tournament_from_row)
            .collect()
    }

    /// The server's newest tournament of any status, if it ever had one.
    pub fn latest_tournament(&self, guild: GuildId) -> Result<Option<StoredTournament>> {
        self.conn()
            .query_opt(
                &format!(
                    "SELECT {COLUMNS} FROM tournaments WHERE guild_id = $1
                     ORDER BY tournament_id DESC LIMIT 1"
                ),
                p![guild.sql()],
            )?
            .map(|r| tournament_from_row(&r))
            .transpose()
    }

    /// The tournament's entrants: by starting rank once drawn, else in order of joining.
    pub fn tournament_entrants(&self, id: TournamentId) -> Result<Vec<Entrant>> {
        entrants(&self.conn(), id)
    }

    /// Adds `user` to an open tournament with room left, or to a Swiss under way that
    /// still takes late entries: a late entrant takes the next pairing number and is
    /// absent (a zero-point bye) from the rounds already begun.
    pub fn join_tournament(
        &self,
        id: TournamentId,
        user: UserId,
        now: Timestamp,
    ) -> Result<Joined> {
        self.write(|tx| {
            let t = fetch(tx, id)?;
            let late = t.status == TournamentStatus::Running
                && t.setup.late_until.is_some_and(|r| t.current_round < r);
            if t.status != TournamentStatus::Open && !late {
                return Ok(Joined::Closed(t.status));
            }
            let count = |tx: &Conn| -> Result<u32> {
                tx.query_one(
                    "SELECT count(*) AS n FROM tournament_players WHERE tournament_id = $1",
                    p![id.0],
                )?
                .u32("n")
            };
            if tx
                .query_opt(
                    "SELECT 1 AS one FROM tournament_players WHERE tournament_id = $1 AND player_id = $2",
                    p![id.0, user.sql()],
                )?
                .is_some()
            {
                return Ok(Joined::AlreadyIn);
            }
            if count(tx)? >= t.setup.max_players {
                return Ok(Joined::Full);
            }
            ensure_player(tx, user, now)?;
            tx.execute(
                "INSERT INTO tournament_players (tournament_id, player_id, joined_at, entry)
                 VALUES ($1, $2, $3, (SELECT COALESCE(MAX(entry), 0) + 1 FROM tournament_players
                                      WHERE tournament_id = $1))",
                p![id.0, user.sql(), now],
            )?;
            if late {
                let n = count(tx)?;
                tx.execute(
                    "UPDATE tournament_players SET rank = $3 WHERE tournament_id = $1 AND player_id = $2",
                    p![id.0, user.sql(), n],
                )?;
                let missed: Vec<Bye> = (1..=t.current_round)
                    .map(|round| Bye {
                        round,
                        user,
                        kind: ByeKind::Zero,
                    })
                    .collect();
                insert_round(tx, id, &[], &missed)?;
            }
            Ok(Joined::Joined { count: count(tx)? })
        })
    }

    /// Takes `user` out of an open tournament: true if they were in it.
    pub fn leave_tournament(&self, id: TournamentId, user: UserId) -> Result<bool> {
        self.write(|tx| {
            let t = fetch(tx, id)?;
            if t.status != TournamentStatus::Open {
                return Ok(false);
            }
            Ok(tx.execute(
                "DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2",
                p![id.0, user.sql()],
            )? > 0)
        })
    }

    /// Cancels an open tournament: true for the one caller that did.
    pub fn cancel_tournament(&self, id: TournamentId, now: Timestamp) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE tournaments SET status = 'cancelled', finished_at = $2
             WHERE tournament_id = $1 AND status = 'open'",
            p![id.0, now],
        )? > 0)
    }

    /// Starts an open tournament, once: `plan` gets the entrants (in order of joining)
    /// and returns them in rank order with the boards and byes to write (every round's
    /// for a round robin, the first round's for a Swiss), or `None` when there are too
    /// few. The ranks, boards and byes are written in the transaction that claims the
    /// start, and round 1 begins.
    pub fn start_tournament(
        &self,
        id: TournamentId,
        now: Timestamp,
        plan: impl Fn(&[UserId]) -> Option<Plan>,
    ) -> Result<Started> {
        self.write(|tx| {
            let t = fetch(tx, id)?;
            if t.status != TournamentStatus::Open {
                return Ok(Started::NotOpen(t.status));
            }
            let joined: Vec<UserId> = entrants(tx, id)?.iter().map(|e| e.user).collect();
            let Some(Plan {
                ranked,
                boards,
                byes,
            }) = plan(&joined)
            else {
                return Ok(Started::TooFew(u32::try_from(joined.len()).unwrap_or(u32::MAX)));
            };
            let claimed = tx.execute(
                "UPDATE tournaments SET status = 'running', started_at = $2, current_round = 1,
                     round_started_at = $2
                 WHERE tournament_id = $1 AND status = 'open'",
                p![id.0, now],
            )?;
            if claimed == 0 {
                return Ok(Started::NotOpen(fetch(tx, id)?.status));
            }
            for (i, user) in ranked.iter().enumerate() {
                tx.execute(
                    "UPDATE tournament_players SET rank = $3 WHERE tournament_id = $1 AND player_id = $2",
                    p![id.0, user.sql(), i64::try_from(i + 1).unwrap_or(i64::MAX)],
                )?;
            }
            insert_round(tx, id, &boards, &byes)?;
            Ok(Started::Started(ranked.clone()))
        })
    }

    /// Moves a running tournament from round `from` to the next, once: true for the one
    /// caller that did, whose `boards` and `byes` (the new round's) are written with it.
    pub fn advance_round(
        &self,
        id: TournamentId,
        from: u32,
        now: Timestamp,
        boards: &[NewBoard],
        byes: &[Bye],
    ) -> Result<bool> {
        self.write(|tx| {
            let claimed = tx.execute(
                "UPDATE tournaments SET current_round = $2 + 1, round_started_at = $3
                 WHERE tournament_id = $1 AND current_round = $2 AND status = 'running'",
                p![id.0, from, now],
            )?;
            if claimed == 0 {
                return Ok(false);
            }
            insert_round(tx, id, boards, byes)?;
            Ok(true)
        })
    }

    /// Records a bye asked for in advance: true if recorded, false if `user` already has
    /// one for that round.
    pub fn request_bye(&self, id: TournamentId, bye: Bye) -> Result<bool> {
        Ok(self.execute_write(
            "INSERT INTO tournament_byes (tournament_id, round, player_id, kind) VALUES ($1, $2, $3, $4)
             ON CONFLICT (tournament_id, round, player_id) DO NOTHING",
            p![id.0, bye.round, bye.user.sql(), bye.kind.id()],
        )? > 0)
    }

    /// The byes of a Swiss tournament, by round.
    pub fn tournament_byes(&self, id: TournamentId) -> Result<Vec<Bye>> {
        self.conn()
            .query(
                "SELECT round, player_id, kind FROM tournament_byes WHERE tournament_id = $1
                 ORDER BY round, player_id",
                p![id.0],
            )?
            .iter()
            .map(|r| {
                Ok(Bye {
                    round: r.u32("round")?,
                    user: UserId::from_sql(r.i64("player_id")?),
                    kind: r.parsed("kind", ByeKind::from_id)?,
                })
            })
            .collect()
    }

    /// Every board of the tournament with its game, by round and board.
    pub fn tournament_boards(&self, id: TournamentId) -> Result<Vec<Board>> {
        self.conn().read(|c| {
            c.query(
                "SELECT round, board, white, black, game_id FROM tournament_boards
                 WHERE tournament_id = $1 ORDER BY round, board",
                p![id.0],
            )?
            .iter()
            .map(|r| {
                let (pairing, game) = board_from_row(r)?;
                Ok(Board {
                    pairing,
                    game: game.map(|g| fetch_game(c, g)).transpose()?,
                })
            })
            .collect()
        })
    }

    /// The running tournaments' boards that have no game yet, oldest tournament first.
    pub fn unhoused_boards(&self) -> Result<Vec<(TournamentId, NewBoard)>> {
        self.conn()
            .query(
                "SELECT b.tournament_id, b.round, b.board, b.white, b.black, b.game_id
                 FROM tournament_boards b JOIN tournaments t ON t.tournament_id = b.tournament_id
                 WHERE b.game_id IS NULL AND t.status = 'running'
                 ORDER BY b.tournament_id, b.round, b.board",
                p![],
            )?
            .iter()
            .map(|r| Ok((TournamentId(r.i64("tournament_id")?), board_from_row(r)?.0)))
            .collect()
    }

    /// Creates the game of a board in `channel`, once: `None` if the board already has
    /// its game (another process housed it first).
    pub fn house_board(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        channel: ChannelId,
        now: Timestamp,
    ) -> Result<Option<StoredGame>> {
        self.write(|tx| {
            let t = fetch(tx, id)?;
            let row = tx.query_opt(
                &format!(
                    "SELECT round, board, white, black, game_id FROM tournament_boards
                     WHERE tournament_id = $1 AND round = $2 AND board = $3{}",
                    tx.for_update()
                ),
                p![id.0, round, board],
            )?;
            let Some(row) = row else {
                return Err(Error::Invalid(format!(
                    "tournament {id} has no board {board} in round {round}"
                )));
            };
            let (pairing, game) = board_from_row(&row)?;
            if game.is_some() || t.status != TournamentStatus::Running {
                return Ok(None);
            }
            let game = crate::new_game::insert_game(
                tx,
                &NewGame {
                    guild: t.setup.guild,
                    channel,
                    white: pairing.white,
                    black: pairing.black,
                    variant: t.setup.variant,
                    rated: t.setup.rated,
                    days_per_move: t.setup.days_per_move,
                    start_fen: None,
                    created_at: now,
                },
            )?;
            tx.execute(
                "UPDATE tournament_boards SET game_id = $4
                 WHERE tournament_id = $1 AND round = $2 AND board = $3",
                p![id.0, round, board, game.0],
            )?;
            fetch_game(tx, game).map(Some)
        })
    }

    /// The games `user` lost on time in the tournament: out of time in a game, or
    /// never having made their first move (a tournament game's abort is its forfeit).
    pub fn time_losses(&self, id: TournamentId, user: UserId) -> Result<u32> {
        self.conn()
            .query_one(
                "SELECT count(*) AS n FROM tournament_boards b JOIN games g ON g.game_id = b.game_id
                 WHERE b.tournament_id = $1 AND (b.white = $2 OR b.black = $2)
                   AND ((g.status = 'finished' AND g.reason = 'timeout'
                         AND ((g.winner = 'white' AND b.black = $2) OR (g.winner = 'black' AND b.white = $2)))
                     OR (g.status = 'aborted'
                         AND ((g.ply % 2 = 0 AND b.white = $2) OR (g.ply % 2 = 1 AND b.black = $2))))",
                p![id.0, user.sql()],
            )?
            .u32("n")
    }

    /// Withdraws `user` from a running tournament, once: true for the one caller that did.
    pub fn withdraw(&self, id: TournamentId, user: UserId, now: Timestamp) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE tournament_players SET withdrawn_at = $3
             WHERE tournament_id = $1 AND player_id = $2 AND withdrawn_at IS NULL",
            p![id.0, user.sql(), now],
        )? > 0)
    }

    /// The open tournaments whose start time has come, oldest first.
    pub fn tournaments_due(&self, now: Timestamp) -> Result<Vec<StoredTournament>> {
        self.conn()
            .query(
                &format!(
                    "SELECT {COLUMNS} FROM tournaments
                     WHERE status = 'open' AND starts_at IS NOT NULL AND starts_at <= $1
                     ORDER BY tournament_id"
                ),
                p![now],
            )?
            .iter()
            .map(tournament_from_row)
            .collect()
    }

    /// Every running tournament, oldest first (for the scheduler's look at each).
    pub fn running_tournaments(&self) -> Result<Vec<StoredTournament>> {
        self.conn()
            .query(
                &format!(
                    "SELECT {COLUMNS} FROM tournaments WHERE status = 'running' ORDER BY tournament_id"
                ),
                p![],
            )?
            .iter()
            .map(tournament_from_row)
            .collect()
    }

    /// Whether every board of the tournament (of `round` only, when given) has a game
    /// that has ended: one cheap count, however many boards.
    pub fn boards_all_over(&self, id: TournamentId, round: Option<u32>) -> Result<bool> {
        let open = self
            .conn()
            .query_one(
                "SELECT count(*) AS n FROM tournament_boards b
                 LEFT JOIN games g ON g.game_id = b.game_id
                 WHERE b.tournament_id = $1 AND ($2 = 0 OR b.round = $2)
                   AND (b.game_id IS NULL OR g.status = 'active')",
                p![id.0, round.unwrap_or(0)],
            )?
            .i64("n")?;
        Ok(open == 0)
    }

    /// The tournament, round and board a game is played for, if any.
    pub fn tournament_of_game(&self, game: GameId) -> Result<Option<(TournamentId, u32, u32)>> {
        self.conn()
            .query_opt(
                "SELECT tournament_id, round, board FROM tournament_boards WHERE game_id = $1",
                p![game.0],
            )?
            .map(|r| {
                Ok((
                    TournamentId(r.i64("tournament_id")?),
                    r.u32("round")?,
                    r.u32("board")?,
                ))
            })
            .transpose()
    }

    /// Marks a running tournament finished, once: true for the one caller that did.
    pub fn finish_tournament(&self, id: TournamentId, now: Timestamp) -> Result<bool> {
        Ok(self.execute_write(
            "UPDATE tournaments SET status = 'finished', finished_at = $2
             WHERE tournament_id = $1 AND status = 'running'",
            p![id.0, now],
        )? > 0)
    }
}
