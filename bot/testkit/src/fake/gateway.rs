//! The gateway half: websocket sessions speaking v10's opcodes, one live session per
//! shard. A shard identifies with `shard: [id, total]` and then receives the events
//! of the servers it owns, by Discord's rule `id = (guild_id >> 22) % total`.

use super::{State, TOKEN, json};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json as j};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// How often the bot must heartbeat (short, so tests see heartbeats and ACKs).
const HEARTBEAT_MS: u64 = 1000;

/// What the test side asks a live session to do.
#[derive(Debug)]
pub enum Out {
    /// Send this text frame; `interaction` names the interaction it carries, if any,
    /// so its delivery is recorded once it is on the wire.
    Frame {
        /// The frame.
        text: String,
        /// The id of the interaction it delivers.
        interaction: Option<u64>,
    },
    /// Drop the connection without a close frame, as a network failure would.
    Close,
    /// Send op 7 RECONNECT.
    Reconnect,
}

/// The shard Discord routes `guild`'s events to when the bot runs `total` shards.
pub fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total.max(1)
}

/// One shard's session: the latest IDENTIFY for that shard id.
#[derive(Debug)]
struct Shard {
    /// How many shards the bot said it runs.
    total: u64,
    /// The session id given in READY (what RESUME must name).
    session_id: String,
    /// The websocket connection number currently attached (it changes on RESUME).
    connection: u64,
    /// Dispatches of this session so far (event name, data), for replay on RESUME.
    log: Vec<(String, Value)>,
    /// The attached connection's outbox; `None` while the bot is away.
    tx: Option<mpsc::UnboundedSender<Out>>,
}

/// Where the fake wrote an interaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delivery {
    /// The shard id of the session it went to.
    pub shard: u64,
    /// The websocket connection (numbered from 1 in accept order) it was written on.
    pub connection: u64,
}

/// A shard session as tests see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardSession {
    /// The shard id.
    pub id: u64,
    /// The total the bot identified with.
    pub total: u64,
    /// The session id.
    pub session_id: String,
    /// The connection it is (or was last) attached to.
    pub connection: u64,
    /// Whether a connection is attached now.
    pub live: bool,
}

/// Every shard's session, and what happened to the interactions.
#[derive(Debug, Default)]
pub(crate) struct Sessions {
    shards: BTreeMap<u64, Shard>,
    /// The last dispatch routed by server (event, data), for a duplicate delivery.
    last: Option<(String, Value)>,
    /// Interactions no identified shard owned: dropped, as Discord would.
    undelivered: Vec<u64>,
    /// Interaction id → where it was written.
    delivered: HashMap<u64, Vec<Delivery>>,
}

impl Sessions {
    /// The shard that owns `guild` among the identified ones.
    fn owner(&self, guild: u64) -> Option<u64> {
        self.shards
            .iter()
            .find(|(id, s)| shard_of(guild, s.total) == **id)
            .map(|(id, _)| *id)
    }

    /// Appends a dispatch to `shard`'s log and sends it if a connection is attached.
    fn push(&mut self, shard: u64, event: &str, data: Value, interaction: Option<u64>) {
        let Some(s) = self.shards.get_mut(&shard) else {
            return;
        };
        let text = j!({"op": 0, "t": event, "s": s.log.len() + 1, "d": &data}).to_string();
        s.log.push((event.to_owned(), data));
        if let Some(tx) = &s.tx {
            let _ = tx.send(Out::Frame { text, interaction });
        }
    }

    /// The live shard sessions, as tests see them.
    pub fn list(&self) -> Vec<ShardSession> {
        self.shards
            .iter()
            .map(|(id, s)| ShardSession {
                id: *id,
                total: s.total,
                session_id: s.session_id.clone(),
                connection: s.connection,
                live: s.tx.is_some(),
            })
            .collect()
    }

    /// Where interaction `id` was written.
    pub fn delivered(&self, id: u64) -> Vec<Delivery> {
        self.delivered.get(&id).cloned().unwrap_or_default()
    }

    /// Whether interaction `id` found no shard to go to.
    pub fn undelivered(&self, id: u64) -> bool {
        self.undelivered.contains(&id)
    }

    /// Whether any session has a connection attached.
    pub fn any_live(&self) -> bool {
        self.shards.values().any(|s| s.tx.is_some())
    }

