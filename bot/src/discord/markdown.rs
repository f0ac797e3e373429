//! The service's [`Text`] in Discord's markdown: `<@id>` mentions, `<#id>` channels,
//! `<t:UNIX:R>` timestamps every reader sees in their own time zone, and clickable
//! command mentions (`</move:ID>`) once Discord has told us the commands' ids. Words
//! (names, typed text) are escaped so that they show exactly as typed.

mod escape;
/// `text`, cut to `limit` characters at a character boundary (the service keeps its
/// texts short; this only guards against a 400 from Discord).
pub(super) fn clip(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(limit - 1).collect();
    cut.push('…');
    cut
}

/// The link buttons `reply` gets: its page's, and its private link to play (only
/// ever on a message its player alone sees).
pub(super) fn links(reply: &service::Reply, ids: &CommandIds) -> Vec<(String, String)> {
    let label = |id: &'static str| service::Msg::new(id).plain(reply.lang);
    let view = reply
        .page()
        .and_then(|p| ids.link(p))
        .map(|u| (label("button-view"), u));
    let play = reply
        .play
        .filter(|_| reply.visibility != service::Visibility::Public)
        .and_then(|link| ids.play_link(link))
        .map(|u| (label("button-play-on-web"), u));
    view.into_iter().chain(play).collect()
}

#[cfg(test)]
mod reading;

use escape::Markdown;
use service::{CommandName, CommandRef, MomentStyle, Span, Text};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Options `/help` names for a command before `…`.
const USAGE_OPTIONS: usize = 6;

/// What Discord's messages need beyond the service's words: the ids Discord gave the
/// registered commands (a command mention needs its id) and, when the web face is on
/// with a public address, the address of a game's page (its **View** button).
#[derive(Debug, Default)]
pub struct CommandIds {
    ids: OnceLock<HashMap<CommandName, u64>>,
    pages: Option<crate::http::web::Web>,
}

impl CommandIds {
    /// With the web face's settings: game messages link to their pages when the face
    /// knows its public address.
    pub fn with_pages(pages: Option<crate::http::web::Web>) -> CommandIds {
        CommandIds {
            ids: OnceLock::new(),
            pages: pages.filter(|w| w.public_url.is_some()),
        }
    }

    /// Remembers the registered commands' ids (the first registration wins; they do
    /// not change while the process runs).
    pub fn set(&self, ids: HashMap<CommandName, u64>) {
        if self.ids.set(ids).is_err() {
            tracing::debug!("command ids were already known");
        }
    }

    fn get(&self, name: CommandName) -> Option<u64> {
        self.ids.get().and_then(|ids| ids.get(&name).copied())
    }

    /// The address of `page`, if messages link to pages.
    pub fn link(&self, page: service::Page) -> Option<String> {
        let web = self.pages.as_ref()?;
        Some(match page {
            service::Page::Game(game) => web.game_link(game),
            service::Page::Tournament(t) => web.tournament_link(t),
            service::Page::Server(guild) => web.server_link(guild),
            service::Page::Player(guild, user) => web.player_link(guild, user),
            service::Page::Lesson(variant, number) => web.lesson_link(variant, number),
        })
    }

    /// The address of a private link to play, if messages link to pages.
    pub fn play_link(&self, link: service::PlayLink) -> Option<String> {
        Some(self.pages.as_ref()?.play_link(link))
    }

    /// Whether messages can carry links to pages (a private link to play included).
    pub fn links_pages(&self) -> bool {
        self.pages.is_some()
    }

    /// `text` as Discord markdown: Sanctum's markup around words shown as typed.
    pub fn render(&self, text: &Text) -> String {
        let mut md = Markdown::default();
        // Neighbouring bold spans share one `**` pair (`**a****b**` would pair wrongly);
        // empty words and code write nothing, so they do not part them.
        let mut bold = String::new();
        // What reaches here unlocalized (a scheduled post) reads English.
        let text = text.localized(service::Lang::En);
        for span in text.spans() {
            match span {
                Span::Strong(s) | Span::Move(s) | Span::Button(s) => bold.push_str(s),
                Span::Plain(w) | Span::Code(w) if w.is_empty() => {}
                other => {
                    md.strong(&bold);
                    bold.clear();
                    self.write(&mut md, other);
                }
            }
        }
        md.strong(&bold);
        md.finish()
    }

    fn write(&self, md: &mut Markdown, span: &Span) {
        match span {
            Span::Plain(p) => md.words(p),
            Span::Strong(s) | Span::Move(s) | Span::Button(s) => md.strong(s),
            Span::User(u) => md.markup(&format!("<@{u}>")),
            Span::Channel(c) => md.markup(&format!("<#{c}>")),
            Span::Role(r) => md.markup(&format!("<@&{r}>")),
            Span::Moment { at, style } => {
                let letter = match style {
                    MomentStyle::Relative => 'R',
                    MomentStyle::DateTime => 'f',
                };
                md.markup(&format!("<t:{at}:{letter}>"));
            }
            Span::Command(c) => md.markup(&self.command(c)),
            Span::Usage(name) => md.markup(&self.usage(*name)),
            Span::Code(c) => md.markup(&code(c)),
            Span::Msg(m) => md.words(&m.plain(service::Lang::En)),
        }
    }

