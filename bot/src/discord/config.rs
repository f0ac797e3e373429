//! The bot's settings, from the environment.

use service::{Clock, SystemClock};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Why the configuration is unusable.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// No token.
    #[error("DISCORD_TOKEN is not set: put your bot's token in it (see the README)")]
    MissingToken,
    /// `SANCTUM_DEV_GUILD` is not a server id.
    #[error("SANCTUM_DEV_GUILD must be a server id (a number), not `{0}`")]
    BadGuild(String),
    /// `SANCTUM_SHARDS` is not `first-last/total`.
    #[error("SANCTUM_SHARDS must look like `0-3/16` (first-last/total, last < total), not `{0}`")]
    BadShards(String),
    /// `SANCTUM_DB_CONNECTIONS` is not a positive number.
    #[error("SANCTUM_DB_CONNECTIONS must be a number of connections (1 or more), not `{0}`")]
    BadConnections(String),
    /// `SANCTUM_HTTP` or `SANCTUM_METRICS_HTTP` is not an address and port.
    #[error(
        "{variable} must be a port (on this machine only, like `{example}`) or the address and port to listen on, like `0.0.0.0:{example}`, not `{given}`"
    )]
    BadHttp {
        /// Which of the two.
        variable: &'static str,
        /// A port that suits it, for the example.
        example: u16,
        /// What it was.
        given: String,
    },
    /// `SANCTUM_HTTP` serves only the web pages, which need a key.
    #[error(
        "SANCTUM_HTTP serves the web pages, which need SANCTUM_WEB_KEY (make one with `openssl rand -hex 32`); health, readiness and metrics are served on SANCTUM_METRICS_HTTP"
    )]
    PagesWithoutKey,
    /// `SANCTUM_WEB_KEY` is set but empty or blank: the pages would silently be off.
    #[error(
        "SANCTUM_WEB_KEY is set but blank: give it a key (make one with `openssl rand -hex 32`) or unset it to serve no pages"
    )]
    BlankWebKey,
    /// `SANCTUM_WEB_KEY` is too short to sign with.
    #[error(transparent)]
    BadWebKey(#[from] crate::http::web::ShortKey),
    /// A setting holds bytes that are not text (not UTF-8).
    #[error("{0} is not text (not UTF-8): set it again with plain characters")]
    NotText(&'static str),
    /// `SANCTUM_PUBLIC_URL` is not an http(s) address.
    #[error(
        "SANCTUM_PUBLIC_URL must be the address the web pages are reached at, like `https://sanctum.example.org`, not `{0}`"
    )]
    BadPublicUrl(String),
    /// `SANCTUM_TICK` is not a number of seconds in range.
    #[error(
        "SANCTUM_TICK must be how often the scheduler looks at deadlines, in seconds from 0.05 to 3600 (like `60` or `0.5`), not `{0}`"
    )]
    BadTick(String),
    /// `SANCTUM_LIVE_LIFETIME_SECS` is not a whole number of seconds in range.
    #[error(
        "SANCTUM_LIVE_LIFETIME_SECS must be how long a live game stream lasts, in whole seconds from 1 to 86400 (like `600`), not `{0}`"
    )]
    BadLiveLifetime(String),
}

/// How often the scheduler looks at deadlines unless `SANCTUM_TICK` says otherwise.
pub const TICK_EVERY: Duration = Duration::from_mins(1);

/// The bounds of `SANCTUM_TICK`, in seconds: more often than 20 times a second is
/// busy work, less often than hourly lets deadlines slip.
const TICK_SECONDS: std::ops::RangeInclusive<f64> = 0.05..=3600.0;

/// The shards one process runs, out of the bot's total: large deployments split the
/// shards (and so the servers) across processes, each with its own database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard id run here.
    pub first: u32,
    /// The last shard id run here (inclusive).
    pub last: u32,
    /// How many shards the whole bot has.
    pub total: u32,
}

impl std::str::FromStr for ShardRange {
    type Err = ConfigError;

    /// Parses `first-last/total`, e.g. `0-3/16`.
    fn from_str(s: &str) -> Result<ShardRange, ConfigError> {
        let bad = || ConfigError::BadShards(s.to_owned());
        let (range, total) = s.trim().split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').ok_or_else(bad)?;
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if first > last || last >= total {
            return Err(bad());
        }
        Ok(ShardRange { first, last, total })
    }
}

