//! Reply text as structure, not markup: each adapter words the same spans its own way.
//!
//! The service says *what* a piece of text is — a user, a channel, a moment, a
//! command, a move — and the Discord adapter writes `<@id>`, `<#id>`, `<t:…:R>` and
//! clickable command mentions while the console writes names, "in 2d 4h" and its own
//! command syntax. No adapter has to parse the other's markup back out.
//!
//! ```
//! use service::{CommandName, CommandRef, Span, Text};
//! use data::UserId;
//! let text = Text::new()
//!     .user(UserId(7))
//!     .plain(", start one with ")
//!     .command(CommandRef::new(CommandName::Challenge).arg("variant", "sanctuary"))
//!     .plain(".");
//! assert_eq!(text.spans().len(), 4);
//! assert!(matches!(text.spans()[0], Span::User(UserId(7))));
//! // The neutral form for logs and tests:
//! assert_eq!(text.to_string(), "@7, start one with `/challenge variant:sanctuary`.");
//! ```

use crate::core::i18n::{self, Lang};
use crate::core::names::CommandName;
use data::{ChannelId, RoleId, Timestamp, UserId};
use fluent_bundle::{FluentArgs, FluentValue};
use std::borrow::Cow;
use std::fmt;

/// How a moment is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MomentStyle {
    /// Relative to the reader's now: "in 2 days", "5 hours ago".
    Relative,
    /// A date and time, in the reader's time zone where the adapter can.
    DateTime,
}

/// A command named in text, with the arguments a player would give it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandRef {
    /// Which command.
    pub name: CommandName,
    /// `(option, value)` pairs, in order: the options by their English names.
    pub args: Vec<(&'static str, ArgValue)>,
    /// The language its blanks are worded in, and a face names its options in (set by
    /// [`Text::localized`]).
    pub lang: Lang,
}

/// An argument's value in a command named in text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgValue {
    /// The value itself: `sanctuary`, `3`.
    Given(String),
    /// A blank for the player to fill, by the message that words it: `<your move>`,
    /// `@someone`.
    Blank(&'static str),
}

impl fmt::Display for ArgValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgValue::Given(value) => f.write_str(value),
            ArgValue::Blank(id) => f.write_str(&Msg::new(*id).plain(Lang::En)),
        }
    }
}

impl CommandRef {
    /// The command without arguments.
    pub fn new(name: CommandName) -> CommandRef {
        CommandRef {
            name,
            args: Vec::new(),
            lang: Lang::En,
        }
    }

    /// The same command with one more argument.
    #[must_use]
    pub fn arg(mut self, option: &'static str, value: impl Into<String>) -> CommandRef {
        self.args.push((option, ArgValue::Given(value.into())));
        self
    }

    /// The same command with a blank for the player to fill, worded by message `id`
    /// (`blank-your-move`: `<your move>`).
    #[must_use]
    pub fn blank(mut self, option: &'static str, id: &'static str) -> CommandRef {
        self.args.push((option, ArgValue::Blank(id)));
        self
    }

    /// `option`'s name as Discord shows it to a reader of [`CommandRef::lang`].
    pub fn option_name(&self, option: &str) -> String {
        self.name
            .spec()
            .options
            .iter()
            .find(|o| o.name == option)
            .and_then(|o| o.name_in(self.lang))
            .unwrap_or_else(|| option.to_owned())
    }

    /// The same command for a reader of `lang`: its blanks worded in it.
    fn localized(&self, lang: Lang) -> CommandRef {
        CommandRef {
            name: self.name,
            args: self
                .args
                .iter()
                .map(|(option, value)| {
                    let value = match value {
                        ArgValue::Blank(id) => ArgValue::Given(Msg::new(*id).plain(lang)),
                        given @ ArgValue::Given(_) => given.clone(),
                    };
                    (*option, value)
                })
                .collect(),
            lang,
        }
    }
}

