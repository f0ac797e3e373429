//! Waiting for the bot's deadline scheduler to look again before a test says that
//! nothing more happened: a fixed sleep proves nothing on a loaded machine, where no
//! round may run during it. The bot counts its finished rounds (each one's work done
//! and its posts sent): the binary as `sanctum_scheduler_rounds_total` on `/metrics`,
//! a bot in the test's own process through its configuration.

use crate::fake::PATIENCE;
use crate::scrape::{Samples, get};
use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

/// Waits until `full` whole rounds of the scheduler ran after this call, reading its
/// count of finished rounds with `finished`. The round under way at the call may
/// have begun before it, so `full + 1` more must finish. Fails the test if they do not
/// within [`PATIENCE`].
pub async fn rounds_pass<F, Fut>(full: u64, mut finished: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = u64>,
{
    let from = finished().await;
    let want = from + full + 1;
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let now = finished().await;
        if now >= want {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the scheduler finished {} of the {} rounds waited for within {PATIENCE:?}",
            now.saturating_sub(from),
            full + 1
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The rounds the binary serving `/metrics` at `addr` has finished (0 before its first).
/// A process that does not answer yet is still starting: its listener opens before its
/// scheduler runs, so it has finished none (one that never answers fails
/// [`rounds_pass`] at its deadline).
pub async fn scraped(addr: SocketAddr) -> u64 {
    let Some((status, body)) = get(addr, "/metrics").await else {
        return 0;
    };
    assert_eq!(status, 200, "{body}");
    Samples::parse(&body).count(service::metrics::SCHEDULER_ROUNDS, &[])
}
