//! The service's replies as Discord messages: text, a board picture as a PNG
//! attachment inside an embed, files, buttons, and exactly the pings it asked for.

use super::cards;
use super::failures::Observed;
use super::markdown::{CommandIds, clip, links};
use serenity::all::{
    ActionRow, ActionRowComponent, ButtonKind, ChannelId, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateButton, CreateEmbed, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditMessage, Http, Message, MessageId,
};
use service::{
    Action, Button, ButtonOwner, ButtonStyle, Refresh, Reply, Response, Service, Visibility,
};
use std::sync::Arc;

pub(super) use super::limits::MAX_CONTENT;
use super::limits::{BUTTONS_PER_ROW, MAX_EMBED_TEXT, MAX_EMBEDS_TEXT, MAX_ROWS};

/// True if some of the buttons belong to a challenge or offer that will close, so
/// their message must be found again to disable them.
pub fn closable(buttons: &[Button]) -> bool {
    buttons.iter().any(|b| b.action.owner().is_some())
}

/// Remembers, in the database, which message carries a challenge's or offer's
/// buttons, so they are disabled when it closes — even after a restart.
pub async fn remember(service: &Arc<Service>, message: &Message, buttons: &[Button]) {
    remember_at(service, (message.channel_id, message.id), buttons).await;
}

/// [`remember`] for a message known by its channel and id.
pub async fn remember_at(
    service: &Arc<Service>,
    (channel, id): (ChannelId, MessageId),
    buttons: &[Button],
) {
    let Some(owner) = buttons.iter().find_map(|b| b.action.owner()) else {
        return;
    };
    let service = service.clone();
    let channel = data::ChannelId(channel.get());
    let stored = tokio::task::spawn_blocking(move || {
        service.remember_button_message(owner, channel, id.get())
    })
    .await;
    if !matches!(stored, Ok(Ok(()))) {
        tracing::warn!(message = %id, "could not remember a message's buttons; they stay live when it closes");
    }
}

/// A long text as embed descriptions: each at most [`MAX_EMBED_TEXT`] characters, cut
/// between lines where it can be, and all within [`MAX_EMBEDS_TEXT`] (the rest clipped).
pub(super) fn long_text(text: &str) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut total = 0;
    for line in text.split_inclusive('\n') {
        let length = line.chars().count();
        if total + length > MAX_EMBEDS_TEXT {
            let room = MAX_EMBEDS_TEXT.saturating_sub(total);
            if room > 0 && current.chars().count() + room <= MAX_EMBED_TEXT {
                current.push_str(&clip(line, room));
            }
            break;
        }
        if current.chars().count() + length > MAX_EMBED_TEXT && !current.is_empty() {
            parts.push(std::mem::take(&mut current));
        }
        current.push_str(&clip(line, MAX_EMBED_TEXT));
        total += length;
    }
    if !current.trim().is_empty() {
        parts.push(current);
    }
    parts
}

pub(super) fn style(style: ButtonStyle) -> serenity::all::ButtonStyle {
    match style {
        ButtonStyle::Primary => serenity::all::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::all::ButtonStyle::Secondary,
        ButtonStyle::Danger => serenity::all::ButtonStyle::Danger,
    }
}

/// The buttons in rows of five, optionally all disabled.
pub fn components(buttons: &[Button], disabled: bool) -> Vec<CreateActionRow> {
    buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(b.action.custom_id())
                            .label(b.label_in(service::Lang::En))
                            .style(style(b.style))
                            .disabled(disabled)
                    })
                    .collect(),
            )
        })
        .collect()
}

/// `rows` and, for a message about a page or carrying a private link to play, a row of
/// link buttons: **View** and **Play on the web** (link buttons carry no custom id, so
/// pressing one never reaches Sanctum).
fn with_links(
    mut rows: Vec<CreateActionRow>,
    links: Vec<(String, String)>,
) -> Vec<CreateActionRow> {
    if !links.is_empty() && rows.len() < MAX_ROWS {
        rows.push(CreateActionRow::Buttons(
            links
                .into_iter()
                .map(|(label, url)| CreateButton::new_link(url).label(label))
                .collect(),
        ));
    }
    rows
}

