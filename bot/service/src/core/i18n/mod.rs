//! Words in the reader's language, from Project Fluent's `.ftl` files.
//!
//! The service says *which* message a reply carries ([`Msg`](crate::core::text::Msg): an id and its
//! arguments), never its words; a face resolves it in its reader's [`Lang`] when it
//! shows it ([`Text::localized`](crate::Text::localized)), so one reply reads in
//! German to the player who asked and in the server's French to the channel. Each
//! feature keeps its messages in a `locales/` folder beside its code, one file per
//! language; the crate's build script lists them. English is the source: a message missing
//! from another language falls back to it (the tests allow none to be missing).
//!
//! Arguments that are text with structure (a user, a command, a moment) travel
//! through Fluent as markers and come back out as the same spans, so a translation
//! may move them anywhere in its sentence.

#[cfg(test)]
mod checks;
mod lang;
pub(crate) mod letters;
pub use lang::Lang;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// A button's label in `lang`: a label that is a message id (`button-accept`, as
/// [`Action::label`](crate::Action::label) gives) resolved, any other (a move) as it is.
pub fn label_in(label: &str, lang: Lang) -> String {
    if label.starts_with("button-") {
        format(lang, label, &FluentArgs::new()).unwrap_or_else(|| label.to_owned())
    } else {
        label.to_owned()
    }
}

/// The message `id` in `lang` (English where `lang` lacks it) formatted with `args`
/// and the [`GLOBALS`]; `None` when no language has it.
pub(crate) fn format(lang: Lang, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let mut all = FluentArgs::with_capacity(GLOBALS.len() + args.iter().count());
    for (name, value) in GLOBALS {
        all.set(name, FluentValue::from(value));
    }
    for (name, value) in args.iter() {
        all.set(name, value.clone());
    }
    let found = [lang, Lang::En].into_iter().find_map(|l| {
        let bundle = bundle(l);
        let pattern = bundle.get_message(id)?.value()?;
        Some((bundle, pattern))
    });
    let Some((bundle, pattern)) = found else {
        tracing::warn!(id, "no such message");
        return None;
    };
    let mut errors = Vec::new();
    let words = bundle.format_pattern(pattern, Some(&all), &mut errors);
    if !errors.is_empty() {
        tracing::warn!(id, %lang, ?errors, "message formatted with errors");
    }
    Some(words.into_owned())
}

/// True if `lang` has the message `id`.
pub(crate) fn exists(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The attribute `attribute` of the message `id` in `lang`, if that language has it.
pub(crate) fn attribute(lang: Lang, id: &str, attribute: &str) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.get_attribute(attribute)?.value();
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned(),
    )
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

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// Each folder's translation file in `lang`: `(folder, source)`, from the list the
/// build script makes of every `locales/` folder.
pub(crate) fn files(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    FILES
        .iter()
        .filter(move |(_, tag, _)| *tag == lang.id())
        .map(|(folder, _, source)| (*folder, *source))
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
    for (file, source) in files(lang) {
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
    for (_, source) in files(lang) {
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
