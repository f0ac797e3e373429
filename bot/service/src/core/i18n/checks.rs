//! The checks that keep the translations whole: every language has every message of
//! the English source with the same arguments, and what Discord registers fits its
//! rules in every language.

use super::{Lang, catalogue};
use crate::core::names::CommandName;
use crate::core::text::Msg;
use std::collections::HashSet;

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = catalogue(Lang::En);
    assert!(english.len() > 100, "{} messages", english.len());
    let ids: HashSet<&String> = english.iter().map(|(id, _)| id).collect();
    assert_eq!(ids.len(), english.len(), "an id appears twice in English");
    for lang in Lang::ALL {
        let other = catalogue(lang);
        let missing: Vec<&String> = english
            .iter()
            .filter(|e| !other.iter().any(|o| o.0 == e.0))
            .map(|e| &e.0)
            .collect();
        assert!(
            missing.is_empty(),
            "{lang} lacks {} messages: {missing:?}",
            missing.len()
        );
        let extra: Vec<&String> = other
            .iter()
            .filter(|o| !ids.contains(&o.0))
            .map(|o| &o.0)
            .collect();
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for (id, args) in &other {
            let source = &english.iter().find(|e| &e.0 == id).map(|e| &e.1);
            // A translation may leave out a number it words instead ("one hour"), but
            // never name an argument the code does not give.
            if let Some(source) = source {
                let unknown: Vec<&String> = args.iter().filter(|a| !source.contains(a)).collect();
                assert!(unknown.is_empty(), "{lang} {id} names {unknown:?}");
            }
        }
        assert_eq!(other.len(), english.len(), "{lang}");
    }
}

#[test]
fn every_file_parses_in_every_language() {
    for lang in Lang::ALL {
        for (dir, source) in super::files(lang) {
            if let Err((_, errors)) = fluent_syntax::parser::parse(source) {
                panic!("{dir}/locales/{lang}.ftl: {errors:?}");
            }
        }
    }
}

/// Discord's rule for a command's or option's name in any locale.
fn discord_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.to_lowercase() == name
}

#[test]
fn registration_fits_discords_rules_in_every_language() {
    for lang in Lang::ALL {
        let mut commands = HashSet::new();
        for name in CommandName::ALL {
            let spec = name.spec();
            assert!(
                Msg::new(spec.description).exists(lang),
                "{lang} {}",
                spec.description
            );
            let localized = name.name_in(lang).unwrap_or_else(|| name.id().to_owned());
            assert!(discord_name(&localized), "{lang} /{localized}");
            assert!(
                commands.insert(localized.clone()),
                "{lang}: /{localized} twice"
            );
            let description = spec.description_in(lang);
            assert!(
                (1..=100).contains(&description.chars().count()),
                "{lang} {}: {description}",
                name.id()
            );
            let mut options = HashSet::new();
            for option in spec.options {
                assert!(
                    Msg::new(option.description).exists(lang),
                    "{lang} {}",
                    option.description
                );
                let localized = option
                    .name_in(lang)
                    .unwrap_or_else(|| option.name.to_owned());
                assert!(
                    discord_name(&localized),
                    "{lang} /{} {localized}",
                    name.id()
                );
                assert!(
                    options.insert(localized.clone()),
                    "{lang} /{}: {localized} twice",
                    name.id()
                );
                let description = option.description_in(lang);
                assert!(
                    (1..=100).contains(&description.chars().count()),
                    "{lang} {} {}: {description}",
                    name.id(),
                    option.name
                );
                for choice in option.kind.choices() {
                    assert!(
                        Msg::new(choice.id.clone()).exists(lang),
                        "{lang} {}",
                        choice.id
                    );
                    let label = choice.label_in(lang);
                    assert!((1..=100).contains(&label.chars().count()), "{lang} {label}");
                }
            }
        }
    }
}

#[test]
fn other_languages_name_every_command_and_option_in_their_own_words() {
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        for name in CommandName::ALL {
            assert!(name.name_in(lang).is_some(), "{lang} /{}", name.id());
            for option in name.spec().options {
                assert!(
                    option.name_in(lang).is_some(),
                    "{lang} /{} {}",
                    name.id(),
                    option.name
                );
            }
        }
    }
}
