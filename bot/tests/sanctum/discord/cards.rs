//! Game cards in Components V2 through the fake on the real bot: a move's board posted
//! as a card (the flag, no `content`, the picture in a media gallery with its alt text,
//! the buttons inside a container with the game's colour), and drawn as Discord would
//! draw it in headless Chromium; the fake refusing what Discord refuses. A card edited
//! in place is a match's kept scoreboard (`matches.rs`).

use crate::discord::support::*;
use bot_testkit::browser::{Browser, chromium_or_skip};
use bot_testkit::fake::json::text;
use bot_testkit::fake::{Call, FakeDiscord};
use serde_json::{Value, json};

/// Discord's flag for a message laid out in components.
const IS_COMPONENTS_V2: u64 = 1 << 15;

/// The components of `card` (its container's) of Discord type `kind`.
fn inside(card: &Value, kind: u64) -> Vec<Value> {
    card["components"][0]["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["type"] == kind)
        .cloned()
        .collect()
}

/// Asserts what every card carries: the flag, no `content` nor embeds, one container
/// with an accent colour, and a gallery whose one picture is the upload, with alt text.
fn assert_card(call: &Call, payload: &Value) -> u64 {
    let flags = payload["flags"].as_u64().unwrap_or(0);
    assert!(flags & IS_COMPONENTS_V2 != 0, "{payload}");
    assert!(payload.get("content").is_none(), "{payload}");
    assert!(payload.get("embeds").is_none(), "{payload}");
    let top = payload["components"].as_array().expect("components");
    assert_eq!(top.len(), 1, "{payload}");
    assert_eq!(top[0]["type"], 17, "a container: {payload}");
    let accent = top[0]["accent_color"].as_u64().expect("an accent colour");
    let gallery = inside(payload, 12);
    assert_eq!(gallery.len(), 1, "{payload}");
    let (name, _) = call.files.first().expect("the picture uploaded");
    assert_eq!(
        gallery[0]["items"][0]["media"]["url"],
        format!("attachment://{name}")
    );
    let alt = gallery[0]["items"][0]["description"]
        .as_str()
        .expect("alt text");
    assert!(alt.contains(" to move") && alt.len() > 40, "{alt}");
    assert_eq!(payload["attachments"][0]["filename"], name.as_str());
    assert_board_picture(call, payload);
    accent
}

/// Every call Discord would have refused.
fn refused(fake: &FakeDiscord) -> Vec<String> {
    fake.calls()
        .iter()
        .filter(|c| c.status >= 400)
        .map(|c| format!("{} {} -> {} {}", c.method, c.path, c.status, c.json))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_card_is_posted_and_edited_in_components_v2() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;

    // Alice's move is answered with a card: the board, the move and bob's turn.
    let sent = fake.slash(
        &alice,
        fake.general,
        "move",
        json!([option("move", 3, json!("e4"))]),
        &[],
    );
    let first = answered(&fake, &sent).await;
    let payload = data(&first).clone();
    let accent = assert_card(&first, &payload);
    let words = text(&payload);
    assert!(words.contains("e4"), "{words}");
    assert!(words.contains(&format!("<@{}>", bob.id)), "{words}");
    // Bob is pinged through the text display, and nobody else.
    assert_eq!(
        payload["allowed_mentions"],
        json!({"parse": [], "users": [bob.id.to_string()], "roles": []})
    );
    // Stored as Discord stores it: the flag kept, no content, the picture's URL now
    // the attachment's.
    let stored = fake.original(&sent).expect("the answer message");
    assert!(stored["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0);
    assert_eq!(stored["content"], "");
    let media = &inside(&stored, 12)[0]["items"][0]["media"];
    assert!(
        media["url"]
            .as_str()
            .is_some_and(|u| u.starts_with("https://")),
        "{media}"
    );

    // Bob's reply is a card of the same game: the same colour.
    let call = play(&fake, &bob, fake.general, "e5").await;
    assert_eq!(assert_card(&call, data(&call)), accent);

    // With move confirmation on, alice's next move is shown to her first: a private
    // card with the board and its Confirm and Cancel buttons inside the container.
    let call = slash(
        &fake,
        &alice,
        fake.general,
        "preferences",
        json!([option("confirm", 5, json!(true))]),
    )
    .await;
    assert!(
        content(&call).contains("Move confirmation: on"),
        "{}",
        call.json
    );
    let sent = fake.slash(
        &alice,
        fake.general,
        "move",
        json!([option("move", 3, json!("Nf3"))]),
        &[],
    );
    let asked = answered(&fake, &sent).await;
    let question = data(&asked).clone();
    assert!(is_ephemeral(&asked), "{question}");
    assert_eq!(assert_card(&asked, &question), accent);
    let rows = inside(&question, 1);
    assert_eq!(rows.len(), 1, "the buttons inside the card: {question}");
    let shown = fake.original(&sent).expect("the question");
    let yes = button(&shown, ":move-yes:");
    let _cancel = button(&shown, ":move-no:");

    // Confirmed: the move is played, announced with a card of its own.
    let played = answered(&fake, &fake.press(&alice, &shown, &yes)).await;
    assert!(!is_ephemeral(&played), "{}", played.json);
    assert_eq!(assert_card(&played, data(&played)), accent);
    assert!(content(&played).contains("Nf3"), "{}", played.json);
    assert!(refused(&fake).is_empty(), "{:?}", refused(&fake));

    render_as_discord(&first, &payload, "discord-card", "e4").await;
    render_as_discord(&asked, &question, "discord-card-confirm", "Play Nf3").await;
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_a_card_with_content_or_past_a_limit_as_discord_does() {
    let (fake, bot, _dir, _clock) = start().await;
    let path = format!("/api/v10/channels/{}/messages", fake.general);
    let post = |body: Value| post_json(&fake.api_base, &path, body);
    let text_display = |t: &str| json!({"type": 10, "content": t});
    let card = |components: Vec<Value>| json!({"flags": IS_COMPONENTS_V2, "components": [{"type": 17, "components": components}]});
    let (status, _) = post(card(vec![text_display("fine")])).await;
    assert_eq!(status, 200);
    let mut with_content = card(vec![text_display("fine")]);
    with_content["content"] = json!("words");
    let (status, body) = post(with_content).await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], 50035);
    assert_eq!(
        body["errors"]["content"]["_errors"][0]["code"],
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
    );
    let too_many = card((0..40).map(|_| text_display("x")).collect());
    assert_eq!(post(too_many).await.0, 400, "41 components");
    let too_long = card((0..5).map(|_| text_display(&"x".repeat(801))).collect());
    assert_eq!(post(too_long).await.0, 400, "4,005 characters");
    let unknown_picture = card(vec![json!({"type": 12, "items": [
        {"media": {"url": "attachment://missing.png"}}]})]);
    assert_eq!(post(unknown_picture).await.0, 400, "no such upload");
    let row_of_six = card(vec![json!({"type": 1, "components": (0..6)
        .map(|i| json!({"type": 2, "style": 1, "label": "b", "custom_id": format!("b{i}")}))
        .collect::<Vec<_>>()})]);
    assert_eq!(post(row_of_six).await.0, 400, "six buttons in a row");
    bot.stop().await.expect("clean shutdown");
}

/// POSTs `body` as JSON to the fake with the bot's token over a plain connection:
/// Discord's status and answer.
async fn post_json(base: &str, path: &str, body: Value) -> (u16, Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let addr = base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("the fake listens");
    let body = body.to_string();
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        bot_testkit::fake::TOKEN,
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("an answer");
    let answer = String::from_utf8_lossy(&answer);
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let json = answer
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

/// How many buttons a card carries, wherever in it.
fn buttons_of(payload: &Value) -> usize {
    bot_testkit::fake::json::buttons(payload).len()
}

/// Escapes text for HTML.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A text display's markdown as Discord shows it, as far as Sanctum writes it: bold,
/// italics, mentions as pills, timestamps as dates, escapes undone.
fn markdown(s: &str) -> String {
    let mut out = escape(s);
    // Mentions: <@id> (escaped as &lt;@id&gt;).
    while let Some(at) = out.find("&lt;@") {
        let Some(len) = out[at..].find("&gt;") else {
            break;
        };
        let id = out[at + 5..at + len].to_owned();
        let name = match id.as_str() {
            i if i == alice().id.to_string() => "alice".to_owned(),
            i if i == bob().id.to_string() => "bob".to_owned(),
            other => other.to_owned(),
        };
        out.replace_range(
            at..at + len + 4,
            &format!("<span class=mention>@{name}</span>"),
        );
    }
    // Timestamps: <t:UNIX:R>.
    while let Some(at) = out.find("&lt;t:") {
        let Some(len) = out[at..].find("&gt;") else {
            break;
        };
        out.replace_range(at..at + len + 4, "<span class=time>in 3 days</span>");
    }
    let mut bold = false;
    while let Some(at) = out.find("**") {
        out.replace_range(at..at + 2, if bold { "</b>" } else { "<b>" });
        bold = !bold;
    }
    out.replace('\\', "").replace('\n', "<br>")
}

/// One component as Discord's client lays it out.
fn draw(c: &Value, pictures: &[(String, String)]) -> String {
    let children = |key: &str| -> String {
        c[key]
            .as_array()
            .into_iter()
            .flatten()
            .map(|x| draw(x, pictures))
            .collect()
    };
    match c["type"].as_u64().unwrap_or(0) {
        17 => {
            let accent = c["accent_color"].as_u64().unwrap_or(0);
            format!(
                "<div class=container style='border-left-color:#{accent:06x}' data-accent='{accent}'>{}</div>",
                children("components")
            )
        }
        9 => format!(
            "<div class=section><div class=texts>{}</div><div class=accessory>{}</div></div>",
            children("components"),
            draw(&c["accessory"], pictures)
        ),
        10 => format!(
            "<div class=text>{}</div>",
            markdown(c["content"].as_str().unwrap_or(""))
        ),
        12 => {
            let mut items = String::new();
            for item in c["items"].as_array().into_iter().flatten() {
                let url = item["media"]["url"].as_str().unwrap_or("");
                let src = url
                    .strip_prefix("attachment://")
                    .and_then(|n| pictures.iter().find(|(name, _)| name == n))
                    .map_or(url, |(_, data)| data.as_str());
                let alt = escape(item["description"].as_str().unwrap_or(""));
                items += "<img class=media src='";
                items += src;
                items += "' alt=\"";
                items += &alt;
                items += "\">";
            }
            format!("<div class=gallery>{items}</div>")
        }
        1 => format!("<div class=row>{}</div>", children("components")),
        2 => {
            let style = c["style"].as_u64().unwrap_or(2);
            let link = if style == 5 { " ↗" } else { "" };
            format!(
                "<button class='b{style}'{}>{}{link}</button>",
                if c["disabled"] == true {
                    " disabled"
                } else {
                    ""
                },
                escape(c["label"].as_str().unwrap_or(""))
            )
        }
        14 => "<hr>".to_owned(),
        other => format!("<div class=unknown>type {other}</div>"),
    }
}

/// A page drawing `payload` as Discord's dark theme does, the uploads as data: URLs.
fn page(payload: &Value, files: &[(String, Vec<u8>)]) -> String {
    use base64::Engine;
    let pictures: Vec<(String, String)> = files
        .iter()
        .map(|(name, bytes)| {
            let b64 = base64::engine::general_purpose::STANDARD.encode(bytes);
            (name.clone(), format!("data:image/png;base64,{b64}"))
        })
        .collect();
    let body: String = payload["components"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| draw(c, &pictures))
        .collect();
    let ephemeral = payload["flags"].as_u64().is_some_and(|f| f & 64 != 0);
    let private = if ephemeral {
        "<div class=private>Only you can see this</div>"
    } else {
        ""
    };
    format!(
        "<!doctype html><meta charset=utf-8><style>
        body {{ background:#313338; color:#dbdee1; font:16px/1.375 'gg sans','Noto Sans',sans-serif; margin:0; padding:16px 16px 16px 72px; width:540px; position:relative }}
        .avatar {{ position:absolute; left:16px; top:18px; width:40px; height:40px; border-radius:50%; background:#5865f2 }}
        .who {{ font-weight:600; color:#f2f3f5 }} .tag {{ background:#5865f2; color:#fff; font-size:10px; border-radius:3px; padding:1px 4px; margin-left:4px; vertical-align:2px }}
        .container {{ background:#2b2d31; border:1px solid #3f4147; border-left:4px solid; border-radius:8px; padding:16px; margin-top:4px; display:flex; flex-direction:column; gap:8px; max-width:500px }}
        .section {{ display:flex; gap:12px; align-items:flex-start }} .texts {{ flex:1 }}
        .gallery img {{ max-width:100%; border-radius:4px; display:block }}
        .row {{ display:flex; gap:8px; flex-wrap:wrap }}
        button {{ font:500 14px 'gg sans','Noto Sans',sans-serif; color:#fff; border:0; border-radius:8px; padding:6px 16px; min-height:32px }}
        .b1 {{ background:#5865f2 }} .b2 {{ background:#4e5058 }} .b3 {{ background:#248046 }} .b4 {{ background:#da373c }} .b5 {{ background:#4e5058 }}
        button[disabled] {{ opacity:.5 }}
        .mention {{ background:rgba(88,101,242,.3); color:#c9cdfb; border-radius:3px; padding:0 2px }}
        .time {{ background:rgba(255,255,255,.06); border-radius:3px; padding:0 2px }}
        .private {{ color:#949ba4; font-size:12px; margin-top:4px }}
        </style><div class=avatar></div><div><span class=who>Sanctum</span><span class=tag>APP</span></div>{body}{private}"
    )
}

/// Draws the card in headless Chromium as Discord's client would and checks what a
/// reader sees: the coloured bar, the text, the board picture (the uploaded bytes,
/// with its alt text) and the buttons inside. With `WEB_SCREENSHOTS=DIR`, a picture
/// of it is written there (`name.png`).
async fn render_as_discord(call: &Call, payload: &Value, name: &str, words: &str) {
    let Some(seen) = seen_as_discord(call, payload, name, words).await else {
        return;
    };
    assert!(seen["height"].as_u64() > seen["width"].as_u64(), "{seen}");
    assert!(
        seen["alt"].as_str().is_some_and(|a| a.contains(" to move")),
        "{seen}"
    );
}

/// Draws the card `payload` (with `call`'s uploads) in headless Chromium as Discord's
/// client would and checks what every card shows: its bar in its accent, its picture
/// drawn at least 256 px wide, `words` in its text, every button inside it. Returns
/// what was seen (the picture's size and alt text among it), or `None` without a
/// browser. With `WEB_SCREENSHOTS=DIR`, a picture of it is written there (`name.png`).
pub(crate) async fn seen_as_discord(
    call: &Call,
    payload: &Value,
    name: &str,
    words: &str,
) -> Option<Value> {
    if !chromium_or_skip() {
        return None;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("card.html");
    std::fs::write(&file, page(payload, &call.files)).expect("write the page");
    let mut browser = Browser::start().await;
    browser.view_as(640, true).await;
    browser.open(&format!("file://{}", file.display())).await;
    browser
        .until(
            "the board drawn",
            "document.querySelector('.gallery img')?.complete && document.querySelector('.gallery img').naturalWidth > 0",
        )
        .await;
    let seen = browser
        .eval(
            "(() => { const c = document.querySelector('.container'); const img = c.querySelector('.gallery img');
              return { bar: getComputedStyle(c).borderLeftColor, accent: +c.dataset.accent,
                width: img.naturalWidth, height: img.naturalHeight, shown: img.getBoundingClientRect().width,
                alt: img.alt, text: c.innerText, buttons: [...c.querySelectorAll('button')].map(b => b.innerText),
                inside: [...document.querySelectorAll('button')].every(b => c.contains(b)) }; })()",
        )
        .await;
    let accent = seen["accent"].as_u64().expect("an accent");
    let rgb = format!(
        "rgb({}, {}, {})",
        accent >> 16,
        (accent >> 8) & 0xFF,
        accent & 0xFF
    );
    assert_eq!(seen["bar"], rgb.as_str(), "{seen}");
    assert!(seen["shown"].as_f64().unwrap_or(0.0) >= 256.0, "{seen}");
    assert!(
        seen["text"].as_str().is_some_and(|t| t.contains(words)),
        "{seen}"
    );
    let labels: Vec<&str> = seen["buttons"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(
        labels.len(),
        buttons_of(payload),
        "every button drawn: {seen}"
    );
    assert_eq!(seen["inside"], true, "{seen}");
    browser.photograph(name).await;
    Some(seen)
}