/// Sanctum's buttons on a message Discord sent back (a pressed button's message).
pub fn buttons_of(rows: &[ActionRow]) -> Vec<Button> {
    let mut out = Vec::new();
    for row in rows {
        for component in &row.components {
            if let ActionRowComponent::Button(b) = component
                && let ButtonKind::NonLink { custom_id, style } = &b.data
                && let Some(action) = Action::parse(custom_id)
            {
                let style = match style {
                    serenity::all::ButtonStyle::Primary => ButtonStyle::Primary,
                    serenity::all::ButtonStyle::Danger => ButtonStyle::Danger,
                    _ => ButtonStyle::Secondary,
                };
                out.push(Button::new(action, style));
            }
        }
    }
    out
}

fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .users(
            reply
                .pings
                .iter()
                .map(|u| serenity::all::UserId::new(u.0.max(1))),
        )
        .roles(
            reply
                .role_pings
                .iter()
                .map(|r| serenity::all::RoleId::new(r.0.max(1))),
        )
}

/// The embed showing the board, and the files to upload (the picture first).
fn embed_and_files(reply: &Reply) -> (Option<CreateEmbed>, Vec<CreateAttachment>) {
    let mut files = Vec::new();
    let embed = reply.board.as_ref().and_then(|board| {
        let png = board.png.as_ref()?;
        files.push(
            CreateAttachment::bytes(png.clone(), board.file_name.clone())
                .description(board.alt.clone()),
        );
        Some(CreateEmbed::new().image(format!("attachment://{}", board.file_name)))
    });
    files.extend(reply.files.iter().map(|f| {
        let file = CreateAttachment::bytes(f.bytes.clone(), f.name.clone());
        match &f.alt {
            Some(alt) => file.description(alt.clone()),
            None => file,
        }
    }));
    (embed, files)
}

/// One reply as serenity's message builders (a channel message, an interaction's
/// answer, a follow-up): the same parts, set once.
struct Parts {
    content: String,
    private: bool,
    mentions: CreateAllowedMentions,
    components: Vec<CreateActionRow>,
    embeds: Vec<CreateEmbed>,
    files: Vec<CreateAttachment>,
}

impl Parts {
    fn of(reply: &Reply, ids: &CommandIds) -> Parts {
        let (embed, files) = embed_and_files(reply);
        let mut embeds: Vec<CreateEmbed> = embed.into_iter().collect();
        let mut text = ids.render(&reply.text);
        // A long text without a board (the help) goes into an embed, which holds twice
        // a message's 2,000 characters and keeps command mentions clickable.
        if embeds.is_empty() && text.chars().count() > MAX_CONTENT {
            embeds = long_text(&text)
                .into_iter()
                .map(|part| CreateEmbed::new().description(part))
                .collect();
            text = String::new();
        }
        Parts {
            content: clip(&text, MAX_CONTENT),
            private: reply.visibility == Visibility::Private,
            mentions: mentions(reply),
            components: with_links(components(&reply.buttons, false), links(reply, ids)),
            embeds,
            files,
        }
    }
}

/// Fills any of serenity's message builders from [`Parts`] (they share method names
/// but no trait).
macro_rules! build {
    ($builder:expr, $parts:expr) => {{
        let parts = $parts;
        let out = $builder
            .content(parts.content)
            .allowed_mentions(parts.mentions)
            .components(parts.components)
            .add_files(parts.files);
        if parts.embeds.is_empty() {
            out
        } else {
            out.embeds(parts.embeds)
        }
    }};
}

