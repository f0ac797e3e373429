//! `service::parse` under random input: whatever a face hands it — any command name,
//! any option names, any values — it answers with a typed command or a refusal that
//! says something, and never panics. Values the specification allows always parse.

use data::{RoleId, UserId};
use proptest::prelude::*;
use service::{CommandName, Invocation, Mention, OptionKind, Value, parse};

fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        ".{0,40}".prop_map(Value::Text),
        any::<i64>().prop_map(Value::Integer),
        (-3i64..30).prop_map(Value::Integer),
        any::<bool>().prop_map(Value::Bool),
        "[a-z]{1,8}".prop_map(|name| Value::User(Mention {
            user: UserId(7),
            name,
            is_bot: false,
            member: true,
        })),
        any::<u64>().prop_map(|r| Value::Role(RoleId(r))),
        any::<u64>().prop_map(|c| Value::Channel(data::ChannelId(c))),
    ]
}

/// An option name: mostly the command's own, sometimes anything.
fn option_name(name: CommandName) -> impl Strategy<Value = String> {
    let own: Vec<String> = name
        .spec()
        .options
        .iter()
        .map(|o| o.name.to_owned())
        .collect();
    if own.is_empty() {
        ".{0,12}".boxed()
    } else {
        prop_oneof![4 => proptest::sample::select(own), 1 => ".{0,12}"].boxed()
    }
}

fn invocation() -> impl Strategy<Value = Invocation> {
    let named = proptest::sample::select(CommandName::ALL.to_vec()).prop_flat_map(|name| {
        proptest::collection::vec((option_name(name), value()), 0..6).prop_map(move |options| {
            Invocation {
                command: name.id().to_owned(),
                options,
            }
        })
    });
    prop_oneof![
        4 => named,
        1 => (".{0,20}", proptest::collection::vec((".{0,8}", value()), 0..3))
            .prop_map(|(command, options)| Invocation { command, options }),
    ]
}

/// A value the option's kind allows, as Discord would send it.
fn allowed(kind: OptionKind, seed: u16) -> Value {
    let choices = kind.choices().len();
    match kind {
        OptionKind::User => Value::User(Mention {
            user: UserId(9),
            name: "bob".into(),
            is_bot: false,
            member: true,
        }),
        OptionKind::Role => Value::Role(RoleId(5)),
        OptionKind::Channel => Value::Channel(data::ChannelId(6)),
        OptionKind::Bool { .. } | OptionKind::Flag => Value::Bool(seed.is_multiple_of(2)),
        OptionKind::Move | OptionKind::Answer | OptionKind::Game | OptionKind::Line => {
            Value::Text("e4".into())
        }
        OptionKind::Command => Value::Text("board".into()),
        OptionKind::Page | OptionKind::Level | OptionKind::Count { .. } => {
            let (lo, hi) = kind.range().unwrap_or((1, 1));
            Value::Integer(lo + i64::from(seed) % (hi - lo + 1))
        }
        OptionKind::Variant
        | OptionKind::Color
        | OptionKind::Days
        | OptionKind::Orientation
        | OptionKind::Theme
        | OptionKind::PuzzleTheme
        | OptionKind::TournamentAction
        | OptionKind::TournamentFormat
        | OptionKind::Scope
        | OptionKind::Language => Value::Integer(i64::from(seed) % choices as i64),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn anything_parses_or_is_refused_in_words(invocation in invocation()) {
        if let Err(why) = parse(&invocation) {
            prop_assert!(!why.user_text().to_string().trim().is_empty());
        }
    }

    #[test]
    fn every_allowed_value_parses(
        name in proptest::sample::select(CommandName::ALL.to_vec()),
        seeds in proptest::collection::vec(any::<u16>(), 8),
        given in proptest::collection::vec(any::<bool>(), 8),
    ) {
        let spec = name.spec();
        let options = spec
            .options
            .iter()
            .zip(seeds.iter().zip(&given))
            .filter(|(o, (_, given))| o.required || **given)
            .map(|(o, (seed, _))| (o.name.to_owned(), allowed(o.kind, *seed)))
            .collect();
        let invocation = Invocation { command: name.id().to_owned(), options };
        prop_assert!(parse(&invocation).is_ok(), "{invocation:?}: {:?}", parse(&invocation));
    }
}
