//! The Discord adapter: slash commands, buttons and autocomplete over serenity and
//! poise, translated to and from the game [`Service`](crate::service::Service).
//!
//! No game decision lives here. Each interaction becomes a [`Request`](crate::service::Request),
//! the synchronous service runs on a blocking thread, and its
//! [`Response`](crate::service::Response) goes back out as Discord messages. The
//! deadline scheduler posts what [`Service::tick`](crate::service::Service::tick) returns.

mod autocomplete;
mod buttons;
mod client;
mod commands;
mod config;
mod post;
mod scheduler;
mod threads;
mod translate;

pub use client::run;
pub use config::{Config, ConfigError, ShardRange};

use crate::service::Service;
use std::sync::Arc;

/// Shared by every handler: the service, and which messages carry which buttons.
pub struct Data {
    /// The game service.
    pub service: Arc<Service>,
    /// Messages with live buttons, so they can be disabled when their challenge or
    /// offer closes (kept in memory only; see TODO.md).
    pub button_messages: Arc<post::ButtonMessages>,
}

/// poise's error type for this bot.
pub type Error = anyhow::Error;
/// poise's context for this bot.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Why the bot stopped.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    /// The database did not open.
    #[error("cannot open the database: {0}")]
    Database(#[from] data::Error),
    /// Discord refused the token.
    #[error("Discord rejected DISCORD_TOKEN (check the bot token in the developer portal)")]
    BadToken,
    /// Discord could not be reached or answered unexpectedly.
    #[error("Discord connection failed: {0}")]
    Connection(String),
}
