//! Games in their own threads.

use super::Data;
use super::failures::Observed;
use serenity::all::{AutoArchiveDuration, ChannelId, ChannelType, CreateThread, Http};
use service::{Msg, Reply, Response, Service, ThreadRequest, Threads};
use std::sync::Arc;

/// Opens a public thread called `name` (in the words of `parent`'s server, cut to
/// Discord's 100 characters) under `parent`, archived after a week idle (a post into
/// it unarchives it).
async fn public_thread(
    http: &Http,
    service: &Arc<Service>,
    parent: data::ChannelId,
    name: &Msg,
) -> serenity::Result<serenity::all::GuildChannel> {
    let (svc, name) = (service.clone(), name.clone());
    let name: String = tokio::task::spawn_blocking(move || {
        name.plain(svc.channel_language(parent))
            .chars()
            .take(100)
            .collect()
    })
    .await
    .unwrap_or_default();
    let create = CreateThread::new(name)
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    ChannelId::new(parent.0.max(1))
        .create_thread(http, create)
        .await
        .observed()
}

/// Opens the public thread a new game asked for, in the channel where the game was
/// set up, and moves the game there. Returns the thread and the service's pointer to
/// it; `None` (the game is played in the channel) if Discord refuses, e.g. without the
/// permission.
pub async fn open(http: &Http, data: &Data, request: &ThreadRequest) -> Option<(ChannelId, Reply)> {
    let thread = match public_thread(http, &data.service, request.parent, &request.name).await {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(error = %e, game = %request.game, "no thread for the game; it is played in the channel");
            return None;
        }
    };
    let service = data.service.clone();
    let (wanted, thread_id) = (request.clone(), data::ChannelId(thread.id.get()));
    let moved =
        tokio::task::spawn_blocking(move || service.move_game_to_thread(&wanted, thread_id)).await;
    if let Ok(Ok(pointer)) = moved {
        Some((thread.id, pointer))
    } else {
        tracing::error!(game = %request.game, "could not record the game's thread; it stays in the channel");
        None
    }
}

/// Opens the threads a feature asked for, one named `wanted.name` under each of its
/// parents, and hands them to the service (off the async threads: it writes to the
/// database). Returns what to post; `None` if Discord refused one (the others are
/// deleted again, and the service offers them again later or posts elsewhere). Threads
/// the service has no use for (another process opened its own first) are deleted again.
pub async fn open_for(http: &Http, service: &Arc<Service>, wanted: &Threads) -> Option<Response> {
    let mut opened = Vec::with_capacity(wanted.parents.len());
    for parent in &wanted.parents {
        match public_thread(http, service, *parent, &wanted.name).await {
            Ok(t) => opened.push(t.id),
            Err(e) => {
                tracing::warn!(error = %e, purpose = %wanted.purpose, "no thread opened; the service offers it again or posts elsewhere");
                for t in opened {
                    let _ = t.delete(http).await.observed();
                }
                return None;
            }
        }
    }
    let ids: Vec<data::ChannelId> = opened.iter().map(|t| data::ChannelId(t.get())).collect();
    let (svc, asked) = (service.clone(), wanted.clone());
    let done = tokio::task::spawn_blocking(move || svc.threads_opened(&asked, &ids))
        .await
        .ok()?;
    if done.replies.is_empty() {
        for t in opened {
            if let Err(e) = t.delete(http).await.observed() {
                tracing::warn!(error = %e, "could not delete a thread not needed");
            }
        }
    }
    Some(done)
}
