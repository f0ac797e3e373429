//! What an Activity needs of Discord: the `OAuth2` token endpoint (`POST
//! /oauth2/token`, a code traded for an access token with the application's client id
//! and secret) and `GET /users/@me` for a `Bearer` token; and Discord's proxy for the
//! Activity (`https://<app>.discordsays.com/…`): one origin that serves the page of
//! Discord's client a test gives (which frames the Activity and plays Discord's side
//! of the Embedded App SDK's messages) and forwards every other path to the address
//! the application's URL mapping names, as Discord's proxy does.

use super::{State, json};
use serde_json::{Value, json as j};
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The application's `OAuth2` client secret the fake expects.
pub const CLIENT_SECRET: &str = "fake-client-secret";

/// What the fake's `OAuth2` knows: codes issued and tokens traded for them, each for a
/// user (id, name).
#[derive(Debug, Default)]
pub(crate) struct OAuth {
    codes: std::collections::HashMap<String, (u64, String)>,
    tokens: std::collections::HashMap<String, (u64, String)>,
}

impl State {
    /// A code for `user` to trade, as Discord's client gets one when a user lets an
    /// Activity `authorize`.
    pub(crate) fn issue_code(&self, user: u64, name: &str) -> String {
        let code = format!("code-{}", self.id());
        if let Ok(mut o) = self.oauth.lock() {
            o.codes.insert(code.clone(), (user, name.to_owned()));
        }
        code
    }
}

/// The form fields of a URL-encoded body.
fn form(body: &[u8]) -> std::collections::HashMap<String, String> {
    let text = String::from_utf8_lossy(body);
    text.split('&')
        .filter_map(|pair| {
            let (k, v) = pair.split_once('=')?;
            Some((decode(k), decode(v)))
        })
        .collect()
}

/// `%XX` and `+` undone.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("");
                if let Ok(b) = u8::from_str_radix(hex, 16) {
                    out.push(b);
                    i += 2;
                } else {
                    out.push(b'%');
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The `OAuth2` routes, if the request is one: `(status, answer, what to record)`.
/// The client secret is checked and never recorded.
pub(crate) fn oauth(
    state: &State,
    method: &str,
    path: &str,
    body: &[u8],
    bearer: Option<&str>,
) -> Option<(u16, Value, Value)> {
    match (method, path) {
        ("POST", "/oauth2/token") => {
            let f = form(body);
            let field = |k: &str| f.get(k).map_or("", String::as_str);
            let recorded = j!({
                "client_id": field("client_id"), "grant_type": field("grant_type"),
                "code": field("code"),
            });
            if field("client_id") != json::APP.to_string()
                || field("client_secret") != CLIENT_SECRET
            {
                return Some((401, j!({"error": "invalid_client"}), recorded));
            }
            if field("grant_type") != "authorization_code" {
                return Some((400, j!({"error": "unsupported_grant_type"}), recorded));
            }
            let mut o = state.oauth.lock().ok()?;
            // A code is good once.
            let Some(user) = o.codes.remove(field("code")) else {
                return Some((
                    400,
                    j!({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."}),
                    recorded,
                ));
            };
            let token = format!("access-{}", state.id());
            o.tokens.insert(token.clone(), user);
            Some((
                200,
                j!({
                    "access_token": token, "token_type": "Bearer", "expires_in": 604_800,
                    "refresh_token": format!("refresh-{}", state.id()), "scope": "identify guilds",
                }),
                recorded,
            ))
        }
        ("GET", "/users/@me") => {
            let token = bearer?;
            let known = state.oauth.lock().ok()?.tokens.get(token).cloned();
            Some(match known {
                Some((id, name)) => (200, json::user(id, &name, false), j!({"bearer": true})),
                None => (
                    401,
                    j!({"message": "401: Unauthorized", "code": 0}),
                    j!({"bearer": true}),
                ),
            })
        }
        _ => None,
    }
}

/// Serves Discord's proxy for an Activity on `listener` until the test ends: `GET
/// /client` answers `client` (the page of Discord's client), every other request
/// goes to `target` (`127.0.0.1:PORT` and the mapped path, `/activity`) with its path
/// under that one, on a connection of its own that is then piped both ways (so an
/// event stream streams).
pub(crate) async fn proxy(listener: tokio::net::TcpListener, target: String, client: Arc<String>) {
    let (host, prefix) = match target.split_once('/') {
        Some((host, path)) => (host.to_owned(), format!("/{path}")),
        None => (target.clone(), String::new()),
    };
    loop {
        let Ok((mut inbound, _)) = listener.accept().await else {
            continue;
        };
        let (host, prefix, client) = (host.clone(), prefix.clone(), client.clone());
        tokio::spawn(async move {
            // The request's head, whole.
            let mut head = Vec::new();
            let mut byte = [0u8; 1];
            while !head.ends_with(b"\r\n\r\n") && head.len() < 64 * 1024 {
                match inbound.read(&mut byte).await {
                    Ok(1) => head.push(byte[0]),
                    _ => return,
                }
            }
            let text = String::from_utf8_lossy(&head).into_owned();
            let mut lines = text.split("\r\n");
            let request_line = lines.next().unwrap_or_default();
            let mut parts = request_line.splitn(3, ' ');
            let (method, target_path, version) = (
                parts.next().unwrap_or_default(),
                parts.next().unwrap_or_default(),
                parts.next().unwrap_or("HTTP/1.1"),
            );
            if method == "GET" && (target_path == "/client" || target_path.starts_with("/client?"))
            {
                let answer = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: text/html; charset=utf-8\r\ncontent-length: {}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n{}",
                    client.len(),
                    client
                );
                let _ = inbound.write_all(answer.as_bytes()).await;
                return;
            }
            // One request per connection: the listener is told to close after it.
            let mut forwarded = format!("{method} {prefix}{target_path} {version}\r\n");
            for line in lines.filter(|l| !l.is_empty()) {
                let name = line
                    .split(':')
                    .next()
                    .unwrap_or_default()
                    .to_ascii_lowercase();
                if name != "connection" && name != "keep-alive" {
                    forwarded.push_str(line);
                    forwarded.push_str("\r\n");
                }
            }
            forwarded.push_str("connection: close\r\n\r\n");
            let Ok(mut outbound) = tokio::net::TcpStream::connect(&host).await else {
                let _ = inbound
                    .write_all(b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
                    .await;
                return;
            };
            if outbound.write_all(forwarded.as_bytes()).await.is_err() {
                return;
            }
            let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
        });
    }
}
