//! Discord's layout components (Components V2) as typed values: each serialises to
//! the JSON Discord documents, `{"type": N, ...}`, and a [`Card`] is only made from
//! components within Discord's documented limits.

use serde::Serialize;
use serde::ser::Serializer;

/// The message flag that makes a message's components its whole body (no `content`,
/// no `embeds`).
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// The message flag of a message only its interaction's user sees.
pub const EPHEMERAL: u64 = 1 << 6;

/// Components in one message, counting nested ones.
pub const MAX_COMPONENTS: usize = 40;
/// Characters of all text displays of one message together.
pub const MAX_TEXT: usize = 4000;
/// Buttons in one action row.
pub const MAX_ROW_BUTTONS: usize = 5;
/// Characters of a button's label.
pub const MAX_LABEL: usize = 80;
/// Characters of a button's custom id.
pub const MAX_CUSTOM_ID: usize = 100;
/// Characters of a link button's URL.
pub const MAX_URL: usize = 512;
/// Text displays in one section.
pub const MAX_SECTION_TEXTS: usize = 3;
/// Items in one media gallery.
pub const MAX_GALLERY_ITEMS: usize = 10;
/// Characters of a media item's description (its alt text).
pub const MAX_DESCRIPTION: usize = 1024;

/// A button's look, as Discord numbers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Blurple (1).
    Primary,
    /// Grey (2).
    Secondary,
    /// Red (4).
    Danger,
    /// A link leading away (5).
    Link,
}

impl Style {
    fn code(self) -> u8 {
        match self {
            Style::Primary => 1,
            Style::Secondary => 2,
            Style::Danger => 4,
            Style::Link => 5,
        }
    }
}

impl Serialize for Style {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.code())
    }
}

/// A button (type 2): one of Sanctum's, by custom id, or a link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Button {
    /// How it looks.
    pub style: Style,
    /// What it says.
    pub label: String,
    /// What pressing it sends Sanctum (not on a link).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_id: Option<String>,
    /// Where it leads (only on a link).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Shown greyed out, not pressable.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub disabled: bool,
}

impl Button {
    /// One of Sanctum's buttons.
    pub fn action(custom_id: String, label: String, style: Style) -> Button {
        Button {
            style,
            label,
            custom_id: Some(custom_id),
            url: None,
            disabled: false,
        }
    }

    /// A link button.
    pub fn link(url: String, label: String) -> Button {
        Button {
            style: Style::Link,
            label,
            custom_id: None,
            url: Some(url),
            disabled: false,
        }
    }
}

/// A row of buttons (type 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ActionRow {
    /// Its buttons, 1 to 5.
    pub components: Vec<Tagged<Button>>,
}

/// Markdown text (type 10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextDisplay {
    /// The text.
    pub content: String,
}

/// A picture or file Discord shows, by URL (`attachment://name` for an upload).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Media {
    /// Where it is.
    pub url: String,
}

/// A small picture beside a section's text (type 11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Thumbnail {
    /// The picture.
    pub media: Media,
    /// What it shows, for screen readers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// What sits beside a section's text.
#[allow(
    dead_code,
    reason = "Discord's layout components typed whole; a card uses some of them"
)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Accessory {
    /// A button (type 2).
    Button(Button),
    /// A thumbnail (type 11).
    Thumbnail(Thumbnail),
}

impl Serialize for Accessory {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Accessory::Button(b) => tagged(2, b).serialize(s),
            Accessory::Thumbnail(t) => tagged(11, t).serialize(s),
        }
    }
}

/// Text with something beside it (type 9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Section {
    /// 1 to 3 text displays.
    pub components: Vec<Tagged<TextDisplay>>,
    /// What sits beside them.
    pub accessory: Accessory,
}

/// One picture of a media gallery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MediaItem {
    /// The picture.
    pub media: Media,
    /// What it shows, for screen readers (at most 1,024 characters).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Hidden until clicked.
    pub spoiler: bool,
}

/// Pictures in a grid (type 12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MediaGallery {
    /// 1 to 10 pictures.
    pub items: Vec<MediaItem>,
}

/// An uploaded file shown for download (type 13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct File {
    /// The file, `attachment://name`.
    pub file: Media,
}

/// Space, and perhaps a line, between components (type 14).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Separator {
    /// Whether a line is drawn.
    pub divider: bool,
    /// 1 small, 2 large.
    pub spacing: u8,
}

