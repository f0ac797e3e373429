//! The lobby across servers: the servers that joined it (each names the channel it
//! is shown in), and the challenges posted to all of them, each with the rating range
//! it asks of whoever takes it.

use crate::challenges::{Challenge, NewChallenge, insert_challenge, query_challenges};
use crate::row::{Row, p};
use crate::{ChallengeId, ChannelId, Error, GuildId, Result, RoleId, Store, Timestamp, UserId};

/// The global ratings a lobby challenge asks of whoever takes it (bounds included);
/// no bound on a side left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RatingRange {
    /// The least rating.
    pub min: Option<u32>,
    /// The greatest rating.
    pub max: Option<u32>,
}

impl RatingRange {
    /// A range; `None` if `min` is above `max`.
    ///
    /// ```
    /// use data::RatingRange;
    /// let r = RatingRange::new(Some(1400), Some(1600)).unwrap();
    /// assert!(r.admits(1500) && r.admits(1400) && !r.admits(1601));
    /// assert!(RatingRange::new(Some(1700), Some(1600)).is_none());
    /// assert!(RatingRange::default().admits(0));
    /// ```
    pub fn new(min: Option<u32>, max: Option<u32>) -> Option<RatingRange> {
        match (min, max) {
            (Some(lo), Some(hi)) if lo > hi => None,
            _ => Some(RatingRange { min, max }),
        }
    }

    /// True if `rating` lies in the range.
    pub fn admits(&self, rating: u32) -> bool {
        self.min.is_none_or(|lo| rating >= lo) && self.max.is_none_or(|hi| rating <= hi)
    }

    /// True if the range has no bound.
    pub fn is_open(&self) -> bool {
        self.min.is_none() && self.max.is_none()
    }
}

/// A team's side of a lobby challenge, before anyone takes it: who votes, the share
/// that plays a move early, and the manager who posted it (the first on its roster).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamOffer {
    /// Only this role's members may vote; `None`: anyone in the server.
    pub role: Option<RoleId>,
    /// The share of the roster, in percent, whose votes play a move before its deadline.
    pub share: u32,
    /// Who posted it.
    pub poster: UserId,
}

/// A challenge posted to the lobby.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LobbyChallenge {
    /// The challenge (its server and channel are the challenger's).
    pub challenge: Challenge,
    /// Who may take it.
    pub range: RatingRange,
    /// For a team's challenge (its challenger is the team's id): how the team votes.
    pub team: Option<TeamOffer>,
}

/// The team side of a `lobby_challenges` row (`team_role`, `team_share`,
/// `team_poster`); `None` for a challenge of one player.
pub(crate) fn offer_from_row(r: &Row) -> Result<TeamOffer> {
    Ok(TeamOffer {
        role: r.opt_i64("team_role")?.map(RoleId::from_sql),
        share: r.u32("team_share")?,
        poster: UserId::from_sql(
            r.opt_i64("team_poster")?.ok_or_else(|| {
                Error::CorruptDatabase("a team challenge without its poster".into())
            })?,
        ),
    })
}

fn lobby_row(r: &Row) -> Result<(RatingRange, Option<TeamOffer>)> {
    let team = match r.opt_i64("team_share")? {
        Some(_) => Some(offer_from_row(r)?),
        None => None,
    };
    Ok((range_from_row(r)?, team))
}

/// The columns [`lobby_row`] reads.
const LOBBY_COLUMNS: &str = "min_rating, max_rating, team_role, team_share, team_poster";

fn range_from_row(r: &Row) -> Result<RatingRange> {
    let bound = |column: &str| -> Result<Option<u32>> {
        r.opt_i64(column)?
            .map(|v| u32::try_from(v).map_err(|_| Error::CorruptDatabase(format!("{column} {v}"))))
            .transpose()
    };
    Ok(RatingRange {
        min: bound("min_rating")?,
        max: bound("max_rating")?,
    })
}

