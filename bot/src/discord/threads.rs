//! Games in their own threads.

use super::{Data, post};
use crate::service::{Response, ThreadRequest, Visibility};
use serenity::all::{AutoArchiveDuration, ChannelId, ChannelType, CreateThread, Http};

/// Opens the public thread a new game asked for, tells the service, and posts the
/// game's opening message (board and first-move ping) there. If Discord refuses
/// (no permission), the game stays in the channel.
pub async fn open(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    request: &ThreadRequest,
    response: &Response,
) {
    let create = CreateThread::new(request.name.clone())
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    let thread = match channel.create_thread(http, create).await {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(error = %e, game = %request.game, "no thread for the game; it is played in the channel");
            return;
        }
    };
    let service = data.service.clone();
    let (game, thread_id) = (request.game, data::ChannelId(thread.id.get()));
    let moved =
        tokio::task::spawn_blocking(move || service.move_game_to_thread(game, thread_id)).await;
    if !matches!(moved, Ok(Ok(()))) {
        tracing::error!(game = %request.game, "could not record the game's thread; it stays in the channel");
        return;
    }
    let opening = response
        .replies
        .iter()
        .find(|r| r.channel.is_none() && r.visibility == Visibility::Public);
    if let Some(reply) = opening
        && let Err(e) = post::post_in_channel(http, &data.button_messages, thread.id, reply).await
    {
        tracing::warn!(error = %e, game = %request.game, "could not post into the game's thread");
    }
}
