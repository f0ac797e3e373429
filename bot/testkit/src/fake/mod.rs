//! A fake Discord on 127.0.0.1 for end-to-end tests: Discord's v10 REST routes the
//! bot uses and the gateway websocket, speaking the real protocol so the real
//! serenity client talks to it unchanged.
//!
//! Every REST call is recorded (method, path, JSON body, uploaded files, status) for
//! assertions; tests inject interactions as a given user through the gateway and
//! wait for the bot's answers. Discord's form limits are enforced (400, code 50035)
//! so a payload Discord would refuse fails the test.

pub mod activity;
mod gateway;
mod hold;
pub mod json;
pub mod limits;
pub mod process;
mod rest;

pub use gateway::{Delivery, ShardSession};
pub use hold::Hold;
pub use json::{APP, FakeUser, GUILD};

use serde_json::Value;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Notify;

/// How long any wait for the bot lasts before the test fails.
pub const PATIENCE: Duration = Duration::from_secs(20);
/// The token the fake accepts.
pub const TOKEN: &str = "fake.bot.token";

/// One REST call the bot made.
#[derive(Debug, Clone)]
pub struct Call {
    /// `GET`, `POST`, …
    pub method: String,
    /// The path after `/api/v10`, without the query.
    pub path: String,
    /// The JSON body (or a multipart request's `payload_json`).
    pub json: Value,
    /// Uploaded files: (file name, bytes), in `files[n]` order.
    pub files: Vec<(String, Vec<u8>)>,
    /// What the fake answered; 0 if it dropped the connection instead (see [`Fault`]).
    pub status: u16,
    /// When the fake received it.
    pub at: std::time::Instant,
}

/// An interaction the fake delivered, to find its answers.
#[derive(Debug, Clone)]
pub struct Sent {
    /// The interaction id.
    pub id: u64,
    /// Its token (the callback and webhook routes carry it).
    pub token: String,
    /// When the fake dispatched it.
    pub at: std::time::Instant,
}

impl Sent {
    /// True if `call` answers this interaction (callback, webhook edit or follow-up).
    pub fn answered_by(&self, call: &Call) -> bool {
        call.path.contains(&format!("/{}/", self.token)) || call.path.ends_with(&self.token)
    }
}

/// An interaction the fake knows about.
#[derive(Debug)]
struct Pending {
    channel: u64,
    answered: bool,
    original: Option<Value>,
    /// Follow-ups sent so far.
    followups: u32,
    /// Authorised by a user's install alone (no server's): Discord then allows at most
    /// [`limits::USER_INSTALL_FOLLOWUPS`] follow-ups.
    user_install_only: bool,
}