/// Everything the bot needs to start.
#[derive(Clone)]
pub struct Config {
    /// The bot token (never logged: `Debug` hides it).
    pub token: String,
    /// The database file.
    pub db: PathBuf,
    /// The most database connections open at once (`SANCTUM_DB_CONNECTIONS`).
    pub db_connections: usize,
    /// Register the commands on this one server (instant) instead of globally.
    pub dev_guild: Option<u64>,
    /// Base URL of Discord's REST API (a proxy or a test double); `None` for discord.com.
    pub api_base: Option<String>,
    /// Where "now" comes from (tests move it by hand).
    pub clock: Arc<dyn Clock>,
    /// The longest the deadline scheduler sleeps between looks at the database.
    pub tick_every: Duration,
    /// Counts the deadline scheduler's finished rounds (a fresh count by default).
    pub rounds: super::Rounds,
    /// Only these shards (`SANCTUM_SHARDS`); `None` lets Discord say how many (autosharding).
    pub shards: Option<ShardRange>,
    /// How long an interaction may wait for the service before it is acknowledged
    /// first and answered after: Discord wants an answer within 3 seconds. Zero
    /// acknowledges every interaction first.
    pub defer_after: Duration,
    /// How posts that Discord did not take are tried again.
    pub retry: RetryPolicy,
    /// Where to serve the web pages over HTTP (`SANCTUM_HTTP`), the public listener a
    /// reverse proxy forwards to; `None`, the default, serves none.
    pub http: Option<SocketAddr>,
    /// Where to serve health, readiness and metrics (`SANCTUM_METRICS_HTTP`): for the
    /// supervisor and Prometheus only, so apart from the pages and on this machine
    /// unless an address says otherwise; `None`, the default, serves none.
    pub metrics_http: Option<SocketAddr>,
    /// The web face on the pages' listener (`SANCTUM_WEB_KEY`, `SANCTUM_PUBLIC_URL`);
    /// `None` serves no pages. Its `Debug` hides the key.
    pub web: Option<crate::http::web::Web>,
    /// Whether finished games are mined for puzzles in the background
    /// (`SANCTUM_MINE_PUZZLES`, on unless `0`, `off`, `false` or `no`).
    pub mine_puzzles: bool,
}

/// The usual [`Config::defer_after`]: half of Discord's window, leaving the other half
/// for the answer's upload.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// How a post that failed for a reason that may pass (Discord down, a timeout, a rate
/// limit) is tried again: waits doubling from `first_delay` up to `longest_delay`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// The wait before the first retry.
    pub first_delay: Duration,
    /// The longest wait between two tries.
    pub longest_delay: Duration,
    /// A post still failing this long after its first try is given up.
    pub give_up_after: Duration,
    /// How long Discord keeps a message's nonce to de-duplicate: once a try may have
    /// posted (its answer was lost), later tries stay within this, or a second copy
    /// could appear. Discord says "a few minutes"; this stays below.
    pub nonce_memory: Duration,
    /// The longest one try may take (serenity sets no timeout of its own).
    pub attempt_timeout: Duration,
    /// The most posts waiting at once: a long outage cannot take all memory (each
    /// holds its board picture, about 40 KB). More are dropped, each logged.
    pub most_waiting: usize,
}

/// The usual [`Config::retry`]: 1 s, 2 s, 4 s … at most 5 minutes apart, for a day.
pub const RETRY: RetryPolicy = RetryPolicy {
    first_delay: Duration::from_secs(1),
    longest_delay: Duration::from_mins(5),
    give_up_after: Duration::from_hours(24),
    nonce_memory: Duration::from_mins(2),
    attempt_timeout: Duration::from_secs(30),
    most_waiting: 500,
};

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("db", &data::redact(&self.db.to_string_lossy()))
            .field("db_connections", &self.db_connections)
            .field("dev_guild", &self.dev_guild)
            .field("api_base", &self.api_base)
            .field("tick_every", &self.tick_every)
            .field("shards", &self.shards)
            .field("defer_after", &self.defer_after)
            .field("retry", &self.retry)
            .field("http", &self.http)
            .field("web", &self.web)
            .finish_non_exhaustive()
    }
}

/// `https://host[:port][/path]` without a trailing slash, or `None` if it is not an
/// http(s) address with a host.
fn public_url(given: &str) -> Option<String> {
    let url = given.trim().trim_end_matches('/');
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))?;
    let host = rest.split('/').next().unwrap_or_default();
    let fine = !host.is_empty()
        && rest
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-._~:/[]%".contains(c));
    fine.then(|| url.to_owned())
}

