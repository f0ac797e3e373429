//! Games: their rows, creation, lookups, offers and the shared "lock the game" step.

use crate::convert::{color_from_id, color_id, variant_from_id};
use crate::db::Conn;
use crate::row::{Row, p};
use crate::{ChannelId, Error, GameId, GuildId, Result, Store, Timestamp, UserId};
use rules::{Color, EndReason, Outcome, Variant};

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    /// Being played.
    Active,
    /// Over, with a result.
    Finished,
    /// Called off before both sides moved; no result, no rating change.
    Aborted,
}

/// Why a game ended: on the board (from `rules`) or by the players and the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    /// Decided by the position: scepter, sanctuary, checkmate, stalemate, repetition, …
    Board(EndReason),
    /// A player resigned.
    Resignation,
    /// The player to move ran out of days (a draw if the opponent could never win).
    Timeout,
    /// Both players agreed to a draw.
    Agreement,
    /// Called off before both sides moved.
    Aborted,
    /// Decided by Sanctum's engine when a tournament round's time limit passed.
    Adjudication,
}

impl Termination {
    /// The stored id: a board reason's own id, or `resignation`, `timeout`, `agreement`, `aborted`.
    pub const fn id(self) -> &'static str {
        match self {
            Termination::Board(r) => r.id(),
            Termination::Resignation => "resignation",
            Termination::Timeout => "timeout",
            Termination::Agreement => "agreement",
            Termination::Adjudication => "adjudication",
            Termination::Aborted => "aborted",
        }
    }

    /// Parses [`Termination::id`].
    pub fn from_id(id: &str) -> Option<Termination> {
        match id {
            "resignation" => Some(Termination::Resignation),
            "timeout" => Some(Termination::Timeout),
            "agreement" => Some(Termination::Agreement),
            "adjudication" => Some(Termination::Adjudication),
            "aborted" => Some(Termination::Aborted),
            other => EndReason::from_id(other).map(Termination::Board),
        }
    }
}

/// How a game ended: the winner (none for a draw or an abort) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    /// The winner, or `None` for a draw (or an abort).
    pub winner: Option<Color>,
    /// Why.
    pub termination: Termination,
}

impl GameResult {
    /// A win for `winner`.
    pub const fn win(winner: Color, termination: Termination) -> GameResult {
        GameResult {
            winner: Some(winner),
            termination,
        }
    }

    /// A draw.
    pub const fn draw(termination: Termination) -> GameResult {
        GameResult {
            winner: None,
            termination,
        }
    }

