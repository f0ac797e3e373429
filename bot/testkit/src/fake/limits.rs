//! Discord's form-body limits. A payload breaking one gets what Discord answers:
//! 400 with code 50035 "Invalid Form Body".

use serde_json::Value;

/// Follow-up messages Discord allows an interaction that only a user's install
/// authorised (the app is no member where it was used); the next is refused with
/// code 40094.
pub const USER_INSTALL_FOLLOWUPS: u32 = 5;

/// Discord's message flag for a message laid out in components (Components V2).
pub const IS_COMPONENTS_V2: u64 = 1 << 15;

/// Whether a message payload (or stored message) carries [`IS_COMPONENTS_V2`].
pub fn is_v2(p: &Value) -> bool {
    p.get("flags")
        .and_then(Value::as_u64)
        .is_some_and(|f| f & IS_COMPONENTS_V2 != 0)
}

/// What Discord answers a message in components that also sets `content`, `embeds`
/// (or another field only a message without components may use): 400, code 50035,
/// the field named with `MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2`.
pub fn legacy_fields(p: &Value) -> Option<&'static str> {
    let set = |key: &str| match p.get(key) {
        None | Some(Value::Null) => false,
        Some(Value::String(s)) => !s.is_empty(),
        Some(Value::Array(a)) => !a.is_empty(),
        Some(_) => true,
    };
    ["content", "embeds", "sticker_ids", "poll"]
        .into_iter()
        .find(|key| set(key))
}

/// What is wrong with a message in components (Components V2), if anything: the
/// limits Discord documents for them. `uploaded` names the files an `attachment://`
/// URL may refer to.
pub fn components_problem(p: &Value, uploaded: &[String]) -> Option<String> {
    let top = p.get("components").and_then(Value::as_array)?;
    if top.is_empty() {
        return Some("a message in components without components".into());
    }
    let mut tally = V2Tally::default();
    for c in top {
        if let Some(why) = tally.component(c, 0, uploaded) {
            return Some(why);
        }
    }
    if tally.count > 40 {
        return Some(format!("{} components; at most 40", tally.count));
    }
    if tally.chars > 4000 {
        return Some(format!(
            "{} characters of text displays; at most 4000",
            tally.chars
        ));
    }
    None
}

#[derive(Default)]
struct V2Tally {
    count: usize,
    chars: usize,
    ids: Vec<String>,
}

impl V2Tally {
    /// Checks one component at `depth` (0 top level, 1 inside a container, 2 inside a
    /// row or section).
    fn component(&mut self, c: &Value, depth: u8, uploaded: &[String]) -> Option<String> {
        self.count += 1;
        let kind = c.get("type").and_then(Value::as_u64).unwrap_or(0);
        let children = |key: &str| {
            c.get(key)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        };
        match kind {
            2 => return self.button(c),
            1 => {
                let items = children("components");
                if items.is_empty() || items.len() > 5 {
                    return Some("action row with 0 or more than 5 buttons".into());
                }
                for b in &items {
                    if b.get("type").and_then(Value::as_u64) != Some(2) {
                        return Some("an action row holds buttons here".into());
                    }
                    if let Some(why) = self.component(b, 2, uploaded) {
                        return Some(why);
                    }
                }
            }
            9 => {
                let texts = children("components");
                if texts.is_empty() || texts.len() > 3 {
                    return Some("a section holds 1 to 3 text displays".into());
                }
                for t in &texts {
                    if t.get("type").and_then(Value::as_u64) != Some(10) {
                        return Some("a section holds text displays".into());
                    }
                    if let Some(why) = self.component(t, 2, uploaded) {
                        return Some(why);
                    }
                }
                let Some(accessory) = c.get("accessory") else {
                    return Some("a section without an accessory".into());
                };
                if !matches!(accessory.get("type").and_then(Value::as_u64), Some(2 | 11)) {
                    return Some("a section's accessory is a button or a thumbnail".into());
                }
                if let Some(why) = self.component(accessory, 2, uploaded) {
                    return Some(why);
                }
            }
            10 => {
                let text = c.get("content").and_then(Value::as_str).unwrap_or("");
                if text.is_empty() {
                    return Some("an empty text display".into());
                }
                self.chars += text.chars().count();
            }
            11 => return media(c.get("media"), c.get("description"), uploaded),
            12 => {
                let items = children("items");
                if items.is_empty() || items.len() > 10 {
                    return Some("a media gallery holds 1 to 10 items".into());
                }
                for item in &items {
                    if let Some(why) = media(item.get("media"), item.get("description"), uploaded) {
                        return Some(why);
                    }
                }
            }
            13 => {
                let url = c["file"]["url"].as_str().unwrap_or("");
                if !url.starts_with("attachment://") {
                    return Some("a file component names an upload".into());
                }
                return media(c.get("file"), None, uploaded);
            }
            14 => {}
            17 => {
                if depth > 0 {
                    return Some("a container inside another component".into());
                }
                if let Some(colour) = c.get("accent_color").filter(|v| !v.is_null())
                    && colour.as_u64().is_none_or(|v| v > 0xFF_FF_FF)
                {
                    return Some("accent_color is an RGB integer".into());
                }
                for inner in children("components") {
                    let kind = inner.get("type").and_then(Value::as_u64).unwrap_or(0);
                    if !matches!(kind, 1 | 9 | 10 | 12 | 13 | 14) {
                        return Some(format!("a container cannot hold type {kind}"));
                    }
                    if let Some(why) = self.component(&inner, 1, uploaded) {
                        return Some(why);
                    }
                }
            }
            other => return Some(format!("unknown component type {other}")),
        }
        None
    }

