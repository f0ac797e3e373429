//! Open challenges and rematches: a server's open challenges, the role each variant's
//! open challenges ping, and the challenges tied to a game.

use crate::challenges::query_challenges;
use crate::convert::variant_from_id;
use crate::row::p;
use crate::{Challenge, GameId, GuildId, Result, RoleId, Store, Timestamp};
use rules::Variant;

impl Store {
    /// The server's pending open challenges (no opponent named), oldest first; lapsed
    /// ones are included until [`Store::expire_challenges`] runs.
    pub fn open_challenges_in_guild(&self, guild: GuildId) -> Result<Vec<Challenge>> {
        query_challenges(
            &self.conn(),
            "status = 'pending' AND challenged IS NULL AND guild_id = $1",
            p![guild.sql()],
        )
    }

    /// The accepted challenge that started `game`, if it began from one (its channel is
    /// where the game was set up, before any thread of its own).
    pub fn challenge_of_game(&self, game: GameId) -> Result<Option<Challenge>> {
        Ok(query_challenges(&self.conn(), "game_id = $1", p![game.0])?.pop())
    }

    /// The pending rematch of `game`, if one of its players asked for one.
    pub fn pending_rematch(&self, game: GameId) -> Result<Option<Challenge>> {
        Ok(query_challenges(
            &self.conn(),
            "rematch_of = $1 AND status = 'pending'",
            p![game.0],
        )?
        .pop())
    }

    /// The rematch of `game` that was accepted (its `game` is the new one), if any.
    pub fn accepted_rematch(&self, game: GameId) -> Result<Option<Challenge>> {
        Ok(query_challenges(
            &self.conn(),
            "rematch_of = $1 AND status = 'accepted'",
            p![game.0],
        )?
        .pop())
    }

    /// The role pinged when someone posts an open challenge to play `variant` here.
    pub fn seek_role(&self, guild: GuildId, variant: Variant) -> Result<Option<RoleId>> {
        self.conn()
            .query_opt(
                "SELECT role_id FROM seek_roles WHERE guild_id = $1 AND variant = $2",
                p![guild.sql(), variant.id()],
            )?
            .map(|r| r.i64("role_id").map(RoleId::from_sql))
            .transpose()
    }

    /// Every variant's role for open challenges in the server, in variant order.
    pub fn seek_roles(&self, guild: GuildId) -> Result<Vec<(Variant, RoleId)>> {
        let mut roles = self
            .conn()
            .query(
                "SELECT variant, role_id FROM seek_roles WHERE guild_id = $1",
                p![guild.sql()],
            )?
            .iter()
            .map(|r| {
                Ok((
                    r.parsed("variant", variant_from_id)?,
                    RoleId::from_sql(r.i64("role_id")?),
                ))
            })
            .collect::<Result<Vec<_>>>()?;
        roles.sort_by_key(|(v, _)| Variant::ALL.iter().position(|x| x == v));
        Ok(roles)
    }

    /// Claims the right to ping `role` in `guild` at `now`, if it was last pinged at
    /// least `every` seconds ago (or never): `None` when claimed, else when it may be
    /// pinged next. One statement, so two processes never both ping.
    pub fn claim_role_ping(
        &self,
        guild: GuildId,
        role: RoleId,
        now: Timestamp,
        every: Timestamp,
    ) -> Result<Option<Timestamp>> {
        let claimed = self.execute_write(
            "INSERT INTO role_pings (guild_id, role_id, pinged_at) VALUES ($1, $2, $3)
             ON CONFLICT (guild_id, role_id) DO UPDATE SET pinged_at = excluded.pinged_at
             WHERE role_pings.pinged_at <= $4",
            p![guild.sql(), role.sql(), now, now - every],
        )?;
        if claimed > 0 {
            return Ok(None);
        }
        let last = self
            .conn()
            .query_one(
                "SELECT pinged_at FROM role_pings WHERE guild_id = $1 AND role_id = $2",
                p![guild.sql(), role.sql()],
            )?
            .i64("pinged_at")?;
        Ok(Some(last + every))
    }

    /// Names (`Some`) or forgets (`None`) the role pinged for open challenges to play `variant`.
    pub fn set_seek_role(
        &self,
        guild: GuildId,
        variant: Variant,
        role: Option<RoleId>,
    ) -> Result<()> {
        match role {
            Some(role) => self.execute_write(
                "INSERT INTO seek_roles (guild_id, variant, role_id) VALUES ($1, $2, $3)
                 ON CONFLICT (guild_id, variant) DO UPDATE SET role_id = excluded.role_id",
                p![guild.sql(), variant.id(), role.sql()],
            )?,
            None => self.execute_write(
                "DELETE FROM seek_roles WHERE guild_id = $1 AND variant = $2",
                p![guild.sql(), variant.id()],
            )?,
        };
        Ok(())
    }
}