/// One piece of text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Span {
    /// Words as they are (adapters escape their own markup in them).
    Plain(String),
    /// Words that stand out: a result, a game's name.
    Strong(String),
    /// A user, named or mentioned.
    User(UserId),
    /// A channel or thread.
    Channel(ChannelId),
    /// A server role, named (pinging it is up to the reply's role pings).
    Role(RoleId),
    /// A moment in time (Unix seconds).
    Moment {
        /// When.
        at: Timestamp,
        /// Relative or absolute.
        style: MomentStyle,
    },
    /// A command the reader can give.
    Command(CommandRef),
    /// How to give a command: its name and options (for help).
    Usage(CommandName),
    /// A button of the message the reader can press, by its label.
    Button(String),
    /// A move in SAN.
    Move(String),
    /// Literal text the reader might type or copy: a variant id, a FEN.
    Code(String),
    /// A message, in the words of the reader's language: faces show
    /// [`Text::localized`], where none is left.
    Msg(Msg),
}

/// A sequence of spans: the text of one reply.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text {
    spans: Vec<Span>,
}

impl Text {
    /// Empty text.
    pub fn new() -> Text {
        Text::default()
    }

    /// The spans, in order.
    pub fn spans(&self) -> &[Span] {
        &self.spans
    }

    /// The same text with each mention of a person `name` gives a name for written as
    /// that name: for a face where a mention cannot be drawn (a web page), or a server
    /// the person is not in.
    #[must_use]
    pub fn naming(self, name: impl Fn(UserId) -> Option<String>) -> Text {
        self.naming_with(&name)
    }

    fn naming_with(self, name: &dyn Fn(UserId) -> Option<String>) -> Text {
        Text {
            spans: self
                .spans
                .into_iter()
                .map(|span| match span {
                    Span::User(user) => name(user).map_or(Span::User(user), Span::Plain),
                    Span::Msg(msg) => Span::Msg(msg.map_texts(&|t| t.naming_with(name))),
                    other => other,
                })
                .collect(),
        }
    }

    /// True when there is nothing to show.
    pub fn is_empty(&self) -> bool {
        self.spans
            .iter()
            .all(|s| matches!(s, Span::Plain(p) if p.is_empty()))
    }

    /// Appends a span (neighbouring plain words merge).
    pub fn push(&mut self, span: Span) {
        if let (Some(Span::Plain(last)), Span::Plain(next)) = (self.spans.last_mut(), &span) {
            last.push_str(next);
            return;
        }
        self.spans.push(span);
    }

    /// Appends all of `other`.
    pub fn extend(&mut self, other: Text) {
        for span in other.spans {
            self.push(span);
        }
    }

    /// Appends plain words.
    pub fn push_plain(&mut self, words: impl Into<String>) {
        self.push(Span::Plain(words.into()));
    }

    /// With plain words after.
    #[must_use]
    pub fn plain(mut self, words: impl Into<String>) -> Text {
        self.push_plain(words);
        self
    }

    /// With words that stand out after.
    #[must_use]
    pub fn strong(mut self, words: impl Into<String>) -> Text {
        self.push(Span::Strong(words.into()));
        self
    }

    /// With a message after whose words stand out: a heading, a game's name.
    #[must_use]
    pub fn strong_msg(self, msg: Msg) -> Text {
        self.msg(Msg::new("emphasis").strong("words", msg))
    }

    /// With a user after.
    #[must_use]
    pub fn user(mut self, user: UserId) -> Text {
        self.push(Span::User(user));
        self
    }

    /// With a role after.
    #[must_use]
    pub fn role(mut self, role: RoleId) -> Text {
        self.push(Span::Role(role));
        self
    }

    /// With a channel after.
    #[must_use]
    pub fn channel(mut self, channel: ChannelId) -> Text {
        self.push(Span::Channel(channel));
        self
    }

    /// With a moment after, relative to the reader's now.
    #[must_use]
    pub fn moment(mut self, at: Timestamp) -> Text {
        self.push(Span::Moment {
            at,
            style: MomentStyle::Relative,
        });
        self
    }

