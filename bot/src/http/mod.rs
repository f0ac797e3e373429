//! Sanctum's optional HTTP listener (`SANCTUM_HTTP`, off by default): `/healthz`,
//! `/readyz` and `/metrics` for whoever runs the bot (a supervisor, a load balancer,
//! Prometheus), and the web face's pages when `SANCTUM_WEB_KEY` is set ([`web`]).
//!
//! It knows nothing of Discord: the face that starts it says whether its gateway is
//! connected through [`Gateway`]. It serves from before the database opens (a start
//! may wait for the database), so `/healthz` answers all along and `/readyz` says
//! what is still missing.

mod health;
mod metrics;
pub mod web;

pub use health::{Gateway, GatewayCheck};

use axum::Router;
use axum::routing::get;
use service::Service;
use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};
use std::time::Duration;
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

    /// Serves in the background until `stop` is cancelled; readiness and the sampled
    /// metrics wait for [`Serving::opened`].
    pub fn serve(
        self,
        gateway: Arc<dyn Gateway>,
        web: Option<web::Web>,
        stop: CancellationToken,
    ) -> Serving {
        let shared = Arc::new(Shared {
            service: OnceLock::new(),
            health: health::Health::new(gateway),
            metrics: self.metrics,
            web,
            courier: OnceLock::new(),
            stop: stop.clone(),
        });
        let app = Router::new()
            .route("/healthz", get(health::alive))
            .route("/readyz", get(health::ready))
            .route("/metrics", get(metrics::scrape))
            .merge(web::routes())
            .fallback(web::fallback)
            .with_state(shared.clone());
        let upkeep = shared.metrics.keep_up(stop.clone());
        let tcp = self.tcp;
        let task = tokio::spawn(async move {
            if let Err(e) = axum::serve(tcp, app)
                .with_graceful_shutdown(stop.cancelled_owned())
                .await
            {
                tracing::error!(error = %e, "the HTTP listener stopped");
            }
            upkeep.abort();
        });
        Serving { shared, task }
    }
}

/// A listener serving in the background.
pub struct Serving {
    shared: Arc<Shared>,
    task: tokio::task::JoinHandle<()>,
}

impl Serving {
    /// The service is open: readiness checks its database, a scrape samples its queues.
    pub fn opened(&self, service: Arc<Service>) {
        // One service per run: a second call changes nothing.
        let _ = self.shared.service.set(service);
    }

    /// Moves made on the web face's pages are carried to the chat by `courier` from
    /// now on; until then such a move is refused with "not ready" and nothing is played.
    pub fn carry_with(&self, courier: Arc<dyn web::Courier>) {
        // One face per run: a second call changes nothing.
        let _ = self.shared.courier.set(courier);
    }

    /// Waits up to `within` for the listener to stop (its `stop` cancelled); false if
    /// it has not.
    pub async fn stopped(self, within: Duration) -> bool {
        tokio::time::timeout(within, self.task).await.is_ok()
    }
}

/// What every route may use.
struct Shared {
    /// Set once the database is open.
    service: OnceLock<Arc<Service>>,
    health: health::Health,
    metrics: metrics::Scrape,
    /// The web face's settings; `None` serves no pages.
    web: Option<web::Web>,
    /// Carries the news of moves made on pages to the chat, once the face is connected.
    courier: OnceLock<Arc<dyn web::Courier>>,
    /// Cancelled when the listener is to stop: streams that never end by themselves
    /// (a live game page) end then, so the stop does not wait for them.
    stop: CancellationToken,
}
