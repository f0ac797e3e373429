//! Challenges: one player invites another; accepting starts the game in the same transaction.

use crate::convert::{check_days, variant_from_id};
use crate::db::Conn;
use crate::games::{NewGame, active_game_id, fetch_game};
use crate::new_game::insert_game;
use crate::players::ensure_player;
use crate::row::{Row, Value, p};
use crate::{
    ChallengeId, ChallengeStatus, ChannelId, Error, GuildId, Result, Store, StoredGame, Timestamp,
    UserId,
};
use rules::{Color, Variant};

/// The colour the challenger asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorWish {
    /// The challenger plays White.
    White,
    /// The challenger plays Black.
    Black,
    /// Drawn when the challenge is accepted (by the caller, who owns the randomness).
    Random,
}

impl ColorWish {
    /// Every wish, in the order menus offer them.
    pub const ALL: [ColorWish; 3] = [ColorWish::White, ColorWish::Black, ColorWish::Random];

    /// `white`, `black` or `random`.
    pub const fn id(self) -> &'static str {
        match self {
            ColorWish::White => "white",
            ColorWish::Black => "black",
            ColorWish::Random => "random",
        }
    }

    /// Parses [`ColorWish::id`].
    pub fn from_id(s: &str) -> Option<ColorWish> {
        ColorWish::ALL.into_iter().find(|w| w.id() == s)
    }
}

/// What [`Store::create_challenge`] needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewChallenge {
    /// The server.
    pub guild: GuildId,
    /// The channel the challenge was made in (and the game will be played in).
    pub channel: ChannelId,
    /// Who challenges.
    pub challenger: UserId,
    /// Who is challenged; `None` for an open challenge anyone may accept.
    pub challenged: Option<UserId>,
    /// The rule set.
    pub variant: Variant,
    /// The challenger's colour wish.
    pub color: ColorWish,
    /// Days per move: one of [`DaysPerMove::ALL`](crate::DaysPerMove::ALL).
    pub days_per_move: u32,
    /// Whether the game will be rated.
    pub rated: bool,
    /// When it was made.
    pub created_at: Timestamp,
    /// When it lapses if nobody answers.
    pub expires_at: Timestamp,
    /// The finished game this challenge asks to play again, for a rematch.
    pub rematch_of: Option<crate::GameId>,
}

/// A stored challenge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    /// Its id.
    pub id: ChallengeId,
    /// The server.
    pub guild: GuildId,
    /// The channel.
    pub channel: ChannelId,
    /// Who challenges.
    pub challenger: UserId,
    /// Who is challenged; `None` for an open challenge until someone accepts it.
    pub challenged: Option<UserId>,
    /// The rule set.
    pub variant: Variant,
    /// The challenger's colour wish.
    pub color: ColorWish,
    /// Days per move.
    pub days_per_move: u32,
    /// Whether the game will be rated.
    pub rated: bool,
    /// When it was made.
    pub created_at: Timestamp,
    /// When it lapses.
    pub expires_at: Timestamp,
    /// What became of it.
    pub status: ChallengeStatus,
    /// When it stopped being pending.
    pub resolved_at: Option<Timestamp>,
    /// The game it started, once accepted.
    pub game: Option<crate::GameId>,
    /// The finished game it asks to play again, for a rematch.
    pub rematch_of: Option<crate::GameId>,
}

impl Challenge {
    /// True for an open challenge: no opponent named, anyone in the server may accept.
    pub fn is_open(&self) -> bool {
        self.challenged.is_none() && self.status == ChallengeStatus::Pending
    }

    /// True if `user` made or was named in it.
    pub fn involves(&self, user: UserId) -> bool {
        self.challenger == user || self.challenged == Some(user)
    }
}

/// What [`Store::accept_challenge`] did.
#[derive(Debug, Clone)]
pub struct Accepted {
    /// The challenge, now accepted.
    pub challenge: Challenge,
    /// The game it started.
    pub game: StoredGame,
}

const CHALLENGE_COLUMNS: &str = "challenge_id, guild_id, channel_id, challenger, challenged, variant, color_wish, \
     days_per_move, rated, created_at, expires_at, status, resolved_at, game_id, rematch_of";