/// Everything the fake holds, shared by its REST and gateway halves.
#[derive(Debug, Default)]
pub(crate) struct State {
    calls: Mutex<Vec<Call>>,
    changed: Notify,
    next_id: AtomicU64,
    interactions: Mutex<HashMap<String, Pending>>,
    messages: Mutex<HashMap<u64, Value>>,
    channels: Mutex<HashMap<u64, Value>>,
    commands: Mutex<Option<Value>>,
    /// Discord languages of users and servers (by id) other than `en-US`.
    locales: Mutex<HashMap<u64, String>>,
    gateway_url: Mutex<String>,
    /// How many shards `GET /gateway/bot` recommends (0 counts as 1).
    shard_total: AtomicU64,
    /// The servers (id, general channel id), the first one [`GUILD`].
    guilds: Mutex<Vec<(u64, u64)>>,
    /// The gateway sessions, one per shard, with their dispatch logs.
    gateway: Mutex<gateway::Sessions>,
    /// Websocket connections accepted so far.
    connections: AtomicU64,
    identifies: AtomicU64,
    resumes: AtomicU64,
    /// Thread creation answered 403 Missing Permissions, as in a server where the bot
    /// may not create public threads.
    threads_refused: std::sync::atomic::AtomicBool,
    /// Interaction callbacks by interaction token: (status, when received), so a
    /// load test can wait for many answers without scanning every call.
    callbacks: Mutex<HashMap<String, (u16, std::time::Instant)>>,
    /// Direct message channels by recipient.
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// Group chats (and other conversations outside servers) where the app is used by
    /// a user who installed it, with that user: the bot is no member there and may not
    /// post, only answer interactions.
    outside: Mutex<HashMap<u64, u64>>,
    /// Users whose privacy settings refuse the bot's direct messages (403, code 50007).
    dms_refused: Mutex<std::collections::HashSet<u64>>,
    /// Roles the bot gave members: (server, user, role).
    member_roles: Mutex<std::collections::BTreeSet<(u64, u64, u64)>>,
    /// How the next message creates fail, in order.
    faults: Mutex<std::collections::VecDeque<Fault>>,
    /// A storm: every this-many calls the bot makes fails (0: calm).
    storm_every: AtomicU64,
    /// The bot's calls counted while a storm blows.
    storm_calls: AtomicU64,
    /// The nonce of each message posted within [`NONCE_MEMORY`]: (message id, when).
    nonces: Mutex<HashMap<String, (u64, std::time::Instant)>>,
    /// Calls to hold before answering ([`FakeDiscord::hold`]), each until it catches one.
    holds: Mutex<Vec<Arc<hold::Catch>>>,
    /// The `OAuth2` codes and tokens issued for Activities.
    oauth: Mutex<activity::OAuth>,
}

/// How long Discord de-duplicates a message's nonce ("a few minutes").
pub const NONCE_MEMORY: Duration = Duration::from_mins(3);

/// How the fake fails a message create it was told to fail
/// ([`FakeDiscord::fail_message_creates`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// 429 Too Many Requests (a route's rate limit, retry after 100 ms); nothing is posted.
    RateLimited,
    /// 503 Service Unavailable; nothing is posted.
    Unavailable,
    /// 500 Internal Server Error; nothing is posted, which the bot cannot know.
    ServerError,
    /// The connection is dropped without an answer; nothing is posted.
    Drop,
    /// The message is posted, then the connection dropped before the answer: the bot
    /// cannot tell it was.
    DropAfterPosting,
}

impl State {
    /// The hold that catches `method path`, if one waits for it; it catches no other.
    pub(crate) fn take_hold(&self, method: &str, path: &str) -> Option<Arc<hold::Catch>> {
        let mut holds = self.holds.lock().ok()?;
        let at = holds.iter().position(|c| c.wants(method, path))?;
        Some(holds.remove(at))
    }

    /// The fault for the next message create, if the fake was told to fail it.
    pub(crate) fn next_fault(&self) -> Option<Fault> {
        self.faults.lock().ok()?.pop_front()
    }

    /// The storm's fault for the bot's next call, if it is one of those that fail:
    /// 429s, 503s and 500s in turn.
    pub(crate) fn storm_fault(&self) -> Option<Fault> {
        let every = self.storm_every.load(Ordering::SeqCst);
        if every == 0 {
            return None;
        }
        let n = self.storm_calls.fetch_add(1, Ordering::SeqCst) + 1;
        n.is_multiple_of(every).then(|| match (n / every) % 3 {
            0 => Fault::RateLimited,
            1 => Fault::Unavailable,
            _ => Fault::ServerError,
        })
    }

    /// The message posted with `nonce` within [`NONCE_MEMORY`], if any.
    pub(crate) fn posted_with(&self, nonce: &str) -> Option<Value> {
        let nonces = self.nonces.lock().ok()?;
        let (id, at) = nonces.get(nonce)?;
        if at.elapsed() > NONCE_MEMORY {
            return None;
        }
        self.messages.lock().ok()?.get(id).cloned()
    }

    /// Remembers that `message` was posted with `nonce`.
    pub(crate) fn remember_nonce(&self, nonce: String, message: u64) {
        if let Ok(mut nonces) = self.nonces.lock() {
            nonces.insert(nonce, (message, std::time::Instant::now()));
        }
    }

