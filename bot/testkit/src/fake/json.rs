//! Discord's v10 objects as the fake sends them: users, members, messages, channels,
//! interactions. Shapes follow Discord's documentation (and what serenity parses).

use serde_json::{Value, json};

/// The fake's one server.
pub const GUILD: u64 = 800_000_000_000_000_001;
/// The bot's application (and user) id.
pub const APP: u64 = 800_000_000_000_000_002;
/// A plausible timestamp for every object.
pub const WHEN: &str = "2026-01-01T00:00:00.000000+00:00";

/// A person on the fake server.
#[derive(Debug, Clone)]
pub struct FakeUser {
    /// Their id.
    pub id: u64,
    /// Their user name.
    pub name: String,
    /// Their permissions in the server (a decimal bit set).
    pub permissions: u64,
    /// Their nickname in each server that gave them one: (server, nickname).
    pub nicknames: Vec<(u64, String)>,
}

impl FakeUser {
    /// A user without special permissions.
    pub fn new(id: u64, name: &str) -> FakeUser {
        FakeUser {
            id,
            name: name.to_owned(),
            permissions: 0x400 | 0x800, // view channel, send messages
            nicknames: Vec::new(),
        }
    }

    /// The same user with the nickname `nick` in the server `guild`.
    #[must_use]
    pub fn with_nickname(mut self, guild: u64, nick: &str) -> FakeUser {
        self.nicknames.push((guild, nick.to_owned()));
        self
    }

    /// Their nickname in `guild`, if it gave them one.
    pub fn nickname_in(&self, guild: u64) -> Option<&str> {
        self.nicknames
            .iter()
            .find(|(g, _)| *g == guild)
            .map(|(_, n)| n.as_str())
    }
}

/// A user object.
pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(), "username": name, "discriminator": "0", "global_name": name,
        "avatar": null, "bot": bot, "public_flags": 0,
    })
}

/// A guild member object in the first server, [`GUILD`].
pub fn member(u: &FakeUser) -> Value {
    member_in(u, GUILD)
}

/// A guild member object of `guild` (as interactions carry it: with the user, their
/// nickname there and their permissions).
pub fn member_in(u: &FakeUser, guild: u64) -> Value {
    json!({
        "user": user(u.id, &u.name, false), "nick": u.nickname_in(guild), "roles": [],
        "joined_at": WHEN,
        "deaf": false, "mute": false, "flags": 0, "pending": false,
        "permissions": u.permissions.to_string(),
    })
}

/// A direct message channel with `recipient` (type 1, in no server).
pub fn dm_channel(id: u64, recipient: u64) -> Value {
    json!({
        "id": id.to_string(), "type": 1, "last_message_id": null,
        "recipients": [user(recipient, "someone", false)],
    })
}

/// A text channel or thread object (in the first server, [`GUILD`]).
pub fn channel(id: u64, kind: u8, name: &str, parent: Option<u64>) -> Value {
    channel_in(GUILD, id, kind, name, parent)
}

/// A text channel or thread object in the server `guild`.
pub fn channel_in(guild: u64, id: u64, kind: u8, name: &str, parent: Option<u64>) -> Value {
    let mut c = json!({
        "id": id.to_string(), "type": kind, "guild_id": guild.to_string(), "name": name,
        "position": 0, "permission_overwrites": [], "nsfw": false, "last_message_id": null,
        "rate_limit_per_user": 0, "flags": 0,
    });
    if let Some(p) = parent {
        c["parent_id"] = json!(p.to_string());
        c["owner_id"] = json!(APP.to_string());
        c["thread_metadata"] = json!({
            "archived": false, "auto_archive_duration": 10080, "archive_timestamp": WHEN,
            "locked": false,
        });
        c["member_count"] = json!(1);
        c["message_count"] = json!(0);
    }
    c
}

/// A message object built from what a client sent (`payload`) and the uploaded files.
pub fn message(id: u64, channel_id: u64, payload: &Value, files: &[(String, Vec<u8>)]) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, (name, bytes))| {
            json!({
                "id": (id + 1 + i as u64).to_string(), "filename": name, "size": bytes.len(),
                "url": format!("https://cdn.invalid/{id}/{name}"),
                "proxy_url": format!("https://cdn.invalid/{id}/{name}"),
            })
        })
        .collect();
    let mut m = json!({
        "id": id.to_string(), "channel_id": channel_id.to_string(), "guild_id": GUILD.to_string(),
        "author": user(APP, "Sanctum", true), "content": payload.get("content").cloned().unwrap_or(json!("")),
        "timestamp": WHEN, "edited_timestamp": null, "tts": false, "mention_everyone": false,
        "mentions": [], "mention_roles": [], "attachments": attachments,
        "embeds": payload.get("embeds").cloned().unwrap_or(json!([])),
        "components": payload.get("components").cloned().unwrap_or(json!([])),
        "pinned": false, "type": 0, "flags": payload.get("flags").cloned().unwrap_or(json!(0)),
        "application_id": APP.to_string(),
    });
    if let Some(nonce) = payload.get("nonce") {
        m["nonce"] = nonce.clone();
    }
    resolve_media(&mut m);
    m
}

