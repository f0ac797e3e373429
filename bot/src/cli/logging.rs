//! Logs on stderr, filtered by `RUST_LOG` when it is set (`debug`, or per crate:
//! `sanctum=debug,serenity=warn`), else at the command's usual level. Colour only when
//! stderr is a terminal (a file or journald gets plain text); `SANCTUM_LOG_FORMAT=json`
//! writes one JSON object per line for log shippers.

use std::io::IsTerminal as _;
use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

/// serenity's HTTP client opens an INFO span per request whose fields are the whole
/// request, attachments included: enabled, it formats every board picture as a list
/// of bytes (measured: a fifth of the bot's CPU and most of its memory in a burst);
/// its gateway opens one per event received, formatting each whole interaction
/// (measured: 3% of the bot's CPU in a burst). Both stay at WARN unless `RUST_LOG`
/// names them.
const SERENITY_QUIET: [&str; 2] = ["serenity::http", "serenity::gateway"];

/// Starts logging; `usual` applies when `RUST_LOG` is unset or unreadable.
pub fn init(usual: LevelFilter) {
    let asked = std::env::var("RUST_LOG").ok();
    let mut filter = asked
        .as_deref()
        .and_then(|v| v.parse::<Targets>().ok())
        .unwrap_or_else(|| Targets::new().with_default(usual));
    for target in SERENITY_QUIET {
        if !asked.as_deref().is_some_and(|v| v.contains(target)) {
            filter = filter.with_target(target, LevelFilter::WARN);
        }
    }
    let json = std::env::var("SANCTUM_LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("json"));
    let fmt = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_max_level(LevelFilter::TRACE);
    let _ = if json {
        fmt.json().with_ansi(false).finish().with(filter).try_init()
    } else {
        fmt.with_ansi(std::io::stderr().is_terminal())
            .finish()
            .with(filter)
            .try_init()
    };
}
