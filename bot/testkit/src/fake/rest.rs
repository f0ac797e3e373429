//! The REST half: `/api/v10/...` routes over HTTP/1.1 (hyper).

use super::hold::Verdict;
use super::{Call, Fault, State, json, limits};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::{Request, Response, StatusCode};
use serde_json::{Value, json as j};
use std::sync::Arc;
use std::sync::atomic::Ordering;

type Reply = (u16, Value);

/// Why the fake closed a connection without answering.
#[derive(Debug)]
struct Dropped;

impl std::fmt::Display for Dropped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("connection dropped on purpose")
    }
}

impl std::error::Error for Dropped {}

/// Accepts connections until the test ends.
pub async fn serve(listener: tokio::net::TcpListener, state: Arc<State>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let state = state.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |req| handle(req, state.clone()));
            let io = hyper_util::rt::TokioIo::new(stream);
            // A failed connection only shows up as a missing call in the test's wait.
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(io, service)
                .await;
        });
    }
}

/// Answers one request; an `Err` makes hyper close the connection unanswered.
async fn handle(
    req: Request<hyper::body::Incoming>,
    state: Arc<State>,
) -> Result<Response<Full<Bytes>>, Dropped> {
    let method = req.method().to_string();
    let path = req.uri().path().to_owned();
    // An interaction's answer may ask for the callback response naming its message.
    let with_response = req
        .uri()
        .query()
        .is_some_and(|q| q.split('&').any(|pair| pair == "with_response=true"));
    let content_type = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let authorized = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {}", super::TOKEN));
    let bearer = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_owned);
    let body = req
        .into_body()
        .collect()
        .await
        .map(http_body_util::Collected::to_bytes)
        .unwrap_or_default();
    let (json, files) = parse_body(&content_type, &body);
    let path = path.strip_prefix("/api/v10").unwrap_or(&path).to_owned();
    let oauth = if authorized {
        None
    } else {
        super::activity::oauth(&state, &method, &path, &body, bearer.as_deref())
    };
    let held = if authorized {
        state.take_hold(&method, &path)
    } else {
        None
    };
    let (status, out) = match (oauth, held) {
        (Some((status, out, recorded)), _) => {
            state.record(Call {
                method,
                path,
                json: recorded,
                files: Vec::new(),
                status,
                at: std::time::Instant::now(),
            });
            (status, out)
        }
        (None, None) => carry_out(&state, method, path, json, files, authorized, with_response),
        // The held request waits in a task of its own, which carries the test's
        // verdict out even if this connection's handler is dropped meanwhile.
        (None, Some(catch)) => tokio::spawn(async move {
            let call = Call {
                method: method.clone(),
                path: path.clone(),
                json: json.clone(),
                files: files.clone(),
                status: 0,
                at: std::time::Instant::now(),
            };
            match catch.hold(call.clone(), &state).await {
                Verdict::Pass => {
                    carry_out(&state, method, path, json, files, authorized, with_response)
                }
                Verdict::HangUp => {
                    state.record(Call {
                        at: std::time::Instant::now(),
                        ..call
                    });
                    (0, Value::Null)
                }
            }
        })
        .await
        .unwrap_or((0, Value::Null)),
    };
    if status == 0 {
        return Err(Dropped);
    }
    let mut response = Response::builder()
        .status(StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR));
    if status == 429 {
        response = response
            .header("retry-after", "0.1")
            .header("x-ratelimit-scope", "user");
    }
    let body = if status == 204 {
        Bytes::new()
    } else {
        response = response.header("content-type", "application/json");
        Bytes::from(out.to_string())
    };
    Ok(response
        .body(Full::new(body))
        .unwrap_or_else(|_| Response::new(Full::new(Bytes::new()))))
}

