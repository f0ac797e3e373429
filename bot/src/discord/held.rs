//! A post outside an interaction's answer as plain data: its words, pings, buttons,
//! embeds and files, already rendered. The same form is sent at once and, when Discord
//! does not take it, written to the database and sent from there by any process
//! later, so a retry after a restart sends the very message the first try did.

use super::failures::Observed;
use super::markdown::CommandIds;
use super::post;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use serde::{Deserialize, Serialize};
use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateMessage, EditThread, Http, Nonce,
};
use service::{Action, Button, ButtonStyle, Kept, Reply, Service, Visibility};
use std::sync::Arc;

/// The most bytes of files one held post may carry (a board picture is about 40 KB,
/// a replay a few hundred): a larger post is not held.
pub const MOST_FILE_BYTES: usize = 8 * 1024 * 1024;

/// Where a post goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum To {
    /// A channel (or thread).
    Channel(u64),
    /// A user's direct messages; if they refuse them, the channel to post in instead.
    Direct {
        /// The user.
        user: u64,
        /// Where to post instead, pinging them.
        instead: Option<u64>,
    },
}

/// One button.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum Btn {
    /// One of Sanctum's, by custom id.
    Action {
        id: String,
        label: String,
        style: u8,
    },
    /// A link leading away from Sanctum.
    Link { url: String, label: String },
}

/// One message's parts, rendered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Message {
    content: String,
    users: Vec<u64>,
    roles: Vec<u64>,
    rows: Vec<Vec<Btn>>,
    /// The file an image embed shows (the board).
    image: Option<String>,
    /// Embeds of long text, when there is no image.
    texts: Vec<String>,
    /// The whole message as a card (Components V2), sent instead of the rest: its JSON
    /// body, the one file uploaded with it being the post's first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    card: Option<serde_json::Value>,
}

/// One file, its bytes in base64.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct File {
    name: String,
    alt: Option<String>,
    bytes: String,
}

/// A post, rendered, ready to send now or later.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    /// Where it goes.
    pub to: To,
    message: Message,
    /// The message posted in the channel instead of a refused direct message.
    instead: Option<Message>,
    files: Vec<File>,
    /// The match whose scoreboard this is, to be told where it was posted.
    scoreboard: Option<i64>,
}

fn style_code(style: ButtonStyle) -> u8 {
    match style {
        ButtonStyle::Primary => 1,
        ButtonStyle::Secondary => 2,
        ButtonStyle::Danger => 4,
    }
}

fn style_of(code: u8) -> ButtonStyle {
    match code {
        1 => ButtonStyle::Primary,
        4 => ButtonStyle::Danger,
        _ => ButtonStyle::Secondary,
    }
}

impl Message {
    fn of(reply: &Reply, ids: &CommandIds) -> Message {
        let image = reply
            .board
            .as_ref()
            .filter(|b| b.png.is_some())
            .map(|b| b.file_name.clone());
        let mut content = ids.render(&reply.text);
        let mut texts = Vec::new();
        // A long text without a board (the help) goes into embeds, which hold more
        // and keep command mentions clickable.
        if image.is_none() && content.chars().count() > post::MAX_CONTENT {
            texts = post::long_text(&content);
            content = String::new();
        }
        let mut rows: Vec<Vec<Btn>> = reply
            .buttons
            .chunks(super::limits::BUTTONS_PER_ROW)
            .map(|row| {
                row.iter()
                    .map(|b| Btn::Action {
                        id: b.action.custom_id(),
                        label: b.label_in(service::Lang::En),
                        style: style_code(b.style),
                    })
                    .collect()
            })
            .collect();
        let links = super::markdown::links(reply, ids);
        if !links.is_empty() && rows.len() < super::limits::MAX_ROWS {
            rows.push(
                links
                    .into_iter()
                    .map(|(label, url)| Btn::Link { url, label })
                    .collect(),
            );
        }
        Message {
            card: super::cards::card_for(reply, ids).map(|(payload, _)| payload.json()),
            content: super::markdown::clip(&content, post::MAX_CONTENT),
            users: reply.pings.iter().map(|u| u.0.max(1)).collect(),
            roles: reply.role_pings.iter().map(|r| r.0.max(1)).collect(),
            rows,
            image,
            texts,
        }
    }

    /// Sanctum's buttons on it, to remember where they were posted.
    fn buttons(&self) -> Vec<Button> {
        self.rows
            .iter()
            .flatten()
            .filter_map(|b| match b {
                Btn::Action { id, style, .. } => {
                    Action::parse(id).map(|a| Button::new(a, style_of(*style)))
                }
                Btn::Link { .. } => None,
            })
            .collect()
    }

