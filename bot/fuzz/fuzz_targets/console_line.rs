//! The local console's line parser (`<user>: <command>`, `wait 2d`, `channel x`, ...)
//! and the service's parser behind it: never panic, and what they read is well formed
//! and reads the same when written back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sanctum::console::{Line, Said, parse_line, resolve};
use service::{Command, Mention, OptionKind, Value};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let line = parse_line(text);
    // Surrounding whitespace never matters.
    assert_eq!(parse_line(text.trim()), line, "{text:?}");
    match &line {
        Line::Wait(seconds) => {
            assert!(*seconds > 0, "{text:?} waits {seconds}");
            assert_eq!(parse_line(&format!("wait {seconds}s")), line, "{text:?}");
        }
        Line::Channel(name) => {
            assert!(!name.is_empty(), "{text:?}");
            assert_eq!(parse_line(&format!("channel {name}")), line, "{text:?}");
            assert_eq!(parse_line(&format!("channel #{name}")), line, "{text:?}");
        }
        Line::Say { user, said } => {
            assert!(!user.is_empty(), "{text:?}");
            assert!(!user.starts_with('@'), "{text:?}");
            assert!(
                !user.contains(':') && !user.contains(char::is_whitespace),
                "{text:?}"
            );
            // The same words from `@user` read the same.
            let (_, after) = text.split_once(':').expect("a user line has a colon");
            assert_eq!(parse_line(&format!("@{user}:{after}")), line, "{text:?}");
            match said {
                Said::Command(invocation) => {
                    // Every word is placed: the service reads it or says why not.
                    let named = resolve(invocation.clone(), |kind, name| match kind {
                        OptionKind::Role => Value::Role(data::RoleId(1)),
                        _ => Value::User(Mention {
                            user: data::UserId(2),
                            name: name.to_owned(),
                            is_bot: false,
                            member: true,
                        }),
                    });
                    match service::parse(&named) {
                        Ok(Command::Move { text: m, .. }) => assert!(!m.is_empty(), "{text:?}"),
                        Ok(_) => {}
                        Err(why) => assert!(!why.user_text().to_string().is_empty()),
                    }
                }
                Said::Press(what) => assert!(!what.is_empty(), "{text:?}"),
                Said::Answer(_) | Said::Suggest(_) => {}
            }
        }
        Line::HelpOn(topic) => {
            // A topic is named: trimmed, never empty (`help` alone is the overview).
            assert!(!topic.is_empty(), "{text:?}");
            assert_eq!(topic.trim(), topic, "{text:?}");
        }
        Line::Unreadable(hint) => assert!(!hint.is_empty()),
        Line::Nothing | Line::Help | Line::Quit => {}
    }
});