impl Config {
    /// Reads [`SETTINGS`] from the environment; one that is set but not text is
    /// refused by name rather than taken as unset.
    pub fn from_env() -> Result<Config, ConfigError> {
        for name in SETTINGS {
            if let Err(std::env::VarError::NotUnicode(_)) = std::env::var(name) {
                return Err(ConfigError::NotText(name));
            }
        }
        Config::from_lookup(|k| std::env::var(k).ok())
    }

    /// Like [`Config::from_env`], reading variables through `get` (for tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = get("DISCORD_TOKEN")
            .map(|t| t.trim().to_owned())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let dev_guild = match get("SANCTUM_DEV_GUILD").filter(|g| !g.trim().is_empty()) {
            None => None,
            Some(g) => Some(
                g.trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|&id| id != 0)
                    .ok_or(ConfigError::BadGuild(g))?,
            ),
        };
        let shards = match get("SANCTUM_SHARDS").filter(|s| !s.trim().is_empty()) {
            None => None,
            Some(s) => Some(s.parse()?),
        };
        let db_connections = match get("SANCTUM_DB_CONNECTIONS").filter(|s| !s.trim().is_empty()) {
            None => service::DEFAULT_CONNECTIONS,
            Some(n) => n
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or(ConfigError::BadConnections(n))?,
        };
        let http = listen_address(&get, "SANCTUM_HTTP", 8080)?;
        let metrics_http = listen_address(&get, "SANCTUM_METRICS_HTTP", 9187)?;
        let tick_every = match get("SANCTUM_TICK").filter(|t| !t.trim().is_empty()) {
            None => TICK_EVERY,
            Some(t) => t
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|s| TICK_SECONDS.contains(s))
                .map(Duration::from_secs_f64)
                .ok_or(ConfigError::BadTick(t))?,
        };
        let live_lifetime = match get("SANCTUM_LIVE_LIFETIME_SECS").filter(|s| !s.trim().is_empty())
        {
            None => crate::http::limits::LIVE_LIFETIME,
            Some(s) => s
                .trim()
                .parse::<u64>()
                .ok()
                .filter(|n| (1..=86_400).contains(n))
                .map(Duration::from_secs)
                .ok_or(ConfigError::BadLiveLifetime(s))?,
        };
        let web = match get("SANCTUM_WEB_KEY") {
            None => None,
            Some(k) if k.trim().is_empty() => return Err(ConfigError::BlankWebKey),
            Some(k) => Some(
                crate::http::web::Web::new(
                    crate::http::web::WebKey::new(&k)?,
                    match get("SANCTUM_PUBLIC_URL").filter(|u| !u.trim().is_empty()) {
                        None => None,
                        Some(u) => Some(public_url(&u).ok_or(ConfigError::BadPublicUrl(u))?),
                    },
                )
                .with_live_lifetime(live_lifetime),
            ),
        };
        let api_base = get("SANCTUM_DISCORD_API").filter(|u| !u.trim().is_empty());
        // The Activity inside Discord: on with the pages and the application's `OAuth2`
        // client (its secret is never logged).
        let client = (
            get("DISCORD_CLIENT_ID").filter(|v| !v.trim().is_empty()),
            get("DISCORD_CLIENT_SECRET").filter(|v| !v.trim().is_empty()),
        );
        let web = match (web, client) {
            (Some(web), (Some(id), Some(secret))) => Some(web.with_activity(
                crate::http::web::Activity::new(&id, &secret, api_base.as_deref()),
            )),
            (web, _) => web,
        };
        if http.is_some() && web.is_none() {
            return Err(ConfigError::PagesWithoutKey);
        }
        Ok(Config {
            token,
            web,
            db: get("SANCTUM_DB").map_or_else(|| PathBuf::from("sanctum.db"), PathBuf::from),
            db_connections,
            dev_guild,
            api_base,
            clock: Arc::new(SystemClock),
            tick_every,
            rounds: super::Rounds::default(),
            shards,
            defer_after: DEFER_AFTER,
            retry: RETRY,
            http,
            metrics_http,
            mine_puzzles: get("SANCTUM_MINE_PUZZLES")
                .is_none_or(|v| !matches!(v.trim(), "0" | "off" | "false" | "no")),
        })
    }
}

/// Every setting the bot reads from the environment.
pub const SETTINGS: [&str; 15] = [
    "DISCORD_TOKEN",
    "DISCORD_CLIENT_ID",
    "DISCORD_CLIENT_SECRET",
    "SANCTUM_DB",
    "SANCTUM_DB_CONNECTIONS",
    "SANCTUM_DEV_GUILD",
    "SANCTUM_DISCORD_API",
    "SANCTUM_SHARDS",
    "SANCTUM_HTTP",
    "SANCTUM_METRICS_HTTP",
    "SANCTUM_TICK",
    "SANCTUM_WEB_KEY",
    "SANCTUM_PUBLIC_URL",
    "SANCTUM_LIVE_LIFETIME_SECS",
    "SANCTUM_MINE_PUZZLES",
];