    /// Posts it into `channel` with `nonce`: a card as a raw request (serenity has no
    /// builder for one), anything else through serenity's builder.
    async fn post(
        &self,
        http: &Http,
        channel: ChannelId,
        files: &[File],
        nonce: &Nonce,
    ) -> serenity::Result<serenity::all::Message> {
        let Some(card) = &self.card else {
            return channel
                .send_message(http, self.build(files, nonce))
                .await
                .observed();
        };
        let mut body = card.clone();
        body["nonce"] = serde_json::to_value(nonce)?;
        body["enforce_nonce"] = serde_json::Value::Bool(true);
        let uploads = files.iter().take(1).map(|f| {
            // Bytes that do not decode were checked on the way in; none is sent.
            let file = CreateAttachment::bytes(
                BASE64.decode(&f.bytes).unwrap_or_default(),
                f.name.clone(),
            );
            match &f.alt {
                Some(alt) => file.description(alt.clone()),
                None => file,
            }
        });
        http.send_message(channel, uploads.collect(), &body)
            .await
            .observed()
    }

    fn build(&self, files: &[File], nonce: &Nonce) -> CreateMessage {
        let rows: Vec<CreateActionRow> = self
            .rows
            .iter()
            .map(|row| {
                CreateActionRow::Buttons(
                    row.iter()
                        .map(|b| match b {
                            Btn::Action { id, label, style } => CreateButton::new(id.clone())
                                .label(label.clone())
                                .style(post::style(style_of(*style))),
                            Btn::Link { url, label } => {
                                CreateButton::new_link(url.clone()).label(label.clone())
                            }
                        })
                        .collect(),
                )
            })
            .collect();
        let mentions = CreateAllowedMentions::new()
            .users(self.users.iter().map(|u| serenity::all::UserId::new(*u)))
            .roles(self.roles.iter().map(|r| serenity::all::RoleId::new(*r)));
        let embeds: Vec<CreateEmbed> = match &self.image {
            Some(name) => vec![CreateEmbed::new().image(format!("attachment://{name}"))],
            None => self
                .texts
                .iter()
                .map(|t| CreateEmbed::new().description(t.clone()))
                .collect(),
        };
        let attachments = files.iter().map(|f| {
            // Bytes that do not decode were checked on the way in; none is sent.
            let bytes = BASE64.decode(&f.bytes).unwrap_or_default();
            let file = CreateAttachment::bytes(bytes, f.name.clone());
            match &f.alt {
                Some(alt) => file.description(alt.clone()),
                None => file,
            }
        });
        let message = CreateMessage::new()
            .content(self.content.clone())
            .allowed_mentions(mentions)
            .components(rows)
            .add_files(attachments)
            .nonce(nonce.clone())
            .enforce_nonce(true);
        if embeds.is_empty() {
            message
        } else {
            message.embeds(embeds)
        }
    }
}

impl Held {
    /// `reply` rendered for where it goes: a direct message to its user (and, should
    /// they refuse those, a public post in its channel pinging them, without the
    /// private link to play), or a post in its channel. `None` for a reply with
    /// neither a channel nor a user.
    pub fn of(reply: &Reply, ids: &CommandIds) -> Option<Held> {
        let (to, instead) = match (reply.visibility, reply.channel) {
            (Visibility::Direct(user), channel) => {
                let instead = channel.map(|_| Reply {
                    visibility: Visibility::Public,
                    play: None,
                    ..reply.clone().ping([user])
                });
                (
                    To::Direct {
                        user: user.0.max(1),
                        instead: channel.map(|c| c.0.max(1)),
                    },
                    instead.map(|r| Message::of(&r, ids)),
                )
            }
            (_, Some(channel)) => (To::Channel(channel.0.max(1)), None),
            (_, None) => return None,
        };
        let board = reply.board.as_ref().and_then(|b| {
            let png = b.png.as_ref()?;
            Some((b.file_name.clone(), Some(b.alt.clone()), png.as_slice()))
        });
        let others = reply
            .files
            .iter()
            .map(|f| (f.name.clone(), f.alt.clone(), f.bytes.as_slice()));
        let files = board
            .into_iter()
            .chain(others)
            .map(|(name, alt, bytes)| File {
                name,
                alt,
                bytes: BASE64.encode(bytes),
            })
            .collect();
        Some(Held {
            to,
            message: Message::of(reply, ids),
            instead,
            files,
            scoreboard: reply.keep.map(|Kept::Scoreboard(m)| m.0),
        })
    }

    /// True if its files are too large to hold ([`MOST_FILE_BYTES`]).
    pub fn too_large(&self) -> bool {
        self.files
            .iter()
            .map(|f| f.bytes.len() / 4 * 3)
            .sum::<usize>()
            > MOST_FILE_BYTES
    }

