//! Answering one interaction — a slash command or a button press — with the service's
//! response, inside Discord's 3-second window.
//!
//! Fast path (the service is done within [`Data::defer_after`], as it nearly always
//! is): the first reply is the interaction's answer and the rest are follow-ups.
//! Slow path: acknowledge first — privately for a command (only its user sees
//! "thinking…"), invisibly for a button — then post the public replies as channel
//! messages, whose pings notify (an edited deferral's would not), and the private ones
//! as ephemeral follow-ups. Either way a refusal stays private and nothing public is
//! left "thinking".

use super::failures::Observed;
use super::retry::Kind;
use super::{Data, cards, post, threads};
use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, CreateAttachment,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, Http, HttpError, InteractionId, LightMethod, Message, MessageId,
    Multipart, MultipartUpload, Request as HttpRequest, Route,
};
use service::metrics::Ended;
use service::review::{Listener, ReviewNews, ReviewStart};
use service::{Effect, Lang, Readers, Reply, Request, Response, Text, Visibility};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

/// The interaction being answered, and whether it has had its one initial response.
pub enum Asked<'a> {
    /// A slash command, and whether it has had its initial response.
    Command(&'a CommandInteraction, &'a AtomicBool),
    /// A button press.
    Press(&'a ComponentInteraction, &'a AtomicBool),
}

/// A 429 or a 5xx: Discord may well take the same answer a moment later.
fn passing(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(a))
        if a.status_code.as_u16() == 429 || a.status_code.is_server_error())
}

/// Discord's "Interaction has already been acknowledged" (code 40060).
fn already_answered(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(a)) if a.error.code == 40060)
}