    fn id(&self) -> u64 {
        900_000_000_000_000_000 + self.next_id.fetch_add(10, Ordering::SeqCst)
    }

    /// How many shards `GET /gateway/bot` recommends.
    pub(crate) fn shard_total(&self) -> u64 {
        self.shard_total.load(Ordering::SeqCst).max(1)
    }

    fn record(&self, call: Call) {
        if let ["", "interactions", _, token, "callback"] =
            call.path.split('/').collect::<Vec<_>>().as_slice()
            && let Ok(mut callbacks) = self.callbacks.lock()
        {
            callbacks
                .entry((*token).to_owned())
                .or_insert((call.status, call.at));
        }
        if let Ok(mut calls) = self.calls.lock() {
            calls.push(call);
        }
        self.changed.notify_waiters();
    }
}

/// A server of the fake beyond the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FakeGuild {
    /// The server id.
    pub id: u64,
    /// Its one text channel.
    pub general: u64,
}

/// The running fake.
pub struct FakeDiscord {
    state: Arc<State>,
    /// The REST base URL to give the bot (`SANCTUM_DISCORD_API`).
    pub api_base: String,
    /// The one text channel of the server.
    pub general: u64,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

impl FakeDiscord {
    /// Starts the fake on two free loopback ports (REST and gateway), recommending
    /// one shard.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with_shards(1).await
    }

    /// Starts the fake with `GET /gateway/bot` recommending `shards` shards (what an
    /// autosharded bot runs).
    pub async fn start_with_shards(shards: u64) -> FakeDiscord {
        let state = Arc::new(State::default());
        state.shard_total.store(shards, Ordering::SeqCst);
        let rest = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind REST");
        let gw = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let api_base = format!("http://{}", rest.local_addr().expect("REST address"));
        let gateway_url = format!("ws://{}", gw.local_addr().expect("gateway address"));
        *state.gateway_url.lock().expect("state") = gateway_url;
        let general = state.id();
        state
            .channels
            .lock()
            .expect("state")
            .insert(general, json::channel(general, 0, "general", None));
        state.guilds.lock().expect("state").push((GUILD, general));
        let tasks = vec![
            tokio::spawn(rest::serve(rest, state.clone())),
            tokio::spawn(gateway::serve(gw, state.clone())),
        ];
        FakeDiscord {
            state,
            api_base,
            general,
            tasks,
        }
    }

