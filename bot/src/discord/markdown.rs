//! The service's [`Text`] in Discord's markdown: `<@id>` mentions, `<#id>` channels,
//! `<t:UNIX:R>` timestamps every reader sees in their own time zone, and clickable
//! command mentions (`</move:ID>`) once Discord has told us the commands' ids.

use service::{CommandName, CommandRef, MomentStyle, Span, Text};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

/// The ids Discord gave the registered commands: a command mention needs its id.
#[derive(Debug, Default)]
pub struct CommandIds(OnceLock<HashMap<CommandName, u64>>);

impl CommandIds {
    /// Remembers the registered commands' ids (the first registration wins; they do
    /// not change while the process runs).
    pub fn set(&self, ids: HashMap<CommandName, u64>) {
        if self.0.set(ids).is_err() {
            tracing::debug!("command ids were already known");
        }
    }

    fn get(&self, name: CommandName) -> Option<u64> {
        self.0.get().and_then(|ids| ids.get(&name).copied())
    }

    /// `text` as Discord markdown.
    pub fn render(&self, text: &Text) -> String {
        let mut out = String::new();
        for span in text.spans() {
            match span {
                Span::Plain(p) => out.push_str(&escape(p)),
                Span::Strong(s) | Span::Move(s) => {
                    let _ = write!(out, "**{}**", escape(s));
                }
                Span::Button(label) => {
                    let _ = write!(out, "**{}**", escape(label));
                }
                Span::User(u) => {
                    let _ = write!(out, "<@{u}>");
                }
                Span::Channel(c) => {
                    let _ = write!(out, "<#{c}>");
                }
                Span::Role(r) => {
                    let _ = write!(out, "<@&{r}>");
                }
                Span::Moment { at, style } => {
                    let letter = match style {
                        MomentStyle::Relative => 'R',
                        MomentStyle::DateTime => 'f',
                    };
                    let _ = write!(out, "<t:{at}:{letter}>");
                }
                Span::Command(c) => out.push_str(&self.command(c)),
                Span::Usage(name) => out.push_str(&self.usage(*name)),
                Span::Code(c) => out.push_str(&code(c)),
            }
        }
        out
    }

    /// `</challenge:123>` and its arguments, or `` `/challenge …` `` before the ids are known.
    fn command(&self, c: &CommandRef) -> String {
        let args: Vec<String> = c.args.iter().map(|(o, v)| format!("{o}:{v}")).collect();
        match self.get(c.name) {
            Some(id) if args.is_empty() => format!("</{}:{id}>", c.name.id()),
            Some(id) => format!("</{}:{id}> {}", c.name.id(), code(&args.join(" "))),
            None if args.is_empty() => code(&format!("/{}", c.name.id())),
            None => code(&format!("/{} {}", c.name.id(), args.join(" "))),
        }
    }

    /// A command and its options for `/help`: `</challenge:123> ` + `` `opponent variant [color]` ``.
    fn usage(&self, name: CommandName) -> String {
        let options: Vec<String> = name
            .spec()
            .options
            .iter()
            .map(|o| {
                if o.required {
                    o.name.to_owned()
                } else {
                    format!("[{}]", o.name)
                }
            })
            .collect();
        let head = self.command(&CommandRef::new(name));
        if options.is_empty() {
            head
        } else {
            format!("{head} {}", code(&options.join(" ")))
        }
    }
}

/// Literal text in a code span (a backtick inside would end it early).
fn code(text: &str) -> String {
    format!("`{}`", text.replace('`', "ˋ"))
}

/// Plain words with Discord's markdown characters escaped, so a player called
/// `*star*` or `<@1>` is shown as typed, not as emphasis or a mention.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | '*' | '_' | '~' | '`' | '|' | '<') {
            out.push('\\');
        }
        out.push(c);
    }
    out
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
}
