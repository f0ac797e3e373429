//! Who reads what Sanctum posts, and in which language: the asker of a command in
//! their own, a server's channels in the language its managers chose (or else the one
//! Discord says the server uses), a direct message in the language its recipient last
//! used. Discord tells the languages with each interaction; they are kept for the posts
//! nobody is asking for at the time (reminders, deadline news, moves from the web).

use crate::Service;
use crate::core::i18n::Lang;
use crate::core::reply::{Readers, Response, Visibility};
use data::{ChannelId, GuildId, UserId};
use std::collections::HashMap;

/// The languages an interaction came with, as Discord gives them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Locales {
    /// The asker's (`locale`: `de`, `pt-BR`).
    pub user: String,
    /// The server's (`guild_locale`), in a server.
    pub guild: Option<String>,
}

impl Service {
    /// The readers of the answer to a command in `guild`, which came with `locales`:
    /// the asker's language, and the channel's (the server's chosen one, else
    /// Discord's). The server's is remembered for later posts (an unchanged one is not
    /// written again), before this answer's posts to its other channels are worded;
    /// the asker's is kept by [`Service::remember_locale_of`].
    pub fn readers(&self, guild: Option<GuildId>, locales: &Locales) -> Readers {
        if let (Some(guild), Some(locale)) = (guild, &locales.guild) {
            self.remember_locale(guild.0, locale);
        }
        let asker = Lang::from_tag(&locales.user).unwrap_or_default();
        let chosen = guild.and_then(|g| self.chosen_language(g));
        let discord = locales
            .guild
            .as_deref()
            .map(|l| Lang::from_tag(l).unwrap_or_default());
        Readers {
            asker,
            channel: chosen.or(discord).unwrap_or(asker),
        }
    }

    /// `responses` nobody asked for at the time (the scheduler's, the web's news), each
    /// message in the language of whoever reads it: a channel's in its server's, a
    /// direct message in its recipient's last one. What Sanctum cannot place reads
    /// English.
    pub fn localize_posts(&self, responses: Vec<Response>) -> Vec<Response> {
        let mut places = Places::new(self, None, Readers::default());
        responses
            .into_iter()
            .map(|mut response| {
                for reply in &mut response.replies {
                    let lang = places.lang_of(reply);
                    reply.localize(Readers {
                        asker: lang,
                        channel: lang,
                    });
                }
                response
            })
            .collect()
    }

    /// The answer to `asker`'s command, each message in the language of whoever reads
    /// it: private answers in `readers.asker`, the channel's in `readers.channel`, a
    /// post into another server's channel (a game between two servers) in that
    /// server's, a direct message to someone else in their last one.
    pub fn localize_answer(
        &self,
        mut response: Response,
        asker: UserId,
        readers: Readers,
    ) -> Response {
        let mut places = Places::new(self, Some(asker), readers);
        for reply in &mut response.replies {
            let lang = places.lang_of(reply);
            reply.localize(Readers {
                asker: readers.asker,
                channel: lang,
            });
        }
        for edit in &mut response.edits {
            let lang = places.channel(edit.channel);
            edit.reply.localize(Readers {
                asker: readers.asker,
                channel: lang,
            });
        }
        if let Some(refresh) = &mut response.refresh {
            refresh.reply.localize(readers);
        }
        response
    }

    /// The language a channel's server reads: chosen, else Discord's; English when the
    /// server is unknown.
    pub fn channel_language(&self, channel: ChannelId) -> Lang {
        self.known_channel_language(channel).unwrap_or_default()
    }

    /// [`Service::channel_language`], `None` when the server is unknown.
    fn known_channel_language(&self, channel: ChannelId) -> Option<Lang> {
        let guild = self
            .stores
            .with(|store| store.guild_of_channel(channel))
            .ok()
            .and_then(Result::ok)
            .flatten()?;
        self.chosen_language(guild)
            .or_else(|| self.seen_language(guild.0))
    }