impl Asked<'_> {
    /// The languages Discord says the asker and the server use.
    fn locales(&self) -> service::Locales {
        let (user, guild) = match self {
            Asked::Command(i, _) => (&i.locale, &i.guild_locale),
            Asked::Press(i, _) => (&i.locale, &i.guild_locale),
        };
        service::Locales {
            user: user.clone(),
            guild: guild.clone(),
        }
    }

    /// The languages of the asker (Discord's `locale`) and of the server's channel
    /// (`guild_locale`; in a direct message, the asker's), as the interaction gives
    /// them, for a private word. A language Sanctum does not speak reads English.
    pub fn readers(&self) -> Readers {
        let (asker, server) = match self {
            Asked::Command(i, _) => (i.locale.as_str(), i.guild_locale.as_deref()),
            Asked::Press(i, _) => (i.locale.as_str(), i.guild_locale.as_deref()),
        };
        let asker = Lang::from_tag(asker).unwrap_or_default();
        Readers {
            asker,
            channel: server.map_or(asker, |s| Lang::from_tag(s).unwrap_or_default()),
        }
    }

    fn channel(&self) -> ChannelId {
        match self {
            Asked::Command(i, _) => i.channel_id,
            Asked::Press(i, _) => i.channel_id,
        }
    }

    fn responded(&self) -> &AtomicBool {
        match self {
            Asked::Command(_, r) | Asked::Press(_, r) => r,
        }
    }

    fn id_and_token(&self) -> (InteractionId, &str) {
        match self {
            Asked::Command(i, _) => (i.id, &i.token),
            Asked::Press(i, _) => (i.id, &i.token),
        }
    }

    /// Sends the one initial response.
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        self.respond_placing(http, First::Builder(Box::new(response)), None)
            .await
            .map(|_| ())
    }

    /// Sends the one initial response, trying again while Discord is busy. With `files`
    /// (the attachments inside `response`, at most one), Discord is asked in the same
    /// request where it put the message; `None` comes back when it did not say. A card
    /// always goes that way (serenity has no builder for it).
    async fn respond_placing(
        &self,
        http: &Http,
        response: First,
        files: Option<&[CreateAttachment]>,
    ) -> serenity::Result<Option<(ChannelId, MessageId)>> {
        let mut tries = 0;
        let placed = loop {
            let sent = match (&response, files) {
                (First::Card(payload), files) => {
                    self.send_placed(http, payload.clone(), files.unwrap_or_default())
                        .await
                }
                (First::Builder(response), Some(files)) => {
                    let payload = serde_json::to_string(response)?;
                    self.send_placed(http, payload, files).await
                }
                (First::Builder(response), None) => match self {
                    Asked::Command(i, _) => i.create_response(http, (**response).clone()).await,
                    Asked::Press(i, _) => i.create_response(http, (**response).clone()).await,
                }
                .map(|()| None),
            }
            .observed();
            match sent {
                Ok(placed) => break placed,
                Err(e) if tries < super::RESPOND_RETRIES && passing(&e) => {
                    tries += 1;
                    tokio::time::sleep(super::RESPOND_PAUSE * tries).await;
                }
                // A try Discord did take, though its answer said otherwise.
                Err(e) if tries > 0 && already_answered(&e) => break None,
                Err(e) => return Err(e),
            }
        };
        self.responded().store(true, Ordering::SeqCst);
        Ok(placed)
    }

    /// One try of the initial response with Discord's `with_response`: its answer names
    /// the message made, which spares reading the message back.
    async fn send_placed(
        &self,
        http: &Http,
        payload: String,
        files: &[CreateAttachment],
    ) -> serenity::Result<Option<(ChannelId, MessageId)>> {
        let (interaction_id, token) = self.id_and_token();
        let request = HttpRequest::new(
            Route::InteractionResponse {
                interaction_id,
                token,
            },
            LightMethod::Post,
        )
        .params(Some(vec![("with_response", "true".to_owned())]));
        let request = if files.is_empty() {
            request.body(Some(payload.into_bytes()))
        } else {
            request.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(files.to_vec()),
                fields: Vec::new(),
                payload_json: Some(payload),
            }))
        };
        // The answer was taken once the request succeeded: a body that does not say where
        // the message went (empty, or not what Discord documents) only costs a read back.
        let body = http.request(request).await?.bytes().await?;
        Ok(serde_json::from_slice::<Callback>(&body)
            .ok()
            .and_then(|answer| answer.placed(self.channel())))
    }

    /// Acknowledges now, to answer later: privately for a command, invisibly for a
    /// button (the pressed message stays as it is).
    async fn defer(&self, http: &Http) -> serenity::Result<()> {
        let response = match self {
            Asked::Command(..) => CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(true),
            ),
            Asked::Press(..) => CreateInteractionResponse::Acknowledge,
        };
        self.respond(http, response).await
    }

    async fn followup(
        &self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        match self {
            Asked::Command(i, _) => i.create_followup(http, followup).await,
            Asked::Press(i, _) => i.create_followup(http, followup).await,
        }
        .observed()
    }

    /// A card as a follow-up.
    async fn followup_card(
        &self,
        http: &Http,
        payload: &cards::Payload,
        file: CreateAttachment,
    ) -> serenity::Result<Message> {
        let (_, token) = self.id_and_token();
        http.create_followup_message(token, payload, vec![file])
            .await
            .observed()
    }

    async fn original(&self, http: &Http) -> serenity::Result<Message> {
        match self {
            Asked::Command(i, _) => i.get_response(http).await,
            Asked::Press(i, _) => i.get_response(http).await,
        }
        .observed()
    }

    /// Removes a command's private "thinking…" once everything was posted elsewhere.
    async fn withdraw_deferral(&self, http: &Http) {
        if let Asked::Command(i, _) = self
            && let Err(e) = i.delete_response(http).await.observed()
        {
            tracing::warn!(error = %e, "could not remove the deferred answer");
        }
    }

    /// Shows a long command's progress: a command's "thinking…" answer is edited; a
    /// button gets a private note, edited afterwards (`shown` is its id once sent).
    /// A failure only costs the progress line.
    async fn show_progress(
        &self,
        http: &Http,
        shown: Option<MessageId>,
        text: &str,
    ) -> Option<MessageId> {
        let result = match (self, shown) {
            (Asked::Command(i, _), _) => i
                .edit_response(http, EditInteractionResponse::new().content(text))
                .await
                .map(|_| None),
            (Asked::Press(i, _), Some(id)) => i
                .edit_followup(
                    http,
                    id,
                    CreateInteractionResponseFollowup::new().content(text),
                )
                .await
                .map(|m| Some(m.id)),
            (Asked::Press(i, _), None) => i
                .create_followup(
                    http,
                    CreateInteractionResponseFollowup::new()
                        .content(text)
                        .ephemeral(true),
                )
                .await
                .map(|m| Some(m.id)),
        };
        result.observed().unwrap_or_else(|e| {
            tracing::debug!(error = %e, "could not show progress");
            shown
        })
    }

    /// Tells the asker `msg` privately, in their language, as [`Asked::tell_privately`].
    pub async fn say_privately(
        &self,
        http: &Http,
        data: &Data,
        msg: service::Msg,
    ) -> serenity::Result<()> {
        let text = Text::from(msg).localized(self.readers().asker);
        self.tell_privately(http, &data.commands.render(&text))
            .await
    }

    /// Sends `text` privately, as the answer or as a follow-up (for apologies).
    pub async fn tell_privately(&self, http: &Http, text: &str) -> serenity::Result<()> {
        if self.responded().load(Ordering::SeqCst) {
            self.followup(
                http,
                CreateInteractionResponseFollowup::new()
                    .content(text)
                    .ephemeral(true),
            )
            .await
            .map(|_| ())
        } else {
            let message = CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true);
            self.respond(http, CreateInteractionResponse::Message(message))
                .await
        }
    }
}