impl Store {
    /// The channel where `guild` shows the lobby, if it joined it.
    pub fn lobby_channel(&self, guild: GuildId) -> Result<Option<ChannelId>> {
        self.conn()
            .query_opt(
                "SELECT channel_id FROM lobby_channels WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .map(|r| Ok(ChannelId::from_sql(r.i64("channel_id")?)))
            .transpose()
    }

    /// `guild` joins the lobby, shown in `channel` (`Some`), or leaves it (`None`).
    /// Games already started go on either way.
    pub fn set_lobby_channel(
        &self,
        guild: GuildId,
        channel: Option<ChannelId>,
        at: Timestamp,
    ) -> Result<()> {
        match channel {
            Some(channel) => self.execute_write(
                "INSERT INTO lobby_channels (guild_id, channel_id, at) VALUES ($1, $2, $3)
                 ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id, at = excluded.at",
                p![guild.sql(), channel.sql(), at],
            )?,
            None => self.execute_write(
                "DELETE FROM lobby_channels WHERE guild_id = $1",
                p![guild.sql()],
            )?,
        };
        Ok(())
    }

    /// Every server in the lobby and its channel, in the order they joined.
    pub fn lobby_channels(&self) -> Result<Vec<(GuildId, ChannelId)>> {
        self.conn()
            .query(
                "SELECT guild_id, channel_id FROM lobby_channels ORDER BY at, guild_id",
                &[],
            )?
            .iter()
            .map(|r| {
                Ok((
                    GuildId::from_sql(r.i64("guild_id")?),
                    ChannelId::from_sql(r.i64("channel_id")?),
                ))
            })
            .collect()
    }

    /// Stores an open challenge and posts it to the lobby, in one transaction; `team`
    /// for a team's challenge, whose challenger is the team's id; `later`, the servers
    /// whose lobby channels get it later, a few at a time
    /// ([`Store::claim_lobby_deliveries`]).
    pub fn create_lobby_challenge(
        &self,
        new: &NewChallenge,
        range: RatingRange,
        team: Option<TeamOffer>,
        later: &[GuildId],
    ) -> Result<LobbyChallenge> {
        if team.is_some_and(|t| !(1..=100).contains(&t.share)) {
            return Err(Error::Invalid("a team's share outside 1–100%".into()));
        }
        if new.challenged.is_some() {
            return Err(Error::Invalid("a lobby challenge names no opponent".into()));
        }
        if RatingRange::new(range.min, range.max).is_none() {
            return Err(Error::Invalid("a rating range upside down".into()));
        }
        crate::convert::check_days(new.days_per_move)?;
        if new.expires_at <= new.created_at {
            return Err(Error::Invalid(
                "a challenge must expire after it is made".into(),
            ));
        }
        self.write(|tx| {
            let challenge = insert_challenge(tx, new)?;
            tx.execute(
                "INSERT INTO lobby_challenges (challenge_id, min_rating, max_rating, team_role, team_share, team_poster)
                 VALUES ($1, $2, $3, $4, $5, $6)",
                p![
                    challenge.id.0,
                    range.min,
                    range.max,
                    team.and_then(|t| t.role).map(RoleId::sql),
                    team.map(|t| t.share),
                    team.map(|t| t.poster.sql())
                ],
            )?;
            for guild in later {
                tx.execute(
                    "INSERT INTO lobby_deliveries (challenge_id, guild_id) VALUES ($1, $2)
                     ON CONFLICT (challenge_id, guild_id) DO NOTHING",
                    p![challenge.id.0, guild.sql()],
                )?;
            }
            Ok(LobbyChallenge {
                challenge,
                range,
                team,
            })
        })
    }

    /// Claims at most `limit` of the lobby posts waiting to be made, each once however
    /// many processes claim: the challenge, and the server and lobby channel to post
    /// it in. Posts of challenges no longer open at `now`, and for servers that left
    /// the lobby, are dropped.
    pub fn claim_lobby_deliveries(
        &self,
        now: Timestamp,
        limit: u32,
    ) -> Result<Vec<(ChallengeId, GuildId, ChannelId)>> {
        self.write(|tx| {
            tx.execute(
                "DELETE FROM lobby_deliveries WHERE challenge_id IN (
                     SELECT challenge_id FROM challenges WHERE status <> 'pending' OR expires_at <= $1)",
                p![now],
            )?;
            let due = tx.query(
                "SELECT d.challenge_id, d.guild_id, l.channel_id
                 FROM lobby_deliveries d LEFT JOIN lobby_channels l ON l.guild_id = d.guild_id
                 ORDER BY d.challenge_id, d.guild_id LIMIT $1",
                p![limit],
            )?;
            let mut out = Vec::with_capacity(due.len());
            for r in &due {
                let (id, guild) = (ChallengeId(r.i64("challenge_id")?), GuildId::from_sql(r.i64("guild_id")?));
                let claimed = tx.execute(
                    "DELETE FROM lobby_deliveries WHERE challenge_id = $1 AND guild_id = $2",
                    p![id.0, guild.sql()],
                )? == 1;
                if let (true, Some(channel)) = (claimed, r.opt_i64("channel_id")?) {
                    out.push((id, guild, ChannelId::from_sql(channel)));
                }
            }
            Ok(out)
        })
    }

    /// The rating range of a lobby challenge; `None` for a challenge of one server.
    pub fn lobby_range(&self, id: ChallengeId) -> Result<Option<RatingRange>> {
        Ok(self.lobby_terms(id)?.map(|(range, _)| range))
    }

    /// What a lobby challenge asks (its rating range) and, for a team's, how the team
    /// votes; `None` for a challenge of one server.
    pub fn lobby_terms(&self, id: ChallengeId) -> Result<Option<(RatingRange, Option<TeamOffer>)>> {
        self.conn()
            .query_opt(
                &format!("SELECT {LOBBY_COLUMNS} FROM lobby_challenges WHERE challenge_id = $1"),
                p![id.0],
            )?
            .map(|r| lobby_row(&r))
            .transpose()
    }

    /// The lobby's challenges still open at `now`, oldest first.
    pub fn open_lobby_challenges(&self, now: Timestamp) -> Result<Vec<LobbyChallenge>> {
        let conn = self.conn();
        let open = query_challenges(
            &conn,
            "status = 'pending' AND expires_at > $1
               AND challenge_id IN (SELECT challenge_id FROM lobby_challenges)",
            p![now],
        )?;
        open.into_iter()
            .map(|challenge| {
                let (range, team) = conn
                    .query_opt(
                        &format!(
                            "SELECT {LOBBY_COLUMNS} FROM lobby_challenges WHERE challenge_id = $1"
                        ),
                        p![challenge.id.0],
                    )?
                    .map(|r| lobby_row(&r))
                    .transpose()?
                    .unwrap_or_default();
                Ok(LobbyChallenge {
                    challenge,
                    range,
                    team,
                })
            })
            .collect()
    }
}