    /// Every REST call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.state.calls.lock().expect("state").clone()
    }

    /// From now on, `user`'s interactions say their Discord language is `locale`
    /// (`de`, `pt-BR`; every user starts with `en-US`).
    pub fn set_locale(&self, user: u64, locale: &str) {
        if let Ok(mut l) = self.state.locales.lock() {
            l.insert(user, locale.to_owned());
        }
    }

    /// From now on, interactions in `guild` say the server's language is `locale`.
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        if let Ok(mut l) = self.state.locales.lock() {
            l.insert(guild, locale.to_owned());
        }
    }

    /// An interaction's `locale` and `guild_locale` as this fake's users and servers have them.
    fn with_locales(&self, mut interaction: Value, who: u64, guild: u64) -> Value {
        if let Ok(l) = self.state.locales.lock() {
            if let Some(locale) = l.get(&who) {
                interaction["locale"] = serde_json::json!(locale);
            }
            if let Some(locale) = l.get(&guild) {
                interaction["guild_locale"] = serde_json::json!(locale);
            }
        }
        interaction
    }

    /// A code for `who` to trade at the `OAuth2` token endpoint, as Discord's client
    /// gets one when `who` lets the Activity `authorize` (good once).
    pub fn oauth_code(&self, who: &FakeUser) -> String {
        self.state.issue_code(who.id, &who.name)
    }

    /// Starts Discord's proxy for an Activity whose URL mapping names `target`
    /// (`127.0.0.1:PORT/activity`): its origin serves `client` (the page of Discord's
    /// client) at `/client`, and every other path from `target`. Returns the origin
    /// (`http://127.0.0.1:PORT`).
    pub async fn serve_activity(&mut self, target: &str, client: String) -> String {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the Activity's proxy");
        let origin = format!("http://{}", listener.local_addr().expect("proxy address"));
        self.tasks.push(tokio::spawn(activity::proxy(
            listener,
            target.to_owned(),
            Arc::new(client),
        )));
        origin
    }

    /// The commands the bot registered (the last PUT), if any.
    pub fn registered_commands(&self) -> Option<Value> {
        self.state.commands.lock().expect("state").clone()
    }

    /// How many times a session identified and resumed.
    pub fn sessions(&self) -> (u64, u64) {
        (
            self.state.identifies.load(Ordering::SeqCst),
            self.state.resumes.load(Ordering::SeqCst),
        )
    }

    /// Waits until a recorded call satisfies `want`, and returns it; fails the test
    /// (listing the calls seen) after [`PATIENCE`].
    pub async fn wait_for(&self, what: &str, want: impl Fn(&Call) -> bool) -> Call {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.state.changed.notified();
            if let Some(c) = self.calls().into_iter().find(|c| want(c)) {
                return c;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let seen: Vec<String> = self
                    .calls()
                    .iter()
                    .map(|c| format!("{} {} -> {} {}", c.method, c.path, c.status, c.json))
                    .collect();
                panic!("timed out waiting for {what}; calls:\n{}", seen.join("\n"));
            }
        }
    }

    /// Waits until the bot has a live, identified gateway session.
    pub async fn wait_until_connected(&self) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.state.changed.notified();
            if self.state.gateway.lock().expect("state").any_live() {
                return;
            }
            let woke = tokio::time::timeout_at(deadline, notified).await;
            assert!(woke.is_ok(), "the bot never identified on the gateway");
        }
    }

    /// Sends a dispatch to the connected bot.
    fn dispatch(&self, event: &str, data: Value) {
        gateway::dispatch(&self.state, event, data);
    }

    fn new_interaction(&self, channel: u64) -> (u64, String) {
        let id = self.state.id();
        let token = format!("itoken-{id}");
        self.state.interactions.lock().expect("state").insert(
            token.clone(),
            Pending {
                channel,
                answered: false,
                original: None,
                followups: 0,
                user_install_only: self.installer_of(channel).is_some(),
            },
        );
        (id, token)
    }

    /// The user who installed the app for the conversation `channel`, if it is one
    /// outside servers.
    fn installer_of(&self, channel: u64) -> Option<u64> {
        self.state.outside.lock().ok()?.get(&channel).copied()
    }

    /// A group chat of `members`, where `members[0]` installed Sanctum for themselves:
    /// interactions there come from no server, and the bot may not post there.
    pub fn add_group_dm(&self, members: &[&FakeUser]) -> u64 {
        let id = self.state.id();
        let installer = members.first().map_or(0, |u| u.id);
        self.state
            .channels
            .lock()
            .expect("state")
            .insert(id, json::group_dm(id, members));
        self.state
            .outside
            .lock()
            .expect("state")
            .insert(id, installer);
        id
    }

    /// The interaction `who` makes in `channel`: in its server, or outside servers for
    /// a conversation made with [`FakeDiscord::add_group_dm`].
    fn interaction_at(
        &self,
        (id, token): (u64, &str),
        kind: u8,
        who: &FakeUser,
        channel: u64,
        mut data: Value,
    ) -> Value {
        if let Some(installer) = self.installer_of(channel) {
            if let Some(d) = data.as_object_mut() {
                d.remove("guild_id");
            }
            let object = self.channel(channel).unwrap_or(Value::Null);
            let i = json::interaction_outside(id, token, kind, who, &object, installer, data);
            return self.with_locales(i, who.id, 0);
        }
        let guild = self.guild_of(channel);
        self.with_locales(
            json::interaction_in(guild, id, token, kind, who, channel, data),
            who.id,
            guild,
        )
    }

    /// `who` runs `/name` with `options` (Discord's option objects) in `channel`;
    /// user options must name users in `users` so they can be resolved.
    pub fn slash(
        &self,
        who: &FakeUser,
        channel: u64,
        name: &str,
        options: Value,
        users: &[&FakeUser],
    ) -> Sent {
        let mut resolved_users = serde_json::Map::new();
        let mut resolved_members = serde_json::Map::new();
        // Outside servers nobody is a member of anything: users only.
        let outside = self.installer_of(channel).is_some();
        for u in users {
            resolved_users.insert(u.id.to_string(), json::user(u.id, &u.name, false));
            if outside {
                continue;
            }
            let mut m = json::member_in(u, self.guild_of(channel));
            if let Some(m) = m.as_object_mut() {
                m.remove("user");
            }
            resolved_members.insert(u.id.to_string(), m);
        }
        let mut data = serde_json::json!({
            "id": "700000000000000001", "name": name, "type": 1,
            "resolved": {"users": resolved_users, "members": resolved_members},
        });
        data["options"] = options;
        self.slash_data(who, channel, data)
    }

    /// `who` sends a slash command whose `data` is given whole (options, resolved users
    /// and members as the test wants them, even ones Discord would never send).
    pub fn slash_data(&self, who: &FakeUser, channel: u64, mut data: Value) -> Sent {
        let (id, token) = self.new_interaction(channel);
        let guild = self.guild_of(channel);
        data["guild_id"] = serde_json::json!(guild.to_string());
        let interaction = self.interaction_at((id, &token), 2, who, channel, data);
        self.dispatch("INTERACTION_CREATE", interaction);
        Sent {
            id,
            token,
            at: std::time::Instant::now(),
        }
    }

    /// `who` types into `/name`'s `option` (the focused one): an autocomplete request.
    pub fn autocomplete(
        &self,
        who: &FakeUser,
        channel: u64,
        name: &str,
        option: &str,
        typed: &str,
    ) -> Sent {
        let (id, token) = self.new_interaction(channel);
        let guild = self.guild_of(channel);
        let data = serde_json::json!({
            "id": "700000000000000001", "name": name, "type": 1, "guild_id": guild.to_string(),
            "options": [{"name": option, "type": 3, "value": typed, "focused": true}],
        });
        self.dispatch(
            "INTERACTION_CREATE",
            self.interaction_at((id, &token), 4, who, channel, data),
        );
        Sent {
            id,
            token,
            at: std::time::Instant::now(),
        }
    }

    /// `who` presses the button `custom_id` on `message` (a message object the fake
    /// returned earlier).
    pub fn press(&self, who: &FakeUser, message: &Value, custom_id: &str) -> Sent {
        let channel = message["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(self.general);
        let (id, token) = self.new_interaction(channel);
        let guild = self.guild_of(channel);
        let data = serde_json::json!({"custom_id": custom_id, "component_type": 2});
        let mut i = self.interaction_at((id, &token), 3, who, channel, data);
        i["message"] = message.clone();
        if self.installer_of(channel).is_some() {
            if let Some(m) = i["message"].as_object_mut() {
                m.remove("guild_id");
            }
        } else if i["message"].get("guild_id").is_some() {
            i["message"]["guild_id"] = serde_json::json!(guild.to_string());
        }
        self.dispatch("INTERACTION_CREATE", i);
        Sent {
            id,
            token,
            at: std::time::Instant::now(),
        }
    }

    /// Sends an interaction payload again (a duplicate delivery).
    pub fn redeliver_last(&self) {
        gateway::redeliver_last(&self.state);
    }

    /// The message stored under `id` (as the fake returned it).
    pub fn message(&self, id: u64) -> Option<Value> {
        self.state.messages.lock().expect("state").get(&id).cloned()
    }

    /// Every message posted so far, oldest first.
    pub fn messages(&self) -> Vec<Value> {
        let mut all: Vec<Value> = self
            .state
            .messages
            .lock()
            .expect("state")
            .values()
            .cloned()
            .collect();
        all.sort_by_key(|m| {
            m["id"]
                .as_str()
                .and_then(|s| s.parse::<u64>().ok())
                .unwrap_or(0)
        });
        all
    }

    /// The channels and threads known, by id.
    pub fn channel(&self, id: u64) -> Option<Value> {
        self.state.channels.lock().expect("state").get(&id).cloned()
    }

    /// Closes the bot's gateway connections abruptly (as a network drop would).
    pub fn drop_gateway(&self) {
        gateway::send(&self.state, None, &gateway::Out::Close);
    }

    /// Asks the bot to reconnect (op 7 RECONNECT) on every live session.
    pub fn ask_reconnect(&self) {
        gateway::send(&self.state, None, &gateway::Out::Reconnect);
    }

    /// Closes one shard's gateway connection abruptly.
    pub fn drop_shard(&self, shard: u64) {
        gateway::send(&self.state, Some(shard), &gateway::Out::Close);
    }

    /// Asks one shard to reconnect (op 7 RECONNECT).
    pub fn ask_shard_reconnect(&self, shard: u64) {
        gateway::send(&self.state, Some(shard), &gateway::Out::Reconnect);
    }
}

