//! Where a match's scoreboard goes: a thread of its own in each server, opened with
//! the live scoreboard (one message, redrawn in place as games end), a line for each
//! result below it, and the final score there and in both lobby channels.

use crate::community::matches::scoreboard;
use crate::core::context::Ctx;
use crate::core::refusal::Result;
use crate::core::reply::{Edit, Kept, Purpose, Reply, Response, Threads};
use crate::core::text::Msg;
use crate::core::text::Text;
use data::{ChannelId, GuildId, MatchGame, MatchId, MatchStatus, StoredMatch};

/// The word for a match's scoreboard threads in a [`Purpose`]: its id is the match.
pub(crate) const SCOREBOARD: &str = "match-scoreboard";

/// What the face needs to open the threads where a match keeps its scoreboard: one
/// under each server's lobby channel, home first.
pub(crate) fn scoreboard_threads(m: &StoredMatch) -> Threads {
    Threads {
        purpose: Purpose {
            kind: SCOREBOARD,
            ids: [m.id.0, 0, 0],
        },
        parents: vec![m.setup.home.channel, m.setup.away.channel],
        name: Msg::new("thread-match-scoreboard").str("match", m.id.to_string()),
        label: format!("m{}", m.id),
    }
}

/// Records the threads the face opened for `request` and posts the scoreboard as it
/// stands in each; empty if the match had threads already (the face drops these).
pub(crate) fn threads_opened(
    cx: &Ctx<'_>,
    id: MatchId,
    home: ChannelId,
    away: ChannelId,
) -> Result<Response> {
    if !cx.store.set_match_threads(id, home, away)? {
        return Ok(Response::default());
    }
    let Some(m) = cx.store.match_by_id(id)? else {
        return Ok(Response::default());
    };
    let games = cx.store.match_games(m.id)?;
    let mut replies = Vec::with_capacity(2);
    for (side, thread) in [(m.setup.home, home), (m.setup.away, away)] {
        let mut post =
            scoreboard_post(cx, &m, &games, side.guild, kept_head(false))?.in_channel(thread);
        post.keep = Some(Kept::Scoreboard(m.id));
        replies.push(post);
    }
    Ok(Response {
        replies,
        ..Response::default()
    })
}

/// The head of the scoreboard kept in a match's thread: live, or final.
fn kept_head(over: bool) -> Text {
    if over {
        Text::from("🏁 ")
            .strong_msg(Msg::new("match-final-score"))
            .plain(" — ")
    } else {
        Text::new().msg(Msg::new("match-scoreboard-live")).line()
    }
}

/// The scoreboard for `reader`'s server after `head`: its text and its picture.
fn scoreboard_post(
    cx: &Ctx<'_>,
    m: &StoredMatch,
    games: &[MatchGame],
    reader: GuildId,
    head: Text,
) -> Result<Reply> {
    let mut reply = Reply::public(head.then(scoreboard::text_for(cx, m, games, reader)?));
    if let Some(picture) = scoreboard::picture_for(cx, m, games, reader)? {
        reply.files.push(picture);
    }
    Ok(reply)
}

/// Hears that a game ended: if it was a match's, the scoreboards' news at once, in
/// both servers (and the match's end, after its last game).
pub(crate) fn on_game_ended(cx: &Ctx<'_>, game: data::GameId) -> Response {
    let told = match cx.store.match_of_game(game) {
        Ok(Some(_)) => news(cx),
        Ok(None) => return Response::default(),
        Err(e) => Err(e.into()),
    };
    match told {
        Ok(responses) => {
            let mut out = Response::default();
            for r in responses {
                out.absorb(r);
            }
            out
        }
        Err(e) => {
            tracing::error!(error = %e, %game, "could not tell a match's news; the next tick will");
            Response::default()
        }
    }
}

/// The scoreboards of matches whose games ended and were not told yet, posted in
/// both servers; a match whose every game is over ends, once. Each ending is claimed
/// once, so the event that a game ended tells it at once, and the scheduler's tick
/// finds only what a process that stopped in between left untold.
pub(crate) fn news(cx: &Ctx<'_>) -> Result<Vec<Response>> {
    let mut out = Vec::new();
    let claimed = cx.store.claim_match_news()?;
    let mut ids: Vec<MatchId> = claimed.iter().map(|n| n.id).collect();
    ids.extend(cx.store.matches_left_to_end()?);
    ids.sort_unstable();
    ids.dedup();
    for id in ids {
        let Some(m) = cx.store.match_by_id(id)? else {
            continue;
        };
        let games = cx.store.match_games(m.id)?;
        let (each, _, _) = scoreboard::tally(cx, &games)?;
        let over = each.iter().all(Option::is_some)
            && cx
                .store
                .advance_match(m.id, MatchStatus::Started, MatchStatus::Finished, cx.now)?;
        let ended: Vec<&MatchGame> = games
            .iter()
            .filter(|g| {
                claimed
                    .iter()
                    .any(|n| n.id == id && n.board == g.board && n.leg == g.leg)
            })
            .collect();
        if over {
            tracing::info!(m = %m.id, "match finished");
        } else if ended.is_empty() {
            // Ended by another process meanwhile: its scoreboard is posted.
            continue;
        }
        out.extend(side_news(cx, &m, &games, &ended, over)?);
    }
    Ok(out)
}

/// A match's news for each server: the scoreboard redrawn where it is kept (or posted
/// anew where none is), a line for each game just ended, and at the end the final
/// score, in the match's thread and the lobby channel.
fn side_news(
    cx: &Ctx<'_>,
    m: &StoredMatch,
    games: &[MatchGame],
    ended: &[&MatchGame],
    over: bool,
) -> Result<Vec<Response>> {
    let threads = m.threads.map_or([None, None], |(h, a)| [Some(h), Some(a)]);
    let kept = [m.scoreboards.0, m.scoreboards.1];
    let mut out = Vec::with_capacity(2);
    for ((side, thread), message) in [m.setup.home, m.setup.away]
        .into_iter()
        .zip(threads)
        .zip(kept)
    {
        let board = scoreboard_post(cx, m, games, side.guild, kept_head(over))?;
        let mut response = Response::default();
        let here = thread.unwrap_or(side.channel);
        if let (Some(channel), Some(message)) = (thread, message) {
            response.edits.push(Edit {
                channel,
                message,
                reply: Reply {
                    keep: Some(Kept::Scoreboard(m.id)),
                    ..board.clone()
                },
            });
        }
        if over {
            response.replies.push(board.clone().in_channel(here));
            if thread.is_some() {
                response.replies.push(board.in_channel(side.channel));
            }
        } else if message.is_some() {
            let (_, home, away) = scoreboard::tally(cx, games)?;
            let ours = side.guild == m.setup.home.guild;
            let (us, them) = if ours { (home, away) } else { (away, home) };
            let mut text = Text::new();
            for g in ended {
                text = text.msg(scoreboard::result_line(cx, g)?).line();
            }
            text = text.msg(
                Msg::new("match-news-score")
                    .num("match", m.id.0)
                    .str("us", scoreboard::points(us))
                    .str("them", scoreboard::points(them)),
            );
            response.replies.push(Reply::public(text).in_channel(here));
        } else {
            let plain = scoreboard_post(cx, m, games, side.guild, Text::new())?;
            response.replies.push(plain.in_channel(here));
        }
        out.push(response);
    }
    Ok(out)
}
