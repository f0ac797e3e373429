//! Every number the HTTP listener holds its clients to, in one place: how many may
//! connect, how long they may take, how much they may send, and how many may watch a
//! game live. Each says why it is what it is.
//!
//! The budget behind them is the process's open files (`RLIMIT_NOFILE`): every
//! connection is a descriptor, and so are the gateway's sockets, Discord's REST
//! connections and the database's files. A crowd of clients that send nothing must
//! not take the descriptors a move needs, so the listener keeps [`DESCRIPTOR_RESERVE`]
//! of them for the rest of the bot and never holds more connections than the rest.

use std::time::Duration;

/// How long a client has to send a request's head (its request line and headers):
/// counted from the moment the connection opens, and again after each answer on a
/// connection kept alive, so it is also how long an idle kept-alive connection is
/// held. A browser or a proxy sends a head in one go, in milliseconds; a client that
/// sends nothing, or a byte now and then, holds a descriptor for no one and is closed
/// after this.
pub const HEADER_READ: Duration = Duration::from_secs(10);

/// How long a request's body may take to arrive once its head is in. The only bodies
/// read are a move's form, a few dozen bytes sent at once; one that trickles in is
/// cut after this.
pub const BODY_READ: Duration = Duration::from_secs(10);

/// The largest body a move's form may have, checked against `Content-Length` before
/// anything is read and again while reading. A move is `uci=e7e8q&ply=123`: a few
/// dozen bytes, so 4 KiB is generous.
pub const MOVE_BODY_BYTES: usize = 4 * 1024;

/// The most connections the listener holds open at once, however many descriptors
/// the system allows: enough for a crowd of readers behind a proxy, few enough that
/// their buffers stay small. Past it (or past the descriptor budget, whichever is
/// lower: [`connection_cap`]) a new connection is closed at once.
pub const MAX_CONNECTIONS: usize = 4_096;

/// The most connections the operations listener (`SANCTUM_METRICS_HTTP`) holds at
/// once: its clients are a supervisor, a load balancer's probes and Prometheus, a
/// handful at a time. These are kept apart from the pages' connections, so a crowd at
/// the pages never keeps a probe out.
pub const OPERATIONS_CONNECTIONS: usize = 32;

/// Descriptors kept for the rest of the bot whatever the listener's clients do: the
/// gateway's shards, Discord's REST connections, the database's files and its pool,
/// the engine's and the logs'. A process of many shards on a database server uses well under
/// a hundred.
pub const DESCRIPTOR_RESERVE: u64 = 256;

/// The fewest connections the listener serves even under a tiny descriptor limit, so
/// that `/healthz` can still be asked.
pub const MIN_CONNECTIONS: usize = 16;

/// How long the listener waits after the system refused to accept a connection (out
/// of descriptors, out of memory) before it tries again: long enough not to spin on
/// a core while nothing can be accepted, short enough that the next client waits
/// little once descriptors are free again.
pub const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// How long a live game stream lasts before it ends by itself. A browser's
/// `EventSource` reconnects on its own a few seconds later, so a reader notices
/// nothing, but a stream left open in a forgotten tab (a correspondence game lasts
/// days) gives its place back now and then. `SANCTUM_LIVE_LIFETIME_SECS` changes it.
pub const LIVE_LIFETIME: Duration = Duration::from_mins(10);

/// The most live streams one client (one address) may hold at once: a reader has a
/// few tabs open, not hundreds, and one client must not take every place.
pub const LIVE_PER_CLIENT: usize = 8;

/// The most live streams at once across all clients, however many descriptors the
/// system allows. No more than half of the connections ([`live_cap`]), so pages,
/// health checks and moves always find a connection.
pub const MAX_LIVE_STREAMS: usize = 1_000;

/// What a 503 for a full place (live streams, replays being drawn) tells the client
/// in `Retry-After`: places free up as streams end and drawings finish, in seconds
/// to minutes, and a client asking sooner only finds it full again.
pub const RETRY_AFTER: Duration = Duration::from_secs(30);

/// The process's soft limit on open files, if it has one.
pub fn open_files() -> Option<u64> {
    rustix::process::getrlimit(rustix::process::Resource::Nofile).current
}

/// Raises the process's soft limit on open files to its hard limit (systemd starts a
/// service at 1,024 unless its unit says `LimitNOFILE`), and says the limit now in
/// force; `None` if there is none.
pub fn raise_open_files() -> Option<u64> {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    if limit.current != limit.maximum {
        let raised = rustix::process::Rlimit {
            current: limit.maximum,
            maximum: limit.maximum,
        };
        if let Err(e) = setrlimit(Resource::Nofile, raised) {
            tracing::warn!(error = %e, soft = ?limit.current, hard = ?limit.maximum, "cannot raise the limit on open files");
        }
    }
    open_files()
}

/// The most connections the pages' listener holds under a soft limit of
/// `open_files` descriptors: [`MAX_CONNECTIONS`], or what is left of the limit once
/// [`DESCRIPTOR_RESERVE`] and [`OPERATIONS_CONNECTIONS`] are kept back, whichever is
/// lower.
pub fn connection_cap(open_files: Option<u64>) -> usize {
    let kept = DESCRIPTOR_RESERVE + OPERATIONS_CONNECTIONS as u64;
    let budget = open_files.map_or(usize::MAX, |n| {
        usize::try_from(n.saturating_sub(kept)).unwrap_or(usize::MAX)
    });
    MAX_CONNECTIONS.min(budget).max(MIN_CONNECTIONS)
}

/// The most live streams at once under a soft limit of `open_files` descriptors:
/// [`MAX_LIVE_STREAMS`], or half of [`connection_cap`], whichever is lower.
pub fn live_cap(open_files: Option<u64>) -> usize {
    MAX_LIVE_STREAMS.min(connection_cap(open_files) / 2).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caps_stay_under_the_descriptor_budget() {
        assert_eq!(connection_cap(Some(1_024)), 736);
        assert_eq!(live_cap(Some(1_024)), 368);
        assert_eq!(connection_cap(Some(1_048_576)), MAX_CONNECTIONS);
        assert_eq!(live_cap(Some(1_048_576)), MAX_LIVE_STREAMS);
        assert_eq!(connection_cap(None), MAX_CONNECTIONS);
        assert_eq!(connection_cap(Some(100)), MIN_CONNECTIONS);
        assert_eq!(live_cap(Some(0)), MIN_CONNECTIONS / 2);
    }
}