    fn button(&mut self, b: &Value) -> Option<String> {
        let id = b.get("custom_id").and_then(Value::as_str).unwrap_or("");
        let url = b.get("url").and_then(Value::as_str).unwrap_or("");
        if b.get("style").and_then(Value::as_u64) == Some(5) {
            let web = url.starts_with("https://") || url.starts_with("http://");
            if !web || url.len() > 512 || !id.is_empty() {
                return Some(format!("bad link button {url:?}"));
            }
        } else {
            if id.is_empty() || id.len() > 100 || !url.is_empty() {
                return Some(format!("bad custom_id {id:?}"));
            }
            if self.ids.iter().any(|i| i == id) {
                return Some(format!("custom_id {id:?} twice"));
            }
            self.ids.push(id.to_owned());
        }
        let label = b.get("label").and_then(Value::as_str).unwrap_or("");
        if label.chars().count() > 80 {
            return Some("button label longer than 80".into());
        }
        None
    }
}

/// What is wrong with an unfurled media item (a URL, an upload's or the web's) and
/// its description, if anything.
fn media(
    media: Option<&Value>,
    description: Option<&Value>,
    uploaded: &[String],
) -> Option<String> {
    let url = media
        .and_then(|m| m.get("url"))
        .and_then(Value::as_str)
        .unwrap_or("");
    if let Some(name) = url.strip_prefix("attachment://") {
        if !uploaded.iter().any(|u| u == name) {
            return Some(format!("attachment://{name} names no file of the message"));
        }
    } else if !(url.starts_with("https://") || url.starts_with("http://")) {
        return Some(format!("media URL {url:?}"));
    }
    let alt = description.and_then(Value::as_str).unwrap_or("");
    if alt.chars().count() > 1024 {
        return Some("a media description longer than 1024".into());
    }
    None
}

/// What is wrong with a message payload, if anything.
pub fn message_problem(p: &Value, uploads: &[(String, Vec<u8>)]) -> Option<String> {
    let files = uploads.len();
    if is_v2(p) {
        // An `attachment://` URL names an upload by its file name (the part's, or the
        // one the payload's `attachments` list gives it).
        let names: Vec<String> = p
            .get("attachments")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|a| a.get("filename").and_then(Value::as_str).map(str::to_owned))
            .chain(uploads.iter().map(|(name, _)| name.clone()))
            .collect();
        return components_problem(p, &names);
    }
    let content = p.get("content").and_then(Value::as_str).unwrap_or("");
    let embeds = p
        .get("embeds")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    if content.chars().count() > 2000 {
        return Some("content longer than 2000".into());
    }
    if content.is_empty() && embeds == 0 && files == 0 && p.get("components").is_none() {
        return Some("empty message".into());
    }
    if embeds > 10 {
        return Some("more than 10 embeds".into());
    }
    let described: Vec<usize> = p
        .get("embeds")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|e| {
            e.get("description")
                .and_then(Value::as_str)
                .map_or(0, |d| d.chars().count())
        })
        .collect();
    if described.iter().any(|n| *n > 4096) {
        return Some("embed description longer than 4096".into());
    }
    if described.iter().sum::<usize>() > 6000 {
        return Some("embeds longer than 6000 together".into());
    }
    if let Some(nonce) = p.get("nonce").filter(|n| !n.is_null()) {
        let fits = match nonce {
            Value::String(s) => s.chars().count() <= 25,
            Value::Number(n) => n.is_u64() || n.is_i64(),
            _ => false,
        };
        if !fits {
            return Some("nonce neither an integer nor a string of at most 25".into());
        }
    }
    if let Some(rows) = p.get("components").and_then(Value::as_array) {
        if rows.len() > 5 {
            return Some("more than 5 action rows".into());
        }
        for row in rows {
            let items = row.get("components").and_then(Value::as_array);
            let Some(items) = items else {
                return Some("action row without components".into());
            };
            if items.is_empty() || items.len() > 5 {
                return Some("action row with 0 or more than 5 buttons".into());
            }
            for b in items {
                // A link button (style 5) has a URL and no custom id; every other one
                // has a custom id and no URL.
                let id = b.get("custom_id").and_then(Value::as_str).unwrap_or("");
                let url = b.get("url").and_then(Value::as_str).unwrap_or("");
                if b.get("style").and_then(Value::as_u64) == Some(5) {
                    let web = url.starts_with("https://") || url.starts_with("http://");
                    if !web || url.len() > 512 || !id.is_empty() {
                        return Some(format!("bad link button {url:?}"));
                    }
                } else if id.is_empty() || id.len() > 100 || !url.is_empty() {
                    return Some(format!("bad custom_id {id:?}"));
                }
                let label = b.get("label").and_then(Value::as_str).unwrap_or("");
                if label.chars().count() > 80 {
                    return Some("button label longer than 80".into());
                }
            }
        }
    }
    if let Some(list) = p.get("attachments").and_then(Value::as_array) {
        for a in list {
            let id = a.get("id").and_then(Value::as_u64);
            if id.is_some_and(|n| n as usize >= files) && files > 0 {
                return Some("attachment refers to a missing files[n] part".into());
            }
        }
    }
    None
}