    /// `</challenge:123>` and its arguments, or `` `/challenge …` `` before the ids are known.
    fn command(&self, c: &CommandRef) -> String {
        let args: Vec<String> = c
            .args
            .iter()
            .map(|(o, v)| format!("{}:{v}", c.option_name(o)))
            .collect();
        match self.get(c.name) {
            Some(id) if args.is_empty() => format!("</{}:{id}>", c.name.id()),
            Some(id) => format!("</{}:{id}> {}", c.name.id(), code(&args.join(" "))),
            None if args.is_empty() => code(&format!("/{}", c.name.id())),
            None => code(&format!("/{} {}", c.name.id(), args.join(" "))),
        }
    }

    /// A command and its first options for `/help`: `</challenge:123> ` + `` `opponent
    /// variant [color] …` ``. Discord shows every option as it is typed, and the whole
    /// list must fit one embed.
    fn usage(&self, name: CommandName) -> String {
        let all = &name.spec().options;
        let mut options: Vec<String> = all
            .iter()
            .take(USAGE_OPTIONS)
            .map(|o| {
                if o.required {
                    o.name.to_owned()
                } else {
                    format!("[{}]", o.name)
                }
            })
            .collect();
        if all.len() > USAGE_OPTIONS {
            options.push("…".to_owned());
        }
        let head = self.command(&CommandRef::new(name));
        if options.is_empty() {
            head
        } else {
            format!("{head} {}", code(&options.join(" ")))
        }
    }
}

/// Literal text in a code span (a backtick inside would end it early). Nothing at
/// all for no text: an empty pair of backticks would pair with the next code span's.
fn code(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    format!("`{}`", text.replace('`', "ˋ"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use data::{ChannelId, UserId};

    #[test]
    fn spans_become_discord_markdown() {
        let ids = CommandIds::default();
        let text = Text::new()
            .user(UserId(5))
            .plain(" *star* <@1> in ")
            .channel(ChannelId(9))
            .plain(", due ")
            .moment(1_790_000_000)
            .plain(": ")
            .mv("e4")
            .plain(" ")
            .command(CommandRef::new(CommandName::Board));
        assert_eq!(
            ids.render(&text),
            "<@5> \\*star\\* \\<@1> in <#9>, due <t:1790000000:R>: **e4** `/board`"
        );
        ids.set(HashMap::from([(CommandName::Board, 42)]));
        let with_args = Text::new()
            .command(CommandRef::new(CommandName::Board))
            .plain(" ")
            .command(CommandRef::new(CommandName::Challenge).arg("variant", "scepter"));
        assert_eq!(
            ids.render(&with_args),
            "</board:42> `/challenge variant:scepter`"
        );
    }

    /// A nickname in a sentence, as the leaderboard and `/board` show one.
    fn named(name: &str) -> String {
        CommandIds::default().render(&Text::new().plain(format!("\n1. {name} — 1500")))
    }

    #[test]
    fn nicknames_show_as_typed() {
        assert_eq!(
            named("[free nitro](https://example.com)"),
            "\n1\\. \\[free nitro\\](https\\://example.com) — 1500"
        );
        let first = |name: &str| CommandIds::default().render(&Text::from(name));
        assert_eq!(first("# big"), "\\# big");
        assert_eq!(first("-# small"), "\\-# small");
        assert_eq!(first("> quote"), "\\> quote");
        assert_eq!(first(">>> all"), "\\>>> all");
        assert_eq!(first("@everyone <@&123>"), "\\@everyone \\<@&123>");
    }

    #[test]
    fn a_line_start_is_seen_across_spans() {
        let text = Text::new()
            .plain("White:\n")
            .strong("# alice")
            .plain("\n")
            .user(UserId(5))
            .plain("# not a heading");
        assert_eq!(
            CommandIds::default().render(&text),
            "White:\n**\\# alice**\n<@5># not a heading"
        );
    }

    #[test]
    fn bold_neighbours_share_their_stars_and_empty_spans_vanish() {
        let text = Text::new()
            .mv("e4")
            .mv("")
            .strong(" wins")
            .plain("")
            .button("Accept")
            .code("")
            .strong("!")
            .plain(" then ")
            .strong("")
            .code("d4");
        assert_eq!(
            CommandIds::default().render(&text),
            "**e4 winsAccept!** then `d4`"
        );
    }
}
