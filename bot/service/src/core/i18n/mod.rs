//! Words in the reader's language, from Project Fluent's `.ftl` files.
//!
//! The service says *which* message a reply carries ([`Msg`]: an id and its
//! arguments), never its words; a face resolves it in its reader's [`Lang`] when it
//! shows it ([`Text::localized`](crate::Text::localized)), so one reply reads in
//! German to the player who asked and in the server's French to the channel. Each
//! feature keeps its messages in a `locales/` folder beside its code, one file per
//! language; [`crate::locales`] lists them. English is the source: a message missing
//! from another language falls back to it (the tests allow none to be missing).
//!
//! Arguments that are text with structure (a user, a command, a moment) travel
//! through Fluent as markers and come back out as the same spans, so a translation
//! may move them anywhere in its sentence.

#[cfg(test)]
mod checks;
mod lang;
pub use lang::Lang;

use crate::core::text::{Span, Text};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::LazyLock;

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

    /// Its words in `lang`, as plain text (markers of text arguments resolved to their
    /// neutral form): for a menu's label or a command's description.
    pub fn plain(&self, lang: Lang) -> String {
        self.resolve(lang)
            .spans()
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

    /// The message in `lang`, as text whose arguments are in place (and themselves
    /// resolved in `lang`).
    pub fn resolve(&self, lang: Lang) -> Text {
        let (pattern_text, texts) = self.format(lang);
        let mut out = Text::new();
        let mut rest = pattern_text.as_str();
        while let Some(start) = rest.find(OPEN) {
            out.push_plain(&rest[..start]);
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
        out.push_plain(rest);
        out
    }

    /// The formatted pattern with markers for text arguments, and those arguments.
    fn format(&self, lang: Lang) -> (String, Vec<Text>) {
        let mut args = FluentArgs::new();
        for (name, value) in GLOBALS {
            args.set(name, FluentValue::from(value));
        }
        let mut texts = Vec::new();
        for (name, arg) in &self.args {
            match arg {
                Arg::Num(n) => args.set(*name, FluentValue::from(*n)),
                Arg::Str(s) => args.set(*name, FluentValue::from(unmarked(s))),
                Arg::Text(t) => {
                    args.set(
                        *name,
                        FluentValue::from(format!("{OPEN}{}{CLOSE}", texts.len())),
                    );
                    texts.push(t.clone());
                }
            }
        }
        let found = [lang, Lang::En].into_iter().find_map(|l| {
            let bundle = bundle(l);
            let pattern = bundle.get_message(&self.id)?.value()?;
            Some((bundle, pattern))
        });
        let Some((bundle, pattern)) = found else {
            tracing::warn!(id = %self.id, "no such message");
            return (self.id.to_string(), texts);
        };
        let mut errors = Vec::new();
        let words = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id = %self.id, %lang, ?errors, "message formatted with errors");
        }
        (words.into_owned(), texts)
    }

    /// True if `lang` has this message.
    pub fn exists(&self, lang: Lang) -> bool {
        bundle(lang).has_message(&self.id)
    }

    /// The attribute `attribute` of this message in `lang`, if that language has it:
    /// a command's localized name is its description's `.name`.
    pub fn attribute(&self, lang: Lang, attribute: &str) -> Option<String> {
        let bundle = bundle(lang);
        let pattern = bundle
            .get_message(&self.id)?
            .get_attribute(attribute)?
            .value();
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    }
}

impl From<Msg> for Text {
    fn from(msg: Msg) -> Text {
        Text::new().msg(msg)
    }
}

/// The limits and defaults any message may name (`{ $max_level }`), stated once in
/// [`policy`](crate::core::policy).
const GLOBALS: [(&str, i64); 10] = {
    use crate::core::policy;
    [
        ("min_level", policy::min_level!()),
        ("max_level", policy::max_level!()),
        ("default_level", policy::default_level!()),
        ("vacation_days", policy::vacation_days!()),
        ("vacation_window_days", policy::vacation_window_days!()),
        ("reminder_percent", policy::reminder_percent!()),
        ("challenge_hours", policy::challenge_hours!()),
        ("default_bank", policy::default_bank!()),
        (
            "default_role_ping_minutes",
            policy::default_role_ping_minutes!(),
        ),
        ("page_size", policy::page_size!()),
    ]
};

/// Where a text argument stands in a formatted message: `\u{F8F0}0\u{F8F1}`.
const OPEN: char = '\u{F8F0}';
const CLOSE: char = '\u{F8F1}';

/// Words without the markers, so a name cannot pose as an argument.
fn unmarked(s: &str) -> String {
    s.replace([OPEN, CLOSE], "")
}

/// The language's messages, every feature's files in one bundle.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> =
        LazyLock::new(|| Lang::ALL.into_iter().map(build).collect());
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    &BUNDLES[index]
}

fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang.id().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Markers around arguments would show as odd characters on Discord.
    bundle.set_use_isolating(false);
    for (file, source) in crate::locales::files(lang) {
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, errors)| {
            tracing::error!(file, %lang, ?errors, "translation file has errors");
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(file, %lang, ?errors, "translation file repeats messages");
        }
    }
    bundle
}

/// Every message id of `lang` with the arguments its value and attributes name, for
/// the checks that keep translations whole.
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) fn catalogue(lang: Lang) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast;
    let mut out = Vec::new();
    for (_, source) in crate::locales::files(lang) {
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut names = Vec::new();
                if let Some(p) = &m.value {
                    variables(p, &mut names);
                }
                for a in &m.attributes {
                    variables(&a.value, &mut names);
                }
                names.sort();
                names.dedup();
                out.push((m.id.name.to_owned(), names));
            }
        }
    }
    out.sort();
    out
}

#[cfg_attr(not(test), allow(dead_code))]
fn variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => out.push(id.name.to_owned()),
            InlineExpression::Placeable { expression } => expression_vars(expression, out),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            _ => {}
        }
    }
    fn expression_vars(e: &Expression<&str>, out: &mut Vec<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use data::UserId;

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
