//! The service's replies as Discord messages: text, a board picture as a PNG
//! attachment inside an embed, files, buttons, and exactly the pings it asked for.

use crate::service::{Action, Button, ButtonStyle, Reply, Visibility};
use data::{ChallengeId, GameId};
use serenity::all::{
    ActionRow, ActionRowComponent, ButtonKind, ChannelId, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateButton, CreateEmbed, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, EditMessage, Http, MessageId,
};
use std::collections::HashMap;
use std::sync::Mutex;

/// Discord's limit on a message's text.
const MAX_CONTENT: usize = 2000;
/// Discord's limit on buttons in one action row.
const BUTTONS_PER_ROW: usize = 5;

/// What a message's buttons belong to, so they can be disabled when it closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ButtonOwner {
    /// A challenge's Accept / Decline / Cancel.
    Challenge(ChallengeId),
    /// A draw or takeback offer's answers.
    Offer(GameId),
}

impl ButtonOwner {
    /// Whose buttons these are, from one of them; `None` for buttons nobody closes
    /// (a private resign confirmation).
    pub fn of(action: Action) -> Option<ButtonOwner> {
        match action {
            Action::AcceptChallenge(c)
            | Action::DeclineChallenge(c)
            | Action::CancelChallenge(c) => Some(ButtonOwner::Challenge(c)),
            Action::AcceptDraw(g)
            | Action::DeclineDraw(g)
            | Action::AcceptTakeback(g)
            | Action::DeclineTakeback(g) => Some(ButtonOwner::Offer(g)),
            Action::ConfirmResign(_) => None,
        }
    }
}

/// A posted message that carries live buttons.
#[derive(Debug, Clone)]
pub struct ButtonMessage {
    /// Where it is.
    pub channel: ChannelId,
    /// Which message.
    pub message: MessageId,
    /// Its buttons, to redraw them disabled.
    pub buttons: Vec<Button>,
}

/// The messages with live buttons, by what they belong to.
#[derive(Debug, Default)]
pub struct ButtonMessages(Mutex<HashMap<ButtonOwner, ButtonMessage>>);

impl ButtonMessages {
    /// Remembers a message if it carries closable buttons.
    pub fn remember(&self, channel: ChannelId, message: MessageId, buttons: &[Button]) {
        let Some(owner) = buttons.iter().find_map(|b| ButtonOwner::of(b.action)) else {
            return;
        };
        if let Ok(mut map) = self.0.lock() {
            map.insert(
                owner,
                ButtonMessage {
                    channel,
                    message,
                    buttons: buttons.to_vec(),
                },
            );
        }
    }

    /// Forgets and returns the message whose buttons belong to `owner`.
    pub fn take(&self, owner: ButtonOwner) -> Option<ButtonMessage> {
        self.0.lock().ok()?.remove(&owner)
    }
}

/// `text`, cut to Discord's limit at a character boundary (the service keeps its
/// texts short; this only guards against a 400 from Discord).
fn content(text: &str) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(MAX_CONTENT - 1).collect();
    cut.push('…');
    cut
}

fn style(style: ButtonStyle) -> serenity::all::ButtonStyle {
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
                            .label(b.label.clone())
                            .style(style(b.style))
                            .disabled(disabled)
                    })
                    .collect(),
            )
        })
        .collect()
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
                out.push(Button::new(
                    b.label.clone().unwrap_or_default(),
                    style,
                    action,
                ));
            }
        }
    }
    out
}

fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(
        reply
            .pings
            .iter()
            .map(|u| serenity::all::UserId::new(u.0.max(1))),
    )
}

/// The embed showing the board, and the files to upload (the picture first).
fn embed_and_files(reply: &Reply) -> (Option<CreateEmbed>, Vec<CreateAttachment>) {
    let mut files = Vec::new();
    let embed = reply.board.as_ref().and_then(|board| {
        let png = board.png.as_ref()?;
        files.push(CreateAttachment::bytes(
            png.clone(),
            board.file_name.clone(),
        ));
        Some(CreateEmbed::new().image(format!("attachment://{}", board.file_name)))
    });
    files.extend(
        reply
            .files
            .iter()
            .map(|f| CreateAttachment::bytes(f.bytes.clone(), f.name.clone())),
    );
    (embed, files)
}

