//! The local console's line parser (`<user>: <command>`, `wait 2d`, `channel x`, ...):
//! never panics, and what it reads is well formed and reads the same when written back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sanctum::console::{Line, Said, parse_line};
use service::Command;

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
            assert!(!user.contains(':') && !user.contains(char::is_whitespace), "{text:?}");
            // The same words from `@user` read the same.
            let (_, after) = text.split_once(':').expect("a user line has a colon");
            assert_eq!(parse_line(&format!("@{user}:{after}")), line, "{text:?}");
            match said {
                Said::Command(Command::Move { text: m, .. }) => assert!(!m.is_empty()),
                Said::Challenge(c) => {
                    if let Some(o) = &c.opponent {
                        assert!(!o.is_empty() && !o.starts_with('@'), "{text:?}");
                    }
                }
                Said::Press(what) => assert!(!what.is_empty(), "{text:?}"),
                _ => {}
            }
        }
        Line::Unreadable(hint) => assert!(!hint.is_empty()),
        Line::Nothing | Line::Help | Line::Quit => {}
    }
});
