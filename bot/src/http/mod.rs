//! Sanctum's two optional HTTP listeners, both off by default: the public one
//! (`SANCTUM_HTTP`) serves the web face's pages ([`web`]) and nothing else; the
//! operations one (`SANCTUM_METRICS_HTTP`) serves `/healthz`, `/readyz` and `/metrics`
//! for whoever runs the bot (a supervisor, Prometheus). Kept apart, a reverse proxy
//! forwarding the pages cannot show the world the bot's insides, and a crowd at the
//! pages' door cannot keep the supervisor from asking whether the bot lives.
//!
//! They know nothing of Discord: the face that starts them says whether its gateway
//! is connected through [`Gateway`]. They serve from before the database opens (a
//! start may wait for the database), so `/healthz` answers all along and `/readyz`
//! says whether the bot is ready (and logs what is still missing).
//!
//! They hold their clients to [`limits`]: a cap on open connections kept under the
//! process's descriptor budget, a time-out on reading a request's head (and so on an
//! idle kept-alive connection), small bodies read in bounded time, and caps and a
//! lifetime on live game streams. Every answer carries the security headers, whoever
//! made it (a page, a 404, or axum refusing a path or a method).

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
    #[error("cannot listen for HTTP on {addr} ({variable}): {reason}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// The setting that asked for it.
        variable: &'static str,
        /// Why the system refused (in the message: not a source, so it shows once).
        reason: std::io::Error,
    },
    /// The metrics recorder could not be set up.
    #[error("cannot record metrics: {0}")]
    Recorder(String),
}

/// Where the two listeners listen; `None` serves none there.
#[derive(Debug, Clone, Copy, Default)]
pub struct Addresses {
    /// The public pages (`SANCTUM_HTTP`).
    pub pages: Option<SocketAddr>,
    /// Health, readiness and metrics (`SANCTUM_METRICS_HTTP`).
    pub operations: Option<SocketAddr>,
}

/// The bound listeners, not serving yet.
pub struct Listener {
    pages: Option<tokio::net::TcpListener>,
    operations: Option<tokio::net::TcpListener>,
    metrics: metrics::Scrape,
}

/// What one listener serves.
#[derive(Debug, Clone, Copy)]
enum Door {
    Pages,
    Operations,
}

impl Door {
    fn variable(self) -> &'static str {
        match self {
            Door::Pages => "SANCTUM_HTTP",
            Door::Operations => "SANCTUM_METRICS_HTTP",
        }
    }
}

async fn bind(
    addr: Option<SocketAddr>,
    door: Door,
) -> Result<Option<tokio::net::TcpListener>, ListenError> {
    let Some(addr) = addr else {
        return Ok(None);
    };
    tokio::net::TcpListener::bind(addr)
        .await
        .map(Some)
        .map_err(|reason| ListenError::Bind {
            addr,
            variable: door.variable(),
            reason,
        })
}

impl Listener {
    /// Binds the addresses and starts recording metrics. A face binds before it opens
    /// the database or connects anywhere, so a bad address stops the start at once.
    pub async fn bind(addresses: Addresses) -> Result<Listener, ListenError> {
        Ok(Listener {
            operations: bind(addresses.operations, Door::Operations).await?,
            pages: bind(addresses.pages, Door::Pages).await?,
            metrics: metrics::Scrape::install()?,
        })
    }

    /// Where the pages and the operations are served (the ports the system chose, if
    /// they were 0).
    pub fn local_addresses(&self) -> Addresses {
        let local =
            |tcp: &Option<tokio::net::TcpListener>| tcp.as_ref().and_then(|t| t.local_addr().ok());
        Addresses {
            pages: local(&self.pages),
            operations: local(&self.operations),
        }
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
            stop,
        });
        let secured = || axum::middleware::map_response(secure_every_answer);
        let pages = Router::new()
            .merge(web::routes())
            .fallback(web::fallback)
            .layer(secured())
            .with_state(shared.clone());
        let operations = Router::new()
            .route("/healthz", get(health::alive))
            .route("/readyz", get(health::ready))
            .route("/metrics", get(metrics::scrape))
            .fallback(web::fallback)
            .layer(secured())
            .with_state(shared.clone());
        let upkeep = shared.metrics.keep_up(shared.stop.clone());
        let open_files = limits::open_files();
        let (pages_cap, operations_cap) = (
            limits::connection_cap(open_files),
            limits::OPERATIONS_CONNECTIONS,
        );
        tracing::info!(
            connections = pages_cap,
            operations_connections = operations_cap,
            open_files = ?open_files,
            live_streams = limits::live_cap(open_files),
            "the HTTP listeners' limits"
        );
        let doors = [
            (self.pages, pages, pages_cap, Door::Pages),
            (
                self.operations,
                operations,
                operations_cap,
                Door::Operations,
            ),
        ];
        let serving = tokio_util::task::TaskTracker::new();
        for (tcp, app, cap, door) in doors {
            if let Some(tcp) = tcp {
                serving.spawn(accept(tcp, app, cap, door, shared.stop.clone()));
            }
        }
        serving.close();
        let task = tokio::spawn(async move {
            serving.wait().await;
            upkeep.abort();
        });
        Serving { shared, task }
    }
}

/// Adds the security headers to every answer, those axum makes itself (a path that
/// is not UTF-8, a method a route does not take) included.
async fn secure_every_answer(mut response: axum::response::Response) -> axum::response::Response {
    web::secure(response.headers_mut());
    response
}

/// Accepts connections on `tcp` and serves `app` on each until `stop` is cancelled;
/// then asks every open connection to close after its answer in progress and waits
/// for them all. At most `cap` connections are open at once: one past that is closed
/// as soon as it is accepted, so a crowd of clients sending nothing holds only
/// descriptors the listener can spare, and each of those for at most
/// [`limits::HEADER_READ`].
async fn accept(
    tcp: tokio::net::TcpListener,
    app: Router,
    cap: usize,
    door: Door,
    stop: CancellationToken,
) {
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
                tracing::warn!(error = %e, listener = door.variable(), "the HTTP listener cannot accept a connection");
                tokio::select! {
                    () = stop.cancelled() => break,
                    () = tokio::time::sleep(limits::ACCEPT_BACKOFF) => continue,
                }
            }
        };
        let Ok(place) = places.clone().try_acquire_owned() else {
            // Full: closed at once, before anything is read.
            drop(socket);
            refusals.refused(cap, door);
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

    fn refused(&mut self, cap: usize, door: Door) {
        self.count += 1;
        let now = tokio::time::Instant::now();
        if self
            .logged
            .is_none_or(|at| now.duration_since(at) >= Self::EVERY)
        {
            tracing::warn!(
                refused = self.count,
                cap,
                listener = door.variable(),
                "the HTTP listener is full: new connections are closed at once"
            );
            self.count = 0;
            self.logged = Some(now);
        }
    }
}

/// The listeners serving in the background.
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

    /// Waits up to `within` for the listeners to stop (its `stop` cancelled); false if
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
