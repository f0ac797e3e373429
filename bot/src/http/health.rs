//! `/healthz` (the process answers) and `/readyz` (it can do its work: the gateway
//! connected and the database answering).

use super::Shared;
use axum::extract::State;
use axum::http::StatusCode;
use service::{Service, ServiceError};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

/// The longest `/readyz` waits for the database: a server that takes longer is as
/// good as unreachable to a player.
const DATABASE_PATIENCE: Duration = Duration::from_secs(2);

/// A gateway's answer: `Err` says why it is not connected.
pub type GatewayCheck<'a> = Pin<Box<dyn Future<Output = Result<(), String>> + Send + 'a>>;

/// The face's connection to its chat service, as readiness sees it.
pub trait Gateway: Send + Sync {
    /// `Ok` when every connection this process should hold is up, else why not.
    fn connected(&self) -> GatewayCheck<'_>;
}

/// What `/readyz` checks besides the service.
pub(super) struct Health {
    gateway: Arc<dyn Gateway>,
    /// One database check at a time: a hung server holds one blocking thread, never
    /// one per probe.
    checking: Arc<tokio::sync::Mutex<()>>,
    /// What was wrong at the last check, logged when it changes (probes ask every few
    /// seconds; the log says each change once).
    last_problems: std::sync::Mutex<String>,
}

impl Health {
    pub(super) fn new(gateway: Arc<dyn Gateway>) -> Health {
        Health {
            gateway,
            checking: Arc::default(),
            last_problems: std::sync::Mutex::default(),
        }
    }

    /// One cheap read, on a thread of its own (the store blocks), within
    /// [`DATABASE_PATIENCE`].
    async fn database(&self, service: Option<&Arc<Service>>) -> Result<(), String> {
        let Some(service) = service else {
            return Err("not open yet".into());
        };
        let deadline = tokio::time::Instant::now() + DATABASE_PATIENCE;
        let late = || format!("no answer within {DATABASE_PATIENCE:?}");
        let turn = tokio::time::timeout_at(deadline, self.checking.clone().lock_owned())
            .await
            .map_err(|_| late())?;
        let service = service.clone();
        let check = tokio::task::spawn_blocking(move || {
            let _one_at_a_time = turn;
            service.database_reachable()
        });
        match tokio::time::timeout_at(deadline, check).await {
            Err(_) => Err(late()),
            Ok(Err(_)) => Err("the check failed".into()),
            Ok(Ok(Err(ServiceError::Store(e)))) => Err(e.to_string()),
            Ok(Ok(reached)) => reached.map_err(|e| e.to_string()),
        }
    }
}

/// `/healthz`: answering at all is the answer.
pub(super) async fn alive() -> &'static str {
    "alive\n"
}

/// `/readyz`: 200 "ready" when the gateway is connected and the database answers,
/// else 503 "not ready"; what is wrong is logged (at WARN, when it changes).
pub(super) async fn ready(State(shared): State<Arc<Shared>>) -> (StatusCode, String) {
    let health = &shared.health;
    let (gateway, database) = tokio::join!(
        health.gateway.connected(),
        health.database(shared.service.get())
    );
    let problems: Vec<String> = [("gateway", gateway), ("database", database)]
        .into_iter()
        .filter_map(|(what, checked)| checked.err().map(|why| format!("{what}: {why}\n")))
        .collect();
    let problems = problems.concat();
    if let Ok(mut last) = health.last_problems.lock()
        && *last != problems
    {
        if problems.is_empty() {
            tracing::info!("ready");
        } else {
            tracing::warn!(problems = problems.trim_end(), "not ready");
        }
        last.clone_from(&problems);
    }
    if problems.is_empty() {
        (StatusCode::OK, "ready\n".into())
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "not ready\n".into())
    }
}