    /// With how to give a command after: its name and options.
    #[must_use]
    pub fn usage(mut self, name: CommandName) -> Text {
        self.push(Span::Usage(name));
        self
    }

    /// With a command after.
    #[must_use]
    pub fn command(mut self, command: CommandRef) -> Text {
        self.push(Span::Command(command));
        self
    }

    /// With a button's label after.
    #[must_use]
    pub fn button(mut self, label: impl Into<String>) -> Text {
        self.push(Span::Button(label.into()));
        self
    }

    /// With a move after.
    #[must_use]
    pub fn mv(mut self, san: impl Into<String>) -> Text {
        self.push(Span::Move(san.into()));
        self
    }

    /// With literal text after.
    #[must_use]
    pub fn code(mut self, literal: impl Into<String>) -> Text {
        self.push(Span::Code(literal.into()));
        self
    }

    /// With a message after, in the reader's language.
    #[must_use]
    pub fn msg(mut self, msg: Msg) -> Text {
        self.push(Span::Msg(msg));
        self
    }

    /// Its words in `lang` as plain text, for what cannot carry marks: a picture's
    /// words, an alt text.
    pub fn plain_in(&self, lang: Lang) -> String {
        self.localized(lang).plain_words()
    }

    /// Its spans' words with no marks (a resolved text's).
    fn plain_words(&self) -> String {
        self.spans()
            .iter()
            .map(|span| match span {
                Span::Plain(p) | Span::Strong(p) | Span::Move(p) | Span::Code(p) => p.clone(),
                other => {
                    let mut one = Text::new();
                    one.push(other.clone());
                    one.to_string()
                }
            })
            .collect()
    }

    /// The same text in `lang`: every message resolved into the spans of its words.
    #[must_use]
    pub fn localized(&self, lang: Lang) -> Text {
        let unresolved = |s: &Span| match s {
            Span::Msg(_) => true,
            Span::Button(label) => label.starts_with("button-"),
            Span::Command(c) => {
                c.lang != lang || c.args.iter().any(|(_, v)| matches!(v, ArgValue::Blank(_)))
            }
            _ => false,
        };
        if !self.spans.iter().any(unresolved) {
            return self.clone();
        }
        let mut out = Text::new();
        for span in &self.spans {
            match span {
                Span::Msg(msg) => out.extend(msg.resolve(lang)),
                Span::Button(label) => {
                    out.push(Span::Button(i18n::label_in(label, lang)));
                }
                Span::Command(c) => out.push(Span::Command(c.localized(lang))),
                other => out.push(other.clone()),
            }
        }
        out
    }

    /// With a line break after.
    #[must_use]
    pub fn line(self) -> Text {
        self.plain("\n")
    }

    /// With all of `other` after.
    #[must_use]
    pub fn then(mut self, other: Text) -> Text {
        self.extend(other);
        self
    }

    /// The parts joined by `separator`.
    pub fn join(parts: impl IntoIterator<Item = Text>, separator: &str) -> Text {
        let mut out = Text::new();
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                out.push_plain(separator);
            }
            out.extend(part);
        }
        out
    }
}

impl From<String> for Text {
    fn from(words: String) -> Text {
        Text::new().plain(words)
    }
}

impl From<&str> for Text {
    fn from(words: &str) -> Text {
        Text::new().plain(words)
    }
}

/// A neutral form for logs and tests, in neither adapter's syntax: `**strong**`,
/// `@123` for users, `#456` for channels, `@1790000000` for moments and
/// `` `/command option:value` `` for commands.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for span in &self.localized(Lang::En).spans {
            match span {
                Span::Plain(p) => f.write_str(p)?,
                Span::Strong(s) | Span::Move(s) => write!(f, "**{s}**")?,
                Span::User(u) => write!(f, "@{u}")?,
                Span::Channel(c) => write!(f, "#{c}")?,
                Span::Role(r) => write!(f, "@&{r}")?,
                Span::Moment { at, .. } => write!(f, "@{at}")?,
                Span::Command(c) => {
                    write!(f, "`/{}", c.name.id())?;
                    for (option, value) in &c.args {
                        write!(f, " {option}:{value}")?;
                    }
                    f.write_str("`")?;
                }
                Span::Usage(name) => {
                    write!(f, "`/{}", name.id())?;
                    for o in name.spec().options {
                        if o.required {
                            write!(f, " {}", o.name)?;
                        } else {
                            write!(f, " [{}]", o.name)?;
                        }
                    }
                    f.write_str("`")?;
                }
                Span::Button(label) => write!(f, "[{label}]")?,
                Span::Code(c) => write!(f, "`{c}`")?,
                Span::Msg(m) => write!(f, "{}", m.id())?,
            }
        }
        Ok(())
    }
}