    /// The language a server's managers chose, if any.
    fn chosen_language(&self, guild: GuildId) -> Option<Lang> {
        match self.stores.with(|store| store.guild_language(guild)) {
            Ok(Ok(tag)) => tag.as_deref().and_then(Lang::from_tag),
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "could not read a server's language");
                None
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not read a server's language");
                None
            }
        }
    }

    /// The language Discord last gave for a user or a server.
    fn seen_language(&self, owner: u64) -> Option<Lang> {
        match self.stores.with(|store| store.seen_locale(owner)) {
            Ok(Ok(tag)) => tag.as_deref().and_then(Lang::from_tag),
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "could not read a language");
                None
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not read a language");
                None
            }
        }
    }

    /// Whether `locale` is what is kept for `user` already, so that
    /// [`Service::remember_locale_of`] would write nothing.
    pub fn knows_locale_of(&self, user: UserId, locale: &str) -> bool {
        self.knows_locale(user.0, locale)
    }

    /// Whether `locale` (trimmed) is blank or what is kept for `owner` already.
    fn knows_locale(&self, owner: u64, locale: &str) -> bool {
        let locale = locale.trim();
        locale.is_empty()
            || self
                .seen_locales
                .lock()
                .is_ok_and(|m| m.get(&owner).is_some_and(|l| l == locale))
    }

    /// Keeps the language a user's interaction came with, for the direct messages
    /// nobody asks for at the time (an unchanged one is not written again). Their own
    /// answer is worded from the interaction itself, so nobody waits for this: the
    /// face does it after answering.
    pub fn remember_locale_of(&self, user: UserId, locale: &str) {
        self.remember_locale(user.0, locale);
    }

    /// Stores `locale` for `owner` unless it is what is stored already.
    fn remember_locale(&self, owner: u64, locale: &str) {
        if self.knows_locale(owner, locale) {
            return;
        }
        let locale = locale.trim();
        match self
            .stores
            .with(|store| store.set_seen_locale(owner, locale))
        {
            Ok(Ok(())) => {
                if let Ok(mut m) = self.seen_locales.lock() {
                    m.insert(owner, locale.to_owned());
                }
            }
            Ok(Err(e)) => tracing::warn!(error = %e, "could not keep a language"),
            Err(e) => tracing::warn!(error = %e, "could not keep a language"),
        }
    }
}

/// Who reads which message of a response, each place looked up once.
struct Places<'a> {
    service: &'a Service,
    /// Who asked, if someone did: their direct messages read their own language.
    asker: Option<UserId>,
    /// The languages of the asker and of the channel asked in; for posts nobody asked
    /// for, English.
    readers: Readers,
    servers: HashMap<ChannelId, Lang>,
    people: HashMap<UserId, Lang>,
}

impl<'a> Places<'a> {
    fn new(service: &'a Service, asker: Option<UserId>, readers: Readers) -> Places<'a> {
        Places {
            service,
            asker,
            readers,
            servers: HashMap::new(),
            people: HashMap::new(),
        }
    }

    /// The language `reply` is read in.
    fn lang_of(&mut self, reply: &crate::core::reply::Reply) -> Lang {
        match (reply.visibility, reply.channel) {
            (Visibility::Private, _) if self.asker.is_some() => self.readers.asker,
            (Visibility::Direct(user), _) if Some(user) == self.asker => self.readers.asker,
            (Visibility::Direct(user), _) => {
                let (service, fallback) = (self.service, self.readers.channel);
                *self
                    .people
                    .entry(user)
                    .or_insert_with(|| service.seen_language(user.0).unwrap_or(fallback))
            }
            (_, Some(channel)) => self.channel(channel),
            (_, None) => self.readers.channel,
        }
    }

    /// The language `channel`'s server reads; the channel asked in's where the server is
    /// not known.
    fn channel(&mut self, channel: ChannelId) -> Lang {
        let (service, fallback) = (self.service, self.readers.channel);
        *self
            .servers
            .entry(channel)
            .or_insert_with(|| service.known_channel_language(channel).unwrap_or(fallback))
    }
}
