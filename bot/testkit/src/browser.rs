//! A real browser for the web face's tests: Debian's `chromium`, headless, driven over
//! the `DevTools` protocol (a websocket speaking JSON): open a page, run a line of
//! script in it, press a key, wait until something holds. Nothing beyond what the
//! tests need, and no driver program besides the browser itself.

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

/// How long a page gets to do what a test waits for.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// A headless Chromium and its one page.
pub struct Browser {
    child: Child,
    page: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_id: u64,
    _profile: tempfile::TempDir,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether Debian's `chromium` is installed (CI installs it; elsewhere a test may skip).
pub fn chromium_installed() -> bool {
    Command::new("chromium")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether a browser test can run here: `chromium` installed. Under CI (`CI=true`, as
/// `.ci/run` sets it) it must be (`.ci/run` installs it); elsewhere the test is skipped
/// with a note.
pub fn chromium_or_skip() -> bool {
    if chromium_installed() {
        return true;
    }
    assert!(
        !matches!(std::env::var("CI").as_deref(), Ok("true" | "1")),
        "CI must have chromium (.ci/run installs it)"
    );
    eprintln!("chromium is not installed: the browser test is skipped here");
    false
}

impl Browser {
    /// Starts `chromium` headless with a fresh profile and attaches to its page.
    pub async fn start() -> Browser {
        let profile = tempfile::tempdir().expect("a profile directory");
        let mut child = Command::new("chromium")
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--remote-debugging-port=0",
                "--window-size=1100,900",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start chromium");
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID"
        let stderr = child.stderr.take().expect("piped stderr");
        let port = tokio::task::spawn_blocking(move || {
            BufReader::new(stderr)
                .lines()
                .map_while(Result::ok)
                .find_map(|line| {
                    let rest = line.split("ws://127.0.0.1:").nth(1)?;
                    rest.split('/').next()?.parse::<u16>().ok()
                })
        })
        .await
        .expect("read chromium's output")
        .expect("chromium says where DevTools listen");
        let listed = reqwest::Client::builder()
            .no_proxy()
            .build()
            .expect("a client")
            .get(format!("http://127.0.0.1:{port}/json/list"))
            .send()
            .await
            .expect("DevTools answer")
            .text()
            .await
            .expect("a target list");
        let targets: Value = serde_json::from_str(&listed).expect("JSON");
        let url = targets
            .as_array()
            .into_iter()
            .flatten()
            .find(|t| t["type"] == "page")
            .and_then(|t| t["webSocketDebuggerUrl"].as_str())
            .expect("a page to drive")
            .to_owned();
        let (page, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("attach to the page");
        let mut browser = Browser {
            child,
            page,
            next_id: 1,
            _profile: profile,
        };
        browser.call("Page.enable", json!({})).await;
        browser
    }

    /// Sends `method` and returns its result, skipping the events that come between.
    pub async fn call(&mut self, method: &str, params: Value) -> Value {
        let v = self.answer(method, params).await;
        assert!(v["error"].is_null(), "{method}: {v}");
        v["result"].clone()
    }

    /// Sends `method` and returns the whole answer, an error included.
    async fn answer(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        let message = json!({"id": id, "method": method, "params": params}).to_string();
        self.page
            .send(Message::Text(message))
            .await
            .expect("send to the page");
        loop {
            let next = tokio::time::timeout(PATIENCE, self.page.next())
                .await
                .unwrap_or_else(|_| panic!("{method}: no answer"))
                .expect("the page's connection open")
                .expect("a message");
            let Message::Text(text) = next else { continue };
            let v: Value = serde_json::from_str(&text).expect("JSON");
            if v["id"] == id {
                return v;
            }
        }
    }

    /// Opens `url` and waits until its document has loaded.
    pub async fn open(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        self.until("the page loaded", "document.readyState === 'complete'")
            .await;
    }

    /// The value of `expression` in the page. A page being replaced (after a move, say)
    /// has no context to evaluate in for a moment: then it is asked again.
    pub async fn eval(&mut self, expression: &str) -> Value {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let v = self
                .answer(
                    "Runtime.evaluate",
                    json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
                )
                .await;
            if v["error"].is_null() {
                let r = &v["result"];
                assert!(r["exceptionDetails"].is_null(), "{expression}: {r}");
                return r["result"]["value"].clone();
            }
            assert!(tokio::time::Instant::now() < deadline, "{expression}: {v}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits until `expression` is true in the page.
    pub async fn until(&mut self, what: &str, expression: &str) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            // A page being replaced has no context for a moment: try again.
            let v = self
                .answer(
                    "Runtime.evaluate",
                    json!({"expression": expression, "returnByValue": true}),
                )
                .await;
            if v["result"]["result"]["value"] == Value::Bool(true) {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "timed out waiting for {what} ({expression})"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Clicks with the mouse at `(x, y)` in the page's CSS pixels, as a person would:
    /// whatever is drawn there gets the click.
    pub async fn click_at(&mut self, x: f64, y: f64) {
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            )
            .await;
        }
    }

    /// Drags with the mouse from `from` to `to` (CSS pixels) as a person would: the
    /// button pressed at `from`, the pointer moved there in a few steps, released.
    pub async fn drag(&mut self, from: (f64, f64), to: (f64, f64)) {
        let mouse = |kind: &str, (x, y): (f64, f64), buttons: u32| json!({"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1});
        self.call("Input.dispatchMouseEvent", mouse("mouseMoved", from, 0))
            .await;
        self.call("Input.dispatchMouseEvent", mouse("mousePressed", from, 1))
            .await;
        for step in 1..=8 {
            let k = f64::from(step) / 8.0;
            let at = (from.0 + (to.0 - from.0) * k, from.1 + (to.1 - from.1) * k);
            self.call("Input.dispatchMouseEvent", mouse("mouseMoved", at, 1))
                .await;
        }
        self.call("Input.dispatchMouseEvent", mouse("mouseReleased", to, 0))
            .await;
    }

    /// Shows the page as a screen `width` CSS pixels wide (a phone's, with touch, below
    /// 600) and in the dark or light colour scheme.
    pub async fn view_as(&mut self, width: u32, dark: bool) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": if width < 600 { 844 } else { 900 },
                   "deviceScaleFactor": 1, "mobile": width < 600}),
        )
        .await;
        let scheme = if dark { "dark" } else { "light" };
        self.call(
            "Emulation.setEmulatedMedia",
            json!({"features": [{"name": "prefers-color-scheme", "value": scheme}]}),
        )
        .await;
    }

    /// Saves the whole page (beyond the screen) as `path`, a PNG.
    pub async fn photograph_to(&mut self, path: &std::path::Path) {
        use base64::Engine;
        let shot = self
            .call(
                "Page.captureScreenshot",
                json!({"format": "png", "captureBeyondViewport": true}),
            )
            .await;
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap_or_default())
            .expect("base64");
        std::fs::write(path, bytes).expect("write the screenshot");
    }

    /// Saves what the page shows now as `name.png` in the folder `WEB_SCREENSHOTS`
    /// names, if it names one (for people to look at; nothing is checked).
    pub async fn photograph(&mut self, name: &str) {
        use base64::Engine;
        let Some(dir) = std::env::var_os("WEB_SCREENSHOTS") else {
            return;
        };
        let shot = self
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await;
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap_or_default())
            .expect("base64");
        let path = std::path::Path::new(&dir).join(format!("{name}.png"));
        std::fs::write(&path, bytes).expect("write the screenshot");
        eprintln!("{}", path.display());
    }

    /// Presses and releases `key` (`ArrowLeft`, `End`…) on the page.
    pub async fn press(&mut self, key: &str, code: u32) {
        for kind in ["rawKeyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}),
            )
            .await;
        }
    }
}
