//! The gateway half: one websocket session at a time, speaking v10's opcodes.

use super::{State, TOKEN, json};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json as j};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// How often the bot must heartbeat (short, so tests see heartbeats and ACKs).
const HEARTBEAT_MS: u64 = 1000;

/// What the test side asks a live session to do.
#[derive(Debug)]
pub enum Out {
    /// Send this text frame.
    Frame(String),
    /// Drop the connection without a close frame, as a network failure would.
    Close,
    /// Send op 7 RECONNECT.
    Reconnect,
}

/// Sends `out` to the live session, if any. A `Close` also detaches the session at
/// once, so later dispatches wait in the log for a RESUME instead of racing the
/// dying connection.
pub fn send(state: &State, out: Out) {
    let Ok(_order) = state.dispatched.lock() else {
        return;
    };
    if let Ok(mut session) = state.session.lock() {
        let closing = matches!(out, Out::Close);
        if let Some(tx) = session.as_ref() {
            let _ = tx.send(out);
        }
        if closing {
            *session = None;
        }
    }
}

/// Records a dispatch (for replay on RESUME) and sends it to the live session. The
/// log's lock is held while sending so frames reach the session in `s` order.
pub fn dispatch(state: &State, event: &str, data: Value) {
    let Ok(mut log) = state.dispatched.lock() else {
        return;
    };
    let frame = j!({"op": 0, "t": event, "s": log.len() + 1, "d": &data}).to_string();
    log.push((event.to_owned(), data));
    if let Ok(session) = state.session.lock()
        && let Some(tx) = session.as_ref()
    {
        let _ = tx.send(Out::Frame(frame));
    }
}

/// Accepts gateway connections until the test ends.
pub async fn serve(listener: tokio::net::TcpListener, state: Arc<State>, general: u64) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let state = state.clone();
        tokio::spawn(async move {
            if let Ok(ws) = tokio_tungstenite::accept_async(stream).await {
                session(ws, state, general).await;
            }
        });
    }
}

#[allow(
    clippy::collapsible_match,
    reason = "the sends are awaited, which a match guard cannot do"
)]
async fn session(
    mut ws: tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>,
    state: Arc<State>,
    general: u64,
) {
    let hello = j!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}}).to_string();
    if ws.send(Message::Text(hello)).await.is_err() {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Out>();
    loop {
        tokio::select! {
            incoming = ws.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Binary(_) | Message::Frame(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                match frame["op"].as_u64() {
                    Some(1) => {
                        if ws.send(Message::Text(j!({"op": 11}).to_string())).await.is_err() {
                            break;
                        }
                    }
                    Some(2) => {
                        let token = frame["d"]["token"].as_str().unwrap_or("");
                        if token.trim_start_matches("Bot ") != TOKEN {
                            let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                code: 4004.into(),
                                reason: "Authentication failed.".into(),
                            };
                            let _ = ws.send(Message::Close(Some(close))).await;
                            break;
                        }
                        identify(&state, &tx, &frame, general);
                    }
                    Some(6) => {
                        if !resume(&state, &tx, &frame) {
                            let invalid = j!({"op": 9, "d": false}).to_string();
                            if ws.send(Message::Text(invalid)).await.is_err() {
                                break;
                            }
                        }
                    }
                    _ => {}
                }
            }
            out = rx.recv() => match out {
                Some(Out::Frame(f)) => {
                    if ws.send(Message::Text(f)).await.is_err() {
                        break;
                    }
                }
                Some(Out::Reconnect) => {
                    if ws.send(Message::Text(j!({"op": 7, "d": null}).to_string())).await.is_err() {
                        break;
                    }
                }
                Some(Out::Close) | None => break,
            },
        }
    }
    if let Ok(mut session) = state.session.lock()
        && session.as_ref().is_some_and(|s| s.same_channel(&tx))
    {
        *session = None;
    }
    state.changed.notify_waiters();
}

/// A fresh session: `READY`, then `GUILD_CREATE`.
fn identify(state: &State, tx: &mpsc::UnboundedSender<Out>, frame: &Value, general: u64) {
    let n = state.identifies.fetch_add(1, Ordering::SeqCst) + 1;
    if let Ok(mut log) = state.dispatched.lock() {
        log.clear();
        if let Ok(mut session) = state.session.lock() {
            *session = Some(tx.clone());
        }
    }
    let shard = frame["d"]["shard"].as_array().map_or([0, 1], |s| {
        [
            s.first().and_then(Value::as_u64).unwrap_or(0),
            s.get(1).and_then(Value::as_u64).unwrap_or(1),
        ]
    });
    let url = state
        .gateway_url
        .lock()
        .map(|u| u.clone())
        .unwrap_or_default();
    dispatch(
        state,
        "READY",
        json::ready(&format!("session-{n}"), &url, shard),
    );
    dispatch(state, "GUILD_CREATE", json::guild(general));
    state.changed.notify_waiters();
}

/// RESUME: replays what the bot missed, then RESUMED, atomically with respect to new
/// dispatches. False if the session is unknown.
fn resume(state: &State, tx: &mpsc::UnboundedSender<Out>, frame: &Value) -> bool {
    let current = format!("session-{}", state.identifies.load(Ordering::SeqCst));
    if frame["d"]["session_id"].as_str() != Some(current.as_str())
        || frame["d"]["token"]
            .as_str()
            .map(|t| t.trim_start_matches("Bot "))
            != Some(TOKEN)
    {
        return false;
    }
    state.resumes.fetch_add(1, Ordering::SeqCst);
    let seen = usize::try_from(frame["d"]["seq"].as_u64().unwrap_or(0)).unwrap_or(0);
    {
        let Ok(mut log) = state.dispatched.lock() else {
            return false;
        };
        for (i, (t, d)) in log.iter().enumerate().skip(seen) {
            let _ = tx.send(Out::Frame(
                j!({"op": 0, "t": t, "s": i + 1, "d": d}).to_string(),
            ));
        }
        log.push(("RESUMED".to_owned(), j!({})));
        let _ = tx.send(Out::Frame(
            j!({"op": 0, "t": "RESUMED", "s": log.len(), "d": {}}).to_string(),
        ));
        if let Ok(mut session) = state.session.lock() {
            *session = Some(tx.clone());
        }
    }
    state.changed.notify_waiters();
    true
}