/// The body of an interaction's first answer: serenity's builder, or a card's JSON
/// (`{"type": 4, "data": …}`).
enum First {
    Builder(Box<CreateInteractionResponse>),
    Card(String),
}

impl First {
    /// A card as the answer's new message.
    fn card(payload: &cards::Payload) -> First {
        First::Card(serde_json::json!({"type": 4, "data": payload}).to_string())
    }
}

/// The part of Discord's interaction callback response (`with_response=true`) that
/// says where the answer's message went.
#[derive(serde::Deserialize)]
struct Callback {
    interaction: Option<CallbackInteraction>,
    resource: Option<CallbackResource>,
}

#[derive(serde::Deserialize)]
struct CallbackInteraction {
    response_message_id: Option<MessageId>,
}

#[derive(serde::Deserialize)]
struct CallbackResource {
    message: Option<PlacedMessage>,
}

#[derive(serde::Deserialize)]
struct PlacedMessage {
    id: MessageId,
    channel_id: ChannelId,
}

impl Callback {
    /// The message's channel and id: the message's own, else its id in the channel asked in.
    fn placed(self, asked_in: ChannelId) -> Option<(ChannelId, MessageId)> {
        let from_resource = self
            .resource
            .and_then(|r| r.message)
            .map(|m| (m.channel_id, m.id));
        from_resource.or_else(|| {
            self.interaction
                .and_then(|i| i.response_message_id)
                .map(|id| (asked_in, id))
        })
    }
}

/// What the service made of a request, with the game's threads opened if it asked for
/// them (one, or one in each server of a game between two): each thread's parent, the
/// thread, and the parent's pointer to it. A queued review has no response yet: its
/// line to show now, and where its news will come.
struct Prepared {
    response: Response,
    /// Who asked.
    asker: data::UserId,
    /// Who reads the response, in which language.
    readers: Readers,
    threads: Vec<(data::ChannelId, ChannelId, Reply)>,
    waiting: Option<(Text, UnboundedReceiver<ReviewNews>)>,
    /// Whether `response` is already worded for its readers.
    localized: bool,
    /// Asked outside Sanctum's servers, where it may answer but not post.
    outside: bool,
}

/// Runs the request through the service (a review only as far as its queue: the
/// analysis holds no service slot) and opens a new game's thread.
async fn prepare(
    http: &Http,
    data: &Data,
    request: Request,
    locales: service::Locales,
) -> anyhow::Result<Prepared> {
    let service = data.service.clone();
    let (user, guild) = (request.actor.user, request.place.guild);
    if !service.knows_locale_of(user, &locales.user) {
        let (service, locale) = (service.clone(), locales.user.clone());
        data.chores.leave(async move {
            let _ = tokio::task::spawn_blocking(move || service.remember_locale_of(user, &locale))
                .await;
        });
    }
    let slot = data.service_slots.acquire().await?;
    let outside = !request.place.in_server();
    // The readers are read after the command ran, so a server that just chose its
    // language hears the answer in it.
    let (response, waiting, readers, localized) = if service::review::is_review(&request.command) {
        let (news, heard) = unbounded_channel();
        let listener: Listener = Box::new(move |n| {
            // The receiver is gone once the answer is out; nothing more to tell then.
            let _ = news.send(n);
        });
        let (start, readers) = tokio::task::spawn_blocking(move || {
            let start = service.request_review(&request, listener);
            (start, service.readers(Some(guild), &locales))
        })
        .await?;
        match start {
            ReviewStart::Answered(response) => (*response, None, readers, false),
            ReviewStart::Waiting(line) => {
                (Response::default(), Some((line, heard)), readers, false)
            }
        }
    } else {
        // One trip to a blocking thread: the command, its readers, its wording.
        let (response, readers) = tokio::task::spawn_blocking(move || {
            let response = service.handle(&request);
            let readers = service.readers(Some(guild), &locales);
            (service.localize_answer(response, user, readers), readers)
        })
        .await?;
        (response, None, readers, true)
    };
    drop(slot);
    let mut opened = Vec::new();
    if !response.duplicate {
        for wanted in response.game_threads() {
            if let Some((thread, pointer)) = threads::open(http, data, wanted).await {
                opened.push((wanted.parent, thread, pointer));
            }
        }
    }
    Ok(Prepared {
        response,
        asker: user,
        readers,
        threads: opened,
        waiting,
        localized,
        outside,
    })
}

