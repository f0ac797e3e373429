//! `/metrics`: everything recorded through the `metrics` facade (named in
//! [`service::metrics`]), in Prometheus's text format.

use super::{ListenError, Shared};
use axum::extract::State;
use axum::http::header::CONTENT_TYPE;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use service::metrics::{INTERACTION_BUCKETS, INTERACTION_SECONDS};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;
use tokio_util::sync::CancellationToken;

/// Prometheus's text exposition format.
const TEXT_FORMAT: &str = "text/plain; version=0.0.4; charset=utf-8";
/// How often histograms' recent samples are folded into their buckets between scrapes,
/// so memory stays flat when nobody scrapes.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The process's one recorder: the facade takes one for the whole process.
static RECORDER: Mutex<Option<PrometheusHandle>> = Mutex::new(None);

/// Reads the recorder.
#[derive(Clone)]
pub(super) struct Scrape(PrometheusHandle);

impl Scrape {
    /// Installs the recorder, the first time; later calls share it.
    pub(super) fn install() -> Result<Scrape, ListenError> {
        let mut installed = RECORDER.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(handle) = installed.as_ref() {
            return Ok(Scrape(handle.clone()));
        }
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(
                Matcher::Full(INTERACTION_SECONDS.to_owned()),
                INTERACTION_BUCKETS,
            )
            .map_err(|e| ListenError::Recorder(e.to_string()))?
            .build_recorder();
        let handle = recorder.handle();
        ::metrics::set_global_recorder(recorder)
            .map_err(|e| ListenError::Recorder(e.to_string()))?;
        service::metrics::describe();
        *installed = Some(handle.clone());
        Ok(Scrape(handle))
    }

    /// Folds samples into buckets every [`UPKEEP_EVERY`] until `stop`.
    pub(super) fn keep_up(&self, stop: CancellationToken) -> tokio::task::JoinHandle<()> {
        let handle = self.0.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(UPKEEP_EVERY);
            loop {
                tokio::select! {
                    _ = every.tick() => handle.run_upkeep(),
                    () = stop.cancelled() => return,
                }
            }
        })
    }
}

/// `/metrics`: the gauges read now (once the service is open), then everything rendered.
pub(super) async fn scrape(
    State(shared): State<Arc<Shared>>,
) -> ([(axum::http::HeaderName, &'static str); 1], String) {
    if let Some(service) = shared.service.get() {
        service.sample_metrics();
    }
    ([(CONTENT_TYPE, TEXT_FORMAT)], shared.metrics.0.render())
}
