//! The deadline scheduler: reminders, losses on time and challenge expiry, posted
//! into each game's channel, and the notices players get by direct message. All state is in the database, so a restart misses
//! nothing; the service does each piece of work once, and the [`Outbox`] keeps
//! trying a post Discord did not take.

use super::outbox::Outbox;
use super::post;
use super::retry::Kind;
use data::Timestamp;
use serenity::all::Http;
use service::Service;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio_util::sync::CancellationToken;

/// The rounds one scheduler has finished, each one's work done and its posts tried
/// (a post Discord did not take waits in the [`Outbox`]; a round whose work panicked
/// is not counted). The process's metrics count them too
/// ([`service::metrics::SCHEDULER_ROUNDS`]), shared by every bot in the process; this
/// count is one bot's own, for whoever runs it inside their process (tests waiting
/// for the scheduler to have looked again).
#[derive(Debug, Clone, Default)]
pub struct Rounds(Arc<AtomicU64>);

impl Rounds {
    /// How many rounds have finished so far.
    pub fn finished(&self) -> u64 {
        self.0.load(Ordering::Acquire)
    }

    fn one_more(&self) {
        self.0.fetch_add(1, Ordering::Release);
        service::metrics::scheduler_round();
    }
}

/// Does the work due now, then sleeps until the next deadline (at most
/// `longest_sleep`, so a clock moved by hand in tests is noticed), until `stop` is
/// cancelled. A round of posts is never cut short: the service has already marked its
/// work done, so a post dropped half way would be lost. Each round records how late
/// it started after the earliest work it found due (the scheduler's lag), and each
/// finished round is counted in `rounds`.
pub async fn run(
    service: Arc<Service>,
    outbox: Arc<Outbox>,
    http: Arc<Http>,
    longest_sleep: Duration,
    rounds: Rounds,
    stop: CancellationToken,
) {
    let mut skew = None;
    // When the earliest work was due, as the last round saw it (`None` before the
    // first round, which looks for itself).
    let mut due_at: Option<Option<Timestamp>> = None;
    while !stop.is_cancelled() {
        let svc = service.clone();
        let known = due_at;
        let (aligned, round) = tokio::task::spawn_blocking(move || {
            let aligned = svc.align_clock();
            let started = svc.now();
            let due = known.unwrap_or_else(|| svc.next_due());
            let responses = svc.localize_posts(svc.tick(started));
            (
                aligned,
                (started, due, responses, svc.next_due(), svc.now()),
            )
        })
        .await
        .map_or_else(|e| (Ok(skew), Err(e)), |(a, d)| (a, Ok(d)));
        match aligned {
            Ok(now) if now != skew => {
                if let Some(seconds) = now {
                    tracing::warn!(
                        behind_database_s = seconds,
                        "this machine's clock disagrees with the database server's: deadlines follow the server's"
                    );
                } else {
                    tracing::info!("this machine's clock agrees with the database server's again");
                }
                skew = now;
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "could not read the database server's clock"),
        }
        let worked = round.is_ok();
        let (responses, next, now) = match round {
            Ok((started, due, responses, next, now)) => {
                let late = due.map_or(0, |at| started.saturating_sub(at).max(0));
                service::metrics::scheduler_lag(Duration::from_secs(late.unsigned_abs()));
                (responses, next, now)
            }
            Err(e) => {
                tracing::error!(error = %e, "deadline work panicked; retrying later");
                (Vec::new(), None, 0)
            }
        };
        due_at = Some(next);
        let svc = service.clone();
        let unopened = tokio::task::spawn_blocking(move || svc.unopened_threads())
            .await
            .unwrap_or_default();
        for wanted in &unopened {
            if let Some(started) = super::threads::open_for(&http, &service, wanted).await {
                for reply in started.replies {
                    let _ = outbox.deliver(&http, reply, Kind::Deadline).await;
                }
            }
        }
        for response in &responses {
            // A kept message is redrawn before the news that points to it.
            post::edit_kept(&http, outbox.ids(), response).await;
            for reply in &response.replies {
                // A loss is logged by the outbox.
                let _ = outbox.deliver(&http, reply.clone(), Kind::Deadline).await;
            }
            post::close(&http, &service, &response.closed, None).await;
            // A team's move played at its deadline: Sanctum answers once it is out.
            if let Some(game) = response.to_think() {
                service.think_about(game);
            }
            // A Swiss round paired after a game lost on time.
            for wanted in &response.threads {
                if let Some(started) = super::threads::open_for(&http, &service, wanted).await {
                    for reply in started.replies {
                        let _ = outbox.deliver(&http, reply, Kind::Deadline).await;
                    }
                }
            }
        }
        if worked {
            rounds.one_more();
        }
        let wait = next.map_or(longest_sleep, |at| {
            Duration::from_secs(u64::try_from(at.saturating_sub(now)).unwrap_or(0))
                .clamp(Duration::from_millis(50), longest_sleep)
        });
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = stop.cancelled() => {}
        }
    }
}
