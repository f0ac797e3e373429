//! Discord's rate limits (429) and server errors (5xx), counted per route and logged
//! at WARN with the route: the signs that Sanctum is sending too much, or that
//! Discord is struggling.
//!
//! serenity hands back a failed answer as an error and keeps no count, so every
//! REST call's result passes [`Observed::observed`] where it is made: one count per
//! answer, however far the error then travels. Against discord.com serenity's own
//! rate limiter waits out a 429 (or waits ahead of one) and tries again without an
//! error; it reports each wait to [`held_back`].

use serenity::all::{HttpError, RatelimitInfo};

/// Counts and logs a failed REST call's answer as it comes back.
pub trait Observed {
    /// The result unchanged, its 429 or 5xx counted and logged.
    #[must_use]
    fn observed(self) -> Self;
}

impl<T> Observed for serenity::Result<T> {
    fn observed(self) -> Self {
        if let Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(answer))) = &self {
            let status = answer.status_code.as_u16();
            let method = answer.method.as_str();
            match status {
                429 => {
                    let route = route(&answer.url);
                    tracing::warn!(status, method, %route, "Discord rate limited a request");
                    service::metrics::discord_rate_limited(route);
                }
                500..=599 => {
                    let route = route(&answer.url);
                    tracing::warn!(status, method, %route, "Discord answered with a server error");
                    service::metrics::discord_server_error(route);
                }
                _ => {}
            }
        }
        self
    }
}

/// serenity's rate limiter held a request back (a 429 it waits out, or a wait ahead
/// of one when a route's budget is spent).
pub fn held_back(info: &RatelimitInfo) {
    let route = route(&info.path);
    tracing::warn!(
        method = ?info.method,
        %route,
        wait_ms = u64::try_from(info.timeout.as_millis()).unwrap_or(u64::MAX),
        global = info.global,
        "Discord's rate limit held a request back"
    );
    service::metrics::discord_rate_limited(route);
}

/// A REST URL as a route template, for logs and labels: `/channels/{id}/messages`,
/// `/webhooks/{id}/{token}/messages/@original`. Ids and tokens never show, so a
/// route names a kind of call and the labels stay few.
fn route(url: &str) -> String {
    let path = url
        .split_once("://")
        .map_or(url, |(_, rest)| rest.find('/').map_or("", |i| &rest[i..]));
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let mut segments = path.split('/').filter(|s| !s.is_empty()).peekable();
    if segments.peek() == Some(&"api") {
        segments.next();
        segments.next_if(|v| v.starts_with('v'));
    }
    let mut template = String::new();
    for segment in segments {
        template.push('/');
        template.push_str(if segment.bytes().all(|b| b.is_ascii_digit()) {
            "{id}"
        } else if segment.len() <= 32
            && segment
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b == b'-' || b == b'@' || b == b'_')
        {
            segment
        } else {
            "{token}"
        });
    }
    if template.is_empty() {
        template.push('/');
    }
    template
}

#[cfg(test)]
mod tests {
    use super::route;

    #[test]
    fn routes_keep_their_words_and_lose_their_ids_and_tokens() {
        let cases = [
            (
                "https://discord.com/api/v10/channels/1234/messages",
                "/channels/{id}/messages",
            ),
            (
                "http://127.0.0.1:4321/api/v10/webhooks/99/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDphYmNkZWY/messages/@original?wait=true",
                "/webhooks/{id}/{token}/messages/@original",
            ),
            (
                "http://127.0.0.1:4321/api/v10/interactions/900000000000000010/itoken-900000000000000010/callback",
                "/interactions/{id}/{token}/callback",
            ),
            (
                "https://discord.com/api/v10/applications/1/guilds/2/commands",
                "/applications/{id}/guilds/{id}/commands",
            ),
            ("https://discord.com/api/v10", "/"),
        ];
        for (url, want) in cases {
            assert_eq!(route(url), want, "{url}");
        }
    }
}