    /// Whether `shard` has a connection attached.
    pub fn live(&self, shard: u64) -> bool {
        self.shards.get(&shard).is_some_and(|s| s.tx.is_some())
    }
}

/// Sends `out` to every live session (`shard` `None`) or to one shard's. A `Close`
/// also detaches the session at once, so later dispatches wait in its log for a
/// RESUME instead of racing the dying connection.
pub fn send(state: &State, shard: Option<u64>, out: &Out) {
    let Ok(mut sessions) = state.gateway.lock() else {
        return;
    };
    for (id, s) in &mut sessions.shards {
        if shard.is_some_and(|want| want != *id) {
            continue;
        }
        if let Some(tx) = s.tx.as_ref() {
            let _ = tx.send(match out {
                Out::Close => Out::Close,
                Out::Reconnect => Out::Reconnect,
                Out::Frame { text, interaction } => Out::Frame {
                    text: text.clone(),
                    interaction: *interaction,
                },
            });
        }
        if matches!(out, Out::Close) {
            s.tx = None;
        }
    }
}

/// The server an event belongs to: its `guild_id`, else the first server.
fn guild_in(data: &Value) -> u64 {
    data["guild_id"]
        .as_str()
        .and_then(|g| g.parse().ok())
        .unwrap_or(json::GUILD)
}

/// Records a dispatch in the log of the shard owning its server (for replay on
/// RESUME) and sends it to that shard's live session. With no shard owning the
/// server (the bot does not run it) the event is dropped. The sessions' lock is held
/// while sending so frames reach each session in `s` order.
pub fn dispatch(state: &State, event: &str, data: Value) {
    let Ok(mut sessions) = state.gateway.lock() else {
        return;
    };
    let interaction = (event == "INTERACTION_CREATE")
        .then(|| data["id"].as_str().and_then(|i| i.parse::<u64>().ok()))
        .flatten();
    sessions.last = Some((event.to_owned(), data.clone()));
    match sessions.owner(guild_in(&data)) {
        Some(shard) => sessions.push(shard, event, data, interaction),
        None => sessions.undelivered.extend(interaction),
    }
}

/// Dispatches the last routed event again (a duplicate delivery).
pub fn redeliver_last(state: &State) {
    let last = state.gateway.lock().ok().and_then(|s| s.last.clone());
    if let Some((event, data)) = last {
        dispatch(state, &event, data);
    }
}

/// Tells the shard owning a server that was just added about it (`GUILD_CREATE`,
/// as when the bot joins a server).
pub fn guild_added(state: &State, guild: u64, data: Value) {
    let Ok(mut sessions) = state.gateway.lock() else {
        return;
    };
    if let Some(shard) = sessions.owner(guild) {
        sessions.push(shard, "GUILD_CREATE", data, None);
    }
}