impl FakeDiscord {
    /// The message that answered an interaction (its callback or deferred edit).
    pub fn original(&self, sent: &Sent) -> Option<Value> {
        self.state
            .interactions
            .lock()
            .expect("state")
            .get(&sent.token)
            .and_then(|p| p.original.clone())
    }

    /// Waits for the interaction's callback and returns it.
    pub async fn callback(&self, sent: &Sent) -> Call {
        let path = format!("/interactions/{}/{}/callback", sent.id, sent.token);
        self.wait_for(&format!("the answer to interaction {}", sent.id), |c| {
            c.path == path
        })
        .await
    }
}

impl FakeDiscord {
    /// The ids of the threads created so far, oldest first.
    pub fn threads(&self) -> Vec<u64> {
        let mut ids: Vec<u64> = self
            .state
            .channels
            .lock()
            .expect("state")
            .iter()
            .filter(|(_, c)| c["type"] == 11)
            .map(|(id, _)| *id)
            .collect();
        ids.sort_unstable();
        ids
    }
}

impl FakeDiscord {
    /// Waits until the bot has identified `n` times in all (a restart identifies
    /// again) and that session is live.
    pub async fn wait_for_identifies(&self, n: u64) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.state.changed.notified();
            if self.sessions().0 >= n && self.state.gateway.lock().expect("state").any_live() {
                return;
            }
            let woke = tokio::time::timeout_at(deadline, notified).await;
            assert!(
                woke.is_ok(),
                "the bot did not identify {n} times: {:?}",
                self.sessions()
            );
        }
    }
}