/// As Discord sends a message in components back: each `attachment://name` in it
/// (a gallery's picture, a file) replaced by that attachment's URL, with its proxy
/// URL, type and id.
pub fn resolve_media(message: &mut Value) {
    let attachments = message["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    resolve_in(&mut message["components"], &attachments);
}

fn resolve_in(v: &mut Value, attachments: &[Value]) {
    match v {
        Value::Array(items) => items.iter_mut().for_each(|i| resolve_in(i, attachments)),
        Value::Object(map) => {
            for (key, child) in map.iter_mut() {
                let named = child
                    .get("url")
                    .and_then(Value::as_str)
                    .and_then(|u| u.strip_prefix("attachment://"))
                    .map(str::to_owned);
                match named {
                    Some(name) if matches!(key.as_str(), "media" | "file") => {
                        if let Some(a) = attachments.iter().find(|a| a["filename"] == name.as_str())
                        {
                            let png = std::path::Path::new(&name)
                                .extension()
                                .is_some_and(|e| e.eq_ignore_ascii_case("png"));
                            let kind = if png {
                                "image/png"
                            } else {
                                "application/octet-stream"
                            };
                            *child = json!({
                                "url": a["url"], "proxy_url": a["proxy_url"],
                                "content_type": kind, "attachment_id": a["id"],
                            });
                        }
                    }
                    _ => resolve_in(child, attachments),
                }
            }
        }
        _ => {}
    }
}

/// The fields every interaction shares (in the first server, [`GUILD`]).
pub fn interaction(
    id: u64,
    token: &str,
    kind: u8,
    who: &FakeUser,
    channel_id: u64,
    data: Value,
) -> Value {
    interaction_in(GUILD, id, token, kind, who, channel_id, data)
}

/// The fields every interaction shares, for an interaction in the server `guild`.
pub fn interaction_in(
    guild: u64,
    id: u64,
    token: &str,
    kind: u8,
    who: &FakeUser,
    channel_id: u64,
    data: Value,
) -> Value {
    let mut i = json!({
        "id": id.to_string(), "application_id": APP.to_string(), "type": kind,
        "guild_id": guild.to_string(), "channel_id": channel_id.to_string(),
        "channel": {"id": channel_id.to_string(), "type": 0, "guild_id": guild.to_string(), "name": "general"},
        "member": member_in(who, guild), "token": token, "version": 1,
        "app_permissions": "2248473465835073", "locale": "en-US", "guild_locale": "en-US",
        "entitlements": [], "authorizing_integration_owners": {"0": guild.to_string()},
        "context": 0, "attachment_size_limit": 26_214_400,
    });
    i["data"] = data;
    i
}

/// A group chat (type 3, in no server) with `members`.
pub fn group_dm(id: u64, members: &[&FakeUser]) -> Value {
    let recipients: Vec<Value> = members.iter().map(|u| user(u.id, &u.name, false)).collect();
    json!({
        "id": id.to_string(), "type": 3, "last_message_id": null, "name": null,
        "recipients": recipients, "owner_id": members.first().map(|u| u.id.to_string()),
    })
}

/// An interaction in a conversation outside servers (a group chat or a direct
/// message), from an app `installer` installed for themselves: as Discord sends it,
/// with `user` rather than `member`, no server, context 2 (private channel), and the
/// user install as its only authorizing owner.
pub fn interaction_outside(
    id: u64,
    token: &str,
    kind: u8,
    who: &FakeUser,
    channel: &Value,
    installer: u64,
    data: Value,
) -> Value {
    let mut i = json!({
        "id": id.to_string(), "application_id": APP.to_string(), "type": kind,
        "channel_id": channel["id"].clone(), "channel": channel.clone(),
        "user": user(who.id, &who.name, false), "token": token, "version": 1,
        "app_permissions": "0", "locale": "en-US",
        "entitlements": [], "authorizing_integration_owners": {"1": installer.to_string()},
        "context": 2, "attachment_size_limit": 10_485_760,
    });
    i["data"] = data;
    i
}

/// The application, as `GET /oauth2/applications/@me` returns it.
pub fn application() -> Value {
    json!({
        "id": APP.to_string(), "name": "Sanctum", "icon": null, "description": "",
        "bot_public": true, "bot_require_code_grant": false, "verify_key": "00",
        "owner": user(800_000_000_000_000_099, "owner", false), "team": null, "flags": 0,
        "bot": user(APP, "Sanctum", true),
    })
}

/// READY for a fresh session of the first server's only shard.
pub fn ready(session: &str, resume_url: &str, shard: [u64; 2]) -> Value {
    ready_with(session, resume_url, shard, &[GUILD])
}

/// READY for a fresh session of `shard` (`[id, total]`), which owns `guilds`.
pub fn ready_with(session: &str, resume_url: &str, shard: [u64; 2], guilds: &[u64]) -> Value {
    let guilds: Vec<Value> = guilds
        .iter()
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10, "user": {
            "id": APP.to_string(), "username": "Sanctum", "discriminator": "0", "global_name": null,
            "avatar": null, "bot": true, "verified": true, "mfa_enabled": false, "flags": 0,
        },
        "guilds": guilds,
        "session_id": session, "resume_gateway_url": resume_url, "shard": shard,
        "application": {"id": APP.to_string(), "flags": 0},
    })
}