/// Everything a container may hold.
#[allow(
    dead_code,
    reason = "Discord's layout components typed whole; a card uses some of them"
)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inner {
    /// Buttons.
    Row(ActionRow),
    /// Text.
    Text(TextDisplay),
    /// Text with a button or thumbnail.
    Section(Section),
    /// Pictures.
    Gallery(MediaGallery),
    /// A file.
    File(File),
    /// Space.
    Separator(Separator),
}

impl Serialize for Inner {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Inner::Row(c) => tagged(1, c).serialize(s),
            Inner::Section(c) => tagged(9, c).serialize(s),
            Inner::Text(c) => tagged(10, c).serialize(s),
            Inner::Gallery(c) => tagged(12, c).serialize(s),
            Inner::File(c) => tagged(13, c).serialize(s),
            Inner::Separator(c) => tagged(14, c).serialize(s),
        }
    }
}

/// A box around components with a coloured bar on its left (type 17).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Container {
    /// The bar's colour, `0xRRGGBB`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accent_color: Option<u32>,
    /// What it holds.
    pub components: Vec<Inner>,
}

/// A top-level component of a message.
#[allow(
    dead_code,
    reason = "Discord's layout components typed whole; a card uses some of them"
)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Top {
    /// A container.
    Container(Container),
    /// Anything a container may hold, outside one.
    Bare(Inner),
}

impl Serialize for Top {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Top::Container(c) => tagged(17, c).serialize(s),
            Top::Bare(c) => c.serialize(s),
        }
    }
}

/// A component with its type number, as Discord writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tagged<T> {
    #[serde(rename = "type")]
    kind: u8,
    #[serde(flatten)]
    inner: T,
}

fn tagged<T>(kind: u8, inner: T) -> Tagged<T> {
    Tagged { kind, inner }
}

/// A button inside a row or section.
pub fn button(b: Button) -> Tagged<Button> {
    tagged(2, b)
}

/// A text display inside a section.
pub fn text(content: String) -> Tagged<TextDisplay> {
    tagged(10, TextDisplay { content })
}

/// Why components do not make a card Discord would take.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    /// No component at all.
    #[error("a card needs at least one component")]
    Empty,
    /// More than [`MAX_COMPONENTS`], counting nested ones.
    #[error("{0} components; at most {MAX_COMPONENTS}")]
    TooManyComponents(usize),
    /// More than [`MAX_TEXT`] characters of text displays.
    #[error("{0} characters of text; at most {MAX_TEXT}")]
    TooMuchText(usize),
    /// A row without buttons or with too many.
    #[error("a row of {0} buttons; 1 to {MAX_ROW_BUTTONS}")]
    Row(usize),
    /// A label too long or empty.
    #[error("a button label of {0} characters; 1 to {MAX_LABEL}")]
    Label(usize),
    /// A button whose id or URL is missing, doubled or too long.
    #[error("a button with a bad custom id or URL: {0}")]
    ButtonTarget(String),
    /// Two buttons with one custom id.
    #[error("two buttons with the custom id {0}")]
    DuplicateId(String),
    /// A section without text or with too many.
    #[error("a section of {0} texts; 1 to {MAX_SECTION_TEXTS}")]
    Section(usize),
    /// A gallery without pictures or with too many.
    #[error("a gallery of {0} items; 1 to {MAX_GALLERY_ITEMS}")]
    Gallery(usize),
    /// A description longer than [`MAX_DESCRIPTION`].
    #[error("a description of {0} characters; at most {MAX_DESCRIPTION}")]
    Description(usize),
    /// A text display without text.
    #[error("an empty text display")]
    EmptyText,
    /// A media URL that is neither an upload nor on the web.
    #[error("a media URL Discord cannot show: {0}")]
    MediaUrl(String),
}

/// The components of one message, checked against Discord's limits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Card {
    components: Vec<Top>,
}

/// What [`Card::new`] counts while it checks.
#[derive(Default)]
struct Tally {
    components: usize,
    text: usize,
    ids: Vec<String>,
}

impl Tally {
    fn text(&mut self, t: &TextDisplay) -> Result<(), CardError> {
        self.components += 1;
        let n = t.content.chars().count();
        if t.content.trim().is_empty() {
            return Err(CardError::EmptyText);
        }
        self.text += n;
        Ok(())
    }