fn challenge_from_row(r: &Row) -> Result<Challenge> {
    Ok(Challenge {
        id: ChallengeId(r.i64("challenge_id")?),
        guild: GuildId::from_sql(r.i64("guild_id")?),
        channel: ChannelId::from_sql(r.i64("channel_id")?),
        challenger: UserId::from_sql(r.i64("challenger")?),
        challenged: r.opt_i64("challenged")?.map(UserId::from_sql),
        variant: r.parsed("variant", variant_from_id)?,
        color: r.parsed("color_wish", ColorWish::from_id)?,
        days_per_move: r.u32("days_per_move")?,
        rated: r.bool("rated")?,
        created_at: r.i64("created_at")?,
        expires_at: r.i64("expires_at")?,
        status: r.parsed("status", ChallengeStatus::from_id)?,
        resolved_at: r.opt_i64("resolved_at")?,
        game: r.opt_i64("game_id")?.map(crate::GameId),
        rematch_of: r.opt_i64("rematch_of")?.map(crate::GameId),
    })
}

pub(crate) fn fetch_challenge(conn: &Conn, id: ChallengeId) -> Result<Challenge> {
    query_challenges(conn, "challenge_id = $1", p![id.0])?
        .pop()
        .ok_or(Error::ChallengeNotFound(id))
}

pub(crate) fn query_challenges(
    conn: &Conn,
    filter: &str,
    params: &[Value],
) -> Result<Vec<Challenge>> {
    conn.query(
        &format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE {filter} ORDER BY challenge_id"),
        params,
    )?
    .iter()
    .map(challenge_from_row)
    .collect()
}

/// Reads a challenge for an answer (locking it on PostgreSQL); a lapsed one is marked
/// expired (the caller commits that).
fn pending_challenge(conn: &Conn, id: ChallengeId, at: Timestamp) -> Result<Challenge> {
    let c = conn
        .query_opt(
            &format!(
                "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE challenge_id = $1{}",
                conn.for_update()
            ),
            p![id.0],
        )?
        .map(|r| challenge_from_row(&r))
        .transpose()?
        .ok_or(Error::ChallengeNotFound(id))?;
    if c.status == ChallengeStatus::Pending && c.expires_at <= at {
        conn.execute(
            "UPDATE challenges SET status = 'expired', resolved_at = $2 WHERE challenge_id = $1",
            p![id.0, at],
        )?;
        return Err(Error::ChallengeNotPending {
            id,
            status: ChallengeStatus::Expired,
        });
    }
    if c.status != ChallengeStatus::Pending {
        return Err(Error::ChallengeNotPending {
            id,
            status: c.status,
        });
    }
    Ok(c)
}

/// Inserts a challenge inside the caller's transaction, with the checks of
/// [`Store::create_challenge`] that need the database.
pub(crate) fn insert_challenge(tx: &Conn, new: &NewChallenge) -> Result<Challenge> {
    if active_game_id(tx, new.channel)?.is_some() {
        return Err(Error::ChannelBusy(new.channel));
    }
    ensure_player(tx, new.challenger, new.created_at)?;
    if let Some(challenged) = new.challenged {
        ensure_player(tx, challenged, new.created_at)?;
    } else if tx
        .query_opt(
            "SELECT 1 FROM challenges WHERE channel_id = $1 AND challenger = $2
                 AND status = 'pending' AND challenged IS NULL",
            p![new.channel.sql(), new.challenger.sql()],
        )?
        .is_some()
    {
        return Err(Error::DuplicateChallenge(new.channel));
    }
    let inserted = tx.query_unique(
        "INSERT INTO challenges (guild_id, channel_id, challenger, challenged, variant, color_wish,
             days_per_move, rated, created_at, expires_at, rematch_of)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING challenge_id",
        p![
            new.guild.sql(),
            new.channel.sql(),
            new.challenger.sql(),
            new.challenged.map(UserId::sql),
            new.variant.id(),
            new.color.id(),
            new.days_per_move,
            new.rated,
            new.created_at,
            new.expires_at,
            new.rematch_of.map(|g| g.0),
        ],
        "challenges_one_pending_per_pair",
    )?;
    let Some(id) = inserted.as_deref().and_then(<[_]>::first) else {
        return Err(Error::DuplicateChallenge(new.channel));
    };
    let id = id.i64("challenge_id")?;
    fetch_challenge(tx, ChallengeId(id))
}