/// What is wrong with a list of commands to register, if anything.
pub fn commands_problem(list: &Value) -> Option<String> {
    let Some(list) = list.as_array() else {
        return Some("not a list".into());
    };
    let mut command_names: Vec<(String, String)> = Vec::new();
    for c in list {
        if let Some(p) = name_and_description(c) {
            return Some(p);
        }
        for (locale, name) in localized(c) {
            if command_names.contains(&(locale.clone(), name.clone())) {
                return Some(format!("two commands called {name} in {locale}"));
            }
            command_names.push((locale, name));
        }
        let options = c
            .get("options")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if options.len() > 25 {
            return Some("more than 25 options".into());
        }
        let mut optional_seen = false;
        let mut option_names: Vec<(String, String)> = Vec::new();
        for o in &options {
            if let Some(p) = name_and_description(o) {
                return Some(p);
            }
            for (locale, name) in localized(o) {
                if option_names.contains(&(locale.clone(), name.clone())) {
                    return Some(format!("two options called {name} in {locale}"));
                }
                option_names.push((locale, name));
            }
            for choice in o
                .get("choices")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let names = choice.get("name_localizations").and_then(Value::as_object);
                for (locale, name) in names.into_iter().flatten() {
                    let name = name.as_str().unwrap_or("");
                    if !LOCALES.contains(&locale.as_str())
                        || !(1..=100).contains(&name.chars().count())
                    {
                        return Some(format!("bad choice localization {locale}: {name:?}"));
                    }
                }
            }
            let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
            if required && optional_seen {
                return Some("required option after an optional one".into());
            }
            optional_seen |= !required;
            let choices = o
                .get("choices")
                .and_then(Value::as_array)
                .is_some_and(|c| !c.is_empty());
            let auto = o
                .get("autocomplete")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            if choices && auto {
                return Some("choices and autocomplete together".into());
            }
        }
    }
    None
}

/// The locales Discord accepts in localization maps, from its reference.
const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Whether `name` passes Discord's rule for a command's or option's name in a locale:
/// 1–32 letters, digits, `-` or `_`, and no capital where the letter has a small form.
fn good_localized_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.to_lowercase() == name
}

/// A command's or option's localized names, by locale (after checking each).
fn localized(v: &Value) -> Vec<(String, String)> {
    v.get("name_localizations")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .map(|(locale, name)| (locale.clone(), name.as_str().unwrap_or("").to_owned()))
        .collect()
}

fn name_and_description(v: &Value) -> Option<String> {
    for (locale, name) in localized(v) {
        if !LOCALES.contains(&locale.as_str()) || !good_localized_name(&name) {
            return Some(format!("bad localized name {locale}: {name:?}"));
        }
    }
    let descriptions = v
        .get("description_localizations")
        .and_then(Value::as_object);
    for (locale, d) in descriptions.into_iter().flatten() {
        let d = d.as_str().unwrap_or("");
        if !LOCALES.contains(&locale.as_str()) || !(1..=100).contains(&d.chars().count()) {
            return Some(format!("bad localized description {locale}: {d:?}"));
        }
    }
    let name = v.get("name").and_then(Value::as_str).unwrap_or("");
    let ok_name = !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    if !ok_name {
        return Some(format!("bad name {name:?}"));
    }
    let description = v.get("description").and_then(Value::as_str).unwrap_or("");
    if description.is_empty() || description.chars().count() > 100 {
        return Some(format!("bad description for {name}"));
    }
    None
}

/// What is wrong with an autocomplete result, if anything.
pub fn choices_problem(data: &Value) -> Option<String> {
    let choices = data.get("choices").and_then(Value::as_array)?;
    if choices.len() > 25 {
        return Some("more than 25 choices".into());
    }
    for c in choices {
        let name = c.get("name").and_then(Value::as_str).unwrap_or("");
        if name.is_empty() || name.chars().count() > 100 {
            return Some(format!("bad choice name {name:?}"));
        }
    }
    None
}
