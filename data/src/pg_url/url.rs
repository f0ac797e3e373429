//! A PostgreSQL URL cut into its parts as written — credentials, hosts, database,
//! parameters — and shown rebuilt from them with `***` for the password: never by
//! searching the text for something that looks like a password.
//!
//! A password is best percent-encoded, but `/ ? @ # %` are read as written: the
//! credentials end at the last `@` after which the rest reads as hosts, a database and
//! parameters, and whose user name holds no `/` or `?` (an `@` elsewhere, in a
//! parameter, is best written `%40`).

use std::borrow::Cow;
use std::fmt::Write as _;

pub(super) fn scheme_of(url: &str) -> &'static str {
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

/// Reads `url` with `accept`, the credentials ending at the `@` where the rest reads
/// (see the module's docs): what `accept` made of the parts, and the URL as shown.
pub(super) fn cut<T>(
    url: &str,
    mut accept: impl FnMut(&Parts<'_>) -> Result<T, String>,
) -> Result<(T, String), String> {
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
            .and_then(|p| accept(&p).map(|done| (done, p.shown())))
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
pub(super) struct Parts<'a> {
    scheme: &'static str,
    /// `user:password`, as written.
    userinfo: Option<&'a str>,
    /// `host:port,host:port`, as written.
    pub(super) hosts: &'a str,
    /// As written.
    pub(super) database: Option<&'a str>,
    /// Each parameter: its name (decoded) and its value as written.
    pub(super) params: Vec<(String, &'a str)>,
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

    /// The value of parameter `name` as written (the last one, if repeated).
    pub(super) fn param(&self, name: &str) -> Option<&'a str> {
        self.params
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| *v)
    }

    /// The user name and password of the credentials, as written.
    pub(super) fn credentials(&self) -> (Option<&'a str>, Option<&'a str>) {
        match self.userinfo {
            None => (None, None),
            Some(info) => match info.split_once(':') {
                Some((user, password)) => (Some(user), Some(password)),
                None => (Some(info), None),
            },
        }
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
pub(super) fn encode(text: &str) -> Cow<'_, str> {
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
pub(super) fn percent_decode(s: &str) -> Vec<u8> {
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
pub(super) fn decode(s: &str) -> Result<Cow<'_, str>, String> {
    if !s.contains('%') {
        return Ok(Cow::Borrowed(s));
    }
    String::from_utf8(percent_decode(s))
        .map(Cow::Owned)
        .map_err(|_| "a percent-encoded part is not UTF-8".into())
}