/// Carries one request out as Discord would (or fails it as the test asked) and
/// records it: the status and JSON to answer, status 0 to close the connection instead.
fn carry_out(
    state: &State,
    method: String,
    path: String,
    json: Value,
    files: Vec<(String, Vec<u8>)>,
    authorized: bool,
    with_response: bool,
) -> Reply {
    let creates = method == "POST"
        && matches!(
            path.trim_start_matches('/')
                .split('/')
                .collect::<Vec<_>>()
                .as_slice(),
            ["channels", _, "messages"]
        );
    let setting_up = path.starts_with("/gateway")
        || path.starts_with("/oauth2")
        || path == "/users/@me"
        || path.ends_with("/commands");
    let fault = if creates && authorized {
        state.next_fault()
    } else {
        None
    }
    .or_else(|| {
        (authorized && !setting_up)
            .then(|| state.storm_fault())
            .flatten()
    });
    let (status, out) = match fault {
        Some(Fault::RateLimited) => (
            429,
            j!({"message": "You are being rate limited.", "retry_after": 0.1, "global": false}),
        ),
        Some(Fault::Unavailable) => (503, j!({"message": "503: Service Unavailable", "code": 0})),
        Some(Fault::ServerError) => (
            500,
            j!({"message": "500: Internal Server Error", "code": 0}),
        ),
        Some(Fault::Drop) => (0, Value::Null),
        Some(Fault::DropAfterPosting) => {
            route(state, &method, &path, &json, &files);
            (0, Value::Null)
        }
        None if authorized || path == "/gateway" => route(state, &method, &path, &json, &files),
        None => (401, j!({"message": "401: Unauthorized", "code": 0})),
    };
    let (status, out) = if with_response && status == 204 {
        callback_response(state, &path, &json).unwrap_or((status, out))
    } else {
        (status, out)
    };
    state.record(Call {
        method,
        path,
        json,
        files,
        status,
        at: std::time::Instant::now(),
    });
    (status, out)
}

/// The JSON of a request: its body, or the `payload_json` part of a multipart body,
/// with the `files[n]` parts.
fn parse_body(content_type: &str, body: &[u8]) -> (Value, Vec<(String, Vec<u8>)>) {
    let Some(boundary) = content_type
        .strip_prefix("multipart/form-data")
        .and_then(|rest| rest.split("boundary=").nth(1))
    else {
        return (
            serde_json::from_slice(body).unwrap_or(Value::Null),
            Vec::new(),
        );
    };
    let boundary = boundary.trim_matches('"');
    let delimiter = format!("--{boundary}");
    let mut json = Value::Null;
    let mut files: Vec<(usize, String, Vec<u8>)> = Vec::new();
    for part in split(body, delimiter.as_bytes()) {
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(split_at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split_at]).to_string();
        let mut data = &part[split_at + 4..];
        data = data.strip_suffix(b"\r\n").unwrap_or(data);
        let name = between(&head, "name=\"", "\"").unwrap_or_default();
        if name == "payload_json" {
            json = serde_json::from_slice(data).unwrap_or(Value::Null);
        } else if let Some(n) = name
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
        {
            let filename = between(&head, "filename=\"", "\"").unwrap_or_default();
            files.push((n.parse().unwrap_or(usize::MAX), filename, data.to_vec()));
        }
    }
    files.sort_by_key(|f| f.0);
    (json, files.into_iter().map(|(_, n, d)| (n, d)).collect())
}

fn between(s: &str, start: &str, end: &str) -> Option<String> {
    let from = s.find(start)? + start.len();
    let len = s[from..].find(end)?;
    Some(s[from..from + len].to_owned())
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(hay, needle)
}

fn split<'a>(mut body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find(body, delimiter) {
        if at > 0 {
            parts.push(&body[..at]);
        }
        body = &body[at + delimiter.len()..];
        if body.starts_with(b"--") {
            break;
        }
    }
    parts
}

fn invalid(why: &str) -> Reply {
    (
        400,
        j!({"message": "Invalid Form Body", "code": 50035, "errors": {"_errors": [{"code": "BASE_TYPE_INVALID", "message": why}]}}),
    )
}

/// Discord's answer to a message it would not take, if it would not: a message in
/// components that also sets `content` or `embeds` (400, code 50035, the field
/// named), or one that breaks a limit.
fn message_refused(body: &Value, files: &[(String, Vec<u8>)]) -> Option<Reply> {
    if limits::is_v2(body)
        && let Some(field) = limits::legacy_fields(body)
    {
        return Some(legacy_refused(field));
    }
    limits::message_problem(body, files).map(|why| invalid(&why))
}