/// A reply as the first answer to a button press.
pub fn to_interaction_message(reply: &Reply, ids: &CommandIds) -> CreateInteractionResponseMessage {
    let parts = Parts::of(reply, ids);
    let private = parts.private;
    build!(CreateInteractionResponseMessage::new(), parts).ephemeral(private)
}

/// [`to_interaction_message`], and a copy of the files in it, for a request made
/// without serenity's builder (which takes them out only as it sends).
pub fn to_interaction_message_and_files(
    reply: &Reply,
    ids: &CommandIds,
) -> (CreateInteractionResponseMessage, Vec<CreateAttachment>) {
    let parts = Parts::of(reply, ids);
    let private = parts.private;
    let files = parts.files.clone();
    (
        build!(CreateInteractionResponseMessage::new(), parts).ephemeral(private),
        files,
    )
}

/// A reply as a follow-up to a button press.
pub fn to_followup(reply: &Reply, ids: &CommandIds) -> CreateInteractionResponseFollowup {
    let parts = Parts::of(reply, ids);
    let private = parts.private;
    build!(CreateInteractionResponseFollowup::new(), parts).ephemeral(private)
}

/// Discord's error code for a post into an archived thread.
const THREAD_ARCHIVED: isize = 50083;

/// Discord's error code for a direct message to a user who does not accept them.
pub(super) const CANNOT_MESSAGE_USER: isize = 50007;

/// True if Discord refused with the error `code`.
pub(super) fn refused_with(e: &serenity::Error, code: isize) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
            if r.error.code == code
    )
}

/// True if Discord refused because the thread is archived.
pub(super) fn is_archived_thread(e: &serenity::Error) -> bool {
    refused_with(e, THREAD_ARCHIVED)
}

/// Redraws messages kept earlier in place (a match's scoreboard): text, picture and
/// buttons replaced, nobody pinged. A message that is gone is logged and left.
pub async fn edit_kept(http: &Http, ids: &CommandIds, response: &Response) {
    for edit in &response.edits {
        if let Some((payload, file)) = cards::card_for(&edit.reply, ids) {
            // A card is redrawn as a card: a message posted with the flag cannot be
            // edited with `content`.
            let (channel, message) = (
                ChannelId::new(edit.channel.0.max(1)),
                MessageId::new(edit.message.max(1)),
            );
            if let Err(e) = cards::redraw(http, channel, message, &payload.quiet(), file).await {
                tracing::warn!(error = %e, %message, "could not redraw a kept card");
            }
            continue;
        }
        let (embed, files) = embed_and_files(&edit.reply);
        let mut builder = EditMessage::new()
            .content(clip(&ids.render(&edit.reply.text), MAX_CONTENT))
            .allowed_mentions(CreateAllowedMentions::new())
            .components(components(&edit.reply.buttons, false));
        if let Some(embed) = embed {
            builder = builder.embed(embed);
        }
        for file in files {
            builder = builder.new_attachment(file);
        }
        let (channel, message) = (
            ChannelId::new(edit.channel.0.max(1)),
            MessageId::new(edit.message.max(1)),
        );
        if let Err(e) = channel
            .edit_message(http, message, builder)
            .await
            .observed()
        {
            tracing::warn!(error = %e, %message, "could not redraw a kept message");
        }
    }
}