impl FakeDiscord {
    /// From now on one of every `every` calls the bot makes to the REST API fails — a
    /// 429 with `retry_after`, a 503 or a 500 in turn — whatever the route (interaction
    /// answers and edits, posts, threads), but for connecting and registering commands.
    /// `0` calms it.
    pub fn storm(&self, every: u64) {
        self.state.storm_every.store(every, Ordering::SeqCst);
    }

    /// Fails the next `n` message creates (`POST /channels/{id}/messages`, direct
    /// messages included) the way `fault` says, after any failures already asked for.
    pub fn fail_message_creates(&self, n: usize, fault: Fault) {
        self.state
            .faults
            .lock()
            .expect("state")
            .extend(std::iter::repeat_n(fault, n));
    }

    /// Forgets the failures asked for and not yet served: message creates succeed again.
    pub fn stop_failing(&self) {
        self.state.faults.lock().expect("state").clear();
    }

    /// Holds the next REST call whose method and path (after `/api/v10`) `matches`
    /// accepts: the fake neither carries it out nor answers until the test releases it
    /// or hangs up ([`Hold`]). `what` names it in a failure.
    pub fn hold(
        &self,
        what: &str,
        matches: impl Fn(&str, &str) -> bool + Send + Sync + 'static,
    ) -> Hold {
        Hold::set(&self.state, what, Box::new(matches))
    }