/// Discord's 400 for `field` (`content`, `embeds`) on a message in components.
fn legacy_refused(field: &str) -> Reply {
    (
        400,
        j!({"message": "Invalid Form Body", "code": 50035, "errors": {field: {"_errors": [{
            "code": "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "message": format!("The '{field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2"),
        }]}}}),
    )
}

fn unknown(what: &str, code: u32) -> Reply {
    (
        404,
        j!({"message": format!("Unknown {what}"), "code": code}),
    )
}

#[allow(clippy::too_many_lines, reason = "one flat table of routes reads best")]
fn route(
    state: &State,
    method: &str,
    path: &str,
    body: &Value,
    files: &[(String, Vec<u8>)],
) -> Reply {
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let app = json::APP.to_string();
    match (method, parts.as_slice()) {
        ("GET", ["gateway"]) => (
            200,
            j!({"url": state.gateway_url.lock().map(|u| u.clone()).unwrap_or_default()}),
        ),
        ("GET", ["gateway", "bot"]) => (
            200,
            j!({
                "url": state.gateway_url.lock().map(|u| u.clone()).unwrap_or_default(), "shards": state.shard_total(),
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            }),
        ),
        ("GET", ["oauth2", "applications", "@me"]) => (200, json::application()),
        ("GET", ["users", "@me"]) => (200, json::user(json::APP, "Sanctum", true)),
        ("POST", ["applications", a, "commands"]) => {
            // One global command created or updated alone (by name).
            if *a != app {
                return unknown("Application", 10002);
            }
            if let Some(why) = limits::commands_problem(&Value::Array(vec![body.clone()])) {
                return invalid(&why);
            }
            let mut c = body.clone();
            c["id"] = j!(state.id().to_string());
            c["application_id"] = j!(app);
            c["version"] = j!("1");
            c["type"] = c.get("type").cloned().unwrap_or(j!(1));
            (201, c)
        }
        ("PUT", ["applications", a, "commands"] | ["applications", a, "guilds", _, "commands"]) => {
            if *a != app {
                return unknown("Application", 10002);
            }
            // A primary entry point is a global command only.
            if parts.len() == 5
                && body
                    .as_array()
                    .is_some_and(|list| list.iter().any(|c| c["type"] == 4))
            {
                return invalid("a primary entry point command must be global");
            }
            if let Some(why) = limits::commands_problem(body) {
                return invalid(&why);
            }
            if let Ok(mut c) = state.commands.lock() {
                *c = Some(body.clone());
            }
            let registered: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = j!(state.id().to_string());
                    c["application_id"] = j!(app);
                    c["version"] = j!("1");
                    c["type"] = c.get("type").cloned().unwrap_or(j!(1));
                    c
                })
                .collect();
            (200, Value::Array(registered))
        }
        ("POST", ["interactions", _id, token, "callback"]) => callback(state, token, body, files),
        ("GET", ["webhooks", _, token, "messages", "@original"]) => {
            let original = state
                .interactions
                .lock()
                .ok()
                .and_then(|i| i.get(*token).and_then(|p| p.original.clone()));
            original.map_or_else(|| unknown("Message", 10008), |m| (200, m))
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let channel = state
                .interactions
                .lock()
                .ok()
                .and_then(|i| i.get(*token).map(|p| p.channel));
            let Some(channel) = channel else {
                return unknown("Webhook", 10015);
            };
            if let Some(no) = message_refused(body, files) {
                return no;
            }
            let m = new_message(state, channel, body, files);
            if let Ok(mut i) = state.interactions.lock()
                && let Some(p) = i.get_mut(*token)
            {
                p.original = Some(m.clone());
            }
            (200, m)
        }
        ("POST", ["webhooks", _, token]) => {
            let (channel, loading) = {
                let Ok(mut i) = state.interactions.lock() else {
                    return (500, Value::Null);
                };
                let Some(p) = i.get_mut(*token) else {
                    return unknown("Webhook", 10015);
                };
                if p.user_install_only && p.followups >= limits::USER_INSTALL_FOLLOWUPS {
                    return (
                        400,
                        j!({"message": "This interaction has hit the maximum number of follow up messages", "code": 40094}),
                    );
                }
                p.followups += 1;
                (p.channel, p.original.clone().filter(is_loading))
            };
            if let Some(no) = message_refused(body, files) {
                return no;
            }
            match loading {
                // As on Discord, the first follow-up after a deferral (type 5) fills
                // in the "thinking…" message, keeping its id and its visibility.
                Some(deferred) => (200, fill_deferred(state, token, &deferred, body, files)),
                None => (200, new_message(state, channel, body, files)),
            }
        }
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            let original = state
                .interactions
                .lock()
                .ok()
                .and_then(|mut i| i.get_mut(*token).and_then(|p| p.original.take()));
            let Some(original) = original else {
                return unknown("Message", 10008);
            };
            if let Some(id) = original["id"].as_str().and_then(|i| i.parse::<u64>().ok())
                && let Ok(mut all) = state.messages.lock()
            {
                all.remove(&id);
            }
            (204, Value::Null)
        }
        ("GET", ["channels", c, "messages", m]) => {
            if c.parse().is_ok_and(|c| not_a_member(state, c)) {
                return missing_access();
            }
            let id: u64 = m.parse().unwrap_or(0);
            let found = state
                .messages
                .lock()
                .ok()
                .and_then(|all| all.get(&id).cloned());
            match found {
                Some(message) if message["channel_id"] == *c => (200, message),
                _ => unknown("Message", 10008),
            }
        }
        ("PUT", ["guilds", g, "members", u, "roles", r]) => {
            let (Ok(g), Ok(u), Ok(r)) = (g.parse::<u64>(), u.parse::<u64>(), r.parse::<u64>())
            else {
                return invalid("snowflake");
            };
            if let Ok(mut roles) = state.member_roles.lock() {
                roles.insert((g, u, r));
            }
            (204, Value::Null)
        }
        ("POST", ["users", "@me", "channels"]) => {
            let Some(recipient) = body["recipient_id"]
                .as_str()
                .and_then(|r| r.parse::<u64>().ok())
                .or_else(|| body["recipient_id"].as_u64())
            else {
                return invalid("recipient_id");
            };
            let Ok(mut dms) = state.dm_channels.lock() else {
                return (500, Value::Null);
            };
            let id = *dms.entry(recipient).or_insert_with(|| state.id());
            drop(dms);
            let channel = json::dm_channel(id, recipient);
            if let Ok(mut all) = state.channels.lock() {
                all.insert(id, channel.clone());
            }
            (200, channel)
        }
        ("POST", ["channels", c, "messages"]) => {
            let Some(channel) = known_channel(state, c) else {
                return unknown("Channel", 10003);
            };
            if not_a_member(state, channel) {
                return missing_access();
            }
            let refused = state.dm_channels.lock().ok().is_some_and(|dms| {
                dms.iter().any(|(user, dm)| {
                    *dm == channel && state.dms_refused.lock().is_ok_and(|r| r.contains(user))
                })
            });
            if refused {
                return (
                    403,
                    j!({"message": "Cannot send messages to this user", "code": 50007}),
                );
            }
            let archived = state.channels.lock().ok().is_some_and(|all| {
                all.get(&channel)
                    .is_some_and(|t| t["thread_metadata"]["archived"] == true)
            });
            if archived {
                return (400, j!({"message": "Thread is archived", "code": 50083}));
            }
            if let Some(no) = message_refused(body, files) {
                return no;
            }
            // As on Discord: with `enforce_nonce`, a nonce seen within the last few
            // minutes returns that message, and nothing new is posted.
            let nonce = match body.get("nonce") {
                Some(Value::String(s)) => Some(s.clone()),
                Some(Value::Number(n)) => Some(n.to_string()),
                _ => None,
            };
            if body["enforce_nonce"] == true
                && let Some(earlier) = nonce.as_deref().and_then(|n| state.posted_with(n))
            {
                return (200, earlier);
            }
            let message = new_message(state, channel, body, files);
            if let (Some(nonce), Some(id)) = (
                nonce,
                message["id"].as_str().and_then(|i| i.parse::<u64>().ok()),
            ) {
                state.remember_nonce(nonce, id);
            }
            (200, message)
        }
        ("PATCH", ["channels", c, "messages", m]) => {
            if c.parse().is_ok_and(|c| not_a_member(state, c)) {
                return missing_access();
            }
            let id: u64 = m.parse().unwrap_or(0);
            let Ok(mut messages) = state.messages.lock() else {
                return (500, Value::Null);
            };
            let Some(old) = messages.get_mut(&id) else {
                return unknown("Message", 10008);
            };
            // As on Discord: a message in components stays one (the flag cannot be
            // taken off), takes neither `content` nor `embeds`, and its new components
            // keep the limits.
            let v2 = limits::is_v2(old) || limits::is_v2(body);
            if v2 && let Some(field) = limits::legacy_fields(body) {
                return legacy_refused(field);
            }
            let before = old.clone();
            for key in ["content", "components", "embeds"] {
                if let Some(v) = body.get(key) {
                    old[key] = v.clone();
                }
            }
            if v2 {
                let flags = old["flags"].as_u64().unwrap_or(0)
                    | body["flags"].as_u64().unwrap_or(0)
                    | limits::IS_COMPONENTS_V2;
                old["flags"] = j!(flags);
            }
            // As on Discord: a list of attachments keeps the old ones it names by id
            // and adds the files uploaded with the edit; no list keeps them all.
            if let Some(listed) = body.get("attachments").and_then(Value::as_array) {
                let named = |a: &Value| listed.iter().any(|l| l["id"] == a["id"]);
                let mut kept: Vec<Value> = old["attachments"]
                    .as_array()
                    .map(|all| all.iter().filter(|a| named(a)).cloned().collect())
                    .unwrap_or_default();
                let added = json::message(id, 0, &j!({}), files);
                kept.extend(added["attachments"].as_array().cloned().unwrap_or_default());
                old["attachments"] = Value::Array(kept);
            }
            if v2 {
                let names: Vec<String> = old["attachments"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|a| a["filename"].as_str().map(str::to_owned))
                    .collect();
                if let Some(why) = limits::components_problem(old, &names) {
                    *old = before;
                    return invalid(&why);
                }
                json::resolve_media(old);
            }
            (200, old.clone())
        }
        ("PATCH", ["channels", c]) => {
            let id: u64 = c.parse().unwrap_or(0);
            let Ok(mut all) = state.channels.lock() else {
                return (500, Value::Null);
            };
            let Some(channel) = all.get_mut(&id) else {
                return unknown("Channel", 10003);
            };
            if let Some(archived) = body.get("archived").and_then(Value::as_bool) {
                if channel.get("thread_metadata").is_none() {
                    return invalid("not a thread");
                }
                channel["thread_metadata"]["archived"] = j!(archived);
            }
            (200, channel.clone())
        }
        ("POST", ["channels", c, "threads"] | ["channels", c, "messages", _, "threads"]) => {
            let Some(parent) = known_channel(state, c) else {
                return unknown("Channel", 10003);
            };
            if state.threads_refused.load(Ordering::SeqCst) {
                return (403, j!({"message": "Missing Permissions", "code": 50013}));
            }
            let name = body.get("name").and_then(Value::as_str).unwrap_or("");
            if name.is_empty() || name.chars().count() > 100 {
                return invalid("thread name");
            }
            let from_message = parts.get(3).and_then(|m| m.parse::<u64>().ok());
            let id = from_message.unwrap_or_else(|| state.id());
            let thread = json::channel(id, 11, name, Some(parent));
            if let Ok(mut c) = state.channels.lock() {
                c.insert(id, thread.clone());
            }
            (201, thread)
        }
        _ => (404, j!({"message": "404: Not Found", "code": 0})),
    }
}