/// Waits for a queued review's answer, showing its place in the queue and then its
/// progress in place of the interaction's answer.
async fn wait_for_review(
    http: &Http,
    data: &Data,
    asked: &Asked<'_>,
    line: &Text,
    mut heard: UnboundedReceiver<ReviewNews>,
) -> Response {
    let lang = asked.readers().asker;
    let mut shown = asked
        .show_progress(http, None, &data.commands.render(&line.localized(lang)))
        .await;
    while let Some(news) = heard.recv().await {
        match news {
            ReviewNews::Progress(line) => {
                shown = asked
                    .show_progress(http, shown, &data.commands.render(&line.localized(lang)))
                    .await;
            }
            ReviewNews::Done(response) => return *response,
        }
    }
    Response::one(Reply::private(service::Msg::new("face-review-lost")))
}

/// Answers `asked` with what the service makes of `request`, deferring if the service
/// takes longer than [`Data::defer_after`]; returns how the service disposed of it.
pub async fn answer(
    http: &Arc<Http>,
    data: &Data,
    asked: &Asked<'_>,
    request: Request,
) -> anyhow::Result<Ended> {
    let _in_flight = data.in_flight.token();
    let _answering = data.chores.answering();
    let mut work = std::pin::pin!(prepare(http, data, request, asked.locales()));
    // Zero means "always acknowledge first" (a timer of zero may still let a quick
    // answer through).
    let quick = if data.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(data.defer_after, &mut work).await.ok()
    };
    let (mut prepared, mut deferred) = if let Some(done) = quick {
        (done?, false)
    } else {
        asked.defer(http).await?;
        (work.await?, true)
    };
    if let Some((line, heard)) = prepared.waiting.take() {
        if !deferred {
            asked.defer(http).await?;
            deferred = true;
        }
        prepared.response = wait_for_review(http, data, asked, &line, heard).await;
        prepared.localized = false;
    }
    let readers = prepared.readers;
    if !prepared.localized {
        // Wording each message for its readers reads their languages, and redrawing a
        // picture in one is work too: for a blocking thread.
        let (response, who, service) = (
            std::mem::take(&mut prepared.response),
            prepared.asker,
            data.service.clone(),
        );
        prepared.response =
            tokio::task::spawn_blocking(move || service.localize_answer(response, who, readers))
                .await?;
    }
    for (_, _, pointer) in &mut prepared.threads {
        pointer.localize(readers);
    }
    let ended = Ended::from(&prepared.response);
    if prepared.response.duplicate {
        tracing::debug!("duplicate delivery: the first one was answered");
        return Ok(ended);
    }
    let mut think = None;
    for effect in &prepared.response.effects {
        match effect {
            // Opened while preparing, so the answer can point into them.
            Effect::GameThread(_) => {}
            Effect::GrantRole(user, role) => grant_role(http, asked, *user, *role).await,
            Effect::Think(game) => think = Some(*game),
        }
    }
    let delivered = if prepared.outside {
        deliver_outside(http, data, asked, prepared.response, deferred).await
    } else {
        deliver(http, data, asked, prepared, deferred).await
    };
    // Sanctum answers only once the move it answers is out (or could not be posted).
    if let Some(game) = think {
        data.service.think_about(game);
    }
    delivered.map(|()| ended)
}

