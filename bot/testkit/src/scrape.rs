//! Reading the bot's HTTP listener (`SANCTUM_HTTP`) the way a probe and Prometheus
//! do: a GET, and the metrics' text format read into samples to compare.

use std::collections::BTreeMap;
use std::net::SocketAddr;

/// A loopback address with a port free right now, for the bot to listen on.
pub fn free_address() -> SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
}

/// `GET http://{addr}{path}` sent, its answer's body still to read; `None` if nothing
/// answers.
async fn send(addr: SocketAddr, path: &str) -> Option<reqwest::Response> {
    // Straight to the bot, whatever proxy the environment names.
    let client = reqwest::Client::builder().no_proxy().build().ok()?;
    client.get(format!("http://{addr}{path}")).send().await.ok()
}

/// `GET http://{addr}{path}`: the status and the body, or `None` if nothing answers.
pub async fn get(addr: SocketAddr, path: &str) -> Option<(u16, String)> {
    let answer = send(addr, path).await?;
    let status = answer.status().as_u16();
    Some((status, answer.text().await.ok()?))
}

/// An answer read whole: its status, headers and body.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The headers, names in lower case.
    pub headers: BTreeMap<String, String>,
    /// The body.
    pub body: Vec<u8>,
}

impl Answer {
    /// The body as text (lossy).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// A header's value, or "".
    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).map_or("", String::as_str)
    }
}

/// `GET http://{addr}{path}` with its headers and raw body, or `None` if nothing answers.
pub async fn fetch(addr: SocketAddr, path: &str) -> Option<Answer> {
    read(send(addr, path).await?).await
}

/// `POST http://{addr}{path}` of `fields` as a form, the way a browser sends one
/// without JavaScript; a redirect is returned as it came, not followed.
pub async fn post_form(addr: SocketAddr, path: &str, fields: &[(&str, &str)]) -> Option<Answer> {
    post_form_with_cookie(addr, path, fields, None).await
}

/// A client that goes straight to the bot and returns redirects as they came.
fn unredirected() -> Option<reqwest::Client> {
    reqwest::Client::builder()
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .ok()
}

/// [`post_form`] sending `cookie` (`name=value`) as a browser that kept it would.
pub async fn post_form_with_cookie(
    addr: SocketAddr,
    path: &str,
    fields: &[(&str, &str)],
    cookie: Option<&str>,
) -> Option<Answer> {
    let mut request = unredirected()?
        .post(format!("http://{addr}{path}"))
        .form(fields);
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    read(request.send().await.ok()?).await
}

/// `GET http://{addr}{path}` sending `cookie` (`name=value`) if any; a redirect is
/// returned as it came, not followed.
pub async fn fetch_with_cookie(
    addr: SocketAddr,
    path: &str,
    cookie: Option<&str>,
) -> Option<Answer> {
    let mut request = unredirected()?.get(format!("http://{addr}{path}"));
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    read(request.send().await.ok()?).await
}

/// `GET http://{addr}{path}` as a browser set to `accept_language`
/// (`ru-RU,ru;q=0.9,en;q=0.5`) asks for it.
pub async fn fetch_in(addr: SocketAddr, path: &str, accept_language: &str) -> Option<Answer> {
    let request = unredirected()?
        .get(format!("http://{addr}{path}"))
        .header("accept-language", accept_language);
    read(request.send().await.ok()?).await
}