/// True for a conversation outside servers where a user installed the app: the bot
/// is no member there, and Discord refuses its posts, edits and reads.
fn not_a_member(state: &State, channel: u64) -> bool {
    state.outside.lock().is_ok_and(|o| o.contains_key(&channel))
}

fn missing_access() -> Reply {
    (403, j!({"message": "Missing Access", "code": 50001}))
}

fn known_channel(state: &State, id: &str) -> Option<u64> {
    let id: u64 = id.parse().ok()?;
    state.channels.lock().ok()?.contains_key(&id).then_some(id)
}

fn new_message(state: &State, channel: u64, body: &Value, files: &[(String, Vec<u8>)]) -> Value {
    let id = state.id();
    let m = json::message(id, channel, body, files);
    if let Ok(mut all) = state.messages.lock() {
        all.insert(id, m.clone());
    }
    m
}

fn callback(state: &State, token: &str, body: &Value, files: &[(String, Vec<u8>)]) -> Reply {
    let Ok(mut interactions) = state.interactions.lock() else {
        return (500, Value::Null);
    };
    let Some(pending) = interactions.get_mut(token) else {
        return unknown("interaction", 10062);
    };
    if pending.answered {
        return (
            400,
            j!({"message": "Interaction has already been acknowledged.", "code": 40060}),
        );
    }
    let kind = body.get("type").and_then(Value::as_u64).unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    match kind {
        4 | 7 => {
            if let Some(no) = message_refused(&data, files) {
                return no;
            }
        }
        8 => {
            if let Some(why) = limits::choices_problem(&data) {
                return invalid(&why);
            }
        }
        // 12: LAUNCH_ACTIVITY, the answer to an Activity's entry point.
        1 | 5 | 6 | 9 | 12 => {}
        _ => return invalid("unknown callback type"),
    }
    pending.answered = true;
    let channel = pending.channel;
    if kind == 4 || kind == 5 {
        drop(interactions);
        let mut data = data;
        if kind == 5 {
            // Discord shows a deferred answer as a "thinking…" message (flag LOADING).
            let flags = data["flags"].as_u64().unwrap_or(0) | LOADING;
            data["flags"] = j!(flags);
        }
        let m = new_message(state, channel, &data, files);
        if let Ok(mut i) = state.interactions.lock()
            && let Some(p) = i.get_mut(token)
        {
            p.original = Some(m);
        }
    }
    (204, Value::Null)
}

