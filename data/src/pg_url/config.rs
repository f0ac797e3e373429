//! A PostgreSQL URL read into what a connection needs — the client's settings, TLS and
//! the session's time-outs — from the parts [`url`] cut it into (which also show it,
//! without the password).
//!
//! The URL is libpq's, `postgres://user:password@host:port,host2:port2/database?name=value&…`,
//! with libpq's parameter names. On top of what the `postgres` client reads itself:
//!
//! - `sslmode` is `disable`, `prefer` (the default, as in libpq), `require`, `verify-ca`
//!   or `verify-full`, and `sslrootcert` a file of PEM certificates or `system` ([`Tls`]);
//!   both fall back on `PGSSLMODE` and `PGSSLROOTCERT`, as in libpq.
//! - `keepalives_count` is libpq's name for the client's `keepalives_retries`.
//! - `options=-c statement_timeout=10s -c idle_in_transaction_session_timeout=1min` sets
//!   the session time-outs (else [`policy::STATEMENT_TIMEOUT`] and
//!   [`policy::IDLE_IN_TRANSACTION_TIMEOUT`]); TCP keepalives, `tcp_user_timeout` and
//!   `connect_timeout` default to the [`policy`] values when the URL does not set them.

use super::tls::{RootCerts, SslMode, Tls};
use super::url::{self, Parts, decode, encode, percent_decode, scheme_of};
use crate::policy;
use std::path::PathBuf;
use std::str::FromStr as _;
use std::time::Duration;

/// Parameters read here rather than by the client.
const OWN: &[&str] = &[
    "user",
    "password",
    "sslmode",
    "sslrootcert",
    "keepalives_count",
];

/// Parameters of libpq's that Sanctum does not support, and why.
const UNSUPPORTED: &[(&str, &str)] = &[
    ("sslcert", "client certificates are not supported"),
    ("sslkey", "client certificates are not supported"),
    ("sslpassword", "client certificates are not supported"),
    ("sslcrl", "certificate revocation lists are not supported"),
    (
        "sslcrldir",
        "certificate revocation lists are not supported",
    ),
    (
        "passfile",
        "a password file is not read: put the password in the URL",
    ),
];

/// What a connection needs, read from a URL.
pub(crate) struct PgConfig {
    /// Hosts, ports, user, password, database, keepalives, …
    pub(crate) client: tokio_postgres::Config,
    /// Whether and how TLS is used.
    pub(crate) tls: Tls,
    /// `statement_timeout` (zero: none).
    pub(crate) statement_timeout: Duration,
    /// `idle_in_transaction_session_timeout` (zero: none).
    pub(crate) idle_in_transaction_timeout: Duration,
}

impl PgConfig {
    /// Reads `url`. The error never holds any part of the URL but parameter names.
    pub(crate) fn parse(url: &str) -> Result<PgConfig, String> {
        read(url, Env::Read).map(|(config, _)| config)
    }

    /// How long a call waits for the server's answer: the statement time-out and a grace,
    /// or for ever when statements have no time-out.
    pub(crate) fn answer_limit(&self) -> Option<Duration> {
        (!self.statement_timeout.is_zero()).then(|| self.statement_timeout + policy::ANSWER_GRACE)
    }

    /// How long opening a connection may take: each host's connect time-out, for TCP,
    /// TLS and login together.
    pub(crate) fn connect_limit(&self) -> Duration {
        let per_host = self
            .client
            .get_connect_timeout()
            .copied()
            .unwrap_or(policy::CONNECT_TIMEOUT);
        let hosts = self.client.get_hosts().len().max(1) as u32;
        per_host * hosts + policy::ANSWER_GRACE
    }
}

/// `url` as shown in messages and logs: rebuilt from its parts, the password as `***`;
/// a URL that does not read is not shown at all.
pub(crate) fn shown(url: &str) -> String {
    match read(url, Env::Ignored) {
        Ok((_, shown)) => shown,
        Err(_) => format!("{}://(unreadable URL, not shown)", scheme_of(url)),
    }
}