impl Store {
    /// Stores a new challenge. Refuses a second pending challenge between the same two
    /// players in the same channel, or a second open one by the same challenger there
    /// ([`Error::DuplicateChallenge`]), and a channel with an active game
    /// ([`Error::ChannelBusy`]).
    pub fn create_challenge(&self, new: &NewChallenge) -> Result<Challenge> {
        check_days(new.days_per_move)?;
        if Some(new.challenger) == new.challenged {
            return Err(Error::Invalid(
                "a player cannot challenge themselves".into(),
            ));
        }
        if new.expires_at <= new.created_at {
            return Err(Error::Invalid(
                "a challenge must expire after it is made".into(),
            ));
        }
        self.write(|tx| insert_challenge(tx, new))
    }

    /// A challenge by id, whatever its status.
    pub fn challenge(&self, id: ChallengeId) -> Result<Challenge> {
        fetch_challenge(&self.conn(), id)
    }

    /// Pending challenges a player made or received, oldest first (lapsed ones included
    /// until [`Store::expire_challenges`] runs).
    pub fn pending_challenges_for(&self, user: UserId) -> Result<Vec<Challenge>> {
        // Two indexed halves: SQLite will not use the partial indexes for an OR.
        let mut sent = query_challenges(
            &self.conn(),
            "status = 'pending' AND challenger = $1",
            p![user.sql()],
        )?;
        sent.extend(query_challenges(
            &self.conn(),
            "status = 'pending' AND challenged = $1",
            p![user.sql()],
        )?);
        sent.sort_by_key(|c| c.id);
        Ok(sent)
    }

    /// How many challenges `user` has waiting for an answer in `guild`, and when the
    /// first of them lapses.
    pub fn pending_challenges_by(
        &self,
        user: UserId,
        guild: GuildId,
    ) -> Result<(u32, Option<Timestamp>)> {
        let row = self.conn().query_one(
            "SELECT count(*) AS n, min(expires_at) AS lapses FROM challenges
             WHERE status = 'pending' AND challenger = $1 AND guild_id = $2",
            p![user.sql(), guild.sql()],
        )?;
        Ok((row.u32("n")?, row.opt_i64("lapses")?))
    }

    /// When `to` last declined a challenge from `from` in `guild`, or `from` withdrew
    /// one, if ever.
    pub fn last_turned_down(
        &self,
        from: UserId,
        to: UserId,
        guild: GuildId,
    ) -> Result<Option<Timestamp>> {
        self.conn()
            .query_one(
                "SELECT max(resolved_at) AS at FROM challenges
                 WHERE challenger = $1 AND challenged = $2 AND guild_id = $3
                   AND status IN ('declined', 'cancelled')",
                p![from.sql(), to.sql(), guild.sql()],
            )?
            .opt_i64("at")
    }

    /// Pending challenges in a channel, oldest first.
    pub fn pending_challenges_in_channel(&self, channel: ChannelId) -> Result<Vec<Challenge>> {
        query_challenges(
            &self.conn(),
            "status = 'pending' AND channel_id = $1",
            p![channel.sql()],
        )
    }

    /// `by` accepts a pending challenge and its game starts, in one transaction.
    ///
    /// `by` must be the challenged player, or for an open challenge anyone but the
    /// challenger: the first to accept it plays, a later one finds it accepted
    /// ([`Error::ChallengeNotPending`]). `challenger_color` is the colour the challenger
    /// gets (the caller resolves a random wish). A lapsed challenge is marked expired
    /// and refused.
    pub fn accept_challenge(
        &self,
        id: ChallengeId,
        by: UserId,
        challenger_color: Color,
        at: Timestamp,
    ) -> Result<Accepted> {
        self.accept_challenge_from(id, by, challenger_color, at, None)
    }

