//! How a store is opened: durability and how long a write waits, for both backends.

use std::time::Duration;

/// How hard a commit waits for the disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Durability {
    /// `synchronous=FULL`: a committed move survives a power cut. The default.
    #[default]
    Full,
    /// `synchronous=NORMAL`: in WAL mode still crash-safe for a killed process, but the
    /// last commits may be lost on power failure. Explicit opt-in only.
    Normal,
}

/// Options for [`Store::open_with`](crate::Store::open_with).
#[derive(Debug, Clone)]
pub struct OpenOptions {
    /// `synchronous` level.
    pub durability: Durability,
    /// How long a write waits for another connection's write before giving up with
    /// [`Error::Busy`](crate::Error::Busy). One value per process: the latest opened store's applies.
    pub busy_timeout: Duration,
}

impl Default for OpenOptions {
    fn default() -> OpenOptions {
        OpenOptions {
            durability: Durability::Full,
            busy_timeout: crate::policy::BUSY_TIMEOUT,
        }
    }
}