    /// Holds the first answer (callback) to the interaction `sent`.
    pub fn hold_callback(&self, sent: &Sent) -> Hold {
        let path = format!("/interactions/{}/{}/callback", sent.id, sent.token);
        self.hold(
            &format!("the answer to interaction {}", sent.id),
            move |m, p| m == "POST" && p == path,
        )
    }

    /// Every message create tried in `channel`, answered or not, oldest first.
    pub fn creates_in(&self, channel: u64) -> Vec<Call> {
        let path = format!("/channels/{channel}/messages");
        self.calls()
            .into_iter()
            .filter(|c| c.method == "POST" && c.path == path)
            .collect()
    }

    /// From now on, refuses to create threads (403, code 50013 Missing Permissions).
    pub fn refuse_threads(&self) {
        self.state.threads_refused.store(true, Ordering::SeqCst);
    }

    /// Archives a thread, as Discord does after its auto-archive time without
    /// activity: posts into it are refused (code 50083) until it is unarchived.
    pub fn archive_thread(&self, id: u64) {
        if let Some(thread) = self.state.channels.lock().expect("state").get_mut(&id) {
            thread["thread_metadata"]["archived"] = serde_json::json!(true);
        }
    }
}

impl FakeDiscord {
    /// Adds a text channel to the server and returns its id.
    pub fn add_channel(&self, name: &str) -> u64 {
        let id = self.state.id();
        self.state
            .channels
            .lock()
            .expect("state")
            .insert(id, json::channel(id, 0, name, None));
        id
    }
}

impl FakeDiscord {
    /// The shard Discord routes `guild`'s events to when the bot runs `total` shards:
    /// `(guild >> 22) % total`.
    pub fn shard_of(guild: u64, total: u64) -> u64 {
        gateway::shard_of(guild, total)
    }

    /// Every server's id, the first one ([`GUILD`]) first.
    pub fn guild_ids(&self) -> Vec<u64> {
        self.state
            .guilds
            .lock()
            .expect("state")
            .iter()
            .map(|(id, _)| *id)
            .collect()
    }

    /// Adds a server with one text channel, as when the bot is invited to another
    /// server: its `GUILD_CREATE` goes to the shard owning it if that is connected.
    /// Server ids step by `1 << 22` from [`GUILD`], so with two shards consecutive
    /// servers land on different shards.
    pub fn add_guild(&self) -> FakeGuild {
        let general = self.state.id();
        let id = {
            let mut guilds = self.state.guilds.lock().expect("state");
            let id = GUILD + ((guilds.len() as u64) << 22);
            guilds.push((id, general));
            id
        };
        self.state
            .channels
            .lock()
            .expect("state")
            .insert(general, json::channel_in(id, general, 0, "general", None));
        gateway::guild_added(
            &self.state,
            id,
            json::guild_with(id, &gateway::guild_name(id), general),
        );
        FakeGuild { id, general }
    }

    /// Adds a text channel to the server `guild` and returns its id.
    pub fn add_channel_in(&self, guild: u64, name: &str) -> u64 {
        let id = self.state.id();
        self.state
            .channels
            .lock()
            .expect("state")
            .insert(id, json::channel_in(guild, id, 0, name, None));
        id
    }

    /// The server a channel (or a thread, through its parent) belongs to; [`GUILD`]
    /// for a channel the fake does not know.
    pub fn guild_of(&self, channel: u64) -> u64 {
        let channels = self.state.channels.lock().expect("state");
        let mut at = channel;
        for _ in 0..4 {
            let Some(c) = channels.get(&at) else { break };
            match c["parent_id"].as_str().and_then(|p| p.parse().ok()) {
                Some(parent) => at = parent,
                None => {
                    return c["guild_id"]
                        .as_str()
                        .and_then(|g| g.parse().ok())
                        .unwrap_or(GUILD);
                }
            }
        }
        GUILD
    }

    /// The shard sessions the bot identified, by shard id.
    pub fn shard_sessions(&self) -> Vec<ShardSession> {
        self.state.gateway.lock().expect("state").list()
    }

