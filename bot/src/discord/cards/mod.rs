//! Game cards: a reply with a board (or a kept scoreboard with its picture) as a
//! Discord message in Components V2 — a container with a coloured bar, the reply's
//! own text, the picture in a media gallery with its alt text, and the buttons inside.
//!
//! serenity 0.12 neither builds nor reads these components (it skips every top-level
//! component but an action row), so they are typed here ([`components`]), sent as
//! raw requests, and read back as JSON where a card's buttons must be found again.

pub mod components;

use super::failures::Observed;
use super::markdown::CommandIds;
use components::{
    ActionRow, Button, Card, CardError, Container, EPHEMERAL, IS_COMPONENTS_V2, Inner, MAX_TEXT,
    Media, MediaGallery, MediaItem, Section, Style, TextDisplay, Top,
};
use serde::Serialize;
use serde_json::Value;
use serenity::all::{ChannelId, CreateAttachment, Http, LightMethod, MessageId, Request, Route};
use service::{Action, Reply, Visibility};

/// Who a card may ping: exactly the reply's users and roles, nothing parsed from text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mentions {
    parse: [&'static str; 0],
    users: Vec<String>,
    roles: Vec<String>,
}

impl Mentions {
    /// Nobody (an edit pings nobody).
    pub fn none() -> Mentions {
        Mentions {
            parse: [],
            users: Vec::new(),
            roles: Vec::new(),
        }
    }

    fn of(reply: &Reply) -> Mentions {
        Mentions {
            parse: [],
            users: reply.pings.iter().map(|u| u.0.max(1).to_string()).collect(),
            roles: reply
                .role_pings
                .iter()
                .map(|r| r.0.max(1).to_string())
                .collect(),
        }
    }
}

/// An uploaded file as the payload names it: `files[id]`, its name and alt text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Upload {
    id: u64,
    filename: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<String>,
}

/// A card message's JSON body (a message create or edit, or an interaction answer's
/// `data`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Payload {
    /// [`IS_COMPONENTS_V2`], and [`EPHEMERAL`] for a private answer.
    pub flags: u64,
    /// The card.
    pub components: Card,
    /// Who it pings.
    pub allowed_mentions: Mentions,
    /// The file uploaded with it (at most one: see [`wanted`]).
    pub attachments: Vec<Upload>,
}

impl Payload {
    /// The same card, pinging nobody (for an edit).
    #[must_use]
    pub fn quiet(mut self) -> Payload {
        self.allowed_mentions = Mentions::none();
        self
    }