/// Whether `PGSSLMODE` and `PGSSLROOTCERT` are read: not to show a URL, which does not
/// depend on them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Env {
    Read,
    Ignored,
}

/// The URL read (`env`: with `PGSSLMODE` and `PGSSLROOTCERT`), and how it is shown.
fn read(url: &str, env: Env) -> Result<(PgConfig, String), String> {
    url::cut(url, |parts| parts.config(env))
}

impl Parts<'_> {
    /// The settings the parts describe.
    fn config(&self, env: Env) -> Result<PgConfig, String> {
        for (name, _) in &self.params {
            if let Some((_, why)) = UNSUPPORTED.iter().find(|(n, _)| n == name) {
                return Err(format!("`{name}`: {why}"));
            }
        }
        // Hosts, ports, database and the client's own parameters, read by the client
        // from a URL without credentials (so its errors cannot hold a password).
        let mut plain = format!("postgres://{}", self.hosts);
        if let Some(db) = self.database {
            plain.push('/');
            plain.push_str(db);
        }
        let mut sep = '?';
        for (name, value) in &self.params {
            if OWN.contains(&name.as_str()) {
                continue;
            }
            plain.push(sep);
            plain.push_str(&encode(name));
            plain.push('=');
            plain.push_str(&encode(&decode(value)?));
            sep = '&';
        }
        let mut client = tokio_postgres::Config::from_str(&plain).map_err(|e| described(&e))?;
        let (user, password) = self.credentials();
        if let Some(user) = user.filter(|u| !u.is_empty()) {
            client.user(decode(user)?.as_ref());
        }
        if let Some(password) = password {
            client.password(percent_decode(password));
        }
        if let Some(user) = self.param("user") {
            client.user(decode(user)?.as_ref());
        }
        if let Some(password) = self.param("password") {
            client.password(percent_decode(password));
        }
        if let Some(retries) = self.param("keepalives_count") {
            client.keepalives_retries(
                retries
                    .parse()
                    .map_err(|_| "`keepalives_count` must be a whole number")?,
            );
        }
        self.tcp_defaults(&mut client);
        let tls = self.tls(env)?;
        client.ssl_mode(match tls.mode {
            SslMode::Disable => tokio_postgres::config::SslMode::Disable,
            SslMode::Prefer => tokio_postgres::config::SslMode::Prefer,
            SslMode::Require | SslMode::VerifyCa | SslMode::VerifyFull => {
                tokio_postgres::config::SslMode::Require
            }
        });
        let options = client.get_options().unwrap_or("").to_owned();
        let statement_timeout =
            session_setting(&options, "statement_timeout")?.unwrap_or(policy::STATEMENT_TIMEOUT);
        let idle_in_transaction_timeout =
            session_setting(&options, "idle_in_transaction_session_timeout")?
                .unwrap_or(policy::IDLE_IN_TRANSACTION_TIMEOUT);
        Ok(PgConfig {
            client,
            tls,
            statement_timeout,
            idle_in_transaction_timeout,
        })
    }

    /// The policy's keepalives, user time-out and connect time-out where the URL sets none.
    fn tcp_defaults(&self, client: &mut tokio_postgres::Config) {
        let given = |name: &str| self.param(name).is_some();
        if !given("keepalives_idle") {
            client.keepalives_idle(policy::KEEPALIVES_IDLE);
        }
        if !given("keepalives_interval") {
            client.keepalives_interval(policy::KEEPALIVES_INTERVAL);
        }
        if !given("keepalives_count") && !given("keepalives_retries") {
            client.keepalives_retries(policy::KEEPALIVES_RETRIES);
        }
        if !given("tcp_user_timeout") {
            client.tcp_user_timeout(policy::TCP_USER_TIMEOUT);
        }
        if !given("connect_timeout") {
            client.connect_timeout(policy::CONNECT_TIMEOUT);
        }
    }

    /// `sslmode` and `sslrootcert`, from the URL or else `PGSSLMODE` and `PGSSLROOTCERT`.
    fn tls(&self, env: Env) -> Result<Tls, String> {
        let var = |name: &str| {
            std::env::var(name)
                .ok()
                .filter(|v| env == Env::Read && !v.is_empty())
        };
        let (mode, from) = match self.param("sslmode") {
            Some(raw) => (Some(decode(raw)?.into_owned()), "`sslmode`"),
            None => (var("PGSSLMODE"), "PGSSLMODE"),
        };
        let mode = match mode.as_deref() {
            None | Some("prefer") => SslMode::Prefer,
            Some("disable") => SslMode::Disable,
            Some("require") => SslMode::Require,
            Some("verify-ca") => SslMode::VerifyCa,
            Some("verify-full") => SslMode::VerifyFull,
            Some("allow") => return Err(format!("{from}=allow is not supported: use prefer")),
            Some(_) => {
                return Err(format!(
                    "{from} must be disable, prefer, require, verify-ca or verify-full"
                ));
            }
        };
        let root = match self.param("sslrootcert") {
            Some(raw) => Some(decode(raw)?.into_owned()),
            None => var("PGSSLROOTCERT"),
        };
        let root = root.map(|r| {
            if r == "system" {
                RootCerts::System
            } else {
                RootCerts::File(PathBuf::from(r))
            }
        });
        Ok(Tls { mode, root })
    }
}