/// Accepts gateway connections until the test ends.
pub async fn serve(listener: tokio::net::TcpListener, state: Arc<State>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let state = state.clone();
        let connection = state.connections.fetch_add(1, Ordering::SeqCst) + 1;
        tokio::spawn(async move {
            if let Ok(ws) = tokio_tungstenite::accept_async(stream).await {
                session(ws, state, connection).await;
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
    connection: u64,
) {
    let hello = j!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}}).to_string();
    if ws.send(Message::Text(hello)).await.is_err() {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Out>();
    // The shard this connection serves, once identified or resumed.
    let mut serving: Option<u64> = None;
    loop {
        tokio::select! {
            incoming = ws.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Binary(_) | Message::Frame(_))) => continue,
                    Some(Ok(Message::Close(_))) => {
                        // Answer the close frame, as Discord does (the client waits for it).
                        let _ = ws.close(None).await;
                        break;
                    }
                    Some(Err(_)) | None => break,
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
                        serving = Some(identify(&state, &tx, &frame, connection));
                    }
                    Some(6) => {
                        if let Some(shard) = resume(&state, &tx, &frame, connection) {
                            serving = Some(shard);
                        } else {
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
                Some(Out::Frame { text, interaction }) => {
                    // Noted before the write: the bot may answer before this task
                    // runs again, and a test reads where it went once answered.
                    if let (Some(id), Some(shard)) = (interaction, serving)
                        && let Ok(mut sessions) = state.gateway.lock()
                    {
                        sessions.delivered.entry(id).or_default().push(Delivery { shard, connection });
                    }
                    if ws.send(Message::Text(text)).await.is_err() {
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
    if let Ok(mut sessions) = state.gateway.lock() {
        for s in sessions.shards.values_mut() {
            if s.tx.as_ref().is_some_and(|t| t.same_channel(&tx)) {
                s.tx = None;
            }
        }
    }
    state.changed.notify_waiters();
}

/// The name of the server `guild` (the first one keeps its historical name).
pub fn guild_name(guild: u64) -> String {
    if guild == json::GUILD {
        "Sanctum test server".to_owned()
    } else {
        format!("Sanctum test server {guild}")
    }
}

/// A fresh session for the shard the bot names: `READY` listing the servers it
/// owns, then a `GUILD_CREATE` for each. Returns the shard id.
fn identify(state: &State, tx: &mpsc::UnboundedSender<Out>, frame: &Value, connection: u64) -> u64 {
    let n = state.identifies.fetch_add(1, Ordering::SeqCst) + 1;
    let [id, total] = frame["d"]["shard"].as_array().map_or([0, 1], |s| {
        [
            s.first().and_then(Value::as_u64).unwrap_or(0),
            s.get(1).and_then(Value::as_u64).unwrap_or(1).max(1),
        ]
    });
    let url = state
        .gateway_url
        .lock()
        .map(|u| u.clone())
        .unwrap_or_default();
    let guilds: Vec<(u64, u64)> = state
        .guilds
        .lock()
        .map(|g| g.clone())
        .unwrap_or_default()
        .into_iter()
        .filter(|(g, _)| shard_of(*g, total) == id)
        .collect();
    let session_id = format!("session-{n}");
    if let Ok(mut sessions) = state.gateway.lock() {
        // A bot restarted with another shard count: the old sessions are gone.
        sessions.shards.retain(|_, s| s.total == total);
        sessions.shards.insert(
            id,
            Shard {
                total,
                session_id: session_id.clone(),
                connection,
                log: Vec::new(),
                tx: Some(tx.clone()),
            },
        );
        let owned: Vec<u64> = guilds.iter().map(|(g, _)| *g).collect();
        sessions.push(
            id,
            "READY",
            json::ready_with(&session_id, &url, [id, total], &owned),
            None,
        );
        for (guild, general) in &guilds {
            sessions.push(
                id,
                "GUILD_CREATE",
                json::guild_with(*guild, &guild_name(*guild), *general),
                None,
            );
        }
    }
    state.changed.notify_waiters();
    id
}

/// RESUME: replays what the shard's session missed, then RESUMED, atomically with
/// respect to new dispatches. The shard id, or `None` if the session is unknown.
fn resume(
    state: &State,
    tx: &mpsc::UnboundedSender<Out>,
    frame: &Value,
    connection: u64,
) -> Option<u64> {
    if frame["d"]["token"]
        .as_str()
        .map(|t| t.trim_start_matches("Bot "))
        != Some(TOKEN)
    {
        return None;
    }
    let wanted = frame["d"]["session_id"].as_str()?;
    let seen = usize::try_from(frame["d"]["seq"].as_u64().unwrap_or(0)).unwrap_or(0);
    let shard = {
        let mut sessions = state.gateway.lock().ok()?;
        let (id, shard) = sessions
            .shards
            .iter_mut()
            .find(|(_, s)| s.session_id == wanted)?;
        state.resumes.fetch_add(1, Ordering::SeqCst);
        let mut replayed = Vec::new();
        for (i, (t, d)) in shard.log.iter().enumerate().skip(seen) {
            let interaction = (t == "INTERACTION_CREATE")
                .then(|| d["id"].as_str().and_then(|i| i.parse::<u64>().ok()))
                .flatten();
            replayed.push(Out::Frame {
                text: j!({"op": 0, "t": t, "s": i + 1, "d": d}).to_string(),
                interaction,
            });
        }
        shard.log.push(("RESUMED".to_owned(), j!({})));
        replayed.push(Out::Frame {
            text: j!({"op": 0, "t": "RESUMED", "s": shard.log.len(), "d": {}}).to_string(),
            interaction: None,
        });
        for out in replayed {
            let _ = tx.send(out);
        }
        shard.tx = Some(tx.clone());
        shard.connection = connection;
        *id
    };
    state.changed.notify_waiters();
    Some(shard)
}
