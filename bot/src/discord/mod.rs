//! The Discord adapter: slash commands, buttons and autocomplete over serenity,
//! translated to and from the game [`Service`](service::Service). The commands are
//! the service's catalogue: registered, read and suggested from it.
//!
//! No game decision lives here. Each interaction becomes a [`Request`](service::Request),
//! the synchronous service runs on a blocking thread, and its
//! [`Response`](service::Response) goes back out as Discord messages. The
//! deadline scheduler posts what [`Service::tick`](service::Service::tick) returns.

mod activity;
mod answer;
mod autocomplete;
mod buttons;
mod cards;
mod chores;
mod client;
mod commands;
mod config;
mod courier;
mod failures;
mod held;
mod limits;
mod markdown;
mod outbox;
mod post;
mod retry;
mod scheduler;
mod shards;
mod threads;
mod translate;

pub use client::spawn;
pub use config::{Config, ConfigError, DEFER_AFTER, RETRY, RetryPolicy, ShardRange};
pub use markdown::CommandIds;
pub use scheduler::Rounds;

use service::Service;
use std::sync::Arc;
use std::time::Duration;

/// Shared by every handler.
pub struct Data {
    /// The game service.
    pub service: Arc<Service>,
    /// The registered commands' ids, for clickable command mentions.
    pub commands: Arc<markdown::CommandIds>,
    /// Posts news outside an interaction's answer, trying again what Discord did not take.
    pub outbox: Arc<outbox::Outbox>,
    /// How long an interaction waits for the service before it is acknowledged first.
    pub defer_after: Duration,
    /// Interactions being answered: shutdown waits for them.
    pub in_flight: tokio_util::task::TaskTracker,
    /// Service calls allowed to run at once. A burst of interactions waits here, as
    /// cheap tasks, instead of each taking a blocking thread and a database
    /// connection; one still waiting at [`Data::defer_after`] is acknowledged first.
    pub service_slots: tokio::sync::Semaphore,
    /// What answers leave to do once nothing is being answered.
    pub chores: Arc<chores::Chores>,
}

/// How many service calls run at once: each spends part of its time waiting for its
/// writes' shared commit to reach the disk, so more than the cores keep them busy (a
/// burst of 200 Accepts ran a fifth faster with 16 than with 8; 32 gained nothing).
pub const SERVICE_SLOTS: usize = 16;

/// An interaction's answer that Discord turned away with a 429 or a 5xx is sent again
/// this many times, each after [`RESPOND_PAUSE`] more: Discord waits three seconds for
/// it, and a person who gets no answer only sees "This interaction failed".
pub const RESPOND_RETRIES: u32 = 2;
/// The pause before the first retry of an answer (twice that before the second).
pub const RESPOND_PAUSE: std::time::Duration = std::time::Duration::from_millis(200);

/// The private apology for an interaction that failed half way. It does not say
/// "try again": the service may have done the work (a move stored) before a post to
/// Discord failed.
fn sorry() -> service::Msg {
    service::Msg::new("face-sorry").command(
        "board",
        service::CommandRef::new(service::CommandName::Board),
    )
}

/// The adapter's error for a failed answer: logged, and the player apologised to.
pub type Error = anyhow::Error;

/// Why the bot stopped.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    /// The database did not open. (Its own message names the database.)
    #[error(transparent)]
    Database(#[from] data::Error),
    /// Discord refused the token.
    #[error("Discord rejected DISCORD_TOKEN (check the bot token in the developer portal)")]
    BadToken,
    /// Discord could not be reached or answered unexpectedly.
    #[error("Discord connection failed: {0}")]
    Connection(String),
    /// The HTTP listener (`SANCTUM_HTTP`) could not start.
    #[error(transparent)]
    Http(#[from] crate::http::ListenError),
}