/// The client's error and its causes, one line: they name parameters, never values.
fn described(e: &tokio_postgres::Error) -> String {
    let mut text = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

/// The value of the server setting `name` given in `options` (`-c name=value`,
/// `-cname=value` or `--name=value`), as a duration; `None` if not given.
fn session_setting(options: &str, name: &str) -> Result<Option<Duration>, String> {
    let mut words = options.split_ascii_whitespace();
    let mut found = None;
    while let Some(word) = words.next() {
        let setting = if word == "-c" {
            words.next().unwrap_or("")
        } else if let Some(s) = word.strip_prefix("--").or_else(|| word.strip_prefix("-c")) {
            s
        } else {
            continue;
        };
        if let Some((key, value)) = setting.split_once('=')
            && key.replace('-', "_") == name
        {
            found = Some(
                pg_duration(value)
                    .ok_or_else(|| format!("`{name}` in `options` must be a time such as 30s"))?,
            );
        }
    }
    Ok(found)
}

/// A PostgreSQL time setting: a whole number with `us`, `ms` (the default), `s`, `min`,
/// `h` or `d`.
pub(crate) fn pg_duration(text: &str) -> Option<Duration> {
    let text = text.trim().trim_matches('\'');
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let n: u64 = text[..digits].parse().ok()?;
    let unit = match text[digits..].trim() {
        "us" => Duration::from_micros(1),
        "" | "ms" => Duration::from_millis(1),
        "s" => Duration::from_secs(1),
        "min" => Duration::from_mins(1),
        "h" => Duration::from_hours(1),
        "d" => Duration::from_hours(24),
        _ => return None,
    };
    unit.checked_mul(u32::try_from(n).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn password(url: &str) -> Option<Vec<u8>> {
        PgConfig::parse(url)
            .unwrap()
            .client
            .get_password()
            .map(<[u8]>::to_vec)
    }

    #[test]
    fn credentials_end_at_the_at_sign_before_the_host() {
        for pw in [
            "pa/ss",
            "pa?ss",
            "p@ss",
            "p#ss",
            "50%off",
            "a:b",
            "x@y/z",
            "a?b@c",
            "?=a?^+A+",
            "a@b?application_name=c",
            "?application_name=x",
        ] {
            let url = format!("postgres://u:{pw}@127.0.0.1:5/x");
            assert_eq!(password(&url).as_deref(), Some(pw.as_bytes()), "{url}");
            assert_eq!(shown(&url), "postgres://u:***@127.0.0.1:5/x");
        }
        assert_eq!(
            password("postgres://u:p%40ss%2F%3F@h/x").as_deref(),
            Some(&b"p@ss/?"[..])
        );
    }

    #[test]
    fn an_at_sign_in_a_parameter_is_not_a_credential() {
        for url in [
            "postgres://db.example/x?user=ann@corp",
            "postgres://db.example:5432/x?user=ann@corp",
        ] {
            let c = PgConfig::parse(url).unwrap();
            assert_eq!(c.client.get_user(), Some("ann@corp"), "{url}");
            assert_eq!(c.client.get_password(), None, "{url}");
        }
        let c = PgConfig::parse("postgres://u:pw@h/x?application_name=a@b").unwrap();
        assert_eq!(c.client.get_password(), Some(&b"pw"[..]));
        assert_eq!(c.client.get_application_name(), Some("a@b"));
        // Without a database, a password with `/` still reads.
        assert_eq!(
            password("postgres://u:pa/ss@h").as_deref(),
            Some(&b"pa/ss"[..])
        );
    }

    #[test]
    fn shown_keeps_everything_but_the_password() {
        assert_eq!(
            shown("postgresql://ann@db/sanctum?password=hunter2&sslmode=disable"),
            "postgresql://ann@db/sanctum?password=***&sslmode=disable"
        );
        assert_eq!(shown("postgres://db/x"), "postgres://db/x");
        assert_eq!(
            shown("postgres://u:pw@127.0.0.1:notaport/x"),
            "postgres://(unreadable URL, not shown)"
        );
    }

    #[test]
    fn a_unix_socket_and_several_hosts_are_read() {
        use tokio_postgres::config::Host;
        let c = PgConfig::parse("postgres://ann@/sanctum?host=/run/postgresql").unwrap();
        assert_eq!(
            c.client.get_hosts(),
            &[Host::Unix("/run/postgresql".into())]
        );
        assert_eq!(c.client.get_dbname(), Some("sanctum"));
        let c = PgConfig::parse("postgres://u:p@a:5433,[::1]:5434/x").unwrap();
        assert_eq!(c.client.get_ports(), &[5433, 5434]);
        assert_eq!(
            shown("postgres://u:p@a:5433,[::1]:5434/x"),
            "postgres://u:***@a:5433,[::1]:5434/x"
        );
    }

    #[test]
    fn ssl_settings_are_read() {
        let c = PgConfig::parse("postgres://h/x?sslmode=verify-full&sslrootcert=/ca.pem").unwrap();
        assert_eq!(c.tls.mode, SslMode::VerifyFull);
        assert_eq!(c.tls.root, Some(RootCerts::File("/ca.pem".into())));
        let c = PgConfig::parse("postgres://h/x?sslmode=require&sslrootcert=system").unwrap();
        assert_eq!(c.tls.root, Some(RootCerts::System));
        assert!(PgConfig::parse("postgres://h/x?sslmode=bogus").is_err());
        assert!(PgConfig::parse("postgres://h/x?sslcert=a.pem").is_err());
    }

    #[test]
    fn time_outs_come_from_options_or_the_policy() {
        let c = PgConfig::parse("postgres://h/x").unwrap();
        assert_eq!(c.statement_timeout, policy::STATEMENT_TIMEOUT);
        assert_eq!(c.client.get_keepalives_idle(), policy::KEEPALIVES_IDLE);
        assert_eq!(
            c.client.get_tcp_user_timeout(),
            Some(&policy::TCP_USER_TIMEOUT)
        );
        let c = PgConfig::parse(
            "postgres://h/x?options=-c%20statement_timeout%3D1500%20--idle_in_transaction_session_timeout=2min&keepalives_idle=7",
        )
        .unwrap();
        assert_eq!(c.statement_timeout, Duration::from_millis(1500));
        assert_eq!(c.idle_in_transaction_timeout, Duration::from_mins(2));
        assert_eq!(c.client.get_keepalives_idle(), Duration::from_secs(7));
        assert!(PgConfig::parse("postgres://h/x?options=-c%20statement_timeout%3Dsoon").is_err());
        assert_eq!(pg_duration("30s"), Some(Duration::from_secs(30)));
        assert_eq!(pg_duration("0"), Some(Duration::ZERO));
        assert_eq!(pg_duration("5 min"), Some(Duration::from_mins(5)));
        assert_eq!(pg_duration("5 fortnights"), None);
    }
}