/// Gives `user` the server's `role` (for finishing a course). Without Manage Roles, or
/// with the role above Sanctum's own, Discord refuses: that is logged, and the answer
/// still goes out.
async fn grant_role(http: &Http, asked: &Asked<'_>, user: data::UserId, role: data::RoleId) {
    let guild = match asked {
        Asked::Command(i, _) => i.guild_id,
        Asked::Press(i, _) => i.guild_id,
    };
    let Some(guild) = guild else { return };
    let (Some(user_id), Some(role_id)) = (
        std::num::NonZeroU64::new(user.0),
        std::num::NonZeroU64::new(role.0),
    ) else {
        return;
    };
    let granted = http
        .add_member_role(
            guild,
            serenity::all::UserId::from(user_id),
            serenity::all::RoleId::from(role_id),
            Some("finished a Sanctum course"),
        )
        .await
        .observed();
    match granted {
        Ok(()) => tracing::info!(%user, %role, "course role given"),
        Err(e) => tracing::warn!(error = %e, %user, %role, "could not give the course role"),
    }
}

/// Moves each new game's opening (board, first-move ping) into its thread, leaving the
/// channel a pointer to it. An opening posted into another server (a game between two)
/// is moved the same way there.
fn move_openings(
    threads: Vec<(data::ChannelId, ChannelId, Reply)>,
    here: &mut [Reply],
    elsewhere: &mut Vec<Reply>,
) {
    let public = |r: &Reply| r.visibility == Visibility::Public;
    for (parent, thread, pointer) in threads {
        let thread = data::ChannelId(thread.get());
        if let Some(i) = elsewhere
            .iter()
            .position(|r| public(r) && r.channel == Some(parent))
        {
            let opening = std::mem::replace(&mut elsewhere[i], pointer.in_channel(parent));
            elsewhere.insert(0, opening.in_channel(thread));
        } else if let Some(i) = here.iter().position(public) {
            let opening = std::mem::replace(&mut here[i], pointer);
            elsewhere.insert(0, opening.in_channel(thread));
        }
    }
}

