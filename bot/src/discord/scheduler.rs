//! The deadline scheduler: reminders, losses on time and challenge expiry, posted
//! into each game's channel. All state is in the database, so a restart misses
//! nothing; the service does each piece of work once.

use super::post::{self, ButtonMessages};
use crate::service::Service;
use serenity::all::{ChannelId, Http};
use std::sync::Arc;
use std::time::Duration;

/// Runs forever: does the work due now, then sleeps until the next deadline (at most
/// `longest_sleep`, so a clock moved by hand in tests is noticed).
pub async fn run(
    service: Arc<Service>,
    http: Arc<Http>,
    buttons: Arc<ButtonMessages>,
    longest_sleep: Duration,
) {
    loop {
        let svc = service.clone();
        let due = tokio::task::spawn_blocking(move || {
            let now = svc.now();
            (svc.tick(now), svc.next_due(), svc.now())
        })
        .await;
        let (responses, next, now) = match due {
            Ok(d) => d,
            Err(e) => {
                tracing::error!(error = %e, "deadline work panicked; retrying later");
                (Vec::new(), None, 0)
            }
        };
        for response in &responses {
            for reply in &response.replies {
                let Some(channel) = reply.channel else {
                    tracing::warn!("deadline reply without a channel dropped");
                    continue;
                };
                let channel = ChannelId::new(channel.0.max(1));
                if let Err(e) = post::post_in_channel(&http, &buttons, channel, reply).await {
                    tracing::warn!(error = %e, %channel, "could not post deadline news");
                }
            }
            post::close(&http, &buttons, response).await;
        }
        let wait = next.map_or(longest_sleep, |at| {
            Duration::from_secs(u64::try_from(at.saturating_sub(now)).unwrap_or(0))
                .clamp(Duration::from_millis(50), longest_sleep)
        });
        tokio::time::sleep(wait).await;
    }
}
