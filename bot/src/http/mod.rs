//! Sanctum's optional HTTP listener (`SANCTUM_HTTP`, off by default): `/healthz`,
//! `/readyz` and `/metrics` for whoever runs the bot (a supervisor, a load balancer,
//! Prometheus). A web face would be served from here too.
//!
//! It knows nothing of Discord: the face that starts it says whether its gateway is
//! connected through [`Gateway`].

mod health;
mod metrics;

pub use health::{Gateway, GatewayCheck};

use axum::Router;
use axum::routing::get;
use service::Service;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio_util::sync::CancellationToken;

/// Why the listener could not start.
#[derive(Debug, thiserror::Error)]
pub enum ListenError {
    /// The address is taken, not this machine's, or not allowed.
    #[error("cannot listen for HTTP on {addr} (SANCTUM_HTTP): {reason}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// Why the system refused (in the message: not a source, so it shows once).
        reason: std::io::Error,
    },
    /// The metrics recorder could not be set up.
    #[error("cannot record metrics: {0}")]
    Recorder(String),
}

/// A bound listener, not serving yet.
pub struct Listener {
    tcp: tokio::net::TcpListener,
    metrics: metrics::Scrape,
}

impl Listener {
    /// Binds `addr` and starts recording metrics. A face binds before it opens the
    /// database or connects anywhere, so a bad address stops the start at once.
    pub async fn bind(addr: SocketAddr) -> Result<Listener, ListenError> {
        let tcp = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|reason| ListenError::Bind { addr, reason })?;
        Ok(Listener {
            tcp,
            metrics: metrics::Scrape::install()?,
        })
    }

    /// The address it listens on (the port the system chose, if it was 0).
    pub fn local_addr(&self) -> Option<SocketAddr> {
        self.tcp.local_addr().ok()
    }

    /// Serves until `stop` is cancelled.
    pub async fn serve(
        self,
        service: Arc<Service>,
        gateway: Arc<dyn Gateway>,
        stop: CancellationToken,
    ) {
        let upkeep = self.metrics.keep_up(stop.clone());
        let shared = Arc::new(Shared {
            health: health::Health::new(service.clone(), gateway),
            service,
            metrics: self.metrics,
        });
        let app = Router::new()
            .route("/healthz", get(health::alive))
            .route("/readyz", get(health::ready))
            .route("/metrics", get(metrics::scrape))
            .with_state(shared);
        if let Err(e) = axum::serve(self.tcp, app)
            .with_graceful_shutdown(stop.cancelled_owned())
            .await
        {
            tracing::error!(error = %e, "the HTTP listener stopped");
        }
        upkeep.abort();
    }
}

/// What every route may use.
struct Shared {
    service: Arc<Service>,
    health: health::Health,
    metrics: metrics::Scrape,
}