/// Redraws every button of `message` disabled, whatever its id (a closed challenge's
/// or offer's, or buttons that can no longer work); its link buttons (**View**) stay
/// as they were. Only the components change: the edit sends no attachment list, so
/// the message keeps its pictures.
pub async fn disable_all(http: &Http, message: &Message) {
    let card = message
        .flags
        .is_some_and(|f| f.bits() & cards::components::IS_COMPONENTS_V2 != 0);
    if message.components.is_empty() && card {
        // Buttons on a message serenity shows none of: a card, read as JSON.
        match cards::read(http, message.channel_id, message.id).await {
            Ok(raw) => disable_card(http, &raw).await,
            Err(e) => {
                tracing::warn!(error = %e, message = %message.id, "could not read a card to disable its buttons");
            }
        }
        return;
    }
    let rows: Vec<CreateActionRow> = message
        .components
        .iter()
        .map(|row| {
            CreateActionRow::Buttons(
                row.components
                    .iter()
                    .filter_map(|c| match c {
                        // A link button leads away from Sanctum: it keeps working.
                        ActionRowComponent::Button(b)
                            if matches!(b.data, ButtonKind::Link { .. }) =>
                        {
                            Some(CreateButton::from(b.clone()))
                        }
                        ActionRowComponent::Button(b) => {
                            Some(CreateButton::from(b.clone()).disabled(true))
                        }
                        _ => None,
                    })
                    .collect(),
            )
        })
        .filter(|row| matches!(row, CreateActionRow::Buttons(b) if !b.is_empty()))
        .collect();
    if rows.is_empty() {
        return;
    }
    let body = serde_json::json!({ "components": rows });
    if let Err(e) = cards::patch(http, message.channel_id, message.id, &body).await {
        tracing::warn!(error = %e, message = %message.id, "could not disable buttons");
    }
}

/// Redraws every button of Sanctum's on a card (`raw`, as Discord sent it) disabled; a
/// message that is no card, or a card without such buttons, is left as it is.
async fn disable_card(http: &Http, raw: &serde_json::Value) {
    if !cards::is_card(raw) || cards::buttons_in(raw).is_empty() {
        return;
    }
    let id = |key: &str| {
        raw[key]
            .as_str()
            .and_then(|v| v.parse::<u64>().ok())
            .map(|v| v.max(1))
    };
    let (Some(channel), Some(message)) = (id("channel_id"), id("id")) else {
        return;
    };
    let (channel, message) = (ChannelId::new(channel), MessageId::new(message));
    if let Err(e) = cards::edit_components(http, channel, message, cards::disabled(raw)).await {
        tracing::warn!(error = %e, %message, "could not disable a card's buttons");
    }
}

/// A message read back from Discord: serenity's model of it, or a card's JSON (which
/// that model would show without its components).
enum ReadBack {
    Message(Box<Message>),
    Card(serde_json::Value),
}

impl ReadBack {
    async fn read(http: &Http, channel: ChannelId, id: MessageId) -> serenity::Result<ReadBack> {
        let raw = cards::read(http, channel, id).await?;
        if cards::is_card(&raw) {
            return Ok(ReadBack::Card(raw));
        }
        Ok(ReadBack::Message(Box::new(serde_json::from_value(raw)?)))
    }

    fn buttons(&self) -> Vec<Button> {
        match self {
            ReadBack::Message(m) => buttons_of(&m.components),
            ReadBack::Card(raw) => cards::buttons_in(raw),
        }
    }

    async fn disable(&self, http: &Http) {
        match self {
            ReadBack::Message(m) => disable_all(http, m).await,
            ReadBack::Card(raw) => disable_card(http, raw).await,
        }
    }
}

