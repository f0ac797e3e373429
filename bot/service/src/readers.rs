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
    /// The readers of the answer to `user`'s command in `guild`, which came with
    /// `locales`: the asker's language, and the channel's (the server's chosen one, else
    /// Discord's). Both are remembered for later posts; an unchanged one is not
    /// written again.
    pub fn readers(&self, user: UserId, guild: Option<GuildId>, locales: &Locales) -> Readers {
        self.remember_locale(user.0, &locales.user);
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
        let mut servers: HashMap<ChannelId, Lang> = HashMap::new();
        let mut people: HashMap<UserId, Lang> = HashMap::new();
        responses
            .into_iter()
            .map(|mut response| {
                for reply in &mut response.replies {
                    let lang = match (reply.visibility, reply.channel) {
                        (Visibility::Direct(user), _) => *people
                            .entry(user)
                            .or_insert_with(|| self.seen_language(user.0).unwrap_or_default()),
                        (_, Some(channel)) => *servers
                            .entry(channel)
                            .or_insert_with(|| self.channel_language(channel)),
                        (_, None) => Lang::En,
                    };
                    reply.localize(Readers {
                        asker: lang,
                        channel: lang,
                    });
                }
                response
            })
            .collect()
    }

    /// The language a channel's server reads: chosen, else Discord's; English when the
    /// server is unknown.
    pub fn channel_language(&self, channel: ChannelId) -> Lang {
        let guild = self
            .stores
            .with(|store| store.guild_of_channel(channel))
            .ok()
            .and_then(Result::ok)
            .flatten();
        guild
            .and_then(|g| self.chosen_language(g).or_else(|| self.seen_language(g.0)))
            .unwrap_or_default()
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

    /// Stores `locale` for `owner` unless it is what is stored already.
    fn remember_locale(&self, owner: u64, locale: &str) {
        let locale = locale.trim();
        if locale.is_empty() {
            return;
        }
        let known = self
            .seen_locales
            .lock()
            .is_ok_and(|m| m.get(&owner).is_some_and(|l| l == locale));
        if known {
            return;
        }
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