    /// The lane it queues in: its channel, or its user's direct messages.
    pub fn lane(&self) -> String {
        match self.to {
            To::Channel(c) => format!("channel:{c}"),
            To::Direct { user, .. } => format!("user:{user}"),
        }
    }

    /// Its form in the database.
    pub fn encode(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// A held post read back from the database.
    pub fn decode(body: &str) -> Result<Held, serde_json::Error> {
        let held: Held = serde_json::from_str(body)?;
        for f in &held.files {
            if BASE64.decode(&f.bytes).is_err() {
                return Err(serde::de::Error::custom("a file that is not base64"));
            }
        }
        Ok(held)
    }

    /// Sends it once, with `nonce`: Discord posts it once however often it is sent
    /// with the same nonce within the nonce's memory.
    pub async fn send(
        &self,
        http: &Http,
        service: &Arc<Service>,
        nonce: &Nonce,
    ) -> serenity::Result<()> {
        match self.to {
            To::Channel(channel) => {
                self.in_channel(http, service, channel, &self.message, nonce)
                    .await
            }
            To::Direct { user, instead } => self.direct(http, service, user, instead, nonce).await,
        }
    }

    /// A direct message to `user`. If they refuse direct messages, the service is
    /// told (so it stops sending them) and the post goes to `instead`, if there is one.
    async fn direct(
        &self,
        http: &Http,
        service: &Arc<Service>,
        user: u64,
        instead: Option<u64>,
        nonce: &Nonce,
    ) -> serenity::Result<()> {
        let to = serenity::all::UserId::new(user);
        let sent = match to.create_dm_channel(http).await.observed() {
            Ok(dm) => self
                .message
                .post(http, dm.id, &self.files, nonce)
                .await
                .map(|_| ()),
            Err(e) => Err(e),
        };
        match sent {
            Err(e) if post::refused_with(&e, post::CANNOT_MESSAGE_USER) => {
                tracing::info!(%user, "direct message refused; posting in the channel instead");
                let svc = service.clone();
                let user = data::UserId(user);
                if let Err(e) =
                    tokio::task::spawn_blocking(move || svc.direct_messages_refused(user)).await
                {
                    tracing::warn!(error = %e, "could not record closed direct messages");
                }
                match (instead, &self.instead) {
                    (Some(channel), Some(message)) => {
                        self.in_channel(http, service, channel, message, nonce)
                            .await
                    }
                    _ => Ok(()),
                }
            }
            other => other,
        }
    }

    /// Posts `message` into `channel`, remembering it if it has buttons. A game's
    /// thread archived by Discord's inactivity timer is unarchived and the post tried
    /// once more: correspondence games outlive the longest auto-archive.
    async fn in_channel(
        &self,
        http: &Http,
        service: &Arc<Service>,
        channel: u64,
        message: &Message,
        nonce: &Nonce,
    ) -> serenity::Result<()> {
        let channel = ChannelId::new(channel);
        let posted = match message.post(http, channel, &self.files, nonce).await {
            Ok(m) => m,
            Err(e) if post::is_archived_thread(&e) => {
                tracing::info!(%channel, "unarchiving the game's thread to post in it");
                channel
                    .edit_thread(http, EditThread::new().archived(false))
                    .await
                    .observed()?;
                message.post(http, channel, &self.files, nonce).await?
            }
            Err(e) => return Err(e),
        };
        post::remember(service, &posted, &message.buttons()).await;
        if let Some(scoreboard) = self.scoreboard {
            let service = service.clone();
            let kept = Kept::Scoreboard(data::MatchId(scoreboard));
            let (channel, id) = (data::ChannelId(posted.channel_id.get()), posted.id.get());
            let _ = tokio::task::spawn_blocking(move || service.kept(kept, channel, id)).await;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_post_reads_back_as_it_was_written() {
        let held = Held {
            to: To::Direct {
                user: 7,
                instead: Some(9),
            },
            message: Message {
                content: "hello".into(),
                users: vec![7],
                roles: vec![],
                rows: vec![vec![Btn::Link {
                    url: "https://example.org".into(),
                    label: "View".into(),
                }]],
                image: Some("board.png".into()),
                texts: vec![],
                card: Some(serde_json::json!({"flags": 32768, "components": []})),
            },
            instead: None,
            files: vec![File {
                name: "board.png".into(),
                alt: Some("a board".into()),
                bytes: BASE64.encode([0u8, 1, 2, 255]),
            }],
            scoreboard: Some(3),
        };
        let body = held.encode().expect("encodes");
        assert_eq!(Held::decode(&body).expect("decodes"), held);
        assert_eq!(held.lane(), "user:7");
        assert!(Held::decode("{").is_err());
        assert!(Held::decode(&body.replace(&BASE64.encode([0u8, 1, 2, 255]), "%%")).is_err());
    }
}