/// A reply as poise's reply to a slash command (first answer or follow-up).
pub fn to_poise(reply: &Reply) -> poise::CreateReply {
    let (embed, files) = embed_and_files(reply);
    let mut out = poise::CreateReply::default()
        .content(content(&reply.text))
        .ephemeral(reply.visibility == Visibility::Private)
        .allowed_mentions(mentions(reply))
        .components(components(&reply.buttons, false));
    if let Some(embed) = embed {
        out = out.embed(embed);
    }
    for f in files {
        out = out.attachment(f);
    }
    out
}

/// A reply as a new channel message (deadline posts, games living elsewhere).
pub fn to_message(reply: &Reply) -> CreateMessage {
    let (embed, files) = embed_and_files(reply);
    let mut out = CreateMessage::new()
        .content(content(&reply.text))
        .allowed_mentions(mentions(reply))
        .components(components(&reply.buttons, false))
        .add_files(files);
    if let Some(embed) = embed {
        out = out.embed(embed);
    }
    out
}

/// A reply as the first answer to a button press.
pub fn to_interaction_message(reply: &Reply) -> CreateInteractionResponseMessage {
    let (embed, files) = embed_and_files(reply);
    let mut out = CreateInteractionResponseMessage::new()
        .content(content(&reply.text))
        .ephemeral(reply.visibility == Visibility::Private)
        .allowed_mentions(mentions(reply))
        .components(components(&reply.buttons, false))
        .add_files(files);
    if let Some(embed) = embed {
        out = out.embed(embed);
    }
    out
}

/// A reply as a follow-up to a button press.
pub fn to_followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    let (embed, files) = embed_and_files(reply);
    let mut out = CreateInteractionResponseFollowup::new()
        .content(content(&reply.text))
        .ephemeral(reply.visibility == Visibility::Private)
        .allowed_mentions(mentions(reply))
        .components(components(&reply.buttons, false))
        .add_files(files);
    if let Some(embed) = embed {
        out = out.embed(embed);
    }
    out
}

/// Discord's error code for a post into an archived thread.
const THREAD_ARCHIVED: isize = 50083;

/// True if Discord refused because the thread is archived.
fn is_archived_thread(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
            if r.error.code == THREAD_ARCHIVED
    )
}

/// Posts a reply into a channel, remembering it if it has buttons. A game's thread
/// archived by Discord's inactivity timer is unarchived and the post retried once:
/// correspondence games outlive the longest auto-archive.
pub async fn post_in_channel(
    http: &Http,
    buttons: &ButtonMessages,
    channel: ChannelId,
    reply: &Reply,
) -> serenity::Result<()> {
    let message = match channel.send_message(http, to_message(reply)).await {
        Ok(m) => m,
        Err(e) if is_archived_thread(&e) => {
            tracing::info!(%channel, "unarchiving the game's thread to post in it");
            channel
                .edit_thread(http, serenity::all::EditThread::new().archived(false))
                .await?;
            channel.send_message(http, to_message(reply)).await?
        }
        Err(e) => return Err(e),
    };
    buttons.remember(channel, message.id, &reply.buttons);
    Ok(())
}

/// Redraws a message's buttons disabled. Only the components change: the edit sends
/// no attachment list, so the message keeps its pictures.
pub async fn disable(http: &Http, message: &ButtonMessage) {
    let edit = EditMessage::new().components(components(&message.buttons, true));
    if let Err(e) = message
        .channel
        .edit_message(http, message.message, edit)
        .await
    {
        tracing::warn!(error = %e, message = %message.message, "could not disable buttons");
    }
}

/// Disables the buttons of the challenge or offer a response closed, if this
/// process posted them.
pub async fn close(http: &Http, buttons: &ButtonMessages, response: &crate::service::Response) {
    let owners = [
        response.closed_challenge.map(ButtonOwner::Challenge),
        response.closed_offer.map(ButtonOwner::Offer),
    ];
    for owner in owners.into_iter().flatten() {
        if let Some(message) = buttons.take(owner) {
            disable(http, &message).await;
        }
    }
}