/// An interaction callback's answer under `with_response=true`, as Discord gives it:
/// the interaction, and the message the callback made (if it made one).
fn callback_response(state: &State, path: &str, body: &Value) -> Option<Reply> {
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let ["interactions", id, token, "callback"] = parts.as_slice() else {
        return None;
    };
    let message = state
        .interactions
        .lock()
        .ok()?
        .get(*token)
        .and_then(|p| p.original.clone());
    let interaction = match &message {
        Some(m) => j!({"id": id, "type": 2, "response_message_id": m["id"]}),
        None => j!({"id": id, "type": 2}),
    };
    let kind = body.get("type").cloned().unwrap_or(Value::Null);
    let resource = match message {
        Some(m) => j!({"type": kind, "message": m}),
        None => j!({"type": kind}),
    };
    Some((200, j!({"interaction": interaction, "resource": resource})))
}

/// Discord's message flag for a deferred answer still "thinking".
const LOADING: u64 = 128;

fn is_loading(message: &Value) -> bool {
    message["flags"].as_u64().is_some_and(|f| f & LOADING != 0)
}

/// Replaces a deferred answer's "thinking…" message with the first follow-up: same id,
/// same visibility (ephemeral stays ephemeral), the follow-up's content.
fn fill_deferred(
    state: &State,
    token: &str,
    deferred: &Value,
    body: &Value,
    files: &[(String, Vec<u8>)],
) -> Value {
    let id = deferred["id"]
        .as_str()
        .and_then(|i| i.parse::<u64>().ok())
        .unwrap_or(0);
    let channel = deferred["channel_id"]
        .as_str()
        .and_then(|c| c.parse::<u64>().ok())
        .unwrap_or(0);
    let mut payload = body.clone();
    let v2 = body["flags"].as_u64().unwrap_or(0) & limits::IS_COMPONENTS_V2;
    payload["flags"] = j!((deferred["flags"].as_u64().unwrap_or(0) & !LOADING) | v2);
    let m = json::message(id, channel, &payload, files);
    if let Ok(mut all) = state.messages.lock() {
        all.insert(id, m.clone());
    }
    if let Ok(mut i) = state.interactions.lock()
        && let Some(p) = i.get_mut(token)
    {
        p.original = Some(m.clone());
    }
    m
}