    /// An abort.
    pub const fn aborted() -> GameResult {
        GameResult {
            winner: None,
            termination: Termination::Aborted,
        }
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`, or `*` for an abort.
    pub const fn pgn_result(&self) -> &'static str {
        match (self.winner, self.termination) {
            (_, Termination::Aborted) => "*",
            (Some(Color::White), _) => "1-0",
            (Some(Color::Black), _) => "0-1",
            (None, _) => "1/2-1/2",
        }
    }
}

impl From<Outcome> for GameResult {
    fn from(o: Outcome) -> GameResult {
        GameResult {
            winner: o.winner,
            termination: Termination::Board(o.reason),
        }
    }
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    /// Its id.
    pub id: GameId,
    /// The server.
    pub guild: GuildId,
    /// The channel (or thread) it is played in.
    pub channel: ChannelId,
    /// The White player.
    pub white: UserId,
    /// The Black player.
    pub black: UserId,
    /// The rule set.
    pub variant: Variant,
    /// Whether the result changes ratings.
    pub rated: bool,
    /// Days each player has per move.
    pub days_per_move: u32,
    /// The start position.
    pub start_fen: String,
    /// The current position (checked against the moves by [`Store::load_game`]).
    pub fen: String,
    /// Half-moves played.
    pub ply: u32,
    /// Active, finished or aborted.
    pub status: GameStatus,
    /// Set once the game is over.
    pub result: Option<GameResult>,
    /// When the game started.
    pub created_at: Timestamp,
    /// When the last move was played (the start time before any move).
    pub last_move_at: Timestamp,
    /// When the player to move loses on time.
    pub deadline: Timestamp,
    /// When to remind the player to move; `None` once reminded (or the game is over).
    pub reminder_at: Option<Timestamp>,
    /// The side that offered a draw still open, if any.
    pub draw_offer: Option<Color>,
    /// The side that proposed a takeback still open, if any.
    pub takeback_offer: Option<Color>,
    /// When the game ended.
    pub finished_at: Option<Timestamp>,
    /// Its second place, for a game between two servers (from the lobby).
    pub mirror: Option<Mirror>,
}

/// Where a game between two servers is shown besides its own channel: the other
/// player's server, where they move and see every move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mirror {
    /// The other server.
    pub guild: GuildId,
    /// The channel (or thread) there.
    pub channel: ChannelId,
    /// The player who plays from there.
    pub player: UserId,
}

/// The side to move in `fen` (its second field).
pub(crate) fn turn_of(fen: &str) -> Color {
    if fen.split_whitespace().nth(1) == Some("b") {
        Color::Black
    } else {
        Color::White
    }
}

impl StoredGame {
    /// The side to move, from the FEN.
    pub fn turn(&self) -> Color {
        turn_of(&self.fen)
    }

    /// The user playing `color`.
    pub fn player(&self, color: Color) -> UserId {
        color.fold(self.white, self.black)
    }

    /// The user to move.
    pub fn player_to_move(&self) -> UserId {
        self.player(self.turn())
    }

    /// The colour `user` plays, if they play in this game.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        if user == self.white {
            Some(Color::White)
        } else if user == self.black {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The opponent of `user`, if they play in this game.
    pub fn opponent_of(&self, user: UserId) -> Option<UserId> {
        self.color_of(user).map(|c| self.player(!c))
    }

    /// True while the game is being played.
    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }

    /// True if the game is shown in `guild`: its own server, or its mirror's.
    pub fn is_in(&self, guild: GuildId) -> bool {
        self.guild == guild || self.mirror.is_some_and(|m| m.guild == guild)
    }

    /// True for a game played outside servers (a direct message or group chat), where
    /// Sanctum answers its players but cannot post of its own accord.
    pub fn outside_servers(&self) -> bool {
        self.guild == GuildId::GLOBAL
    }

    /// The rating pool the game counts in: its server's, or the global one for a game
    /// between two servers or outside them.
    pub fn rating_pool(&self) -> GuildId {
        if self.mirror.is_some() {
            GuildId::GLOBAL
        } else {
            self.guild
        }
    }

    /// The channel where `user` follows the game: the mirror's for its player, else
    /// the game's own.
    pub fn channel_of(&self, user: UserId) -> ChannelId {
        match self.mirror {
            Some(m) if m.player == user => m.channel,
            _ => self.channel,
        }
    }

    /// The game's other place from `channel`, for a game shown in two: what is posted
    /// in one is shown in the other.
    pub fn other_place(&self, channel: ChannelId) -> Option<ChannelId> {
        let m = self.mirror?;
        if channel == self.channel {
            Some(m.channel)
        } else if channel == m.channel {
            Some(self.channel)
        } else {
            None
        }
    }

    /// The players who follow the game in `channel` (both, for a game in one place).
    pub fn players_in(&self, channel: ChannelId) -> Vec<UserId> {
        match self.mirror {
            Some(m) if channel == m.channel => vec![m.player],
            Some(m) => [self.white, self.black]
                .into_iter()
                .filter(|u| *u != m.player)
                .collect(),
            None => vec![self.white, self.black],
        }
    }
}

/// What [`Store::create_game`] needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// The server.
    pub guild: GuildId,
    /// The channel (or thread); it must have no active game.
    pub channel: ChannelId,
    /// The White player.
    pub white: UserId,
    /// The Black player.
    pub black: UserId,
    /// The rule set.
    pub variant: Variant,
    /// Whether the result changes ratings.
    pub rated: bool,
    /// Days per move: one of [`DaysPerMove::ALL`](crate::DaysPerMove::ALL).
    pub days_per_move: u32,
    /// A start position other than the variant's usual one.
    pub start_fen: Option<String>,
    /// When the game starts; the first deadline counts from here.
    pub created_at: Timestamp,
}

/// The columns [`game_from_row`] reads, in order.
pub(crate) const GAME_COLUMNS: &str = "game_id, guild_id, channel_id, white, black, variant, rated, days_per_move, \
     start_fen, fen, ply, status, winner, reason, created_at, last_move_at, deadline, reminder_at, draw_offer, \
     takeback_offer, finished_at, mirror_guild_id, mirror_channel_id, mirror_player";

/// Reads a row selected with [`GAME_COLUMNS`].
pub(crate) fn game_from_row(r: &Row) -> Result<StoredGame> {
    let status = r.parsed("status", |s| match s {
        "active" => Some(GameStatus::Active),
        "finished" => Some(GameStatus::Finished),
        "aborted" => Some(GameStatus::Aborted),
        _ => None,
    })?;
    let winner = r.parsed_opt("winner", color_from_id)?;
    let termination = r.parsed_opt("reason", Termination::from_id)?;
    Ok(StoredGame {
        id: GameId(r.i64("game_id")?),
        guild: GuildId::from_sql(r.i64("guild_id")?),
        channel: ChannelId::from_sql(r.i64("channel_id")?),
        white: UserId::from_sql(r.i64("white")?),
        black: UserId::from_sql(r.i64("black")?),
        variant: r.parsed("variant", variant_from_id)?,
        rated: r.bool("rated")?,
        days_per_move: r.u32("days_per_move")?,
        start_fen: r.text("start_fen")?,
        fen: r.text("fen")?,
        ply: r.u32("ply")?,
        status,
        result: termination.map(|termination| GameResult {
            winner,
            termination,
        }),
        created_at: r.i64("created_at")?,
        last_move_at: r.i64("last_move_at")?,
        deadline: r.i64("deadline")?,
        reminder_at: r.opt_i64("reminder_at")?,
        draw_offer: r.parsed_opt("draw_offer", color_from_id)?,
        takeback_offer: r.parsed_opt("takeback_offer", color_from_id)?,
        finished_at: r.opt_i64("finished_at")?,
        mirror: match (
            r.opt_i64("mirror_guild_id")?,
            r.opt_i64("mirror_channel_id")?,
            r.opt_i64("mirror_player")?,
        ) {
            (Some(guild), Some(channel), Some(player)) => Some(Mirror {
                guild: GuildId::from_sql(guild),
                channel: ChannelId::from_sql(channel),
                player: UserId::from_sql(player),
            }),
            _ => None,
        },
    })
}

/// Reads games with `sql` (which selects [`GAME_COLUMNS`]).
pub(crate) fn query_games(
    conn: &Conn,
    sql: &str,
    params: &[crate::row::Value],
) -> Result<Vec<StoredGame>> {
    conn.query(sql, params)?.iter().map(game_from_row).collect()
}

/// Reads one game by id.
pub(crate) fn fetch_game(conn: &Conn, id: GameId) -> Result<StoredGame> {
    conn.query_opt(
        &format!("SELECT {GAME_COLUMNS} FROM games WHERE game_id = $1"),
        p![id.0],
    )?
    .map(|r| game_from_row(&r))
    .transpose()?
    .ok_or(Error::GameNotFound(id))
}

/// Reads one game by id inside a write transaction, locking its row on PostgreSQL.
pub(crate) fn fetch_game_for_update(conn: &Conn, id: GameId) -> Result<StoredGame> {
    conn.query_opt(
        &format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE game_id = $1{}",
            conn.for_update()
        ),
        p![id.0],
    )?
    .map(|r| game_from_row(&r))
    .transpose()?
    .ok_or(Error::GameNotFound(id))
}

/// The active game's id in a channel, if any.
pub(crate) fn active_game_id(conn: &Conn, channel: ChannelId) -> Result<Option<GameId>> {
    conn.query_opt(
        "SELECT game_id FROM games WHERE (channel_id = $1 OR mirror_channel_id = $1) AND status = 'active'",
        p![channel.sql()],
    )?
    .map(|r| r.i64("game_id").map(GameId))
    .transpose()
}

/// Reads a game inside a write transaction (locking its row) and checks the caller's
/// view of it: a different ply is a [`Error::Conflict`], a game no longer active is
/// [`Error::GameOver`].
pub(crate) fn lock_game(conn: &Conn, id: GameId, expected_ply: u32) -> Result<StoredGame> {
    check_lockable(fetch_game_for_update(conn, id)?, expected_ply)
}

/// The game, if it is still active and at `expected_ply`.
fn check_lockable(game: StoredGame, expected_ply: u32) -> Result<StoredGame> {
    if game.ply != expected_ply {
        return Err(Error::Conflict {
            game: game.id,
            expected: expected_ply,
            actual: game.ply,
        });
    }
    if !game.is_active() {
        return Err(Error::GameOver(game.id));
    }
    Ok(game)
}

/// [`lock_game`], also reading the UCI of the game's last move, in one round trip.
pub(crate) fn lock_game_with_last_move(
    conn: &Conn,
    id: GameId,
    expected_ply: u32,
) -> Result<(StoredGame, Option<String>)> {
    let row = conn
        .query_opt(
            &format!(
                "SELECT {GAME_COLUMNS},
                     (SELECT uci FROM moves m WHERE m.game_id = games.game_id AND m.ply = games.ply) AS last_uci
                 FROM games WHERE game_id = $1{}",
                conn.for_update()
            ),
            p![id.0],
        )?
        .ok_or(Error::GameNotFound(id))?;
    let game = check_lockable(game_from_row(&row)?, expected_ply)?;
    Ok((game, row.opt_text("last_uci")?))
}

impl Store {
    /// The game as stored, without replaying it (see [`Store::load_game`] for that).
    pub fn game(&self, id: GameId) -> Result<StoredGame> {
        fetch_game(&self.conn(), id)
    }

    /// The active game in a channel or thread, if any.
    pub fn active_game_in_channel(&self, channel: ChannelId) -> Result<Option<StoredGame>> {
        Ok(query_games(
            &self.conn(),
            &format!(
                "SELECT {GAME_COLUMNS} FROM games
                 WHERE (channel_id = $1 OR mirror_channel_id = $1) AND status = 'active'"
            ),
            p![channel.sql()],
        )?
        .pop())
    }

    /// True if `channel` is a conversation outside servers where a game was played or a
    /// challenge made (Sanctum cannot post there of its own accord).
    pub fn is_outside_servers(&self, channel: ChannelId) -> Result<bool> {
        self.conn()
            .query_one(
                "SELECT CASE WHEN EXISTS (SELECT 1 FROM games WHERE channel_id = $1 AND guild_id = $2)
                   OR EXISTS (SELECT 1 FROM challenges WHERE channel_id = $1 AND guild_id = $2)
                 THEN 1 ELSE 0 END AS outside",
                p![channel.sql(), GuildId::GLOBAL.sql()],
            )?
            .bool("outside")
    }

    /// The channel's active game, or else its most recent game whatever its status
    /// (for `pgn` right after a game ends, and to tell a late `move` the game is over).
    pub fn last_game_in_channel(&self, channel: ChannelId) -> Result<Option<StoredGame>> {
        Ok(query_games(
            &self.conn(),
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 OR mirror_channel_id = $1
                 ORDER BY status = 'active' DESC, game_id DESC LIMIT 1"
            ),
            p![channel.sql()],
        )?
        .pop())
    }

    /// [`Store::last_game_in_channel`] when it is shown in two servers, else `None`:
    /// asked of every game's news, which is nearly always of a game in one server, so
    /// that game's row is not read.
    pub fn last_game_in_channel_if_mirrored(
        &self,
        channel: ChannelId,
    ) -> Result<Option<StoredGame>> {
        Ok(query_games(
            &self.conn(),
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE game_id = (
                     SELECT game_id FROM games WHERE channel_id = $1 OR mirror_channel_id = $1
                     ORDER BY status = 'active' DESC, game_id DESC LIMIT 1)
                 AND mirror_guild_id IS NOT NULL AND mirror_channel_id IS NOT NULL
                 AND mirror_player IS NOT NULL"
            ),
            p![channel.sql()],
        )?
        .pop())
    }

    /// A player's active games, oldest first: in one server (a game between two servers
    /// is in both), or everywhere with `None`.
    pub fn active_games_of(&self, user: UserId, guild: Option<GuildId>) -> Result<Vec<StoredGame>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND (white = $1 OR black = $1)
               AND (CAST($2 AS BIGINT) IS NULL OR guild_id = $2 OR mirror_guild_id = $2) ORDER BY game_id"
        );
        query_games(&self.conn(), &sql, p![user.sql(), guild.map(GuildId::sql)])
    }

    /// A player's finished and aborted games, newest first, for history views.
    pub fn recent_games_of(
        &self,
        user: UserId,
        guild: Option<GuildId>,
        limit: u32,
    ) -> Result<Vec<StoredGame>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status <> 'active' AND (white = $1 OR black = $1)
               AND (CAST($2 AS BIGINT) IS NULL OR guild_id = $2 OR mirror_guild_id = $2)
               ORDER BY finished_at DESC, game_id DESC LIMIT $3"
        );
        query_games(
            &self.conn(),
            &sql,
            p![user.sql(), guild.map(GuildId::sql), limit],
        )
    }

    /// Moves an active game to another channel, typically the thread created for it.
    pub fn set_game_channel(&self, id: GameId, channel: ChannelId) -> Result<StoredGame> {
        self.write(|tx| {
            let game = fetch_game_for_update(tx, id)?;
            if !game.is_active() {
                return Err(Error::GameOver(id));
            }
            if game.channel != channel {
                if active_game_id(tx, channel)?.is_some() {
                    return Err(Error::ChannelBusy(channel));
                }
                tx.execute(
                    "UPDATE games SET channel_id = $2 WHERE game_id = $1",
                    p![id.0, channel.sql()],
                )?;
            }
            fetch_game(tx, id)
        })
    }

    /// Shows an active game between two servers in another channel of the mirror's
    /// server, typically the thread created for it there.
    pub fn set_mirror_channel(&self, id: GameId, channel: ChannelId) -> Result<StoredGame> {
        self.write(|tx| {
            let game = fetch_game_for_update(tx, id)?;
            if !game.is_active() {
                return Err(Error::GameOver(id));
            }
            let Some(mirror) = game.mirror else {
                return Err(Error::Invalid(format!("game {id} is shown in one place")));
            };
            if mirror.channel != channel {
                if active_game_id(tx, channel)?.is_some() {
                    return Err(Error::ChannelBusy(channel));
                }
                tx.execute(
                    "UPDATE games SET mirror_channel_id = $2 WHERE game_id = $1",
                    p![id.0, channel.sql()],
                )?;
            }
            fetch_game(tx, id)
        })
    }

    /// Opens (`Some(side)`) or withdraws (`None`) a draw offer, if the game is still at `expected_ply`.
    ///
    /// A move by the other side clears the offer (see [`Store::record_move`]).
    pub fn set_draw_offer(
        &self,
        id: GameId,
        expected_ply: u32,
        offer: Option<Color>,
    ) -> Result<StoredGame> {
        self.set_offer(id, expected_ply, "draw_offer", offer)
    }

    /// Opens (`Some(side)`) or withdraws (`None`) a takeback proposal, if the game is still at `expected_ply`.
    ///
    /// Any move clears it; [`Store::take_back`] carries it out.
    pub fn set_takeback_offer(
        &self,
        id: GameId,
        expected_ply: u32,
        offer: Option<Color>,
    ) -> Result<StoredGame> {
        self.set_offer(id, expected_ply, "takeback_offer", offer)
    }

    fn set_offer(
        &self,
        id: GameId,
        expected_ply: u32,
        column: &str,
        offer: Option<Color>,
    ) -> Result<StoredGame> {
        self.write(|tx| {
            lock_game(tx, id, expected_ply)?;
            tx.execute(
                &format!("UPDATE games SET {column} = $2 WHERE game_id = $1"),
                p![id.0, offer.map(color_id)],
            )?;
            fetch_game(tx, id)
        })
    }
}