    /// [`Store::accept_challenge`], by `by` from `from` (a server and channel) when that
    /// is another server than the challenge's: the game is then shown there too, where
    /// `by` plays it from (a lobby challenge taken in another server).
    pub fn accept_challenge_from(
        &self,
        id: ChallengeId,
        by: UserId,
        challenger_color: Color,
        at: Timestamp,
        from: Option<(GuildId, ChannelId)>,
    ) -> Result<Accepted> {
        self.transact_write(|tx| accept_in(tx, id, by, challenger_color, at, from))
    }

    /// The challenged player turns a pending challenge down.
    pub fn decline_challenge(&self, id: ChallengeId, at: Timestamp) -> Result<Challenge> {
        self.resolve_challenge(id, ChallengeStatus::Declined, at)
    }

    /// The challenger withdraws a pending challenge.
    pub fn cancel_challenge(&self, id: ChallengeId, at: Timestamp) -> Result<Challenge> {
        self.resolve_challenge(id, ChallengeStatus::Cancelled, at)
    }

    fn resolve_challenge(
        &self,
        id: ChallengeId,
        status: ChallengeStatus,
        at: Timestamp,
    ) -> Result<Challenge> {
        self.transact_write(|tx| {
            match pending_challenge(tx, id, at) {
                Err(e @ Error::ChallengeNotPending { .. }) => return Ok(Err(e)),
                other => other?,
            };
            tx.execute(
                "UPDATE challenges SET status = $2, resolved_at = $3 WHERE challenge_id = $1",
                p![id.0, status.id(), at],
            )?;
            fetch_challenge(tx, id).map(Ok)
        })
    }

    /// Marks every pending challenge that lapsed by `now` as expired and returns them,
    /// so the caller can announce each exactly once: one statement, so with several
    /// processes ticking at once each challenge is returned to one of them.
    pub fn expire_challenges(&self, now: Timestamp) -> Result<Vec<Challenge>> {
        let mut lapsed: Vec<Challenge> = self
            .query_write(
                &format!(
                    "UPDATE challenges SET status = 'expired', resolved_at = $1
                     WHERE status = 'pending' AND expires_at <= $1 RETURNING {CHALLENGE_COLUMNS}"
                ),
                p![now],
            )?
            .iter()
            .map(challenge_from_row)
            .collect::<Result<_>>()?;
        lapsed.sort_by_key(|c| c.id);
        Ok(lapsed)
    }
}

/// [`Store::accept_challenge_from`] inside a transaction: `Ok(Err(_))` for a challenge
/// no longer pending (nothing written).
pub(crate) fn accept_in(
    tx: &Conn<'_>,
    id: ChallengeId,
    by: UserId,
    challenger_color: Color,
    at: Timestamp,
    from: Option<(GuildId, ChannelId)>,
) -> Result<Result<Accepted>> {
    let c = match pending_challenge(tx, id, at) {
        Err(e @ Error::ChallengeNotPending { .. }) => return Ok(Err(e)),
        other => other?,
    };
    if by == c.challenger || c.challenged.is_some_and(|u| u != by) {
        return Err(Error::Invalid(format!(
            "{by} may not accept challenge {id}"
        )));
    }
    ensure_player(tx, by, at)?;
    let (white, black) = challenger_color.fold((c.challenger, by), (by, c.challenger));
    let game_id = insert_game(
        tx,
        &NewGame {
            guild: c.guild,
            channel: c.channel,
            white,
            black,
            variant: c.variant,
            rated: c.rated,
            days_per_move: c.days_per_move,
            start_fen: None,
            created_at: at,
        },
    )?;
    if let Some((guild, channel)) = from.filter(|(guild, _)| *guild != c.guild) {
        if active_game_id(tx, channel)?.is_some() {
            return Err(Error::ChannelBusy(channel));
        }
        tx.execute(
            "UPDATE games SET mirror_guild_id = $2, mirror_channel_id = $3, mirror_player = $4
             WHERE game_id = $1",
            p![game_id.0, guild.sql(), channel.sql(), by.sql()],
        )?;
    }
    tx.execute(
        "UPDATE challenges SET status = 'accepted', resolved_at = $2, game_id = $3, challenged = $4
         WHERE challenge_id = $1",
        p![id.0, at, game_id.0, by.sql()],
    )?;
    Ok(Ok(Accepted {
        challenge: fetch_challenge(tx, id)?,
        game: fetch_game(tx, game_id)?,
    }))
}