/// `GUILD_CREATE` for the fake's first server, with one text channel.
pub fn guild(channel_id: u64) -> Value {
    guild_with(GUILD, "Sanctum test server", channel_id)
}

/// `GUILD_CREATE` for the server `id` called `name`, with one text channel.
pub fn guild_with(id: u64, name: &str, channel_id: u64) -> Value {
    json!({
        "id": id.to_string(), "name": name, "icon": null, "splash": null,
        "discovery_splash": null, "owner_id": "800000000000000099", "afk_channel_id": null,
        "afk_timeout": 300, "verification_level": 0, "default_message_notifications": 0,
        "explicit_content_filter": 0, "roles": [{
            "id": id.to_string(), "name": "@everyone", "color": 0, "hoist": false, "icon": null,
            "unicode_emoji": null, "position": 0, "permissions": "3072", "managed": false,
            "mentionable": false, "flags": 0,
        }], "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
        "preferred_locale": "en-US", "public_updates_channel_id": null, "nsfw_level": 0,
        "premium_progress_bar_enabled": false, "joined_at": WHEN, "large": false,
        "unavailable": false, "member_count": 3, "voice_states": [], "members": [],
        "channels": [channel_in(id, channel_id, 0, "general", None)], "threads": [], "presences": [],
        "stage_instances": [], "stickers": [], "guild_scheduled_events": [],
        "max_video_channel_users": 25, "premium_subscription_count": 0,
        "safety_alerts_channel_id": null, "incidents_data": null,
    })
}

/// The words of a message (or of a message payload) as a reader sees them: its
/// `content`, or for a message in components (Components V2) its text displays, in
/// order, each on its own line.
pub fn text(message: &Value) -> String {
    let content = message["content"].as_str().unwrap_or_default();
    let mut texts = Vec::new();
    if !content.is_empty() {
        texts.push(content.to_owned());
    }
    texts_in(&message["components"], &mut texts);
    texts.join("\n")
}

/// Every button of a message, in order, however deep (rows, sections, containers).
pub fn buttons(message: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    buttons_in(&message["components"], &mut out);
    out
}

fn buttons_in(v: &Value, out: &mut Vec<Value>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| buttons_in(i, out)),
        Value::Object(map) => {
            if map.get("type").and_then(Value::as_u64) == Some(2) {
                out.push(v.clone());
                return;
            }
            for key in ["components", "accessory"] {
                if let Some(child) = map.get(key) {
                    buttons_in(child, out);
                }
            }
        }
        _ => {}
    }
}

fn texts_in(v: &Value, texts: &mut Vec<String>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| texts_in(i, texts)),
        Value::Object(map) => {
            if map.get("type").and_then(Value::as_u64) == Some(10)
                && let Some(t) = map.get("content").and_then(Value::as_str)
            {
                texts.push(t.to_owned());
                return;
            }
            for key in ["components", "accessory"] {
                if let Some(child) = map.get(key) {
                    texts_in(child, texts);
                }
            }
        }
        _ => {}
    }
}