    /// As JSON.
    pub fn json(&self) -> Value {
        // Plain data: it always serialises.
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
}

/// The one picture a card shows: its file name, bytes and alt text.
fn picture(reply: &Reply) -> Option<(&str, &[u8], Option<&str>)> {
    if let Some(board) = &reply.board {
        let png = board.png.as_deref()?;
        return Some((&board.file_name, png, Some(board.alt.as_str())));
    }
    let [file] = reply.files.as_slice() else {
        return None;
    };
    let image = [".png", ".gif", ".jpg", ".jpeg", ".webp"]
        .iter()
        .any(|ext| file.name.to_ascii_lowercase().ends_with(ext));
    (image && (reply.keep.is_some() || tournament(reply).is_some())).then_some((
        &file.name,
        &file.bytes,
        file.alt.as_deref(),
    ))
}

/// The tournament a reply is about (its standings, or its podium with the crosstable).
fn tournament(reply: &Reply) -> Option<data::TournamentId> {
    match reply.page {
        Some(service::Page::Tournament(t)) => Some(t),
        _ => None,
    }
}

/// Whether `reply` goes out as a card: it has a board picture (or is a kept
/// scoreboard, or a tournament's standings, with its picture), and one upload in all. serenity numbers uploads
/// only inside its own builders, which cannot carry these components, so a reply with
/// a second file (a finished game's record) stays a message as before.
pub fn wanted(reply: &Reply) -> bool {
    let uploads =
        usize::from(reply.board.as_ref().is_some_and(|b| b.png.is_some())) + reply.files.len();
    uploads == 1 && picture(reply).is_some()
}

/// Hue (degrees) of each game's bar, around which each game gets its own shade.
fn base_hue(variant: rules::Variant) -> u32 {
    match variant {
        rules::Variant::Chess => 212,
        rules::Variant::Scepter => 38,
        rules::Variant::Sanctuary => 152,
    }
}

/// The colour of an HSL hue at Discord-friendly saturation and lightness, `0xRRGGBB`.
#[allow(clippy::many_single_char_names, reason = "the formula's own names")]
fn hsl(hue: u32, saturation: f64, lightness: f64) -> u32 {
    let h = f64::from(hue % 360) / 60.0;
    let c = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation;
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h {
        h if h < 1.0 => (c, x, 0.0),
        h if h < 2.0 => (x, c, 0.0),
        h if h < 3.0 => (0.0, c, x),
        h if h < 4.0 => (0.0, x, c),
        h if h < 5.0 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = lightness - c / 2.0;
    let channel = |v: f64| {
        // Within 0..=255 by construction.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let byte = ((v + m) * 255.0).round().clamp(0.0, 255.0) as u32;
        byte
    };
    (channel(r) << 16) | (channel(g) << 8) | channel(b)
}

/// The card's bar: the game's variant's hue, shifted by up to 24° one way or the other
/// by the game's number, so two games side by side differ and each keeps its colour
/// from move to move. A diagram has its variant's hue; a scoreboard a violet of its
/// match; a tournament's standings a gold of the tournament.
pub fn accent(reply: &Reply) -> u32 {
    let shifted = |id: i64| u32::try_from(id.unsigned_abs().wrapping_mul(37) % 49).unwrap_or(24);
    if let (None, Some(t)) = (&reply.board, tournament(reply)) {
        return hsl(46 + 336 + shifted(t.0), 0.60, 0.50);
    }
    match (&reply.board, reply.keep) {
        (Some(board), _) => {
            let shift = board.game.map_or(24, |g| {
                u32::try_from(g.0.unsigned_abs().wrapping_mul(37) % 49).unwrap_or(24)
            });
            hsl(base_hue(board.variant) + 336 + shift, 0.55, 0.50)
        }
        (None, Some(service::Kept::Scoreboard(m))) => {
            let shift = u32::try_from(m.0.unsigned_abs().wrapping_mul(37) % 49).unwrap_or(24);
            hsl(270 + 336 + shift, 0.45, 0.55)
        }
        (None, None) => hsl(0, 0.0, 0.5),
    }
}

/// `text` cut to `limit` characters.
fn clip(text: &str, limit: usize) -> String {
    super::markdown::clip(text, limit)
}

fn style(style: service::ButtonStyle) -> Style {
    match style {
        service::ButtonStyle::Primary => Style::Primary,
        service::ButtonStyle::Secondary => Style::Secondary,
        service::ButtonStyle::Danger => Style::Danger,
    }
}

/// The card for `reply` and its one upload, if it is [`wanted`]: its text (the
/// headline beside the **View** link, the rest below), the picture with its alt text,
/// its buttons in rows of five and the link to play on the web, all in one container.
pub fn of(
    reply: &Reply,
    ids: &CommandIds,
) -> Option<Result<(Payload, CreateAttachment), CardError>> {
    if !wanted(reply) {
        return None;
    }
    let (name, bytes, alt) = picture(reply)?;
    let text = clip(&ids.render(&reply.text), MAX_TEXT);
    let (head, rest) = match text.split_once('\n') {
        Some((head, rest)) if !head.trim().is_empty() => (head.to_owned(), rest.trim().to_owned()),
        _ => (text.trim().to_owned(), String::new()),
    };
    let mut links = super::markdown::links(reply, ids).into_iter();
    let view = reply
        .page()
        .and_then(|p| ids.link(p))
        .and_then(|_| links.next());
    let mut inner = Vec::new();
    if !head.is_empty() {
        inner.push(match view {
            Some((label, url)) => Inner::Section(Section {
                components: vec![components::text(head)],
                accessory: components::Accessory::Button(Button::link(url, label)),
            }),
            None => Inner::Text(TextDisplay { content: head }),
        });
    }
    if !rest.is_empty() {
        inner.push(Inner::Text(TextDisplay { content: rest }));
    }
    inner.push(Inner::Gallery(MediaGallery {
        items: vec![MediaItem {
            media: Media {
                url: format!("attachment://{name}"),
            },
            description: alt.map(str::to_owned),
            spoiler: false,
        }],
    }));
    for row in reply.buttons.chunks(components::MAX_ROW_BUTTONS) {
        inner.push(Inner::Row(ActionRow {
            components: row
                .iter()
                .map(|b| {
                    components::button(Button::action(
                        b.action.custom_id(),
                        b.label_in(service::Lang::En),
                        style(b.style),
                    ))
                })
                .collect(),
        }));
    }
    let rest_links: Vec<_> = links
        .map(|(label, url)| components::button(Button::link(url, label)))
        .collect();
    if !rest_links.is_empty() {
        inner.push(Inner::Row(ActionRow {
            components: rest_links,
        }));
    }
    let card = Card::new(vec![Top::Container(Container {
        accent_color: Some(accent(reply)),
        components: inner,
    })]);
    let card = match card {
        Ok(card) => card,
        Err(e) => return Some(Err(e)),
    };
    let private = reply.visibility == Visibility::Private;
    let mut file = CreateAttachment::bytes(bytes.to_vec(), name.to_owned());
    if let Some(alt) = alt {
        file = file.description(alt.to_owned());
    }
    Some(Ok((
        Payload {
            flags: IS_COMPONENTS_V2 | if private { EPHEMERAL } else { 0 },
            components: card,
            allowed_mentions: Mentions::of(reply),
            attachments: vec![Upload {
                id: 0,
                filename: name.to_owned(),
                description: alt.map(str::to_owned),
            }],
        },
        file,
    )))
}

/// [`of`], a card that breaks a limit logged and left out (the reply then goes out as
/// a message as before).
pub fn card_for(reply: &Reply, ids: &CommandIds) -> Option<(Payload, CreateAttachment)> {
    match of(reply, ids)? {
        Ok(card) => Some(card),
        Err(e) => {
            tracing::warn!(error = %e, "a reply that would break a card's limits goes out as a message");
            None
        }
    }
}

/// Whether a message Discord sent back is a card.
pub fn is_card(message: &Value) -> bool {
    message["flags"]
        .as_u64()
        .is_some_and(|f| f & IS_COMPONENTS_V2 != 0)
}

/// Every button in a component tree, however deep (rows, sections, containers).
fn each_button(tree: &mut Value, f: &mut impl FnMut(&mut Value)) {
    match tree {
        Value::Array(items) => {
            for item in items {
                each_button(item, f);
            }
        }
        Value::Object(map) => {
            if map.get("type").and_then(Value::as_u64) == Some(2) {
                f(tree);
                return;
            }
            for key in ["components", "accessory"] {
                if let Some(child) = map.get_mut(key) {
                    each_button(child, f);
                }
            }
        }
        _ => {}
    }
}

/// Sanctum's buttons on a card (by custom id), wherever in it they are.
pub fn buttons_in(message: &Value) -> Vec<service::Button> {
    let mut tree = message["components"].clone();
    let mut out = Vec::new();
    each_button(&mut tree, &mut |b| {
        if let Some(action) = b["custom_id"].as_str().and_then(Action::parse) {
            let style = match b["style"].as_u64() {
                Some(1) => service::ButtonStyle::Primary,
                Some(4) => service::ButtonStyle::Danger,
                _ => service::ButtonStyle::Secondary,
            };
            out.push(service::Button::new(action, style));
        }
    });
    out
}

/// A card's components as Discord sent them back, every one of Sanctum's buttons
/// disabled (links keep working), and each picture named by its URL alone.
pub fn disabled(message: &Value) -> Value {
    let mut tree = message["components"].clone();
    each_button(&mut tree, &mut |b| {
        if b["style"].as_u64() != Some(5) {
            b["disabled"] = Value::Bool(true);
        }
    });
    strip_media(&mut tree);
    tree
}

/// Keeps only `url` of every unfurled media object (Discord adds its size, type and
/// proxy when it sends a message back; an edit names the media by URL).
fn strip_media(tree: &mut Value) {
    match tree {
        Value::Array(items) => items.iter_mut().for_each(strip_media),
        Value::Object(map) => {
            for (key, value) in map.iter_mut() {
                if matches!(key.as_str(), "media" | "file") && value.get("url").is_some() {
                    *value = serde_json::json!({"url": value["url"].clone()});
                } else {
                    strip_media(value);
                }
            }
        }
        _ => {}
    }
}

/// The message `id` as Discord's JSON (serenity's model drops a card's components).
pub async fn read(http: &Http, channel: ChannelId, id: MessageId) -> serenity::Result<Value> {
    let request = Request::new(
        Route::ChannelMessage {
            channel_id: channel,
            message_id: id,
        },
        LightMethod::Get,
    );
    let body = http.request(request).await.observed()?.bytes().await?;
    Ok(serde_json::from_slice(&body)?)
}

/// Replaces a card's components with `components` (the flag stays: a card cannot be
/// edited with `content`). Its pictures stay, pinging nobody.
pub async fn edit_components(
    http: &Http,
    channel: ChannelId,
    id: MessageId,
    components: Value,
) -> serenity::Result<()> {
    let body = serde_json::json!({
        "flags": IS_COMPONENTS_V2,
        "components": components,
        "allowed_mentions": Mentions::none(),
    });
    patch(http, channel, id, &body).await
}

/// Edits message `id` with the JSON `body`, without reading Discord's copy of the
/// edited message back into a model nobody looks at.
pub async fn patch(
    http: &Http,
    channel: ChannelId,
    id: MessageId,
    body: &Value,
) -> serenity::Result<()> {
    let request = Request::new(
        Route::ChannelMessage {
            channel_id: channel,
            message_id: id,
        },
        LightMethod::Patch,
    )
    .body(Some(serde_json::to_vec(body)?));
    // Read to its end (not parsed), so the connection goes back to the pool.
    http.request(request).await.observed()?.bytes().await?;
    Ok(())
}

/// Redraws a card with `payload`, its new picture replacing the old.
pub async fn redraw(
    http: &Http,
    channel: ChannelId,
    id: MessageId,
    payload: &Payload,
    file: CreateAttachment,
) -> serenity::Result<()> {
    http.edit_message(channel, id, payload, vec![file])
        .await
        .observed()
        .map(|_| ())
}

#[cfg(test)]
mod tests;