/// An answer read whole.
async fn read(answer: reqwest::Response) -> Option<Answer> {
    let status = answer.status().as_u16();
    let headers = answer
        .headers()
        .iter()
        .map(|(k, v)| {
            (
                k.as_str().to_owned(),
                v.to_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    let body = answer.bytes().await.ok()?.to_vec();
    Some(Answer {
        status,
        headers,
        body,
    })
}

/// A stream of server-sent events opened with `GET http://{addr}{path}`: the status, and
/// the events as they come.
pub struct Events {
    /// The status code.
    pub status: u16,
    /// The `content-type` header.
    pub content_type: String,
    answer: reqwest::Response,
    buffer: String,
}

impl Events {
    /// Opens the stream; `None` if nothing answers.
    pub async fn open(addr: SocketAddr, path: &str) -> Option<Events> {
        let answer = send(addr, path).await?;
        Some(Events {
            status: answer.status().as_u16(),
            content_type: answer
                .headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned(),
            answer,
            buffer: String::new(),
        })
    }

    /// The next event's name and data (comments skipped), or `None` when the stream
    /// ends or nothing comes within `within`.
    pub async fn next(&mut self, within: std::time::Duration) -> Option<(String, String)> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut name = "message".to_owned();
                let mut data = String::new();
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        v.trim().clone_into(&mut name);
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push_str(v.trim());
                    }
                }
                if !data.is_empty() {
                    return Some((name, data));
                }
                continue;
            }
            let chunk = tokio::time::timeout_at(deadline, self.answer.chunk())
                .await
                .ok()?
                .ok()??;
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

/// One sample: a metric's name, its labels, its value.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// `sanctum_moves_total`, `sanctum_interaction_seconds_count`, …
    pub name: String,
    /// The labels, by name.
    pub labels: BTreeMap<String, String>,
    /// The value.
    pub value: f64,
}

/// The samples of a scrape, in Prometheus's text format.
#[derive(Debug, Clone, Default)]
pub struct Samples(pub Vec<Sample>);

impl Samples {
    /// Reads the text format; comment lines (`# HELP`, `# TYPE`) are skipped, and a
    /// line that is not a sample fails the test.
    pub fn parse(text: &str) -> Samples {
        let samples = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|line| sample(line).unwrap_or_else(|| panic!("not a sample: {line:?}")))
            .collect();
        Samples(samples)
    }

    /// The total of `name`'s samples whose labels include all of `labels` (0 if
    /// none): a count, so it must be a whole number.
    pub fn count(&self, name: &str, labels: &[(&str, &str)]) -> u64 {
        let total: f64 = self
            .0
            .iter()
            .filter(|s| s.name == name)
            .filter(|s| {
                labels
                    .iter()
                    .all(|(k, v)| s.labels.get(*k).is_some_and(|have| have == v))
            })
            .map(|s| s.value)
            .sum();
        whole(name, total)
    }

    /// Every sample of `name` (counts), each keyed by its labels' values joined by
    /// `,` in the order `keys` gives.
    pub fn counts(&self, name: &str, keys: &[&str]) -> BTreeMap<String, u64> {
        self.0
            .iter()
            .filter(|s| s.name == name)
            .map(|s| {
                let key: Vec<&str> = keys
                    .iter()
                    .map(|k| s.labels.get(*k).map_or("", String::as_str))
                    .collect();
                (key.join(","), whole(name, s.value))
            })
            .collect()
    }

    /// True if some sample is called `name`.
    pub fn has(&self, name: &str) -> bool {
        self.0.iter().any(|s| s.name == name)
    }
}

/// `value` as a count; fails the test if it is not one.
fn whole(name: &str, value: f64) -> u64 {
    assert!(
        value >= 0.0 && value.fract() == 0.0 && value < 9.0e15,
        "{name} is not a count: {value}"
    );
    value as u64
}

/// `name{a="b",c="d"} value` or `name value`.
fn sample(line: &str) -> Option<Sample> {
    let (series, value) = line.rsplit_once(' ')?;
    let value = match value {
        "+Inf" => f64::INFINITY,
        "-Inf" => f64::NEG_INFINITY,
        v => v.parse().ok()?,
    };
    let (name, labels) = match series.split_once('{') {
        None => (series, BTreeMap::new()),
        Some((name, rest)) => (name, labels(rest.strip_suffix('}')?)?),
    };
    Some(Sample {
        name: name.to_owned(),
        labels,
        value,
    })
}

/// `a="b",c="d\"e"` (escapes `\\`, `\"` and `\n`).
fn labels(mut rest: &str) -> Option<BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    while !rest.is_empty() {
        let (key, after) = rest.split_once("=\"")?;
        let mut value = String::new();
        let mut chars = after.char_indices();
        let end = loop {
            match chars.next()? {
                (i, '"') => break i,
                (_, '\\') => match chars.next()?.1 {
                    'n' => value.push('\n'),
                    c => value.push(c),
                },
                (_, c) => value.push(c),
            }
        };
        out.insert(key.trim_start_matches(',').to_owned(), value);
        rest = after[end + 1..].trim_start_matches(',');
    }
    Some(out)
}
