//! `sanctum run`: the Discord bot, until Ctrl-C or SIGTERM.

use anyhow::Context as _;
use sanctum::discord::{Config, spawn as spawn_bot};

/// `sanctum run` takes its settings from the environment: `DISCORD_TOKEN` (required),
/// `SANCTUM_DB`, `SANCTUM_DEV_GUILD`, `SANCTUM_DISCORD_API`, `SANCTUM_SHARDS`,
/// `SANCTUM_HTTP` (health, metrics and the web pages), and `RUST_LOG` for the log level.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Starts the bot and serves until a shutdown signal.
pub fn run(_args: &Args) -> anyhow::Result<()> {
    super::logging::init(tracing_subscriber::filter::LevelFilter::INFO);
    // A missing setting is one clear line, before anything else is said.
    let config = Config::from_env()?;
    // Before anything opens a file or a socket: the HTTP listener's caps follow it.
    let open_files = sanctum::http::limits::raise_open_files();
    tracing::info!(open_files = ?open_files, "the limit on open files");
    tracing::info!(db = %data::redact(&config.db.to_string_lossy()), dev_guild = ?config.dev_guild, "starting the Discord bot");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    // The bot runs as a task (compiled in the library, not here); a panic in it is an
    // error like any other.
    let _inside = runtime.enter();
    runtime
        .block_on(spawn_bot(config, Box::pin(shutdown_signal())))
        .context("the bot stopped unexpectedly")??;
    Ok(())
}

/// Completes on Ctrl-C or (on Unix) SIGTERM.
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "no SIGTERM handler; only Ctrl-C stops the bot");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
