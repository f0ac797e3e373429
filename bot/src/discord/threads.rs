//! Games in their own threads.

use super::Data;
use super::failures::Observed;
use serenity::all::{AutoArchiveDuration, ChannelId, ChannelType, CreateThread, Http};
use service::{HouseRequest, Reply, Response, Service, ThreadRequest, TournamentThreadRequest};
use std::sync::Arc;

/// Opens a public thread called `name` under `parent`, archived after a week idle
/// (a post into it unarchives it).
async fn public_thread(
    http: &Http,
    parent: data::ChannelId,
    name: &str,
) -> serenity::Result<serenity::all::GuildChannel> {
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
    let thread = match public_thread(http, request.parent, &request.name).await {
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

/// Opens the thread a tournament board asked for, under the tournament's channel, and
/// starts the board's game there. Returns the game's opening to post; `None` if Discord
/// refused the thread (the board stays unhoused and is offered again later). A thread
/// opened for a board another process housed first is deleted again.
pub async fn house(
    http: &Http,
    service: &Arc<Service>,
    request: &HouseRequest,
) -> Option<Response> {
    let thread = match public_thread(http, request.parent, &request.name).await {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(error = %e, tournament = %request.tournament, round = request.round, board = request.board, "no thread for a tournament game; it is offered again later");
            return None;
        }
    };
    let svc = service.clone();
    let wanted = request.clone();
    report(http, thread.id, move |id| svc.house_board(&wanted, id)).await
}

/// Opens the two threads a match game asked for, one in each server's lobby channel,
/// and starts the game there. Returns its opening for both; `None` if Discord refused
/// a thread (the game is offered again later). Threads not needed (a thread refused,
/// or the game housed by another process first) are deleted again.
pub async fn house_match(
    http: &Http,
    service: &Arc<Service>,
    request: &service::matches::MatchHouse,
) -> Option<Response> {
    let (svc, wanted) = (service.clone(), request.clone());
    let parents = [request.home_parent, request.away_parent];
    match thread_pair(http, parents, &request.name, move |h, a| {
        svc.house_match_game(&wanted, h, a)
    })
    .await
    {
        Ok(done) => done,
        Err(e) => {
            tracing::warn!(error = %e, m = %request.id, board = request.board, "no thread for a match game; it is offered again later");
            None
        }
    }
}

/// Opens the threads where a match just started keeps its scoreboard, one under each
/// server's lobby channel, and returns the scoreboard to post in them; `None` if
/// Discord refused one (the scoreboard then goes to the lobby channels).
pub async fn match_threads(
    http: &Http,
    service: &Arc<Service>,
    request: &service::matches::MatchThreads,
) -> Option<Response> {
    let (svc, wanted) = (service.clone(), request.clone());
    let parents = [request.home_parent, request.away_parent];
    match thread_pair(http, parents, &request.name, move |h, a| {
        svc.match_threads(&wanted, h, a)
    })
    .await
    {
        Ok(done) => done,
        Err(e) => {
            tracing::warn!(error = %e, m = %request.id, "no thread for a match's scoreboard; it goes to the lobby channels");
            None
        }
    }
}

/// Opens a thread named `name` under each of `parents` (one in each server of a
/// match) and tells the service with `tell` (off the async threads). Both are deleted
/// again if Discord refuses one (its error is returned) or the service has no use for
/// them (another process opened its own first).
async fn thread_pair(
    http: &Http,
    parents: [data::ChannelId; 2],
    name: &str,
    tell: impl FnOnce(data::ChannelId, data::ChannelId) -> Response + Send + 'static,
) -> serenity::Result<Option<Response>> {
    let mut opened = Vec::with_capacity(2);
    for parent in parents {
        match public_thread(http, parent, name).await {
            Ok(t) => opened.push(t.id),
            Err(e) => {
                for t in opened {
                    let _ = t.delete(http).await.observed();
                }
                return Err(e);
            }
        }
    }
    let (home, away) = (opened[0], opened[1]);
    let (h, a) = (data::ChannelId(home.get()), data::ChannelId(away.get()));
    let Ok(done) = tokio::task::spawn_blocking(move || tell(h, a)).await else {
        return Ok(None);
    };
    if done.replies.is_empty() {
        for t in [home, away] {
            if let Err(e) = t.delete(http).await.observed() {
                tracing::warn!(error = %e, "could not delete a thread not needed");
            }
        }
    }
    Ok(Some(done))
}

/// Opens a new tournament's own thread under its channel, where its news will go.
/// Returns what to post there; `None` if Discord refused the thread (the news then
/// goes to the channel). A thread opened when another process set one first is
/// deleted again.
pub async fn tournament(
    http: &Http,
    service: &Arc<Service>,
    request: &TournamentThreadRequest,
) -> Option<Response> {
    let thread = match public_thread(http, request.parent, &request.name).await {
        Ok(t) => t,
        Err(e) => {
            tracing::warn!(error = %e, tournament = %request.tournament, "no thread for a tournament; its news goes to its channel");
            return None;
        }
    };
    let svc = service.clone();
    let wanted = request.clone();
    report(http, thread.id, move |id| {
        svc.tournament_thread(&wanted, id)
    })
    .await
}

/// Tells the service about a thread just opened (off the async threads: it writes to
/// the database) and deletes the thread again if the service had no use for it.
async fn report(
    http: &Http,
    thread: ChannelId,
    tell: impl FnOnce(data::ChannelId) -> Response + Send + 'static,
) -> Option<Response> {
    let id = data::ChannelId(thread.get());
    let done = tokio::task::spawn_blocking(move || tell(id)).await.ok()?;
    if done.replies.is_empty()
        && let Err(e) = thread.delete(http).await.observed()
    {
        tracing::warn!(error = %e, "could not delete a thread not needed");
    }
    Some(done)
}