    fn button(&mut self, b: &Button) -> Result<(), CardError> {
        self.components += 1;
        let label = b.label.chars().count();
        if label == 0 || label > MAX_LABEL {
            return Err(CardError::Label(label));
        }
        match (b.style, &b.custom_id, &b.url) {
            (Style::Link, None, Some(url))
                if (url.starts_with("https://") || url.starts_with("http://"))
                    && url.len() <= MAX_URL => {}
            (Style::Primary | Style::Secondary | Style::Danger, Some(id), None)
                if !id.is_empty() && id.chars().count() <= MAX_CUSTOM_ID =>
            {
                if self.ids.contains(id) {
                    return Err(CardError::DuplicateId(id.clone()));
                }
                self.ids.push(id.clone());
            }
            _ => {
                return Err(CardError::ButtonTarget(format!(
                    "{:?}",
                    b.custom_id.as_ref().or(b.url.as_ref())
                )));
            }
        }
        Ok(())
    }

    fn media(url: &str) -> Result<(), CardError> {
        let fine = url
            .strip_prefix("attachment://")
            .is_some_and(|n| !n.is_empty())
            || url.starts_with("https://")
            || url.starts_with("http://");
        if fine {
            Ok(())
        } else {
            Err(CardError::MediaUrl(url.to_owned()))
        }
    }

    fn description(d: Option<&String>) -> Result<(), CardError> {
        match d.map(|d| d.chars().count()) {
            Some(n) if n > MAX_DESCRIPTION => Err(CardError::Description(n)),
            _ => Ok(()),
        }
    }

    fn inner(&mut self, c: &Inner) -> Result<(), CardError> {
        match c {
            Inner::Row(row) => {
                self.components += 1;
                let n = row.components.len();
                if n == 0 || n > MAX_ROW_BUTTONS {
                    return Err(CardError::Row(n));
                }
                for b in &row.components {
                    self.button(&b.inner)?;
                }
            }
            Inner::Text(t) => self.text(t)?,
            Inner::Section(s) => {
                self.components += 1;
                let n = s.components.len();
                if n == 0 || n > MAX_SECTION_TEXTS {
                    return Err(CardError::Section(n));
                }
                for t in &s.components {
                    self.text(&t.inner)?;
                }
                match &s.accessory {
                    Accessory::Button(b) => self.button(b)?,
                    Accessory::Thumbnail(t) => {
                        self.components += 1;
                        Tally::media(&t.media.url)?;
                        Tally::description(t.description.as_ref())?;
                    }
                }
            }
            Inner::Gallery(g) => {
                self.components += 1;
                let n = g.items.len();
                if n == 0 || n > MAX_GALLERY_ITEMS {
                    return Err(CardError::Gallery(n));
                }
                for item in &g.items {
                    Tally::media(&item.media.url)?;
                    Tally::description(item.description.as_ref())?;
                }
            }
            Inner::File(f) => {
                self.components += 1;
                if !f.file.url.starts_with("attachment://") {
                    return Err(CardError::MediaUrl(f.file.url.clone()));
                }
            }
            Inner::Separator(_) => self.components += 1,
        }
        Ok(())
    }
}

impl Card {
    /// A card of `components`, if Discord would take them: at most
    /// [`MAX_COMPONENTS`] components counting nested ones, [`MAX_TEXT`] characters of
    /// text, rows of 1–5 buttons with labels and ids within their limits and no id
    /// twice, sections of 1–3 texts, galleries of 1–10 pictures with descriptions
    /// within [`MAX_DESCRIPTION`].
    pub fn new(components: Vec<Top>) -> Result<Card, CardError> {
        if components.is_empty() {
            return Err(CardError::Empty);
        }
        let mut tally = Tally::default();
        for top in &components {
            match top {
                Top::Container(c) => {
                    tally.components += 1;
                    for inner in &c.components {
                        tally.inner(inner)?;
                    }
                }
                Top::Bare(inner) => tally.inner(inner)?,
            }
        }
        if tally.components > MAX_COMPONENTS {
            return Err(CardError::TooManyComponents(tally.components));
        }
        if tally.text > MAX_TEXT {
            return Err(CardError::TooMuchText(tally.text));
        }
        Ok(Card { components })
    }
}