/// A message: its id in the `.ftl` files and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Msg`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number: Fluent picks plural forms by it.
    Num(i64),
    /// Words shown as they are (a name, a variant's id a selector matches).
    Str(String),
    /// Text with structure: a user, a command, a list of channels, another message.
    Text(Text),
    /// A message whose words stand out (a game's name in a headline).
    Strong(Box<Msg>),
}

impl Msg {
    /// The message `id`, without arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Its id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Its arguments, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// With a number argument.
    #[must_use]
    pub fn num(mut self, name: &'static str, value: impl Into<i64>) -> Msg {
        self.args.push((name, Arg::Num(value.into())));
        self
    }

    /// With a count argument (a length, a `usize`).
    #[must_use]
    pub fn count(self, name: &'static str, value: usize) -> Msg {
        self.num(name, i64::try_from(value).unwrap_or(i64::MAX))
    }

    /// With words shown as they are.
    #[must_use]
    pub fn str(mut self, name: &'static str, value: impl Into<String>) -> Msg {
        self.args.push((name, Arg::Str(value.into())));
        self
    }

    /// With a text argument.
    #[must_use]
    pub fn text(mut self, name: &'static str, value: impl Into<Text>) -> Msg {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// With a message argument whose words stand out: `.strong("variant",
    /// Msg::new(variant_name(v)))` for **Sanctuary Chess**.
    #[must_use]
    pub fn strong(mut self, name: &'static str, msg: Msg) -> Msg {
        self.args.push((name, Arg::Strong(Box::new(msg))));
        self
    }

    /// With a user argument.
    #[must_use]
    pub fn user(self, name: &'static str, user: data::UserId) -> Msg {
        self.text(name, Text::new().user(user))
    }

    /// With a moment argument, relative to the reader's now.
    #[must_use]
    pub fn moment(self, name: &'static str, at: data::Timestamp) -> Msg {
        self.text(name, Text::new().moment(at))
    }

    /// With a command argument.
    #[must_use]
    pub fn command(self, name: &'static str, command: crate::core::text::CommandRef) -> Msg {
        self.text(name, Text::new().command(command))
    }

    /// With a move argument.
    #[must_use]
    pub fn mv(self, name: &'static str, san: impl Into<String>) -> Msg {
        self.text(name, Text::new().mv(san))
    }

    /// With a button's label argument.
    #[must_use]
    pub fn button(self, name: &'static str, label: impl Into<String>) -> Msg {
        self.text(name, Text::new().button(label))
    }

    /// With a literal argument (a FEN, a variant's id), shown as code.
    #[must_use]
    pub fn code(self, name: &'static str, literal: impl Into<String>) -> Msg {
        self.text(name, Text::new().code(literal))
    }

    /// The same message with `f` applied to each of its text arguments.
    #[must_use]
    pub fn map_texts(self, f: &dyn Fn(Text) -> Text) -> Msg {
        Msg {
            id: self.id,
            args: self
                .args
                .into_iter()
                .map(|(name, arg)| match arg {
                    Arg::Text(t) => (name, Arg::Text(f(t))),
                    other => (name, other),
                })
                .collect(),
        }
    }

    /// Its words in `lang`, as plain text (markers of text arguments resolved to their
    /// neutral form): for a menu's label or a command's description.
    pub fn plain(&self, lang: Lang) -> String {
        self.resolve(lang).plain_words()
    }

    /// The message in `lang`, as text whose arguments are in place (and themselves
    /// resolved in `lang`).
    pub fn resolve(&self, lang: Lang) -> Text {
        let (pattern_text, texts) = self.format(lang);
        let mut out = Text::new();
        let mut rest = pattern_text.as_str();
        while let Some(start) = rest.find(OPEN) {
            if start > 0 {
                out.push_plain(&rest[..start]);
            }
            let after = &rest[start + OPEN.len_utf8()..];
            let Some(end) = after.find(CLOSE) else {
                rest = after;
                continue;
            };
            if let Some(text) = after[..end]
                .parse::<usize>()
                .ok()
                .and_then(|i| texts.get(i))
            {
                out.extend(text.localized(lang));
            }
            rest = &after[end + CLOSE.len_utf8()..];
        }
        if !rest.is_empty() {
            out.push_plain(rest);
        }
        out
    }

    /// The formatted pattern with markers for text arguments, and those arguments.
    fn format(&self, lang: Lang) -> (String, Vec<Text>) {
        let mut args = FluentArgs::new();
        let mut texts = Vec::new();
        for (name, arg) in &self.args {
            match arg {
                Arg::Num(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Str(s) => args.set(*name, FluentValue::from(unmarked(s))),
                Arg::Text(t) => {
                    args.set(*name, marker(texts.len()));
                    texts.push(t.clone());
                }
                Arg::Strong(m) => {
                    args.set(*name, marker(texts.len()));
                    texts.push(Text::new().strong(m.plain(lang)));
                }
            }
        }
        let words = i18n::format(lang, &self.id, &args).unwrap_or_else(|| self.id.to_string());
        (words, texts)
    }

    /// True if `lang` has this message.
    pub fn exists(&self, lang: Lang) -> bool {
        i18n::exists(lang, &self.id)
    }

    /// The attribute `attribute` of this message in `lang`, if that language has it:
    /// a command's localized name is its description's `.name`.
    pub fn attribute(&self, lang: Lang, attribute: &str) -> Option<String> {
        i18n::attribute(lang, &self.id, attribute)
    }
}

/// `msg`'s words in bold, in the reader's language.
pub(crate) fn bold(msg: &Msg) -> Text {
    Text::new().strong_msg(msg.clone())
}

impl From<Msg> for Text {
    fn from(msg: Msg) -> Text {
        Text::new().msg(msg)
    }
}

/// Where a text argument stands in a formatted message: `\u{F8F0}0\u{F8F1}`.
const OPEN: char = '\u{F8F0}';
const CLOSE: char = '\u{F8F1}';

/// The marker of the `index`th text argument.
fn marker(index: usize) -> FluentValue<'static> {
    FluentValue::from(format!("{OPEN}{index}{CLOSE}"))
}

/// Words without the markers, so a name cannot pose as an argument.
fn unmarked(s: &str) -> String {
    s.replace([OPEN, CLOSE], "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_words_merge_and_joins_separate() {
        let t = Text::from("a").plain("b").strong("c").plain("d");
        assert_eq!(t.spans().len(), 3);
        let joined = Text::join([Text::from("x"), Text::new().user(UserId(1))], ", ");
        assert_eq!(joined.to_string(), "x, @1");
        assert!(Text::new().is_empty() && Text::from("").is_empty());
    }

    #[test]
    fn text_arguments_come_back_as_spans_wherever_the_translation_puts_them() {
        let msg = Msg::new("refusal-not-your-turn").user("to_move", UserId(7));
        let english = msg.resolve(Lang::En);
        assert!(english.spans().contains(&Span::User(UserId(7))));
        assert_eq!(
            Text::from(msg).to_string(),
            "It's not your turn: @7 is to move."
        );
    }

    #[test]
    fn a_name_cannot_pose_as_an_argument() {
        assert_eq!(unmarked("a\u{F8F0}0\u{F8F1}b"), "a0b");
    }
}
