//! Someone acting through Discord: their interaction claimed and their names brought
//! up to date in one write, so a newcomer's first press waits for the disk once.

use crate::interactions::claim;
use crate::nicknames::{nickname_in, write_nickname};
use crate::players::{stored_name, write_name};
use crate::{GuildId, InteractionId, Result, Store, Timestamp, UserId};

/// Who arrived, as the interaction tells it.
#[derive(Debug, Clone, Copy)]
pub struct Arrival<'a> {
    /// The interaction, claimed so that a second delivery of it is ignored.
    pub interaction: Option<InteractionId>,
    /// Who acts.
    pub user: UserId,
    /// Their name for every server (blank: not told, kept as it is).
    pub name: &'a str,
    /// The server they act in.
    pub guild: GuildId,
    /// Their nickname there (`None` or blank: none).
    pub nickname: Option<&'a str>,
    /// When.
    pub at: Timestamp,
}

/// What came of an [`Arrival`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// A second delivery of a claimed interaction: nothing was written.
    Duplicate,
    /// Claimed; `renamed` if their name or nickname changed.
    Admitted {
        /// Whether a name or nickname was written.
        renamed: bool,
    },
}

impl Store {
    /// Claims `arrival`'s interaction and keeps its names current (each written only
    /// if it changed), all in one write.
    pub fn admit(&self, arrival: &Arrival<'_>) -> Result<Admission> {
        let a = *arrival;
        let nickname = a.nickname.filter(|n| !n.is_empty());
        self.write(|conn| {
            if let Some(id) = a.interaction
                && !claim(conn, id, a.at)?
            {
                return Ok(Admission::Duplicate);
            }
            let mut renamed = false;
            if !a.name.is_empty() && stored_name(conn, a.user)?.as_deref() != Some(a.name) {
                write_name(conn, a.user, a.name, a.at)?;
                renamed = true;
            }
            if nickname_in(conn, a.user, a.guild)?.as_deref() != nickname {
                write_nickname(conn, a.user, a.guild, nickname, a.at)?;
                renamed = true;
            }
            Ok(Admission::Admitted { renamed })
        })
    }
}