/// Disables the buttons of every challenge or offer in `closed` (a response's). Their messages
/// are found through the database (so this works for messages posted before a
/// restart) and read back from Discord to redraw exactly their buttons; `pressed`, the
/// message whose button was just pressed, comes with the press and needs no lookup.
pub async fn close(
    http: &Http,
    service: &Arc<Service>,
    closed: &[ButtonOwner],
    pressed: Option<&Message>,
) {
    // A pressed card is read back once: serenity's model of it shows no buttons.
    let pressed_card = match pressed {
        Some(m) if m.components.is_empty() && !closed.is_empty() => {
            ReadBack::read(http, m.channel_id, m.id)
                .await
                .ok()
                .filter(|r| matches!(r, ReadBack::Card(_)))
        }
        _ => None,
    };
    let pressed_buttons = match (&pressed_card, pressed) {
        (Some(card), _) => card.buttons(),
        (None, Some(m)) => buttons_of(&m.components),
        (None, None) => Vec::new(),
    };
    for owner in closed.iter().copied() {
        let pressed = pressed.filter(|_| owns(&pressed_buttons, owner));
        if let Some(m) = pressed {
            // The pressed message is the one remembered for its buttons: disabling it
            // is enough. Its row is forgotten with the old ones after `BUTTON_MEMORY`,
            // which spares each press a durable write that a burst of presses would
            // queue behind (a later close of the same owner redraws it, harmlessly).
            // Buttons posted in several channels (a lobby challenge's, a match's)
            // have their other copies looked up too.
            match &pressed_card {
                Some(card) => card.disable(http).await,
                None => disable_all(http, m).await,
            }
            if !owner.posted_in_several() {
                continue;
            }
        }
        let skip = pressed.map(|m| m.id);
        let known = pressed.map(|m| (data::ChannelId(m.channel_id.get()), m.id.get()));
        let svc = service.clone();
        let stored = tokio::task::spawn_blocking(move || match known {
            Some(known) => svc.take_other_button_messages(owner, known),
            None => svc.take_button_messages(owner),
        })
        .await
        .unwrap_or_default();
        for (channel, message) in stored {
            let (channel, message) = (
                ChannelId::new(channel.0.max(1)),
                MessageId::new(message.max(1)),
            );
            if skip == Some(message) {
                continue;
            }
            match ReadBack::read(http, channel, message).await {
                Ok(m) => {
                    if owns(&m.buttons(), owner) {
                        m.disable(http).await;
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, %message, "could not read a message to disable its buttons");
                }
            }
        }
    }
}

/// Redraws a message in place with `refresh`'s text and buttons (a tournament's
/// announcement after an entry): the pressed message if it carries the owner's buttons,
/// else the one remembered for them. Edits ping nobody.
pub async fn redraw(
    http: &Http,
    service: &Arc<Service>,
    ids: &CommandIds,
    refresh: &Refresh,
    pressed: Option<&Message>,
) {
    let owner = refresh.owner;
    let pressed = pressed.filter(|m| owns(&buttons_of(&m.components), owner));
    let (channel, message) = if let Some(m) = pressed {
        (m.channel_id, m.id)
    } else {
        let svc = service.clone();
        let stored = tokio::task::spawn_blocking(move || svc.button_message(owner))
            .await
            .ok()
            .flatten();
        let Some((channel, message)) = stored else {
            tracing::debug!(key = %owner.key(), "no message to redraw");
            return;
        };
        (
            ChannelId::new(channel.0.max(1)),
            MessageId::new(message.max(1)),
        )
    };
    let edit = EditMessage::new()
        .content(clip(&ids.render(&refresh.reply.text), MAX_CONTENT))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(components(&refresh.reply.buttons, false));
    if let Err(e) = channel.edit_message(http, message, edit).await.observed() {
        tracing::warn!(error = %e, %message, "could not redraw a message");
    }
}

/// True if some of the buttons belong to `owner`.
fn owns(buttons: &[Button], owner: ButtonOwner) -> bool {
    buttons.iter().any(|b| b.action.owner() == Some(owner))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_cut_between_lines_within_discords_limits() {
        let line = format!("{}\n", "x".repeat(99));
        let whole = line.repeat(50);
        let parts = long_text(&whole);
        assert_eq!(parts.concat(), whole, "5,000 characters arrive whole");
        assert!(parts.len() == 2 && parts.iter().all(|p| p.ends_with('\n')));
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_EMBED_TEXT));
        let too_long = line.repeat(70);
        let parts = long_text(&too_long);
        let total: usize = parts.iter().map(|p| p.chars().count()).sum();
        assert!(
            total <= MAX_EMBEDS_TEXT && total > MAX_EMBEDS_TEXT - 100,
            "{total}"
        );
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_EMBED_TEXT));
        assert!(long_text("").is_empty());
    }
}