/// Sends a prepared response: replies for this channel answer the interaction, replies
/// for other channels (a new game's thread) are posted there, and buttons of whatever
/// the response closed are disabled.
#[allow(
    clippy::too_many_lines,
    reason = "each reply in turn, to where it goes: one flow read top to bottom"
)]
async fn deliver(
    http: &Arc<Http>,
    data: &Data,
    asked: &Asked<'_>,
    prepared: Prepared,
    deferred: bool,
) -> anyhow::Result<()> {
    let Prepared {
        mut response,
        threads,
        ..
    } = prepared;
    let mut here = Vec::new();
    let mut elsewhere = Vec::new();
    let mut direct = Vec::new();
    // The replies are sent as they are, not copied (a picture's bytes with them); the
    // rest of the response is read after they are sent.
    let replies = std::mem::take(&mut response.replies);
    // Without pages to link to, a note that only carries a link to play says nothing.
    let shown = replies
        .into_iter()
        .filter(|r| data.commands.links_pages() || !r.only_a_play_link());
    for reply in shown {
        match (reply.visibility, reply.channel) {
            (Visibility::Direct(_), _) => direct.push(reply),
            (_, Some(_)) => elsewhere.push(reply),
            (_, None) => here.push(reply),
        }
    }
    move_openings(threads, &mut here, &mut elsewhere);
    let mut sent_here = false;
    for reply in &here {
        if let Some((payload, file)) = cards::card_for(reply, &data.commands)
            && !(deferred && reply.visibility == Visibility::Public)
        {
            answer_card(
                http,
                data,
                asked,
                reply,
                (&payload, file),
                deferred || sent_here,
            )
            .await?;
            sent_here = true;
            continue;
        }
        if deferred {
            if reply.visibility == Visibility::Public {
                let reply = reply
                    .clone()
                    .in_channel(data::ChannelId(asked.channel().get()));
                data.outbox.deliver(http, reply, Kind::CommandNews).await?;
            } else {
                asked
                    .followup(http, post::to_followup(reply, &data.commands))
                    .await?;
                sent_here = true;
            }
        } else if sent_here {
            let message = asked
                .followup(http, post::to_followup(reply, &data.commands))
                .await?;
            if reply.visibility == Visibility::Public {
                post::remember(&data.service, &message, &reply.buttons).await;
            }
        } else if reply.visibility == Visibility::Public && post::closable(&reply.buttons) {
            // Its buttons are remembered by the message's place: asked for with the
            // answer (one attachment at most: serenity numbers a builder's files only
            // as it sends them), or read back.
            let (message, files) = post::to_interaction_message_and_files(reply, &data.commands);
            let first = First::Builder(Box::new(CreateInteractionResponse::Message(message)));
            let placing = (files.len() <= 1).then_some(files.as_slice());
            let placed = if let Some(placed) = asked.respond_placing(http, first, placing).await? {
                placed
            } else {
                let message = asked.original(http).await?;
                (message.channel_id, message.id)
            };
            sent_here = true;
            post::remember_at(&data.service, placed, &reply.buttons).await;
        } else {
            let first = CreateInteractionResponse::Message(post::to_interaction_message(
                reply,
                &data.commands,
            ));
            asked.respond(http, first).await?;
            sent_here = true;
        }
    }
    if deferred && !sent_here {
        asked.withdraw_deferral(http).await;
    } else if !deferred && !sent_here {
        // The service always answers; should it not, the interaction still needs its
        // one response, and an invisible one says nothing wrong.
        tracing::warn!("a response with nothing for the interaction itself");
        asked.defer(http).await?;
        asked.withdraw_deferral(http).await;
    }
    // A kept message (a match's scoreboard) is redrawn before the news that points to it.
    post::edit_kept(http, &data.commands, &response).await;
    // A post Discord did not take yet is kept and tried again; one it refused (a
    // channel gone, or one Sanctum may not post in) is named to whoever asked, since
    // what they did is done and only its news is lost.
    let mut refused = Vec::new();
    for reply in elsewhere {
        let channel = reply.channel;
        if let Err(e) = data.outbox.deliver(http, reply, Kind::CommandNews).await {
            refused.push((channel, e.to_string()));
        }
    }
    if !refused.is_empty() {
        let note = Text::from(refused_posts(&refused)).localized(asked.readers().asker);
        asked
            .tell_privately(http, &data.commands.render(&note))
            .await?;
    }
    // The interaction is answered: a direct message that is lost costs nothing more
    // (the outbox logs it).
    for reply in direct {
        let _ = data.outbox.deliver(http, reply, Kind::CommandNews).await;
    }
    let pressed = match asked {
        Asked::Press(press, _) => Some(&*press.message),
        Asked::Command(..) => None,
    };
    if !response.closed.is_empty() {
        let (http, service, closed) = (http.clone(), data.service.clone(), response.closed.clone());
        let pressed = pressed.cloned();
        data.chores.leave(async move {
            post::close(&http, &service, &closed, pressed.as_ref()).await;
        });
    }
    if let Some(refresh) = &response.refresh {
        post::redraw(http, &data.service, &data.commands, refresh, pressed).await;
    }
    open_threads(http, data, &response).await;
    Ok(())
}

/// Sends a response to an interaction outside Sanctum's servers, where it may answer
/// but not post: every reply for this conversation answers the interaction (the first
/// as its response, the rest as follow-ups, at most
/// [`USER_INSTALL_FOLLOWUPS`](super::limits::USER_INSTALL_FOLLOWUPS) of them), posts
/// meant elsewhere (a server's channel) and direct messages go out as usual, and the
/// pressed message keeps its buttons (Sanctum cannot edit it there; a second press is
/// refused in words).
async fn deliver_outside(
    http: &Arc<Http>,
    data: &Data,
    asked: &Asked<'_>,
    response: Response,
    deferred: bool,
) -> anyhow::Result<()> {
    let shown = response
        .replies
        .iter()
        .filter(|r| data.commands.links_pages() || !r.only_a_play_link());
    let (mut here, mut others) = (Vec::new(), Vec::new());
    for reply in shown {
        match (reply.visibility, reply.channel) {
            (Visibility::Direct(_), _) | (_, Some(_)) => others.push(reply.clone()),
            (_, None) => here.push(reply),
        }
    }
    // A command's deferral is a private "thinking…" that the first follow-up fills in,
    // keeping it private: a public answer goes out after it is withdrawn.
    let mut loading = deferred && matches!(asked, Asked::Command(..));
    let mut followups = 0;
    let mut answered = false;
    for reply in here {
        let card = cards::card_for(reply, &data.commands);
        if !deferred && !answered {
            if let Some((payload, file)) = card {
                asked
                    .respond_placing(http, First::card(&payload), Some(&[file]))
                    .await?;
            } else {
                let first = CreateInteractionResponse::Message(post::to_interaction_message(
                    reply,
                    &data.commands,
                ));
                asked.respond(http, first).await?;
            }
            answered = true;
            continue;
        }
        if followups == super::limits::USER_INSTALL_FOLLOWUPS {
            tracing::warn!("more replies than Discord allows follow-ups outside servers");
            break;
        }
        if loading && reply.visibility == Visibility::Public {
            asked.withdraw_deferral(http).await;
        }
        loading = false;
        if let Some((payload, file)) = card {
            asked.followup_card(http, &payload, file).await?;
        } else {
            asked
                .followup(http, post::to_followup(reply, &data.commands))
                .await?;
        }
        followups += 1;
        answered = true;
    }
    if !answered {
        tracing::warn!("a response with nothing for the interaction itself");
        if !deferred {
            asked.defer(http).await?;
        }
        asked.withdraw_deferral(http).await;
    }
    for reply in others {
        let _ = data.outbox.deliver(http, reply, Kind::CommandNews).await;
    }
    Ok(())
}

