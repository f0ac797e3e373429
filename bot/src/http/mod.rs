//! Sanctum's optional HTTP listener (`SANCTUM_HTTP`, off by default): `/healthz`,
//! `/readyz` and `/metrics` for whoever runs the bot (a supervisor, a load balancer,
//! Prometheus), and the web face's pages when `SANCTUM_WEB_KEY` is set ([`web`]).
//!
//! It knows nothing of Discord: the face that starts it says whether its gateway is
//! connected through [`Gateway`]. It serves from before the database opens (a start
//! may wait for the database), so `/healthz` answers all along and `/readyz` says
//! what is still missing.
//!
//! It holds its clients to [`limits`]: a cap on open connections kept under the
//! process's descriptor budget, a time-out on reading a request's head (and so on an
//! idle kept-alive connection), small bodies read in bounded time, and caps and a
//! lifetime on live game streams.

mod health;
pub mod limits;
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
            accept(tcp, app, stop).await;
            upkeep.abort();
        });
        Serving { shared, task }
    }
}

/// Accepts connections on `tcp` and serves `app` on each until `stop` is cancelled;
/// then asks every open connection to close after its answer in progress and waits
/// for them all. At most [`limits::connection_cap`] connections are open at once: one
/// past that is closed as soon as it is accepted, so a crowd of clients sending
/// nothing holds only descriptors the listener can spare, and each of those for at
/// most [`limits::HEADER_READ`].
async fn accept(tcp: tokio::net::TcpListener, app: Router, stop: CancellationToken) {
    let open_files = limits::open_files();
    let cap = limits::connection_cap(open_files);
    tracing::info!(
        connections = cap,
        open_files = ?open_files,
        live_streams = limits::live_cap(open_files),
        "the HTTP listener's limits"
    );
    let places = Arc::new(tokio::sync::Semaphore::new(cap));
    let connections = tokio_util::task::TaskTracker::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(limits::HEADER_READ)
        .keep_alive(true);
    let mut refusals = Refusals::default();
    loop {
        let accepted = tokio::select! {
            () = stop.cancelled() => break,
            accepted = tcp.accept() => accepted,
        };
        let (socket, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of descriptors (EMFILE, ENFILE) or memory, or a connection
                // reset before it was accepted: wait a moment rather than spin.
                tracing::warn!(error = %e, "the HTTP listener cannot accept a connection");
                tokio::select! {
                    () = stop.cancelled() => break,
                    () = tokio::time::sleep(limits::ACCEPT_BACKOFF) => continue,
                }
            }
        };
        let Ok(place) = places.clone().try_acquire_owned() else {
            // Full: closed at once, before anything is read.
            drop(socket);
            refusals.refused(cap);
            continue;
        };
        let http = http.clone();
        let app = app.clone();
        let stop = stop.clone();
        connections.spawn(async move {
            let _place = place;
            let service = hyper::service::service_fn(
                move |mut request: hyper::Request<hyper::body::Incoming>| {
                    request
                        .extensions_mut()
                        .insert(axum::extract::ConnectInfo(peer));
                    tower_service::Service::call(&mut app.clone(), request)
                },
            );
            let connection = http.serve_connection(hyper_util::rt::TokioIo::new(socket), service);
            let mut connection = std::pin::pin!(connection);
            let served = tokio::select! {
                served = connection.as_mut() => served,
                () = stop.cancelled() => {
                    connection.as_mut().graceful_shutdown();
                    connection.await
                }
            };
            if let Err(e) = served {
                // A client that went away or was too slow: theirs, not ours.
                tracing::debug!(error = %e, %peer, "an HTTP connection ended");
            }
        });
    }
    drop(tcp);
    connections.close();
    connections.wait().await;
}

/// Connections closed because the listener was full, logged at WARN with how many at
/// most every [`Refusals::EVERY`], so a flood of them does not flood the log.
#[derive(Default)]
struct Refusals {
    /// Refused since the last log line.
    count: u64,
    /// When the last line was logged.
    logged: Option<tokio::time::Instant>,
}

impl Refusals {
    const EVERY: Duration = Duration::from_secs(10);

    fn refused(&mut self, cap: usize) {
        self.count += 1;
        let now = tokio::time::Instant::now();
        if self
            .logged
            .is_none_or(|at| now.duration_since(at) >= Self::EVERY)
        {
            tracing::warn!(
                refused = self.count,
                cap,
                "the HTTP listener is full: new connections are closed at once"
            );
            self.count = 0;
            self.logged = Some(now);
        }
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
