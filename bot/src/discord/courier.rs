//! Moves made on the web face's private pages, brought to Discord: the move's
//! announcement in the game's channel, the opponent's ping or direct message, a
//! tournament's next round, and Sanctum's answer when it is to move, exactly as an
//! answer to `/move` would have them. The page has already shown its player what is
//! theirs alone.

use super::Data;
use super::retry::Kind;
use super::{post, threads};
use serenity::all::Http;
use service::{Response, Visibility};
use std::sync::Arc;

/// The Discord face's [`Courier`](crate::http::web::Courier).
pub struct WebNews {
    /// Discord's REST client.
    pub http: Arc<Http>,
    /// What every handler shares.
    pub data: Arc<Data>,
}

impl crate::http::web::Courier for WebNews {
    fn carry(&self, news: Response) {
        let (http, data) = (self.http.clone(), self.data.clone());
        // Counted with the interactions being answered: a shutdown waits for it.
        let in_flight = data.in_flight.clone();
        in_flight.spawn(async move { deliver(&http, &data, news).await });
    }
}

/// Posts `news` as the scheduler posts its work: every public or direct message,
/// kept and tried again if Discord does not take it at once.
async fn deliver(http: &Arc<Http>, data: &Data, news: Response) {
    let service = data.service.clone();
    let news = match tokio::task::spawn_blocking(move || service.localize_posts(vec![news])).await {
        Ok(mut localized) => localized.pop().unwrap_or_default(),
        Err(e) => {
            tracing::error!(error = %e, "could not word the web's news");
            return;
        }
    };
    // A kept message (a match's scoreboard) is redrawn before the news that points to it.
    post::edit_kept(http, &data.commands, &news).await;
    for reply in news
        .replies
        .iter()
        .filter(|r| r.visibility != Visibility::Private)
    {
        // A loss is logged by the outbox.
        let _ = data
            .outbox
            .deliver(http, reply.clone(), Kind::CommandNews)
            .await;
    }
    post::close(http, &data.service, &news.closed, None).await;
    if let Some(refresh) = &news.refresh {
        post::redraw(http, &data.service, &data.commands, refresh, None).await;
    }
    for wanted in &news.threads {
        if let Some(started) = threads::open_for(http, &data.service, wanted).await {
            for reply in started.replies {
                let _ = data.outbox.deliver(http, reply, Kind::CommandNews).await;
            }
        }
    }
    // Sanctum answers only once the move it answers is out.
    if let Some(game) = news.to_think() {
        data.service.think_about(game);
    }
}