    /// Where the fake wrote the interaction (one entry per websocket write; a RESUME
    /// replay or a duplicate delivery adds one).
    pub fn delivered(&self, sent: &Sent) -> Vec<Delivery> {
        self.state.gateway.lock().expect("state").delivered(sent.id)
    }

    /// Whether the interaction went nowhere because no connected shard owns its server.
    pub fn undelivered(&self, sent: &Sent) -> bool {
        self.state
            .gateway
            .lock()
            .expect("state")
            .undelivered(sent.id)
    }

    /// Waits until each of `shards` has a live, identified session.
    pub async fn wait_for_shards(&self, shards: &[u64]) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.state.changed.notified();
            {
                let sessions = self.state.gateway.lock().expect("state");
                if shards.iter().all(|s| sessions.live(*s)) {
                    return;
                }
            }
            let woke = tokio::time::timeout_at(deadline, notified).await;
            assert!(
                woke.is_ok(),
                "shards {shards:?} did not all connect: {:?}",
                self.shard_sessions()
            );
        }
    }
}

impl FakeDiscord {
    /// The first callback to the interaction, if any: (status, when it arrived).
    pub fn answer(&self, sent: &Sent) -> Option<(u16, std::time::Instant)> {
        self.state
            .callbacks
            .lock()
            .expect("state")
            .get(&sent.token)
            .copied()
    }

    /// Waits up to `within` for the interaction's first callback: (status, time from
    /// dispatch to callback), or `None` if none came. Cheap (no scan of the calls),
    /// for many concurrent waiters.
    pub async fn answered_within(&self, sent: &Sent, within: Duration) -> Option<(u16, Duration)> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let notified = self.state.changed.notified();
            if let Some((status, at)) = self.answer(sent) {
                return Some((status, at.saturating_duration_since(sent.at)));
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return self
                    .answer(sent)
                    .map(|(status, at)| (status, at.saturating_duration_since(sent.at)));
            }
        }
    }
}

impl FakeDiscord {
    /// From now on, `user` refuses the bot's direct messages: posts into their direct
    /// message channel are answered 403, code 50007 (Cannot send messages to this user).
    pub fn refuse_dms(&self, user: u64) {
        self.state.dms_refused.lock().expect("state").insert(user);
    }

    /// The roles the bot gave `user` in `guild`.
    pub fn roles_of(&self, guild: u64, user: u64) -> Vec<u64> {
        self.state
            .member_roles
            .lock()
            .expect("state")
            .iter()
            .filter(|(g, u, _)| *g == guild && *u == user)
            .map(|(_, _, r)| *r)
            .collect()
    }

    /// The direct message channel the bot opened with `user`, if any.
    pub fn dm_channel(&self, user: u64) -> Option<u64> {
        self.state
            .dm_channels
            .lock()
            .expect("state")
            .get(&user)
            .copied()
    }

    /// Every post the bot tried in `user`'s direct messages (accepted or refused), oldest first.
    pub fn dm_attempts(&self, user: u64) -> Vec<Call> {
        let Some(channel) = self.dm_channel(user) else {
            return Vec::new();
        };
        let path = format!("/channels/{channel}/messages");
        self.calls()
            .into_iter()
            .filter(|c| c.method == "POST" && c.path == path)
            .collect()
    }

    /// Waits for a direct message to `user` whose text contains `part`, and returns it.
    pub async fn wait_for_dm(&self, user: u64, part: &str) -> Call {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.state.changed.notified();
            if let Some(c) = self
                .dm_attempts(user)
                .into_iter()
                .find(|c| json::text(&c.json).contains(part))
            {
                return c;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let seen: Vec<String> = self
                    .calls()
                    .iter()
                    .map(|c| format!("{} {} -> {} {}", c.method, c.path, c.status, c.json))
                    .collect();
                panic!(
                    "timed out waiting for a direct message to {user} with {part:?}; calls:\n{}",
                    seen.join("\n")
                );
            }
        }
    }
}
