//! Logs on stderr, filtered by `RUST_LOG` when it is set (`debug`, or per crate:
//! `sanctum=debug,serenity=warn`), else at the command's usual level.

use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

/// Starts logging; `usual` applies when `RUST_LOG` is unset or unreadable.
pub fn init(usual: LevelFilter) {
    let filter = std::env::var("RUST_LOG")
        .ok()
        .and_then(|v| v.parse::<Targets>().ok())
        .unwrap_or_else(|| Targets::new().with_default(usual));
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_max_level(LevelFilter::TRACE)
        .finish()
        .with(filter)
        .try_init();
}