/// A listener's address from `variable`: `address:port`, or a port alone on the
/// loopback address, so nothing is reachable from outside unless an address says so;
/// `None` if unset or blank.
fn listen_address(
    get: &impl Fn(&str) -> Option<String>,
    variable: &'static str,
    example: u16,
) -> Result<Option<SocketAddr>, ConfigError> {
    let Some(given) = get(variable).filter(|a| !a.trim().is_empty()) else {
        return Ok(None);
    };
    let text = given.trim();
    text.parse()
        .ok()
        .or_else(|| {
            text.parse::<u16>()
                .ok()
                .map(|port| SocketAddr::from(([127, 0, 0, 1], port)))
        })
        .map(Some)
        .ok_or(ConfigError::BadHttp {
            variable,
            example,
            given,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_never_shows_in_debug_output() {
        let config = Config::from_lookup(|k| (k == "DISCORD_TOKEN").then(|| "secret.token".into()))
            .map_err(|e| e.to_string());
        let shown = format!("{config:?}");
        assert!(!shown.contains("secret"), "{shown}");
    }

    #[test]
    fn shard_ranges_parse_and_nonsense_is_refused() {
        assert_eq!(
            "0-3/16".parse::<ShardRange>().ok(),
            Some(ShardRange {
                first: 0,
                last: 3,
                total: 16
            })
        );
        assert!("5-5/6".parse::<ShardRange>().is_ok());
        for bad in ["", "3", "0-3", "4-2/8", "0-8/8", "a-b/c", "0-1/0"] {
            assert!(bad.parse::<ShardRange>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_missing_token_or_bad_guild_is_refused() {
        assert!(matches!(
            Config::from_lookup(|_| None),
            Err(ConfigError::MissingToken)
        ));
        let bad = Config::from_lookup(|k| match k {
            "DISCORD_TOKEN" => Some("t".into()),
            "SANCTUM_DEV_GUILD" => Some("general".into()),
            _ => None,
        });
        assert!(matches!(bad, Err(ConfigError::BadGuild(_))));
    }

    #[test]
    fn the_listeners_are_off_unless_an_address_is_given() {
        let with = |metrics: Option<&str>| {
            let metrics = metrics.map(str::to_owned);
            Config::from_lookup(move |k| match k {
                "DISCORD_TOKEN" => Some("t".into()),
                "SANCTUM_METRICS_HTTP" => metrics.clone(),
                _ => None,
            })
        };
        let metrics = |c: Config| c.metrics_http;
        assert_eq!(with(None).ok().and_then(metrics), None);
        assert_eq!(with(None).ok().and_then(|c| c.http), None);
        assert_eq!(with(Some(" ")).ok().and_then(metrics), None);
        assert_eq!(
            with(Some("0.0.0.0:9187")).ok().and_then(metrics),
            Some(SocketAddr::from(([0, 0, 0, 0], 9187)))
        );
        // A port alone listens on this machine only.
        assert_eq!(
            with(Some("9187")).ok().and_then(metrics),
            Some(SocketAddr::from(([127, 0, 0, 1], 9187)))
        );
        for bad in ["localhost", "127.0.0.1", "127.0.0.1:port", "70000", "-1"] {
            let refused = with(Some(bad)).map(|_| ()).map_err(|e| e.to_string());
            let said = refused.expect_err(bad);
            assert!(said.starts_with("SANCTUM_METRICS_HTTP must be"), "{said}");
            assert!(said.contains(&format!("not `{bad}`")), "{said}");
        }
    }

    #[test]
    fn the_activity_needs_both_halves_of_the_client_and_hides_the_secret() {
        let key = "k".repeat(crate::http::web::MIN_KEY_BYTES);
        let key: &'static str = Box::leak(key.into_boxed_str());
        let with = |id: Option<&'static str>, secret: Option<&'static str>| {
            Config::from_lookup(move |k| match k {
                "DISCORD_TOKEN" => Some("t".into()),
                "SANCTUM_HTTP" => Some("8080".into()),
                "SANCTUM_WEB_KEY" => Some(key.into()),
                "DISCORD_CLIENT_ID" => id.map(Into::into),
                "DISCORD_CLIENT_SECRET" => secret.map(Into::into),
                _ => None,
            })
            .expect("a configuration")
        };
        let on = with(Some("123"), Some("very-secret-value"));
        assert!(
            on.web
                .as_ref()
                .is_some_and(crate::http::web::Web::activity_on)
        );
        assert!(!format!("{on:?}").contains("very-secret-value"));
        for (id, secret) in [
            (Some("123"), None),
            (None, Some("s")),
            (Some(" "), Some("s")),
        ] {
            let off = with(id, secret);
            assert!(
                !off.web
                    .as_ref()
                    .is_some_and(crate::http::web::Web::activity_on)
            );
        }
    }

    #[test]
    fn the_pages_listener_needs_a_usable_key() {
        let with = |http: &'static str, key: Option<&'static str>| {
            Config::from_lookup(move |k| match k {
                "DISCORD_TOKEN" => Some("t".into()),
                "SANCTUM_HTTP" => Some(http.into()),
                "SANCTUM_WEB_KEY" => key.map(Into::into),
                _ => None,
            })
        };
        let key = "k".repeat(crate::http::web::MIN_KEY_BYTES);
        let key: &'static str = Box::leak(key.into_boxed_str());
        assert!(matches!(
            with("8080", None),
            Err(ConfigError::PagesWithoutKey)
        ));
        for blank in ["", "  ", "\t"] {
            assert!(
                matches!(with("8080", Some(blank)), Err(ConfigError::BlankWebKey)),
                "{blank:?}"
            );
        }
        assert!(matches!(
            with("8080", Some("short")),
            Err(ConfigError::BadWebKey(_))
        ));
        let fine = with("8080", Some(key)).map_err(|e| e.to_string());
        assert_eq!(
            fine.ok().and_then(|c| c.http),
            Some(SocketAddr::from(([127, 0, 0, 1], 8080)))
        );
        // A key without the pages' listener is fine: links are still signed.
        assert!(with("", Some(key)).is_ok());
    }

    #[test]
    fn a_setting_that_is_not_text_is_refused_by_name() {
        use std::os::unix::ffi::OsStrExt;
        let not_text = std::ffi::OsStr::from_bytes(b"\xff\xfe");
        // Run in a child process of its own: setting a variable is process-wide.
        if std::env::var_os("SANCTUM_CONFIG_CHILD").is_none() {
            let out = std::process::Command::new(std::env::current_exe().expect("this test"))
                .args([
                    "--exact",
                    "discord::config::tests::a_setting_that_is_not_text_is_refused_by_name",
                    "--nocapture",
                ])
                .env("SANCTUM_CONFIG_CHILD", "1")
                .env("DISCORD_TOKEN", "t")
                .env("SANCTUM_WEB_KEY", not_text)
                .output()
                .expect("run the child");
            let said = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "{said}");
            assert!(said.contains("1 passed"), "{said}");
            return;
        }
        let refused = Config::from_env().map(|_| ()).map_err(|e| e.to_string());
        assert_eq!(
            refused,
            Err(
                "SANCTUM_WEB_KEY is not text (not UTF-8): set it again with plain characters"
                    .into()
            )
        );
    }

    #[test]
    fn a_live_lifetime_is_whole_seconds_in_range() {
        let with = |secs: &'static str| {
            Config::from_lookup(move |k| match k {
                "DISCORD_TOKEN" => Some("t".into()),
                "SANCTUM_LIVE_LIFETIME_SECS" => Some(secs.into()),
                _ => None,
            })
        };
        for fine in ["", "1", " 600 ", "86400"] {
            assert!(with(fine).is_ok(), "{fine}");
        }
        for bad in ["0", "86401", "1.5", "-3", "ten"] {
            assert!(
                matches!(with(bad), Err(ConfigError::BadLiveLifetime(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_tick_is_a_minute_unless_a_number_of_seconds_in_range_is_given() {
        let with = |tick: &'static str| {
            Config::from_lookup(move |k| match k {
                "DISCORD_TOKEN" => Some("t".into()),
                "SANCTUM_TICK" => Some(tick.into()),
                _ => None,
            })
        };
        assert_eq!(with("").ok().map(|c| c.tick_every), Some(TICK_EVERY));
        assert_eq!(
            with("0.5").ok().map(|c| c.tick_every),
            Some(Duration::from_millis(500))
        );
        assert_eq!(
            with(" 90 ").ok().map(|c| c.tick_every),
            Some(Duration::from_secs(90))
        );
        for bad in ["0", "-1", "0.01", "3601", "NaN", "inf", "1m", "soon"] {
            assert!(matches!(with(bad), Err(ConfigError::BadTick(_))), "{bad}");
        }
    }
}
