//! A PostgreSQL URL read into what a connection needs — the client's settings, TLS and
//! the session's time-outs — and shown rebuilt from the parts read, its password left
//! out: never by searching the text for something that looks like a password.
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
//!
//! A password is best percent-encoded, but `/ ? @ # %` are read as written: the
//! credentials end at the last `@` after which the rest reads as hosts, a database and
//! parameters (an `@` elsewhere, in a parameter, is best written `%40`).

use super::tls::{RootCerts, SslMode, Tls};
use crate::policy;
use std::borrow::Cow;
use std::fmt::Write as _;
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

fn scheme_of(url: &str) -> &'static str {
    if url
        .trim_start()
        .to_ascii_lowercase()
        .starts_with("postgresql://")
    {
        "postgresql"
    } else {
        "postgres"
    }
}

/// Whether `PGSSLMODE` and `PGSSLROOTCERT` are read: not to show a URL, which does not
/// depend on them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Env {
    Read,
    Ignored,
}

/// The URL read, and how it is shown.
fn read(url: &str, env: Env) -> Result<(PgConfig, String), String> {
    let url = url.trim();
    let rest = ["postgres://", "postgresql://"]
        .iter()
        .find(|p| url.len() >= p.len() && url[..p.len()].eq_ignore_ascii_case(p))
        .map(|p| &url[p.len()..])
        .ok_or("not a postgres:// URL")?;
    let scheme = scheme_of(url);
    let ats: Vec<usize> = rest.match_indices('@').map(|(at, _)| at).collect();
    let mut failure = None;
    let mut attempt =
        |userinfo: Option<&str>, after: &str| match Parts::read(scheme, userinfo, after)
            .and_then(|p| p.config(env))
        {
            Ok(done) => Some(done),
            Err(e) => {
                failure = Some(e);
                None
            }
        };
    // Credentials end at an `@`: the last one after which the rest reads (so a password
    // may hold `@`) whose user name holds no `/` or `?` (an `@` in a parameter,
    // `?user=ann@example`, is not one) — first leaving out one that would put a
    // database or parameters into the password; then no credentials; then any `@`.
    for &at in ats.iter().rev() {
        let (userinfo, after) = (&rest[..at], &rest[at + 1..]);
        if plausible(userinfo, after)
            && let Some(done) = attempt(Some(userinfo), after)
        {
            return Ok(done);
        }
    }
    if let Some(done) = attempt(None, rest) {
        return Ok(done);
    }
    for &at in ats.iter().rev() {
        let userinfo = &rest[..at];
        if user_name_is_plain(userinfo)
            && let Some(done) = attempt(Some(userinfo), &rest[at + 1..])
        {
            return Ok(done);
        }
    }
    Err(failure.unwrap_or_else(|| "it does not read as a URL".into()))
}

/// A user name (before the first `:`) without `/` or `?`, which a password may hold.
fn user_name_is_plain(userinfo: &str) -> bool {
    !userinfo
        .split(':')
        .next()
        .unwrap_or("")
        .contains(['/', '?'])
}

/// True unless cutting at this `@` would read a database or parameters as part of the
/// password: the rest names neither while the credentials hold `/` or `?`.
fn plausible(userinfo: &str, after: &str) -> bool {
    user_name_is_plain(userinfo) && (after.contains(['/', '?']) || !userinfo.contains(['/', '?']))
}

/// A URL cut into its parts, as written.
struct Parts<'a> {
    scheme: &'static str,
    userinfo: Option<&'a str>,
    hosts: &'a str,
    database: Option<&'a str>,
    /// Each parameter: its name (decoded) and its value as written.
    params: Vec<(String, &'a str)>,
}

impl<'a> Parts<'a> {
    /// Cuts what follows the credentials (or the scheme, without credentials).
    fn read(
        scheme: &'static str,
        userinfo: Option<&'a str>,
        rest: &'a str,
    ) -> Result<Parts<'a>, String> {
        let (place, query) = match rest.split_once('?') {
            Some((place, query)) => (place, Some(query)),
            None => (rest, None),
        };
        if place.contains('@') {
            return Err("more than one `@` before the database: percent-encode an `@` in the password as %40".into());
        }
        let (hosts, database) = match place.split_once('/') {
            Some((hosts, db)) => (hosts, Some(db)),
            None => (place, None),
        };
        let mut params = Vec::new();
        for pair in query.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
            let (name, value) = pair
                .split_once('=')
                .ok_or("a parameter without `=` after the `?`")?;
            if name.is_empty() {
                return Err("a parameter without a name after the `?`".into());
            }
            params.push((decode(name)?.into_owned(), value));
        }
        Ok(Parts {
            scheme,
            userinfo,
            hosts,
            database,
            params,
        })
    }

    fn param(&self, name: &str) -> Option<&'a str> {
        self.params
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| *v)
    }

    /// The settings the parts describe, and the URL as shown.
    fn config(&self, env: Env) -> Result<(PgConfig, String), String> {
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
        if let Some(info) = self.userinfo {
            let (user, password) = match info.split_once(':') {
                Some((user, password)) => (user, Some(password)),
                None => (info, None),
            };
            if !user.is_empty() {
                client.user(decode(user)?.as_ref());
            }
            if let Some(password) = password {
                client.password(percent_decode(password));
            }
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
        let config = PgConfig {
            client,
            tls,
            statement_timeout,
            idle_in_transaction_timeout,
        };
        Ok((config, self.shown()))
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

    /// The URL rebuilt from its parts, as written, with `***` for the password.
    fn shown(&self) -> String {
        let mut out = format!("{}://", self.scheme);
        if let Some(info) = self.userinfo {
            match info.split_once(':') {
                Some((user, _)) => {
                    out.push_str(user);
                    out.push_str(":***");
                }
                None => out.push_str(info),
            }
            out.push('@');
        }
        out.push_str(self.hosts);
        if let Some(db) = self.database {
            out.push('/');
            out.push_str(db);
        }
        let mut sep = '?';
        for (name, value) in &self.params {
            out.push(sep);
            out.push_str(&encode(name));
            out.push('=');
            out.push_str(if name == "password" { "***" } else { value });
            sep = '&';
        }
        out
    }
}

/// `text` percent-encoded but for letters, digits and `_ - . /`: as it may stand in a
/// URL's parameters, where the client reading it finds no `@`, `&` or `?` of its own.
fn encode(text: &str) -> Cow<'_, str> {
    let plain = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'/');
    if text.bytes().all(plain) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for b in text.bytes() {
        if plain(b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    Cow::Owned(out)
}

/// `%XX` sequences decoded; a `%` not followed by two hex digits stays as it is.
fn percent_decode(s: &str) -> Vec<u8> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push((h * 16 + l) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}

/// [`percent_decode`] as text.
fn decode(s: &str) -> Result<Cow<'_, str>, String> {
    if !s.contains('%') {
        return Ok(Cow::Borrowed(s));
    }
    String::from_utf8(percent_decode(s))
        .map(Cow::Owned)
        .map_err(|_| "a percent-encoded part is not UTF-8".into())
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
