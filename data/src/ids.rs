//! Typed ids, so a channel id can never be passed where a user id belongs.
//!
//! Discord ids are 64-bit unsigned snowflakes; SQLite integers are signed 64-bit. The
//! store keeps the same 64 bits (`u64 as i64` and back), which is lossless for every
//! value, so an id above `i64::MAX` round-trips too.

use std::fmt;

macro_rules! snowflake {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u64);

        impl $name {
            /// The bit pattern stored in SQLite.
            pub(crate) const fn sql(self) -> i64 {
                self.0 as i64
            }

            /// Back from the stored bit pattern.
            #[allow(dead_code, reason = "interaction ids are only ever written")]
            pub(crate) const fn from_sql(v: i64) -> Self {
                Self(v as u64)
            }
        }

        impl From<u64> for $name {
            fn from(v: u64) -> Self {
                Self(v)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

snowflake!(
    /// A Discord server (guild).
    GuildId
);
impl GuildId {
    /// No server's (Discord never gives out id 0): the rating pool of games between
    /// two servers, and the place of games played outside servers.
    pub const GLOBAL: GuildId = GuildId(0);
}

snowflake!(
    /// A Discord channel or thread.
    ChannelId
);
snowflake!(
    /// A Discord user.
    UserId
);
snowflake!(
    /// A Discord role (pinged for new open challenges).
    RoleId
);
snowflake!(
    /// A Discord interaction (a slash command or button press).
    InteractionId
);

macro_rules! rowid {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

rowid!(
    /// A game, numbered by the store.
    GameId
);
rowid!(
    /// A challenge, numbered by the store.
    ChallengeId
);
rowid!(
    /// A match between two servers, numbered by the store.
    MatchId
);
rowid!(
    /// A tournament, numbered by the store.
    TournamentId
);

/// Unix time in seconds. Always passed in by the caller (the service's clock), never read here.
pub type Timestamp = i64;