/// Answers `asked` with a card: as a follow-up once something answered it (or it was
/// deferred), else as the first answer, asked where it went so that its buttons can be
/// remembered.
async fn answer_card(
    http: &Http,
    data: &Data,
    asked: &Asked<'_>,
    reply: &Reply,
    (payload, file): (&cards::Payload, CreateAttachment),
    follow_up: bool,
) -> anyhow::Result<()> {
    let public = reply.visibility == Visibility::Public;
    if follow_up {
        let message = asked.followup_card(http, payload, file).await?;
        if public {
            post::remember(&data.service, &message, &reply.buttons).await;
        }
        return Ok(());
    }
    let files = [file];
    let placed = asked
        .respond_placing(http, First::card(payload), Some(&files))
        .await?;
    if public && post::closable(&reply.buttons) {
        let placed = if let Some(placed) = placed {
            placed
        } else {
            let message = asked.original(http).await?;
            (message.channel_id, message.id)
        };
        post::remember_at(&data.service, placed, &reply.buttons).await;
    }
    Ok(())
}

/// What to tell whoever asked when Discord refused posts their request made elsewhere:
/// each channel, Discord's reason, and what usually fixes it.
fn refused_posts(refused: &[(Option<data::ChannelId>, String)]) -> service::Msg {
    // A few name the trouble; the rest would only make the note too long to send.
    let places = Text::join(
        refused.iter().take(5).map(|(channel, why)| match channel {
            Some(c) => Text::new().channel(*c).plain(format!(" ({why})")),
            None => Text::from(service::Msg::new("face-a-channel").str("why", why.clone())),
        }),
        ", ",
    );
    service::Msg::new("face-posts-refused").text("places", places)
}

/// The threads a response asks for, opened one at a time (Discord limits how fast
/// threads open), each followed by what the service posts in it.
async fn open_threads(http: &Arc<Http>, data: &Data, response: &Response) {
    let out = |replies: Vec<service::Reply>| async move {
        for reply in replies {
            let _ = data.outbox.deliver(http, reply, Kind::CommandNews).await;
        }
    };
    // A tournament's own thread, its boards', a match's scoreboard and games: one set
    // at a time (Discord limits how fast threads open); a set Discord refuses waits
    // for the scheduler.
    for wanted in &response.threads {
        if let Some(opened) = threads::open_for(http, &data.service, wanted).await {
            out(opened.replies).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placed(json: &str) -> Option<(u64, u64)> {
        let callback: Callback = serde_json::from_str(json).expect("a callback response");
        callback
            .placed(ChannelId::new(7))
            .map(|(c, m)| (c.get(), m.get()))
    }

    #[test]
    fn the_callback_response_names_the_message_it_made() {
        // As Discord documents it: the interaction, then the resource with the message.
        let json = r#"{"interaction": {"id": "11", "type": 3, "response_message_id": "42",
            "response_message_loading": false, "response_message_ephemeral": false},
            "resource": {"type": 4, "message": {"id": "42", "channel_id": "9", "content": "x"}}}"#;
        assert_eq!(placed(json), Some((9, 42)));
        // Without the message, its id in the channel asked in; without either, nothing.
        let json = r#"{"interaction": {"id": "11", "type": 3, "response_message_id": "42"}}"#;
        assert_eq!(placed(json), Some((7, 42)));
        assert_eq!(placed(r#"{"interaction": {"id": "11", "type": 3}}"#), None);
    }
}
